// SQLite through Node's built-in node:sqlite: no native build, one file in the data directory.
// node:sqlite is synchronous, so an async transaction could let another caller's statement in
// between its own: every statement therefore waits its turn on one queue, and a transaction holds
// the queue until it ends.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Database, Row } from './database.ts';

export function openSqlite(dataDir: string | ':memory:'): Database {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'assay.db');
  }
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T> | T): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };
  const direct = (): Database => ({
    kind: 'sqlite',
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      db.prepare(sql).all(...values(params)) as unknown as T[],
    run: async (sql, params = []) => Number(db.prepare(sql).run(...values(params)).changes),
    transaction: (work) => work(direct()),
    exclusive: (work) => work(),
    close: async () => db.close(),
  });
  const inner = direct();
  return {
    kind: 'sqlite',
    query: (sql, params) => inTurn(() => inner.query(sql, params)),
    run: (sql, params) => inTurn(() => inner.run(sql, params)),
    transaction: (work) =>
      inTurn(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(inner);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    exclusive: (work) => work(),
    close: () => inTurn(() => db.close()),
  };
}

function values(params: readonly unknown[]): SQLInputValue[] {
  return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p)) as SQLInputValue[];
}

export type { Row };

// SQLite through Node's built-in node:sqlite: no native build, one file in the data directory.
// node:sqlite is synchronous, so an async transaction could let another caller's statement in
// between its own: every statement therefore waits its turn on one queue, and a transaction holds
// the queue until it ends.
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { Database, Row } from './database.ts';

export function openSqlite(dataDir: string | ':memory:'): Database {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    file = join(dataDir, 'assay.db');
    createPrivateDirectory(dataDir);
    createPrivateFile(file);
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

/**
 * The data directory, created readable by the server's user alone (0700): it holds password hashes,
 * session hashes and sealed secrets. One level at a time, because a recursive mkdir spins forever
 * where mkdir answers ENOENT under an existing directory (/proc). A directory that exists is the
 * operator's, and keeps its mode.
 */
function createPrivateDirectory(dir: string): void {
  const missing: string[] = [];
  for (let at = resolve(dir); !exists(at); at = dirname(at)) missing.unshift(at);
  try {
    for (const level of missing) mkdirSync(level, { mode: 0o700 });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error(), { code: 'ENOTDIR' });
  } catch (error) {
    throw new Error(`cannot create the data directory ${dir}: ${problem(error)}`);
  }
}

/**
 * The database and its -wal and -shm files 0600, also when an earlier version made them 0644;
 * SQLite gives the -wal and -shm files it creates the database's mode.
 */
function createPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'a', 0o600));
    for (const path of [file, `${file}-wal`, `${file}-shm`]) if (exists(path)) chmodSync(path, 0o600);
  } catch (error) {
    throw new Error(`cannot create the database ${file}: ${problem(error)}`);
  }
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

const problem = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

function values(params: readonly unknown[]): SQLInputValue[] {
  return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p)) as SQLInputValue[];
}

export type { Row };

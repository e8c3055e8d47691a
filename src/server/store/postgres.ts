// PostgreSQL through `pg` (a pool). The store's `?` placeholders become `$1…`; BIGINT columns
// (epoch milliseconds) come back as numbers, not strings.
import pg from 'pg';
import type { Database } from './database.ts';

const INT8 = 20;
/** Any constant: the advisory lock that serializes migrations across instances. */
const MIGRATION_LOCK = 7_361_114;
const CONNECT_TIMEOUT_MS = 10_000;

export async function openPostgres(url: string): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      oid === INT8 ? Number : pg.types.getTypeParser(oid, format as 'text'),
  };
  // A database that accepts the connection and never answers would hold the start (and SIGTERM) forever.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: types as pg.CustomTypesConfig,
  });
  pool.on('error', () => undefined); // an idle client lost: the pool replaces it
  const client = await pool.connect().catch((error: Error) => {
    void pool.end();
    throw new Error(`cannot connect to the database: ${error.message}`);
  });
  client.release();
  const on = (runner: pg.Pool | pg.PoolClient): Database => ({
    kind: 'postgres',
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await runner.query(numbered(sql), params.map(value))).rows as T[],
    run: async (sql, params = []) => (await runner.query(numbered(sql), params.map(value))).rowCount ?? 0,
    transaction: async (work) => {
      if (runner !== pool) return work(on(runner));
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await work(on(tx));
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        tx.release();
      }
    },
    exclusive: async (work) => {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await work();
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  });
  return on(pool);
}

/** `?` → `$n`, outside string literals. */
function numbered(sql: string): string {
  let n = 0;
  let quoted = false;
  let out = '';
  for (const char of sql) {
    if (char === "'") quoted = !quoted;
    out += char === '?' && !quoted ? `$${++n}` : char;
  }
  return out;
}

function value(p: unknown): unknown {
  return p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p;
}

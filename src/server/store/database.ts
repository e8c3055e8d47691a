// The one interface the store talks to: SQL with `?` placeholders, rows as plain objects. Two
// implementations (sqlite.ts, postgres.ts); the SQL the store writes is the subset both accept
// (TEXT, BIGINT, INTEGER, DOUBLE PRECISION; timestamps are epoch milliseconds; booleans are 0/1).
export type Row = Record<string, unknown>;

export interface Database {
  readonly kind: 'sqlite' | 'postgres';
  /** Rows of a SELECT (or of a statement with RETURNING). */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A statement without rows; how many rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Runs `work` in one transaction on `tx`; a thrown error rolls it back. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs `work` while no other instance runs it (PostgreSQL: an advisory lock); for migrations. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A TEXT column's value as UTF-8 bytes, for a SELECT list: the driver gives them, not a string. */
export function textAsBytes(db: Database, column: string): string {
  return db.kind === 'postgres' ? `convert_to(${column}, 'UTF8')` : `CAST(${column} AS BLOB)`;
}

/** A binary value as a driver gives it (node:sqlite a Uint8Array, pg a Buffer), as a Buffer over the same memory. */
export function bytesOf(value: Uint8Array): Buffer {
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

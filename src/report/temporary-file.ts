// Names for the report writers' files in the OS temp directory (the JUnit spool, results.json
// when only other formats were asked for). Unique within the process (a counter: `assay serve` runs
// several at once) and between processes (the pid and a random part). Not from node:crypto, which a
// plain run would load for these names alone (~6 ms of every start, docs/performance.md): they
// need to be unique, not secret, and the writers create them exclusively (`TEMPORARY_FLAGS`), so a
// name that exists already (a leftover, or a link planted in a shared temp directory) is never
// written through.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Open flags for a temporary file: create it, and fail if the name exists. */
export const TEMPORARY_FLAGS = 'wx';

let named = 0;

export function temporaryPath(kind: string, extension: string): string {
  const random = Math.random().toString(36).slice(2, 10);
  return join(tmpdir(), `assay-${kind}-${process.pid}-${++named}-${random}${extension}`);
}

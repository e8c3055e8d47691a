/** Temporary directories for a test file, all removed when its process exits. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const created: string[] = [];
process.once('exit', () => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

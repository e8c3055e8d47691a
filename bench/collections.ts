// The benchmark's workload, shared by the assay runs and the raw baseline so both do the same
// work: test i (0-based) is `GET /items/i` checked for status 200 and `"n":i,` in the body; every
// 10th test captures the item's token and the test after it depends on it and sends the token
// back in `x-token` (the target answers 400 to a wrong one). The `json` workload adds a JSONPath
// check (`$.n` equals i) and a JSONPath capture (`$.token`) to every test.
import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';

/** Tests per collection file in the `many` shape. */
export const TESTS_PER_FILE = 1000;

export const TOKEN_PATTERN = '"token":"([^"]+)"';

export function capturesToken(i: number): boolean {
  return i % 10 === 0;
}

/** The test after a capturing one uses the token (files of the `many` shape hold a multiple of 10 tests, so both are in one file). */
export function usesToken(i: number): boolean {
  return i % 10 === 1;
}

/** What the body of item i must contain (the comma keeps `"n":1` from matching item 10). */
export function expectedText(i: number): string {
  return `"n":${i},`;
}

export type Workload = 'plain' | 'json';

/** `one`: all N tests in one file, as a generated or data-driven suite comes; `many`: files of 1,000. */
export type Shape = 'one' | 'many';

/** Writes N tests into `dir` as one collection file or as ceil(N / 1000) of them; returns the number of files. */
export async function writeCollections(
  dir: string,
  total: number,
  baseUrl: string,
  workload: Workload = 'plain',
  shape: Shape = 'many',
): Promise<number> {
  await mkdir(dir, { recursive: true });
  if (shape === 'one') {
    await writeLines(join(dir, 'bench.yaml'), collectionLines('bench', baseUrl, 0, total, workload));
    return 1;
  }
  let files = 0;
  for (let first = 0; first < total; first += TESTS_PER_FILE) {
    files++;
    const lines = collectionLines(`bench ${files}`, baseUrl, first, Math.min(total, first + TESTS_PER_FILE), workload);
    await writeLines(join(dir, `bench-${String(files).padStart(4, '0')}.yaml`), lines);
  }
  return files;
}

function* collectionLines(name: string, baseUrl: string, first: number, last: number, workload: Workload) {
  yield* [`name: ${name}`, `baseUrl: ${baseUrl}`, 'tests:'];
  for (let i = first; i < last; i++) yield* testLines(i, workload);
}

/** Writes lines in pieces of ~1 MB, so a 100,000-test file is never one string in the bench. */
export async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const handle = await open(file, 'w');
  try {
    let piece: string[] = [];
    let size = 0;
    for (const line of lines) {
      piece.push(line);
      size += line.length + 1;
      if (size < 1 << 20) continue;
      await handle.write(piece.join('\n') + '\n');
      piece = [];
      size = 0;
    }
    if (piece.length > 0) await handle.write(piece.join('\n') + '\n');
  } finally {
    await handle.close();
  }
}

function testLines(i: number, workload: Workload): string[] {
  const lines = [`- url: /items/${i}`];
  if (capturesToken(i)) lines.push(`  id: t${i}`);
  if (capturesToken(i) || workload === 'json') lines.push('  context:');
  if (capturesToken(i)) {
    lines.push(`  - name: tok${i}`, '    type: variable', `    pattern: '${TOKEN_PATTERN}'`);
  }
  if (workload === 'json') lines.push(`  - { name: json${i}, json-path: $.token }`);
  if (usesToken(i)) {
    lines.push(`  dependsOn: t${i - 1}`, '  headers:', `  - 'x-token: \${{ context.tok${i - 1} }}'`);
  }
  lines.push('  validators:', '  - status-code: 200', `  - body-contains: '${expectedText(i)}'`);
  if (workload === 'json') lines.push(`  - json-path: { path: $.n, equals: ${i} }`);
  return lines;
}

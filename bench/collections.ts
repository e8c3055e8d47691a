// The benchmark's workload, shared by the assay runs and the raw baseline so both do the same
// work: test i (0-based) is `GET /items/i` checked for status 200 and `"n":i,` in the body; every
// 10th test captures the item's token and the test after it depends on it and sends the token
// back in `x-token` (the target answers 400 to a wrong one). The `json` workload adds a JSONPath
// check (`$.n` equals i) and a JSONPath capture (`$.token`) to every test.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Tests per collection file: a large run is many ordinary files, not one huge one. */
export const TESTS_PER_FILE = 1000;

export const TOKEN_PATTERN = '"token":"([^"]+)"';

export function capturesToken(i: number): boolean {
  return i % 10 === 0;
}

/** The test after a capturing one uses the token (files hold a multiple of 10 tests, so both are in one file). */
export function usesToken(i: number): boolean {
  return i % 10 === 1;
}

/** What the body of item i must contain (the comma keeps `"n":1` from matching item 10). */
export function expectedText(i: number): string {
  return `"n":${i},`;
}

export type Workload = 'plain' | 'json';

/** Writes N tests as ceil(N / 1000) YAML collections into `dir`; returns the number of files. */
export async function writeCollections(
  dir: string,
  total: number,
  baseUrl: string,
  workload: Workload = 'plain',
): Promise<number> {
  await mkdir(dir, { recursive: true });
  let files = 0;
  for (let first = 0; first < total; first += TESTS_PER_FILE) {
    const last = Math.min(total, first + TESTS_PER_FILE);
    const lines = [`name: bench ${files + 1}`, `baseUrl: ${baseUrl}`, 'tests:'];
    for (let i = first; i < last; i++) lines.push(...testLines(i, workload));
    await writeFile(join(dir, `bench-${String(files + 1).padStart(4, '0')}.yaml`), lines.join('\n') + '\n');
    files++;
  }
  return files;
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

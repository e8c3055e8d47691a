// The young generation is held at its cap once it gets there, and a user who sizes it in Node's own
// options is left alone. It is a V8 flag for the whole process, so each case runs in a child
// process: a loop that keeps a window of objects alive across scavenges — the pattern that makes
// V8 grow its young generation in a long run — calling the hold as the loader and the engine do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tempDir } from '../helpers/temp-dir.ts';
import { YOUNG_GENERATION_CAP, sizedByUser } from '../../src/model/young-generation.ts';

const MODULE = pathToFileURL(resolve(import.meta.dirname, '../../src/model/young-generation.ts')).href;

/** The largest size the young generation reached, in a child process run with `nodeOptions`. */
function largestYoungGeneration(hold: boolean, nodeOptions: string[] = []): number {
  const script = join(tempDir('young-generation'), 'survivors.mts');
  writeFileSync(
    script,
    `import { getHeapSpaceStatistics } from 'node:v8';
import { holdYoungGeneration } from ${JSON.stringify(MODULE)};
const alive = new Array(20000);
let largest = 0;
for (let i = 0; i < 1500000; i++) {
  alive[i % alive.length] = { i, list: [i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6, i + 7] };
  ${hold ? 'holdYoungGeneration();' : ''}
  if (i % 1000 === 0) {
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    largest = Math.max(largest, young.space_size);
  }
}
process.stdout.write(String(largest));
`,
  );
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return Number(execFileSync(process.execPath, [...nodeOptions, script], { env, encoding: 'utf8' }));
}

test('a long run that keeps objects alive stops growing the young generation at the cap', () => {
  const grown = largestYoungGeneration(false);
  assert.ok(grown >= 2 * YOUNG_GENERATION_CAP, `without the hold it grows past the cap (${grown} bytes)`);
  const held = largestYoungGeneration(true);
  assert.ok(held <= YOUNG_GENERATION_CAP, `held at ${held} bytes, the cap is ${YOUNG_GENERATION_CAP}`);
});

test("a young generation sized in Node's options is the user's choice", () => {
  const chosen = largestYoungGeneration(true, ['--max-semi-space-size=64']);
  assert.ok(chosen >= 2 * YOUNG_GENERATION_CAP, `left to grow (${chosen} bytes)`);
  for (const options of [
    '--max-semi-space-size=8',
    '--require x.js --max_semi_space_size=8',
    '--min-semi-space-size=4',
    '--semi-space-growth-factor=2',
  ]) {
    assert.equal(sizedByUser(options), true, options);
  }
  assert.equal(sizedByUser('--import ./preload.mjs --max-old-space-size=4096'), false);
});

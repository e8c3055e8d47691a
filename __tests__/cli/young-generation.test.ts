// The bundled command line holds V8's young generation at its cap through a long run
// (src/model/young-generation.ts): a preload keeps objects alive across scavenges while 3,000 tests
// run, which grows the young generation past the cap unless the run holds it, and writes the
// largest size it saw. The same run with the growth named in NODE_OPTIONS shows the test can fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { YOUNG_GENERATION_CAP } from '../../src/model/young-generation.ts';

const TESTS = 3000;

// The survivors start with the first request (undici announces it on a diagnostics channel): kept
// alive from the process's start, they would grow the young generation past the cap before the
// collection is read, and the run would hold it wherever it found it.
const preload = `import { getHeapSpaceStatistics } from 'node:v8';
import { writeFileSync } from 'node:fs';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
const alive = new Array(20000);
let i = 0;
let largest = 0;
const start = () => {
  unsubscribe('undici:request:create', start);
  setInterval(() => {
    for (let k = 0; k < 2000; k++, i++) alive[i % alive.length] = { i, list: [i, i + 1, i + 2, i + 3] };
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    largest = Math.max(largest, young.space_size);
  }, 1).unref();
};
subscribe('undici:request:create', start);
process.on('exit', () => writeFileSync(process.env.LARGEST_YOUNG, String(largest)));
`;

function collection(): string {
  const lines = ['tests:'];
  for (let i = 0; i < TESTS; i++)
    lines.push(`  - url: \${{ vars.base }}/items/${i}`, '    validators:', '      - status-code: 200');
  return `${lines.join('\n')}\n`;
}

test("a long run holds the young generation at its cap unless Node's options size it", async () => {
  const server = await startTargetServer((_request, response) => response.end('{}'));
  try {
    const dir = workspace({ 'many.yaml': collection(), 'survivors.mjs': preload });
    const run = async (nodeOptions: string): Promise<number> => {
      const largest = join(dir, `largest-${nodeOptions.length}`);
      writeFileSync(largest, '');
      const result = await runCli(['-c', 'many.yaml', '-v', `base=${server.origin}`], {
        cwd: dir,
        env: { NODE_OPTIONS: `--import ./survivors.mjs ${nodeOptions}`, LARGEST_YOUNG: largest },
      });
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, new RegExp(`${TESTS} passed`));
      return Number(readFileSync(largest, 'utf8'));
    };
    const held = await run('');
    assert.ok(held > 0 && held <= YOUNG_GENERATION_CAP, `held at ${held} bytes, the cap is ${YOUNG_GENERATION_CAP}`);
    const grown = await run('--max-semi-space-size=64');
    assert.ok(grown >= 2 * YOUNG_GENERATION_CAP, `named in NODE_OPTIONS, it grows past the cap (${grown} bytes)`);
  } finally {
    await server.close();
  }
});

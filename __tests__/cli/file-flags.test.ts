// Options that name a file: one that cannot be read is one message naming the option, and exit 2.
// `--env-file` is assay's, not Node's: run as the `assay` command (the bundle's own `#!` line, as npm
// links it), a file that is not there is not Node's `node: x: not found` and exit 9 (Node reads
// `--env-file` anywhere on its command line before a `--`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { CLI, workspace } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';

/** Runs dist/cli.js as an executable, so its `#!` line picks the Node (this one, first on PATH). */
function assay(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, PATH: [dirname(process.execPath), process.env.PATH].join(delimiter), NO_COLOR: '1' };
  return new Promise((resolve) =>
    execFile(CLI, args, { cwd, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
}

test('a missing --env-file is one message and exit 2, in both spellings', async () => {
  const dir = workspace({ 'c.yaml': 'tests:\n  - url: http://127.0.0.1:9/\n' });
  for (const args of [['--env-file', 'missing.env'], ['--env-file=missing.env']]) {
    const result = await assay(['-c', 'c.yaml', ...args], dir);
    assert.equal(result.code, 2, result.stderr);
    assert.equal(result.stderr, 'assay: --env-file missing.env: file not found\n');
  }
  mkdirSync(join(dir, 'settings'));
  const directory = await assay(['-c', 'c.yaml', '--env-file', 'settings'], dir);
  assert.equal(directory.code, 2);
  assert.equal(directory.stderr, 'assay: --env-file settings: a directory, not a file\n');
});

test('an --env-file that is there gives its variables and secrets', async (t) => {
  const api = await startTargetServer((_request, response) => response.end('ok'));
  t.after(() => api.close());
  const dir = workspace({
    'c.yaml': 'baseUrl: ${{ vars.base }}\ntests:\n  - url: /items?key=${{ secrets.key }}\n',
    'api.env': `base=${api.origin}\nsecrets.key=abc123secret\n`,
  });
  const result = await assay(['-c', 'c.yaml', '--env-file', 'api.env'], dir);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(
    api.requests.map((request) => request.url),
    ['/items?key=abc123secret'],
  );
  assert.doesNotMatch(result.stdout + result.stderr, /abc123secret/);
});

test('a missing --shard-timings file names the option', async () => {
  const dir = workspace({ 'c.yaml': 'tests:\n  - url: http://127.0.0.1:9/\n' });
  const result = await assay(['-c', 'c.yaml', '--shard', '1/2', '--shard-timings', 'missing.json'], dir);
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, /^error: --shard-timings: cannot read missing\.json: no such file$/m);
  assert.doesNotMatch(result.stderr, /\n\s+at /);
});

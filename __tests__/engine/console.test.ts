// Colours and the live progress line appear only on a terminal: a pseudo-terminal from
/* eslint-disable no-control-regex -- these tests look for terminal escape sequences */
// util-linux `script` stands in for one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { CLI, runCli, workspace } from '../helpers/run-cli.ts';

const hasScript = spawnSync('script', ['--version']).status === 0;
let api: TargetServer;
let dir: string;

before(async () => {
  api = await startTargetServer((_request, response) => response.end('ok'));
  dir = workspace({
    'c.yaml': `baseUrl: ${api.origin}\ntests:\n  - url: /a\n  - url: /b\n    validators: [{ status-code: 201 }]\n`,
  });
});
after(() => api.close());

/**
 * Runs the CLI with stdout and stderr on a pseudo-terminal and returns what the terminal showed.
 * Asynchronously: the target server runs in this process. The run has a failing test, so the
 * command exits 1 and the output comes with the error.
 */
async function onTerminal(env: Record<string, string | undefined>): Promise<string> {
  const command = `'${process.execPath}' '${CLI}' -c c.yaml`;
  const error = await promisify(execFile)('script', ['-qec', command, '/dev/null'], {
    cwd: dir,
    env: { ...process.env, ...env },
  }).then(
    () => assert.fail('expected exit code 1'),
    (e: { code: number; stdout: string }) => e,
  );
  assert.equal(error.code, 1);
  return error.stdout;
}

test('redirected output is plain text', async () => {
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir, env: { NO_COLOR: undefined } });
  assert.equal(result.code, 1);
  assert.doesNotMatch(result.stdout + result.stderr, /\x1b\[/);
});

test(
  'a terminal gets colours, unless NO_COLOR is set',
  { skip: !hasScript && 'util-linux script is not installed' },
  async () => {
    const shown = await onTerminal({ NO_COLOR: undefined });
    assert.match(shown, /\x1b\[32mPASS \x1b\[0m/);
    assert.match(shown, /\x1b\[31mFAIL \x1b\[0m/);
    // What to fix is read in normal weight; only where to look is dim.
    assert.match(shown, /\n {8}\x1b\[90mat c\.yaml:5\x1b\[0m\r?\n {8}status-code: expected 201, got 200 OK\r?\n/);
    const plain = await onTerminal({ NO_COLOR: '1' });
    assert.match(plain, /PASS /);
    assert.doesNotMatch(plain.replace(/\r?\x1b\[2K/g, ''), /\x1b\[\d+m/);
  },
);

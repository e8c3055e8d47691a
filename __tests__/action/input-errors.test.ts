// A wrong input fails the step with one message that names the input, through the bundled action.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { runAction } from './run-action.ts';

function workspaceWithCollection(url: string): string {
  const workspace = tempDir('assay-action-inputs-');
  mkdirSync(join(workspace, 'tests'));
  writeFileSync(join(workspace, 'tests', 'smoke.yaml'), `tests:\n  - url: ${url}\n`);
  return workspace;
}

test('a mistyped input_dir is named as the input, without a hint about inline YAML', async (t) => {
  const target = await startTargetServer((_request, response) => response.end('ok'));
  t.after(() => target.close());
  const workspace = workspaceWithCollection(target.url('/health'));

  const result = await runAction({ workspace, inputs: { input_dir: 'tset', upload: 'false' } });

  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /^::error::Input input_dir: "tset": no such directory in the workspace /m);
  assert.doesNotMatch(result.stdout + result.stderr, /inline|collection file not found/i);
  assert.equal(target.requests.length, 0);
});

test('an output_dir that cannot be written is named as the input; an --output in args as args', async (t) => {
  const target = await startTargetServer((_request, response) => response.end('ok'));
  t.after(() => target.close());
  const workspace = workspaceWithCollection(target.url('/health'));
  writeFileSync(join(workspace, 'reports'), 'a file, not a directory');

  const fromInput = await runAction({
    workspace,
    inputs: { input_dir: 'tests', output_dir: 'reports/api', upload: 'false' },
  });
  assert.equal(fromInput.code, 1, fromInput.stdout + fromInput.stderr);
  assert.match(fromInput.stdout, /^::error::Input output_dir: cannot write reports to reports\/api: .+$/m);
  assert.doesNotMatch(fromInput.stdout, /The input is invalid/);

  const fromArgs = await runAction({
    workspace,
    inputs: { input_dir: 'tests', args: '--output reports/api', upload: 'false' },
  });
  assert.equal(fromArgs.code, 1, fromArgs.stdout + fromArgs.stderr);
  assert.match(fromArgs.stdout, /^::error::args: --output: cannot write reports to reports\/api: .+$/m);
  assert.equal(target.requests.length, 0);
});

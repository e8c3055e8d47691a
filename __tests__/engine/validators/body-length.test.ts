// body-length: passing and failing messages through a real run, and positioned diagnostics before anything is sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { runCommand } from '../../../src/cli/commands/run.ts';
import { defaultOptions } from '../../../src/session/options/args.ts';
import type { TestResult } from '../../../src/model/index.ts';

let server: TargetServer;
before(async () => (server = await startTargetServer((_, response) => response.end('hello'))));
after(() => server.close());

async function run(validators: string[]) {
  const dir = tempDir('assay-body-length-');
  const lines = [`baseUrl: ${server.origin}`, 'tests:', '  - url: /', '    validators:'];
  writeFileSync(join(dir, 'c.yaml'), [...lines, ...validators.map((v) => `      - ${v}`), ''].join('\n'));
  let stderr = '';
  const tests: TestResult[] = [];
  const sink = new Writable({ write: (chunk, _e, done) => ((stderr += String(chunk)), done()) });
  const options = { ...defaultOptions(), collections: ['c.yaml'] };
  const exitCode = await runCommand(options, {
    stdout: new Writable({ write: (_c, _e, done) => done() }),
    stderr: sink,
    color: false,
    cwd: dir,
    env: {},
    observers: [{ testFinished: (result) => tests.push(result) }],
  });
  return { exitCode, stderr, messages: tests.flatMap((t) => t.validators.map((v) => v.message)) };
}

test('body-length passes within the bounds and fails outside them, saying so', async () => {
  const result = await run(['body-length: { min: 1, max: 5 }', 'body-length: { max: 3 }']);
  assert.equal(result.exitCode, 1);
  assert.deepEqual(result.messages, ['body-length: 5 characters', 'body-length: expected 0–3 characters, got 5']);
});

test('body-length arguments are checked with positions before anything is sent', async () => {
  const before = server.requests.length;
  const result = await run([
    'body-length: { min: 1, maxi: 2 }',
    'body-length: { min: -1 }',
    'body-length: {}',
    'body-length: { min: 5, max: 2 }',
  ]);
  assert.equal(result.exitCode, 2);
  assert.equal(server.requests.length, before);
  const shown = [...result.stderr.matchAll(/^error: (.*)\n --> (c\.yaml:\d+:\d+)/gm)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(shown, [
    'c.yaml:5:32 unknown key `maxi`: the argument takes `min` and `max`',
    'c.yaml:6:29 `min` expects a non-negative integer, got `-1`',
    'c.yaml:7:22 the mapping is empty: write at least one of `min` and `max`',
    'c.yaml:8:22 `min` is above `max`',
  ]);
});

// The documented way to start the demo API alone: it answers on Node 24, and on an older Node it
// says in one line which Node it needs and how to run it, instead of a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const SERVE = resolve(import.meta.dirname, '../../tools/demo/serve.mjs');
const run = promisify(execFile);

test('on Node 24 the demo API starts and answers', async () => {
  const child = spawn(process.execPath, [SERVE, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let output = '';
    const url = await new Promise<string>((resolvePromise, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const found = /listening on (http:\/\/\S+)/.exec(output);
        if (found) resolvePromise(found[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const response = await fetch(`${url}/health`);
    assert.equal(response.status, 200);
  } finally {
    child.kill('SIGTERM');
  }
});

/** A `node` on PATH (or /usr/bin/node) older than 24, if this machine has one. */
async function olderNode(): Promise<{ path: string; version: string } | undefined> {
  const candidates = [...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')), '/usr/bin/node'];
  for (const path of new Set(candidates)) {
    try {
      accessSync(path, constants.X_OK);
      const { stdout } = await run(path, ['-p', 'process.versions.node']);
      if (Number(stdout.trim().split('.')[0]) < 24) return { path, version: stdout.trim() };
    } catch {
      // not there, or not a Node that runs
    }
  }
  return undefined;
}

const older = await olderNode();

test(
  'on an older Node it names the Node it needs and the command that works, in one line, and exits 2',
  { skip: older ? false : 'no Node older than 24 on this machine to try' },
  async () => {
    const failure = await run(older!.path, [SERVE, '--port', '0']).then(
      () => assert.fail('the demo API started on an unsupported Node'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    assert.equal(failure.code, 2);
    assert.equal(
      failure.stderr,
      `The demo API needs Node.js 24, but this is Node.js ${older!.version}: run it with \`npm run demo:serve -- --port 8080\`, which uses the Node 24 \`npm ci\` installed.\n`,
    );
  },
);

// The bundled action goes to the end of every run and reports every test: a CONNECT in the middle
// of a collection, and the original's Xray example with its list metadata, through dist/index.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { runAction } from './run-action.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const XRAY_EXAMPLE = resolve(import.meta.dirname, '../fixtures/testlemon/testlemon-docker-tests/collection-xray.yaml');

test('a CONNECT in the middle of a collection: the action runs every test and sums them all up', async () => {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (data) => {
      if (data.toString('latin1').startsWith('CONNECT ')) socket.end('HTTP/1.1 200 Connection Established\r\n\r\n');
      else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as { port: number };
    const workspace = tempDir('assay-action-green-');
    mkdirSync(join(workspace, 'tests'));
    writeFileSync(
      join(workspace, 'tests', 'tunnel.yaml'),
      [
        'name: Tunnel',
        `baseUrl: http://127.0.0.1:${port}`,
        'tests:',
        '  - name: before',
        '    url: /a',
        '  - name: tunnel',
        '    method: CONNECT',
        '    url: /b',
        '  - name: after',
        '    url: /c',
        '',
      ].join('\n'),
    );
    const result = await runAction({ workspace, inputs: { input_dir: 'tests', upload: 'false' } });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.equal(result.outputs.total, '3');
    assert.equal(result.outputs.passed, '3');
    assert.match(result.summary, /before/);
    assert.match(result.summary, /after/);
    const results = JSON.parse(readFileSync(join(workspace, 'output', 'results.json'), 'utf8')) as {
      totals: { total: number };
    };
    assert.equal(results.totals.total, 3);
  } finally {
    await new Promise((done) => server.close(done));
  }
});

test("the original's collection-xray.yaml: the action passes, writes every format and a job summary", async () => {
  const target = await startTargetServer();
  try {
    const workspace = tempDir('assay-action-green-');
    mkdirSync(join(workspace, 'tests'));
    writeFileSync(
      join(workspace, 'tests', 'collection-xray.yaml'),
      readFileSync(XRAY_EXAMPLE, 'utf8').replace('https://dummyjson.com', target.origin),
    );
    const result = await runAction({
      workspace,
      inputs: { input_dir: 'tests', upload: 'false', args: '-f html,ctrf,xray,markdown,testlemon' },
    });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.doesNotMatch(result.stderr, /could not write the reports/);
    assert.equal(result.outputs.passed, '1');
    assert.match(result.summary, /Get all products/);
    const xray = JSON.parse(readFileSync(join(workspace, 'output', 'xray.json'), 'utf8')) as {
      info: { testPlanKey: string };
      tests: unknown[];
    };
    assert.equal(xray.info.testPlanKey, 'XSP-88');
    assert.equal(xray.tests.length, 1);
  } finally {
    await target.close();
  }
});

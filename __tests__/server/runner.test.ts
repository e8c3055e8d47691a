// The server runs projects concurrently in one process (--runs slots): runs started in the same
// millisecond must not share a temporary file (the JUnit spool, the results file), and they share
// the instance's query worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QueryWorker } from '../../src/engine/queries/query-worker.ts';
import { runProject } from '../../src/server/runner.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { storedResultsOf } from '../../src/report/results/stored-results.ts';
import { failureTable } from '../../src/server/http/pages/runs.ts';
import { countingRecords, refusingWholeTests } from '../helpers/stored-results.ts';

test('runs started at the same moment in one process each pass on their own', async () => {
  const target = await startTargetServer((_request, response) => response.end('ok'));
  try {
    const yaml = `name: same-moment\ntests:\n  - url: ${target.url('/ok')}\n`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => runProject({ yaml, name: 'same-moment', variables: {}, secrets: {} })),
    );
    assert.deepEqual(
      results.map((r) => `${r.status}${r.error ? `: ${r.error}` : ''}`),
      Array(12).fill('passed'),
    );
  } finally {
    await target.close();
  }
});

test("runs of one process share the server's query worker: concurrent runs all get their answers, and it outlives them", async () => {
  const target = await startTargetServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(`<status><name>${request.url.slice(1)}</name></status>`);
  });
  const queryWorker = new QueryWorker();
  try {
    const run = (name: string) =>
      runProject({
        yaml: `name: ${name}\ntests:\n  - url: ${target.url(`/${name}`)}\n    validators:\n      - xpath: { path: "string(/status/name)", equals: ${name} }\n`,
        name,
        variables: {},
        secrets: {},
        queryWorker,
      });
    const first = await Promise.all(['a', 'b', 'c', 'd'].map(run));
    const later = await run('e');
    assert.deepEqual(
      [...first, later].map((r) => `${r.status}${r.error ? `: ${r.error}` : ''}`),
      Array(5).fill('passed'),
    );
  } finally {
    await queryWorker.close();
    await target.close();
  }
});

test('a run of the server leaves the process alone: no exit hook per run (the command line guards against a stall, a server never empties its event loop)', async () => {
  const before = process.listenerCount('beforeExit');
  const seenDuringRuns: number[] = [];
  const target = await startTargetServer((_request, response) => {
    seenDuringRuns.push(process.listenerCount('beforeExit'));
    response.end('ok');
  });
  try {
    const yaml = `name: quiet\ntests:\n  - url: ${target.url('/ok')}\n    validators:\n      - status-code: 500\n`;
    const results = await Promise.all(
      Array.from({ length: 3 }, () => runProject({ yaml, name: 'quiet', variables: {}, secrets: {} })),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      ['failed', 'failed', 'failed'],
    );
  } finally {
    await target.close();
  }
  assert.deepEqual(seenDuringRuns, [before, before, before]);
});

test("a scheduled run's results are stored in the layout assay writes, named by the project, and read back a record at a time", async () => {
  const target = await startTargetServer((request, response) => {
    response.statusCode = request.url === '/broken' ? 500 : 200;
    response.end('ok');
  });
  try {
    const yaml = `name: stored\ntests:\n  - url: ${target.url('/ok')}\n  - url: ${target.url('/broken')}\n    validators:\n      - status-code: 200\n`;
    const result = await runProject({ yaml, name: 'Stored project', variables: {}, secrets: {} });
    assert.equal(result.status, 'failed');
    const text = result.resultsJson!;
    assert.doesNotMatch(text, /tests:/, 'the collection text is not stored as its name');
    const stored = storedResultsOf(Buffer.from(text), 'stored');
    assert.deepEqual(stored.run.options.collections, ['Stored project']);
    const { value, records } = await countingRecords(() => failureTable(refusingWholeTests(stored)).text);
    assert.equal(records, 1);
    assert.equal(value, failureTable(JSON.parse(text)).text);
    assert.match(value, /expected 200|500/);
  } finally {
    await target.close();
  }
});

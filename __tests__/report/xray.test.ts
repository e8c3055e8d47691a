import { test } from 'node:test';
import assert from 'node:assert/strict';
import { metadataValue, renderXray } from '../../src/report/formats/xray.ts';
import { HOSTILE_NAME, buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';

interface XrayTest {
  testKey?: string;
  testInfo: { projectKey?: string; type: string; summary: string; definition: string; requirementKeys?: string[] };
  start?: string;
  finish?: string;
  comment?: string;
  status: string;
  iterations?: { name: string; parameters: { name: string; value: string }[]; log?: string; status: string }[];
}

function render(doc: ResultsDocument = buildResultsDocument()): { info: Record<string, unknown>; tests: XrayTest[] } {
  return JSON.parse(renderXray(doc));
}

test('execution info comes from collection metadata spread over several list items, lists trimmed', () => {
  assert.deepEqual(render().info, {
    summary: 'Nightly users run',
    description: 'Users API, Health checks (assay 0.2.0)',
    version: 'v1.2',
    revision: 'abc123',
    testPlanKey: 'USERS-1',
    testEnvironments: ['staging', 'eu-west'],
    startDate: '2026-03-01T10:00:00+00:00',
    finishDate: '2026-03-01T10:00:01+00:00',
  });
});

test('without metadata the execution is named after its collections and optional keys are left out', () => {
  const doc = buildLargeResultsDocument(2);
  assert.deepEqual(render(doc).info, {
    summary: 'Items',
    description: 'Items (assay 0.2.0)',
    startDate: '2026-03-01T10:00:00+00:00',
    finishDate: doc.run.finishedAt.slice(0, 19) + '+00:00',
  });
});

test('one Xray test per declared test; repeats become iterations; keys come from the test metadata', () => {
  const { tests } = render();
  assert.deepEqual(
    tests.map((t) => t.testInfo.summary),
    [
      'log in',
      'Users can be listed',
      HOSTILE_NAME,
      'create user',
      'delete user',
      'GET ${{ vars.baseUrl }}/report',
      'ping',
      "the app's version",
      'ready',
    ],
  );
  const [login, list, search] = tests as [XrayTest, XrayTest, XrayTest];
  assert.equal(login.testKey, 'USERS-11');
  assert.deepEqual(login.testInfo, {
    type: 'Generic',
    summary: 'log in',
    definition: 'log in',
    requirementKeys: ['USERS-2', 'USERS-3'],
  });
  assert.equal(list.testKey, undefined);
  assert.deepEqual(list.testInfo, {
    projectKey: 'USERS',
    type: 'Generic',
    summary: 'Users can be listed',
    definition: 'GET /users',
  });
  assert.equal(search.status, 'FAILED', 'a test fails when any of its runs failed');
  assert.deepEqual(
    search.iterations!.map((i) => [i.name, i.parameters, i.status]),
    [
      ['Iteration 1', [{ name: 'iteration', value: '1' }], 'FAILED'],
      ['Iteration 2', [{ name: 'iteration', value: '2' }], 'PASSED'],
    ],
  );
  assert.equal(
    search.iterations![0]!.log,
    'status-code: expected 200, got 404 Not Found\nbody-contains: "<b>ada</b> | \\"quoted\\"" not found',
  );
  assert.equal(search.comment, `Iteration 1: ${search.iterations![0]!.log}`);
});

test('start is when the first run started and finish when the last one ended, ISO 8601 with offset', () => {
  const report = buildResultsDocument().collections[0]!.tests.find((t) => t.index === 5 && t.iteration === 2)!;
  assert.equal(report.timings!.startMs + report.timings!.totalMs, 700 + 80 + 512.7);
  const slow = render().tests[5]!;
  assert.equal(slow.start, '2026-03-01T10:00:00+00:00');
  assert.equal(slow.finish, '2026-03-01T10:00:01+00:00');
});

test('errored tests are FAILED with the error; skipped and not-run tests are TODO with the reason and no dates', () => {
  const { tests } = render();
  const created = tests[3]!;
  assert.equal(created.status, 'FAILED');
  assert.equal(
    created.comment,
    'Iteration 1: Error: connection refused: connect ECONNREFUSED 127.0.0.1:9\nIteration 2: Error: connection refused: connect ECONNREFUSED 127.0.0.1:9',
  );
  const deleted = tests[4]!;
  assert.deepEqual([deleted.status, deleted.start, deleted.finish], ['TODO', undefined, undefined]);
  assert.deepEqual(
    deleted.iterations!.map((i) => i.log),
    ['Skipped: dependency create user (line 28) errored', 'Skipped: dependency create user (line 28) errored'],
  );
  const version = tests[7]!;
  assert.deepEqual(
    [version.status, version.comment, version.iterations],
    ['TODO', 'Not run: the run was interrupted (SIGINT)', undefined],
  );
});

test('metadata values: list of maps (first match wins), a plain map, numbers and booleans as text', () => {
  const list = [{ a: 'first' }, { a: 'second', b: 7 }, { c: true }];
  assert.equal(metadataValue(list, 'a'), 'first');
  assert.equal(metadataValue(list, 'b'), '7');
  assert.equal(metadataValue(list, 'c'), 'true');
  assert.equal(metadataValue(list, 'd'), undefined);
  assert.equal(metadataValue({ a: ' spaced ' }, 'a'), 'spaced');
  assert.equal(metadataValue([null, 'text', { a: { nested: 1 } }, { a: 'x' }], 'a'), 'x');
  assert.equal(metadataValue(undefined, 'a'), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { renderCtrf } from '../../src/report/formats/ctrf.ts';
import { HOSTILE_NAME, buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';

const schema: object = JSON.parse(readFileSync(new URL('../fixtures/ctrf.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

interface CtrfTest {
  name: string;
  status: string;
  rawStatus: string;
  duration: number;
  start?: number;
  stop?: number;
  message?: string;
  trace?: string;
  suite: string[];
  filePath: string;
  line: number;
  tags: string[];
  threadId?: string;
  retries?: number;
  flaky?: boolean;
  extra: Record<string, unknown>;
}

function render(doc = buildResultsDocument()) {
  const text = renderCtrf(doc);
  return {
    text,
    report: JSON.parse(text) as { results: { summary: Record<string, number | object>; tests: CtrfTest[] } } & Record<
      string,
      unknown
    >,
  };
}

test('the report validates against the published CTRF schema', () => {
  for (const doc of [buildResultsDocument(), buildLargeResultsDocument(200)]) {
    const { report } = render(doc);
    assert.equal(validate(report), true, JSON.stringify(validate.errors, null, 2));
  }
});

test('the document header names the format, the spec version, assay and the run end', () => {
  const { report } = render();
  assert.equal(report.reportFormat, 'CTRF');
  assert.equal(report.specVersion, '0.0.0');
  assert.equal(report.generatedBy, 'assay');
  assert.equal(report.timestamp, buildResultsDocument().run.finishedAt);
  assert.match(String(report.reportId), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.notEqual(render().report.reportId, report.reportId, 'each report has its own id');
  assert.deepEqual((report.results as unknown as { tool: unknown }).tool, { name: 'assay', version: '0.2.0' });
});

test('the summary folds errored into failed and not-run into skipped, with epoch times', () => {
  const { report } = render();
  const { summary } = report.results;
  assert.deepEqual(
    { ...summary, extra: undefined },
    {
      tests: 15,
      passed: 8,
      failed: 3,
      skipped: 4,
      pending: 0,
      other: 0,
      suites: 2,
      start: Date.parse('2026-03-01T10:00:00.000Z'),
      stop: Date.parse('2026-03-01T10:00:00.000Z') + 1305,
      duration: 1305,
      extra: undefined,
    },
  );
  assert.deepEqual(summary.extra, { errored: 2, notRun: 2 });
  assert.equal(report.results.tests.length, 15);
});

test('each test carries its status, message, trace, suite, file, line and request facts', () => {
  const { tests } = render().report.results;
  const failed = tests.find((t) => t.name === `${HOSTILE_NAME} (iteration 1)`)!;
  assert.equal(failed.status, 'failed');
  assert.equal(failed.rawStatus, 'failed');
  assert.equal(failed.duration, 31);
  assert.equal(
    failed.message,
    'status-code: expected 200, got 404 Not Found\nbody-contains: "<b>ada</b> | \\"quoted\\"" not found',
  );
  assert.match(
    failed.trace!,
    /status-code: expected 200, got 404 Not Found\n {2}expected: 200\n {2}actual: {3}404 Not Found/,
  );
  assert.doesNotMatch(failed.trace!, /response-time/, 'passing validators are not in the trace');
  assert.deepEqual(failed.suite, ['Users API']);
  assert.equal(failed.filePath, 'collections/users.yaml');
  assert.equal(failed.line, 20);
  assert.equal(failed.threadId, 'lane 2');
  assert.equal(failed.stop! - failed.start!, 31);
  assert.deepEqual(failed.extra, {
    id: 'search',
    method: 'GET',
    url: 'http://127.0.0.1:8080/users?q=a|b&x=<y>',
    status: 404,
    statusText: 'Not Found',
    dependsOn: ['login'],
    ttfbMs: 29,
    iteration: 1,
  });

  const errored = tests.find((t) => t.name === 'create user (iteration 2)')!;
  assert.equal(errored.status, 'failed');
  assert.equal(errored.rawStatus, 'errored');
  assert.equal(errored.message, 'connection refused: connect ECONNREFUSED 127.0.0.1:9');

  const skipped = tests.find((t) => t.name === 'delete user (iteration 1)')!;
  assert.deepEqual(
    [skipped.status, skipped.rawStatus, skipped.message, skipped.duration, skipped.start],
    ['skipped', 'skipped', 'dependency create user (line 28) errored', 0, undefined],
  );
  const notRun = tests.find((t) => t.name === "the app's version (iteration 1)")!;
  assert.deepEqual(
    [notRun.status, notRun.rawStatus, notRun.message],
    ['skipped', 'notRun', 'the run was interrupted (SIGINT)'],
  );
  assert.deepEqual(notRun.suite, ['Health checks']);
});

test('without repeats, test names are the plain display names', () => {
  const { tests } = render(buildLargeResultsDocument(3)).report.results;
  assert.deepEqual(
    tests.map((t) => t.name),
    ['item 0', 'item 1', 'item 2'],
  );
});

test('the schema check rejects what CTRF does not allow (so the validation above means something)', () => {
  const { report } = render();
  const withStatus = (status: string) => ({
    ...report,
    results: { ...report.results, tests: [{ name: 'x', status, duration: 1 }] },
  });
  assert.equal(validate(withStatus('passed')), true);
  assert.equal(validate(withStatus('errored')), false);
});

test('flaky: passed after a failed or errored attempt; polling with until whose answers were each fine is not', () => {
  const doc = buildResultsDocument();
  const [first, second, third] = doc.collections[0]!.tests;
  const attempt = (n: number, outcome: 'passed' | 'failed' | 'errored') => ({
    attempt: n,
    outcome,
    startMs: n,
    totalMs: 1,
  });
  Object.assign(first!, { outcome: 'passed', attempts: [attempt(1, 'errored'), attempt(2, 'passed')] });
  Object.assign(second!, { outcome: 'passed', attempts: [attempt(1, 'passed'), attempt(2, 'passed')] });
  Object.assign(third!, { outcome: 'passed', attempts: undefined });
  const tests = render(doc).report.results.tests;
  assert.deepEqual(
    tests.slice(0, 3).map((t) => [t.retries, t.flaky]),
    [
      [1, true],
      [1, false],
      [0, false],
    ],
  );
});

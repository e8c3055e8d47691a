// The results documents the after-run formats' golden files were written from (see
// __tests__/report/format-golden.test.ts): every outcome, repeats, retries, secrets masked, a
// collection whose iterations do not hold the same tests (a partial merge), and one large enough
// for the HTML timeline's aggregation and Markdown's 1 MB budget.
import type { CollectionReport, ResultsDocument, TestReport } from '../../src/report/results/document.ts';
import { buildLargeResultsDocument, buildResultsDocument, totalsOf } from './results-fixture.ts';

function test(index: number, iteration: number, fields: Partial<TestReport> & Pick<TestReport, 'name' | 'outcome'>) {
  return {
    index,
    iteration,
    urlTemplate: `\${{ vars.baseUrl }}/jobs/${index}`,
    method: 'GET',
    tags: ['jobs'],
    dependsOn: [],
    line: 3 + index * 5,
    column: 5,
    validators: [],
    captures: [],
    ...fields,
  } satisfies TestReport;
}

function collection(name: string, file: string, tests: TestReport[], metadata?: unknown): CollectionReport {
  return {
    name,
    file,
    ...(metadata === undefined ? {} : { metadata }),
    totals: totalsOf(tests),
    durationMs: 900,
    tests,
  };
}

/** A flaky test, a test that never passed after retrying, both in two iterations. */
function jobsTests(iteration: number, offset: number): TestReport[] {
  const request = (index: number) => ({
    method: 'GET' as const,
    url: `http://127.0.0.1:8080/jobs/${index}`,
    headers: [['authorization', 'Bearer ***']] as [string, string][],
  });
  const response = (status: number) => ({
    status,
    statusText: status === 200 ? 'OK' : 'Service Unavailable',
    headers: [['content-type', 'application/json']] as [string, string][],
    body: status === 200 ? '{"state":"ready","token":"***"}' : '{"state":"starting"}',
    bodyBytes: 30,
    bodyTruncated: false,
  });
  const failed = {
    name: 'status-code',
    pass: false,
    expected: '200',
    actual: '503 Service Unavailable',
    message: 'status-code: expected 200, got 503 Service Unavailable',
  };
  return [
    test(0, iteration, {
      id: 'flaky',
      name: 'flaky job',
      outcome: 'passed',
      lane: 0,
      metadata: { 'test-key': 'JOBS-1', summary: 'The job gets ready' },
      request: request(0),
      response: response(200),
      timings: { startMs: offset, totalMs: 12.5, ttfbMs: 10 },
      validators: [
        { name: 'status-code', pass: true, expected: '200', actual: '200 OK', message: 'status-code: 200 OK' },
      ],
      captures: [{ name: 'jobToken', type: 'secret', pattern: '"token":"([^"]+)"', matched: true, value: '***' }],
      attempts: [
        {
          attempt: 1,
          outcome: 'failed',
          status: 503,
          startMs: offset - 40,
          totalMs: 9,
          retriedBecause: failed.message,
        },
        {
          attempt: 2,
          outcome: 'failed',
          status: 503,
          startMs: offset - 20,
          totalMs: 8,
          retriedBecause: failed.message,
        },
        { attempt: 3, outcome: 'passed', status: 200, startMs: offset, totalMs: 12.5 },
      ],
    }),
    test(1, iteration, {
      id: 'broken',
      name: 'broken job',
      outcome: 'failed',
      lane: 0,
      request: request(1),
      response: response(503),
      timings: { startMs: offset + 20, totalMs: 7, ttfbMs: 6 },
      validators: [failed],
      attempts: [
        {
          attempt: 1,
          outcome: 'failed',
          status: 503,
          startMs: offset + 10,
          totalMs: 6,
          retriedBecause: failed.message,
        },
        { attempt: 2, outcome: 'failed', status: 503, startMs: offset + 20, totalMs: 7 },
      ],
    }),
  ];
}

/** Iteration 1 of a partial merge lacks test 1; test 3 ran only in iteration 1. */
function partialTests(): TestReport[] {
  const ran = (index: number, iteration: number, outcome: 'passed' | 'errored', start: number) =>
    test(index, iteration, {
      name: `step ${index}`,
      outcome,
      lane: 1,
      request: { method: 'GET', url: `http://127.0.0.1:8080/jobs/${index}`, headers: [] },
      timings: { startMs: start, totalMs: 3, ttfbMs: 2 },
      ...(outcome === 'errored' ? { error: 'timed out after 30000 ms', errorCode: 'timeout' as const } : {}),
    });
  return [
    ran(0, 1, 'passed', 1400),
    ran(2, 1, 'errored', 1405),
    ran(3, 1, 'passed', 1410),
    ran(0, 2, 'passed', 1420),
    ran(1, 2, 'passed', 1425),
    ran(2, 2, 'passed', 1430),
  ];
}

/** Four collections, 28 test runs: small enough to keep each format's whole text as a golden file. */
export function goldenDocument(): ResultsDocument {
  const doc = buildResultsDocument();
  const jobs = collection('Jobs & retries', 'collections/jobs.yaml', [...jobsTests(1, 1000), ...jobsTests(2, 1100)], {
    version: 7,
  });
  const partial = collection('Partial', 'collections/partial.yaml', partialTests());
  const collections = [...doc.collections, jobs, partial];
  return { ...doc, totals: totalsOf(collections.flatMap((c) => c.tests)), collections };
}

/**
 * Two collections of `count` tests each; the second one run twice. So many bodies that each may
 * show only the smallest share in the HTML page, and two longer than that.
 */
export function largeGoldenDocument(count: number): ResultsDocument {
  const one = buildLargeResultsDocument(count);
  const items = one.collections[0];
  const [failed, other] = items.tests.filter((test) => test.outcome === 'failed');
  failed.response = { ...failed.response!, body: 'long '.repeat(1_000) };
  other.response = { ...other.response!, body: JSON.stringify({ nested: Array.from({ length: 300 }, (_, i) => [i]) }) };
  const twice: CollectionReport = {
    ...items,
    name: 'Items twice',
    file: 'collections/twice.yaml',
    tests: [...items.tests, ...items.tests.map((t) => ({ ...t, iteration: 2 }))],
  };
  twice.totals = totalsOf(twice.tests);
  const collections = [items, twice];
  return {
    ...one,
    run: { ...one.run, options: { ...one.run.options, repeats: 2 } },
    totals: totalsOf(collections.flatMap((c) => c.tests)),
    collections,
  };
}

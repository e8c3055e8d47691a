// Realistic, already-redacted results documents for the report renderers' tests: several
// collections, every outcome, parallel lanes, repeats, captures (secret ones masked as `***`),
// long and JSON bodies, and names that are hostile to HTML and Markdown tables.
import type {
  CollectionReport,
  ResultsDocument,
  RunOptionsRecord,
  TestReport,
} from '../../src/report/results/document.ts';
import type { Outcome, RunTotals } from '../../src/model/index.ts';

export const HOSTILE_NAME = '<script>alert(1)</script> | pipe';
export const STARTED_AT = '2026-03-01T10:00:00.000Z';

const USERS_JSON = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? 'ada' : `user ${i + 1}`,
    roles: ['reader'],
    active: i % 3 !== 0,
  })),
);

export function runOptions(overrides: Partial<RunOptionsRecord> = {}): RunOptionsRecord {
  return {
    collections: ['collections/users.yaml', '<inline #1>'],
    variables: { baseUrl: 'http://127.0.0.1:8080' },
    secrets: ['token', 'password'],
    tags: [],
    parallel: true,
    concurrency: 3,
    repeats: 2,
    delayMs: 0,
    timeoutMs: 30000,
    maxBodyBytes: 65536,
    insecure: false,
    followRedirects: true,
    bail: false,
    formats: ['html', 'ctrf', 'xray', 'markdown'],
    ...overrides,
  };
}

export function totalsOf(tests: { outcome: Outcome }[]): RunTotals {
  const totals: RunTotals = { total: tests.length, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
  for (const test of tests) totals[test.outcome] += 1;
  return totals;
}

function base(
  index: number,
  iteration: number,
  fields: Partial<TestReport> & Pick<TestReport, 'name' | 'outcome'>,
): TestReport {
  return {
    index,
    iteration,
    urlTemplate: '${{ vars.baseUrl }}/users',
    method: 'GET',
    tags: [],
    dependsOn: [],
    line: 4 + index * 8,
    column: 5,
    validators: [],
    captures: [],
    ...fields,
  };
}

function json(headers: [string, string][] = []): [string, string][] {
  return [['content-type', 'application/json; charset=utf-8'], ...headers];
}

/** The tests of the "Users API" collection for one iteration; `offset` shifts its timings. */
function usersTests(iteration: number, offset: number): TestReport[] {
  return [
    base(0, iteration, {
      id: 'login',
      name: 'log in',
      method: 'POST',
      urlTemplate: '${{ vars.baseUrl }}/login',
      tags: ['smoke', 'auth'],
      metadata: [{ 'test-key': 'USERS-11' }, { 'requirement-keys': 'USERS-2, USERS-3 ,' }],
      outcome: 'passed',
      lane: 0,
      request: {
        method: 'POST',
        url: 'http://127.0.0.1:8080/login',
        headers: json([['authorization', 'Basic ***']]),
        body: '{"user":"ada","password":"***"}',
      },
      response: {
        status: 200,
        statusText: 'OK',
        headers: json(),
        body: '{"token":"***","expires":3600}',
        bodyBytes: 43,
        bodyTruncated: false,
      },
      timings: { startMs: offset, totalMs: 42.4, ttfbMs: 30.1 },
      validators: [
        { name: 'status-code', pass: true, expected: '200', actual: '200 OK', message: 'status-code: 200 OK' },
      ],
      captures: [
        { name: 'token', type: 'secret', pattern: '"token":"([^"]+)"', matched: true, value: '***' },
        { name: 'expires', type: 'variable', pattern: '"expires":(\\d+)', matched: true, value: '3600' },
      ],
    }),
    base(1, iteration, {
      id: 'list',
      name: 'list users',
      dependsOn: ['login'],
      tags: ['smoke'],
      metadata: { 'project-key': 'USERS', summary: 'Users can be listed', definition: 'GET /users' },
      outcome: 'passed',
      lane: 0,
      request: { method: 'GET', url: 'http://127.0.0.1:8080/users', headers: [['authorization', 'Bearer ***']] },
      response: {
        status: 200,
        statusText: 'OK',
        headers: json([['x-total-count', '4000']]),
        body: USERS_JSON,
        bodyBytes: 250_000,
        bodyTruncated: true,
      },
      timings: { startMs: offset + 43, totalMs: 120, ttfbMs: 20 },
      validators: [
        {
          name: 'is-successful',
          pass: true,
          expected: 'a 2xx status',
          actual: '200 OK',
          message: 'is-successful: 200 OK',
        },
        {
          name: 'body-contains',
          pass: true,
          expected: '"name":"ada"',
          actual: 'found',
          message: 'body-contains: found "name":"ada"',
        },
      ],
      captures: [{ name: 'firstId', type: 'variable', pattern: '"id":(\\d+)', matched: true, value: '1' }],
    }),
    base(2, iteration, {
      id: 'search',
      name: HOSTILE_NAME,
      urlTemplate: '${{ vars.baseUrl }}/users?q=a|b&x=<y>',
      dependsOn: ['login'],
      outcome: iteration === 1 ? 'failed' : 'passed',
      lane: 1,
      request: {
        method: 'GET',
        url: 'http://127.0.0.1:8080/users?q=a|b&x=<y>',
        headers: [['accept', 'application/json']],
      },
      response: {
        status: iteration === 1 ? 404 : 200,
        statusText: iteration === 1 ? 'Not Found' : 'OK',
        headers: [['content-type', 'text/html']],
        body: iteration === 1 ? '<h1>Not <b>found</b></h1><script>alert("body")</script>' : '[]',
        bodyBytes: iteration === 1 ? 54 : 2,
        bodyTruncated: false,
      },
      timings: { startMs: offset + 43, totalMs: 31, ttfbMs: 29 },
      validators:
        iteration === 1
          ? [
              {
                name: 'status-code',
                pass: false,
                expected: '200',
                actual: '404 Not Found',
                message: 'status-code: expected 200, got 404 Not Found',
              },
              {
                name: 'body-contains',
                pass: false,
                expected: '<b>ada</b> | "quoted"',
                actual: 'not found in the body',
                message: 'body-contains: "<b>ada</b> | \\"quoted\\"" not found',
              },
              {
                name: 'response-time',
                pass: true,
                expected: '< 1000 ms',
                actual: '31 ms',
                message: 'response-time: 31 ms',
              },
            ]
          : [{ name: 'status-code', pass: true, expected: '200', actual: '200 OK', message: 'status-code: 200 OK' }],
    }),
    base(3, iteration, {
      id: 'create',
      name: 'create user',
      method: 'POST',
      dependsOn: ['login'],
      outcome: 'errored',
      lane: 2,
      request: { method: 'POST', url: 'http://127.0.0.1:9/users', headers: json(), body: '{"name":"grace"}' },
      timings: { startMs: offset + 43, totalMs: 2.5, ttfbMs: 0 },
      error: 'connection refused: connect ECONNREFUSED 127.0.0.1:9',
    }),
    base(4, iteration, {
      id: 'delete',
      name: 'delete user',
      method: 'DELETE',
      urlTemplate: '${{ vars.baseUrl }}/users/${{ context.newId }}',
      dependsOn: ['create'],
      outcome: 'skipped',
      reason: 'skipped: dependency create user (line 28) errored',
    }),
    base(5, iteration, {
      name: 'GET ${{ vars.baseUrl }}/report',
      urlTemplate: '${{ vars.baseUrl }}/report',
      outcome: 'passed',
      lane: 1,
      request: { method: 'GET', url: 'http://127.0.0.1:8080/report', headers: [] },
      response: {
        status: 200,
        statusText: 'OK',
        headers: [['content-type', 'text/plain']],
        body: 'ok',
        bodyBytes: 2,
        bodyTruncated: false,
      },
      timings: { startMs: offset + 80, totalMs: 512.7, ttfbMs: 500 },
    }),
  ];
}

function healthTests(offset: number): TestReport[] {
  return [
    base(0, 1, {
      id: 'ping',
      name: 'ping',
      method: 'HEAD',
      urlTemplate: 'http://127.0.0.1:8081/health',
      outcome: 'passed',
      lane: 0,
      request: { method: 'HEAD', url: 'http://127.0.0.1:8081/health', headers: [] },
      response: { status: 204, statusText: 'No Content', headers: [], bodyBytes: 0, bodyTruncated: false },
      timings: { startMs: offset, totalMs: 5, ttfbMs: 5 },
      validators: [
        {
          name: 'status-code',
          pass: true,
          expected: '204',
          actual: '204 No Content',
          message: 'status-code: 204 No Content',
        },
      ],
    }),
    base(1, 1, {
      name: "the app's version",
      urlTemplate: 'http://127.0.0.1:8081/version',
      outcome: 'notRun',
      reason: 'not run: the run was interrupted (SIGINT)',
    }),
    base(2, 1, {
      name: 'ready',
      urlTemplate: 'http://127.0.0.1:8081/ready',
      outcome: 'notRun',
      reason: 'not run: the run was interrupted (SIGINT)',
    }),
  ];
}

function collection(name: string, file: string, metadata: unknown, tests: TestReport[]): CollectionReport {
  const ends = tests.map((test) => (test.timings ? test.timings.startMs + test.timings.totalMs : 0));
  const starts = tests.filter((test) => test.timings).map((test) => test.timings!.startMs);
  return {
    name,
    file,
    metadata,
    totals: totalsOf(tests),
    durationMs: Math.max(0, ...ends) - Math.min(...starts, 0),
    tests,
  };
}

/** Two collections: "Users API" (two iterations, three lanes) and "Health checks" (interrupted). */
export function buildResultsDocument(): ResultsDocument {
  const users = collection(
    'Users API',
    'collections/users.yaml',
    [
      { 'execution-summary': 'Nightly users run' },
      { 'test-plan-key': 'USERS-1' },
      { environments: ' staging, eu-west ,' },
      { version: 'v1.2' },
      { revision: 'abc123' },
    ],
    [...usersTests(1, 0), ...usersTests(2, 700)],
  );
  const health = collection('Health checks', '<inline #1>', undefined, healthTests(1300));
  return document([users, health]);
}

/** One collection with `count` tests of mixed outcomes spread over `lanes` lanes, for scale tests. */
export function buildLargeResultsDocument(count: number, lanes = 8): ResultsDocument {
  const outcomes: Outcome[] = [
    'passed',
    'passed',
    'passed',
    'passed',
    'passed',
    'passed',
    'failed',
    'errored',
    'skipped',
    'notRun',
  ];
  const laneEnds = new Array<number>(lanes).fill(0);
  const tests = Array.from({ length: count }, (_, index): TestReport => {
    const outcome = outcomes[index % outcomes.length]!;
    const ran = outcome !== 'skipped' && outcome !== 'notRun';
    const lane = index % lanes;
    const totalMs = 5 + ((index * 37) % 90);
    const startMs = laneEnds[lane]!;
    if (ran) laneEnds[lane] = startMs + totalMs;
    return base(index, 1, {
      id: `t${index}`,
      name: `item ${index}`,
      urlTemplate: `\${{ vars.baseUrl }}/items/${index}`,
      dependsOn: index >= lanes ? [`t${index - lanes}`] : [],
      outcome,
      ...(ran
        ? {
            lane,
            request: {
              method: 'GET' as const,
              url: `http://127.0.0.1:8080/items/${index}`,
              headers: [['accept', 'application/json']] as [string, string][],
            },
            timings: { startMs, totalMs, ttfbMs: totalMs - 1 },
          }
        : {
            reason:
              outcome === 'skipped'
                ? `skipped: dependency t${index - lanes} (line ${4 + (index - lanes) * 8}) failed`
                : 'not run: the run was interrupted (SIGTERM)',
          }),
      ...(outcome === 'passed' || outcome === 'failed'
        ? {
            response: {
              status: outcome === 'passed' ? 200 : 500,
              statusText: outcome === 'passed' ? 'OK' : 'Internal Server Error',
              headers: json(),
              body: JSON.stringify({ id: index, name: `item ${index}` }),
              bodyBytes: 30,
              bodyTruncated: false,
            },
            validators: [
              outcome === 'passed'
                ? { name: 'status-code', pass: true, expected: '200', actual: '200 OK', message: 'status-code: 200 OK' }
                : {
                    name: 'status-code',
                    pass: false,
                    expected: '200',
                    actual: '500 Internal Server Error',
                    message: 'status-code: expected 200, got 500 Internal Server Error',
                  },
            ],
          }
        : {}),
      ...(outcome === 'errored' ? { error: 'timed out after 30000 ms' } : {}),
    });
  });
  return document(
    [collection('Items', 'collections/items.yaml', undefined, tests)],
    runOptions({ collections: ['collections/items.yaml'], repeats: 1, concurrency: lanes }),
  );
}

function document(collections: CollectionReport[], options: RunOptionsRecord = runOptions()): ResultsDocument {
  const all = collections.flatMap((c) => c.tests);
  const durationMs = Math.max(
    0,
    ...all.map((test) => (test.timings ? test.timings.startMs + test.timings.totalMs : 0)),
  );
  return {
    schemaVersion: 1,
    tool: { name: 'assay', version: '0.2.0' },
    run: {
      startedAt: STARTED_AT,
      finishedAt: new Date(Date.parse(STARTED_AT) + durationMs).toISOString(),
      durationMs,
      options,
    },
    totals: totalsOf(all),
    collections,
  };
}

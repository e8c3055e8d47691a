// A run is prepared once and executed as a stream of events: these tests drive `prepare` and
// `execute` in process, against a real loopback server, with observers that record what they hear.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from '../../src/session/options/args.ts';
import type { RunObserver, RunOptions, TestResult } from '../../src/model/index.ts';
import { prepare, type PreparedRun } from '../../src/session/prepare.ts';
import { execute } from '../../src/session/execute.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';

let api: TargetServer;
/** A 4 MB body, for tests of what a result keeps. */
const BIG_BODY = 'b'.repeat(4 * 1024 * 1024);
/** Requests to /hang are held here until released. */
const hanging: (() => void)[] = [];
let onHang: () => void = () => {};
/** Access tokens /oauth/token has issued. */
let tokensIssued = 0;

before(async () => {
  api = await startTargetServer((request, response) => {
    if (request.url.startsWith('/hang')) {
      hanging.push(() => response.end('late'));
      onHang();
      return;
    }
    if (request.url.startsWith('/big/')) return void response.end(BIG_BODY);
    if (request.url === '/oauth/token') {
      tokensIssued++;
      return void response.end(`{"access_token":"token-${tokensIssued}","token_type":"Bearer","expires_in":3600}`);
    }
    if (request.url.startsWith('/big-value/')) {
      const i = request.url.slice('/big-value/'.length);
      return void response.end(`{"value":"${i}-${BIG_BODY}"}`);
    }
    if (request.url.startsWith('/big-token/')) {
      const i = request.url.slice('/big-token/'.length);
      return void response.end(`{"token":"token-${i}-0123456789abcdef","padding":"${BIG_BODY}"}`);
    }
    response.end(`{"path":"${request.url}"}`);
  });
});
after(async () => {
  for (const release of hanging) release();
  await api.close();
});

function optionsFor(collection: string, ...extra: string[]): RunOptions {
  const parsed = parseArgs(['-c', collection, ...extra]);
  assert.equal(parsed.kind, 'run');
  return (parsed as { options: RunOptions }).options;
}

async function prepared(tests: string, ...extra: string[]): Promise<PreparedRun> {
  const collection = `name: Events\nbaseUrl: ${api.origin}\ntests:\n${tests}`;
  const preparation = await prepare(optionsFor(collection, ...extra), { cwd: process.cwd(), env: {} });
  assert.deepEqual(preparation.diagnostics, []);
  return preparation.run!;
}

/** A test capturing `path` and one sending it on. */
const TOKEN_AND_USE = [
  '  - name: token',
  '    id: token',
  '    url: /token',
  '    context:',
  '      - name: path',
  '        pattern: \'"path":"([^"]+)"\'',
  '  - name: use',
  '    dependsOn: token',
  '    url: /use?from=${{ context.path }}',
];

/** An observer that writes down every event as a line. */
function recorder(): { observer: RunObserver; events: string[] } {
  const events: string[] = [];
  return {
    events,
    observer: {
      runStarted: (start) => void events.push(`runStarted ${start.planned}`),
      testStarted: (t) => void events.push(`testStarted ${t.name}#${t.iteration}`),
      testFinished: (r) => void events.push(`testFinished ${r.name}#${r.iteration} ${r.outcome}`),
      runFinished: (s) => void events.push(`runFinished ${s.totals.passed}/${s.totals.total}`),
    },
  };
}

test('one prepared run executes twice, each time sending every test and telling every observer', async () => {
  const run = await prepared([...TOKEN_AND_USE, ''].join('\n'));
  const before = api.requests.length;
  const first = recorder();
  const second = recorder();
  const summaryOne = await execute(run, [first.observer]);
  const summaryTwo = await execute(run, [second.observer]);
  assert.equal(summaryOne.totals.passed, 2);
  assert.equal(summaryTwo.totals.passed, 2);
  assert.deepEqual(first.events, second.events);
  assert.deepEqual(
    api.requests.slice(before).map((r) => r.url),
    ['/token', '/use?from=/token', '/token', '/use?from=/token'],
  );
});

test('the OAuth2 tokens belong to an execution: its tests share one, executing the run again asks for a new one', async () => {
  const auth = `    auth: { oauth2: { token-url: ${api.origin}/oauth/token, client-id: c, client-secret: "\${{ secrets.s }}" } }`;
  const run = await prepared(
    ['  - name: one', '    url: /one', auth, '  - name: two', '    url: /two', auth, ''].join('\n'),
    '-s',
    's=client-secret',
  );
  // The client's id and secret, as HTTP Basic credentials of the token request.
  const tokenRequest = `/oauth/token Basic ${Buffer.from('c:client-secret').toString('base64')}`;
  const before = api.requests.length;
  await execute(run, []);
  await execute(run, []);
  assert.deepEqual(
    api.requests
      .slice(before)
      .map((r) =>
        [r.url, ...r.headers.filter(([name]) => name.toLowerCase() === 'authorization').map(([, v]) => v)].join(' '),
      ),
    [
      tokenRequest,
      '/one Bearer token-1',
      '/two Bearer token-1',
      tokenRequest,
      '/one Bearer token-2',
      '/two Bearer token-2',
    ],
  );
});

test('observers hear runStarted, each test started before it finished, then runFinished, in order', async () => {
  const run = await prepared(
    [
      '  - name: a',
      '    id: a',
      '    url: /a',
      '  - name: b',
      '    dependsOn: a',
      '    url: /b',
      '  - name: c',
      '    url: /missing',
      '    validators:',
      '      - body-contains: nope',
      '',
    ].join('\n'),
    '--repeats',
    '2',
  );
  const one = recorder();
  const two = recorder();
  await execute(run, [one.observer, two.observer]);
  assert.deepEqual(one.events, [
    'runStarted 3',
    'testStarted a#1',
    'testFinished a#1 passed',
    'testStarted b#1',
    'testFinished b#1 passed',
    'testStarted c#1',
    'testFinished c#1 failed',
    'testStarted a#2',
    'testFinished a#2 passed',
    'testStarted b#2',
    'testFinished b#2 passed',
    'testStarted c#2',
    'testFinished c#2 failed',
    'runFinished 4/6',
  ]);
  assert.deepEqual(two.events, one.events);
});

test('in parallel every test is started before it finishes, and the run ends after all of them', async () => {
  const run = await prepared(
    Array.from({ length: 12 }, (_, i) => `  - name: t${i}\n    url: /p${i}\n`).join(''),
    '-p',
    '--concurrency',
    '4',
  );
  const { observer, events } = recorder();
  await execute(run, [observer]);
  assert.equal(events[0], 'runStarted 12');
  assert.equal(events.at(-1), 'runFinished 12/12');
  for (let i = 0; i < 12; i++) {
    const started = events.indexOf(`testStarted t${i}#1`);
    const finished = events.indexOf(`testFinished t${i}#1 passed`);
    assert.ok(started > 0 && finished > started, events.join('\n'));
  }
});

test('in parallel a test whose dependency finished goes ahead of later tests that were ready all along', async () => {
  // t1 depends on t0; t2…t11 depend on nothing. With one test in flight at a time the order is fully
  // determined: t1 is ready the moment t0 finishes and has the lowest position of the ready tests.
  const tests = Array.from({ length: 12 }, (_, i) =>
    i === 1
      ? '  - name: t1\n    dependsOn: t0\n    url: /p1\n'
      : `  - name: t${i}\n${i === 0 ? '    id: t0\n' : ''}    url: /p${i}\n`,
  ).join('');
  const run = await prepared(tests, '-p', '--concurrency', '1');
  const { observer, events } = recorder();
  await execute(run, [observer]);
  const started = events.filter((e) => e.startsWith('testStarted')).map((e) => e.split(' ')[1]);
  assert.deepEqual(
    started,
    Array.from({ length: 12 }, (_, i) => `t${i}#1`),
  );
});

test('after an interrupt, a request still in flight when the grace ends is reported as not run, with the reason', async () => {
  const run = await prepared(
    '  - name: first\n    url: /first\n  - name: hangs\n    url: /hang\n  - name: never\n    url: /never\n',
  );
  const interrupt = new AbortController();
  onHang = () => interrupt.abort('SIGTERM');
  const results: { name: string; outcome: string; reason?: string; error?: string }[] = [];
  const summary = await execute(run, [{ testFinished: (r) => void results.push(r) }], {
    signal: interrupt.signal,
    interruptGraceMs: 20,
  });
  onHang = () => {};
  assert.equal(summary.interrupted, 'SIGTERM');
  assert.deepEqual(
    results.map(({ name, outcome, reason, error }) => ({ name, outcome, reason, error })),
    [
      { name: 'first', outcome: 'passed', reason: undefined, error: undefined },
      {
        name: 'hangs',
        outcome: 'notRun',
        reason: 'not run: the run was interrupted (SIGTERM) before the response arrived',
        error: undefined,
      },
      { name: 'never', outcome: 'notRun', reason: 'not run: the run was interrupted (SIGTERM)', error: undefined },
    ],
  );
  assert.deepEqual(summary.totals, { total: 3, passed: 1, failed: 0, errored: 0, skipped: 0, notRun: 2 });
});

test("a run executed once drops each collection's definitions after its last result; one executed again keeps them", async () => {
  const tests = ['  - name: a', '    url: /a', '  - name: b', '    url: /b', ''].join('\n');
  const kept = await prepared(tests, '--repeats', '2');
  const events: string[] = [];
  const observer: RunObserver = {
    testFinished: (r) => void events.push(`${r.name}#${r.iteration}`),
    collectionFinished: (c) => void events.push(`collectionFinished ${c} (${kept.collections[c].tests.length} tests)`),
  };
  await execute(kept, [observer]);
  // Heard after the collection's last result, while its definitions are still there.
  assert.deepEqual(events, ['a#1', 'b#1', 'a#2', 'b#2', 'collectionFinished 0 (2 tests)']);
  assert.equal(kept.collections[0].tests.length, 2);
  assert.equal((await execute(kept, [])).totals.passed, 4);

  const once = await prepared(tests);
  const summary = await execute(once, [], { once: true });
  assert.equal(summary.totals.passed, 2);
  assert.equal(once.collections[0].tests.length, 0);
  assert.equal(once.plans[0].tests.length, 0);
  assert.equal(once.plans[0].collection.tests.length, 0);
});

test('prepare reports collection errors and plans nothing, without writing anything', async () => {
  const preparation = await prepare(optionsFor('name: Broken\ntests:\n  - url: relative/only\n'), {
    cwd: process.cwd(),
    env: {},
  });
  assert.equal(preparation.run, undefined);
  assert.ok(preparation.diagnostics.some((d) => d.severity === 'error'));
  assert.match(preparation.diagnosticsText(false), /error/);
});

test("a failing test's result keeps 64 KB of a large body, not the whole body", async () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const tests = Array.from({ length: 40 }, (_, i) => `  - url: /big/${i}\n    validators: [{ status-code: 201 }]\n`);
  const run = await prepared(tests.join(''));
  const kept: TestResult[] = [];
  await execute(run, [{ testFinished: (result) => kept.push(result) }]);
  assert.equal(kept.length, 40);
  assert.ok(kept.every((result) => result.outcome === 'failed' && result.response?.body?.length === 64 * 1024));
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  // Forty 4 MB bodies would be 160 MB (a body this large is a string outside V8's heap, counted as
  // external memory); their kept parts are 2.6 MB, beside the test process's own 40-70 MB.
  const { heapUsed, external } = process.memoryUsage();
  const usedMb = (heapUsed + external) / 1024 / 1024;
  assert.ok(usedMb < 110, `${usedMb.toFixed(0)} MB in use while the results are held`);
  assert.equal(kept.length, 40);
});

test('a value captured from a large body does not keep the body', async () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const capture = `context: [{ name: token, type: variable, pattern: '"token":"([^"]+)"' }]`;
  const tests = Array.from({ length: 40 }, (_, i) => `  - url: /big-token/${i}\n    ${capture}\n`);
  const run = await prepared(tests.join(''));
  const kept: TestResult[] = [];
  await execute(run, [{ testFinished: (result) => kept.push(result) }]);
  assert.deepEqual(kept[7].captures[0].value, 'token-7-0123456789abcdef');
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  const { heapUsed, external } = process.memoryUsage();
  const usedMb = (heapUsed + external) / 1024 / 1024;
  assert.ok(usedMb < 110, `${usedMb.toFixed(0)} MB in use while the captured values are held`);
  assert.equal(kept.length, 40);
});

test('tests read again from the text keep their place after data rows, sequentially and in flight', async () => {
  const tests = [
    '  - name: row ${{ data.n }}',
    '    url: /row/${{ data.n }}',
    '    data: [{n: "1"}, {n: "2"}, {n: "3"}]',
    ...TOKEN_AND_USE,
    '',
  ].join('\n');
  for (const extra of [[], ['-p', '--concurrency', '3']]) {
    const run = await prepared(tests, ...extra);
    const heard: TestResult[] = [];
    const summary = await execute(run, [{ testFinished: (result) => void heard.push(result) }]);
    assert.equal(summary.unaccounted, undefined, `${extra.join(' ')}: ${summary.unaccounted}`);
    assert.equal(summary.totals.passed, 5);
    assert.deepEqual(
      heard.map((result) => [result.test, result.name]).sort(([a], [b]) => Number(a) - Number(b)),
      [
        [0, 'row 1'],
        [1, 'row 2'],
        [2, 'row 3'],
        [3, 'token'],
        [4, 'use'],
      ],
    );
  }
});

test('a captured value reaches every test that depends on it, directly or through another', async () => {
  const capture = `context: [{ name: v, type: variable, pattern: '"value":"([^"]{0,40})' }]`;
  const tests = [
    // a captures; b depends on a and captures; c depends on b and reads both; d depends on a alone
    // and comes last, so a's value must outlive b's and c's reading of it.
    '  - id: a',
    '    url: /big-value/a',
    `    ${capture}`,
    '  - id: b',
    '    dependsOn: a',
    '    url: /b?from=${{ context.v }}',
    '    context: [{ name: w, type: variable, pattern: \'"path":"([^"?]+)\' }]',
    '  - id: c',
    '    dependsOn: b',
    '    url: /c?v=${{ context.v }}&w=${{ context.w }}',
    '  - id: d',
    '    dependsOn: a',
    '    url: /d?v=${{ context.v }}',
    '',
  ].join('\n');
  for (const extra of [[], ['-p', '--concurrency', '1']]) {
    const before = api.requests.length;
    const summary = await execute(await prepared(tests, ...extra), []);
    assert.equal(summary.totals.passed, 4, extra.join(' '));
    const value = `a-${'b'.repeat(38)}`;
    assert.deepEqual(
      api.requests.slice(before).map((r) => r.url),
      ['/big-value/a', `/b?from=${value}`, `/c?v=${value}&w=/b`, `/d?v=${value}`],
    );
  }
});

test('a captured value is let go once the last test that depends on it has read it', async () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  // Each of twenty tests captures a 4 MB value and the next depends on it: held to the run's end,
  // the values (and the maps passing them on) take ~170 MB when the last test starts; let go, a few of
  // them, beside the bodies in flight between the client and the server in this same process.
  const capture = `context: [{ name: v, type: variable, pattern: '"value":"([^"]+)"' }]`;
  const tests = Array.from({ length: 20 }, (_, i) =>
    [
      `  - id: big${i}`,
      `    url: /big-value/${i}`,
      `    ${capture}`,
      ...(i > 0 ? [`    dependsOn: big${i - 1}`] : []),
    ].join('\n'),
  );
  for (const extra of [[], ['-p', '--concurrency', '4']]) {
    const run = await prepared(`${tests.join('\n')}\n`, ...extra);
    collect();
    const inUse = () => process.memoryUsage().heapUsed + process.memoryUsage().external;
    const start = inUse();
    let grown = Number.NaN;
    const summary = await execute(run, [
      {
        testStarted: (t) => {
          if (t.name !== 'big19') return;
          collect();
          grown = (inUse() - start) / 1024 / 1024;
        },
      },
    ]);
    assert.equal(summary.totals.passed, 20, extra.join(' '));
    assert.ok(grown < 100, `${extra.join(' ')}: ${grown.toFixed(0)} MB more in use when the last test starts`);
  }
});

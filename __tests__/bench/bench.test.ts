// The bench's own pure parts: its arguments, the two shapes of the assay workload, the same workload
// as a Step CI workflow, and the preload that keeps the Step CI process on loopback.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { writeCollections } from '../../bench/collections.ts';
import { ALL_FORMATS, parseBenchOptions } from '../../bench/options.ts';
import { stepciSteps, stepciWorkflowLines } from '../../bench/stepci.ts';
import { tokenFor } from '../../bench/items.ts';
import { tempDir } from '../helpers/temp-dir.ts';

// Any paths: parsing never reads them (and a dist/ path here would put this file in the e2e lane).
const defaults = { cli: 'bundle/cli.js', action: 'bundle/index.js' };
const BASE = 'http://127.0.0.1:9';

test('by default every runner, both shapes and every after-run format', () => {
  const options = parseBenchOptions([], defaults);
  assert.ok(!('error' in options));
  assert.deepEqual(options.kinds, ['raw', 'assay', 'stepci']);
  assert.deepEqual(options.shapes, ['one', 'many']);
  assert.equal(options.formats, 'html,ctrf,xray,markdown');
  assert.deepEqual(options.formatFiles, ['report.html', 'ctrf.json', 'xray.json', 'summary.md']);
  assert.equal(options.stepciMax, 10_000);
  assert.equal(options.target, undefined, 'nginx when installed, else node: run.ts looks');
});

test('--formats none turns the formats off, all and a -f list are kept; --only and --shapes take lists', () => {
  const pick = (argv: string[]) => {
    const options = parseBenchOptions(argv, defaults);
    assert.ok(!('error' in options), JSON.stringify(options));
    return options;
  };
  assert.equal(pick(['--formats', 'none']).formats, '');
  assert.deepEqual(pick(['--formats', 'none']).formatFiles, []);
  assert.equal(pick(['--formats', 'all']).formats, ALL_FORMATS);
  assert.deepEqual(pick(['--formats', 'ctrf,md,json']).formatFiles, ['ctrf.json', 'summary.md', 'testlemon.json']);
  assert.deepEqual(pick(['--only', 'stepci']).kinds, ['stepci']);
  assert.deepEqual(pick(['--only', 'assay,stepci']).kinds, ['assay', 'stepci']);
  assert.deepEqual(pick(['--shapes', 'one']).shapes, ['one']);
  assert.deepEqual(pick(['--sizes', '1,10_000', '--runs', '2', '--stepci-max', '0']).sizes, [1, 10_000]);
  assert.equal(pick(['--target', 'nginx']).target, 'nginx');
  assert.equal(pick(['--target', 'node']).target, 'node');
});

test('a bad option is named, never thrown', () => {
  for (const [argv, named] of [
    [['--only', 'hurl'], '--only'],
    [['--shapes', 'one,few'], '--shapes'],
    [['--formats', 'pdf'], '--formats'],
    [['--sizes', '10,x'], '--sizes'],
    [['--sizes', '0'], '--sizes'],
    [['--runs', '-1'], '--runs'],
    [['--stepci-max', 'lots'], '--stepci-max'],
    [['--workload', 'xml'], '--workload'],
    [['--target', 'apache'], '--target'],
    [['--shape', 'one'], "'--shape'"],
  ] as const) {
    const options = parseBenchOptions([...argv], defaults);
    assert.ok('error' in options, argv.join(' '));
    assert.match(options.error, new RegExp(named), argv.join(' '));
  }
});

test('one file and files of 1,000 hold the same tests', async () => {
  const dir = tempDir('bench-shapes-');
  assert.equal(await writeCollections(join(dir, 'one'), 1205, BASE, 'plain', 'one'), 1);
  assert.equal(await writeCollections(join(dir, 'many'), 1205, BASE, 'plain', 'many'), 2);
  const testsIn = (sub: string) =>
    readdirSync(join(dir, sub))
      .sort()
      .flatMap((file) => (parse(readFileSync(join(dir, sub, file), 'utf8')) as { tests: unknown[] }).tests);
  const one = testsIn('one');
  assert.equal(one.length, 1205);
  assert.deepEqual(testsIn('many'), one);
  assert.deepEqual(one[21], {
    url: '/items/21',
    dependsOn: 't20',
    headers: ['x-token: ${{ context.tok20 }}'],
    validators: [{ 'status-code': 200 }, { 'body-contains': '"n":21,' }],
  });
});

interface StepciStep {
  http: {
    url: string;
    method: string;
    headers?: Record<string, string>;
    captures?: Record<string, { regex: string }>;
    check: { status: number; body: { in: string }[] };
  };
}

function stepciWorkflow(total: number) {
  return parse([...stepciWorkflowLines(total, BASE)].join('\n')) as {
    config: { http: { baseURL: string } };
    tests: Record<string, { steps: StepciStep[] }>;
  };
}

test('the Step CI workflow sends every request once, in order, and pairs each capture with its use', () => {
  const workflow = stepciWorkflow(25);
  assert.equal(workflow.config.http.baseURL, BASE);
  const tests = Object.values(workflow.tests);
  // 25 requests: 3 capture-and-use pairs (0/1, 10/11, 20/21) and 19 single steps.
  assert.equal(tests.length, 22);
  const steps = tests.flatMap((t) => t.steps);
  assert.deepEqual(
    steps.map((s) => s.http.url),
    Array.from({ length: 25 }, (_, i) => `/items/${i}`),
  );
  for (const [i, step] of steps.entries()) {
    assert.equal(step.http.method, 'GET');
    assert.deepEqual(step.http.check, { status: 200, body: [{ in: `"n":${i},` }] });
  }
  assert.deepEqual(workflow.tests.t20.steps[0].http.captures, { tok20: { regex: '"token":"([^"]+)"' } });
  assert.deepEqual(workflow.tests.t20.steps[1].http.headers, { 'x-token': '${{ captures.tok20 }}' });
  assert.equal(workflow.tests.t21, undefined);
});

test('every token a Step CI step sends is captured earlier in the same Step CI test, from the item before', () => {
  // The target's rule (bench/target.ts): a token sent must be the one of the item before, and
  // Step CI's captures do not outlive the test that took them.
  let sent = 0;
  for (const { steps } of Object.values(stepciWorkflow(42).tests)) {
    const captures: Record<string, string> = {};
    for (const { http } of steps) {
      const n = Number(http.url.split('/').at(-1));
      const token = http.headers?.['x-token']?.replace(
        /\$\{\{ captures\.(\w+) \}\}/,
        (_, name: string) => captures[name],
      );
      assert.ok(token === undefined || token === tokenFor(n - 1), `item ${n} sends ${token}`);
      const body = `{"n":${n},"token":"${tokenFor(n)}"}`;
      for (const [name, { regex }] of Object.entries(http.captures ?? {})) captures[name] = body.match(regex)![1];
      assert.ok(body.includes(http.check.body[0].in));
      sent++;
    }
  }
  assert.equal(sent, 42);
});

test("Step CI's summary is read for its steps", () => {
  const stdout =
    'PASS t0\n\nTests: 0 failed, 9 passed, 9 total\nSteps: 1 failed, 2 skipped, 7 passed, 10 total\nTime: 1s\n';
  assert.deepEqual(stepciSteps(stdout), { failed: 1, skipped: 2, passed: 7, total: 10 });
  assert.equal(stepciSteps('Workflow failed'), undefined);
});

test('the loopback guard refuses any connection beyond 127.0.0.1 and lets loopback through', () => {
  const guard = resolve(import.meta.dirname, '../../bench/loopback-only.mjs');
  const script = join(tempDir('bench-guard-'), 'probe.mjs');
  writeFileSync(
    script,
    `import http from 'node:http';
import net from 'node:net';
const server = http.createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', async () => {
  const local = await (await fetch('http://127.0.0.1:' + server.address().port)).text();
  const outcome = (socket) => new Promise((done) => socket.once('error', (e) => done(e.message)).once('connect', () => done('connected')));
  const remote = await outcome(net.connect(443, '192.0.2.1'));
  const named = await fetch('http://example.com/').then(() => 'connected', (e) => e.cause.message);
  console.log(JSON.stringify({ local, remote, named }));
  server.close();
});
`,
  );
  const run = spawnSync(process.execPath, ['--import', guard, script], { encoding: 'utf8' });
  assert.deepEqual(JSON.parse(run.stdout), {
    local: 'ok',
    remote: 'loopback-only: refused a connection to 192.0.2.1:443',
    named: 'loopback-only: refused a connection to example.com:80',
  });
  assert.match(run.stderr, /^loopback-only: refused a connection to 192\.0\.2\.1:443$/m);
});

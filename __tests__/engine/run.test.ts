// End-to-end runs of the bundled CLI against loopback servers: ordering, chaining, skips,
// parallelism, validators, failures, exit codes, reports and secrets.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { validateXML } from 'xmllint-wasm';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let api: TargetServer;

before(async () => {
  api = await startTargetServer(async (request, response) => {
    const url = new URL(request.url, 'http://x');
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    switch (url.pathname) {
      case '/login':
        return json(200, { token: 'tok-SECRET-123', user: 'ann' });
      case '/me':
        return request.headers.some(([k, v]) => k.toLowerCase() === 'authorization' && v === 'Bearer tok-SECRET-123')
          ? json(200, { user: 'ann' })
          : json(401, { error: 'no token' });
      case '/items':
        return request.method === 'POST' ? json(201, { id: 42, received: request.body }) : json(200, { items: [1, 2] });
      case '/missing':
        return json(404, { error: 'not here' });
      case '/slow':
        await new Promise((r) => setTimeout(r, Number(url.searchParams.get('ms') ?? 100)));
        return json(200, { slow: true });
      case '/hang':
        return; // never answers
      case '/redirect':
        response.writeHead(302, { location: '/items' });
        return response.end();
      case '/gzip': {
        const body = gzipSync(JSON.stringify({ zipped: 'yes' }));
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return response.end(body);
      }
      case '/big':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end('x'.repeat(4096));
      case '/echo':
        return json(200, { headers: request.headers, body: request.body, url: request.url });
      default:
        return json(200, { path: url.pathname });
    }
  });
});

after(() => api.close());

function yaml(tests: string, extra = ''): string {
  return `name: Suite\nbaseUrl: ${api.origin}\n${extra}tests:\n${tests}`;
}

function readJson(path: string) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

test('a test runs after the test it depends on, even when declared before it, and reads its capture', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - name: Me
    dependsOn: login
    url: /me
    headers: ["Authorization: Bearer \${{ context.token }}"]
    validators: [{ status-code: 200 }]
  - id: login
    url: /login
    context: [{ name: token, type: variable, pattern: '"token":"([^"]+)"' }]
`),
  });
  const before = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(
    api.requests.slice(before).map((r) => r.url),
    ['/login', '/me'],
  );
  const doc = readJson(join(dir, 'out/results.json'));
  // Reports keep declared order.
  assert.deepEqual(
    doc.collections[0].tests.map((t: { name: string }) => t.name),
    ['Me', 'login'],
  );
  assert.match(result.stdout, /2 passed, 0 failed, 0 errored, 0 skipped in \d+\.\d+ s/);
});

test('a test whose dependency failed is skipped with the reason; exit code 1', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - id: first
    url: /missing
  - name: Second
    id: second
    dependsOn: first
    url: /items
  - name: Third
    dependsOn: second
    url: /items
  - name: Independent
    url: /items
`),
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1);
  assert.match(result.stdout, /FAIL\s+GET\s+http:\/\/127\.0\.0\.1:\d+\/missing\s+404/);
  assert.match(
    result.stdout,
    /status-code: expected 200, got 404 Not Found \(a test without validators must answer 200\)/,
  );
  assert.match(result.stdout, /SKIP .*Second\n\s+dependency first \(line \d+\) failed/);
  assert.match(result.stdout, /SKIP .*Third\n\s+dependency Second \(line \d+\) did not run/);
  assert.match(result.stdout, /1 passed, 1 failed, 0 errored, 2 skipped/);
  const doc = readJson(join(dir, 'out/results.json'));
  assert.deepEqual(doc.totals, { total: 4, passed: 1, failed: 1, errored: 0, skipped: 2, notRun: 0 });
});

test('every validator passes and fails with a message a person understands', async () => {
  const dir = workspace({
    'pass.yaml': yaml(`
  - url: /items
    validators:
      - status-code: [200, 204]
      - is-successful: true
      - body-contains: '"items"'
      - body-not-contains: error
      - body-equals: '{"items":[1,2]}'
      - body-not-equals: '{}'
      - response-time: 5000
  - url: /missing
    validators: [{ is-successful: false }, { status-code: "404" }]
`),
    'fail.yaml': yaml(`
  - url: /missing
    validators:
      - status-code: 201
      - is-successful: true
      - body-contains: '"items"'
      - body-not-contains: not here
      - body-equals: '{"error":"NOT here"}'
      - body-not-equals: '{"error":"not here"}'
  - url: /slow?ms=120
    validators: [{ response-time: 50 }]
`),
  });
  const passing = await runCli(['-c', 'pass.yaml'], { cwd: dir });
  assert.equal(passing.code, 0, passing.stdout + passing.stderr);
  const failing = await runCli(['-c', 'fail.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(failing.code, 1);
  for (const line of [
    'status-code: expected 201, got 404 Not Found',
    'is-successful: expected a 2xx status, got 404 Not Found',
    'body-contains: expected the body to contain "\\"items\\"", got "{\\"error\\":\\"not here\\"}"',
    'body-not-contains: expected no "not here", found at character 10',
    'body-equals: expected "{\\"error\\":\\"NOT here\\"}", got "{\\"error\\":\\"not here\\"}" (first difference at character 10)',
    'body-not-equals: expected a body other than "{\\"error\\":\\"not here\\"}", got exactly that',
  ]) {
    assert.ok(failing.stdout.includes(line), `missing ${line}\n${failing.stdout}`);
  }
  assert.match(failing.stdout, /response-time: expected under 50 ms, took \d+(\.\d)? ms/);
  const doc = readJson(join(dir, 'out/results.json'));
  const statusResult = doc.collections[0].tests[0].validators[0];
  assert.deepEqual(
    { expected: statusResult.expected, actual: statusResult.actual, pass: statusResult.pass },
    { expected: '201', actual: '404 Not Found', pass: false },
  );
});

test('network failures error the test with the cause in plain words; the run goes on', async () => {
  const closedPort = await new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
  const dir = workspace({
    'c.yaml': `name: Failures
tests:
  - name: refused
    url: http://127.0.0.1:${closedPort}/x
  - name: timeout
    url: ${api.origin}/hang
    timeout: 300
  - name: too big
    url: ${api.origin}/big
  - name: fine
    url: ${api.origin}/items
`,
  });
  const result = await runCli(['-c', 'c.yaml', '--max-body', '1KiB', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1);
  assert.match(
    result.stdout,
    new RegExp(
      `ERROR GET\\s+http://127.0.0.1:${closedPort}/x[^\\n]*refused\\n\\s+at c.yaml:3\\n\\s+refused: connection refused`,
    ),
  );
  assert.match(result.stdout, /ERROR .*timeout\n\s+at c.yaml:5\n\s+timeout: .*300 ms/);
  assert.match(result.stdout, /ERROR .*too big\n\s+at c.yaml:8\n\s+body-too-large: .*1 KiB limit/);
  assert.match(result.stdout, /1 passed, 0 failed, 3 errored, 0 skipped/);
  const doc = readJson(join(dir, 'out/results.json'));
  assert.deepEqual(
    doc.collections[0].tests.map((t: { outcome: string }) => t.outcome),
    ['errored', 'errored', 'errored', 'passed'],
  );
  assert.deepEqual(doc.collections[0].tests[0].validators, []);
  assert.deepEqual(
    doc.collections[0].tests.map((t: { errorCode?: string }) => t.errorCode),
    ['refused', 'timeout', 'body-too-large', undefined],
  );
});

test('redirects are followed unless --no-follow-redirects; gzip bodies are decoded', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - url: /redirect
    validators: [{ body-contains: items }]
  - url: /gzip
    validators: [{ body-contains: '"zipped":"yes"' }]
`),
    'raw.yaml': yaml(`
  - url: /redirect
    validators: [{ status-code: 302 }]
`),
  });
  assert.equal((await runCli(['-c', 'c.yaml'], { cwd: dir })).code, 0);
  assert.equal((await runCli(['-c', 'raw.yaml', '--no-follow-redirects'], { cwd: dir })).code, 0);
});

test('--parallel respects the concurrency bound and dependencies; reports keep declared order', async () => {
  const tests = Array.from({ length: 12 }, (_, i) => `  - name: t${i}\n    url: /slow?ms=80&i=${i}\n`).join('');
  const dir = workspace({
    'c.yaml': yaml(`${tests}  - name: after
    dependsOn: first
    url: /items
  - id: first
    url: /slow?ms=150&first
`),
  });
  const slowBefore = api.maxInFlight;
  const result = await runCli(['-c', 'c.yaml', '-p', '--concurrency', '3', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout);
  assert.ok(api.maxInFlight <= Math.max(3, slowBefore), `at most 3 in flight, saw ${api.maxInFlight}`);
  const doc = readJson(join(dir, 'out/results.json'));
  const names = doc.collections[0].tests.map((t: { name: string }) => t.name);
  assert.deepEqual(names, [...Array.from({ length: 12 }, (_, i) => `t${i}`), 'after', 'first']);
  const byName = Object.fromEntries(
    doc.collections[0].tests.map((t: { name: string; timings: { startMs: number; totalMs: number } }) => [
      t.name,
      t.timings,
    ]),
  );
  assert.ok(
    byName.after.startMs >= byName.first.startMs + byName.first.totalMs - 1,
    'dependent started after its dependency ended',
  );
  const lanes = new Set(doc.collections[0].tests.map((t: { lane: number }) => t.lane));
  assert.ok(lanes.size >= 2 && lanes.size <= 3, `lanes ${[...lanes]}`);
});

test('--parallel: tests that finish in reverse order are reported in declared order, iteration by iteration', async () => {
  // All eight start at once; the first declared answers last.
  const tests = Array.from({ length: 8 }, (_, i) => `  - name: t${i}\n    url: /slow?ms=${(8 - i) * 25}&i=${i}\n`).join(
    '',
  );
  const dir = workspace({ 'c.yaml': yaml(tests) });
  const result = await runCli(['-c', 'c.yaml', '-p', '--concurrency', '8', '--repeats', '2', '-o', 'out'], {
    cwd: dir,
  });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const doc = readJson(join(dir, 'out/results.json'));
  const order = doc.collections[0].tests.map((t: { name: string; iteration: number }) => `${t.iteration}:${t.name}`);
  const declared = Array.from({ length: 8 }, (_, i) => `t${i}`);
  assert.deepEqual(order, [...declared.map((n) => `1:${n}`), ...declared.map((n) => `2:${n}`)]);
  const ends = doc.collections[0].tests
    .slice(0, 8)
    .map((t: { timings: { startMs: number; totalMs: number } }) => t.timings.startMs + t.timings.totalMs);
  assert.ok(ends[0] > ends[7], 'the first declared test finished after the last one');
  const junit = readFileSync(join(dir, 'out/junit.xml'), 'utf8');
  const cases = [...junit.matchAll(/<testcase classname="[^"]*" name="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(
    cases,
    [...declared, ...declared].map((n, i) => `${n} (iteration ${i < 8 ? 1 : 2})`),
  );
});

test('--parallel really overlaps requests', async () => {
  const tests = Array.from({ length: 6 }, (_, i) => `  - url: /slow?ms=150&p=${i}\n`).join('');
  const dir = workspace({ 'c.yaml': yaml(tests) });
  const server = await startTargetServer(async (_request, response) => {
    await new Promise((r) => setTimeout(r, 100));
    response.end('ok');
  });
  try {
    const collection = `name: P\nbaseUrl: ${server.origin}\ntests:\n${tests}`;
    const result = await runCli(['-c', collection, '-p', '--concurrency', '4'], { cwd: dir });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.equal(server.maxInFlight, 4);
  } finally {
    await server.close();
  }
});

test('--tags keeps tagged tests and their dependencies; --repeats runs each iteration with fresh context', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - id: login
    url: /login
    context: [{ name: token, type: variable, pattern: '"token":"([^"]+)"' }]
  - name: me
    dependsOn: login
    tags: [smoke]
    url: /me
    headers: { Authorization: "Bearer \${{ context.token }}" }
  - name: untagged
    url: /items
`),
  });
  const before = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-t', 'smoke', '-r', '2', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(
    api.requests.slice(before).map((r) => r.url),
    ['/login', '/me', '/login', '/me'],
  );
  const doc = readJson(join(dir, 'out/results.json'));
  assert.deepEqual(
    doc.collections[0].tests.map((t: { name: string; iteration: number }) => `${t.iteration}:${t.name}`),
    ['1:login', '1:me', '2:login', '2:me'],
  );
});

test('--bail stops scheduling after the first failure and marks the rest skipped', async () => {
  const dir = workspace({ 'c.yaml': yaml(`  - url: /items\n  - url: /missing\n  - url: /items\n  - url: /items\n`) });
  const before = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '--bail'], { cwd: dir });
  assert.equal(result.code, 1);
  assert.equal(api.requests.length - before, 2);
  assert.match(result.stdout, /1 passed, 1 failed, 0 errored, 2 skipped/);
  assert.match(result.stdout, /--bail stopped the run after GET http:\/\/127\.0\.0\.1:\d+\/missing failed/);
});

test('a context pattern that finds nothing fails the test, naming the entry and the pattern', async () => {
  const dir = workspace({
    'c.yaml': yaml(`  - url: /items\n    context: [{ name: id, type: variable, pattern: '"id":(\\d+)' }]\n`),
  });
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 1);
  assert.match(result.stdout, /context id: pattern "\\"id\\":\(\\\\d\+\)" found no match in the 200 OK response body/);
});

test('bodies, headers and templates are sent as the collection says', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - method: post
    url: /echo?v=\${{ vars.q }}
    headers:
      - "X-Trace: a:b:c"
      - "X-Env: \${{ env.ASSAY_TEST_ENV }}"
    body: { name: "\${{ vars.q }}", n: 1 }
  - method: PUT
    url: /echo
    body: plain text
    headers: { User-Agent: custom/1 }
`),
  });
  const before = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-v', 'q=a+b=c'], { cwd: dir, env: { ASSAY_TEST_ENV: 'from-env' } });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const [post, put] = api.requests.slice(before);
  const header = (r: typeof post, name: string) => r.headers.find(([k]) => k.toLowerCase() === name)?.[1];
  assert.equal(post.method, 'POST');
  assert.equal(post.url, '/echo?v=a+b=c');
  assert.equal(header(post, 'x-trace'), 'a:b:c');
  assert.equal(header(post, 'x-env'), 'from-env');
  assert.equal(header(post, 'content-type'), 'application/json');
  assert.match(header(post, 'user-agent') ?? '', /^assay\/\d+\.\d+\.\d+$/);
  assert.deepEqual(JSON.parse(post.body), { name: 'a+b=c', n: 1 });
  assert.equal(put.body, 'plain text');
  assert.equal(header(put, 'content-type'), 'text/plain; charset=utf-8');
  assert.equal(header(put, 'user-agent'), 'custom/1');
});

test('secrets appear in no output: stdout, stderr or any report file', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - id: login
    url: /login
    headers: ["X-Key: \${{ secrets.apiKey }}"]
    context: [{ name: token, type: secret, pattern: '"token":"([^"]+)"' }]
  - name: echo
    dependsOn: login
    method: POST
    url: /echo?key=\${{ secrets.apiKey }}
    headers: ["Authorization: Bearer \${{ context.token }}"]
    body: '{"secret":"\${{ secrets.apiKey }}","token":"\${{ context.token }}"}'
    validators: [{ status-code: 500 }]
`),
  });
  const secret = 'k3y/with+special&chars';
  const result = await runCli(
    [
      '-c',
      'c.yaml',
      '-s',
      `apiKey=${secret}`,
      '-l',
      'LICENSE-abc-123',
      '-o',
      'out',
      '-f',
      'html,ctrf,xray,markdown,testlemon',
    ],
    { cwd: dir },
  );
  assert.equal(result.code, 1);
  const outputs = [
    result.stdout,
    result.stderr,
    ...readdirSync(join(dir, 'out')).map((f) => readFileSync(join(dir, 'out', f), 'utf8')),
  ];
  assert.equal(outputs.length, 2 + 7);
  for (const forbidden of [secret, encodeURIComponent(secret), 'tok-SECRET-123', 'LICENSE-abc-123']) {
    for (const text of outputs) assert.ok(!text.includes(forbidden), `${forbidden} leaked`);
  }
  assert.ok(readFileSync(join(dir, 'out/results.json'), 'utf8').includes('***'));
});

test('results.json validates against docs/results-schema.json and junit.xml against the JUnit XSD', async () => {
  const dir = workspace({
    'c.yaml': yaml(`
  - id: a
    url: /items
  - name: "<fail> & \\"quote\\""
    url: /missing
    validators: [{ status-code: 201 }]
  - dependsOn: b
    url: /items
  - id: b
    url: http://127.0.0.1:1/nothing
`),
  });
  const result = await runCli(['-c', 'c.yaml', '-r', '2', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1);
  const schema = readJson(resolve(import.meta.dirname, '../../docs/results-schema.json'));
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  const doc: { totals: { total: number } } = readJson(join(dir, 'out/results.json'));
  assert.ok(validate(doc), JSON.stringify(validate.errors, null, 2));
  assert.equal(doc.totals.total, 8);

  const junit = join(dir, 'out/junit.xml');
  const xsd = resolve(import.meta.dirname, '../fixtures/junit.xsd');
  const xml = readFileSync(junit, 'utf8');
  // libxml2 compiled to WebAssembly: the same check as `xmllint --schema`, with no system program.
  const validation = await validateXML({
    xml: { fileName: 'junit.xml', contents: xml },
    schema: { fileName: 'junit.xsd', contents: readFileSync(xsd, 'utf8') },
  });
  assert.ok(validation.valid, validation.rawOutput);
  assert.match(xml, /<testsuite name="Suite" tests="8" failures="2" errors="2" skipped="2"/);
  assert.match(
    xml,
    // The line of the failing validator, not of the test (line 7).
    /<testcase classname="Suite" name="&lt;fail&gt; &amp; &quot;quote&quot; \(iteration 1\)" time="[\d.]+" file="c.yaml" line="9">/,
  );
  assert.match(
    xml,
    /<failure message="status-code: expected 201, got 404 Not Found" type="status-code">status-code: expected 201, got 404 Not Found\n {2}expected: 201\n {2}actual: {3}404 Not Found<\/failure>/,
  );
  assert.match(xml, /<skipped message="dependency b \(line 12\) errored"\/>/);
});

test('invalid collections exit 2 with diagnostics and send nothing', async () => {
  const dir = workspace({ 'bad.yaml': yaml('  - url: /items\n    bodu: x\n') });
  const before = api.requests.length;
  const result = await runCli(['-c', 'bad.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.equal(api.requests.length, before);
  assert.match(result.stderr, /bad\.yaml:5:5/);
  assert.match(result.stderr, /did you mean `body`/);
  assert.match(readFileSync(join(dir, 'out/diagnostics.txt'), 'utf8'), /bad\.yaml:5:5/);
  assert.ok(!existsSync(join(dir, 'out/results.json')));
});

test('invocation mistakes exit 2 with one line and no stack trace', async () => {
  for (const args of [['--nope'], [], ['-c', 'x.yaml', '--repeats', 'many']]) {
    const result = await runCli(args);
    assert.equal(result.code, 2);
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
    assert.match(result.stderr, /^assay: /);
    assert.doesNotMatch(result.stderr, /\n\s+at /);
  }
  const help = await runCli(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /Exit codes:/);
});

test('--dry-run prints the plan and sends nothing', async () => {
  const dir = workspace({
    'c.yaml': yaml('  - name: later\n    dependsOn: first\n    url: /a\n  - id: first\n    url: /b\n'),
  });
  const before = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '--dry-run'], { cwd: dir });
  assert.equal(result.code, 0);
  assert.equal(api.requests.length, before);
  assert.match(
    result.stdout,
    /1\. GET\s+http:\/\/\S+\/b\s+first\n\s+2\. GET\s+http:\/\/\S+\/a\s+later\s+\(after first\)/,
  );
});

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  test(`${signal} stops the run, writes partial reports and exits ${code}`, async () => {
    const tests = [
      '  - url: /items',
      '  - url: /slow?ms=400',
      ...Array.from({ length: 5 }, () => '  - url: /items'),
    ].join('\n');
    const dir = workspace({ 'c.yaml': yaml(tests + '\n') });
    let sent = false;
    const result = await runCli(['-c', 'c.yaml', '-o', 'out'], {
      cwd: dir,
      onStdout: (text, child) => {
        if (!sent && text.includes('PASS')) {
          sent = true;
          child.kill(signal);
        }
      },
    });
    assert.equal(result.code, code, result.stdout + result.stderr);
    assert.match(result.stdout, new RegExp(`Interrupted by ${signal}`));
    const doc = readJson(join(dir, 'out/results.json'));
    assert.equal(doc.run.interrupted, signal);
    assert.equal(doc.totals.total, 7);
    assert.ok(doc.totals.notRun >= 4, JSON.stringify(doc.totals));
    assert.ok(existsSync(join(dir, 'out/junit.xml')));
  });
}

test('SIGTERM while a -c URL is being fetched ends the run at once: exit 143, one line, earlier reports removed', async () => {
  // The collection server never answers; the interrupt is sent once it has the request.
  let child: ChildProcess | undefined;
  let asked = false;
  const interrupt = (): void => {
    if (child !== undefined && asked) child.kill('SIGTERM');
  };
  const collections = await startTargetServer(() => {
    asked = true;
    interrupt();
  });
  try {
    const dir = workspace();
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out/results.json'), '{"totals":{"failed":0}}');
    const run = runCli(['-c', collections.url('/api.yaml'), '-o', 'out'], { cwd: dir, onSpawn: (c) => (child = c) });
    interrupt();
    const result = await run;
    assert.equal(result.code, 143, result.stdout + result.stderr);
    assert.equal(result.stderr, 'assay: interrupted by SIGTERM while loading the collections: nothing was sent\n');
    assert.equal(result.stdout, '');
    assert.deepEqual(readdirSync(join(dir, 'out')), [], 'the earlier results.json is not left to stand for this run');
  } finally {
    await collections.close();
  }
});

test('a report directory that cannot be made stops the run before anything is sent', async () => {
  const dir = workspace({ 'c.yaml': yaml('  - url: /items\n'), 'a-file': 'not a directory' });
  const before = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-o', 'a-file/reports'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.equal(api.requests.length, before);
  assert.match(result.stderr, /^assay: cannot write reports to a-file\/reports: /m);
});

test('a secret is masked before text is cut for a message or a report, so no part of it shows', async () => {
  const secret = 'SECRETVALUE-0123456789-abcdefghij';
  const server = await startTargetServer((_request, response) =>
    response.end(`${'x'.repeat(110)}${secret}${'y'.repeat(100)}`),
  );
  try {
    const dir = workspace({
      'c.yaml': `baseUrl: ${server.origin}\ntests:\n  - url: /?key=\${{ secrets.key }}\n    validators: [{ body-equals: nothing }]\n`,
    });
    const result = await runCli(['-c', 'c.yaml', '-s', `key=${secret}`, '-o', 'out', '--max-body', '1MiB'], {
      cwd: dir,
    });
    assert.equal(result.code, 1);
    const outputs = [
      result.stdout,
      ...readdirSync(join(dir, 'out')).map((f) => readFileSync(join(dir, 'out', f), 'utf8')),
    ];
    for (const text of outputs)
      assert.ok(!text.includes(secret.slice(0, 8)), `part of the secret leaked:\n${text.slice(0, 400)}`);
  } finally {
    await server.close();
  }
});

test('a token in the address of a collection fetched from a URL is masked', async () => {
  const server = await startTargetServer((_request, response) =>
    response.end(`name: Remote\nbaseUrl: ${api.origin}\ntests:\n  - url: /items\n`),
  );
  try {
    const dir = workspace();
    const result = await runCli(
      ['-c', `${server.origin}/c.yaml?token=tok-in-url-42`, '-s', 't=tok-in-url-42', '-o', 'out'],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.ok(!result.stdout.includes('tok-in-url-42'));
    for (const f of readdirSync(join(dir, 'out')))
      assert.ok(!readFileSync(join(dir, 'out', f), 'utf8').includes('tok-in-url-42'), f);
  } finally {
    await server.close();
  }
});

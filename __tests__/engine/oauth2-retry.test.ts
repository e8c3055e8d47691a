// OAuth2 client credentials and `retry`, run by the bundled CLI against loopback servers: the
// token request as the server receives it, one token shared by a parallel run, a failing token
// endpoint, the number and spacing of retries, `until`, and the attempts in every report.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type ReceivedRequest, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

const servers: TargetServer[] = [];
after(() => Promise.all(servers.map((s) => s.close())));

function header(request: ReceivedRequest, name: string): string | undefined {
  return request.headers.find(([n]) => n.toLowerCase() === name)?.[1];
}

async function server(handler: Parameters<typeof startTargetServer>[0]): Promise<TargetServer> {
  const started = await startTargetServer(handler);
  servers.push(started);
  return started;
}

async function run(collection: string, args: string[] = []) {
  const dir = workspace({ 'collection.yaml': collection });
  const result = await runCli(['-c', 'collection.yaml', '-o', 'out', '-f', 'ctrf', '-f', 'html', ...args], {
    cwd: dir,
  });
  const read = (name: string) => readFileSync(join(dir, 'out', name), 'utf8');
  return { ...result, read };
}

function oauthTests(tokenUrl: string, count: number, extra = ''): string {
  return Array.from(
    { length: count },
    (_, i) => `  - url: /orders/${i}
    auth:
      oauth2:
        token-url: ${tokenUrl}
        client-id: "my client"
        client-secret: "\${{ secrets.cs }}"
        scope: orders:read
${extra}`,
  ).join('');
}

test('oauth2: one form-encoded token request with HTTP Basic client auth, shared by parallel tests', async () => {
  const tokens = await server((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ access_token: 'AT-secret-1', token_type: 'Bearer', expires_in: 3600 }));
  });
  const api = await server((request, response) => {
    response.writeHead(header(request, 'authorization') === 'Bearer AT-secret-1' ? 200 : 401);
    response.end();
  });
  const { code, stdout, read } = await run(
    `baseUrl: ${api.origin}\ntests:\n${oauthTests(`${tokens.origin}/oauth/token`, 6)}`,
    ['--secrets', 'cs=p&ss:wörd', '--parallel'],
  );
  assert.equal(code, 0, stdout);
  assert.equal(tokens.requests.length, 1);
  const tokenRequest = tokens.requests[0]!;
  assert.equal(tokenRequest.method, 'POST');
  assert.equal(tokenRequest.url, '/oauth/token');
  assert.equal(header(tokenRequest, 'content-type'), 'application/x-www-form-urlencoded');
  assert.equal(tokenRequest.body, 'grant_type=client_credentials&scope=orders%3Aread');
  // RFC 6749 §2.3.1: id and secret each form-encoded, then joined with `:` and base64-encoded.
  const basic = Buffer.from('my+client:p%26ss%3Aw%C3%B6rd').toString('base64');
  assert.equal(header(tokenRequest, 'authorization'), `Basic ${basic}`);
  assert.equal(api.requests.length, 6);
  const everything = stdout + read('results.json') + read('junit.xml') + read('ctrf.json') + read('report.html');
  for (const secret of ['AT-secret-1', basic, 'p&ss:wörd']) assert.ok(!everything.includes(secret), secret);
});

test('oauth2: client-auth body sends the credentials in the form; a failing endpoint errors the test with its description', async () => {
  const tokens = await server((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'invalid_client', error_description: 'unknown client' }));
  });
  const api = await server((_request, response) => response.end());
  const collection = `baseUrl: ${api.origin}\ntests:\n${oauthTests(`${tokens.origin}/token`, 1, '        client-auth: body\n')}`;
  const { code, stdout, read } = await run(collection, ['--secrets', 'cs=body-secret']);
  assert.equal(code, 1);
  assert.equal(api.requests.length, 0);
  assert.equal(header(tokens.requests[0]!, 'authorization'), undefined);
  assert.equal(
    tokens.requests[0]!.body,
    'grant_type=client_credentials&scope=orders%3Aread&client_id=my+client&client_secret=body-secret',
  );
  const result = JSON.parse(read('results.json')).collections[0].tests[0];
  assert.equal(result.outcome, 'errored');
  assert.equal(result.errorCode, 'auth');
  assert.match(result.error, /answered 401 Unauthorized: invalid_client \(unknown client\)/);
  assert.match(stdout, /invalid_client \(unknown client\)/);
  assert.ok(!(stdout + read('results.json')).includes('body-secret'));
});

test('retry: count retries, spaced at least the interval, the outcome is the last attempt’s, recorded everywhere', async () => {
  const arrivals: number[] = [];
  const api = await server((_request, response) => {
    arrivals.push(performance.now());
    response.writeHead(arrivals.length < 3 ? 503 : 200);
    response.end();
  });
  const { code, stdout, read } = await run(`
baseUrl: ${api.origin}
tests:
  - name: flaky
    url: /jobs
    retry: { count: 4, interval: 150 }
`);
  assert.equal(code, 0, stdout);
  assert.equal(arrivals.length, 3);
  for (let i = 1; i < arrivals.length; i++) assert.ok(arrivals[i]! - arrivals[i - 1]! >= 145, `gap ${i}`);
  const result = JSON.parse(read('results.json')).collections[0].tests[0];
  assert.equal(result.outcome, 'passed');
  assert.deepEqual(
    result.attempts.map((a: { attempt: number; outcome: string; status: number }) => [a.attempt, a.outcome, a.status]),
    [
      [1, 'failed', 503],
      [2, 'failed', 503],
      [3, 'passed', 200],
    ],
  );
  assert.match(result.attempts[0].retriedBecause, /^failed: status-code: expected 200, got 503/);
  assert.equal(result.attempts[2].retriedBecause, undefined);
  assert.match(stdout, /flaky {2}\(3 attempts\)/);
  assert.match(stdout, /attempt 1: 503 in .*, retried \(failed: status-code/);
  const ctrf = JSON.parse(read('ctrf.json')).results.tests[0];
  assert.equal(ctrf.retries, 2);
  assert.equal(ctrf.flaky, true);
  assert.match(read('junit.xml'), /attempt 2: failed 503 in \d+ ms, retried: failed/);
  assert.match(read('report.html'), /<h4>Attempts<\/h4>/);
});

test('retry: gives up after count retries; until keeps polling a passing response; --retries is the default', async () => {
  let polls = 0;
  const api = await server((request, response) => {
    if (request.url === '/job') {
      polls++;
      response.end(polls < 4 ? '{"state":"running"}' : '{"state":"done"}');
    } else {
      response.writeHead(500);
      response.end();
    }
  });
  const { code, read } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /broken
    retry: { count: 2, interval: 10, backoff: exponential }
  - url: /job
    retry: { count: 10, interval: 10, until: [ { body-contains: done } ] }
  - url: /default
`,
    ['--retries', '1'],
  );
  assert.equal(code, 1);
  const tests = JSON.parse(read('results.json')).collections[0].tests;
  assert.equal(api.requests.filter((r) => r.url === '/broken').length, 3);
  assert.equal(tests[0].outcome, 'failed');
  assert.equal(tests[0].attempts.length, 3);
  assert.equal(polls, 4);
  assert.equal(tests[1].outcome, 'passed');
  assert.match(
    tests[1].attempts[0].retriedBecause,
    /^until not met: body-contains: expected the body to contain "done"/,
  );
  assert.equal(api.requests.filter((r) => r.url === '/default').length, 2);
  assert.equal(JSON.parse(read('ctrf.json')).results.tests[0].flaky, false);
});

test('retry: the reason to poll again is the until condition, not a validator of the test that also fails', async () => {
  let polls = 0;
  const api = await server((_request, response) => {
    polls++;
    response.writeHead(polls < 3 ? 503 : 200);
    response.end(polls < 3 ? '{"state":"running"}' : '{"state":"done"}');
  });
  const { code, read, stdout } = await run(`
baseUrl: ${api.origin}
tests:
  - url: /job
    retry: { count: 5, interval: 10, until: [ { json-path: { path: $.state, equals: done } } ] }
`);
  assert.equal(code, 0, stdout);
  const [test] = JSON.parse(read('results.json')).collections[0].tests;
  assert.deepEqual(
    test.attempts.map((a: { retriedBecause?: string }) => a.retriedBecause),
    [
      'until not met: json-path $.state: expected equals "done", got "running"',
      'until not met: json-path $.state: expected equals "done", got "running"',
      undefined,
    ],
  );
  assert.match(stdout, /attempt 1: 503 in .*, retried \(until not met: json-path \$\.state/);
});

test('retry: a test timeout is the budget of all attempts and waits', async () => {
  const api = await server((_request, response) => {
    response.writeHead(503);
    response.end();
  });
  const { code, read } = await run(`
baseUrl: ${api.origin}
tests:
  - url: /down
    timeout: 1000
    retry: { count: 100, interval: 300 }
`);
  assert.equal(code, 1);
  // At most one attempt per 300 ms within the 1 s budget, and at least the first.
  assert.ok(api.requests.length >= 1 && api.requests.length <= 4, String(api.requests.length));
  const attempts = JSON.parse(read('results.json')).collections[0].tests[0].attempts;
  // Every request the server saw is an attempt; on a loaded machine the last attempt may get so little
  // of the budget (1 ms) that it times out before its request is written, so the server never sees it.
  const seen = api.requests.length;
  assert.ok(attempts.length === seen || attempts.length === seen + 1, `${attempts.length} attempts, ${seen} requests`);
  if (attempts.length > seen) assert.equal(attempts.at(-1).outcome, 'errored');
});

test('oauth2: a token is requested again once it is close to expiring', async () => {
  let issued = 0;
  const tokens = await server((_request, response) => {
    issued++;
    response.writeHead(200, { 'content-type': 'application/json' });
    // One second of life: kept for half of it.
    response.end(JSON.stringify({ access_token: `short-${issued}`, expires_in: 1 }));
  });
  const api = await server(async (request, response) => {
    // The first test's answer takes longer than the token's kept life.
    if (request.url === '/orders/0') await new Promise((resolve) => setTimeout(resolve, 800));
    response.end();
  });
  const { code, stdout } = await run(`baseUrl: ${api.origin}\ntests:\n${oauthTests(`${tokens.origin}/token`, 2)}`, [
    '--secrets',
    'cs=x',
  ]);
  assert.equal(code, 0, stdout);
  assert.equal(tokens.requests.length, 2);
  assert.equal(header(api.requests[0]!, 'authorization'), 'Bearer short-1');
  assert.equal(header(api.requests[1]!, 'authorization'), 'Bearer short-2');
});

// follow-redirects, max-redirects, location-trusted, path-as-is, limit-rate and delay, as a loopback
// server sees them (rates and delays are checked only as lower bounds: a loaded machine is slower, never faster).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { headerOf, runCollection } from './run.ts';

let api: TargetServer;
const BIG = 'z'.repeat(24 * 1024);

before(async () => {
  api = await startTargetServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      if (left === 0) return void response.end('arrived');
      response.writeHead(302, { location: `/hops/${left - 1}` });
      return void response.end();
    }
    if (url.pathname === '/to-other-host') {
      // 127.0.0.1 and localhost are two hosts (two origins) for the client.
      response.writeHead(302, { location: `http://localhost:${api.port}/landed` });
      return void response.end();
    }
    if (url.pathname === '/big') return void response.end(BIG);
    response.end(JSON.stringify({ url: request.url, bytes: request.bytes.length }));
  });
});
after(() => api.close());

test('follow-redirects: false reports the 3xx; max-redirects lets a test go past 10 hops, and still bounds them', async () => {
  const { results } = await runCollection(`
baseUrl: ${api.origin}
tests:
  - url: /hops/1
    follow-redirects: false
    validators: [{ status-code: 302 }]
  - url: /hops/12
    max-redirects: 12
  - url: /hops/12
  - url: /hops/3
    max-redirects: 2
`);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed', 'errored', 'errored'],
    results.map((r) => r.error).join(' | '),
  );
  assert.match(results[2]!.error!, /more than 10 redirects/);
  assert.match(results[3]!.error!, /more than 2 redirects/);
});

test('location-trusted keeps Authorization and the Cookie header on a redirect to another host; by default they are dropped', async () => {
  const from = api.requests.length;
  const { results, reported } = await runCollection(
    `
baseUrl: ${api.origin}
tests:
  - url: /to-other-host
    auth: { bearer: "\${{ secrets.token }}" }
    headers: { Cookie: "session=\${{ secrets.token }}" }
  - url: /to-other-host
    auth: { bearer: "\${{ secrets.token }}" }
    headers: { Cookie: "session=\${{ secrets.token }}" }
    location-trusted: true
`,
    ['-s', 'token=tok-trusted-123'],
  );
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed'],
  );
  const landed = api.requests.slice(from).filter((r) => r.url === '/landed');
  assert.equal(landed.length, 2);
  assert.equal(headerOf(landed[0]!.headers, 'authorization'), undefined);
  assert.equal(headerOf(landed[0]!.headers, 'cookie'), undefined);
  assert.equal(headerOf(landed[1]!.headers, 'authorization'), 'Bearer tok-trusted-123');
  assert.equal(headerOf(landed[1]!.headers, 'cookie'), 'session=tok-trusted-123');
  assert.ok(!reported.includes('tok-trusted-123'));
});

test('path-as-is sends . and .. segments as written; without it they are resolved', async () => {
  const from = api.requests.length;
  const { results } = await runCollection(`
baseUrl: ${api.origin}
tests:
  - url: /static/../admin/./x?q=a/../b
    path-as-is: true
  - url: /static/../admin/./x?q=a/../b
  - url: http://user:pw@127.0.0.1:${api.port}/with/credentials/../kept
    path-as-is: true
`);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed', 'passed'],
  );
  const urls = api.requests.slice(from).map((r) => r.url);
  assert.deepEqual(urls, ['/static/../admin/./x?q=a/../b', '/admin/x?q=a/../b', '/with/credentials/../kept']);
});

test('limit-rate: a 24 KiB response and a 24 KiB body at 48 KiB/s each take at least ~half a second, every byte arriving', async () => {
  const from = api.requests.length;
  const body = 'b'.repeat(24 * 1024);
  const { results } = await runCollection(`
baseUrl: ${api.origin}
tests:
  - url: /big
    limit-rate: 49152
    validators: [{ response-size: { equals: ${BIG.length} } }]
  - url: /upload
    method: POST
    body: "${body}"
    limit-rate: 49152
    validators: [{ json-path: { path: $.bytes, equals: ${body.length} } }]
  - url: /big
`);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed', 'passed'],
    results.map((r) => r.error).join(),
  );
  // 24 KiB at 48 KiB/s is 500 ms; slices go out on schedule, the first at once.
  assert.ok(results[0]!.timings!.totalMs >= 350, `received in ${results[0]!.timings!.totalMs} ms`);
  assert.ok(results[1]!.timings!.totalMs >= 350, `sent in ${results[1]!.timings!.totalMs} ms`);
  assert.equal(api.requests[from + 1]!.bytes.length, body.length);
});

test('delay waits before the test is sent', async () => {
  const { results } = await runCollection(`
baseUrl: ${api.origin}
tests:
  - id: first
    url: /first
  - url: /second
    dependsOn: first
    delay: 400
`);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed'],
  );
  const gap = results[1]!.timings!.startMs - (results[0]!.timings!.startMs + results[0]!.timings!.totalMs);
  assert.ok(gap >= 390, `sent ${gap} ms after the first ended`);
});

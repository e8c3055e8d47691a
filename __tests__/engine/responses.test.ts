// Requests sent and responses read the way a user expects, through the real CLI: bodies in their
// declared charset, URL credentials as Basic auth, Accept: */*, timeouts that cover connecting and
// name the option that set them, TLS failures in plain words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let api: TargetServer;
/** Accepts TCP connections and never says a word: a TLS handshake to it never completes. */
let silent: Server;

const BODIES: Record<string, [string, Buffer]> = {
  '/latin1': ['text/plain; charset=iso-8859-1', Buffer.from([0x63, 0x61, 0x66, 0xe9])],
  '/cp1252': ['text/plain; charset=windows-1252', Buffer.from([0x80, 0x35])],
  '/gb2312': ['text/html; charset=gb2312', Buffer.from([0xc4, 0xe3, 0xba, 0xc3])],
};

before(async () => {
  api = await startTargetServer((request, response) => {
    const found = BODIES[request.url];
    if (found !== undefined) return response.writeHead(200, { 'content-type': found[0] }).end(found[1]);
    response.end('ok');
  });
  silent = createServer((socket) => socket.resume());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});

after(async () => {
  await api.close();
  await new Promise((resolve) => silent.close(resolve));
});

function headerOf(path: string, name: string): string[] {
  const request = api.requests.find((r) => r.url.startsWith(path));
  assert.ok(request, `no request to ${path}`);
  return request.headers.filter(([each]) => each.toLowerCase() === name).map(([, value]) => value);
}

test('bodies are read in the charset the response declares, for checks and captures', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: ${api.origin}
tests:
  - id: latin1
    url: /latin1
    validators: [{ body-contains: café }]
    context: [{ name: word, pattern: '(caf.)' }]
  - url: /cp1252
    validators: [{ body-equals: €5 }]
  - url: /gb2312
    validators: [{ body-contains: 你好 }]
  - url: /captured?word=\${{ context.word }}
    dependsOn: latin1
`,
  });
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout);
  assert.ok(api.requests.some((r) => r.url === '/captured?word=caf%C3%A9'));
});

test('URL credentials are sent as Basic auth, as curl does, unless the test sets Authorization', async () => {
  const origin = `http://bob:p%40ss@127.0.0.1:${api.port}`;
  const dir = workspace({
    'c.yaml': `tests:
  - url: ${origin}/basic
  - url: ${origin}/own
    headers: ["Authorization: Bearer mine-0123456789"]
`,
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout);
  assert.deepEqual(headerOf('/basic', 'authorization'), [`Basic ${Buffer.from('bob:p@ss').toString('base64')}`]);
  assert.deepEqual(headerOf('/own', 'authorization'), ['Bearer mine-0123456789']);
  const results = readFileSync(join(dir, 'out', 'results.json'), 'utf8');
  for (const text of [result.stdout, result.stderr, results]) {
    assert.ok(!text.includes('p%40ss') && !text.includes('p@ss') && !text.includes('bob:'), text);
  }
});

test('Accept: */* is sent unless the test sets Accept', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: ${api.origin}
tests:
  - url: /accept-default
  - url: /accept-own
    headers: ["Accept: application/json"]
`,
  });
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout);
  assert.deepEqual(headerOf('/accept-default', 'accept'), ['*/*']);
  assert.deepEqual(headerOf('/accept-own', 'accept'), ['application/json']);
});

test('a timeout covers connecting and names the option that set it', async () => {
  const url = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const dir = workspace({
    'c.yaml': `tests:
  - name: run timeout
    url: ${url}/a
  - name: own timeout
    url: ${url}/b
    timeout: 250
`,
  });
  const result = await runCli(['-c', 'c.yaml', '--timeout', '300'], { cwd: dir });
  assert.equal(result.code, 1);
  assert.match(
    result.stdout,
    /no complete response within 300 ms, the limit set by --timeout \(timed out connecting\)/,
  );
  assert.match(
    result.stdout,
    /no complete response within 250 ms, the limit set by the test's timeout \(timed out connecting\)/,
  );
});

test('https:// to a plain HTTP port says what is wrong in plain words', async () => {
  const dir = workspace({ 'c.yaml': `tests:\n  - url: https://127.0.0.1:${api.port}/\n` });
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 1);
  assert.ok(
    result.stdout.includes(
      `127.0.0.1:${api.port} did not answer with TLS: is it an http:// address rather than https://?`,
    ),
    result.stdout,
  );
  assert.ok(!/SSL routines|openssl/i.test(result.stdout));
});

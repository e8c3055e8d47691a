// resolve, connect-to, http-version and proxy: where a request goes and how, seen by real loopback
// servers (plain, TLS with HTTP/2, a raw TCP one for HTTP/1.0, a forward proxy).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { createServer as createHttpServer, request as forward, type Server } from 'node:http';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import selfsigned from 'selfsigned';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { headerOf, runCollection } from './run.ts';
import { createHttpClient } from '../../../src/engine/http/client.ts';

let api: TargetServer;
let secure: Http2SecureServer;
let securePort: number;
const secureSeen: { version: string; servername: string | undefined; host: string | undefined }[] = [];
let raw: NetServer;
let rawPort: number;
const requestLines: string[] = [];
let proxy: Server;
let proxyPort: number;
const proxied: { target: string; authorization: string | undefined }[] = [];

async function certificateFor(name: string) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: name }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

before(async () => {
  api = await startTargetServer();
  const certificate = await certificateFor('secure.example.test');
  // The certificate is trusted as a CA would be: only a check against the right name can pass.
  setDefaultCACertificates([...getCACertificates('default'), certificate.cert]);
  secure = createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
    const socket = request.socket as unknown as { servername?: string };
    secureSeen.push({
      version: request.httpVersion,
      servername: socket.servername,
      host: request.headers[':authority'] ?? request.headers.host,
    });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
  securePort = (secure.address() as AddressInfo).port;

  raw = createNetServer((socket) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      requestLines.push(text.slice(0, text.indexOf('\r\n\r\n')));
      // A hostile server: headers that never end, a byte at a time would do too.
      if (text.startsWith('GET /endless-head'))
        return void socket.write(`HTTP/1.0 200 OK\r\nX-Pad: ${'a'.repeat(70_000)}`);
      socket.end('HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nold and fine');
    });
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  rawPort = (raw.address() as AddressInfo).port;

  proxy = createHttpServer((incoming, response) => {
    proxied.push({ target: incoming.url ?? '', authorization: incoming.headers['proxy-authorization'] });
    const headers = { ...incoming.headers };
    delete headers['proxy-authorization'];
    const upstream = forward(incoming.url ?? '', { method: incoming.method, headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as AddressInfo).port;
});

after(async () => {
  await api.close();
  secure.close();
  raw.close();
  proxy.close();
  proxy.closeAllConnections();
});

test('resolve sends to the address given, with the Host of the URL', async () => {
  const from = api.requests.length;
  const { results } = await runCollection(`
tests:
  - url: http://api.example.test:${api.port}/resolved
    resolve: ["api.example.test:${api.port}:127.0.0.1"]
`);
  assert.equal(results[0]!.outcome, 'passed', results[0]!.error);
  const received = api.requests.slice(from);
  assert.equal(received[0]!.url, '/resolved');
  assert.equal(headerOf(received[0]!.headers, 'host'), `api.example.test:${api.port}`);
});

test('connect-to sends host:port to another host:port; a route for another port does not apply', async () => {
  const from = api.requests.length;
  const { results } = await runCollection(`
tests:
  - url: http://elsewhere.example.test/moved
    connect-to: ["elsewhere.example.test:81:127.0.0.1:9", "elsewhere.example.test:80:127.0.0.1:${api.port}"]
`);
  assert.equal(results[0]!.outcome, 'passed', results[0]!.error);
  assert.equal(headerOf(api.requests[from]!.headers, 'host'), 'elsewhere.example.test');
});

test('over TLS a routed request names and checks the URL host: SNI and certificate of secure.example.test', async () => {
  const { results } = await runCollection(`
tests:
  - name: right name
    url: https://secure.example.test:${securePort}/
    resolve: ["secure.example.test:${securePort}:127.0.0.1"]
  - name: a certificate for another name
    url: https://other.example.test:${securePort}/
    connect-to: ["other.example.test:${securePort}:127.0.0.1:${securePort}"]
`);
  assert.equal(results[0]!.outcome, 'passed', results[0]!.error);
  assert.equal(secureSeen.at(-1)!.servername, 'secure.example.test');
  assert.equal(results[1]!.outcome, 'errored');
  assert.equal(results[1]!.errorCode, 'tls');
});

test('http-version "2" negotiates HTTP/2 over TLS; without it the run stays on HTTP/1.1; --http-version 2 for all', async () => {
  const route = `resolve: ["secure.example.test:${securePort}:127.0.0.1"]`;
  const base = `https://secure.example.test:${securePort}`;
  const seen = secureSeen.length;
  const { results } = await runCollection(`
tests:
  - url: ${base}/two
    http-version: "2"
    ${route}
  - url: ${base}/one
    ${route}
`);
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed'],
    results.map((r) => r.error).join(),
  );
  assert.deepEqual(
    secureSeen.slice(seen).map((s) => s.version),
    ['2.0', '1.1'],
  );
  const again = await runCollection(`tests: [{ url: "${base}/all", ${route} }]`, ['--http-version', '2']);
  assert.equal(again.results[0]!.outcome, 'passed', again.results[0]!.error);
  assert.equal(secureSeen.at(-1)!.version, '2.0');
});

test('http-version "1.0" sends an HTTP/1.0 request line (undici writes only HTTP/1.1)', async () => {
  const from = requestLines.length;
  const { results } = await runCollection(`
tests:
  - url: http://old.example.test:${rawPort}/legacy?q=1
    http-version: "1.0"
    resolve: ["old.example.test:${rawPort}:127.0.0.1"]
    validators:
      - status-code: 200
      - body-contains: old and fine
`);
  assert.equal(results[0]!.outcome, 'passed', results[0]!.error);
  const lines = requestLines[from]!.split('\r\n');
  assert.equal(lines[0], 'GET /legacy?q=1 HTTP/1.0');
  assert.ok(lines.includes(`Host: old.example.test:${rawPort}`));
  const all = await runCollection(`tests: [{ url: "http://127.0.0.1:${rawPort}/flag" }]`, ['--http-version', '1.0']);
  assert.equal(all.results[0]!.outcome, 'passed', all.results[0]!.error);
  assert.equal(requestLines.at(-1)!.split('\r\n')[0], 'GET /flag HTTP/1.0');
});

test('the response says which version carried it: 2 over ALPN, 1.0 from the HTTP/1.0 sender, 1.1 otherwise', async () => {
  const client = createHttpClient({
    insecure: false,
    followRedirects: true,
    maxBodyBytes: 1024 * 1024,
    connections: 1,
    userAgent: 'assay/test',
  });
  const routes = {
    connectTo: [],
    resolve: [
      { host: 'secure.example.test', port: String(securePort), toHost: '127.0.0.1', toPort: String(securePort) },
    ],
  };
  const send = (url: string, transport: object) =>
    client.send({ method: 'GET', url, headers: [], timeoutMs: 10_000, transport });
  try {
    const versions = [];
    for (const [url, transport] of [
      [`https://secure.example.test:${securePort}/`, { routes, httpVersion: '2' }],
      [`https://secure.example.test:${securePort}/`, { routes }],
      [`http://127.0.0.1:${rawPort}/`, { httpVersion: '1.0' }],
    ] as const) {
      const response = await send(url, transport);
      assert.ok(response.ok, JSON.stringify(response));
      versions.push(response.httpVersion);
    }
    assert.deepEqual(versions, ['2', '1.1', '1.0']);
  } finally {
    await client.close();
  }
});

test('an HTTP/1.0 response whose headers never end is refused past 64 KiB, not read forever', async () => {
  const { results } = await runCollection(`
tests:
  - url: http://127.0.0.1:${rawPort}/endless-head
    http-version: "1.0"
`);
  assert.equal(results[0]!.outcome, 'errored');
  assert.match(results[0]!.error!, /the response headers exceed 64 KiB/);
});

test("proxy: the request goes through the test's proxy, whose credentials reach it and no report", async () => {
  const from = proxied.length;
  const { results, reported } = await runCollection(
    `
tests:
  - url: ${api.url('/via-proxy')}
    proxy: http://proxyuser:\${{ secrets.proxyPass }}@127.0.0.1:${proxyPort}
  - url: ${api.url('/direct')}
`,
    ['-s', 'proxyPass=pr0xy-pa55word'],
  );
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed'],
  );
  const seen = proxied.slice(from);
  assert.equal(seen.length, 1);
  assert.equal(seen[0]!.target, api.url('/via-proxy'));
  assert.equal(seen[0]!.authorization, `Basic ${Buffer.from('proxyuser:pr0xy-pa55word').toString('base64')}`);
  assert.ok(!reported.includes('pr0xy-pa55word'));
  assert.ok(!reported.includes(Buffer.from('proxyuser:pr0xy-pa55word').toString('base64')));
});

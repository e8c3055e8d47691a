import assert from 'node:assert/strict';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { createHttpClient, type HttpClientOptions } from '../../src/engine/http/client.ts';
import type { HttpClient, OutgoingRequest, ReceivedResponse, RequestFailure } from '../../src/engine/http/types.ts';
import { describeError } from '../../src/engine/http/failure.ts';
import { startForwardProxy } from '../helpers/forward-proxy.ts';
import { createSelfSignedCertificate } from '../helpers/self-signed-certificate.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';

const cleanups: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function client(options: Partial<HttpClientOptions> = {}): HttpClient {
  const created = createHttpClient({
    insecure: false,
    followRedirects: true,
    maxBodyBytes: 10 * 1024 * 1024,
    connections: 1,
    userAgent: 'assay/test',
    ...options,
  });
  cleanups.push(() => created.destroy());
  return created;
}

async function target(...args: Parameters<typeof startTargetServer>): Promise<TargetServer> {
  const server = await startTargetServer(...args);
  cleanups.push(() => server.close());
  return server;
}

function get(url: string, extra: Partial<OutgoingRequest> = {}): OutgoingRequest {
  return { method: 'GET', url, headers: [], timeoutMs: 5000, ...extra };
}

function assertResponse(result: ReceivedResponse | RequestFailure): asserts result is ReceivedResponse {
  assert.equal(result.ok, true, result.ok ? '' : `expected a response, got ${result.code}: ${result.message}`);
}

function assertFailure(result: ReceivedResponse | RequestFailure): asserts result is RequestFailure {
  assert.equal(result.ok, false, `expected a failure, got status ${result.ok ? result.status : ''}`);
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connections', () => {
  test('a response is not kept by the client once the caller lets go of it', async () => {
    // A deadline entry holds each exchange for up to 64 later requests; through it, the client kept
    // every response body of that window alive (80 sequential 4 MB responses peaked at 629 MB).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const server = await target((_request, response) => response.end('x'.repeat(100_000)));
    const http = client();
    const sent = async (): Promise<WeakRef<object>> => {
      const result = await http.send(get(server.url()));
      assertResponse(result);
      return new WeakRef(result);
    };
    const response = await sent();
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    assert.equal(response.deref() === undefined, true, 'the response is still reachable from the client');
  });

  test('sequential requests reuse one keep-alive connection', async () => {
    const server = await target();
    const http = client();
    for (let i = 0; i < 20; i++) assertResponse(await http.send(get(server.url(`/${i}`))));
    assert.equal(server.requests.length, 20);
    assert.equal(server.connectionCount, 1);
  });

  test('never more simultaneous requests per origin than `connections`', async () => {
    const server = await target((_request, response) => {
      setTimeout(() => response.end('done'), 100);
    });
    const http = client({ connections: 2 });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => http.send(get(server.url(`/${i}`)))));
    for (const result of results) assertResponse(result);
    assert.equal(server.requests.length, 6);
    assert.equal(server.maxInFlight, 2);
    assert.equal(server.connectionCount, 2);
  });

  test('close() lets in-flight requests finish; destroy() aborts them', async () => {
    const server = await target((request, response) => {
      if (request.url === '/slow') setTimeout(() => response.end('finished'), 100);
    });
    const closing = client();
    const pending = closing.send(get(server.url('/slow')));
    await closing.close();
    const finished = await pending;
    assertResponse(finished);
    assert.equal(finished.body, 'finished');
    const late = await closing.send(get(server.url('/late')));
    assertFailure(late);
    assert.deepEqual([late.code, late.message], ['network', 'the HTTP client is closed']);

    const destroying = client();
    const hanging = destroying.send(get(server.url('/hang')));
    while (server.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await destroying.destroy();
    const aborted = await hanging;
    assertFailure(aborted);
    assert.equal(aborted.code, 'aborted');
    assert.equal(aborted.message, 'the HTTP client was shut down');
  });
});

describe('the response', () => {
  test('records status, reason phrase, headers in order, UTF-8 body, sizes and timings', async () => {
    const text = 'héllo wörld ✓ '.repeat(5000);
    const server = await target((_request, response) => {
      response.writeHead(404, 'Nope', [
        ['X-One', '1'],
        ['Set-Cookie', 'a=1'],
        ['Set-Cookie', 'b=2'],
        ['Content-Type', 'text/plain; charset=utf-8'],
      ]);
      // Write in pieces that split multi-byte characters.
      const bytes = Buffer.from(text);
      for (let offset = 0; offset < bytes.length; offset += 1001) response.write(bytes.subarray(offset, offset + 1001));
      response.end();
    });
    const result = await client().send(get(server.url('/missing?q=1')));
    assertResponse(result);
    assert.equal(result.status, 404);
    assert.equal(result.statusText, 'Not Found');
    assert.deepEqual(result.headers.slice(0, 4), [
      ['x-one', '1'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
      ['content-type', 'text/plain; charset=utf-8'],
    ]);
    assert.equal(result.body, text);
    assert.equal(result.bodyBytes, Buffer.byteLength(text));
    assert.equal(result.finalUrl, server.url('/missing?q=1'));
    assert.ok(result.ttfbMs >= 0 && result.ttfbMs <= result.totalMs);
  });

  for (const [coding, encode] of [
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['deflate', deflateRawSync],
    ['br', brotliCompressSync],
  ] as const) {
    test(`decodes a ${coding} body${encode === deflateRawSync ? ' (raw deflate)' : ''}`, async () => {
      const text = JSON.stringify({ message: 'compressed ✓', items: Array.from({ length: 500 }, (_, i) => i) });
      const server = await target((_request, response) => {
        response.writeHead(200, { 'content-encoding': coding, 'content-type': 'application/json' });
        response.end(encode(text));
      });
      const result = await client().send(get(server.url()));
      assertResponse(result);
      assert.equal(result.body, text);
      assert.equal(result.bodyBytes, Buffer.byteLength(text));
    });
  }

  test('decodes stacked encodings (Content-Encoding: gzip, br)', async () => {
    const text = 'twice compressed';
    const server = await target((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip, br' });
      response.end(brotliCompressSync(gzipSync(text)));
    });
    const result = await client().send(get(server.url()));
    assertResponse(result);
    assert.equal(result.body, text);
  });

  test('a corrupt compressed body is a network failure that names the encoding', async () => {
    const server = await target((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end('this is not gzip');
    });
    const result = await client().send(get(server.url()));
    assertFailure(result);
    assert.equal(result.code, 'network');
    assert.match(result.message, /^could not decode the gzip response body: /);
  });

  test('HEAD responses have an empty body whatever their Content-Length', async () => {
    const server = await target((_request, response) => {
      response.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      response.end();
    });
    const result = await client({ maxBodyBytes: 1024 }).send({ ...get(server.url()), method: 'HEAD' });
    assertResponse(result);
    assert.equal(result.body, '');
    assert.equal(result.bodyBytes, 0);
  });
});

describe('the body size limit', () => {
  const limit = 64 * 1024;
  const message = 'response body exceeds the 64 KiB limit (--max-body)';

  test('applies to a body with a Content-Length', async () => {
    const server = await target((_request, response) => response.end(Buffer.alloc(limit + 1, 'a')));
    const result = await client({ maxBodyBytes: limit }).send(get(server.url()));
    assertFailure(result);
    assert.equal(result.code, 'body-too-large');
    assert.equal(result.message, message);
  });

  test('applies to a chunked body while it streams, and stops reading it', async () => {
    let written = 0;
    const server = await target((_request, response) => {
      const chunk = Buffer.alloc(16 * 1024, 'b');
      // An endless body: only the client's limit ends this exchange.
      const pump = (): void => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    const result = await client({ maxBodyBytes: limit }).send(get(server.url()));
    assertFailure(result);
    assert.equal(result.code, 'body-too-large');
    assert.equal(result.message, message);
    assert.ok(written < 64 * 1024 * 1024, 'the client kept reading');
  });

  test('applies to the decoded size of a compressed body (a gzip bomb)', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024));
    const server = await target((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(bomb);
    });
    const result = await client({ maxBodyBytes: limit }).send(get(server.url()));
    assertFailure(result);
    assert.equal(result.code, 'body-too-large');
    assert.equal(result.message, message);
  });

  test('a body of exactly the limit is accepted', async () => {
    const server = await target((_request, response) => response.end(Buffer.alloc(limit, 'c')));
    const result = await client({ maxBodyBytes: limit }).send(get(server.url()));
    assertResponse(result);
    assert.equal(result.bodyBytes, limit);
  });
});

describe('redirects', () => {
  test('are followed to the final response on the same connection', async () => {
    const server = await target((request, response) => {
      if (request.url === '/a') response.writeHead(302, { location: '/b' }).end('moved');
      else if (request.url === '/b') response.writeHead(301, { location: `${server.origin}/c?x=1` }).end();
      else response.end(`final ${request.url}`);
    });
    const result = await client({ connections: 4 }).send(get(server.url('/a')));
    assertResponse(result);
    assert.equal(result.status, 200);
    assert.equal(result.body, 'final /c?x=1');
    assert.equal(result.finalUrl, server.url('/c?x=1'));
    assert.deepEqual(
      server.requests.map((request) => request.url),
      ['/a', '/b', '/c?x=1'],
    );
    assert.equal(server.connectionCount, 1);
  });

  test('303 turns a POST into a GET without body; 307 keeps method and body', async () => {
    const server = await target((request, response) => {
      if (request.url === '/see-other') response.writeHead(303, { location: '/landing' }).end();
      else if (request.url === '/temporary') response.writeHead(307, { location: '/landing' }).end();
      else response.end(`${request.method} ${request.body}`);
    });
    const http = client();
    const seeOther = await http.send({ ...get(server.url('/see-other')), method: 'POST', body: '{"a":1}' });
    assertResponse(seeOther);
    assert.equal(seeOther.body, 'GET ');
    const landing = server.requests[1]!;
    assert.equal(
      landing.headers.some(([name]) => name.toLowerCase() === 'content-type'),
      false,
    );

    const temporary = await http.send({ ...get(server.url('/temporary')), method: 'PUT', body: '{"a":1}' });
    assertResponse(temporary);
    assert.equal(temporary.body, 'PUT {"a":1}');
  });

  test('credentials are not sent to another origin', async () => {
    const other = await target();
    const server = await target((_request, response) =>
      response.writeHead(302, { location: other.url('/elsewhere') }).end(),
    );
    const result = await client().send(
      get(server.url('/'), {
        headers: [
          ['Authorization', 'Bearer secret'],
          ['X-Keep', 'yes'],
        ],
      }),
    );
    assertResponse(result);
    const received = other.requests[0]!.headers.map(([name]) => name.toLowerCase());
    assert.ok(received.includes('x-keep'));
    assert.ok(!received.includes('authorization'));
  });

  test('with followRedirects: false the 3xx is the response', async () => {
    const server = await target((_request, response) =>
      response.writeHead(302, { location: '/next' }).end('see /next'),
    );
    const result = await client({ followRedirects: false }).send(get(server.url('/start')));
    assertResponse(result);
    assert.equal(result.status, 302);
    assert.equal(result.statusText, 'Found');
    assert.ok(result.headers.some(([name, value]) => name === 'location' && value === '/next'));
    assert.equal(result.body, 'see /next');
    assert.equal(server.requests.length, 1);
  });

  test('a redirect loop fails with too-many-redirects after 10 redirects', async () => {
    const server = await target((request, response) =>
      response.writeHead(302, { location: request.url === '/ping' ? '/pong' : '/ping' }).end(),
    );
    const result = await client().send(get(server.url('/ping')));
    assertFailure(result);
    assert.equal(result.code, 'too-many-redirects');
    assert.match(result.message, /^more than 10 redirects/);
    assert.equal(server.requests.length, 11);
  });
});

describe('charset', () => {
  const bodies: [string, Buffer, string][] = [
    ['text/plain; charset=ISO-8859-1', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'café'],
    ['text/plain; charset=latin1', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'café'],
    ['text/html; charset="windows-1252"', Buffer.from([0x80, 0x20, 0x93, 0x71, 0x94]), '€ “q”'],
    ['text/plain;charset=gb2312', Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), '你好'],
    ['text/plain; charset=cp1256', Buffer.from([0xc7, 0xe1, 0xd3, 0xe1, 0xc7, 0xe3]), 'السلام'],
    ['application/json; charset=utf-16le', Buffer.from('{"a":"é"}', 'utf16le'), '{"a":"é"}'],
    ['application/json', Buffer.from('{"a":"é"}'), '{"a":"é"}'],
    ['text/plain; charset=no-such-charset', Buffer.from('é'), 'é'],
  ];
  for (const [contentType, bytes, text] of bodies) {
    test(`${contentType} is read as ${JSON.stringify(text)}`, async () => {
      const server = await target((_request, response) =>
        response.writeHead(200, { 'content-type': contentType }).end(bytes),
      );
      const result = await client().send(get(server.url()));
      assertResponse(result);
      assert.equal(result.body, text);
      assert.equal(result.bodyBytes, bytes.length);
    });
  }

  test('a gzip body is decoded, then read in its charset', async () => {
    const server = await target((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.from([0x63, 0x61, 0x66, 0xe9]))),
    );
    const result = await client().send(get(server.url()));
    assertResponse(result);
    assert.equal(result.body, 'café');
  });
});

describe('request headers and body', () => {
  test('a JSON body gets Content-Type application/json and the User-Agent and Accept are added', async () => {
    const server = await target();
    const result = await client().send({ ...get(server.url()), method: 'POST', body: '{"name":"assay"}' });
    assertResponse(result);
    assert.deepEqual(result.sentHeaders, [
      ['User-Agent', 'assay/test'],
      ['Accept', '*/*'],
      ['Content-Type', 'application/json'],
    ]);
    const received = server.requests[0]!;
    assert.equal(received.body, '{"name":"assay"}');
    assert.ok(
      received.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value === 'application/json'),
    );
    assert.ok(received.headers.some(([name, value]) => name.toLowerCase() === 'user-agent' && value === 'assay/test'));
    assert.ok(received.headers.some(([name, value]) => name.toLowerCase() === 'accept' && value === '*/*'));
  });

  test('Accept: */* is sent unless the request sets its own Accept', async () => {
    const server = await target();
    const http = client();
    await http.send(get(server.url('/plain')));
    await http.send(get(server.url('/own'), { headers: [['ACCEPT', 'application/xml']] }));
    const accepts = server.requests.map((r) =>
      r.headers.filter(([name]) => name.toLowerCase() === 'accept').map(([, value]) => value),
    );
    assert.deepEqual(accepts, [['*/*'], ['application/xml']]);
  });

  test('a non-JSON body gets text/plain; charset=utf-8', async () => {
    const server = await target();
    await client().send({ ...get(server.url()), method: 'POST', body: 'name=assay' });
    assert.ok(
      server.requests[0]!.headers.some(
        ([name, value]) => name.toLowerCase() === 'content-type' && value === 'text/plain; charset=utf-8',
      ),
    );
  });

  test("the request's own Content-Type, User-Agent and Accept win, whatever their case", async () => {
    const server = await target();
    const headers: [string, string][] = [
      ['content-TYPE', 'application/xml'],
      ['user-agent', 'custom/1'],
      ['accept', 'text/csv'],
    ];
    const result = await client().send({ ...get(server.url()), method: 'POST', body: '{}', headers });
    assertResponse(result);
    assert.deepEqual(result.sentHeaders, headers);
    const received = server.requests[0]!.headers.filter(([name]) =>
      ['content-type', 'user-agent', 'accept'].includes(name.toLowerCase()),
    );
    assert.deepEqual(received, headers);
  });

  test('every header given is sent, duplicates included', async () => {
    const server = await target();
    const headers: [string, string][] = [
      ['X-Trace', 'one'],
      ['X-Trace', 'two'],
      ['Accept', 'application/json'],
      ['Authorization', 'Bearer t'],
    ];
    await client().send(get(server.url(), { headers }));
    const received = server.requests[0]!.headers;
    for (const header of headers)
      assert.ok(
        received.some(([name, value]) => name === header[0] && value === header[1]),
        `missing ${header[0]}: ${header[1]}`,
      );
  });

  test('an invalid header name or value is a failure with a plain message', async () => {
    const server = await target();
    const http = client();
    const badName = await http.send(get(server.url(), { headers: [['Bad Name', 'x']] }));
    assertFailure(badName);
    assert.equal(badName.code, 'network');
    assert.equal(badName.message, 'invalid header name "Bad Name"');
    const badValue = await http.send(get(server.url(), { headers: [['X-Token', 'secret\r\nInjected: yes']] }));
    assertFailure(badValue);
    assert.equal(badValue.code, 'network');
    assert.match(badValue.message, /^invalid value for header X-Token: it contains U\+000D/);
    assert.ok(!badValue.message.includes('secret'));
    assert.equal(server.requests.length, 0);
  });
});

describe('failures', () => {
  test('invalid URLs and unsupported schemes', async () => {
    const http = client();
    const missingColon = await http.send(get('http//x'));
    assertFailure(missingColon);
    assert.equal(missingColon.code, 'invalid-url');
    assert.equal(missingColon.message, 'not a valid URL: "http//x"');
    const ftp = await http.send(get('ftp://example.test/file'));
    assertFailure(ftp);
    assert.equal(ftp.code, 'invalid-url');
    assert.equal(ftp.message, 'not a valid URL: "ftp://example.test/file" (only http and https are supported)');
  });

  test('connection refused', async () => {
    const port = await closedPort();
    const result = await client().send(get(`http://127.0.0.1:${port}/`));
    assertFailure(result);
    assert.equal(result.code, 'refused');
    assert.equal(result.message, `connection refused by 127.0.0.1:${port}`);
    assert.deepEqual(result.sentHeaders, [
      ['User-Agent', 'assay/test'],
      ['Accept', '*/*'],
    ]);
  });

  test('connection reset by the server', async () => {
    const server = await target((_request, response) => response.socket?.destroy());
    const result = await client().send(get(server.url()));
    assertFailure(result);
    assert.equal(result.code, 'reset');
    assert.match(result.message, new RegExp(`127\\.0\\.0\\.1:${server.port}`));
  });

  test('host not found', async () => {
    const result = await client().send(get('http://nonexistent.invalid/'));
    assertFailure(result);
    assert.equal(result.code, 'dns');
    assert.match(result.message, /^host not found: nonexistent\.invalid/);
  });

  test('aborted by the caller', async () => {
    const controller = new AbortController();
    // Aborted once the server has the request (it never answers), however slow the machine is.
    const server = await target(() => controller.abort());
    const http = client();
    const pending = http.send(get(server.url(), { signal: controller.signal }));
    const result = await pending;
    assertFailure(result);
    assert.equal(result.code, 'aborted');
    assert.equal(result.message, 'request aborted');

    const already = await http.send(get(server.url(), { signal: AbortSignal.abort(new Error('run cancelled')) }));
    assertFailure(already);
    assert.equal(already.code, 'aborted');
    assert.equal(already.message, 'request aborted: run cancelled');
    assert.equal(server.requests.length, 1);
  });

  test('one signal aborts every request under way, and only those', async () => {
    const server = await target(() => undefined);
    const quick = await target((_request, response) => response.end('ok'));
    const http = client({ connections: 4 });
    const controller = new AbortController();
    assertResponse(await http.send(get(quick.url(), { signal: controller.signal })));
    const pending = [1, 2, 3].map((i) => http.send(get(server.url(`/${i}`), { signal: controller.signal })));
    setTimeout(() => controller.abort(), 50);
    for (const result of await Promise.all(pending)) {
      assertFailure(result);
      assert.equal(result.code, 'aborted');
    }
  });
});

describe('timeouts', () => {
  test('while waiting for the response headers', async () => {
    const server = await target(() => undefined);
    const result = await client().send(get(server.url(), { timeoutMs: 200 }));
    assertFailure(result);
    assert.equal(result.code, 'timeout');
    assert.equal(result.message, 'no complete response within 200 ms (timed out waiting for the response headers)');
  });

  test('while reading the response body', async () => {
    const server = await target((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('partial');
    });
    const result = await client().send(get(server.url(), { timeoutMs: 200 }));
    assertFailure(result);
    assert.equal(result.code, 'timeout');
    assert.equal(result.message, 'no complete response within 200 ms (timed out reading the response body)');
  });

  test('while connecting (a TLS handshake that never completes)', async () => {
    // Reads what the client sends (so it notices the client leaving) and never answers.
    const silent: NetServer = createNetServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
    const port = (silent.address() as AddressInfo).port;
    const http = client();
    const result = await http.send(get(`https://127.0.0.1:${port}/`, { timeoutMs: 200 }));
    assertFailure(result);
    assert.equal(result.code, 'timeout');
    assert.equal(result.message, 'no complete response within 200 ms (timed out connecting)');
    // The abandoned connection attempt must not hold close() until undici's 10 s connect timeout.
    const outcome = await Promise.race([
      http.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(resolve, 5000, 'still waiting').unref()),
    ]);
    assert.equal(outcome, 'closed');
  });

  test(
    'a timeout longer than 10 s covers connecting too (no connect limit of its own)',
    { timeout: 60_000 },
    async () => {
      const silent: NetServer = createNetServer((socket) => socket.resume());
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
      const port = (silent.address() as AddressInfo).port;
      const result = await client().send(
        get(`https://127.0.0.1:${port}/`, { timeoutMs: 10_500, timeoutSource: '--timeout' }),
      );
      assertFailure(result);
      assert.equal(result.code, 'timeout');
      assert.equal(
        result.message,
        'no complete response within 10500 ms, the limit set by --timeout (timed out connecting)',
      );
    },
  );

  test('the timer covers every redirect hop together', async () => {
    const server = await target((request, response) => {
      const hop = Number(request.url.slice(1));
      setTimeout(() => response.writeHead(302, { location: `/${hop + 1}` }).end(), 60);
    });
    const result = await client().send(get(server.url('/0'), { timeoutMs: 200 }));
    assertFailure(result);
    assert.equal(result.code, 'timeout');
    assert.ok(server.requests.length < 10);
  });

  test(
    'a shorter timeout ends first, whatever the timeouts of requests already under way',
    { timeout: 60_000 },
    async () => {
      const server = await target(() => undefined);
      const http = client({ connections: 4 });
      let longEnded = false;
      const long = http.send(get(server.url('/long'), { timeoutMs: 60_000 })).finally(() => (longEnded = true));
      const short = await http.send(get(server.url('/short'), { timeoutMs: 150 }));
      assertFailure(short);
      assert.equal(short.code, 'timeout');
      assert.equal(longEnded, false);
      // And a timeout still fires after many requests that ended before theirs.
      const quick = await target((_request, response) => response.end('ok'));
      // Their deadlines are set and cleared; long enough that a loaded machine answers well within them.
      for (let i = 0; i < 100; i++) assertResponse(await http.send(get(quick.url(`/${i}`), { timeoutMs: 10_000 })));
      const last = await http.send(get(server.url('/last'), { timeoutMs: 150 }));
      assertFailure(last);
      assert.equal(last.code, 'timeout');
      await http.destroy();
      assertFailure(await long);
    },
  );
});

describe('TLS', () => {
  const certificate = createSelfSignedCertificate();
  const skip = certificate === undefined ? 'openssl is not available to make a test certificate' : false;

  test('a self-signed certificate is rejected by default', { skip }, async () => {
    const server = await target(undefined, { tls: certificate! });
    const result = await client().send(get(server.url()));
    assertFailure(result);
    assert.equal(result.code, 'tls');
    assert.match(
      result.message,
      /^the TLS certificate of 127\.0\.0\.1:\d+ is self-signed \(--insecure skips verification\)$/,
    );
    assert.equal(server.requests.length, 0);
  });

  test('https:// to a plain HTTP port says so in plain words', async () => {
    const server = await target();
    const result = await client().send(get(server.url('/').replace('http:', 'https:')));
    assertFailure(result);
    assert.equal(result.code, 'tls');
    assert.equal(
      result.message,
      `127.0.0.1:${server.port} did not answer with TLS: is it an http:// address rather than https://?`,
    );
  });

  test('the common certificate and handshake errors read as sentences with what to try', () => {
    const context = { url: new URL('https://api.test/'), phase: 'connecting' as const, timeoutMs: 1, sentHeaders: [] };
    const describe = (code: string, extra: object = {}) =>
      describeError(Object.assign(new Error(`raw ${code}`), { code }, extra), context);
    assert.deepEqual(describe('CERT_HAS_EXPIRED'), {
      code: 'tls',
      message: 'the TLS certificate of api.test has expired (--insecure skips verification)',
    });
    assert.equal(
      describe('UNABLE_TO_GET_ISSUER_CERT_LOCALLY').message,
      'the TLS certificate of api.test is signed by an unknown certificate authority (--insecure skips verification)',
    );
    assert.equal(
      describe('ERR_TLS_CERT_ALTNAME_INVALID', { cert: { subjectaltname: 'DNS:other.test' } }).message,
      'the TLS certificate of api.test is not for this host name (it is for DNS:other.test) (--insecure skips verification)',
    );
    assert.equal(
      describe('ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE').message,
      'TLS handshake with api.test failed: the server and assay share no TLS version or cipher',
    );
    assert.equal(
      describe('ERR_SSL_SOMETHING_ELSE', { library: 'SSL routines', reason: 'odd thing' }).message,
      'TLS handshake with api.test failed: odd thing',
    );
  });

  test('and accepted with insecure', { skip }, async () => {
    const server = await target(undefined, { tls: certificate! });
    const result = await client({ insecure: true }).send(get(server.url('/secure')));
    assertResponse(result);
    assert.equal(result.status, 200);
    assert.equal(JSON.parse(result.body).url, '/secure');
  });
});

describe('proxy', () => {
  test('HTTP_PROXY routes requests through the proxy', async () => {
    const server = await target();
    const proxy = await startForwardProxy();
    cleanups.push(() => proxy.close());
    const names = ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy', 'NO_PROXY', 'no_proxy'];
    const saved = names.map((name) => [name, process.env[name]] as const);
    for (const name of names) delete process.env[name];
    process.env.HTTP_PROXY = proxy.url;
    let http: HttpClient;
    try {
      http = client();
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    const result = await http.send(get(server.url('/via-proxy')));
    assertResponse(result);
    assert.equal(JSON.parse(result.body).url, '/via-proxy');
    assert.deepEqual(proxy.targets, [server.url('/via-proxy')]);
  });
});

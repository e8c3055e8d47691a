// The observation of a real response (loopback HTTP and HTTPS servers, the engine's own client) and
// the query evaluator over it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHttpClient } from '../../../src/engine/http/client.ts';
import type { ReceivedResponse } from '../../../src/engine/http/types.ts';
import { Observation } from '../../../src/engine/queries/observation.ts';
import { select, describeQuery } from '../../../src/engine/queries/query.ts';
import { startTargetServer } from '../../helpers/target-server.ts';
import { createSelfSignedCertificate } from '../../helpers/self-signed-certificate.ts';

const cleanups: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function fetchObservation(url: string, insecure = false): Promise<Observation> {
  const client = createHttpClient({
    insecure,
    followRedirects: true,
    maxBodyBytes: 1024 * 1024,
    connections: 1,
    userAgent: 'assay/test',
  });
  cleanups.push(() => client.destroy());
  const response = await client.send({ method: 'GET', url, headers: [], timeoutMs: 10_000 });
  assert.equal(response.ok, true, JSON.stringify(response));
  return new Observation(response as ReceivedResponse, (text) => text.replaceAll('s3cret', '***'));
}

test('headers (all values, any case), cookies with attributes, body text, bytes and JSON, redirects', async () => {
  const server = await startTargetServer((request, response) => {
    if (request.url === '/start') {
      response.writeHead(302, { Location: '/hop' }).end();
      return;
    }
    if (request.url === '/hop') {
      response.writeHead(307, { Location: '/final' }).end();
      return;
    }
    response.setHeader('X-Many', ['one', 'two']);
    response.setHeader('Set-Cookie', [
      'session=abc123; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=60',
      'theme=dark',
    ]);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end('{"name":"café","items":[1,2]}');
  });
  cleanups.push(() => server.close());
  const observation = await fetchObservation(server.url('/start'));

  assert.equal(observation.status, 200);
  assert.deepEqual(observation.header('x-MANY'), ['one', 'two']);
  assert.deepEqual(observation.header('absent'), []);
  assert.deepEqual(observation.cookies[0], {
    name: 'session',
    value: 'abc123',
    attributes: { path: '/', httponly: true, secure: true, samesite: 'Strict', 'max-age': '60' },
  });
  assert.equal(observation.cookies[1]!.value, 'dark');
  assert.equal(observation.text, '{"name":"café","items":[1,2]}');
  assert.equal(observation.bytes.length, Buffer.byteLength(observation.text));
  assert.deepEqual(observation.json, { ok: true, value: { name: 'café', items: [1, 2] } });
  assert.equal(observation.json, observation.json, 'parsed once, then the same value');
  assert.equal(observation.finalUrl, server.url('/final'));
  assert.deepEqual(observation.redirects, [
    { url: server.url('/start'), status: 302 },
    { url: server.url('/hop'), status: 307 },
  ]);
  assert.equal(observation.httpVersion, '1.1');
  assert.equal(observation.tlsProtocol, undefined);
  assert.equal(observation.certificate, undefined);
  const timings = observation.timings;
  assert.ok(timings.firstByteMs > 0 && timings.totalMs >= timings.firstByteMs, JSON.stringify(timings));
  assert.equal(timings.tlsMs, 0);

  assert.deepEqual(select({ source: 'header', name: 'X-Many' }, observation), { ok: true, values: ['one', 'two'] });
  assert.deepEqual(select({ source: 'cookie', name: 'session', attribute: 'SameSite' }, observation), {
    ok: true,
    values: ['Strict'],
  });
  assert.deepEqual(select({ source: 'cookie', name: 'nope' }, observation), { ok: true, values: [] });
  assert.deepEqual(select({ source: 'status' }, observation), { ok: true, values: [200] });
  assert.deepEqual(select({ source: 'url' }, observation), { ok: true, values: [server.url('/final')] });
  assert.deepEqual(select({ source: 'certificate', field: 'subject' }, observation), {
    ok: false,
    error: 'the response did not come over TLS with a peer certificate',
  });
  assert.equal(describeQuery({ source: 'cookie', name: 'session', attribute: 'path' }), 'cookie session.path');
});

test('a body that is not JSON says why; the observation masks with the run redactor', async () => {
  const server = await startTargetServer((_request, response) => response.end('not json s3cret'));
  cleanups.push(() => server.close());
  const observation = await fetchObservation(server.url('/'));
  const json = observation.json;
  assert.equal(json.ok, false);
  assert.match((json as { error: string }).error, /^the body is not JSON: /);
  assert.equal(observation.redact(observation.text), 'not json ***');
});

test('over https: TLS protocol, peer certificate, connect and handshake timings; a reused connection paid none', async (t) => {
  const certificate = createSelfSignedCertificate();
  if (certificate === undefined) return t.skip('openssl is not available');
  const server = await startTargetServer((_request, response) => response.end('secure'), { tls: certificate });
  cleanups.push(() => server.close());
  const client = createHttpClient({
    insecure: true,
    followRedirects: true,
    maxBodyBytes: 1024,
    connections: 1,
    userAgent: 'assay/test',
  });
  cleanups.push(() => client.destroy());
  const send = async () => {
    const response = await client.send({ method: 'GET', url: server.url('/'), headers: [], timeoutMs: 10_000 });
    assert.equal(response.ok, true, JSON.stringify(response));
    return new Observation(response as ReceivedResponse, (text) => text);
  };
  const first = await send();
  assert.match(first.tlsProtocol ?? '', /^TLSv1\.[23]$/);
  assert.match(select({ source: 'certificate', field: 'subject' }, first).ok ? 'ok' : 'no', /ok/);
  const subject = select({ source: 'certificate', field: 'subject' }, first);
  assert.ok(subject.ok && String(subject.values[0]).includes('CN=127.0.0.1'), JSON.stringify(subject));
  const days = select({ source: 'certificate', field: 'expires-in-days' }, first);
  assert.ok(days.ok && days.values[0] === 0, JSON.stringify(days));
  assert.ok(first.timings.tlsMs > 0, JSON.stringify(first.timings));

  const second = await send();
  assert.equal(server.connectionCount, 1, 'the second request reused the connection');
  assert.deepEqual([second.timings.connectMs, second.timings.tlsMs], [0, 0]);
  assert.equal(second.tlsProtocol, first.tlsProtocol);
});

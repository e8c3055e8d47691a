import assert from 'node:assert/strict';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createServer, type TlsOptions } from 'node:tls';
import selfsigned from 'selfsigned';
import { createTlsProbe, originalVersionName, parseTlsVersion } from '../../../src/engine/probes/tls.ts';

const cleanups: (() => void)[] = [];
after(() => cleanups.forEach((cleanup) => cleanup()));

interface Served {
  port: number;
  /** TCP connections the server accepted. */
  connections: () => number;
}

async function certificate(commonName: string, notBeforeDate: Date, notAfterDate: Date) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: commonName }], {
    keyType: 'rsa',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: commonName },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

async function serveTls(options: TlsOptions): Promise<Served> {
  const sockets = new Set<Socket>();
  const server = createServer(options, (socket) => socket.end());
  server.on('connection', (socket: Socket) => sockets.add(socket));
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    sockets.forEach((socket) => socket.destroy());
    server.close();
  });
  return { port: (server.address() as AddressInfo).port, connections: () => sockets.size };
}

const wait = { timeoutMs: 5000 };
let pems: { key: string; cert: string };
let other: { key: string; cert: string };

before(async () => {
  pems = await certificate('probe.test', new Date('2025-01-01T00:00:00Z'), new Date('2030-06-15T12:00:00Z'));
  other = await certificate('expired.test', new Date('2019-01-01T00:00:00Z'), new Date('2020-02-29T08:30:00Z'));
});

describe('TLS probe: certificates', () => {
  test('reads the certificate of the host and the port asked, once per run', async () => {
    const first = await serveTls(pems);
    const second = await serveTls(other);
    const probe = createTlsProbe(wait);
    const answer = await probe.certificate('127.0.0.1', first.port);
    assert.equal(answer.kind, 'certificate');
    assert.ok(answer.kind === 'certificate');
    const cert = answer.certificate;
    assert.equal(cert.notAfter.toISOString(), '2030-06-15T12:00:00.000Z');
    assert.equal(cert.notBefore.toISOString(), '2025-01-01T00:00:00.000Z');
    assert.equal(cert.subject, 'CN=probe.test');
    assert.equal(cert.issuer, 'CN=probe.test');
    assert.match(cert.fingerprint256, /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    assert.deepEqual(cert.subjectAltNames, ['DNS:probe.test', 'IP Address:127.0.0.1']);
    assert.equal(cert.trusted, false);
    assert.equal(cert.trustError, 'DEPTH_ZERO_SELF_SIGNED_CERT');

    const onOtherPort = await probe.certificate('127.0.0.1', second.port);
    assert.ok(onOtherPort.kind === 'certificate');
    assert.equal(onOtherPort.certificate.notAfter.toISOString(), '2020-02-29T08:30:00.000Z');
    assert.equal(onOtherPort.certificate.subject, 'CN=expired.test');

    await probe.certificate('127.0.0.1', first.port);
    assert.equal(first.connections(), 1, 'the second question is answered from the run cache');
  });

  test('a closed port, a silent server and an aborted run are error answers, not exceptions', async () => {
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await createTlsProbe(wait).certificate('127.0.0.1', closedPort);
    assert.equal(refused.kind, 'error');
    assert.match(refused.kind === 'error' ? refused.message : '', /ECONNREFUSED/);

    const held: Socket[] = [];
    const silent = createNetServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      held.forEach((socket) => socket.destroy());
      silent.close();
    });
    const silentPort = (silent.address() as AddressInfo).port;
    const timedOut = await createTlsProbe({ timeoutMs: 300 }).certificate('127.0.0.1', silentPort);
    assert.deepEqual(timedOut, { kind: 'error', message: `127.0.0.1:${silentPort}: no answer within 300 ms` });

    const controller = new AbortController();
    controller.abort();
    const aborted = await createTlsProbe({ timeoutMs: 5000, signal: controller.signal }).certificate(
      '127.0.0.1',
      silentPort,
    );
    assert.deepEqual(aborted, { kind: 'error', message: `127.0.0.1:${silentPort}: the run was aborted` });
  });
});

describe('TLS probe: versions', () => {
  test('a TLS-1.2-only server negotiates 1.2 and refuses 1.3', async () => {
    const server = await serveTls({ ...pems, minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' });
    const probe = createTlsProbe(wait);
    assert.deepEqual(await probe.negotiate('127.0.0.1', server.port, 'TLSv1.2'), {
      kind: 'negotiated',
      version: 'TLSv1.2',
    });
    const refused = await probe.negotiate('127.0.0.1', server.port, 'TLSv1.3');
    assert.equal(refused.kind, 'refused');
    assert.match(refused.kind === 'refused' ? refused.message : '', /refused a handshake offering only TLSv1\.3/);
  });

  test('a TLS-1.3-only server negotiates 1.3 and refuses 1.2', async () => {
    const server = await serveTls({ ...pems, minVersion: 'TLSv1.3' });
    const probe = createTlsProbe(wait);
    assert.deepEqual(await probe.negotiate('127.0.0.1', server.port, 'TLSv1.3'), {
      kind: 'negotiated',
      version: 'TLSv1.3',
    });
    assert.equal((await probe.negotiate('127.0.0.1', server.port, 'TLSv1.2')).kind, 'refused');
  });

  test('TLS 1.0 and 1.1 are offered at security level 0, or reported as impossible locally', async () => {
    const legacy = await serveTls({
      ...pems,
      minVersion: 'TLSv1',
      maxVersion: 'TLSv1.1',
      ciphers: 'DEFAULT:@SECLEVEL=0',
    });
    const modern = await serveTls(pems);
    const probe = createTlsProbe(wait);
    assert.deepEqual(await probe.negotiate('127.0.0.1', legacy.port, 'TLSv1'), {
      kind: 'negotiated',
      version: 'TLSv1',
    });
    assert.deepEqual(await probe.negotiate('127.0.0.1', legacy.port, 'TLSv1.1'), {
      kind: 'negotiated',
      version: 'TLSv1.1',
    });
    assert.equal((await probe.negotiate('127.0.0.1', modern.port, 'TLSv1')).kind, 'refused');

    // At OpenSSL's default security level the client cannot even offer them: not the server's answer.
    const strict = createTlsProbe({ ...wait, offerLegacyVersions: false });
    const local = await strict.negotiate('127.0.0.1', legacy.port, 'TLSv1.1');
    assert.equal(local.kind, 'unavailable-locally');
    assert.match(
      local.kind === 'unavailable-locally' ? local.message : '',
      /cannot offer TLSv1\.1 .*the server was not asked/,
    );
    assert.equal((await probe.negotiate('127.0.0.1', legacy.port, 'SSLv3')).kind, 'unavailable-locally');
  });
});

test('TLS versions are read as the original spells them and as OpenSSL does', () => {
  const cases: [string, string][] = [
    ['Tls13', 'TLSv1.3'],
    ['Tls12', 'TLSv1.2'],
    ['Tls11', 'TLSv1.1'],
    ['Tls', 'TLSv1'],
    ['TLSv1.2', 'TLSv1.2'],
    ['tlsv1.3', 'TLSv1.3'],
    ['1.3', 'TLSv1.3'],
    ['1.0', 'TLSv1'],
    ['12288', 'TLSv1.3'],
    ['Ssl3', 'SSLv3'],
  ];
  for (const [text, version] of cases) assert.deepEqual(parseTlsVersion(text), { ok: true, version }, text);
  for (const text of ['Tls14', 'Default', '', 'v', 'TLS 2']) assert.equal(parseTlsVersion(text).ok, false, text);
  assert.equal(originalVersionName('TLSv1.3'), 'Tls13');
  assert.equal(originalVersionName('TLSv1'), 'Tls');
});

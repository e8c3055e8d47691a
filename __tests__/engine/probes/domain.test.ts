import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import shipped from '../../../src/engine/probes/data/iana-rdap-dns.json' with { type: 'json' };
import {
  createDomainProbe,
  rdapServerFor,
  registrableDomain,
  type RdapBootstrap,
} from '../../../src/engine/probes/domain.ts';
import { parseWhoisDate, whoisExpiration, whoisReferral } from '../../../src/engine/probes/whois.ts';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { tempDir } from '../../helpers/temp-dir.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'monitoring');
const fixture = (name: string): string => readFileSync(join(fixtures, name), 'utf8');
const RDAP_GOOGLE = fixture('rdap-verisign-google.com.json');
const WHOIS_IANA = fixture('whois-iana-com.txt');
const WHOIS_VERISIGN = fixture('whois-verisign-google.com.txt');
const WHOIS_NOMINET = fixture('whois-nominet-bbc.co.uk.txt');

const cleanups: (() => Promise<unknown> | void)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A registry's RDAP server: the Verisign answer for google.com, 404 for other domains. */
async function rdapServer(): Promise<TargetServer> {
  const server = await startTargetServer((request, response) => {
    if (request.url === '/com/v1/domain/google.com') {
      response.writeHead(200, { 'content-type': 'application/rdap+json' }).end(RDAP_GOOGLE);
    } else
      response.writeHead(404, { 'content-type': 'application/rdap+json' }).end('{"errorCode":404,"title":"Not Found"}');
  });
  cleanups.push(() => server.close());
  return server;
}

interface WhoisServer {
  address: string;
  queries: string[];
}

/** A WHOIS server on loopback: answers each query line with `answer(query)` and closes. */
async function whoisServer(answer: (query: string) => string): Promise<WhoisServer> {
  const queries: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (!received.includes('\r\n')) return;
      const query = received.split('\r\n')[0]!;
      queries.push(query);
      socket.end(answer(query));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    sockets.forEach((socket) => socket.destroy());
    server.close();
  });
  return { address: `127.0.0.1:${(server.address() as AddressInfo).port}`, queries };
}

/** IANA's answer refers to the registry's server; here the loopback stand-in. */
async function whoisChain(): Promise<{ iana: WhoisServer; registry: WhoisServer }> {
  const registry = await whoisServer(() => WHOIS_VERISIGN);
  const iana = await whoisServer(() => WHOIS_IANA.replaceAll('whois.verisign-grs.com', registry.address));
  return { iana, registry };
}

function bootstrapFile(base: string): string {
  const file = join(tempDir('assay-rdap-'), 'dns.json');
  writeFileSync(file, JSON.stringify({ version: '1.0', services: [[['com', 'net'], [base]]] }));
  return file;
}

const wait = { timeoutMs: 3000 };

describe('registrable domain', () => {
  test('follows the Public Suffix List, not the last two labels', async () => {
    assert.deepEqual(await registrableDomain('www.example.co.uk'), { ok: true, domain: 'example.co.uk' });
    assert.deepEqual(await registrableDomain('a.b.Google.COM.'), { ok: true, domain: 'google.com' });
    assert.deepEqual(await registrableDomain('huggingface.co'), { ok: true, domain: 'huggingface.co' });
    assert.deepEqual(
      await registrableDomain('user.github.io'),
      { ok: true, domain: 'github.io' },
      'private suffixes are not registries',
    );
    for (const host of ['127.0.0.1', '[::1]', 'localhost'])
      assert.equal((await registrableDomain(host)).ok, false, host);
  });
});

describe('domain expiration', () => {
  test('RDAP: the bootstrap chooses the server, the expiration event is the date, once per run', async () => {
    const rdap = await rdapServer();
    const probe = createDomainProbe({ ...wait, rdapBootstrap: bootstrapFile(rdap.url('/com/v1/')) });
    const answer = await probe.expiration('google.com');
    assert.deepEqual(answer, {
      kind: 'expiration',
      domain: 'google.com',
      date: new Date('2028-09-14T04:00:00Z'),
      source: 'rdap',
      server: rdap.url('/com/v1/domain/google.com'),
    });
    await probe.expiration('GOOGLE.com');
    assert.equal(rdap.requests.length, 1);
    const accept = rdap.requests[0]!.headers.find(([name]) => name.toLowerCase() === 'accept')?.[1];
    assert.match(accept ?? '', /application\/rdap\+json/);
  });

  test('RDAP: a bootstrap served over HTTP, and one base URL for every domain', async () => {
    const rdap = await rdapServer();
    const bootstrap = await startTargetServer((_, response) =>
      response.end(JSON.stringify({ services: [[['com'], [rdap.url('/com/v1')]]] })),
    );
    cleanups.push(() => bootstrap.close());
    const viaHttp = await createDomainProbe({ ...wait, rdapBootstrap: bootstrap.url('/dns.json') }).expiration(
      'google.com',
    );
    assert.equal(viaHttp.kind === 'expiration' && viaHttp.date.toISOString(), '2028-09-14T04:00:00.000Z');
    const direct = await createDomainProbe({ ...wait, rdapUrl: rdap.url('/com/v1/') }).expiration('google.com');
    assert.equal(direct.kind === 'expiration' && direct.source, 'rdap');
  });

  test('WHOIS when RDAP has no answer: IANA refers to the registry, whose expiry field is read', async () => {
    const rdap = await rdapServer();
    const { iana, registry } = await whoisChain();
    const probe = createDomainProbe({ ...wait, rdapUrl: rdap.url('/nowhere/'), whoisServer: iana.address });
    assert.deepEqual(await probe.expiration('google.com'), {
      kind: 'expiration',
      domain: 'google.com',
      date: new Date('2028-09-14T04:00:00Z'),
      source: 'whois',
      server: registry.address,
    });
    assert.deepEqual(iana.queries, ['google.com']);
    assert.deepEqual(registry.queries, ['google.com']);
  });

  test('no answer anywhere is an error answer naming each step', async () => {
    const rdap = await rdapServer();
    const silent = await whoisServer(() => '% no match\r\n');
    const answer = await createDomainProbe({
      ...wait,
      rdapUrl: rdap.url('/x/'),
      whoisServer: silent.address,
    }).expiration('unknown.com');
    assert.equal(answer.kind, 'error');
    assert.match(
      answer.kind === 'error' ? answer.message : '',
      /^no expiration date for unknown\.com: RDAP .*not found \(404\); WHOIS 127\.0\.0\.1:\d+: no expiry date/,
    );

    const badBootstrap = join(tempDir('assay-rdap-'), 'bad.json');
    writeFileSync(badBootstrap, '{"services": "none"}');
    const bad = await createDomainProbe({
      ...wait,
      rdapBootstrap: badBootstrap,
      whoisServer: silent.address,
    }).expiration('google.com');
    assert.match(bad.kind === 'error' ? bad.message : '', /not an RDAP bootstrap file/);
  });

  test('a server that never answers ends at the timeout', async () => {
    const hung = await startTargetServer(() => new Promise(() => {}));
    cleanups.push(() => hung.close());
    const held: Socket[] = [];
    const mute = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      held.forEach((socket) => socket.destroy());
      mute.close();
    });
    const answer = await createDomainProbe({
      timeoutMs: 300,
      rdapUrl: hung.url('/'),
      whoisServer: `127.0.0.1:${(mute.address() as AddressInfo).port}`,
    }).expiration('google.com');
    assert.equal(answer.kind, 'error');
    assert.match(
      answer.kind === 'error' ? answer.message : '',
      /RDAP .*no answer within 300 ms; WHOIS .*no answer within 300 ms/,
    );
  });
});

test('the shipped IANA bootstrap names the registries', () => {
  const bootstrap = shipped as unknown as RdapBootstrap;
  assert.equal(rdapServerFor('google.com', bootstrap), 'https://rdap.verisign.com/com/v1/');
  assert.equal(rdapServerFor('bbc.co.uk', bootstrap), 'https://rdap.nominet.uk/uk/');
  assert.equal(rdapServerFor('wikipedia.org', bootstrap), 'https://rdap.publicinterestregistry.org/rdap/');
  assert.equal(rdapServerFor('example.invalid', bootstrap), undefined);
});

test('WHOIS answers: expiry fields, date spellings and referrals', () => {
  assert.equal(whoisExpiration(WHOIS_VERISIGN)?.toISOString(), '2028-09-14T04:00:00.000Z');
  assert.equal(whoisExpiration(WHOIS_NOMINET)?.toISOString(), '2026-12-13T00:00:00.000Z');
  assert.equal(whoisExpiration(WHOIS_IANA), undefined, "IANA's created/changed dates are not an expiry");
  assert.deepEqual(whoisReferral(WHOIS_IANA), { host: 'whois.verisign-grs.com', port: 43 });
  assert.deepEqual(whoisReferral(WHOIS_VERISIGN), { host: 'whois.markmonitor.com', port: 43 });
  assert.equal(whoisExpiration('paid-till: 2027.03.04\n')?.toISOString(), '2027-03-04T00:00:00.000Z');
  assert.equal(whoisExpiration('Expiration Time: 2027-03-04 10:20:30\n')?.toISOString(), '2027-03-04T10:20:30.000Z');
  assert.equal(whoisExpiration('expire: 04.03.2027\n')?.toISOString(), '2027-03-04T00:00:00.000Z');
  assert.equal(parseWhoisDate('2027-03-04T10:20:30+02:00')?.toISOString(), '2027-03-04T08:20:30.000Z');
  assert.equal(parseWhoisDate('soon'), undefined);
});

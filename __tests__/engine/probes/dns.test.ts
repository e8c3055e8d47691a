import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  createDnsProbe,
  matchingRecords,
  parseDnsServer,
  parseRecordSpec,
  recordSpecName,
  type DnsProbe,
  type RecordSpec,
} from '../../../src/engine/probes/dns.ts';
import { dkimKeys, dmarcRecords, spfRecords } from '../../../src/engine/probes/mail.ts';
import { startDnsServer, type DnsServer } from '../../helpers/dns-server.ts';

const LONG_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + 'x'.repeat(300);

let dns: DnsServer | undefined;
before(async () => {
  dns = await startDnsServer({
    domains: ['example.test', 'lax.test'],
    a: [['example.test', '192.0.2.10']],
    aaaa: [['example.test', '2001:db8::10']],
    cname: [['www.example.test', 'app.azurewebsites.test']],
    mx: [['example.test', 'mail.example.test', 10]],
    ns: [['example.test', 'henrik.ns.cloudflare.test']],
    caa: [['example.test', 0, 'issue', 'letsencrypt.org']],
    soa: [['example.test', 'ns1.example.test', 'hostmaster.example.test', 2026112301]],
    txt: [
      ['example.test', ['v=spf1 include:_spf.example.net -all']],
      ['example.test', ['google-site-verification=abc123']],
      // A 2048-bit DKIM key does not fit one TXT string: one record, two strings.
      ['selector1._domainkey.example.test', ['v=DKIM1; k=rsa; p=' + LONG_KEY.slice(0, 200), LONG_KEY.slice(200)]],
      ['_dmarc.example.test', ['v=DMARC1; p=reject; rua=mailto:dmarc@example.test']],
      ['_github-pages-challenge-org.example.test', ['a1b2c3']],
      ['lax.test', ['v=spf1 -all']],
      ['lax.test', ['v=spf1 include:other.test -all']],
      ['default._domainkey.lax.test', ['v=DKIM1; p=']],
      ['_dmarc.lax.test', ['v=DMARC1; p=none']],
      ['_dmarc.lax.test', ['v=DMARC1; p=quarantine']],
      ['_dmarc.lax.test', ['some-other-verification=1']],
    ],
  });
});
after(() => dns?.stop());

function probe(): DnsProbe {
  return createDnsProbe({ timeoutMs: 3000, server: dns!.server });
}

async function presentations(type: Parameters<DnsProbe['lookup']>[1], name: string): Promise<string[]> {
  const answer = await probe().lookup(name, type);
  assert.equal(answer.kind, 'records', JSON.stringify(answer));
  return answer.kind === 'records' ? answer.records.map((record) => record.presentation) : [];
}

describe('DNS probe against dnsmasq on loopback', () => {
  test('reads every record type in presentation form', async (t) => {
    if (dns === undefined) return t.skip('dnsmasq is not installed (apt-get install dnsmasq-base)');
    assert.deepEqual(await presentations('A', 'example.test'), ['example.test. IN A 192.0.2.10']);
    assert.deepEqual(await presentations('AAAA', 'example.test'), ['example.test. IN AAAA 2001:db8::10']);
    assert.deepEqual(await presentations('CNAME', 'www.example.test'), [
      'www.example.test. IN CNAME app.azurewebsites.test.',
    ]);
    assert.deepEqual(await presentations('MX', 'example.test'), ['example.test. IN MX 10 mail.example.test.']);
    assert.deepEqual(await presentations('NS', 'example.test'), ['example.test. IN NS henrik.ns.cloudflare.test.']);
    assert.deepEqual(await presentations('CAA', 'example.test'), ['example.test. IN CAA 0 issue "letsencrypt.org"']);
    assert.deepEqual(await presentations('SOA', 'example.test'), [
      'example.test. IN SOA ns1.example.test. hostmaster.example.test. 2026112301 7200 3600 1209600 300',
    ]);
    assert.deepEqual((await presentations('TXT', 'example.test')).sort(), [
      'example.test. IN TXT "google-site-verification=abc123"',
      'example.test. IN TXT "v=spf1 include:_spf.example.net -all"',
    ]);
    assert.deepEqual(await presentations('TXT', 'nothing.example.test'), [], 'NXDOMAIN is no records, not an error');
    assert.deepEqual(await presentations('MX', 'www.example.test'), [], 'no data of the type is no records');
  });

  test('asks each name and type once per run', async (t) => {
    if (dns === undefined) return t.skip('dnsmasq is not installed (apt-get install dnsmasq-base)');
    const shared = probe();
    const [first, second] = await Promise.all([shared.lookup('example.test', 'A'), shared.lookup('EXAMPLE.test', 'A')]);
    assert.equal(first, second);
  });

  test('dns-record-exists: three-part and two-part forms against the zone', async (t) => {
    if (dns === undefined) return t.skip('dnsmasq is not installed (apt-get install dnsmasq-base)');
    const check = async (argument: string, host = 'www.example.test'): Promise<string[]> => {
      const parsed = parseRecordSpec(argument);
      assert.ok(parsed.ok, argument);
      const spec: RecordSpec = parsed.spec;
      const answer = await probe().lookup(recordSpecName(spec, host, 'example.test'), spec.type);
      assert.ok(answer.kind === 'records');
      return matchingRecords(spec, answer.records).map((record) => record.presentation);
    };
    assert.deepEqual(await check('NS:@:henrik.ns.cloudflare.test.'), [
      'example.test. IN NS henrik.ns.cloudflare.test.',
    ]);
    assert.deepEqual(await check('A:@:192.0.2.10'), ['example.test. IN A 192.0.2.10']);
    assert.deepEqual(await check('AAAA:@:2001:db8::10'), ['example.test. IN AAAA 2001:db8::10']);
    assert.deepEqual(await check('AAAA:2001:DB8::10', 'example.test'), ['example.test. IN AAAA 2001:db8::10']);
    assert.deepEqual(await check('mx::MAIL.example.test'), ['example.test. IN MX 10 mail.example.test.']);
    assert.deepEqual(await check('TXT:_github-pages-challenge-org'), [
      '_github-pages-challenge-org.example.test. IN TXT "a1b2c3"',
    ]);
    assert.deepEqual(await check('CNAME:app.azurewebsites.test.'), [
      'www.example.test. IN CNAME app.azurewebsites.test.',
    ]);
    assert.deepEqual(await check('A:@:192.0.2.99'), []);
    assert.deepEqual(await check('TXT:_github-pages-challenge-other'), []);
  });

  test('SPF, DKIM and DMARC records', async (t) => {
    if (dns === undefined) return t.skip('dnsmasq is not installed (apt-get install dnsmasq-base)');
    const resolver = probe();
    assert.deepEqual(await spfRecords(resolver, 'example.test'), {
      kind: 'found',
      value: { domain: 'example.test', records: ['v=spf1 include:_spf.example.net -all'] },
    });
    const laxSpf = await spfRecords(resolver, 'lax.test');
    assert.ok(laxSpf.kind === 'found');
    assert.equal(laxSpf.value.records.length, 2, 'two SPF records are reported as two (a permerror for receivers)');

    const keys = await dkimKeys(resolver, 'example.test');
    assert.ok(keys.kind === 'found');
    assert.deepEqual(
      keys.value.map((key) => [key.selector, key.record.length]),
      [['selector1', 'v=DKIM1; k=rsa; p='.length + LONG_KEY.length]],
      'the two strings of the key record are joined',
    );
    assert.deepEqual(
      await dkimKeys(resolver, 'lax.test'),
      { kind: 'found', value: [] },
      'an empty p= is a revoked key',
    );
    const custom = await dkimKeys(resolver, 'example.test', ['selector2']);
    assert.deepEqual(custom, { kind: 'found', value: [] });

    assert.deepEqual(await dmarcRecords(resolver, 'example.test'), {
      kind: 'found',
      value: {
        name: '_dmarc.example.test',
        records: [{ record: 'v=DMARC1; p=reject; rua=mailto:dmarc@example.test', policy: 'reject', strict: true }],
      },
    });
    const lax = await dmarcRecords(resolver, 'lax.test');
    assert.ok(lax.kind === 'found');
    assert.deepEqual(
      lax.value.records.map((record) => [record.policy, record.strict]).sort(),
      [
        ['none', false],
        ['quarantine', true],
      ],
      'two DMARC records (the non-DMARC TXT record is not counted)',
    );
    assert.deepEqual(await dmarcRecords(resolver, 'nothing.example.test'), {
      kind: 'found',
      value: { name: '_dmarc.nothing.example.test', records: [] },
    });
    // dnsmasq refuses names outside its zones: an error answer, never "no record".
    assert.deepEqual(await dmarcRecords(resolver, 'elsewhere.test'), {
      kind: 'error',
      message: 'DNS TXT _dmarc.elsewhere.test: the DNS server refused the query',
    });
  });
});

test('a DNS server that does not answer is an error answer within the timeout', async () => {
  const { createSocket } = await import('node:dgram');
  const silent = createSocket('udp4');
  await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
  try {
    const answer = await createDnsProbe({ timeoutMs: 300, server: `127.0.0.1:${silent.address().port}` }).lookup(
      'example.test',
      'A',
    );
    assert.equal(answer.kind, 'error');
    assert.match(answer.kind === 'error' ? answer.message : '', /^DNS A example\.test: /);
  } finally {
    silent.close();
  }
});

test('record specs and DNS servers that cannot be read are messages', () => {
  assert.deepEqual(parseRecordSpec('ns:@:a.'), { ok: true, spec: { type: 'NS', at: { kind: 'domain' }, data: 'a.' } });
  assert.deepEqual(parseRecordSpec('TXT:mail:v=spf1'), {
    ok: true,
    spec: { type: 'TXT', at: { kind: 'name', name: 'mail' }, data: 'v=spf1' },
  });
  assert.deepEqual(parseRecordSpec('TXT:sel:k=v:x'), {
    ok: true,
    spec: { type: 'TXT', at: { kind: 'name', name: 'sel' }, data: 'k=v:x' },
  });
  assert.equal(
    recordSpecName({ type: 'A', at: { kind: 'name', name: 'www.example.test' }, data: '' }, 'h', 'example.test'),
    'www.example.test',
  );
  for (const [text, message] of [
    ['BOGUS:@:x', /'BOGUS' is not a record type/],
    ['TXT', /expected TYPE:name:data/],
    ['TXT:', /nothing after 'TXT:'/],
  ] as const) {
    const parsed = parseRecordSpec(text);
    assert.equal(parsed.ok, false, text);
    assert.match(parsed.ok ? '' : parsed.message, message);
  }
  assert.deepEqual(parseDnsServer('127.0.0.1:5353'), { ok: true, server: '127.0.0.1:5353' });
  assert.deepEqual(parseDnsServer('[::1]:53'), { ok: true, server: '[::1]:53' });
  assert.deepEqual(parseDnsServer('2001:db8::1'), { ok: true, server: '2001:db8::1' });
  assert.equal(parseDnsServer('dns.google').ok, false);
  assert.equal(parseDnsServer('1.1.1.1:70000').ok, false);
});

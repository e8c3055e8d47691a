// The original's monitoring example collections (ssl, tls, domain, dns, spf, dkim, dmarc, sitemap) run
// through the real CLI against loopback stand-ins: DNS and domain collections as they are, by flags
// (--dns-server to dnsmasq serving their domains, --rdap-url to a recorded RDAP answer); the ssl, tls and
// sitemap collections name public hosts, so they run with their URL pointed at a loopback stand-in.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import selfsigned from 'selfsigned';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { startDnsServer, type DnsServer } from '../helpers/dns-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');
const original = (name: string): string =>
  readFileSync(join(FIXTURES, `testlemon/testlemon-docker-tests/collection-${name}.yaml`), 'utf8');
const RDAP_GOOGLE = readFileSync(join(FIXTURES, 'monitoring/rdap-verisign-google.com.json'), 'utf8');

interface Outcome {
  name: string;
  outcome: string;
  request?: unknown;
  response?: unknown;
  validators: { name: string; pass: boolean; expected: string; actual: string; message: string }[];
}

let tls: Server;
let tlsOrigin: string;
let site: TargetServer;
let rdap: TargetServer;
let dns: DnsServer | undefined;

before(async () => {
  const now = Date.now();
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notBeforeDate: new Date(now - 86_400_000),
    notAfterDate: new Date(now + 400 * 86_400_000),
  });
  // TLS 1.2 and 1.3, as most servers.
  tls = createServer({ key: pems.private, cert: pems.cert }, (_, response) => response.end('hello'));
  tls.on('tlsClientError', () => {});
  await new Promise<void>((done) => tls.listen(0, '127.0.0.1', done));
  tlsOrigin = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;

  // robots.txt names an index, which names a gzipped sitemap; /broken answers 500 but is only in /sitemap.xml
  // when asked for (?broken on the robots line is not used: the failing-page test uses its own path).
  site = await startTargetServer((request, response) => {
    const o = site.origin;
    const urlset = (paths: string[]) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${o}${p}</loc></url>`).join('')}</urlset>`;
    switch (request.url) {
      case '/robots.txt':
        return response.end(`User-agent: *\nSitemap: ${o}/sitemap-index.xml\n`);
      case '/sitemap.xml':
        return response.end(urlset(['/']));
      case '/sitemap-index.xml':
        return response.end(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${o}/pages.xml.gz</loc></sitemap></sitemapindex>`,
        );
      case '/pages.xml.gz':
        return response.end(gzipSync(urlset(['/about', '/contact'])));
      case '/':
      case '/about':
      case '/contact':
        return response.end(`<html><body>itbusina ${request.url}</body></html>`);
      default:
        response.writeHead(404).end();
    }
  });
  rdap = await startTargetServer((request, response) => {
    const known = request.url.endsWith('/domain/google.com');
    response.writeHead(known ? 200 : 404, { 'content-type': 'application/rdap+json' });
    response.end(known ? RDAP_GOOGLE : '{"errorCode":404}');
  });
  dns = await startDnsServer({
    domains: ['itbusina.com'],
    ns: [
      ['itbusina.com', 'henrik.ns.cloudflare.com'],
      ['itbusina.com', 'dora.ns.cloudflare.com'],
    ],
    a: [['itbusina.com', '192.0.2.10']],
    txt: [
      ['itbusina.com', ['v=spf1 include:_spf.google.com ~all']],
      ['google._domainkey.itbusina.com', ['v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA']],
      ['_dmarc.itbusina.com', ['v=DMARC1; p=quarantine; rua=mailto:dmarc@itbusina.com']],
    ],
  });
});
after(async () => {
  tls.closeAllConnections();
  tls.close();
  await Promise.all([site.close(), rdap.close(), dns?.stop()]);
});

async function run(collection: string, ...flags: string[]) {
  const dir = workspace({ 'c.yaml': collection });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--timeout', '5000', ...flags], { cwd: dir });
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  return { ...result, tests: doc.collections[0].tests as Outcome[] };
}

const failures = (tests: Outcome[]) =>
  tests.flatMap((t) => t.validators.filter((v) => !v.pass).map((v) => `${t.name}: ${v.message}`));

test('collection-ssl.yaml: every date spec form of the original, against a certificate expiring in 400 days', async () => {
  const { code, tests } = await run(original('ssl').replace('https://www.google.com/', `${tlsOrigin}/`));
  assert.deepEqual(failures(tests), []);
  assert.equal(code, 0);
  assert.equal(tests[0]!.validators.length, 13);
  assert.match(tests[0]!.validators[0]!.actual, /subject CN=127\.0\.0\.1/);
  // No request was sent: the result has neither.
  assert.equal(tests[0]!.request, undefined);
  assert.equal(tests[0]!.response, undefined);
});

test('collection-tls.yaml: Tls13 and Tls12 accepted, Tls11 refused', async () => {
  const { code, tests } = await run(original('tls').replace('https://itbusina.com', tlsOrigin));
  assert.deepEqual(failures(tests), []);
  assert.equal(code, 0);
  assert.deepEqual(
    tests[0]!.validators.map((v) => v.actual),
    ['Tls13', 'Tls12', 'Tls11 refused'],
  );
});

test('collection-sitemap.yaml: robots.txt, a sitemap index and a gzipped sitemap; the URL itself gets no request', async () => {
  const before = site.requests.length;
  const { code, tests } = await run(original('sitemap').replace('https://itbusina.com/', `${site.origin}/`));
  assert.deepEqual(failures(tests), []);
  assert.equal(code, 0);
  assert.match(tests[0]!.validators[0]!.actual, /3 of 3 pages contain 'itbusina'/);
  const asked = site.requests.slice(before).map((r) => r.url);
  // The pages are fetched once for the four validators (cached per run).
  assert.deepEqual([...asked].sort(), [
    '/',
    '/about',
    '/contact',
    '/pages.xml.gz',
    '/robots.txt',
    '/sitemap-index.xml',
    '/sitemap.xml',
  ]);
});

test('a sitemap page that fails is a failed item with its cause; a mixed test also sends its request', async () => {
  const broken = await startTargetServer((request, response) => {
    if (request.url === '/sitemap.xml')
      return response.end(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${broken.origin}/ok</loc></url><url><loc>${broken.origin}/down</loc></url></urlset>`,
      );
    if (request.url === '/down') return response.writeHead(500).end();
    response.end('keyword here');
  });
  try {
    const { code, tests } = await run(
      `tests:\n  - url: ${broken.origin}/\n    validators:\n      - status-code: 200\n      - sitemap-each-body-contains: keyword\n`,
    );
    assert.equal(code, 1);
    const [status, sitemap] = tests[0]!.validators;
    assert.equal(status!.pass, true);
    assert.equal(sitemap!.pass, false);
    assert.match(sitemap!.actual, /FAIL .*\/down \(HTTP 500\)/);
    assert.ok(
      broken.requests.some((r) => r.url === '/'),
      'the mixed test sent its own request',
    );
  } finally {
    await broken.close();
  }
});

test('collection-domain.yaml: google.com from the RDAP stand-in; domains it does not know fail with their cause', async () => {
  const { code, tests } = await run(
    original('domain'),
    '--rdap-url',
    `${rdap.origin}/`,
    '--whois-server',
    '127.0.0.1:9',
  );
  assert.equal(code, 1);
  assert.deepEqual(failures([tests[0]!]), []);
  assert.match(tests[0]!.validators[0]!.actual, /^2028-09-14T04:00:00\.000Z \(google\.com, RDAP /);
  for (const other of tests.slice(1)) {
    assert.equal(other.outcome, 'failed');
    assert.match(other.validators[0]!.message, /no expiration date for (mozilla\.org|huggingface\.co): RDAP /);
  }
});

for (const name of ['dns', 'spf', 'dkim', 'dmarc']) {
  test(`collection-${name}.yaml as it is, against dnsmasq (--dns-server)`, async (t) => {
    if (dns === undefined) return t.skip('dnsmasq is not installed (apt-get install dnsmasq-base)');
    const { code, tests } = await run(original(name), '--dns-server', dns.server);
    assert.deepEqual(failures(tests), []);
    assert.equal(code, 0);
  });
}

test('argument errors are positioned diagnostics before anything is sent', async () => {
  const dir = workspace({
    'c.yaml': `tests:\n  - url: ${site.origin}/\n    validators:\n      - ssl-expiration-after: 30h\n      - tls-version-equals: Tls99\n      - dns-record-exists: "BOGUS:@:x"\n      - dns-dmarc-exists: maybe\n`,
  });
  const before = site.requests.length;
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 2, result.stdout + result.stderr);
  const output = result.stdout + result.stderr;
  assert.match(output, /'30h' is not a date spec: unknown unit 'h'.*\n --> c\.yaml:4:31/);
  assert.match(output, /'Tls99' is not a TLS version.*\n --> c\.yaml:5:29/);
  assert.match(output, /'BOGUS' is not a record type.*\n --> c\.yaml:6:28/);
  // The hint names the validator written, not another boolean one.
  assert.match(
    output,
    /`dns-dmarc-exists` expects `true` or `false`, got `maybe`\n --> c\.yaml:7:27\n[^]*?\^ e\.g\. `dns-dmarc-exists: true`\n/,
  );
  assert.equal(site.requests.length, before);
});

test('a DNS server that does not answer fails the check with its cause, the run goes on', async () => {
  const { code, tests } = await run(
    `tests:\n  - url: https://itbusina.com\n    validators:\n      - dns-spf-exists: true\n  - url: ${site.origin}/\n`,
    '--dns-server',
    '127.0.0.1:9',
    '--timeout',
    '1000',
  );
  assert.equal(code, 1);
  assert.equal(tests[0]!.outcome, 'failed');
  assert.match(tests[0]!.validators[0]!.message, /dns-spf-exists: DNS TXT itbusina\.com: /);
  assert.equal(tests[1]!.outcome, 'passed');
});

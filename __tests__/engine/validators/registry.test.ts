// Every registered validator proves itself (its docs row is generated, docs-tables.test.ts): its
// passing and failing examples run through the real CLI against a
// loopback server that answers each example's response — or, for the monitoring validators that probe
// a host, against loopback stand-ins: a TLS-1.3-only server (tlsOrigin), a site with a sitemap
// (siteOrigin), an RDAP server answering a recorded registry answer (--rdap-url) and dnsmasq serving the
// zone mail.test (--dns-server; its examples are skipped with a message when dnsmasq is not installed).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import selfsigned from 'selfsigned';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { startDnsServer, type DnsServer } from '../../helpers/dns-server.ts';
import { startFakeLlm, type FakeLlm } from '../../helpers/fake-llm-server.ts';
import { runCli, workspace } from '../../helpers/run-cli.ts';
import { validators, type ValidatorExample } from '../../../src/engine/validators/index.ts';

const RDAP_GOOGLE = readFileSync(
  resolve(import.meta.dirname, '../../fixtures/monitoring/rdap-verisign-google.com.json'),
  'utf8',
);

const allExamples: { name: string; example: ValidatorExample }[] = validators.all.flatMap((spec) =>
  spec.examples.map((example) => ({ name: spec.name, example })),
);
let examples = allExamples;
let server: TargetServer;
let site: TargetServer;
let rdap: TargetServer;
let tls: Server;
let dns: DnsServer | undefined;
// Checks judged by a language model get the answer their example scripts, found by the judged body.
let llm: FakeLlm;

before(async () => {
  server = await startTargetServer((request, response) => {
    const { example } = allExamples[Number(/\/example\/(\d+)/.exec(request.url)?.[1])]!;
    response.writeHead(example.response.status ?? 200, example.response.headers ?? {});
    response.end(example.response.body ?? '');
  });
  site = await startTargetServer((request, response) => {
    const pages: Record<string, string> = {
      '/sitemap.xml': `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.origin}/a</loc></url><url><loc>${site.origin}/b</loc></url></urlset>`,
      '/a': '<h1>welcome to assay</h1>',
      '/b': '<p>assay docs</p>',
    };
    const page = pages[request.url];
    response.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html' });
    response.end(page ?? 'not found');
  });
  rdap = await startTargetServer((request, response) => {
    const known = request.url.endsWith('/domain/google.com');
    response.writeHead(known ? 200 : 404, { 'content-type': 'application/rdap+json' });
    response.end(known ? RDAP_GOOGLE : '{"errorCode":404}');
  });
  const now = Date.now();
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notBeforeDate: new Date(now - 86_400_000),
    notAfterDate: new Date(now + 365 * 86_400_000),
  });
  tls = createServer({ key: pems.private, cert: pems.cert, minVersion: 'TLSv1.3' }, (_, response) => response.end());
  tls.on('tlsClientError', () => {});
  await new Promise<void>((done) => tls.listen(0, '127.0.0.1', done));
  dns = await startDnsServer({
    domains: ['mail.test'],
    mx: [['mail.test', 'mx.mail.test', 10]],
    txt: [
      ['mail.test', ['v=spf1 ip4:192.0.2.0/24 -all']],
      ['selector1._domainkey.mail.test', ['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC']],
      ['_dmarc.mail.test', ['v=DMARC1; p=reject; rua=mailto:dmarc@mail.test']],
    ],
  });
  if (dns === undefined) {
    console.log('# dnsmasq is not installed: the dns-* examples are not run (apt-get install dnsmasq-base)');
    examples = allExamples.filter(({ name }) => !name.startsWith('dns-'));
  }
  llm = await startFakeLlm({
    script: (call) => {
      const asked = JSON.stringify(call.body.messages);
      const judged = examples.find(
        ({ example }) => example.model && asked.includes(JSON.stringify(example.response.body ?? '').slice(1, -1)),
      );
      return { answer: judged?.example.model ?? 'no example judges this body' };
    },
  });
});
after(async () => {
  tls.closeAllConnections();
  tls.close();
  await Promise.all([server.close(), site.close(), rdap.close(), dns?.stop(), llm.close()]);
});

for (const spec of validators.all) {
  test(`${spec.name}: has a passing and a failing example`, () => {
    assert.ok(
      spec.examples.some((e) => e.passes),
      'needs a passing example',
    );
    assert.ok(
      spec.examples.some((e) => !e.passes),
      'needs a failing example',
    );
  });
}

test('every example passes or fails as it says, through the CLI', async () => {
  const tests = examples
    .map(({ name, example }) => {
      const i = allExamples.findIndex((e) => e.example === example);
      return `  - name: "${name} #${i}"\n    url: ${example.url ?? `/example/${i}`}\n    validators:\n      - ${name}: ${example.argument}\n`;
    })
    .join('');
  const dir = workspace({ 'c.yaml': `baseUrl: ${server.origin}\ntests:\n${tests}` });
  const tlsOrigin = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
  const args = ['-c', 'c.yaml', '-o', 'out', '-v', `tlsOrigin=${tlsOrigin}`, `siteOrigin=${site.origin}`];
  args.push('--rdap-url', `${rdap.origin}/`, '--whois-server', '127.0.0.1:9', '--timeout', '5000');
  if (dns) args.push('--dns-server', dns.server);
  args.push('--llm-url', llm.baseUrl);
  // The `certificate` examples read the self-signed certificate of a response from tlsOrigin.
  args.push('--insecure');
  const result = await runCli(args, { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const outcomes = doc.collections[0].tests.map(
    (t: { name: string; outcome: string; validators: { message: string }[] }) =>
      `${t.name}: ${t.outcome}${t.outcome === 'passed' ? '' : ` (${t.validators.map((v) => v.message).join('; ')})`}`,
  );
  assert.deepEqual(
    outcomes.map((line: string) => line.replace(/ \(.*$/s, '')),
    examples.map(({ name, example }) => {
      const i = allExamples.findIndex((e) => e.example === example);
      return `${name} #${i}: ${example.passes ? 'passed' : 'failed'}`;
    }),
    outcomes.join('\n'),
  );
});

// The queries and predicates of issue 30 (what Hurl can say), in process against loopback http and
// https servers: each query as a validator and as a capture source of the same key, the predicates
// Hurl has (not, is*, string ordering, binary values), XPath namespaces, cookie attribute captures,
// and the static checks with positions before anything is sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import selfsigned from 'selfsigned';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { runCommand } from '../../../src/cli/commands/run.ts';
import { prepare } from '../../../src/session/prepare.ts';
import type { TestResult } from '../../../src/model/index.ts';
import { defaultOptions } from '../../../src/session/options/args.ts';

const JSON_BODY = {
  id: 7,
  price: 1.5,
  name: 'apple',
  tags: [],
  when: '2026-11-28T04:00:00Z',
  day: '2026-11-28',
  v4: '10.0.0.1',
  v6: '2001:db8::1',
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  hexed: { hex: 'ab' },
};
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
const NS_XML =
  '<?xml version="1.0"?><r xmlns:a="urn:example:a" xmlns:b="urn:example:b"><a:item>one</a:item><b:item>two</b:item></r>';
const SECRET_TOKEN = 'tok-SECRET-4242';

let server: TargetServer;
let tls: Server;
let tlsOrigin = '';

before(async () => {
  server = await startTargetServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(JSON_BODY));
    } else if (path === '/start') {
      response.writeHead(302, { Location: '/hop' }).end();
    } else if (path === '/hop') {
      response.writeHead(301, { Location: `${server.origin}/final` }).end();
    } else if (path === '/final') {
      response.end('done');
    } else if (path === '/bytes') {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(BYTES);
    } else if (path === '/xml') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(NS_XML);
    } else if (path === '/cookie') {
      response.writeHead(200, {
        'Set-Cookie': 'LSID=DQAAAK; Expires=Wed, 13 Jan 2038 22:23:01 GMT; Path=/accounts; Secure; HttpOnly',
      });
      response.end('ok');
    } else if (path === '/token') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ token: SECRET_TOKEN }));
    } else if (path === '/echo') {
      response.end(`you sent ${request.url}`);
    } else {
      response.end('api version 2');
    }
  });
  const now = Date.now();
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notBeforeDate: new Date(now - 86_400_000),
    notAfterDate: new Date(now + 365 * 86_400_000),
  });
  tls = createServer({ key: pems.private, cert: pems.cert }, (_, response) => response.end('secure'));
  await new Promise<void>((done) => tls.listen(0, '127.0.0.1', done));
  tlsOrigin = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
});

after(async () => {
  tls.closeAllConnections();
  tls.close();
  await server.close();
});

async function run(collection: string, extra: { secrets?: Record<string, string>; insecure?: boolean } = {}) {
  const dir = tempDir('assay-hurl-queries-');
  writeFileSync(join(dir, 'c.yaml'), collection);
  let stdout = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  const options = {
    ...defaultOptions(),
    collections: ['c.yaml'],
    variables: { region: 'eu-west', base: server.origin },
    secrets: extra.secrets ?? {},
    insecure: extra.insecure ?? false,
  };
  const { diagnostics } = await prepare(options, { cwd: dir, env: {} });
  const tests: TestResult[] = [];
  const exitCode = await runCommand(options, {
    stdout: sink((t) => (stdout += t)),
    stderr: sink((t) => (stdout += t)),
    color: false,
    cwd: dir,
    env: {},
    observers: [{ testFinished: (result) => tests.push(result) }],
  });
  tests.sort((a, b) => a.test - b.test);
  const where = diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}${d.hint ? ` (${d.hint})` : ''}`);
  return { exitCode, diagnostics: where, tests, stdout };
}

const messages = (result: TestResult): string[] => result.validators.map((v) => v.message);

test('each new query passes as a validator with predicates a user writes', async () => {
  const { exitCode, tests, stdout } = await run(`baseUrl: ${server.origin}
tests:
  - url: /start
    validators:
      - status: { equals: 200 }
      - url: { ends-with: /final }
      - redirects: { count: 2 }
      - redirects: { equals: [{ location: "${server.origin}/hop", status: 302 }, { location: "${server.origin}/final", status: 301 }] }
      - ip: { equals: 127.0.0.1, type: ipv4 }
      - http-version: { equals: "1.1" }
      - body: { equals: done }
      - sha256: { equals: ${createHash('sha256').update('done').digest('hex').toUpperCase()} }
      - md5: { equals: { base64: "${createHash('md5').update('done').digest('base64')}" } }
      - duration: { ge: 0, lt: 60000 }
      - variable: { name: vars.region, starts-with: eu- }
  - url: /bytes
    validators:
      - bytes: { equals: { hex: 89504e4700ff } }
      - bytes: { contains: { base64: AP8= } }
      - bytes: { starts-with: { hex: "8950" }, ends-with: { base64: AP8= } }
      - bytes: { not: { starts-with: { hex: "00" } } }
      - bytes: { count: 6 }
  - url: /
    validators:
      - regex: { pattern: 'version (\\d+)', equals: "2" }
      - regex: { pattern: 'release (\\d+)', exists: false }
`);
  assert.equal(exitCode, 0, stdout);
  assert.deepEqual(
    tests.map((t) => t.outcome),
    ['passed', 'passed', 'passed'],
  );
  assert.deepEqual(messages(tests[0]!).slice(0, 6), [
    'status: equals 200',
    'url: ends-with "/final"',
    'redirects: count 2',
    `redirects: equals [{"location":"${server.origin}/hop","status":302},{"location":"${server.origin}/final","status":301}]`,
    'ip: equals "127.0.0.1", type ipv4',
    'http-version: equals "1.1"',
  ]);
  assert.equal(messages(tests[0]!).at(-1), 'variable vars.region: starts-with "eu-"');
  assert.equal(messages(tests[2]!)[0], 'regex version (\\d+): equals "2"');
});

test('failing queries say what they expected and what they got', async () => {
  const { exitCode, tests, diagnostics } = await run(`baseUrl: ${server.origin}
tests:
  - url: /start
    validators:
      - status: { not: { one-of: [200, 204] } }
      - url: { not: { contains: final } }
      - redirects: { each: { equals: { location: "${server.origin}/hop", status: 302 } } }
      - http-version: { equals: "2" }
      - sha256: { equals: { hex: "00" } }
      - duration: { gt: 600000 }
      - variable: { name: vars.region, equals: us-east }
  - url: /bytes
    validators:
      - bytes: { equals: { hex: "89504e47" } }
      - body: { matches: '^api' }
  - url: /
    validators:
      - regex: { pattern: 'version (\\d+)', gt: "3" }
      - regex: { pattern: 'release (\\d+)', equals: "1" }
`);
  assert.equal(exitCode, 1, diagnostics.join('\n'));
  const [redirecting, bytes, text] = tests;
  const sha = createHash('sha256').update('done').digest('hex');
  assert.deepEqual(messages(redirecting!).slice(0, 5), [
    'status: expected not { one of 200, 204 }, got 200',
    'url: expected not { contains "final" }, got ' + JSON.stringify(`${server.origin}/final`),
    `redirects: expected each equals {"location":"${server.origin}/hop","status":302}, got node 1: {"location":"${server.origin}/final","status":301}`,
    'http-version: expected equals "2", got "1.1"',
    `sha256: expected equals { hex: 00 }, got "${sha}"`,
  ]);
  assert.match(messages(redirecting!)[5]!, /^duration: expected gt 600000, got \d/);
  assert.equal(messages(redirecting!)[6], 'variable vars.region: expected equals "us-east", got "eu-west"');
  assert.equal(redirecting!.validators[2]!.index, 1);
  assert.deepEqual(messages(bytes!), [
    'bytes: expected equals { hex: 89504e47 }, got base64 iVBORwD/ (6 bytes)',
    'body: expected matches "^api", got "\uFFFDPNG\\u0000\uFFFD"',
  ]);
  assert.deepEqual(messages(text!), [
    'regex version (\\d+): expected gt "3", got "2"',
    'regex release (\\d+): expected equals "1", got selected nothing',
  ]);
});

test('Hurl is* predicates as `type`, negation, string ordering and binary values over JSON', async () => {
  const { tests } = await run(`baseUrl: ${server.origin}
tests:
  - url: /json
    validators:
      - json-path: { path: $.price, type: float }
      - json-path: { path: $.id, type: integer, not: { type: float } }
      - json-path: { path: $.tags, type: collection, empty: true }
      - json-path: { path: $.when, type: iso-date }
      - json-path: { path: $.v4, type: ipv4, not: { type: ipv6 } }
      - json-path: { path: $.v6, type: ipv6 }
      - json-path: { path: $.uuid, type: uuid }
      - json-path: { path: $.name, gt: aardvark, lt: banana, ge: apple, le: apple }
      - json-path: { path: $.day, ge: "2026-01-01", lt: "2027-01-01" }
      - json-path: { path: $.missing, not: { exists: true } }
      - json-path: { path: $.hexed, not: { equals: { hex: ab } } }
  - url: /json
    validators:
      - json-path: { path: $.id, type: float }
      - json-path: { path: $.day, type: iso-date }
      - json-path: { path: $.name, gt: banana }
      - json-path: { path: $.id, gt: banana }
      - json-path: { path: $.missing, not: { equals: 1 } }
      - json-path: { path: $.v4, type: uuid }
`);
  assert.equal(tests[0]!.outcome, 'passed', messages(tests[0]!).join('\n'));
  assert.deepEqual(messages(tests[1]!), [
    'json-path $.id: expected type float, got 7 (number)',
    'json-path $.day: expected type iso-date, got "2026-11-28" (string)',
    'json-path $.name: expected gt "banana", got "apple"',
    'json-path $.id: expected gt "banana", got 7 (a number, not text)',
    'json-path $.missing: expected not { equals 1 }, got selected nothing',
    'json-path $.v4: expected type uuid, got "10.0.0.1" (string)',
  ]);
});

test('string ordering is by code point: 😀 (U+1F600) sorts after ﬀ (U+FB00), unlike UTF-16 order', async () => {
  const { tests } = await run(`baseUrl: ${server.origin}
tests:
  - url: /echo?x=%F0%9F%98%80
    validators:
      - regex: { pattern: 'x=(.*)$', equals: "%F0%9F%98%80" }
      - body: { gt: "you sent /echo?x=%EF%AC%80" }
      - variable: { name: vars.region, gt: "eu-west\\uFB00", lt: "eu-west\\U0001F600" }
`);
  const [only] = tests;
  assert.deepEqual(
    only!.validators.map((v) => v.pass),
    [true, true, false],
  );
  assert.equal(only!.validators[2]!.message, 'variable vars.region: expected gt "eu-westﬀ", got "eu-west"');
});

test('captures from each new source, and cookie attributes, feed later tests', async () => {
  const { tests, exitCode, stdout } = await run(`baseUrl: ${server.origin}
tests:
  - id: first
    url: /start
    context:
      - { name: u, url: true }
      - { name: hops, redirects: true }
      - { name: addr, ip: true }
      - { name: version, http-version: true }
      - { name: digest, sha256: true }
      - { name: text, body: true }
      - { name: code, status: true }
      - { name: region, variable: vars.region }
  - id: bytes
    url: /bytes
    context:
      - { name: raw, bytes: true }
      - { name: md, md5: true }
  - id: cookie
    url: /cookie
    context:
      - { name: expires, cookie: { name: LSID, attribute: expires } }
      - { name: path, cookie: { name: LSID, attribute: path } }
      - { name: secure, cookie: { name: LSID, attribute: secure } }
      - { name: value, cookie: LSID }
      - { name: version, regex: 'o(k)' }
  - url: /echo
    dependsOn: [first, bytes, cookie]
    validators:
      - variable: { name: context.u, ends-with: /final }
      - variable: { name: context.raw, equals: iVBORwD/ }
      - variable: { name: context.expires, equals: "Wed, 13 Jan 2038 22:23:01 GMT" }
      - variable: { name: context.secure, equals: "true" }
`);
  assert.equal(exitCode, 0, stdout);
  const values = (result: TestResult) => Object.fromEntries(result.captures.map((c) => [c.name, c.value]));
  assert.deepEqual(values(tests[0]!), {
    u: `${server.origin}/final`,
    hops: JSON.stringify([
      { location: `${server.origin}/hop`, status: 302 },
      { location: `${server.origin}/final`, status: 301 },
    ]),
    addr: '127.0.0.1',
    version: '1.1',
    digest: createHash('sha256').update('done').digest('hex'),
    text: 'done',
    code: '200',
    region: 'eu-west',
  });
  assert.deepEqual(
    tests[0]!.captures.map((c) => c.source),
    [
      'url',
      'redirects',
      'ip',
      'http-version',
      'sha256',
      undefined, // `body: true` is the default source, as `pattern` alone reads the body
      'status',
      'variable vars.region',
    ],
  );
  assert.deepEqual(values(tests[1]!), {
    raw: BYTES.toString('base64'),
    md: createHash('md5').update(BYTES).digest('hex'),
  });
  assert.deepEqual(values(tests[2]!), {
    expires: 'Wed, 13 Jan 2038 22:23:01 GMT',
    path: '/accounts',
    secure: 'true',
    value: 'DQAAAK',
    version: 'k',
  });
  assert.equal(tests[2]!.captures[0]!.source, 'cookie LSID.expires');
});

test('XPath with namespace prefixes, as a validator and a capture', async () => {
  const { tests, exitCode, stdout } = await run(`baseUrl: ${server.origin}
tests:
  - url: /xml
    validators:
      - xpath: { path: "string(//a:item)", namespaces: { a: "urn:example:a" }, equals: one }
      - xpath: { path: "count(//x:item)", namespaces: { x: "urn:example:b" }, equals: 1 }
      - xpath: { path: "string(//__proto__:item)", namespaces: { __proto__: "urn:example:a" }, equals: one }
    context:
      - { name: two, xpath: { path: "string(//b:item)", namespaces: { b: "urn:example:b" } } }
  - url: /xml
    validators:
      - xpath: { path: "string(//a:item)", equals: one }
`);
  assert.equal(exitCode, 1, stdout);
  assert.equal(tests[0]!.outcome, 'passed', messages(tests[0]!).join('\n'));
  assert.equal(tests[0]!.captures[0]!.value, 'two');
  assert.match(tests[1]!.validators[0]!.message, /Cannot resolve QName a/);
});

test('over https: certificate fields, ip and http-version', async () => {
  const { tests, stdout } = await run(
    `tests:
  - url: ${tlsOrigin}/
    validators:
      - certificate: { field: subject, contains: CN=127.0.0.1 }
      - certificate: { field: expire-date, gt: "${new Date(Date.now() + 300 * 86_400_000).toISOString()}" }
      - certificate: { field: start-date, lt: "${new Date().toISOString()}" }
      - certificate: { field: serial-number, matches: '^[0-9a-f]{2}(:[0-9a-f]{2})*$' }
      - certificate: { field: expires-in-days, ge: 300 }
      - ip: { equals: 127.0.0.1 }
    context:
      - { name: issuer, certificate: issuer }
      - { name: until, certificate: expire-date }
  - url: ${server.origin}/
    validators:
      - certificate: { field: subject, exists: true }
`,
    { insecure: true },
  );
  assert.equal(tests[0]!.outcome, 'passed', `${messages(tests[0]!).join('\n')}\n${stdout}`);
  assert.equal(tests[0]!.captures[0]!.value, 'CN=127.0.0.1');
  assert.match(tests[0]!.captures[1]!.value!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.equal(
    tests[1]!.validators[0]!.message,
    'certificate subject: the response did not come over TLS with a peer certificate',
  );
});

test('a secret is never what a `variable` check reads, and bytes holding a secret are masked', async () => {
  const { exitCode, diagnostics } = await run(
    `baseUrl: ${server.origin}
tests:
  - id: login
    url: /token
    context:
      - { name: token, json-path: $.token, type: secret }
      - { name: plain, json-path: $.token }
  - url: /echo
    dependsOn: login
    validators:
      - variable: { name: secrets.password, exists: true }
      - variable: { name: context.token, equals: x }
      - variable: { name: context.plain, exists: true }
    context:
      - { name: copy, variable: context.token }
`,
    { secrets: { password: 'pw-123456' } },
  );
  assert.equal(exitCode, 2);
  assert.deepEqual(diagnostics, [
    '11:27 invalid-validator-argument `variable` cannot read the secret `password`: a check shows the value it compares (compare a response with the secret instead, e.g. `body-contains: ${{ secrets.password }}`)',
    '12:27 secret-shown `variable` cannot read `context.token`: it is captured as a secret, and a check shows the value it compares (compare a response with it instead, e.g. `body-contains: ${{ context.token }}`)',
    '15:33 secret-shown `variable` cannot read `context.token`: it is captured as a secret, and a check shows the value it compares (compare a response with it instead, e.g. `body-contains: ${{ context.token }}`)',
  ]);

  const masked = await run(
    `baseUrl: ${server.origin}
tests:
  - url: /token
    validators:
      - bytes: { equals: { hex: "00" } }
`,
    { secrets: { token: SECRET_TOKEN } },
  );
  // The body {"token":"tok-SECRET-4242"} in base64 is eyJ0b2tlbiI6InRvay1TRUNSRVQtNDI0MiJ9: the secret's part is masked.
  assert.equal(
    masked.tests[0]!.validators[0]!.message,
    'bytes: expected equals { hex: 00 }, got base64 eyJ0b2tlbiI6In***iJ9 (27 bytes)',
  );
  assert.ok(!masked.stdout.includes(SECRET_TOKEN));
});

test('mistakes in the new queries and predicates are diagnostics with positions, before anything is sent', async () => {
  const sent = server.requests.length;
  const { exitCode, diagnostics } = await run(`baseUrl: ${server.origin}
tests:
  - url: /json
    validators:
      - sha256: { equals: { hex: xyz } }
      - bytes: { equals: { base64: "a" } }
      - json-path: { path: $.id, type: flaot }
      - json-path: { path: $.id, not: { equal: 1 } }
      - regex: { pattern: 'no group', exists: true }
      - regex: { pattern: '(', exists: true }
      - certificate: { field: expiry, exists: true }
      - variable: { name: context, exists: true }
      - variable: { name: "\${{ vars.region }}", exists: true }
      - xpath: { path: "//a:x", namespaces: { "1a": "urn:x" }, exists: true }
      - status: 200
      - json-path: { path: $.id, gt: [1] }
      - url: { ends-with: x, nme: y }
      - variable: { name: context.nobody, exists: true }
    context:
      - { name: a, cookie: { name: LSID, attribute: expiry } }
      - { name: b, certificate: serial }
      - { name: c, url: yes }
      - { name: d, cookie: { name: LSID, attribute: constructor } }
`);
  assert.equal(exitCode, 2);
  assert.equal(server.requests.length, sent, 'nothing is sent');
  assert.deepEqual(diagnostics, [
    '5:34 invalid-validator-argument `hex` expects pairs of hexadecimal digits, got `xyz` (e.g. `{ hex: 48656c6c6f }`)',
    '6:36 invalid-validator-argument `base64` expects standard base64 (RFC 4648, with its `=` padding), got `a` (e.g. `{ base64: SGVsbG8= }`)',
    '7:40 invalid-validator-argument `type` expects one of `string`, `number`, `integer`, `float`, `boolean`, `null`, `array`, `object`, `collection`, `date`, `iso-date`, `ipv4`, `ipv6`, `uuid`, got `flaot` (did you mean `float`?)',
    '8:41 invalid-validator-argument unknown predicate `equal` in `json-path not` (did you mean `equals`?)',
    '9:27 invalid-validator-argument `pattern` of `regex` the pattern has no capture group: put the part to keep in parentheses, e.g. `v(\\d+)` (e.g. `regex: { pattern: \'version (\\d+)\', equals: "2" }`)',
    '10:27 invalid-validator-argument `pattern` of `regex` the pattern is not a valid regular expression: /(/: Unterminated group (e.g. `regex: { pattern: \'version (\\d+)\', equals: "2" }`)',
    '11:31 invalid-validator-argument `field` expects a certificate field: `subject`, `issuer`, `start-date`, `expire-date`, `serial-number`, `expires-in-days`, got `expiry`',
    '12:27 template-syntax `${{ context }}` is not a reference (a reference is `namespace.name` with namespace one of `context`, `vars`, `secrets`, `env`, `data`, or a function `func.guid()`, `func.random()`, `func.utcnow()`)',
    '13:27 invalid-validator-argument `variable` expects the name of a value: `context.NAME`, `vars.NAME`, `data.NAME` or `env.NAME`, got a template (write the name alone, without `${{ }}`)',
    '14:47 invalid-validator-argument `1a` is not a namespace prefix (a prefix is a name such as `a` or `soap`)',
    '15:17 invalid-validator-argument `status` expects a predicate map such as `{ equals: … }`, got `200` (e.g. `status: { one-of: [200, 201] }`)',
    '16:38 invalid-validator-argument `gt` expects a number or a text, got a list',
    '17:30 invalid-validator-argument unknown predicate `nme` in `url` (predicates: equals, not-equals, contains, not-contains, starts-with, ends-with, matches, exists, gt, ge, lt, le, count, type, one-of, empty, each, any, not)',
    '18:27 context-not-captured `context.nobody` is not captured by any test this test depends on (no test in this collection captures `nobody`; add a `context` entry with `name: nobody` to the test that returns it)',
    '20:53 invalid-capture `attribute` expects one of `secure`, `http-only`, `same-site`, `path`, `domain`, `max-age`, `expires`, got `expiry` (did you mean `expires`?)',
    '21:33 invalid-capture `field` expects a certificate field: `subject`, `issuer`, `start-date`, `expire-date`, `serial-number`, `expires-in-days`, got `serial`',
    '22:25 invalid-capture `url` expects `true`, got `yes` (e.g. `{ name: code, status: true }`)',
    '23:53 invalid-capture `attribute` expects one of `secure`, `http-only`, `same-site`, `path`, `domain`, `max-age`, `expires`, got `constructor`',
  ]);
});

// --netrc/--netrc-file/--netrc-optional and --cookie/--cookie-jar: files read before anything is sent
// (a bad one stops the run with a message), what a server receives, what the jar file holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { headerOf, runCollection } from './run.ts';
import { parseNetrc } from '../../../src/engine/auth/netrc.ts';

let api: TargetServer;
let dir: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'assay-client-files-'));
  api = await startTargetServer((request, response) => {
    if (request.url === '/login') {
      response.setHeader('set-cookie', ['session=server-session-0123456789; Path=/; HttpOnly', 'lang=en; Path=/']);
    }
    response.end('{}');
  });
});
after(() => api.close());

test('a .netrc parses as curl reads it: machines, default, quoted tokens, macdef skipped', () => {
  const parsed = parseNetrc(
    '# comment\nmachine a.example login ann password "p w\\"d"\nmacdef init\ncd /\nls\n\nmachine B.example\n  login bob\n  password b0b\ndefault login anon password guest\n',
  );
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.netrc.machines.get('a.example'), { login: 'ann', password: 'p w"d' });
  assert.deepEqual(parsed.netrc.machines.get('b.example'), { login: 'bob', password: 'b0b' });
  assert.deepEqual(parsed.netrc.default, { login: 'anon', password: 'guest' });
  const bad = parseNetrc('machine x login\n');
  assert.ok(!bad.ok);
  assert.equal(bad.line, 1);
});

test('--netrc-file: the login of the matching machine becomes Basic auth; a test with its own auth keeps it; passwords stay secret', async () => {
  const netrc = join(dir, 'netrc');
  writeFileSync(
    netrc,
    `machine 127.0.0.1 login robot password netrc-pa55word\nmachine other.example login x password y\n`,
  );
  const from = api.requests.length;
  const { results, reported } = await runCollection(
    `
baseUrl: ${api.origin}
tests:
  - url: /netrc
  - url: /own
    auth: { bearer: own-token-value }
`,
    ['--netrc-file', netrc],
  );
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed'],
  );
  const [first, second] = api.requests.slice(from);
  assert.equal(
    headerOf(first!.headers, 'authorization'),
    `Basic ${Buffer.from('robot:netrc-pa55word').toString('base64')}`,
  );
  assert.equal(headerOf(second!.headers, 'authorization'), 'Bearer own-token-value');
  assert.ok(!reported.includes('netrc-pa55word'));
  assert.ok(!reported.includes(Buffer.from('robot:netrc-pa55word').toString('base64')));
});

test('--netrc without a file is an error before anything is sent; --netrc-optional goes on without one', async () => {
  const from = api.requests.length;
  const collection = `tests: [{ url: "${api.url('/x')}" }]`;
  const missing = await runCollection(collection, ['--netrc'], { HOME: join(dir, 'no-home') });
  assert.equal(missing.results.length, 0);
  assert.match(missing.problems[0]!, /^--netrc: /);
  assert.equal(api.requests.length, from);
  const optional = await runCollection(collection, ['--netrc-optional'], { HOME: join(dir, 'no-home') });
  assert.equal(optional.results[0]!.outcome, 'passed');
  const malformed = join(dir, 'bad-netrc');
  writeFileSync(malformed, 'machine a\nlogin\n');
  const bad = await runCollection(collection, ['--netrc-file', malformed]);
  assert.match(bad.problems[0]!, /^--netrc-file: .*bad-netrc:2: `login` has no value/);
});

test("--cookie sends the file's cookies to matching hosts; --cookie-jar writes the jar, secret cookies named but never written", async () => {
  const cookies = join(dir, 'cookies.txt');
  writeFileSync(
    cookies,
    [
      '# Netscape HTTP Cookie File',
      '127.0.0.1\tFALSE\t/\tFALSE\t0\ttheme\tdark',
      '#HttpOnly_127.0.0.1\tFALSE\t/api\tFALSE\t0\tapi-key-cookie\tfile-cookie-secret-42',
      'other.example\tFALSE\t/\tFALSE\t0\tforeign\tnope',
      '',
    ].join('\n'),
  );
  const jar = join(dir, 'jar.txt');
  const from = api.requests.length;
  const { results, reported } = await runCollection(
    `
baseUrl: ${api.origin}
tests:
  - url: /api/first
  - url: /login
  - url: /api/after
`,
    ['--cookie', cookies, '--cookie-jar', jar],
  );
  assert.deepEqual(
    results.map((r) => r.outcome),
    ['passed', 'passed', 'passed'],
  );
  const received = api.requests.slice(from);
  assert.equal(headerOf(received[0]!.headers, 'cookie'), 'api-key-cookie=file-cookie-secret-42; theme=dark');
  assert.match(headerOf(received[2]!.headers, 'cookie')!, /session=server-session-0123456789/);
  assert.ok(!reported.includes('file-cookie-secret-42') && !reported.includes('server-session-0123456789'));
  const written = readFileSync(jar, 'utf8');
  assert.match(written, /^127\.0\.0\.1\tFALSE\t\/\tFALSE\t0\ttheme\tdark$/m);
  assert.match(written, /^127\.0\.0\.1\tFALSE\t\/\tFALSE\t0\tlang\ten$/m);
  assert.match(written, /^# secret cookie left out: session /m);
  assert.match(written, /^# secret cookie left out: api-key-cookie /m);
  assert.ok(!written.includes('server-session-0123456789') && !written.includes('file-cookie-secret-42'));
});

test('a malformed cookie file, or a jar in a folder that does not exist, stops the run with its line', async () => {
  const bad = join(dir, 'bad-cookies.txt');
  writeFileSync(bad, 'example.com\tMAYBE\t/\tFALSE\t0\ta\tb\n');
  const collection = `tests: [{ url: "${api.url('/x')}" }]`;
  const malformed = await runCollection(collection, ['--cookie', bad]);
  assert.match(malformed.problems[0]!, /^--cookie: .*bad-cookies\.txt:1: /);
  const nowhere = await runCollection(collection, ['--cookie-jar', join(dir, 'missing', 'jar.txt')]);
  assert.match(nowhere.problems[0]!, /^--cookie-jar: /);
  assert.ok(!existsSync(join(dir, 'missing')));
});

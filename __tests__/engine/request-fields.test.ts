// What a server receives for `query`, `form`, `multipart`, `body: { file }`, `auth` and method
// tokens, sent by the bundled CLI to a loopback server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer, type ReceivedRequest } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let api: TargetServer;

before(async () => {
  api = await startTargetServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
});
after(() => api.close());

function header(request: ReceivedRequest, name: string): string | undefined {
  return request.headers.find(([n]) => n.toLowerCase() === name)?.[1];
}

/** Runs a collection written in a fresh directory (with a `fixtures/` folder) and returns what arrived at `path`. */
async function run(collection: string, files: Record<string, Buffer | string> = {}, args: string[] = []) {
  const dir = workspace({ 'collection.yaml': collection });
  mkdirSync(join(dir, 'fixtures'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, 'fixtures', name), content);
  const from = api.requests.length;
  const result = await runCli(['-c', 'collection.yaml', '-o', 'out', ...args], { cwd: dir });
  return { ...result, dir, received: api.requests.slice(from) };
}

test('query: RFC 3986 percent-encoding, appended after an existing query, lists repeat the key', async () => {
  const { code, received } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /search?x=1
    query: { q: "red shoes & más!*'()", page: 2, tag: [a, b], "\${{ vars.key }}": "\${{ vars.value }}" }
`,
    {},
    ['--variables', 'key=k y', '--variables', 'value=v/1'],
  );
  assert.equal(code, 0);
  assert.equal(
    received[0]!.url,
    '/search?x=1&q=red%20shoes%20%26%20m%C3%A1s%21%2A%27%28%29&page=2&tag=a&tag=b&k%20y=v%2F1',
  );
});

test('form: application/x-www-form-urlencoded with templates, unless the test sets Content-Type', async () => {
  const { code, received, dir } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /login
    method: POST
    form: { user: demo, password: "\${{ secrets.pw }}", list: [1, 2] }
  - url: /login2
    method: POST
    headers: { Content-Type: application/x-www-form-urlencoded; charset=utf-8 }
    form: { a: b }
`,
    {},
    ['--secrets', 'pw=p@ss w+rd'],
  );
  assert.equal(code, 0);
  assert.equal(received[0]!.body, 'user=demo&password=p%40ss+w%2Brd&list=1&list=2');
  const results = readFileSync(join(dir, 'out', 'results.json'), 'utf8');
  assert.ok(!results.includes('p%40ss+w%2Brd') && !results.includes('p@ss w+rd'));
  assert.equal(header(received[0]!, 'content-type'), 'application/x-www-form-urlencoded');
  assert.equal(header(received[1]!, 'content-type'), 'application/x-www-form-urlencoded; charset=utf-8');
});

test('multipart: the exact bytes of text and file parts, with filenames and content types', async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]);
  const { code, received } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /upload
    method: POST
    multipart:
      description: a "photo"
      photo: { file: fixtures/cat.png, content-type: image/png }
      raw: { file: fixtures/cat.png, filename: other.bin }
      meta: { value: '{"a":1}', content-type: application/json }
`,
    { 'cat.png': png },
  );
  assert.equal(code, 0);
  const request = received[0]!;
  const contentType = header(request, 'content-type')!;
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType)?.[1];
  assert.ok(boundary, contentType);
  const expected = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\na "photo"\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="cat.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="raw"; filename="other.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    png,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--${boundary}--\r\n`,
    ),
  ]);
  assert.deepEqual(request.bytes, expected);
  assert.equal(header(request, 'content-length'), String(expected.length));
});

test('body: { file } sends the bytes of the file, relative to the collection, octet-stream by default', async () => {
  const payload = Buffer.from([0, 1, 2, 250, 251, 252, 13, 10]);
  const { code, received, dir } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /blob
    method: PUT
    body: { file: fixtures/payload.bin }
  - url: /typed
    method: PUT
    body: { file: fixtures/payload.bin, content-type: application/x-thing }
  - url: /json
    method: POST
    body: { file: fixtures/payload.bin, other: 1 }
`,
    { 'payload.bin': payload },
  );
  assert.equal(code, 0);
  assert.deepEqual(received[0]!.bytes, payload);
  assert.equal(header(received[0]!, 'content-type'), 'application/octet-stream');
  assert.equal(header(received[1]!, 'content-type'), 'application/x-thing');
  // Any other mapping stays a JSON body.
  assert.equal(received[2]!.body, '{"file":"fixtures/payload.bin","other":1}');
  const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
  // Reports describe file bytes rather than carry them.
  assert.equal(results.collections[0].tests[0].request.body, '<8 bytes of fixtures/payload.bin>');
});

test('auth: basic and bearer set Authorization and never show the credentials', async () => {
  const { code, received, stdout, dir } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /basic
    auth: { basic: { username: démo, password: "\${{ secrets.pw }}" } }
  - url: /literal
    auth: { basic: { username: ann, password: literal-pass-77 } }
  - url: /bearer
    auth: { bearer: "\${{ secrets.token }}" }
    validators: [{ status-code: 500 }]
`,
    {},
    ['--secrets', 'pw=s3cret:pw', '--secrets', 'token=tok-XYZ-987'],
  );
  assert.equal(code, 1);
  assert.equal(header(received[0]!, 'authorization'), `Basic ${Buffer.from('démo:s3cret:pw').toString('base64')}`);
  assert.equal(header(received[1]!, 'authorization'), `Basic ${Buffer.from('ann:literal-pass-77').toString('base64')}`);
  assert.equal(header(received[2]!, 'authorization'), 'Bearer tok-XYZ-987');
  const everything =
    stdout +
    readFileSync(join(dir, 'out', 'results.json'), 'utf8') +
    readFileSync(join(dir, 'out', 'junit.xml'), 'utf8');
  for (const secret of ['tok-XYZ-987', 'literal-pass-77', Buffer.from('ann:literal-pass-77').toString('base64')])
    assert.ok(!everything.includes(secret), secret);
});

test('any method token is sent as written; templated header names are rendered', async () => {
  const { code, received, stderr } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /cache
    method: PURGE
  - url: /dav
    method: PROPFIND
    headers: { "X-\${{ vars.kind }}": yes }
  - url: /std
    method: get
`,
    {},
    ['--variables', 'kind=Trace'],
  );
  assert.equal(code, 0);
  assert.deepEqual(
    received.map((r) => r.method),
    ['PURGE', 'PROPFIND', 'GET'],
  );
  assert.equal(header(received[1]!, 'x-trace'), 'yes');
  // Registered methods (and PURGE) are not typos: no warning.
  assert.doesNotMatch(stderr, /warning/);
});

test('an unregistered method near a standard one, or a registered one in lower case, is sent with a warning', async () => {
  const { code, stderr } = await run(`
baseUrl: ${api.origin}
tests:
  - url: /a
    method: PSOT
  - url: /b
    method: propfind
`);
  // Sent (Node's HTTP server answers 400 to methods it does not know, so the tests fail): not refused.
  assert.equal(code, 1, stderr);
  assert.match(stderr, /`PSOT` is not a standard HTTP method; it is sent as written[\s\S]*did you mean `POST`\?/);
  assert.match(
    stderr,
    /`propfind` is not a standard HTTP method[\s\S]*did you mean `PROPFIND`\? methods are case-sensitive/,
  );
});

test('a name without a value (`x:`) in query and form is sent empty', async () => {
  const { code, received, stderr } = await run(`
baseUrl: ${api.origin}
tests:
  - url: /search
    query: { q: shoes, empty:, list: [a, ~] }
  - url: /login
    method: POST
    form: { user: demo, note: }
`);
  assert.equal(code, 0, stderr);
  assert.equal(received[0]!.url, '/search?q=shoes&empty=&list=a&list=');
  assert.equal(received[1]!.body, 'user=demo&note=');
});

test('bad request fields are diagnostics at their positions, exit 2, nothing sent', async () => {
  const { code, stderr, received } = await run(
    `
baseUrl: ${api.origin}
tests:
  - url: /a
    body: { file: fixtures/missing.bin }
  - url: /b
    auth: { digest: { username: a } }
  - url: /c
    method: "GET /x"
  - url: /d
    form: { a: b }
    multipart: { c: d }
  - url: /e
    retry: -1
  - url: /f
    auth: { oauth2: { token-url: /oauth/token, client-id: x, client-secret: "\${{ secrets.s }}" } }
  - url: /g
    auth: { oauth2: { token-url: "ftp://id.example/token", client-id: x, client-secret: "\${{ secrets.s }}" } }
  - url: /h
    auth: { oauth2: { token-url: "\${{ vars.auth }}/token", client-id: x, client-secret: "\${{ secrets.s }}" } }
`,
    {},
    ['-s', 's=client-secret', '-v', 'auth=https://id.example'],
  );
  assert.equal(code, 2);
  assert.equal(received.length, 0);
  const at = (message: RegExp, line: number, column: number) =>
    assert.match(stderr, new RegExp(`${message.source}.*\\n\\s*--> collection\\.yaml:${line}:${column}\\n`));
  at(/error: `body\.file`: file `fixtures\/missing\.bin` does not exist/, 5, 19);
  at(/error: unknown auth kind `digest`/, 7, 13);
  at(/error: `GET \/x` is not an HTTP method/, 9, 13);
  at(/error: a test has one body: `multipart` cannot be used with `form`/, 12, 5);
  at(/error: the retry count must be a whole number from 0 to 1000, got `-1`/, 14, 12);
  at(/error: `token-url` must be an absolute http:\/\/ or https:\/\/ URL, got `\/oauth\/token`/, 16, 34);
  at(/error: `token-url` must be an absolute http:\/\/ or https:\/\/ URL, got `ftp:\/\/id\.example\/token`/, 18, 34);
  assert.doesNotMatch(stderr, /:20:\d+/);
});

// Secrets through a real echoing server: every known secret (--secrets, a `type: secret` capture, the
// license, a URL's password, credential headers) is planted in the request, reflected back in every
// encoding a server may use, and looked for in every byte assay writes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type ReceivedRequest, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

const SECRETS = {
  pw: 'wörd-123😀',
  amp: 'Tr0ub4dor&3',
  spaced: 'open sesame+1',
  cookie: 'sess-ABCDEF-42',
};
const TOKEN = 'tok-SECRET-123';
const LICENSE = 'LICENSE-abc-123';
const USER = 'bob';
const PASSWORD = 's3cret-pass';

/** How the server writes its reflection of the request. */
const ENCODINGS: Record<string, (text: string) => { type: string; body: string }> = {
  // Like Go's encoder: non-ASCII as lower-case \u escapes, & < > as upper-case ones.
  'json-go': (text) => ({ type: 'application/json', body: jsonOf(text, goEscape) }),
  // Every character of every string escaped, upper-case hex.
  'json-all': (text) => ({ type: 'application/json', body: jsonOf(text, escapeAll) }),
  form: (text) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ echo: text }).toString() }),
  'form-lower': (text) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ echo: text }).toString().replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  }),
  html: (text) => ({ type: 'text/html', body: `<pre>${htmlEntities(text)}</pre>` }),
  base64: (text) => ({ type: 'text/plain', body: Buffer.from(text).toString('base64') }),
};

let api: TargetServer;

before(async () => {
  api = await startTargetServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/login') {
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `sid=${SECRETS.cookie}; Path=/` });
      return response.end(JSON.stringify({ token: TOKEN }));
    }
    const encode = ENCODINGS[url.pathname.slice('/echo/'.length)];
    if (encode === undefined) return response.writeHead(404).end();
    const { type, body } = encode(JSON.stringify(reflection(request, url)));
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  });
});

after(() => api.close());

/** What an echo endpoint tells about a request: its query as parsed, headers, body, decoded Basic credentials. */
function reflection(request: ReceivedRequest, url: URL): unknown {
  const authorization = request.headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? '';
  const basic = /^Basic (.+)$/.exec(authorization);
  return {
    url: request.url,
    args: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body: request.body,
    ...(basic ? { credentials: Buffer.from(basic[1]!, 'base64').toString('utf8') } : {}),
  };
}

function collection(): string {
  const tests = [
    `  - id: login
    url: /login
    headers: ["X-License: ${LICENSE}"]
    context: [{ name: token, type: secret, pattern: '"token":"([^"]+)"' }]`,
  ];
  for (const encoding of Object.keys(ENCODINGS)) {
    tests.push(`  - name: ${encoding} with secrets
    dependsOn: login
    method: POST
    url: /echo/${encoding}?pw=\${{ secrets.pw }}&amp=\${{ secrets.amp }}&sp=\${{ secrets.spaced }}
    headers:
      - "Authorization: Bearer \${{ context.token }}"
      - "Cookie: sid=\${{ secrets.cookie }}; lang=en"
    body: '{"pw":"\${{ secrets.pw }}","amp":"\${{ secrets.amp }}","license":"${LICENSE}"}'
    validators: [{ status-code: 500 }]`);
    tests.push(`  - name: ${encoding} with URL credentials
    url: http://${USER}:${PASSWORD}@127.0.0.1:${api.port}/echo/${encoding}
    validators: [{ body-contains: never there }]`);
  }
  return `baseUrl: ${api.origin}\ntests:\n${tests.join('\n')}\n`;
}

test('no secret leaves assay in any form a server echoes it back, in any output', async () => {
  const dir = workspace({ 'c.yaml': collection() });
  const result = await runCli(
    [
      '-c',
      'c.yaml',
      ...Object.entries(SECRETS).flatMap(([name, value]) => ['-s', `${name}=${value}`]),
      '-l',
      LICENSE,
      '-o',
      'out',
      '-f',
      'results,junit,html,ctrf,xray,markdown,testlemon',
    ],
    { cwd: dir },
  );
  assert.equal(result.code, 1, result.stderr);

  // The server did receive every secret, so the outputs had them to hide.
  const received = api.requests.map((r) => JSON.stringify(r)).join('\n');
  assert.ok(received.includes(`Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`));
  assert.ok(received.includes(`Bearer ${TOKEN}`) && received.includes(SECRETS.amp));

  const files = readdirSync(join(dir, 'out'));
  assert.equal(files.length, 7);
  const outputs: [string, string][] = [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
  ];
  for (const file of files) {
    const text = readFileSync(join(dir, 'out', file), 'utf8');
    outputs.push([file, text]);
    // What a reader sees: JSON strings unescaped, HTML entities decoded.
    if (file.endsWith('.json')) outputs.push([`${file} (parsed)`, stringsOf(JSON.parse(text)).join('\n')]);
    if (file.endsWith('.html')) outputs.push([`${file} (decoded)`, decodeHtml(text)]);
  }
  const secrets = [...Object.values(SECRETS), TOKEN, LICENSE, PASSWORD, `${USER}:${PASSWORD}`, 'Tr0ub4dor'];
  for (const secret of secrets) {
    for (const form of encodedForms(secret)) {
      for (const [where, text] of outputs)
        assert.ok(!text.includes(form), `${JSON.stringify(form)} leaked in ${where}: …${around(text, form)}…`);
    }
  }
  for (const [where, text] of outputs) assert.ok(!text.includes(`${USER}:`), `the URL's userinfo shows in ${where}`);
  const results = readFileSync(join(dir, 'out', 'results.json'), 'utf8');
  assert.match(results, /\*\*\*/);
  // Masking is not indiscriminate: the rest of the echo is still there.
  assert.match(results, /X-License|x-license/i);
});

test('a secret too short to mask safely is masked only as a whole token, with one warning naming it', async () => {
  const server = await startTargetServer((_request, response) =>
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ user: 'a', about: 'a cat' })),
  );
  try {
    const dir = workspace({
      'c.yaml': `baseUrl: ${server.origin}\ntests:\n  - name: status and body\n    url: /?user=\${{ secrets.user }}\n    validators: [{ status-code: 200 }, { body-contains: "\${{ secrets.user }}" }]\n`,
    });
    const result = await runCli(['-c', 'c.yaml', '-s', 'user=a', '-o', 'out', '-f', 'results,html'], { cwd: dir });
    assert.equal(result.code, 1);
    assert.equal(server.requests[0]!.url, '/?user=a');
    const warnings = result.stderr.split('\n').filter((line) => line.startsWith('warning:'));
    assert.deepEqual(warnings, [
      'warning: secrets.user is shorter than 6 characters: it is masked only where it stands alone, not inside longer words',
    ]);
    const results = readFileSync(join(dir, 'out', 'results.json'), 'utf8');
    for (const text of [result.stdout, results]) {
      assert.ok(text.includes('status-code') && text.includes('status and body'), text);
      assert.ok(!/[a-z]\*\*\*|\*\*\*[a-z]/i.test(text), `masked inside a word:\n${text}`);
    }
    assert.ok(results.includes('body-contains'));
    const body = JSON.parse(results).collections[0].tests[0].response.body;
    assert.equal(body, '{"user":"***","about":"*** cat"}');
  } finally {
    await server.close();
  }
});

test('a cookie rotated on every response is masked in every output, and a long run of them stays fast', async () => {
  // A load balancer's stickiness cookie (AWSALB) changes on every response, so the run learns a
  // secret per test. With one pattern of every secret's forms, 1,000 such tests took 34 s and 1.4 GB.
  const values: string[] = [];
  const server = await startTargetServer((_request, response) => {
    const value = `lbv-${values.length}-${randomBytes(48).toString('base64url')}`;
    values.push(value);
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `AWSALB=${value}; Path=/` });
    response.end(JSON.stringify({ balancer: value, encoded: encodeURIComponent(`lb=${value}`) }));
  });
  try {
    const tests = Array.from({ length: 2000 }, (_, i) => `  - url: /item/${i}\n    validators: [{ status-code: 201 }]`);
    const dir = workspace({ 'c.yaml': `baseUrl: ${server.origin}\ntests:\n${tests.join('\n')}\n` });
    const started = performance.now();
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', '-f', 'results,junit,html,markdown'], { cwd: dir });
    const took = performance.now() - started;
    assert.equal(result.code, 1, result.stderr);
    assert.equal(values.length, 2000);
    const outputs: [string, string][] = [['stdout', result.stdout]];
    for (const file of readdirSync(join(dir, 'out')))
      outputs.push([file, readFileSync(join(dir, 'out', file), 'utf8')]);
    for (const [where, text] of outputs) assert.doesNotMatch(text, /lbv-\d+-/, `a cookie value leaked in ${where}`);
    const body = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')).collections[0].tests[1999].response
      .body;
    assert.equal(body, '{"balancer":"***","encoded":"lb%3D***"}');
    // Generous: about 2 s here; the previous masking needed minutes for this run.
    assert.ok(took < 60_000, `${Math.round(took)} ms`);
  } finally {
    await server.close();
  }
});

/** The secret as itself and as each encoding the echo server (or any common server) writes it. */
function encodedForms(secret: string): string[] {
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
    new URLSearchParams({ x: secret }).toString().slice(2),
    jsonOf(secret, goEscape).slice(1, -1),
    jsonOf(secret, escapeAll).slice(1, -1),
    jsonOf(secret, escapeAll).slice(1, -1).toLowerCase(),
    htmlEntities(secret),
  ]);
  // Base64 at each alignment the secret can have inside a longer encoded text.
  const bytes = Buffer.from(secret);
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    forms.add(encoded.slice([0, 2, 3][shift], Math.floor((shift + bytes.length) / 3) * 4));
  }
  return [...forms].filter((form) => form.length >= 6);
}

function jsonOf(text: string, escape: (unit: number) => boolean): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (escape(unit) || unit < 0x20 || unit === 0x22 || unit === 0x5c) {
      out += `\\u${unit.toString(16).padStart(4, '0').toUpperCase()}`;
    } else out += text[i];
  }
  return `${out}"`;
}

function goEscape(unit: number): boolean {
  return unit === 0x26 || unit === 0x3c || unit === 0x3e || unit > 0x7e;
}

function escapeAll(): boolean {
  return true;
}

/** Named entities for the markup characters, decimal for non-ASCII, hex for the rest of the punctuation. */
function htmlEntities(text: string): string {
  const named: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
  return [...text]
    .map(
      (c) =>
        named[c] ??
        (c.codePointAt(0)! > 0x7e
          ? `&#${c.codePointAt(0)};`
          : /[^\w ]/.test(c)
            ? `&#x${c.codePointAt(0)!.toString(16)};`
            : c),
    )
    .join('');
}

function decodeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, body: string) =>
    body[0] === '#'
      ? String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1)))
      : (named[body] ?? entity),
  );
}

function around(text: string, found: string): string {
  const at = text.indexOf(found);
  return text.slice(Math.max(0, at - 120), at + found.length + 40);
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

test('a secret with non-ASCII characters is masked as HTML entities of any table, without `;`, and in either Unicode normal form', async () => {
  // PHP's htmlentities writes HTML 4's named entities; old pages write windows-1252 numbers; macOS
  // and some clients decompose accents (NFD) where the server writes them composed (NFC), or back.
  const secrets = { nfd: 'Gru\u0308ße-geheim', symbols: 'Œuvre—€5-Straße', nfc: 'Grüße-Schlüssel' };
  const echoes = [
    'Gr&uuml;&szlig;e-geheim',
    'Gr&#252;&#223;e-geheim',
    '&OElig;uvre&mdash;&euro;5-Stra&szlig;e',
    '&#140;uvre&#151;&#128;5-Stra&#xDF;e',
    'Gr&uuml&szlige-geheim',
    'Gru&#776;&szlig;e-Schlu&#x308;ssel',
  ];
  const server = await startTargetServer((_request, response) =>
    response
      .writeHead(500, { 'content-type': 'text/html' })
      .end(`<ul>${echoes.map((e) => `<li>${e}</li>`).join('')}</ul>`),
  );
  try {
    const dir = workspace({ 'c.yaml': `tests:\n  - name: echo\n    url: ${server.url('/')}\n` });
    const args = Object.entries(secrets).flatMap(([name, value]) => ['-s', `${name}=${value}`]);
    const result = await runCli(['-c', 'c.yaml', ...args, '-o', 'out', '-f', 'results,junit,html'], { cwd: dir });
    assert.equal(result.code, 1, result.stderr);
    const outputs: [string, string][] = [['stdout', result.stdout]];
    for (const file of readdirSync(join(dir, 'out')))
      outputs.push([file, readFileSync(join(dir, 'out', file), 'utf8')]);
    for (const [where, text] of outputs)
      for (const echo of echoes) assert.ok(!text.includes(echo.slice(0, 12)), `${echo} leaked in ${where}`);
    const body = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')).collections[0].tests[0].response
      .body;
    assert.equal(body, `<ul>${echoes.map(() => '<li>***</li>').join('')}</ul>`);
  } finally {
    await server.close();
  }
});

test('a cookie set on a redirect (a login) is masked where it is echoed later, as one set on a 200 is', async () => {
  const SESSION = 'sess-redirected-7f3a9c';
  const DIRECT = 'sess-direct-5b1e2d';
  const server = await startTargetServer((request, response) => {
    if (request.url === '/login')
      return response.writeHead(302, { location: '/home', 'set-cookie': `sid=${SESSION}; Path=/; HttpOnly` }).end();
    if (request.url === '/home')
      return response.writeHead(200, { 'set-cookie': `other=${DIRECT}; Path=/` }).end('home');
    // A debug page that shows the session it was given.
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ session: SESSION, other: DIRECT, encoded: encodeURIComponent(`sid=${SESSION}`) }));
  });
  try {
    const collectionText = `baseUrl: ${server.origin}\ntests:\n  - id: login\n    url: /login\n  - name: debug\n    dependsOn: login\n    url: /debug\n`;
    for (const jar of [false, true]) {
      const dir = workspace({ 'c.yaml': `${jar ? 'cookies: true\n' : ''}${collectionText}` });
      const result = await runCli(['-c', 'c.yaml', '-o', 'out', '-f', 'results,junit,html,markdown'], { cwd: dir });
      assert.equal(result.code, 1, result.stderr);
      const outputs: [string, string][] = [['stdout', result.stdout]];
      for (const file of readdirSync(join(dir, 'out')))
        outputs.push([file, readFileSync(join(dir, 'out', file), 'utf8')]);
      for (const [where, text] of outputs)
        for (const value of [SESSION, DIRECT])
          assert.ok(!text.includes(value), `${value} leaked in ${where} (cookies: ${jar}): …${around(text, value)}…`);
    }
  } finally {
    await server.close();
  }
});

test('the value of a credential-named request header written as a literal (X-Api-Key) is a secret too', async () => {
  const KEY = 'key-literal-7a6b5c4d';
  const TOKEN = 'tok-literal-1e2f3a4b';
  const server = await startTargetServer((request, response) =>
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: request.headers })),
  );
  try {
    const dir = workspace({
      'c.yaml': `tests:\n  - url: ${server.url('/')}\n    headers: ["X-Api-Key: ${KEY}", "X-Auth-Token: ${TOKEN}", "X-Trace: visible-trace-id"]\n`,
    });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', '-f', 'results,junit,html,markdown'], { cwd: dir });
    assert.equal(result.code, 1, result.stderr);
    assert.ok(server.requests[0]!.headers.some(([name, value]) => name === 'X-Api-Key' && value === KEY));
    const outputs: [string, string][] = [['stdout', result.stdout]];
    for (const file of readdirSync(join(dir, 'out')))
      outputs.push([file, readFileSync(join(dir, 'out', file), 'utf8')]);
    for (const [where, text] of outputs)
      for (const value of [KEY, TOKEN]) assert.ok(!text.includes(value), `${value} leaked in ${where}`);
    assert.match(readFileSync(join(dir, 'out', 'results.json'), 'utf8'), /visible-trace-id/);
  } finally {
    await server.close();
  }
});

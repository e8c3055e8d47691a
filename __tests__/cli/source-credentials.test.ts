// Credentials in a collection URL (`-c https://bob:pw@host/tests.yaml`, `?token=…`) through the real
// command line and action: sent as Basic auth, and never shown in any output, report or log.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { runAction } from '../action/run-action.ts';

const USER = 'bob';
const PASSWORD = 'pw-S3cr3t-42';
const TOKEN = 'tok-9f8e7d6c5b';
const FORMATS = 'results,junit,html,ctrf,xray,markdown,testlemon';

let api: TargetServer;

before(async () => {
  api = await startTargetServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    const authorization = request.headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    const authorized =
      authorization === `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}` ||
      url.searchParams.get('token') === TOKEN;
    if (url.pathname.startsWith('/collections/')) {
      if (!authorized) return response.writeHead(401).end();
      const valid = url.pathname === '/collections/tests.yaml';
      // A failing test, so every report has details to show (the collection's file among them).
      const text = valid
        ? `name: remote\nbaseUrl: ${api.origin}\ntests:\n  - name: fails\n    url: /api\n    validators: [{ status-code: 201 }]\n`
        : 'tests:\n  - name: broken\n    url: /api\n    validators: [{ no-such-validator: 1 }]\n';
      return response.writeHead(200, { 'content-type': 'application/yaml' }).end(text);
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
after(() => api.close());

function leaks(outputs: [string, string][]): string[] {
  const found: string[] = [];
  for (const [where, text] of outputs)
    for (const secret of [PASSWORD, TOKEN, `${USER}:`, encodeURIComponent(PASSWORD)])
      if (text.includes(secret)) found.push(`${secret} in ${where}`);
  return found;
}

function reportOutputs(dir: string): [string, string][] {
  return readdirSync(dir).map((file): [string, string] => [file, readFileSync(join(dir, file), 'utf8')]);
}

test('a collection URL with a user and password is fetched with Basic auth, and its password shows nowhere', async () => {
  const dir = workspace();
  const url = `http://${USER}:${PASSWORD}@127.0.0.1:${api.port}/collections/tests.yaml`;
  const result = await runCli(['-c', url, '-o', 'out', '-f', FORMATS], { cwd: dir });
  assert.equal(result.code, 1, result.stderr);
  const fetched = api.requests.find((r) => r.url === '/collections/tests.yaml')!;
  assert.ok(fetched.headers.some(([name]) => name.toLowerCase() === 'authorization'));
  const outputs: [string, string][] = [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
    ...reportOutputs(join(dir, 'out')),
  ];
  assert.equal(outputs.length, 9);
  assert.deepEqual(leaks(outputs), []);
  // The collection is still named by where it came from.
  assert.match(result.stdout, /127\.0\.0\.1:\d+\/collections\/tests\.yaml/);
});

test('a token in a collection URL query and a password in a broken one show in no output, diagnostics.txt included', async () => {
  const dir = workspace();
  const withToken = `http://127.0.0.1:${api.port}/collections/tests.yaml?token=${TOKEN}`;
  const broken = `http://${USER}:${PASSWORD}@127.0.0.1:${api.port}/collections/broken.yaml`;
  const result = await runCli(['-c', withToken, '-c', broken, '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, /no-such-validator/);
  const outputs: [string, string][] = [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
    ...reportOutputs(join(dir, 'out')),
  ];
  assert.ok(outputs.some(([file]) => file === 'diagnostics.txt'));
  assert.deepEqual(leaks(outputs), []);
});

test('the action masks the credentials of a collection URL in its log (::add-mask::) and writes them nowhere', async () => {
  const dir = workspace();
  const url = `http://${USER}:${PASSWORD}@127.0.0.1:${api.port}/collections/tests.yaml?token=${TOKEN}`;
  const result = await runAction({ workspace: dir, inputs: { args: `-c ${url} -f ${FORMATS}`, upload: 'false' } });
  assert.equal(result.code, 1, result.stderr);
  const lines = result.stdout.split(/\r?\n/);
  // The runner masks what it was told before the value is printed; assay prints it nowhere anyway.
  assert.ok(lines.includes(`::add-mask::${PASSWORD}`), result.stdout);
  assert.ok(lines.includes(`::add-mask::${TOKEN}`), result.stdout);
  const logged = lines.filter((line) => !line.startsWith('::add-mask::')).join('\n');
  const outputs: [string, string][] = [
    ['stdout', logged],
    ['stderr', result.stderr],
    ['summary', result.summary],
    ...Object.entries(result.outputs).map(([name, value]): [string, string] => [`output ${name}`, value]),
    ...reportOutputs(join(dir, 'output')),
  ];
  assert.deepEqual(leaks(outputs), []);
});

test('credentials in a URL a spec refers to ($ref) show in no diagnostic', async () => {
  const spec = `openapi: 3.0.3
info: { title: t, version: '1' }
servers: [{ url: '${api.origin}' }]
paths:
  /api:
    get:
      operationId: getApi
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: 'https://${USER}:${PASSWORD}@schemas.example.com/s.yaml?token=${TOKEN}#/Pet' }
`;
  const dir = workspace({ 'spec.yaml': spec });
  const result = await runCli(['-c', 'spec.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 2, result.stderr);
  // The reference is still named, without its credentials.
  assert.match(
    result.stderr,
    /cannot follow \$ref "https:\/\/\*\*\*@schemas\.example\.com\/s\.yaml\?token=\*\*\*#\/Pet"/,
  );
  const outputs: [string, string][] = [
    ['stdout', result.stdout],
    ['stderr', result.stderr],
    ...reportOutputs(join(dir, 'out')),
  ];
  assert.deepEqual(leaks(outputs), []);
});

// `assay import openapi|postman|har`: the written collections load cleanly, run, and say in comments
// what was not carried over. HAR files are the ones the har-examples package ships (written by others);
// the Postman collection is written for these tests in the shape Postman exports (v2.1).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import harExamples from 'har-examples';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';

const openapiFixtures = path.resolve(import.meta.dirname, '../fixtures/openapi');
const importFixtures = path.resolve(import.meta.dirname, '../fixtures/import');

describe('assay import openapi', () => {
  it('writes the generated collection with not-generated operations commented out, and it loads', async () => {
    const dir = workspace();
    const result = await runCli(['import', 'openapi', path.join(openapiFixtures, 'shop.yaml'), '-o', dir]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /wrote .*shop\.yaml\n4 tests; 1 note/);
    const yaml = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    assert.match(yaml, /^baseUrl: https:\/\/shop\.example\.com:8443\/api$/m);
    assert.match(
      yaml,
      / {2}# not generated: required query parameter `code` has no value.*\n {2}# - name: GET \/search/,
    );
    assert.match(yaml, /# note: credentials: --secrets token=…\n {2}- name: POST \/items/);
    const dryRun = await runCli(['-c', path.join(dir, 'shop.yaml'), '-s', 'token=x', '--dry-run']);
    assert.equal(dryRun.code, 0, dryRun.stderr);
    assert.match(dryRun.stdout, /4 tests in 1 collection/);
  });

  it('names the spec from the written collection, so the edited collection keeps checking responses against it', async () => {
    const dir = workspace({
      'shop.yaml': readFileSync(path.join(openapiFixtures, 'shop.yaml'), 'utf8').replace(/schemas\/item/g, 'item'),
      'item.yaml': readFileSync(path.join(openapiFixtures, 'schemas/item.yaml'), 'utf8'),
    });
    const result = await runCli(['import', 'openapi', 'shop.yaml', '-o', 'tests'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const written = path.join(dir, 'tests/shop.yaml');
    const yaml = readFileSync(written, 'utf8');
    assert.match(yaml, /^openapi: \.\.\/shop\.yaml$/m);
    const server = await startTargetServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":"0b6f1d2e-4c59-4d8e-9a0b-3c1e2f4a5b6c","name":"lamp","price":0}');
    });
    try {
      // As a user would: point the collection at another server.
      writeFileSync(written, yaml.replace(/^baseUrl: .*$/m, `baseUrl: ${server.origin}/api`));
      const run = await runCli(['-c', 'tests/shop.yaml', '-t', 'getItem', '-s', 'token=t'], { cwd: dir });
      assert.equal(run.code, 1, run.stdout + run.stderr);
      assert.match(
        run.stdout,
        /openapi: GET \/items\/\{itemId\} \(\.\.\/shop\.yaml\): the body does not match the 200 application\/json schema: \/price must be > 0/,
      );
    } finally {
      await server.close();
    }
  });

  it('refuses to overwrite a file without --force, and names a bad kind', async () => {
    const dir = workspace({ 'shop.yaml': 'edited by hand' });
    const refused = await runCli(['import', 'openapi', path.join(openapiFixtures, 'shop.yaml'), '-o', dir]);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /shop\.yaml exists; pass --force to overwrite it/);
    assert.equal(readFileSync(path.join(dir, 'shop.yaml'), 'utf8'), 'edited by hand');
    const forced = await runCli(['import', 'openapi', path.join(openapiFixtures, 'shop.yaml'), '-o', dir, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    const bad = await runCli(['import', 'insomnia', 'x.json']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /unknown kind "insomnia"; known: openapi, postman, har/);
  });
});

describe('assay import postman', () => {
  it('converts folders, variables, auth, bodies and simple pm.test checks; the result runs', async () => {
    const dir = workspace();
    const result = await runCli([
      'import',
      'postman',
      path.join(importFixtures, 'shop.postman_collection.json'),
      '--environment',
      path.join(importFixtures, 'staging.postman_environment.json'),
      '-o',
      dir,
    ]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /test script not converted: pm\.environment\.set\("firstId"/);
    assert.match(result.stdout, /formdata body not converted/);
    const env = readFileSync(path.join(dir, 'shop.env'), 'utf8');
    assert.match(env, /^baseUrl=https:\/\/shop\.example\.com\/api$/m);
    assert.doesNotMatch(env + readFileSync(path.join(dir, 'shop.yaml'), 'utf8'), /hunter2|eyJhbGciOi/);

    const server = await startTargetServer((request, response) => {
      response.writeHead(request.url === '/login' ? 201 : 200, { 'content-type': 'application/json' });
      response.end('{"items":[]}');
    });
    try {
      const run = await runCli([
        '-c',
        path.join(dir, 'shop.yaml'),
        '--env-file',
        path.join(dir, 'shop.env'),
        '-v',
        `baseUrl=${server.origin}`,
        '-s',
        'accessToken=tok-123',
        'password=pw',
      ]);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const byUrl = new Map(server.requests.map((r) => [`${r.method} ${r.url}`, r]));
      const list = byUrl.get('GET /items?limit=20');
      assert.ok(list, [...byUrl.keys()].join(', '));
      assert.ok(list.headers.some(([n, v]) => n.toLowerCase() === 'authorization' && v === 'Bearer tok-123'));
      assert.ok(!list.headers.some(([n]) => n.toLowerCase() === 'x-debug'), 'a disabled header is not sent');
      assert.deepEqual(JSON.parse(byUrl.get('POST /items')!.body), { name: 'cherry', price: 12.5 });
      const login = byUrl.get('POST /login')!;
      assert.equal(login.body, 'username=demo&password=pw');
      assert.ok(!login.headers.some(([n]) => n.toLowerCase() === 'authorization'), 'noauth on the request wins');
    } finally {
      await server.close();
    }
  });
});

describe('credentials in postman collections and OpenAPI specs', () => {
  const KEY = 'pm-Literal-Key-0001';
  const TOKEN = 'pm-Query-Token-0002';
  const PASSWORD = 'pm-Form-Passw0rd-0003';
  const VARIABLE = 'pm-Variable-Key-0004';
  const EXAMPLE = 'oa-Example-Key-0005';

  it('postman: literal credential headers, query parameters and form fields, and credential-named variables, are not copied', async () => {
    const collection = {
      info: { name: 'creds', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      variable: [
        { key: 'baseUrl', value: 'https://api.example.com' },
        { key: 'apiKey', value: VARIABLE },
      ],
      item: [
        {
          name: 'items',
          request: {
            method: 'POST',
            url: `{{baseUrl}}/items?page=1&access_token=${TOKEN}`,
            header: [
              { key: 'X-Api-Key', value: KEY },
              { key: 'X-Other-Key', value: '{{apiKey}}' },
            ],
            body: {
              mode: 'urlencoded',
              urlencoded: [
                { key: 'user', value: 'bob' },
                { key: 'password', value: PASSWORD },
              ],
            },
          },
        },
      ],
    };
    const dir = workspace({ 'creds.postman_collection.json': JSON.stringify(collection) });
    const result = await runCli(['import', 'postman', 'creds.postman_collection.json', '-o', '.'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const yaml = readFileSync(path.join(dir, 'creds.yaml'), 'utf8');
    const env = readFileSync(path.join(dir, 'creds.env'), 'utf8');
    for (const [where, text] of [
      ['creds.yaml', yaml],
      ['creds.env', env],
      ['stdout', result.stdout],
    ])
      for (const secret of [KEY, TOKEN, PASSWORD, VARIABLE])
        assert.ok(!text.includes(secret), `${secret} is copied into ${where}:\n${text}`);
    assert.match(yaml, /X-Api-Key: \$\{\{ secrets\.xApiKey \}\}/);
    assert.match(yaml, /X-Other-Key: \$\{\{ secrets\.apiKey \}\}/);
    assert.match(yaml, /page=1&access_token=\$\{\{ secrets\.accessToken \}\}/);
    assert.match(yaml, /user=bob&password=\$\{\{ secrets\.password \}\}/);
    assert.match(env, /--secrets apiKey=/);
    assert.match(result.stdout, /the recorded header X-Api-Key is not copied: pass it with --secrets xApiKey=…/);
  });

  it('openapi: a credential-named parameter is sent as a secret, never as the example the spec gives', async () => {
    const spec = `openapi: 3.0.3
info: { title: creds, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - { name: X-Api-Key, in: header, required: true, schema: { type: string }, example: ${EXAMPLE} }
        - { name: page, in: query, required: true, schema: { type: integer }, example: 2 }
      responses: { '200': { description: ok } }
`;
    const dir = workspace({ 'spec.yaml': spec });
    const imported = await runCli(['import', 'openapi', 'spec.yaml', '-o', 'out'], { cwd: dir });
    assert.equal(imported.code, 0, imported.stderr);
    const yaml = readFileSync(path.join(dir, 'out', 'spec.yaml'), 'utf8');
    assert.ok(!yaml.includes(EXAMPLE), yaml);
    assert.match(yaml, /X-Api-Key: \$\{\{ secrets\.xApiKey \}\}/);
    // Run from the spec without the secret: the operation is not run, and says which secret to pass.
    const run = await runCli(['-c', 'spec.yaml', '--dry-run'], { cwd: dir });
    assert.ok(!run.stdout.includes(EXAMPLE) && !run.stderr.includes(EXAMPLE), run.stdout);
    assert.match(
      run.stdout + run.stderr,
      /header parameter `X-Api-Key` is a credential: pass it with --secrets xApiKey=…/,
    );
  });
});

describe('assay import har', () => {
  const hars = harExamples as unknown as Record<string, unknown>;

  it('converts every HAR of the har-examples package into a collection that loads', async () => {
    const dir = workspace();
    for (const [name, har] of Object.entries(hars)) {
      const file = path.join(dir, `${name}.har`);
      writeFileSync(file, JSON.stringify(har));
      const result = await runCli(['import', 'har', file, '-o', path.join(dir, 'out')]);
      assert.equal(result.code, 0, `${name}: ${result.stderr}`);
      const yaml = readFileSync(path.join(dir, 'out', `${name}.yaml`), 'utf8');
      assert.match(yaml, /validators:\n {6}- status-code: 200/, name);
    }
  });

  it('keeps the recorded request, drops credentials, and filters by --host', async () => {
    const dir = workspace({ 'full.har': JSON.stringify(hars.full) });
    const other = await runCli(['import', 'har', 'full.har', '--host', 'api.example.com'], { cwd: dir });
    assert.equal(other.code, 2);
    assert.match(other.stderr, /no entry of full\.har is a request to api\.example\.com/);
    const result = await runCli(['import', 'har', 'full.har', '--host', 'httpbin.org'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const yaml = readFileSync(path.join(dir, 'full.yaml'), 'utf8');
    assert.match(yaml, /^baseUrl: https:\/\/httpbin\.org$/m);
    // `key` is how many APIs take their key (`?key=…`): it is not copied either.
    assert.match(yaml, /url: \/post\?key=\$\{\{ secrets\.key \}\}/);
    assert.match(yaml, /body: foo=bar/);
    assert.match(yaml, /Cookie: \$\{\{ secrets\.cookie \}\}/);
    assert.doesNotMatch(yaml, /foo=bar; bar=baz/);
  });

  it('copies no credential-looking header, query parameter, body or form field, and says so in the notes', async () => {
    const SECRETS = [
      'k3y-XAPI-0001',
      'q-ApiKey-0002',
      'j-Passw0rd-0003',
      'f-Passw0rd-0004',
      'u-Passw0rd-0005',
      'tok-0006',
    ];
    const entry = (request: Record<string, unknown>) => ({ request, response: { status: 200 } });
    const har = {
      log: {
        entries: [
          entry({
            method: 'GET',
            url: `https://api.example.com/items?page=2&api_key=${SECRETS[1]}`,
            headers: [
              { name: 'X-Api-Key', value: SECRETS[0] },
              { name: 'Accept', value: 'application/json' },
            ],
          }),
          entry({
            method: 'POST',
            url: 'https://api.example.com/login',
            headers: [],
            postData: {
              mimeType: 'application/json',
              text: JSON.stringify({ user: 'bob', password: SECRETS[2], nested: { accessToken: SECRETS[5] } }),
            },
          }),
          entry({
            method: 'POST',
            url: `https://bob:${SECRETS[4]}@api.example.com/form`,
            headers: [],
            postData: {
              mimeType: 'application/x-www-form-urlencoded',
              params: [
                { name: 'user', value: 'bob' },
                { name: 'password', value: SECRETS[3] },
              ],
            },
          }),
        ],
      },
    };
    const dir = workspace({ 'rec.har': JSON.stringify(har) });
    const result = await runCli(['import', 'har', 'rec.har'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const yaml = readFileSync(path.join(dir, 'rec.yaml'), 'utf8');
    for (const [where, text] of [
      ['rec.yaml', yaml],
      ['stdout', result.stdout],
      ['stderr', result.stderr],
    ])
      for (const secret of SECRETS) assert.ok(!text.includes(secret), `${secret} is copied into ${where}:\n${text}`);
    // What is not secret stays, and each credential is a secret named in the notes.
    assert.match(yaml, /page=2&api_key=\$\{\{ secrets\.apiKey \}\}/);
    assert.match(yaml, /X-Api-Key: \$\{\{ secrets\.xApiKey \}\}/);
    assert.match(yaml, /Accept: application\/json/);
    assert.match(yaml, /"user":"bob","password":"\$\{\{ secrets\.password \}\}"/);
    assert.match(yaml, /"accessToken":"\$\{\{ secrets\.accessToken \}\}"/);
    assert.match(yaml, /user=bob&password=\$\{\{ secrets\.password \}\}/);
    assert.match(yaml, /Authorization: \$\{\{ secrets\.authorization \}\}/);
    const notes = `${yaml}\n${result.stdout}\n${result.stderr}`;
    for (const note of [
      'the recorded X-Api-Key header is not copied: pass it with --secrets xApiKey=…',
      'the recorded query parameter api_key is not copied: pass it with --secrets apiKey=…',
      'the recorded body field password is not copied: pass it with --secrets password=…',
      'the recorded form field password is not copied: pass it with --secrets password=…',
      "the recorded URL's user and password are not copied",
    ])
      assert.ok(notes.includes(note), `no note: ${note}\n${notes}`);
  });
});

// OpenAPI specs run with the bundled CLI: against Prism (a real mock server driven by the same spec,
// started on loopback), against a recording server (the bytes sent), with --dry-run and --operation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { DEMO_USER, startDemoServer } from '../../tools/demo/server.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/openapi');
const shop = path.join(fixtures, 'shop.yaml');
const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `prism mock <spec>` on loopback and resolves once it says it is listening. */
async function startPrism(spec: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [prismCli, 'mock', '-h', '127.0.0.1', '-p', String(port), spec], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

describe('a spec run with -c', () => {
  let prism: { origin: string; child: ChildProcess };
  before(async () => {
    prism = await startPrism(shop);
  });
  after(() => {
    prism.child.kill();
  });

  it('passes against Prism mocking the same spec; the operation without a value is listed as not run', async () => {
    const dir = workspace();
    const result = await runCli(['-c', shop, '-v', `baseUrl=${prism.origin}`, '-s', 'token=s3cret-token', '-o', dir], {
      cwd: fixtures,
    });
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const outcomes = results.collections[0].tests.map((t: { name: string; outcome: string; reason?: string }) => [
      t.name,
      t.outcome,
    ]);
    assert.deepEqual(
      outcomes,
      [
        ['List items', 'passed'],
        ['POST /items', 'passed'],
        ['GET /items/{itemId}', 'passed'],
        ['GET /items/mine', 'passed'],
        ['GET /search', 'notRun'],
      ],
      result.stdout + result.stderr,
    );
    assert.match(result.stdout, /required query parameter `code` has no value/);
    assert.doesNotMatch(result.stdout + readFileSync(path.join(dir, 'results.json'), 'utf8'), /s3cret-token/);
    assert.equal(result.code, 0, result.stdout + result.stderr);
  });

  it('lists a secured operation as not run when its credentials are not given', async () => {
    const result = await runCli(['-c', shop, '-v', `baseUrl=${prism.origin}`, '--operation', 'createItem'], {
      cwd: fixtures,
    });
    assert.match(result.stdout, /requires credentials \(token\): pass them with --secrets token=…/);
    assert.equal(result.code, 0, result.stdout + result.stderr);
  });
});

describe('what a generated test sends', () => {
  it('sends the values from the spec to the server, and checks the documented status', async () => {
    const item = { id: '0b6f1d2e-4c59-4d8e-9a0b-3c1e2f4a5b6c', name: 'lamp', price: 12.5 };
    const server = await startTargetServer((request, response) => {
      const created = request.method === 'POST';
      response.writeHead(created ? 201 : 200, {
        'content-type': 'application/json',
        ...(created ? { location: `/items/${item.id}` } : {}),
      });
      response.end(JSON.stringify(created ? item : [item]));
    });
    try {
      const result = await runCli(
        ['-c', shop, '-v', `baseUrl=${server.origin}`, '-s', 'token=t0k', '--operation', 'listItems', 'createItem'],
        { cwd: fixtures },
      );
      assert.equal(result.code, 0, result.stdout + result.stderr);
      const [list, create] = server.requests;
      assert.equal(list.url, '/items?limit=20&sort=name');
      assert.ok(list.headers.some(([name, value]) => name.toLowerCase() === 'x-request-id' && value === 'req-1'));
      assert.equal(create.method, 'POST');
      assert.ok(
        create.headers.some(([name, value]) => name.toLowerCase() === 'authorization' && value === 'Bearer t0k'),
      );
      assert.deepEqual(JSON.parse(create.body), { name: 'string', price: 0.5, tags: ['string'], note: 'stri' });
      assert.equal(server.requests.length, 2);
    } finally {
      await server.close();
    }
  });

  it('fails when the server answers a status the operation does not document for success', async () => {
    const server = await startTargetServer((_request, response) => {
      response.writeHead(404);
      response.end();
    });
    try {
      const result = await runCli(['-c', shop, '-v', `baseUrl=${server.origin}`, '--operation', 'getItem'], {
        cwd: fixtures,
      });
      assert.equal(result.code, 1);
      assert.match(result.stdout, /status-code: expected 200, got 404/);
    } finally {
      await server.close();
    }
  });

  it('prints the generated plan with --dry-run and sends nothing; -t filters by spec tags', async () => {
    const result = await runCli(['-c', shop, '--dry-run', '-t', 'items'], { cwd: fixtures });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /GET +https:\/\/shop\.example\.com:8443\/api\/items\?limit=20&sort=name +List items/);
    assert.match(result.stdout, /POST .*not run: it requires credentials/);
    assert.doesNotMatch(result.stdout, /\/search|\/items\/mine/);
    assert.match(
      result.stdout,
      /2 tests in 1 collection would run one at a time; 1 would not run \(reasons above\)\. Nothing was sent/,
    );
  });

  it('resolves a relative server URL against the URL the spec was fetched from, port included', async () => {
    const spec = readFileSync(path.join(fixtures, 'relative-server.yaml'), 'utf8');
    const server = await startTargetServer((request, response) => {
      if (request.url === '/specs/api.yaml') {
        response.writeHead(200, { 'content-type': 'application/yaml' });
        response.end(spec);
        return;
      }
      response.writeHead(200);
      response.end('ok');
    });
    try {
      const result = await runCli(['-c', server.url('/specs/api.yaml')], { cwd: fixtures });
      assert.equal(result.code, 0, result.stdout + result.stderr);
      assert.deepEqual(
        server.requests.map((r) => r.url),
        ['/specs/api.yaml', '/v1/ping'],
      );
    } finally {
      await server.close();
    }
  });
});

describe('a response that breaks the schema', () => {
  let prism: { origin: string; child: ChildProcess };
  before(async () => {
    prism = await startPrism(path.join(fixtures, 'pets-wrong-example.yaml'));
  });
  after(() => {
    prism.child.kill();
  });

  it('fails the generated test with the schema error when Prism serves an example that breaks it', async () => {
    const dir = workspace();
    const result = await runCli(['-c', 'pets-wrong-example.yaml', '-v', `baseUrl=${prism.origin}`, '-o', dir], {
      cwd: fixtures,
    });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const [list, get] = results.collections[0].tests;
    // `tag: null` is valid (3.0 `nullable`); the list keeps to the schema.
    assert.equal(list.outcome, 'passed', JSON.stringify(list.validators));
    assert.equal(get.outcome, 'failed');
    const check = get.validators.find((v: { name: string }) => v.name === 'openapi');
    assert.equal(
      check.message,
      'openapi: GET /pets/{petId} (pets-wrong-example.yaml): the body does not match the 200 application/json schema: /id must be integer',
    );
    // Reported at the operation in the spec.
    assert.match(result.stdout, /FAIL {2}GET \/pets\/\{petId\} {2}pets-wrong-example\.yaml:19 {2}openapi: /);
  });
});

describe('the openapi validator on tests written by hand', () => {
  const item = { id: '0b6f1d2e-4c59-4d8e-9a0b-3c1e2f4a5b6c', name: 'lamp', price: 12.5 };
  /** Answers the shop's paths, with what the query asks to break. */
  const shopServer = () =>
    startTargetServer((request, response) => {
      const url = new URL(request.url, 'http://x');
      const breaks = url.searchParams.get('break');
      if (breaks === 'status') {
        response.writeHead(418, { 'content-type': 'application/json' });
        response.end('{}');
      } else if (breaks === 'type') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<p>lamp</p>');
      } else if (request.method === 'POST') {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify(item));
      } else if (url.pathname.endsWith('/mine')) {
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(breaks === 'body' ? { ...item, price: -1 } : item));
      }
    });

  it('checks every test against the collection-level spec; `- openapi: false` turns it off for one', async () => {
    const server = await shopServer();
    try {
      const dir = workspace({
        'item.yaml': readFileSync(path.join(fixtures, 'schemas/item.yaml'), 'utf8'),
        'shop.yaml': readFileSync(shop, 'utf8').replace(/schemas\/item\.yaml/g, 'item.yaml'),
        'c.yaml': `baseUrl: ${server.origin}/api
openapi: shop.yaml
tests:
  - { name: item, url: /items/${item.id} }
  - { name: mine, url: /items/mine, validators: [{ status-code: 204 }] }
  - { name: broken body, url: /items/${item.id}?break=body }
  - { name: undocumented status, url: "/items/${item.id}?break=status", validators: [{ status-code: 418 }] }
  - { name: html, url: /items/${item.id}?break=type }
  - { name: created without Location, method: POST, url: /items, body: { name: lamp, price: 1 }, validators: [{ status-code: 201 }] }
  - { name: not in the spec, url: /nothing/here }
  - { name: off, url: /nothing/here, validators: [{ openapi: false }] }
`,
      });
      const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
      assert.equal(result.code, 1, result.stdout + result.stderr);
      const tests = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8')).collections[0].tests;
      const messages = Object.fromEntries(
        tests.map((t: { name: string; outcome: string; validators: { name: string; message: string }[] }) => [
          t.name,
          `${t.outcome}: ${t.validators.map((v) => v.message).join(' | ')}`,
        ]),
      );
      assert.deepEqual(messages, {
        item: `passed: status-code: 200 OK | openapi: GET /items/{itemId} 200 as documented in shop.yaml`,
        mine: `passed: status-code: 204 No Content | openapi: GET /items/mine 204 as documented in shop.yaml`,
        'broken body':
          'failed: status-code: 200 OK | openapi: GET /items/{itemId} (shop.yaml): the body does not match the 200 application/json schema: /price must be > 0',
        'undocumented status':
          "failed: status-code: 418 I'm a Teapot | openapi: GET /items/{itemId} (shop.yaml): status 418 is not documented (documented: 200, 404)",
        html: 'failed: status-code: 200 OK | openapi: GET /items/{itemId} (shop.yaml): content type text/html is not documented for 200 (documented: application/json)',
        'created without Location':
          'failed: status-code: 201 Created | openapi: POST /items (shop.yaml): required header Location missing',
        'not in the spec': 'failed: status-code: 200 OK | openapi: no path of shop.yaml matches /api/nothing/here',
        off: 'passed: openapi: not checked for this test (`openapi: false`)',
      });
    } finally {
      await server.close();
    }
  });

  it('reports a spec that cannot be read at the validator, before anything is sent', async () => {
    const server = await shopServer();
    try {
      const dir = workspace({
        'c.yaml': `baseUrl: ${server.origin}
tests:
  - url: /a
    validators:
      - openapi: missing.yaml
  - url: /b
    validators:
      - openapi: c.yaml
  - url: /c
    validators:
      - openapi: https://example.com/openapi.json
`,
      });
      const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
      assert.equal(result.code, 2, result.stdout + result.stderr);
      assert.match(result.stderr, /`openapi`: file `missing\.yaml` does not exist\n --> c\.yaml:5:18/);
      assert.match(result.stderr, /`openapi`: c\.yaml is not an OpenAPI document .*\n --> c\.yaml:8:18/);
      assert.match(result.stderr, /`openapi` reads its spec from a file, not a URL\n +--> c\.yaml:11:18/);
      assert.equal(server.requests.length, 0);
    } finally {
      await server.close();
    }
  });
});

describe("the demo API's own spec", () => {
  it('is served at /openapi.json, and every operation it documents passes against the demo', async () => {
    const demo = await startDemoServer();
    try {
      const login = await fetch(`${demo.url}/auth/login`, { method: 'POST', body: JSON.stringify(DEMO_USER) });
      const { token } = (await login.json()) as { token: string };
      const dir = workspace();
      const result = await runCli(['-c', `${demo.url}/openapi.json`, '-s', `bearerAuth=${token}`, '-o', dir]);
      assert.equal(result.code, 0, result.stdout + result.stderr);
      const tests = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')).collections[0].tests;
      assert.deepEqual(
        tests.map((t: { name: string; outcome: string }) => `${t.name}: ${t.outcome}`),
        [
          'Health check: passed',
          'Log in: passed',
          'The logged-in user: passed',
          'List items: passed',
          'Create an item: passed',
          'Get an item: passed',
          'A slow answer: passed',
          'A gzip-encoded answer: passed',
        ],
      );
      assert.doesNotMatch(readFileSync(path.join(dir, 'results.json'), 'utf8'), new RegExp(token));
    } finally {
      await demo.close();
    }
  });
});

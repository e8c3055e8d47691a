// OpenAPI/Swagger documents given with -c: recognised by content, $refs followed (local and relative
// files), one test per operation with values from the spec, not-run reasons, positioned diagnostics;
// and real-world specs written by others (the @readme/oas-examples package) parse and generate.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadCollections } from '../../src/collection/index.ts';
import type { TestDefinition } from '../../src/model/index.ts';
import { workspace } from '../helpers/run-cli.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/openapi');
const examples = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));

async function load(
  file: string,
  options: { variables?: Record<string, string>; secrets?: Record<string, string> } = {},
) {
  return loadCollections([file], {
    cwd: fixtures,
    variables: options.variables ?? {},
    secrets: options.secrets ?? {},
    env: {},
  });
}

function byOperation(tests: TestDefinition[], id: string): TestDefinition {
  const test = tests.find((t) => t.operation?.operationId === id);
  assert.ok(test, `no test for ${id}`);
  return test;
}

describe('OpenAPI documents as collections', () => {
  it('makes one test per operation in document order, named by summary or METHOD path, tagged', async () => {
    const result = await load('shop.yaml');
    assert.deepEqual(result.diagnostics, []);
    const [collection] = result.collections;
    assert.equal(collection.name, 'Shop');
    assert.deepEqual(
      collection.tests.map((t) => `${t.method} ${t.operation?.path}`),
      ['GET /items', 'POST /items', 'GET /items/{itemId}', 'GET /items/mine', 'GET /search'],
    );
    assert.equal(collection.tests[0].name, 'List items');
    assert.equal(collection.tests[2].name, 'GET /items/{itemId}');
    assert.deepEqual(collection.tests[0].tags, ['items', 'listItems']);
    // Positions are the operations' lines in the spec, for reports and annotations.
    assert.deepEqual(collection.tests[0].position, { line: 17, column: 5 });
  });

  it('takes values from example, then default, then the first enum value, then the schema; server variables give baseUrl', async () => {
    const { collections } = await load('shop.yaml');
    const list = byOperation(collections[0].tests, 'listItems');
    assert.equal(list.url.source, 'https://shop.example.com:8443/api/items?limit=20&sort=name');
    assert.deepEqual(
      list.headers.map((h) => [h.name, h.value.source]),
      [
        ['X-Request-Id', 'req-1'],
        ['Accept', 'application/json'],
      ],
    );
    const get = byOperation(collections[0].tests, 'getItem');
    assert.match(get.url.source, /\/items\/3fa85f64-5717-4562-b3fc-2c963f66afa6$/);
    // The documented success status, and the contract of its own operation (schema, content type, headers).
    assert.deepEqual(
      get.validators.map((v) => v.name),
      ['status-code', 'openapi'],
    );
    assert.deepEqual(get.validators[0].argument, [200]);
    assert.equal(
      (get.validators[1].argument as { operation: { operationId: string } }).operation.operationId,
      'getItem',
    );
    // A documented range admits any 2xx.
    assert.deepEqual(
      byOperation(collections[0].tests, 'myItems').validators.map((v) => v.name),
      ['is-successful', 'openapi'],
    );
  });

  it('lists an operation whose required value cannot be generated as not run, with the reason', async () => {
    const { collections } = await load('shop.yaml');
    const search = byOperation(collections[0].tests, 'search');
    assert.match(search.notRun ?? '', /required query parameter `code` has no value: its schema has a `pattern`/);
  });

  it('runs a secured operation only with its credential from --secrets', async () => {
    const without = await load('shop.yaml');
    assert.match(
      byOperation(without.collections[0].tests, 'createItem').notRun ?? '',
      /requires credentials \(token\): pass them with --secrets token=…/,
    );
    const withToken = await load('shop.yaml', { secrets: { token: 't0ken' } });
    const create = byOperation(withToken.collections[0].tests, 'createItem');
    assert.equal(create.notRun, undefined);
    assert.deepEqual(
      create.headers.filter((h) => h.name === 'Authorization').map((h) => h.value.source),
      ['Bearer ${{ secrets.token }}'],
    );
    // The body is sampled from a schema in another file (allOf + $ref), readOnly properties left out.
    assert.equal(create.body?.kind, 'json');
    assert.deepEqual(JSON.parse(create.body!.template.source), {
      name: 'string',
      price: 0.5,
      tags: ['string'],
      note: 'stri',
    });
    assert.deepEqual(create.operation?.successStatuses, ['201']);
  });

  it('lets --variables baseUrl= override the servers', async () => {
    const { collections } = await load('shop.yaml', { variables: { baseUrl: 'http://127.0.0.1:9' } });
    assert.equal(collections[0].tests[0].url.source, '${{ vars.baseUrl }}/items?limit=20&sort=name');
  });

  it('reports a $ref that points to nothing at its line in the spec', async () => {
    const result = await load('broken-ref.yaml');
    assert.equal(result.collections.length, 0);
    assert.deepEqual(
      result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`),
      ['broken-ref.yaml:13:17 openapi-ref $ref "#/components/schemas/Thing" points to nothing'],
    );
  });

  it('reports an unsupported version, a spec without paths, and a relative server read from a file', async () => {
    const cases = [
      ['openapi: 4.0.0\ninfo: {title: x, version: "1"}\npaths: {}\n', /unsupported spec version "4.0.0"/, 1],
      ['openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths: {}\n', /no operations under `paths`/, 3],
      [
        'openapi: 3.0.0\ninfo: {title: x, version: "1"}\nservers: [{url: /v1}]\npaths:\n  /a:\n    get:\n      responses: {"200": {description: ok}}\n',
        /server URL \/v1 is relative/,
        3,
      ],
    ] as const;
    for (const [text, message, line] of cases) {
      const result = await loadCollections([text], { cwd: fixtures, variables: {}, secrets: {}, env: {} });
      assert.equal(result.diagnostics.length, 1, text);
      assert.match(result.diagnostics[0].message, message);
      assert.equal(result.diagnostics[0].line, line);
    }
  });

  it('reads Swagger 2.0: host, basePath, body and formData parameters', async () => {
    const result = await load(path.join(examples, '2.0/json/petstore.json'), {
      secrets: { petstore_auth: 'x', api_key: 'k' },
    });
    assert.deepEqual(result.diagnostics, []);
    const tests = result.collections[0].tests;
    const add = byOperation(tests, 'addPet');
    assert.equal(add.url.source, 'http://petstore.swagger.io/v2/pet');
    assert.equal(add.notRun, undefined);
    assert.ok(add.body && 'template' in add.body);
    assert.equal(JSON.parse(add.body.template.source).name, 'doggie');
    const form = byOperation(tests, 'updatePetWithForm');
    assert.ok(form.body && 'template' in form.body);
    assert.match(form.body.template.source, /^(name|status)=/);
    assert.ok(
      form.headers.some((h) => h.name === 'Content-Type' && h.value.source === 'application/x-www-form-urlencoded'),
    );
    assert.deepEqual(
      byOperation(tests, 'getPetById').headers.map((h) => [h.name, h.value.source]),
      [
        ['api_key', '${{ secrets.api_key }}'],
        ['Accept', 'application/json'],
      ],
    );
  });

  it('parses and generates every real-world spec of @readme/oas-examples (2.0, 3.0, 3.1; JSON and YAML)', async () => {
    let specs = 0;
    let operations = 0;
    for (const version of ['2.0', '3.0', '3.1'])
      for (const format of ['json', 'yaml']) {
        const directory = path.join(examples, version, format);
        for (const name of readdirSync(directory)) {
          const file = path.join(directory, name);
          if (!statSync(file).isFile()) continue;
          const result = await load(file, { variables: { baseUrl: 'http://127.0.0.1:9' } });
          // webhooks.* documents have no paths (only webhooks): the one thing that makes a spec unusable here.
          if (name.startsWith('webhooks')) {
            assert.deepEqual(
              result.diagnostics.map((d) => d.code),
              ['openapi-no-paths'],
              file,
            );
            continue;
          }
          assert.deepEqual(result.diagnostics, [], file);
          assert.equal(result.collections.length, 1, file);
          assert.ok(result.collections[0].tests.length > 0, file);
          specs++;
          operations += result.collections[0].tests.length;
        }
      }
    assert.ok(specs >= 100, `only ${specs} specs`);
    assert.ok(operations >= 500, `only ${operations} operations`);
  });
});

describe('the openapi validator', () => {
  it('reads a spec that several tests name once per collection file', async () => {
    const dir = workspace({
      'shop.yaml': readFileSync(path.join(fixtures, 'shop.yaml'), 'utf8').replace(/schemas\/item\.yaml/g, 'item.yaml'),
      'item.yaml': readFileSync(path.join(fixtures, 'schemas/item.yaml'), 'utf8'),
      'c.yaml': `baseUrl: https://shop.example.com
tests:
  - { url: /items/1, validators: [{ openapi: shop.yaml }] }
  - { url: /items/2, validators: [{ openapi: ./shop.yaml }] }
`,
    });
    // The working directory is not the process's (as in `assay serve`): shop.yaml is found beside c.yaml.
    const { collections, diagnostics } = await loadCollections(['c.yaml'], {
      cwd: dir,
      variables: {},
      secrets: {},
      env: {},
    });
    assert.deepEqual(diagnostics, []);
    const [first, second] = collections[0].tests.map(
      (t) => (t.validators[0].argument as { contract: object }).contract,
    );
    assert.ok(first !== undefined && first === second);
  });
});

// The contract of a spec, judged directly: OpenAPI 3.0 and Swagger 2.0 schema dialects read as they
// mean, recursive schemas, `$ref`s, `default` responses. (The CLI tests drive it against servers.)
import { before, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadSchemaCompiler, schemaCompiler } from '../../../src/engine/validators/json-schema.ts';
import { ANYWHERE, readNamedFileSync } from '../../../src/model/file-access.ts';
import { openContract, type Contract, type ContractResponse } from '../../../src/engine/validators/openapi/contract.ts';

before(loadSchemaCompiler);

function contract(root: unknown): Contract {
  const readFile = (path: string, shown: string) => readNamedFileSync(path, shown, ANYWHERE);
  const opened = openContract({ label: 'spec', location: '/specs/inline.yaml', root, readFile }, (draft07, quiet) =>
    schemaCompiler()!.newAjv(draft07, quiet),
  );
  assert.ok(!('problem' in opened), JSON.stringify(opened));
  return opened;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): ContractResponse {
  const all = new Map<string, string[]>([['content-type', ['application/json']]]);
  for (const [name, value] of Object.entries(headers)) all.set(name.toLowerCase(), [value]);
  const text = JSON.stringify(body);
  return {
    status,
    header: (name) => all.get(name.toLowerCase()) ?? [],
    headers: all,
    text,
    json: { ok: true, value: body },
  };
}

async function problems(spec: Contract, method: string, url: string, response: ContractResponse): Promise<string[]> {
  const operation = spec.operationFor(method, url);
  assert.ok(!('problem' in operation), JSON.stringify(operation));
  return spec.check(operation, response);
}

it('reads Swagger 2.0: produces, x-nullable, int32, writeOnly, a recursive definition, the default response', async () => {
  const spec = contract({
    swagger: '2.0',
    info: { title: 't', version: '1' },
    produces: ['application/json'],
    paths: {
      '/nodes/{id}': {
        get: {
          parameters: [{ name: 'id', in: 'path', required: true, type: 'integer' }],
          responses: {
            200: { description: 'a node', schema: { $ref: '#/definitions/Node' } },
            default: { description: 'an error', schema: { type: 'object', required: ['message'] } },
          },
        },
      },
    },
    definitions: {
      Node: {
        type: 'object',
        // `password` is sent, never answered: required in requests only.
        required: ['size', 'password'],
        properties: {
          password: { type: 'string', writeOnly: true },
          size: { type: 'integer', format: 'int32' },
          label: { type: 'string', 'x-nullable': true },
          children: { type: 'array', items: { $ref: '#/definitions/Node' } },
        },
      },
    },
  });
  assert.deepEqual(
    await problems(spec, 'GET', '/nodes/1', json(200, { size: 1, label: null, children: [{ size: 2 }] })),
    [],
  );
  assert.deepEqual(await problems(spec, 'GET', '/nodes/1', json(200, { size: 1, children: [{ size: 2 ** 31 }] })), [
    'the body does not match the 200 application/json schema: /children/0/size must match format "int32"',
  ]);
  assert.deepEqual(await problems(spec, 'GET', '/nodes/1', json(500, {})), [
    "the body does not match the default application/json schema: / must have required property 'message'",
  ]);
});

it('reads OpenAPI 3.0: nullable without a type, boolean exclusiveMaximum; 3.1 as JSON Schema 2020-12', async () => {
  const paths = (schema: unknown) => ({
    '/v': { get: { responses: { 200: { description: 'v', content: { 'application/json': { schema } } } } } },
  });
  const v30 = contract({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: paths({
      type: 'object',
      properties: {
        ratio: { type: 'number', maximum: 1, exclusiveMaximum: true },
        owner: { allOf: [{ $ref: '#/components/schemas/Owner' }], nullable: true },
      },
    }),
    components: { schemas: { Owner: { type: 'object', required: ['name'] } } },
  });
  assert.deepEqual(await problems(v30, 'GET', '/v', json(200, { ratio: 0.5, owner: null })), []);
  assert.deepEqual(await problems(v30, 'GET', '/v', json(200, { ratio: 1, owner: {} })), [
    "the body does not match the 200 application/json schema: /ratio must be < 1; /owner must have required property 'name'; /owner must be null (and 1 more)",
  ]);
  const v31 = contract({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: paths({ type: 'object', properties: { tag: { type: ['string', 'null'] }, n: { exclusiveMinimum: 0 } } }),
  });
  assert.deepEqual(await problems(v31, 'GET', '/v', json(200, { tag: null, n: 1 })), []);
  assert.deepEqual(await problems(v31, 'GET', '/v', json(200, { tag: 1, n: 0 })), [
    'the body does not match the 200 application/json schema: /tag must be string,null; /n must be > 0',
  ]);
});

it('names what the spec lacks: the path, the method', () => {
  const spec = contract({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/a': { get: { responses: { 204: { description: 'none' } } } } },
  });
  assert.deepEqual(spec.operationFor('GET', 'http://h/b'), { problem: 'no path of spec matches /b' });
  assert.deepEqual(spec.operationFor('DELETE', '/a'), { problem: 'spec documents no DELETE operation for /a' });
});

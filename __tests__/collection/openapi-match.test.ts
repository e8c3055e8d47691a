// Spec-operation matching, the basis of contract checks: method + path templating → operation,
// the documented response for a status, its schema for a content type, missing required headers.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openSpec } from '../../src/collection/formats/openapi/index.ts';
import {
  documentedMedia,
  documentedResponse,
  matchOperation,
  missingRequiredHeaders,
} from '../../src/engine/validators/openapi/match.ts';

const file = path.resolve(import.meta.dirname, '../fixtures/openapi/shop.yaml');

async function shop() {
  const opened = await openSpec({ file: 'shop.yaml', absolutePath: file, text: readFileSync(file, 'utf8') });
  assert.ok(opened && 'spec' in opened);
  return opened;
}

it('matches method and templated path, literal segments first, with or without the server path', async () => {
  const { spec } = await shop();
  const item = matchOperation(spec, 'GET', 'https://shop.example.com:8443/api/items/a%20b?x=1');
  assert.ok('operation' in item);
  assert.equal(item.operation.operationId, 'getItem');
  assert.deepEqual(item.pathParameters, { itemId: 'a b' });
  const mine = matchOperation(spec, 'GET', '/items/mine');
  assert.ok('operation' in mine && mine.operation.operationId === 'myItems');
  assert.deepEqual(matchOperation(spec, 'DELETE', '/items/1'), {
    problem: 'the spec documents no DELETE operation for /items/1',
  });
  assert.deepEqual(matchOperation(spec, 'GET', '/nothing/here'), {
    problem: 'no path of the spec matches /nothing/here',
  });
});

it('finds the documented response, its schema by content type, and missing required headers', async () => {
  const { spec, resolver } = await shop();
  const create = matchOperation(spec, 'POST', '/api/items');
  assert.ok('operation' in create);
  const created = documentedResponse(create.operation, 201);
  assert.ok(created);
  assert.deepEqual(resolver.deref(documentedMedia(created, 'application/json; charset=utf-8')?.schema, file).value, {
    type: 'object',
    required: ['id', 'name', 'price'],
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true },
      name: { type: 'string', minLength: 3 },
      price: { type: 'number', exclusiveMinimum: 0 },
      tags: { type: 'array', items: { type: 'string' } },
    },
  });
  assert.deepEqual(missingRequiredHeaders(created, ['content-type']), ['Location']);
  assert.deepEqual(missingRequiredHeaders(created, ['location']), []);
  assert.equal(documentedResponse(create.operation, 500), undefined);
  const mine = matchOperation(spec, 'GET', '/items/mine');
  assert.ok('operation' in mine);
  assert.equal(documentedResponse(mine.operation, 204)?.status, '2XX');
});

// What `assay fuzz` draws from a schema: every valid value validates against the schema (ajv, the
// contract checker's compiler), every violation does not, and the same seed draws the same values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { newAjv } from '../../src/engine/validators/json-schema-compiler.ts';
import { toJsonSchema } from '../../src/engine/validators/openapi/schema-dialect.ts';
import { RefResolver } from '../../src/engine/validators/openapi/resolve.ts';
import { valuesOf } from '../../src/fuzz/schema-values.ts';
import { OMIT, violationsOf } from '../../src/fuzz/negative.ts';
import { contractCheck } from '../../src/fuzz/checks.ts';
import { planOperation } from '../../src/fuzz/cases.ts';

const components = {
  Tag: { type: 'string', enum: ['a', 'b'] },
  Node: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1 },
      children: { type: 'array', items: { $ref: '#/components/Node' } },
    },
  },
};
const root = { components };
const resolver = new RefResolver({ location: '/spec.yaml', root }, () => ({ problem: 'no files' }));
const context = { resolver, file: '/spec.yaml' };

const SCHEMAS: Record<string, unknown> = {
  bounds: { type: 'integer', minimum: -3, maximum: 7 },
  exclusive: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true },
  multiple: { type: 'integer', multipleOf: 5, minimum: 1, maximum: 100 },
  strings: { type: 'string', minLength: 2, maxLength: 5 },
  pattern: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' },
  formats: {
    type: 'object',
    required: ['when', 'day', 'id', 'mail', 'ip'],
    properties: {
      when: { type: 'string', format: 'date-time' },
      day: { type: 'string', format: 'date' },
      id: { type: 'string', format: 'uuid' },
      mail: { type: 'string', format: 'email' },
      ip: { type: 'string', format: 'ipv4' },
    },
  },
  nullable: { type: 'string', nullable: true, maxLength: 3 },
  enumRef: { $ref: '#/components/Tag' },
  oneOf: {
    oneOf: [
      { type: 'integer', minimum: 10 },
      { type: 'string', maxLength: 1 },
    ],
  },
  allOf: {
    allOf: [
      { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } },
      { type: 'object', required: ['b'], properties: { b: { type: 'boolean' } } },
    ],
  },
  closed: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name: { type: 'string', maxLength: 4 }, size: { type: 'integer', minimum: 1 } },
  },
  arrays: {
    type: 'array',
    minItems: 1,
    maxItems: 3,
    uniqueItems: true,
    items: { type: 'integer', minimum: 0, maximum: 9 },
  },
  recursive: { $ref: '#/components/Node' },
};

function validator(schema: unknown) {
  const ajv = newAjv(true, true);
  ajv.addSchema(toJsonSchema(root, '3.0', 'file:///spec.yaml') as object, 'file:///spec.yaml', undefined, false);
  return ajv.compile(toJsonSchema(schema, '3.0', 'file:///spec.yaml') as object);
}

for (const [name, schema] of Object.entries(SCHEMAS)) {
  test(`every value drawn for the ${name} schema is valid against it`, () => {
    const validate = validator(schema);
    fc.assert(
      fc.property(valuesOf(schema, context), (value) => {
        assert.ok(validate(value), `${JSON.stringify(value)}: ${JSON.stringify(validate.errors)}`);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
}

test('strings are drawn from all of Unicode, the empty one included', () => {
  const values = fc.sample(valuesOf({ type: 'string' }, context), { seed: 3, numRuns: 300 }) as string[];
  assert.ok(values.includes(''));
  assert.ok(values.some((value) => [...value].some((char) => char.codePointAt(0)! > 0x7f)));
});

test('each violation the schema allows is invalid against it', () => {
  for (const name of ['bounds', 'strings', 'closed', 'enumRef', 'allOf', 'formats']) {
    const schema = SCHEMAS[name];
    const validate = validator(schema);
    const violations = violationsOf(schema, context, 'body');
    assert.ok(violations.length > 0, `${name}: no violation`);
    const [valid] = fc.sample(valuesOf(schema, context), { seed: 9, numRuns: 1 });
    for (const violation of violations) {
      const broken = violation.apply(valid);
      if (broken === OMIT) continue;
      assert.equal(validate(broken), false, `${name}: ${violation.description} gave a valid ${JSON.stringify(broken)}`);
    }
  }
  const descriptions = violationsOf(SCHEMAS.closed, context, 'body').map((v) => v.description);
  assert.deepEqual(descriptions, [
    'body: a string instead of object',
    'body: required field name missing',
    'body: an extra field where additionalProperties is false',
    'body.name: a number instead of string',
    'body.name: longer than its maxLength 4',
    'body.size: a string instead of integer',
    'body.size: below its minimum',
  ]);
});

test('the same seed draws the same values', () => {
  const arbitrary = valuesOf(SCHEMAS.recursive, context);
  assert.deepEqual(fc.sample(arbitrary, { seed: 5, numRuns: 20 }), fc.sample(arbitrary, { seed: 5, numRuns: 20 }));
});

test("each of the contract checker's problems belongs to one conformance check", () => {
  assert.equal(contractCheck('status 418 is not documented (documented: 200)'), 'status_code_conformance');
  assert.equal(contractCheck('required header Location missing'), 'response_headers_conformance');
  assert.equal(contractCheck('required headers Location, ETag missing'), 'response_headers_conformance');
  assert.equal(
    contractCheck('the response has no Content-Type (documented for 200: application/json)'),
    'content_type_conformance',
  );
  assert.equal(
    contractCheck('content type text/plain is not documented for 404 (documented: application/json)'),
    'content_type_conformance',
  );
  assert.equal(
    contractCheck('the body does not match the 200 application/json schema: /count must be integer'),
    'response_schema_conformance',
  );
});

test('a schema no value can meet, or an allOf naming itself, draws values without hanging', () => {
  const self = { components: { Loop: { allOf: [{ $ref: '#/components/Loop' }] } } };
  const looping = new RefResolver({ location: '/loop.yaml', root: self }, () => ({ problem: 'no files' }));
  const schemas = [
    { type: 'number', minimum: 5, maximum: 1 },
    { type: 'integer', minimum: 5, maximum: 1 },
    { type: 'string', format: 'email', maxLength: 2 },
    { type: 'string', pattern: '^x{10}$', maxLength: 3 },
  ];
  for (const schema of schemas) assert.equal(fc.sample(valuesOf(schema, context), { seed: 1, numRuns: 20 }).length, 20);
  const loop = valuesOf({ $ref: '#/components/Loop' }, { resolver: looping, file: '/loop.yaml' });
  assert.equal(fc.sample(loop, { seed: 1, numRuns: 5 }).length, 5);
});

test('an invalid case always breaks the spec: a rule on a value that was not drawn marks no case invalid', () => {
  const operation = {
    method: 'GET',
    path: '/search',
    tags: [],
    pointer: ['paths', '/search', 'get'],
    file: '/spec.yaml',
    parameters: [
      {
        name: 'filter',
        in: 'query' as const,
        required: false,
        file: '/spec.yaml',
        schema: { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 } } },
      },
    ],
    responses: [],
    security: [],
    problems: [],
  };
  const plan = planOperation(operation, resolver, {}, {});
  const cases = fc.sample(plan.invalid!, { seed: 4, numRuns: 200 });
  const marked = cases.filter((drawn) => drawn.violation !== undefined);
  assert.ok(marked.length > 0 && marked.length < cases.length);
  const validate = validator(operation.parameters[0].schema);
  for (const drawn of marked) {
    const filter = drawn.parameters['query:filter'];
    // The whole parameter replaced by a wrong type, or the object drawn and then broken.
    assert.ok(filter !== undefined && !validate(filter), JSON.stringify(drawn));
  }
});

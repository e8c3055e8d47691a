// schema/collection.schema.json: generated from the registries and the format's keys, committed,
// kept current, and agreeing with the checker on the example collections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { collectionJsonSchema, collectionJsonSchemaText } from '../../src/collection/formats/assay/json-schema.ts';
import { validators } from '../../src/engine/validators/index.ts';
import { loadCollections } from '../../src/collection/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const COMMITTED = join(ROOT, 'schema/collection.schema.json');

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats.default(ajv);
  return ajv.compile(collectionJsonSchema());
}

function read(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.json') ? JSON.parse(text) : parse(text);
}

test('the committed schema is the generated one (run `npm run schema` after changing the format)', () => {
  assert.equal(readFileSync(COMMITTED, 'utf8'), collectionJsonSchemaText());
});

test('every registered validator is in the schema', () => {
  const defs = (collectionJsonSchema().$defs as { validator: { anyOf: { required: string[] }[] } }).validator;
  assert.deepEqual(
    defs.anyOf.map((entry) => entry.required[0]),
    validators.names,
  );
});

const examples = readdirSync(join(ROOT, 'examples'))
  .filter((f) => /\.(ya?ml|json)$/.test(f))
  .map((f) => join(ROOT, 'examples', f));
const fixtures = ['users.yaml', 'users.json', 'dir/a.yaml', 'dir/nested/c.yml'].map((f) =>
  join(ROOT, '__tests__/fixtures/collections', f),
);

for (const file of [...examples, ...fixtures]) {
  test(`the checker and the schema both accept ${file.slice(ROOT.length + 1)}`, async () => {
    const loaded = await loadCollections([file], {
      cwd: ROOT,
      variables: { baseUrl: 'http://127.0.0.1:1' },
      secrets: {},
      env: {},
    });
    // Values given when the collection is run (--variables, --secrets, the environment) are not its shape.
    const runValues = new Set(['undefined-variable', 'undefined-secret', 'undefined-env']);
    assert.deepEqual(
      loaded.diagnostics.filter((d) => d.severity === 'error' && !runValues.has(d.code)),
      [],
    );
    const validate = validator();
    assert.ok(validate(read(file)), JSON.stringify(validate.errors, null, 2));
  });
}

test('the schema refuses what the checker refuses: unknown keys and validators, wrong argument types', () => {
  const validate = validator();
  const cases: [string, unknown][] = [
    ['unknown test key', { tests: [{ url: '/a', bodu: 'x' }] }],
    ['unknown validator', { tests: [{ url: '/a', validators: [{ 'status-cod': 200 }] }] }],
    [
      'two keys in one validator',
      { tests: [{ url: '/a', validators: [{ 'status-code': 200, 'body-contains': 'x' }] }] },
    ],
    ['status code out of range', { tests: [{ url: '/a', validators: [{ 'status-code': 99 }] }] }],
    ['boolean argument as text', { tests: [{ url: '/a', validators: [{ 'is-successful': 'yes' }] }] }],
    ['capture without pattern', { tests: [{ url: '/a', context: [{ name: 'id' }] }] }],
    ['no url', { tests: [{ name: 'x' }] }],
    ['method', { tests: [{ url: '/a', method: 'GET /x' }] }],
  ];
  for (const [what, collection] of cases) assert.equal(validate(collection), false, what);
  assert.equal(
    validate({
      tests: [
        {
          url: '/a',
          method: 'post',
          validators: [{ 'status-code': '${{ vars.code }}' }, { 'response-time': '250' }, { 'is-successful': 'True' }],
        },
      ],
    }),
    true,
    JSON.stringify(validate.errors),
  );
});

test('docs/collection-format.md shows the yaml-language-server line with the schema address', () => {
  const docs = readFileSync(join(ROOT, 'docs/collection-format.md'), 'utf8');
  assert.ok(docs.includes(`# yaml-language-server: $schema=${collectionJsonSchema().$id}`));
});

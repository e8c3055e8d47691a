// Argument combinators (src/engine/validators/arguments.ts): one declaration gives the checker's
// reading with positioned diagnostics, the JSON Schema (which agrees with the reader), the docs
// text and the text form a rendered template is converted with. Two throwaway validators declared
// with them are registered for this file; the built-in ones are checked through a real run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { load } from '../../collection/helpers.ts';
import { runCommand } from '../../../src/cli/commands/run.ts';
import { defaultOptions } from '../../../src/session/options/args.ts';
import type { Diagnostic, TestResult } from '../../../src/model/index.ts';
import { defineValidator, validators } from '../../../src/engine/validators/index.ts';
import { integer, list, mapping, oneOf, oneOrList } from '../../../src/engine/validators/arguments.ts';

const sizeBetween = defineValidator({
  name: 'size-between',
  summary: 'the body has between `min` and `max` characters',
  argument: mapping(
    { min: integer({ min: 0 }), max: integer({ min: 0 }) },
    {
      atLeastOne: true,
      rules: [
        ({ min, max }) => (min !== undefined && max !== undefined && min > max ? '`min` is above `max`' : undefined),
      ],
    },
  ),
  needs: ['body'],
  examples: [
    { argument: '{ min: 1, max: 10 }', response: { body: 'short' }, passes: true },
    { argument: '{ max: 2 }', response: { body: 'longer' }, passes: false },
  ],
  evaluate(observation, { min = 0, max = Infinity }) {
    const size = observation.text.length;
    const pass = size >= min && size <= max;
    return { name: 'size-between', pass, expected: `${min}–${max}`, actual: String(size), message: `size ${size}` };
  },
});

const statusIn = defineValidator({
  name: 'status-in',
  summary: 'the status is one of the list, or the word says its class',
  argument: mapping(
    { codes: list(integer({ min: 100, max: 599 })), class: oneOf(['success', 'failure']) },
    { required: ['codes'] },
  ),
  needs: ['status'],
  examples: [
    { argument: '{ codes: [200] }', response: { status: 200 }, passes: true },
    { argument: '{ codes: [201] }', response: { status: 200 }, passes: false },
  ],
  evaluate: (observation, { codes = [] }) => {
    const pass = codes.includes(observation.status);
    return { name: 'status-in', pass, expected: codes.join(', '), actual: String(observation.status), message: '' };
  },
});

let server: TargetServer;

before(async () => {
  validators.register(sizeBetween);
  validators.register(statusIn);
  server = await startTargetServer((request, response) => {
    response.writeHead(request.url === '/created' ? 204 : 200);
    response.end('hello');
  });
});
after(async () => {
  validators.unregister(sizeBetween.name);
  validators.unregister(statusIn.name);
  await server.close();
});

async function checkAt(lines: string[]): Promise<Diagnostic[]> {
  const dir = tempDir('assay-arguments-');
  writeFileSync(join(dir, 'c.yaml'), ['baseUrl: http://127.0.0.1:1', 'tests:', ...lines, ''].join('\n'));
  return (await load([join(dir, 'c.yaml')], { cwd: dir, variables: { code: '201', x: '1' } })).diagnostics;
}

async function check(lines: string[]): Promise<string[]> {
  return (await checkAt(lines)).map(
    (d) => `${d.line}:${d.column} ${d.code} ${d.message}${d.hint ? ` (${d.hint})` : ''}`,
  );
}

test('a mapping reads each key with its own argument, and says where and what is wrong', async () => {
  const diagnostics = await check([
    '  - url: /a',
    '    validators:',
    '      - size-between: { min: 1, maxx: 2 }',
    '      - size-between: { min: -1 }',
    '      - size-between: {}',
    '      - size-between: { min: 5, max: 2 }',
    '      - size-between: 12',
    '      - status-in: { codes: [200, abc] }',
    '      - status-in: { class: Success }',
    '      - status-in: { codes: [200], class: sometimes }',
    '      - size-between: { min: 1, constructor: 2, __proto__: 3 }',
  ]);
  assert.deepEqual(diagnostics, [
    '5:33 invalid-validator-argument unknown key `maxx`: the argument takes `min` and `max` (did you mean `max`?)',
    '6:30 invalid-validator-argument `min` expects a non-negative integer, got `-1`',
    '7:23 invalid-validator-argument the mapping is empty: write at least one of `min` and `max`',
    '8:23 invalid-validator-argument `min` is above `max`',
    '9:23 invalid-validator-argument `size-between` expects a mapping with `min` and `max`, got `12` (e.g. `size-between: { min: 1, max: 10 }`)',
    '10:35 invalid-validator-argument `codes` expects a list, each an integer 100–599, got `abc`',
    '11:20 invalid-validator-argument `codes` is missing: a list, each an integer 100–599',
    '12:43 invalid-validator-argument `class` expects `success` or `failure`, got `sometimes`',
    '13:33 invalid-validator-argument unknown key `constructor`: the argument takes `min` and `max`',
    '13:49 invalid-validator-argument unknown key `__proto__`: the argument takes `min` and `max`',
  ]);
});

test("an argument's JSON Schema accepts exactly what its reader accepts", async () => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  const cases: [string, string][] = [
    ['size-between', '{ min: 1, max: 2 }'],
    ['size-between', '{ max: "3" }'],
    ['size-between', '{ min: -1 }'],
    ['size-between', '{}'],
    ['size-between', '{ mini: 1 }'],
    ['size-between', '[1, 2]'],
    ['status-in', '{ codes: [200, "204"] }'],
    ['status-in', '{ codes: [] }'],
    ['status-in', '{ codes: [99] }'],
    ['status-in', '{ codes: [200], class: FAILURE }'],
    ['status-in', '{ codes: [200], class: 1 }'],
    ['status-code', '201'],
    ['status-code', '[200, 204]'],
    ['status-code', '[]'],
    ['status-code', '{ code: 200 }'],
    ['status-code', '"${{ vars.code }}"'],
    ['status-code', '"201"'],
    ['status-code', '"700"'],
    ['status-code', '"-201"'],
    ['response-time', '"-5"'],
    ['is-successful', 'TRUE'],
    ['is-successful', 'maybe'],
    ['response-time', '"500"'],
    ['response-time', '1.5'],
    ['sentiment', 'Neutral'],
    ['sentiment', 'happy'],
    ['body-contains', '42'],
    ['body-contains', '[a]'],
    ['tls-version-equals', '[Tls13]'],
  ];
  for (const [name, argument] of cases) {
    const schema = validators.get(name)!.argument.jsonSchema;
    const byReader = (await check(['  - url: /a', '    validators:', `      - ${name}: ${argument}`])).length === 0;
    const bySchema = ajv.validate(schema, parse(argument));
    assert.equal(bySchema, byReader, `${name}: ${argument}: the schema says ${bySchema}, the reader ${byReader}`);
  }
});

// Values a user might write, and near misses: typed, as text, in lists and mappings.
const written = fc.letrec((tie) => ({
  scalar: fc.oneof(
    fc.integer({ min: -1000, max: 100_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('true', 'False', ' TRUE ', 'yes', '201', ' 404 ', '0201', '-0', '1.5', '', 'abc', 'positive'),
    fc.constantFrom('NEUTRAL', 'happy', '${{ vars.x }}', '2xx', '99', '600', '100', '599', '60000'),
  ),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('scalar'),
    fc.array(tie('scalar'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('min', 'max', 'codes', 'class', 'mix'), tie('value'), { maxKeys: 3 }),
  ),
}));

test("the JSON Schema of a combinator's argument agrees with its reader on any value (property)", async () => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  const names = [
    'status-code',
    'is-successful',
    'response-time',
    'sentiment',
    'body-equals',
    'size-between',
    'status-in',
  ];
  const schemas = new Map(names.map((name) => [name, ajv.compile(validators.get(name)!.argument.jsonSchema)]));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...names),
      fc.array(written.value, { minLength: 1, maxLength: 20 }),
      async (name, values) => {
        const lines = values.map((value) => `      - ${name}: ${JSON.stringify(value)}`);
        const refused = new Set((await checkAt(['  - url: /a', '    validators:', ...lines])).map((d) => d.line));
        values.forEach((value, i) => {
          const bySchema = schemas.get(name)!(value);
          const byReader = !refused.has(i + 5);
          assert.equal(
            bySchema,
            byReader,
            `${name}: ${JSON.stringify(value)}: the schema says ${bySchema}, the reader ${byReader}`,
          );
        });
      },
    ),
    { numRuns: 60 },
  );
});

test("an integer's JSON Schema keeps its range for a number written as text", () => {
  fc.assert(
    fc.property(fc.nat(70_000), fc.nat(70_000), fc.nat(150_000), fc.nat(2), (a, b, n, zeros) => {
      const [min, max] = a <= b ? [a, b] : [b, a];
      const argument = integer({ min, max });
      const text = ` ${'0'.repeat(zeros)}${n} `;
      const inRange = n >= min && n <= max;
      const pattern = (argument.literal.jsonSchema.anyOf as { pattern?: string }[])[1]!.pattern!;
      assert.equal(new RegExp(pattern).test(text), inRange, `${min}–${max}: ${pattern} on ${JSON.stringify(text)}`);
      assert.equal(argument.fromText!(text), inRange ? n : undefined);
    }),
    { numRuns: 2000 },
  );
});

test('the docs text and the messages come from the declaration', () => {
  assert.equal(sizeBetween.argument.docs, 'a mapping: `min`: a non-negative integer; `max`: a non-negative integer');
  assert.equal(
    statusIn.argument.docs,
    'a mapping: `codes` (required): a list, each an integer 100–599; `class`: `success` / `failure` (any case)',
  );
  const statusCode = validators.get('status-code')!.argument;
  assert.equal(statusCode.expects, 'a status code (an integer 100–599) or a list of them');
  assert.deepEqual(statusCode.fromText!(' 201 , 204'), [201, 204]);
  assert.equal(statusCode.fromText!('201'), 201);
  assert.equal(statusCode.fromText!('700'), undefined);
  assert.equal(sizeBetween.argument.fromText, undefined, 'a mapping takes no template');
  const one = integer({ min: -5, max: 5 }).literal.jsonSchema;
  assert.deepEqual(one, {
    anyOf: [
      { type: 'integer', minimum: -5, maximum: 5 },
      { type: 'string', pattern: '^\\s*(?:-0*(?:[1-5])|0*(?:[0-5]))\\s*$' },
    ],
  });
  assert.deepEqual(oneOrList(integer({ min: -5, max: 5 })).literal.jsonSchema, {
    anyOf: [one, { type: 'array', minItems: 1, items: one }],
  });
  // Past 2^53 a number is not exact: the unbounded side stops there, in the reader and the schema.
  assert.equal(integer().fromText!('9007199254740991'), Number.MAX_SAFE_INTEGER);
  assert.equal(integer().fromText!('9007199254740992'), undefined);
  assert.equal(integer().fromText!(' -0007 '), -7);
});

test("a templated argument is converted by its declaration's text form when the test runs", async () => {
  const dir = tempDir('assay-arguments-run-');
  const collection = [
    `baseUrl: ${server.origin}`,
    'tests:',
    '  - url: /created',
    '    validators:',
    '      - status-code: ${{ vars.codes }}',
    '      - is-successful: ${{ vars.yes }}',
    '      - response-time: ${{ vars.limit }}',
    '  - url: /plain',
    '    validators:',
    '      - status-code: ${{ vars.bad }}',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'c.yaml'), collection);
  const tests: TestResult[] = [];
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const options = {
    ...defaultOptions(),
    collections: ['c.yaml'],
    variables: { codes: '200, 204', yes: 'True', limit: '60000', bad: '2xx' },
  };
  const exitCode = await runCommand(options, {
    stdout: discard,
    stderr: discard,
    color: false,
    cwd: dir,
    env: {},
    observers: [{ testFinished: (result) => tests.push(result) }],
  });
  assert.equal(exitCode, 1);
  tests.sort((a, b) => a.test - b.test);
  assert.deepEqual(
    tests[0]!.validators.map((v) => v.pass),
    [true, true, true],
  );
  assert.equal(
    tests[1]!.validators[0]!.message,
    'status-code: argument "2xx" is unusable: expected a status code (an integer 100–599), or several separated by commas',
  );
});

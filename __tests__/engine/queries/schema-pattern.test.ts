// JSON Schema patterns cannot hang a run either (issue 9): ajv compiles them in unicode mode, which
// V8's linear-time engine does not take, so a pattern that needs nothing of that mode runs on the
// linear-time engine, and any other in the run's pattern worker under the test's time budget, with
// validation in rounds (schema-pattern.ts). Through the real CLI for `json-schema` and `openapi`,
// against a loopback server answering strings that make patterns backtrack for minutes; and the
// engine's answers against unicode mode's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { runCli, workspace } from '../../helpers/run-cli.ts';
import { schemaPattern } from '../../../src/engine/queries/schema-pattern.ts';
import { loadSchemaCompiler, schemaCompiler } from '../../../src/engine/validators/json-schema.ts';

/** 35 characters: unicode mode's backtracking engine takes about 90 s over `^(a+)+$` on this machine. */
const EVIL = 'a'.repeat(34) + '!';
let server: TargetServer;

before(async () => {
  server = await startTargetServer((request, response) => {
    const bodies: Record<string, unknown> = {
      '/user': { email: EVIL },
      '/name': { name: EVIL },
      '/password': { password: 'correct horse 7' },
      '/weak': { password: 'correct horse' },
      '/props': { x1: 'text', y1: 'text' },
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bodies[request.url ?? '']));
  });
  await loadSchemaCompiler();
});
after(() => server.close());

const SCHEMA = '{ type: object, properties: { email: { type: string, pattern: "^(a+)+$" } } }';

test('a json-schema pattern that would backtrack for minutes answers at once: the test fails on it', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: ${server.origin}\ntests:\n  - url: /user\n    validators:\n      - json-schema: ${SCHEMA}\n`,
  });
  const started = performance.now();
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(
    result.stdout,
    /json-schema: not valid against inline schema: \/email must match pattern "\^\(a\+\)\+\$"/,
  );
  assert.ok(performance.now() - started < 20_000, 'the run ends in seconds, not minutes');
});

test('an OpenAPI response schema pattern that would backtrack for minutes answers at once', async () => {
  const spec = [
    'openapi: 3.0.3',
    'info: { title: t, version: "1" }',
    'paths:',
    '  /user:',
    '    get:',
    '      responses:',
    '        "200":',
    '          description: a user',
    '          content:',
    `            application/json: { schema: ${SCHEMA} }`,
    '',
  ].join('\n');
  const dir = workspace({
    'api.yaml': spec,
    'c.yaml': `baseUrl: ${server.origin}\ntests:\n  - url: /user\n    validators:\n      - openapi: api.yaml\n`,
  });
  const started = performance.now();
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /must match pattern "\^\(a\+\)\+\$"/);
  assert.ok(performance.now() - started < 20_000, 'the run ends in seconds, not minutes');
});

test('a schema pattern that must backtrack runs under the test time budget: past it the test fails, the run goes on', async () => {
  // A unicode property escape: unicode mode only, and catastrophic on EVIL.
  const names = '{ type: object, properties: { name: { type: string, pattern: "^(\\\\p{L}+\\\\s?)+$" } } }';
  const dir = workspace({
    'c.yaml': [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /name',
      '    timeout: 1000',
      '    validators:',
      `      - json-schema: ${names}`,
      '  - url: /password',
      '    validators:',
      '      - json-schema: { properties: { password: { pattern: "^(?=.*\\\\d).{8,}$" } } }',
      '  - url: /weak',
      '    validators:',
      '      - json-schema: { properties: { password: { pattern: "^(?=.*\\\\d).{8,}$" } } }',
      '',
    ].join('\n'),
  });
  const started = performance.now();
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.ok(performance.now() - started < 20_000, 'the run ends in seconds, not minutes');
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const [name, password, weak] = doc.collections[0].tests;
  assert.equal(name.outcome, 'failed');
  assert.match(
    name.validators[0].message,
    /^json-schema: the pattern "\^\(\\\\p\{L\}\+\\\\s\?\)\+\$" took too long \(stopped at the test's time budget\)$/,
  );
  // A lookahead, asked of the worker: the answers are the ones unicode mode gives.
  assert.equal(password.outcome, 'passed', JSON.stringify(password.validators));
  assert.equal(weak.outcome, 'failed');
  assert.match(weak.validators[0].message, /\/password must match pattern/);
});

test('validation runs again with the answers: patternProperties choose their schemas by the real match', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: ${server.origin}\ntests:\n  - url: /props\n    validators:\n      - json-schema: { patternProperties: { "^(?=x)": { type: integer } } }\n`,
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const message: string = doc.collections[0].tests[0].validators[0].message;
  assert.match(message, /\/x1 must be integer/);
  assert.doesNotMatch(message, /y1/, 'y1 does not match ^(?=x): its value is not checked');
});

test('schema patterns answer as in unicode mode on text without astral characters', () => {
  const cases: [string, string[]][] = [
    ['^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$', ['bob@example.com', 'bob@', 'Bob@example.com', 'é@x.io']],
    ['^\\d{4}-\\d{2}-\\d{2}$', ['2026-11-24', '2026-1-24', '٢٠٢٦-١١-٢٤']],
    ['^.{2,3}$', ['ab', 'abcd', 'éé', '\n\n']],
    ['^[^<>]*$', ['plain', 'a<b', '']],
    ['\\bword\\b', ['a word here', 'swordfish']],
  ];
  for (const [pattern, texts] of cases) {
    const compiled = schemaPattern(pattern, 'u');
    for (const text of texts)
      assert.equal(compiled.test(text), new RegExp(pattern, 'u').test(text), `${pattern} on ${JSON.stringify(text)}`);
  }
});

test('patterns that need unicode mode or backtracking run as ajv would; invalid ones are refused as before', () => {
  // Property escapes and astral characters mean what they say only in unicode mode.
  assert.equal(schemaPattern('^\\p{L}+$', 'u').test('Élodie'), true);
  assert.equal(schemaPattern('^😀+$', 'u').test('😀😀'), true);
  // Backreferences and lookarounds are beyond the linear-time engine.
  assert.equal(schemaPattern('^(a)\\1$', 'u').test('aa'), true);
  assert.equal(schemaPattern('^(?=.*\\d).{8,}$', 'u').test('password1'), true);
  // Not a valid unicode-mode pattern: the same error ajv reports.
  assert.throws(() => schemaPattern('\\-', 'u'), SyntaxError);
  // On text with an astral character a linear-time pattern counts it as two, as without `u`.
  assert.equal(schemaPattern('^.$', 'u').test('😀'), false);
  assert.equal(schemaPattern('^.{2}$', 'u').test('😀'), true);
});

test('each pattern of a schema is its own: ajv keys compiled patterns by their text', () => {
  const validate = schemaCompiler()!
    .newAjv(false)
    .compile({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^a+$' }, b: { type: 'string', pattern: '^b+$' } },
      patternProperties: { '^x-': { type: 'string', pattern: '^x+$' } },
    });
  assert.equal(validate({ a: 'aaa', b: 'bb', 'x-1': 'xx' }), true);
  assert.equal(validate({ a: 'bbb' }), false);
  assert.equal(validate({ b: 'aaa' }), false);
  assert.equal(validate({ 'x-1': 'a' }), false);
});

// The registries are open: a new validator and a new capture source each take one file
// (__tests__/fixtures/extensions/), registered here, and work end to end — static checks with
// positions, evaluation with probes, captures through the query layer — with no other change.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { workspace } from '../../helpers/run-cli.ts';
import { runCommand } from '../../../src/cli/commands/run.ts';
import { prepare } from '../../../src/session/prepare.ts';
import type { TestResult } from '../../../src/model/index.ts';
import { defaultOptions } from '../../../src/session/options/args.ts';
import { captureSources, validators } from '../../../src/engine/validators/index.ts';
import { headerEquals, probeQuestions } from '../../fixtures/extensions/header-equals-validator.ts';
import { responseHeaderSource } from '../../fixtures/extensions/response-header-source.ts';

let server: TargetServer;

before(async () => {
  validators.register(headerEquals);
  captureSources.register(responseHeaderSource);
  server = await startTargetServer((request, response) => {
    if (request.url === '/thing') response.writeHead(200, { 'X-Thing': 'yes', 'X-Request-Id': 'req-77' });
    response.end(JSON.stringify({ url: request.url }));
  });
});
after(async () => {
  validators.unregister(headerEquals.name);
  captureSources.unregister(responseHeaderSource.key);
  await server.close();
});

async function run(collection: string) {
  const dir = workspace({ 'c.yaml': collection });
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  const options = { ...defaultOptions(), collections: ['c.yaml'] };
  const { diagnostics } = await prepare(options, { cwd: dir, env: {} });
  const tests: TestResult[] = [];
  const exitCode = await runCommand(options, {
    stdout: sink((t) => (stdout += t)),
    stderr: sink((t) => (stderr += t)),
    color: false,
    cwd: dir,
    env: {},
    observers: [{ testFinished: (result) => tests.push(result) }],
  });
  tests.sort((a, b) => a.test - b.test);
  return { exitCode, diagnostics, tests, stdout, stderr };
}

test('a validator and a capture source registered from one file each run end to end', async () => {
  const result = await run(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - id: thing',
      '    url: /thing',
      '    validators:',
      '      - header-equals: { name: x-thing, value: yes }',
      '    context:',
      "      - { name: requestId, response-header: X-Request-Id, pattern: 'req-(\\d+)' }",
      '  - url: /next/${{ context.requestId }}',
      '    dependsOn: thing',
      '    validators:',
      '      - header-equals: { name: X-Thing, value: yes }',
      '',
    ].join('\n'),
  );
  const [thing, next] = result.tests;
  assert.equal(thing!.outcome, 'passed', result.stdout);
  assert.deepEqual(thing!.captures[0], {
    name: 'requestId',
    type: 'variable',
    pattern: 'req-(\\d+)',
    source: 'header X-Request-Id',
    matched: true,
    value: '77',
    position: { line: 8, column: 9 },
  });
  assert.equal(server.requests.at(-1)!.url, '/next/77');
  assert.equal(next!.outcome, 'failed');
  assert.equal(next!.validators[0]!.message, 'header-equals: expected X-Thing: "yes", got absent');
  assert.equal(probeQuestions.count, 1, 'the probe answer is cached for the run');
  assert.match(result.stdout, /context requestId|header-equals/);
});

test("the new validator's and source's argument schemas give positioned diagnostics before anything is sent", async () => {
  const before = server.requests.length;
  const result = await run(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /thing',
      '    validators:',
      '      - header-equals: { name: X-Thing }',
      '      - header-equal: { name: X-Thing, value: yes }',
      '    context:',
      "      - { name: a, response-header: [x], pattern: '(.)' }",
      "      - { name: b, response-header: X-A, response-headers: X-B, pattern: '(.)' }",
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 2);
  assert.equal(server.requests.length, before);
  const lines = result.diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.code} ${d.message}${d.hint ? ` (${d.hint})` : ''}`,
  );
  assert.deepEqual(lines, [
    '5:24 invalid-validator-argument `header-equals` expects a mapping with `name` and `value`, got no `value` (e.g. `header-equals: { name: X-Thing, value: yes }`)',
    '6:9 unknown-validator unknown validator `header-equal` (did you mean `header-equals`?)',
    '8:37 invalid-capture `response-header` expects a header name, got a list (e.g. `response-header: X-Request-Id`)',
    '9:42 unknown-key unknown key `response-headers` in context entry (did you mean `response-header`?)',
  ]);
});

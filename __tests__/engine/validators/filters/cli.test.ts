// Filters through the bundled command line (dist/cli.js): a chain in validators and captures passes
// and fails as a user reads it in the console and results.json, and a mistake in a chain is one
// positioned message with exit 2 and no stack trace.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCli, workspace } from '../../../helpers/run-cli.ts';
import { startRoutes } from './harness.ts';

let server: TargetServer;
before(async () => {
  server = await startRoutes({
    '/books': {
      headers: { 'Content-Type': 'application/json', 'X-Ids': '4, 17, 9' },
      body: JSON.stringify({
        books: ['Dune', 'Solaris'],
        token: 'PDw/Pz8+Pg==',
        published: '2023-01-23T18:25:43.511Z',
      }),
    },
  });
});
after(() => server.close());

test('dist/cli.js: filters in validators and captures, a failing filter named in the console and results.json', async () => {
  const dir = workspace({
    'c.yaml': [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - id: books',
      '    url: /books',
      '    validators:',
      '      - json-path: { path: $.books, filters: [count], equals: 2 }',
      '      - header: { name: X-Ids, filters: [{ split: ", " }, { nth: 1 }, to-int], gt: 10 }',
      '      - json-path: { path: $.published, filters: [{ to-date: "%+" }, { format: "%A" }], equals: Monday }',
      '      - json-path: { path: $.token, filters: [base64-decode, to-hex], equals: 3c3c3f3f3f3e3e }',
      '    context:',
      '      - { name: last, json-path: $.books, filters: [last] }',
      '  - url: /books?last=${{ context.last }}',
      '    dependsOn: books',
      '    validators:',
      '      - json-path: { path: $.books, filters: [{ nth: 5 }], exists: true }',
      '',
    ].join('\n'),
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.equal(server.requests.at(-1)!.url, '/books?last=Solaris');
  const [first, second] = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')).collections[0].tests;
  assert.equal(first.outcome, 'passed');
  assert.deepEqual(first.captures[0].value, 'Solaris');
  assert.equal(second.outcome, 'failed');
  const message = 'json-path $.books | nth 5: filter `nth 5`: no item at index 5 of 2, got a list: ["Dune","Solaris"]';
  assert.equal(second.validators[0].message, message);
  assert.ok(result.stdout.includes(message), result.stdout);
});

test('dist/cli.js: an unknown filter is one message at file:line:col with did-you-mean, exit 2, nothing sent', async () => {
  const before = server.requests.length;
  const dir = workspace({
    'c.yaml': [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /books',
      '    validators:',
      '      - json-path: { path: $.books, filters: [toInt], equals: 2 }',
      '',
    ].join('\n'),
  });
  const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.equal(server.requests.length, before);
  const output = result.stdout + result.stderr;
  assert.match(output, /^error: unknown filter `toInt`\n --> c\.yaml:5:47\n/);
  assert.match(output, /\^\^\^\^\^ did you mean `to-int`\?/);
  assert.doesNotMatch(output, /\n\s+at .*\.(js|ts):\d+/);
});

// Selecting filters (regex, json-path and xpath on a text, location, url-query-param) against a
// loopback server: chained with others, in captures, bounded by the test's time budget, and secrets
// masked in what a failing filter shows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCollection, startRoutes, verdicts } from './harness.ts';

const BOOKS = JSON.stringify([{ name: 'Dune', author: 'Franck Herbert' }, { name: 'Solaris' }]);
let server: TargetServer;
before(async () => {
  server = await startRoutes({
    '/page': {
      headers: {
        'Content-Type': 'text/html',
        'X-Greeting': 'Hello Bob!',
        'X-Next': 'https://example.org/search?q=caf%C3%A9&page=2',
      },
      body: `<!doctype html><html><body data-books='${BOOKS}'><p>one</p></body></html>`,
    },
    '/api': {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        xml: '<list><item id="1">apple</item><item id="2">pear</item></list>',
        json: BOOKS,
        redirects: [{ location: 'https://example.org/step2', status: 302 }],
        token: 's3cr3t-t0ken-value',
        slow: `${'a'.repeat(28)}b`,
      }),
    },
    '/echo': { headers: { 'X-Token': 's3cr3t-t0ken-value', 'X-Other': 'other-hidden-value' } },
  });
});
after(() => server.close());

test('regex, json-path and xpath over a text, location and url-query-param, chained and captured', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - id: page',
      '    url: /page',
      '    validators:',
      '      - header: { name: X-Greeting, filters: [{ regex: "Hello (.*)!" }], equals: Bob }',
      '      - header: { name: X-Greeting, filters: [{ regex: "Bye (.*)" }], exists: false }',
      '      - header: { name: X-Next, filters: [{ url-query-param: q }], equals: café }',
      '      - header: { name: X-Next, filters: [{ url-query-param: nope }, count], equals: 0 }',
      '      - xpath: { path: "string(//body/@data-books)", filters: [{ json-path: "$[0].name" }], equals: Dune }',
      '      - xpath: { path: "string(//body/@data-books)", filters: [{ json-path: "$[*].name" }, count], equals: 2 }',
      '      - xpath: { path: "string(//body/@data-books)", filters: [{ json-path: "$..author" }], equals: Franck Herbert }',
      '    context:',
      '      - { name: books, xpath: "string(//body/@data-books)", filters: [{ json-path: "$[1]" }] }',
      // Filters first, then the pattern refines what they give.
      '      - { name: who, xpath: "string(//body/@data-books)", filters: [{ json-path: "$[1].name" }], pattern: "^(So)" }',
      '  - url: /api',
      '    validators:',
      '      - json-path: { path: $.xml, filters: [{ xpath: "string(//item[@id=2])" }], equals: pear }',
      '      - json-path: { path: $.xml, filters: [{ xpath: "//item" }, count], equals: 2 }',
      '      - json-path: { path: "$.redirects[0]", filters: [location], equals: "https://example.org/step2" }',
      '      - json-path: { path: $.xml, filters: [{ json-path: $.a }], exists: true }',
      '      - json-path: { path: $.json, filters: [{ xpath: "//a" }], exists: true }',
      '',
    ].join('\n'),
  );
  const [page, api] = verdicts(result.tests);
  assert.deepEqual(
    page!.filter((line) => !line.startsWith('pass')),
    [],
  );
  assert.deepEqual(
    result.tests[0]!.captures.map((c) => c.value),
    ['{"name":"Solaris"}', 'So'],
  );
  assert.deepEqual(api!.slice(0, 3), [
    'pass json-path $.xml | xpath string(//item[@id=2]): equals "pear"',
    'pass json-path $.xml | xpath //item | count: equals 2',
    'pass json-path $.redirects[0] | location: equals "https://example.org/step2"',
  ]);
  assert.match(
    api![3]!,
    /^FAIL json-path \$\.xml \| json-path \$\.a: filter `json-path \$\.a`: not JSON \(Unexpected token/,
  );
  assert.match(api![4]!, /^FAIL json-path \$\.json \| xpath \/\/a: filter `xpath \/\/a`: .*not well-formed XML/);
});

test("a backtracking regex stops at the test's time budget; the run goes on", async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /api',
      '    timeout: 1500',
      '    validators:',
      '      - json-path: { path: $.slow, filters: [{ regex: "^((a*)*)\\\\2c$" }], exists: true }',
      '  - url: /api',
      '    validators:',
      '      - json-path: { path: $.slow, filters: [{ regex: "^(a+)+b$" }], equals: aaaaaaaaaaaaaaaaaaaaaaaaaaaa }',
      '',
    ].join('\n'),
  );
  assert.deepEqual(verdicts(result.tests), [
    [
      'FAIL json-path $.slow | regex "^((a*)*)\\\\2c$": filter `regex "^((a*)*)\\\\2c$"`: the pattern took too long (stopped at the test\'s time budget)',
    ],
    ['pass json-path $.slow | regex "^(a+)+b$": equals "aaaaaaaaaaaaaaaaaaaaaaaaaaaa"'],
  ]);
});

test('a secret in a value a filter cannot apply to is masked in the message', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - id: login',
      '    url: /api',
      '    context:',
      '      - { name: token, type: secret, json-path: $.token }',
      '  - url: /echo',
      '    dependsOn: login',
      '    validators:',
      '      - header: { name: X-Token, filters: [to-int], equals: 1 }',
      '      - header: { name: X-Token, filters: [{ to-date: "%Y" }], exists: true }',
      '    context:',
      '      - { name: other, type: secret, header: X-Other, filters: [to-int] }',
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 1);
  const messages = verdicts(result.tests)[1]!;
  assert.equal(messages.length, 2);
  for (const message of messages) {
    assert.ok(!message.includes('s3cr3t'), message);
    assert.match(message, /got a text: "\*+"/);
  }
  assert.ok(!result.stdout.includes('s3cr3t'));
  // A secret capture's own value is not a known secret yet when its filter fails: none of it is shown.
  const other = result.tests[1]!.captures[0]!;
  assert.equal(other.problem, 'filter `to-int`: not an integer, got a text: (secret)');
  const reported = JSON.stringify([result.tests[1]!.captures, result.tests[1]!.validators]);
  assert.ok(!reported.includes('other-hidden'), reported);
});

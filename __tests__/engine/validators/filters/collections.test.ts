// Filters over lists (count, nth, first, last) in validators and captures, against a loopback server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCollection, startRoutes, verdicts } from './harness.ts';

let server: TargetServer;
before(async () => {
  server = await startRoutes({
    '/books': {
      headers: { 'Content-Type': 'application/json', 'X-Servers': 'rec1,rec2,rec3', 'X-Ids': '4, 17, 9' },
      body: JSON.stringify({ books: ['Dune', 'Children of Dune', 'Les Misérables'], meta: { a: 1, b: 2 }, none: [] }),
    },
  });
});
after(() => server.close());

test('count, nth (negative from the end), first and last, in validators and captures', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - id: books',
      '    url: /books',
      '    validators:',
      '      - json-path: { path: $.books, filters: [count], equals: 3 }',
      '      - json-path: { path: "$.books[*]", filters: [count], equals: 3 }',
      '      - json-path: { path: $.books, filters: [{ nth: 1 }], equals: Children of Dune }',
      '      - json-path: { path: $.books, filters: [{ nth: -1 }], equals: Les Misérables }',
      '      - json-path: { path: $.books, filters: [first], equals: Dune }',
      '      - json-path: { path: $.books, filters: [last], starts-with: Les }',
      '      - json-path: { path: $.meta, filters: [count], equals: 2 }',
      '      - json-path: { path: $.missing, filters: [count], equals: 0 }',
      '      - header: { name: X-Servers, filters: [{ split: "," }, count], equals: 3 }',
      '      - header: { name: X-Ids, filters: [{ split: ", " }, { nth: 1 }, to-int], gt: 10 }',
      '    context:',
      '      - { name: n, json-path: $.books, filters: [count] }',
      '      - { name: second, header: X-Servers, filters: [{ split: "," }, { nth: 1 }] }',
      '  - url: /books?n=${{ context.n }}&s=${{ context.second }}',
      '    dependsOn: books',
      '    validators:',
      '      - status-code: 200',
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 0, result.stdout + result.lines.join('\n'));
  assert.ok(
    verdicts(result.tests)[0]!.every((line) => line.startsWith('pass')),
    verdicts(result.tests)[0]!.join('\n'),
  );
  assert.deepEqual(
    result.tests[0]!.captures.map((c) => [c.name, c.value]),
    [
      ['n', '3'],
      ['second', 'rec2'],
    ],
  );
  assert.equal(server.requests.at(-1)!.url, '/books?n=3&s=rec2');
});

test('a list filter that cannot apply fails its check, naming the filter and the value; a capture is not kept', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /books',
      '    validators:',
      '      - json-path: { path: $.books, filters: [{ nth: 5 }], exists: true }',
      '      - json-path: { path: $.none, filters: [first], exists: true }',
      '      - json-path: { path: "$.books[0]", filters: [count], equals: 4 }',
      '    context:',
      '      - { name: x, json-path: $.books, filters: [{ nth: -4 }] }',
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 1, result.lines.join('\n') + result.stdout);
  assert.deepEqual(verdicts(result.tests)[0], [
    'FAIL json-path $.books | nth 5: filter `nth 5`: no item at index 5 of 3, got a list: ["Dune","Children of Dune","Les Misérables"]',
    'FAIL json-path $.none | first: filter `first`: no item at index 0 of 0, got a list: []',
    'FAIL json-path $.books[0] | count: filter `count`: nothing to count (to count the parts of a text, `split` it first), got a text: "Dune"',
  ]);
  const capture = result.tests[0]!.captures[0]!;
  assert.equal(capture.matched, false);
  assert.equal(capture.value, undefined);
  assert.match(capture.problem!, /^filter `nth -4`: no item at index -4 of 3, got a list: \["Dune",/);
});

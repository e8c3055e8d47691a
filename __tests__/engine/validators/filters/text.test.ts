// Text and number filters (to-int, to-float, to-string, split, replace, replace-regex, html-escape,
// html-unescape) against a loopback server, and the cost a hostile value can make them take.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCollection, startRoutes, verdicts } from './harness.ts';
import { MAX_GROWN, MAX_ITEMS } from '../../../../src/engine/validators/filters/text.ts';

const DATA = {
  id: '123',
  pi: '3.14',
  count: 42,
  float: 3.9,
  big: '9007199254740993',
  abc: 'abc',
  url: 'http://example.org/a',
  ips: '192.168.2.1, 10.0.0.20, 10.0.0.10',
  message: 'Welcome Bob!',
  user: { id: 'u42-7' },
  text: 'a > b & "c"',
  escaped: 'Foo &copy; bar &#x1D306; &gt;&#62;&notanentity; &lt;b&gt;',
  list: [1, 'two'],
};
let server: TargetServer;
before(async () => {
  server = await startRoutes({
    '/data': { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DATA) },
    // A hostile body: 2 million commas, and a long text of `a`.
    '/commas': { headers: { 'Content-Type': 'text/plain' }, body: ','.repeat(2_000_000) },
    '/many-a': { headers: { 'Content-Type': 'text/plain' }, body: 'a'.repeat(1_000_000) },
  });
});
after(() => server.close());

const collection = (validators: string[], extra: string[] = []): string =>
  [
    `baseUrl: ${server.origin}`,
    'tests:',
    '  - url: /data',
    '    validators:',
    ...validators.map((v) => `      - ${v}`),
    ...extra,
    '',
  ].join('\n');

test('to-int, to-float and to-string convert; what they cannot convert fails with the value', async () => {
  const result = await runCollection(
    collection([
      'json-path: { path: $.id, filters: [to-int], equals: 123 }',
      'json-path: { path: $.pi, filters: [to-float], equals: 3.14 }',
      'json-path: { path: $.float, filters: [to-int], equals: 3 }',
      'json-path: { path: $.count, filters: [to-string], equals: "42" }',
      'json-path: { path: $.list, filters: [to-string], equals: \'[1,"two"]\' }',
      'json-path: { path: $.abc, filters: [to-int], equals: 1 }',
      'json-path: { path: $.abc, filters: [to-float], equals: 1 }',
      'json-path: { path: $.big, filters: [to-int], equals: 1 }',
    ]),
  );
  assert.deepEqual(verdicts(result.tests)[0], [
    'pass json-path $.id | to-int: equals 123',
    'pass json-path $.pi | to-float: equals 3.14',
    'pass json-path $.float | to-int: equals 3',
    'pass json-path $.count | to-string: equals "42"',
    'pass json-path $.list | to-string: equals "[1,\\"two\\"]"',
    'FAIL json-path $.abc | to-int: filter `to-int`: not an integer, got a text: "abc"',
    'FAIL json-path $.abc | to-float: filter `to-float`: not a number, got a text: "abc"',
    'FAIL json-path $.big | to-int: filter `to-int`: past the integers a number holds exactly (±2^53), got a text: "9007199254740993"',
  ]);
});

test('split, replace, replace-regex (with groups), html-escape and html-unescape', async () => {
  const result = await runCollection(
    collection(
      [
        'json-path: { path: $.ips, filters: [{ split: ", " }, count], equals: 3 }',
        'json-path: { path: $.ips, filters: [{ split: ", " }], equals: ["192.168.2.1", "10.0.0.20", "10.0.0.10"] }',
        'json-path: { path: $.ips, filters: [{ replace: { old: ", ", new: "|" } }], equals: "192.168.2.1|10.0.0.20|10.0.0.10" }',
        'json-path: { path: $.message, filters: [{ replace-regex: { pattern: "B[aoi]b", new: Dude } }], equals: Welcome Dude! }',
        'json-path: { path: $.message, filters: [{ replace-regex: { pattern: "(\\\\w+) (\\\\w+)", new: "$2 $1 $$" } }], equals: Bob Welcome $! }',
        'json-path: { path: $.text, filters: [html-escape], equals: "a &gt; b &amp; &quot;c&quot;" }',
        'json-path: { path: $.escaped, filters: [html-unescape], equals: "Foo © bar 𝌆 >>¬anentity; <b>" }',
        'json-path: { path: $.count, filters: [{ split: "," }], exists: true }',
      ],
      [
        '    context:',
        '      - { name: u, json-path: $.user.id, filters: [{ replace-regex: { pattern: "\\\\d", new: x } }] }',
      ],
    ),
  );
  assert.deepEqual(verdicts(result.tests)[0], [
    'pass json-path $.ips | split ", " | count: equals 3',
    'pass json-path $.ips | split ", ": equals ["192.168.2.1","10.0.0.20","10.0.0.10"]',
    'pass json-path $.ips | replace ", " "|": equals "192.168.2.1|10.0.0.20|10.0.0.10"',
    'pass json-path $.message | replace-regex "B[aoi]b" "Dude": equals "Welcome Dude!"',
    'pass json-path $.message | replace-regex "(\\\\w+) (\\\\w+)" "$2 $1 $$": equals "Bob Welcome $!"',
    'pass json-path $.text | html-escape: equals "a &gt; b &amp; &quot;c&quot;"',
    'pass json-path $.escaped | html-unescape: equals "Foo © bar 𝌆 >>¬anentity; <b>"',
    'FAIL json-path $.count | split ",": filter `split ","`: not text, got a number: 42',
  ]);
  assert.equal(result.tests[0]!.captures[0]!.value, 'uxx-x');
});

test('hostile values cost bounded memory: a split past its item limit and a replacement past its growth limit fail clearly', async () => {
  assert.ok(MAX_ITEMS < 2_000_000 && MAX_GROWN < 1_000_000 * 24, 'the bodies below are past the limits');
  const hostile = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /commas',
      '    validators:',
      '      - response-size: { filters: [to-string], equals: "2000000" }',
      '    context:',
      '      - { name: parts, pattern: "^(.*)$", filters: [{ split: "," }, count] }',
      '  - url: /many-a',
      '    context:',
      '      - { name: grown, pattern: "^(a)", filters: [{ replace: { old: a, new: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa } }] }',
      '      - { name: grown2, pattern: "^(a)", filters: [{ replace-regex: { pattern: "a", new: "$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&$&" } }] }',
      '',
    ].join('\n'),
  );
  assert.deepEqual(verdicts(hostile.tests)[0], ['pass response-size | to-string: equals "2000000"']);
  assert.equal(
    hostile.tests[0]!.captures[0]!.problem,
    `filter \`split ","\`: more than ${MAX_ITEMS} parts, got a text: "${','.repeat(59)}… (2000000 chars)`,
  );
  for (const capture of hostile.tests[1]!.captures) {
    assert.equal(capture.matched, false);
    assert.match(
      capture.problem!,
      new RegExp(`: the result would grow by more than ${MAX_GROWN} characters, got a text: "aaa`),
    );
  }
});

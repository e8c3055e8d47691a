// The static checks of `filters` before anything is sent: unknown filters with did-you-mean (Hurl's
// camelCase names too), arguments a filter does not take or lacks, invalid patterns, JSONPath,
// XPath, date formats and charsets, each at file:line:col, all at once, exit 2.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCollection, startRoutes } from './harness.ts';

let server: TargetServer;
before(async () => {
  server = await startRoutes({ '/': { body: '{}' } });
});
after(() => server.close());

test('every mistake in a filters list is a positioned diagnostic, and nothing is sent', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /',
      '    validators:',
      '      - json-path: { path: $.a, filters: [cuont], equals: 1 }',
      '      - json-path: { path: $.a, filters: [toInt], equals: 1 }',
      '      - json-path: { path: $.a, filters: [nth], equals: 1 }',
      '      - json-path: { path: $.a, filters: [{ count: 1 }], equals: 1 }',
      '      - json-path: { path: $.a, filters: [{ nth: first }], equals: 1 }',
      '      - header: { name: X, filters: [{ regex: "(a" }], exists: true }',
      '      - header: { name: X, filters: [{ regex: "a+" }], exists: true }',
      '      - header: { name: X, filters: [{ replace-regex: { pattern: "(a)\\\\1", new: b } }], exists: true }',
      '      - header: { name: X, filters: [{ replace: { old: "", new: b } }], exists: true }',
      '      - header: { name: X, filters: [{ replace: { old: a, neww: b } }], exists: true }',
      '      - header: { name: X, filters: [{ json-path: "$[" }], exists: true }',
      '      - header: { name: X, filters: [{ xpath: "//[" }], exists: true }',
      '      - header: { name: X, filters: [{ to-date: "%Y-%Q" }], exists: true }',
      '      - header: { name: X, filters: [{ to-date: "%H:%M" }], exists: true }',
      '      - header: { name: X, filters: [{ decode: klingon }], exists: true }',
      '      - header: { name: X, filters: [{ split: "" }], exists: true }',
      '      - header: { name: X, filters: count, exists: true }',
      '      - response-size: { filters: [{ nth: "${{ vars.i }}" }], equals: 1 }',
      '    context:',
      '      - { name: a, json-path: $.a, filters: [base64decode] }',
      '      - { name: b, pattern: "(x)", filters: [{ nth: 0, count: 1 }] }',
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 2);
  assert.equal(server.requests.length, 0);
  assert.deepEqual(result.lines, [
    '5:43 unknown filter `cuont` (did you mean `count`?)',
    '6:43 unknown filter `toInt` (did you mean `to-int`?)',
    '7:43 `nth` needs an argument: write it as `{ nth: … }` (its argument: an integer index, from 0 (negative: from the end, -1 is the last))',
    '8:45 `count` takes no argument: write it as plain `count`',
    '9:50 `nth` expects an integer index, got `first` (e.g. `{ nth: 0 }`, or `{ nth: -1 }` for the last)',
    '10:47 `regex` is not a valid regular expression: /(a/: Unterminated group (patterns use JavaScript regular expression syntax)',
    '11:47 `regex` has no capture group (put the part to keep in parentheses, e.g. `{ regex: "id=(\\\\d+)" }`)',
    '12:66 `replace-regex` takes a pattern without backreferences or lookarounds (`\\1`, `(?=…)`) (it runs on the linear-time engine, so a hostile text cannot make it backtrack for minutes)',
    '13:56 `old` of `replace` cannot be empty: it would be found between every two characters',
    '14:49 `replace` needs `new` (e.g. `{ replace: { old: "http://", new: "…" } }`)',
    '14:59 unknown key `neww` in `replace` (`replace` takes `old` and `new`)',
    '15:51 invalid JSONPath at character 3: the path ends too early',
    '16:47 invalid XPath at character 3: not a valid XPath 1.0 expression',
    '17:49 `to-date` format: `%Q` is not a date format specifier (formats: docs/collection-format.md#filters (as Hurl, chrono’s strftime))',
    '18:49 `to-date` format names no year (`%Y`, `%y`, `%s` or `%+`): it cannot give a date',
    '19:48 `decode` does not know the charset `klingon` (labels of the Encoding Standard (https://encoding.spec.whatwg.org/#names-and-labels): utf-8, iso-8859-1, windows-1252, gb2312, big5, shift_jis, euc-kr…)',
    '20:47 `split` needs a separator that is not empty (e.g. `{ split: "," }`)',
    '21:37 `filters` expects a non-empty list of filters, got `count` (e.g. `filters: [{ split: "," }, count]`)',
    '22:43 a filter argument cannot hold a template: it is checked before the run',
    '24:46 unknown filter `base64decode` (did you mean `base64-decode`?)',
    '25:46 a filter is a name (`count`) or a mapping of one name to its argument (`{ nth: 0 }`), got a mapping of 2 keys',
  ]);
});

test('the JSON Schema of collections knows filters: in query validators, cookie attributes and context entries', async () => {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const { collectionJsonSchema } = await import('../../../../src/collection/formats/assay/json-schema.ts');
  const validate = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(collectionJsonSchema());
  const collection = (
    validator: unknown,
    capture: unknown = { name: 'n', 'json-path': '$.a', filters: ['count'] },
  ) => ({
    tests: [{ url: 'http://x/', validators: [validator], context: [capture] }],
  });
  const good = [
    { 'json-path': { path: '$.a', filters: ['count', { nth: -1 }, 'to-int'], gt: 1 } },
    { header: { name: 'X', filters: [{ split: ',' }, { replace: { old: 'a', new: 'b' } }], exists: true } },
    { cookie: { name: 'c', expires: { filters: ['days-after-now'], gt: 1 } } },
    { 'response-size': { filters: ['to-string'], equals: '1' } },
    { xpath: { path: '//a', filters: [{ 'to-date': '%Y' }, { format: '%A' }], equals: 'Monday' } },
  ];
  for (const validator of good)
    assert.ok(validate(collection(validator)), JSON.stringify([validator, validate.errors]));
  const bad = [
    { 'json-path': { path: '$.a', filters: ['cuont'], equals: 1 } },
    { 'json-path': { path: '$.a', filters: [{ count: 1 }], equals: 1 } },
    { 'json-path': { path: '$.a', filters: ['nth'], equals: 1 } },
    { 'json-path': { path: '$.a', filters: [{ replace: { old: 'a' } }], equals: 1 } },
  ];
  for (const validator of bad) assert.ok(!validate(collection(validator)), JSON.stringify(validator));
  assert.ok(validate(collection({ 'status-code': 200 })));
  assert.ok(!validate(collection({ 'status-code': 200 }, { name: 'n', 'json-path': '$.a', filters: [] })));
});

test('docs: the Filters table of collection-format.md and the table of from-hurl.md list every filter with its Hurl name', async () => {
  const { readFileSync } = await import('node:fs');
  const { FILTERS } = await import('../../../../src/engine/validators/index.ts');
  const format = readFileSync(new URL('../../../../docs/collection-format.md', import.meta.url), 'utf8');
  const section = format.slice(format.indexOf('\n## Filters\n'), format.indexOf('\n## Templates\n'));
  const rows = [...section.matchAll(/^\| `([a-z0-9-]+)` \|[^\n]*\| `([A-Za-z0-9]+)` \|$/gm)].map((m) => [m[1], m[2]]);
  assert.deepEqual(
    rows,
    FILTERS.map((spec) => [spec.name, spec.hurl]),
  );
  const hurl = readFileSync(new URL('../../../../docs/from-hurl.md', import.meta.url), 'utf8');
  for (const spec of FILTERS)
    assert.match(hurl, new RegExp(`^\\| \`${spec.hurl}\\b.*\\| \`\\{? ?${spec.name}\\b`, 'm'), spec.name);
});

// "Green means green" in the checker: collection-language mistakes get one clear diagnostic at
// their position, and checks that test nothing are never silent.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, where } from './helpers.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import type { LoadResult } from '../../src/collection/index.ts';

/** Loads `text` from a file of that name in a fresh directory. */
function loadFile(name: string, text: string, walk = false): Promise<LoadResult> {
  const dir = tempDir('assay-green-');
  writeFileSync(join(dir, name), text);
  return load([walk ? dir : join(dir, name)], { cwd: dir });
}

function shown(result: LoadResult): string[] {
  return result.diagnostics.map(
    (d) => `${where(d)} ${d.severity} ${d.code}: ${d.message}${d.hint ? ` | ${d.hint}` : ''}`,
  );
}

describe('a .json collection is JSON', () => {
  const good = '{\n  "baseUrl": "https://example.com",\n  "tests": [\n    { "url": "/a" }\n  ]\n}\n';

  it('accepts JSON, with a byte order mark too', async () => {
    assert.deepEqual(shown(await loadFile('c.json', good)), []);
    assert.deepEqual(shown(await loadFile('c.json', `\ufeff${good}`)), []);
  });

  it('refuses a trailing comma at the comma, in a list and in an object', async () => {
    const list = good.replace('{ "url": "/a" }', '{ "url": "/a" },');
    assert.deepEqual(shown(await loadFile('c.json', list)), [
      'c.json:4:20 error json-syntax: invalid JSON: a trailing comma before `]` | JSON allows no comma after the last item: remove it',
    ]);
    const object = good.replace('{ "url": "/a" }', '{ "url": "/a", }');
    assert.deepEqual(shown(await loadFile('C.JSON', object)), [
      'C.JSON:4:18 error json-syntax: invalid JSON: a trailing comma before `}` | JSON allows no comma after the last item: remove it',
    ]);
  });

  it('refuses what only YAML reads: comments, single quotes, words without quotes', async () => {
    const cases: [string, string][] = [
      [
        good.replace('"tests"', '# tests\n  "tests"'),
        'c.json:3:3 error json-syntax: invalid JSON: expected a key in double quotes, got `#` | JSON has no comments',
      ],
      [
        good.replace('"/a"', "'/a'"),
        "c.json:4:14 error json-syntax: invalid JSON: expected a value, got `'` | JSON strings are in double quotes",
      ],
      [good.replace('"/a"', '/a'), 'c.json:4:14 error json-syntax: invalid JSON: expected a value, got `/`'],
      [
        good.replace('"baseUrl"', 'baseUrl'),
        'c.json:2:3 error json-syntax: invalid JSON: expected a key in double quotes, got `b` | JSON text needs double quotes',
      ],
      [
        good.replace('"/a"', '"/a\tb"'),
        'c.json:4:17 error json-syntax: invalid JSON: a control character (a line break or a tab) inside a string | write it escaped: `\\n`, `\\t`',
      ],
      [good.replace('"/a"', '"/a" 1'), 'c.json:4:19 error json-syntax: invalid JSON: expected `,` or `}`, got `1`'],
      [`${good}x`, 'c.json:7:1 error json-syntax: invalid JSON: text after the end of the JSON value'],
    ];
    for (const [text, expected] of cases) assert.deepEqual(shown(await loadFile('c.json', text)), [expected]);
  });

  it('leaves YAML flow style alone in a .yaml file, and skips a walked .json that is not a collection', async () => {
    const yaml = 'baseUrl: https://example.com\ntests: [ { url: /a }, ]\n';
    assert.deepEqual(shown(await loadFile('c.yaml', yaml)), []);
    const tsconfig = '{\n  // options\n  "compilerOptions": { "strict": true, },\n}\n';
    const walked = await loadFile('tsconfig.json', tsconfig, true);
    assert.deepEqual(
      shown(walked).filter((line) => !line.includes('empty-directory')),
      [],
    );
  });
});

describe('an unquoted JSONPath in a flow mapping', () => {
  it('is one error at the value with the quoted value to write, not a cascade', async () => {
    const text = [
      'baseUrl: https://example.com',
      'tests:',
      '  - url: /a',
      '    validators:',
      '      - json-path: { path: $.items[0].name, equals: x }',
      '      - json-path: { path: $.items[*].price, each: { lt: 100 } }',
      "      - json-path: { path: $[?@.name=='x'], exists: true }",
      '      - xpath: { path: //item[1], equals: x }',
    ].join('\n');
    const result = await load([text]);
    const message = (value: string) =>
      `\`${value}\` needs quotes: inside \`{ … }\` YAML reads \`[\`, \`]\`, \`{\`, \`}\` and \`,\` as its own`;
    assert.deepEqual(shown(result), [
      `<inline #1>:5:28 error yaml-syntax: ${message('$.items[0].name')} | write '$.items[0].name'`,
      `<inline #1>:6:28 error yaml-syntax: ${message('$.items[*].price')} | write '$.items[*].price'`,
      `<inline #1>:7:28 error yaml-syntax: ${message("$[?@.name=='x']")} | write "$[?@.name=='x']"`,
      `<inline #1>:8:24 error yaml-syntax: ${message('//item[1]')} | write '//item[1]'`,
    ]);
    assert.equal(result.diagnostics[0]!.length, '$.items[0].name'.length);
  });

  it('the quoted form it suggests loads', async () => {
    const text = [
      'baseUrl: https://example.com',
      'tests:',
      '  - url: /a',
      '    validators:',
      "      - json-path: { path: '$.items[0].name', equals: x }",
      '      - json-path: { path: "$[?@.name==\'x\']", exists: true }',
    ].join('\n');
    assert.deepEqual(shown(await load([text])), []);
  });

  it('other syntax errors keep their own message', async () => {
    const result = await load(['baseUrl: https://example.com\ntests:\n  - url: /a\n    name: "unclosed\n']);
    assert.equal(result.diagnostics[0]!.code, 'yaml-syntax');
    assert.match(result.diagnostics[0]!.message, /^invalid YAML: /);
  });
});

describe('checks that test nothing', () => {
  const collection = (lines: string[]) =>
    ['baseUrl: https://example.com', 'tests:', '  - url: /a', ...lines].join('\n');

  it('are errors where nothing sensible is meant, each at its line', async () => {
    const result = await load([
      collection([
        '    validators:',
        '      - body-contains: ""',
        "      - body-not-contains: ''",
        '      - body-matches: ""',
        '      - json-path: { path: $.a, matches: "" }',
        '      - json-path: { path: $.a, starts-with: "" }',
        '      - header: { name: X-A, ends-with: "" }',
        '      - json-path: { path: $.a, count: { ge: 0 } }',
        '      - json-path: { path: $.a, count: { lt: 0 } }',
        '      - response-size: { gt: -1 }',
        '      - sitemap-each-body-contains: ""',
        '      - json-path: { path: $.a, each: {} }',
        '      - json-path: { path: $.a, one-of: [] }',
        '    retry: { count: 3, until: [] }',
      ]),
    ]);
    assert.deepEqual(shown(result), [
      '<inline #1>:5:24 error checks-nothing: `body-contains: ""` holds for every body: an empty text is in every body | to expect an empty body write `body-equals: ""`',
      '<inline #1>:6:28 error checks-nothing: `body-not-contains: ""` holds for no body: an empty text is in every body | to expect a body that is not empty write `body-not-equals: ""`',
      '<inline #1>:7:23 error checks-nothing: `body-matches: ""` holds for any text: an empty pattern matches anywhere | to expect an empty body write `body-equals: ""`',
      '<inline #1>:8:42 error checks-nothing: `matches: ""` holds for any text: an empty pattern matches anywhere | to expect an empty text write `equals: ""`',
      '<inline #1>:9:46 error checks-nothing: `starts-with: ""` holds for every text | write the text the value must start with',
      '<inline #1>:10:41 error checks-nothing: `ends-with: ""` holds for every text | write the text the value must end with',
      '<inline #1>:11:46 error checks-nothing: `ge: 0` holds for every count: a count is never negative | to expect at least one write `ge: 1`',
      '<inline #1>:12:46 error checks-nothing: `lt: 0` holds for no count: a count is never negative | to expect none write `equals: 0`',
      '<inline #1>:13:30 error checks-nothing: `gt: -1` holds for every size: a size is never negative | to expect at least one write `ge: 1`',
      '<inline #1>:14:37 error checks-nothing: `sitemap-each-body-contains: ""` holds for every site: an empty text is in every page | name the keyword the pages must (or must not) contain',
      '<inline #1>:15:39 error invalid-validator-argument: `json-path each` needs at least one predicate | e.g. `exists: true` or `equals: …`; predicates: equals, not-equals, contains, not-contains, starts-with, ends-with, matches, exists, gt, ge, lt, le, count, type, one-of, empty, each, any, not',
      '<inline #1>:16:41 error invalid-validator-argument: `one-of` expects a non-empty list of values, got a list',
      '<inline #1>:17:31 error checks-nothing: `until: []` has no validator to wait for: it holds at once | list what to wait for, e.g. `until: [ { body-contains: \'"state":"done"\' } ]`, or remove `until`',
    ]);
  });

  it('are warnings where legal but surprising, and the collection still loads', async () => {
    const result = await load([
      collection([
        '    headers: { authorization: Bearer abc }',
        '    auth: { bearer: xyz }',
        '    validators:',
        "      - body-matches: '.*'",
        '      - json-path: { path: $.tags, contains: "" }',
        '      - header: { name: X-A, not-contains: "" }',
        '      - json-schema: { title: anything }',
        '  - url: https://bob:pw@example.com/b',
        '    auth: { bearer: xyz }',
      ]),
    ]);
    assert.deepEqual(shown(result), [
      '<inline #1>:5:5 warning ignored-credentials: `auth` is not sent: the test’s `headers` set `Authorization`, which wins | remove `auth` or the `Authorization` header',
      '<inline #1>:7:23 warning checks-nothing: `body-matches: ".*"` finds a match in any text, the empty text too: it may check nothing | anchor it (`^…$`) or make a part of it required',
      '<inline #1>:8:46 warning checks-nothing: `contains: ""` holds for every text: an empty text is in every text | to expect an empty text write `equals: ""`',
      '<inline #1>:9:44 warning checks-nothing: `not-contains: ""` fails on every text: an empty text is in every text | to expect an empty text write `not-equals: ""`',
      '<inline #1>:10:22 warning checks-nothing: `json-schema`: inline schema has no keyword that constrains a value: it accepts any JSON body | add e.g. `type: object` and `required: [id]`',
      '<inline #1>:11:10 warning ignored-credentials: the credentials in the URL are not sent: `auth` sets `Authorization`, which wins | remove `user:password@` from the URL, or the other credentials',
    ]);
    assert.equal(result.collections.length, 1);
  });

  it('an XPath that is a number, text or boolean has a value for any document: exists and count are errors', async () => {
    const result = await load([
      collection([
        '    validators:',
        '      - xpath: count(//item)',
        '      - xpath: { path: "string(//title)", exists: false }',
        '      - xpath: { path: "//item = \'x\'", count: 1 }',
        '      - xpath: { path: "(count(//a))", exists: true }',
        '      - xpath: //item',
        '      - xpath: { path: "//a | //b", exists: true }',
        '      - xpath: { path: "id(\'x\')", count: 0 }',
        '      - xpath: { path: "count(//item)", ge: 1 }',
      ]),
    ]);
    assert.deepEqual(shown(result), [
      '<inline #1>:5:16 error checks-nothing: `count(//item)` is a number, text or boolean, never nothing: `exists` holds for any document | compare its value instead, e.g. `xpath: { path: "count(//item)", ge: 1 }`',
      '<inline #1>:6:24 error checks-nothing: `string(//title)` is a number, text or boolean, never nothing: `exists` can never hold | compare its value instead, e.g. `xpath: { path: "string(//title)", equals: … }`',
      "<inline #1>:7:24 error checks-nothing: `//item = 'x'` is a number, text or boolean, never nothing: `count` is 1 for any document | compare its value instead, e.g. `xpath: { path: \"//item = 'x'\", equals: … }`",
      '<inline #1>:8:24 error checks-nothing: `(count(//a))` is a number, text or boolean, never nothing: `exists` holds for any document | compare its value instead, e.g. `xpath: { path: "(count(//a))", equals: … }`',
    ]);
  });

  it('leave meaningful checks alone', async () => {
    const result = await load(
      [
        collection([
          '    validators:',
          '      - body-equals: ""',
          '      - body-not-equals: ""',
          "      - body-matches: '^$'",
          "      - body-matches: '^.*$'",
          '      - json-path: { path: $.a, equals: "" }',
          '      - json-path: { path: $.a, count: 0 }',
          '      - json-path: { path: $.a, count: { ge: 1 } }',
          '      - response-size: { le: 0 }',
          '      - json-schema: { type: object }',
          '      - body-contains: ${{ vars.word }}',
        ]),
      ],
      { variables: { word: '' } },
    );
    assert.deepEqual(shown(result), []);
  });
});

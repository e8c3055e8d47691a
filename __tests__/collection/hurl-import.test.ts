// The Hurl converter on files written by others (Hurl's own integration tests, __tests__/fixtures/hurl):
// every file converts, with no note but the ones docs/from-hurl.md says assay does not do, and each
// construct becomes the assay construct of issue 30's syntax contract.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { importHurl } from '../../src/collection/formats/hurl/import.ts';
import { PositionedInputError } from '../../src/collection/formats/positioned-error.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/hurl');
const output = path.join(fixtures, 'out');

type Json = Record<string, unknown>;

function convert(name: string, text?: string, secrets: string[] = []) {
  const absolutePath = path.join(fixtures, name);
  return importHurl({
    file: name,
    absolutePath,
    text: text ?? readFileSync(absolutePath, 'utf8'),
    name: name.replace(/\.hurl$/, ''),
    outputDirectory: output,
    secrets: new Set(secrets),
  });
}

function tests(text: string): Json[] {
  return (parse(text) as { tests: Json[] }).tests;
}

/** Notes on constructs docs/from-hurl.md lists as not done by assay (or needing the user's input). */
const DOCUMENTED = [
  /uses the namespace prefixes .*: add namespaces:/,
  /assay queries take no \{\{ \}\} template/,
  /which this same entry captures: assay's checks read the captures of earlier tests only/,
  /a file name with a \{\{ \}\} template: assay file paths take no template/,
  /is not a capture: assay's variable query reads captures and the run's -v variables/,
  /is not copied: pass it with --secrets/,
];

describe('assay import hurl: Hurl integration files', () => {
  const files = readdirSync(fixtures).filter((name) => name.endsWith('.hurl'));

  it('converts every file, with no note but the documented ones', () => {
    assert.ok(files.length >= 31);
    const totals = { entries: [0, 0], asserts: [0, 0], captures: [0, 0] };
    for (const name of files) {
      const result = convert(name);
      const unexpected = result.notes.filter((note) => !DOCUMENTED.some((pattern) => pattern.test(note)));
      assert.deepEqual(unexpected, [], name);
      const written = tests(result.files[0]!.text);
      assert.equal(written.length, result.counts.entries.total, name);
      for (const kind of ['entries', 'asserts', 'captures'] as const) {
        totals[kind][0] += result.counts[kind].clean;
        totals[kind][1] += result.counts[kind].total;
      }
    }
    // Every construct of these files is counted; only the documented notes above fall short.
    assert.deepEqual(totals, { entries: [126, 139], asserts: [533, 569], captures: [36, 36] });
  });

  it("writes Rust's inline regex flags as JavaScript modifier groups, and empty headers", () => {
    const [match] = tests(convert('assert_match.hurl').files[0]!.text);
    assert.deepEqual((match!.validators as Json[]).at(-1), {
      'json-path': { path: '$.path3', matches: '(?i:hello \\w+!)' },
    });
    const [regex] = tests(convert('assert_regex.hurl').files[0]!.text);
    assert.deepEqual((regex!.validators as Json[]).slice(3), [
      { body: { filters: [{ regex: 'Hello ([0-9]+)!' }], exists: false } },
      { regex: { pattern: 'Hello ([a-zA-Z]+)!', equals: 'World' } },
      { regex: { pattern: 'Hello ([a-zA-Z]+)!', equals: 'World' } },
      { regex: { pattern: '(?i:hello (\\w+)!)', equals: 'World' } },
    ]);
    const headers = tests(convert('headers.hurl').files[0]!.text);
    assert.deepEqual(headers.at(-1)!.headers, { 'Empty-Header': '' });
    // Repeated names are written as a list; [Options] variables are their values.
    assert.deepEqual(headers[4]!.headers, [
      'Fruit: Raspberry',
      'Fruit: Apple',
      'Fruit: Banana',
      'Fruit: Grape',
      'Color: Green',
    ]);
  });

  it('names each test by method, path and source line, and chains them in order', () => {
    const written = tests(convert('hello.hurl').files[0]!.text);
    assert.deepEqual(
      written.map((test) => [test.name, test.id, test.dependsOn]),
      [
        ['GET /hello (hello.hurl:1)', 'entry-1', undefined],
        ['GET / (hello.hurl:10)', 'entry-2', 'entry-1'],
        ['GET / (hello.hurl:14)', 'entry-3', 'entry-2'],
        ['GET /hello (hello.hurl:18)', 'entry-4', 'entry-3'],
        ['GET /hello (hello.hurl:23)', 'entry-5', 'entry-4'],
        ['GET /hello (hello.hurl:28)', 'entry-6', 'entry-5'],
      ],
    );
    const yaml = convert('hello.hurl').files[0]!.text;
    assert.match(yaml, /^baseUrl: http:\/\/localhost:8000\ncookies: true$/m);
    assert.deepEqual(written[0]!.validators, [
      { 'status-code': 200 },
      { header: { name: 'Content-Type', equals: 'text/html; charset=utf-8' } },
      { header: { name: 'Content-Length', equals: '12' } },
      { header: { name: 'Date', exists: true } },
      { 'body-equals': 'Hello World!' },
    ]);
    // file,data.txt; hex,…; and base64,…; expected bodies are the same text.
    for (const test of written.slice(3))
      assert.deepEqual(test.validators, [{ 'status-code': 200 }, { 'body-equals': 'Hello World!' }]);
  });

  it('writes filters, predicates and queries with the contract names', () => {
    const [filter] = tests(convert('filter.hurl').files[0]!.text);
    const validators = filter!.validators as Json[];
    assert.deepEqual(validators[1], {
      'json-path': { path: '$.file', filters: ['base64-decode'], equals: { hex: 'd188d0b5d0bbd0bbd18b' } },
    });
    assert.deepEqual(validators[12], { 'json-path': { path: '$.list', filters: [{ nth: -1 }], equals: 3 } });
    assert.deepEqual(validators[13], {
      'json-path': { path: '$.message', filters: [{ regex: 'Hello (.*)!' }], equals: 'Bob' },
    });
    // `variable "text" htmlEscape htmlUnescape == "{{text}}"` compares with this entry's own capture.
    assert.equal(validators.length, 42);
    assert.deepEqual(validators[30], {
      'json-path': {
        path: '$.ips',
        filters: [{ replace: { old: ', ', new: '|' } }],
        equals: '192.168.2.1|10.0.0.20|10.0.0.10',
      },
    });
    assert.deepEqual(validators[31], {
      'json-path': { path: '$.id', filters: [{ 'replace-regex': { pattern: '\\d', new: 'x' } }], equals: 'xxx' },
    });
    assert.deepEqual(validators[34], {
      'json-path': { path: '$.json', filters: [{ 'json-path': '$.message' }], equals: 'Hello' },
    });
    assert.deepEqual(validators[39], {
      'json-path': { path: '$.url', filters: [{ 'url-query-param': 'x' }], equals: 'шеллы' },
    });
    assert.deepEqual(filter!.context, [
      { name: 'url', 'json-path': '$.url' },
      { name: 'text', 'json-path': '$.text' },
    ]);

    const [json] = tests(convert('assert_json.hurl').files[0]!.text);
    const checks = json!.validators as Json[];
    const byPath = (p: string) =>
      checks.filter((v) => (v['json-path'] as Json | undefined)?.path === p).map((v) => v['json-path']);
    // [Options] variable: five=5 is a number where Hurl compares it.
    assert.deepEqual(byPath('$.count').slice(0, 6), [
      { path: '$.count', equals: 5 },
      { path: '$.count', equals: 5 },
      { path: '$.count', equals: 5 },
      { path: '$.count', 'not-equals': 4 },
      { path: '$.count', 'not-equals': 4 },
      { path: '$.count', 'not-equals': 4 },
    ]);
    assert.deepEqual(byPath('$.errors').slice(1, 4), [
      { path: '$.errors', type: 'array' },
      { path: '$.errors', type: 'collection' },
      { path: '$.errors', not: { type: 'object' } },
    ]);
    assert.deepEqual(byPath('$.warnings')[1], { path: '$.warnings', empty: true });
    assert.deepEqual(byPath('$.uuid'), [{ path: '$.uuid', type: 'uuid' }]);
    assert.deepEqual(byPath('$.tags[0]').slice(0, 5), [
      { path: '$.tags[0]', equals: 'test' },
      { path: '$.tags[0]', gt: 'te' },
      { path: '$.tags[0]', lt: 'testabc' },
      { path: '$.tags[0]', le: 'test' },
      { path: '$.tags[0]', gt: 'abc' },
    ]);
    assert.deepEqual(byPath('$.dates[1]'), [{ path: '$.dates[1]', type: 'iso-date' }]);
    // `toDate "%+" > {{ date0 }}` compares with this entry's own capture: a note, not a validator.
    assert.ok(!checks.some((check) => JSON.stringify(check).includes('context.date0')));
    // The expected JSON body is compared as JSON.
    assert.deepEqual((checks.at(-1)!['json-path'] as Json).path, '$');
    assert.equal(((checks.at(-1)!['json-path'] as Json).equals as Json).count, 5);
    // The big integer keeps its digits.
    assert.match(convert('assert_json.hurl').files[0]!.text, /equals: 1000000000000000000000$/m);
  });

  it('writes captures as context entries, and {{names}} as context, vars or secrets', () => {
    const written = tests(convert('captures.hurl').files[0]!.text);
    assert.deepEqual((written[0]!.context as Json[]).slice(1, 5), [
      { name: 'param2', header: 'header2', filters: [{ regex: 'Hello (.*)!' }] },
      { name: 'param3', header: 'header2', filters: [{ regex: 'Hello (.*)!' }] },
      { name: 'data1', body: true },
      { name: 'data2', body: true },
    ]);
    // A `variable` query on a capture of the same entry is that capture's query (assay's checks see
    // earlier tests' captures only).
    assert.deepEqual((written[0]!.validators as Json[]).slice(1), [
      { header: { name: 'header1', equals: 'value1' } },
      { header: { name: 'header2', filters: [{ regex: 'Hello (.*)!' }], equals: 'Bob' } },
      { header: { name: 'header2', filters: [{ regex: 'Hello (.*)!' }], equals: 'Bob' } },
      { 'body-equals': 'Hello world!' },
    ]);
    assert.deepEqual(written[1]!.query, { param1: '${{ context.param1 }}', param2: '${{ context.param2 }}' });
    assert.deepEqual((written[4]!.context as Json[])[1], {
      name: 'a_cookie_path_attr',
      cookie: { name: 'foo', attribute: 'path' },
    });
    assert.deepEqual((written[5]!.context as Json[]).at(-2), { name: 'some_bytes', bytes: true });

    const cookies = tests(convert('cookies.hurl').files[0]!.text);
    assert.deepEqual(cookies[2]!.headers, { Cookie: 'user1=Bob; user2=Bill; user3=${{ vars.name }}' });
    assert.deepEqual((cookies[3]!.validators as Json[]).slice(1), [
      { cookie: { name: 'cookie1', exists: false } },
      { cookie: { name: 'cookie2', equals: 'valueA' } },
      { cookie: { name: 'cookie2', path: '/' } },
      { cookie: { name: 'cookie2', expires: { exists: false } } },
    ]);
    assert.deepEqual((cookies[8]!.validators as Json[]).slice(12, 14), [
      { cookie: { name: 'LSID', secure: true } },
      { cookie: { name: 'LSID', 'http-only': true } },
    ]);
    assert.match(convert('cookies.hurl').files[0]!.text, /^# Variables: -v name=…$/m);

    const secret = tests(convert('cookies.hurl', undefined, ['name']).files[0]!.text);
    assert.deepEqual(secret[2]!.headers, { Cookie: 'user1=Bob; user2=Bill; user3=${{ secrets.name }}' });
  });

  it('copies no credential: headers, [BasicAuth] and user passwords become secrets, with a note', () => {
    const result = convert('follow_redirect.hurl');
    const written = tests(result.files[0]!.text);
    assert.deepEqual(written[2]!.headers, { Authorization: '${{ secrets.authorization }}', Cookie: 'fruit=lemon' });
    assert.deepEqual(written[3]!.auth, { basic: { username: 'bob@email.com', password: '${{ secrets.password }}' } });
    assert.deepEqual(written[4]!.auth, { basic: { username: 'bob@email.com', password: '${{ secrets.password }}' } });
    assert.doesNotMatch(result.files[0]!.text, /Ym9iQGVtYWlsLmNvbTpzZWNyZXQ=|:secret|: secret/);
    assert.deepEqual(result.notes, [
      'follow_redirect.hurl:41: the header Authorization is not copied: pass it with --secrets authorization=…',
      "follow_redirect.hurl:56: the user option's password is not copied: pass it with --secrets password=…",
      'follow_redirect.hurl:71: the [BasicAuth] password is not copied: pass it with --secrets password=…',
    ]);
    // A credential-looking variable name is a secret without --secret.
    const token = tests(convert('t.hurl', 'GET http://h/\nAuthorization: Bearer {{api_token}}\n').files[0]!.text);
    assert.deepEqual(token[0]!.headers, { Authorization: 'Bearer ${{ secrets.api_token }}' });
  });

  it('writes request options, forms, multipart files and bodies as assay keys', () => {
    const [options] = tests(
      convert(
        'o.hurl',
        [
          'POST http://h/x',
          '[Options]',
          'location: true',
          'max-redirs: 30',
          'http1.0: true',
          'delay: 2s',
          'retry: 3',
          'retry-interval: 500ms',
          'resolve: h:80:127.0.0.1',
          'connect-to: h:80:localhost:8080',
          'proxy: http://proxy:3128',
          'limit-rate: 1000',
          'path-as-is: true',
          'max-time: 5',
          'compressed: true',
          '```json',
          '{"a": {{n}}}',
          '```',
          'HTTP 301',
        ].join('\n'),
      ).files[0]!.text,
    );
    assert.deepEqual(options, {
      name: 'POST /x (o.hurl:1)',
      id: 'entry-1',
      method: 'POST',
      url: '/x',
      headers: { 'Accept-Encoding': 'gzip, deflate, br', 'Content-Type': 'application/json' },
      body: '{"a": ${{ vars.n }}}\n',
      'follow-redirects': true,
      'max-redirects': 30,
      'http-version': '1.0',
      delay: 2000,
      retry: { count: 3, interval: 500 },
      resolve: ['h:80:127.0.0.1'],
      'connect-to': ['h:80:localhost:8080'],
      proxy: 'http://proxy:3128',
      'limit-rate': 1000,
      'path-as-is': true,
      timeout: 5000,
      validators: [{ 'status-code': 301 }],
    });
    const multipart = tests(convert('multipart_form_data.hurl').files[0]!.text);
    assert.deepEqual(multipart[0]!.multipart, {
      key1: 'value1',
      upload1: { file: '../data.txt' },
      upload2: { file: '../data.html' },
      upload3: { file: '../data.txt', 'content-type': 'text/html' },
    });
    const form = tests(convert('form_params.hurl').files[0]!.text);
    assert.deepEqual(form[0]!.form, {
      param1: 'value1',
      param2: '',
      param3: 'a=b',
      param4: 'a%3db',
      'values[0]': '0',
      'values[1]': '1',
    });
    // A 3xx Hurl expects was not followed: assay must not follow it either.
    const [redirect] = tests(convert('assert_header.hurl').files[0]!.text).slice(2);
    assert.equal(redirect!['follow-redirects'], false);
  });

  it('notes what it cannot convert, in the file and in the notes, and comments out skipped entries', () => {
    const result = convert(
      'n.hurl',
      [
        'GET http://h/a',
        '[Options]',
        'verbose: true',
        'skip: true',
        'HTTP 200',
        '',
        'GET http://h/b',
        '[Options]',
        'unix-socket: /s',
        'HTTP 200',
      ].join('\n'),
    );
    assert.deepEqual(result.notes, [
      'n.hurl:3: [Options] verbose: results.json and the reports hold every exchange (--debug prints more)',
      'n.hurl:9: [Options] unix-socket: Unix sockets are not supported',
    ]);
    const yaml = result.files[0]!.text;
    assert.match(
      yaml,
      / {2}# line 3: \[Options\] verbose: results\.json and the reports hold every exchange \(--debug prints more\)\n {2}# not converted: skip: true in Hurl's \[Options\]\n {2}# - name: GET \/a/,
    );
    assert.match(
      yaml,
      / {2}# line 9: \[Options\] unix-socket: Unix sockets are not supported\n {2}- name: GET \/b \(n\.hurl:7\)\n {4}id: entry-2\n {4}method: GET/,
    );
  });

  it('sends a GraphQL string as Hurl does, its variables block as "variables", and reads multiline attributes', () => {
    const text = [
      'POST http://h/graphql',
      '```graphql',
      'query Q($id: ID!) { a(id: $id) { b } }',
      'variables {',
      '  "id": {{id}}',
      '}',
      '```',
      'POST http://h/raw',
      '```json,novariable',
      '{"a": "{{x}}"}',
      '```',
      'POST http://h/escaped',
      '```escape',
      'a\\tb\\u{41}',
      '```',
    ].join('\n');
    const [graphql, raw, escaped] = tests(convert('g.hurl', text).files[0]!.text);
    assert.equal(
      graphql!.body,
      '{"query":"query Q($id: ID!) { a(id: $id) { b } }\\n","variables":{\n  "id": ${{ vars.id }}\n}}',
    );
    assert.deepEqual(graphql!.headers, { 'Content-Type': 'application/json' });
    assert.equal(raw!.body, '{"a": "{{x}}"}\n');
    assert.equal(escaped!.body, 'a\tbA\n');
  });

  it('converts a hostile file without walking what it cannot write: a body nested 100,000 levels deep', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const result = convert('deep.hurl', `POST http://h/\n${deep}\nHTTP 200\n${deep}\n`);
    const [test] = tests(result.files[0]!.text);
    assert.equal(test!.body, deep);
    assert.deepEqual(test!.validators, [{ 'status-code': 200 }, { 'body-equals': deep }]);
  });

  it('does not show a line that may hold a credential in a syntax error', () => {
    for (const text of [
      'GET http://h/\nAuthorization: Bearer s3cr3t-token {{\n',
      'GET http://h/\n[BasicAuth]\nbob: s3cr3t-pass {{\n',
      'GET http://h/\n[Options]\nuser: bob:s3cr3t {{\n',
    ])
      assert.throws(
        () => convert('secret.hurl', text),
        (error: unknown) =>
          error instanceof PositionedInputError &&
          /^secret\.hurl:\d:\d+: a `\{\{` placeholder is not closed with `\}\}`\n {2}\(the line is not shown: it may hold a credential\)$/.test(
            error.message,
          ) &&
          !error.message.includes('s3cr3t'),
      );
  });

  it('ends a syntax error in file:line:col, the line and a caret', () => {
    assert.throws(
      () => convert('bad.hurl', 'GET http://h/\nHTTP 200\n[Asserts]\njsonpath "$.a" equal 1\n'),
      (error: unknown) =>
        error instanceof PositionedInputError &&
        error.message ===
          'bad.hurl:4:16: unknown predicate `equal`; did you mean `equals`?\n  jsonpath "$.a" equal 1\n                 ^',
    );
  });
});

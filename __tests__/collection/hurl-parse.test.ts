// The Hurl parser (src/collection/formats/hurl/parse.ts): what it reads from each construct of
// Hurl's grammar, the positions it keeps, and the positioned error bad input ends in.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseHurl } from '../../src/collection/formats/hurl/parse.ts';
import { HurlSyntaxError } from '../../src/collection/formats/hurl/reader.ts';
import type { Template } from '../../src/collection/formats/hurl/ast.ts';

const text = (template: Template) =>
  template.parts.map((part) => (typeof part === 'string' ? part : `{{${part.expression}}}`)).join('');

function syntaxError(source: string): { message: string; line: number; column: number } {
  try {
    parseHurl(source);
  } catch (error) {
    assert.ok(error instanceof HurlSyntaxError, String(error));
    return { message: error.message, ...error.position };
  }
  assert.fail('expected a syntax error');
}

describe('parseHurl', () => {
  it('reads entries, headers, sections and the response with their lines', () => {
    const file = parseHurl(
      [
        '# a comment',
        'POST https://api.example.org/users?x=1  # trailing comment',
        'Accept: application/json',
        'X-Key\\:Odd: a\\#b',
        '[Query]',
        'page: 2',
        '[Form]',
        'name: {{ user }}',
        '[Options]',
        'delay: 200',
        'HTTP/1.1 201',
        'Location: /users/1',
        '[Captures]',
        'id: jsonpath "$.id" toInt redact',
        '[Asserts]',
        'jsonpath "$.tags" count >= 2',
        'header "X-Ids" split "," nth -1 not == "3"',
        'body matches /^\\{"id"/',
        '',
        'GET https://api.example.org/users/{{id}}',
        'HTTP *',
      ].join('\n'),
    );
    assert.equal(file.entries.length, 2);
    const [first, second] = file.entries;
    assert.equal(first!.request.method, 'POST');
    assert.deepEqual(first!.request.position, { line: 2, column: 1 });
    assert.equal(text(first!.request.url), 'https://api.example.org/users?x=1');
    assert.deepEqual(
      first!.request.headers.map((h) => [text(h.key), text(h.value)]),
      [
        ['Accept', 'application/json'],
        ['X-Key:Odd', 'a#b'],
      ],
    );
    assert.equal(text(first!.request.query[0]!.value), '2');
    assert.deepEqual(first!.request.form[0]!.value.parts[0], { expression: 'user', position: { line: 8, column: 7 } });
    assert.equal(text(first!.request.options[0]!.key), 'delay');
    const response = first!.response!;
    assert.equal(response.version, '1.1');
    assert.equal(response.status, 201);
    assert.equal(text(response.headers[0]!.value), '/users/1');
    assert.deepEqual(
      {
        name: response.captures[0]!.name,
        redact: response.captures[0]!.redact,
        filters: response.captures[0]!.filters.map((f) => f.name),
      },
      { name: 'id', redact: true, filters: ['toInt'] },
    );
    const [count, split, body] = response.asserts;
    assert.equal(count!.query.kind, 'jsonpath');
    assert.deepEqual(count!.predicate, {
      not: false,
      name: '>=',
      value: { kind: 'number', text: '2' },
      position: { line: 16, column: 25 },
    });
    assert.deepEqual(
      split!.filters.map((f) => [
        f.name,
        f.arguments.map((a) => (typeof a === 'number' ? a : a.kind === 'text' ? text(a.value) : a.value)),
      ]),
      [
        ['split', [',']],
        ['nth', [-1]],
      ],
    );
    assert.equal(split!.predicate.not, true);
    assert.deepEqual(body!.predicate.value, { kind: 'regex', value: '^\\{"id"' });
    assert.equal(second!.response!.status, undefined);
    assert.equal(text(second!.request.url), 'https://api.example.org/users/{{id}}');
  });

  it('reads every kind of body: JSON with placeholders, XML, multiline and one-line strings, base64, hex, file', () => {
    const bodies = parseHurl(
      [
        'POST http://h/a',
        '{"id": {{id}}, "tags": ["a]", "{b"],',
        ' "n": {"m": 1}}',
        'HTTP 200',
        '<?xml version="1.0"?>',
        '<!-- a comment -->',
        '<a><b/><c>x</c></a>',
        'POST http://h/b',
        '```json',
        '{"x": "{{x}}"}',
        '```',
        'POST http://h/c',
        '`one line \\` quote`',
        'POST http://h/d',
        'base64,SGVs bG8=;',
        'POST http://h/e',
        'hex,00ff;',
        'POST http://h/f',
        'file,data/body.bin;',
      ].join('\n'),
    ).entries;
    assert.equal(bodies.length, 6);
    assert.deepEqual(bodies[0]!.request.body, {
      kind: 'json',
      text: '{"id": {{id}}, "tags": ["a]", "{b"],\n "n": {"m": 1}}',
      position: { line: 2, column: 1 },
    });
    assert.equal(bodies[0]!.response!.body!.kind, 'xml');
    assert.equal(
      (bodies[0]!.response!.body as { text: string }).text,
      '<?xml version="1.0"?>\n<!-- a comment -->\n<a><b/><c>x</c></a>',
    );
    const multiline = bodies[1]!.request.body as { language: string; text: Template };
    assert.equal(multiline.language, 'json');
    assert.equal(text(multiline.text), '{"x": "{{x}}"}\n');
    assert.equal(text((bodies[2]!.request.body as { text: Template }).text), 'one line ` quote');
    assert.equal((bodies[3]!.request.body as { bytes: Buffer }).bytes.toString(), 'Hello');
    assert.deepEqual([...(bodies[4]!.request.body as { bytes: Buffer }).bytes], [0, 255]);
    assert.equal(text((bodies[5]!.request.body as { file: Template }).file), 'data/body.bin');
  });

  it('reads the sections by their long and short names, and multipart files with a content type', () => {
    const [entry] = parseHurl(
      [
        'POST http://h/',
        '[MultipartFormData]',
        'field: value',
        'upload: file,a.txt; text/plain',
        '[Cookies]',
        'sid: 1',
        '[BasicAuth]',
        'bob: {{password}}',
        '[QueryStringParams]',
        'q: x',
      ].join('\n'),
    ).entries;
    const request = entry!.request;
    assert.equal(text(request.multipart[0]!.value as Template), 'value');
    assert.deepEqual(
      {
        file: text((request.multipart[1]!.value as { file: Template }).file),
        type: (request.multipart[1]!.value as { contentType: string }).contentType,
      },
      { file: 'a.txt', type: 'text/plain' },
    );
    assert.equal(text(request.cookies[0]!.key), 'sid');
    assert.equal(text(request.basicAuth[0]!.value), '{{password}}');
    assert.equal(text(request.query[0]!.key), 'q');
  });

  it('reads `Name;` as a header with an empty value, as curl writes one', () => {
    const [entry] = parseHurl('GET http://h/\nX-Empty;  # sent empty\nX-Next: 1\n').entries;
    assert.deepEqual(
      entry!.request.headers.map((h) => [text(h.key), text(h.value)]),
      [
        ['X-Empty', ''],
        ['X-Next', '1'],
      ],
    );
  });

  it('ends bad input in one error at its line and column', () => {
    assert.deepEqual(syntaxError('GET http://h/\nHTTP 200\n[Assert]\nstatus == 200\n'), {
      message: 'unknown section [Assert]; did you mean `Asserts`?',
      line: 3,
      column: 1,
    });
    assert.deepEqual(syntaxError('GET http://h/\nHTTP 200\n[Asserts]\njsonpath "$.a" equal 1\n'), {
      message: 'unknown predicate `equal`; did you mean `equals`?',
      line: 4,
      column: 16,
    });
    assert.deepEqual(syntaxError('GET http://h/\nHTTP 200\n[Asserts]\njsonpat "$.a" == 1\n'), {
      message: 'unknown query `jsonpat`; did you mean `jsonpath`?',
      line: 4,
      column: 1,
    });
    assert.equal(syntaxError('get http://h/').message, 'expected a method in capitals, got `get`');
    assert.deepEqual(syntaxError('GET http://h/\nHTTP 20\n'), {
      message: 'expected a status code (three digits) or *',
      line: 2,
      column: 6,
    });
    assert.deepEqual(syntaxError('POST http://h/\n```\nnever closed\n'), {
      message: 'a ``` multiline string is not closed with ```',
      line: 2,
      column: 1,
    });
    assert.deepEqual(syntaxError('GET http://h/\nHTTP 200\n[Asserts]\nheader "X" == "unclosed\n'), {
      message: 'a quoted string is not closed with `"`',
      line: 4,
      column: 15,
    });
    assert.equal(
      syntaxError('GET http://h/\n[Asserts]\n').message,
      '[Asserts] belongs to a response: write the status line (HTTP 200) before it',
    );
    assert.equal(
      syntaxError('GET http://h/\nHTTP 200\n[Query]\n').message,
      '[Query] belongs to a request: move it before the status line',
    );
    assert.equal(syntaxError('GET http://h/\nX-A: {{ }}\n').message, 'an empty `{{ }}` placeholder');
    assert.equal(syntaxError('POST http://h/\nhex,0g;\n').message, 'invalid hex digits');
  });
});

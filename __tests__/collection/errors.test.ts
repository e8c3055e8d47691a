// Diagnostics for mistakes inside one test: keys, old format, urls, methods, headers, validators,
// context entries and templates — with their messages, positions and hints.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostic, load, where } from './helpers.ts';
import { validators } from '../../src/engine/validators/index.ts';

describe('unknown keys and the old format', () => {
  it('reports unknown keys with a did-you-mean hint at the key', async () => {
    const result = await load(['mistakes.yaml']);
    assert.equal(result.collections.length, 0);
    const bodu = diagnostic(result, 'unknown key `bodu` in test');
    assert.deepEqual(
      [where(bodu), bodu.length, bodu.hint, bodu.code, bodu.severity],
      ['mistakes.yaml:5:5', 4, 'did you mean `body`?', 'unknown-key', 'error'],
    );
    assert.equal(where(diagnostic(result, '`dependson`')), 'mistakes.yaml:6:5');
    assert.equal(diagnostic(result, '`dependson`').hint, 'did you mean `dependsOn`?');
    assert.equal(diagnostic(result, '`validator`').hint, 'did you mean `validators`?');
    const typo = diagnostic(result, 'unknown key `typo` in context entry');
    assert.deepEqual([where(typo), typo.hint], ['mistakes.yaml:30:9', 'did you mean `type`?']);
  });

  it('lists the allowed keys when nothing is close', async () => {
    const result = await load(['tests:\n  - url: https://example.com\n    somethingElse: 1\n']);
    const item = diagnostic(result, 'unknown key `somethingElse`');
    assert.equal(where(item), '<inline #1>:3:5');
    assert.match(
      item.hint ?? '',
      /^expected one of: `id`, `name`, `url`, `method`, `headers`, `body`, `query`, `form`, `multipart`, `auth`, `retry`, `data`, `tags`, `validators`, `context`, `dependsOn`, `metadata`, `timeout`, `resolve`, `connect-to`, `delay`, `http-version`, `proxy`, `follow-redirects`, `max-redirects`, `location-trusted`, `limit-rate`, `path-as-is`$/,
    );
  });

  it('recognises old-format collections instead of passing them as empty', async () => {
    const result = await load(['old-format.json']);
    assert.equal(result.collections.length, 0);
    const messages = result.diagnostics.map((item) => [where(item), item.code, item.message, item.hint]);
    assert.deepEqual(messages, [
      [
        'old-format.json:2:3',
        'old-format',
        '`baseAddress` is from the old collection format; it is now `baseUrl`',
        'rename `baseAddress` to `baseUrl`',
      ],
      [
        'old-format.json:3:3',
        'old-format',
        '`requests` is from the old collection format; it is now `tests`',
        'rename `requests` to `tests`',
      ],
      [
        'old-format.json:5:7',
        'old-format',
        '`path` is from the old collection format; it is now `url`',
        'rename `path` to `url`',
      ],
      [
        'old-format.json:6:22',
        'old-format',
        'validators written as `"name:value"` text are from the old collection format',
        'write it as a mapping: `- status-code: 403`',
      ],
      [
        'old-format.json:6:41',
        'old-format',
        'validators written as `{type, value}` are from the old collection format',
        'write e.g. `- status-code: 403`',
      ],
    ]);
  });

  it('names `url` for `uri`', async () => {
    const result = await load(['tests:\n  - uri: https://example.com\n']);
    assert.deepEqual(
      result.diagnostics.map((item) => item.message),
      ['`uri` is from the old collection format; it is now `url`'],
    );
  });

  it('requires `tests` and a `url` in each test', async () => {
    const noTests = await load(['name: x\nbaseUrl: https://example.com\n']);
    assert.equal(diagnostic(noTests, 'has no `tests`').line, 1);
    const noUrl = await load(['tests:\n  - name: lonely\n']);
    const item = diagnostic(noUrl, 'the test has no `url`');
    assert.equal(where(item), '<inline #1>:2:5');
    const notAMap = await load(['tests:\n  - /users\n']);
    assert.equal(diagnostic(notAMap, 'a test must be a mapping').hint, 'write `- url: /users`');
    const list = await load(['- url: https://example.com\n']);
    assert.equal(
      diagnostic(list, 'a collection must be a mapping with `tests`, got a list').hint,
      'a list of tests goes under `tests:`',
    );
  });
});

describe('urls, methods and headers', () => {
  it('rejects a relative url, and a path without baseUrl', async () => {
    const result = await load(['mistakes.yaml']);
    const relative = diagnostic(result, '`url: users` is neither a path');
    assert.deepEqual(
      [where(relative), relative.hint],
      ['mistakes.yaml:9:10', 'start it with `/` to join it to `baseUrl`: `/users`'],
    );
    const noBase = await load(['tests:\n  - url: /x\n']);
    const item = diagnostic(noBase, '`url: /x` is a path, but the collection has no `baseUrl`');
    assert.deepEqual(
      [where(item), item.hint],
      ['<inline #1>:2:10', 'add `baseUrl: https://…` to the collection, or write an absolute URL'],
    );
  });

  it('checks baseUrl and absolute urls', async () => {
    const result = await load([
      'baseUrl: api.example.com\ntests:\n  - url: ftp://example.com/file\n  - url: http://exa mple.com/\n',
    ]);
    assert.equal(where(diagnostic(result, '`baseUrl` must be an absolute http(s) URL')), '<inline #1>:1:10');
    assert.equal(diagnostic(result, '`ftp` URLs cannot be tested').line, 3);
    assert.equal(diagnostic(result, 'is not a valid URL').line, 4);
  });

  it('rejects a method that is not a token, and warns of one close to a standard method', async () => {
    const result = await load(['mistakes.yaml']);
    const item = diagnostic(result, '`FE/TCH` is not an HTTP method');
    assert.equal(where(item), 'mistakes.yaml:10:13');
    const near = await load(['tests:\n  - url: https://example.com\n    method: PSOT\n']);
    const warning = diagnostic(near, '`PSOT` is not a standard HTTP method; it is sent as written');
    assert.equal(warning.severity, 'warning');
    assert.equal(warning.hint, 'did you mean `POST`?');
    assert.equal(near.collections.length, 1);
  });

  it('rejects header names that are not tokens and headers without a colon', async () => {
    const result = await load(['mistakes.yaml']);
    const bad = diagnostic(result, '`X Bad` is not a valid header name');
    assert.deepEqual([where(bad), bad.length], ['mistakes.yaml:12:10', 5]);
    assert.equal(where(diagnostic(result, 'header `NoColon` has no `:`')), 'mistakes.yaml:13:9');
  });
});

describe('validators', () => {
  it('reports wrong argument types naming the expected kind', async () => {
    const result = await load(['mistakes.yaml']);
    const status = diagnostic(
      result,
      '`status-code` expects a status code (an integer 100–599) or a list of them, got `700`',
    );
    assert.deepEqual(
      [where(status), status.hint],
      ['mistakes.yaml:15:22', 'e.g. `status-code: 201` or `status-code: [200, 204]`'],
    );
    assert.equal(
      where(diagnostic(result, '`is-successful` expects `true` or `false`, got `maybe`')),
      'mistakes.yaml:16:24',
    );
    assert.equal(
      where(diagnostic(result, '`response-time` expects a number of milliseconds (a non-negative integer), got `-5`')),
      'mistakes.yaml:17:24',
    );
    assert.equal(where(diagnostic(result, '`body-contains` expects text, got a list')), 'mistakes.yaml:18:24');
  });

  it('reports unknown validators with did-you-mean, or the list of validators', async () => {
    const result = await load(['mistakes.yaml']);
    const unknown = diagnostic(result, 'unknown validator `staus-code`');
    assert.deepEqual([where(unknown), unknown.hint], ['mistakes.yaml:19:9', 'did you mean `status-code`?']);
    const far = await load(['tests:\n  - url: https://example.com\n    validators:\n      - graphql-query: x\n']);
    assert.equal(
      diagnostic(far, 'unknown validator `graphql-query`').hint,
      `expected one of: ${validators.names.map((name) => `\`${name}\``).join(', ')}`,
    );
  });

  it('requires exactly one key per validator', async () => {
    const result = await load(['mistakes.yaml']);
    assert.equal(where(diagnostic(result, 'empty validator `{}`')), 'mistakes.yaml:21:9');
    const two = diagnostic(result, 'a validator has exactly one key, this one has `status-code`, `body-contains`');
    assert.deepEqual([where(two), two.hint], ['mistakes.yaml:22:9', 'write each validator as its own list item']);
  });

  it('checks status code lists item by item', async () => {
    const result = await load([
      'tests:\n  - url: https://example.com\n    validators:\n      - status-code: [200, abc]\n      - status-code: []\n',
    ]);
    assert.equal(where(diagnostic(result, 'got `abc`')), '<inline #1>:4:28');
    assert.equal(where(diagnostic(result, 'got an empty list')), '<inline #1>:5:22');
  });
});

describe('context entries and timeouts', () => {
  it('checks patterns, names and types', async () => {
    const result = await load(['mistakes.yaml']);
    const noGroup = diagnostic(result, '`pattern` has no capture group');
    assert.deepEqual(
      [where(noGroup), noGroup.hint],
      ['mistakes.yaml:26:18', 'put the part to keep in parentheses, e.g. `"id":\\s*(\\d+)`'],
    );
    const invalid = diagnostic(result, '`pattern` is not a valid regular expression');
    assert.match(invalid.message, /Unterminated group/);
    assert.equal(where(invalid), 'mistakes.yaml:28:18');
    assert.equal(where(diagnostic(result, 'the `context` entry has no `name`')), 'mistakes.yaml:29:9');
    const other = await load([
      'tests:\n  - url: https://example.com\n    context:\n      - {name: "1x", pattern: "(a)", type: constant}\n',
    ]);
    assert.equal(diagnostic(other, '`1x` is not a valid context name').column, 16);
    assert.equal(diagnostic(other, '`type` must be `variable` or `secret`, got `constant`').column, 44);
  });

  it('requires a positive timeout', async () => {
    const result = await load(['mistakes.yaml']);
    assert.equal(
      where(diagnostic(result, '`timeout` must be a positive number of milliseconds, got `0`')),
      'mistakes.yaml:31:14',
    );
  });
});

describe('templates', () => {
  it('points at the bad reference inside the string', async () => {
    const result = await load(['templates.yaml'], { variables: { host: 'https://h' } });
    const namespace = diagnostic(result, 'unknown template namespace `var`');
    assert.deepEqual(
      [where(namespace), namespace.length, namespace.hint],
      ['templates.yaml:3:13', 12, 'did you mean `vars`?'],
    );
    const func = diagnostic(result, 'unknown template function `func.uuid`');
    assert.deepEqual([where(func), func.hint], ['templates.yaml:4:13', 'did you mean `func.guid()`?']);
    assert.equal(where(diagnostic(result, 'unterminated `${{`')), 'templates.yaml:5:13');
    const llm = diagnostic(result, '${{ gpt-4o.text(0) }}: the word count must be from 1 to 2000');
    assert.deepEqual([where(llm), llm.code], ['templates.yaml:7:22', 'llm-template']);
    assert.equal(result.diagnostics.length, 4);
  });

  it('maps positions through escapes in double-quoted JSON strings', async () => {
    const text = '{"tests": [{"url": "https://example.com", "body": "{\\"a\\": \\"${{ vars.nope }}\\"}"}]}';
    const result = await load([text]);
    const item = diagnostic(result, 'variable `nope` is not given');
    assert.equal(text.slice(item.column - 1, item.column - 1 + (item.length ?? 0)), '${{ vars.nope }}');
  });

  it('accepts free whitespace inside the braces', async () => {
    const result = await load(
      ['tests:\n  - url: "https://example.com/${{vars.a}}/${{   vars.b   }}/${{ func.random( ) }}"\n'],
      { variables: { a: '1', b: '2' } },
    );
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.collections[0].tests[0].url.parts.filter((part) => part.kind !== 'text'),
      [
        { kind: 'ref', namespace: 'vars', name: 'a' },
        { kind: 'ref', namespace: 'vars', name: 'b' },
        { kind: 'func', name: 'random' },
      ],
    );
  });
});

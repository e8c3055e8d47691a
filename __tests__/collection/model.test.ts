// The checked model built from valid collections: every field, in YAML and JSON forms.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostic, load } from './helpers.ts';

const inputs = { variables: { user: 'emily' }, secrets: { password: 's3cr3t-value' }, env: { ASSAY_FORBIDDEN: 'x' } };

describe('collection model', () => {
  it('reads `metadata` as a mapping or as a list of mappings, and refuses anything else', async () => {
    const text = (metadata: string) =>
      `name: m\nmetadata: ${metadata}\ntests:\n  - url: https://example.com\n    metadata: ${metadata}\n`;
    const plain = await load([text('{ project-key: USERS, definition: GET /users }')]);
    assert.deepEqual(plain.diagnostics, []);
    assert.deepEqual(plain.collections[0].metadata, { 'project-key': 'USERS', definition: 'GET /users' });
    assert.deepEqual(plain.collections[0].tests[0].metadata, { 'project-key': 'USERS', definition: 'GET /users' });
    const list = await load([text('[{ test-key: USERS-11 }, { revision: 3 }]')]);
    assert.deepEqual(list.collections[0].metadata, [{ 'test-key': 'USERS-11' }, { revision: 3 }]);
    const wrong = await load([text('USERS-11')]);
    assert.deepEqual(
      wrong.diagnostics.map((item) => [item.message, item.line]),
      [
        ['`metadata` must be a mapping or a list of mappings, got text', 2],
        ['`metadata` must be a mapping or a list of mappings, got text', 5],
      ],
    );
  });

  it('reads every field of a YAML collection', async () => {
    const result = await load(['users.yaml'], inputs);
    assert.deepEqual(result.diagnostics, []);
    const [collection] = result.collections;
    assert.equal(collection.file, 'users.yaml');
    assert.match(collection.absolutePath ?? '', /fixtures\/collections\/users\.yaml$/);
    assert.equal(collection.name, 'Users API');
    assert.deepEqual(collection.metadata, [{ revision: 3 }]);
    const [login, me, health] = collection.tests;

    assert.equal(login.id, 'login');
    assert.equal(login.name, 'Log in');
    assert.equal(login.method, 'POST');
    assert.equal(login.url.source, 'https://api.example.com/v1/auth/login');
    assert.deepEqual(login.url.parts, [{ kind: 'text', text: 'https://api.example.com/v1/auth/login' }]);
    assert.deepEqual(
      login.headers.map((header) => [header.name, header.value.source]),
      [
        ['Content-Type', 'application/json'],
        ['Referer', 'https://example.com/a:b'],
      ],
    );
    assert.equal(login.body?.kind, 'json');
    assert.equal(
      login.body?.template.source,
      '{"username":"${{ vars.user }}","password":"${{ secrets.password }}","remember":true}',
    );
    assert.deepEqual(login.body?.template.parts, [
      { kind: 'text', text: '{"username":"' },
      { kind: 'ref', namespace: 'vars', name: 'user' },
      { kind: 'text', text: '","password":"' },
      { kind: 'ref', namespace: 'secrets', name: 'password' },
      { kind: 'text', text: '","remember":true}' },
    ]);
    assert.deepEqual(login.tags, ['smoke']);
    assert.deepEqual(
      login.validators.map((validator) => [validator.name, validator.argument, validator.position.line]),
      [
        ['status-code', [200, 201], 19],
        ['response-time', 1500, 20],
      ],
    );
    assert.deepEqual(login.captures, [
      { name: 'token', type: 'secret', pattern: '"token":\\s*"([^"]+)"', position: { line: 22, column: 9 } },
    ]);
    assert.deepEqual(login.position, { line: 6, column: 5 });
    assert.deepEqual(login.dependsOn, []);
    assert.equal(login.index, 0);

    assert.equal(me.index, 1);
    assert.equal(me.id, undefined);
    assert.deepEqual(me.dependsOn, ['login']);
    assert.equal(me.method, 'GET');
    assert.equal(me.timeoutMs, 2000);
    assert.deepEqual(me.tags, ['smoke', 'regression']);
    assert.deepEqual(me.headers[0].value.parts, [
      { kind: 'text', text: 'Bearer ' },
      { kind: 'ref', namespace: 'context', name: 'token' },
    ]);
    assert.deepEqual(
      me.validators.map((validator) => [validator.name, validator.argument]),
      [
        ['is-successful', true],
        ['body-contains', { source: '42', parts: [{ kind: 'text', text: '42' }] }],
        [
          'body-not-contains',
          { source: '${{ env.ASSAY_FORBIDDEN }}', parts: [{ kind: 'ref', namespace: 'env', name: 'ASSAY_FORBIDDEN' }] },
        ],
      ],
    );

    assert.equal(health.method, 'HEAD');
    assert.equal(health.url.source, 'https://status.example.com/health');
    assert.deepEqual(health.metadata, [{ 'test-key': 'XSP-1' }]);
    assert.deepEqual(health.validators, []);
    assert.equal(health.body, undefined);
  });

  it('builds the same model from the JSON form', async () => {
    const yaml = await load(['users.yaml'], inputs);
    const json = await load(['users.json'], inputs);
    assert.deepEqual(json.diagnostics, []);
    const strip = (result: typeof yaml) =>
      result.collections.map(({ tests, name, metadata }) => ({
        name,
        metadata,
        tests: tests.map(({ position: _position, validators, captures, ...rest }) => ({
          ...rest,
          validators: validators.map(({ position: _p, ...validator }) => validator),
          captures: captures.map(({ position: _p, ...capture }) => capture),
        })),
      }));
    assert.deepEqual(strip(json), strip(yaml));
  });

  it('names collections after their file, or `inline #N`', async () => {
    const result = await load([
      'dir/a.yaml',
      'tests: [{url: https://example.com}]',
      '{"tests": [{"url": "https://example.com"}]}',
    ]);
    assert.deepEqual(
      result.collections.map((collection) => [collection.file, collection.name]),
      [
        ['dir/a.yaml', 'a'],
        ['<inline #1>', 'inline #1'],
        ['<inline #2>', 'inline #2'],
      ],
    );
  });

  it('joins baseUrl and url with exactly one slash', async () => {
    const cases: [string, string][] = [
      ['https://a.example', '/x'],
      ['https://a.example/', '/x'],
      ['https://a.example//', '//x'],
    ];
    for (const [base, url] of cases) {
      const text = `baseUrl: ${base}\ntests:\n  - url: ${url}\n`;
      const result = await load([text]);
      assert.equal(result.collections[0].tests[0].url.source, 'https://a.example/x', `${base} + ${url}`);
    }
    const templated = await load(['baseUrl: ${{ vars.host }}/\ntests:\n  - url: /users/${{ vars.id }}\n'], {
      variables: { host: 'http://h', id: '1' },
    });
    assert.deepEqual(templated.collections[0].tests[0].url.parts, [
      { kind: 'ref', namespace: 'vars', name: 'host' },
      { kind: 'text', text: '/users/' },
      { kind: 'ref', namespace: 'vars', name: 'id' },
    ]);
  });

  it('uses absolute urls and urls that start with a template as written', async () => {
    const result = await load(
      ['baseUrl: https://ignored.example\ntests:\n  - url: http://other.example/a\n  - url: ${{ vars.host }}/b\n'],
      { variables: { host: 'http://h' } },
    );
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.collections[0].tests[0].url.source, 'http://other.example/a');
    assert.equal(result.collections[0].tests[1].url.source, '${{ vars.host }}/b');
  });

  it('accepts numbers and booleans where the original reads their text', async () => {
    const text = [
      'name: 123',
      'tests:',
      '  - url: https://example.com',
      '    id: 7',
      '    tags: [1, true]',
      '    validators:',
      '      - status-code: "200"',
      '      - status-code: 404',
      '      - is-successful: FALSE',
      '      - is-successful: "false"',
      '      - response-time: "250"',
      '      - body-equals: true',
      '    headers:',
      '      X-Count: 3',
    ].join('\n');
    const result = await load([text]);
    assert.deepEqual(result.diagnostics, []);
    const [test] = result.collections[0].tests;
    assert.equal(result.collections[0].name, '123');
    assert.equal(test.id, '7');
    assert.deepEqual(test.tags, ['1', 'true']);
    assert.deepEqual(
      test.validators.map((validator) => validator.argument),
      [200, 404, false, false, 250, { source: 'true', parts: [{ kind: 'text', text: 'true' }] }],
    );
    assert.equal(test.headers[0].value.source, '3');
  });

  it('keeps numeric and boolean arguments written as templates as templates', async () => {
    const text =
      'tests:\n  - url: https://example.com\n    validators:\n      - status-code: ${{ vars.code }}\n      - is-successful: "${{vars.ok}}"\n';
    const result = await load([text], { variables: { code: '201', ok: 'true' } });
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.collections[0].tests[0].validators.map((validator) => validator.argument),
      [
        { source: '${{ vars.code }}', parts: [{ kind: 'ref', namespace: 'vars', name: 'code' }] },
        { source: '${{vars.ok}}', parts: [{ kind: 'ref', namespace: 'vars', name: 'ok' }] },
      ],
    );
  });

  it('sends a string body as text, and splits a header at the first colon only', async () => {
    const text =
      "tests:\n  - url: https://example.com\n    method: Put\n    body: 'plain ${{ func.utcnow() }}'\n    headers: ['X-Time:  12:30:00 ']\n";
    const result = await load([text]);
    const [test] = result.collections[0].tests;
    assert.equal(test.method, 'PUT');
    assert.deepEqual(test.body, {
      kind: 'text',
      template: {
        source: 'plain ${{ func.utcnow() }}',
        parts: [
          { kind: 'text', text: 'plain ' },
          { kind: 'func', name: 'utcnow' },
        ],
      },
    });
    assert.deepEqual(
      test.headers.map((header) => [header.name, header.value.source]),
      [['X-Time', '12:30:00']],
    );
  });

  it('serializes a list body as JSON and keeps long integers exact', async () => {
    const text = 'tests:\n  - url: https://example.com\n    body: [{id: 12345678901234567890}, "a\\"b", null, 1.5]\n';
    const result = await load([text]);
    const body = result.collections[0].tests[0].body;
    assert.equal(body?.kind, 'json');
    assert.equal(body?.template.source, '[{"id":12345678901234567890},"a\\"b",null,1.5]');
  });

  it('warns about a collection without tests but still loads it', async () => {
    const result = await load(['tests: []']);
    assert.equal(diagnostic(result, 'no tests').severity, 'warning');
    assert.equal(result.collections.length, 1);
  });

  it('returns only the collections without errors', async () => {
    const result = await load(['dir/a.yaml', 'tests: [{url: nowhere}]']);
    assert.deepEqual(
      result.collections.map((collection) => collection.file),
      ['dir/a.yaml'],
    );
    assert.equal(result.diagnostics.length, 1);
  });
});

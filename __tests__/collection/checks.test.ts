// Checks across tests: duplicate ids, unknown dependencies, cycles, context references and the
// variables, secrets and environment variables a collection needs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostic, load, where } from './helpers.ts';

describe('cross-test checks', () => {
  it('reports every problem of the collection in one go, in source order', async () => {
    const result = await load(['dependencies.yaml']);
    assert.equal(result.collections.length, 0);
    assert.deepEqual(
      result.diagnostics.map((item) => `${where(item)} ${item.code}`),
      [
        'dependencies.yaml:6:16 dependency-cycle',
        'dependencies.yaml:15:16 dependency-cycle',
        'dependencies.yaml:16:9 duplicate-id',
        'dependencies.yaml:23:17 context-not-captured',
        'dependencies.yaml:24:16 unknown-dependency',
        'dependencies.yaml:25:17 context-not-captured',
        'dependencies.yaml:25:45 undefined-variable',
        'dependencies.yaml:25:66 undefined-secret',
        'dependencies.yaml:25:93 undefined-env',
      ],
    );
  });

  it('prints dependency cycles, self-dependencies included', async () => {
    const result = await load(['dependencies.yaml']);
    assert.equal(diagnostic(result, 'dependency cycle').message, 'dependency cycle: a → c → b → a');
    assert.equal(diagnostic(result, 'depends on itself').message, 'test `self` depends on itself');
  });

  it('points at the second of two equal ids and names the first one’s line', async () => {
    const result = await load(['dependencies.yaml']);
    const item = diagnostic(result, 'duplicate id `a`');
    assert.equal(item.hint, 'the test at line 4 already has this id; ids are unique within a collection');
  });

  it('suggests a close id for an unknown dependsOn', async () => {
    const result = await load(['dependencies.yaml']);
    assert.equal(diagnostic(result, '`dependsOn` names an unknown id `usres`').hint, 'did you mean `users`?');
    const none = await load(['tests:\n  - url: https://example.com\n    dependsOn: [x]\n']);
    const item = diagnostic(none, 'unknown id `x`');
    assert.deepEqual([where(item), item.hint], ['<inline #1>:3:17', 'no test in this collection has an `id`']);
  });

  it('says which test captures a context value that is used without depending on it', async () => {
    const result = await load(['dependencies.yaml']);
    const uses = result.diagnostics.filter((item) => item.code === 'context-not-captured');
    assert.deepEqual(
      uses.map((item) => [item.message, item.hint, item.length]),
      [
        [
          '`context.userId` is not captured by any test this test depends on',
          'the test `users` (line 18) captures `userId`: add `dependsOn: users`',
          21,
        ],
        [
          '`context.userId` is not captured by any test this test depends on',
          'the test `users` (line 18) captures `userId`: add `dependsOn: users`',
          21,
        ],
      ],
    );
  });

  it('accepts context captured by a transitive dependency', async () => {
    const text = [
      'baseUrl: https://example.com',
      'tests:',
      '  - id: login',
      '    url: /login',
      '    context: [{name: token, pattern: "t=(\\\\w+)"}]',
      '  - id: profile',
      '    url: /profile',
      '    dependsOn: login',
      '  - url: /orders?token=${{ context.token }}',
      '    dependsOn: [profile]',
    ].join('\n');
    const result = await load([text]);
    assert.deepEqual(result.diagnostics, []);
  });

  it('explains context captured by a test without an id, or by the test itself', async () => {
    const text = [
      'baseUrl: https://example.com',
      'tests:',
      '  - url: /a',
      '    context: [{name: x, pattern: "(.)"}]',
      '  - url: /b/${{ context.x }}',
      '  - url: /c/${{ context.y }}',
      '    context: [{name: y, pattern: "(.)"}]',
      '  - url: /d/${{ context.z }}',
    ].join('\n');
    const result = await load([text]);
    assert.deepEqual(
      result.diagnostics.map((item) => item.hint),
      [
        'the test at line 3 captures `x`: give it an `id` and name that id in `dependsOn`',
        'this test captures it from its own response, which is not known yet when its request is sent',
        'no test in this collection captures `z`; add a `context` entry with `name: z` to the test that returns it',
      ],
    );
  });

  it('needs the variables, secrets and environment variables the collection uses', async () => {
    const result = await load(['dependencies.yaml']);
    assert.equal(diagnostic(result, 'variable `page` is not given').hint, 'pass `--variables page=…`');
    assert.equal(diagnostic(result, 'secret `apiKey` is not given').hint, 'pass `--secrets apiKey=…`');
    assert.equal(
      diagnostic(result, 'environment variable `ASSAY_TEST_UNSET_VARIABLE` is not set').hint,
      'set `ASSAY_TEST_UNSET_VARIABLE` in the environment of the run',
    );
    const given = await load(
      ['tests:\n  - url: "https://example.com/${{ vars.page }}/${{ secrets.apiKey }}/${{ env.HOME_DIR }}"\n'],
      {
        variables: { page: '2' },
        secrets: { apiKey: 'k' },
        env: { HOME_DIR: '/home' },
      },
    );
    assert.deepEqual(given.diagnostics, []);
  });

  it('suggests a close variable name but never shows a secret value', async () => {
    const secretValue = 'hunter2-very-secret';
    const result = await load(['tests:\n  - url: "https://example.com/${{ secrets.apikey }}/${{ vars.hots }}"\n'], {
      secrets: { apiKey: secretValue },
      variables: { host: 'h' },
    });
    assert.equal(
      diagnostic(result, 'secret `apikey` is not given').hint,
      'did you mean `apiKey`? (or pass `--secrets apikey=…`)',
    );
    assert.equal(
      diagnostic(result, 'variable `hots` is not given').hint,
      'did you mean `host`? (or pass `--variables hots=…`)',
    );
    assert.ok(!JSON.stringify(result.diagnostics).includes(secretValue));
  });

  it('scopes ids to their collection', async () => {
    const first = 'tests:\n  - id: shared\n    url: https://example.com/a\n';
    const second =
      'tests:\n  - id: shared\n    url: https://example.com/b\n  - url: https://example.com/c\n    dependsOn: shared\n';
    const result = await load([first, second]);
    assert.deepEqual(result.diagnostics, []);
    const cross = await load([first, 'tests:\n  - url: https://example.com/c\n    dependsOn: shared\n']);
    assert.equal(diagnostic(cross, 'unknown id `shared`').file, '<inline #2>');
  });

  it('refuses context in baseUrl', async () => {
    const result = await load(['baseUrl: "${{ context.host }}"\ntests:\n  - url: /x\n']);
    assert.equal(where(diagnostic(result, '`baseUrl` cannot use `context` values')), '<inline #1>:1:11');
  });
});

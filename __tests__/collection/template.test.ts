// `${{ … }}` parsing and the baseUrl join, as units.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { joinUrl, parseTemplate } from '../../src/collection/formats/assay/template.ts';

describe('parseTemplate', () => {
  it('splits text and references, with offsets', () => {
    const parsed = parseTemplate('a ${{ context.id }}-${{func.guid()}} $ {{ x }} ${{ env.HOME }}');
    assert.deepEqual(parsed.problems, []);
    assert.deepEqual(parsed.template.parts, [
      { kind: 'text', text: 'a ' },
      { kind: 'ref', namespace: 'context', name: 'id' },
      { kind: 'text', text: '-' },
      { kind: 'func', name: 'guid' },
      { kind: 'text', text: ' $ {{ x }} ' },
      { kind: 'ref', namespace: 'env', name: 'HOME' },
    ]);
    assert.deepEqual(
      parsed.tokens.map((token) => [token.offset, token.length]),
      [
        [2, 17],
        [20, 16],
        [47, 15],
      ],
    );
  });

  it('reports empty, malformed and unknown references', () => {
    const messages = (text: string) =>
      parseTemplate(text).problems.map((problem) => [problem.code, problem.message, problem.hint]);
    assert.deepEqual(messages('${{ }}'), [
      ['template-syntax', 'empty `${{ }}` reference', 'write e.g. `${{ vars.host }}` or `${{ context.token }}`'],
    ]);
    assert.equal(messages('${{ host }}')[0][1], '`${{ host }}` is not a reference');
    assert.deepEqual(messages('${{ func.guid }}')[0].slice(0, 3), [
      'template-syntax',
      '`func.guid` is not a function call',
      'write `${{ func.guid() }}`',
    ]);
    assert.deepEqual(messages('${{ func.now() }}')[0], [
      'unknown-function',
      'unknown template function `func.now`',
      'the functions are `func.guid()`, `func.random()`, `func.utcnow()`',
    ]);
    assert.deepEqual(messages('${{ secret.x }}')[0], [
      'unknown-namespace',
      'unknown template namespace `secret`',
      'did you mean `secrets`?',
    ]);
    assert.equal(messages('${{ vars.a b }}')[0][1], '`a b` is not a valid name in `${{ vars.a b }}`');
    assert.deepEqual(messages('${{ gpt-4o.text(0) }}')[0].slice(0, 2), [
      'llm-template',
      '${{ gpt-4o.text(0) }}: the word count must be from 1 to 2000',
    ]);
    assert.equal(messages('${{ gpt-4o.text(2001) }}')[0][0], 'llm-template');
  });

  it("reads the original's generated text, `${{ <model>.text(N) }}`, with the forms it missed", () => {
    const parts = (source: string) => parseTemplate(source).template.parts;
    assert.deepEqual(parts('a ${{ gpt-4o.text(50) }}'), [
      { kind: 'text', text: 'a ' },
      { kind: 'model-text', model: 'gpt-4o', words: 50 },
    ]);
    assert.deepEqual(parts('${{gpt-4-turbo.text()}}'), [{ kind: 'model-text', model: 'gpt-4-turbo' }]);
    assert.deepEqual(parts('${{ gpt-3.5-turbo.text(20) }}'), [
      { kind: 'model-text', model: 'gpt-3.5-turbo', words: 20 },
    ]);
    assert.deepEqual(parts('${{ gemma:2b.text( 10 ) }}'), [{ kind: 'model-text', model: 'gemma:2b', words: 10 }]);
    assert.deepEqual(parseTemplate('${{ ai.text() }}').problems, []);
  });

  it('reports an unterminated reference, also when another one follows', () => {
    const parsed = parseTemplate('${{ vars.a ${{ vars.b }}');
    assert.deepEqual(
      parsed.problems.map((problem) => [problem.message, problem.offset]),
      [['unterminated `${{` in template', 0]],
    );
    assert.deepEqual(parsed.template.parts.at(-1), { kind: 'ref', namespace: 'vars', name: 'b' });
  });
});

describe('joinUrl', () => {
  it('puts exactly one slash between baseUrl and url', () => {
    const join = (base: string, url: string) => joinUrl(parseTemplate(base).template, parseTemplate(url).template);
    assert.deepEqual(join('https://a.example/v1//', '//users'), {
      source: 'https://a.example/v1/users',
      parts: [{ kind: 'text', text: 'https://a.example/v1/users' }],
    });
    assert.deepEqual(join('${{ vars.host }}', '/'), {
      source: '${{ vars.host }}/',
      parts: [
        { kind: 'ref', namespace: 'vars', name: 'host' },
        { kind: 'text', text: '/' },
      ],
    });
    assert.deepEqual(join('https://a.example/', '/${{ vars.path }}').parts, [
      { kind: 'text', text: 'https://a.example/' },
      { kind: 'ref', namespace: 'vars', name: 'path' },
    ]);
  });
});

// Compiler-style rendering of diagnostics.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatDiagnostics } from '../../src/collection/index.ts';
import type { Diagnostic } from '../../src/model/index.ts';
import { load } from './helpers.ts';

describe('formatDiagnostics', () => {
  it('renders file:line:col, the source line, a caret underline and the hint', async () => {
    const result = await load(['mistakes.yaml']);
    const first = formatDiagnostics(result.diagnostics.slice(0, 1), result.texts, false);
    assert.equal(
      first,
      [
        'error: unknown key `bodu` in test',
        ' --> mistakes.yaml:5:5',
        '  |',
        '5 |     bodu: \'{"a":1}\'',
        '  |     ^^^^ did you mean `body`?',
        '',
        '1 error in 1 collection',
        '',
      ].join('\n'),
    );
  });

  it('widens the gutter for longer line numbers and counts errors and collections', async () => {
    const result = await load(['mistakes.yaml', 'missing.yaml']);
    const text = formatDiagnostics(result.diagnostics, result.texts, false);
    assert.ok(
      text.includes(
        [
          'error: `timeout` must be a positive number of milliseconds, got `0`',
          '  --> mistakes.yaml:31:14',
          '   |',
          '31 |     timeout: 0',
          '   |              ^\n',
        ].join('\n'),
      ),
    );
    assert.ok(
      text.includes(
        ['error: collection file not found: missing.yaml', ' --> missing.yaml', '  = hint: looked in '].join('\n'),
      ),
    );
    assert.ok(
      text.indexOf('mistakes.yaml:5:5') < text.indexOf('missing.yaml'),
      'diagnostics follow the order of the sources',
    );
    assert.ok(text.endsWith(`\n\n${result.diagnostics.length} errors in 2 collections\n`));
  });

  it('adds ANSI colours only when asked', async () => {
    const result = await load(['tests:\n  - url: https://example.com\n    bodu: 1\n']);
    const coloured = formatDiagnostics(result.diagnostics, result.texts, true);
    assert.ok(coloured.startsWith('\x1b[1;31merror\x1b[0m\x1b[1m: unknown key `bodu` in test\x1b[0m'));
    assert.ok(coloured.includes('\x1b[1;31m^^^^\x1b[0m'));
    assert.ok(!formatDiagnostics(result.diagnostics, result.texts, false).includes('\x1b'));
  });

  it('counts warnings apart and renders invocation problems without a file', () => {
    const diagnostics: Diagnostic[] = [
      {
        severity: 'warning',
        code: 'no-tests',
        message: 'the collection has no tests',
        file: 'a.yaml',
        line: 1,
        column: 1,
        length: 5,
      },
      {
        severity: 'error',
        code: 'bad-option',
        message: 'unknown option',
        file: '',
        line: 0,
        column: 0,
        hint: 'see --help',
      },
    ];
    const text = formatDiagnostics(diagnostics, new Map([['a.yaml', 'tests: []\n']]), false);
    assert.equal(
      text,
      [
        'warning: the collection has no tests',
        ' --> a.yaml:1:1',
        '  |',
        '1 | tests: []',
        '  | ^^^^^',
        '',
        'error: unknown option',
        '  = hint: see --help',
        '',
        '1 error, 1 warning in 1 collection',
        '',
      ].join('\n'),
    );
    assert.equal(formatDiagnostics([], new Map(), false), '');
  });

  it('shows a window of a very long line, and control characters harmlessly', async () => {
    const long = `{"tests": [{"url": "https://example.com/${'x'.repeat(500)}", "bodu": 1}]}`;
    const result = await load([long]);
    const text = formatDiagnostics(result.diagnostics, result.texts, false);
    const [, , , source, carets] = text.split('\n');
    assert.ok(source.length < 120, source);
    const caret = carets.indexOf('^');
    assert.equal(source.slice(caret, caret + 6), '"bodu"');
    assert.ok(source.includes('…'));
    const escape: Diagnostic = {
      severity: 'error',
      code: 'x',
      message: 'bad \x1b[2J key',
      file: 'f',
      line: 1,
      column: 1,
    };
    assert.ok(!formatDiagnostics([escape], new Map([['f', '\x1b[2J']]), false).includes('\x1b'));
  });
});

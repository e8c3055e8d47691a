// Hostile input ends with a diagnostic, quickly and with bounded memory: never a crash or a hang.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadResult } from '../../src/collection/index.ts';
import { load } from './helpers.ts';

/** CPU time is a bound here, not a benchmark: generous, so only runaway work fails it. */
const CPU_BOUND_MS = 1000;

async function loadMeasured(source: string, cwd: string): Promise<{ result: LoadResult; cpuMs: number }> {
  const start = process.cpuUsage();
  const result = await load([source], { cwd });
  const used = process.cpuUsage(start);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

describe('hostile collections', () => {
  let directory = '';
  before(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'assay-hostile-'));
  });
  after(() => rm(directory, { recursive: true, force: true }));

  const cases: { name: string; file: string; write: (file: string) => Promise<void>; code: string; message: RegExp }[] =
    [
      {
        name: 'an alias bomb',
        file: 'bomb.yaml',
        write: (file) => {
          const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
          for (let level = 1; level < 9; level++) {
            const previous = String.fromCharCode(96 + level);
            levels.push(
              `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9).fill(`*${previous}`).join(', ')}]`,
            );
          }
          return writeFile(file, `${levels.join('\n')}\ntests:\n  - url: https://example.com\n    body: *i\n`);
        },
        code: 'too-many-aliases',
        message: /expands YAML aliases/,
      },
      {
        name: 'a file over 50 MB',
        file: 'big.yaml',
        write: async (file) => {
          const handle = await open(file, 'w');
          await handle.truncate(50 * 1024 * 1024 + 1);
          await handle.close();
        },
        code: 'file-too-large',
        message: /too large \(50\.0 MB; the limit is 50 MB\)/,
      },
      {
        name: '10,000 nested levels',
        file: 'deep.json',
        write: (file) => writeFile(file, `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
        code: 'nested-too-deeply',
        message: /nested too deeply/,
      },
      {
        name: 'a body nested 10,000 levels',
        file: 'deep-body.yaml',
        write: (file) =>
          writeFile(
            file,
            `tests:\n  - url: https://example.com\n    body: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`,
          ),
        code: 'nested-too-deeply',
        message: /nested too deeply/,
      },
      {
        name: 'a body nested 100 levels',
        file: 'deeper-than-allowed.yaml',
        write: (file) =>
          writeFile(file, `tests:\n  - url: https://example.com\n    body: ${'['.repeat(100)}${']'.repeat(100)}\n`),
        code: 'nested-too-deeply',
        message: /the body is nested more than 64 levels deep/,
      },
      {
        name: 'binary garbage',
        file: 'garbage.yaml',
        write: (file) =>
          writeFile(file, Buffer.from(Array.from({ length: 65_536 }, (_, index) => (index * 7919 + 13) % 256))),
        code: 'binary-file',
        message: /not a text file/,
      },
      {
        name: 'invalid UTF-8 without NUL bytes',
        file: 'latin1.yaml',
        write: (file) => writeFile(file, Buffer.from('tests:\n  - name: caf\xe9\n', 'latin1')),
        code: 'binary-file',
        message: /not valid UTF-8/,
      },
      {
        name: 'an empty file',
        file: 'empty.yaml',
        write: (file) => writeFile(file, ''),
        code: 'empty-file',
        message: /^empty collection file$/,
      },
      {
        name: 'a file with only comments',
        file: 'comments.yaml',
        write: (file) => writeFile(file, '# nothing here\n'),
        code: 'empty-file',
        message: /^empty collection file$/,
      },
      {
        name: 'several YAML documents',
        file: 'multi.yaml',
        write: (file) => writeFile(file, 'tests: []\n---\ntests: []\n'),
        code: 'multiple-documents',
        message: /holds one YAML document, this one has several/,
      },
      {
        name: 'a YAML syntax error',
        file: 'syntax.yaml',
        write: (file) => writeFile(file, 'tests:\n  - url: [https://example.com\n  - url: x\n'),
        code: 'yaml-syntax',
        message: /^invalid YAML: /,
      },
    ];

  for (const { name, file, write, code, message } of cases) {
    it(`ends ${name} with a diagnostic`, async () => {
      const absolute = path.join(directory, file);
      await write(absolute);
      const { result, cpuMs } = await loadMeasured(file, directory);
      assert.equal(result.collections.length, 0);
      assert.ok(result.diagnostics.length >= 1);
      const [first] = result.diagnostics;
      assert.equal(first.code, code, first.message);
      assert.match(first.message, message);
      assert.equal(first.file, file);
      assert.ok(cpuMs < CPU_BOUND_MS, `${name}: ${cpuMs.toFixed(0)} ms of CPU`);
    });
  }

  it('reports duplicate keys and still checks the rest', async () => {
    await writeFile(
      path.join(directory, 'dup.yaml'),
      'tests:\n  - url: https://example.com\n    url: https://example.org\n    bodu: x\n',
    );
    const { result } = await loadMeasured('dup.yaml', directory);
    assert.deepEqual(
      result.diagnostics.map((item) => [item.code, item.message, item.line, item.column, item.length]),
      [
        ['duplicate-key', 'duplicate key `url`', 3, 5, 3],
        ['unknown-key', 'unknown key `bodu` in test', 4, 5, 4],
      ],
    );
  });

  it('caps the diagnostics of one file', async () => {
    const tests = Array.from(
      { length: 300 },
      (_, index) => `  - url: https://example.com/${index}\n    bad${index}: 1\n`,
    ).join('');
    await writeFile(path.join(directory, 'many.yaml'), `tests:\n${tests}`);
    const { result } = await loadMeasured('many.yaml', directory);
    assert.equal(result.diagnostics.length, 101);
    assert.equal(result.diagnostics[100].message, '200 more problems in this collection not shown');
  });
});

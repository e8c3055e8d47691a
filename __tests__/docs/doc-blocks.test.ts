// How the doc tests read Markdown: fences, info strings, and the assay command lines of shell blocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assayCommands, collectionArguments, fencedBlocks, withoutComment } from './doc-blocks.ts';

const markdown = [
  '# Title', // 1
  '', // 2
  '```yaml collection exits 1', // 3
  'name: x', // 4
  '```', // 5
  '1. a list item', // 6
  '   ```sh', // 7
  '   assay -c tests/ \\', // 8
  '     -o output   # exits 2', // 9
  '   npm ci', // 10
  '   ```', // 11
  '~~~', // 12
  '```not a fence inside a tilde block', // 13
  '~~~', // 14
  '````console', // 15
  '$ npx assay --version', // 16
  'assay 0.2.0', // 17
  '$ node ../dist/cli.js -c api.yaml # run it', // 18
  '````', // 19
  '```powershell', // 20
  'docker run --rm ghcr.io/assay-dev/assay:latest -c tests `', // 21
  '  -o output', // 22
  'echo "assay is # not a comment" # a comment', // 23
  '```', // 24
].join('\n');

test('fenced blocks: line, language, role words and content, also indented and tilde fences', () => {
  const blocks = fencedBlocks('doc.md', markdown);
  assert.deepEqual(
    blocks.map(({ line, language, words }) => [line, language, words.join(' ')]),
    [
      [3, 'yaml', 'collection exits 1'],
      [7, 'sh', ''],
      [12, '', ''],
      [15, 'console', ''],
      [20, 'powershell', ''],
    ],
  );
  assert.equal(blocks[0].text, 'name: x');
  assert.equal(blocks[1].text, 'assay -c tests/ \\\n  -o output   # exits 2\nnpm ci');
  assert.equal(blocks[2].text, '```not a fence inside a tilde block');
});

test('assay command lines: continuations joined, prompts read, exit codes from `# exits N`, other commands left out', () => {
  const [, sh, , consoleBlock, powershell] = fencedBlocks('doc.md', markdown);
  assert.deepEqual(assayCommands(sh), [{ line: 8, text: 'assay -c tests/  -o output   # exits 2', exits: 2 }]);
  assert.deepEqual(assayCommands(consoleBlock), [
    { line: 16, text: 'npx assay --version', exits: 0 },
    { line: 18, text: 'node ../dist/cli.js -c api.yaml # run it', exits: 0 },
  ]);
  assert.deepEqual(
    assayCommands(powershell).map((command) => command.text),
    ['docker run --rm ghcr.io/assay-dev/assay:latest -c tests  -o output'],
  );
});

test('a comment starts at a # that begins a word outside quotes', () => {
  assert.equal(withoutComment('echo "a # b" # c'), 'echo "a # b"');
  assert.equal(withoutComment("assay -c 'x#y' -o out"), "assay -c 'x#y' -o out");
  assert.equal(withoutComment('# only a comment'), '');
});

test('the files a command passes to -c', () => {
  assert.deepEqual(collectionArguments(`assay -c users.yaml 'orders.json' -o out --collections x/ # -c not.yaml`), [
    'users.yaml',
    'orders.json',
    'x/',
  ]);
  assert.deepEqual(collectionArguments('assay merge out/*/results.json -o merged'), []);
});

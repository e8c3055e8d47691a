// The build writes the bundles with Latin-1 alone (so V8 keeps their source one byte per character):
// every escape it makes must mean what the character meant, wherever it stands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { latin1Only } from '../../scripts/latin1-only.ts';

/** A script whose value shows every place a character past Latin-1 can stand in a bundle. */
const SOURCE = String.raw`
// a comment … with → arrows — and an emoji 😀
/* a block comment ≥ */
const ℮ = 'e';
const tag = (strings, ...values) => strings.raw.join('|') + '#' + strings.join('|') + '#' + values.join(',');
({
  string: "ellipsis …, escaped \… and \\…, é stays",
  single: 'quote ’ and emoji 😀',
  template: ${'`'}plain ${'$'}{1 + 1} … 😀${'`'},
  tagged: tag${'`'}raw … ${'$'}{'x'} → \n${'`'},
  raw: String.raw${'`'}a\…b${'`'},
  regex: /[–—]+/.test('a—b'),
  escapedInRegex: /a\…b/.test('a…b'),
  unicodeRegex: /^😀$/u.test('😀'),
  setRegex: /^[\p{L}--[a-z]]…$/v.test('É…'),
  emojiNoFlag: /^😀$/.test('😀'),
  identifier: ℮,
  latin1: 'café',
})
`;

test('escapes what is past Latin-1 everywhere but in tagged templates, and the code means the same', () => {
  const escaped = latin1Only(SOURCE, 'sample.js');
  const value = (script: string) => JSON.stringify(runInNewContext(script));
  assert.equal(value(escaped), value(SOURCE));
  const left = [...escaped].filter((character) => character.codePointAt(0)! > 0xff);
  // Only the two tagged templates' text is kept as written.
  assert.deepEqual(left, ['…', '→', '…']);
  assert.match(escaped, /café/, 'Latin-1 stays as written');
  assert.match(escaped, /\/\/ a comment \\u2026/);
});

test('a text with nothing past Latin-1 is returned as it is', () => {
  const text = "const a = 'café';\n";
  assert.equal(latin1Only(text, 'plain.js'), text);
});

test('a space past Latin-1 between tokens is kept: an escape is no space', () => {
  const text = 'const a =\u3000 1; // ok …\n a;';
  const escaped = latin1Only(text, 'space.js');
  assert.equal(runInNewContext(escaped), 1);
  assert.ok(escaped.includes('\u3000'));
  assert.ok(!escaped.includes('…'));
});

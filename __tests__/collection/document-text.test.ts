// The text both collection readers read: LF line ends, and no markers around its one document,
// every offset kept; anything that is not one document between optional markers is left as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse as parseYaml } from 'yaml';
import { documentText } from '../../src/collection/yaml/document-text.ts';
import { load } from './helpers.ts';
import { IndexedTest } from '../../src/model/indexed-test.ts';

const BODY = 'baseUrl: http://h\ntests:\n- url: /a\n- url: /b\n';

test('CRLF line ends are read as LF; a lone CR is left', () => {
  assert.equal(documentText('a: 1\r\nb: 2\r\n'), 'a: 1\nb: 2\n');
  assert.equal(documentText('a: 1\rb: 2\r\n'), 'a: 1\rb: 2\n');
  assert.equal(documentText('é: ✓\r\n\r\n😀: x\r\r\n'), 'é: ✓\n\n😀: x\r\n');
  assert.equal(documentText('---\r\na: 1\r\n...\r\n'), '   \na: 1\n   \n');
});

test('the markers around the one document become spaces, with their comments and whatever blank lines and comments surround them', () => {
  for (const text of [
    `---\n${BODY}`,
    `--- # a comment\n${BODY}...\n`,
    `# before\n\n  # indented\n---\n${BODY}...   \n\n# after\n`,
    `${BODY}...`,
    `# café ✓ 😀\n---\n${BODY.replace('/a', '/ä')}... # ☃\n# ☃\n`,
    `\t# tabbed comment\n--- \t# c\n${BODY}`,
  ]) {
    const read = documentText(text);
    assert.equal(read.length, text.length, 'every offset stays');
    assert.equal(read, text.replace(/^---(?=[ \t\n]|$)/m, '   ').replace(/^\.\.\.(?=[ \t\n]|$)/m, '   '));
  }
});

test('what is not one document between markers is left as written, for the full parser', () => {
  for (const text of [
    `%YAML 1.2\n---\n${BODY}`,
    `--- {a: 1}\n${BODY}`,
    `---x\n${BODY}`,
    `${BODY}...\nmore: 1\n`,
    `${BODY}---\nb: 2\n`,
    ` ---\n${BODY}`,
  ]) {
    const read = documentText(text);
    const markers = (t: string) => t.match(/^(---|\.\.\.)(?=[ \n]|$)/gm)?.length ?? 0;
    assert.ok(markers(read) >= markers(text) - 1, text);
  }
  // A second document: the first marker may go, the second stays, and the file is refused as before.
  assert.equal(documentText(`---\na: 1\n---\nb: 2\n`), `   \na: 1\n---\nb: 2\n`);
  assert.equal(documentText(`%YAML 1.2\n---\n${BODY}`), `%YAML 1.2\n---\n${BODY}`);
  assert.equal(documentText(`--- {a: 1}\n${BODY}`), `--- {a: 1}\n${BODY}`);
});

test('a collection between markers is read a test at a time; one with a second document is still refused', async () => {
  const between = await load([`---\n${BODY}...\n`]);
  assert.deepEqual(between.diagnostics, []);
  assert.ok(between.collections[0].tests.every((t) => t instanceof IndexedTest));
  const two = await load([`${BODY}---\nname: again\n`]);
  assert.equal(two.diagnostics.length > 0, true, 'two documents are refused');
});

test('the text kept to render diagnostics is the one read, so the text as written is let go', async () => {
  const result = await load([`---\r\n${BODY.replaceAll('\n', '\r\n')}- url: /c\r\n  nmae: x\r\n`]);
  const kept = result.texts.get('<inline #1>')!;
  assert.ok(!kept.includes('\r') && !kept.startsWith('---'), 'one text: the one read');
  assert.equal(result.diagnostics[0]?.line, 7);
  assert.equal(kept.split('\n')[6], '  nmae: x');
});

test('a JSON document indented with tabs is read with spaces there, and means the same; other tabs are left', () => {
  const cases = [
    '{\n\t"tests": [\n\t\t{\n\t\t\t"url": "/a",\n\t\t\t"name": "a\tb"\n\t\t}\n\t]\n}\n',
    '[\n\t"one\n\t\ttwo",\n\t"three \\\n\t\tfour",\n\t{ "k":\t"v" }\n]',
    '\n\n\t{\n\t"a": [1,\n\t\t2]}',
  ];
  for (const text of cases) {
    const read = documentText(text);
    assert.equal(read.length, text.length);
    assert.doesNotMatch(read, /^ *\t/m, 'no tab indents a line');
    assert.deepEqual(parseYaml(read), parseYaml(text), 'the full parser reads the same');
  }
  assert.ok(documentText(cases[0]).includes('"a\tb"'), 'a tab in a string is left');
  assert.ok(documentText(cases[1]).includes('"k":\t"v"'), 'a tab between tokens is left');
  // A YAML block document with a tab: left as written (the full parser reports tab indentation).
  assert.equal(documentText('tests:\n\t- url: /a\n'), 'tests:\n\t- url: /a\n');
});

// The fast reader must build exactly the tree the full YAML parser gives (values, scalar types,
// the positions diagnostics point at) for every text it takes, and leave everything else to it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { parseSimpleYaml, readDeferredItem } from '../../src/collection/yaml/fast-reader.ts';
import { fromYaml } from '../../src/collection/yaml/document.ts';
import type { MapNode, ScalarNode, SeqNode, TreeNode } from '../../src/collection/yaml/tree.ts';
import { load } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** What reading uses of a tree; a collection's range counts up to the end of its first line (spans stop there). */
function shape(text: string, node: TreeNode | null): unknown {
  if (!node) return null;
  const start = node.range?.[0] ?? -1;
  const newline = text.indexOf('\n', start);
  const firstLineEnd = Math.min(node.range?.[1] ?? -1, newline === -1 ? text.length : newline);
  switch (node.kind) {
    case 'map':
      return {
        map: [start, firstLineEnd],
        items: node.items.map((pair) => [shape(text, pair.key), shape(text, pair.value)]),
      };
    case 'seq':
      return { seq: [start, firstLineEnd], items: node.items.map((item) => shape(text, item)) };
    case 'scalar':
      return {
        value: Number.isNaN(node.value) ? 'NaN' : Object.is(node.value, -0) ? '-0' : node.value,
        type: node.type,
        source: node.source,
        range: node.range,
      };
    case 'alias':
      return { alias: node.range };
  }
}

/** The full parser's tree, or its error codes. */
function expected(text: string): unknown {
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false, version: '1.2' });
  const problems = [...document.errors, ...document.warnings].map((problem) => problem.code);
  return problems.length > 0 ? { problems } : shape(text, fromYaml(document.contents, document));
}

/** Asserts that the fast reader agrees with the full parser; returns whether it took the text. */
function agrees(text: string): boolean {
  const fast = parseSimpleYaml(text);
  if (fast === undefined) return false;
  assert.deepEqual(shape(text, fast), expected(text), `for ${JSON.stringify(text)}`);
  return true;
}

function collectionFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const benchShaped = [
  'name: bench 1',
  'baseUrl: http://127.0.0.1:8080',
  'tests:',
  '- url: /items/0',
  '  id: t0',
  '  context:',
  '  - name: tok0',
  '    type: variable',
  `    pattern: '"token":"([^"]+)"'`,
  '  validators:',
  '  - status-code: 200',
  `  - body-contains: '"n":0,'`,
  '- url: /items/1',
  '  dependsOn: t0',
  '  headers:',
  "  - 'x-token: ${{ context.tok0 }}'",
  '  validators:',
  '  - status-code: [200, 204]',
  '',
].join('\n');

describe('the fast YAML reader', () => {
  it('takes the usual collection shapes, YAML and JSON', () => {
    assert.ok(agrees(benchShaped));
    assert.ok(agrees(readFileSync(path.join(root, 'examples/validators.json'), 'utf8')));
    assert.ok(agrees(readFileSync(path.join(root, 'examples/quick-start.yaml'), 'utf8')));
    assert.ok(agrees('plain text\n'));
    assert.ok(agrees('tags: [smoke, \'a b\', 1.5]\nmetadata: [{test-key: XSP-85, "n": null}]\n'));
    assert.ok(
      agrees(
        '# a comment\ntests:   # another\n  - url: "https://example.com/\\u00e9"   \n    method: post\n\n    tags: [a]\n',
      ),
    );
  });

  it('agrees with the full parser on every example and fixture collection it takes', () => {
    const files = [
      ...collectionFiles(path.join(root, '__tests__/fixtures/collections')),
      ...collectionFiles(path.join(root, 'examples')),
      ...collectionFiles(path.resolve(root, '../shared/compat/testlemon-examples')),
    ];
    let taken = 0;
    for (const file of files) if (agrees(readFileSync(file, 'utf8'))) taken++;
    assert.ok(taken >= files.length / 2, `${taken} of ${files.length} files`);
  });

  it('leaves to the full parser what it does not read itself', () => {
    const others = [
      '', // empty
      '# only a comment\n',
      'a: &x 1\nb: *x\n', // anchors and aliases
      'a: !!str 1\n', // tags
      'a:\tb\n', // tabs
      'a: b\r\nc: d\r\n', // CRLF
      'a: |\n  text\n', // block scalars
      'a: one\n  two\n', // a multi-line plain scalar
      "a: 'one\n  two'\n", // a multi-line quoted scalar
      'a:\nb: c\n', // an empty value
      '- \n- a\n', // an empty item
      'a: 1\na: 2\n', // a duplicate key
      '"a": 1\na: 2\n', // a duplicate key, quoted once
      '---\na: 1\n', // a document marker
      'a: b: c\n', // a nested mapping on one line
      'a: [1, 2,]\n', // flow that is not JSON
      '{"a": 1} # comment\n',
      '{"a": 1}\n{"b": 2}\n',
      '"a\\q": 1\n', // an unknown escape
      `${'['.repeat(100)}${']'.repeat(100)}`, // deep nesting
    ];
    for (const text of others) assert.equal(parseSimpleYaml(text), undefined, JSON.stringify(text));
  });

  it('agrees with the full parser on generated YAML, or leaves it to it', () => {
    const next = random(1);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const scalars = [
      'a',
      'b c',
      '/items/1',
      'http://h:80/p',
      'x: y',
      'a #c',
      'a#b',
      '200',
      '-5',
      '+3',
      '0o17',
      '0x1F',
      '1.5',
      '1e3',
      '.inf',
      '-.Inf',
      '.nan',
      '~',
      'null',
      'True',
      'FALSE',
      'yes',
      '01',
      '-a',
      ':a',
      '?a',
      "'q'",
      "'it''s'",
      '"d"',
      '"e\\n\\t\\u00e9\\x41\\U0001F600\\/"',
      '"a\\"b"',
      '[1, 2]',
      '[]',
      '{}',
      '{"a":1,"b":[true,null,-0,1E+2]}',
      '[truex]',
      '&x a',
      '*x',
      '|',
      '%x',
      '@x',
      '""',
      '"x" y',
      "'x' # c",
      'é😀',
    ];
    const keys = ['a', 'b', '"a"', "'b'", 'url', 'k k', '1', 'true', '~', 'a :'];
    const block = (depth: number, indent: number): string => {
      const pad = ' '.repeat(indent);
      const sequence = next() < 0.4;
      const lines: string[] = [];
      for (let count = 1 + Math.floor(next() * 3); count > 0; count--) {
        if (next() < 0.1) lines.push(pick(['', '   ', `${pad}# c`]));
        const nested = depth < 3 && next() < 0.4;
        const value = nested
          ? `\n${block(depth + 1, indent + pick([0, 1, 2, 4]))}`
          : ` ${pick(scalars)}${next() < 0.1 ? ' # c' : ''}`;
        if (!sequence) lines.push(`${pad}${pick(keys)}:${value}`);
        else if (nested && next() < 0.5) lines.push(`${pad}- ${block(depth + 1, indent + 2).slice(indent + 2)}`);
        else lines.push(`${pad}-${value}`);
      }
      return lines.join('\n');
    };
    let taken = 0;
    for (let count = 0; count < 3000; count++) if (agrees(`${block(0, 0)}\n`)) taken++;
    assert.ok(taken > 300, `${taken} taken`);
  });

  it('agrees with the full parser on generated JSON, or leaves it to it', () => {
    const next = random(2);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const value = (depth: number): unknown => {
      const roll = next();
      if (depth > 3 || roll < 0.5)
        return pick([
          0,
          -0,
          1.5,
          1e21,
          -3,
          2 ** 60,
          'a',
          '',
          'x: y',
          'é😀',
          '"q"\\',
          '/',
          true,
          false,
          null,
          'line\nbreak',
        ]);
      if (roll < 0.75) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, () => [
          pick(['a', 'b', 'url', 'k: v', '', '1']),
          value(depth + 1),
        ]),
      );
    };
    let taken = 0;
    for (let count = 0; count < 2000; count++) {
      let text = JSON.stringify(value(0), null, pick([0, 1, 2]));
      if (next() < 0.3) {
        const at = Math.floor(next() * text.length);
        text = `${text.slice(0, at)}${pick([' ', '\n', ',', '"', ':', 'x', '\\', '}'])}${text.slice(at)}`;
      }
      if (agrees(text)) taken++;
    }
    assert.ok(taken > 1000, `${taken} taken`);
  });

  it('gives the same collections and diagnostics as the full parser', async () => {
    const text = [
      'name: mixed',
      'baseUrl: https://api.example.com',
      'tests:',
      '  - url: /a',
      '    methd: GET',
      '    validators:',
      '      - status-code: 999',
      '      - body-contains: "${{ vars.nope }}"',
      '  - url: /b',
      '    id: b',
      '    dependsOn: missing',
      '    headers: {"X-A": "1", "bad name": "2"}',
      '  - url: /c',
      '    body: {"n": 1, "s": "${{ context.t }}"}',
      '',
    ].join('\n');
    assert.ok(parseSimpleYaml(text));
    // A tab in a comment sends the same collection through the full parser.
    const [fast, full] = await Promise.all([load([text]), load([`${text}#\tend\n`])]);
    assert.ok(fast.diagnostics.length >= 5);
    assert.deepEqual(fast.diagnostics, full.diagnostics);
    assert.deepEqual(fast.collections, full.collections);
  });

  it('locates the items of `tests` and reads each later as the whole document reads it', () => {
    const next = random(3);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const items = [
      '- url: /a',
      '- url: /b\n  id: b\n  validators:\n  - status-code: 200',
      '-\n  url: /c\n  tags: [x, "y"]',
      '- url: /d\n  headers:\n  - "x-a: 1"\n  # a comment\n\n  body: {"n": [1, {"m": "]"}]}',
      '- url: /e\n  context:\n  - name: t\n    pattern: \'"t":"([^"]+)"\'',
      '- plain text',
      '- [1, 2]',
      '- url: /f\n  bad: a: b', // the fast reader cannot read this item
      '- url: |\n    multi', // nor this one
    ];
    let located = 0;
    for (let count = 0; count < 500; count++) {
      const indent = pick(['', '  ']);
      const list = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(items).replaceAll(/^/gm, indent)).join(
        '\n',
      );
      const text = pick([`tests:\n${list}\n`, `name: n\ntests:\n${list}\nbaseUrl: http://h\n`]);
      if (agreesWhenDeferred(text)) located++;
    }
    assert.ok(located > 100, `${located} located`);
    const json = JSON.stringify(
      { name: 'j', tests: [{ url: '/a', tags: ['[', '{'] }, 'x', [1, [2]], { b: '\\"' }] },
      null,
      2,
    );
    assert.ok(agreesWhenDeferred(json));
    assert.ok(agreesWhenDeferred(JSON.stringify({ tests: [{ url: '/a' }, { url: '/b' }] })));
  });
});

/**
 * The tree with `tests` deferred, each item read on its own, is the tree read whole; and where the
 * whole text is left to the full parser, some part of the deferred reading is too. True when deferred.
 */
function agreesWhenDeferred(text: string): boolean {
  const whole = parseSimpleYaml(text);
  const deferred = parseSimpleYaml(text, 'tests');
  if (deferred === undefined) {
    assert.equal(whole, undefined, text);
    return false;
  }
  assert.equal(deferred.kind, 'map');
  const pairs = (deferred as MapNode).items;
  const list = pairs.find((pair) => (pair.key as ScalarNode).value === 'tests')!.value as SeqNode;
  assert.ok(list.deferred, text);
  const read = list.deferred.starts.map((start) => readDeferredItem(text, list.deferred!, start));
  if (whole === undefined) {
    assert.ok(read.includes(undefined), `the deferred reading took what the whole one did not: ${text}`);
    return true;
  }
  const wholeList = (whole as MapNode).items.find((pair) => (pair.key as ScalarNode).value === 'tests')!
    .value as SeqNode;
  assert.deepEqual(
    read.map((item) => shape(text, item!)),
    wholeList.items.map((item) => shape(text, item)),
    text,
  );
  assert.deepEqual(list.range, wholeList.range, text);
  return true;
}

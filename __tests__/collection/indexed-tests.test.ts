// A large collection's tests are kept as compact entries and read again from the text when the run
// needs them (src/model/indexed-test.ts): what they read as must be what the check read, for
// every construct, and what a loaded collection holds must not grow with its tests' size.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestDefinition } from '../../src/model/index.ts';
import { IndexedTest } from '../../src/model/indexed-test.ts';
import { validators } from '../../src/engine/validators/index.ts';
import { parse as parseYaml } from 'yaml';
import { load } from './helpers.ts';
import { docFiles, fencedBlocks, ROOT, where } from '../docs/doc-blocks.ts';

/** Every member of a test definition, getters included, as plain data. */
function plain(test: TestDefinition): unknown {
  const keys: (keyof TestDefinition)[] = [
    'index',
    'id',
    'name',
    'dependsOn',
    'method',
    'url',
    'headers',
    'query',
    'body',
    'auth',
    'retry',
    'data',
    'dataRow',
    'tags',
    'validators',
    'captures',
    'metadata',
    'timeoutMs',
    'requestOptions',
    'position',
    'notRun',
    'operation',
  ];
  return JSON.parse(
    JSON.stringify(Object.fromEntries(keys.map((key) => [key, test[key]])), (_, value: unknown) =>
      value instanceof RegExp ? `/${value.source}/${value.flags}` : value,
    ),
  );
}

/** One test per example of every validator in the registry: every argument form there is. */
function everyValidatorExample(): string {
  const tests = validators.all.flatMap((spec) =>
    spec.examples.map(
      (example, i) =>
        `  - name: "${spec.name} #${i}"\n    url: ${example.url ?? `/example/${i}`}\n    validators:\n      - ${spec.name}: ${example.argument}\n`,
    ),
  );
  return `baseUrl: https://api.example.com\ntests:\n${tests.join('')}`;
}

/** A tab in a trailing comment sends the same text through the full parser, which reads every test at once. */
const FULL_PARSER = '\n#\tend\n';

/** Every collection of the docs and the examples, and one test per validator example. */
function everyCollection(): { name: string; text: string }[] {
  return [
    ...docFiles().flatMap((file) =>
      fencedBlocks(file)
        .filter((block) => /^(ya?ml|json)$/.test(block.language) && /^\s*"?tests"?\s*:/m.test(block.text))
        .map((block) => ({ name: where(block), text: block.text })),
    ),
    { name: 'every validator example', text: everyValidatorExample() },
    ...readdirSync(path.join(ROOT, 'examples'))
      .filter((file) => /\.(ya?ml|json)$/.test(file))
      .map((file) => ({ name: file, text: readFileSync(path.join(ROOT, 'examples', file), 'utf8') })),
  ];
}

const given = {
  cwd: path.join(ROOT, 'examples'),
  variables: {
    baseUrl: 'https://api.example.com',
    host: 'api.example.com',
    tlsOrigin: 'https://127.0.0.1:1',
    siteOrigin: 'http://127.0.0.1:1',
  },
  secrets: { password: 'pw-123456', token: 'tk-123456' },
  env: {},
};

describe('tests read again from the text', () => {
  it('read as the check read them, for every collection of the docs and the examples', async () => {
    let compared = 0;
    for (const { name, text } of everyCollection()) {
      const [indexed, full] = await Promise.all([load([text], given), load([`${text}${FULL_PARSER}`], given)]);
      assert.deepEqual(indexed.diagnostics, full.diagnostics, name);
      for (const [c, collection] of indexed.collections.entries()) {
        assert.equal(collection.tests.length, full.collections[c].tests.length, name);
        for (const [t, test] of collection.tests.entries()) {
          assert.deepEqual(plain(test), plain(full.collections[c].tests[t]), `${name}, test ${t + 1}`);
          if (test instanceof IndexedTest) compared++;
        }
      }
    }
    assert.ok(compared >= 100, `${compared} tests read again`);
  });

  it('read the same, and one at a time, with CRLF line ends (a Windows checkout) and between document markers', async () => {
    const crlf = (text: string) => text.replaceAll('\r\n', '\n').replaceAll('\n', '\r\n');
    // Each variant, and what it reads as: the full parser's reading of the text with LF line ends,
    // blank lines where the markers were.
    const variants = {
      crlf: (text: string) => [crlf(text), text],
      markers: (text: string) => [`--- # top\n${text}...\n# end\n`, `\n${text}\n`],
      'crlf and markers': (text: string) => [crlf(`# first\n---\n${text}...\n`), `\n\n${text}\n`],
      // As `JSON.stringify(…, null, '\t')` writes a collection; read as the same with spaces.
      'JSON indented with tabs': (text: string) => {
        const json = `${JSON.stringify(parseYaml(text), null, '\t')}\n`;
        return [json, json.replace(/^\t+/gm, (tabs) => ' '.repeat(tabs.length))];
      },
    };
    for (const [variant, make] of Object.entries(variants)) {
      let compared = 0;
      for (const { name, text: block } of everyCollection()) {
        const text = block.endsWith('\n') ? block : `${block}\n`;
        const [written, reference] = make(text);
        const [indexed, full] = await Promise.all([
          load([written], given),
          load([`${reference}${FULL_PARSER}`], given),
        ]);
        assert.deepEqual(indexed.diagnostics, full.diagnostics, `${name} (${variant})`);
        for (const [c, collection] of indexed.collections.entries()) {
          assert.equal(collection.tests.length, full.collections[c].tests.length, name);
          for (const [t, test] of collection.tests.entries()) {
            assert.deepEqual(plain(test), plain(full.collections[c].tests[t]), `${name} (${variant}), test ${t + 1}`);
            if (test instanceof IndexedTest) compared++;
          }
        }
      }
      assert.ok(compared >= 100, `${variant}: ${compared} tests read again`);
    }
  });

  it('makes each data row when it is needed, with the row written into the templates', async () => {
    const text = [
      'baseUrl: https://api.example.com',
      'tests:',
      '- name: user ${{ data.id }}',
      '  url: /users/${{ data.id }}',
      '  data: [{id: "1", role: admin}, {id: "2", role: "a \\"quoted\\" one"}]',
      '  body: {role: "${{ data.role }}"}',
      '  validators:',
      '  - body-contains: ${{ data.role }}',
      '- url: /after',
      '',
    ].join('\n');
    const [indexed, full] = await Promise.all([load([text]), load([`${text}${FULL_PARSER}`])]);
    assert.deepEqual(indexed.diagnostics, []);
    const tests = indexed.collections[0].tests;
    assert.deepEqual(
      tests.map((test) => [test.index, test.name, test.url.source, test.dataRow]),
      [
        [0, 'user 1', 'https://api.example.com/users/${{ data.id }}', 1],
        [1, 'user 2', 'https://api.example.com/users/${{ data.id }}', 2],
        [2, undefined, 'https://api.example.com/after', undefined],
      ],
    );
    assert.ok(tests.every((test) => test instanceof IndexedTest));
    const body = tests[1].body;
    assert.equal(body?.kind, 'json');
    assert.equal(
      body.template.parts.map((part) => (part.kind === 'text' ? part.text : '?')).join(''),
      '{"role":"a \\"quoted\\" one"}',
    );
    assert.deepEqual(tests.map(plain), full.collections[0].tests.map(plain));
  });

  it('keeps a test that names a file whole, and reads the others again', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'assay-indexed-'));
    writeFileSync(path.join(directory, 'body.json'), '{"a": 1}');
    writeFileSync(path.join(directory, 'schema.json'), '{"type": "object"}');
    const text = [
      'baseUrl: https://api.example.com',
      'tests:',
      '- url: /plain',
      '- url: /body',
      '  method: POST',
      '  body: {file: body.json}',
      '- url: /schema',
      '  validators:',
      '  - json-schema: schema.json',
      '',
    ].join('\n');
    writeFileSync(path.join(directory, 'c.yaml'), text);
    const result = await load(['c.yaml'], { cwd: directory });
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.collections[0].tests.map((test) => test instanceof IndexedTest),
      [true, false, false],
    );
  });
});

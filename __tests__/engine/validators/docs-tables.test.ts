// The validators and capture sources tables of docs/collection-format.md are generated from the
// registries (`npm run docs:tables`): the committed docs must be what the generator writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withGeneratedTables } from '../../../src/engine/validators/docs-tables.ts';
import { captureSources, defineValidator, validators } from '../../../src/engine/validators/index.ts';
import { boolean } from '../../../src/engine/validators/arguments.ts';

const DOCS = readFileSync(resolve(import.meta.dirname, '../../../docs/collection-format.md'), 'utf8');

test('docs/collection-format.md holds the tables generated from the registries (else run `npm run docs:tables`)', () => {
  assert.equal(DOCS, withGeneratedTables(DOCS), 'the tables are stale: run `npm run docs:tables`');
  for (const spec of validators.all)
    assert.ok(DOCS.includes(`| \`${spec.name}\` | ${spec.argument.docs} |`), spec.name);
  for (const source of captureSources.all)
    assert.ok(DOCS.includes(`| \`${source.key}\` | ${source.argument.docs} |`), source.key);
});

test('a validator added to the registry makes the committed docs stale', () => {
  const extra = defineValidator({
    name: 'always-pipe',
    summary: 'holds when the argument is `true` (a | in a cell is escaped)',
    argument: boolean(),
    needs: [],
    examples: [
      { argument: 'true', response: {}, passes: true },
      { argument: 'false', response: {}, passes: false },
    ],
    evaluate: (_observation, argument) => ({
      name: 'always-pipe',
      pass: argument,
      expected: 'true',
      actual: '',
      message: '',
    }),
  });
  validators.register(extra);
  try {
    const generated = withGeneratedTables(DOCS);
    assert.notEqual(generated, DOCS);
    assert.ok(
      generated.includes(
        '| `always-pipe` | `true` / `false` (also `"True"`, `"false"`, any case) | holds when the argument is `true` (a \\| in a cell is escaped) |\n<!-- end of validators -->',
      ),
    );
  } finally {
    validators.unregister(extra.name);
  }
});

test('a table without its markers is an error naming them', () => {
  assert.throws(
    () => withGeneratedTables(DOCS.replace('<!-- end of validators -->', '')),
    /the markers of the validators table are missing/,
  );
});

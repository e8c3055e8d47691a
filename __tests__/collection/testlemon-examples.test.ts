// Every example collection of the original authors either loads cleanly or gets a diagnostic
// (the outcomes are listed in docs/compatibility.md).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadCollections } from '../../src/collection/index.ts';

// A copy of ../shared/compat/testlemon-examples (see its README for where each file comes from).
const examples = path.resolve(import.meta.dirname, '../fixtures/testlemon');

/** Files that assay refuses, with the diagnostic code they get; every other file must load cleanly. */
const refused: Record<string, string> = {
  'collection-dkim.yaml': 'unsupported-validator',
  'collection-dmarc.yaml': 'unsupported-validator',
  'collection-dns.yaml': 'unsupported-validator',
  'collection-domain.yaml': 'unsupported-validator',
  'collection-sitemap.yaml': 'unsupported-validator',
  'collection-spf.yaml': 'unsupported-validator',
  'collection-ssl.yaml': 'unsupported-validator',
  'collection-tls.yaml': 'unsupported-validator',
};

describe('the original authors’ example collections', () => {
  const files = readdirSync(examples, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => path.relative(examples, path.join(entry.parentPath, entry.name)))
    .sort();

  it('finds the examples', () => assert.ok(files.length >= 40, `${files.length} files`));

  for (const file of files) {
    it(file, async () => {
      // The inputs the examples' own documentation passes on the command line.
      const result = await loadCollections([file], {
        cwd: examples,
        variables: { host: 'https://dummyjson.com' },
        secrets: { login: 'emilys', password: 'emilyspass' },
        env: {},
      });
      const expected = refused[path.basename(file)];
      if (expected === undefined) {
        assert.deepEqual(result.diagnostics, []);
        assert.equal(result.collections.length, 1);
        assert.ok(result.collections[0].tests.length > 0);
      } else {
        assert.equal(result.collections.length, 0);
        assert.ok(result.diagnostics.length > 0);
        assert.deepEqual([...new Set(result.diagnostics.map((item) => item.code))], [expected]);
      }
    });
  }

  it('reports the variables and secrets the examples need when they are not given', async () => {
    const result = await loadCollections(
      ['testlemon-docs/collection-variables.json', 'testlemon-docs/collection-secrets.json'],
      { cwd: examples, variables: {}, secrets: {}, env: {} },
    );
    assert.deepEqual(
      result.diagnostics.map((item) => item.message),
      ['variable `host` is not given', 'secret `login` is not given', 'secret `password` is not given'],
    );
  });
});

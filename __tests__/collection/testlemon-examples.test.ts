// Every example collection of the original authors loads cleanly (docs/compatibility.md lists the
// differences in how they run). The monitoring ones (ssl, tls, domain, dns, spf,
// dkim, dmarc, sitemap) load and run against loopback stand-ins in __tests__/cli/monitoring.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadCollections } from '../../src/collection/index.ts';

// A copy of ../shared/compat/testlemon-examples (see its README for where each file comes from).
const examples = path.resolve(import.meta.dirname, '../fixtures/testlemon');

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
      // Every one loads cleanly: assay runs every validator of the original.
      assert.deepEqual(result.diagnostics, []);
      assert.equal(result.collections.length, 1);
      assert.ok(result.collections[0].tests.length > 0);
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

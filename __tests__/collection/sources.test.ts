// Where collections come from: files, directories, globs, URLs and inline text.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diagnostic, fixtures, load } from './helpers.ts';

describe('collection sources', () => {
  let server: Server;
  let base = '';
  const requests: string[] = [];

  before(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/collection.yaml') response.end('name: remote\ntests:\n  - url: https://example.com\n');
      else if (request.url === '/moved') response.writeHead(302, { location: '/collection.yaml' }).end();
      else response.writeHead(404).end('missing');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a file given relative to the working directory', async () => {
    const result = await load(['dir/a.yaml']);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.collections[0].file, 'dir/a.yaml');
    assert.equal(result.collections[0].absolutePath, path.join(fixtures, 'dir/a.yaml'));
    assert.equal(result.texts.get('dir/a.yaml'), 'tests:\n  - url: https://example.com/a\n');
  });

  it('reads every YAML and JSON file below a directory, sorted by path', async () => {
    const result = await load(['dir']);
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.collections.map((collection) => [collection.file, collection.name]),
      [
        ['dir/a.yaml', 'a'],
        ['dir/nested/b.json', 'b'],
        ['dir/nested/c.yml', 'C'],
      ],
    );
  });

  it('expands globs, sorted', async () => {
    const result = await load(['dir/**/*.{json,yml}']);
    assert.deepEqual(
      result.collections.map((collection) => collection.file),
      ['dir/nested/b.json', 'dir/nested/c.yml'],
    );
    const none = await load(['dir/*.toml']);
    assert.equal(diagnostic(none, 'no files match `dir/*.toml`').code, 'no-glob-match');
  });

  it('fetches a URL and names it after the URL', async () => {
    const result = await load([`${base}/collection.yaml`]);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.collections[0].file, `${base}/collection.yaml`);
    assert.equal(result.collections[0].name, 'remote');
    assert.ok(result.texts.has(`${base}/collection.yaml`));
    const redirected = await load([`${base}/moved`]);
    assert.equal(redirected.collections[0]?.name, 'remote');
    assert.ok(requests.includes('/moved'));
  });

  it('reports the status of a failed fetch', async () => {
    const result = await load([`${base}/nothing.yaml`]);
    const item = diagnostic(result, 'fetching the collection failed: the server answered 404');
    assert.deepEqual([item.file, item.line, item.code], [`${base}/nothing.yaml`, 0, 'fetch-failed']);
  });

  it('reports an unreachable URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await load([`http://127.0.0.1:${port}/c.yaml`]);
    assert.match(diagnostic(result, 'fetching the collection failed').message, /ECONNREFUSED/);
  });

  it('treats a missing path as a missing file, not as inline text', async () => {
    for (const value of ['collection.yaml', 'tests/users.json', 'smoke']) {
      const result = await load([value]);
      const item = diagnostic(result, `collection file not found: ${value}`);
      assert.deepEqual([item.file, item.code], [value, 'file-not-found']);
      assert.match(item.hint ?? '', /^looked in .*; inline collection text must be YAML or JSON/);
    }
  });

  it('reads text with a newline, a leading brace or `key: value` as inline collections', async () => {
    const result = await load([
      'tests:\n  - url: https://example.com/1\n',
      '{"tests": [{"url": "https://example.com/2"}]}',
      'tests: [{url: "https://example.com/3"}]',
    ]);
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.collections.map((collection) => [collection.file, collection.tests[0].url.source]),
      [
        ['<inline #1>', 'https://example.com/1'],
        ['<inline #2>', 'https://example.com/2'],
        ['<inline #3>', 'https://example.com/3'],
      ],
    );
    assert.equal(result.texts.get('<inline #2>'), '{"tests": [{"url": "https://example.com/2"}]}');
  });

  it('reports an empty source value and an empty directory', async () => {
    const blank = await load(['  ']);
    assert.equal(diagnostic(blank, 'a collection source is empty').code, 'empty-source');
    const directory = await mkdtemp(path.join(tmpdir(), 'assay-empty-'));
    try {
      await mkdir(path.join(directory, 'sub'));
      await writeFile(path.join(directory, 'sub', 'readme.md'), '# not a collection');
      const result = await load([directory]);
      assert.equal(
        diagnostic(result, 'no collection files (*.yaml, *.yml, *.json) in this directory').code,
        'empty-directory',
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('keeps loading the other sources after a failing one', async () => {
    const result = await load(['missing.yaml', 'dir/a.yaml']);
    assert.equal(result.collections.length, 1);
    assert.equal(result.diagnostics.length, 1);
  });
});

// Every file a collection names is a regular file of at most 50 MB (the limit of `-c`), checked
// before it is read: a device, a FIFO or an oversized spec ends in one clear message and exit 2,
// nothing sent. Relative names start at the collection's folder, wherever assay runs.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';

const LIMIT = 50 * 1024 * 1024;

/** The diagnostic `message` (a regular expression's source) positioned at c.yaml:line:column. */
function at(stderr: string, message: string, line: number, column: number): void {
  assert.match(stderr, new RegExp(`error: ${message}\\n\\s*--> c\\.yaml:${line}:${column}\\n`));
}

/** A spec of `bytes` bytes: a valid document padded with a long description. */
function spec(bytes: number): string {
  const head = `openapi: 3.1.0\ninfo: { title: big, version: '1' }\npaths: { /x: { get: { responses: { '200': { description: ok } } } } }\nx-padding: "`;
  return `${head}${'a'.repeat(bytes - head.length - 2)}"\n`;
}

describe('files a collection names, on the command line', () => {
  let target: TargetServer;
  before(async () => (target = await startTargetServer()));
  after(() => target.close());

  it('-c naming a device or a FIFO says it is not a regular file, at once, exit 2', async () => {
    const dir = workspace({});
    execFileSync('mkfifo', [join(dir, 'pipe.yaml')]);
    for (const source of ['/dev/zero', 'pipe.yaml']) {
      const run = await runCli(['-c', source], { cwd: dir });
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /is not a regular file/);
      assert.doesNotMatch(run.stderr, /not found|\n\s+at /);
    }
  });

  it('`openapi:` naming a 53 MB spec is refused with the limit of -c, nothing sent', async () => {
    const dir = workspace({ 'big.yaml': spec(53 * 1024 * 1024) });
    writeFileSync(join(dir, 'c.yaml'), `openapi: big.yaml\ntests:\n  - url: ${target.url('/x')}\n`);
    const asSpec = await runCli(['-c', 'big.yaml'], { cwd: dir });
    const named = await runCli(['-c', 'c.yaml'], { cwd: dir });
    assert.equal(asSpec.code, 2, asSpec.stderr);
    assert.match(asSpec.stderr, /the limit is 50 MB/);
    assert.equal(named.code, 2, named.stderr);
    at(named.stderr, '`openapi`: `big\\.yaml` is larger than 50 MB \\(the limit of a collection file\\)', 1, 10);
    assert.doesNotMatch(named.stderr, /aaaa|\n\s+at /);
    assert.equal(target.requests.length, 0);
  });

  it('a spec of exactly the limit is read', async () => {
    const dir = workspace({ 'edge.yaml': spec(LIMIT) });
    writeFileSync(join(dir, 'c.yaml'), `openapi: edge.yaml\ntests:\n  - url: ${target.url('/x')}\n`);
    const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
  });

  it('/dev/zero, a symlink to it and a FIFO end in "not a regular file", exit 2, without reading them', async () => {
    const dir = workspace();
    symlinkSync('/dev/zero', join(dir, 'zero.csv'));
    execFileSync('mkfifo', [join(dir, 'pipe.json')]);
    const collection = [
      `tests:`,
      `  - url: ${target.url('/a')}`,
      `    method: POST`,
      `    body: { file: /dev/zero }`,
      `  - url: ${target.url('/b')}`,
      `    data: zero.csv`,
      `  - url: ${target.url('/c')}`,
      `    validators: [{ json-schema: pipe.json }, { openapi: /dev/zero }]`,
      `  - url: ${target.url('/d')}`,
      `    method: POST`,
      `    multipart: { upload: { file: pipe.json } }`,
      ``,
    ].join('\n');
    writeFileSync(join(dir, 'c.yaml'), collection);
    const sent = target.requests.length;
    const result = await runCli(['-c', 'c.yaml'], { cwd: dir });
    assert.equal(result.code, 2, result.stderr);
    at(result.stderr, '`body\\.file`: `/dev/zero` is not a regular file', 4, 19);
    at(result.stderr, '`data`: `zero\\.csv` is not a regular file', 6, 11);
    at(result.stderr, '`json-schema`: `pipe\\.json` is not a regular file', 8, 33);
    at(result.stderr, '`openapi`: `/dev/zero` is not a regular file', 8, 57);
    at(result.stderr, 'multipart part `upload`: `pipe\\.json` is not a regular file', 11, 34);
    assert.doesNotMatch(result.stderr, /\n\s+at /);
    assert.equal(target.requests.length, sent);
  });

  it('relative names start at the collection file’s folder, not the working directory', async () => {
    const dir = workspace();
    mkdirSync(join(dir, 'suite', 'fixtures'), { recursive: true });
    writeFileSync(join(dir, 'suite', 'fixtures', 'payload.txt'), 'fixture-bytes');
    writeFileSync(
      join(dir, 'suite', 'c.yaml'),
      `tests:\n  - url: ${target.url('/upload')}\n    method: POST\n    body: { file: fixtures/payload.txt }\n`,
    );
    const sent = target.requests.length;
    const result = await runCli(['-c', 'suite/c.yaml'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(target.requests.slice(sent).find((r) => r.url === '/upload')?.body, 'fixture-bytes');
  });
});

// The files a run writes: results.json and junit.xml are streamed test by test, hold the same
// document a single JSON.stringify would, and keep bodies and response headers only for tests
// that did not pass.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { writePieces, writeReports } from '../../src/report/write.ts';
import { temporaryPath } from '../../src/report/temporary-file.ts';
import { ResultsJsonWriter } from '../../src/report/results/results-writer.ts';
import { Redactor } from '../../src/report/redact.ts';
import type { RunStart } from '../../src/model/index.ts';
import { eachTest, openStoredResults } from '../../src/report/results/stored-results.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';
import { buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';

const api = await startTargetServer((request, response) => {
  response.writeHead(request.url === '/missing' ? 404 : 200, {
    'content-type': 'application/json',
    'x-served-by': 'test',
  });
  response.end(JSON.stringify({ path: request.url, padding: 'p'.repeat(2000) }));
});
after(() => api.close());

test('results.json holds the whole document: the envelope indented, one line per test', async () => {
  const doc = buildResultsDocument();
  const dir = tempDir('assay-write-');
  await writeReports(doc, dir, []);
  const text = readFileSync(join(dir, 'results.json'), 'utf8');
  assert.deepEqual(JSON.parse(text), JSON.parse(JSON.stringify(doc)));
  assert.ok(text.startsWith('{\n  "schemaVersion": 1,\n  "tool": {\n    "name": "assay",'));
  assert.ok(text.endsWith('\n  ]\n}\n'));
  const testLines = text.split('\n').filter((line) => line.startsWith('        {"index":'));
  assert.equal(
    testLines.length,
    doc.collections.reduce((sum, c) => sum + c.tests.length, 0),
  );
});

test('results.json of a run without tests, or with a collection without tests, is valid JSON', async () => {
  const doc = buildResultsDocument();
  const empty: ResultsDocument = { ...doc, collections: [] };
  const oneEmpty: ResultsDocument = { ...doc, collections: [{ ...doc.collections[0], tests: [] }, doc.collections[1]] };
  for (const variant of [empty, oneEmpty]) {
    const dir = tempDir('assay-write-');
    await writeReports(variant, dir, []);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')), JSON.parse(JSON.stringify(variant)));
  }
});

test('temporary report files get fresh names and are never written through a name that exists', async () => {
  const first = temporaryPath('results', '.json');
  const second = temporaryPath('results', '.json');
  assert.notEqual(first, second);
  assert.equal(dirname(first), tmpdir());
  assert.match(basename(first), new RegExp(`^assay-results-${process.pid}-\\d+-[0-9a-z]+\\.json$`));
  // A link planted under the name (in a shared temp directory) makes the writer fail, not write through it.
  const victim = join(tempDir('assay-write-'), 'victim.txt');
  writeFileSync(victim, 'keep');
  const planted = temporaryPath('results', '.json');
  symlinkSync(victim, planted);
  try {
    const writer = new ResultsJsonWriter(planted, new Redactor(), undefined, { temporary: true });
    await assert.rejects(writer.start({ collections: [], plannedTests: [] } as unknown as RunStart), {
      code: 'EEXIST',
    });
    assert.equal(readFileSync(victim, 'utf8'), 'keep');
  } finally {
    rmSync(planted);
  }
});

test('large documents are written in pieces, whole and in order', async () => {
  const doc = buildLargeResultsDocument(20_000);
  const dir = tempDir('assay-write-');
  await writeReports(doc, dir, []);
  assert.deepEqual(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')), JSON.parse(JSON.stringify(doc)));
  const junit = readFileSync(join(dir, 'junit.xml'), 'utf8');
  assert.equal(junit.match(/<testcase /g)?.length, 20_000);
  assert.ok(junit.endsWith('</testsuites>\n'));
});

test('a passing test keeps no response body or headers; a failing one keeps both', async () => {
  const dir = workspace({
    'c.yaml': `name: Kept\nbaseUrl: ${api.origin}\ntests:\n  - name: fine\n    url: /fine\n  - name: broken\n    url: /missing\n`,
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')) as ResultsDocument;
  const [fine, broken] = doc.collections[0].tests;
  assert.equal(fine.outcome, 'passed');
  assert.equal(fine.response?.status, 200);
  assert.equal(fine.response?.body, undefined);
  assert.deepEqual(fine.response?.headers, []);
  assert.ok(fine.response!.bodyBytes > 2000);
  assert.equal(fine.response?.bodyTruncated, true);
  assert.ok(fine.request?.headers.some(([name]) => name.toLowerCase() === 'user-agent'));
  assert.equal(broken.outcome, 'failed');
  assert.match(broken.response?.body ?? '', /"path":"\/missing"/);
  assert.equal(broken.response?.bodyTruncated, false);
  assert.ok(broken.response?.headers.some(([name, value]) => name === 'x-served-by' && value === 'test'));
});

test('pieces go to the file whole: characters of any width across the buffer, and pieces larger than it', async () => {
  const dir = tempDir('assay-write-');
  const path = join(dir, 'pieces.txt');
  const pieces = [
    ...Array.from({ length: 40_000 }, (_, i) => `${i}: é€😀 `),
    'x'.repeat(1_000_000),
    '😀'.repeat(100_000),
    '',
    'end',
  ];
  await writePieces(path, pieces);
  assert.equal(readFileSync(path, 'utf8'), pieces.join(''));
});

test('a run with more than ten collections writes every report without a warning', async () => {
  const files: Record<string, string> = {};
  for (let i = 1; i <= 12; i++) files[`c${i}.yaml`] = `name: C${i}\nbaseUrl: ${api.origin}\ntests:\n  - url: /c${i}\n`;
  const dir = workspace(files);
  const result = await runCli(['-c', '.', '-o', 'out', '-f', 'html,ctrf,xray,markdown'], { cwd: dir });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.doesNotMatch(result.stderr, /Warning/);
  const junit = readFileSync(join(dir, 'out/junit.xml'), 'utf8');
  assert.equal(junit.match(/<testsuite /g)?.length, 12);
  for (let i = 1; i <= 12; i++) assert.match(junit, new RegExp(`<testcase classname="C${i}" name="GET [^"]*/c${i}"`));
  const doc = JSON.parse(readFileSync(join(dir, 'out/ctrf.json'), 'utf8')) as { results: { tests: unknown[] } };
  assert.equal(doc.results.tests.length, 12);
});

test('results.json read back gives every collection its tests, lines longer than a read included', async () => {
  const doc = buildLargeResultsDocument(5_000);
  const long = doc.collections[0].tests[3];
  long.response = { ...long.response!, body: 'é'.repeat(700_000), bodyBytes: 1_400_000 };
  const last = doc.collections.at(-1)!.tests.at(-1)!;
  last.response = { ...last.response!, body: '😀'.repeat(300_000), bodyBytes: 1_200_000 };
  const dir = tempDir('assay-write-');
  await writeReports(doc, dir, []);
  const stored = await openStoredResults(join(dir, 'results.json'));
  assert.deepEqual(JSON.parse(JSON.stringify(stored)), JSON.parse(JSON.stringify(doc)));
  // One at a time, as the formats that go through them once read them; the same tests in order.
  for (const [c, collection] of stored.collections.entries())
    assert.deepEqual([...eachTest(collection)], JSON.parse(JSON.stringify(doc.collections[c].tests)));
  assert.equal(eachTest(doc.collections[0]), doc.collections[0].tests, 'a collection in memory gives its array');
  // Lines without the bytes asked for are skipped unparsed; the others come in order, whole.
  for (const [c, collection] of stored.collections.entries()) {
    const failed = doc.collections[c].tests.filter((test) => JSON.stringify(test).includes('"outcome":"failed"'));
    assert.ok(failed.length > 0);
    assert.deepEqual([...eachTest(collection, '"outcome":"failed"')], JSON.parse(JSON.stringify(failed)));
  }
});

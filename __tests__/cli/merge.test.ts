import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Outcome } from '../../src/model.ts';
import type { ResultsDocument, TestReport } from '../../src/report/results-document.ts';
import { mergeResults, mergeCommand } from '../../src/cli/merge.ts';

function testReport(index: number, iteration: number, outcome: Outcome, startMs: number): TestReport {
  return {
    index,
    iteration,
    id: `t${index}`,
    name: `test ${index}`,
    urlTemplate: `\${{ vars.baseUrl }}/items/${index}`,
    method: 'GET',
    tags: [],
    dependsOn: [],
    line: 3 + index * 4,
    column: 5,
    outcome,
    timings: { startMs, totalMs: 10, ttfbMs: 4 },
    validators: [{ name: 'status-code', pass: outcome === 'passed', expected: '200', actual: outcome === 'passed' ? '200' : '500', message: 'status-code' }],
    captures: [],
  };
}

function totalsOf(tests: TestReport[]) {
  const totals = { total: tests.length, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
  for (const t of tests) totals[t.outcome]++;
  return totals;
}

function shardDoc(index: number, total: number, startedAt: string, durationMs: number, collections: { file: string; name: string; tests: TestReport[] }[]): ResultsDocument {
  const all = collections.flatMap((c) => c.tests);
  return {
    schemaVersion: 1,
    tool: { name: 'assay', version: '0.2.0' },
    run: {
      startedAt,
      finishedAt: new Date(Date.parse(startedAt) + durationMs).toISOString(),
      durationMs,
      options: {
        collections: ['api/'],
        variables: {},
        secrets: [],
        tags: [],
        parallel: false,
        concurrency: 1,
        repeats: 2,
        delayMs: 0,
        timeoutMs: 30000,
        maxBodyBytes: 1048576,
        insecure: false,
        followRedirects: true,
        bail: false,
        formats: ['markdown'],
      },
      shard: { index, total },
    },
    totals: totalsOf(all),
    collections: collections.map((c) => ({ ...c, totals: totalsOf(c.tests), durationMs: 50 })),
  };
}

/** Two shards of users.yaml run twice (`--repeats 2`); shard 2 also ran orders.yaml and started 1 s later. */
function twoShards(): [ResultsDocument, ResultsDocument] {
  const one = shardDoc(1, 2, '2025-03-01T10:00:00.000Z', 400, [
    { file: 'api/users.yaml', name: 'Users', tests: [testReport(0, 1, 'passed', 0), testReport(2, 1, 'passed', 10), testReport(0, 2, 'passed', 20), testReport(2, 2, 'failed', 30)] },
  ]);
  const two = shardDoc(2, 2, '2025-03-01T10:00:01.000Z', 500, [
    { file: 'api/users.yaml', name: 'Users', tests: [testReport(1, 1, 'passed', 0), testReport(1, 2, 'errored', 10)] },
    { file: 'api/orders.yaml', name: 'Orders', tests: [testReport(0, 1, 'skipped', 20)] },
  ]);
  return [one, two];
}

describe('mergeResults', () => {
  it('joins the parts of a collection in iteration then declared order and recounts the totals', () => {
    const merged = mergeResults(twoShards());
    assert.deepEqual(merged.collections.map((c) => c.file), ['api/users.yaml', 'api/orders.yaml']);
    const users = merged.collections[0];
    assert.deepEqual(users.tests.map((t) => [t.iteration, t.index]), [[1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]]);
    assert.deepEqual(users.totals, { total: 6, passed: 4, failed: 1, errored: 1, skipped: 0, notRun: 0 });
    assert.deepEqual(merged.collections[1].totals, { total: 1, passed: 0, failed: 0, errored: 0, skipped: 1, notRun: 0 });
    assert.deepEqual(merged.totals, { total: 7, passed: 4, failed: 1, errored: 1, skipped: 1, notRun: 0 });
  });

  it('spans the run from the earliest start to the latest finish and puts tests on that clock', () => {
    const merged = mergeResults(twoShards());
    assert.equal(merged.run.startedAt, '2025-03-01T10:00:00.000Z');
    assert.equal(merged.run.finishedAt, '2025-03-01T10:00:01.500Z');
    assert.equal(merged.run.durationMs, 1500);
    assert.equal(merged.run.mergedFrom, 2);
    assert.equal('shard' in merged.run, false);
    const users = merged.collections[0];
    // Shard 2 started 1000 ms after shard 1: its tests move by that much.
    assert.deepEqual(users.tests.map((t) => t.timings?.startMs), [0, 1000, 10, 20, 1010, 30]);
    assert.equal(users.durationMs, 1020);
  });

  it('leaves its inputs unchanged', () => {
    const docs = twoShards();
    const before = structuredClone(docs);
    mergeResults(docs);
    assert.deepEqual(docs, before);
  });

  it('keeps collections with the same file but another name apart', () => {
    const a = shardDoc(1, 2, '2025-03-01T10:00:00.000Z', 100, [{ file: 'x.yaml', name: 'First', tests: [testReport(0, 1, 'passed', 0)] }]);
    const b = shardDoc(2, 2, '2025-03-01T10:00:00.000Z', 100, [{ file: 'x.yaml', name: 'Second', tests: [testReport(0, 1, 'passed', 0)] }]);
    assert.deepEqual(mergeResults([a, b]).collections.map((c) => c.name), ['First', 'Second']);
  });

  it('refuses a test that appears in two files', () => {
    const [one] = twoShards();
    assert.throws(() => mergeResults([one, structuredClone(one)]), {
      message: 'test 1 (test 0) of api/users.yaml, iteration 1, is in more than one results file',
    });
  });

  it('refuses another schema version', () => {
    const [one, two] = twoShards();
    (two as { schemaVersion: number }).schemaVersion = 2;
    assert.throws(() => mergeResults([one, two]), { message: 'cannot merge results with schemaVersion 2; this assay merges version 1' });
  });
});

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

async function runMerge(argv: string[]): Promise<Captured> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk) => out.push(String(chunk)));
  stderr.on('data', (chunk) => err.push(String(chunk)));
  const code = await mergeCommand(argv, { stdout, stderr });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

async function withDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'assay-merge-'));
  try {
    await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeDocs(dir: string, docs: ResultsDocument[]): Promise<string[]> {
  const paths: string[] = [];
  for (const [i, doc] of docs.entries()) {
    const path = join(dir, `shard-${i + 1}.json`);
    await writeFile(path, JSON.stringify(doc));
    paths.push(path);
  }
  return paths;
}

describe('mergeCommand', () => {
  it('writes the merged results and exits 1 when merged tests failed', async () => {
    await withDir(async (dir) => {
      const files = await writeDocs(dir, twoShards());
      const out = join(dir, 'merged');
      const result = await runMerge([...files, '-o', out]);
      assert.equal(result.stderr, '');
      assert.equal(result.code, 1);
      assert.match(result.stdout, /^Merged 2 results files: 7 tests, 4 passed, 1 failed, 1 errored, 1 skipped, 0 not run\n/);
      const written = JSON.parse(await readFile(join(out, 'results.json'), 'utf8'));
      assert.deepEqual(written, JSON.parse(JSON.stringify(mergeResults(twoShards()))));
      assert.ok((await readdir(out)).includes('junit.xml'));
    });
  });

  it('exits 0 when every merged test passed, with the formats given', async () => {
    await withDir(async (dir) => {
      const docs = twoShards().map((doc) => {
        for (const c of doc.collections) for (const t of c.tests) t.outcome = 'passed';
        return doc;
      });
      const files = await writeDocs(dir, docs);
      const out = join(dir, 'merged');
      const result = await runMerge([...files, '--output', out, '-f', 'ctrf,html', '--format', 'markdown']);
      assert.equal(result.code, 0, result.stderr);
      const names = await readdir(out);
      assert.deepEqual(names.sort(), ['ctrf.json', 'junit.xml', 'report.html', 'results.json', 'summary.md']);
      assert.match(result.stdout, /Merged 2 results files: 7 tests, 6 passed, 0 failed, 0 errored, 1 skipped, 0 not run\n/);
    });
  });

  it('warns when a shard is missing', async () => {
    await withDir(async (dir) => {
      const [one] = twoShards();
      const files = await writeDocs(dir, [one]);
      const result = await runMerge([...files, '-o', join(dir, 'merged')]);
      assert.equal(result.stderr, 'assay merge: warning: shard 2/2 missing; the merged totals cover only the shards given\n');
    });
  });

  it('explains bad input in one line and exits 2', async () => {
    await withDir(async (dir) => {
      const [good] = await writeDocs(dir, [twoShards()[0]]);
      const notJson = join(dir, 'junit.xml');
      await writeFile(notJson, '<testsuites/>');
      const cases: [string[], string][] = [
        [['-o', dir], 'assay merge: no results files given (usage: assay merge <results.json …> -o <dir>)\n'],
        [[good], 'assay merge: missing -o/--output <dir> for the merged reports\n'],
        [[good, '-o', dir, '--colour'], "assay merge: Unknown option '--colour' (see assay merge --help)\n"],
        [[good, '-o'], "assay merge: Option '-o, --output <value>' argument missing (see assay merge --help)\n"],
        [[good, '-o', dir, '-f', 'html,pdf'], 'assay merge: unknown format pdf (known: results, junit, testlemon, html, ctrf, xray, markdown)\n'],
        [[join(dir, 'nope.json'), '-o', dir], `assay merge: cannot read ${join(dir, 'nope.json')}: no such file\n`],
        [[good, notJson, '-o', dir], `assay merge: ${notJson} is not an assay results.json: it is not valid JSON\n`],
      ];
      for (const [argv, stderr] of cases) {
        const result = await runMerge(argv);
        assert.equal(result.code, 2, argv.join(' '));
        assert.equal(result.stderr, stderr);
        assert.equal(result.stdout, '');
      }
    });
  });

  it('prints its usage with --help', async () => {
    const result = await runMerge(['--help']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /^Usage: assay merge <results.json>/);
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Outcome } from '../../src/model/index.ts';
import type { ResultsDocument, TestReport } from '../../src/report/results/document.ts';
import { mergeCommand } from '../../src/cli/commands/merge.ts';
import { mergeResults } from '../../src/report/results/merge.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

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
    validators: [
      {
        name: 'status-code',
        pass: outcome === 'passed',
        expected: '200',
        actual: outcome === 'passed' ? '200' : '500',
        message: 'status-code',
      },
    ],
    captures: [],
  };
}

function totalsOf(tests: TestReport[]) {
  const totals = { total: tests.length, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
  for (const t of tests) totals[t.outcome]++;
  return totals;
}

function shardDoc(
  index: number,
  total: number,
  startedAt: string,
  durationMs: number,
  collections: { file: string; name: string; tests: TestReport[] }[],
): ResultsDocument {
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
    {
      file: 'api/users.yaml',
      name: 'Users',
      tests: [
        testReport(0, 1, 'passed', 0),
        testReport(2, 1, 'passed', 10),
        testReport(0, 2, 'passed', 20),
        testReport(2, 2, 'failed', 30),
      ],
    },
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
    assert.deepEqual(
      merged.collections.map((c) => c.file),
      ['api/users.yaml', 'api/orders.yaml'],
    );
    const users = merged.collections[0];
    assert.deepEqual(
      users.tests.map((t) => [t.iteration, t.index]),
      [
        [1, 0],
        [1, 1],
        [1, 2],
        [2, 0],
        [2, 1],
        [2, 2],
      ],
    );
    assert.deepEqual(users.totals, { total: 6, passed: 4, failed: 1, errored: 1, skipped: 0, notRun: 0 });
    assert.deepEqual(merged.collections[1].totals, {
      total: 1,
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 1,
      notRun: 0,
    });
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
    assert.deepEqual(
      users.tests.map((t) => t.timings?.startMs),
      [0, 1000, 10, 20, 1010, 30],
    );
    assert.equal(users.durationMs, 1020);
  });

  it('leaves its inputs unchanged', () => {
    const docs = twoShards();
    const before = structuredClone(docs);
    mergeResults(docs);
    assert.deepEqual(docs, before);
  });

  it('keeps collections with the same file but another name apart', () => {
    const a = shardDoc(1, 2, '2025-03-01T10:00:00.000Z', 100, [
      { file: 'x.yaml', name: 'First', tests: [testReport(0, 1, 'passed', 0)] },
    ]);
    const b = shardDoc(2, 2, '2025-03-01T10:00:00.000Z', 100, [
      { file: 'x.yaml', name: 'Second', tests: [testReport(0, 1, 'passed', 0)] },
    ]);
    assert.deepEqual(
      mergeResults([a, b]).collections.map((c) => c.name),
      ['First', 'Second'],
    );
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
    assert.throws(() => mergeResults([one, two]), {
      message: 'cannot merge results with schemaVersion 2; this assay merges version 1',
    });
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
      assert.match(
        result.stdout,
        /^Merged 2 results files: 7 tests, 4 passed, 1 failed, 1 errored, 1 skipped, 0 not run\n/,
      );
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
      assert.match(
        result.stdout,
        /^Merged 2 results files: 7 tests, 7 passed, 0 failed, 0 errored, 0 skipped, 0 not run\n/,
      );
    });
  });

  it('refuses a merge with a shard missing, naming it, and writes nothing', async () => {
    await withDir(async (dir) => {
      const [one] = twoShards();
      const files = await writeDocs(dir, [one]);
      const result = await runMerge([...files, '-o', join(dir, 'merged')]);
      assert.equal(result.code, 2);
      assert.equal(
        result.stderr,
        "assay merge: the results of shard 2/2 are missing (pass every shard's results.json, or --allow-partial to merge what is there)\n",
      );
      assert.equal(result.stdout, '');
      await assert.rejects(readdir(join(dir, 'merged')), { code: 'ENOENT' });
    });
  });

  it('merges a partial set on purpose with --allow-partial, warning which shard is missing', async () => {
    await withDir(async (dir) => {
      const [one] = twoShards();
      const files = await writeDocs(dir, [one]);
      const result = await runMerge([...files, '--allow-partial', '-o', join(dir, 'merged')]);
      assert.equal(
        result.stderr,
        'assay merge: warning: the results of shard 2/2 are missing; the merged totals cover only the shards given\n',
      );
      assert.ok((await readdir(join(dir, 'merged'))).includes('results.json'));
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
        [[good, '-o', dir, '--colour'], 'assay merge: unknown option --colour (see assay merge --help)\n'],
        [[good, '-o'], 'assay merge: -o needs a value\n'],
        [
          [good, '-o', dir, '-f', 'html,pdf'],
          'assay merge: unknown format pdf (known: results, junit, testlemon, html, ctrf, xray, markdown)\n',
        ],
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

describe('assay merge of sharded runs (end to end)', () => {
  const collectionA = `name: Accounts
baseUrl: \${{ vars.base }}
tests:
- id: login
  url: /items/1
  context:
  - name: token
    type: variable
    pattern: '"token":"([^"]+)"'
- id: profile
  dependsOn: login
  url: /items/2
  headers:
  - 'x-token: \${{ context.token }}'
- id: settings
  dependsOn: profile
  url: /items/3
- url: /items/4
- id: broken
  url: /missing
- id: root
  url: /items/5
- dependsOn: root
  url: /items/6
- dependsOn: root
  url: /items/7
  validators:
  - body-contains: '"n":7,'
`;
  const collectionB = `name: Catalogue
baseUrl: \${{ vars.base }}
tests:
${Array.from({ length: 9 }, (_, i) => `- url: /items/${100 + i}${i % 3 === 0 ? `\n  id: c${i}` : ''}`).join('\n')}
`;

  /** What a run reports, minus what differs between any two runs: clocks, durations, lanes, dates. */
  function comparable(doc: ResultsDocument): unknown {
    const { run, ...rest } = doc;
    return {
      ...rest,
      run: { options: run.options, interrupted: run.interrupted },
      collections: doc.collections.map((c) => ({
        ...c,
        durationMs: undefined,
        tests: c.tests.map((t) => ({
          ...t,
          timings: t.timings ? 'measured' : undefined,
          lane: undefined,
          response: t.response && {
            ...t.response,
            headers: t.response.headers.filter(([name]) => name.toLowerCase() !== 'date'),
          },
        })),
      })),
    };
  }

  function junitWithoutTimes(xml: string): string {
    return xml.replace(/ (time|timestamp)="[^"]*"/g, '');
  }

  it('gives the same reports as one unsharded run, balanced by count or by timings', async () => {
    const server = await startTargetServer((request, response) => {
      const match = /^\/items\/(\d+)$/.exec(request.url);
      response.setHeader('content-type', 'application/json');
      if (!match) return void response.writeHead(500).end('{"error":"boom"}');
      response.end(`{"n":${match[1]},"token":"tok-${match[1]}"}`);
    });
    const dir = workspace();
    try {
      await mkdir(join(dir, 'api'));
      await writeFile(join(dir, 'api', 'a-accounts.yaml'), collectionA);
      await writeFile(join(dir, 'api', 'b-catalogue.yaml'), collectionB);
      const common = ['-c', 'api', '-v', `base=${server.origin}`, '-f', 'markdown'];

      const whole = await runCli([...common, '-o', 'out/whole'], { cwd: dir });
      assert.equal(whole.code, 1, whole.stderr);
      const wholeRequests = server.requests.length;
      assert.equal(wholeRequests, 17);
      const wholeDoc = JSON.parse(await readFile(join(dir, 'out/whole/results.json'), 'utf8')) as ResultsDocument;
      assert.equal(wholeDoc.totals.failed, 1);

      for (const [label, extra] of [
        ['count', []],
        ['timings', ['--shard-timings', 'out/whole/results.json']],
      ] as const) {
        const before = server.requests.length;
        const files: string[] = [];
        for (let i = 1; i <= 3; i++) {
          const part = await runCli([...common, '--shard', `${i}/3`, ...extra, '-o', `out/${label}-${i}`], {
            cwd: dir,
          });
          assert.ok(part.code === 0 || part.code === 1, `shard ${i}/3 by ${label}: exit ${part.code} ${part.stderr}`);
          files.push(`out/${label}-${i}/results.json`);
        }
        const sizes = await Promise.all(
          files.map(async (f) => (JSON.parse(await readFile(join(dir, f), 'utf8')) as ResultsDocument).totals.total),
        );
        assert.ok(
          sizes.every((size) => size > 0 && size < wholeDoc.totals.total),
          `every shard by ${label} ran a part: ${sizes.join(', ')}`,
        );
        assert.equal(
          server.requests.length - before,
          wholeRequests,
          `the shards by ${label} together sent each request once`,
        );
        // Shard 2/3 lost (its job died before uploading): no report, a message naming it, exit 2.
        const partial = await runCli(['merge', files[0], files[2], '-o', `out/${label}-partial`], { cwd: dir });
        assert.equal(partial.code, 2);
        assert.match(partial.stderr, /^assay merge: the results of shard 2\/3 are missing \(/);
        await assert.rejects(readdir(join(dir, `out/${label}-partial`)), { code: 'ENOENT' });
        const merged = await runCli(['merge', ...files, '-o', `out/${label}-merged`], { cwd: dir });
        assert.equal(merged.code, 1, merged.stderr);
        assert.equal(merged.stderr, '');
        const doc = JSON.parse(
          await readFile(join(dir, `out/${label}-merged/results.json`), 'utf8'),
        ) as ResultsDocument;
        assert.equal(doc.run.mergedFrom, 3);
        assert.deepEqual(comparable(doc), comparable(wholeDoc));
        assert.equal(
          junitWithoutTimes(await readFile(join(dir, `out/${label}-merged/junit.xml`), 'utf8')),
          junitWithoutTimes(await readFile(join(dir, 'out/whole/junit.xml'), 'utf8')),
        );
        assert.ok(
          (await readdir(join(dir, `out/${label}-merged`))).includes('summary.md'),
          'the shards’ formats are written by default',
        );
      }
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

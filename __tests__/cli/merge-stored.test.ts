// `assay merge` of shards in the layout assay writes reads them a record at a time: no shard's
// whole `tests` array is ever parsed, each record is parsed once, and the reports are the same
// bytes as the merge of whole documents writes (`mergeResults` and `writeReports`, the merge as it
// was, which a results.json in another layout still goes through). The shards are real: the
// bundled command line run with `--shard i/3` against a loopback server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { mergeCommand } from '../../src/cli/commands/merge.ts';
import { mergeResults } from '../../src/report/results/merge.ts';
import { readResultsDocument } from '../../src/report/results/read.ts';
import { openStoredResults } from '../../src/report/results/stored-results.ts';
import { planStoredMerge } from '../../src/report/results/stored-merge.ts';
import { mergedReports } from '../../src/report/merge-writer.ts';
import { writeReports } from '../../src/report/write.ts';
import { EXTRA_FORMATS } from '../../src/report/formats.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { countingRecords, refusingWholeTests } from '../helpers/stored-results.ts';

const ACCOUNTS = `name: Accounts
baseUrl: \${{ vars.base }}
metadata:
  test-plan-key: PLAN-1
tests:
- id: login
  url: /items/1
- id: profile
  dependsOn: login
  url: /items/2
- id: broken
  url: /missing
- id: after-broken
  dependsOn: broken
  url: /items/3
${Array.from({ length: 12 }, (_, i) => `- url: /items/${10 + i}\n  metadata:\n    test-key: ACC-${i}`).join('\n')}
`;
const CATALOGUE = `name: Catalogue
baseUrl: \${{ vars.base }}
tests:
${Array.from({ length: 20 }, (_, i) => `- url: /${i % 7 === 3 ? 'missing' : 'items'}/${100 + i}`).join('\n')}
`;

let server: TargetServer;
let dir: string;
/** The three shards' results.json, each run twice over (`--repeats 2`). */
const shards = ['out/shard-1/results.json', 'out/shard-2/results.json', 'out/shard-3/results.json'];
const shardPaths = () => shards.map((shard) => join(dir, shard));

before(async () => {
  server = await startTargetServer((request, response) => {
    const match = /^\/items\/(\d+)$/.exec(request.url);
    response.setHeader('content-type', 'application/json');
    if (!match) return void response.writeHead(500).end('{"error":"boom"}');
    response.end(`{"n":${match[1]}}`);
  });
  dir = workspace();
  writeFileSync(join(dir, 'accounts.yaml'), ACCOUNTS);
  writeFileSync(join(dir, 'catalogue.yaml'), CATALOGUE);
  for (let i = 1; i <= 3; i++) {
    const args = ['-c', 'accounts.yaml', '-c', 'catalogue.yaml', '-v', `base=${server.origin}`, '--repeats', '2'];
    const shard = await runCli([...args, '--shard', `${i}/3`, '-o', `out/shard-${i}`], { cwd: dir });
    assert.equal(shard.code, 1, shard.stderr);
  }
});
after(() => server.close());

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

async function runMerge(argv: string[]): Promise<Captured> {
  const [stdout, stderr] = [new PassThrough(), new PassThrough()];
  const [out, err]: string[][] = [[], []];
  stdout.on('data', (chunk) => out.push(String(chunk)));
  stderr.on('data', (chunk) => err.push(String(chunk)));
  const code = await mergeCommand(argv, { stdout, stderr });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** Every report file of a directory, CTRF's fresh reportId left out. */
function reports(output: string): Map<string, string> {
  return new Map(
    readdirSync(output)
      .sort()
      .map((name) => [
        name,
        readFileSync(join(output, name), 'utf8').replace(/"reportId": "[0-9a-f-]{36}"/, '"reportId": "<uuid>"'),
      ]),
  );
}

/** The reports of the merge of whole documents, as `assay merge` wrote them before it read shards a record at a time. */
async function wholeMerge(paths: string[], formats: string[]): Promise<Map<string, string>> {
  const docs: ResultsDocument[] = [];
  for (const path of paths) docs.push(await readResultsDocument(path));
  const output = tempDir('assay-merge-whole-');
  await writeReports(mergeResults(docs), output, formats);
  return reports(output);
}

function totalTests(paths: string[]): number {
  return paths.reduce((sum, path) => sum + (JSON.parse(readFileSync(path, 'utf8')) as ResultsDocument).totals.total, 0);
}

describe('assay merge of stored shards', () => {
  it('writes the bytes the merge of whole documents writes, in every format', async () => {
    for (const [label, paths, extra] of [
      ['every shard', shardPaths(), []],
      ['shards given out of order', shardPaths().reverse(), []],
      ['one shard, on purpose', shardPaths().slice(1, 2), ['--allow-partial']],
    ] as const) {
      const output = tempDir('assay-merge-stored-');
      const merged = await runMerge([...paths, ...extra, '-o', output, '-f', EXTRA_FORMATS.join(',')]);
      assert.equal(merged.code, 1, `${label}: ${merged.stderr}`);
      const expected = await wholeMerge(paths, EXTRA_FORMATS);
      assert.deepEqual([...reports(output).keys()], [...expected.keys()], label);
      for (const [name, text] of expected) assert.equal(reports(output).get(name), text, `${label}: ${name}`);
    }
  });

  it('parses each record of the shards once and never a shard’s whole tests', async () => {
    const paths = shardPaths();
    const total = totalTests(paths);
    assert.ok(total > 60, `${total} tests in the shards`);
    const output = tempDir('assay-merge-stored-');
    const { value, records } = await countingRecords(() => runMerge([...paths, '-o', output]));
    assert.equal(value.code, 1, value.stderr);
    assert.match(value.stdout, new RegExp(`^Merged 3 results files: ${total} tests, `));
    assert.equal(records, total, 'each record parsed once (results.json and junit.xml from one pass)');
    assert.deepEqual(reports(output), await wholeMerge(paths, []));

    const docs = (await Promise.all(paths.map((path) => openStoredResults(path)))).map(refusingWholeTests);
    const again = tempDir('assay-merge-stored-');
    const written = await mergedReports(planStoredMerge(docs, paths), true).write(again, []);
    assert.deepEqual(written, [join(again, 'results.json'), join(again, 'junit.xml')]);
    assert.deepEqual(reports(again), reports(output));
  });

  it('merges a shard in another layout whole, beside the others, to the same bytes', async () => {
    const [first, ...others] = shardPaths();
    const text = readFileSync(first, 'utf8');
    for (const layout of [
      JSON.stringify(JSON.parse(text), null, 2),
      JSON.stringify(JSON.parse(text)),
      // A collection's tests not where its head says (its key spaced otherwise): not assay's layout.
      text.replace('      "tests": [', '      "tests" : ['),
    ]) {
      assert.notEqual(layout, text);
      const other = join(tempDir('assay-merge-layout-'), 'results.json');
      writeFileSync(other, layout);
      const output = tempDir('assay-merge-stored-');
      const merged = await runMerge([other, ...others, '-o', output, '-f', 'markdown,html']);
      assert.equal(merged.code, 1, merged.stderr);
      assert.deepEqual(reports(output), await wholeMerge(shardPaths(), ['markdown', 'html']));
    }
  });

  it('merges a shard edited by hand in assay’s layout (tests out of order, members reordered) to the same bytes', async () => {
    const [first, ...others] = shardPaths();
    const lines = readFileSync(first, 'utf8').split('\n');
    const tests = lines.flatMap((line, i) => (line.startsWith('        {') ? [i] : []));
    // Two neighbouring tests of a collection swapped (the comma stays with its line's place), and a
    // third with its iteration before its index: neither can be read from the line's start.
    const [a, b] = tests.filter((i) => lines[i + 1].startsWith('        {'));
    const item = (i: number) => lines[i].trim().replace(/,$/, '');
    [lines[a], lines[b]] = [
      `        ${item(b)},`,
      lines[b].endsWith(',') ? `        ${item(a)},` : `        ${item(a)}`,
    ];
    const c = tests.at(-1)!;
    lines[c] = lines[c].replace(/^( {8})\{"index":(\d+),"iteration":(\d+),/, '$1{"iteration":$3,"index":$2,');
    const edited = join(tempDir('assay-merge-edited-'), 'results.json');
    writeFileSync(edited, lines.join('\n'));
    assert.notDeepEqual(JSON.parse(readFileSync(edited, 'utf8')), JSON.parse(readFileSync(first, 'utf8')));
    const output = tempDir('assay-merge-stored-');
    const { value: merged, records } = await countingRecords(() =>
      runMerge([edited, ...others, '-o', output, '-f', 'xray,html']),
    );
    assert.equal(merged.code, 1, merged.stderr);
    assert.ok(records > 0, 'read a record at a time');
    assert.deepEqual(reports(output), await wholeMerge([edited, ...others], ['xray', 'html']));
  });

  it('refuses a missing or repeated shard with the messages it always gave', async () => {
    const [one, two, three] = shardPaths();
    const copy = join(tempDir('assay-merge-copy-'), 'results.json');
    writeFileSync(copy, readFileSync(one));
    const cases: [string[], string][] = [
      [
        [one, three],
        "the results of shard 2/3 are missing (pass every shard's results.json, or --allow-partial to merge what is there)",
      ],
      [[one, two, copy, three], `${one} and ${copy} are both shard 1/3`],
    ];
    for (const [paths, message] of cases) {
      const output = join(tempDir('assay-merge-refused-'), 'merged');
      const merged = await runMerge([...paths, '-o', output]);
      assert.deepEqual(merged, { code: 2, stdout: '', stderr: `assay merge: ${message}\n` });
      assert.equal(existsSync(output), false);
    }
  });

  it('names a test that is in two files as the merge of whole documents does', async () => {
    // A whole run's results.json given twice: no shard place to refuse it by, every test repeated.
    const run = await runCli(['-c', 'catalogue.yaml', '-v', `base=${server.origin}`, '-o', 'out/whole'], { cwd: dir });
    assert.equal(run.code, 1, run.stderr);
    const once = join(dir, 'out/whole/results.json');
    const twice = join(tempDir('assay-merge-twice-'), 'results.json');
    writeFileSync(twice, readFileSync(once));
    const whole = [await readResultsDocument(once), await readResultsDocument(twice)];
    const expected = (() => {
      try {
        mergeResults(whole);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    assert.match(
      expected ?? '',
      /^test 1 \(GET .*\) of catalogue\.yaml, iteration 1, is in more than one results file$/,
    );
    const output = join(tempDir('assay-merge-twice-'), 'merged');
    const merged = await runMerge([once, twice, '-o', output]);
    assert.deepEqual(merged, { code: 2, stdout: '', stderr: `assay merge: ${expected}\n` });
    assert.equal(existsSync(output), false);
  });

  it('ends a shard it cannot read with one line naming the file, exit 2, and writes nothing', async () => {
    const [first, ...others] = shardPaths();
    const text = readFileSync(first, 'utf8');
    const doc = JSON.parse(text) as ResultsDocument;
    const file = doc.collections.find((c) => c.tests.length > 1)!.file;
    const record = doc.collections.find((c) => c.file === file)!.tests[1];
    const line = JSON.stringify(record);
    assert.ok(text.includes(line));
    const hostile = join(tempDir('assay-merge-hostile-'), 'results.json');
    const notAResults = `${hostile} is not an assay results.json`;
    const cases: [string, string, string][] = [
      ['truncated', text.slice(0, Math.floor(text.length / 2)), `${notAResults}: it is not valid JSON`],
      [
        'a record not JSON',
        text.replace(line, `${line.slice(0, 30)}broken`),
        `${notAResults}: a test of ${file} is not valid JSON`,
      ],
      [
        'a record without its outcome',
        text.replace(line, line.replace(/"outcome":"\w+"/, '"outcome":7')),
        `${notAResults}: a test of ${file} has no index, iteration and outcome`,
      ],
      [
        'a record whose index is not a number',
        text.replace(line, line.replace(/^\{"index":\d+/, '{"index":"1"')),
        `${notAResults}: a test of ${file} has no index, iteration and outcome`,
      ],
      [
        'a record that gives its index twice',
        text.replace(line, line.replace(/\}$/, ',"index":999}')),
        `${notAResults}: a test of ${file} is not written as assay writes it`,
      ],
      [
        // The collections' tests are not where their heads say: read whole, and that fails too.
        'a tests array that is not where assay writes it, in a file that is not JSON',
        text.replace('      "tests": [', '      "tests" : [').replace(line, `${line}}`),
        `${notAResults}: it is not valid JSON`,
      ],
    ];
    for (const [label, content, message] of cases) {
      assert.notEqual(content, text, label);
      writeFileSync(hostile, content);
      const output = join(tempDir('assay-merge-hostile-'), 'merged');
      const merged = await runMerge([hostile, ...others, '-o', output]);
      assert.deepEqual(merged, { code: 2, stdout: '', stderr: `assay merge: ${message}\n` }, label);
      assert.equal(existsSync(output), false, `${label}: nothing written`);
    }
  });
});

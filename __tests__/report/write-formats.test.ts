// The after-run formats written from results.json read back: one pass that parses each record
// once for every format, no format holding a collection's tests, and a format that cannot be
// written leaving the others whole. (Their bytes: format-golden.test.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFormats, writeReports } from '../../src/report/write.ts';
import { openStoredResults } from '../../src/report/results/stored-results.ts';
import { FORMAT_FILES } from '../../src/report/formats.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';
import { buildLargeResultsDocument } from '../helpers/results-fixture.ts';
import { largeGoldenDocument } from '../helpers/golden-results.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { countingRecords, refusingWholeTests } from '../helpers/stored-results.ts';

type Format = 'html' | 'ctrf' | 'xray' | 'markdown' | 'testlemon';

/** results.json of `doc` read back, each collection's `tests` array refusing to be built. */
async function stored(doc: ResultsDocument): Promise<{ doc: ResultsDocument; dir: string }> {
  const dir = tempDir('assay-formats-');
  await writeReports(doc, dir, []);
  return { doc: refusingWholeTests(await openStoredResults(join(dir, 'results.json'))), dir };
}

/** How many records of results.json writing `formats` parses (a JSON body shown in the HTML page is not one). */
async function parsesFor(doc: ResultsDocument, dir: string, formats: Format[]): Promise<number> {
  const { value, records } = await countingRecords(() =>
    writeFormats(
      doc,
      formats.map((format) => [format, join(dir, FORMAT_FILES[format])]),
    ),
  );
  assert.deepEqual(value.failures, []);
  return records;
}

test('CTRF, Xray and Testlemon together parse each record of results.json once, none holding a collection', async () => {
  const { doc, dir } = await stored(buildLargeResultsDocument(3_000));
  assert.equal(await parsesFor(doc, dir, ['ctrf', 'xray', 'testlemon']), 3_000);
  const ctrf = JSON.parse(readFileSync(join(dir, 'ctrf.json'), 'utf8')) as { results: { tests: unknown[] } };
  assert.equal(ctrf.results.tests.length, 3_000);
  const xray = JSON.parse(readFileSync(join(dir, 'xray.json'), 'utf8')) as { tests: unknown[] };
  assert.equal(xray.tests.length, 3_000);
  const testlemon = JSON.parse(readFileSync(join(dir, 'testlemon.json'), 'utf8')) as { testsResults: unknown[] };
  assert.equal(testlemon.testsResults.length, 3_000);
});

test("Xray gathers a repeated test's runs from results.json by offset, one test's runs at a time", async () => {
  // 2,000 tests in one collection and 2,000 tests run twice in another: 6,000 records.
  const { doc, dir } = await stored(largeGoldenDocument(2_000));
  assert.equal(await parsesFor(doc, dir, ['xray']), 6_000);
  const xray = JSON.parse(readFileSync(join(dir, 'xray.json'), 'utf8')) as {
    tests: { iterations?: { name: string }[] }[];
  };
  assert.equal(xray.tests.length, 4_000);
  assert.deepEqual(
    xray.tests[2_000].iterations?.map((iteration) => iteration.name),
    ['Iteration 1', 'Iteration 2'],
  );
});

test('every format together: each record is parsed a fourth as often as when each format read results.json itself', async () => {
  const { doc, dir } = await stored(buildLargeResultsDocument(3_000));
  // The shared pass, and the Markdown tables' (the 3,000 rows fit in its 1 MB) and failures' (600
  // tests failed or errored) reads: 6,600. Each format reading the file itself parsed 27,000 (HTML
  // twice, CTRF, Xray, Testlemon, and Markdown four times).
  assert.equal(await parsesFor(doc, dir, ['html', 'ctrf', 'xray', 'markdown', 'testlemon']), 6_600);
  // The page's rows waited in a temporary file, which is gone.
  assert.equal(readFileSync(join(dir, 'report.html'), 'utf8').match(/<details class="test"/g)?.length, 3_000);
  assert.deepEqual(
    readdirSync(tmpdir()).filter((name) => name.startsWith(`assay-html-${process.pid}-`)),
    [],
  );
});

test('a format whose file cannot be written is named; the others are written whole', async () => {
  const { doc, dir } = await stored(buildLargeResultsDocument(100));
  mkdirSync(join(dir, 'xray.json'));
  const { files, failures } = await writeFormats(doc, [
    ['ctrf', join(dir, 'ctrf.json')],
    ['xray', join(dir, 'xray.json')],
    ['markdown', join(dir, 'summary.md')],
  ]);
  assert.deepEqual(files, [join(dir, 'ctrf.json'), join(dir, 'summary.md')]);
  assert.equal(failures.length, 1);
  assert.match(failures[0], /^EISDIR: .*xray\.json'$/);
  assert.equal(JSON.parse(readFileSync(join(dir, 'ctrf.json'), 'utf8')).results.tests.length, 100);
  assert.match(readFileSync(join(dir, 'summary.md'), 'utf8'), /item 99/);
});

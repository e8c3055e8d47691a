// What reads an earlier run's results.json after the run — the action's annotations and
// `--shard-timings` — goes through its tests one record at a time, never a collection's whole array,
// and gives what reading the whole document gives. A results.json in another layout of the same
// JSON (reformatted) is still read, whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeReports } from '../../src/report/write.ts';
import { openStoredResults } from '../../src/report/results/stored-results.ts';
import { loadShardTimings } from '../../src/report/results/read.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';
import { testAnnotations } from '../../src/action/annotations.ts';
import { testKey } from '../../src/model/values.ts';
import { buildLargeResultsDocument } from '../helpers/results-fixture.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { countingRecords, refusingWholeTests } from '../helpers/stored-results.ts';

const TESTS = 2_000;

/** results.json of `doc` as assay writes it, and its path. */
async function written(doc: ResultsDocument): Promise<string> {
  const dir = tempDir('assay-stored-');
  await writeReports(doc, dir, []);
  return join(dir, 'results.json');
}

test("the action's annotations parse the failing tests' records alone and match the whole document's", async () => {
  const doc = buildLargeResultsDocument(TESTS);
  const stored = await openStoredResults(await written(doc));
  const { value, records } = await countingRecords(() => testAnnotations(refusingWholeTests(stored), '/work'));
  assert.deepEqual(value, testAnnotations(doc, '/work'));
  const failing = doc.collections[0].tests.filter((t) => t.outcome === 'failed' || t.outcome === 'errored').length;
  assert.ok(failing > 0);
  assert.equal(records, failing);
  assert.equal(value.length, failing);
});

test('--shard-timings reads an earlier results.json a record at a time, and any other layout whole', async () => {
  const doc = buildLargeResultsDocument(TESTS);
  const expected = new Map<string, number>();
  for (const t of doc.collections[0].tests) {
    if (t.timings) expected.set(testKey(doc.collections[0], t), t.timings.totalMs);
  }
  assert.ok(expected.size > 0);

  const path = await written(doc);
  const { value: timings, records } = await countingRecords(() => loadShardTimings(path));
  assert.deepEqual(timings, expected);
  assert.equal(records, TESTS, 'each record parsed on its own');

  for (const layout of [JSON.stringify(doc, null, 2), JSON.stringify(doc)]) {
    const reformatted = join(tempDir('assay-stored-'), 'results.json');
    writeFileSync(reformatted, layout);
    assert.deepEqual(await loadShardTimings(reformatted), expected);
  }
});

test("--shard-timings names a record without index, iteration and outcome, or not JSON, in assay's own layout", async () => {
  const doc = buildLargeResultsDocument(20);
  const path = await written(doc);
  const broken = readFileSync(path, 'utf8').replace(/\{"index":7,"iteration":1,/, '{"iteration":1,');
  assert.notEqual(broken, readFileSync(path, 'utf8'));
  writeFileSync(path, broken);
  await assert.rejects(loadShardTimings(path), {
    message: `${path} is not an assay results.json: a test of ${doc.collections[0].file} has no index, iteration and outcome`,
  });
  writeFileSync(path, broken.replace('{"iteration":1,', '{"iteration":1,broken'));
  await assert.rejects(loadShardTimings(path), {
    message: `${path} is not an assay results.json: a test of ${doc.collections[0].file} is not valid JSON`,
  });
});

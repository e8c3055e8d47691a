// What the server shows or uses of a stored run — the run page's failure table, the run's HTML
// report, the diff of two runs, an alert's failures, a status page's incident line, the per-test
// charts — reads the stored results.json a record at a time when it is in assay's layout (never a
// collection's whole `tests` array), and gives byte for byte what reading the whole document gives.
// Any other layout (reformatted, or a run stored on one line before) is read whole, to the same result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStoredRun } from '../../src/server/stored-run.ts';
import { failureTable } from '../../src/server/http/pages/runs.ts';
import { diffRuns, outcomesOf } from '../../src/server/http/run-diff.ts';
import { alertFailures } from '../../src/server/alerts.ts';
import { failingCheck } from '../../src/server/status/incidents.ts';
import { testResponseTimes } from '../../src/server/http/test-response-times.ts';
import { htmlWriter, renderHtmlReport } from '../../src/report/formats/html.ts';
import { FileRowStore } from '../../src/report/formats/html/row-store.ts';
import { formatPieces } from '../../src/report/formats/format-writer.ts';
import { joined } from '../../src/report/formats/json-pieces.ts';
import { resultsJson } from '../../src/report/results/results-json.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';
import { buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';
import { countingRecords, refusingWholeTests } from '../helpers/stored-results.ts';

const TESTS = 3_000;

/** The text the server stores for a run: results.json in the layout assay writes. */
const laidOut = (doc: ResultsDocument) => joined(resultsJson(doc));
const testCount = (doc: ResultsDocument) => doc.collections.reduce((sum, c) => sum + c.tests.length, 0);
const failingCount = (doc: ResultsDocument) =>
  doc.collections.reduce((sum, c) => sum + c.tests.filter((t) => ['failed', 'errored'].includes(t.outcome)).length, 0);

/** A run with a response body large enough that the HTML report renders its row again at the end. */
function withLargeBody(doc: ResultsDocument): ResultsDocument {
  const copy = structuredClone(doc);
  const failed = copy.collections[0].tests.find((t) => t.outcome === 'failed' && t.response)!;
  failed.response!.body = 'x'.repeat(5_000);
  return copy;
}

const reportOf = (doc: ResultsDocument) => joined(formatPieces(htmlWriter(doc, new FileRowStore()), doc));

for (const [name, doc] of [
  ['a run of many tests', buildLargeResultsDocument(TESTS)],
  ['a run of several collections', withLargeBody(buildResultsDocument())],
] as const) {
  test(`${name}: the failure table and alert read the failing records alone, as the whole document gives them`, async () => {
    const text = laidOut(doc);
    const whole = JSON.parse(text) as ResultsDocument;
    const failing = failingCount(whole);
    assert.ok(failing > 0);
    const table = await countingRecords(() => failureTable(refusingWholeTests(readStoredRun(text))).text);
    assert.equal(table.value, failureTable(whole).text);
    assert.equal(table.records, failing);
    const alert = await countingRecords(() => alertFailures(refusingWholeTests(readStoredRun(text))));
    assert.deepEqual(alert.value, alertFailures(whole));
    assert.equal(alert.value.length, Math.min(10, failing));
    assert.ok(alert.records <= 10, `${alert.records} records parsed for an alert of ten failures`);
    const incident = await countingRecords(() => failingCheck({ resultsJson: text }));
    assert.equal(incident.value, failingCheck({ resultsJson: JSON.stringify(whole) }));
    assert.equal(incident.records, 1);
    // As the status page has them: the bytes the database gives.
    assert.equal(failingCheck({ resultsJson: Buffer.from(text) }), incident.value);
  });

  test(`${name}: the HTML report streams from the records, byte for byte the page of the whole document`, async () => {
    const text = laidOut(doc);
    const { value: page, records } = await countingRecords(() => reportOf(refusingWholeTests(readStoredRun(text))));
    assert.equal(page, renderHtmlReport(JSON.parse(text) as ResultsDocument));
    // Each record once, and again each row whose body was cut short at first (rendered at the end).
    const longBodies = doc.collections
      .flatMap((c) => c.tests)
      .filter((t) => (t.request?.body?.length ?? 0) > 2_000 || (t.response?.body?.length ?? 0) > 2_000).length;
    assert.ok(longBodies > 0 || doc.collections[0].tests.length === TESTS);
    assert.ok(records >= testCount(doc) && records <= testCount(doc) + longBodies, `${records} records parsed`);
  });

  test(`${name}: the diff of two runs reads both a record at a time, as the whole documents give it`, async () => {
    const after = laidOut(doc);
    const passing = structuredClone(doc);
    for (const collection of passing.collections) for (const t of collection.tests) t.outcome = 'passed';
    const before = laidOut(passing);
    const diff = await countingRecords(() =>
      diffRuns(refusingWholeTests(readStoredRun(before)), refusingWholeTests(readStoredRun(after))),
    );
    const expected = diffRuns(JSON.parse(before) as ResultsDocument, JSON.parse(after) as ResultsDocument);
    assert.ok(expected.length > 0);
    assert.deepEqual(diff.value, expected);
    // As the project page makes it: the earlier run's outcomes first, its results let go.
    assert.deepEqual(diffRuns(outcomesOf(readStoredRun(before)), readStoredRun(after)), expected);
    assert.equal(diff.records, 2 * testCount(doc));
  });

  test(`${name}: any other layout is read whole, to the same tables, report, diff, alert and charts`, () => {
    const text = laidOut(doc);
    const runs = [{ queuedAt: 1, resultsJson: text }];
    for (const layout of [JSON.stringify(doc), JSON.stringify(doc, null, 2)]) {
      assert.equal(failureTable(readStoredRun(layout)).text, failureTable(readStoredRun(text)).text);
      assert.equal(reportOf(readStoredRun(layout)), reportOf(readStoredRun(text)));
      assert.deepEqual(diffRuns(readStoredRun(layout), readStoredRun(layout)), []);
      assert.deepEqual(alertFailures(readStoredRun(layout)), alertFailures(readStoredRun(text)));
      assert.equal(failingCheck({ resultsJson: layout }), failingCheck({ resultsJson: text }));
      assert.deepEqual(testResponseTimes([{ queuedAt: 1, resultsJson: layout }], 5), testResponseTimes(runs, 5));
    }
  });
}

test('the per-test charts read each stored run a record at a time', async () => {
  const doc = buildLargeResultsDocument(200);
  const text = laidOut(doc);
  const { value, records } = await countingRecords(() =>
    testResponseTimes(
      [
        { queuedAt: 2, resultsJson: text },
        { queuedAt: 1, resultsJson: text },
      ],
      5,
    ),
  );
  assert.deepEqual(
    value,
    testResponseTimes(
      [
        { queuedAt: 2, resultsJson: JSON.stringify(doc) },
        { queuedAt: 1, resultsJson: JSON.stringify(doc) },
      ],
      5,
    ),
  );
  assert.equal(value.length, 5);
  assert.equal(records, 2 * 200);
});

test('stored results that are not JSON say nothing of what failed, and the status line falls back to the run error', () => {
  const text = laidOut(buildLargeResultsDocument(20)).replace('"outcome":"failed"', '"outcome":"failed"<');
  assert.equal(failingCheck({ resultsJson: text, error: 'boom' }), 'boom');
  assert.equal(failingCheck({ resultsJson: '{"collections": [', error: 'boom' }), 'boom');
});

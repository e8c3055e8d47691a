// ctrf.json: the Common Test Report Format (ctrf-io/ctrf, schema/ctrf.schema.json), read by
// ctrf-io/github-test-reporter and the other CTRF tools. One CTRF test per test run (iteration);
// errored maps to `failed` and skipped / not run to `skipped`, with assay's own outcome kept in
// `rawStatus`.
import { isFlaky, type CollectionReport, type ResultsDocument, type TestReport } from '../results/document.ts';
import type { Outcome } from '../../model/index.ts';
import { failureDetails, failureReasons } from '../wording/failure-reasons.ts';
import { testLabel } from '../wording/labels.ts';
import { STREAMED, StreamedJson, joined } from './json-pieces.ts';
import { NOTHING, formatPieces, type FormatWriter } from './format-writer.ts';

export const CTRF_SPEC_VERSION = '0.0.0';

type CtrfStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'other';

const STATUS: Record<Outcome, CtrfStatus> = {
  passed: 'passed',
  failed: 'failed',
  errored: 'failed',
  skipped: 'skipped',
  notRun: 'skipped',
};

export function renderCtrf(doc: ResultsDocument): string {
  return joined(formatPieces(ctrfWriter(doc), doc));
}

/** The report test by test: a large run is never held as one document. */
export function ctrfWriter(doc: ResultsDocument): FormatWriter {
  const start = Date.parse(doc.run.startedAt);
  const stop = Date.parse(doc.run.finishedAt);
  const repeated = doc.run.options.repeats > 1;
  const report = {
    reportFormat: 'CTRF',
    specVersion: CTRF_SPEC_VERSION,
    // node:crypto is loaded when a CTRF report is written, not at every start.
    reportId: process.getBuiltinModule('node:crypto').randomUUID(),
    timestamp: doc.run.finishedAt,
    generatedBy: 'assay',
    results: {
      tool: { name: 'assay', version: doc.tool.version },
      summary: {
        tests: doc.totals.total,
        passed: doc.totals.passed,
        failed: doc.totals.failed + doc.totals.errored,
        skipped: doc.totals.skipped + doc.totals.notRun,
        pending: 0,
        other: 0,
        suites: doc.collections.length,
        start,
        stop,
        duration: Math.round(doc.run.durationMs),
        extra: {
          errored: doc.totals.errored,
          notRun: doc.totals.notRun,
          ...(doc.run.interrupted ? { interrupted: doc.run.interrupted } : {}),
        },
      },
      tests: STREAMED,
    },
  };
  const json = new StreamedJson(report);
  let collection: CollectionReport;
  return {
    start: () => [json.head()],
    collectionStart(current) {
      collection = current;
      return NOTHING;
    },
    wantsTests: true,
    test: (test) => json.add(ctrfTest(test, collection, start, repeated)),
    collectionEnd: () => NOTHING,
    end: () => [json.end('\n')],
  };
}

function ctrfTest(
  test: TestReport,
  collection: CollectionReport,
  runStart: number,
  repeated: boolean,
): Record<string, unknown> {
  const message = failureReasons(test).join('\n');
  const trace = test.outcome === 'failed' ? failureDetails(test).join('\n') : '';
  return {
    name: testLabel(test, repeated),
    status: STATUS[test.outcome],
    rawStatus: test.outcome,
    duration: Math.round(test.timings?.totalMs ?? 0),
    ...(test.timings
      ? {
          start: Math.round(runStart + test.timings.startMs),
          stop: Math.round(runStart + test.timings.startMs + test.timings.totalMs),
        }
      : {}),
    ...(message ? { message } : {}),
    ...(trace ? { trace } : {}),
    suite: [collection.name || collection.file],
    filePath: collection.file,
    line: test.line,
    tags: test.tags,
    type: 'api',
    retries: Math.max(0, (test.attempts?.length ?? 1) - 1),
    // CTRF: a test that passed after failing attempts.
    flaky: isFlaky(test),
    ...(test.lane !== undefined ? { threadId: `lane ${test.lane + 1}` } : {}),
    ...(repeated ? { parameters: { iteration: test.iteration } } : {}),
    extra: {
      ...(test.id !== undefined ? { id: test.id } : {}),
      method: test.request?.method ?? test.method,
      url: test.request?.url ?? test.urlTemplate,
      ...(test.response ? { status: test.response.status, statusText: test.response.statusText } : {}),
      ...(test.dependsOn.length > 0 ? { dependsOn: test.dependsOn } : {}),
      ...(test.timings ? { ttfbMs: test.timings.ttfbMs } : {}),
      ...(test.errorCode ? { errorCode: test.errorCode } : {}),
      iteration: test.iteration,
    },
  };
}

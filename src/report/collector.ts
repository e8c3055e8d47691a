// Builds the results document from the event stream, masking secrets on the way in: this is
// the boundary every file report crosses, so nothing after it ever sees a secret.
import type { Outcome, RunStart, RunSummary, RunTotals, TestResult } from '../model.ts';
import { VERSION } from '../version.ts';
import { MASK, type Redactor } from './redact.ts';
import type { CollectionReport, ResultsDocument, RunOptionsRecord, TestReport } from './results-document.ts';

export class ResultsCollector {
  #redactor: Redactor;
  #start: RunStart | undefined;
  #collections: CollectionReport[] = [];

  constructor(redactor: Redactor) {
    this.#redactor = redactor;
  }

  runStarted(start: RunStart): void {
    this.#start = start;
    this.#collections = start.collections.map((c) => ({
      name: c.name,
      file: c.file,
      ...(c.metadata === undefined ? {} : { metadata: c.metadata }),
      totals: emptyTotals(),
      durationMs: 0,
      tests: [],
    }));
  }

  testFinished(result: TestResult): void {
    const collection = this.#collections[result.collection];
    const definition = this.#start!.collections[result.collection].tests[result.test];
    countOutcome(collection.totals, result.outcome);
    collection.tests.push({
      index: definition.index,
      iteration: result.iteration,
      ...(definition.id === undefined ? {} : { id: definition.id }),
      urlTemplate: definition.url.source,
      method: definition.method,
      tags: definition.tags,
      dependsOn: definition.dependsOn,
      ...(definition.metadata === undefined ? {} : { metadata: definition.metadata }),
      line: definition.position.line,
      column: definition.position.column,
      ...redactResult(result, this.#redactor),
    });
  }

  finish(summary: RunSummary): ResultsDocument {
    const start = this.#start!;
    for (const collection of this.#collections) {
      collection.tests.sort((a, b) => a.iteration - b.iteration || a.index - b.index);
      collection.durationMs = spanOf(collection.tests);
    }
    const totals = emptyTotals();
    for (const c of this.#collections) addTotals(totals, c.totals);
    return {
      schemaVersion: 1,
      tool: { name: 'assay', version: VERSION },
      run: {
        startedAt: summary.startedAt,
        finishedAt: new Date(Date.parse(summary.startedAt) + summary.durationMs).toISOString(),
        durationMs: round(summary.durationMs),
        options: optionsRecord(start, this.#redactor),
        ...(summary.interrupted ? { interrupted: summary.interrupted } : {}),
        ...(start.options.shard ? { shard: start.options.shard } : {}),
      },
      totals,
      collections: this.#collections,
    };
  }
}

function redactResult(result: TestResult, redactor: Redactor): Omit<TestReport, 'index' | 'iteration' | 'id' | 'urlTemplate' | 'method' | 'tags' | 'dependsOn' | 'metadata' | 'line' | 'column'> {
  const r = (text: string) => redactor.redact(text);
  const report: ReturnType<typeof redactResult> = {
    name: r(result.name),
    outcome: result.outcome,
    validators: result.validators.map((v) => ({ ...v, expected: r(v.expected), actual: r(v.actual), message: r(v.message) })),
    captures: result.captures.map((c) => (c.value === undefined ? c : { ...c, value: c.type === 'secret' ? MASK : r(c.value) })),
  };
  if (result.request) {
    const { body, ...request } = result.request;
    report.request = { ...request, url: r(request.url), headers: redactor.redactHeaders(request.headers), ...(body === undefined ? {} : { body: r(body) }) };
  }
  if (result.response) {
    const { body, ...response } = result.response;
    report.response = { ...response, headers: redactor.redactHeaders(response.headers), ...(body === undefined ? {} : { body: r(body) }) };
  }
  if (result.timings) report.timings = { startMs: round(result.timings.startMs), totalMs: round(result.timings.totalMs), ttfbMs: round(result.timings.ttfbMs) };
  if (result.error !== undefined) report.error = r(result.error);
  if (result.reason !== undefined) report.reason = r(result.reason);
  if (result.lane !== undefined) report.lane = result.lane;
  return report;
}

function optionsRecord(start: RunStart, redactor: Redactor): RunOptionsRecord {
  const o = start.options;
  return {
    collections: o.collections.map((c) => (c.includes('\n') ? '<inline>' : redactor.redact(c))),
    variables: Object.fromEntries(Object.entries(o.variables).map(([k, v]) => [k, redactor.redact(v)])),
    secrets: Object.keys(o.secrets),
    tags: o.tags,
    parallel: o.parallel,
    concurrency: o.concurrency,
    repeats: o.repeats,
    delayMs: o.delayMs,
    timeoutMs: o.timeoutMs,
    maxBodyBytes: o.maxBodyBytes,
    insecure: o.insecure,
    followRedirects: o.followRedirects,
    bail: o.bail,
    formats: o.formats,
  };
}

export function emptyTotals(): RunTotals {
  return { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
}

export function countOutcome(totals: RunTotals, outcome: Outcome): void {
  totals.total++;
  totals[outcome]++;
}

export function addTotals(into: RunTotals, from: RunTotals): void {
  for (const key of Object.keys(into) as (keyof RunTotals)[]) into[key] += from[key];
}

/** Wall time a collection's tests spanned (first start to last end). */
function spanOf(tests: TestReport[]): number {
  let first = Infinity, last = 0;
  for (const t of tests) {
    if (!t.timings) continue;
    first = Math.min(first, t.timings.startMs);
    last = Math.max(last, t.timings.startMs + t.timings.totalMs);
  }
  return first === Infinity ? 0 : round(last - first);
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

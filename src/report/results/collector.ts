// Builds the results document from the event stream, masking secrets on the way in: this is
// the boundary every file report crosses, so nothing after it ever sees a secret.
import type {
  CaptureResult,
  RequestRecord,
  ResponseRecord,
  RunStart,
  RunSummary,
  TestResult,
  ValidatorResult,
} from '../../model/index.ts';
import { VERSION } from '../../version.ts';
import { MASK, type Redactor } from '../redact.ts';
import {
  RESULTS_SCHEMA_VERSION,
  type CollectionReport,
  type ResultsDocument,
  type RunOptionsRecord,
} from './document.ts';
import { addTotals, countOutcome, emptyTotals, spanOf } from './totals.ts';
import { roundMs } from '../../model/values.ts';

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
      // A collection fetched from a URL may carry a token in its address.
      name: this.#redactor.redact(c.name),
      file: this.#redactor.redact(c.file),
      ...(c.metadata === undefined ? {} : { metadata: c.metadata }),
      totals: emptyTotals(),
      durationMs: 0,
      tests: [],
    }));
  }

  /**
   * Keeps one record per test for the whole run, so it shares what it can with the result and the
   * definition rather than copying it; only what redaction changes is copied.
   */
  testFinished(result: TestResult): void {
    const collection = this.#collections[result.collection];
    const definition = this.#start!.collections[result.collection].tests[result.test];
    const redactor = this.#redactor;
    countOutcome(collection.totals, result.outcome);
    // One shape for every record (absent values are undefined, which JSON leaves out).
    collection.tests.push({
      index: definition.index,
      iteration: result.iteration,
      id: definition.id,
      urlTemplate: definition.url.source,
      method: definition.method,
      tags: definition.tags,
      dependsOn: definition.dependsOn,
      metadata: definition.metadata,
      line: definition.position.line,
      column: definition.position.column,
      name: redactor.redact(result.name),
      outcome: result.outcome,
      validators: redactValidators(result.validators, redactor),
      captures: redactCaptures(result.captures, redactor),
      request: result.request && redactRequest(result.request, redactor),
      response: result.response && redactResponse(result.response, redactor),
      timings: result.timings,
      error: result.error === undefined ? undefined : redactor.redact(result.error),
      errorCode: result.errorCode,
      reason: result.reason === undefined ? undefined : redactor.redact(result.reason),
      lane: result.lane,
      ...(result.attempts
        ? {
            attempts: result.attempts.map((a) =>
              a.retriedBecause === undefined ? a : { ...a, retriedBecause: redactor.redact(a.retriedBecause) },
            ),
          }
        : {}),
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
      schemaVersion: RESULTS_SCHEMA_VERSION,
      tool: { name: 'assay', version: VERSION },
      run: {
        startedAt: summary.startedAt,
        finishedAt: new Date(Date.parse(summary.startedAt) + summary.durationMs).toISOString(),
        durationMs: roundMs(summary.durationMs),
        options: optionsRecord(start, this.#redactor),
        ...(summary.interrupted ? { interrupted: summary.interrupted } : {}),
        ...(start.options.shard ? { shard: start.options.shard } : {}),
      },
      totals,
      collections: this.#collections,
    };
  }
}

function redactValidators(validators: ValidatorResult[], redactor: Redactor): ValidatorResult[] {
  if (!redactor.active) return validators;
  return validators.map((v) => {
    const expected = redactor.redact(v.expected),
      actual = redactor.redact(v.actual),
      message = redactor.redact(v.message);
    return expected === v.expected && actual === v.actual && message === v.message
      ? v
      : { ...v, expected, actual, message };
  });
}

function redactCaptures(captures: CaptureResult[], redactor: Redactor): CaptureResult[] {
  if (captures.length === 0) return captures;
  return captures.map((c) => {
    if (c.value === undefined) return c;
    const value = c.type === 'secret' ? MASK : redactor.redact(c.value);
    return value === c.value ? c : { ...c, value };
  });
}

function redactRequest(request: RequestRecord, redactor: Redactor): RequestRecord {
  const url = redactor.redact(request.url);
  const headers = redactor.redactHeaders(request.headers);
  const body = request.body === undefined ? undefined : redactor.redact(request.body);
  if (url === request.url && headers === request.headers && body === request.body) return request;
  return { method: request.method, url, headers, body };
}

function redactResponse(response: ResponseRecord, redactor: Redactor): ResponseRecord {
  const headers = redactor.redactHeaders(response.headers);
  const body = response.body === undefined ? undefined : redactor.redact(response.body);
  if (headers === response.headers && body === response.body) return response;
  return { ...response, headers, body };
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

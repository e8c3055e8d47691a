// The records of results.json, masked on the way in: this is the boundary every file report
// crosses, so nothing after it ever sees a secret.
import type {
  CaptureResult,
  Collection,
  RequestRecord,
  ResponseRecord,
  RunOptions,
  TestDefinition,
  TestResult,
  ValidatorResult,
} from '../../model/index.ts';
import { MASK, type Redactor } from '../redact.ts';
import type { CollectionReport, RunOptionsRecord, TestReport } from './document.ts';

/** A collection's entry in results.json without its tests, totals and duration. */
export function collectionHead(
  collection: Collection,
  redactor: Redactor,
): Pick<CollectionReport, 'name' | 'file' | 'metadata'> {
  return {
    // A collection fetched from a URL may carry a token in its address.
    name: redactor.redact(collection.name),
    file: redactor.redact(collection.file),
    ...(collection.metadata === undefined ? {} : { metadata: collection.metadata }),
  };
}

/**
 * What a record holds of a test beyond its compact entry (model/indexed-test.ts): taken while the
 * test has just run, so a record rendered later need not read the test again.
 */
export interface WrittenTest {
  urlTemplate: string;
  metadata: unknown;
}

export function writtenTest(definition: TestDefinition): WrittenTest {
  return { urlTemplate: definition.url.source, metadata: definition.metadata };
}

/**
 * A test's record in results.json. It shares what it can with the result and the definition
 * rather than copying it; only what redaction changes is copied.
 */
export function testRecord(
  definition: TestDefinition,
  result: TestResult,
  redactor: Redactor,
  /** What the record takes from the definition's full form, when taken as the test finished. */
  written: WrittenTest = writtenTest(definition),
): TestReport {
  // One shape for every record (absent values are undefined, which JSON leaves out).
  return {
    index: definition.index,
    iteration: result.iteration,
    id: definition.id,
    // A URL may be written with its credentials (`https://bob:s3cret@host/`).
    urlTemplate: redactor.active ? redactor.redact(written.urlTemplate) : written.urlTemplate,
    method: definition.method,
    tags: definition.tags,
    dependsOn: definition.dependsOn,
    metadata: written.metadata,
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
  };
}

export function redactValidators(validators: ValidatorResult[], redactor: Redactor): ValidatorResult[] {
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

export function redactCaptures(captures: CaptureResult[], redactor: Redactor): CaptureResult[] {
  if (captures.length === 0) return captures;
  return captures.map((c) => {
    if (c.value === undefined) return c;
    const value = c.type === 'secret' ? MASK : redactor.redact(c.value);
    return value === c.value ? c : { ...c, value };
  });
}

export function redactRequest(request: RequestRecord, redactor: Redactor): RequestRecord {
  const url = redactor.redact(request.url);
  const headers = redactor.redactHeaders(request.headers);
  const body = request.body === undefined ? undefined : redactor.redact(request.body);
  if (url === request.url && headers === request.headers && body === request.body) return request;
  return { method: request.method, url, headers, body };
}

export function redactResponse(response: ResponseRecord, redactor: Redactor): ResponseRecord {
  const headers = redactor.redactHeaders(response.headers);
  const body = response.body === undefined ? undefined : redactor.redact(response.body);
  if (headers === response.headers && body === response.body) return response;
  return { ...response, headers, body };
}

export function optionsRecord(o: RunOptions, redactor: Redactor): RunOptionsRecord {
  return {
    collections: o.collections.map((c) => (c.includes('\n') ? '<inline>' : redactor.redact(c))),
    variables: Object.fromEntries(Object.entries(o.variables).map(([k, v]) => [k, redactor.redact(v)])),
    secrets: Object.keys(o.secrets),
    tags: o.tags,
    ...(o.operations.length > 0 ? { operations: o.operations } : {}),
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

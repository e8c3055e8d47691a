// What one attempt of a test comes to: its outcome from the captures and validator results, and
// the request and response as the reports keep them (a passing test keeps no body or headers).
import type { CaptureResult, TestResult, ValidatorResult } from '../../model/index.ts';
import type { ReceivedResponse } from '../http/types.ts';
import { bodyTextStart } from '../http/charset.ts';
import { roundMs } from '../../model/values.ts';
import type { ExecutionEnvironment } from './environment.ts';
import type { PreparedRequest } from './prepare-request.ts';
import type { UntilOutcome } from './evaluate-response.ts';
import { INTERRUPTED } from './captures.ts';
import { errored, type AttemptExecution } from './attempt.ts';
import { detachedCopy } from './detached-copy.ts';

/** The response headers of a passing test, which reports do not keep. */
const HEADERS_NOT_KEPT: [string, string][] = [];

/**
 * Whether the end of an interrupt's grace stopped a check (a pattern or an XPath query in its worker,
 * a probe): the test did not get to finish.
 */
export function checksInterrupted(captures: readonly CaptureResult[], environment: ExecutionEnvironment): boolean {
  if (environment.signal?.aborted) return true;
  for (const capture of captures) if (capture.problem === INTERRUPTED) return true;
  return false;
}

/** An attempt an interrupt stopped: the scheduler reports it as not run, so no capture or validator verdict is kept. */
export function interruptedAttempt(
  request: PreparedRequest,
  response: ReceivedResponse,
  captured: ReadonlyMap<string, string>,
  environment: ExecutionEnvironment,
): AttemptExecution {
  return {
    ...errored({
      method: request.method,
      url: request.url,
      headers: response.sentHeaders,
      body: request.body?.record,
      startMs: request.startMs,
      totalMs: response.totalMs,
      errorCode: 'aborted',
      error: INTERRUPTED,
      captured,
    }),
    response: recordResponse(response, environment.keptBodyBytes, environment.redact),
  };
}

/**
 * The attempt's outcome once its response was checked (and not interrupted). The first failing check
 * names the problem; a check that could not be judged (its language model failed) errors the test,
 * keeping every result.
 */
export function verdict(
  request: PreparedRequest,
  response: ReceivedResponse,
  captures: CaptureResult[],
  results: ValidatorResult[],
  captured: ReadonlyMap<string, string>,
  until: UntilOutcome | undefined,
  environment: ExecutionEnvironment,
): AttemptExecution {
  let capturesMatched = true;
  let missed: string | undefined;
  for (const capture of captures) {
    if (!capture.matched) {
      capturesMatched = false;
      missed ??= capture.name;
    }
  }
  let failed: ValidatorResult | undefined;
  let unjudged: ValidatorResult | undefined;
  for (const result of results) {
    if (!result.pass) failed ??= result;
    if (result.errorCode !== undefined) unjudged ??= result;
  }
  const passed = failed === undefined && capturesMatched;
  const problem = until?.problem ?? failed?.message ?? missed;
  return {
    outcome: unjudged !== undefined ? 'errored' : passed ? 'passed' : 'failed',
    error: unjudged?.message,
    errorCode: unjudged?.errorCode,
    untilHeld: until?.held,
    problem: problem === undefined ? undefined : environment.redact(problem),
    request: { method: request.method, url: request.url, headers: response.sentHeaders, body: request.body?.record },
    response: passed
      ? recordPassingResponse(response)
      : recordResponse(response, environment.keptBodyBytes, environment.redact),
    timings: {
      startMs: roundMs(request.startMs),
      totalMs: roundMs(response.totalMs),
      ttfbMs: roundMs(response.ttfbMs),
    },
    validators: results,
    captures,
    captured,
  };
}

/** A passing test's response without its body and headers, which would cost memory at every test of a large run. */
function recordPassingResponse(response: ReceivedResponse): NonNullable<TestResult['response']> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: HEADERS_NOT_KEPT,
    bodyBytes: response.bodyBytes,
    bodyTruncated: response.bodyBytes > 0,
  };
}

function recordResponse(
  response: ReceivedResponse,
  keepBytes: number,
  redact: (text: string) => string,
): NonNullable<TestResult['response']> {
  const text = bodyTextStart(response, keepBytes);
  const truncated = text.length > keepBytes;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: truncated ? detachedCopy(redact(text).slice(0, keepBytes)) : text,
    bodyBytes: response.bodyBytes,
    bodyTruncated: truncated,
  };
}

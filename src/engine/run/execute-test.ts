// Runs one test once: renders its templates, sends the request, captures context values and
// judges the response. Everything a user can get wrong ends as an outcome, never a throw.
import { performance } from 'node:perf_hooks';
import type {
  CaptureResult,
  HttpMethod,
  TestDefinition,
  TestResult,
  Template,
  ValidatorDefinition,
  ValidatorResult,
} from '../../model/index.ts';
import type { HttpClient, ReceivedResponse } from '../http/client.ts';
import { FunctionValues, MissingValueError, jsonStringContent, renderTemplate, type TemplateValues } from './render.ts';
import { validators, type ObservedResponse, type ValidatorArgument } from '../validators/index.ts';
import { statusCode } from '../validators/status.ts';
import { roundMs } from '../../model/values.ts';

export interface ExecutionEnvironment {
  http: HttpClient;
  timeoutMs: number;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
  /** Called with each `type: secret` value the moment it is captured. */
  onSecret(value: string): void;
  signal?: AbortSignal;
  /** `performance.now()` when the run started; timings are relative to it. */
  runStartedAt: number;
  /** Response body kept for reports of tests that did not pass; passing tests keep none. */
  keptBodyBytes: number;
  /** Masks secrets. Text that is cut short for a report or a message is masked before the cut,
   *  so a secret across the cut cannot leave a visible part. */
  redact(text: string): string;
  /** Capture patterns compiled once per run (owned by the run, so nothing grows across runs). */
  patterns: Map<string, RegExp>;
}

export type Execution = Pick<
  TestResult,
  'outcome' | 'request' | 'response' | 'timings' | 'validators' | 'captures' | 'error'
> & {
  /** Values this test captured, for the tests that depend on it. */
  captured: ReadonlyMap<string, string>;
};

/** What a test without captures captured (most tests): shared, never written to. */
const NOTHING_CAPTURED: ReadonlyMap<string, string> = new Map();
/** The response headers of a passing test, which reports do not keep. */
const HEADERS_NOT_KEPT: [string, string][] = [];

export async function executeTest(
  test: TestDefinition,
  context: ReadonlyMap<string, string>,
  environment: ExecutionEnvironment,
): Promise<Execution> {
  const startedAt = performance.now();
  const startMs = startedAt - environment.runStartedAt;
  const values: TemplateValues = {
    vars: environment.vars,
    secrets: environment.secrets,
    env: environment.env,
    context,
    functions: new FunctionValues(),
  };
  const captured = test.captures.length === 0 ? NOTHING_CAPTURED : new Map<string, string>();

  let url: string, headers: [string, string][], body: string | undefined;
  try {
    url = renderTemplate(test.url, values);
    headers = test.headers.length === 0 ? [] : test.headers.map((h) => [h.name, renderTemplate(h.value, values)]);
    body = test.body
      ? renderTemplate(test.body.template, values, test.body.kind === 'json' ? jsonStringContent : undefined)
      : undefined;
  } catch (error) {
    if (!(error instanceof MissingValueError)) throw error;
    return errored(test.method, test.url.source, [], undefined, startMs, 0, error.message, captured);
  }

  const response = await environment.http.send({
    method: test.method,
    url,
    headers,
    body,
    timeoutMs: test.timeoutMs ?? environment.timeoutMs,
    signal: environment.signal,
  });
  if (!response.ok) {
    return errored(test.method, url, response.sentHeaders, body, startMs, response.totalMs, response.message, captured);
  }

  const captures =
    test.captures.length === 0
      ? []
      : test.captures.map((capture) =>
          captureValue(capture, response.body, captured as Map<string, string>, environment),
        );
  const observed: ObservedResponse = {
    status: response.status,
    statusText: response.statusText,
    body: response.body,
    totalMs: response.totalMs,
    redact: environment.redact,
  };
  const results =
    test.validators.length === 0 ? [defaultRule(observed)] : test.validators.map((v) => judge(v, observed, values));
  const passed = results.every((r) => r.pass) && captures.every((c) => c.matched);
  return {
    outcome: passed ? 'passed' : 'failed',
    request: { method: test.method, url, headers: response.sentHeaders, body },
    response: passed
      ? recordPassingResponse(response)
      : recordResponse(response, environment.keptBodyBytes, environment.redact),
    timings: { startMs: roundMs(startMs), totalMs: roundMs(response.totalMs), ttfbMs: roundMs(response.ttfbMs) },
    validators: results,
    captures,
    captured,
  };
}

function errored(
  method: HttpMethod,
  url: string,
  headers: [string, string][],
  body: string | undefined,
  startMs: number,
  totalMs: number,
  error: string,
  captured: ReadonlyMap<string, string>,
): Execution {
  return {
    outcome: 'errored',
    request: { method, url, headers, body },
    timings: { startMs: roundMs(startMs), totalMs: roundMs(totalMs), ttfbMs: 0 },
    validators: [],
    captures: [],
    error,
    captured,
  };
}

function captureValue(
  capture: TestDefinition['captures'][number],
  body: string,
  captured: Map<string, string>,
  environment: ExecutionEnvironment,
): CaptureResult {
  let pattern = environment.patterns.get(capture.pattern);
  if (pattern === undefined) environment.patterns.set(capture.pattern, (pattern = new RegExp(capture.pattern)));
  const match = pattern.exec(body);
  // The first capture group that took part in the match (an optional group may not have).
  const value = match?.slice(1).find((group) => group !== undefined);
  if (value === undefined) return { name: capture.name, type: capture.type, pattern: capture.pattern, matched: false };
  if (capture.type === 'secret') environment.onSecret(value);
  captured.set(capture.name, value);
  return { name: capture.name, type: capture.type, pattern: capture.pattern, matched: true, value };
}

function defaultRule(response: ObservedResponse): ValidatorResult {
  const result = statusCode.judge(response, 200);
  return result.pass ? result : { ...result, message: `${result.message} (a test without validators must answer 200)` };
}

function judge(validator: ValidatorDefinition, response: ObservedResponse, values: TemplateValues): ValidatorResult {
  const entry = validators[validator.name];
  let argument: ValidatorArgument;
  if (isTemplate(validator.argument)) {
    let text: string;
    try {
      text = renderTemplate(validator.argument, values);
    } catch (error) {
      if (!(error instanceof MissingValueError)) throw error;
      return unusable(validator.name, validator.argument.source, error.message);
    }
    const converted = convertArgument(entry.argument, text);
    if (converted === undefined) return unusable(validator.name, text, `expected ${describeKind(entry.argument)}`);
    argument = converted;
  } else {
    argument = validator.argument;
  }
  return entry.judge(response, argument);
}

function isTemplate(argument: ValidatorDefinition['argument']): argument is Template {
  return typeof argument === 'object' && !Array.isArray(argument);
}

/** A templated argument of a numeric or boolean validator, converted once rendered. */
function convertArgument(
  kind: (typeof validators)[keyof typeof validators]['argument'],
  text: string,
): ValidatorArgument | undefined {
  const trimmed = text.trim();
  switch (kind) {
    case 'text':
      return text;
    case 'boolean':
      return /^true$/i.test(trimmed) ? true : /^false$/i.test(trimmed) ? false : undefined;
    case 'milliseconds':
      return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
    case 'status-codes': {
      const codes = trimmed.split(/\s*,\s*/).map(Number);
      return codes.every((c) => Number.isInteger(c) && c >= 100 && c <= 599)
        ? codes.length === 1
          ? codes[0]
          : codes
        : undefined;
    }
  }
}

function describeKind(kind: string): string {
  return kind === 'status-codes'
    ? 'an HTTP status code (100–599)'
    : kind === 'boolean'
      ? 'true or false'
      : 'a whole number of milliseconds';
}

function unusable(name: string, argument: string, why: string): ValidatorResult {
  return {
    name,
    pass: false,
    expected: why,
    actual: JSON.stringify(argument),
    message: `${name}: argument ${JSON.stringify(argument)} is unusable: ${why}`,
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
  const truncated = response.body.length > keepBytes;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: truncated ? redact(response.body).slice(0, keepBytes) : response.body,
    bodyBytes: response.bodyBytes,
    bodyTruncated: truncated,
  };
}

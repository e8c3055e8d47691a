// Runs one test once: renders its templates, sends the request, and asks the response's
// observation for context values and validator results. Everything a user can get wrong ends as an outcome, never a throw.
import { performance } from 'node:perf_hooks';
import type {
  CaptureResult,
  ErrorCode,
  HttpMethod,
  TestDefinition,
  TestResult,
  Template,
  ValidatorDefinition,
  ValidatorResult,
} from '../../model/index.ts';
import type { HttpClient, ReceivedResponse } from '../http/client.ts';
import { FunctionValues, MissingValueError, jsonStringContent, renderTemplate, type TemplateValues } from './render.ts';
import { captureSources, validators, type ArgumentSchema, type EvaluationContext } from '../validators/index.ts';
import { judgeStatus } from '../validators/status.ts';
import { Observation } from '../queries/observation.ts';
import type { PatternMatcher, PatternResult } from '../queries/patterns.ts';
import { describeQuery, select, type Query, type SelectedValue } from '../queries/query.ts';
import type { Probes } from '../probes/probes.ts';
import { roundMs } from '../../model/values.ts';
import { basicAuthorization, credentialValues, isCredentialHeader, splitUrlCredentials } from '../http/credentials.ts';

export interface ExecutionEnvironment {
  http: HttpClient;
  timeoutMs: number;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
  /**
   * Called with each secret the moment it is known: a `type: secret` capture, a URL's password, a
   * credential header's value. `derived` marks values taken from headers rather than named by the user.
   */
  onSecret(value: string, name: string, derived?: boolean): void;
  signal?: AbortSignal;
  /** `performance.now()` when the run started; timings are relative to it. */
  runStartedAt: number;
  /** Response body kept for reports of tests that did not pass; passing tests keep none. */
  keptBodyBytes: number;
  /** Masks secrets. Text that is cut short for a report or a message is masked before the cut,
   *  so a secret across the cut cannot leave a visible part. */
  redact(text: string): string;
  /** The run's matcher for user regular expressions (its cache and worker belong to the run). */
  patterns: PatternMatcher;
  /** The run's probes for validators that look beyond the response. */
  probes: Probes;
}

export type Execution = Pick<
  TestResult,
  'outcome' | 'request' | 'response' | 'timings' | 'validators' | 'captures' | 'error' | 'errorCode'
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
    return errored(test.method, test.url.source, [], undefined, startMs, 0, 'missing-value', error.message, captured);
  }
  ({ url, headers } = withCredentials(url, headers, environment));

  const timeoutMs = test.timeoutMs ?? environment.timeoutMs;
  const response = await environment.http.send({
    method: test.method,
    url,
    headers,
    body,
    timeoutMs,
    timeoutSource: test.timeoutMs === undefined ? '--timeout' : "the test's timeout",
    signal: environment.signal,
  });
  if (!response.ok) {
    return errored(
      test.method,
      url,
      response.sentHeaders,
      body,
      startMs,
      response.totalMs,
      response.code,
      response.message,
      captured,
    );
  }

  for (const cookie of response.headerValues('set-cookie')) registerCredentials('Set-Cookie', cookie, environment);
  const observation = new Observation(response, environment.redact);
  const evaluation: EvaluationContext = {
    probes: environment.probes,
    patterns: environment.patterns,
    // The test's time budget covers its request and every pattern run on the response.
    remainingMs: () => (timeoutMs > 0 ? Math.max(1, timeoutMs - (performance.now() - startedAt)) : 0),
    signal: environment.signal,
  };
  // Most checks answer synchronously; awaiting only real promises keeps the common path fast.
  const captures: CaptureResult[] = [];
  for (const capture of test.captures) {
    let result = captureValue(capture, observation, values, captured as Map<string, string>, environment, evaluation);
    if (result instanceof Promise) result = await result;
    captures.push({ ...result, position: capture.position });
  }
  const results: ValidatorResult[] = [];
  if (test.validators.length === 0) results.push(defaultRule(observation));
  for (const validator of test.validators) {
    let result = evaluate(validator, observation, values, evaluation);
    if (result instanceof Promise) result = await result;
    results.push({ ...result, position: validator.position });
  }
  if (captures.some((c) => c.problem === INTERRUPTED)) {
    // The end of an interrupt's grace stopped a pattern: the test did not get to finish (the
    // scheduler reports it as not run), so no capture or validator verdict is kept.
    return {
      ...errored(
        test.method,
        url,
        response.sentHeaders,
        body,
        startMs,
        response.totalMs,
        'aborted',
        INTERRUPTED,
        captured,
      ),
      response: recordResponse(response, environment.keptBodyBytes, environment.redact),
    };
  }
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
  errorCode: ErrorCode,
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
    errorCode,
    captured,
  };
}

function captureValue(
  capture: TestDefinition['captures'][number],
  observation: Observation,
  values: TemplateValues,
  captured: Map<string, string>,
  environment: ExecutionEnvironment,
  context: EvaluationContext,
): CaptureResult | Promise<CaptureResult> {
  const query = captureQuery(capture, values);
  const result = {
    name: capture.name,
    type: capture.type,
    pattern: capture.pattern,
    ...(typeof query === 'object' && query.source !== 'body' ? { source: describeQuery(query) } : {}),
  };
  if (typeof query === 'string') return { ...result, matched: false, problem: query };
  const selection = select(query, observation);
  if (!selection.ok) return { ...result, matched: false, problem: selection.error };
  const finish = ({ match, budgetMs }: Refined): CaptureResult => {
    if (match.kind === 'interrupted') return { ...result, matched: false, problem: INTERRUPTED };
    if (match.kind === 'timeout') {
      const problem = `took too long (stopped after the test's remaining time budget of ${Math.round(budgetMs)} ms)`;
      return { ...result, matched: false, problem };
    }
    if (match.kind === 'none') return { ...result, matched: false };
    if (capture.type === 'secret') environment.onSecret(match.group, `capture ${capture.name}`);
    captured.set(capture.name, match.group);
    return { ...result, matched: true, value: match.group };
  };
  const refined = refine(capture.pattern, selection.values, 0, context);
  return refined instanceof Promise ? refined.then(finish) : finish(refined);
}

interface Refined {
  match: PatternResult;
  budgetMs: number;
}

/** The pattern refines the selected values: the first value it matches, from `from` on, gives the capture. */
function refine(
  pattern: string,
  selected: readonly SelectedValue[],
  from: number,
  context: EvaluationContext,
): Refined | Promise<Refined> {
  for (let i = from; i < selected.length; i++) {
    const budgetMs = context.remainingMs();
    const match = context.patterns.match(pattern, String(selected[i]), budgetMs, context.signal);
    if (match instanceof Promise) {
      return match.then((m) =>
        m.kind === 'none' ? refine(pattern, selected, i + 1, context) : { match: m, budgetMs },
      );
    }
    if (match.kind !== 'none') return { match, budgetMs };
  }
  return NO_MATCH;
}

const INTERRUPTED = 'the run was interrupted while the response was being checked';

const NO_MATCH: Refined = { match: { kind: 'none' }, budgetMs: 0 };

const BODY: Query = { source: 'body' };

/** The capture's query, or why its templated argument is unusable. */
function captureQuery(capture: TestDefinition['captures'][number], values: TemplateValues): Query | string {
  if (capture.source === undefined) return BODY;
  const spec = captureSources.get(capture.source.key);
  if (spec === undefined) return `no capture source \`${capture.source.key}\` is registered`;
  const argument = resolveArgument(capture.source.argument, spec.argument, values);
  return argument.ok ? spec.query(argument.value) : `\`${capture.source.key}\` ${argument.why}`;
}

/**
 * The URL's userinfo becomes `Authorization: Basic …` (unless the test sets Authorization) and leaves
 * the URL, as curl does; its password and every credential header's value become secrets.
 */
function withCredentials(
  url: string,
  headers: [string, string][],
  environment: ExecutionEnvironment,
): { url: string; headers: [string, string][] } {
  const credentials = splitUrlCredentials(url);
  if (credentials !== undefined) {
    if (credentials.password !== '') environment.onSecret(credentials.password, 'the password in the URL');
    url = credentials.url;
    if (!headers.some(([name]) => name.toLowerCase() === 'authorization')) {
      headers = [...headers, ['Authorization', basicAuthorization(credentials.user, credentials.password)]];
    }
  }
  for (const [name, value] of headers) {
    if (isCredentialHeader(name)) registerCredentials(name, value, environment);
  }
  return { url, headers };
}

function registerCredentials(header: string, value: string, environment: ExecutionEnvironment): void {
  for (const secret of credentialValues(header, value)) environment.onSecret(secret, `the ${header} header`, true);
}

function defaultRule(observation: Observation): ValidatorResult {
  const result = judgeStatus(observation, 200);
  return result.pass ? result : { ...result, message: `${result.message} (a test without validators must answer 200)` };
}

function evaluate(
  validator: ValidatorDefinition,
  observation: Observation,
  values: TemplateValues,
  context: EvaluationContext,
): ValidatorResult | Promise<ValidatorResult> {
  const spec = validators.get(validator.name);
  // The checker accepts only registered names; a model built by hand may still name another.
  if (spec === undefined) return unusable(validator.name, '', 'no such validator is registered');
  const argument = resolveArgument(validator.argument, spec.argument, values);
  if (!argument.ok) return unusable(validator.name, argument.text, argument.why);
  return spec.evaluate(observation, argument.value, context);
}

type ResolvedArgument = { ok: true; value: unknown } | { ok: false; text: string; why: string };

/** A checked argument as is; a templated one rendered and converted by its schema. */
function resolveArgument(argument: unknown, schema: ArgumentSchema<unknown>, values: TemplateValues): ResolvedArgument {
  if (!isTemplate(argument)) return { ok: true, value: argument };
  let text: string;
  try {
    text = renderTemplate(argument, values);
  } catch (error) {
    if (!(error instanceof MissingValueError)) throw error;
    return { ok: false, text: argument.source, why: error.message };
  }
  const value = schema.fromText(text);
  return value === undefined ? { ok: false, text, why: `expected ${schema.renderedExpects}` } : { ok: true, value };
}

function isTemplate(argument: unknown): argument is Template {
  return typeof argument === 'object' && argument !== null && !Array.isArray(argument) && 'parts' in argument;
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

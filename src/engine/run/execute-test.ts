// Runs one test once: renders its templates, sends the request, and asks the response's
// observation for context values and validator results. Everything a user can get wrong ends as an outcome, never a throw.
import { performance } from 'node:perf_hooks';
import type {
  AttemptRecord,
  CaptureResult,
  ErrorCode,
  HttpMethod,
  RetryDefinition,
  TestDefinition,
  TestResult,
  Template,
  ValidatorDefinition,
  ValidatorResult,
} from '../../model/index.ts';
import type { CookieHandler, HttpClient, ReceivedResponse } from '../http/types.ts';
import { bodyTextStart } from '../http/charset.ts';
import { FunctionValues, MissingValueError, renderTemplate, type TemplateValues } from '../templates/render.ts';
import { captureSources, validators, type ArgumentSchema, type EvaluationContext } from '../validators/index.ts';
import { judgeStatus } from '../validators/status.ts';
import { Observation } from '../queries/observation.ts';
import type { PatternMatcher, PatternResult } from '../queries/patterns.ts';
import type { QueryEvaluator } from '../queries/query-worker.ts';
import { exhaustedReason } from '../queries/exhausted.ts';
import { describeQuery, jsonText, select, type Query, type SelectedValue, type Selection } from '../queries/query.ts';
import type { Probes } from '../probes/probes.ts';
import { generateModelTexts } from './model-texts.ts';
import type { TestShape } from '../plan/test-shape.ts';
import { roundMs } from '../../model/values.ts';
import { hasHeader, renderBody, UnreadableFileError, withQuery, type RenderedBody } from './request-body.ts';
import { authorize } from '../auth/authorization.ts';
import { TokenCache } from '../auth/oauth2.ts';
import { defaultRetry, retrying } from './retry.ts';
import { credentialValues, isCredentialHeader } from '../http/credentials.ts';
import { basicAuthorization, splitUrlCredentials } from '../../model/credentials.ts';
import { delayBefore, transportOf } from './request-options.ts';
import { netrcLogin, type Netrc } from '../auth/netrc.ts';
import type { TransportOptions } from '../http/types.ts';

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
  /** The run's XPath questions and costly JSONPath ones, answered off the main thread. */
  queries: QueryEvaluator;
  /** The run's probes for validators that look beyond the response. */
  probes: Probes;
  /** `--retries N`: the retries of a test without its own `retry`. */
  retries?: number;
  /** `--netrc`/`--netrc-file`/`--netrc-optional`: logins by host; `required` puts them before a URL's own. */
  netrc?: { netrc: Netrc; required: boolean };
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** OAuth2 tokens belong to the run: one cache per execution environment. */
const tokenCaches = new WeakMap<ExecutionEnvironment, TokenCache>();

function tokenCacheOf(environment: ExecutionEnvironment): TokenCache {
  let cache = tokenCaches.get(environment);
  if (!cache) {
    cache = new TokenCache(() => environment.http, environment.timeoutMs, environment.onSecret);
    tokenCaches.set(environment, cache);
  }
  return cache;
}

export type Execution = Pick<
  TestResult,
  'outcome' | 'request' | 'response' | 'timings' | 'validators' | 'captures' | 'error' | 'errorCode' | 'attempts'
> & {
  /** Values this test captured, for the tests that depend on it. */
  captured: ReadonlyMap<string, string>;
};

/** What a test without captures captured (most tests): shared, never written to. */
const NOTHING_CAPTURED: ReadonlyMap<string, string> = new Map();
/** The response headers of a passing test, which reports do not keep. */
const HEADERS_NOT_KEPT: [string, string][] = [];

/**
 * Runs a test: once, or under its `retry` (or `--retries`) until no retry is due. The result is
 * the last attempt's, with every attempt listed.
 */
export function executeTest(
  test: TestDefinition,
  shape: TestShape,
  context: ReadonlyMap<string, string>,
  environment: ExecutionEnvironment,
  cookies?: CookieHandler,
  onAttempt?: (attempt: AttemptRecord) => void,
): Promise<Execution> {
  // `delay` is waited once, before the first attempt.
  if (test.requestOptions?.delayMs)
    return delayBefore(test.requestOptions.delayMs, environment.signal).then(() =>
      executeNow(test, shape, context, environment, cookies, onAttempt),
    );
  return executeNow(test, shape, context, environment, cookies, onAttempt);
}

function executeNow(
  test: TestDefinition,
  shape: TestShape,
  context: ReadonlyMap<string, string>,
  environment: ExecutionEnvironment,
  cookies: CookieHandler | undefined,
  onAttempt: ((attempt: AttemptRecord) => void) | undefined,
): Promise<Execution> {
  const retry = test.retry ?? (environment.retries ? defaultRetry(environment.retries) : undefined);
  // A test without retries is its one attempt, with no wrapper around it.
  if (!retry)
    return attemptTest(test, shape, context, environment, undefined, test.timeoutMs ?? environment.timeoutMs, cookies);
  return executeWithRetry(test, shape, context, environment, retry, cookies, onAttempt);
}

async function executeWithRetry(
  test: TestDefinition,
  shape: TestShape,
  context: ReadonlyMap<string, string>,
  environment: ExecutionEnvironment,
  retry: RetryDefinition,
  cookies: CookieHandler | undefined,
  onAttempt: ((attempt: AttemptRecord) => void) | undefined,
): Promise<Execution> {
  // A test's own timeout is the budget of all its attempts and waits; the run's --timeout applies to each attempt.
  const { last, attempts } = await retrying(
    retry,
    test.timeoutMs ?? 0,
    async (remainingMs) => {
      const execution = await attemptTest(
        test,
        shape,
        context,
        environment,
        retry.until,
        remainingMs || environment.timeoutMs,
        cookies,
      );
      return {
        ...execution,
        outcome: execution.outcome as 'passed' | 'failed' | 'errored',
        status: execution.response?.status,
        startMs: execution.timings?.startMs ?? 0,
        totalMs: execution.timings?.totalMs ?? 0,
      };
    },
    environment.signal,
    onAttempt,
  );
  return { ...withoutAttemptFields(last), attempts };
}

function withoutAttemptFields(
  attempt: Execution & { untilHeld?: boolean; problem?: string; status?: number },
): Execution {
  const {
    untilHeld: _held,
    problem: _problem,
    status: _status,
    startMs: _start,
    totalMs: _total,
    ...execution
  } = attempt as Execution & Record<string, unknown>;
  return execution as Execution;
}

async function attemptTest(
  test: TestDefinition,
  shape: TestShape,
  context: ReadonlyMap<string, string>,
  environment: ExecutionEnvironment,
  until: readonly ValidatorDefinition[] | undefined,
  timeoutMs: number,
  cookies: CookieHandler | undefined,
): Promise<Execution & { untilHeld?: boolean; problem?: string }> {
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
  if (shape.textTokens.length > 0) {
    const texts = await generateModelTexts(shape.textTokens, environment.probes, environment.signal);
    if (!texts.ok) {
      return errored({
        method: test.method,
        url: test.url.source,
        startMs,
        totalMs: performance.now() - startedAt,
        errorCode: 'llm',
        error: texts.message,
        captured,
      });
    }
    values.modelTexts = texts.get;
  }

  let url: string, headers: [string, string][], body: RenderedBody | undefined;
  let transport: TransportOptions | undefined;
  try {
    url = withQuery(renderTemplate(test.url, values), test.query, values);
    headers =
      test.headers.length === 0
        ? []
        : test.headers.map((h) => [
            h.nameTemplate ? renderTemplate(h.nameTemplate, values) : h.name,
            renderTemplate(h.value, values),
          ]);
    const badName = shape.templatedHeaderNames && headers.find(([name]) => !HEADER_NAME.test(name));
    if (badName)
      return errored({
        method: test.method,
        url,
        startMs,
        totalMs: 0,
        errorCode: 'invalid-header',
        error: `header name ${JSON.stringify(badName[0])} is not a valid HTTP token`,
        captured,
      });
    body = test.body ? await renderBody(test.body, values) : undefined;
    if (body?.contentType !== undefined && !hasHeader(headers, 'content-type'))
      headers.push(['Content-Type', body.contentType]);
    transport = transportOf(test.requestOptions, values, environment.onSecret);
    if (test.auth && !hasHeader(headers, 'authorization')) {
      const authorization = await authorize(
        test.auth,
        values,
        tokenCacheOf(environment),
        environment.onSecret,
        environment.signal,
        { method: test.method, url, headers, body: body?.bytes },
      );
      if (!authorization.ok)
        return errored({
          method: test.method,
          url,
          headers,
          body: body?.record,
          startMs,
          totalMs: performance.now() - startedAt,
          errorCode: 'auth',
          error: authorization.error,
          captured,
        });
      if (authorization.with) headers.push(...authorization.with);
      headers.push(['Authorization', authorization.header]);
    }
  } catch (error) {
    if (error instanceof MissingValueError)
      return errored({
        method: test.method,
        url: test.url.source,
        startMs,
        totalMs: 0,
        errorCode: 'missing-value',
        error: error.message,
        captured,
      });
    if (error instanceof UnreadableFileError)
      return errored({
        method: test.method,
        url: test.url.source,
        startMs,
        totalMs: 0,
        errorCode: 'file',
        error: `a file to send cannot be read: ${error.message}`,
        captured,
      });
    throw error;
  }
  if (transport?.pathAsIs) transport.writtenUrl = url;
  ({ url, headers } = withCredentials(url, headers, environment));

  // A test whose validators all look beyond the response (certificates, DNS, …) sends no request.
  if (shape.probesOnly) return probeTest(test, url, values, environment, timeoutMs, startedAt, startMs, captured);
  const response = await environment.http.send({
    method: test.method,
    url,
    headers,
    body: body?.bytes,
    timeoutMs,
    timeoutSource: test.timeoutMs === undefined ? '--timeout' : "the test's timeout",
    signal: environment.signal,
    cookies,
    // A redirect's cookies (a login's session) are as secret as the final response's.
    onSetCookies: setCookieSecrets(environment),
    transport,
  });
  if (!response.ok) {
    return errored({
      method: test.method,
      url,
      headers: response.sentHeaders,
      body: body?.record,
      startMs,
      totalMs: response.totalMs,
      errorCode: response.code,
      error: response.message,
      captured,
    });
  }

  const observation = new Observation(response, environment.redact);
  const evaluation = evaluationContext(environment, test.method, url, values, timeoutMs, startedAt);
  // Most checks answer synchronously; awaiting only real promises keeps the common path fast. The
  // loops that may await count rather than iterate: an iterator kept across an await is a real
  // object and a call per step (~0.1 µs per test).
  const captures: CaptureResult[] = [];
  for (let c = 0; c < test.captures.length; c++) {
    const capture = test.captures[c];
    let result = unlessExhausted(
      () => captureValue(capture, observation, values, captured as Map<string, string>, environment, evaluation),
      (problem): CaptureResult => ({ name: capture.name, type: capture.type, matched: false, problem }),
    );
    if (result instanceof Promise) result = await result;
    captures.push({ ...result, position: capture.position });
  }
  const results: ValidatorResult[] = [];
  if (test.validators.length === 0) results.push(defaultRule(observation));
  for (let v = 0; v < test.validators.length; v++) {
    const validator = test.validators[v];
    let result = evaluate(validator, observation, values, evaluation);
    if (result instanceof Promise) result = await result;
    results.push({ ...result, position: validator.position });
  }
  let interrupted = false;
  let capturesMatched = true;
  let missed: string | undefined;
  for (const capture of captures) {
    if (capture.problem === INTERRUPTED) interrupted = true;
    if (!capture.matched) {
      capturesMatched = false;
      missed ??= capture.name;
    }
  }
  if (interrupted || environment.signal?.aborted) {
    // The end of an interrupt's grace stopped a check (a pattern or an XPath query in its worker, a
    // probe): the test did not get to finish (the scheduler reports it as not run), so no capture
    // or validator verdict is kept.
    return {
      ...errored({
        method: test.method,
        url,
        headers: response.sentHeaders,
        body: body?.record,
        startMs,
        totalMs: response.totalMs,
        errorCode: 'aborted',
        error: INTERRUPTED,
        captured,
      }),
      response: recordResponse(response, environment.keptBodyBytes, environment.redact),
    };
  }
  let untilHeld: boolean | undefined;
  /** The first `until` validator that did not hold: why the loop goes on. */
  let untilProblem: string | undefined;
  if (until && until.length > 0) {
    untilHeld = true;
    for (let v = 0; v < until.length; v++) {
      const validator = until[v];
      let result = evaluate(validator, observation, values, evaluation);
      if (result instanceof Promise) result = await result;
      if (result.pass) continue;
      untilHeld = false;
      untilProblem ??= result.message;
      // A loop that gave up reports the conditions that never held.
      results.push({ ...result, message: `retry until ${result.message}`, position: validator.position });
    }
  }
  // The first failing check names the problem; a check that could not be judged (its language model
  // failed) errors the test, keeping every result.
  let failed: ValidatorResult | undefined;
  let unjudged: ValidatorResult | undefined;
  for (const result of results) {
    if (!result.pass) failed ??= result;
    if (result.errorCode !== undefined) unjudged ??= result;
  }
  const passed = failed === undefined && capturesMatched;
  const problem = untilProblem ?? failed?.message ?? missed;
  return {
    outcome: unjudged !== undefined ? 'errored' : passed ? 'passed' : 'failed',
    error: unjudged?.message,
    errorCode: unjudged?.errorCode,
    untilHeld,
    problem: problem === undefined ? undefined : environment.redact(problem),
    request: { method: test.method, url, headers: response.sentHeaders, body: body?.record },
    response: passed
      ? recordPassingResponse(response)
      : recordResponse(response, environment.keptBodyBytes, environment.redact),
    timings: { startMs: roundMs(startMs), totalMs: roundMs(response.totalMs), ttfbMs: roundMs(response.ttfbMs) },
    validators: results,
    captures,
    captured,
  };
}

/**
 * What the run gives the validators of one test execution. The test's time budget covers its request
 * and every pattern run on the response. Plain functions, not methods: validators may destructure them.
 */
function evaluationContext(
  environment: ExecutionEnvironment,
  method: string,
  url: string,
  values: TemplateValues,
  timeoutMs: number,
  startedAt: number,
): EvaluationContext {
  return {
    probes: environment.probes,
    url,
    method,
    patterns: environment.patterns,
    queries: environment.queries,
    remainingMs: () => (timeoutMs > 0 ? Math.max(1, timeoutMs - (performance.now() - startedAt)) : 0),
    signal: environment.signal,
    render: (template) => renderArgument(template, values),
  };
}

/** A test of probing validators only: the validators run, no request is sent, the result has no request or response. */
async function probeTest(
  test: TestDefinition,
  url: string,
  values: TemplateValues,
  environment: ExecutionEnvironment,
  timeoutMs: number,
  startedAt: number,
  startMs: number,
  captured: ReadonlyMap<string, string>,
): Promise<Execution> {
  const evaluation = evaluationContext(environment, test.method, url, values, timeoutMs, startedAt);
  // Validators that need nothing of the response never read the observation.
  const observation = new Observation(NO_RESPONSE, environment.redact);
  const results: ValidatorResult[] = [];
  for (const validator of test.validators) {
    results.push({ ...(await evaluate(validator, observation, values, evaluation)), position: validator.position });
  }
  return {
    outcome: results.every((r) => r.pass) ? 'passed' : 'failed',
    timings: { startMs: roundMs(startMs), totalMs: roundMs(performance.now() - startedAt), ttfbMs: 0 },
    validators: results,
    captures: [],
    captured,
  };
}

const NO_RESPONSE: ReceivedResponse = {
  ok: true,
  status: 0,
  statusText: 'no request sent',
  headers: [],
  body: '',
  bodyBuffer: Buffer.alloc(0),
  bodyBytes: 0,
  headerValues: () => [],
  finalUrl: '',
  redirects: [],
  httpVersion: '',
  connection: undefined,
  sentHeaders: [],
  ttfbMs: 0,
  totalMs: 0,
};

/** An attempt that ended before its checks: what was (or would have been) sent, and why it stopped. */
interface ErroredAttempt {
  method: HttpMethod;
  url: string;
  headers?: [string, string][];
  body?: string;
  startMs: number;
  totalMs: number;
  errorCode: ErrorCode;
  error: string;
  captured: ReadonlyMap<string, string>;
}

function errored({
  method,
  url,
  headers = [],
  body,
  startMs,
  totalMs,
  errorCode,
  error,
  captured,
}: ErroredAttempt): Execution & { problem: string } {
  return {
    outcome: 'errored',
    problem: error,
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
    ...(capture.pattern === undefined ? {} : { pattern: capture.pattern }),
    ...(typeof query === 'object' && query.source !== 'body' ? { source: describeQuery(query) } : {}),
  };
  if (typeof query === 'string') return { ...result, matched: false, problem: query };
  const selection = select(query, observation, context);
  if (selection instanceof Promise) {
    return selection.then((s) => captureSelected(capture, s, result, captured, environment, context));
  }
  return captureSelected(capture, selection, result, captured, environment, context);
}

function captureSelected(
  capture: TestDefinition['captures'][number],
  selection: Selection,
  result: Omit<CaptureResult, 'matched'>,
  captured: Map<string, string>,
  environment: ExecutionEnvironment,
  context: EvaluationContext,
): CaptureResult | Promise<CaptureResult> {
  if (!selection.ok)
    return { ...result, matched: false, problem: selection.interrupted ? INTERRUPTED : selection.error };
  const finish = ({ match, budgetMs }: Refined): CaptureResult => {
    if (match.kind === 'interrupted') return { ...result, matched: false, problem: INTERRUPTED };
    if (match.kind === 'timeout') {
      const problem = `took too long (stopped after the test's remaining time budget of ${Math.round(budgetMs)} ms)`;
      return { ...result, matched: false, problem };
    }
    if (match.kind === 'none') return { ...result, matched: false };
    // A match is a slice of the response: copied, a value kept for later tests does not keep the body.
    const value = detachedCopy(match.group);
    if (capture.type === 'secret') environment.onSecret(value, `capture ${capture.name}`);
    captured.set(capture.name, value);
    return { ...result, matched: true, value };
  };
  if (capture.pattern === undefined) {
    // No pattern: the source's first value is taken whole.
    const first = selection.values[0];
    return finish(first === undefined ? NO_MATCH : { match: { kind: 'match', group: jsonText(first) }, budgetMs: 0 });
  }
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
    const match = context.patterns.match(pattern, jsonText(selected[i]), budgetMs, context.signal);
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
  const netrc = environment.netrc;
  if (netrc !== undefined && (credentials === undefined || netrc.required)) {
    headers = withNetrcLogin(credentials?.url ?? url, headers, netrc.netrc, environment);
    if (credentials !== undefined) url = credentials.url;
  } else if (credentials !== undefined) {
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

/** `--netrc`: the host's login as `Authorization: Basic …`, unless the test sets Authorization itself. */
function withNetrcLogin(
  url: string,
  headers: [string, string][],
  netrc: Netrc,
  environment: ExecutionEnvironment,
): [string, string][] {
  if (headers.some(([name]) => name.toLowerCase() === 'authorization')) return headers;
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return headers;
  }
  const login = netrcLogin(netrc, hostname);
  if (login === undefined) return headers;
  if (login.password !== '') environment.onSecret(login.password, 'a password from the netrc file');
  return [...headers, ['Authorization', basicAuthorization(login.login, login.password)]];
}

/**
 * Registers every `Set-Cookie` a response sets, redirect hops included, as secrets. Made outside
 * attemptTest on purpose: a closure written there would share its scope's context, so the exchange
 * that keeps the callback would keep the response and its body alive with it.
 */
function setCookieSecrets(environment: ExecutionEnvironment): (values: readonly string[]) => void {
  return (values) => {
    for (const value of values) registerCredentials('Set-Cookie', value, environment);
  };
}

function registerCredentials(header: string, value: string, environment: ExecutionEnvironment): void {
  for (const secret of credentialValues(header, value)) environment.onSecret(secret, `the ${header} header`, true);
}

function defaultRule(observation: Observation): ValidatorResult {
  const result = judgeStatus(observation, 200);
  if (result.pass) return result;
  // The original runner passed any 2xx here: a collection written for it fails on 201 or 204.
  const why =
    observation.status >= 200 && observation.status <= 299
      ? `a test without validators must answer 200; the original runner accepted any 2xx: add \`- status-code: ${observation.status}\` or \`- is-successful: true\` (docs/compatibility.md)`
      : 'a test without validators must answer 200';
  return { ...result, message: `${result.message} (${why})` };
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
  return unlessExhausted(
    () => spec.evaluate(observation, argument.value, context),
    (why): ValidatorResult => ({
      name: validator.name,
      pass: false,
      expected: 'a response this check can read',
      actual: why,
      message: `${validator.name}: ${why}`,
    }),
  );
}

/** Runs a check of one response; one that runs out of stack or string length fails with why (exhausted.ts). */
function unlessExhausted<T>(check: () => T | Promise<T>, failed: (why: string) => T): T | Promise<T> {
  const recover = (error: unknown): T => {
    const reason = exhaustedReason(error);
    if (reason === undefined) throw error;
    return failed(reason);
  };
  try {
    const result = check();
    return result instanceof Promise ? result.catch(recover) : result;
  } catch (error) {
    return recover(error);
  }
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

function renderArgument(
  template: Template,
  values: TemplateValues,
): { ok: true; text: string } | { ok: false; why: string } {
  try {
    return { ok: true, text: renderTemplate(template, values) };
  } catch (error) {
    if (!(error instanceof MissingValueError)) throw error;
    return { ok: false, why: error.message };
  }
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

/**
 * The text as a string of its own. A slice of a longer string keeps the whole of it alive in V8: the
 * kept 64 KB of a failing test's 4 MB body held the 4 MB until the result was written (a parallel
 * run of 200 such tests peaked 77 MB higher with reports on), and a captured token would hold its
 * response's body for as long as later tests may read it.
 */
function detachedCopy(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
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

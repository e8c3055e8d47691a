// Runs one test: once, or under its retry. An attempt hands off to the stages of engine/run/ in
// order: prepare the request (prepare-request.ts), send it, evaluate the response (captures.ts,
// evaluate-response.ts) and reach the verdict (verdict.ts). Everything a user can get wrong ends as
// an outcome, never a throw.
import { performance } from 'node:perf_hooks';
import type {
  AttemptRecord,
  CaptureResult,
  RetryDefinition,
  TestDefinition,
  ValidatorDefinition,
  ValidatorResult,
} from '../../model/index.ts';
import type { CookieHandler } from '../http/types.ts';
import { FunctionValues, type TemplateValues } from '../templates/render.ts';
import { Observation } from '../queries/observation.ts';
import type { TestShape } from '../plan/test-shape.ts';
import { generateModelTexts } from './model-texts.ts';
import { defaultRetry, retrying } from './retry.ts';
import type { ExecutionEnvironment } from './environment.ts';
import { prepareRequest, setCookieSecrets } from './prepare-request.ts';
import { evaluateCaptures } from './captures.ts';
import { evaluateUntil, evaluateValidators, evaluationContext, type UntilOutcome } from './evaluate-response.ts';
import { errored, NOTHING_CAPTURED, type AttemptExecution, type Execution } from './attempt.ts';
import { checksInterrupted, interruptedAttempt, verdict } from './verdict.ts';
import { probeTest } from './probe-test.ts';

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

function withoutAttemptFields(attempt: AttemptExecution & { status?: number }): Execution {
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
): Promise<AttemptExecution> {
  const startedAt = performance.now();
  const values: TemplateValues = {
    vars: environment.vars,
    secrets: environment.secrets,
    env: environment.env,
    context,
    functions: new FunctionValues(),
  };
  if (shape.textTokens.length > 0) {
    const texts = await generateModelTexts(shape.textTokens, environment.probes, environment.signal);
    if (!texts.ok) {
      return errored({
        method: test.method,
        url: test.url.source,
        startMs: startedAt - environment.runStartedAt,
        totalMs: performance.now() - startedAt,
        errorCode: 'llm',
        error: texts.message,
      });
    }
    values.modelTexts = texts.get;
  }

  let prepared = prepareRequest(test, shape, values, environment, startedAt);
  if (prepared instanceof Promise) prepared = await prepared;
  if ('outcome' in prepared) return prepared;
  const request = prepared;
  if (shape.probesOnly) return probeTest(test, request.url, values, environment, timeoutMs, startedAt);

  const response = await environment.http.send({
    method: test.method,
    url: request.url,
    headers: request.headers,
    body: request.body?.bytes,
    timeoutMs,
    timeoutSource: test.timeoutMs === undefined ? '--timeout' : "the test's timeout",
    signal: environment.signal,
    cookies,
    // A redirect's cookies (a login's session) are as secret as the final response's.
    onSetCookies: setCookieSecrets(environment),
  });
  if (!response.ok) {
    return errored({
      method: test.method,
      url: request.url,
      headers: response.sentHeaders,
      body: request.body?.record,
      startMs: request.startMs,
      totalMs: response.totalMs,
      errorCode: response.code,
      error: response.message,
    });
  }

  const observation = new Observation(response, environment.redact);
  const evaluation = evaluationContext(environment, test.method, request.url, values, timeoutMs, startedAt);
  const captured = test.captures.length === 0 ? NOTHING_CAPTURED : new Map<string, string>();
  const captures: CaptureResult[] = [];
  // Most checks answer synchronously: only a real promise is awaited.
  const capturing = evaluateCaptures(
    test.captures,
    observation,
    values,
    captured as Map<string, string>,
    environment,
    evaluation,
    captures,
  );
  if (capturing !== undefined) await capturing;
  const results: ValidatorResult[] = [];
  const validating = evaluateValidators(test.validators, observation, values, evaluation, results);
  if (validating !== undefined) await validating;
  if (checksInterrupted(captures, environment)) return interruptedAttempt(request, response, captured, environment);
  let untilOutcome: UntilOutcome | undefined;
  if (until && until.length > 0) untilOutcome = await evaluateUntil(until, observation, values, evaluation, results);
  return verdict(request, response, captures, results, captured, untilOutcome, environment);
}

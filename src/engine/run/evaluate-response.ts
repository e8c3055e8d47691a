// A test's validators over one response's observation: what the run gives them (the evaluation
// context), the default rule of a test without validators, and a retry's `until` conditions.
import { performance } from 'node:perf_hooks';
import type { ValidatorDefinition, ValidatorResult } from '../../model/index.ts';
import type { TemplateValues } from '../templates/render.ts';
import { validators, type EvaluationContext } from '../validators/index.ts';
import { judgeStatus } from '../validators/status.ts';
import type { Observation } from '../queries/observation.ts';
import type { ExecutionEnvironment } from './environment.ts';
import { renderArgument, resolveArgument } from './arguments.ts';
import { unlessExhausted } from './unless-exhausted.ts';

/**
 * What the run gives the validators of one test execution. The test's time budget covers its request
 * and every pattern run on the response. Plain functions, not methods: validators may destructure them.
 */
export function evaluationContext(
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

/**
 * Evaluates the validators from `from` on into `results` (a test without validators gets the default
 * rule). Most answer synchronously; only a real promise continues asynchronously, so the common path
 * allocates and awaits nothing more than the results.
 */
export function evaluateValidators(
  definitions: readonly ValidatorDefinition[],
  observation: Observation,
  values: TemplateValues,
  evaluation: EvaluationContext,
  results: ValidatorResult[],
  from = 0,
): void | Promise<void> {
  if (definitions.length === 0) results.push(defaultRule(observation));
  for (let v = from; v < definitions.length; v++) {
    const validator = definitions[v];
    const result = evaluate(validator, observation, values, evaluation);
    if (result instanceof Promise) {
      return result.then((settled) => {
        results.push({ ...settled, position: validator.position });
        return evaluateValidators(definitions, observation, values, evaluation, results, v + 1);
      });
    }
    results.push({ ...result, position: validator.position });
  }
}

export interface UntilOutcome {
  held: boolean;
  /** The first `until` validator that did not hold: why the loop goes on. */
  problem?: string;
}

/** A retry's `until` conditions; each that does not hold joins the results (a loop that gave up reports them). */
export async function evaluateUntil(
  until: readonly ValidatorDefinition[],
  observation: Observation,
  values: TemplateValues,
  evaluation: EvaluationContext,
  results: ValidatorResult[],
): Promise<UntilOutcome> {
  const outcome: UntilOutcome = { held: true };
  for (let v = 0; v < until.length; v++) {
    const validator = until[v];
    let result = evaluate(validator, observation, values, evaluation);
    if (result instanceof Promise) result = await result;
    if (result.pass) continue;
    outcome.held = false;
    outcome.problem ??= result.message;
    results.push({ ...result, message: `retry until ${result.message}`, position: validator.position });
  }
  return outcome;
}

export function evaluate(
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

function unusable(name: string, argument: string, why: string): ValidatorResult {
  return {
    name,
    pass: false,
    expected: why,
    actual: JSON.stringify(argument),
    message: `${name}: argument ${JSON.stringify(argument)} is unusable: ${why}`,
  };
}

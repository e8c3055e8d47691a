// A test's captures from one response: each selects with its source's query (the body by default),
// a `pattern` refines the selected values, and the value is kept for the tests that depend on it.
import type { CaptureResult, TestDefinition } from '../../model/index.ts';
import type { TemplateValues } from '../templates/render.ts';
import { captureSources, type EvaluationContext } from '../validators/index.ts';
import type { Observation } from '../queries/observation.ts';
import type { PatternResult } from '../queries/patterns.ts';
import { describeQuery, jsonText, select, type Query, type SelectedValue, type Selection } from '../queries/query.ts';
import type { ExecutionEnvironment } from './environment.ts';
import { resolveArgument } from './arguments.ts';
import { unlessExhausted } from './unless-exhausted.ts';
import { detachedCopy } from './detached-copy.ts';

type CaptureDefinition = TestDefinition['captures'][number];

/** Why a check stopped when an interrupt's grace ended it. */
export const INTERRUPTED = 'the run was interrupted while the response was being checked';

/**
 * Evaluates the captures from `from` on into `results`, setting `captured`. Most answer synchronously;
 * only a real promise continues asynchronously, so the common path allocates and awaits nothing.
 * The loop counts rather than iterates: an iterator kept across an await is a real object and a call
 * per step (~0.1 µs per test).
 */
export function evaluateCaptures(
  captures: readonly CaptureDefinition[],
  observation: Observation,
  values: TemplateValues,
  captured: Map<string, string>,
  environment: ExecutionEnvironment,
  evaluation: EvaluationContext,
  results: CaptureResult[],
  from = 0,
): void | Promise<void> {
  for (let c = from; c < captures.length; c++) {
    const capture = captures[c];
    const result = unlessExhausted(
      () => captureValue(capture, observation, values, captured, environment, evaluation),
      (problem): CaptureResult => ({ name: capture.name, type: capture.type, matched: false, problem }),
    );
    if (result instanceof Promise) {
      return result.then((settled) => {
        results.push({ ...settled, position: capture.position });
        return evaluateCaptures(captures, observation, values, captured, environment, evaluation, results, c + 1);
      });
    }
    results.push({ ...result, position: capture.position });
  }
}

function captureValue(
  capture: CaptureDefinition,
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
  capture: CaptureDefinition,
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

const NO_MATCH: Refined = { match: { kind: 'none' }, budgetMs: 0 };

const BODY: Query = { source: 'body' };

/** The capture's query, or why its templated argument is unusable. */
function captureQuery(capture: CaptureDefinition, values: TemplateValues): Query | string {
  if (capture.source === undefined) return BODY;
  const spec = captureSources.get(capture.source.key);
  if (spec === undefined) return `no capture source \`${capture.source.key}\` is registered`;
  const argument = resolveArgument(capture.source.argument, spec.argument, values);
  return argument.ok ? spec.query(argument.value) : `\`${capture.source.key}\` ${argument.why}`;
}

// What `prompt` and `sentiment` share: the run's language model judges the response, and its answer
// becomes a validator result. The model's reason is the actual value; a model that could not answer
// errors the check (and so the test), never passes it.
import type { ValidatorResult } from '../../model/index.ts';
import type { LlmCheck } from '../probes/llm/probe.ts';
import type { Observation } from '../queries/observation.ts';
import type { EvaluationContext } from './spec.ts';

export async function judgeWithModel(
  name: 'prompt' | 'sentiment',
  expected: string,
  observation: Observation,
  context: EvaluationContext,
): Promise<ValidatorResult> {
  const llm = context.probes.llm;
  if (llm === undefined) return unjudged(name, expected, `${name}: no language model is configured (give --llm-url)`);
  const response = { status: observation.status, body: observation.text };
  const check =
    name === 'prompt'
      ? await llm.prompt(expected, response, context.signal)
      : await llm.sentiment(expected, response, context.signal);
  return toResult(name, expected, check);
}

function toResult(name: string, argument: string, check: LlmCheck): ValidatorResult {
  if (check.outcome === 'error') return unjudged(name, argument, check.message);
  return {
    name,
    pass: check.outcome === 'pass',
    expected: check.expected,
    actual: check.actual,
    message: check.message,
  };
}

function unjudged(name: string, expected: string, message: string): ValidatorResult {
  return { name, pass: false, expected, actual: '', message, errorCode: 'llm' };
}

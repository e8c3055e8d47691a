// What one validator declares. Adding a validator is one file exporting a `ValidatorSpec`, one line
// in `builtInValidators` (registry.ts) and its line in docs/collection-format.md; the checker, the
// engine, did-you-mean, the docs check and schema/collection.schema.json all read the registry.
import type { ValidatorResult } from '../../model/index.ts';
import type { Observation } from '../queries/observation.ts';
import type { PatternMatcher } from '../queries/patterns.ts';
import type { Probes } from '../probes/probes.ts';
import type { ArgumentSchema } from './argument.ts';

/** The parts of an observation a validator reads (for readers of the registry; parts are lazy anyway). */
export type ObservationPart = 'status' | 'headers' | 'cookies' | 'body' | 'json' | 'document' | 'timings' | 'tls';

/** What the run gives a validator besides the observation. */
export interface EvaluationContext {
  probes: Probes;
  /** User regular expressions, bounded by the test's time budget. */
  patterns: PatternMatcher;
  /** What is left of the test's time budget, in ms (0: no limit). */
  remainingMs(): number;
  signal?: AbortSignal;
}

/** A response a validator's example runs against (docs and the registry test). */
export interface ExampleResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface ValidatorExample {
  /** The argument as written in YAML after `- name: `. */
  argument: string;
  response: ExampleResponse;
  /** For a check judged by a language model: what the model answers (the registry test's stand-in model gives it). */
  model?: string;
  passes: boolean;
}

export interface ValidatorSpec<A = unknown> {
  /** Lower-case; collections may write it in any case. */
  name: string;
  /** The "Passes when" column of docs/collection-format.md. */
  summary: string;
  argument: ArgumentSchema<A>;
  needs: readonly ObservationPart[];
  /** At least one passing and one failing example; a test runs each against a loopback server. */
  examples: readonly ValidatorExample[];
  evaluate(
    observation: Observation,
    argument: A,
    context: EvaluationContext,
  ): ValidatorResult | Promise<ValidatorResult>;
}

/** Declares a validator with its argument type checked against its schema. */
export function defineValidator<A>(spec: ValidatorSpec<A>): ValidatorSpec<A> {
  return spec;
}

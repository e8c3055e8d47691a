// What one validator declares. Adding a validator is one file exporting a `ValidatorSpec` (its
// argument built with the combinators of arguments.ts) and one line in `builtInValidators`
// (index.ts); the checker, the engine, did-you-mean, the docs tables (`npm run docs:tables`) and
// schema/collection.schema.json all read the registry.
import type { HttpMethod, Template, ValidatorResult } from '../../model/index.ts';
import type { Observation } from '../queries/observation.ts';
import type { PatternMatcher } from '../queries/patterns.ts';
import type { QueryEvaluator } from '../queries/query-worker.ts';
import type { Probes } from '../probes/probes.ts';
import type { ArgumentSchema } from './argument.ts';

/** The parts of an observation a validator reads (for readers of the registry; parts are lazy anyway). */
export type ObservationPart = 'status' | 'headers' | 'cookies' | 'body' | 'json' | 'document' | 'timings' | 'tls';

/** What the run gives a validator besides the observation. */
export interface EvaluationContext {
  probes: Probes;
  /** The test's URL as rendered (the validators that probe its host read it). */
  url: string;
  /** The test's method (the `openapi` validator finds the spec operation by method and URL). */
  method: HttpMethod;
  /** User regular expressions, bounded by the test's time budget. */
  patterns: PatternMatcher;
  /** XPath questions and costly JSONPath ones, answered off the main thread within the test's time budget. */
  queries: QueryEvaluator;
  /** What is left of the test's time budget, in ms (0: no limit). */
  remainingMs(): number;
  signal?: AbortSignal;
  /** Renders a template written inside an argument (a predicate's value) with the test's values. */
  render(template: Template): { ok: true; text: string } | { ok: false; why: string };
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
  /**
   * The test's URL, for validators that probe a host instead of reading a response; `${{ vars.… }}`
   * names a loopback stand-in the registry test starts (`tlsOrigin`, `siteOrigin`; see that test).
   * Default: a loopback server answering `response`.
   */
  url?: string;
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
  /**
   * Empty for a validator that reads nothing of the response (it probes the URL's host): a test whose
   * validators all need nothing, and that captures nothing, sends no request (as the original does).
   */
  needs: readonly ObservationPart[];
  /** At least one passing and one failing example; a test runs each against a loopback server. */
  examples: readonly ValidatorExample[];
  /**
   * Loads what reading the argument needs before a collection using the validator is checked (a
   * library too large to load on every start, such as the JSON Schema compiler).
   */
  load?(): Promise<void>;
  evaluate(
    observation: Observation,
    argument: A,
    context: EvaluationContext,
  ): ValidatorResult | Promise<ValidatorResult>;
}

/**
 * Declares a validator with its argument type checked against its schema; an argument without its
 * own hint gets one from the first passing example (`e.g. \`is-successful: true\``).
 */
export function defineValidator<A>(spec: ValidatorSpec<A>): ValidatorSpec<A> {
  if (spec.argument.example !== undefined) return spec;
  const example = spec.examples.find((e) => e.passes) ?? spec.examples[0];
  return { ...spec, argument: { ...spec.argument, example: `e.g. \`${spec.name}: ${example.argument}\`` } };
}

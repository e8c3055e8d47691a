// The shape shared by validators that select values with a query and check them with predicates:
// `- header: { name: Content-Type, contains: json }`, `- json-path: { path: $.id, equals: 1 }`.
// The query's own keys (`name`, `path`) locate the values; every other key is a predicate
// (predicates.ts). A scalar argument is the query alone and means `exists: true`.
import type { ValidatorResult } from '../../model/index.ts';
import type { Observation } from '../queries/observation.ts';
import type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';
import { cut } from './excerpt.ts';
import { judge, predicateProperties, readPredicates, type Predicate, type Selected } from './predicates.ts';
import type { EvaluationContext, ValidatorExample, ValidatorSpec } from './spec.ts';
import { defineValidator } from './spec.ts';
import { readChecked } from './query-arguments.ts';
import { applyFilters, describeFilters, FILTERS_KEY, readFilters, type FilterCall } from './filters/registry.ts';

export interface QueryArgument {
  /** What the query's own key holds (a path, a header name). */
  locator: string;
  predicates: Predicate[];
  /** Applied in order to the selected value before the predicates. */
  filters?: FilterCall[];
}

export interface QueryValidatorOptions {
  name: string;
  summary: string;
  /** The key naming the query in the mapping: `path` or `name`. */
  key: 'path' | 'name';
  /** What the key holds, for messages and the docs: "a JSONPath (RFC 9535)". */
  what: string;
  check(text: string): { message: string } | undefined;
  example: string;
  examples: readonly ValidatorExample[];
  needs: ValidatorSpec['needs'];
  /** Loads the query library before a collection naming the validator is checked (see ValidatorSpec.load). */
  load?: ValidatorSpec['load'];
  /**
   * Why the predicates cannot tell one response from another for this query (an XPath that is a
   * number has a value, so `exists` always holds), or undefined.
   */
  checksNothing?(locator: string, predicates: readonly Predicate[]): { message: string; hint: string } | undefined;
  /** How the query reads in results: `json-path $.id`. */
  describe(locator: string): string;
  select(
    observation: Observation,
    locator: string,
    context: EvaluationContext,
  ): Selected | { error: string } | Promise<Selected | { error: string }>;
}

export function queryValidator(options: QueryValidatorOptions): ValidatorSpec<QueryArgument> {
  const { name, key } = options;
  const argument: ArgumentSchema<QueryArgument> = {
    expects: `${options.what}, or a mapping with \`${key}\` and predicates`,
    example: options.example,
    docs: `${options.what}, or \`{ ${key}: …, <predicates> }\``,
    jsonSchema: {
      anyOf: [
        { type: 'string', minLength: 1 },
        {
          type: 'object',
          required: [key],
          properties: {
            [key]: { type: 'string', minLength: 1 },
            [FILTERS_KEY]: { $ref: '#/$defs/filters' },
            ...predicateProperties(),
          },
          additionalProperties: false,
        },
      ],
    } as JsonSchema,
    read(node, reject) {
      if (node.text !== undefined) {
        const locator = readLocator(node, options);
        return checked(node, locator, [{ op: 'exists', value: true }]);
      }
      const fields = node.fields;
      if (fields === undefined) return reject(node.describe());
      const locatorNode = fields.get(key);
      if (locatorNode === undefined) {
        node.error(`\`${name}\` needs \`${key}\`: ${options.what}`, options.example);
        return undefined;
      }
      const locator = readLocator(locatorNode, options);
      const filtersNode = fields.get(FILTERS_KEY);
      const filters = filtersNode && readFilters(filtersNode);
      const predicates = readPredicates(fields, [key, FILTERS_KEY], node, name);
      if (filtersNode === undefined) return checked(locatorNode, locator, predicates);
      // What a filter makes of the value is unknown before the run: the query's own "checks nothing" does not hold.
      return locator === undefined || predicates === undefined || filters === undefined
        ? undefined
        : { locator, predicates, filters };
    },
    fromText: () => undefined,
    renderedExpects: options.what,
  };
  const checked = (
    at: ArgumentNode,
    locator: string | undefined,
    predicates: Predicate[] | undefined,
  ): QueryArgument | undefined => {
    if (locator === undefined || predicates === undefined) return undefined;
    const nothing = options.checksNothing?.(locator, predicates);
    if (nothing === undefined) return { locator, predicates };
    at.checksNothing('error', nothing.message, nothing.hint);
    return undefined;
  };
  return defineValidator({
    name,
    summary: options.summary,
    argument,
    needs: options.needs,
    examples: options.examples,
    load: options.load,
    async evaluate(observation, { locator, predicates, filters }, context) {
      const selected = await options.select(observation, locator, context);
      if (filters === undefined)
        return verdict(name, options.describe(locator), predicates, selected, observation, context);
      const query = options.describe(locator) + describeFilters(filters);
      return verdict(
        name,
        query,
        predicates,
        await filtered(selected, filters, observation, context),
        observation,
        context,
      );
    },
  });
}

/** The selection after a chain of filters: one value (or none), or why a filter could not apply. */
export async function filtered(
  selected: Selected | { error: string },
  filters: readonly FilterCall[],
  observation: Observation,
  context: EvaluationContext,
): Promise<Selected | { error: string }> {
  if ('error' in selected) return selected;
  const result = await applyFilters(filters, selected.values, { ...context, redact: observation.redact });
  if ('error' in result) return result;
  return { values: result.values, several: 'list', textual: selected.textual, caseless: selected.caseless };
}

/** The query's text; templates are not accepted there (the query is checked before the run). */
function readLocator(node: ArgumentNode, options: QueryValidatorOptions): string | undefined {
  if (node.text === undefined || node.text.trim() === '') {
    node.error(
      `\`${options.key}\` of \`${options.name}\` expects ${options.what}, got ${node.describe()}`,
      options.example,
    );
    return undefined;
  }
  if (node.templated) {
    node.error(`\`${options.key}\` of \`${options.name}\` cannot hold a template: it is checked before the run`);
    return undefined;
  }
  const text = readChecked(node, options.check);
  return typeof text === 'string' ? text : undefined;
}

/** A query validator's result: the query, the predicate, expected and actual, and the node index for `each`. */
export async function verdict(
  name: string,
  query: string,
  predicates: readonly Predicate[],
  selected: Selected | { error: string },
  observation: Observation,
  context: EvaluationContext,
): Promise<ValidatorResult> {
  if ('error' in selected) {
    return {
      name,
      pass: false,
      query,
      expected: 'a response the query can read',
      actual: cut(selected.error),
      message: `${query}: ${cut(selected.error)}`,
    };
  }
  const judgement = await judge(predicates, selected, context, observation.redact);
  const message = judgement.pass
    ? `${query}: ${judgement.expected}`
    : `${query}: expected ${judgement.expected}, got ${judgement.actual}`;
  return {
    name,
    pass: judgement.pass,
    query,
    predicate: judgement.predicate,
    expected: judgement.expected,
    actual: judgement.actual,
    ...(judgement.index === undefined ? {} : { index: judgement.index }),
    message,
  };
}

// The shape shared by validators that select values with a query and check them with predicates:
// `- header: { name: Content-Type, contains: json }`, `- json-path: { path: $.id, equals: 1 }`.
// The query's own keys (`name`, `path`) locate the values; every other key is a predicate
// (predicates.ts). A scalar argument is the query alone and means `exists: true`. A query without a
// locator (`- sha256: { equals: … }`, `- duration: { ge: 100 }`) takes a predicate map directly.
import type { ValidatorResult } from '../../model/index.ts';
import type { Observation } from '../queries/observation.ts';
import type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';
import { cut } from './excerpt.ts';
import { judge, predicateProperties, readPredicates, type Predicate, type Selected } from './predicates.ts';
import type { EvaluationContext, ValidatorExample, ValidatorSpec } from './spec.ts';
import { defineValidator } from './spec.ts';
import { readChecked } from './query-arguments.ts';
import { applyFilters, describeFilters, FILTERS_KEY, readFilters, type FilterCall } from './filters/registry.ts';

export interface QueryArgument<L = string> {
  /** What the query's own key holds (a path, a header name); undefined for a query without one. */
  locator: L;
  predicates: Predicate[];
  /** Applied in order to the selected value before the predicates. */
  filters?: FilterCall[];
}

/** The key of a validator's mapping that locates the values, and the keys that refine it (`namespaces`). */
export interface Locator<L> {
  /** `path`, `name`, `pattern`, `field`. */
  key: string;
  /** What the key holds, for messages and the docs: "a JSONPath (RFC 9535)". */
  what: string;
  /** Reads the key's node; undefined after a diagnostic at it. */
  read(node: ArgumentNode, validator: string): L | undefined;
  /** The JSON Schema of the key's value. */
  jsonSchema?: JsonSchema;
  /** Keys beside it that belong to the query, read once the locator is. */
  refinements?: Record<string, { jsonSchema: JsonSchema; read(node: ArgumentNode, locator: L): L | undefined }>;
}

export interface QueryValidatorOptions<L> {
  name: string;
  summary: string;
  /** Undefined for a query without a locator: its argument is a predicate map. */
  locator?: Locator<L>;
  example: string;
  examples: readonly ValidatorExample[];
  needs: ValidatorSpec['needs'];
  /** Loads the query library before a collection naming the validator is checked (see ValidatorSpec.load). */
  load?: ValidatorSpec['load'];
  /**
   * Why the predicates cannot tell one response from another for this query (an XPath that is a
   * number has a value, so `exists` always holds), or undefined.
   */
  checksNothing?(locator: L, predicates: readonly Predicate[]): { message: string; hint: string } | undefined;
  /** How the query reads in results: `json-path $.id`. */
  describe(locator: L): string;
  select(
    observation: Observation,
    locator: L,
    context: EvaluationContext,
  ): Selected | { error: string } | Promise<Selected | { error: string }>;
}

export function queryValidator<L>(options: QueryValidatorOptions<L>): ValidatorSpec<QueryArgument<L>> {
  const { name, locator } = options;
  const argument: ArgumentSchema<QueryArgument<L>> =
    locator === undefined ? predicateMap(options) : locatedMap(options, locator);
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

/** `- duration: { ge: 100 }`: the predicates alone. */
function predicateMap<L>(options: QueryValidatorOptions<L>): ArgumentSchema<QueryArgument<L>> {
  const { name } = options;
  return {
    expects: 'a predicate map such as `{ equals: … }`',
    example: options.example,
    docs: 'a predicate map, e.g. `{ equals: … }`',
    jsonSchema: {
      type: 'object',
      properties: { [FILTERS_KEY]: { $ref: '#/$defs/filters' }, ...predicateProperties() },
      additionalProperties: false,
      minProperties: 1,
    } as JsonSchema,
    read(node, reject) {
      if (node.fields === undefined) return reject(node.describe());
      const filtersNode = node.fields.get(FILTERS_KEY);
      const filters = filtersNode && readFilters(filtersNode);
      const predicates = readPredicates(node.fields, [FILTERS_KEY], node, name);
      if (predicates === undefined || (filtersNode !== undefined && filters === undefined)) return undefined;
      return { locator: undefined as L, predicates, ...(filters === undefined ? {} : { filters }) };
    },
    fromText: () => undefined,
    renderedExpects: 'a predicate map',
  };
}

/** `- header: X-Id` (exists) or `- header: { name: X-Id, <predicates> }`. */
function locatedMap<L>(options: QueryValidatorOptions<L>, locator: Locator<L>): ArgumentSchema<QueryArgument<L>> {
  const { name } = options;
  const { key } = locator;
  const refinements = locator.refinements ?? {};
  const own = [key, FILTERS_KEY, ...Object.keys(refinements)];
  const checked = (
    at: ArgumentNode,
    value: L | undefined,
    predicates: Predicate[] | undefined,
  ): QueryArgument<L> | undefined => {
    if (value === undefined || predicates === undefined) return undefined;
    const nothing = options.checksNothing?.(value, predicates);
    if (nothing === undefined) return { locator: value, predicates };
    at.checksNothing('error', nothing.message, nothing.hint);
    return undefined;
  };
  return {
    expects: `${locator.what}, or a mapping with \`${key}\` and predicates`,
    example: options.example,
    docs: `${locator.what}, or \`{ ${key}: …, <predicates> }\``,
    jsonSchema: {
      anyOf: [
        { type: 'string', minLength: 1 },
        {
          type: 'object',
          required: [key],
          properties: {
            [key]: locator.jsonSchema ?? { type: 'string', minLength: 1 },
            ...Object.fromEntries(Object.entries(refinements).map(([k, r]) => [k, r.jsonSchema])),
            [FILTERS_KEY]: { $ref: '#/$defs/filters' },
            ...predicateProperties(),
          },
          additionalProperties: false,
        },
      ],
    } as JsonSchema,
    read(node, reject) {
      if (node.text !== undefined) return checked(node, locator.read(node, name), [{ op: 'exists', value: true }]);
      const fields = node.fields;
      if (fields === undefined) return reject(node.describe());
      const locatorNode = fields.get(key);
      if (locatorNode === undefined) {
        node.error(`\`${name}\` needs \`${key}\`: ${locator.what}`, options.example);
        return undefined;
      }
      let value = locator.read(locatorNode, name);
      for (const [refinement, spec] of Object.entries(refinements)) {
        const refinementNode = fields.get(refinement);
        if (refinementNode !== undefined && value !== undefined) value = spec.read(refinementNode, value);
      }
      const predicates = readPredicates(fields, own, node, name);
      const filtersNode = fields.get(FILTERS_KEY);
      if (filtersNode === undefined) return checked(locatorNode, value, predicates);
      const filters = readFilters(filtersNode);
      // What a filter makes of the value is unknown before the run: the query's own "checks nothing" does not hold.
      return value === undefined || predicates === undefined || filters === undefined
        ? undefined
        : { locator: value, predicates, filters };
    },
    fromText: () => undefined,
    renderedExpects: locator.what,
  };
}

/** A locator that is a text checked before the run: a path, a header name. Templates are refused there. */
export function textLocator(
  key: string,
  what: string,
  example: string,
  check: (text: string) => { message: string } | undefined,
): Locator<string> {
  return {
    key,
    what,
    read(node, validator) {
      if (node.text === undefined || node.text.trim() === '') {
        node.error(`\`${key}\` of \`${validator}\` expects ${what}, got ${node.describe()}`, example);
        return undefined;
      }
      if (node.templated) {
        node.error(`\`${key}\` of \`${validator}\` cannot hold a template: it is checked before the run`);
        return undefined;
      }
      const text = readChecked(node, check);
      return typeof text === 'string' ? text : undefined;
    },
  };
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
    const why = cut(observation.redact(selected.error));
    return {
      name,
      pass: false,
      query,
      expected: 'a response the query can read',
      actual: why,
      message: `${query}: ${why}`,
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

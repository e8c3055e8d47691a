// `- response-size: { lt: 10000 }`: the decoded body's size in bytes (after Content-Encoding).
import type { ArgumentSchema, JsonSchema } from './argument.ts';
import { predicateProperties, readPredicates, type Predicate } from './predicates.ts';
import { filtered, verdict } from './query-validator.ts';
import { describeFilters, FILTERS_KEY, readFilters, type FilterCall } from './filters/registry.ts';

interface SizeArgument {
  predicates: Predicate[];
  filters?: FilterCall[];
}
import { defineValidator } from './spec.ts';

const argument: ArgumentSchema<SizeArgument> = {
  expects: 'a predicate map such as `{ lt: 10000 }`',
  example: 'e.g. `response-size: { lt: 10000 }`',
  docs: 'a predicate map over the size in bytes, e.g. `{ lt: 10000 }`',
  jsonSchema: {
    type: 'object',
    properties: { [FILTERS_KEY]: { $ref: '#/$defs/filters' }, ...predicateProperties() },
    additionalProperties: false,
    minProperties: 1,
  } as JsonSchema,
  read(node, reject) {
    if (node.fields === undefined) return reject(node.describe());
    const filtersNode = node.fields.get(FILTERS_KEY);
    if (filtersNode === undefined) {
      const predicates = readPredicates(node.fields, [], node, 'response-size', 'size');
      return predicates && { predicates };
    }
    const filters = readFilters(filtersNode);
    const predicates = readPredicates(node.fields, [FILTERS_KEY], node, 'response-size');
    return filters && predicates && { predicates, filters };
  },
  fromText: () => undefined,
  renderedExpects: 'a predicate map',
};

export const responseSize = defineValidator({
  name: 'response-size',
  summary: 'the size of the decoded body in bytes satisfies every predicate',
  argument,
  needs: ['body'],
  examples: [
    { argument: '{ lt: 10 }', response: { body: 'short' }, passes: true },
    { argument: '{ le: 3 }', response: { body: 'longer' }, passes: false },
  ],
  async evaluate(observation, { predicates, filters }, context) {
    const size = { values: [observation.bytes.length], several: 'list' as const };
    if (filters === undefined) return verdict('response-size', 'response-size', predicates, size, observation, context);
    const query = `response-size${describeFilters(filters)}`;
    return verdict(
      'response-size',
      query,
      predicates,
      await filtered(size, filters, observation, context),
      observation,
      context,
    );
  },
});

// `- response-size: { lt: 10000 }`: the decoded body's size in bytes (after Content-Encoding).
import type { ArgumentSchema, JsonSchema } from './argument.ts';
import { predicateProperties, readPredicates, type Predicate } from './predicates.ts';
import { verdict } from './query-validator.ts';
import { defineValidator } from './spec.ts';

const argument: ArgumentSchema<Predicate[]> = {
  expects: 'a predicate map such as `{ lt: 10000 }`',
  example: 'e.g. `response-size: { lt: 10000 }`',
  docs: 'a predicate map over the size in bytes, e.g. `{ lt: 10000 }`',
  jsonSchema: {
    type: 'object',
    properties: predicateProperties(),
    additionalProperties: false,
    minProperties: 1,
  } as JsonSchema,
  read(node, reject) {
    if (node.fields === undefined) return reject(node.describe());
    return readPredicates(node.fields, [], node, 'response-size', 'size');
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
  evaluate: (observation, predicates, context) =>
    verdict(
      'response-size',
      'response-size',
      predicates,
      { values: [observation.bytes.length], several: 'list' },
      observation,
      context,
    ),
});

// `- json-path: { path: $.items[0].name, equals: apple }` and `{ name, json-path: $.token }`: RFC 9535
// JSONPath over the JSON body. One selected node is the value; several form a list; `count`, `each`
// and `any` range over the items of a single selected list, or over the selected nodes. A capture
// takes the first node (a string without quotes, other values as JSON). Evaluated by the query
// evaluator: a path whose cost can grow with the square of the body goes to the run's query worker,
// and a backtracking `match()`/`search()` pattern to its pattern worker.
import { loadJsonPath } from '../queries/json-path.ts';
import { defineQuery } from './define-query.ts';
import { checkedText, jsonPathCheck } from './query-arguments.ts';
import { textLocator } from './query-validator.ts';

export const jsonPath = defineQuery<string>({
  key: 'json-path',
  summary: 'the nodes an RFC 9535 JSONPath selects in the JSON body satisfy every predicate',
  value: 'the first node an RFC 9535 JSONPath selects in the JSON body (a string without quotes, other values as JSON)',
  locator: textLocator(
    'path',
    'a JSONPath (RFC 9535)',
    'e.g. `json-path: { path: $.items[0].name, equals: apple }`',
    jsonPathCheck,
  ),
  captureArgument: checkedText('a JSONPath (RFC 9535)', 'e.g. `json-path: $.token`', jsonPathCheck),
  example: 'e.g. `json-path: { path: $.items[0].name, equals: apple }`',
  needs: ['json'],
  // Also loads it for `json-path` captures: the registry looks for the name anywhere in the text.
  load: loadJsonPath,
  examples: [
    {
      argument: '{ path: "$.items[*].price", each: { lt: 100 } }',
      response: { body: '{"items":[{"price":5},{"price":99.5}]}' },
      passes: true,
    },
    { argument: '{ path: $.id, equals: 1 }', response: { body: '{"id":"1"}' }, passes: false },
  ],
  query: (path) => ({ source: 'json-path', path }),
  judged: { several: 'list' },
});

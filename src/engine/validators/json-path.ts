// `- json-path: { path: $.items[0].name, equals: apple }`: RFC 9535 JSONPath over the JSON body.
// One selected node is the value; several form a list; `count`, `each` and `any` range over the
// items of a single selected list, or over the selected nodes.
import { loadJsonPath } from '../queries/json-path.ts';
import { select, type Selection } from '../queries/query.ts';
import { jsonPathCheck } from './query-arguments.ts';
import { queryValidator } from './query-validator.ts';

export const jsonPath = queryValidator({
  name: 'json-path',
  summary: 'the nodes an RFC 9535 JSONPath selects in the JSON body satisfy every predicate',
  key: 'path',
  what: 'a JSONPath (RFC 9535)',
  check: jsonPathCheck,
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
  describe: (path) => `json-path ${path}`,
  // Through the query evaluator: JSONPath whose cost can grow with the square of the body goes to
  // the run's query worker, and a backtracking `match()`/`search()` pattern to its pattern worker.
  select(observation, path, context) {
    const selection = select({ source: 'json-path', path }, observation, context);
    return selection instanceof Promise ? selection.then(asSelected) : asSelected(selection);
  },
});

function asSelected(selection: Selection): { values: unknown[]; several: 'list' } | { error: string } {
  return selection.ok ? { values: selection.values, several: 'list' } : { error: selection.error };
}

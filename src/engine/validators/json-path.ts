// `- json-path: { path: $.items[0].name, equals: apple }`: RFC 9535 JSONPath over the JSON body.
// One selected node is the value; several form a list; `count`, `each` and `any` range over the
// items of a single selected list, or over the selected nodes.
import { loadJsonPath, selectJsonPathBounded, type BoundedSelection } from '../queries/json-path.ts';
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
  select(observation, path, context) {
    const json = observation.json;
    if (!json.ok) return { error: json.error };
    // A `match()`/`search()` pattern that must backtrack is answered under the test's time budget.
    const selected = selectJsonPathBounded(json.value, path, context);
    return selected instanceof Promise ? selected.then(asSelected) : asSelected(selected);
  },
});

function asSelected(selected: BoundedSelection): { values: unknown[]; several: 'list' } | { error: string } {
  return 'values' in selected ? { values: selected.values, several: 'list' } : { error: selected.error };
}

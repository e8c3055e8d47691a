// `- header: { name: Content-Type, contains: application/json }` and `{ name, header: X-Request-Id }`.
// Names are case-insensitive. A header sent several times is checked against all its values: a
// predicate holds when one value satisfies it, `not-equals` / `not-contains` when every value does;
// `count` counts the values. A capture takes the first value.
import { defineQuery } from './define-query.ts';
import { checkedText, nameCheck } from './query-arguments.ts';
import { textLocator } from './query-validator.ts';

export const header = defineQuery<string>({
  key: 'header',
  summary: 'the response header, by name in any case, satisfies every predicate',
  value: "a response header's first value (the name in any case)",
  locator: textLocator(
    'name',
    'a header name',
    'e.g. `header: { name: Content-Type, contains: application/json }`',
    nameCheck,
  ),
  captureArgument: checkedText('a header name', 'e.g. `header: X-Request-Id`', nameCheck),
  example: 'e.g. `header: { name: Content-Type, contains: application/json }`',
  needs: ['headers'],
  examples: [
    {
      argument: '{ name: content-type, contains: json }',
      response: { headers: { 'Content-Type': 'application/json' } },
      passes: true,
    },
    { argument: '{ name: X-Request-Id, exists: true }', response: {}, passes: false },
  ],
  query: (name) => ({ source: 'header', name }),
  judged: { several: 'some', textual: true },
});

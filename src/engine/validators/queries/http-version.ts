// `- http-version: { equals: "1.1" }` and `{ name, http-version: true }`: the HTTP version of the
// response, as text: "1.0", "1.1" or "2".
import { defineQuery } from '../define-query.ts';

export const httpVersion = defineQuery({
  key: 'http-version',
  summary: 'the HTTP version of the response (`"1.0"`, `"1.1"`, `"2"`) satisfies every predicate',
  value: 'the HTTP version of the response: `1.0`, `1.1` or `2`',
  example: 'e.g. `http-version: { equals: "1.1" }`',
  needs: ['status'],
  examples: [
    { argument: '{ equals: "1.1" }', response: {}, passes: true },
    { argument: '{ equals: "2" }', response: {}, passes: false },
  ],
  query: () => ({ source: 'http-version' }),
  judged: { several: 'list', textual: true },
});

// `- redirects: { count: 2 }` and `{ name, redirects: true }`: each redirect followed, as
// `{ location, status }` (where it sent the client, and its status); an empty list without redirects.
import { defineQuery } from '../define-query.ts';

export const redirects = defineQuery({
  key: 'redirects',
  summary: 'the redirects followed, a list of `{ location, status }`, satisfy every predicate',
  value: 'the redirects followed, as a JSON list of `{ "location": …, "status": … }`',
  example: 'e.g. `redirects: { count: 1 }`',
  needs: ['status'],
  examples: [
    { argument: '{ count: 0 }', response: {}, passes: true },
    { argument: '{ count: { ge: 1 } }', response: {}, passes: false },
  ],
  query: () => ({ source: 'redirects' }),
  judged: { several: 'list' },
});

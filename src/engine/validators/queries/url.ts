// `- url: { ends-with: /done }` and `{ name, url: true }`: the URL of the last response, after redirects.
import { defineQuery } from '../define-query.ts';

export const url = defineQuery({
  key: 'url',
  summary: 'the URL of the final response, after redirects, satisfies every predicate',
  value: 'the URL of the final response, after redirects',
  example: 'e.g. `url: { ends-with: /done }`',
  needs: ['status'],
  examples: [
    { argument: "{ matches: '/example/\\d+$' }", response: {}, passes: true },
    { argument: '{ ends-with: /elsewhere }', response: {}, passes: false },
  ],
  query: () => ({ source: 'url' }),
  judged: { several: 'list' },
});

// `- status: { one-of: [200, 201] }` and `{ name, status: true }`: the status code.
import { defineQuery } from '../define-query.ts';

export const status = defineQuery({
  key: 'status',
  summary: 'the status code satisfies every predicate',
  value: 'the status code',
  example: 'e.g. `status: { one-of: [200, 201] }`',
  needs: ['status'],
  examples: [
    { argument: '{ ge: 200, lt: 300 }', response: { status: 204 }, passes: true },
    { argument: '{ not: { equals: 500 } }', response: { status: 500 }, passes: false },
  ],
  query: () => ({ source: 'status' }),
  judged: { several: 'list' },
});

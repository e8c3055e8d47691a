// `- duration: { ge: 100 }` (a lower bound, which `response-time` has not) and `{ name, duration: true }`:
// the time until the whole response arrived, in ms.
import { defineQuery } from '../define-query.ts';

export const duration = defineQuery({
  key: 'duration',
  summary: 'the time until the whole response arrived, in milliseconds, satisfies every predicate',
  value: 'the time until the whole response arrived, in milliseconds',
  example: 'e.g. `duration: { ge: 100, lt: 2000 }`',
  needs: ['timings'],
  examples: [
    { argument: '{ lt: 60000 }', response: {}, passes: true },
    { argument: '{ gt: 60000 }', response: {}, passes: false },
  ],
  query: () => ({ source: 'duration' }),
  judged: { several: 'list' },
});

// `- header: { name: Content-Type, contains: application/json }`. Names are case-insensitive. A
// header sent several times is checked against all its values: a predicate holds when one value
// satisfies it, `not-equals` / `not-contains` when every value does; `count` counts the values.
import { nameCheck } from './query-arguments.ts';
import { queryValidator } from './query-validator.ts';

export const header = queryValidator({
  name: 'header',
  summary: 'the response header, by name in any case, satisfies every predicate',
  key: 'name',
  what: 'a header name',
  check: nameCheck,
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
  describe: (name) => `header ${name}`,
  select: (observation, name) => ({ values: observation.header(name), several: 'some', textual: true }),
});

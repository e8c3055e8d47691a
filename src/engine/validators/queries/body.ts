// `- body: { starts-with: "{" }` and `{ name, body: true }`: the decoded body as text, so every
// predicate applies to it (the body-* validators are its common cases).
import { defineQuery } from '../define-query.ts';

export const body = defineQuery({
  key: 'body',
  summary: 'the decoded body as text satisfies every predicate',
  value: 'the decoded body as text (the same as no source)',
  example: 'e.g. `body: { starts-with: "{" }`',
  needs: ['body'],
  examples: [
    { argument: '{ equals: hello }', response: { body: 'hello' }, passes: true },
    { argument: '{ lt: goodbye }', response: { body: 'hello' }, passes: false },
  ],
  query: () => ({ source: 'body' }),
  judged: { several: 'list' },
});

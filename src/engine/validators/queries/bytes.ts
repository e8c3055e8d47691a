// `- bytes: { equals: { hex: … } }` and `{ name, bytes: true }`: the decoded body's bytes. In messages
// and captures they are written as base64 (a form secrets are masked in).
import { defineQuery } from '../define-query.ts';

export const bytes = defineQuery({
  key: 'bytes',
  summary:
    "the decoded body's bytes satisfy every predicate (`equals` / `contains` with `{ hex: … }` or `{ base64: … }`)",
  value: "the decoded body's bytes, as base64",
  example: 'e.g. `bytes: { starts-with: { hex: 89504e47 } }`',
  needs: ['body'],
  examples: [
    { argument: '{ equals: { base64: aGVsbG8= } }', response: { body: 'hello' }, passes: true },
    { argument: '{ contains: { hex: "00ff" } }', response: { body: 'hello' }, passes: false },
  ],
  query: () => ({ source: 'bytes' }),
  judged: { several: 'list' },
});

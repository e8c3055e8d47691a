// `- ip: { equals: 127.0.0.1 }` and `{ name, ip: true }`: the address the response came from, as the
// connection recorded it once (through a proxy it is not known).
import { defineQuery } from '../define-query.ts';

export const ip = defineQuery({
  key: 'ip',
  summary: 'the address of the server the response came from satisfies every predicate',
  value: 'the address of the server the response came from (`127.0.0.1`, `::1`)',
  example: 'e.g. `ip: { type: ipv4 }`',
  needs: ['status'],
  examples: [
    { argument: '{ equals: 127.0.0.1, type: ipv4 }', response: {}, passes: true },
    { argument: '{ type: ipv6 }', response: {}, passes: false },
  ],
  query: () => ({ source: 'ip' }),
  judged: { several: 'list' },
});

// `- sha256: { equals: … }`, `- md5: { equals: { base64: … } }` and `{ name, sha256: true }`: the digest
// of the decoded body's bytes, as lower-case hex (compared without regard to case), computed only for
// a test that asks for it.
import { defineQuery } from '../define-query.ts';

function digest(key: 'sha256' | 'md5', hello: string) {
  return defineQuery({
    key,
    summary: `the ${key.toUpperCase()} of the decoded body's bytes (hex, or \`{ hex: … }\` / \`{ base64: … }\`) satisfies every predicate`,
    value: `the ${key.toUpperCase()} of the decoded body's bytes, as lower-case hex`,
    example: `e.g. \`${key}: { equals: ${hello} }\``,
    needs: ['body'],
    examples: [
      { argument: `{ equals: ${hello} }`, response: { body: 'hello' }, passes: true },
      { argument: `{ equals: { hex: "${hello}" } }`, response: { body: 'hello!' }, passes: false },
    ],
    query: () => ({ source: key }),
    judged: { several: 'list', caseless: true },
  });
}

export const sha256 = digest('sha256', '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
export const md5 = digest('md5', '5d41402abc4b2a76b9719d911017c592');

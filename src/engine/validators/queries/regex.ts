// `- regex: { pattern: 'v(\d+)', equals: "2" }` and `{ name, regex: 'v(\d+)' }`: the first group of
// the pattern's first match in the body text (nothing when it does not match), matched by the run's
// bounded matcher like every user pattern. As a capture it is `pattern` alone.
import type { ArgumentNode } from '../argument.ts';
import { defineQuery } from '../define-query.ts';
import { regexProblem } from '../predicates.ts';
import { checkedText } from '../query-arguments.ts';
import type { Locator } from '../query-validator.ts';

const WHAT = 'a regular expression with a capture group';

/** Why the pattern cannot be a regex query (it does not compile, or has no group), or undefined. */
function patternCheck(pattern: string): { message: string } | undefined {
  const problem = regexProblem(pattern);
  if (problem !== undefined) return { message: `the pattern is not a valid regular expression: ${problem}` };
  // An empty alternative always matches, and the match has one slot per group.
  if (new RegExp(`${pattern}|`).exec('')!.length === 1)
    return { message: 'the pattern has no capture group: put the part to keep in parentheses, e.g. `v(\\d+)`' };
  return undefined;
}

const locator: Locator<string> = {
  key: 'pattern',
  what: WHAT,
  read(node: ArgumentNode, validator) {
    const problem = node.text === undefined || node.templated ? undefined : patternCheck(node.text);
    if (node.text === undefined || node.templated || problem !== undefined) {
      node.error(
        `\`pattern\` of \`${validator}\` ${problem?.message ?? `expects ${WHAT}, got ${node.describe()}`}`,
        'e.g. `regex: { pattern: \'version (\\d+)\', equals: "2" }`',
      );
      return undefined;
    }
    return node.text;
  },
};

export const regex = defineQuery<string>({
  key: 'regex',
  summary: "the first group of the pattern's first match in the body text satisfies every predicate",
  value: "the first group of the pattern's first match in the body text (the same as `pattern` alone)",
  locator,
  captureArgument: checkedText(WHAT, "e.g. `regex: 'version (\\d+)'`", patternCheck),
  example: 'e.g. `regex: { pattern: \'version (\\d+)\', equals: "2" }`',
  needs: ['body'],
  examples: [
    { argument: '{ pattern: \'v(\\d+)\', equals: "2" }', response: { body: 'api v2' }, passes: true },
    { argument: '{ pattern: \'v(\\d+)\', gt: "3" }', response: { body: 'api v2' }, passes: false },
  ],
  query: (pattern) => ({ source: 'regex', pattern }),
  judged: { several: 'list', textual: true },
});

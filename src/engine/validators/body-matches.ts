// `- body-matches: '^\{"id":\d+'`: a regular expression finds a match in the body. It runs through
// the run's PatternMatcher, so a pattern that backtracks cannot hang the run.
import type { ArgumentSchema } from './argument.ts';
import { excerpt } from './body.ts';
import { patternChecksSomething, regexProblem } from './predicates.ts';
import { defineValidator } from './spec.ts';

const argument: ArgumentSchema<string> = {
  expects: 'a regular expression',
  example: 'e.g. `body-matches: \'^\\{"id":\\d+\'`',
  docs: 'a regular expression (JavaScript syntax)',
  jsonSchema: { type: 'string', minLength: 1 },
  read(node, reject) {
    if (node.text === undefined) return reject(node.describe());
    if (node.templated) return node.template();
    const problem = regexProblem(node.text);
    if (problem === undefined)
      return patternChecksSomething(node, node.text, 'body-matches', 'to expect an empty body write `body-equals: ""`')
        ? node.text
        : undefined;
    node.error(
      `\`body-matches\` is not a valid regular expression: ${problem}`,
      'patterns use JavaScript regular expression syntax',
    );
    return undefined;
  },
  fromText: (text) => (text !== '' && regexProblem(text) === undefined ? text : undefined),
  renderedExpects: 'a valid regular expression that is not empty (an empty one matches any body)',
};

export const bodyMatches = defineValidator({
  name: 'body-matches',
  summary: 'the regular expression finds a match in the body',
  argument,
  needs: ['body'],
  examples: [
    { argument: '\'^\\{"id":\\d+\'', response: { body: '{"id":42}' }, passes: true },
    { argument: "'^\\d+$'", response: { body: 'abc' }, passes: false },
  ],
  async evaluate(observation, pattern, { patterns, remainingMs, signal }) {
    // `(?:…)()`: a match always has a group, and the user's groups keep their numbers.
    const match = await patterns.match(`(?:${pattern})()`, observation.text, remainingMs(), signal);
    const expected = `matches /${pattern}/`;
    const actual =
      match.kind === 'match'
        ? 'matched'
        : match.kind === 'timeout'
          ? "the pattern took too long (stopped at the test's time budget)"
          : excerpt(observation.redact(observation.text));
    const pass = match.kind === 'match';
    return {
      name: 'body-matches',
      pass,
      predicate: 'matches',
      expected,
      actual,
      message: pass
        ? `body-matches: /${pattern}/ matched`
        : `body-matches: expected the body to match /${pattern}/, got ${actual}`,
    };
  },
});

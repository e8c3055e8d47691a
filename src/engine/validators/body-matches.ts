// `- body-matches: '^\{"id":\d+'`: a regular expression finds a match in the body. It runs through
// the run's PatternMatcher, so a pattern that backtracks cannot hang the run.
import { scalar } from './arguments.ts';
import { excerpt } from './body.ts';
import { patternChecksSomething, regexProblem } from './predicates.ts';
import { defineValidator } from './spec.ts';

const EMPTY_HINT = 'to expect an empty body write `body-equals: ""`';

const argument = scalar<string>({
  expects: 'a regular expression',
  docs: 'a regular expression (JavaScript syntax)',
  jsonSchema: { type: 'string', minLength: 1 },
  parse(text) {
    if (text === '')
      return {
        ok: false,
        checksNothing: true,
        message: '`body-matches: ""` holds for any text: an empty pattern matches anywhere',
        hint: EMPTY_HINT,
      };
    const problem = regexProblem(text);
    if (problem !== undefined)
      return {
        ok: false,
        message: `\`body-matches\` is not a valid regular expression: ${problem}`,
        hint: 'patterns use JavaScript regular expression syntax',
      };
    return { ok: true, value: text };
  },
  // Warns of a pattern such as `.*` that matches any text.
  refine: (text, node) => patternChecksSomething(node, text, 'body-matches', EMPTY_HINT),
  renderedExpects: 'a valid regular expression that is not empty (an empty one matches any body)',
});

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

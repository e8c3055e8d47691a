// How a JSON Schema's `pattern` and `patternProperties` are compiled (ajv's `code.regExp`; also a
// JSONPath's `match()`/`search()`, see json-path.ts), so that no response can make one backtrack without bound (issue 9, "A run cannot hang"): measured, ajv's own
// `new RegExp('^(a+)+$', 'u')` took 90 s on a 35-character string, blind to --timeout and SIGTERM.
//
// ajv compiles patterns in JavaScript's unicode mode (`u`), which V8's linear-time engine does not
// take. A pattern that needs nothing of that mode — no `\p{…}` or `\u{…}` escapes, no character
// outside the Basic Multilingual Plane — and that the linear-time engine accepts (no backreferences,
// no lookarounds) runs on that engine instead. On text without surrogate code units both modes match
// alike; on text with them (an emoji, say) such a character counts as two, as in a pattern without
// `u` (docs/collection-format.md).
//
// Any other pattern must backtrack, in unicode mode: it runs in the run's pattern worker, under the
// test's time budget. ajv's validation (like a JSONPath query) is synchronous, so it runs in rounds (`validateInRounds`): the
// pattern answers what is known, notes what is not (and guesses), the notes are matched in the
// worker, and validation runs again, until a round needed nothing unknown.
import { linearRegExp, type PatternMatcher } from './patterns.ts';

/** What only unicode mode reads as intended: property and code point escapes, and astral characters. */
const NEEDS_UNICODE_MODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;

/** The native constructor, whoever replaces the global while a query runs (json-path.ts does). */
const NativeRegExp = RegExp;

/**
 * The pattern compiled for V8's linear-time engine when it needs nothing of unicode mode and the
 * engine takes it; undefined otherwise. It matches as unicode mode does on text without astral
 * characters (with them, such a character counts as two).
 */
export function linearInPlaceOfUnicode(pattern: string): RegExp | undefined {
  return NEEDS_UNICODE_MODE.test(pattern) ? undefined : linearRegExp(pattern);
}

/** One pattern test that must backtrack: the pattern, its flags and the text. */
export interface PatternQuestion {
  pattern: string;
  flags: '' | 'u';
  text: string;
}

/** The answers of the current validation round, while one runs (validation is synchronous). */
let round: { known: Map<string, boolean>; unknown: Map<string, PatternQuestion> } | undefined;

interface SchemaRegExp {
  (pattern: string, flags: string): { test(text: string): boolean };
  /** ajv's name for the engine in standalone code, which assay does not generate. */
  code: string;
}

export const schemaPattern: SchemaRegExp = Object.assign(
  (pattern: string, flags: string) => {
    // Compiled as ajv would first: an invalid pattern throws the error ajv reports.
    const exact = new NativeRegExp(pattern, flags);
    // ajv keys its compiled patterns by this text.
    const toString = () => exact.toString();
    const linear = linearInPlaceOfUnicode(pattern);
    if (linear !== undefined) return { test: (text: string) => linear.test(text), toString };
    const question = (text: string): PatternQuestion => ({ pattern, flags: flags === 'u' ? 'u' : '', text });
    return {
      test(text: string): boolean {
        // Outside `validateInRounds` (a caller that validates directly) the pattern runs as ajv's would.
        if (round === undefined) return exact.test(text);
        const key = `${flags}/${pattern}\u0000${text}`;
        const known = round.known.get(key);
        if (known !== undefined) return known;
        round.unknown.set(key, question(text));
        return true;
      },
      toString,
    };
  },
  { code: 'assaySchemaPattern' },
);

/** How a pattern question ended: the worker's answer, or why there is none. */
export type PatternAnswer = 'match' | 'none' | 'timeout' | 'interrupted';

/**
 * Runs `validate` (a validation by a schema compiled with `schemaPattern`) until every pattern test
 * that must backtrack has a known answer, each asked of `answer` once. The last round's value is
 * exact; a question that timed out or was interrupted ends it with that question instead.
 */
export async function validateInRounds<T>(
  validate: () => T,
  answer: (question: PatternQuestion) => Promise<PatternAnswer>,
): Promise<{ value: T } | { unanswered: PatternQuestion; reason: 'timeout' | 'interrupted' }> {
  const current = { known: new Map<string, boolean>(), unknown: new Map<string, PatternQuestion>() };
  for (;;) {
    round = current;
    let value: T;
    try {
      value = validate();
    } finally {
      round = undefined;
    }
    if (current.unknown.size === 0) return { value };
    for (const [key, question] of current.unknown) {
      const result = await answer(question);
      if (result === 'timeout' || result === 'interrupted') return { unanswered: question, reason: result };
      current.known.set(key, result === 'match');
    }
    current.unknown.clear();
  }
}

/** What pattern tests that must backtrack are asked of: the run's matcher and the test's time budget. */
export interface PatternBudget {
  patterns: PatternMatcher;
  /** What is left of the test's time budget, in ms (0: no limit). */
  remainingMs(): number;
  signal?: AbortSignal;
}

/** `validateInRounds`' answers from the run's pattern matcher, under what is left of the test's time budget. */
export function askMatcher(
  patterns: PatternMatcher,
  remainingMs: () => number,
  signal?: AbortSignal,
): (question: PatternQuestion) => Promise<PatternAnswer> {
  // `(?:…)()`: a match always has a group.
  return async ({ pattern, flags, text }) =>
    (await patterns.match(`(?:${pattern})()`, text, remainingMs(), signal, flags)).kind;
}

/** What a test's result says of a question left unanswered. */
export function unansweredText(question: PatternQuestion, reason: 'timeout' | 'interrupted'): string {
  return reason === 'timeout'
    ? `the pattern ${JSON.stringify(question.pattern)} took too long (stopped at the test's time budget)`
    : `the pattern ${JSON.stringify(question.pattern)} was stopped by the interrupt`;
}

// How a JSON Schema's `pattern` and `patternProperties` are compiled (ajv's `code.regExp`), so that no
// response can make one backtrack without bound (issue 9, "A run cannot hang"): measured, ajv's own
// `new RegExp('^(a+)+$', 'u')` took 90 s on a 35-character string, blind to --timeout and SIGTERM.
//
// ajv compiles patterns in JavaScript's unicode mode (`u`), which V8's linear-time engine does not
// take. A pattern that needs nothing of that mode — no `\p{…}` or `\u{…}` escapes, no character
// outside the Basic Multilingual Plane — and that the linear-time engine accepts (no backreferences,
// no lookarounds) runs on that engine instead. On text without surrogate code units both modes match
// alike; on text with them (an emoji, say) such a character counts as two, as in a pattern without
// `u` (docs/collection-format.md). Any other pattern runs as ajv would, on the backtracking engine.
import { runsInLinearTime } from './patterns.ts';

/** What only unicode mode reads as intended: property and code point escapes, and astral characters. */
const NEEDS_UNICODE_MODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;

interface SchemaRegExp {
  (pattern: string, flags: string): { test(text: string): boolean };
  /** ajv's name for the engine in standalone code, which assay does not generate. */
  code: string;
}

export const schemaPattern: SchemaRegExp = Object.assign(
  (pattern: string, flags: string) => {
    // Compiled as ajv would first: an invalid pattern throws the error ajv reports.
    const exact = new RegExp(pattern, flags);
    if (NEEDS_UNICODE_MODE.test(pattern) || !runsInLinearTime(pattern)) return exact;
    // eslint-disable-next-line no-invalid-regexp -- `l` (linear) is V8's, enabled by runsInLinearTime
    const linear = new RegExp(pattern, 'l');
    // ajv keys its compiled patterns by this text.
    return { test: (text: string) => linear.test(text), toString: () => exact.toString() };
  },
  { code: 'assaySchemaPattern' },
);

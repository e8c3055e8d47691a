// A response so large or so deeply nested that a parser, a query library or JSON.stringify runs
// out of stack or string length fails the check that reads it, with this reason, instead of ending
// the run (a server must not be able to crash a monitoring loop).

import { BodyTooLongError } from '../http/charset.ts';

/** What V8 throws when the stack runs out or a string or list would be too long. */
const EXHAUSTED = /call stack|string length|array length/i;

/** Why a check could not read the response, when `error` is V8 running out; undefined for any other error. */
export function exhaustedReason(error: unknown): string | undefined {
  if (error instanceof BodyTooLongError) return error.message;
  if (!(error instanceof RangeError) || !EXHAUSTED.test(error.message)) return undefined;
  return `the response is too large or too deeply nested to check (${error.message})`;
}

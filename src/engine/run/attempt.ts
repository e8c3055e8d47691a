// What one attempt of a test comes to, and the attempt that ended before its checks.
import type { ErrorCode, HttpMethod, TestResult } from '../../model/index.ts';
import { roundMs } from '../../model/values.ts';

export type Execution = Pick<
  TestResult,
  'outcome' | 'request' | 'response' | 'timings' | 'validators' | 'captures' | 'error' | 'errorCode' | 'attempts'
> & {
  /** Values this test captured, for the tests that depend on it. */
  captured: ReadonlyMap<string, string>;
};

/** One attempt, with what a retry needs to know: whether its `until` held, and why it did not pass. */
export type AttemptExecution = Execution & { untilHeld?: boolean; problem?: string };

/** What a test without captures captured (most tests): shared, never written to. */
export const NOTHING_CAPTURED: ReadonlyMap<string, string> = new Map();

/** An attempt that ended before its checks: what was (or would have been) sent, and why it stopped. */
interface ErroredAttempt {
  method: HttpMethod;
  url: string;
  headers?: [string, string][];
  body?: string;
  startMs: number;
  totalMs: number;
  errorCode: ErrorCode;
  error: string;
  /** What the attempt captured before it stopped (nothing, unless an interrupt stopped its checks). */
  captured?: ReadonlyMap<string, string>;
}

export function errored({
  method,
  url,
  headers = [],
  body,
  startMs,
  totalMs,
  errorCode,
  error,
  captured = NOTHING_CAPTURED,
}: ErroredAttempt): Execution & { problem: string } {
  return {
    outcome: 'errored',
    problem: error,
    request: { method, url, headers, body },
    timings: { startMs: roundMs(startMs), totalMs: roundMs(totalMs), ttfbMs: 0 },
    validators: [],
    captures: [],
    error,
    errorCode,
    captured,
  };
}

// Why a test did not pass, worded once for every report: the console, each file format, the job
// summary and the annotations. A test fails on a validator or on a capture that found no match
// (either alone is enough), errors when it could not be judged (with the failure's code), and is
// skipped or not run for a reason the scheduler gives.
import type { CaptureResult, SourcePosition, TestResult, ValidatorResult } from '../../model/index.ts';
import { describeStatus } from '../../model/values.ts';
import { reasonText } from './labels.ts';

/** What the wording reads of a test: its live result (console) and its report (files) both have it. */
export type JudgedTest = Pick<
  TestResult,
  'outcome' | 'validators' | 'captures' | 'error' | 'errorCode' | 'reason' | 'response'
>;

/** One line per reason the test did not pass; empty for a passing test. */
export function failureReasons(test: JudgedTest): string[] {
  switch (test.outcome) {
    case 'passed':
      return [];
    case 'errored':
      return [errorReason(test)];
    case 'skipped':
    case 'notRun':
      return [reasonText(test.reason)];
    case 'failed': {
      const reasons = [...failedValidators(test).map((validator) => validator.message), ...captureFailures(test)];
      return reasons.length > 0 ? reasons : ['failed'];
    }
  }
}

/** The first reason, for one-line listings (the console recap, the summary's failure headings). */
export function firstFailureReason(test: JudgedTest): string {
  return failureReasons(test)[0] ?? '';
}

/**
 * The reasons with their evidence, for reports that show a detail block (JUnit's failure text,
 * CTRF's trace): a failed validator's expected and actual values below its message.
 */
export function failureDetails(test: JudgedTest): string[] {
  if (test.outcome !== 'failed') return failureReasons(test);
  return [
    ...failedValidators(test).map(
      (validator) => `${validator.message}\n  expected: ${validator.expected}\n  actual:   ${validator.actual}`,
    ),
    ...captureFailures(test),
  ];
}

/**
 * A short name for the kind of failure, for fields that classify (JUnit's `type`): the first failed
 * validator's name, `context` for a capture, the error code, or `skipped` / `not run`.
 */
export function failureKind(test: JudgedTest): string | undefined {
  switch (test.outcome) {
    case 'passed':
      return undefined;
    case 'errored':
      return test.errorCode ?? 'error';
    case 'skipped':
      return 'skipped';
    case 'notRun':
      return 'not run';
    case 'failed':
      return failedValidators(test)[0]?.name ?? (unmatchedCaptures(test).length > 0 ? 'context' : 'failed');
  }
}

/**
 * Where to point a person at in the collection: the first failed validator or unmatched capture
 * that has a position, else the test itself (`testPosition`).
 */
export function failurePosition(test: JudgedTest, testPosition: SourcePosition): SourcePosition {
  // A test errored by a check its language model could not judge points at that check.
  if (test.outcome === 'errored')
    return test.validators.find((v) => v.errorCode !== undefined)?.position ?? testPosition;
  if (test.outcome !== 'failed') return testPosition;
  const first = [...failedValidators(test), ...unmatchedCaptures(test)].find((item) => item.position !== undefined);
  return first?.position ?? testPosition;
}

/** The reasons of a failed test that are unmatched captures (reports that tabulate validators list these apart). */
export function captureFailures(test: JudgedTest): string[] {
  return test.outcome === 'failed' ? unmatchedCaptures(test).map((capture) => captureReason(capture, test)) : [];
}

function errorReason(test: JudgedTest): string {
  const error = test.error ?? 'the request could not be completed';
  return test.errorCode ? `${test.errorCode}: ${error}` : error;
}

function captureReason(capture: CaptureResult, test: JudgedTest): string {
  const response = test.response ? `${describeStatus(test.response.status, test.response.statusText)} ` : '';
  const where = capture.source ? `response's ${capture.source}` : 'response body';
  if (capture.pattern === undefined) {
    return `context ${capture.name}: ${capture.problem ?? `the ${response}${where} selected nothing`}`;
  }
  const why = capture.problem ?? `found no match in the ${response}${where}`;
  return `context ${capture.name}: pattern ${JSON.stringify(capture.pattern)} ${why}`;
}

function failedValidators(test: JudgedTest): ValidatorResult[] {
  return test.validators.filter((validator) => !validator.pass);
}

function unmatchedCaptures(test: JudgedTest): CaptureResult[] {
  return test.captures.filter((capture) => !capture.matched);
}

// How outcomes, test names and counts are written in every report.
import type { Outcome } from '../../model/index.ts';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  passed: 'passed',
  failed: 'failed',
  errored: 'errored',
  skipped: 'skipped',
  notRun: 'not run',
};

/** The order outcomes are listed in summaries: the ones needing attention first. */
export const OUTCOME_ORDER: Outcome[] = ['failed', 'errored', 'passed', 'skipped', 'notRun'];

/** Why a test did not run, without the `skipped:` / `not run:` lead-in the reports label themselves. */
export function reasonText(reason: string | undefined): string {
  return (reason ?? 'no reason given').replace(/^(skipped|not run):\s*/i, '');
}

/** A test's name, with its iteration when the run repeated its tests: `Create user (iteration 2)`. */
export function testLabel(test: { name: string; iteration: number }, repeated: boolean): string {
  return repeated ? `${test.name} (iteration ${test.iteration})` : test.name;
}

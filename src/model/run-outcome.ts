// How a run ends, said once for every adapter: the exit codes of `assay` (and the action's step,
// the server's run status) and the one rule for whether a run failed.
import type { RunSummary, RunTotals } from './index.ts';

/** Every test that ran passed (or nothing failed to merge, load or write). */
export const EXIT_OK = 0;
/** A test failed or errored, a report could not be written, or the run is incomplete. */
export const EXIT_FAILED = 1;
/** Bad input: an invalid option, collection or output directory; nothing was sent. */
export const EXIT_USAGE = 2;
/** Interrupted by SIGINT (128 + 2), as a shell reports it. */
export const EXIT_SIGINT = 130;
/** Interrupted by SIGTERM (128 + 15). */
export const EXIT_SIGTERM = 143;

export type ExitCode =
  typeof EXIT_OK | typeof EXIT_FAILED | typeof EXIT_USAGE | typeof EXIT_SIGINT | typeof EXIT_SIGTERM;

/** The exit code of a run stopped by a signal. */
export function interruptedExitCode(signal: 'SIGINT' | 'SIGTERM'): ExitCode {
  return signal === 'SIGINT' ? EXIT_SIGINT : EXIT_SIGTERM;
}

/** A run fails when a test failed or errored, or when it was interrupted. */
export function isFailedRun(totals: Pick<RunTotals, 'failed' | 'errored'>, interrupted: unknown): boolean {
  return totals.failed + totals.errored > 0 || Boolean(interrupted);
}

/** The exit code of an executed run: its signal, else failed when the run, its reports or its accounting failed. */
export function runExitCode(summary: RunSummary, reportsFailed: boolean): ExitCode {
  if (summary.interrupted !== undefined) return interruptedExitCode(summary.interrupted);
  return isFailedRun(summary.totals, false) || reportsFailed || summary.unaccounted !== undefined
    ? EXIT_FAILED
    : EXIT_OK;
}

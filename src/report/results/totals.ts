// Counting outcomes and measuring spans of tests: shared by a run's collector and `assay merge`,
// so a merged report counts exactly as a single run does.
import type { Outcome, RunTotals } from '../../model/index.ts';
import { roundMs } from '../../model/values.ts';
import type { TestReport } from './document.ts';

export function emptyTotals(): RunTotals {
  return { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
}

export function countOutcome(totals: RunTotals, outcome: Outcome): void {
  totals.total++;
  totals[outcome]++;
}

export function addTotals(into: RunTotals, from: RunTotals): void {
  for (const key of Object.keys(into) as (keyof RunTotals)[]) into[key] += from[key];
}

export function totalsOf(tests: TestReport[]): RunTotals {
  const totals = emptyTotals();
  for (const test of tests) countOutcome(totals, test.outcome);
  return totals;
}

/** Wall time the tests spanned, first start to last end; 0 when none has timings. */
export function spanOf(tests: TestReport[]): number {
  const span = new TestSpan();
  for (const { timings } of tests) if (timings) span.add(timings);
  return span.ms;
}

/** `spanOf` of tests met one at a time. */
export class TestSpan {
  #first = Infinity;
  #last = 0;

  add(timings: { startMs: number; totalMs: number }): void {
    this.#first = Math.min(this.#first, timings.startMs);
    this.#last = Math.max(this.#last, timings.startMs + timings.totalMs);
  }

  get ms(): number {
    return this.#first === Infinity ? 0 : roundMs(this.#last - this.#first);
  }
}

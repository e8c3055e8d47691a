// The one place that proves a run tested everything it planned: every planned test of every
// collection has exactly one result per iteration. `execute` keeps a ledger for every run (the
// command line, the action and the server alike) and a run whose results do not add up is not green.
import type { RunObserver, RunStart, TestResult, TestStart } from '../model/index.ts';

/** At most this many test names are listed in a message; the rest are counted. */
const NAMED = 5;

export class RunLedger implements RunObserver {
  /** Per collection, the declared indices of its planned tests. */
  #planned: number[][] = [];
  #repeats = 1;
  #collectionNames: string[] = [];
  /** `collection:test:iteration` → how many results were heard. */
  readonly #recorded = new Map<string, number>();
  /** Tests started and not yet finished, with their names. */
  readonly #inFlight = new Map<string, string>();

  runStarted(start: RunStart): void {
    this.#planned = start.plannedTests;
    this.#repeats = start.options.repeats;
    this.#collectionNames = start.collections.map((collection) => `${collection.name} (${collection.file})`);
  }

  testStarted(test: TestStart): void {
    this.#inFlight.set(key(test.collection, test.test, test.iteration), test.name);
  }

  testFinished(result: TestResult): void {
    const at = key(result.collection, result.test, result.iteration);
    this.#inFlight.delete(at);
    this.#recorded.set(at, (this.#recorded.get(at) ?? 0) + 1);
  }

  /** The names of tests that were sent and have no result yet. */
  unsettled(): string[] {
    return [...this.#inFlight.values()];
  }

  /** Why the results do not account for the plan (a test without a result, or with two), or undefined. */
  problem(): string | undefined {
    const problems: string[] = [];
    let heard = 0;
    for (let collection = 0; collection < this.#planned.length; collection++) {
      const missing: string[] = [];
      const repeated: string[] = [];
      for (const test of this.#planned[collection]!) {
        for (let iteration = 1; iteration <= this.#repeats; iteration++) {
          const count = this.#recorded.get(key(collection, test, iteration)) ?? 0;
          heard += count;
          const what = `test ${test + 1}${this.#repeats > 1 ? ` (iteration ${iteration})` : ''}`;
          if (count === 0) missing.push(what);
          else if (count > 1) repeated.push(what);
        }
      }
      const name = this.#collectionNames[collection];
      if (missing.length > 0) problems.push(`${name}: ${listed(missing)} of the plan ${verb(missing)} no result`);
      if (repeated.length > 0) problems.push(`${name}: ${listed(repeated)} ${verb(repeated)} more than one result`);
    }
    const total = [...this.#recorded.values()].reduce((sum, count) => sum + count, 0);
    const unplanned = total - heard;
    if (unplanned > 0)
      problems.push(
        unplanned === 1
          ? '1 result of a test that was not planned'
          : `${unplanned} results of tests that were not planned`,
      );
    return problems.length === 0 ? undefined : problems.join('; ');
  }
}

function key(collection: number, test: number, iteration: number): string {
  return `${collection}:${test}:${iteration}`;
}

function listed(items: string[]): string {
  const named = items.slice(0, NAMED).join(', ');
  return items.length > NAMED ? `${named} and ${items.length - NAMED} more` : named;
}

function verb(items: string[]): string {
  return items.length === 1 ? 'has' : 'have';
}

/** The line an adapter writes for a run whose results do not account for its plan. */
export function incompleteRunMessage(unaccounted: string): string {
  return `assay: the run is incomplete, so it is not green: ${unaccounted}\n`;
}

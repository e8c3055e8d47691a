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
  /** Per collection, where its slots start in `#counts`, and how many declared indices an iteration spans. */
  #offsets: number[] = [];
  #widths: number[] = [];
  /** Results heard per slot (collection, iteration, declared index), up to 255: a byte per test, not a map entry. */
  #counts = new Uint8Array(0);
  /** Results of no slot (a collection, test or iteration outside the plan). */
  #outside = 0;
  /** Tests started and not yet finished, by slot, with their names (at most the tests in flight). */
  readonly #inFlight = new Map<number, string>();

  runStarted(start: RunStart): void {
    this.#planned = start.plannedTests;
    this.#repeats = start.options.repeats;
    this.#collectionNames = start.collections.map((collection) => `${collection.name} (${collection.file})`);
    let size = 0;
    this.#offsets = [];
    this.#widths = [];
    for (const tests of this.#planned) {
      // A loop, not Math.max(...tests): spread arguments overflow the stack past ~120,000 tests.
      let width = 0;
      for (const test of tests) if (test >= width) width = test + 1;
      this.#offsets.push(size);
      this.#widths.push(width);
      size += width * this.#repeats;
    }
    this.#counts = new Uint8Array(size);
  }

  testStarted(test: TestStart): void {
    const slot = this.#slot(test.collection, test.test, test.iteration);
    if (slot !== -1) this.#inFlight.set(slot, test.name);
  }

  testFinished(result: TestResult): void {
    const slot = this.#slot(result.collection, result.test, result.iteration);
    if (slot === -1) return void this.#outside++;
    this.#inFlight.delete(slot);
    if (this.#counts[slot]! < 255) this.#counts[slot]!++;
  }

  /** The names of tests that were sent and have no result yet. */
  unsettled(): string[] {
    return [...this.#inFlight.values()];
  }

  /** Why the results do not account for the plan (a test without a result, or with two), or undefined. */
  problem(): string | undefined {
    const problems: string[] = [];
    for (let collection = 0; collection < this.#planned.length; collection++) {
      const missing: string[] = [];
      const repeated: string[] = [];
      for (const test of this.#planned[collection]!) {
        for (let iteration = 1; iteration <= this.#repeats; iteration++) {
          const count = this.#counts[this.#slot(collection, test, iteration)]!;
          const what = `test ${test + 1}${this.#repeats > 1 ? ` (iteration ${iteration})` : ''}`;
          if (count === 0) missing.push(what);
          else if (count > 1) repeated.push(what);
        }
      }
      const name = this.#collectionNames[collection];
      if (missing.length > 0) problems.push(`${name}: ${listed(missing)} of the plan ${verb(missing)} no result`);
      if (repeated.length > 0) problems.push(`${name}: ${listed(repeated)} ${verb(repeated)} more than one result`);
    }
    const unplanned = this.#outside + this.#unplannedInSlots();
    if (unplanned > 0)
      problems.push(
        unplanned === 1
          ? '1 result of a test that was not planned'
          : `${unplanned} results of tests that were not planned`,
      );
    return problems.length === 0 ? undefined : problems.join('; ');
  }

  /** Results in a slot of a declared index that is not planned (a gap between planned indices). */
  #unplannedInSlots(): number {
    let total = 0;
    for (let collection = 0; collection < this.#planned.length; collection++) {
      const planned = new Set(this.#planned[collection]);
      for (let test = 0; test < this.#widths[collection]!; test++) {
        if (planned.has(test)) continue;
        for (let iteration = 1; iteration <= this.#repeats; iteration++)
          total += this.#counts[this.#slot(collection, test, iteration)]!;
      }
    }
    return total;
  }

  /** The slot of a test's result in `#counts`, or -1 when it lies outside the plan. */
  #slot(collection: number, test: number, iteration: number): number {
    const width = this.#widths[collection];
    if (width === undefined || test < 0 || test >= width || iteration < 1 || iteration > this.#repeats) return -1;
    return this.#offsets[collection]! + (iteration - 1) * width + test;
  }
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

// What changed between the last passing run and the first failing one after it: the tests whose
// outcome changed, with the response status before and after and the check that failed.
import type { ResultsDocument, TestReport } from '../../report/results/document.ts';
import { eachTest } from '../../report/results/stored-results.ts';
import type { Run } from '../store/store.ts';

export interface TestChange {
  test: string;
  before: string;
  after: string;
  statusBefore?: number;
  statusAfter?: number;
  check?: string;
  expected?: string;
  actual?: string;
  error?: string;
}

/** The runs to compare in a project's runs (newest first): the first failure after the last pass. */
export function breakingPair(runs: Run[]): { passed: Run; failed: Run } | undefined {
  const lastPass = runs.findIndex((r) => r.status === 'passed');
  if (lastPass <= 0) return undefined;
  const failed = runs[lastPass - 1];
  return failed.status === 'failed' ? { passed: runs[lastPass], failed } : undefined;
}

/** Each test's outcome and status alone, by collection, index and iteration: what a diff needs of the earlier run. */
export type Outcomes = Map<string, { outcome: string; status?: number }>;

const keyOf = (collection: string, test: TestReport) => `${collection}\u0000${test.index}\u0000${test.iteration}`;

/** The earlier run's part of a diff, read a record at a time: its results can go before the later run's are read. */
export function outcomesOf(doc: ResultsDocument): Outcomes {
  const outcomes: Outcomes = new Map();
  for (const collection of doc.collections)
    for (const test of eachTest(collection))
      outcomes.set(keyOf(collection.name, test), { outcome: test.outcome, status: test.response?.status });
  return outcomes;
}

export function diffRuns(before: ResultsDocument | Outcomes, after: ResultsDocument): TestChange[] {
  const earlier = before instanceof Map ? before : outcomesOf(before);
  const changes: TestChange[] = [];
  for (const collection of after.collections)
    for (const test of eachTest(collection)) {
      const previous = earlier.get(keyOf(collection.name, test));
      if (previous && previous.outcome === test.outcome) continue;
      const check = test.validators.find((v) => !v.pass);
      changes.push({
        test: test.name,
        before: previous?.outcome ?? 'absent',
        after: test.outcome,
        statusBefore: previous?.status,
        statusAfter: test.response?.status,
        ...(check ? { check: check.name, expected: check.expected, actual: check.actual } : {}),
        ...(test.error ? { error: test.error } : {}),
      });
    }
  return changes;
}

// Past incidents of a status page: each period in which a project's counted runs failed, from the
// first failing run to the next passing one (or ongoing), with the check that failed first in words.
import { eachTest, FAILING } from '../../report/results/stored-results.ts';
import { readStoredRun } from '../stored-run.ts';
import type { StatusChange } from '../store/history.ts';

export interface Incident {
  projectId: string;
  /** The first failing run: its results say what failed. */
  runId: string;
  start: number;
  /** undefined: ongoing. */
  end?: number;
}

/** Longest failure description kept: a hostile or verbose check message costs the page no more. */
const MAX_WORDS = 300;

/** Incidents from the changes of outcome (newest first), newest first, at most `limit`. */
export function incidentsFrom(changes: readonly StatusChange[], limit: number): Incident[] {
  const recoveredAt = new Map<string, number>();
  const incidents: Incident[] = [];
  for (const change of changes) {
    if (!change.failing) {
      recoveredAt.set(change.projectId, change.at);
      continue;
    }
    const end = recoveredAt.get(change.projectId);
    recoveredAt.delete(change.projectId);
    incidents.push({
      projectId: change.projectId,
      runId: change.runId,
      start: change.at,
      ...(end === undefined ? {} : { end }),
    });
    if (incidents.length === limit) break;
  }
  return incidents;
}

/** What failed first in a run, in one line: the first failed check's message, or the test's error. */
export function failingCheck(stored: { resultsJson?: string | Uint8Array; error?: string } | undefined): string {
  const words = firstFailure(stored);
  return words.length > MAX_WORDS ? `${words.slice(0, MAX_WORDS - 1)}…` : words;
}

function firstFailure(stored: { resultsJson?: string | Uint8Array; error?: string } | undefined): string {
  if (stored?.resultsJson) {
    try {
      for (const collection of readStoredRun(stored.resultsJson).collections)
        for (const test of eachTest(collection, FAILING)) {
          if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
          const check = test.validators?.find((v) => !v.pass);
          if (check) return `${test.name}: ${check.message}`;
          return `${test.name}: ${test.error ?? test.outcome}`;
        }
    } catch {
      // Results that cannot be read say nothing of what failed.
    }
  }
  return stored?.error ?? 'the run failed';
}

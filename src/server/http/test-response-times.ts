// Each test's response time over a project's last runs, from their stored results (rollups are per
// project): the points of one chart per test, oldest run first, the first `maxTests` tests of the
// newest run. A document that cannot be read is skipped.
import { eachTest } from '../../report/results/stored-results.ts';
import { readStoredRun } from '../stored-run.ts';
import type { Point } from './charts/response-time.ts';

export interface TestSeries {
  test: string;
  points: Point[];
}

export function testResponseTimes(
  runs: readonly { queuedAt: number; resultsJson: string }[],
  maxTests: number,
): TestSeries[] {
  const series = new Map<string, TestSeries>();
  const perRun: { at: number; totals: Map<string, number> }[] = [];
  for (const run of runs) {
    const totals = new Map<string, number>();
    try {
      for (const collection of readStoredRun(run.resultsJson).collections ?? [])
        for (const test of eachTest(collection) ?? []) {
          const name = test.iteration > 1 ? `${test.name} (iteration ${test.iteration})` : test.name;
          if (!series.has(name) && series.size < maxTests && perRun.length === 0)
            series.set(name, { test: name, points: [] });
          if (typeof test.timings?.totalMs === 'number') totals.set(name, test.timings.totalMs);
        }
    } catch {
      continue;
    }
    perRun.push({ at: run.queuedAt, totals });
  }
  for (const { at, totals } of perRun.reverse())
    for (const s of series.values()) {
      const ms = totals.get(s.test);
      s.points.push({ at, ...(ms === undefined ? {} : { ms }) });
    }
  return [...series.values()];
}

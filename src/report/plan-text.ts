// `--dry-run`: what would run, in the order it would run, and nothing sent.
import type { Collection, TestDefinition } from '../model/index.ts';
import { describeTest } from '../model/values.ts';

/** A collection's plan as the dry run shows it (the engine's plan has this shape). */
export interface PlanOutline {
  collection: Pick<Collection, 'name' | 'file'>;
  tests: TestDefinition[];
  /** Positions in `tests`, in the order they run. */
  order: number[];
  /** Per position: the positions it runs after. */
  dependencies: number[][];
}

export function describePlan(
  plans: PlanOutline[],
  options: { parallel: boolean; concurrency: number; repeats: number },
): string {
  let text = '';
  let total = 0;
  let notRun = 0;
  for (const plan of plans) {
    text += `${plan.collection.name} (${plan.collection.file}): ${plan.tests.length} test${plan.tests.length === 1 ? '' : 's'}\n`;
    plan.order.forEach((position, step) => {
      const test = plan.tests[position];
      const after = plan.dependencies[position].map((d) => describeTest(plan.tests[d]));
      text += `  ${String(step + 1).padStart(3)}. ${test.method.padEnd(7)} ${test.url.source}  ${describeTest(test)}${after.length > 0 ? `  (after ${after.join(', ')})` : ''}${test.notRun !== undefined ? `  — ${test.notRun}` : ''}\n`;
    });
    const runnable = plan.tests.filter((test) => test.notRun === undefined).length;
    total += runnable;
    notRun += plan.tests.length - runnable;
  }
  const mode = options.parallel ? `in parallel, up to ${options.concurrency} at once` : 'one at a time';
  const repeats = options.repeats > 1 ? `, ${options.repeats} times` : '';
  text += `\n${total} test${total === 1 ? '' : 's'} in ${plans.length} collection${plans.length === 1 ? '' : 's'} would run ${mode}${repeats}${notRun > 0 ? `; ${notRun} would not run (reasons above)` : ''}. Nothing was sent (--dry-run).\n`;
  return text;
}

// `--dry-run`: what would run, in the order it would run, and nothing sent.
import type { Collection, Template, TestDefinition } from '../model/index.ts';
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

/** What a dry run knows of a template's values before anything is sent. */
export interface KnownValues {
  variables: Record<string, string>;
  env: Record<string, string | undefined>;
}

export function describePlan(
  plans: PlanOutline[],
  options: { parallel: boolean; concurrency: number; repeats: number },
  known: KnownValues,
): string {
  let text = '';
  let total = 0;
  let notRun = 0;
  for (const plan of plans) {
    text += `${plan.collection.name} (${plan.collection.file}): ${plan.tests.length} test${plan.tests.length === 1 ? '' : 's'}\n`;
    plan.order.forEach((position, step) => {
      const test = plan.tests[position];
      const after = plan.dependencies[position].map((d) => describeTest(plan.tests[d]));
      text += `  ${String(step + 1).padStart(3)}. ${test.method.padEnd(7)} ${preview(test.url, known)}  ${describeTest(test)}${after.length > 0 ? `  (after ${after.join(', ')})` : ''}${test.notRun !== undefined ? `  — ${test.notRun}` : ''}\n`;
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

/**
 * A URL as it would be sent, as far as it is known before the run: `vars` and `env` values in
 * place, a secret as `***`, and what only the run knows (captures, functions, model texts) as written.
 */
function preview(template: Template, known: KnownValues): string {
  let text = '';
  for (const part of template.parts) {
    if (part.kind === 'text') text += part.text;
    else if (part.kind === 'ref' && part.namespace === 'secrets') text += '***';
    else if (part.kind === 'ref' && part.namespace === 'vars' && Object.hasOwn(known.variables, part.name))
      text += known.variables[part.name];
    else if (part.kind === 'ref' && part.namespace === 'env' && known.env[part.name] !== undefined)
      text += known.env[part.name];
    else if (part.kind === 'ref') text += `\${{ ${part.namespace}.${part.name} }}`;
    else if (part.kind === 'func') text += `\${{ func.${part.name}() }}`;
    else text += `\${{ ${part.model}.text(${part.words ?? ''}) }}`;
  }
  return text;
}

// One search with fast-check: draw cases from an arbitrary (the spec's examples first), run each, and
// when one fails a check, let fast-check shrink it to a minimal case that still fails the same check.
// The search then goes on for the checks not yet failed, so each check fails at most once per search.
// Nothing of a passing case is kept: memory holds only the failures found.
import fc from 'fast-check';
import type { CheckName } from './checks.ts';

export interface SearchFailure {
  check: CheckName;
}

export interface SearchSettings<T, F extends SearchFailure> {
  arbitrary: fc.Arbitrary<T>;
  examples: T[];
  /** fast-check's seed (a 32-bit integer): the same seed draws the same cases. */
  seed: number;
  numRuns: number;
  /** Runs one case: the failures of the checks it ran (enabled and not yet found). */
  run(drawn: T, skip: ReadonlySet<CheckName>): Promise<F[]>;
  /** True once the budget is spent or the run interrupted: the cases left pass without being sent. */
  stopped(): boolean;
  /** Most shrinking steps one failure may take (each is a request). */
  maxShrinks: number;
}

/** Each distinct failing check once, with the minimal case fast-check shrank it to. */
export async function search<T, F extends SearchFailure>(
  settings: SearchSettings<T, F>,
): Promise<{ failure: F; drawn: T }[]> {
  const found: { failure: F; drawn: T }[] = [];
  const skip = new Set<CheckName>();
  for (let round = 0; !settings.stopped(); round++) {
    let target: CheckName | undefined;
    let last: { failure: F; drawn: T } | undefined;
    let shrinks = 0;
    const property = fc.asyncProperty(settings.arbitrary, async (drawn) => {
      if (settings.stopped() || (target !== undefined && shrinks++ >= settings.maxShrinks)) return true;
      const failures = (await settings.run(drawn, skip)).filter((f) => !skip.has(f.check));
      const hit = target === undefined ? failures[0] : failures.find((f) => f.check === target);
      if (hit === undefined) return true;
      target = hit.check;
      last = { failure: hit, drawn };
      return false;
    });
    const details = await fc.check(property, {
      seed: (settings.seed + round) | 0,
      numRuns: settings.numRuns,
      examples: round === 0 ? settings.examples.map((example) => [example] as [T]) : [],
    });
    // An exception in assay's own code is no finding: it is reported as what it is.
    if (details.failed && last === undefined && details.errorInstance) throw details.errorInstance;
    if (!details.failed || last === undefined || target === undefined) break;
    found.push(last);
    skip.add(target);
  }
  return found;
}

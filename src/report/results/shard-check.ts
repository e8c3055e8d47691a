// Whether results files given to `assay merge` make up one whole run. A shard names its place
// (`i/n`) and the run it is part of (the plan's fingerprint and its number of tests), so a shard of
// another suite, the same shard twice or a shard left out is found instead of merged into a
// report that looks green.
import type { ResultsDocument } from './document.ts';

export interface ShardCheck {
  /** Files that cannot be merged at all (another run's shard, a shard given twice). */
  refused: string[];
  /** What is missing from the run: an error, or with --allow-partial a warning. */
  missing: string[];
}

/** `paths[i]` is where `docs[i]` was read from. */
export function checkShards(docs: ResultsDocument[], paths: string[]): ShardCheck {
  const shards = docs.flatMap((doc, i) => (doc.run.shard ? [{ ...doc.run.shard, path: paths[i]! }] : []));
  if (shards.length === 0) return { refused: [], missing: [] };
  const whole = docs.findIndex((doc) => doc.run.shard === undefined);
  if (whole !== -1) {
    return {
      refused: [`${paths[whole]} is the results of a whole run, the other files are shards: merge one or the other`],
      missing: [],
    };
  }
  const first = shards[0]!;
  const foreign = shards.filter((s) => s.total !== first.total || s.plan !== first.plan);
  if (foreign.length > 0) {
    const other = foreign[0]!;
    const why =
      other.total !== first.total
        ? `it is shard ${other.index}/${other.total}, ${first.path} is shard ${first.index}/${first.total}`
        : other.plan === undefined || first.plan === undefined
          ? 'one of them does not record the run it is part of (written by an older assay)'
          : 'they were run with different collections, tests, filters or repeats';
    return { refused: [`${other.path} is a shard of another run than ${first.path}: ${why}`], missing: [] };
  }
  const byIndex = new Map<number, string>();
  for (const shard of shards) {
    const earlier = byIndex.get(shard.index);
    if (earlier !== undefined) {
      return {
        refused: [`${earlier} and ${shard.path} are both shard ${shard.index}/${shard.total}`],
        missing: [],
      };
    }
    byIndex.set(shard.index, shard.path);
  }
  const absent = Array.from({ length: first.total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (absent.length > 0) {
    return {
      refused: [],
      missing: [`the results of shard ${absent.map((i) => `${i}/${first.total}`).join(', ')} are missing`],
    };
  }
  // Every shard is there: their results must add up to the run's plan (a shard cut short does not).
  const planned = first.plannedTests;
  if (planned === undefined) return { refused: [], missing: [] };
  const expected = planned * docs[0]!.run.options.repeats;
  const recorded = docs.reduce((sum, doc) => sum + doc.totals.total, 0);
  return {
    refused: [],
    missing:
      recorded === expected ? [] : [`the shards hold ${recorded} test results, but their run planned ${expected}`],
  };
}

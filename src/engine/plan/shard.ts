// `--shard i/n`: split a run's tests into n parts so n CI jobs can each run one. Tests that depend
// on each other (a connected component of the `dependsOn` graph) always land in the same part, or
// the dependent test would run without the context it captures. Parts are balanced by test count,
// or by earlier durations (`--shard-timings`), with longest-processing-time-first greedy packing.
import type { Collection, ShardPlan, TestDefinition } from '../../model/index.ts';
import { testKey } from '../../model/values.ts';

export interface ShardSpec {
  /** 1-based. */
  index: number;
  total: number;
}

/** A group of tests that must run in the same part. */
interface Unit {
  collection: number;
  /** Declared indices of its tests. */
  tests: number[];
  weight: number;
}

/**
 * Returns the collections with only the tests of part `shard.index` of `shard.total` (same order,
 * same declared `index` on each test; a collection with no test in this part keeps its place with
 * an empty list). Every test is in exactly one part. Pure and deterministic.
 */
export function selectShard(
  collections: Collection[],
  shard: ShardSpec,
  durations?: Map<string, number>,
): Collection[] {
  if (
    !Number.isInteger(shard.total) ||
    shard.total < 1 ||
    !Number.isInteger(shard.index) ||
    shard.index < 1 ||
    shard.index > shard.total
  ) {
    throw new RangeError(`invalid shard ${shard.index}/${shard.total}: expected i/n with 1 <= i <= n`);
  }
  const units = collections.flatMap((collection, c) =>
    dependencyGroups(collection.tests).map((tests) => ({ collection: c, tests, weight: 0 })),
  );
  weigh(units, collections, durations);
  const selected = assignParts(units, shard.total).get(shard.index - 1) ?? [];
  const keep = collections.map(() => new Set<number>());
  for (const unit of selected) for (const index of unit.tests) keep[unit.collection].add(index);
  return collections.map((collection, c) => ({
    ...collection,
    tests: collection.tests.filter((t) => keep[c].has(t.index)),
  }));
}

/**
 * What identifies the run a shard belongs to: a fingerprint of its collections (file and name), the
 * keys of the tests the run selected before it was split, and its repeats, with that number of
 * tests. Every shard of one run carries the same; `assay merge` refuses shards that do not.
 */
export function shardPlan(selected: Collection[], repeats: number): ShardPlan {
  // node:crypto is loaded by the first sharded run, not at every start.
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  let tests = 0;
  hash.update(JSON.stringify({ repeats }));
  for (const collection of selected) {
    hash.update(`\n${JSON.stringify([collection.file, collection.name])}`);
    for (const test of collection.tests) hash.update(`\n${JSON.stringify(testKey(collection, test))}`);
    tests += collection.tests.length;
  }
  return { fingerprint: `sha256:${hash.digest('hex')}`, tests };
}

/** Connected components of the `dependsOn` graph (ids are per collection), in declared order. */
function dependencyGroups(tests: TestDefinition[]): number[][] {
  const parent = tests.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const positionById = new Map<string, number>();
  tests.forEach((test, i) => {
    if (test.id !== undefined && !positionById.has(test.id)) positionById.set(test.id, i);
  });
  tests.forEach((test, i) => {
    for (const id of test.dependsOn) {
      const other = positionById.get(id);
      if (other === undefined) continue; // the checker reports unknown ids; nothing to keep together
      const [a, b] = [find(i), find(other)];
      // The root is always the earliest member, so groups come out in declared order.
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  });
  const groups = new Map<number, number[]>();
  tests.forEach((test, i) => {
    const root = find(i);
    const group = groups.get(root) ?? [];
    group.push(test.index);
    groups.set(root, group);
  });
  return [...groups.values()];
}

/** Weight = test count, or the sum of known durations with the median standing in for unknown tests. */
function weigh(units: Unit[], collections: Collection[], durations: Map<string, number> | undefined): void {
  const known = durations && durations.size > 0 ? durations : undefined;
  if (!known) {
    for (const unit of units) unit.weight = unit.tests.length;
    return;
  }
  const byIndex = collections.map((c) => new Map(c.tests.map((t) => [t.index, t])));
  const durationOf = (unit: Unit, index: number): number | undefined => {
    const test = byIndex[unit.collection].get(index);
    return test ? known.get(testKey(collections[unit.collection], test)) : undefined;
  };
  const found: number[] = [];
  for (const unit of units)
    for (const index of unit.tests) {
      const d = durationOf(unit, index);
      if (d !== undefined && Number.isFinite(d) && d >= 0) found.push(d);
    }
  const fallback = found.length > 0 ? median(found) : 1;
  for (const unit of units) {
    unit.weight = unit.tests.reduce((sum, index) => {
      const d = durationOf(unit, index);
      return sum + (d !== undefined && Number.isFinite(d) && d >= 0 ? d : fallback);
    }, 0);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Longest-processing-time-first: heaviest unit first into the lightest part. Ties break on
 * declaration order (unit) and on the lower part number (part), so every job computes the same split.
 */
function assignParts(units: Unit[], total: number): Map<number, Unit[]> {
  const order = units.map((unit, position) => ({ unit, position }));
  order.sort((a, b) => b.unit.weight - a.unit.weight || a.position - b.position);
  const loads = new Array<number>(total).fill(0);
  const counts = new Array<number>(total).fill(0);
  const parts = new Map<number, Unit[]>();
  for (const { unit } of order) {
    let best = 0;
    for (let p = 1; p < total; p++) {
      if (loads[p] < loads[best] || (loads[p] === loads[best] && counts[p] < counts[best])) best = p;
    }
    loads[best] += unit.weight;
    counts[best] += unit.tests.length;
    const part = parts.get(best) ?? [];
    part.push(unit);
    parts.set(best, part);
  }
  return parts;
}

// The plan of a run: which tests of each collection run (tag filter, shard) and in what order.
// Pure: no I/O, no clock.
import type { Collection, TestDefinition } from '../../model/index.ts';
import { selectShard } from './shard.ts';

export interface PlanOptions {
  tags: string[];
  /** OpenAPI operationIds (`--operation`); empty: every test. */
  operations?: string[];
  shard?: { index: number; total: number };
  shardDurations?: Map<string, number>;
}

export interface CollectionPlan {
  collection: Collection;
  /** Index of the collection in the run. */
  collectionIndex: number;
  /** Selected tests in declared order (the order reports list them in). */
  tests: TestDefinition[];
  /** For each selected test (by position in `tests`), the positions of the tests it depends on. */
  dependencies: number[][];
  /** Sequential execution order (positions in `tests`): declared order, dependencies pulled forward. */
  order: number[];
}

export function buildPlan(collections: Collection[], options: PlanOptions): CollectionPlan[] {
  let selected = selectTests(collections, options);
  if (options.shard) selected = selectShard(selected, options.shard, options.shardDurations);
  return selected.map((collection, collectionIndex) => planCollection(collection, collectionIndex));
}

/** The collections with the tests the tag and operation filters select: the whole run, before any shard. */
export function selectTests(
  collections: Collection[],
  options: Pick<PlanOptions, 'tags' | 'operations'>,
): Collection[] {
  return collections.map((collection) => ({
    ...collection,
    tests: filterByTags(filterByOperations(collection.tests, options.operations ?? []), options.tags),
  }));
}

/** Tests generated from one of the OpenAPI operations named with `--operation`. */
function filterByOperations(tests: TestDefinition[], operations: string[]): TestDefinition[] {
  if (operations.length === 0) return tests;
  return tests.filter((t) => t.operation?.operationId !== undefined && operations.includes(t.operation.operationId));
}

/** Tests having any of the tags, plus every test they depend on (transitively). */
function filterByTags(tests: TestDefinition[], tags: string[]): TestDefinition[] {
  if (tags.length === 0) return tests;
  const byId = new Map(tests.filter((t) => t.id !== undefined).map((t) => [t.id!, t]));
  const keep = new Set<TestDefinition>();
  const pending = tests.filter((t) => t.tags.some((tag) => tags.includes(tag)));
  while (pending.length > 0) {
    const test = pending.pop()!;
    if (keep.has(test)) continue;
    keep.add(test);
    for (const id of test.dependsOn) {
      const dependency = byId.get(id);
      if (dependency) pending.push(dependency);
    }
  }
  return tests.filter((t) => keep.has(t));
}

/** Shared by every test without dependencies (most of them); never written to. */
const NO_DEPENDENCIES: number[] = Object.freeze([]) as unknown as number[];

function planCollection(collection: Collection, collectionIndex: number): CollectionPlan {
  const tests = collection.tests;
  const positionById = new Map<string, number>();
  tests.forEach((test, position) => {
    if (test.id !== undefined) positionById.set(test.id, position);
  });
  const dependencies = tests.map((test) =>
    test.dependsOn.length === 0
      ? NO_DEPENDENCIES
      : test.dependsOn.map((id) => positionById.get(id)).filter((p): p is number => p !== undefined),
  );
  return { collection, collectionIndex, tests, dependencies, order: executionOrder(dependencies) };
}

/** Declared order, except that a test's dependencies run first. (The checker rejects cycles; a
 *  dependency already on the walk is skipped so this can never loop.) */
function executionOrder(dependencies: number[][]): number[] {
  const order: number[] = [];
  const placed = new Uint8Array(dependencies.length);
  const onWalk = new Uint8Array(dependencies.length);
  for (let start = 0; start < dependencies.length; start++) {
    // Iterative depth-first walk so a 100,000-long chain cannot overflow the stack.
    const stack: [number, number][] = [[start, 0]];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const [position, next] = frame;
      if (placed[position]) {
        stack.pop();
        continue;
      }
      const deps = dependencies[position];
      onWalk[position] = 1;
      if (next < deps.length) {
        frame[1]++;
        if (!placed[deps[next]] && !onWalk[deps[next]]) stack.push([deps[next], 0]);
        continue;
      }
      placed[position] = 1;
      order.push(position);
      stack.pop();
    }
  }
  return order;
}

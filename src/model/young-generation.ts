// Holds V8's young generation at a size that serves a run, instead of letting it grow to its maximum.
//
// V8 doubles the young generation each time the bytes that survived its scavenges since the last
// doubling exceed its size. The count never resets otherwise, so any long process in which
// something outlives a scavenge — each test's entry while a collection loads, the tests in flight,
// the learnt secrets — ends at the maximum: on a machine with much memory, 128 MB of a
// 100,000-test run's peak of ~260 MB, for a heap that holds ~50 MB alive (docs/performance.md,
// "Memory that does not grow with the suite"). Node takes `--max-semi-space-size` only on its
// command line, and the action's runner starts `node dist/index.js` with none. What V8 does read
// each time it grows is `--semi-space-growth-factor`: set to 1, a growth keeps the size it has. So
// once the young generation has reached YOUNG_GENERATION_CAP, it is held there.
//
// This is a runtime trick, so it stays only because it is measured (docs/performance.md: at
// 100,000 tests 260 → ~185 MB, at 10,000 ~148 → ~134 MB, CPU level; capped at 8 MB, promotion to
// the old generation cost more than it saved) and tested (__tests__/model/young-generation.test.ts).
// A user who sizes the young generation in Node's options is left alone.
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** The young generation's size (V8's `new_space`) past which it no longer grows. */
export const YOUNG_GENERATION_CAP = 16 * 1024 * 1024;

/** Every how many calls the size is looked at: reading it builds V8's table of every space. */
const LOOK_EVERY = 64;

let calls = 0;
let held = sizedByUser(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`);
let collections: PerformanceObserver | undefined;

/** Node's own options name the young generation's size or growth: the user's choice stands. */
export function sizedByUser(nodeOptions: string): boolean {
  return /--(?:max|min)[-_]semi[-_]space[-_]size|--semi[-_]space[-_]growth[-_]factor/.test(nodeOptions);
}

/**
 * Called for each test entry made or read (loading and running allocate at that pace): once the
 * young generation has reached the cap, tells V8 not to grow it again, for the rest of the process.
 * V8 grows it at the end of a collection, so while the event loop turns the size is also looked at
 * after each one: the first tests of a run can take long enough, between two looks, for two growths.
 */
export function holdYoungGeneration(): void {
  if (held) return;
  if (collections === undefined) {
    collections = new PerformanceObserver(look);
    collections.observe({ entryTypes: ['gc'] });
  }
  if (++calls % LOOK_EVERY === 0) look();
}

function look(): void {
  if (held) return;
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  if (young === undefined || young.space_size < YOUNG_GENERATION_CAP) return;
  setFlagsFromString('--semi-space-growth-factor=1');
  held = true;
  collections?.disconnect();
}

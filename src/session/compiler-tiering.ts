// V8's optimizing compiler (TurboFan) held back while a short run executes. TurboFan compiles hot
// functions on a background thread; a run of a few thousand tests ends before that work is paid back,
// and on a two-core CI machine the compiler thread competes with the API under test. Measured with
// the bench's collections (docs/performance.md, "TurboFan held back in short runs"): 3,000 to 15,000
// tests take 3–10 % less CPU, 1,000 tests the same; at 30,000 and more TurboFan pays for itself, so
// longer runs keep it. A short run gets TurboFan back after `HOLD_LIMIT_MS` (its tests are heavier
// than planned) and at its first XPath or costly JSONPath question (the query worker's work, which
// TurboFan speeds up: V8's flags are the process's). Only a run executed once holds it back:
// `assay serve` and `--interval` live long. V8 documents changing its flags at run time as
// unsupported; these three are covered by a test that asks V8 for a function's tier, and a process
// started with its own say over the tiers (`--jitless`, `--no-turbofan`, `--max-opt` …) is left
// alone: turning TurboFan on under `--jitless` crashes V8.
import { setFlagsFromString } from 'node:v8';

/** A run of at most this many test executions (tests × repeats) holds TurboFan back. */
export const SHORT_RUN_EXECUTIONS = 15_000;
/** TurboFan is back after this long, however short the run was planned to be. */
const HOLD_LIMIT_MS = 2_000;
/** V8 flags that decide the tiers, as Node or NODE_OPTIONS may pass them (`_` and `-` are the same to V8). */
const TIER_FLAG = /^--(no-)?(jitless|turbofan|opt|max-opt|always-turbofan)(=|$)/;

let holds = 0;
let tiersSetByUser: boolean | undefined;

/**
 * Holds TurboFan back until the returned function is called or `limitMs` has passed. Code
 * compiled meanwhile keeps the checks that let it tier up later (V8 leaves them out of code compiled
 * while TurboFan is off, and such code would never be optimized).
 */
export function holdOptimizingCompiler(limitMs = HOLD_LIMIT_MS): () => void {
  tiersSetByUser ??= [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) =>
    TIER_FLAG.test(arg.replaceAll('_', '-')),
  );
  if (tiersSetByUser) return () => {};
  if (holds++ === 0) {
    setFlagsFromString('--force-emit-interrupt-budget-checks');
    setFlagsFromString('--no-turbofan');
  }
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    clearTimeout(limit);
    if (--holds === 0) setFlagsFromString('--turbofan');
  };
  const limit = setTimeout(release, limitMs).unref();
  return release;
}

// V8's optimizing compiler (TurboFan) held back while a short run executes. TurboFan compiles hot
// functions on a background thread; a run of a few thousand tests ends before that work is paid back,
// and on a two-core CI machine the compiler thread competes with the API under test. Measured with
// the bench's collections (docs/performance.md, "TurboFan held back in short runs"): 3,000 to 15,000
// tests take 3–10 % less CPU, 1,000 tests the same; at 30,000 and more TurboFan pays for itself, so
// longer runs keep it. A short run gets TurboFan back after `HOLD_LIMIT_MS` (its tests are heavier
// than planned) and at its first XPath or costly JSONPath question (the query worker's work, which
// TurboFan speeds up: V8's flags are the process's). Only a run executed once holds it back:
// `assay serve` and `--interval` live long.
import { setFlagsFromString } from 'node:v8';

/** A run of at most this many test executions (tests × repeats) holds TurboFan back. */
export const SHORT_RUN_EXECUTIONS = 15_000;
/** TurboFan is back after this long, however short the run was planned to be. */
const HOLD_LIMIT_MS = 2_000;

let holds = 0;

/**
 * Holds TurboFan back until the returned function is called or `HOLD_LIMIT_MS` has passed. Code
 * compiled meanwhile keeps the checks that let it tier up later (V8 leaves them out of code compiled
 * while TurboFan is off, and such code would never be optimized).
 */
export function holdOptimizingCompiler(): () => void {
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
  const limit = setTimeout(release, HOLD_LIMIT_MS).unref();
  return release;
}

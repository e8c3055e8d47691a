// TurboFan held back while a short run executes (src/session/compiler-tiering.ts): a hot function
// is not optimized by TurboFan while the hold lasts, and is once it ends — code compiled during the
// hold must still be able to tier up, or a run that outlives its hold would stay slow. Each case runs
// in a child process (V8's flags are the process's), asking V8 itself with `%GetOptimizationStatus`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MODULE = fileURLToPath(new URL('../../src/session/compiler-tiering.ts', import.meta.url));

/** Runs `body` in a child with `hold` and `heat()` (makes a fresh function hot, returns whether TurboFan compiled it). */
function probe(body: string, nodeOptions: string[] = [], env = process.env): Record<string, boolean> {
  const script = `
    import { holdOptimizingCompiler as hold } from ${JSON.stringify(MODULE)};
    const TURBOFANNED = 1 << 6;
    // The function is made the first time heat() is called, so it is compiled while that call's state lasts.
    let hot;
    async function heat() {
      hot ??= new Function('n', 'let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s;');
      // Called, not inlined into this function's optimized code, so its own status is what changes.
      eval('%NeverOptimizeFunction(heat)');
      for (let round = 0; round < 40; round++) {
        for (let i = 0; i < 20000; i++) hot(100);
        if (eval('%GetOptimizationStatus(hot)') & TURBOFANNED) return true;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return false;
    }
    const seen = {};
    ${body}
    process.stdout.write(JSON.stringify(seen));
  `;
  const output = execFileSync(
    process.execPath,
    [...nodeOptions, '--allow-natives-syntax', '--input-type=module', '-e', script],
    { encoding: 'utf8', env },
  );
  return JSON.parse(output) as Record<string, boolean>;
}

test('a function made hot during the hold is left to TurboFan until it ends, then optimized', () => {
  const seen = probe(`
    const release = hold(60_000); // a busy machine's slow loop must not outlast the hold
    seen.held = await heat();
    release();
    seen.released = await heat();
  `);
  assert.deepEqual(seen, { held: false, released: true });
});

test('TurboFan comes back only when every hold has ended', () => {
  const seen = probe(`
    const first = hold(60_000);
    const second = hold(60_000);
    first();
    first(); // a second call changes nothing
    seen.oneLeft = await heat();
    second();
    seen.none = await heat();
  `);
  assert.deepEqual(seen, { oneLeft: false, none: true });
});

test('without a hold, a hot function is optimized', () => {
  assert.deepEqual(probe('seen.plain = await heat();'), { plain: true });
});

test('a hold not released ends by itself after its limit', () => {
  const seen = probe(`
    hold(300);
    await new Promise((resolve) => setTimeout(resolve, 400));
    seen.afterLimit = await heat();
  `);
  assert.deepEqual(seen, { afterLimit: true });
});

test("a process started with its own say over V8's tiers keeps it: a hold changes nothing", () => {
  // With --max-opt=2 (Maglev at most) nothing reaches TurboFan, after a hold too. (--jitless, which
  // NODE_OPTIONS may carry too, is left alone the same way; under it Node cannot strip types to run
  // this test, nor undici send a request.)
  const script = 'const release = hold(60_000); release(); seen.capped = await heat();';
  assert.deepEqual(probe(script, ['--max-opt=2']), { capped: false });
  assert.deepEqual(probe(script, ['--max_opt=2']), { capped: false });
});

// Preloaded into every measured process (`node --import ./bench/usage-probe.mjs …`): when the
// process exits it writes its own CPU time and peak RSS to $ASSAY_BENCH_USAGE. Measured from
// inside, at exit, so nothing races the process's end (see docs/performance.md). Plain JavaScript:
// a .ts preload would make Node load its type stripper into the measured process.
import { writeFileSync } from 'node:fs';

const target = process.env.ASSAY_BENCH_USAGE;
if (target) {
  delete process.env.ASSAY_BENCH_USAGE;
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(
      target,
      JSON.stringify({
        userMs: usage.userCPUTime / 1000,
        systemMs: usage.systemCPUTime / 1000,
        maxRssKb: usage.maxRSS,
      }),
    );
  });
}

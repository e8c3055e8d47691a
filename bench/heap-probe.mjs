// Preloaded into the soak's child (`node --expose-gc --import ./bench/heap-probe.mjs …`): on SIGUSR2 it
// collects garbage and writes `HEAP <heapUsed bytes> <external bytes>` to stderr, so the soak reads the
// live JS memory at a checkpoint rather than what a lazy collector has not freed yet. Plain JavaScript,
// like usage-probe.mjs.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  process.stderr.write(`HEAP ${heapUsed} ${external}\n`);
});

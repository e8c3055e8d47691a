// Preloaded into the soak's child (`node --expose-gc --import ./bench/heap-probe.mjs …`): on SIGUSR2 it
// collects garbage and writes `HEAP <rss> <heapUsed> <heapTotal> <external> <arrayBuffers> <handles>` to
// stderr (bytes, and the number of live handles and requests the event loop holds), so the soak reads the live
// JS memory at a checkpoint rather than what a lazy collector has not freed yet. Plain JavaScript, like
// usage-probe.mjs.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const handles = process.getActiveResourcesInfo().length;
  process.stderr.write(`HEAP ${rss} ${heapUsed} ${heapTotal} ${external} ${arrayBuffers} ${handles}\n`);
});

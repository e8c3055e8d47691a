/** Milliseconds to the microsecond, as every report gives timings. */
export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

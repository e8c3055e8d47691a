// The rollups' bucket sizes, and which buckets add up to an uptime window. Every finished run is
// added to one bucket of each period; a window is summed from the coarsest buckets that fit in it,
// so the 90-day figure reads about 14 rows per project instead of 91 daily ones.
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Ten days, counted from the Unix epoch (not calendar months: every bucket has the same size). */
export const TEN_DAYS_MS = 10 * DAY_MS;

export type RollupPeriod = 'hour' | 'day' | 'ten-day';

/** Finest first: each size is a multiple of the one before, so each bucket is whole buckets of the finer ones. */
export const ROLLUP_PERIODS: readonly (readonly [RollupPeriod, number])[] = [
  ['hour', HOUR_MS],
  ['day', DAY_MS],
  ['ten-day', TEN_DAYS_MS],
];

/** Buckets of `period` starting in [from, to); `to` undefined: every later one. */
export interface BucketRange {
  period: RollupPeriod;
  from: number;
  to?: number;
}

/**
 * The buckets whose sum is the window of `windowMs` ending at `now`. Its start is rounded down to the
 * hour (windows up to two days) or to the day (longer ones), as precise as the window needs; from
 * there, finer buckets up to the first boundary of the next period, then that period's buckets, and
 * so on. Buckets of a period include all finer buckets from their start on, so the sum is exactly the
 * sum of the finest buckets since the window's start.
 */
export function windowBuckets(windowMs: number, now: number): BucketRange[] {
  const finest = windowMs <= 2 * DAY_MS ? 0 : 1;
  const [, precision] = ROLLUP_PERIODS[finest]!;
  let from = Math.floor((now - windowMs) / precision) * precision;
  const ranges: BucketRange[] = [];
  for (let i = finest; i < ROLLUP_PERIODS.length; i++) {
    const [period] = ROLLUP_PERIODS[i]!;
    const coarser = ROLLUP_PERIODS[i + 1];
    if (!coarser) {
      ranges.push({ period, from });
      break;
    }
    const to = Math.ceil(from / coarser[1]) * coarser[1];
    if (to > from) ranges.push({ period, from, to });
    from = to;
  }
  return ranges;
}

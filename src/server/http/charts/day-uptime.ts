// The colour band of a share of passing runs (uptime bars), and the UTC dates charts are labelled with.
export type UptimeBand = 'up' | 'hi' | 'mid' | 'low' | 'nd';

/** 100%: up; from 99%: hi; from 95%: mid; below: low; no runs: nd (docs/serve.md#colours). */
export function uptimeBand(share: number | undefined): UptimeBand {
  if (share === undefined) return 'nd';
  if (share >= 1) return 'up';
  if (share >= 0.99) return 'hi';
  if (share >= 0.95) return 'mid';
  return 'low';
}

/**
 * A day's share as its segment names it: one decimal (`99.5%`; 90 segments per service weigh on the
 * page), never 100% short of every run nor 0% above none.
 */
export function dayPercent(share: number): string {
  if (share >= 1) return '100%';
  const tenths = Math.min(999, Math.max(share > 0 ? 1 : 0, Math.round(share * 1000)));
  return `${(tenths / 10).toFixed(1).replace(/\.0$/, '')}%`;
}

/** `2026-11-27` (UTC). */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `2026-11-27 23:54` (UTC). */
export function isoMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

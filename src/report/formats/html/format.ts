// Small formatting helpers shared by the human-readable reports (HTML and Markdown).

/** `0.4 ms`, `12 ms`, `1.25 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  if (ms < 10) return `${Math.round(ms * 10) / 10} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms - minutes * 60_000) / 1000)} s`;
}

/** `2026-03-01 10:00:00 UTC` from an ISO timestamp (kept as is when it does not parse). */
export function readableTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

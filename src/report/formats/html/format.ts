// Small formatting helpers shared by the human-readable reports (HTML and Markdown).
import type { Outcome } from '../../../model/index.ts';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  passed: 'passed',
  failed: 'failed',
  errored: 'errored',
  skipped: 'skipped',
  notRun: 'not run',
};

/** The order outcomes are listed in summaries: the ones needing attention first. */
export const OUTCOME_ORDER: Outcome[] = ['failed', 'errored', 'passed', 'skipped', 'notRun'];

/** `0.4 ms`, `12 ms`, `1.25 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  if (ms < 10) return `${Math.round(ms * 10) / 10} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms - minutes * 60_000) / 1000)} s`;
}

/** A body re-indented when it is JSON, else as it is. */
export function prettyBody(body: string): string {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Cuts `text` to at most `max` characters, never inside a surrogate pair; reports whether it cut. */
export function clip(text: string, max: number): { text: string; clipped: boolean } {
  if (text.length <= max) return { text, clipped: false };
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return { text: text.slice(0, end), clipped: true };
}

/** `2026-03-01 10:00:00 UTC` from an ISO timestamp (kept as is when it does not parse). */
export function readableTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Why a test did not run, without the `skipped:` / `not run:` lead-in the reports label themselves. */
export function reasonText(reason: string | undefined): string {
  return (reason ?? 'no reason given').replace(/^(skipped|not run):\s*/i, '');
}

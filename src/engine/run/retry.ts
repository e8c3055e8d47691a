// `retry` (and `--retries N`): sends a test again while its outcome asks for it, waiting between
// attempts, within the test's own timeout when it has one. The outcome is the last attempt's;
// every attempt is recorded with why it was followed by another.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AttemptRecord, RetryDefinition } from '../../model/index.ts';
import { RETRY_DEFAULTS, roundMs } from '../../model/values.ts';

/** What one attempt tells the loop. */
export interface AttemptOutcome {
  outcome: 'passed' | 'failed' | 'errored';
  status?: number;
  startMs: number;
  totalMs: number;
  /** Set when the test has `until`: whether every `until` validator held. */
  untilHeld?: boolean;
  /** Why the attempt did not succeed, in one line (the first failing check or the error). */
  problem?: string;
}

/** The retry of a test without its own `retry` under `--retries N`. */
export function defaultRetry(count: number): RetryDefinition {
  return { count, backoff: 'fixed', on: ['failed', 'errored'], until: [], ...RETRY_DEFAULTS };
}

/**
 * With `until`, a response is retried until every `until` validator holds; an errored attempt is
 * retried when `on` has `errored`. Without `until`, an outcome listed in `on` is retried.
 */
export function retriedBecause(retry: RetryDefinition, attempt: AttemptOutcome): string | undefined {
  if (attempt.outcome === 'errored')
    return retry.on.includes('errored') ? `errored: ${attempt.problem ?? 'the request failed'}` : undefined;
  if (retry.until.length > 0) return attempt.untilHeld ? undefined : `until not met: ${attempt.problem ?? ''}`;
  if (attempt.outcome === 'failed' && retry.on.includes('failed')) return `failed: ${attempt.problem ?? ''}`;
  return undefined;
}

/** The wait before attempt `next` (2 is the first retry): `interval`, or doubling from it with jitter up to the cap. */
export function waitBefore(retry: RetryDefinition, next: number, random: () => number = Math.random): number {
  if (retry.backoff === 'fixed' || next <= 2) return retry.intervalMs;
  const high = Math.min(retry.maxIntervalMs, retry.intervalMs * 2 ** (next - 2));
  const low = Math.min(retry.maxIntervalMs, retry.intervalMs * 2 ** (next - 3));
  // Jitter keeps tests that failed together from retrying in lockstep; never below the interval.
  return Math.round(low + random() * (high - low));
}

/**
 * Runs `attempt` until no retry is due, `count` retries were made, the test's own time budget
 * (`budgetMs`, 0: none) has no room for the wait, or `signal` aborts. Each attempt receives the
 * time left of the budget (0 when there is none).
 */
export async function retrying<T extends AttemptOutcome>(
  retry: RetryDefinition,
  budgetMs: number,
  attempt: (remainingMs: number) => Promise<T>,
  signal?: AbortSignal,
  onAttempt?: (record: AttemptRecord) => void,
): Promise<{ last: T; attempts: AttemptRecord[] }> {
  const started = performance.now();
  const remaining = (): number => (budgetMs > 0 ? budgetMs - (performance.now() - started) : 0);
  const attempts: AttemptRecord[] = [];
  for (let number = 1; ; number++) {
    const result = await attempt(budgetMs > 0 ? Math.max(1, Math.ceil(remaining())) : 0);
    const record: AttemptRecord = {
      attempt: number,
      outcome: result.outcome,
      ...(result.status !== undefined ? { status: result.status } : {}),
      startMs: roundMs(result.startMs),
      totalMs: roundMs(result.totalMs),
    };
    attempts.push(record);
    const because = retriedBecause(retry, result);
    const wait = waitBefore(retry, number + 1);
    const again =
      because !== undefined && number <= retry.count && !signal?.aborted && !(budgetMs > 0 && remaining() <= wait);
    if (again) record.retriedBecause = because;
    onAttempt?.(record);
    if (!again) return { last: result, attempts };
    const waited = await sleep(wait, true, { signal }).catch(() => false);
    if (!waited) return { last: result, attempts };
  }
}

// How shared values are written, the same in the engine, the reports and every adapter.
import { STATUS_CODES } from 'node:http';
import type { Collection, TestDefinition } from './index.ts';

/** Milliseconds to the microsecond, as every report gives timings. */
export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** `404 Not Found`: the code with its standard reason phrase, as people read it. */
export function describeStatus(status: number, statusText?: string): string {
  const reason = statusText || STATUS_CODES[status];
  return reason ? `${status} ${reason}` : String(status);
}

/** `1 error`, `2 errors`. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The key `--shard-timings` durations are stored under: stable across runs of the same files. */
export function testKey(collection: Pick<Collection, 'file'>, test: Pick<TestDefinition, 'id' | 'index'>): string {
  return `${collection.file}::${test.id ?? '#' + test.index}`;
}

/** How a test is named in messages and reports: its name, else its id, else `METHOD url`. */
export function describeTest(test: Pick<TestDefinition, 'name' | 'id' | 'method' | 'url'>): string {
  return test.name ?? test.id ?? `${test.method} ${test.url.source}`;
}

/** `retry` without `interval` waits 1 s; `backoff: exponential` waits at most 30 s (or `interval` when larger). */
export const RETRY_DEFAULTS = { intervalMs: 1000, maxIntervalMs: 30_000 } as const;

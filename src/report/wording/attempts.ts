// The attempts of a retried test, one line each, as every report words them.
import type { AttemptRecord } from '../../model/index.ts';

export function attemptLines(attempts: readonly AttemptRecord[] | undefined): string[] {
  if (!attempts || attempts.length < 2) return [];
  return attempts.map((attempt) => {
    const status = attempt.status === undefined ? '' : ` ${attempt.status}`;
    const retried = attempt.retriedBecause === undefined ? '' : `, retried: ${attempt.retriedBecause}`;
    return `attempt ${attempt.attempt}: ${attempt.outcome}${status} in ${Math.round(attempt.totalMs)} ms${retried}`;
  });
}

// What an alert says: the JSON a webhook receives and the one-line summary the other channels send.
import type { Run } from '../store/store.ts';

export type AlertEvent = 'failure' | 'recovery' | 'reminder';

/** The JSON a webhook receives (docs/serve.md#alerts). */
export interface AlertPayload {
  event: AlertEvent;
  deliveryId: string;
  sentAt: string;
  project: { id: string; name: string; group: string };
  run: {
    id: string;
    status: string;
    path: string;
    finishedAt: string | null;
    totals: Run['totals'];
    error: string | null;
  };
  state: { status: 'up' | 'down'; since: string; consecutiveFailures: number };
  failures: { test: string; outcome: string; check?: string; expected?: string; actual?: string; error?: string }[];
}

export function summary(payload: AlertPayload): string {
  const { project, run, event } = payload;
  const total = run.totals.passed + run.totals.failed + run.totals.errored;
  const what = event === 'recovery' ? 'recovered' : event === 'reminder' ? 'is still failing' : 'is failing';
  const first = payload.failures[0];
  const detail = first
    ? first.check
      ? `; ${first.test}: ${first.check} expected ${first.expected}, got ${first.actual}`
      : `; ${first.test}: ${first.error ?? first.outcome}`
    : run.error
      ? `; ${run.error.split('\n')[0]}`
      : '';
  return `${project.name} ${what}: ${run.totals.passed} of ${total} tests passed${detail} (run ${run.path})`;
}

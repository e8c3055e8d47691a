// What the dashboard shows live: the runs of this instance as they are queued, start, finish tests
// and finish. The executor publishes here; each open `GET /events` stream subscribes. Events carry
// ids, statuses, counts and test names (masked like the reports), never variables, secrets or bodies.
import type { Outcome } from '../model/index.ts';
import type { Run } from './store/store.ts';

export type LiveEvent =
  { type: 'run'; projectId: string; run: LiveRun } | { type: 'test'; projectId: string; runId: string; test: LiveTest };

export interface LiveRun {
  id: string;
  status: Run['status'];
  trigger: Run['trigger'];
  queuedAt: number;
  durationMs?: number;
  totals: Run['totals'];
  /** The project's status after this run (only once it is finished). */
  projectStatus?: 'passing' | 'failing';
}

export interface LiveTest {
  name: string;
  outcome: Outcome;
  /** The response's HTTP status, when there was one. */
  status?: number;
  durationMs?: number;
}

export function liveRun(run: Run, changes: Partial<LiveRun> = {}): LiveRun {
  return {
    id: run.id,
    status: run.status,
    trigger: run.trigger,
    queuedAt: run.queuedAt,
    durationMs: run.durationMs,
    totals: run.totals,
    ...changes,
  };
}

export class LiveEvents {
  readonly #listeners = new Set<(event: LiveEvent, here: boolean) => void>();

  /** `here`: the event is of a run on this instance (not passed on from another). Returns the unsubscribe. */
  subscribe(listener: (event: LiveEvent, here: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** An event of this instance's executor. */
  publish(event: LiveEvent): void {
    for (const listener of this.#listeners) listener(event, true);
  }

  /** An event another instance sent (live-postgres.ts). */
  relay(event: LiveEvent): void {
    for (const listener of this.#listeners) listener(event, false);
  }
}

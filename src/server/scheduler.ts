// Starts the scheduled runs that are due, on whichever instance claims them first. Every instance
// ticks; an occurrence is claimed by moving the project's next_run_at in one conditional UPDATE
// (Store.claimOccurrence), which exactly one instance can win, on SQLite and on PostgreSQL alike.
// Instances beat a heartbeat for themselves and their runs; a run whose instance stopped beating
// is marked `abandoned` by any other instance. Instances join by starting and leave by stopping.
import { nextOccurrence } from './schedule.ts';
import { projectSchedule } from './projects.ts';
import type { Executor } from './executor.ts';
import { DAY_MS, type Store } from './store/store.ts';

export interface SchedulerTiming {
  tickMs: number;
  heartbeatMs: number;
  /** A run without heartbeat for this long is abandoned. */
  staleMs: number;
}

export const DEFAULT_TIMING: SchedulerTiming = { tickMs: 1000, heartbeatMs: 5000, staleMs: 30_000 };

export interface Retention {
  days: number;
  runsPerProject: number;
}

export class Scheduler {
  readonly #store: Store;
  readonly #executor: Executor;
  readonly #instanceId: string;
  readonly #timing: SchedulerTiming;
  readonly #retention: Retention;
  readonly #timers: NodeJS.Timeout[] = [];
  #busy = false;

  constructor(store: Store, executor: Executor, instanceId: string, timing: SchedulerTiming, retention: Retention) {
    this.#store = store;
    this.#executor = executor;
    this.#instanceId = instanceId;
    this.#timing = timing;
    this.#retention = retention;
  }

  async start(): Promise<void> {
    await this.beat();
    this.#timers.push(
      setInterval(() => void this.tick().catch(report('scheduling')), this.#timing.tickMs),
      setInterval(() => void this.beat().catch(report('heartbeat')), this.#timing.heartbeatMs),
      setInterval(() => void this.prune().catch(report('retention')), 3_600_000),
    );
    void this.tick().catch(report('scheduling'));
  }

  async stop(): Promise<void> {
    this.#timers.splice(0).forEach(clearInterval);
    await this.#store.leave(this.#instanceId).catch(() => undefined);
  }

  /** Claims and starts every due occurrence. */
  async tick(now = Date.now()): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    try {
      for (const project of await this.#store.dueProjects(now)) {
        const schedule = projectSchedule(project);
        const due = project.nextRunAt!;
        const next = schedule && nextOccurrence(schedule, now, due);
        if (await this.#store.claimOccurrence(project.id, due, next)) await this.#executor.trigger(project, 'schedule');
      }
    } finally {
      this.#busy = false;
    }
  }

  async beat(): Promise<void> {
    await this.#store.heartbeat(this.#instanceId);
    await this.#store.abandonStaleRuns(Date.now() - this.#timing.staleMs);
  }

  async prune(): Promise<number> {
    return this.#store.pruneRuns(Date.now() - this.#retention.days * DAY_MS, this.#retention.runsPerProject);
  }
}

function report(what: string) {
  return (error: Error) => process.stderr.write(`assay serve: ${what} failed: ${error.message}\n`);
}

// What the server asks of scheduling, whichever engine does it: on SQLite (one instance) the
// in-process LocalScheduler (local-scheduler.ts), on PostgreSQL (any number of instances) the
// pg-boss job queue (pg-boss-scheduler.ts). Both start the runs through the Executor and keep
// the instance's heartbeat and the retention of runs (Housekeeping).
import type { Project, Run, Store } from './store/store.ts';
import { DAY_MS } from './store/store.ts';

export interface Scheduler {
  start(): Promise<void>;
  /** Takes no more runs; runs in progress on this instance are interrupted and recorded as abandoned. */
  stop(): Promise<void>;
  /** Queues a run of the project now (Run now, deploy hooks) and returns it. */
  runNow(project: Project, trigger: Run['trigger']): Promise<Run>;
  /** The project's next occurrence was set (created, schedule changed, resumed). */
  scheduled(project: Project): Promise<void>;
}

export interface SchedulerTiming {
  tickMs: number;
  heartbeatMs: number;
  /** A run without heartbeat for this long is abandoned (SQLite: a run of a process that was killed). */
  staleMs: number;
}

export const DEFAULT_TIMING: SchedulerTiming = { tickMs: 1000, heartbeatMs: 5000, staleMs: 30_000 };

export interface Retention {
  days: number;
  runsPerProject: number;
}

/** The instance's heartbeat (GET /api/instances) and the hourly retention of runs. */
export class Housekeeping {
  readonly #store: Store;
  readonly #instanceId: string;
  readonly #heartbeatMs: number;
  readonly #retention: Retention;
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(store: Store, instanceId: string, heartbeatMs: number, retention: Retention) {
    this.#store = store;
    this.#instanceId = instanceId;
    this.#heartbeatMs = heartbeatMs;
    this.#retention = retention;
  }

  async start(beat: () => Promise<void> = async () => undefined): Promise<void> {
    const everything = async () => {
      await this.#store.heartbeat(this.#instanceId);
      await beat();
    };
    await everything();
    this.#timers.push(
      setInterval(() => void everything().catch(report('heartbeat')), this.#heartbeatMs),
      setInterval(() => void this.prune().catch(report('retention')), 3_600_000),
    );
  }

  async stop(): Promise<void> {
    this.#timers.splice(0).forEach(clearInterval);
    await this.#store.leave(this.#instanceId).catch(() => undefined);
  }

  async prune(): Promise<number> {
    return this.#store.pruneRuns(Date.now() - this.#retention.days * DAY_MS, this.#retention.runsPerProject);
  }
}

export function report(what: string) {
  return (error: Error) => process.stderr.write(`assay serve: ${what} failed: ${error.message}\n`);
}

// Scheduling on SQLite, where one instance runs: every second the projects whose next occurrence
// is due are claimed (Store.claimOccurrence moves next_run_at on) and run on this instance. Runs
// beat a heartbeat; a run left `running` by a process that was killed is marked `abandoned` once
// its heartbeat is older than `staleMs` (on the next start, or by this instance).
import { nextOccurrence } from './schedule.ts';
import { projectSchedule } from './projects.ts';
import type { Executor } from './executor.ts';
import { Housekeeping, report, type Retention, type Scheduler, type SchedulerTiming } from './scheduler.ts';
import type { Project, Run, Store } from './store/store.ts';

export class LocalScheduler implements Scheduler {
  readonly #store: Store;
  readonly #executor: Executor;
  readonly #instanceId: string;
  readonly #timing: SchedulerTiming;
  readonly #housekeeping: Housekeeping;
  #ticker?: NodeJS.Timeout;
  #busy = false;

  constructor(store: Store, executor: Executor, instanceId: string, timing: SchedulerTiming, retention: Retention) {
    this.#store = store;
    this.#executor = executor;
    this.#instanceId = instanceId;
    this.#timing = timing;
    this.#housekeeping = new Housekeeping(store, instanceId, timing.heartbeatMs, retention);
  }

  async start(): Promise<void> {
    await this.#housekeeping.start(() => this.#beatRuns());
    this.#ticker = setInterval(() => void this.tick().catch(report('scheduling')), this.#timing.tickMs);
    void this.tick().catch(report('scheduling'));
  }

  async stop(): Promise<void> {
    clearInterval(this.#ticker);
    await this.#executor.stop();
    await this.#housekeeping.stop();
  }

  runNow(project: Project, trigger: Run['trigger']): Promise<Run> {
    return this.#executor.trigger(project, trigger);
  }

  /** Nothing to do: the next tick reads the project's next_run_at. */
  async scheduled(): Promise<void> {}

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

  async #beatRuns(): Promise<void> {
    await this.#store.beatRuns(this.#instanceId);
    await this.#store.abandonStaleRuns(Date.now() - this.#timing.staleMs);
  }
}

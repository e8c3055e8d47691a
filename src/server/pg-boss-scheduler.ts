// Scheduling on PostgreSQL, for any number of instances, by pg-boss (a job queue on PostgreSQL that
// the instances share; its tables live in the schema `assay_jobs`). Every run is a job of the queue
// `assay-runs`, and pg-boss hands each job to exactly one instance that asks for it (one with a free run slot):
//
// - A scheduled occurrence is a job whose id is derived from (project, due time) and which starts
//   after the due time. Sending it twice inserts it once (the id is the job's key), so every instance
//   may (re)send a project's next occurrence: on a schedule change, and every 30 s for all projects
//   (repairing a send that a dying instance did not make). The instance that takes the job moves the
//   project's next_run_at on (refused when a schedule change made the job obsolete), sends the next
//   occurrence, and runs this one with the job's id as the run's id.
// - Run now and deploy hooks create the run (queued) and send a job with the run's id; whichever
//   instance has a free slot first runs it.
// - The instance running a job beats pg-boss's job heartbeat. A job whose heartbeat stops (its
//   instance was killed or cut off) is failed by pg-boss's monitor, which any instance runs, and
//   moved to the dead-letter queue `assay-runs-lost`, whose worker records the run as `abandoned`
//   with the reason. It is not run again: the schedule goes on with its next occurrence.
import { createHash } from 'node:crypto';
import { PgBoss, type Job, type JobInsert, type JobWithMetadata } from 'pg-boss';
import type { Executor } from './executor.ts';
import { projectSchedule } from './projects.ts';
import { nextOccurrence } from './schedule.ts';
import { Housekeeping, report, type Retention, type Scheduler, type SchedulerTiming } from './scheduler.ts';
import type { Project, Run, Store } from './store/store.ts';

export const JOB_SCHEMA = 'assay_jobs';
export const RUN_QUEUE = 'assay-runs';
export const LOST_QUEUE = 'assay-runs-lost';

export interface JobEngineTiming {
  /** How often an idle run slot asks for a job (pg-boss allows 0.5 s and more). */
  pollingSeconds: number;
  /** A running job without heartbeat for this long is lost (pg-boss allows 10 s and more). */
  heartbeatSeconds: number;
  /** How often the instances look for lost jobs. */
  monitorSeconds: number;
  /** How often every project's next occurrence is sent again (idempotent). */
  resendMs: number;
}

export const DEFAULT_ENGINE_TIMING: JobEngineTiming = {
  pollingSeconds: 1,
  heartbeatSeconds: 10,
  monitorSeconds: 5,
  resendMs: 30_000,
};

/** The longest a run may take on PostgreSQL: pg-boss fails an active job after this (its maximum). */
export const RUN_LIMIT_SECONDS = 24 * 3600;

interface RunJob {
  runId: string;
  projectId: string;
  trigger: Run['trigger'];
  /** For a scheduled occurrence: its due time (epoch ms). */
  due?: number;
}

/** The job (and run) id of a project's occurrence at `due`: a name-based UUID (RFC 9562 version 5 layout). */
export function occurrenceId(projectId: string, due: number): string {
  const hash = createHash('sha1').update(`assay-occurrence:${projectId}:${due}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class PgBossScheduler implements Scheduler {
  readonly #store: Store;
  readonly #executor: Executor;
  readonly #instanceId: string;
  readonly #slots: number;
  readonly #timing: JobEngineTiming;
  readonly #housekeeping: Housekeeping;
  readonly #boss: PgBoss;
  #resender?: NodeJS.Timeout;
  #started = false;
  #fetching?: Promise<void>;
  /** The jobs this instance holds (one per busy run slot). */
  readonly #active = new Set<Promise<void>>();
  /** Ends the fetch loop's wait. */
  #wake: () => void = () => undefined;

  constructor(
    databaseUrl: string,
    store: Store,
    executor: Executor,
    instanceId: string,
    slots: number,
    timing: SchedulerTiming,
    retention: Retention,
    engineTiming: JobEngineTiming = DEFAULT_ENGINE_TIMING,
  ) {
    this.#store = store;
    this.#executor = executor;
    this.#instanceId = instanceId;
    this.#slots = slots;
    this.#timing = engineTiming;
    this.#housekeeping = new Housekeeping(store, instanceId, timing.heartbeatMs, retention);
    this.#boss = new PgBoss({
      connectionString: databaseUrl,
      schema: JOB_SCHEMA,
      application_name: `assay serve ${instanceId}`,
      max: 4,
      // Schedules are ours (intervals of seconds, cron with time zones); pg-boss's cron is minute-grained.
      schedule: false,
      registerInstance: false,
      superviseIntervalSeconds: engineTiming.monitorSeconds,
      monitorIntervalSeconds: engineTiming.monitorSeconds,
    });
    this.#boss.on('error', report('the job queue'));
  }

  async start(): Promise<void> {
    await this.#boss.start({ attempts: 3 });
    const lost = { retryLimit: 2, retryDelay: 5, expireInSeconds: 300 };
    const runs = {
      deadLetter: LOST_QUEUE,
      retryLimit: 0,
      heartbeatSeconds: this.#timing.heartbeatSeconds,
      expireInSeconds: RUN_LIMIT_SECONDS,
      deleteAfterSeconds: 7 * 24 * 3600,
    };
    // Created once by whichever instance comes first; updated so that a newer assay's settings apply.
    await this.#boss.createQueue(LOST_QUEUE, lost);
    await this.#boss.createQueue(RUN_QUEUE, runs);
    await this.#boss.updateQueue(RUN_QUEUE, runs);
    await this.#housekeeping.start();
    this.#started = true;
    await this.resendAll();
    this.#resender = setInterval(() => void this.resendAll().catch(report('scheduling')), this.#timing.resendMs);
    this.#fetching = this.#fetchLoop();
    await this.#boss.work(
      LOST_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: 2 },
      async ([job]: JobWithMetadata<RunJob>[]) => this.#lost(job),
    );
  }

  async stop(): Promise<void> {
    this.#started = false;
    clearInterval(this.#resender);
    this.#wake();
    await this.#fetching;
    // The runs in progress are interrupted (recorded as abandoned); their jobs are completed.
    await this.#executor.stop();
    while (this.#active.size > 0) await Promise.all(this.#active);
    await this.#boss.stop({ graceful: true, timeout: 5000 });
    await this.#housekeeping.stop();
  }

  /**
   * Takes jobs while this instance has free run slots: again at once while jobs come, else after
   * `pollingSeconds` (or when a slot frees up, or run now was asked here). pg-boss's own `work()`
   * waits its polling interval after every job, which would cap each slot at one run per interval.
   */
  async #fetchLoop(): Promise<void> {
    while (this.#started) {
      const free = this.#slots - this.#active.size;
      if (free > 0) {
        const jobs = await this.#boss.fetch<RunJob>(RUN_QUEUE, { batchSize: free }).catch((error: Error) => {
          report('the job queue')(error);
          return [];
        });
        for (const job of jobs) this.#hold(job);
        if (jobs.length > 0) continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#timing.pollingSeconds * 1000);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Runs the job here, beating its heartbeat, and settles it with pg-boss. */
  #hold(job: Job<RunJob>): void {
    const beat = setInterval(
      () => void this.#boss.touch(RUN_QUEUE, job).catch(report('the job heartbeat')),
      (this.#timing.heartbeatSeconds * 1000) / 2,
    );
    const work: Promise<void> = this.#take(job)
      .then(
        () => this.#boss.complete(RUN_QUEUE, job),
        (error: Error) => this.#boss.fail(RUN_QUEUE, job, { message: error.message }),
      )
      .then(
        () => undefined,
        (error: Error) => void report('the job queue')(error),
      )
      .finally(() => {
        clearInterval(beat);
        this.#active.delete(work);
        this.#wake();
      });
    this.#active.add(work);
  }

  async runNow(project: Project, trigger: Run['trigger']): Promise<Run> {
    const run = await this.#store.createRun(project.id, trigger, this.#instanceId);
    const data: RunJob = { runId: run.id, projectId: project.id, trigger };
    this.#executor.queued(run); // before the job exists, so that no instance's `running` can come first
    await this.#boss.send(RUN_QUEUE, data, { id: run.id });
    this.#wake(); // taken here at once if a slot is free
    return run;
  }

  async scheduled(project: Project): Promise<void> {
    // Before start (project files read at startup), resendAll in start() sends it.
    if (!this.#started) return;
    if (project.nextRunAt !== undefined && !project.paused)
      await this.#send([occurrence(project.id, project.nextRunAt)]);
  }

  /** Sends every scheduled project's next occurrence; those already sent are left as they are. */
  async resendAll(): Promise<void> {
    const projects = await this.#store.dueProjects(Number.MAX_SAFE_INTEGER);
    for (let i = 0; i < projects.length; i += 500)
      await this.#send(projects.slice(i, i + 500).map((p) => occurrence(p.id, p.nextRunAt!)));
  }

  async #send(jobs: JobInsert<RunJob>[]): Promise<void> {
    await this.#boss.insert(RUN_QUEUE, jobs);
  }

  /** This instance got the job: run it here. */
  async #take(job: Job<RunJob>): Promise<void> {
    const { runId, projectId, trigger, due } = job.data;
    if (due !== undefined) {
      const project = await this.#moveSchedule(projectId, due);
      if (!project) return;
      await this.#executor.run(project, await this.#store.createRun(projectId, 'schedule', this.#instanceId, runId));
      return;
    }
    const [project, run] = await Promise.all([this.#store.project(projectId), this.#store.run(runId)]);
    if (project && run?.status === 'queued') await this.#executor.run(project, { ...run, trigger });
  }

  /**
   * Moves the project's schedule from `due` to its next occurrence and sends that; the project, or
   * undefined when the occurrence is obsolete (schedule changed, paused, deleted) or taken already.
   */
  async #moveSchedule(projectId: string, due: number): Promise<Project | undefined> {
    const project = await this.#store.project(projectId);
    const schedule = project && projectSchedule(project);
    if (!project || !schedule || project.paused || project.nextRunAt !== due) return undefined;
    const next = nextOccurrence(schedule, Date.now(), due);
    if (!(await this.#store.claimOccurrence(projectId, due, next))) return undefined;
    // Not sent (the database is away): resendAll sends it within 30 s.
    if (next !== undefined) await this.#send([occurrence(projectId, next)]).catch(report('scheduling'));
    return project;
  }

  /** A job failed without settling (pg-boss: no heartbeat, or over the time limit): its run is abandoned. */
  async #lost(job: JobWithMetadata<RunJob>): Promise<void> {
    const { runId, projectId, trigger, due } = job.data;
    // Lost before it was taken: the schedule still waits on it, so move it on.
    if (due !== undefined) await this.#moveSchedule(projectId, due);
    const run = await this.#store.run(runId);
    const output = job.sourceOutput as { value?: { message?: string }; message?: string } | null;
    const message = output?.value?.message ?? output?.message ?? 'unknown';
    let reason: string;
    if (/heartbeat/.test(message))
      reason =
        run?.status === 'running'
          ? `instance ${run.instanceId ?? 'unknown'} stopped while running it (no heartbeat)`
          : 'the instance that took it stopped before it started (no heartbeat)';
    else if (/timed out/.test(message)) reason = `the run took longer than ${RUN_LIMIT_SECONDS / 3600} hours`;
    else reason = `the run failed on its instance: ${message}`;
    await this.#store.abandonRun(runId, projectId, trigger, reason);
  }
}

function occurrence(projectId: string, due: number): JobInsert<RunJob> {
  const id = occurrenceId(projectId, due);
  return { id, data: { runId: id, projectId, trigger: 'schedule', due }, startAfter: new Date(due) };
}

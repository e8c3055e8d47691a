// Runs projects on this instance: a run row is created (queued), then started when one of the
// instance's run slots is free, and finished with its results.json, totals and rollups. Which
// instance runs what is the scheduler's business (scheduler.ts): it calls `trigger` (queue and run
// here) or `run` (a run queued elsewhere, e.g. by the job engine on PostgreSQL).
import { liveRun, type LiveEvents } from './live.ts';
import { Projects } from './projects.ts';
import { runProject } from './runner.ts';
import { QueryWorker } from '../engine/queries/query-worker.ts';
import type { Project, Run, Store } from './store/store.ts';

export interface FinishedRun {
  project: Project;
  run: Run;
}

export class Executor {
  readonly #store: Store;
  readonly #projects: Projects;
  readonly #instanceId: string;
  readonly #slots: number;
  readonly #waiting: (() => void)[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  readonly #stop = new AbortController();
  /** One query worker thread for every run of this instance (a run would start its own: ~55 ms of CPU each). */
  readonly #queryWorker = new QueryWorker();
  #running = 0;
  /** Called after each run is stored (alerts listen here). */
  onFinished?: (finished: FinishedRun) => Promise<void>;

  readonly #live: LiveEvents | undefined;

  constructor(store: Store, projects: Projects, instanceId: string, slots: number, live?: LiveEvents) {
    this.#live = live;
    this.#store = store;
    this.#projects = projects;
    this.#instanceId = instanceId;
    this.#slots = slots;
  }

  /** Queues a run of the project and returns it at once; the run goes on in the background. */
  async trigger(project: Project, trigger: Run['trigger']): Promise<Run> {
    const run = await this.#store.createRun(project.id, trigger, this.#instanceId);
    this.queued(run);
    void this.run(project, run);
    return run;
  }

  /** Tells the live pages of a run just queued, here or (on PostgreSQL) for whichever instance takes it. */
  queued(run: Run): void {
    this.#live?.publish({ type: 'run', projectId: run.projectId, run: liveRun(run) });
  }

  /** Runs a queued run here when a slot is free; resolves when it is stored (it never rejects). */
  run(project: Project, run: Run): Promise<void> {
    const work = this.#execute(project, run).finally(() => this.#inFlight.delete(work));
    this.#inFlight.add(work);
    return work;
  }

  /** Stops: runs in progress are interrupted and recorded as abandoned. */
  async stop(): Promise<void> {
    this.#stop.abort('SIGTERM');
    this.#waiting.splice(0).forEach((wake) => wake());
    await Promise.all(this.#inFlight);
    await this.#queryWorker.close();
  }

  /** Resolves when no run is in progress on this instance. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight);
  }

  async #execute(project: Project, run: Run): Promise<void> {
    if (this.#running >= this.#slots) await new Promise<void>((wake) => this.#waiting.push(wake));
    this.#running++;
    try {
      if (this.#stop.signal.aborted) return await this.#abandon(run);
      await this.#store.startRun(run.id, this.#instanceId);
      this.#live?.publish({ type: 'run', projectId: project.id, run: liveRun(run, { status: 'running' }) });
      let secrets: Record<string, string>;
      try {
        secrets = this.#projects.storedSecrets(project);
      } catch (error) {
        return await this.#finish(project, run, {
          status: 'error',
          durationMs: 0,
          totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
          error: (error as Error).message,
        });
      }
      const result = await runProject({
        yaml: project.sourceYaml,
        name: project.name,
        variables: project.variables,
        secrets,
        files: this.#projects.filesOf(project.originPath),
        signal: this.#stop.signal,
        queryWorker: this.#queryWorker,
        onTest: (test) => this.#live?.publish({ type: 'test', projectId: project.id, runId: run.id, test }),
      });
      if (this.#stop.signal.aborted) return await this.#abandon(run);
      await this.#finish(project, run, result);
    } catch (error) {
      await this.#store
        .finishRun(run.id, {
          status: 'error',
          durationMs: 0,
          totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
          error: `internal error: ${(error as Error).message}`,
        })
        .catch(() => undefined);
      await this.#publishStored(run.id);
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }

  async #abandon(run: Run): Promise<void> {
    await this.#store.finishRun(run.id, {
      status: 'abandoned',
      durationMs: 0,
      totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
      error: 'the server stopped during the run',
    });
    await this.#publishStored(run.id);
  }

  /** Tells the live pages how a run ended, as it is stored. */
  async #publishStored(runId: string, projectStatus?: 'passing' | 'failing'): Promise<void> {
    if (!this.#live) return;
    const stored = await this.#store.run(runId).catch(() => undefined);
    if (stored)
      this.#live.publish({
        type: 'run',
        projectId: stored.projectId,
        run: liveRun(stored, { projectStatus }),
      });
  }

  async #finish(project: Project, run: Run, result: Parameters<Store['finishRun']>[1]): Promise<void> {
    await this.#store.finishRun(run.id, result);
    const passed = result.status === 'passed';
    await this.#store.addToRollups(project.id, Date.now(), passed, result.durationMs);
    await this.#store.setProjectStatus(project.id, passed ? 'passing' : 'failing');
    await this.#publishStored(run.id, passed ? 'passing' : 'failing');
    const stored = await this.#store.run(run.id);
    if (stored && this.onFinished) await this.onFinished({ project, run: stored }).catch(() => undefined);
  }
}

export const id = 578;
export const ids = [578];
export const modules = {

/***/ 21578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_ENGINE_TIMING: () => (/* binding */ DEFAULT_ENGINE_TIMING),
/* harmony export */   JOB_SCHEMA: () => (/* binding */ JOB_SCHEMA),
/* harmony export */   LOST_QUEUE: () => (/* binding */ LOST_QUEUE),
/* harmony export */   PgBossScheduler: () => (/* binding */ PgBossScheduler),
/* harmony export */   RUN_LIMIT_SECONDS: () => (/* binding */ RUN_LIMIT_SECONDS),
/* harmony export */   RUN_QUEUE: () => (/* binding */ RUN_QUEUE),
/* harmony export */   occurrenceId: () => (/* binding */ occurrenceId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var pg_boss__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85233);
/* harmony import */ var _projects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65429);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46322);
/* harmony import */ var _scheduler_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9538);
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





const JOB_SCHEMA = 'assay_jobs';
const RUN_QUEUE = 'assay-runs';
const LOST_QUEUE = 'assay-runs-lost';
const DEFAULT_ENGINE_TIMING = {
    pollingSeconds: 1,
    heartbeatSeconds: 10,
    monitorSeconds: 5,
    resendMs: 30_000,
};
/** The longest a run may take on PostgreSQL: pg-boss fails an active job after this (its maximum). */
const RUN_LIMIT_SECONDS = 24 * 3600;
/** The job (and run) id of a project's occurrence at `due`: a name-based UUID (RFC 9562 version 5 layout). */
function occurrenceId(projectId, due) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`assay-occurrence:${projectId}:${due}`).digest();
    hash[6] = (hash[6] & 0x0f) | 0x50;
    hash[8] = (hash[8] & 0x3f) | 0x80;
    const hex = hash.subarray(0, 16).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
class PgBossScheduler {
    #store;
    #executor;
    #instanceId;
    #slots;
    #timing;
    #housekeeping;
    #boss;
    #resender;
    #started = false;
    #fetching;
    /** The jobs this instance holds (one per busy run slot). */
    #active = new Set();
    /** Ends the fetch loop's wait. */
    #wake = () => undefined;
    constructor(databaseUrl, store, executor, instanceId, slots, timing, retention, engineTiming = DEFAULT_ENGINE_TIMING) {
        this.#store = store;
        this.#executor = executor;
        this.#instanceId = instanceId;
        this.#slots = slots;
        this.#timing = engineTiming;
        this.#housekeeping = new _scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .Housekeeping */ .sG(store, instanceId, timing.heartbeatMs, retention);
        this.#boss = new pg_boss__WEBPACK_IMPORTED_MODULE_1__/* .PgBoss */ .zJ({
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
        this.#boss.on('error', (0,_scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .report */ .z8)('the job queue'));
    }
    async start() {
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
        this.#resender = setInterval(() => void this.resendAll().catch((0,_scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .report */ .z8)('scheduling')), this.#timing.resendMs);
        this.#fetching = this.#fetchLoop();
        await this.#boss.work(LOST_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 2 }, async ([job]) => this.#lost(job));
    }
    async stop() {
        this.#started = false;
        clearInterval(this.#resender);
        this.#wake();
        await this.#fetching;
        // The runs in progress are interrupted (recorded as abandoned); their jobs are completed.
        await this.#executor.stop();
        while (this.#active.size > 0)
            await Promise.all(this.#active);
        await this.#boss.stop({ graceful: true, timeout: 5000 });
        await this.#housekeeping.stop();
    }
    /**
     * Takes jobs while this instance has free run slots: again at once while jobs come, else after
     * `pollingSeconds` (or when a slot frees up, or run now was asked here). pg-boss's own `work()`
     * waits its polling interval after every job, which would cap each slot at one run per interval.
     */
    async #fetchLoop() {
        while (this.#started) {
            const free = this.#slots - this.#active.size;
            if (free > 0) {
                const jobs = await this.#boss.fetch(RUN_QUEUE, { batchSize: free }).catch((error) => {
                    (0,_scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .report */ .z8)('the job queue')(error);
                    return [];
                });
                for (const job of jobs)
                    this.#hold(job);
                if (jobs.length > 0)
                    continue;
            }
            await new Promise((resolve) => {
                const timer = setTimeout(resolve, this.#timing.pollingSeconds * 1000);
                this.#wake = () => {
                    clearTimeout(timer);
                    resolve();
                };
            });
        }
    }
    /** Runs the job here, beating its heartbeat, and settles it with pg-boss. */
    #hold(job) {
        const beat = setInterval(() => void this.#boss.touch(RUN_QUEUE, job).catch((0,_scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .report */ .z8)('the job heartbeat')), (this.#timing.heartbeatSeconds * 1000) / 2);
        const work = this.#take(job)
            .then(() => this.#boss.complete(RUN_QUEUE, job), (error) => this.#boss.fail(RUN_QUEUE, job, { message: error.message }))
            .then(() => undefined, (error) => void (0,_scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .report */ .z8)('the job queue')(error))
            .finally(() => {
            clearInterval(beat);
            this.#active.delete(work);
            this.#wake();
        });
        this.#active.add(work);
    }
    async runNow(project, trigger) {
        const run = await this.#store.createRun(project.id, trigger, this.#instanceId);
        const data = { runId: run.id, projectId: project.id, trigger };
        this.#executor.queued(run); // before the job exists, so that no instance's `running` can come first
        await this.#boss.send(RUN_QUEUE, data, { id: run.id });
        this.#wake(); // taken here at once if a slot is free
        return run;
    }
    async scheduled(project) {
        // Before start (project files read at startup), resendAll in start() sends it.
        if (!this.#started)
            return;
        if (project.nextRunAt !== undefined && !project.paused)
            await this.#send([occurrence(project.id, project.nextRunAt)]);
    }
    /** Sends every scheduled project's next occurrence; those already sent are left as they are. */
    async resendAll() {
        const projects = await this.#store.dueProjects(Number.MAX_SAFE_INTEGER);
        for (let i = 0; i < projects.length; i += 500)
            await this.#send(projects.slice(i, i + 500).map((p) => occurrence(p.id, p.nextRunAt)));
    }
    async #send(jobs) {
        await this.#boss.insert(RUN_QUEUE, jobs);
    }
    /** This instance got the job: run it here. */
    async #take(job) {
        const { runId, projectId, trigger, due } = job.data;
        if (due !== undefined) {
            const project = await this.#moveSchedule(projectId, due);
            if (!project)
                return;
            await this.#executor.run(project, await this.#store.createRun(projectId, 'schedule', this.#instanceId, runId));
            return;
        }
        const [project, run] = await Promise.all([this.#store.project(projectId), this.#store.run(runId)]);
        if (project && run?.status === 'queued')
            await this.#executor.run(project, { ...run, trigger });
    }
    /**
     * Moves the project's schedule from `due` to its next occurrence and sends that; the project, or
     * undefined when the occurrence is obsolete (schedule changed, paused, deleted) or taken already.
     */
    async #moveSchedule(projectId, due) {
        const project = await this.#store.project(projectId);
        const schedule = project && (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .projectSchedule */ .tf)(project);
        if (!project || !schedule || project.paused || project.nextRunAt !== due)
            return undefined;
        const next = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .nextOccurrence */ .Zk)(schedule, Date.now(), due);
        if (!(await this.#store.claimOccurrence(projectId, due, next)))
            return undefined;
        // Not sent (the database is away): resendAll sends it within 30 s.
        if (next !== undefined)
            await this.#send([occurrence(projectId, next)]).catch((0,_scheduler_js__WEBPACK_IMPORTED_MODULE_4__/* .report */ .z8)('scheduling'));
        return project;
    }
    /** A job failed without settling (pg-boss: no heartbeat, or over the time limit): its run is abandoned. */
    async #lost(job) {
        const { runId, projectId, trigger, due } = job.data;
        // Lost before it was taken: the schedule still waits on it, so move it on.
        if (due !== undefined)
            await this.#moveSchedule(projectId, due);
        const run = await this.#store.run(runId);
        const output = job.sourceOutput;
        const message = output?.value?.message ?? output?.message ?? 'unknown';
        let reason;
        if (/heartbeat/.test(message))
            reason =
                run?.status === 'running'
                    ? `instance ${run.instanceId ?? 'unknown'} stopped while running it (no heartbeat)`
                    : 'the instance that took it stopped before it started (no heartbeat)';
        else if (/timed out/.test(message))
            reason = `the run took longer than ${RUN_LIMIT_SECONDS / 3600} hours`;
        else
            reason = `the run failed on its instance: ${message}`;
        await this.#store.abandonRun(runId, projectId, trigger, reason);
    }
}
function occurrence(projectId, due) {
    const id = occurrenceId(projectId, due);
    return { id, data: { runId: id, projectId, trigger: 'schedule', due }, startAfter: new Date(due) };
}


/***/ })

};

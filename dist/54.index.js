export const id = 54;
export const ids = [54];
export const modules = {

/***/ 98261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  monitorCommand: () => (/* binding */ monitorCommand)
});

// UNUSED EXPORTS: ITERATIONS_FILE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/engine/queries/query-worker.ts
var query_worker = __webpack_require__(66332);
// EXTERNAL MODULE: ./src/session/prepare.ts + 4 modules
var prepare = __webpack_require__(80565);
// EXTERNAL MODULE: ./src/session/reports.ts
var reports = __webpack_require__(86171);
// EXTERNAL MODULE: ./src/report/output-directory.ts
var output_directory = __webpack_require__(64115);
;// CONCATENATED MODULE: ./src/model/process-running.ts
// Whether a process runs, by its pid: for what a process that ended abruptly left behind (a run's
// staged reports, the bench's work directory), cleared by the next one only when it has gone.
function isRunning(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it runs, as another user.
        return error.code === 'EPERM';
    }
}

;// CONCATENATED MODULE: ./src/session/report-staging.ts
// The `--interval` loop's report swap: an iteration writes its reports into a staging directory inside
// the report directory (so on the same file system), and only when it ends are they renamed over the
// previous iteration's, one file at a time. A rename replaces a file in one step, so a reader of -o sees
// the whole report of one iteration or the whole report of the next, never a partial or a missing file.




const STAGING_PREFIX = '.assay-iteration-';
class ReportStaging {
    #output;
    #formats;
    /** The staging directory; only this process writes there. */
    directory;
    /** What `-o` becomes for an iteration: the same directory or file name, inside the staging directory. */
    output;
    constructor(output, formats) {
        this.#output = output;
        this.#formats = formats;
        const directory = (0,output_directory/* reportDirectory */.s6)(output);
        this.directory = (0,external_node_path_.join)(directory, `${STAGING_PREFIX}${process.pid}`);
        this.output = directory === output ? this.directory : (0,external_node_path_.join)(this.directory, (0,external_node_path_.basename)(output));
    }
    /**
     * Moves the staged reports over the ones in -o, results.json last: once results.json shows an
     * iteration, every other report is of that iteration too. Then removes the staging directory.
     */
    async publish() {
        const finals = (0,output_directory/* reportPaths */.Rs)(this.#output, this.#formats);
        const staged = [...(0,output_directory/* reportPaths */.Rs)(this.output, this.#formats)].sort(([a], [b]) => Number(a === 'results') - Number(b === 'results'));
        try {
            for (const [format, path] of staged) {
                // results.json is not among the files when it went to a temporary file (`-o out/ctrf.json -f ctrf`).
                if (await isFile(path))
                    await (0,promises_.rename)(path, finals.get(format));
            }
        }
        finally {
            await this.discard();
        }
    }
    /** Removes the staging directory and whatever an interrupted iteration left in it. */
    async discard() {
        await (0,promises_.rm)(this.directory, { recursive: true, force: true });
    }
    /**
     * Removes the staging directories that loops killed outright (SIGKILL, a second Ctrl-C) left in the
     * report directory. Only directories with assay's staging name whose process is gone are removed.
     */
    static async removeLeftovers(output) {
        const directory = (0,output_directory/* reportDirectory */.s6)(output);
        const names = await (0,promises_.readdir)(directory).catch(() => []);
        for (const name of names) {
            const pid = name.startsWith(STAGING_PREFIX) ? Number(name.slice(STAGING_PREFIX.length)) : NaN;
            if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid))
                continue;
            const path = (0,external_node_path_.join)(directory, name);
            if ((await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory())
                await (0,promises_.rm)(path, { recursive: true, force: true });
        }
    }
}
async function isFile(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isFile() === true;
}

// EXTERNAL MODULE: ./src/session/invocation.ts + 4 modules
var invocation = __webpack_require__(484);
// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
;// CONCATENATED MODULE: ./src/cli/commands/monitor.ts
// `assay --interval <duration>` and `assay --watch`: prepare, execute, report, wait, and again. Each
// iteration re-reads the collections; when they became invalid, the diagnostics are printed and the
// last good preparation runs instead (the first iteration must be valid: there is nothing to fall back
// to). Each iteration writes its reports to a staging directory and moves them over the previous
// iteration's when it ends (`ReportStaging`), so -o always holds the complete reports of the last finished
// iteration; `iterations.jsonl` beside them gets one line per finished iteration. SIGINT/SIGTERM end the
// loop with the exit code of the last finished iteration: during a wait at once; during an iteration once
// its requests stopped, discarding its reports (a first iteration, with nothing before it, keeps them and
// its code).









const ITERATIONS_FILE = 'iterations.jsonl';
/**
 * The next iteration starts this long after the first file event of a wait: an editor's several writes of
 * one save are one change. Counted from the first event, not the last, so a file rewritten without pause
 * (a generator, a sync tool) cannot postpone the next run for ever.
 */
const WATCH_SETTLE_MS = 150;
async function monitorCommand(options, settings, io) {
    const outputProblem = options.output === undefined ? undefined : await (0,reports/* prepareOutputDirectory */.Q$)(options.output);
    if (outputProblem) {
        io.stderr.write(outputProblem);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    const journal = options.output === undefined ? undefined : (0,external_node_path_.join)((0,reports/* reportDirectory */.s6)(options.output), ITERATIONS_FILE);
    // A new loop starts a new journal.
    if (journal !== undefined)
        await (0,promises_.writeFile)(journal, '');
    if (options.output !== undefined)
        await ReportStaging.removeLeftovers(options.output);
    const staging = options.output === undefined ? undefined : new ReportStaging(options.output, options.formats);
    // The iterations share one query worker (a run would start its own: ~55 ms of CPU each).
    const queryWorker = new query_worker/* QueryWorker */.Xp();
    try {
        return await iterate(options, settings, { ...io, queryWorker }, staging, journal);
    }
    finally {
        await queryWorker.close();
    }
}
/** The iterations: each prepares the collections again and executes them, until one is interrupted. */
async function iterate(options, settings, io, staging, journal) {
    let lastGood;
    let exit;
    /** The iteration whose reports are in -o. */
    let published;
    for (let iteration = 1; !io.signal?.aborted; iteration++) {
        const preparation = await (0,prepare/* prepare */.i)(options, {
            cwd: io.cwd,
            env: io.env,
            onWarning: (message) => io.stderr.write(message),
        });
        if (preparation.diagnostics.length > 0)
            io.stderr.write(preparation.diagnosticsText(io.errorColor ?? io.color));
        if (preparation.problems.length > 0)
            io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
        const valid = preparation.run !== undefined && preparation.problems.length === 0;
        if (valid)
            lastGood = preparation.run;
        else if (lastGood === undefined)
            return run_outcome/* EXIT_USAGE */.Ri;
        else
            io.stderr.write(`assay: iteration ${iteration}: the collections are invalid; running the last valid ones\n`);
        const failing = [];
        const recorder = {
            testFinished: (result) => {
                if (result.outcome === 'failed' || result.outcome === 'errored')
                    failing.push(result.name);
            },
        };
        const execution = await (0,invocation/* executeInvocation */.G)(lastGood, { ...io, observers: [...(io.observers ?? []), recorder] }, { reportOutput: staging?.output });
        const { summary } = execution;
        // An interrupted iteration did not finish: the last finished one's reports and exit code stand.
        if (summary?.interrupted && exit !== undefined) {
            await staging?.discard();
            const kept = published === undefined ? '' : `, those of iteration ${published} stay`;
            io.stdout.write(`Iteration ${iteration}: interrupted by ${summary.interrupted}; ` +
                (staging ? `its reports were discarded${kept}.\n` : 'not counted.\n'));
            break;
        }
        exit = execution.code;
        if (staging && execution.reportProblem !== undefined) {
            // Already said, and counted in the exit code: the previous iteration's complete reports stay.
            await staging.discard();
        }
        else if (staging) {
            const problem = await publish(staging);
            if (problem === undefined)
                published = iteration;
            else {
                io.stderr.write(`assay: could not move the reports into place: ${problem}\n`);
                if (exit === 0)
                    exit = 1;
            }
        }
        io.stdout.write(`Iteration ${iteration}: exit code ${exit}.\n`);
        if (journal !== undefined && summary !== undefined) {
            const line = {
                iteration,
                startedAt: summary.startedAt,
                durationMs: Math.round(summary.durationMs),
                exitCode: exit,
                collectionsValid: valid,
                totals: summary.totals,
                failing: failing.map((name) => lastGood.redactor.redact(name)),
            };
            await (0,promises_.appendFile)(journal, `${JSON.stringify(line)}\n`);
        }
        if (summary?.interrupted)
            break;
        await nextIteration(settings, lastGood, io);
    }
    return exit ?? run_outcome/* EXIT_OK */.Ij;
}
/** Moves an iteration's reports into place; why it could not, or undefined. */
async function publish(staging) {
    try {
        await staging.publish();
        return undefined;
    }
    catch (error) {
        return error.message;
    }
}
/** Waits for the interval, or for a change of a watched file, or for the signal. */
function nextIteration(settings, run, io) {
    return new Promise((done) => {
        const watchers = [];
        let timer;
        let settle;
        const finish = () => {
            clearTimeout(timer);
            clearTimeout(settle);
            for (const watcher of watchers)
                watcher.close();
            io.signal?.removeEventListener('abort', finish);
            done();
        };
        if (io.signal?.aborted)
            return finish();
        io.signal?.addEventListener('abort', finish, { once: true });
        if (settings.intervalMs !== undefined)
            timer = setTimeout(finish, settings.intervalMs);
        if (settings.watch) {
            const onChange = () => {
                settle ??= setTimeout(finish, WATCH_SETTLE_MS);
            };
            for (const path of watchedPaths(run, io.cwd)) {
                try {
                    watchers.push((0,external_node_fs_.watch)(path, { recursive: true }, onChange));
                }
                catch {
                    // A path that vanished between the run and now: the next change elsewhere still re-runs.
                }
            }
        }
    });
}
/**
 * The collection files of the run, the files they read (data, bodies, schemas), and the -c values
 * that are files or directories on disk.
 */
function watchedPaths(run, cwd) {
    const paths = new Set();
    for (const collection of run.collections) {
        if (collection.absolutePath)
            paths.add(collection.absolutePath);
        for (const file of collection.files ?? [])
            paths.add(file);
    }
    for (const source of run.options.collections) {
        const path = (0,external_node_path_.resolve)(cwd, source);
        if (!source.includes('\n') && (0,external_node_fs_.existsSync)(path))
            paths.add(path);
    }
    return [...paths];
}


/***/ })

};

export const id = 484;
export const ids = [484];
export const modules = {

/***/ 484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ executeInvocation),
  a: () => (/* binding */ prepareInvocation)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
// EXTERNAL MODULE: ./src/model/values.ts
var values = __webpack_require__(43855);
// EXTERNAL MODULE: ./src/report/wording/failure-reasons.ts
var failure_reasons = __webpack_require__(43579);
// EXTERNAL MODULE: ./src/report/wording/labels.ts
var labels = __webpack_require__(60410);
// EXTERNAL MODULE: ./src/report/wording/text.ts
var wording_text = __webpack_require__(98346);
// EXTERNAL MODULE: ./src/report/console/terminal-text.ts
var terminal_text = __webpack_require__(1160);
;// CONCATENATED MODULE: ./src/report/console/console.ts






const FLUSH_AFTER_MS = 50;
const FLUSH_AT_BYTES = 64 * 1024;
/** A failed test's response body is shown up to this many lines of this many characters. */
const BODY_LINES = 20;
const BODY_LINE_CHARS = 200;
/** The closing recap lists this many failures, then counts the rest (their lines are above). */
const RECAP_LIMIT = 100;
const INDENT = '        ';
const LABELS = {
    passed: 'PASS ',
    failed: 'FAIL ',
    errored: 'ERROR',
    skipped: 'SKIP ',
    notRun: 'NORUN',
};
const COLOURS = { passed: '32', failed: '31', errored: '35', skipped: '33', notRun: '90' };
class ConsoleReporter {
    #out;
    #colour;
    #redactor;
    #buffer = '';
    #timer;
    #start;
    #announced = -1;
    #beforeFlush;
    /** One line per failed or errored test, for the recap; only the first RECAP_LIMIT are kept. */
    #recap = [];
    #failures = 0;
    /** `beforeFlush` lets a live progress line on the same terminal clear itself first. */
    constructor(out, colour, redactor, beforeFlush) {
        this.#out = out;
        this.#colour = colour;
        this.#redactor = redactor;
        this.#beforeFlush = beforeFlush;
    }
    runStarted(start) {
        this.#start = start;
    }
    testFinished(result) {
        const start = this.#start;
        if (result.collection !== this.#announced) {
            this.#announced = result.collection;
            const c = start.collections[result.collection];
            this.#write(this.#redactor.redact(`${this.#paint('1', (0,terminal_text/* terminalText */.e)(c.name))} ${this.#paint('90', `(${(0,terminal_text/* terminalText */.e)(c.file)})`)}\n`));
        }
        const iteration = start.options.repeats > 1 ? `[${result.iteration}/${start.options.repeats}] ` : '';
        const method = (result.request?.method ?? start.collections[result.collection].tests[result.test].method).padEnd(7);
        const url = result.request?.url ?? start.collections[result.collection].tests[result.test].url.source;
        const status = result.response ? String(result.response.status) : '---';
        const time = result.timings && result.outcome !== 'skipped' ? `${formatMs(result.timings.totalMs)}` : '';
        const tries = result.attempts && result.attempts.length > 1 ? `  (${result.attempts.length} attempts)` : '';
        let line = `${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${iteration}${(0,terminal_text/* terminalText */.e)(method)} ${(0,terminal_text/* terminalText */.e)(url)}  ${status}  ${time}  ${(0,terminal_text/* terminalText */.e)(result.name)}${tries}\n`;
        if (tries)
            line += this.#attempts(result.attempts);
        if (result.outcome !== 'passed')
            line += this.#explain(result, start);
        this.#write(this.#redactor.redact(line));
    }
    /** One line per attempt that was followed by another: its status, time and why it was retried. */
    #attempts(attempts) {
        let text = '';
        for (const attempt of attempts) {
            if (attempt.retriedBecause === undefined)
                continue;
            const status = attempt.status === undefined ? attempt.outcome : String(attempt.status);
            const why = (0,terminal_text/* terminalText */.e)(oneLine(attempt.retriedBecause));
            text += `${INDENT}${this.#paint('90', `attempt ${attempt.attempt}: ${status} in ${formatMs(attempt.totalMs)}, retried (${why})`)}\n`;
        }
        return text;
    }
    /** The lines below a test that did not pass: where it is written, why, and the body it got. */
    #explain(result, start) {
        const collection = start.collections[result.collection];
        const definition = collection.tests[result.test];
        const where = (0,terminal_text/* terminalText */.e)(`${collection.file}:${(0,failure_reasons/* failurePosition */.ci)(result, definition.position).line}`);
        const reasons = (0,failure_reasons/* failureReasons */.OP)(result);
        const judged = result.outcome === 'failed' || result.outcome === 'errored';
        let text = judged ? `${INDENT}${this.#paint('90', `at ${where}`)}\n` : '';
        for (const reason of reasons)
            text += indent(reason, INDENT);
        if (result.outcome === 'failed' && result.response?.body)
            text += this.#body(result.response);
        if (judged) {
            this.#failures++;
            if (this.#recap.length < RECAP_LIMIT) {
                const label = (0,terminal_text/* terminalText */.e)((0,labels/* testLabel */.xW)(result, start.options.repeats > 1));
                this.#recap.push(`  ${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${label}  ${this.#paint('90', where)}  ${(0,terminal_text/* terminalText */.e)(oneLine(reasons[0] ?? ''))}\n`);
            }
        }
        return text;
    }
    /**
     * The response body as a person reads it: re-indented when it is JSON, at most BODY_LINES lines.
     * Secrets are masked before anything is cut, so a cut cannot leave part of one visible.
     */
    #body(response) {
        const lines = this.#redactor.redact((0,wording_text/* prettyBody */.H)(response.body)).split(/\r?\n/).map(terminal_text/* terminalText */.e);
        const shown = lines
            .slice(0, BODY_LINES)
            .map((line) => (line.length > BODY_LINE_CHARS ? `${line.slice(0, BODY_LINE_CHARS)}\u2026` : line));
        const cut = lines.length - shown.length;
        const kept = response.bodyTruncated ? `, first ${Buffer.byteLength(response.body)} kept` : '';
        const status = (0,terminal_text/* terminalText */.e)((0,values/* describeStatus */.Wn)(response.status, response.statusText));
        let text = `${INDENT}${this.#paint('90', `response body (${status}, ${response.bodyBytes} bytes${kept}):`)}\n`;
        for (const line of shown)
            text += `${INDENT}  ${line}\n`;
        if (cut > 0)
            text += `${INDENT}  ${this.#paint('90', `\u2026 ${cut} more lines (results.json and report.html keep the body)`)}\n`;
        return text;
    }
    runFinished(summary, reportFiles) {
        const t = summary.totals;
        let text = '\n';
        if (this.#failures > 0)
            text += this.#recapText();
        if (summary.interrupted)
            text += this.#paint('33', `Interrupted by ${summary.interrupted}: ${t.notRun} tests not run.\n`);
        const parts = [`${t.passed} passed`, `${t.failed} failed`, `${t.errored} errored`, `${t.skipped} skipped`];
        if (t.notRun > 0)
            parts.push(`${t.notRun} not run`);
        const colour = (0,run_outcome/* isFailedRun */.LD)(t, summary.interrupted) ? '31' : '32';
        text += `${this.#paint(colour, parts.join(', '))} in ${(summary.durationMs / 1000).toFixed(2)} s\n`;
        if (summary.llm !== undefined)
            text += `${describeLlmUsage(summary.llm)}\n`;
        if (reportFiles.length > 0)
            text += `Reports: ${reportFiles.join(', ')}\n`;
        this.#write(text);
        this.flush();
    }
    #recapText() {
        const rest = this.#failures - this.#recap.length;
        const more = rest > 0 ? `  \u2026 and ${rest} more (listed above)\n` : '';
        return `${this.#paint('1', 'Failures:')}\n${this.#redactor.redact(this.#recap.join(''))}${more}\n`;
    }
    flush() {
        if (this.#timer)
            clearTimeout(this.#timer);
        this.#timer = undefined;
        if (this.#buffer === '')
            return;
        this.#beforeFlush?.();
        this.#out.write(this.#buffer);
        this.#buffer = '';
    }
    #write(text) {
        this.#buffer += text;
        if (this.#buffer.length >= FLUSH_AT_BYTES)
            this.flush();
        else
            this.#timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS);
    }
    #paint(code, text) {
        return this.#colour ? `\x1b[${code}m${text}\x1b[0m` : text;
    }
}
/** `Language model: 3 calls, 1 answer from the cache, 1,234 tokens (1,000 prompt, 234 completion)`. */
function describeLlmUsage(usage) {
    const count = (n, one, many) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
    const { prompt, completion, total } = usage.tokens;
    return (`Language model: ${count(usage.calls, 'call', 'calls')}, ${count(usage.cacheHits, 'answer', 'answers')} from the cache, ` +
        `${count(total, 'token', 'tokens')} (${prompt.toLocaleString('en-US')} prompt, ${completion.toLocaleString('en-US')} completion)`);
}
/** Each line of `text` indented, so a reason over several lines stays under its test. */
function indent(text, prefix) {
    return text
        .split(/\r?\n/)
        .map((line) => `${prefix}${(0,terminal_text/* terminalText */.e)(line)}\n`)
        .join('');
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
function formatMs(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}
/** A single live line on stderr (only when it is a terminal): tests done of planned. */
class ProgressLine {
    #err;
    #done = 0;
    #planned = 0;
    #failed = 0;
    #timer;
    constructor(err) {
        this.#err = err;
    }
    runStarted(start) {
        this.#planned = start.planned * start.options.repeats;
        this.#timer = setInterval(() => this.#draw(), 100);
        this.#timer.unref();
    }
    testFinished(result) {
        this.#done++;
        if (result.outcome === 'failed' || result.outcome === 'errored')
            this.#failed++;
    }
    runFinished() {
        clearInterval(this.#timer);
        this.clear();
    }
    clear() {
        this.#err.write('\r\x1b[2K');
    }
    #draw() {
        this.#err.write(`\r\x1b[2K${this.#done}/${this.#planned} tests, ${this.#failed} failing`);
    }
}

;// CONCATENATED MODULE: ./src/report/plan-text.ts

function describePlan(plans, options, known) {
    let text = '';
    let total = 0;
    let notRun = 0;
    for (const plan of plans) {
        text += `${plan.collection.name} (${plan.collection.file}): ${plan.tests.length} test${plan.tests.length === 1 ? '' : 's'}\n`;
        plan.order.forEach((position, step) => {
            const test = plan.tests[position];
            const after = plan.dependencies[position].map((d) => (0,values/* describeTest */.Ww)(plan.tests[d]));
            text += `  ${String(step + 1).padStart(3)}. ${test.method.padEnd(7)} ${preview(test.url, known)}  ${(0,values/* describeTest */.Ww)(test)}${after.length > 0 ? `  (after ${after.join(', ')})` : ''}${test.notRun !== undefined ? `  \u2014 ${test.notRun}` : ''}\n`;
        });
        const runnable = plan.tests.filter((test) => test.notRun === undefined).length;
        total += runnable;
        notRun += plan.tests.length - runnable;
    }
    const mode = options.parallel ? `in parallel, up to ${options.concurrency} at once` : 'one at a time';
    const repeats = options.repeats > 1 ? `, ${options.repeats} times` : '';
    text += `\n${total} test${total === 1 ? '' : 's'} in ${plans.length} collection${plans.length === 1 ? '' : 's'} would run ${mode}${repeats}${notRun > 0 ? `; ${notRun} would not run (reasons above)` : ''}. Nothing was sent (--dry-run).\n`;
    return text;
}
/**
 * A URL as it would be sent, as far as it is known before the run: `vars` and `env` values in
 * place, a secret as `***`, and what only the run knows (captures, functions, model texts) as written.
 */
function preview(template, known) {
    let text = '';
    for (const part of template.parts) {
        if (part.kind === 'text')
            text += part.text;
        else if (part.kind === 'ref' && part.namespace === 'secrets')
            text += '***';
        else if (part.kind === 'ref' && part.namespace === 'vars' && Object.hasOwn(known.variables, part.name))
            text += known.variables[part.name];
        else if (part.kind === 'ref' && part.namespace === 'env' && known.env[part.name] !== undefined)
            text += known.env[part.name];
        else if (part.kind === 'ref')
            text += `\${{ ${part.namespace}.${part.name} }}`;
        else if (part.kind === 'func')
            text += `\${{ func.${part.name}() }}`;
        else
            text += `\${{ ${part.model}.text(${part.words ?? ''}) }}`;
    }
    return text;
}

;// CONCATENATED MODULE: ./src/session/ci-provenance.ts
/** The run's provenance in GitHub Actions (GITHUB_ACTIONS=true), else undefined. */
function ciProvenance(env) {
    if (env.GITHUB_ACTIONS !== 'true')
        return undefined;
    const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const repository = env.GITHUB_REPOSITORY;
    const runId = env.GITHUB_RUN_ID;
    const commit = env.GITHUB_SHA;
    // A pull request's GITHUB_REF_NAME is `123/merge`; its branch is GITHUB_HEAD_REF.
    const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
    const provenance = { provider: 'github-actions' };
    if (repository)
        provenance.repository = repository;
    if (commit && /^[0-9a-f]{7,64}$/.test(commit))
        provenance.commit = commit;
    if (branch)
        provenance.branch = branch;
    if (env.GITHUB_WORKFLOW)
        provenance.workflow = env.GITHUB_WORKFLOW;
    if (repository && runId && /^\d+$/.test(runId) && server.startsWith('https://'))
        provenance.runUrl = `${server}/${repository}/actions/runs/${runId}`;
    return provenance;
}

// EXTERNAL MODULE: ./src/session/execute.ts + 32 modules
var execute = __webpack_require__(41344);
// EXTERNAL MODULE: ./src/session/send-results.ts
var send_results = __webpack_require__(28935);
// EXTERNAL MODULE: ./src/session/run-ledger.ts
var run_ledger = __webpack_require__(88011);
;// CONCATENATED MODULE: ./src/session/stall-guard.ts
// A run whose promise can never settle (a request nothing will ever answer or end, with no timer
// or socket keeping the process alive) would let Node empty its event loop and exit 0 in the middle
// of a collection, its reports cut off. The command line and the action execute under this guard,
// which turns that into a message and a failing exit code.

/**
 * Resolves with `running`; if the process runs out of work first, writes why the run cannot finish
 * (naming the tests still under way) and sets exit code 1.
 */
function guardAgainstStall(running, ledger, stderr) {
    const stalled = () => {
        const unsettled = ledger.unsettled();
        const tests = unsettled.length === 0 ? '' : ` (still under way: ${unsettled.join(', ')})`;
        stderr.write(`assay: the run stopped before it finished: nothing was left that could end it${tests}; ` +
            `its reports are incomplete and it is not green (this is an assay bug, please report it)\n`);
        process.exitCode = run_outcome/* EXIT_FAILED */.hj;
    };
    process.once('beforeExit', stalled);
    return running.finally(() => process.off('beforeExit', stalled));
}

// EXTERNAL MODULE: ./src/session/prepare.ts + 4 modules
var prepare = __webpack_require__(80565);
// EXTERNAL MODULE: ./src/session/reports.ts
var session_reports = __webpack_require__(86171);
;// CONCATENATED MODULE: ./src/session/invocation.ts
// One invocation of a run, the same for the command line and the action: prepare the collections
// (ending with the exit code for an interrupt, invalid input or a dry run), then execute them with
// the console, the progress line and the report files of -o as observers, and map the outcome to an
// exit code. The adapters map their world in (argv, the action's inputs) and the outcome out.














/** Prepares the collections; an interrupt, invalid input or a dry run ends the invocation here. */
async function prepareInvocation(options, io) {
    const preparation = await (0,prepare/* prepare */.i)({ ...options, ci: options.ci ?? ciProvenance(io.env) }, {
        cwd: io.cwd,
        env: io.env,
        ...(io.onSecret ? { onSecret: io.onSecret } : {}),
        onWarning: (message) => io.stderr.write(message),
        signal: io.signal,
        ...(io.filePolicy ? { filePolicy: io.filePolicy } : {}),
    });
    const diagnostics = preparation.diagnostics;
    const diagnosticsText = preparation.diagnosticsText(false);
    const ended = (code, problem, files = []) => ({
        diagnostics,
        diagnosticsText,
        code,
        ...(problem === undefined ? {} : { problem }),
        files,
    });
    if (preparation.interrupted !== undefined) {
        // Nothing ran, so no report is written; an earlier run's reports must not stand in for this one.
        if (options.output !== undefined)
            await (0,session_reports/* prepareOutputDirectory */.Q$)(options.output, options.formats);
        io.stderr.write(`assay: interrupted by ${preparation.interrupted} while loading the collections: nothing was sent\n`);
        return ended((0,run_outcome/* interruptedExitCode */.h2)(preparation.interrupted));
    }
    if (diagnostics.length > 0)
        io.stderr.write(preparation.diagnosticsText(io.errorColor ?? io.color));
    if (preparation.problems.length > 0) {
        io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
        return ended(run_outcome/* EXIT_USAGE */.Ri, preparation.problems[0]);
    }
    const run = preparation.run;
    if (options.reportTo !== undefined && reportToken(io) === undefined) {
        const problem = `--report-to needs the server's API token (a token with the run scope) in ${send_results/* TOKEN_VARIABLE */.bG}: nothing was sent`;
        io.stderr.write(`assay: ${problem}\n`);
        return ended(run_outcome/* EXIT_USAGE */.Ri, problem);
    }
    if (run === undefined) {
        if (options.output === undefined)
            return ended(run_outcome/* EXIT_USAGE */.Ri);
        const problem = await (0,session_reports/* prepareOutputDirectory */.Q$)(options.output, options.formats);
        if (problem) {
            io.stderr.write(problem);
            return ended(run_outcome/* EXIT_USAGE */.Ri, problem);
        }
        return ended(run_outcome/* EXIT_USAGE */.Ri, undefined, [await (0,session_reports/* writeDiagnosticsFile */.WB)(options.output, diagnosticsText)]);
    }
    if (options.dryRun) {
        io.stdout.write((0,terminal_text/* terminalText */.e)(run.redactor.redact(describePlan(run.plans, options, { variables: options.variables, env: run.env }))));
        return ended(run_outcome/* EXIT_OK */.Ij);
    }
    const token = reportToken(io);
    if (token !== undefined) {
        run.redactor.add(token);
        io.onSecret?.(token);
    }
    return { diagnostics, diagnosticsText, run };
}
function reportToken(io) {
    return io.reportToken || io.env[send_results/* TOKEN_VARIABLE */.bG] || undefined;
}
/** Sends the run's results.json to the server; returns why it could not, after saying so on stderr. */
async function send(address, reports, token, io) {
    const path = reports.resultsPath;
    const problem = reports.problem !== undefined || path === undefined
        ? 'the results were not written'
        : await (0,send_results/* sendResults */.R7)(address, token, path).then((sent) => {
            io.stdout.write(`Results ${sent.existing ? 'were already on' : 'sent to'} ${address.server}: ${sent.page}\n`);
            return undefined;
        }, (error) => error.message);
    if (problem !== undefined)
        io.stderr.write(`assay: could not send the results (--report-to): ${problem}\n`);
    return problem;
}
/**
 * Executes a prepared run with the console, the progress line (on a terminal) and the report files
 * as observers: its exit code, summary and reports. Reports staged away from -o are named where
 * they will be.
 */
async function executeInvocation(run, io, { reportOutput = run.options.output, once = false, keepResults = false, console: printed = true, stallGuard = true, } = {}) {
    const { options } = run;
    // A report directory that cannot be used is found before anything is sent.
    const outputProblem = reportOutput === undefined ? undefined : await (0,session_reports/* prepareOutputDirectory */.Q$)(reportOutput, options.formats);
    if (outputProblem) {
        io.stderr.write(outputProblem);
        return { code: run_outcome/* EXIT_USAGE */.Ri, outputProblem };
    }
    if (run.planned === 0)
        io.stderr.write('warning: no tests to run\n');
    const stderrIsTerminal = printed && io.stderr.isTTY === true;
    const progress = stderrIsTerminal ? new ProgressLine(io.stderr) : undefined;
    const consoleReporter = printed
        ? new ConsoleReporter(io.stdout, io.color, run.redactor, progress && (() => progress.clear()))
        : undefined;
    // Results sent to a server without -o are written to a directory of their own, removed once sent.
    const sendTo = options.reportTo === undefined ? undefined : (0,send_results/* projectAddress */.OV)(options.reportTo);
    const sendOnly = sendTo !== undefined && reportOutput === undefined;
    const reportsAt = sendOnly ? await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'assay-report-to-')) : reportOutput;
    const reports = reportsAt === undefined
        ? undefined
        : (0,session_reports/* reportFiles */.IU)(reportsAt, sendOnly ? [] : options.formats, run.redactor, keepResults || sendTo !== undefined);
    const finalPaths = new Map();
    if (reportOutput !== undefined && options.output !== undefined && reportOutput !== options.output) {
        const finals = (0,session_reports/* reportPaths */.Rs)(options.output, options.formats);
        for (const [format, path] of (0,session_reports/* reportPaths */.Rs)(reportOutput, options.formats))
            finalPaths.set(path, finals.get(format));
    }
    const shownAs = (path) => finalPaths.get(path) ?? path;
    const observers = [
        ...(consoleReporter
            ? [
                {
                    runStarted: (start) => consoleReporter.runStarted(start),
                    testFinished: (result) => consoleReporter.testFinished(result),
                },
            ]
            : []),
        ...(progress
            ? [
                {
                    runStarted: (start) => progress.runStarted(start),
                    testFinished: (result) => progress.testFinished(result),
                    runFinished: () => progress.runFinished(),
                },
            ]
            : []),
        ...(reports ? [reports] : []),
        {
            // Last: the summary line names the report files, or says why they are missing.
            runFinished(summary) {
                if (reports?.problem !== undefined)
                    io.stderr.write(`assay: could not write the reports: ${reports.problem}\n`);
                if (summary.unaccounted !== undefined)
                    io.stderr.write((0,run_ledger/* incompleteRunMessage */.l)(summary.unaccounted));
                consoleReporter?.runFinished(summary, sendOnly ? [] : (reports?.files ?? []).map(shownAs));
            },
        },
        ...(io.observers ?? []),
    ];
    const ledger = new run_ledger/* RunLedger */.z();
    const running = (0,execute/* execute */.g)(run, observers, {
        signal: io.signal,
        interruptGraceMs: io.interruptGraceMs,
        once,
        queryWorker: io.queryWorker,
        ledger,
        // What a language model is sent and answers, masked by the probe, only with --debug.
        ...(options.debug && io.debugLines
            ? { debug: (line) => void io.stderr.write(`debug: ${(0,terminal_text/* terminalText */.e)(run.redactor.redact(line))}\n`) }
            : {}),
    });
    const summary = await (stallGuard ? guardAgainstStall(running, ledger, io.stderr) : running).catch(async (error) => {
        await reports?.dispose(); // a kept results file is the caller's to remove only once it has the execution
        throw error;
    });
    const sendProblem = sendTo === undefined ? undefined : await send(sendTo, reports, reportToken(io), io);
    // The results were kept for sending: now they go, unless the caller keeps them too.
    if (sendTo !== undefined && !keepResults)
        await reports.dispose();
    if (sendOnly && !keepResults)
        await (0,promises_.rm)(reportsAt, { recursive: true, force: true });
    return {
        code: (0,run_outcome/* runExitCode */.Tq)(summary, reports?.problem !== undefined || sendProblem !== undefined),
        summary,
        ...(reports ? { reports } : {}),
        ...(reports?.problem === undefined ? {} : { reportProblem: reports.problem }),
    };
}


/***/ }),

/***/ 80565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ prepare)
});

// EXTERNAL MODULE: ./src/collection/index.ts + 29 modules
var collection = __webpack_require__(89820);
// EXTERNAL MODULE: ./src/model/values.ts
var values = __webpack_require__(43855);
;// CONCATENATED MODULE: ./src/engine/plan/shard.ts

/**
 * Returns the collections with only the tests of part `shard.index` of `shard.total` (same order,
 * same declared `index` on each test; a collection with no test in this part keeps its place with
 * an empty list). Every test is in exactly one part. Pure and deterministic.
 */
function selectShard(collections, shard, durations) {
    if (!Number.isInteger(shard.total) ||
        shard.total < 1 ||
        !Number.isInteger(shard.index) ||
        shard.index < 1 ||
        shard.index > shard.total) {
        throw new RangeError(`invalid shard ${shard.index}/${shard.total}: expected i/n with 1 <= i <= n`);
    }
    const units = collections.flatMap((collection, c) => dependencyGroups(collection.tests).map((tests) => ({ collection: c, tests, weight: 0 })));
    weigh(units, collections, durations);
    const selected = assignParts(units, shard.total).get(shard.index - 1) ?? [];
    const keep = collections.map(() => new Set());
    for (const unit of selected)
        for (const index of unit.tests)
            keep[unit.collection].add(index);
    return collections.map((collection, c) => ({
        ...collection,
        tests: collection.tests.filter((t) => keep[c].has(t.index)),
    }));
}
/**
 * What identifies the run a shard belongs to: a fingerprint of its collections (file and name), the
 * keys of the tests the run selected before it was split, and its repeats, with that number of
 * tests. Every shard of one run carries the same; `assay merge` refuses shards that do not.
 */
function shardPlan(selected, repeats) {
    // node:crypto is loaded by the first sharded run, not at every start.
    const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
    let tests = 0;
    hash.update(JSON.stringify({ repeats }));
    for (const collection of selected) {
        hash.update(`\n${JSON.stringify([collection.file, collection.name])}`);
        for (const test of collection.tests)
            hash.update(`\n${JSON.stringify((0,values/* testKey */.S8)(collection, test))}`);
        tests += collection.tests.length;
    }
    return { fingerprint: `sha256:${hash.digest('hex')}`, tests };
}
/** Connected components of the `dependsOn` graph (ids are per collection), in declared order. */
function dependencyGroups(tests) {
    const parent = tests.map((_, i) => i);
    const find = (i) => {
        while (parent[i] !== i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    const positionById = new Map();
    tests.forEach((test, i) => {
        if (test.id !== undefined && !positionById.has(test.id))
            positionById.set(test.id, i);
    });
    tests.forEach((test, i) => {
        for (const id of test.dependsOn) {
            const other = positionById.get(id);
            if (other === undefined)
                continue; // the checker reports unknown ids; nothing to keep together
            const [a, b] = [find(i), find(other)];
            // The root is always the earliest member, so groups come out in declared order.
            if (a !== b)
                parent[Math.max(a, b)] = Math.min(a, b);
        }
    });
    const groups = new Map();
    tests.forEach((test, i) => {
        const root = find(i);
        const group = groups.get(root) ?? [];
        group.push(test.index);
        groups.set(root, group);
    });
    return [...groups.values()];
}
/** Weight = test count, or the sum of known durations with the median standing in for unknown tests. */
function weigh(units, collections, durations) {
    const known = durations && durations.size > 0 ? durations : undefined;
    if (!known) {
        for (const unit of units)
            unit.weight = unit.tests.length;
        return;
    }
    const byIndex = collections.map((c) => new Map(c.tests.map((t) => [t.index, t])));
    const durationOf = (unit, index) => {
        const test = byIndex[unit.collection].get(index);
        return test ? known.get((0,values/* testKey */.S8)(collections[unit.collection], test)) : undefined;
    };
    const found = [];
    for (const unit of units)
        for (const index of unit.tests) {
            const d = durationOf(unit, index);
            if (d !== undefined && Number.isFinite(d) && d >= 0)
                found.push(d);
        }
    const fallback = found.length > 0 ? median(found) : 1;
    for (const unit of units) {
        unit.weight = unit.tests.reduce((sum, index) => {
            const d = durationOf(unit, index);
            return sum + (d !== undefined && Number.isFinite(d) && d >= 0 ? d : fallback);
        }, 0);
    }
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/**
 * Longest-processing-time-first: heaviest unit first into the lightest part. Ties break on
 * declaration order (unit) and on the lower part number (part), so every job computes the same split.
 */
function assignParts(units, total) {
    const order = units.map((unit, position) => ({ unit, position }));
    order.sort((a, b) => b.unit.weight - a.unit.weight || a.position - b.position);
    const loads = new Array(total).fill(0);
    const counts = new Array(total).fill(0);
    const parts = new Map();
    for (const { unit } of order) {
        let best = 0;
        for (let p = 1; p < total; p++) {
            if (loads[p] < loads[best] || (loads[p] === loads[best] && counts[p] < counts[best]))
                best = p;
        }
        loads[best] += unit.weight;
        counts[best] += unit.tests.length;
        const part = parts.get(best) ?? [];
        part.push(unit);
        parts.set(best, part);
    }
    return parts;
}

;// CONCATENATED MODULE: ./src/engine/plan/plan.ts

function buildPlan(collections, options) {
    let selected = selectTests(collections, options);
    if (options.shard)
        selected = selectShard(selected, options.shard, options.shardDurations);
    return selected.map((collection, collectionIndex) => planCollection(collection, collectionIndex));
}
/** The collections with the tests the tag and operation filters select: the whole run, before any shard. */
function selectTests(collections, options) {
    return collections.map((collection) => ({
        ...collection,
        tests: filterByTags(filterByOperations(collection.tests, options.operations ?? []), options.tags),
    }));
}
/** Tests generated from one of the OpenAPI operations named with `--operation`. */
function filterByOperations(tests, operations) {
    if (operations.length === 0)
        return tests;
    return tests.filter((t) => t.operation?.operationId !== undefined && operations.includes(t.operation.operationId));
}
/** Tests having any of the tags, plus every test they depend on (transitively). */
function filterByTags(tests, tags) {
    if (tags.length === 0)
        return tests;
    const byId = new Map(tests.filter((t) => t.id !== undefined).map((t) => [t.id, t]));
    const keep = new Set();
    const pending = tests.filter((t) => t.tags.some((tag) => tags.includes(tag)));
    while (pending.length > 0) {
        const test = pending.pop();
        if (keep.has(test))
            continue;
        keep.add(test);
        for (const id of test.dependsOn) {
            const dependency = byId.get(id);
            if (dependency)
                pending.push(dependency);
        }
    }
    return tests.filter((t) => keep.has(t));
}
/** Shared by every test without dependencies (most of them); never written to. */
const NO_DEPENDENCIES = Object.freeze([]);
function planCollection(collection, collectionIndex) {
    const tests = collection.tests;
    const positionById = new Map();
    tests.forEach((test, position) => {
        if (test.id !== undefined)
            positionById.set(test.id, position);
    });
    const dependencies = tests.map((test) => test.dependsOn.length === 0
        ? NO_DEPENDENCIES
        : test.dependsOn.map((id) => positionById.get(id)).filter((p) => p !== undefined));
    return { collection, collectionIndex, tests, dependencies, order: executionOrder(dependencies) };
}
/** Declared order, except that a test's dependencies run first. (The checker rejects cycles; a
 *  dependency already on the walk is skipped so this can never loop.) */
function executionOrder(dependencies) {
    const order = [];
    const placed = new Uint8Array(dependencies.length);
    const onWalk = new Uint8Array(dependencies.length);
    for (let start = 0; start < dependencies.length; start++) {
        // Iterative depth-first walk so a 100,000-long chain cannot overflow the stack.
        const stack = [[start, 0]];
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const [position, next] = frame;
            if (placed[position]) {
                stack.pop();
                continue;
            }
            const deps = dependencies[position];
            onWalk[position] = 1;
            if (next < deps.length) {
                frame[1]++;
                if (!placed[deps[next]] && !onWalk[deps[next]])
                    stack.push([deps[next], 0]);
                continue;
            }
            placed[position] = 1;
            order.push(position);
            stack.pop();
        }
    }
    return order;
}

// EXTERNAL MODULE: ./src/report/results/read.ts
var read = __webpack_require__(15503);
// EXTERNAL MODULE: ./src/report/output-directory.ts
var output_directory = __webpack_require__(64115);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
// EXTERNAL MODULE: ./src/report/secret-forms.ts
var secret_forms = __webpack_require__(89386);
// EXTERNAL MODULE: ./src/model/credentials.ts
var credentials = __webpack_require__(31151);
;// CONCATENATED MODULE: ./src/session/source-secrets.ts
// Credentials in the URLs a run is given or reads (`-c https://bob:pw@host/tests.yaml?token=\u2026`, a
// `$ref` or test URL written with them) are secrets of the run: masked in every output, and
// registered with the action's log masker.

/** The credentials of the `-c` values that are URLs. */
function collectionUrlSecrets(collections) {
    return collections.filter((value) => /^https?:\/\//i.test(value.trim())).flatMap((value) => (0,credentials/* urlSecrets */.Fn)(value.trim()));
}
/** The credentials of the literal URLs a collection or spec text holds (templates are not credentials yet). */
function textUrlSecrets(text) {
    if (!text.includes('://'))
        return [];
    const secrets = [];
    for (const [url] of text.matchAll(/https?:\/\/[^\s"'<>`]+/gi))
        if (url.includes('@') || MAY_NAME_CREDENTIAL.test(url))
            secrets.push(...(0,credentials/* urlSecrets */.Fn)(url).filter((secret) => !secret.includes('${{')));
    return secrets;
}
/** A cheap look before a URL is parsed: most URLs of a large collection have no query that may hold a credential. */
const MAY_NAME_CREDENTIAL = /[?&][^=&#]*(?:key|token|secret|pass|pwd|auth|sig|session|sid|cookie|jwt|otp|credential)/i;

// EXTERNAL MODULE: ./src/engine/probes/llm/index.ts + 6 modules
var llm = __webpack_require__(72964);
// EXTERNAL MODULE: ./src/model/test-templates.ts
var test_templates = __webpack_require__(4631);
;// CONCATENATED MODULE: ./src/session/llm.ts


function prepareLlm(options, env, plans, addSecret) {
    const resolved = (0,llm/* resolveLlmOptions */.I3)({ ...options.llm, timeoutMs: options.timeoutMs }, env);
    if (!resolved.ok)
        return { ok: false, problem: resolved.error };
    if (resolved.options?.key !== undefined)
        addSecret(resolved.options.key, 'the language model key');
    if (resolved.options !== undefined)
        return { ok: true, options: resolved.options };
    const user = firstUse(plans);
    if (user === undefined)
        return { ok: true, options: undefined };
    return {
        ok: false,
        problem: `${user} needs a language model, and none is configured: give --llm-url <url> (an OpenAI-compatible ` +
            'endpoint, with --llm-key or OPENAI_API_KEY when it needs one), --llm-key alone for OpenAI, or ' +
            '--llm-cache <dir> to replay recorded answers (see docs/llm.md)',
    };
}
/** Where a test that will run first asks a model: "`prompt` in tests.yaml:4", or undefined when none does. */
function firstUse(plans) {
    for (const { collection, tests } of plans) {
        // The check noted whether any test asks: the tests of the others are not read again to find out.
        if (!collection.asksLanguageModel)
            continue;
        for (const test of tests) {
            for (const validator of test.validators) {
                if (test_templates/* LANGUAGE_MODEL_VALIDATORS */.HJ.has(validator.name))
                    return `\`${validator.name}\` in ${collection.file}:${validator.position.line}`;
            }
            const token = (0,test_templates/* modelTextTokens */.J$)(test)[0];
            if (token !== undefined)
                return `\`\${{ ${token.model}.text(${token.words ?? ''}) }}\` in ${collection.file}:${test.position.line}`;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/session/client-files.ts + 1 modules
var client_files = __webpack_require__(73378);
;// CONCATENATED MODULE: ./src/session/prepare.ts










async function prepare(options, where) {
    const redactor = new redact/* Redactor */.p();
    const addSecret = (value, name, derived = false) => {
        const short = [...value].length < secret_forms/* MIN_SECRET_LENGTH */.vb;
        // A short value taken from a header (a cookie such as `lang=en`) is not a credential worth masking.
        if ((short && derived) || !redactor.add(value))
            return;
        if (short)
            where.onWarning?.(shortSecretWarning(name));
        // The action's log masks every occurrence, even inside words: short secrets stay ours to mask.
        else
            where.onSecret?.(value);
    };
    if (options.license !== undefined)
        addSecret(options.license, 'the license');
    for (const [name, value] of Object.entries(options.secrets))
        addSecret(value, `secrets.${name}`);
    for (const key of [options.llm?.llmKey, options.llm?.openaiApikey])
        if (key)
            addSecret(key, 'the language model key');
    for (const secret of collectionUrlSecrets(options.collections))
        addSecret(secret, "a collection URL's credential");
    if ([...options.collections, ...Object.values(options.variables)].some(hasUrlUserinfo))
        redactor.maskUrlUserinfo();
    const loaded = await (0,collection/* loadCollections */.s6)(options.collections, {
        cwd: where.cwd,
        variables: options.variables,
        secrets: options.secrets,
        env: where.env,
        // Walking a directory never reads the reports of an earlier run as collections.
        excludeDirectories: options.output === undefined ? [] : [(0,output_directory/* reportDirectory */.s6)(options.output)],
        signal: where.signal,
        filePolicy: where.filePolicy,
    });
    // Only a fetch the interrupt cut off stops here: collections read in full run, and an interrupted
    // run reports their tests as not run (the action, cancelled while it waited for the API, does so).
    if (where.signal?.aborted && loaded.diagnostics.some((d) => d.code === collection/* FETCH_INTERRUPTED */.KD)) {
        const interrupted = String(where.signal.reason) === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
        return { diagnostics: [], diagnosticsText: () => '', redactor, problems: [], interrupted };
    }
    if (loaded.skipped.length > 0)
        where.onWarning?.(redactor.redact((0,collection/* skippedNotice */.$8)(loaded.skipped)));
    const diagnostics = [...loaded.diagnostics];
    for (const text of loaded.texts.values()) {
        for (const secret of textUrlSecrets(text))
            addSecret(secret, "a URL's credential", true);
        if (hasUrlUserinfo(text))
            redactor.maskUrlUserinfo();
    }
    let shardDurations;
    if (options.shardTimings !== undefined) {
        try {
            shardDurations = await (0,read/* loadShardTimings */.kW)(options.shardTimings);
        }
        catch (error) {
            diagnostics.push({
                severity: 'error',
                code: 'shard-timings',
                message: `--shard-timings: ${error.message}`,
                file: options.shardTimings,
                line: 0,
                column: 0,
            });
        }
    }
    // A message may quote what a user wrote (a URL with its credentials); the action annotates with them.
    if (redactor.active)
        for (const d of diagnostics)
            d.message = redactor.redact(d.message);
    const diagnosticsText = (colour) => redactor.redact((0,collection/* formatDiagnostics */.oO)(diagnostics, loaded.texts, colour));
    if (diagnostics.some((d) => d.severity === 'error'))
        return { diagnostics, diagnosticsText, redactor, problems: [] };
    const problems = [
        ...(0,collection/* unknownTags */.gH)(loaded.collections, options.tags),
        ...(0,collection/* unknownOperations */.Bb)(loaded.collections, options.operations),
    ];
    const plans = buildPlan(loaded.collections, {
        tags: options.tags,
        operations: options.operations,
        shard: options.shard,
        shardDurations,
    });
    const llm = prepareLlm(options, where.env, plans, addSecret);
    if (!llm.ok)
        problems.push(redactor.redact(llm.problem));
    const clientFiles = (0,client_files/* readClientFiles */.B)(options, where, addSecret);
    if (!clientFiles.ok)
        problems.push(redactor.redact(clientFiles.problem));
    if (problems.length > 0 || !llm.ok)
        return { diagnostics, diagnosticsText, redactor, problems };
    const planned = plans.reduce((sum, p) => sum + p.tests.length, 0);
    // A run that would test nothing must not pass. An empty shard is normal (more shards than groups of
    // tests that depend on each other): it runs, with a warning.
    if (planned === 0 && options.shard === undefined) {
        return { diagnostics, diagnosticsText, redactor, problems: [NOTHING_TO_RUN] };
    }
    const run = {
        options,
        env: where.env,
        collections: loaded.collections,
        plans,
        planned,
        redactor,
        addSecret,
        ...(llm.options === undefined ? {} : { llm: llm.options }),
        ...(clientFiles.ok && Object.keys(clientFiles.files).length > 0 ? { clientFiles: clientFiles.files } : {}),
        ...(options.shard === undefined
            ? {}
            : { shardPlan: shardPlan(selectTests(loaded.collections, options), options.repeats) }),
    };
    return { run, diagnostics, diagnosticsText, redactor, problems: [] };
}
const NOTHING_TO_RUN = 'no tests to run: the collections have no tests, and a run that tests nothing does not pass';
function shortSecretWarning(name) {
    return `warning: ${name} is shorter than ${secret_forms/* MIN_SECRET_LENGTH */.vb} characters: it is masked only where it stands alone, not inside longer words\n`;
}
/** Whether the text holds a URL with a userinfo part (`https://bob:s3cret@host/`). */
function hasUrlUserinfo(text) {
    return text.includes('@') && /:\/\/[^/?#\s]*@/.test(text);
}


/***/ })

};

export const id = 152;
export const ids = [152];
export const modules = {

/***/ 1035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// UNUSED EXPORTS: MERGE_OPTIONS

// EXTERNAL MODULE: ./src/report/write.ts + 6 modules
var write = __webpack_require__(9324);
// EXTERNAL MODULE: ./src/report/formats.ts
var formats = __webpack_require__(5226);
// EXTERNAL MODULE: ./src/report/results/read.ts
var read = __webpack_require__(5503);
// EXTERNAL MODULE: ./src/model/values.ts
var values = __webpack_require__(3855);
// EXTERNAL MODULE: ./src/report/results/document.ts
var results_document = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/report/results/totals.ts
var totals = __webpack_require__(3424);
;// CONCATENATED MODULE: ./src/report/results/merge.ts



/**
 * One results document from several: collections with the same file and name are joined (in the
 * order they first appear), their tests sorted by iteration then declared index, and every total
 * recounted from the tests. The run spans the earliest start to the latest finish. Test start
 * times are shifted onto that common clock so timelines line up.
 */
function mergeResults(docs) {
    if (docs.length === 0)
        throw new Error('no results to merge');
    for (const doc of docs) {
        if (doc.schemaVersion !== results_document/* RESULTS_SCHEMA_VERSION */.q) {
            throw new Error(`cannot merge results with schemaVersion ${JSON.stringify(doc.schemaVersion)}; this assay merges version ${results_document/* RESULTS_SCHEMA_VERSION */.q}`);
        }
    }
    const startedAt = Math.min(...docs.map((d) => Date.parse(d.run.startedAt)));
    const finishedAt = Math.max(...docs.map((d) => Date.parse(d.run.finishedAt)));
    const collections = new Map();
    const seen = new Set();
    for (const doc of docs) {
        const offset = Date.parse(doc.run.startedAt) - startedAt;
        for (const part of doc.collections) {
            const key = JSON.stringify([part.file, part.name]);
            const target = collections.get(key) ?? { ...part, totals: (0,totals/* emptyTotals */.Tf)(), tests: [] };
            collections.set(key, target);
            for (const test of part.tests) {
                const id = `${key}#${test.iteration}#${test.index}`;
                if (seen.has(id)) {
                    throw new Error(`test ${test.index + 1} (${test.name}) of ${part.file}, iteration ${test.iteration}, is in more than one results file`);
                }
                seen.add(id);
                target.tests.push(test.timings && offset !== 0
                    ? { ...test, timings: { ...test.timings, startMs: (0,values/* roundMs */.l9)(test.timings.startMs + offset) } }
                    : test);
            }
        }
    }
    const merged = [...collections.values()].map((c) => {
        const tests = c.tests.sort((a, b) => a.iteration - b.iteration || a.index - b.index);
        return {
            ...c,
            tests,
            totals: (0,totals/* totalsOf */.vA)(tests),
            durationMs: tests.some((t) => t.timings) ? (0,totals/* spanOf */.ee)(tests) : c.durationMs,
        };
    });
    const first = docs[0];
    const run = {
        startedAt: new Date(startedAt).toISOString(),
        finishedAt: new Date(finishedAt).toISOString(),
        durationMs: finishedAt - startedAt,
        options: first.run.options,
        mergedFrom: docs.length,
    };
    const interrupted = docs.find((d) => d.run.interrupted)?.run.interrupted;
    if (interrupted)
        run.interrupted = interrupted;
    // Shards of one workflow run share its provenance; shards from several runs have none in common.
    const ci = first.run.ci;
    if (ci && docs.every((d) => JSON.stringify(d.run.ci) === JSON.stringify(ci)))
        run.ci = ci;
    const usages = docs.flatMap((d) => (d.run.llm ? [d.run.llm] : []));
    if (usages.length > 0)
        run.llm = sumLlmUsage(usages);
    return {
        schemaVersion: results_document/* RESULTS_SCHEMA_VERSION */.q,
        tool: first.tool,
        run,
        totals: (0,totals/* totalsOf */.vA)(merged.flatMap((c) => c.tests)),
        collections: merged,
    };
}
/** The language-model use of merged runs (shards of one run): every count added up. */
function sumLlmUsage(usages) {
    const sum = (pick) => usages.reduce((total, u) => total + pick(u), 0);
    return {
        calls: sum((u) => u.calls),
        cacheHits: sum((u) => u.cacheHits),
        tokens: {
            prompt: sum((u) => u.tokens.prompt),
            completion: sum((u) => u.tokens.completion),
            total: sum((u) => u.tokens.total),
        },
    };
}

;// CONCATENATED MODULE: ./src/report/results/shard-check.ts
/** `paths[i]` is where `docs[i]` was read from. */
function checkShards(docs, paths) {
    const shards = docs.flatMap((doc, i) => (doc.run.shard ? [{ ...doc.run.shard, path: paths[i] }] : []));
    if (shards.length === 0)
        return { refused: [], missing: [] };
    const whole = docs.findIndex((doc) => doc.run.shard === undefined);
    if (whole !== -1) {
        return {
            refused: [`${paths[whole]} is the results of a whole run, the other files are shards: merge one or the other`],
            missing: [],
        };
    }
    const first = shards[0];
    const foreign = shards.filter((s) => s.total !== first.total || s.plan !== first.plan);
    if (foreign.length > 0) {
        const other = foreign[0];
        const why = other.total !== first.total
            ? `it is shard ${other.index}/${other.total}, ${first.path} is shard ${first.index}/${first.total}`
            : other.plan === undefined || first.plan === undefined
                ? 'one of them does not record the run it is part of (written by an older assay)'
                : 'they were run with different collections, tests, filters or repeats';
        return { refused: [`${other.path} is a shard of another run than ${first.path}: ${why}`], missing: [] };
    }
    const byIndex = new Map();
    for (const shard of shards) {
        const earlier = byIndex.get(shard.index);
        if (earlier !== undefined) {
            return {
                refused: [`${earlier} and ${shard.path} are both shard ${shard.index}/${shard.total}`],
                missing: [],
            };
        }
        byIndex.set(shard.index, shard.path);
    }
    const absent = Array.from({ length: first.total }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (absent.length > 0) {
        return {
            refused: [],
            missing: [`the results of shard ${absent.map((i) => `${i}/${first.total}`).join(', ')} are missing`],
        };
    }
    // Every shard is there: their results must add up to the run's plan (a shard cut short does not).
    const planned = first.plannedTests;
    if (planned === undefined)
        return { refused: [], missing: [] };
    const expected = planned * docs[0].run.options.repeats;
    const recorded = docs.reduce((sum, doc) => sum + doc.totals.total, 0);
    return {
        refused: [],
        missing: recorded === expected ? [] : [`the shards hold ${recorded} test results, but their run planned ${expected}`],
    };
}

// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
// EXTERNAL MODULE: ./src/model/suggest.ts
var suggest = __webpack_require__(2691);
// EXTERNAL MODULE: ./src/session/options/option-table.ts
var option_table = __webpack_require__(465);
;// CONCATENATED MODULE: ./src/cli/commands/merge.ts








const MERGE_OPTIONS = [
    {
        names: ['-o', '--output'],
        value: 'dir',
        section: 'merge',
        help: 'Directory for the merged reports (required).',
        apply: (o, v) => void (o.output = v),
    },
    {
        names: ['-f', '--format'],
        value: 'name,\u2026',
        section: 'merge',
        help: `Formats beside results.json and junit.xml: ${formats/* EXTRA_FORMATS */.G7.join(', ')} (repeatable or comma-separated; default: the formats the shards were run with).`,
        apply: (o, v) => addFormats(o, v),
    },
    {
        names: ['--allow-partial'],
        default: 'off',
        section: 'merge',
        help: 'Merge even when shards are missing (a warning names them, and the merge exits 1); without it a missing shard is an error.',
        apply: (o) => void (o.allowPartial = true),
    },
    { names: ['-h', '--help'], section: 'merge', help: 'Print this help.', apply: () => { }, stops: 'help' },
];
const USAGE = `Usage: assay merge <results.json> [<results.json> \u2026] -o <dir> [-f <format>[,<format>]]

Combines the results.json files of several shards (\`--shard i/n\`) into one report set. Every
shard of the run must be given, unless --allow-partial. Shards of another run (other collections,
tests, filters or repeats) and a shard given twice are refused.

${(0,option_table/* helpSection */.lE)(MERGE_OPTIONS, 'merge')}
Exit codes: 0 all merged tests passed, 1 some failed or errored (or a shard is missing, with
--allow-partial), 2 bad input, a foreign or repeated shard, or a missing shard.
`;
async function mergeCommand(argv, io) {
    const values = { allowPartial: false };
    const parsed = (0,option_table/* parseOptions */.Ac)(argv, MERGE_OPTIONS, values, {
        unknown: (name, known) => {
            const near = (0,suggest/* closest */.kp)(name, known);
            return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay merge --help)`;
        },
    });
    if (parsed.kind === 'error')
        return fail(io, parsed.message);
    if (parsed.kind !== 'parsed') {
        io.stdout.write(USAGE);
        return run_outcome/* EXIT_OK */.Ij;
    }
    const { positionals } = parsed;
    if (positionals.length === 0)
        return fail(io, 'no results files given (usage: assay merge <results.json \u2026> -o <dir>)');
    if (!values.output)
        return fail(io, 'missing -o/--output <dir> for the merged reports');
    let docs;
    let merged;
    let problems;
    try {
        docs = [];
        for (const path of positionals)
            docs.push(await (0,read/* readResultsDocument */.C)(path));
        const { refused, missing } = checkShards(docs, positionals);
        if (refused.length > 0)
            return fail(io, refused.join('; '));
        problems = missing;
        merged = mergeResults(docs);
    }
    catch (error) {
        return fail(io, error.message);
    }
    if (problems.length > 0 && !values.allowPartial)
        return fail(io, `${problems.join('; ')} (pass every shard's results.json, or --allow-partial to merge what is there)`);
    for (const problem of problems)
        io.stderr.write(`assay merge: warning: ${problem}; the merged totals cover only the shards given\n`);
    const formats = values.formats ?? merged.run.options.formats;
    let written;
    try {
        written = await (0,write/* writeReports */.Li)(merged, values.output, formats);
    }
    catch (error) {
        return fail(io, `cannot write the reports to ${values.output}: ${error.message}`);
    }
    const t = merged.totals;
    io.stdout.write(`Merged ${positionals.length} results files: ${t.total} tests, ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped, ${t.notRun} not run\n`);
    for (const file of written)
        io.stdout.write(`  wrote ${file}\n`);
    // A merge that lacks part of its run is never green, even when asked for with --allow-partial.
    return (0,run_outcome/* isFailedRun */.LD)(t, merged.run.interrupted) || problems.length > 0 ? run_outcome/* EXIT_FAILED */.hj : run_outcome/* EXIT_OK */.Ij;
}
function fail(io, message) {
    io.stderr.write(`assay merge: ${message}\n`);
    return run_outcome/* EXIT_USAGE */.Ri;
}
function addFormats(options, value) {
    for (const name of value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)) {
        if ((0,formats/* canonicalFormat */.ed)(name) === undefined)
            return `unknown format ${name} (known: ${Object.keys(formats/* FORMAT_FILES */.gE).join(', ')})`;
        (options.formats ??= []).push(name);
    }
}


/***/ }),

/***/ 5503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readResultsDocument),
/* harmony export */   k: () => (/* binding */ loadShardTimings)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3855);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8522);
/* harmony import */ var _stored_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8723);
// Reads results.json files written by an earlier run: for `assay merge` and for `--shard-timings`.




/**
 * Reads `results.json` of an earlier run (whole or one shard) for `--shard-timings`: the mean
 * `timings.totalMs` per test over its iterations, keyed by `testKey`. Throws an Error whose message
 * is meant for the user when the file is unreadable or not a results document.
 */
async function loadShardTimings(path) {
    const doc = await openResultsDocument(path);
    const sums = new Map();
    for (const collection of doc.collections) {
        try {
            for (const test of (0,_stored_results_js__WEBPACK_IMPORTED_MODULE_2__/* .eachTest */ .Uj)(collection)) {
                const problem = testShapeProblem(test, collection.file);
                if (problem)
                    throw new Error(`${path} is not an assay results.json: ${problem}`);
                const ms = test.timings?.totalMs;
                if (typeof ms !== 'number' || !Number.isFinite(ms))
                    continue;
                const key = (0,_model_values_js__WEBPACK_IMPORTED_MODULE_1__/* .testKey */ .S8)(collection, test);
                const entry = sums.get(key) ?? { total: 0, count: 0 };
                entry.total += ms;
                entry.count += 1;
                sums.set(key, entry);
            }
        }
        catch (error) {
            // A stored test's line is parsed when it is reached.
            if (!(error instanceof SyntaxError))
                throw error;
            throw new Error(`${path} is not an assay results.json: a test of ${collection.file} is not valid JSON`);
        }
    }
    return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}
/**
 * An earlier run's `results.json` whose tests are read one at a time as they are gone through
 * (`eachTest`), when the file has the layout assay writes (stored-results.ts); in any other layout
 * of the same JSON (reformatted, say), or when it is not a results document, it is read whole by
 * `readResultsDocument`, with its messages. The tests' own shape is left to the caller
 * (`testShapeProblem`), which meets each of them.
 */
async function openResultsDocument(path) {
    let doc;
    try {
        doc = await (0,_stored_results_js__WEBPACK_IMPORTED_MODULE_2__/* .openStoredResults */ .K2)(path);
    }
    catch {
        return readResultsDocument(path);
    }
    const value = doc;
    const fits = value.schemaVersion === _document_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_SCHEMA_VERSION */ .q && resultsShapeProblem(value, false) === undefined;
    return fits ? doc : readResultsDocument(path);
}
/**
 * Reads and shape-checks an assay `results.json`. Throws an Error with a one-line message naming
 * the file when it cannot be read, is not JSON, is not a results document or has another schema version.
 */
async function readResultsDocument(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : code === 'EACCES'
                    ? 'permission denied'
                    : String(error.message);
        throw new Error(`cannot read ${path}: ${why}`, { cause: error });
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not an assay results.json: it is not valid JSON`);
    }
    if (!isObject(value) || !('schemaVersion' in value)) {
        throw new Error(`${path} is not an assay results.json: it has no schemaVersion`);
    }
    if (value.schemaVersion !== _document_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_SCHEMA_VERSION */ .q) {
        throw new Error(`${path} has results schemaVersion ${JSON.stringify(value.schemaVersion)}; this assay reads version ${_document_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULTS_SCHEMA_VERSION */ .q}`);
    }
    const problem = resultsShapeProblem(value);
    if (problem)
        throw new Error(`${path} is not an assay results.json: ${problem}`);
    return value;
}
function resultsShapeProblem(value, withTests = true) {
    if (!isObject(value.run) || typeof value.run.startedAt !== 'string' || typeof value.run.finishedAt !== 'string') {
        return 'it has no run with startedAt and finishedAt';
    }
    if (!Array.isArray(value.collections))
        return 'it has no collections list';
    for (const [c, collection] of value.collections.entries()) {
        // A stored collection's `tests` is read from the file when asked for: without the tests, only
        // that it has them is looked at.
        if (!isObject(collection) ||
            typeof collection.file !== 'string' ||
            typeof collection.name !== 'string' ||
            !(withTests ? Array.isArray(collection.tests) : 'tests' in collection)) {
            return `collection ${c + 1} has no file, name and tests`;
        }
        if (!withTests)
            continue;
        for (const test of collection.tests) {
            const problem = testShapeProblem(test, collection.file);
            if (problem)
                return problem;
        }
    }
    return undefined;
}
function testShapeProblem(test, file) {
    if (!isObject(test) ||
        typeof test.index !== 'number' ||
        typeof test.iteration !== 'number' ||
        typeof test.outcome !== 'string') {
        return `a test of ${file} has no index, iteration and outcome`;
    }
    return undefined;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ })

};

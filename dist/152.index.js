export const id = 152;
export const ids = [152];
export const modules = {

/***/ 21370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// UNUSED EXPORTS: MERGE_OPTIONS

// EXTERNAL MODULE: ./src/report/formats.ts
var formats = __webpack_require__(5226);
// EXTERNAL MODULE: ./src/report/results/read.ts
var read = __webpack_require__(15503);
// EXTERNAL MODULE: ./src/report/results/stored-results.ts
var stored_results = __webpack_require__(28723);
// EXTERNAL MODULE: ./src/model/values.ts
var values = __webpack_require__(43855);
// EXTERNAL MODULE: ./src/report/results/document.ts
var results_document = __webpack_require__(68522);
// EXTERNAL MODULE: ./src/report/results/totals.ts
var results_totals = __webpack_require__(13424);
;// CONCATENATED MODULE: ./src/report/results/merge.ts



/**
 * One results document from several: collections with the same file and name are joined (in the
 * order they first appear), their tests sorted by iteration then declared index, and every total
 * recounted from the tests. The run spans the earliest start to the latest finish. Test start
 * times are shifted onto that common clock so timelines line up.
 */
function mergeResults(docs) {
    const run = mergedRun(docs);
    const collections = new Map();
    const seen = new Set();
    for (const doc of docs) {
        const offset = shardOffset(doc, run);
        for (const part of doc.collections) {
            const key = collectionKey(part);
            const target = collections.get(key) ?? { ...part, totals: (0,results_totals/* emptyTotals */.Tf)(), tests: [] };
            collections.set(key, target);
            for (const test of part.tests) {
                const id = `${key}#${test.iteration}#${test.index}`;
                if (seen.has(id))
                    throw new Error(repeatedTestMessage(part.file, test));
                seen.add(id);
                target.tests.push(shiftedTest(test, offset));
            }
        }
    }
    const merged = [...collections.values()].map((c) => {
        const tests = c.tests.sort((a, b) => a.iteration - b.iteration || a.index - b.index);
        return {
            ...c,
            tests,
            totals: (0,results_totals/* totalsOf */.vA)(tests),
            durationMs: tests.some((t) => t.timings) ? (0,results_totals/* spanOf */.ee)(tests) : c.durationMs,
        };
    });
    return {
        schemaVersion: results_document/* RESULTS_SCHEMA_VERSION */.q,
        tool: docs[0].tool,
        run,
        totals: (0,results_totals/* totalsOf */.vA)(merged.flatMap((c) => c.tests)),
        collections: merged,
    };
}
/**
 * The run of the merged documents: from the earliest start to the latest finish, with the first
 * document's options, the first interrupt, the provenance they share and their language-model use
 * added up. Throws when there are none, or one has another schema version.
 */
function mergedRun(docs) {
    if (docs.length === 0)
        throw new Error('no results to merge');
    for (const doc of docs) {
        if (doc.schemaVersion !== results_document/* RESULTS_SCHEMA_VERSION */.q) {
            throw new Error(`cannot merge results with schemaVersion ${JSON.stringify(doc.schemaVersion)}; this assay merges version ${results_document/* RESULTS_SCHEMA_VERSION */.q}`);
        }
    }
    const startedAt = Math.min(...docs.map((d) => Date.parse(d.run.startedAt)));
    const finishedAt = Math.max(...docs.map((d) => Date.parse(d.run.finishedAt)));
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
    return run;
}
/** How much later than the merged run a document's run started: what its tests' start times move by. */
function shardOffset(doc, run) {
    return Date.parse(doc.run.startedAt) - Date.parse(run.startedAt);
}
/** Collections of the same file and name are one collection of the merged run. */
function collectionKey(collection) {
    return JSON.stringify([collection.file, collection.name]);
}
/** A test with its start time on the merged run's clock. */
function shiftedTest(test, offset) {
    return test.timings && offset !== 0
        ? { ...test, timings: { ...test.timings, startMs: (0,values/* roundMs */.l9)(test.timings.startMs + offset) } }
        : test;
}
function repeatedTestMessage(file, test) {
    return `test ${test.index + 1} (${test.name}) of ${file}, iteration ${test.iteration}, is in more than one results file`;
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

;// CONCATENATED MODULE: ./src/report/results/stored-merge.ts



/**
 * The merge of shards opened with `openStoredResults`: throws an Error whose message is meant for
 * the user when a test line cannot be indexed, or when a test is in more than one of them (the
 * first such test as `mergeResults` would find it).
 */
function planStoredMerge(docs, paths) {
    const run = mergedRun(docs);
    const groups = new Map();
    for (const [shard, doc] of docs.entries()) {
        const offset = shardOffset(doc, run);
        for (const [position, collection] of doc.collections.entries()) {
            const key = collectionKey(collection);
            const group = groups.get(key) ?? { head: headOf(collection), parts: [] };
            groups.set(key, group);
            group.parts.push(indexedPart({ path: paths[shard], collection, offset, shard, position }));
        }
    }
    const collections = [...groups.values()].map(({ head, parts }) => sorted(head, parts));
    const repeated = firstRepeated(collections);
    if (repeated !== undefined) {
        const { part, line } = repeated;
        const [test] = (0,read/* checkedTests */.Ho)((0,stored_results/* storedTestsAt */.YY)(part.collection, part.lines, [line]), part.path, part.collection.file);
        throw new Error(repeatedTestMessage(part.collection.file, test));
    }
    return { tool: docs[0].tool, run, collections };
}
/**
 * The tests of a merged collection in the merged order, each read from its shard, parsed once,
 * checked and put on the merged run's clock. Throws an Error naming the file for a record that is
 * not JSON, has not the shape of a test, or is not the test its line was indexed as.
 */
function* mergedTests(collection) {
    const { parts, order } = collection;
    const readers = parts.map((part, p) => {
        const lines = partOrder(collection, p);
        // A shard assay wrote has each collection's tests in the merged order already: read in chunks.
        const tests = inFileOrder(lines) ? (0,stored_results/* eachTest */.Uj)(part.collection) : (0,stored_results/* storedTestsAt */.YY)(part.collection, part.lines, lines);
        return (0,read/* checkedTests */.Ho)(tests, part.path, part.collection.file);
    });
    try {
        for (const entry of order) {
            const part = parts[collection.part[entry]];
            const test = readers[collection.part[entry]].next().value;
            if (test.iteration !== collection.iteration[entry] || test.index !== collection.index[entry])
                throw (0,read/* recordError */.Eq)(part.path, part.collection.file, `a test of ${part.collection.file} is not written as assay writes it`);
            yield shiftedTest(test, part.offset);
        }
    }
    finally {
        // Each reader holds its file open until it ends.
        for (const reader of readers)
            reader.return(undefined);
    }
}
/** A part with its test lines indexed; their iterations and indices must be numbers. */
function indexedPart(part) {
    const { path, collection } = part;
    let lines;
    try {
        lines = (0,stored_results/* storedTestLines */.NW)(collection, { iterations: true });
    }
    catch (error) {
        // A line not written as assay writes it is parsed for its numbers.
        if (!(error instanceof SyntaxError))
            throw error;
        throw (0,read/* recordError */.Eq)(path, collection.file);
    }
    const { indices, iterations = [], starts, ends } = lines;
    for (let i = 0; i < indices.length; i++) {
        if (typeof indices[i] !== 'number' || typeof iterations[i] !== 'number')
            throw (0,read/* recordError */.Eq)(path, collection.file, (0,read/* withoutShape */.wT)(collection.file));
    }
    // The lines' places are all `storedTestsAt` reads.
    return { ...part, lines: { indices: [], starts, ends }, iterations, indices };
}
/** The merged collection's entries sorted by iteration, then declared index, then the parts' order. */
function sorted(head, parts) {
    const count = parts.reduce((sum, part) => sum + part.indices.length, 0);
    const collection = {
        head,
        parts: parts.map(({ iterations: _, indices: __, ...part }) => part),
        order: new Uint32Array(count),
        part: new Uint32Array(count),
        line: new Uint32Array(count),
        iteration: new Float64Array(count),
        index: new Float64Array(count),
    };
    let entry = 0;
    for (const [p, part] of parts.entries()) {
        for (let line = 0; line < part.indices.length; line++, entry++) {
            collection.order[entry] = entry;
            collection.part[entry] = p;
            collection.line[entry] = line;
            collection.iteration[entry] = part.iterations[line];
            collection.index[entry] = part.indices[line];
        }
    }
    const { iteration, index } = collection;
    collection.order.sort((a, b) => iteration[a] - iteration[b] || index[a] - index[b] || a - b);
    return collection;
}
/** The lines of part `p` in the merged order. */
function partOrder(collection, p) {
    const lines = collection.parts[p].lines.starts.length;
    const order = new Uint32Array(lines);
    let next = 0;
    for (const entry of collection.order)
        if (collection.part[entry] === p)
            order[next++] = collection.line[entry];
    return order;
}
function inFileOrder(lines) {
    return lines.every((line, i) => line === i);
}
/**
 * The test `mergeResults` would name as in more than one file: of the tests that repeat an earlier
 * one (shard by shard, collection by collection, line by line), the first.
 */
function firstRepeated(collections) {
    let first;
    for (const collection of collections) {
        const { order, iteration, index } = collection;
        // Sorted with ties in entry order, so of equal tests each after the first repeats it, and
        // within a collection the smallest such entry comes first in the files.
        let repeat = Infinity;
        for (let k = 1; k < order.length; k++) {
            const [a, b] = [order[k - 1], order[k]];
            if (iteration[a] === iteration[b] && index[a] === index[b])
                repeat = Math.min(repeat, b);
        }
        if (repeat === Infinity)
            continue;
        const candidate = { part: collection.parts[collection.part[repeat]], line: collection.line[repeat] };
        if (first === undefined || before(candidate, first))
            first = candidate;
    }
    return first;
}
function before(a, b) {
    return (a.part.shard - b.part.shard || a.part.position - b.part.position || a.line - b.line) < 0;
}
/**
 * A stored collection's members but its tests, in their order (its tests are read from the file
 * when asked for, so they are left alone).
 */
function headOf(collection) {
    const keys = Object.keys(collection).filter((key) => key !== 'tests');
    // fromEntries keeps a `__proto__` member a member, as spreading the parsed collection would.
    return Object.fromEntries(keys.map((key) => [key, collection[key]]));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/report/results/results-json.ts
var results_json = __webpack_require__(78728);
// EXTERNAL MODULE: ./src/report/formats/junit.ts
var junit = __webpack_require__(95261);
// EXTERNAL MODULE: ./src/report/formats/html/row-store.ts
var row_store = __webpack_require__(13411);
// EXTERNAL MODULE: ./src/report/output-directory.ts
var output_directory = __webpack_require__(64115);
// EXTERNAL MODULE: ./src/report/temporary-file.ts
var temporary_file = __webpack_require__(7252);
// EXTERNAL MODULE: ./src/report/write.ts + 4 modules
var write = __webpack_require__(43863);
;// CONCATENATED MODULE: ./src/report/merge-writer.ts
// The reports of `assay merge` of stored shards (results/stored-merge.ts), written without holding
// their tests: one pass reads each record in the merged order and parses it once, counting the
// totals and durations that go before the tests and putting its results.json line and its JUnit
// test case in a temporary file each; results.json and junit.xml are then their heads around those
// files, and the other formats are written from results.json read back, as after a run (write.ts).











/**
 * The reports of a merge: of whole documents (`mergeResults`) as `writeReports` writes them, of
 * stored shards after the pass over their records (`withJunit`: their JUnit test cases too), which
 * throws an Error whose message is meant for the user when a record cannot be read.
 */
function mergedReports(merged, withJunit) {
    if ('schemaVersion' in merged)
        return { totals: merged.totals, write: (output, formats) => (0,write/* writeReports */.Li)(merged, output, formats) };
    return GatheredMerge.gather(merged, withJunit);
}
/** The merged run without its tests, and where each collection's results.json lines and JUnit test cases wait. */
class GatheredMerge {
    envelope;
    #lines;
    #cases;
    constructor(envelope, lines, cases) {
        this.envelope = envelope;
        this.#lines = lines;
        this.#cases = cases;
    }
    /** The pass over the shards' records; a record that cannot be read leaves nothing behind. */
    static gather(merge, withJunit) {
        const lines = new Spool();
        const cases = withJunit ? new Spool() : undefined;
        try {
            const repeated = merge.run.options.repeats > 1;
            const totals = (0,results_totals/* emptyTotals */.Tf)();
            const collections = merge.collections.map((collection) => {
                const { head } = collection;
                const suite = (0,junit/* junitAttribute */.RU)(head.name);
                const file = (0,junit/* junitAttribute */.RU)(head.file);
                const collectionTotals = (0,results_totals/* emptyTotals */.Tf)();
                const span = new results_totals/* TestSpan */.lu();
                let timed = false;
                lines.open();
                cases?.open();
                for (const test of mergedTests(collection)) {
                    (0,results_totals/* countOutcome */.y0)(collectionTotals, test.outcome);
                    (0,results_totals/* countOutcome */.y0)(totals, test.outcome);
                    if (test.timings) {
                        timed = true;
                        span.add(test.timings);
                    }
                    lines.append((0,results_json/* testPiece */.zX)(test, collectionTotals.total - 1));
                    cases?.append((0,junit/* testcaseLine */.dn)(test, suite, file, repeated));
                }
                lines.close();
                cases?.close();
                return { ...head, totals: collectionTotals, durationMs: timed ? span.ms : head.durationMs };
            });
            const envelope = {
                schemaVersion: results_document/* RESULTS_SCHEMA_VERSION */.q,
                tool: merge.tool,
                run: merge.run,
                totals,
                collections,
            };
            return new GatheredMerge(envelope, lines, cases);
        }
        catch (error) {
            lines.dispose();
            cases?.dispose();
            throw error;
        }
    }
    get totals() {
        return this.envelope.totals;
    }
    /** As `writeReports` writes the merged document. */
    async write(output, formats) {
        try {
            await (0,promises_.mkdir)((0,output_directory/* reportDirectory */.s6)(output), { recursive: true });
            const paths = (0,output_directory/* reportPaths */.Rs)(output, formats);
            const asked = paths.get('results');
            // The other formats read results.json: a temporary one when only they were asked for.
            const results = asked ?? (0,temporary_file/* temporaryPath */.l)('results', '.json');
            try {
                await (0,write/* writePieces */.Rx)(results, this.#results(), asked === undefined ? 'wx' : 'w');
                const junit = paths.get('junit');
                if (junit !== undefined)
                    await (0,write/* writePieces */.Rx)(junit, this.#junit());
                const others = (0,write/* afterRunFormats */["if"])(paths);
                const { files, failures } = others.length === 0
                    ? { files: [], failures: [] }
                    : await (0,write/* writeFormats */.gj)(await (0,stored_results/* openStoredResults */.K2)(results), others);
                if (failures.length > 0)
                    throw new Error(failures.join('; '));
                return [...paths.values()].filter((path) => path === asked || path === junit || files.includes(path));
            }
            finally {
                if (asked === undefined)
                    await (0,promises_.rm)(results, { force: true });
            }
        }
        finally {
            this.#lines.dispose();
            this.#cases?.dispose();
        }
    }
    *#results() {
        const { collections, ...envelope } = this.envelope;
        yield (0,results_json/* resultsHead */.rm)(envelope);
        for (const [c, collection] of collections.entries()) {
            yield (0,results_json/* collectionOpening */.Ds)(collection, c);
            yield* this.#lines.section(c);
            yield (0,results_json/* collectionClosing */.E$)(collection.totals.total);
        }
        yield (0,results_json/* resultsClosing */.AR)(collections.length);
    }
    *#junit() {
        const { envelope } = this;
        yield (0,junit/* junitHead */.Hv)(envelope);
        for (const [c, collection] of envelope.collections.entries()) {
            yield (0,junit/* suiteHead */.zr)(collection, envelope.run.startedAt);
            yield* this.#cases.section(c);
            yield junit/* SUITE_TAIL */.aP;
        }
        yield junit/* JUNIT_TAIL */.az;
    }
}
/** A temporary file of text in sections, one a collection, each read back in pieces of bytes. */
class Spool {
    #store = new row_store.FileRowStore();
    #sections = [];
    open() {
        this.#sections.push([this.#store.position, -1]);
    }
    append(text) {
        this.#store.append(text);
    }
    close() {
        this.#sections[this.#sections.length - 1][1] = this.#store.position;
    }
    section(c) {
        const [from, to] = this.#sections[c];
        return this.#store.read(from, to);
    }
    dispose() {
        this.#store.dispose();
    }
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
var option_table = __webpack_require__(60465);
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
    const output = values.output;
    if (!output)
        return fail(io, 'missing -o/--output <dir> for the merged reports');
    let merged;
    let problems;
    try {
        const { docs, stored } = await openShards(positionals);
        const { refused, missing } = checkShards(docs, positionals);
        if (refused.length > 0)
            return fail(io, refused.join('; '));
        problems = missing;
        merged = stored ? planStoredMerge(docs, positionals) : mergeResults(docs);
    }
    catch (error) {
        return fail(io, error.message);
    }
    if (problems.length > 0 && !values.allowPartial)
        return fail(io, `${problems.join('; ')} (pass every shard's results.json, or --allow-partial to merge what is there)`);
    for (const problem of problems)
        io.stderr.write(`assay merge: warning: ${problem}; the merged totals cover only the shards given\n`);
    const formats = values.formats ?? merged.run.options.formats;
    let reports;
    try {
        // Stored shards' records are read here: one that cannot be is the shard's fault, not the output's.
        reports = mergedReports(merged, (0,output_directory/* reportPaths */.Rs)(output, formats).has('junit'));
    }
    catch (error) {
        return fail(io, error.message);
    }
    let written;
    try {
        written = await reports.write(output, formats);
    }
    catch (error) {
        return fail(io, `cannot write the reports to ${output}: ${error.message}`);
    }
    const t = reports.totals;
    io.stdout.write(`Merged ${positionals.length} results files: ${t.total} tests, ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped, ${t.notRun} not run\n`);
    for (const file of written)
        io.stdout.write(`  wrote ${file}\n`);
    // A merge that lacks part of its run is never green, even when asked for with --allow-partial.
    return (0,run_outcome/* isFailedRun */.LD)(t, merged.run.interrupted) || problems.length > 0 ? run_outcome/* EXIT_FAILED */.hj : run_outcome/* EXIT_OK */.Ij;
}
/**
 * The shards, `stored` when each has the layout assay writes: then their tests are read from the
 * files a record at a time. When one has another layout (reformatted, hand-edited), all of them
 * are read whole, as they always were.
 */
async function openShards(paths) {
    const docs = [];
    for (const path of paths)
        docs.push(await (0,read/* openResultsDocument */.OO)(path));
    const stored = docs.map((doc) => doc.collections.every(stored_results/* isStoredCollection */.wI));
    if (stored.every(Boolean))
        return { docs, stored: true };
    // Those read whole already are not read again.
    for (const [i, path] of paths.entries())
        if (stored[i])
            docs[i] = await (0,read/* readResultsDocument */.CG)(path);
    return { docs, stored: false };
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

/***/ 13411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FileRowStore: () => (/* binding */ FileRowStore),
/* harmony export */   MemoryRowStore: () => (/* binding */ MemoryRowStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _temporary_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7252);
// Where the HTML page's rows wait while the pass over the records gathers the timeline and the
// body count that go before them: in memory for a page rendered as one string, in a temporary
// file for a page written after a run (whose rows are the size of the page), so each record is
// read and parsed once for every format (report/write.ts).


class MemoryRowStore {
    #texts = [];
    append(text) {
        this.#texts.push(text);
    }
    get position() {
        return this.#texts.length;
    }
    read(from, to) {
        return this.#texts.slice(from, to);
    }
    dispose() {
        this.#texts = [];
    }
}
/**
 * Bytes gathered before a write, and read at a time, through one buffer. Below glibc's threshold for
 * allocating with mmap (128 KiB), as stored-results.ts explains.
 */
const CHUNK = 64 * 1024;
/** A temporary file, written and read synchronously: the page is rendered in one go after the run. */
class FileRowStore {
    #path = (0,_temporary_file_js__WEBPACK_IMPORTED_MODULE_1__/* .temporaryPath */ .l)('html', '.part');
    #fd;
    #buffer = Buffer.allocUnsafe(CHUNK);
    #used = 0;
    #written = 0;
    append(text) {
        if (this.#used + text.length * 3 > CHUNK) {
            this.#flush();
            if (text.length * 3 > CHUNK) {
                this.#write(Buffer.from(text));
                return;
            }
        }
        this.#used += this.#buffer.write(text, this.#used);
    }
    get position() {
        return this.#written + this.#used;
    }
    *read(from, to) {
        this.#flush();
        for (let at = from; at < to;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(this.#fd, this.#buffer, 0, Math.min(CHUNK, to - at), at);
            if (read === 0)
                throw new Error(`${this.#path} is shorter than what was written to it`);
            at += read;
            yield this.#buffer.subarray(0, read);
        }
    }
    dispose() {
        if (this.#fd === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.#fd);
        this.#fd = undefined;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(this.#path, { force: true });
    }
    #flush() {
        if (this.#used === 0)
            return;
        this.#write(this.#buffer.subarray(0, this.#used));
        this.#used = 0;
    }
    #write(bytes) {
        // Read back as well: created exclusively, as every temporary file, and readable by this user only.
        this.#fd ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.#path, `${_temporary_file_js__WEBPACK_IMPORTED_MODULE_1__/* .TEMPORARY_FLAGS */ .E}+`, 0o600);
        for (let done = 0; done < bytes.length;)
            done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.#fd, bytes, done, bytes.length - done, this.#written + done);
        this.#written += bytes.length;
    }
}


/***/ }),

/***/ 15503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ readResultsDocument),
/* harmony export */   Eq: () => (/* binding */ recordError),
/* harmony export */   Ho: () => (/* binding */ checkedTests),
/* harmony export */   OO: () => (/* binding */ openResultsDocument),
/* harmony export */   kW: () => (/* binding */ loadShardTimings),
/* harmony export */   wT: () => (/* binding */ withoutShape)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43855);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68522);
/* harmony import */ var _stored_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28723);
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
        for (const test of checkedTests((0,_stored_results_js__WEBPACK_IMPORTED_MODULE_2__/* .eachTest */ .Uj)(collection), path, collection.file)) {
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
    return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}
/**
 * The tests of a collection of `path` as they are gone through, each checked for the shape every
 * reader relies on: one that is not JSON (a stored test's line is parsed when it is reached) or has
 * no index, iteration and outcome ends the pass with a message naming the file.
 */
function* checkedTests(tests, path, file) {
    try {
        for (const test of tests) {
            const problem = testShapeProblem(test, file);
            if (problem)
                throw recordError(path, file, problem);
            yield test;
        }
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        throw recordError(path, file);
    }
}
/**
 * An earlier run's `results.json` whose tests are read one at a time as they are gone through
 * (`eachTest`), when the file has the layout assay writes (stored-results.ts); in any other layout
 * of the same JSON (reformatted, say), or when it is not a results document, it is read whole by
 * `readResultsDocument`, with its messages. The tests' own shape is left to the caller
 * (`checkedTests`), which meets each of them.
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
        return withoutShape(file);
    }
    return undefined;
}
/** What a test of `file` lacks when it has no index, iteration and outcome. */
function withoutShape(file) {
    return `a test of ${file} has no index, iteration and outcome`;
}
/** The message for a test record of `path` that cannot be read: not JSON, or `problem`. */
function recordError(path, file, problem = `a test of ${file} is not valid JSON`) {
    return new Error(`${path} is not an assay results.json: ${problem}`);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ })

};

export const id = 1502;
export const ids = [1502];
export const modules = {

/***/ 35185:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   metadataValue: () => (/* binding */ metadataValue),
/* harmony export */   renderXray: () => (/* binding */ renderXray),
/* harmony export */   xrayWriter: () => (/* binding */ xrayWriter)
/* harmony export */ });
/* harmony import */ var _wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43579);
/* harmony import */ var _wording_attempts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54691);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75271);
/* harmony import */ var _format_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75688);
/* harmony import */ var _results_stored_results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28723);





/** Tests that did not run (skipped, not run) are `TODO`: Xray's status for "not executed yet". */
const STATUS = {
    passed: 'PASSED',
    failed: 'FAILED',
    errored: 'FAILED',
    skipped: 'TODO',
    notRun: 'TODO',
};
function renderXray(doc) {
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_1__/* .joined */ .oR)((0,_format_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPieces */ .h)(xrayWriter(doc), doc));
}
/**
 * The document declared test by declared test: a large run is never held as one document. A
 * collection whose tests each ran once is written from the shared pass over the records; one with
 * iterations gathers each test's runs with `storedTestsAt`, holding one test's runs at a time.
 */
function xrayWriter(doc) {
    const runStart = Date.parse(doc.run.startedAt);
    const json = new _json_pieces_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamedJson */ .mv({ info: executionInfo(doc), tests: _json_pieces_js__WEBPACK_IMPORTED_MODULE_1__/* .STREAMED */ .wn });
    const writer = {
        start: () => [json.head()],
        collectionStart(collection) {
            const lines = (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_3__/* .storedTestLines */ .NW)(collection);
            writer.wantsTests = lines !== undefined && eachOnce(lines.indices);
            if (writer.wantsTests)
                return _format_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTHING */ .K;
            const groups = lines === undefined ? groupByTest(collection.tests) : storedGroups(collection, lines);
            return piecesOf(groups, (runs) => json.add(xrayTest(runs, runStart)));
        },
        wantsTests: false,
        test: (test) => json.add(xrayTest([test], runStart)),
        collectionEnd: () => _format_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTHING */ .K,
        end: () => [json.end('\n')],
    };
    return writer;
}
function* piecesOf(items, piece) {
    for (const item of items) {
        const text = piece(item);
        if (text !== '')
            yield text;
    }
}
/** Whether every declared index appears once: strictly increasing, as one iteration is written. */
function eachOnce(indices) {
    for (let i = 1; i < indices.length; i++)
        if (indices[i] <= indices[i - 1])
            return false;
    return true;
}
/**
 * The runs of each declared test in the order the tests first appear, each test's in the file's
 * order (as `groupByTest`), read from the file one test's runs at a time.
 */
function* storedGroups(collection, lines) {
    // Each line's group (by first appearance of its index), then the lines sorted by group, stably.
    const groupOf = new Map();
    const groups = lines.indices.map((index) => {
        let group = groupOf.get(index);
        if (group === undefined)
            groupOf.set(index, (group = groupOf.size));
        return group;
    });
    const starts = new Array(groupOf.size + 1).fill(0);
    for (const group of groups)
        starts[group + 1]++;
    for (let g = 1; g <= groupOf.size; g++)
        starts[g] += starts[g - 1];
    const order = new Array(groups.length);
    const next = starts.slice(0, groupOf.size);
    for (const [line, group] of groups.entries())
        order[next[group]++] = line;
    let runs = [];
    let group = 0;
    for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_3__/* .storedTestsAt */ .YY)(collection, lines, order)) {
        runs.push(test);
        if (runs.length === starts[group + 1] - starts[group]) {
            yield runs;
            runs = [];
            group++;
        }
    }
}
function executionInfo(doc) {
    const lookup = (key) => {
        for (const collection of doc.collections) {
            const value = metadataValue(collection.metadata, key);
            if (value !== undefined)
                return value;
        }
        return undefined;
    };
    const names = doc.collections.map((collection) => collection.name).join(', ');
    const environments = splitList(lookup('environments'));
    const info = {
        summary: lookup('execution-summary') ?? names,
        description: lookup('execution-description') ?? `${names} (assay ${doc.tool.version})`,
    };
    const version = lookup('version');
    const revision = lookup('revision');
    const testPlanKey = lookup('test-plan-key');
    if (version !== undefined)
        info.version = version;
    if (revision !== undefined)
        info.revision = revision;
    if (testPlanKey !== undefined)
        info.testPlanKey = testPlanKey;
    if (environments.length > 0)
        info.testEnvironments = environments;
    info.startDate = xrayDate(Date.parse(doc.run.startedAt));
    info.finishDate = xrayDate(Date.parse(doc.run.finishedAt));
    return info;
}
/** The runs (iterations) of each declared test, in declared order. */
function groupByTest(tests) {
    const byIndex = new Map();
    for (const test of tests) {
        const runs = byIndex.get(test.index);
        if (runs)
            runs.push(test);
        else
            byIndex.set(test.index, [test]);
    }
    return [...byIndex.values()];
}
function xrayTest(runs, runStart) {
    const first = runs[0];
    const metadata = first.metadata;
    const summary = metadataValue(metadata, 'summary') ?? first.name;
    const requirementKeys = splitList(metadataValue(metadata, 'requirement-keys'));
    const projectKey = metadataValue(metadata, 'project-key');
    const testKey = metadataValue(metadata, 'test-key');
    const timed = runs.filter((run) => run.timings);
    const repeated = runs.length > 1;
    const comments = runs.map((run) => commentOf(run));
    const comment = comments
        .map((text, i) => (text && repeated ? `Iteration ${runs[i].iteration}: ${text}` : text))
        .filter((text) => text !== '')
        .join('\n');
    const test = {};
    if (testKey !== undefined)
        test.testKey = testKey;
    test.testInfo = {
        ...(projectKey !== undefined ? { projectKey } : {}),
        type: 'Generic',
        summary,
        definition: metadataValue(metadata, 'definition') ?? first.name,
        ...(requirementKeys.length > 0 ? { requirementKeys } : {}),
    };
    if (timed.length > 0) {
        test.start = xrayDate(runStart + Math.min(...timed.map((run) => run.timings.startMs)));
        test.finish = xrayDate(runStart + Math.max(...timed.map((run) => run.timings.startMs + run.timings.totalMs)));
    }
    if (comment !== '')
        test.comment = comment;
    test.status = overallStatus(runs);
    if (repeated) {
        test.iterations = runs.map((run, i) => ({
            name: `Iteration ${run.iteration}`,
            parameters: [{ name: 'iteration', value: String(run.iteration) }],
            ...(comments[i] !== '' ? { log: comments[i] } : {}),
            status: STATUS[run.outcome],
        }));
    }
    return test;
}
function overallStatus(runs) {
    const statuses = new Set(runs.map((run) => STATUS[run.outcome]));
    if (statuses.has('FAILED'))
        return 'FAILED';
    return statuses.has('PASSED') ? 'PASSED' : 'TODO';
}
const COMMENT_LEAD = {
    passed: '',
    failed: '',
    errored: 'Error: ',
    skipped: 'Skipped: ',
    notRun: 'Not run: ',
};
/**
 * The test run's comment (an iteration's log): why it did not pass, then, for a retried test, one line per
 * attempt. Attempts are not Xray iterations: Xray fails a test run with any failed iteration, and a test
 * that passed on its third attempt passed.
 */
function commentOf(test) {
    const reasons = (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .failureReasons */ .OP)(test);
    const lines = reasons.length === 0 ? [] : [COMMENT_LEAD[test.outcome] + reasons.join('\n')];
    const attempts = (0,_wording_attempts_js__WEBPACK_IMPORTED_MODULE_4__/* .attemptLines */ .x)(test.attempts);
    if (attempts.length > 0)
        lines.push(`Attempts:\n${attempts.join('\n')}`);
    return lines.join('\n');
}
/**
 * A metadata value: `metadata` is a list of maps (the first map holding the key wins, so keys may
 * be spread over several items) or a single map. Numbers and booleans are read as text.
 */
function metadataValue(metadata, key) {
    const maps = Array.isArray(metadata) ? metadata : [metadata];
    for (const map of maps) {
        if (map === null || typeof map !== 'object' || Array.isArray(map) || !Object.hasOwn(map, key))
            continue;
        const value = map[key];
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
            return String(value).trim();
    }
    return undefined;
}
/** `A, B ,` \u2192 `['A', 'B']`. */
function splitList(value) {
    if (value === undefined)
        return [];
    return value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/** ISO 8601 in UTC with an explicit offset and whole seconds, e.g. `2026-03-01T10:00:00+00:00`. */
function xrayDate(epochMs) {
    return `${new Date(Math.floor(epochMs)).toISOString().slice(0, 19)}+00:00`;
}


/***/ })

};

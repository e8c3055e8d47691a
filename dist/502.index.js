export const id = 502;
export const ids = [502];
export const modules = {

/***/ 75688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ NOTHING),
/* harmony export */   h: () => (/* binding */ formatPieces)
/* harmony export */ });
/* harmony import */ var _results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28723);

/** One format's text as pieces: the shared pass with this one format. */
function* formatPieces(writer, doc) {
    try {
        yield* writer.start();
        for (const [c, collection] of doc.collections.entries()) {
            yield* writer.collectionStart(collection, c);
            if (writer.wantsTests) {
                for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTest */ .Uj)(collection)) {
                    const piece = writer.test(test);
                    if (piece !== '')
                        yield piece;
                }
            }
            yield* writer.collectionEnd();
        }
        yield* writer.end();
    }
    finally {
        writer.dispose?.();
    }
}
/** For a format's writer: nothing to add here. */
const NOTHING = [];


/***/ }),

/***/ 75271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mv: () => (/* binding */ StreamedJson),
/* harmony export */   oR: () => (/* binding */ joined),
/* harmony export */   wn: () => (/* binding */ STREAMED)
/* harmony export */ });
// A pretty-printed JSON document (as `JSON.stringify(value, null, 2)` writes it) whose one large
// array is given item by item and written a batch of items at a time, so the whole document is
// never held. `value` holds STREAMED where the array goes.
const STREAMED = '\u0000assay-streamed-items\u0000';
/**
 * The document's text as items arrive: `head()`, then `add(item)` for each (a batch's text, or ''
 * while a batch fills), then `end()`. Members after the array may be set on `value` before
 * `end()` (totals known once the items are through); the members before it must not change.
 *
 * Items are stringified a batch at a time, each batch in the placeholder's place, so V8 writes their
 * indentation (re-indenting each item's text cost as much as stringifying it); the default keeps a
 * batch of test records small enough to stay out of V8's large-object space.
 */
class StreamedJson {
    #value;
    #batchSize;
    #holder;
    #head;
    /** Where the placeholder starts in the document's text, and the indentation of its line. */
    #at;
    #indent;
    #tailLength;
    #batch = [];
    #first = true;
    constructor(value, batchSize = 32) {
        this.#value = value;
        this.#batchSize = batchSize;
        const text = JSON.stringify(value, null, 2);
        const at = text.indexOf(MARKER);
        if (at === -1)
            throw new Error('StreamedJson: the value has no STREAMED placeholder');
        const lineStart = text.lastIndexOf('\n', at) + 1;
        this.#at = at;
        this.#indent = /^ */.exec(text.slice(lineStart))[0];
        this.#tailLength = text.length - at - MARKER.length;
        this.#head = `${text.slice(0, at)}[`;
        this.#holder = placeholderHolder(value);
    }
    /** The text up to the array's `[`. */
    head() {
        return this.#head;
    }
    add(item) {
        this.#batch.push(item);
        return this.#batch.length === this.#batchSize ? this.#render() : '';
    }
    /** The last batch, the array's end and the members after it, then `after` (a final newline, say). */
    end(after = '') {
        const text = JSON.stringify(this.#value, null, 2);
        const tail = text.slice(this.#at + MARKER.length);
        this.#tailLength = tail.length;
        const rest = this.#batch.length > 0 ? this.#render() : '';
        return `${rest}${this.#first ? ']' : `\n${this.#indent}]`}${tail}${after}`;
    }
    #render() {
        this.#holder.set(this.#batch);
        let rendered;
        try {
            rendered = JSON.stringify(this.#holder.value, null, 2);
        }
        finally {
            this.#holder.set(STREAMED);
        }
        // Between the array's `[` and its closing `\n<indent>]`: `\n<indent>  item,\n<indent>  item`.
        const inner = rendered.slice(this.#at + 1, rendered.length - this.#tailLength - this.#indent.length - 2);
        const piece = this.#first ? inner : `,${inner}`;
        this.#first = false;
        this.#batch = [];
        return piece;
    }
}
const MARKER = JSON.stringify(STREAMED);
/** Where in `value` the placeholder is, to put each batch there in turn. */
function placeholderHolder(value) {
    // The document is the array itself.
    if (value === STREAMED) {
        let current = value;
        return {
            set: (items) => void (current = items),
            get value() {
                return current;
            },
        };
    }
    const found = findPlaceholder(value);
    if (found === undefined)
        throw new Error('StreamedJson: the value has no STREAMED placeholder');
    const [parent, key] = found;
    return { set: (items) => void (parent[key] = items), value };
}
function findPlaceholder(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    for (const [key, member] of Object.entries(value)) {
        if (member === STREAMED)
            return [value, key];
        const inner = findPlaceholder(member);
        if (inner !== undefined)
            return inner;
    }
    return undefined;
}
/** The pieces as one string, for callers that want the whole text (tests, small documents). */
function joined(pieces) {
    let text = '';
    const decoder = new TextDecoder();
    for (const piece of pieces)
        text += typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true });
    return text + decoder.decode();
}


/***/ }),

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

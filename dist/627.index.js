export const id = 627;
export const ids = [627];
export const modules = {

/***/ 23750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CTRF_SPEC_VERSION: () => (/* binding */ CTRF_SPEC_VERSION),
/* harmony export */   ctrfWriter: () => (/* binding */ ctrfWriter),
/* harmony export */   renderCtrf: () => (/* binding */ renderCtrf)
/* harmony export */ });
/* harmony import */ var _results_document_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68522);
/* harmony import */ var _wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43579);
/* harmony import */ var _wording_labels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60410);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75271);
/* harmony import */ var _format_writer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75688);
// ctrf.json: the Common Test Report Format (ctrf-io/ctrf, schema/ctrf.schema.json), read by
// ctrf-io/github-test-reporter and the other CTRF tools. One CTRF test per test run (iteration);
// errored maps to `failed` and skipped / not run to `skipped`, with assay's own outcome kept in
// `rawStatus`.





const CTRF_SPEC_VERSION = '0.0.0';
const STATUS = {
    passed: 'passed',
    failed: 'failed',
    errored: 'failed',
    skipped: 'skipped',
    notRun: 'skipped',
};
function renderCtrf(doc) {
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .joined */ .oR)((0,_format_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPieces */ .h)(ctrfWriter(doc), doc));
}
/** The report test by test: a large run is never held as one document. */
function ctrfWriter(doc) {
    const start = Date.parse(doc.run.startedAt);
    const stop = Date.parse(doc.run.finishedAt);
    const repeated = doc.run.options.repeats > 1;
    const report = {
        reportFormat: 'CTRF',
        specVersion: CTRF_SPEC_VERSION,
        // node:crypto is loaded when a CTRF report is written, not at every start.
        reportId: process.getBuiltinModule('node:crypto').randomUUID(),
        timestamp: doc.run.finishedAt,
        generatedBy: 'assay',
        results: {
            tool: { name: 'assay', version: doc.tool.version },
            summary: {
                tests: doc.totals.total,
                passed: doc.totals.passed,
                failed: doc.totals.failed + doc.totals.errored,
                skipped: doc.totals.skipped + doc.totals.notRun,
                pending: 0,
                other: 0,
                suites: doc.collections.length,
                start,
                stop,
                duration: Math.round(doc.run.durationMs),
                extra: {
                    errored: doc.totals.errored,
                    notRun: doc.totals.notRun,
                    ...(doc.run.interrupted ? { interrupted: doc.run.interrupted } : {}),
                },
            },
            tests: _json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .STREAMED */ .wn,
        },
    };
    const json = new _json_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .StreamedJson */ .mv(report);
    let collection;
    return {
        start: () => [json.head()],
        collectionStart(current) {
            collection = current;
            return _format_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .NOTHING */ .K;
        },
        wantsTests: true,
        test: (test) => json.add(ctrfTest(test, collection, start, repeated)),
        collectionEnd: () => _format_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .NOTHING */ .K,
        end: () => [json.end('\n')],
    };
}
function ctrfTest(test, collection, runStart, repeated) {
    const message = (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .failureReasons */ .OP)(test).join('\n');
    const trace = test.outcome === 'failed' ? (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .failureDetails */ .JK)(test).join('\n') : '';
    return {
        name: (0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .testLabel */ .xW)(test, repeated),
        status: STATUS[test.outcome],
        rawStatus: test.outcome,
        duration: Math.round(test.timings?.totalMs ?? 0),
        ...(test.timings
            ? {
                start: Math.round(runStart + test.timings.startMs),
                stop: Math.round(runStart + test.timings.startMs + test.timings.totalMs),
            }
            : {}),
        ...(message ? { message } : {}),
        ...(trace ? { trace } : {}),
        suite: [collection.name || collection.file],
        filePath: collection.file,
        line: test.line,
        tags: test.tags,
        type: 'api',
        retries: Math.max(0, (test.attempts?.length ?? 1) - 1),
        // CTRF: a test that passed after failing attempts.
        flaky: (0,_results_document_js__WEBPACK_IMPORTED_MODULE_4__/* .isFlaky */ .s)(test),
        ...(test.lane !== undefined ? { threadId: `lane ${test.lane + 1}` } : {}),
        ...(repeated ? { parameters: { iteration: test.iteration } } : {}),
        extra: {
            ...(test.id !== undefined ? { id: test.id } : {}),
            method: test.request?.method ?? test.method,
            url: test.request?.url ?? test.urlTemplate,
            ...(test.response ? { status: test.response.status, statusText: test.response.statusText } : {}),
            ...(test.dependsOn.length > 0 ? { dependsOn: test.dependsOn } : {}),
            ...(test.timings ? { ttfbMs: test.timings.ttfbMs } : {}),
            ...(test.errorCode ? { errorCode: test.errorCode } : {}),
            iteration: test.iteration,
        },
    };
}


/***/ }),

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


/***/ })

};

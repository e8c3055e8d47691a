export const id = 419;
export const ids = [419];
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

/***/ 42426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderTestlemon: () => (/* binding */ renderTestlemon),
/* harmony export */   testlemonWriter: () => (/* binding */ testlemonWriter)
/* harmony export */ });
/* harmony import */ var _wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43579);
/* harmony import */ var _json_pieces_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75271);
/* harmony import */ var _format_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75688);



function renderTestlemon(doc) {
    return (0,_json_pieces_js__WEBPACK_IMPORTED_MODULE_1__/* .joined */ .oR)((0,_format_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPieces */ .h)(testlemonWriter(doc), doc));
}
/**
 * The result test by test: a large run is never held as one document. With several collections
 * each is an item of an array: rendered inside a one-item array, so V8 indents it, whose brackets
 * are left out.
 */
function testlemonWriter(doc) {
    const single = doc.collections.length === 1;
    const { startedAt } = doc.run;
    let json;
    let result;
    let sums;
    let c = 0;
    return {
        start: () => (doc.collections.length === 0 ? ['[]\n'] : _format_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTHING */ .K),
        collectionStart(collection, index) {
            c = index;
            sums = { ttfb: 0, download: 0, total: 0, count: 0 };
            result = {
                name: collection.name,
                // Every test passed: the totals were counted from the same records.
                isValid: collection.totals.passed === collection.totals.total,
                testsResults: _json_pieces_js__WEBPACK_IMPORTED_MODULE_1__/* .STREAMED */ .wn,
                metadata: collection.metadata ?? null,
                averageTtfb: '',
                averageContentDownloadTime: '',
                averageTotalDuration: '',
                totalDuration: timeSpan(collection.durationMs),
            };
            json = new _json_pieces_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamedJson */ .mv(single ? result : [result]);
            const head = json.head();
            return [single ? head : `${c === 0 ? '[' : ','}${head.slice(1)}`];
        },
        wantsTests: true,
        test(test) {
            const timings = test.timings;
            sums.ttfb += timings?.ttfbMs ?? 0;
            sums.download += timings ? timings.totalMs - timings.ttfbMs : 0;
            sums.total += timings?.totalMs ?? 0;
            sums.count += 1;
            return json.add(testResult(test, startedAt));
        },
        collectionEnd() {
            const count = Math.max(1, sums.count);
            result.averageTtfb = timeSpan(sums.ttfb / count);
            result.averageContentDownloadTime = timeSpan(sums.download / count);
            result.averageTotalDuration = timeSpan(sums.total / count);
            const text = json.end();
            // Without the one-item array's closing `\n]`, but for the last collection's.
            return [single ? `${text}\n` : c === doc.collections.length - 1 ? `${text}\n` : text.slice(0, -2)];
        },
        end: () => _format_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTHING */ .K,
    };
}
function testResult(test, startedAt) {
    const headers = (test.request?.headers ?? []).map(([k, v]) => `${k}: ${v}`);
    const body = test.request?.body ?? null;
    const response = test.response;
    const timings = test.timings;
    return {
        test: {
            id: test.id ?? null,
            name: test.name,
            dependsOn: test.dependsOn[0] ?? null,
            url: test.request?.url ?? test.urlTemplate,
            method: test.method.charAt(0) + test.method.slice(1).toLowerCase(),
            body,
            bodySize: body === null ? 0 : Buffer.byteLength(body),
            tags: test.tags,
            headers,
            headersSize: headers.reduce((sum, h) => sum + Buffer.byteLength(h), 0),
            validators: test.validators.map((v) => ({ [v.name]: v.expected })),
            context: test.captures.map((c) => ({
                name: c.name,
                type: c.type === 'secret' ? 'Secret' : 'Variable',
                pattern: c.pattern,
            })),
            metadata: test.metadata ?? null,
        },
        response: {
            isSuccessStatusCode: response !== undefined && response.status >= 200 && response.status <= 299,
            statusCode: response?.status ?? -1,
            createdDate: timings
                ? new Date(Date.parse(startedAt) + timings.startMs + timings.totalMs).toISOString()
                : '0001-01-01T00:00:00+00:00',
            ttfb: timeSpan(timings?.ttfbMs ?? 0),
            contentDownloadTime: timeSpan(timings ? timings.totalMs - timings.ttfbMs : 0),
            totalDuration: timeSpan(timings?.totalMs ?? 0),
            headers: (response?.headers ?? []).map(([key, value]) => ({ key, values: [value] })),
            headersSize: (response?.headers ?? []).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(v), 0),
            body: response?.body ?? null,
            bodySize: response?.bodyBytes ?? 0,
        },
        isValid: test.outcome === 'passed',
        // Not in the original's shape (it had no capture failures, errors or skips to explain): added so
        // this report also says why a test did not pass.
        reasons: (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .failureReasons */ .OP)(test),
        // Also an addition: every attempt of a test with `retry` (empty for other tests), in this shape's
        // terms (`statusCode` -1 without a response, TimeSpan durations). Readers of the original's shape
        // ignore both fields.
        attempts: (test.attempts ?? []).map((attempt) => ({
            attempt: attempt.attempt,
            isValid: attempt.outcome === 'passed',
            outcome: attempt.outcome,
            statusCode: attempt.status ?? -1,
            createdDate: new Date(Date.parse(startedAt) + attempt.startMs + attempt.totalMs).toISOString(),
            totalDuration: timeSpan(attempt.totalMs),
            retriedBecause: attempt.retriedBecause ?? null,
        })),
        validators: test.validators.map((v) => ({
            validator: { name: v.name, value: v.expected },
            result: { isSuccessful: v.pass, value: v.actual, message: v.pass ? '' : v.message, items: [] },
        })),
    };
}
/** .NET TimeSpan "c" format: hh:mm:ss.fffffff. */
function timeSpan(ms) {
    const ticks = Math.max(0, Math.round(ms * 10_000));
    const totalSeconds = Math.floor(ticks / 10_000_000);
    const fraction = String(ticks % 10_000_000).padStart(7, '0');
    const h = String(Math.floor(totalSeconds / 3600)).padStart(2, '0');
    const m = String(Math.floor((totalSeconds % 3600) / 60)).padStart(2, '0');
    const s = String(totalSeconds % 60).padStart(2, '0');
    return `${h}:${m}:${s}.${fraction}`;
}


/***/ })

};

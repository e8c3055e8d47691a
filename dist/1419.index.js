export const id = 1419;
export const ids = [1419];
export const modules = {

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

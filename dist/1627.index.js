export const id = 1627;
export const ids = [1627];
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


/***/ })

};

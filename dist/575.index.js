export const id = 575;
export const ids = [575];
export const modules = {

/***/ 44424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadCommand: () => (/* binding */ uploadCommand)
/* harmony export */ });
/* harmony import */ var _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2605);
/* harmony import */ var _model_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2691);
/* harmony import */ var _session_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60465);
/* harmony import */ var _session_send_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28935);
// `assay upload <results.json \u2026> --to <project URL>`: sends the results of earlier runs to an assay
// server (docs/serve.md#runs-from-ci), so that a new server shows real history from day one. Each
// file is sent as written (the server checks it against the results schema and records it once).




const UPLOAD_OPTIONS = [
    {
        names: ['--to'],
        value: 'url',
        section: 'upload',
        help: "The project's page on the assay server (required).",
        apply: (o, v) => {
            const address = (0,_session_send_results_js__WEBPACK_IMPORTED_MODULE_0__/* .projectAddress */ .OV)(v);
            if (address === undefined)
                return `--to takes ${_session_send_results_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_TO_EXPECTS */ .eE}, got ${JSON.stringify(v)}`;
            o.to = address;
        },
    },
    { names: ['-h', '--help'], section: 'upload', help: 'Print this help.', apply: () => { }, stops: 'help' },
];
const USAGE = `Usage: assay upload <results.json> [<results.json> \u2026] --to <project URL>

Sends the results.json files of earlier runs to a project of an assay server, with the API token in
${_session_send_results_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_VARIABLE */ .bG} (a token with the run scope). Each becomes a run of the project with its own times
(marked ci); a file sent before is recorded once.

${(0,_session_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .helpSection */ .lE)(UPLOAD_OPTIONS, 'upload')}
Exit codes: 0 every file was recorded, 1 the server refused or could not be reached for some, 2 bad input.
`;
async function uploadCommand(argv, io) {
    const values = {};
    const parsed = (0,_session_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .parseOptions */ .Ac)(argv, UPLOAD_OPTIONS, values, {
        unknown: (name, known) => {
            const near = (0,_model_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(name, known);
            return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay upload --help)`;
        },
    });
    if (parsed.kind === 'error')
        return fail(io, parsed.message);
    if (parsed.kind !== 'parsed') {
        io.stdout.write(USAGE);
        return _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
    }
    const files = parsed.positionals;
    if (files.length === 0)
        return fail(io, 'no results files given (usage: assay upload <results.json \u2026> --to <url>)');
    if (values.to === undefined)
        return fail(io, "missing --to <url>: the project's page on the assay server");
    const token = io.env[_session_send_results_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_VARIABLE */ .bG];
    if (!token)
        return fail(io, `the server's API token (a token with the run scope) goes in ${_session_send_results_js__WEBPACK_IMPORTED_MODULE_0__/* .TOKEN_VARIABLE */ .bG}`);
    let refused = 0;
    for (const file of files) {
        try {
            const sent = await (0,_session_send_results_js__WEBPACK_IMPORTED_MODULE_0__/* .sendResults */ .R7)(values.to, token, file);
            io.stdout.write(`${file}: ${sent.existing ? 'already recorded as' : 'recorded as'} ${sent.page}\n`);
        }
        catch (error) {
            refused++;
            const message = error.code === 'ENOENT' ? 'no such file' : error.message;
            io.stderr.write(`assay upload: ${file}: ${message}\n`);
        }
    }
    return refused > 0 ? _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_FAILED */ .hj : _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}
function fail(io, message) {
    io.stderr.write(`assay upload: ${message}\n`);
    return _model_run_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_USAGE */ .Ri;
}


/***/ })

};

export const id = 1623;
export const ids = [1623];
export const modules = {

/***/ 49765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  newAjv: () => (/* binding */ newAjv)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: ./src/engine/queries/patterns.ts + 1 modules
var patterns = __webpack_require__(98447);
;// CONCATENATED MODULE: ./src/engine/queries/schema-pattern.ts
// How a JSON Schema's `pattern` and `patternProperties` are compiled (ajv's `code.regExp`), so that no
// response can make one backtrack without bound (issue 9, "A run cannot hang"): measured, ajv's own
// `new RegExp('^(a+)+$', 'u')` took 90 s on a 35-character string, blind to --timeout and SIGTERM.
//
// ajv compiles patterns in JavaScript's unicode mode (`u`), which V8's linear-time engine does not
// take. A pattern that needs nothing of that mode — no `\p{…}` or `\u{…}` escapes, no character
// outside the Basic Multilingual Plane — and that the linear-time engine accepts (no backreferences,
// no lookarounds) runs on that engine instead. On text without surrogate code units both modes match
// alike; on text with them (an emoji, say) such a character counts as two, as in a pattern without
// `u` (docs/collection-format.md). Any other pattern runs as ajv would, on the backtracking engine.

/** What only unicode mode reads as intended: property and code point escapes, and astral characters. */
const NEEDS_UNICODE_MODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;
const schemaPattern = Object.assign((pattern, flags) => {
    // Compiled as ajv would first: an invalid pattern throws the error ajv reports.
    const exact = new RegExp(pattern, flags);
    if (NEEDS_UNICODE_MODE.test(pattern) || !(0,patterns/* runsInLinearTime */.Y)(pattern))
        return exact;
    // eslint-disable-next-line no-invalid-regexp -- `l` (linear) is V8's, enabled by runsInLinearTime
    const linear = new RegExp(pattern, 'l');
    // ajv keys its compiled patterns by this text.
    return { test: (text) => linear.test(text), toString: () => exact.toString() };
}, { code: 'assaySchemaPattern' });

;// CONCATENATED MODULE: ./src/engine/validators/json-schema-compiler.ts
// ajv with its formats, in a chunk of its own: loaded only for collections that use `json-schema` or `openapi`.




/**
 * A validator factory for draft 2020-12, or draft-07 (and 04–06) when `draft07`. ajv-formats knows
 * OpenAPI's own formats too (`int32`, `int64`, `float`, `double`, `byte`, `binary`, `password`).
 * `quiet`: a format neither knows is ignored without a console warning (OpenAPI formats are open).
 * Schema patterns are compiled so that a response cannot make them backtrack without bound
 * (schema-pattern.ts).
 */
function newAjv(draft07, quiet = false) {
    const options = {
        allErrors: true,
        strict: false,
        code: { regExp: schemaPattern },
        ...(quiet ? { logger: false } : {}),
    };
    const ajv = draft07 ? new dist_ajv.Ajv(options) : new _2020.Ajv2020(options);
    dist_default()["default"](ajv);
    return ajv;
}


/***/ })

};

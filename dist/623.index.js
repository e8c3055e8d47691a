export const id = 623;
export const ids = [623];
export const modules = {

/***/ 66462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   newAjv: () => (/* binding */ newAjv)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72981);
// ajv with its formats, in a chunk of its own: loaded only for collections that use `json-schema` or `openapi`.




/**
 * A validator factory for draft 2020-12, or draft-07 (and 04\u201306) when `draft07`. ajv-formats knows
 * OpenAPI's own formats too (`int32`, `int64`, `float`, `double`, `byte`, `binary`, `password`).
 * `quiet`: a format neither knows is ignored without a console warning (OpenAPI formats are open).
 * Schema patterns are compiled so that a response cannot make them backtrack without bound
 * (schema-pattern.ts).
 */
function newAjv(draft07, quiet = false) {
    const options = {
        allErrors: true,
        strict: false,
        code: { regExp: _queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .schemaPattern */ .Si },
        ...(quiet ? { logger: false } : {}),
    };
    const ajv = draft07 ? new ajv__WEBPACK_IMPORTED_MODULE_2__.Ajv(options) : new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020(options);
    ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"](ajv);
    return ajv;
}


/***/ })

};

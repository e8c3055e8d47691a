export const id = 123;
export const ids = [123];
export const modules = {

/***/ 24817:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   exec: () => (/* reexport safe */ jsonpath_rfc9535__WEBPACK_IMPORTED_MODULE_0__.m0),
/* harmony export */   parse: () => (/* reexport safe */ jsonpath_rfc9535_parser__WEBPACK_IMPORTED_MODULE_1__.A),
/* harmony export */   query: () => (/* reexport safe */ jsonpath_rfc9535__WEBPACK_IMPORTED_MODULE_0__.P)
/* harmony export */ });
/* harmony import */ var jsonpath_rfc9535__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33062);
/* harmony import */ var jsonpath_rfc9535_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71185);
// jsonpath-rfc9535, gathered for the one dynamic import in json-path.ts (its own chunk in dist/).




/***/ })

};

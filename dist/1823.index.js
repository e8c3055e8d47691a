export const id = 1823;
export const ids = [1823];
export const modules = {

/***/ 33334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parse5: () => (/* reexport module object */ parse5__WEBPACK_IMPORTED_MODULE_1__),
/* harmony export */   xmldom: () => (/* reexport fake namespace object from non-harmony */ _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0___namespace_cache || (_xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0___namespace_cache = __webpack_require__.t(_xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__, 2)))
/* harmony export */ });
/* harmony import */ var _xmldom_xmldom__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98351);
/* harmony import */ var parse5__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1990);
// The XML and HTML document builders, in a chunk of their own: loaded on a run's first XPath question.




/***/ })

};

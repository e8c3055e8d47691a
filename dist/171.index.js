export const id = 171;
export const ids = [171];
export const modules = {

/***/ 57948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _session_invocation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(484);

async function runCommand(options, io) {
    const invocation = await (0,_session_invocation_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareInvocation */ .a)(options, io);
    if (invocation.run === undefined)
        return invocation.code;
    return (await (0,_session_invocation_js__WEBPACK_IMPORTED_MODULE_0__/* .executeInvocation */ .G)(invocation.run, io, { once: true })).code;
}


/***/ })

};

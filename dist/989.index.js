export const id = 989;
export const ids = [989];
export const modules = {

/***/ 98346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   H: () => (/* binding */ prettyBody)
/* harmony export */ });
// Text cut and laid out for people: bodies re-indented, long values cut without breaking a character.
/** A body re-indented when it is JSON, else as it is. */
function prettyBody(body) {
    const trimmed = body.trimStart();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
        return body;
    try {
        return JSON.stringify(JSON.parse(body), null, 2);
    }
    catch {
        return body;
    }
}
/** Cuts `text` to at most `max` characters, never inside a surrogate pair; reports whether it cut. */
function clip(text, max) {
    if (text.length <= max)
        return { text, clipped: false };
    const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
    return { text: text.slice(0, end), clipped: true };
}


/***/ })

};

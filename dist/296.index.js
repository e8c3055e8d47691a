export const id = 296;
export const ids = [296];
export const modules = {

/***/ 71927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readSitemap: () => (/* binding */ readSitemap)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69658);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75824);
// Reading one sitemap file (sitemaps.org protocol): XML `<urlset>` or `<sitemapindex>`, a plain text
// list of URLs, either of them gzipped. Entity expansion is off: only the five predefined XML entities
// and character references are decoded in `<loc>`, so a hostile sitemap cannot blow up in memory.


/** Limit of a sitemap after decompression (the protocol allows 50 MB). */
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
const parser = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A({
    processEntities: false,
    htmlEntities: false,
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'url' || name === 'sitemap',
});
function readSitemap(bytes) {
    let data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (data[0] === 0x1f && data[1] === 0x8b) {
        try {
            data = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(data, { maxOutputLength: MAX_SITEMAP_BYTES });
        }
        catch (error) {
            return { kind: 'invalid', message: `cannot gunzip: ${error.message}` };
        }
    }
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    if (!text.trimStart().startsWith('<'))
        return { kind: 'urlset', locations: textLocations(text) };
    return xmlLocations(text);
}
function textLocations(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => /^https?:\/\//i.test(line));
}
function xmlLocations(text) {
    if (/<!ENTITY/i.test(text))
        return { kind: 'invalid', message: 'declares XML entities, which a sitemap never needs: refused' };
    const validation = fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__/* .XMLValidator */ .iI.validate(text);
    if (validation !== true) {
        const { msg, line } = validation.err;
        return { kind: 'invalid', message: `not well-formed XML: ${msg} (line ${line})` };
    }
    let document;
    try {
        document = parser.parse(text);
    }
    catch (error) {
        return { kind: 'invalid', message: `not well-formed XML: ${error.message}` };
    }
    const urlset = document['urlset'];
    if (urlset !== undefined)
        return { kind: 'urlset', locations: locations(urlset?.url) };
    const index = document['sitemapindex'];
    if (index !== undefined)
        return { kind: 'index', locations: locations(index?.sitemap) };
    return { kind: 'invalid', message: 'neither <urlset> nor <sitemapindex>' };
}
function locations(entries) {
    return (entries ?? [])
        .map((entry) => entry?.loc)
        .filter((loc) => typeof loc === 'string' && loc !== '')
        .map(decodeXmlText);
}
const PREDEFINED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXmlText(text) {
    return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name) => {
        if (name[0] !== '#')
            return PREDEFINED[name.toLowerCase()] ?? whole;
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}


/***/ })

};

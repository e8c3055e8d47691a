export const id = 813;
export const ids = [813];
export const modules = {

/***/ 97055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunCookieJar: () => (/* binding */ RunCookieJar)
/* harmony export */ });
/* harmony import */ var tough_cookie__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77380);
// `cookies: true`: one cookie jar per collection and iteration. tough-cookie applies RFC 6265
// (domain and host-only matching with the public suffix list, path, Secure, expiry, Max-Age,
// SameSite ignored as a non-browser client does), so assay does not carry its own rules.

class RunCookieJar {
    #jar = new tough_cookie__WEBPACK_IMPORTED_MODULE_0__/* .CookieJar */ .cP(undefined, { looseMode: true });
    cookieHeader(url) {
        const header = this.#jar.getCookieStringSync(url.href);
        return header === '' ? undefined : header;
    }
    store(url, setCookies) {
        for (const setCookie of setCookies) {
            try {
                this.#jar.setCookieSync(setCookie, url.href, { ignoreError: true });
            }
            catch {
                // A cookie for another domain or a malformed one is dropped, as browsers do.
            }
        }
    }
    /** `--cookie FILE`: cookies read from a file, as if their domain had set them. */
    add(cookies) {
        for (const each of cookies) {
            const cookie = new tough_cookie__WEBPACK_IMPORTED_MODULE_0__/* .Cookie */ .Hk({
                key: each.name,
                value: each.value,
                domain: each.domain,
                path: each.path,
                secure: each.secure,
                httpOnly: each.httpOnly,
                hostOnly: !each.includeSubdomains,
                ...(each.expires > 0 ? { expires: new Date(each.expires * 1000) } : {}),
            });
            try {
                this.#jar.setCookieSync(cookie, `${each.secure ? 'https' : 'http'}://${each.domain}${each.path}`, {
                    ignoreError: true,
                });
            }
            catch {
                // An expired cookie or one for a public suffix is dropped, as it would be from a response.
            }
        }
    }
    /** `--cookie-jar FILE`: the cookies the jar holds now. */
    cookies() {
        return this.#jar.serializeSync().cookies.map((cookie) => ({
            domain: String(cookie.domain ?? ''),
            includeSubdomains: cookie.hostOnly !== true,
            path: String(cookie.path ?? '/'),
            secure: cookie.secure === true,
            httpOnly: cookie.httpOnly === true,
            expires: typeof cookie.expires === 'string' && cookie.expires !== 'Infinity'
                ? Math.floor(Date.parse(cookie.expires) / 1000)
                : 0,
            name: String(cookie.key ?? ''),
            value: String(cookie.value ?? ''),
        }));
    }
}


/***/ })

};

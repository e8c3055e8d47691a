export const id = 863;
export const ids = [863];
export const modules = {

/***/ 43855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   S8: () => (/* binding */ testKey),
/* harmony export */   Wn: () => (/* binding */ describeStatus),
/* harmony export */   Ww: () => (/* binding */ describeTest),
/* harmony export */   l9: () => (/* binding */ roundMs),
/* harmony export */   sV: () => (/* binding */ RETRY_DEFAULTS)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// How shared values are written, the same in the engine, the reports and every adapter.

/** Milliseconds to the microsecond, as every report gives timings. */
function roundMs(ms) {
    return Math.round(ms * 1000) / 1000;
}
/** `404 Not Found`: the code with its standard reason phrase, as people read it. */
function describeStatus(status, statusText) {
    const reason = statusText || node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[status];
    return reason ? `${status} ${reason}` : String(status);
}
/** `1 error`, `2 errors`. */
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
/** The key `--shard-timings` durations are stored under: stable across runs of the same files. */
function testKey(collection, test) {
    return `${collection.file}::${test.id ?? '#' + test.index}`;
}
/** How a test is named in messages and reports: its name, else its id, else `METHOD url`. */
function describeTest(test) {
    return test.name ?? test.id ?? `${test.method} ${test.url.source}`;
}
/** `retry` without `interval` waits 1 s; `backoff: exponential` waits at most 30 s (or `interval` when larger). */
const RETRY_DEFAULTS = { intervalMs: 1000, maxIntervalMs: 30_000 };


/***/ }),

/***/ 95261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ junitXml),
/* harmony export */   Hv: () => (/* binding */ junitHead),
/* harmony export */   RU: () => (/* binding */ junitAttribute),
/* harmony export */   aP: () => (/* binding */ SUITE_TAIL),
/* harmony export */   az: () => (/* binding */ JUNIT_TAIL),
/* harmony export */   dn: () => (/* binding */ testcaseLine),
/* harmony export */   zr: () => (/* binding */ suiteHead)
/* harmony export */ });
/* harmony import */ var _results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28723);
/* harmony import */ var _wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43579);
/* harmony import */ var _wording_labels_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60410);
/* harmony import */ var _wording_attempts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54691);




/** The report as a sequence of text pieces (a test case each), to be written as a stream. */
function* junitXml(doc) {
    const repeated = doc.run.options.repeats > 1;
    yield junitHead(doc);
    for (const collection of doc.collections) {
        yield suiteHead(collection, doc.run.startedAt);
        const suite = attr(collection.name);
        const file = attr(collection.file);
        for (const test of (0,_results_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTest */ .Uj)(collection))
            yield testcaseLine(test, suite, file, repeated);
        yield SUITE_TAIL;
    }
    yield JUNIT_TAIL;
}
const SUITE_TAIL = '  </testsuite>\n';
const JUNIT_TAIL = '</testsuites>\n';
function junitHead(doc) {
    const t = doc.totals;
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="assay" tests="${t.total}" failures="${t.failed}" errors="${t.errored}" skipped="${t.skipped + t.notRun}" time="${seconds(doc.run.durationMs)}" timestamp="${doc.run.startedAt}">\n`);
}
function suiteHead(collection, startedAt) {
    const c = collection.totals;
    return `  <testsuite name="${attr(collection.name)}" tests="${c.total}" failures="${c.failed}" errors="${c.errored}" skipped="${c.skipped + c.notRun}" time="${seconds(collection.durationMs)}" timestamp="${startedAt}" file="${attr(collection.file)}">\n`;
}
/** A test case and its line break, for a suite of this name and file (as written in the collection). */
function testcaseLine(test, suite, file, repeated) {
    return `${testcase(test, suite, file, repeated)}\n`;
}
/** Escapes a value for an attribute once, so a suite's name and file are escaped once per suite. */
function junitAttribute(value) {
    return attr(value);
}
/** `suite` and `file` come already escaped: they are the same for every test of a suite. */
function testcase(test, suite, file, repeated) {
    // A failed test points at its failing validator (or capture), so CI annotations land on that line.
    const { line } = (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failurePosition */ .ci)(test, test);
    const open = `    <testcase classname="${suite}" name="${attr((0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_2__/* .testLabel */ .xW)(test, repeated))}" time="${seconds(test.timings?.totalMs ?? 0)}" file="${file}" line="${line}"`;
    const inner = [];
    if (test.outcome === 'failed') {
        const message = (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failureReasons */ .OP)(test).join('; ');
        const details = (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failureDetails */ .JK)(test).join('\n');
        inner.push(`      <failure message="${attr(message)}" type="${attr((0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failureKind */ .zU)(test))}">${text(details)}</failure>`);
    }
    else if (test.outcome === 'errored') {
        const message = (0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failureReasons */ .OP)(test).join('; ');
        inner.push(`      <error message="${attr(message)}" type="${attr((0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failureKind */ .zU)(test))}">${text(message)}</error>`);
    }
    else if (test.outcome === 'skipped' || test.outcome === 'notRun') {
        inner.push(`      <skipped message="${attr((0,_wording_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .failureReasons */ .OP)(test).join('; '))}"/>`);
    }
    if (test.request) {
        const status = test.response ? `${test.response.status} ${test.response.statusText}` : 'no response';
        const out = [`${test.request.method} ${test.request.url} \u2192 ${status}`, ...(0,_wording_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptLines */ .x)(test.attempts)].join('\n');
        inner.push(`      <system-out>${text(out)}</system-out>`);
    }
    return inner.length === 0 ? `${open}/>` : `${open}>\n${inner.join('\n')}\n    </testcase>`;
}
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}
/** XML 1.0 cannot carry most control characters even escaped: drop them. */
function clean(value) {
    return (value
        // eslint-disable-next-line no-control-regex
        .replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g, '')
        .replace(/[\uD800-\uDFFF]/g, (c, i, s) => (isPaired(s, i) ? c : '\uFFFD')));
}
function isPaired(s, i) {
    const code = s.charCodeAt(i);
    return code < 0xdc00 ? (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 : (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}
/** Any character `text` or `attr` would change; most values have none, and skip the replacing. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[\x00-\x1F&<>"\uD800-\uDFFF\uFFFE\uFFFF]/;
function text(value) {
    if (!NEEDS_ESCAPING.test(value))
        return value;
    return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function attr(value) {
    if (!NEEDS_ESCAPING.test(value))
        return value;
    return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}


/***/ }),

/***/ 64115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ DIAGNOSTICS_FILE),
/* harmony export */   Q$: () => (/* binding */ prepareOutputDirectory),
/* harmony export */   Rs: () => (/* binding */ reportPaths),
/* harmony export */   s6: () => (/* binding */ reportDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5226);
// The report directory (`-o`): made ready before anything is sent, so a path that cannot hold
// reports ends the run with one message instead of after it. Report files of an earlier run are
// removed first, so a run that breaks cannot leave a green report behind; only the files assay
// owns there (the fixed names of the formats, diagnostics.txt, and an `-o` file path) are removed,
// and beside an `-o` file path only the default-named ones assay wrote.



const DIAGNOSTICS_FILE = 'diagnostics.txt';
/** The directory reports go to: `output` itself, or the directory of a `.json`/`.xml` file path. */
function reportDirectory(output) {
    const extension = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(output).toLowerCase();
    return extension === '.json' || extension === '.xml' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(output) : output;
}
/**
 * Makes the report directory ready to write to; a message for the user when it cannot be. A `-o`
 * directory is assay's: every report name in it is removed. Beside an `-o` file path (often a
 * repository's root) only the files this run writes (`formats`, as `-f` gives them) are removed,
 * never a `summary.md` or `report.html` that may be the user's.
 */
async function prepareOutputDirectory(output, formats = []) {
    const directory = reportDirectory(output);
    try {
        await makeDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(directory));
        const owned = directory === output
            ? [...Object.values(_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_FILES */ .gE), DIAGNOSTICS_FILE].map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(directory, name))
            : [...reportPaths(output, formats).values(), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(directory, DIAGNOSTICS_FILE)];
        for (const file of owned)
            await removeFile(file);
        // An earlier run's reports under the default names (an earlier `-o` of this directory) would be
        // read beside this run's as if they were its own: those assay wrote go too.
        if (directory !== output) {
            for (const [format, name] of Object.entries(_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_FILES */ .gE)) {
                const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(directory, name);
                if (await writtenByAssay(file, format))
                    await removeFile(file);
            }
        }
        await checkWritable(directory);
        return undefined;
    }
    catch (error) {
        return `assay: cannot write reports to ${directory}: ${plainReason(error)}\n`;
    }
}
/**
 * `mkdir -p` one level at a time: Node's recursive mkdir loops forever on some paths of special
 * file systems (`/proc/nope`), so the nearest existing ancestor is found first.
 */
async function makeDirectory(path) {
    const missing = [];
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(at).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (found !== undefined) {
            if (!found.isDirectory())
                throw Object.assign(new Error(`${at} is not a directory`), { code: 'ENOTDIR' });
            break;
        }
        missing.unshift(at);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            break;
    }
    for (const directory of missing) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(directory).catch((error) => {
            if (error.code !== 'EEXIST')
                throw error;
        });
    }
}
async function removeFile(path) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined);
    // Only files: a directory of the same name is the user's, and writing there will say so.
    if (found?.isFile())
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(path);
}
/**
 * How each format's file starts when assay wrote it, so a user's own `summary.md` or
 * `report.html` beside an `-o` file path is never taken for an earlier run's report.
 */
const WRITTEN_BY_ASSAY = {
    results: /^\{\s*"schemaVersion": \d+,\s*"tool": \{\s*"name": "assay"/,
    junit: /^<\?xml[^>]*>\s*<testsuites name="assay"/,
    ctrf: /^\{\s*"reportFormat": "CTRF"[^]*"generatedBy": "assay"/,
    html: /^<!doctype html>[^]*<title>assay: /,
    markdown: /^## \S+ assay: /,
    xray: /^\{\s*"info": \{\s*"summary": [^]*"tests": \[/,
    testlemon: /^\{\s*"name": [^\n]*,\s*"isValid": (true|false),\s*"testsResults": \[/,
};
/** Bytes of a file's start read to tell whether assay wrote it. */
const SIGNATURE_BYTES = 4096;
async function writtenByAssay(path, format) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r').catch(() => undefined);
    if (file === undefined)
        return false;
    try {
        if (!(await file.stat()).isFile())
            return false;
        const start = Buffer.alloc(SIGNATURE_BYTES);
        const { bytesRead } = await file.read(start, 0, SIGNATURE_BYTES, 0);
        return WRITTEN_BY_ASSAY[format].test(start.toString('utf8', 0, bytesRead));
    }
    finally {
        await file.close();
    }
}
/** Creates and removes a probe file: a directory may exist and still refuse files (permissions, a read-only mount). */
async function checkWritable(directory) {
    const probe = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(directory, `.assay-write-check-${process.pid}`);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(probe, 'wx');
    await file.close();
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(probe, { force: true });
}
function plainReason(error) {
    const { code, message } = error;
    switch (code) {
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EROFS':
            return 'the file system is read-only';
        case 'ENOTDIR':
            return message.includes(' is not a directory') ? message : 'a part of the path is a file, not a directory';
        case 'ENOENT':
            return 'the path cannot be created there';
        case 'ENOSPC':
            return 'no space left on the device';
        default:
            return message;
    }
}
/**
 * `output` is a directory (every report under its default name), or a file path ending in
 * `.json` or `.xml`: then that file holds the main report \u2014 JUnit for `.xml`; for `.json` the
 * one JSON format named with `-f` (testlemon, ctrf, xray) as the original runner's `-o file -f
 * xray` did, else results.json \u2014 and any other formats go beside it under their default names.
 */
function reportPaths(output, formats) {
    const wanted = new Set([
        'results',
        'junit',
        ...formats.map((f) => (0,_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalFormat */ .ed)(f)).filter((f) => f !== undefined),
    ]);
    const files = new Map();
    const extension = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(output).toLowerCase();
    const directory = reportDirectory(output);
    if (extension === '.xml') {
        files.set('junit', output);
    }
    else if (extension === '.json') {
        const jsonFormats = formats
            .map((f) => (0,_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalFormat */ .ed)(f))
            .filter((f) => f === 'testlemon' || f === 'ctrf' || f === 'xray');
        files.set(jsonFormats.length === 1 ? jsonFormats[0] : 'results', output);
        if (jsonFormats.length === 1)
            wanted.delete('results');
        wanted.delete('junit');
    }
    for (const format of wanted) {
        if (!files.has(format))
            files.set(format, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(directory, _formats_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMAT_FILES */ .gE[format]));
    }
    return files;
}


/***/ }),

/***/ 20649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ Redactor),
/* harmony export */   v: () => (/* binding */ MASK)
/* harmony export */ });
/* harmony import */ var _secret_forms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89386);
// The one place where secrets are masked. Every reporter and the console go through it, so a
// secret (a --secrets value, the license, a `type: secret` capture) never reaches any output.

const MASK = '***';
/** Header values masked in every report whatever they hold, keeping an auth scheme visible. */
const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
/** New secrets are searched with a pattern of their own until they are this many, or as many as the older ones. */
const RECENT_LIMIT = 32;
/**
 * Past this many literal forms the literals are found through an index of their last characters
 * (`LiteralIndex`) instead of one alternation: V8 tries every alternative at every position of the
 * text, so a run that learns a secret per test (a load balancer's cookie, rotated on every response)
 * grew cubic \u2014 1,000 such tests took 34 s and 1.4 GB, nearly all of it masking.
 */
const INDEX_AFTER = 64;
class Redactor {
    #secrets = new Set();
    /**
     * The secrets' forms in two patterns: the settled ones and those added since. A run that learns a
     * new secret per test (a fresh Set-Cookie on every response) recompiles only the small recent
     * pattern each time, and merges it into the settled one when it has grown as large (amortised).
     */
    #settled = [];
    #recent = [];
    #settledPattern;
    #recentPattern;
    /** The patterns searched by `redact`, kept in one array so a call allocates nothing. */
    #patterns = [];
    /** The recent pattern is built on the first `redact` after a change. */
    #stale = false;
    #maskUserinfo = false;
    /** Literal forms in the patterns, until there are too many and the index takes them. */
    #literals = 0;
    #index;
    /**
     * Registers a secret; returns false when it was already known or is empty. It is masked as itself
     * and in every encoding secret-forms.ts knows (JSON escapes, percent-encoding, HTML entities,
     * base64); one shorter than MIN_SECRET_LENGTH only where it stands alone.
     */
    add(secret) {
        if (secret === '' || this.#secrets.has(secret))
            return false;
        this.#secrets.add(secret);
        const short = [...secret].length < _secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb;
        // A secret that itself holds an escape (`p%41ss`) is found in text whose escapes were undone too.
        const decoded = (0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedText */ ["if"])(secret);
        for (const value of new Set([secret, decoded, ...queryForms(secret)])) {
            for (const form of (0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .secretForms */ .eo)(value))
                this.#addForm(form, short);
        }
        if (this.#recent.length >= Math.max(RECENT_LIMIT, this.#settled.length)) {
            this.#settled.push(...this.#recent);
            this.#recent = [];
            this.#settledPattern = compile(this.#settled);
        }
        this.#stale = true;
        return true;
    }
    #addForm(form, short) {
        const literal = !short && form.length >= INDEXED_LENGTH ? form : undefined;
        if (literal !== undefined && this.#index !== undefined) {
            this.#index.add(literal);
            return;
        }
        this.#recent.push({ length: form.length, source: (0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .formPattern */ .Fb)(form, short), literal });
        if (literal !== undefined && ++this.#literals > INDEX_AFTER)
            this.#indexLiterals();
    }
    /** Moves every literal form from the patterns to a new literal index. */
    #indexLiterals() {
        this.#index = new LiteralIndex();
        for (const source of [...this.#settled, ...this.#recent])
            if (source.literal !== undefined)
                this.#index.add(source.literal);
        this.#settled = this.#settled.filter((source) => source.literal === undefined);
        this.#recent = this.#recent.filter((source) => source.literal === undefined);
        this.#settledPattern = this.#settled.length === 0 ? undefined : compile(this.#settled);
        this.#stale = true;
    }
    /** Masks the userinfo of every URL (`https://***@host/`), once a URL with credentials is known. */
    maskUrlUserinfo() {
        this.#maskUserinfo = true;
    }
    /** Whether any secret is known, i.e. whether `redact` can change anything. */
    get active() {
        return this.#secrets.size > 0 || this.#maskUserinfo;
    }
    /** The text with every secret masked; the same string when there is none in it. */
    redact(text) {
        if (this.#stale) {
            this.#stale = false;
            this.#recentPattern = this.#recent.length === 0 ? undefined : compile(this.#recent);
            this.#patterns = [this.#settledPattern, this.#recentPattern].filter((pattern) => pattern !== undefined);
        }
        // Most runs have no secret: every text of every test passes through here unchanged.
        let masked = this.#patterns.length === 0 && this.#index === undefined ? text : maskSecrets(text, this.#patterns, this.#index);
        if (this.#maskUserinfo && masked.includes('@'))
            masked = masked.replace(_secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .URL_USERINFO */ .Mv, `://${MASK}@`);
        return masked;
    }
    /** The headers with secrets and credentials masked; the same array when nothing needed masking. */
    redactHeaders(headers) {
        let masked;
        for (let i = 0; i < headers.length; i++) {
            const [name, value] = headers[i];
            const lower = name.toLowerCase();
            const safe = lower === 'cookie' || lower === 'set-cookie'
                ? this.redact(maskCookieValues(value, lower === 'cookie'))
                : SENSITIVE_HEADERS.has(lower)
                    ? maskCredential(value)
                    : this.redact(value);
            if (safe !== value)
                (masked ??= headers.slice())[i] = [name, safe];
        }
        return masked ?? headers;
    }
}
/**
 * What a server that parses a query string makes of a secret placed in one unencoded
 * (`?p=Tr0ub4dor&3`): the pieces between `&`, `;` and `#`, and `+` read as a space. Pieces too short
 * to mask safely are left out.
 */
function queryForms(secret) {
    if (!QUERY_SEPARATORS.test(secret))
        return [];
    const forms = new Set();
    if (secret.includes('+'))
        forms.add(secret.replaceAll('+', ' '));
    for (const piece of secret.split(/[&;#]/)) {
        if (piece !== secret && piece.length >= _secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb)
            forms.add(piece).add(piece.replaceAll('+', ' '));
    }
    forms.delete(secret);
    return [...forms];
}
const QUERY_SEPARATORS = /[&;#+]/;
/** One pattern for the forms, longest first so a secret inside another is not masked only in part. */
function compile(sources) {
    sources.sort((a, b) => b.length - a.length);
    return new RegExp(sources.map((s) => s.source).join('|'), 'g');
}
/**
 * Masks every match of the patterns and of the literal index (the secrets' forms) in the text, or,
 * when it may hold escapes, in the text with its escapes undone: a match there masks the stretch of
 * the original it was decoded from. Matches that overlap are masked as one.
 */
function maskSecrets(text, patterns, index) {
    const searched = _secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .MAY_HOLD_ESCAPES */ .XV.test(text) ? (0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedText */ ["if"])(text) : text;
    const found = [];
    for (const pattern of patterns) {
        pattern.lastIndex = 0;
        for (let match = pattern.exec(searched); match !== null; match = pattern.exec(searched))
            found.push([match.index, match.index + match[0].length]);
    }
    index?.find(searched, found);
    if (found.length === 0)
        return text;
    // Where the decoded characters came from is worked out only now, for the rare text with a match.
    const origins = searched === text ? undefined : (0,_secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeEscapes */ .zR)(text).origins;
    const ranges = origins === undefined ? found : found.map(([start, end]) => [origins[start], origins[end]]);
    // One pattern's matches come in order; several sources', or the index's (ordered by their end), not always.
    if (patterns.length > 1 || index !== undefined)
        ranges.sort((a, b) => a[0] - b[0]);
    let result = '';
    let copied = 0;
    for (let i = 0; i < ranges.length; i++) {
        const start = ranges[i][0];
        let end = ranges[i][1];
        while (i + 1 < ranges.length && ranges[i + 1][0] < end)
            end = Math.max(end, ranges[++i][1]);
        if (start < copied)
            continue;
        result += text.slice(copied, start) + MASK;
        copied = end;
    }
    return result + text.slice(copied);
}
/** Literal forms are indexed by this many last characters (every indexed form is at least as long). */
const INDEXED_LENGTH = _secret_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb;
/** B^(INDEXED_LENGTH - 1) mod 2^32 for the rolling hash, with B = 31. */
const LEADING_WEIGHT = Array.from({ length: INDEXED_LENGTH - 1 }).reduce((w) => Math.imul(w, 31) >>> 0, 1);
/** Bits of the rolling hash that index the filter of literal ends (2^20 bits: 128 KB). */
const FILTER_BITS = 20;
const FILTER_MASK = (1 << FILTER_BITS) - 1;
/**
 * Many literals found in one pass over a text: a rolling hash of each window of INDEXED_LENGTH
 * characters is looked up in a bit filter of the literals' last characters' hashes, and only on a
 * hit are the literals that end there compared. Cost: the text's length, whatever the number of
 * literals. The filter is a typed array, not a Set of hashes: every character of every text of a
 * run with secrets is looked up, and a Set lookup per character made masking a fifth of the run's
 * CPU in the benchmark (one learnt secret per ten tests). A false hit costs one Map lookup.
 * Keyed by their end, not their start: secrets learnt one per test often share a start (a JSON Web
 * Token's header), and their ends differ.
 */
class LiteralIndex {
    /**
     * The literals by their last INDEXED_LENGTH characters, longest first. Not deduplicated: two
     * secrets rarely share a form, and a repeated literal costs one more comparison, not a mistake.
     */
    #byEnd = new Map();
    #filter = new Uint32Array(1 << (FILTER_BITS - 5));
    add(literal) {
        const end = literal.slice(-INDEXED_LENGTH);
        const list = this.#byEnd.get(end);
        if (list === undefined) {
            this.#byEnd.set(end, [literal]);
            const bit = windowHash(end, 0) & FILTER_MASK;
            this.#filter[bit >>> 5] |= 1 << (bit & 31);
            return;
        }
        // Kept in order by a binary search, not a sort: a list may grow one literal per test.
        let low = 0;
        let high = list.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (list[middle].length >= literal.length)
                low = middle + 1;
            else
                high = middle;
        }
        list.splice(low, 0, literal);
    }
    /** Adds the [start, end) of the longest literal ending at each position of the text to `found`. */
    find(text, found) {
        const last = text.length - INDEXED_LENGTH;
        if (last < 0)
            return;
        const filter = this.#filter;
        // Kept in 32-bit signed arithmetic (`| 0`): `>>> 0` gives values past 2^31, which V8 then
        // handles as doubles, converted back at every step (the low bits, which the filter reads, agree).
        let hash = windowHash(text, 0) | 0;
        for (let at = 0;; at++) {
            const bit = hash & FILTER_MASK;
            if ((filter[bit >>> 5] & (1 << (bit & 31))) !== 0)
                this.#longestEndingAt(text, at + INDEXED_LENGTH, found);
            if (at === last)
                return;
            // Slide the window one character: drop text[at], take text[at + INDEXED_LENGTH].
            hash =
                (Math.imul(hash - Math.imul(text.charCodeAt(at), LEADING_WEIGHT), 31) + text.charCodeAt(at + INDEXED_LENGTH)) |
                    0;
        }
    }
    /** Adds the longest literal ending at `end` of the text, if any (a hit of the filter). */
    #longestEndingAt(text, end, found) {
        const literals = this.#byEnd.get(text.slice(end - INDEXED_LENGTH, end));
        if (literals === undefined)
            return;
        for (const literal of literals) {
            if (literal.length <= end && text.startsWith(literal, end - literal.length)) {
                found.push([end - literal.length, end]);
                return;
            }
        }
    }
}
/** The hash of the INDEXED_LENGTH characters of `text` from `from` (B = 31, mod 2^32). */
function windowHash(text, from) {
    let hash = 0;
    for (let i = from; i < from + INDEXED_LENGTH; i++)
        hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
    return hash;
}
function maskCredential(value) {
    const scheme = /^(Bearer|Basic|Digest|Token|ApiKey)\s+/i.exec(value);
    return scheme ? `${scheme[0]}${MASK}` : MASK;
}
/**
 * Cookies show their names, never their values: `Cookie: a=***; b=***`, and a `Set-Cookie` keeps
 * its attributes (`sid=***; Path=/; HttpOnly`).
 */
function maskCookieValues(value, isRequest) {
    const pairs = isRequest ? value.split(';') : [value.split(';')[0], ...value.split(';').slice(1)];
    return pairs
        .map((pair, index) => {
        if (!isRequest && index > 0)
            return pair;
        const equals = pair.indexOf('=');
        return equals === -1 ? MASK : `${pair.slice(0, equals)}=${MASK}`;
    })
        .join(';');
}


/***/ }),

/***/ 68522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ RESULTS_SCHEMA_VERSION),
/* harmony export */   s: () => (/* binding */ isFlaky)
/* harmony export */ });
const RESULTS_SCHEMA_VERSION = 1;
/**
 * Passed after an attempt that failed or errored (CTRF's `flaky`). A test that polled with `until`
 * while each answer was itself fine (a job still `running`) waited as designed: not flaky.
 */
function isFlaky(test) {
    return test.outcome === 'passed' && (test.attempts?.some((attempt) => attempt.outcome !== 'passed') ?? false);
}


/***/ }),

/***/ 78728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ resultsClosing),
/* harmony export */   Ds: () => (/* binding */ collectionOpening),
/* harmony export */   E$: () => (/* binding */ collectionClosing),
/* harmony export */   ji: () => (/* binding */ resultsJson),
/* harmony export */   k$: () => (/* binding */ withoutTests),
/* harmony export */   rm: () => (/* binding */ resultsHead),
/* harmony export */   zX: () => (/* binding */ testPiece)
/* harmony export */ });
/* harmony import */ var _stored_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28723);

function* resultsJson(doc) {
    const { collections, ...envelope } = doc;
    yield resultsHead(envelope);
    for (let c = 0; c < collections.length; c++) {
        yield collectionOpening(withoutTests(collections[c]), c);
        // A stored collection's records as its text holds them, not parsed.
        let t = 0;
        for (const test of (0,_stored_results_js__WEBPACK_IMPORTED_MODULE_0__/* .testTexts */ .BV)(collections[c]))
            yield testLine(test, t++);
        yield collectionClosing(t);
    }
    yield resultsClosing(collections.length);
}
/** Everything before the first collection. */
function resultsHead(envelope) {
    return `${withoutClosingBrace(JSON.stringify(envelope, null, 2), 0)},\n  "collections": [`;
}
/** Collection `c` up to its first test. */
function collectionOpening(collection, c) {
    const head = withoutClosingBrace(indent(JSON.stringify(collection, null, 2), '    '), 4);
    return `${c === 0 ? '' : ','}\n    ${head},\n      "tests": [`;
}
/** Test `t` of its collection, on its own line. */
function testPiece(test, t) {
    return testLine(JSON.stringify(test), t);
}
/** Test `t`'s record, as JSON text, on its own line. */
function testLine(json, t) {
    return `${t === 0 ? '' : ','}\n        ${json}`;
}
/** What follows a collection's `count` tests. */
function collectionClosing(count) {
    return count === 0 ? ']\n    }' : '\n      ]\n    }';
}
/** What follows the `count` collections. */
function resultsClosing(count) {
    return count === 0 ? ']\n}\n' : '\n  ]\n}\n';
}
/** The collection's members but its tests, which are not read (a stored collection reads them from its text). */
function withoutTests(collection) {
    const head = {};
    for (const key of Object.keys(collection))
        if (key !== 'tests')
            head[key] = collection[key];
    return head;
}
/** Indents every line after the first (JSON text has line breaks only between its tokens). */
function indent(json, by) {
    return json.replaceAll('\n', `\n${by}`);
}
/** `{ \u2026 \n}` without its closing line, so more members can follow. */
function withoutClosingBrace(json, indentation) {
    return json.slice(0, json.length - indentation - 2);
}


/***/ }),

/***/ 28723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ testTexts),
/* harmony export */   K2: () => (/* binding */ openStoredResults),
/* harmony export */   NW: () => (/* binding */ storedTestLines),
/* harmony export */   Uj: () => (/* binding */ eachTest),
/* harmony export */   XX: () => (/* binding */ storedResultsOf),
/* harmony export */   YY: () => (/* binding */ storedTestsAt),
/* harmony export */   tz: () => (/* binding */ FAILING),
/* harmony export */   wI: () => (/* binding */ isStoredCollection)
/* harmony export */ });
/* unused harmony export NotStoredLayout */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// A results.json that assay wrote, read back without holding its tests: everything but the tests
// is read at once, and each collection's `tests` are read from the file (or the bytes the server
// stored, `storedResultsOf`) when asked for, and not kept. The formats built after a run (HTML,
// CTRF, Xray, Markdown, Testlemon), the server's pages and `assay merge` (its shards,
// stored-merge.ts) read it this way, so memory does not grow with a run's number of tests. It
// relies on the layout both writers of
// results.json use: one test per line, indented by eight spaces, between a collection's
// `"tests": [` line and the line closing that array.


/**
 * Bytes read at a time, kept below glibc's threshold for allocating with mmap (128 KiB): a larger
 * buffer, once freed, raises that threshold, and the buffers after it come from the process's heap,
 * which does not give memory back (collection-sized reads there cost 100 MB of RSS at 100,000 tests).
 * Only a line longer than this (a failed test's kept body) makes a pass's buffer grow past it.
 */
const READ_CHUNK = 64 * 1024;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
/** A test line starts with eight spaces and `{`. */
const TEST_LINE = Buffer.from('        {');
const TESTS_KEY = /^ {6}"tests": \[/;
/** The line closing a collection's tests. */
const TESTS_END = /^ {6}\]/;
async function openStoredResults(path) {
    const scanner = new LayoutScanner(path);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        // One buffer for the whole file: the unfinished line at its end moves to its start before the
        // next read (a buffer per read would leave the file's size in garbage outside the JS heap).
        let buffer = Buffer.allocUnsafe(READ_CHUNK);
        let carried = 0; // bytes of an unfinished line at the buffer's start
        let offset = 0; // file offset of buffer[0]
        for (;;) {
            // A line longer than the buffer (a test with a large kept body) makes it grow.
            if (carried === buffer.length)
                buffer = grown(buffer, carried);
            const { bytesRead } = await file.read(buffer, carried, buffer.length - carried, null);
            const data = buffer.subarray(0, carried + bytesRead);
            const lineStart = scanner.lines(data, offset);
            if (bytesRead === 0) {
                scanner.end(data, lineStart);
                break;
            }
            carried = data.copy(buffer, 0, lineStart);
            offset += lineStart;
        }
    }
    finally {
        await file.close();
    }
    return scanner.document(fileSource(path));
}
/**
 * Stored results held as bytes (a run the server keeps in its database), read as a results.json
 * file is: everything but the tests at once, and each test's record when it is reached. `name`
 * says what they are in messages. Throws a NotStoredLayout when they are not in assay's layout.
 */
function storedResultsOf(bytes, name) {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const scanner = new LayoutScanner(name);
    scanner.end(data, scanner.lines(data, 0));
    return scanner.document(bytesSource(name, data));
}
/** Stored results that are not in the layout assay writes: the caller reads them whole. */
class NotStoredLayout extends Error {
}
/**
 * The one reader of assay's layout: fed the text's lines in order, it keeps every line outside the
 * collections' `tests` as the skeleton and notes where each collection's test lines are.
 */
class LayoutScanner {
    #name;
    #ranges = [];
    #skeleton = '';
    #inTests = false; // between a collection's `"tests": [` line and the line closing it
    #first = true;
    constructor(name) {
        this.#name = name;
    }
    /** Takes the whole lines of `data` (its first byte at `offset` in the text); gives where the unfinished one starts. */
    lines(data, offset) {
        // assay's layout opens the document on a line of its own: anything else (a document on one
        // line) is refused at once, not gathered as a skeleton of its whole size first.
        if (this.#first && data.length >= 2) {
            if (data[0] !== OPEN_BRACE || data[1] !== NEWLINE)
                this.#notLaidOut();
            this.#first = false;
        }
        let lineStart = 0;
        for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
            const at = offset + lineStart;
            // Only a line inside a collection's `tests` array is a test: any other value (a collection's
            // `metadata` list, an option) may be written with an object at the same indentation.
            if (this.#inTests && startsWithTestLine(data, lineStart)) {
                const range = this.#ranges.at(-1);
                if (range.start === range.end)
                    range.start = at;
                range.end = offset + newline + 1;
            }
            else {
                const text = data.toString('utf8', lineStart, newline);
                if (this.#inTests && !TESTS_END.test(text))
                    throw new NotStoredLayout(`${this.#name}: a line in a collection's tests that is not a test`);
                this.#inTests = false;
                if (TESTS_KEY.test(text)) {
                    this.#ranges.push({ start: at, end: at });
                    this.#inTests = text.endsWith('[');
                }
                this.#skeleton += `${text}\n`;
            }
            lineStart = newline + 1;
        }
        return lineStart;
    }
    /** Takes the text's last line, without a newline. */
    end(data, lineStart) {
        if (this.#first)
            this.#notLaidOut();
        this.#skeleton += data.toString('utf8', lineStart);
    }
    document(source) {
        const doc = JSON.parse(this.#skeleton);
        const ranges = this.#ranges;
        // Each collection's tests must have been found where assay writes them, or the ranges would not
        // be the collections' (a results.json reformatted, or written on one line).
        if (!Array.isArray(doc.collections) || doc.collections.length !== ranges.length)
            this.#notLaidOut();
        // Read again on each access and not kept (a cache of parsed collections was measured: it saved
        // little time, as the formats spend most of theirs rendering, and cost memory).
        doc.collections = doc.collections.map((collection, c) => lazyTests(collection, source, ranges[c]));
        return doc;
    }
    #notLaidOut() {
        throw new NotStoredLayout(`${this.#name}: the collections' tests are not laid out as assay writes them`);
    }
}
function startsWithTestLine(data, at) {
    return (data.length - at >= TEST_LINE.length &&
        data.compare(TEST_LINE, 0, TEST_LINE.length, at, at + TEST_LINE.length) === 0);
}
/** What every failed or errored test's line holds: `eachTest(collection, FAILING)` gives those alone. */
const FAILING = ['"outcome":"failed"', '"outcome":"errored"'];
/** Where a stored collection's tests are (see `eachTest`). */
const RANGE = Symbol('stored tests');
/**
 * A collection's tests for a format that only goes through them once, in order: a stored
 * collection's are parsed one line at a time, so at most one of them is held (an array of a
 * collection's parsed tests, held while a format renders them, survives V8's young-generation
 * collections and makes it grow); a collection in memory gives its array.
 *
 * `mentioning` (a member's quoted name, `"attempts"`, or several such texts) skips the stored tests
 * whose line holds none of them without parsing them; the caller still looks at the tests it gets.
 */
function eachTest(collection, mentioning) {
    const range = collection[RANGE];
    if (range === undefined)
        return collection.tests;
    const needles = mentioning === undefined ? undefined : [mentioning].flat().map((text) => Buffer.from(text));
    return parsedLines(range.source, range, needles);
}
/** Whether a collection's tests are read from its results.json when gone through (`openStoredResults`). */
function isStoredCollection(collection) {
    return collection[RANGE] !== undefined;
}
/**
 * Each test's record as JSON text: a stored collection's as its text holds it, not parsed (assay
 * wrote each line as `JSON.stringify` of the record); a collection in memory's stringified.
 */
function* testTexts(collection) {
    const range = collection[RANGE];
    if (range === undefined) {
        for (const test of collection.tests)
            yield JSON.stringify(test);
        return;
    }
    for (const { data } of lineChunks(range.source, range)) {
        let lineStart = 0;
        for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
            // Past the line's indentation, without its comma.
            yield data.toString('utf8', lineStart + TEST_LINE.length - 1, data[newline - 1] === COMMA ? newline - 1 : newline);
            lineStart = newline + 1;
        }
    }
}
function lazyTests(collection, source, range) {
    const { tests: _, ...rest } = collection;
    Object.defineProperty(rest, RANGE, { value: { source, ...range } });
    return Object.defineProperty(rest, 'tests', {
        enumerable: true,
        get: () => [...parsedLines(source, range)],
    });
}
function fileSource(path) {
    return {
        name: path,
        open() {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
            return {
                read: (buffer, offset, length, position) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, offset, length, position),
                close: () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd),
            };
        },
    };
}
function bytesSource(name, bytes) {
    const reader = {
        read: (buffer, offset, length, position) => bytes.copy(buffer, offset, position, Math.min(position + length, bytes.length)),
        close: () => undefined,
    };
    return { name, open: () => reader };
}
/**
 * The tests of a range, line by line (each an item of the array as written, its comma included),
 * read READ_CHUNK bytes at a time: a collection is never one large string or buffer. With
 * `mentioning`, a line holding none of those byte strings is not parsed.
 */
function* parsedLines(source, range, mentioning) {
    for (const { data } of lineChunks(source, range)) {
        let lineStart = 0;
        for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
            const test = parsedLine(data, lineStart, newline, mentioning);
            if (test !== undefined)
                yield test;
            lineStart = newline + 1;
        }
    }
}
/**
 * A range's bytes in chunks of whole lines, each with the file offset of its first byte; a chunk is
 * valid until the next is asked for. The file is opened for each read, so a pass left unfinished
 * holds no descriptor.
 */
function* lineChunks(source, { start, end }) {
    let buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - start));
    let carried = 0; // bytes of an unfinished line at the buffer's start
    // A range ends with its last line's newline (see openStoredResults), so nothing is left at its end.
    for (let position = start; position < end;) {
        // A line longer than the buffer (a test with a large kept body) makes it grow.
        if (carried === buffer.length)
            buffer = grown(buffer, carried);
        const read = readAt(source, buffer, carried, Math.min(buffer.length - carried, end - position), position);
        const data = buffer.subarray(0, carried + read);
        const whole = data.lastIndexOf(NEWLINE) + 1;
        if (whole > 0)
            yield { data: data.subarray(0, whole), offset: position - carried };
        position += read;
        carried = data.copy(buffer, 0, whole);
    }
}
/** `{"index":`, how every record assay writes starts, and `"iteration":`, what follows the index. */
const INDEX_KEY = Buffer.from('{"index":');
const ITERATION_KEY = Buffer.from('"iteration":');
/**
 * A stored collection's test lines without parsing them (the declared index, and with `iterations`
 * the iteration, are read from the line's start as assay writes it; a line written otherwise is
 * parsed for them, and what it holds there is given as it is, a number or not); undefined for a
 * collection in memory. Numbers only: a format that must visit the tests in another order than the
 * file's (Xray's iterations of a test together) reads them with `storedTestsAt`.
 */
function storedTestLines(collection, { iterations = false } = {}) {
    const range = collection[RANGE];
    if (range === undefined)
        return undefined;
    const lines = { indices: [], starts: [], ends: [], ...(iterations ? { iterations: [] } : {}) };
    for (const { data, offset } of lineChunks(range.source, range)) {
        let lineStart = 0;
        for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
            // Past the line's indentation, to the item's `{`.
            const itemStart = lineStart + TEST_LINE.length - 1;
            const itemEnd = data[newline - 1] === COMMA ? newline - 1 : newline;
            const index = numberAfter(data, INDEX_KEY, itemStart, itemEnd);
            const iteration = index && iterations ? numberAfter(data, ITERATION_KEY, index.end, itemEnd) : undefined;
            if (index === undefined || (iterations && iteration === undefined)) {
                const test = JSON.parse(data.toString('utf8', itemStart, itemEnd));
                lines.indices.push(test.index);
                lines.iterations?.push(test.iteration);
            }
            else {
                lines.indices.push(index.value);
                lines.iterations?.push(iteration.value);
            }
            lines.starts.push(offset + itemStart);
            lines.ends.push(offset + itemEnd);
            lineStart = newline + 1;
        }
    }
    return lines;
}
/** The whole number written right after `key` at `at`, followed by a comma, and where the comma ends. */
function numberAfter(data, key, at, itemEnd) {
    let end = at + key.length;
    if (data.compare(key, 0, key.length, at, end) !== 0)
        return undefined;
    let value = 0;
    const digits = end;
    for (; end < itemEnd && data[end] >= 0x30 && data[end] <= 0x39 && end - digits < 15; end++)
        value = value * 10 + data[end] - 0x30;
    return end > digits && data[end] === COMMA ? { value, end: end + 1 } : undefined;
}
/**
 * The stored tests at these lines of `lines`, in this order, each read and parsed when reached:
 * at most one is held.
 */
function* storedTestsAt(collection, lines, order) {
    const range = collection[RANGE];
    let buffer = Buffer.allocUnsafe(READ_CHUNK);
    const reader = range.source.open();
    try {
        for (const line of order) {
            const length = lines.ends[line] - lines.starts[line];
            if (length > buffer.length)
                buffer = Buffer.allocUnsafe(length);
            if (reader.read(buffer, 0, length, lines.starts[line]) !== length)
                throw new Error(`${range.source.name} changed while it was read`);
            yield JSON.parse(buffer.toString('utf8', 0, length));
        }
    }
    finally {
        reader.close();
    }
}
/** Twice the buffer, with its first `used` bytes. */
function grown(buffer, used) {
    const larger = Buffer.allocUnsafe(buffer.length * 2);
    buffer.copy(larger, 0, 0, used);
    return larger;
}
function readAt(source, buffer, offset, length, position) {
    const reader = source.open();
    try {
        const read = reader.read(buffer, offset, length, position);
        if (read === 0)
            throw new Error(`${source.name} changed while it was read`);
        return read;
    }
    finally {
        reader.close();
    }
}
function parsedLine(data, lineStart, lineEnd, mentioning) {
    const itemEnd = data[lineEnd - 1] === COMMA ? lineEnd - 1 : lineEnd;
    if (mentioning !== undefined) {
        const line = data.subarray(lineStart, itemEnd);
        if (!mentioning.some((bytes) => line.includes(bytes)))
            return undefined;
    }
    return JSON.parse(data.toString('utf8', lineStart, itemEnd));
}


/***/ }),

/***/ 13424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tf: () => (/* binding */ emptyTotals),
/* harmony export */   ee: () => (/* binding */ spanOf),
/* harmony export */   lB: () => (/* binding */ addTotals),
/* harmony export */   lu: () => (/* binding */ TestSpan),
/* harmony export */   vA: () => (/* binding */ totalsOf),
/* harmony export */   y0: () => (/* binding */ countOutcome)
/* harmony export */ });
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43855);

function emptyTotals() {
    return { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
}
function countOutcome(totals, outcome) {
    totals.total++;
    totals[outcome]++;
}
function addTotals(into, from) {
    for (const key of Object.keys(into))
        into[key] += from[key];
}
function totalsOf(tests) {
    const totals = emptyTotals();
    for (const test of tests)
        countOutcome(totals, test.outcome);
    return totals;
}
/** Wall time the tests spanned, first start to last end; 0 when none has timings. */
function spanOf(tests) {
    const span = new TestSpan();
    for (const { timings } of tests)
        if (timings)
            span.add(timings);
    return span.ms;
}
/** `spanOf` of tests met one at a time. */
class TestSpan {
    #first = Infinity;
    #last = 0;
    add(timings) {
        this.#first = Math.min(this.#first, timings.startMs);
        this.#last = Math.max(this.#last, timings.startMs + timings.totalMs);
    }
    get ms() {
        return this.#first === Infinity ? 0 : (0,_model_values_js__WEBPACK_IMPORTED_MODULE_0__/* .roundMs */ .l9)(this.#last - this.#first);
    }
}


/***/ }),

/***/ 89386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fb: () => (/* binding */ formPattern),
/* harmony export */   Mv: () => (/* binding */ URL_USERINFO),
/* harmony export */   XV: () => (/* binding */ MAY_HOLD_ESCAPES),
/* harmony export */   eo: () => (/* binding */ secretForms),
/* harmony export */   "if": () => (/* binding */ decodedText),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH),
/* harmony export */   zR: () => (/* binding */ decodeEscapes)
/* harmony export */ });
// The forms a secret takes once a server sends it back: escaped in JSON, percent-encoded, written as
// HTML entities or base64-encoded. Escapes are undone by decodeEscapes (keeping where each character
// came from), so a secret is then found as plain text, with any mix of escaped and unescaped
// characters; base64 and `+` for a space are extra literal forms of the secret.
/** Below this many characters a secret is masked only where it stands alone (see docs/secrets.md). */
const MIN_SECRET_LENGTH = 6;
/** Whether a text may hold an escape decodeEscapes undoes; most texts do not, and are searched as they are. */
const MAY_HOLD_ESCAPES = /[%\\&]/;
/** The literal forms a secret is searched for in decoded text. */
function secretForms(secret) {
    // Accents composed (NFC, as most servers write them) or decomposed (NFD, as macOS and some clients);
    // ASCII is the same in both, and most secrets are ASCII (a normalization is a call into ICU).
    const forms = MAY_NORMALIZE.test(secret)
        ? new Set([secret, secret.normalize('NFC'), secret.normalize('NFD')])
        : new Set([secret]);
    // Form encoding writes a space as `+`, which decoding keeps.
    if (secret.includes(' '))
        forms.add(secret.replaceAll(' ', '+'));
    if ([...secret].length >= MIN_SECRET_LENGTH)
        for (const form of base64Forms(secret))
            forms.add(form);
    return [...forms];
}
/** A regular expression source for one literal form; a short secret only as a whole token. */
function formPattern(form, short) {
    const literal = escapeRegExp(form);
    // The lookbehind comes after the literal so that it runs only where the literal matched.
    return short ? `${literal}(?<![A-Za-z0-9_]${literal})(?![A-Za-z0-9_])` : literal;
}
/** Matches `://` and the userinfo of a URL (`://bob:s3cret@` in `https://bob:s3cret@host/`). */
const URL_USERINFO = /:\/\/[^\s/?#@"'<>\\]+@/g;
const ESCAPE = /((?:%[0-9A-Fa-f]{2})+)|\\u([0-9A-Fa-f]{4})|\\(["\\/bfnrt])|&#[xX]0*([0-9A-Fa-f]{1,6});?|&#0*([0-9]{1,7});?|&([A-Za-z][A-Za-z0-9]{1,31})(;?)/g;
const JSON_SHORT = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The text with percent-encoding (UTF-8, else Latin-1), JSON escapes and HTML entities undone, and
 * where each decoded character came from. Never longer than the original: every escape is longer
 * than what it stands for.
 */
function decodeEscapes(original) {
    const origins = new Int32Array(original.length + 1);
    const text = decode(original, origins);
    return { text, origins };
}
/**
 * The text decodeEscapes gives, without where its characters came from: what a text is searched in.
 * Most texts that hold an escape hold no secret, so the origins are worked out only for a match.
 */
function decodedText(original) {
    return decode(original, undefined);
}
/** Decodes `original`; with `origins`, fills them in (one per decoded character, then the original's length). */
function decode(original, origins) {
    let text = '';
    let length = 0;
    let copied = 0;
    ESCAPE.lastIndex = 0;
    for (let match = ESCAPE.exec(original); match !== null; match = ESCAPE.exec(original)) {
        const at = match.index;
        let decoded = decodeOne(match);
        let consumed = match[0].length;
        if (decoded === undefined && match[7] === '') {
            // Without `;` a browser reads the longest legacy name the text starts with (`&szlige` is `ße`).
            const legacy = legacyEntityPrefix(match[6]);
            if (legacy === undefined)
                continue;
            decoded = NAMED_ENTITIES.get(legacy);
            consumed = 1 + legacy.length;
            ESCAPE.lastIndex = at + consumed;
        }
        if (decoded === undefined)
            continue;
        text += original.slice(copied, at);
        if (origins !== undefined)
            for (let i = copied; i < at; i++)
                origins[length++] = i;
        if (typeof decoded === 'string') {
            text += decoded;
            if (origins !== undefined)
                for (let i = 0; i < decoded.length; i++)
                    origins[length++] = at;
        }
        else {
            for (const [units, offset] of decoded) {
                text += units;
                if (origins !== undefined)
                    for (let i = 0; i < units.length; i++)
                        origins[length++] = at + offset;
            }
        }
        copied = at + consumed;
    }
    if (copied === 0) {
        if (origins !== undefined)
            identity(origins);
        return original;
    }
    text += original.slice(copied);
    if (origins !== undefined) {
        for (let i = copied; i < original.length; i++)
            origins[length++] = i;
        origins[length] = original.length;
    }
    return text;
}
/** One escape's characters, or for a run of percent-escapes each character with its offset in the run. */
function decodeOne(match) {
    const [, percent, unicode, short, hexEntity, decimalEntity, named] = match;
    if (percent !== undefined)
        return decodePercentRun(percent);
    if (unicode !== undefined)
        return String.fromCharCode(parseInt(unicode, 16));
    if (short !== undefined)
        return JSON_SHORT[short];
    const codePoint = hexEntity !== undefined ? parseInt(hexEntity, 16) : decimalEntity !== undefined ? Number(decimalEntity) : undefined;
    if (codePoint !== undefined)
        return codePoint <= 0x10ffff ? String.fromCodePoint(WINDOWS_1252.get(codePoint) ?? codePoint) : undefined;
    const character = NAMED_ENTITIES.get(named);
    return character === undefined ? undefined : character;
}
function decodePercentRun(run) {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++)
        bytes[i] = parseInt(run.slice(3 * i + 1, 3 * i + 3), 16);
    const characters = [];
    if (bytes.every((byte) => byte < 0x80)) {
        // ASCII, as most escapes in URLs are (`%20`, `%26`): no UTF-8 decoder needed.
        bytes.forEach((byte, i) => characters.push([String.fromCharCode(byte), 3 * i]));
        return characters;
    }
    let text;
    try {
        text = utf8.decode(bytes);
    }
    catch {
        // Not UTF-8: one character per byte, as Latin-1.
        bytes.forEach((byte, i) => characters.push([String.fromCharCode(byte), 3 * i]));
        return characters;
    }
    let byte = 0;
    for (const character of text) {
        characters.push([character, 3 * byte]);
        const codePoint = character.codePointAt(0);
        byte += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    }
    return characters;
}
function identity(origins) {
    for (let i = 0; i < origins.length; i++)
        origins[i] = i;
    return origins;
}
/**
 * The base64 (standard and URL-safe alphabet) of the secret at the three alignments it can have
 * inside a longer encoded text, cut to the characters that depend on the secret alone.
 */
function base64Forms(secret) {
    // Two zero bytes, then the secret: from 2 - shift on, it is the secret after `shift` zero bytes.
    // One buffer from Node's pool, rather than a new ArrayBuffer (Buffer.alloc) and a concat per alignment.
    const length = Buffer.byteLength(secret, 'utf8');
    const padded = Buffer.allocUnsafe(length + 2);
    padded[0] = 0;
    padded[1] = 0;
    padded.write(secret, 2, 'utf8');
    const forms = new Set();
    for (let shift = 0; shift < 3; shift++) {
        const total = shift + length;
        const encoded = padded.toString('base64', 2 - shift);
        const start = [0, 2, 3][shift];
        const rest = total % 3;
        const end = Math.floor(total / 3) * 4 + (rest === 0 ? 0 : rest === 1 ? 1 : 2);
        const stable = encoded.slice(start, end);
        if (stable.length < MIN_SECRET_LENGTH)
            continue;
        forms.add(stable);
        if (BASE64_ONLY.test(stable))
            forms.add(stable.replace(BASE64_ONLY_GLOBAL, urlSafeCharacter));
    }
    return [...forms];
}
/** A character outside printable ASCII and its spaces, which every normalization form leaves alone. */
const MAY_NORMALIZE = /[^ -~\t\n\r]/;
/** The characters of standard base64 that its URL-safe alphabet writes as `-` and `_`. */
const BASE64_ONLY = /[+/]/;
const BASE64_ONLY_GLOBAL = /[+/]/g;
const urlSafeCharacter = (character) => (character === '+' ? '-' : '_');
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Latin-1's named entities, in code point order from U+00A0; a browser reads them also without `;`. */
const LATIN_1 = 'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(' ');
/** The rest of HTML 4.01's entities (what PHP's htmlentities writes), as name and code point. */
const HTML_4_SYMBOLS = 'OElig 338 oelig 339 Scaron 352 scaron 353 Yuml 376 fnof 402 circ 710 tilde 732 Alpha 913 Beta 914 Gamma 915 Delta 916 Epsilon 917 Zeta 918 Eta 919 Theta 920 Iota 921 Kappa 922 Lambda 923 Mu 924 Nu 925 Xi 926 Omicron 927 Pi 928 Rho 929 Sigma 931 Tau 932 Upsilon 933 Phi 934 Chi 935 Psi 936 Omega 937 alpha 945 beta 946 gamma 947 delta 948 epsilon 949 zeta 950 eta 951 theta 952 iota 953 kappa 954 lambda 955 mu 956 nu 957 xi 958 omicron 959 pi 960 rho 961 sigmaf 962 sigma 963 tau 964 upsilon 965 phi 966 chi 967 psi 968 omega 969 thetasym 977 upsih 978 piv 982 ensp 8194 emsp 8195 thinsp 8201 zwnj 8204 zwj 8205 lrm 8206 rlm 8207 ndash 8211 mdash 8212 lsquo 8216 rsquo 8217 sbquo 8218 ldquo 8220 rdquo 8221 bdquo 8222 dagger 8224 Dagger 8225 bull 8226 hellip 8230 permil 8240 prime 8242 Prime 8243 lsaquo 8249 rsaquo 8250 oline 8254 frasl 8260 euro 8364 image 8465 weierp 8472 real 8476 trade 8482 alefsym 8501 larr 8592 uarr 8593 rarr 8594 darr 8595 harr 8596 crarr 8629 lArr 8656 uArr 8657 rArr 8658 dArr 8659 hArr 8660 forall 8704 part 8706 exist 8707 empty 8709 nabla 8711 isin 8712 notin 8713 ni 8715 prod 8719 sum 8721 minus 8722 lowast 8727 radic 8730 prop 8733 infin 8734 ang 8736 and 8743 or 8744 cap 8745 cup 8746 int 8747 there4 8756 sim 8764 cong 8773 asymp 8776 ne 8800 equiv 8801 le 8804 ge 8805 sub 8834 sup 8835 nsub 8836 sube 8838 supe 8839 oplus 8853 otimes 8855 perp 8869 sdot 8901 lceil 8968 rceil 8969 lfloor 8970 rfloor 8971 lang 9001 rang 9002 loz 9674 spades 9824 clubs 9827 hearts 9829 diams 9830'.split(' ');
/** HTML5's names for ASCII punctuation (what HTML5 escapers, PHP's ENT_HTML5 among them, write). */
const ASCII_NAMES = 'Tab 9 NewLine 10 excl 33 num 35 dollar 36 percnt 37 lpar 40 rpar 41 ast 42 midast 42 plus 43 comma 44 period 46 sol 47 colon 58 semi 59 equals 61 quest 63 commat 64 lsqb 91 lbrack 91 bsol 92 rsqb 93 rbrack 93 Hat 94 lowbar 95 UnderBar 95 grave 96 lcub 123 lbrace 123 verbar 124 vert 124 VerticalLine 124 rcub 125 rbrace 125'.split(' ');
/** HTML's named entities that servers and escapers write (HTML 4.01 whole, and HTML5's for ASCII). */
const NAMED_ENTITIES = new Map([
    ['quot', '"'],
    ['QUOT', '"'],
    ['amp', '&'],
    ['AMP', '&'],
    ['apos', "'"],
    ['lt', '<'],
    ['LT', '<'],
    ['gt', '>'],
    ['GT', '>'],
    ['COPY', '\u00a9'],
    ['REG', '\u00ae'],
    ...LATIN_1.map((name, index) => [name, String.fromCharCode(0xa0 + index)]),
    ...pairs(HTML_4_SYMBOLS),
    ...pairs(ASCII_NAMES),
]);
/** The names a browser decodes without `;`: Latin-1's and the markup characters'. */
const LEGACY_NAMES = new Set(['quot', 'QUOT', 'amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'COPY', 'REG', ...LATIN_1]);
function pairs(list) {
    const entries = [];
    for (let i = 0; i < list.length; i += 2)
        entries.push([list[i], String.fromCodePoint(Number(list[i + 1]))]);
    return entries;
}
/** The longest legacy entity name `name` starts with (`szlige` \u2192 `szlig`). */
function legacyEntityPrefix(name) {
    for (let end = name.length; end >= 2; end--)
        if (LEGACY_NAMES.has(name.slice(0, end)))
            return name.slice(0, end);
    return undefined;
}
/** Numeric references to C1 controls are read as windows-1252, as browsers do (`&#128;` is `\u20ac`). */
const WINDOWS_1252 = new Map([
    [0x80, 0x20ac],
    [0x82, 0x201a],
    [0x83, 0x0192],
    [0x84, 0x201e],
    [0x85, 0x2026],
    [0x86, 0x2020],
    [0x87, 0x2021],
    [0x88, 0x02c6],
    [0x89, 0x2030],
    [0x8a, 0x0160],
    [0x8b, 0x2039],
    [0x8c, 0x0152],
    [0x8e, 0x017d],
    [0x91, 0x2018],
    [0x92, 0x2019],
    [0x93, 0x201c],
    [0x94, 0x201d],
    [0x95, 0x2022],
    [0x96, 0x2013],
    [0x97, 0x2014],
    [0x98, 0x02dc],
    [0x99, 0x2122],
    [0x9a, 0x0161],
    [0x9b, 0x203a],
    [0x9c, 0x0153],
    [0x9e, 0x017e],
    [0x9f, 0x0178],
]);


/***/ }),

/***/ 7252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ TEMPORARY_FLAGS),
/* harmony export */   l: () => (/* binding */ temporaryPath)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Names for the report writers' files in the OS temp directory (the JUnit spool, results.json
// when only other formats were asked for). Unique within the process (a counter: `assay serve` runs
// several at once) and between processes (the pid and a random part). Not from node:crypto, which a
// plain run would load for these names alone (~6 ms of every start, docs/performance.md): they
// need to be unique, not secret, and the writers create them exclusively (`TEMPORARY_FLAGS`), so a
// name that exists already (a leftover, or a link planted in a shared temp directory) is never
// written through.


/** Open flags for a temporary file: create it, and fail if the name exists. */
const TEMPORARY_FLAGS = 'wx';
let named = 0;
function temporaryPath(kind, extension) {
    const random = Math.random().toString(36).slice(2, 10);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), `assay-${kind}-${process.pid}-${++named}-${random}${extension}`);
}


/***/ }),

/***/ 54691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ attemptLines)
/* harmony export */ });
function attemptLines(attempts) {
    if (!attempts || attempts.length < 2)
        return [];
    return attempts.map((attempt) => {
        const status = attempt.status === undefined ? '' : ` ${attempt.status}`;
        const retried = attempt.retriedBecause === undefined ? '' : `, retried: ${attempt.retriedBecause}`;
        return `attempt ${attempt.attempt}: ${attempt.outcome}${status} in ${Math.round(attempt.totalMs)} ms${retried}`;
    });
}


/***/ }),

/***/ 43579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ failureDetails),
/* harmony export */   OP: () => (/* binding */ failureReasons),
/* harmony export */   ci: () => (/* binding */ failurePosition),
/* harmony export */   oK: () => (/* binding */ captureFailures),
/* harmony export */   zU: () => (/* binding */ failureKind),
/* harmony export */   zZ: () => (/* binding */ firstFailureReason)
/* harmony export */ });
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43855);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60410);


/** One line per reason the test did not pass; empty for a passing test. */
function failureReasons(test) {
    switch (test.outcome) {
        case 'passed':
            return [];
        case 'errored':
            return [errorReason(test)];
        case 'skipped':
        case 'notRun':
            return [(0,_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .reasonText */ .uV)(test.reason)];
        case 'failed': {
            const reasons = [...failedValidators(test).map((validator) => validator.message), ...captureFailures(test)];
            return reasons.length > 0 ? reasons : ['failed'];
        }
    }
}
/** The first reason, for one-line listings (the console recap, the summary's failure headings). */
function firstFailureReason(test) {
    return failureReasons(test)[0] ?? '';
}
/**
 * The reasons with their evidence, for reports that show a detail block (JUnit's failure text,
 * CTRF's trace): a failed validator's expected and actual values below its message.
 */
function failureDetails(test) {
    if (test.outcome !== 'failed')
        return failureReasons(test);
    return [
        ...failedValidators(test).map((validator) => `${validator.message}\n  expected: ${validator.expected}\n  actual:   ${validator.actual}`),
        ...captureFailures(test),
    ];
}
/**
 * A short name for the kind of failure, for fields that classify (JUnit's `type`): the first failed
 * validator's name, `context` for a capture, the error code, or `skipped` / `not run`.
 */
function failureKind(test) {
    switch (test.outcome) {
        case 'passed':
            return undefined;
        case 'errored':
            return test.errorCode ?? 'error';
        case 'skipped':
            return 'skipped';
        case 'notRun':
            return 'not run';
        case 'failed':
            return failedValidators(test)[0]?.name ?? (unmatchedCaptures(test).length > 0 ? 'context' : 'failed');
    }
}
/**
 * Where to point a person at in the collection: the first failed validator or unmatched capture
 * that has a position, else the test itself (`testPosition`).
 */
function failurePosition(test, testPosition) {
    // A test errored by a check its language model could not judge points at that check.
    if (test.outcome === 'errored')
        return test.validators.find((v) => v.errorCode !== undefined)?.position ?? testPosition;
    if (test.outcome !== 'failed')
        return testPosition;
    const first = [...failedValidators(test), ...unmatchedCaptures(test)].find((item) => item.position !== undefined);
    return first?.position ?? testPosition;
}
/** The reasons of a failed test that are unmatched captures (reports that tabulate validators list these apart). */
function captureFailures(test) {
    return test.outcome === 'failed' ? unmatchedCaptures(test).map((capture) => captureReason(capture, test)) : [];
}
function errorReason(test) {
    const error = test.error ?? 'the request could not be completed';
    return test.errorCode ? `${test.errorCode}: ${error}` : error;
}
function captureReason(capture, test) {
    const response = test.response ? `${(0,_model_values_js__WEBPACK_IMPORTED_MODULE_0__/* .describeStatus */ .Wn)(test.response.status, test.response.statusText)} ` : '';
    const where = capture.source ? `response's ${capture.source}` : 'response body';
    if (capture.pattern === undefined) {
        return `context ${capture.name}: ${capture.problem ?? `the ${response}${where} selected nothing`}`;
    }
    const why = capture.problem ?? `found no match in the ${response}${where}`;
    return `context ${capture.name}: pattern ${JSON.stringify(capture.pattern)} ${why}`;
}
function failedValidators(test) {
    return test.validators.filter((validator) => !validator.pass);
}
function unmatchedCaptures(test) {
    return test.captures.filter((capture) => !capture.matched);
}


/***/ }),

/***/ 60410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zb: () => (/* binding */ OUTCOME_LABELS),
/* harmony export */   cd: () => (/* binding */ OUTCOME_ORDER),
/* harmony export */   uV: () => (/* binding */ reasonText),
/* harmony export */   xW: () => (/* binding */ testLabel)
/* harmony export */ });
const OUTCOME_LABELS = {
    passed: 'passed',
    failed: 'failed',
    errored: 'errored',
    skipped: 'skipped',
    notRun: 'not run',
};
/** The order outcomes are listed in summaries: the ones needing attention first. */
const OUTCOME_ORDER = ['failed', 'errored', 'passed', 'skipped', 'notRun'];
/** Why a test did not run, without the `skipped:` / `not run:` lead-in the reports label themselves. */
function reasonText(reason) {
    return (reason ?? 'no reason given').replace(/^(skipped|not run):\s*/i, '');
}
/** A test's name, with its iteration when the run repeated its tests: `Create user (iteration 2)`. */
function testLabel(test, repeated) {
    return repeated ? `${test.name} (iteration ${test.iteration})` : test.name;
}


/***/ }),

/***/ 43863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yD: () => (/* binding */ ReportFiles),
  "if": () => (/* binding */ afterRunFormats),
  gj: () => (/* binding */ writeFormats),
  Rx: () => (/* binding */ writePieces),
  Li: () => (/* binding */ writeReports)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/report/output-directory.ts
var output_directory = __webpack_require__(64115);
// EXTERNAL MODULE: ./src/model/values.ts
var values = __webpack_require__(43855);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/report/results/document.ts
var results_document = __webpack_require__(68522);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
;// CONCATENATED MODULE: ./src/report/results/records.ts

/** A collection's entry in results.json without its tests, totals and duration. */
function collectionHead(collection, redactor) {
    return {
        // A collection fetched from a URL may carry a token in its address.
        name: redactor.redact(collection.name),
        file: redactor.redact(collection.file),
        ...(collection.metadata === undefined ? {} : { metadata: collection.metadata }),
    };
}
function writtenTest(definition) {
    return { urlTemplate: definition.url.source, metadata: definition.metadata };
}
/**
 * A test's record in results.json. It shares what it can with the result and the definition
 * rather than copying it; only what redaction changes is copied.
 */
function testRecord(definition, result, redactor, 
/** What the record takes from the definition's full form, when taken as the test finished. */
written = writtenTest(definition)) {
    // One shape for every record (absent values are undefined, which JSON leaves out).
    return {
        index: definition.index,
        iteration: result.iteration,
        id: definition.id,
        // A URL may be written with its credentials (`https://bob:s3cret@host/`).
        urlTemplate: redactor.active ? redactor.redact(written.urlTemplate) : written.urlTemplate,
        method: definition.method,
        tags: definition.tags,
        dependsOn: definition.dependsOn,
        metadata: written.metadata,
        line: definition.position.line,
        column: definition.position.column,
        name: redactor.redact(result.name),
        outcome: result.outcome,
        validators: redactValidators(result.validators, redactor),
        captures: redactCaptures(result.captures, redactor),
        request: result.request && redactRequest(result.request, redactor),
        response: result.response && redactResponse(result.response, redactor),
        timings: result.timings,
        error: result.error === undefined ? undefined : redactor.redact(result.error),
        errorCode: result.errorCode,
        reason: result.reason === undefined ? undefined : redactor.redact(result.reason),
        lane: result.lane,
        ...(result.attempts
            ? {
                attempts: result.attempts.map((a) => a.retriedBecause === undefined ? a : { ...a, retriedBecause: redactor.redact(a.retriedBecause) }),
            }
            : {}),
    };
}
function redactValidators(validators, redactor) {
    if (!redactor.active)
        return validators;
    // Copied only from the first result that masking changes: most runs' results hold no secret.
    let masked;
    for (let i = 0; i < validators.length; i++) {
        const v = validators[i];
        const expected = redactor.redact(v.expected), actual = redactor.redact(v.actual), message = redactor.redact(v.message);
        if (expected !== v.expected || actual !== v.actual || message !== v.message)
            (masked ??= validators.slice())[i] = { ...v, expected, actual, message };
    }
    return masked ?? validators;
}
function redactCaptures(captures, redactor) {
    let masked;
    for (let i = 0; i < captures.length; i++) {
        const c = captures[i];
        if (c.value === undefined)
            continue;
        const value = c.type === 'secret' ? redact/* MASK */.v : redactor.redact(c.value);
        if (value !== c.value)
            (masked ??= captures.slice())[i] = { ...c, value };
    }
    return masked ?? captures;
}
function redactRequest(request, redactor) {
    const url = redactor.redact(request.url);
    const headers = redactor.redactHeaders(request.headers);
    const body = request.body === undefined ? undefined : redactor.redact(request.body);
    if (url === request.url && headers === request.headers && body === request.body)
        return request;
    return { method: request.method, url, headers, body };
}
function redactResponse(response, redactor) {
    const headers = redactor.redactHeaders(response.headers);
    const body = response.body === undefined ? undefined : redactor.redact(response.body);
    if (headers === response.headers && body === response.body)
        return response;
    return { ...response, headers, body };
}
function optionsRecord(o, redactor) {
    return {
        collections: o.collections.map((c) => (c.includes('\n') ? '<inline>' : redactor.redact(c))),
        variables: Object.fromEntries(Object.entries(o.variables).map(([k, v]) => [k, redactor.redact(v)])),
        secrets: Object.keys(o.secrets),
        tags: o.tags,
        ...(o.operations.length > 0 ? { operations: o.operations } : {}),
        parallel: o.parallel,
        concurrency: o.concurrency,
        repeats: o.repeats,
        delayMs: o.delayMs,
        timeoutMs: o.timeoutMs,
        maxBodyBytes: o.maxBodyBytes,
        insecure: o.insecure,
        followRedirects: o.followRedirects,
        bail: o.bail,
        formats: o.formats,
    };
}

// EXTERNAL MODULE: ./src/report/results/totals.ts
var results_totals = __webpack_require__(13424);
// EXTERNAL MODULE: ./src/report/temporary-file.ts
var temporary_file = __webpack_require__(7252);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/report/encoded-file.ts
// A file written from many small strings as a run goes (results.json, the JUnit spool). Each string
// is encoded straight into a reused 256 KB buffer, and a full buffer is written at its offset while
// the next one fills. Joining the strings first would cost more than the encoding: the joined
// chunk must be flattened into a new string (over 128 KB it lands in V8's large-object space, kept
// until a full collection), then encoded into yet another buffer.


/**
 * Each write costs the run's thread ~25 µs (handing it to the thread pool) whatever its size: 256 KB
 * writes take 4 times fewer than 64 KB ones (100,000 tests: 1,780 \u2192 450 writes, ~30 ms).
 */
const CHUNK = 256 * 1024;
/** A UTF-16 code unit takes at most this many bytes in UTF-8. */
const MAX_BYTES_PER_UNIT = 3;
const openFile = (0,external_node_util_.promisify)(external_node_fs_.open);
const closeFile = (0,external_node_util_.promisify)(external_node_fs_.close);
class EncodedFile {
    #fd;
    #buffer = Buffer.allocUnsafeSlow(CHUNK);
    #used = 0;
    /** Buffers whose write has completed, ready to be filled again. */
    #spare = [];
    /** Bytes written or held in the buffer: where the next string starts. */
    #bytes = 0;
    /** Writes started and not completed. */
    #writing = 0;
    #waiting = [];
    #failure;
    constructor(fd) {
        this.#fd = fd;
    }
    /** Opens (creates or truncates, or with `wx` creates exclusively) a file for writing. */
    static async open(path, flags) {
        return new EncodedFile(await openFile(path, flags));
    }
    /** Bytes of the file so far, including what is not written yet. */
    get bytes() {
        return this.#bytes;
    }
    /** The first write error; later writes are dropped. */
    get failure() {
        return this.#failure;
    }
    write(text) {
        if (this.#failure)
            return;
        if (this.#used + text.length * MAX_BYTES_PER_UNIT > CHUNK) {
            this.flush();
            if (text.length * MAX_BYTES_PER_UNIT > CHUNK) {
                const bytes = Buffer.from(text);
                this.#writeAt(bytes, bytes.length, this.#bytes, false);
                this.#bytes += bytes.length;
                return;
            }
        }
        const written = this.#buffer.write(text, this.#used);
        this.#used += written;
        this.#bytes += written;
    }
    /** Writes bytes as they are (copied from another file) through the reused buffers: the caller may reuse its own. */
    writeBytes(bytes) {
        for (let from = 0; from < bytes.length && !this.#failure;) {
            if (this.#used === CHUNK)
                this.flush();
            const part = bytes.subarray(from, from + CHUNK - this.#used);
            this.#buffer.set(part, this.#used);
            this.#used += part.length;
            this.#bytes += part.length;
            from += part.length;
        }
    }
    /** Starts writing what the buffer holds (a slow run's file shows its progress this way). */
    flush() {
        if (this.#used === 0 || this.#failure)
            return;
        this.#writeAt(this.#buffer, this.#used, this.#bytes - this.#used, true);
        this.#buffer = this.#spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK);
        this.#used = 0;
    }
    /**
     * When more than one write is under way, a promise of all of them completing; otherwise nothing to
     * wait for (so a writer awaits only when it is ahead, not after every string). A writer that makes
     * text faster than the disk takes it (a report rendered after the run) waits on this, so buffers
     * do not pile up; a run's writers, paced by the API, need not.
     */
    caughtUp() {
        return this.#writing > 1 ? this.#allWritten() : undefined;
    }
    /** Writes what is left, waits for every write and closes the file; rejects with the first write error. */
    async close() {
        this.flush();
        await this.#allWritten();
        await closeFile(this.#fd);
        if (this.#failure)
            throw this.#failure;
    }
    /** Closes the file without writing what is left (the run ended without its reports). */
    async abandon() {
        this.#failure ??= new Error('abandoned');
        await this.#allWritten();
        await closeFile(this.#fd).catch(() => undefined);
    }
    async #allWritten() {
        if (this.#writing > 0)
            await new Promise((resolve) => this.#waiting.push(resolve));
    }
    /** Writes at an explicit offset, so writes may complete in any order; a short write goes on from where it stopped. */
    #writeAt(buffer, length, position, reuse, from = 0) {
        this.#writing++;
        (0,external_node_fs_.write)(this.#fd, buffer, from, length - from, position + from, (error, done) => {
            this.#writing--;
            if (error)
                this.#failure ??= error;
            else if (from + done < length)
                return this.#writeAt(buffer, length, position, reuse, from + done);
            if (reuse)
                this.#spare.push(buffer);
            if (this.#writing === 0)
                for (const resolve of this.#waiting.splice(0))
                    resolve();
        });
    }
}

;// CONCATENATED MODULE: ./src/report/results/results-writer.ts







/** Text is held back no longer than this, so the file shows a slow run's progress. */
const FLUSH_AFTER_MS = 100;
/**
 * Finished tests are turned into records this many at a time (or when the flush is due): records
 * rendered in a row between requests cost about half the CPU of one rendered after each response.
 */
const BATCH = 256;
class ResultsJsonWriter {
    #path;
    #redactor;
    #sink;
    #file;
    /** Finished tests not yet turned into records, and what their records take from their tests. */
    #queue = [];
    #written = [];
    #timer;
    #start;
    #collections = [];
    /** The collection being written; those before it are complete. */
    #current = -1;
    #temporary;
    /** `temporary`: the path is a fresh temporary name (temporary-file.ts), created exclusively. */
    constructor(path, redactor, sink, { temporary = false } = {}) {
        this.#path = path;
        this.#redactor = redactor;
        this.#sink = sink;
        this.#temporary = temporary;
    }
    async start(start) {
        this.#start = start;
        this.#file = await EncodedFile.open(this.#path, this.#temporary ? temporary_file/* TEMPORARY_FLAGS */.E : 'w');
        this.#collections = start.collections.map((collection, c) => ({
            head: collectionHead(collection, this.#redactor),
            durationMs: 0,
            totals: (0,results_totals/* emptyTotals */.Tf)(),
            first: Infinity,
            last: 0,
            slots: slotsOf(start.plannedTests[c] ?? []),
            planned: (start.plannedTests[c] ?? []).length,
            next: 0,
            waiting: [],
            written: 0,
        }));
        const head = { schemaVersion: results_document/* RESULTS_SCHEMA_VERSION */.q, tool: { name: 'assay', version: version/* VERSION */.x } };
        this.#write(`${withoutClosingBrace(JSON.stringify(head, null, 2), 0)},\n  "collections": [`);
        this.#flush();
    }
    add(result) {
        this.#queue.push(result);
        this.#written.push(writtenTest(this.#start.collections[result.collection].tests[result.test]));
        if (this.#queue.length >= BATCH)
            this.#drain();
        this.#timer ??= setTimeout(() => this.#flush(), FLUSH_AFTER_MS).unref();
    }
    /** The collection's results are all in: its records are rendered now, so nothing needs its test definitions later. */
    collectionFinished() {
        this.#drain();
    }
    /** Turns the queued results into records, each written in its place (or kept until its turn). */
    #drain() {
        const queue = this.#queue;
        const written = this.#written;
        this.#queue = [];
        this.#written = [];
        for (let i = 0; i < queue.length; i++)
            this.#record(queue[i], written[i]);
    }
    #record(result, test) {
        const start = this.#start;
        const progress = this.#collections[result.collection];
        (0,results_totals/* countOutcome */.y0)(progress.totals, result.outcome);
        if (result.timings) {
            progress.first = Math.min(progress.first, result.timings.startMs);
            progress.last = Math.max(progress.last, result.timings.startMs + result.timings.totalMs);
        }
        while (this.#current < result.collection)
            this.#openCollection(this.#current + 1);
        const definition = start.collections[result.collection].tests[result.test];
        const record = testRecord(definition, result, this.#redactor, test);
        const written = [JSON.stringify(record), this.#sink?.piece(result.collection, record) ?? ''];
        const place = (result.iteration - 1) * progress.planned + progress.slots[result.test];
        if (place !== progress.next) {
            progress.waiting[place] = written;
            return;
        }
        this.#writeTest(progress, written);
        progress.next++;
        for (let waiting = progress.waiting[progress.next]; waiting; waiting = progress.waiting[progress.next]) {
            this.#writeTest(progress, waiting);
            progress.waiting[progress.next++] = undefined;
        }
    }
    /** Completes the file and returns what it holds besides the tests; rejects with the first write error. */
    async finish(summary) {
        const start = this.#start;
        this.#drain();
        while (this.#current < this.#collections.length - 1)
            this.#openCollection(this.#current + 1);
        this.#closeCollection();
        const totals = (0,results_totals/* emptyTotals */.Tf)();
        for (const progress of this.#collections)
            (0,results_totals/* addTotals */.lB)(totals, progress.totals);
        const run = {
            startedAt: summary.startedAt,
            finishedAt: new Date(Date.parse(summary.startedAt) + summary.durationMs).toISOString(),
            durationMs: (0,values/* roundMs */.l9)(summary.durationMs),
            options: optionsRecord(start.options, this.#redactor),
            ...(summary.interrupted ? { interrupted: summary.interrupted } : {}),
            ...(start.options.shard ? { shard: shardRecord(start.options.shard, start.shardPlan) } : {}),
            ...(summary.llm ? { llm: summary.llm } : {}),
            ...(start.options.ci ? { ci: start.options.ci } : {}),
        };
        const tail = JSON.stringify({ run, totals }, null, 2).slice(1);
        this.#write(`${this.#collections.length === 0 ? ']' : '\n  ]'},${tail}\n`);
        this.#flush();
        await this.#file.close();
        return {
            schemaVersion: results_document/* RESULTS_SCHEMA_VERSION */.q,
            tool: { name: 'assay', version: version/* VERSION */.x },
            run,
            totals,
            collections: this.#collections.map((p) => ({ ...p.head, totals: p.totals, durationMs: p.durationMs })),
        };
    }
    #openCollection(c) {
        this.#closeCollection();
        this.#current = c;
        const head = this.#collections[c].head;
        const text = withoutClosingBrace(JSON.stringify(head, null, 2).replaceAll('\n', '\n    '), 4);
        this.#write(`${c === 0 ? '' : ','}\n    ${text},\n      "tests": [`);
    }
    /** Writes what is left of the current collection (tests an interrupt left waiting) and its totals. */
    #closeCollection() {
        if (this.#current < 0)
            return;
        const progress = this.#collections[this.#current];
        for (const written of progress.waiting)
            if (written !== undefined)
                this.#writeTest(progress, written);
        progress.waiting = [];
        const durationMs = progress.first === Infinity ? 0 : (0,values/* roundMs */.l9)(progress.last - progress.first);
        progress.durationMs = durationMs;
        const tail = JSON.stringify({ totals: progress.totals, durationMs }, null, 2).replaceAll('\n', '\n    ').slice(1);
        this.#write(`${progress.written === 0 ? ']' : '\n      ]'},${tail}`);
    }
    #writeTest(progress, [line, piece]) {
        // Separator and line written apart: the line is already flat, a joined string would be copied again.
        this.#write(progress.written++ === 0 ? '\n        ' : ',\n        ');
        this.#write(line);
        this.#sink?.write(this.#current, piece);
    }
    #write(text) {
        this.#file.write(text);
    }
    /** Writes what has gathered: the queued tests' records and the text. */
    #flush() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#drain();
        this.#file.flush();
    }
    get path() {
        return this.#path;
    }
}
/** `{ \u2026 \n}` without its closing line, so more members can follow. */
function withoutClosingBrace(json, indentation) {
    return json.slice(0, json.length - indentation - 2);
}
/** A shard's place and the run it is part of, as results.json records them for `assay merge`. */
function shardRecord(shard, plan) {
    return {
        index: shard.index,
        total: shard.total,
        ...(plan === undefined ? {} : { plan: plan.fingerprint, plannedTests: plan.tests }),
    };
}
/** Slot by declared index: a typed array, not a Map of 100,000 entries (planned tests are ascending). */
function slotsOf(planned) {
    const slots = new Int32Array(planned.length === 0 ? 0 : planned[planned.length - 1] + 1);
    for (let slot = 0; slot < planned.length; slot++)
        slots[planned[slot]] = slot;
    return slots;
}

// EXTERNAL MODULE: ./src/report/results/stored-results.ts
var stored_results = __webpack_require__(28723);
// EXTERNAL MODULE: ./src/report/formats/junit.ts
var formats_junit = __webpack_require__(95261);
;// CONCATENATED MODULE: ./src/report/formats/junit-writer.ts
// junit.xml of a run, written while tests finish: each test case goes to a spool file as its record
// is written to results.json; when the run ends, junit.xml is the head (whose totals are known only
// then), and each suite's head followed by its test cases copied from the spool.




const COPY_BUFFER = 256 * 1024;
class JunitWriter {
    #path;
    #spoolPath;
    #spool;
    /** The collection whose test cases are being written; -1 before the first. */
    #open = -1;
    /** Per collection: its escaped name and file, and the spool's bytes holding its test cases. */
    #suites = [];
    #repeated = false;
    constructor(path) {
        this.#path = path;
        this.#spoolPath = (0,temporary_file/* temporaryPath */.l)('junit', '.part');
    }
    async start(start, heads) {
        this.#repeated = start.options.repeats > 1;
        this.#suites = heads.map((head) => ({
            name: (0,formats_junit/* junitAttribute */.RU)(head.name),
            file: (0,formats_junit/* junitAttribute */.RU)(head.file),
            start: -1,
            end: -1,
        }));
        this.#spool = await EncodedFile.open(this.#spoolPath, temporary_file/* TEMPORARY_FLAGS */.E);
    }
    piece(collection, record) {
        const suite = this.#suites[collection];
        return (0,formats_junit/* testcaseLine */.dn)(record, suite.name, suite.file, this.#repeated);
    }
    /** Pieces come collection by collection (results.json's order), so each suite is one stretch of the spool. */
    write(collection, piece) {
        if (collection !== this.#open)
            this.#openSuite(collection);
        this.#spool.write(piece);
    }
    /** Ends the stretch of the suite written so far and starts the next one's. */
    #openSuite(collection) {
        const at = this.#spool.bytes;
        if (this.#open !== -1)
            this.#suites[this.#open].end = at;
        this.#suites[collection].start = at;
        this.#open = collection;
    }
    async finish(envelope) {
        try {
            if (this.#open !== -1)
                this.#suites[this.#open].end = this.#spool.bytes;
            await this.#spool.close();
            // Copied through one buffer with every write awaited (a stream piped once per suite would
            // gather listeners on the output: Node warns past ten).
            const out = await (0,promises_.open)(this.#path, 'w');
            const spool = await (0,promises_.open)(this.#spoolPath, 'r').catch(async (error) => {
                await out.close();
                throw error;
            });
            try {
                const buffer = Buffer.allocUnsafe(COPY_BUFFER);
                await out.writeFile((0,formats_junit/* junitHead */.Hv)(envelope));
                for (const [c, collection] of envelope.collections.entries()) {
                    await out.writeFile((0,formats_junit/* suiteHead */.zr)(collection, envelope.run.startedAt));
                    const { start, end } = this.#suites[c];
                    for (let at = start; at !== -1 && at < end;) {
                        const { bytesRead } = await spool.read(buffer, 0, Math.min(buffer.length, end - at), at);
                        if (bytesRead === 0)
                            throw new Error(`${this.#spoolPath} is shorter than what was written to it`);
                        await out.writeFile(buffer.subarray(0, bytesRead));
                        at += bytesRead;
                    }
                    await out.writeFile(formats_junit/* SUITE_TAIL */.aP);
                }
                await out.writeFile(formats_junit/* JUNIT_TAIL */.az);
            }
            finally {
                await spool.close();
                await out.close();
            }
        }
        finally {
            await (0,promises_.rm)(this.#spoolPath, { force: true });
        }
    }
    /** Removes the spool when the run ends without `finish`. */
    async discard() {
        await this.#spool?.abandon();
        await (0,promises_.rm)(this.#spoolPath, { force: true });
    }
}

// EXTERNAL MODULE: ./src/report/results/results-json.ts
var results_json = __webpack_require__(78728);
;// CONCATENATED MODULE: ./src/report/write.ts
// Writes the report files of a merge from its results document, and of a run as it goes
// (`ReportFiles`): results.json as tests finish, the other formats after the run in one pass over
// results.json read back a record at a time, so memory does not grow with the number of tests.










/**
 * The formats after the run, each loaded when its report is written (chunks of their own in dist/),
 * so a run that does not ask for one never compiles or evaluates it (start-up time, docs/performance.md).
 */
const WRITERS = {
    testlemon: async () => (await __webpack_require__.e(/* import() | report-testlemon */ 419).then(__webpack_require__.bind(__webpack_require__, 42426))).testlemonWriter,
    html: async () => {
        const [{ htmlWriter }, { FileRowStore }] = await Promise.all([
            Promise.all(/* import() | report-html */[__webpack_require__.e(682), __webpack_require__.e(989)]).then(__webpack_require__.bind(__webpack_require__, 11682)),
            Promise.all(/* import() | report-html */[__webpack_require__.e(682), __webpack_require__.e(989)]).then(__webpack_require__.bind(__webpack_require__, 13411)),
        ]);
        // The page's rows wait in a temporary file while the timeline that goes before them is gathered.
        return (doc) => htmlWriter(doc, new FileRowStore());
    },
    ctrf: async () => (await __webpack_require__.e(/* import() | report-ctrf */ 627).then(__webpack_require__.bind(__webpack_require__, 23750))).ctrfWriter,
    xray: async () => (await __webpack_require__.e(/* import() | report-xray */ 502).then(__webpack_require__.bind(__webpack_require__, 35185))).xrayWriter,
    markdown: async () => (await __webpack_require__.e(/* import() | report-markdown */ 93).then(__webpack_require__.bind(__webpack_require__, 51540))).markdownWriter,
};
async function writeReports(doc, output, formats) {
    await (0,promises_.mkdir)((0,output_directory/* reportDirectory */.s6)(output), { recursive: true });
    const paths = (0,output_directory/* reportPaths */.Rs)(output, formats);
    const written = [];
    const results = paths.get('results');
    if (results !== undefined) {
        await writePieces(results, (0,results_json/* resultsJson */.ji)(doc));
        written.push(results);
    }
    const junit = paths.get('junit');
    if (junit !== undefined) {
        await writePieces(junit, (0,formats_junit/* junitXml */.E5)(doc));
        written.push(junit);
    }
    const { files, failures } = await writeFormats(doc, afterRunFormats(paths));
    if (failures.length > 0)
        throw new Error(failures.join('; '));
    // In the order of `reportPaths`, as before the formats shared a pass.
    return [...paths.values()].filter((path) => written.includes(path) || files.includes(path));
}
function afterRunFormats(paths) {
    return [...paths].filter((entry) => entry[0] !== 'results' && entry[0] !== 'junit');
}
/**
 * Writes the after-run formats in one pass over the document's tests: each record is read and
 * parsed once (a stored document's from results.json, one at a time) and handed to every format in
 * turn, each format's pieces written straight to its file. A format that cannot be written (its
 * file, or an error while rendering) is removed and named in `failures`; the others go on.
 */
async function writeFormats(doc, formats) {
    const outputs = [];
    const failures = [];
    for (const [format, path] of formats) {
        try {
            const writer = (await WRITERS[format]())(doc);
            outputs.push({ path, writer, file: await EncodedFile.open(path, 'w') });
        }
        catch (error) {
            failures.push(error.message);
        }
    }
    /** Writes a piece to its format's file; a promise when the file is behind, to wait for. */
    const emit = (output, piece) => {
        if (typeof piece !== 'string')
            output.file.writeBytes(piece);
        else if (piece !== '')
            output.file.write(piece);
        else
            return undefined;
        return output.file.caughtUp();
    };
    /** A step of every format still going; one that throws is done. */
    const each = async (step) => {
        for (const output of outputs) {
            if (output.failure !== undefined)
                continue;
            try {
                for (const piece of step(output)) {
                    const behind = emit(output, piece);
                    if (behind)
                        await behind;
                }
            }
            catch (error) {
                output.failure = error;
            }
        }
    };
    try {
        await each((output) => output.writer.start());
        for (const [c, collection] of doc.collections.entries()) {
            await each((output) => output.writer.collectionStart(collection, c));
            const readers = outputs.filter((output) => output.failure === undefined && output.writer.wantsTests);
            if (readers.length > 0) {
                for (const test of (0,stored_results/* eachTest */.Uj)(collection)) {
                    for (const output of readers) {
                        if (output.failure !== undefined)
                            continue;
                        try {
                            const behind = emit(output, output.writer.test(test));
                            if (behind)
                                await behind;
                        }
                        catch (error) {
                            output.failure = error;
                        }
                    }
                }
            }
            await each((output) => output.writer.collectionEnd());
        }
        await each((output) => output.writer.end());
    }
    catch (error) {
        // results.json could not be read: no format is complete.
        for (const output of outputs)
            output.failure ??= error;
    }
    const files = [];
    for (const output of outputs) {
        try {
            output.writer.dispose?.();
            await output.file.close();
        }
        catch (error) {
            output.failure ??= error;
        }
        if (output.failure === undefined) {
            files.push(output.path);
        }
        else {
            failures.push(output.failure.message);
            // A report cut off halfway must not stand beside the complete ones.
            await (0,promises_.rm)(output.path, { force: true });
        }
    }
    return { files, failures };
}
/**
 * The report files of one execution, as an observer: results.json and JUnit's test cases are
 * written while tests finish (results.json to a temporary file when only other formats are
 * wanted), the other formats when the run ends.
 * The directory must have been made ready (`prepareOutputDirectory`). `files` and `problem` tell
 * what happened once `runFinished` has resolved; it never rejects. A format that cannot be written
 * is named in `problem`, and the formats after it are still written.
 */
class ReportFiles {
    #paths;
    #results;
    #junit;
    #redactor;
    #temporary;
    #keepTemporary;
    files = [];
    /** Why the reports could not be written, for the user. */
    problem;
    /** `keepResults`: a temporary results file stays for `results()` until `dispose()`. */
    constructor(output, formats, redactor, keepResults = false) {
        this.#paths = (0,output_directory/* reportPaths */.Rs)(output, formats);
        const results = this.#paths.get('results');
        this.#temporary = results === undefined;
        this.#keepTemporary = keepResults;
        this.#redactor = redactor;
        const junit = this.#paths.get('junit');
        this.#junit = junit === undefined ? undefined : new JunitWriter(junit);
        this.#results = new ResultsJsonWriter(results ?? (0,temporary_file/* temporaryPath */.l)('results', '.json'), redactor, this.#junit, {
            temporary: this.#temporary,
        });
    }
    async runStarted(start) {
        try {
            await this.#results.start(start);
            await this.#junit?.start(start, start.collections.map((c) => collectionHead(c, this.#redactor)));
        }
        catch (error) {
            this.problem ??= error.message;
        }
    }
    testFinished(result) {
        if (this.problem === undefined)
            this.#results.add(result);
    }
    collectionFinished() {
        if (this.problem === undefined)
            this.#results.collectionFinished();
    }
    async runFinished(summary) {
        if (this.problem !== undefined) {
            await this.#junit?.discard();
            return;
        }
        try {
            const envelope = await this.#results.finish(summary);
            if (!this.#temporary)
                this.files.push(this.#results.path);
            if (this.#junit) {
                await this.#junit.finish(envelope);
                this.files.push(this.#paths.get('junit'));
            }
            const others = afterRunFormats(this.#paths);
            if (others.length > 0) {
                // One that cannot be written does not keep the others from being.
                const { files, failures } = await writeFormats(await (0,stored_results/* openStoredResults */.K2)(this.#results.path), others);
                this.files.push(...files);
                if (failures.length > 0)
                    this.problem = failures.join('; ');
            }
        }
        catch (error) {
            this.problem = error.message;
        }
        finally {
            if (!this.#keepTemporary)
                await this.dispose();
        }
    }
    /** The file results.json's content went to, once written (not a temporary one). */
    get resultsFile() {
        return this.#temporary ? undefined : this.files.find((file) => file === this.#results.path);
    }
    /** The file results.json's content was written to, temporary or not; with `keepResults`, until `dispose()`. */
    get resultsPath() {
        return this.problem === undefined ? this.#results.path : undefined;
    }
    /** The results of the run as written (tests read from the file when asked for); after `runFinished`. */
    async results() {
        return this.problem !== undefined ? undefined : (0,stored_results/* openStoredResults */.K2)(this.#results.path);
    }
    /** Removes the temporary results file, if one was written. */
    async dispose() {
        if (this.#temporary)
            await (0,promises_.rm)(this.#results.path, { force: true });
    }
}
/**
 * Writes the pieces encoded straight into reused buffers (encoded-file.ts): no chunk is ever a
 * string, so a format of any size leaves no large strings behind. A piece of bytes (copied from a
 * file) is written as it is. `flags`: `wx` for a temporary file.
 */
async function writePieces(path, pieces, flags = 'w') {
    const file = await EncodedFile.open(path, flags);
    let complete = false;
    try {
        for (const piece of pieces) {
            if (typeof piece === 'string')
                file.write(piece);
            else
                file.writeBytes(piece);
            const behind = file.caughtUp();
            if (behind)
                await behind;
        }
        complete = true;
    }
    finally {
        await file.close();
        // A report cut off halfway must not stand beside the complete ones.
        if (!complete)
            await (0,promises_.rm)(path, { force: true });
    }
}


/***/ })

};

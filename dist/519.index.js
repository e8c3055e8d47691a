export const id = 519;
export const ids = [519];
export const modules = {

/***/ 70548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatDiagnostics)
/* harmony export */ });
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43855);

const WINDOW = 100;
const plain = {
    severity: (_, text) => text,
    bold: (text) => text,
    gutter: (text) => text,
    caret: (_, text) => text,
};
const ansi = {
    severity: (severity, text) => `\x1b[1;${severity === 'error' ? 31 : 33}m${text}\x1b[0m`,
    bold: (text) => `\x1b[1m${text}\x1b[0m`,
    gutter: (text) => `\x1b[1;34m${text}\x1b[0m`,
    caret: (severity, text) => `\x1b[1;${severity === 'error' ? 31 : 33}m${text}\x1b[0m`,
};
function formatDiagnostics(diagnostics, texts, color) {
    if (diagnostics.length === 0)
        return '';
    const palette = color ? ansi : plain;
    const lineCache = new Map();
    const linesOf = (file) => {
        const text = texts.get(file);
        if (text === undefined)
            return undefined;
        let lines = lineCache.get(file);
        if (!lines)
            lineCache.set(file, (lines = text.split(/\r?\n/)));
        return lines;
    };
    const blocks = diagnostics.map((diagnostic) => formatOne(diagnostic, linesOf(diagnostic.file), palette));
    return `${blocks.join('\n\n')}\n\n${palette.bold(summary(diagnostics))}\n`;
}
function formatOne(diagnostic, lines, palette) {
    const heading = `${palette.severity(diagnostic.severity, diagnostic.severity)}${palette.bold(`: ${printable(diagnostic.message)}`)}`;
    const line = diagnostic.line > 0 ? lines?.[diagnostic.line - 1] : undefined;
    const source = line === undefined ? undefined : printable(line);
    const hint = diagnostic.hint === undefined ? undefined : printable(diagnostic.hint);
    const gutterWidth = String(diagnostic.line).length + 1;
    const pad = ' '.repeat(gutterWidth);
    const out = [heading];
    if (diagnostic.file) {
        const location = diagnostic.line > 0 ? `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}` : diagnostic.file;
        out.push(`${' '.repeat(gutterWidth - 1)}${palette.gutter('-->')} ${location}`);
    }
    if (source === undefined) {
        if (hint)
            out.push(`${pad}${palette.gutter('=')} hint: ${hint}`);
        return out.join('\n');
    }
    const { text, column, length } = excerpt(source, diagnostic.column, diagnostic.length ?? 1);
    const indent = [...text.slice(0, column - 1)].map((character) => (character === '\t' ? '\t' : ' ')).join('');
    const carets = palette.caret(diagnostic.severity, '^'.repeat(length));
    out.push(`${pad}${palette.gutter('|')}`);
    out.push(`${palette.gutter(`${String(diagnostic.line).padEnd(gutterWidth - 1)} |`)} ${text}`);
    out.push(`${pad}${palette.gutter('|')} ${indent}${carets}${hint ? ` ${palette.caret(diagnostic.severity, hint)}` : ''}`);
    return out.join('\n');
}
/** Control characters (a collection could hold terminal escapes) shown as one replacement character each. */
function printable(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '\ufffd');
}
/** The part of a (possibly very long, e.g. minified JSON) line around the column. */
function excerpt(line, column, length) {
    const safeColumn = Math.min(Math.max(1, column), line.length + 1);
    const safeLength = Math.max(1, Math.min(length, line.length + 1 - safeColumn));
    if (line.length <= WINDOW * 2)
        return { text: line, column: safeColumn, length: safeLength };
    const start = Math.max(0, safeColumn - 1 - WINDOW / 2);
    const end = Math.min(line.length, start + WINDOW);
    const prefix = start > 0 ? '\u2026' : '';
    return {
        text: `${prefix}${line.slice(start, end)}${end < line.length ? '\u2026' : ''}`,
        column: safeColumn - start + prefix.length,
        length: Math.max(1, Math.min(safeLength, end - (safeColumn - 1))),
    };
}
function summary(diagnostics) {
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const warnings = diagnostics.length - errors.length;
    const files = new Set(diagnostics.filter((diagnostic) => diagnostic.file).map((diagnostic) => diagnostic.file)).size;
    const counts = [
        errors.length > 0 || warnings === 0 ? (0,_model_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(errors.length, 'error') : '',
        warnings > 0 ? (0,_model_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(warnings, 'warning') : '',
    ]
        .filter(Boolean)
        .join(', ');
    return files > 0 ? `${counts} in ${(0,_model_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(files, 'collection')}` : counts;
}


/***/ }),

/***/ 43258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dl: () => (/* binding */ loadSources),
/* harmony export */   gq: () => (/* binding */ MAX_COLLECTION_BYTES),
/* harmony export */   t: () => (/* binding */ INTERRUPTED)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_credentials_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31151);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83014);
// Turns `-c` values into collection texts: a URL, a directory, a file, a glob, or inline text.




/** The code of the diagnostic for a fetch cut off by an interrupt. */
const INTERRUPTED = 'fetch-interrupted';
/** The same limit as every file a collection names (model/file-access.ts). */
const MAX_COLLECTION_BYTES = _model_file_access_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NAMED_FILE_BYTES */ .ku;
const FETCH_TIMEOUT_MS = 30_000;
const COLLECTION_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** Loads every source, one result per value in order; a failing source never stops the others. */
async function loadSources(values, cwd, options = {}) {
    const results = [];
    let inlineCount = 0;
    for (const value of values) {
        const kind = await classify(value, cwd);
        if (kind.type === 'inline')
            inlineCount++;
        try {
            results.push(await load(kind, value, cwd, inlineCount, options));
        }
        catch (error) {
            // e.g. a directory that cannot be listed
            results.push(failure(sourceError('unreadable-file', value, `cannot read the collection source: ${error.message}`)));
        }
    }
    return results;
}
/**
 * The classification rule: a single-line value is a URL (`http(s)://`), an existing directory or
 * file, or a glob (`*`, `?`, `[`). Text is inline collection text when it spans several lines,
 * starts with `{` or `[`, or has a `key:` followed by a space or the end. Any other single-line
 * value looks like a path, so a value naming nothing that exists is reported as a missing file
 * rather than parsed as a collection.
 */
async function classify(value, cwd) {
    if (value.trim() === '')
        return { type: 'blank' };
    const singleLine = !/[\r\n]/.test(value);
    if (singleLine && /^https?:\/\//i.test(value.trim()))
        return { type: 'url' };
    if (singleLine) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, value);
        const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(absolute).catch(() => undefined);
        if (stats?.isDirectory())
            return { type: 'directory', absolute };
        if (stats?.isFile())
            return { type: 'file', absolute, stats };
        // A device, a FIFO or a socket: reading one could block or never end (`-c /dev/zero`).
        if (stats)
            return { type: 'not-a-file', absolute };
    }
    if (looksInline(value))
        return { type: 'inline' };
    if (/[*?[]/.test(value))
        return { type: 'glob' };
    return { type: 'missing' };
}
function looksInline(value) {
    return /[\r\n]/.test(value) || /^\s*[{[]/.test(value) || /:(\s|$)/.test(value);
}
async function load(kind, value, cwd, inlineNumber, options) {
    switch (kind.type) {
        case 'blank':
            return failure(sourceError('empty-source', '', 'a collection source is empty', 'pass a file, a directory, a glob, a URL or collection text to `-c`'));
        case 'url':
            return fetchSource(value.trim(), options.signal);
        case 'directory':
            return readDirectory(kind.absolute, value, cwd, options);
        case 'file':
            return readFileSource(kind.absolute, cwd, kind.stats);
        case 'glob':
            return readGlob(value, cwd);
        case 'inline': {
            const file = `<inline #${inlineNumber}>`;
            return fromText({ file, text: value, defaultName: `inline #${inlineNumber}` });
        }
        case 'not-a-file':
            return failure(sourceError('unreadable-file', value, `\`${value}\` is not a regular file`, 'a collection source is a file, a directory, a glob, a URL or collection text'));
        case 'missing':
            return failure(sourceError('file-not-found', value, `collection file not found: ${value}`, `looked in ${node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, value)}; inline collection text must be YAML or JSON such as \`tests: [{url: https://example.com}]\``));
    }
}
async function readDirectory(absolute, value, cwd, options) {
    const excluded = new Set((options.excludeDirectories ?? []).map((directory) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, directory)));
    const files = (await walkDirectory(absolute, excluded)).sort(comparePaths);
    if (files.length === 0) {
        return failure(sourceError('empty-directory', displayPath(absolute, cwd) || value, 'no collection files (*.yaml, *.yml, *.json) in this directory', 'dot-directories (.git, .github, \u2026), node_modules and the report directory are not searched'));
    }
    return readFiles(files, cwd, true);
}
/**
 * Every *.yaml, *.yml and *.json file under `root`, without entering what a repository keeps
 * besides its collections: version control and tool folders (any name starting with a dot),
 * node_modules, and the report directory of the run (earlier reports). Symbolic links are not
 * followed, so a link cannot make the walk loop.
 */
async function walkDirectory(root, excluded) {
    const files = [];
    const pending = [root];
    for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
        for (const entry of await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(directory, { withFileTypes: true })) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(directory, entry.name);
            if (entry.isDirectory()) {
                if (!isSkippedDirectory(entry.name) && !excluded.has(full))
                    pending.push(full);
            }
            else if (entry.isFile() && COLLECTION_EXTENSIONS.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().extname(entry.name).toLowerCase())) {
                files.push(full);
            }
        }
    }
    return files;
}
function isSkippedDirectory(name) {
    return name.startsWith('.') || name === 'node_modules';
}
async function readGlob(pattern, cwd) {
    const matches = [];
    for await (const match of node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.glob(pattern, { cwd })) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, match);
        const stats = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(absolute).catch(() => undefined);
        if (stats?.isFile())
            matches.push(absolute);
    }
    if (matches.length === 0)
        return failure(sourceError('no-glob-match', pattern, `no files match \`${pattern}\``, `the pattern is matched relative to ${cwd}`));
    return readFiles(matches.sort(comparePaths), cwd);
}
async function readFiles(files, cwd, walked = false) {
    const all = { sources: [], diagnostics: [] };
    for (const file of files) {
        const result = await readFileSource(file, cwd, undefined, walked);
        all.sources.push(...result.sources);
        all.diagnostics.push(...result.diagnostics);
    }
    return all;
}
async function readFileSource(absolute, cwd, known, walked = false) {
    const file = displayPath(absolute, cwd);
    try {
        const stats = known ?? (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(absolute));
        if (stats.size > MAX_COLLECTION_BYTES)
            return failure(tooLarge(file, stats.size));
        // Opened, then checked on the descriptor and read with a cap: the file may change after stat.
        const read = await (0,_model_file_access_js__WEBPACK_IMPORTED_MODULE_3__/* .readNamedFile */ .wh)(absolute, file, _model_file_access_js__WEBPACK_IMPORTED_MODULE_3__/* .ANYWHERE */ .eY);
        if ('problem' in read)
            return failure(sourceError('unreadable-file', file, read.problem));
        return fromBytes(read.bytes, {
            file,
            absolutePath: absolute,
            defaultName: baseName(absolute),
            ...(walked && { walked }),
        });
    }
    catch (error) {
        return failure(sourceError('unreadable-file', file, `cannot read the collection file: ${error.message}`));
    }
}
/**
 * Fetches a collection. Credentials in the URL are sent as Basic auth (as for a test's URL), and the
 * URL is shown without them (diagnostics, reports): `https://***@host/tests.yaml?token=***`.
 */
async function fetchSource(written, interrupt) {
    const credentials = (0,_model_credentials_js__WEBPACK_IMPORTED_MODULE_2__/* .splitUrlCredentials */ .CN)(written);
    const url = (0,_model_credentials_js__WEBPACK_IMPORTED_MODULE_2__/* .displayUrl */ .Qy)(written);
    const defaultName = nameFromUrl(url);
    try {
        // undici whole is loaded only when a collection is fetched, not at every start-up.
        const { getGlobalDispatcher, interceptors, request } = await Promise.all(/* import() | undici */[__webpack_require__.e(7), __webpack_require__.e(215)]).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
        const dispatcher = getGlobalDispatcher().compose(interceptors.redirect({ maxRedirections: 5 }));
        const response = await request(credentials?.url ?? written, {
            dispatcher,
            ...(credentials && { headers: { authorization: (0,_model_credentials_js__WEBPACK_IMPORTED_MODULE_2__/* .basicAuthorization */ .aR)(credentials.user, credentials.password) } }),
            headersTimeout: FETCH_TIMEOUT_MS,
            bodyTimeout: FETCH_TIMEOUT_MS,
            signal: interrupt
                ? AbortSignal.any([AbortSignal.timeout(FETCH_TIMEOUT_MS), interrupt])
                : AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (response.statusCode < 200 || response.statusCode > 299) {
            await response.body.dump();
            return failure(sourceError('fetch-failed', url, `fetching the collection failed: the server answered ${response.statusCode}`, 'check the URL, and its credentials if it needs them (`https://user:password@host/\u2026`, `?token=\u2026`)'));
        }
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
            size += chunk.length;
            if (size > MAX_COLLECTION_BYTES) {
                response.body.destroy();
                return failure(tooLarge(url, size));
            }
            chunks.push(chunk);
        }
        return fromBytes(Buffer.concat(chunks), { file: url, defaultName });
    }
    catch (error) {
        if (interrupt?.aborted) {
            return failure(sourceError(INTERRUPTED, url, `fetching the collection was interrupted (${String(interrupt.reason)})`));
        }
        const reason = error.name === 'TimeoutError'
            ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
            : error.message.replaceAll(written, url);
        return failure(sourceError('fetch-failed', url, `fetching the collection failed: ${reason}`));
    }
}
function fromBytes(bytes, source) {
    if (bytes.includes(0))
        return failure(binary(source.file));
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        return failure(binary(source.file));
    }
    return fromText({ ...source, text });
}
function fromText(source) {
    const text = source.text.replace(/^\uFEFF/, '');
    // An empty file found by a walk is left to the collection stage, which skips it as no collection.
    if (text.trim() === '' && !source.walked)
        return failure(sourceError('empty-file', source.file, 'empty collection file', 'a collection needs at least `tests:` with one test'));
    return { sources: [{ ...source, text }], diagnostics: [] };
}
function binary(file) {
    return sourceError('binary-file', file, 'not a text file: the collection contains NUL bytes or is not valid UTF-8', 'collections are YAML or JSON text in UTF-8');
}
function tooLarge(file, size) {
    const megabytes = (size / 1024 / 1024).toFixed(1);
    return sourceError('file-too-large', file, `collection is too large (${megabytes} MB; the limit is ${MAX_COLLECTION_BYTES / 1024 / 1024} MB)`, 'split it into several collections');
}
function sourceError(code, file, message, hint) {
    return { severity: 'error', code, message, file, line: 0, column: 0, ...(hint ? { hint } : {}) };
}
function failure(diagnostic) {
    return { sources: [], diagnostics: [diagnostic] };
}
function displayPath(absolute, cwd) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, absolute);
    return relative === '' || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative) ? absolute : relative;
}
function baseName(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file, node_path__WEBPACK_IMPORTED_MODULE_1___default().extname(file));
}
function nameFromUrl(url) {
    try {
        const parsed = new URL(url);
        const last = parsed.pathname.split('/').filter(Boolean).at(-1);
        return last ? decodeURIComponent(baseName(last)) : parsed.host;
    }
    catch {
        return url;
    }
}
function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 55324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hf: () => (/* binding */ scalarNode),
/* harmony export */   jh: () => (/* binding */ isMap),
/* harmony export */   jn: () => (/* binding */ isScalar),
/* harmony export */   oP: () => (/* binding */ isSeq)
/* harmony export */ });
function isMap(node) {
    return node?.kind === 'map';
}
function isSeq(node) {
    return node?.kind === 'seq';
}
function isScalar(node) {
    return node?.kind === 'scalar';
}
function scalarNode(value, type, source, range) {
    return { kind: 'scalar', range, value, type, source };
}


/***/ }),

/***/ 42335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ AbortWatch)
/* harmony export */ });
// Abort signals watched with one listener per signal rather than one per request: a run passes the
// same signal to every request, and an EventTarget listener added and removed per request costs
// more than the rest of the request's bookkeeping.
//
// The requests watching a signal are kept in an array (removal moves the last one into the freed
// slot), not a Set: a Set that requests join and leave all run long keeps rehashing, and V8 links
// each discarded hash table to its successor (for iterators that may still walk it) without
// clearing its entries. Once one of those tables has outlived a young-generation collection, the
// chain keeps every later request's objects alive through the next one, and all of them are
// promoted to the old generation: 100,000 requests with 16 in flight promoted ~13 MB per young
// collection, garbage that stays until a full collection.
class AbortWatch {
    /** Weak, so a signal a caller made for a single request is not kept alive by the client. */
    #watching = new WeakMap();
    add(signal, target) {
        let targets = this.#watching.get(signal);
        if (targets === undefined) {
            const watched = [];
            targets = watched;
            this.#watching.set(signal, watched);
            signal.addEventListener('abort', () => {
                for (const each of watched.splice(0)) {
                    each.abortWatchSlot = -1;
                    each.onAbort();
                }
            }, { once: true });
        }
        target.abortWatchSlot = targets.length;
        targets.push(target);
    }
    remove(signal, target) {
        const targets = this.#watching.get(signal);
        const slot = target.abortWatchSlot;
        if (targets === undefined || targets[slot] !== target)
            return;
        const last = targets.pop();
        if (last !== target) {
            targets[slot] = last;
            last.abortWatchSlot = slot;
        }
        target.abortWatchSlot = -1;
    }
}


/***/ }),

/***/ 54321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xz: () => (/* binding */ BodyTooLongError),
  EI: () => (/* binding */ bodyTextStart),
  Vj: () => (/* binding */ decodeBody)
});

// UNUSED EXPORTS: cachedDecoderCount

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/engine/http/media-type.ts
// Media types as RFC 9110 §8.3.1 writes them: `type/subtype *( OWS ";" OWS name=value )`. Type and
// parameter names are case-insensitive (`CHARSET=latin1` is `charset`), a value is a token or a
// quoted-string with `\` escapes, and a `;` inside quotes does not end the value.
/** The media type, lower-cased and without parameters: `text/html; charset=x` \u2192 `text/html`. */
function mediaTypeEssence(value) {
    const end = value.indexOf(';');
    return (end === -1 ? value : value.slice(0, end)).trim().toLowerCase();
}
/** The value of one parameter (`name` in lower case), unquoted; undefined when absent or empty. */
function mediaTypeParameter(value, name) {
    let at = value.indexOf(';');
    while (at !== -1 && at < value.length) {
        at++;
        while (isWhitespace(value.charCodeAt(at)))
            at++;
        const equals = value.indexOf('=', at);
        const semicolon = value.indexOf(';', at);
        if (equals === -1)
            return undefined;
        if (semicolon !== -1 && semicolon < equals) {
            at = semicolon;
            continue;
        }
        const key = value.slice(at, equals).trim().toLowerCase();
        const read = readValue(value, equals + 1);
        if (key === name)
            return read.text === '' ? undefined : read.text;
        at = value.indexOf(';', read.end);
    }
    return undefined;
}
/** A token or quoted-string starting at `from` (after optional whitespace), and where it ends. */
function readValue(value, from) {
    let at = from;
    while (isWhitespace(value.charCodeAt(at)))
        at++;
    if (value[at] !== '"') {
        const semicolon = value.indexOf(';', at);
        const end = semicolon === -1 ? value.length : semicolon;
        return { text: value.slice(at, end).trim(), end };
    }
    let text = '';
    for (at++; at < value.length; at++) {
        const char = value[at];
        if (char === '"')
            return { text, end: at + 1 };
        if (char === '\\' && at + 1 < value.length)
            at++;
        text += value[at];
    }
    return { text, end: at };
}
function isWhitespace(code) {
    return code === 32 || code === 9;
}

;// CONCATENATED MODULE: ./src/engine/http/charset.ts
// Response bodies as text, in the charset the response declares (`Content-Type: text/plain;
// charset=iso-8859-1`), so checks and captures see `café` and not `caf\ufffd`. Without a charset, or with
// one the WHATWG Encoding Standard does not know, the body is read as UTF-8.



/**
 * Decoders by charset label, made once: a run usually meets one or two. Only labels the Encoding
 * Standard knows are kept (a fixed list of about 220), so a server that declares a new made-up
 * charset in every response cannot grow this across the runs of a long-lived process; decoders hold
 * no state between `decode` calls, so sharing them across runs is safe.
 */
const decoders = new Map();
/** A body longer than the longest string V8 can make: its bytes can be checked, its text cannot. */
class BodyTooLongError extends Error {
    constructor(bytes) {
        super(`the body (${bytes} bytes) is too long to be read as text (at most ${external_node_buffer_.constants.MAX_STRING_LENGTH} characters): ` +
            'checks of its text, JSON or XML cannot run on it; checks of the status, headers and size can');
    }
}
/** The body as text; throws BodyTooLongError when it cannot be one string. */
function decodeBody(bytes, contentType) {
    const charset = declaredCharset(Array.isArray(contentType) ? contentType[0] : contentType);
    // Node makes a copy of the whole body before it finds that the text is too long: told first, the
    // run does not hold a 512 MiB body twice only to throw.
    if (bytes.length > external_node_buffer_.constants.MAX_STRING_LENGTH && isUtf8(charset) && utf16Length(bytes) > external_node_buffer_.constants.MAX_STRING_LENGTH)
        throw new BodyTooLongError(bytes.length);
    try {
        return decode(bytes, charset);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ERR_STRING_TOO_LONG' || (error instanceof RangeError && /string length/i.test(error.message)))
            throw new BodyTooLongError(bytes.length);
        throw error;
    }
}
/**
 * The text of the body's first bytes, enough for `chars` characters and then `margin` more (a secret
 * that starts before the cut is masked whole before the text is cut); the whole text when the body is
 * that short. Reports keep an excerpt of a body whose whole text may be far too long to hold.
 */
function bodyTextStart(response, chars) {
    // No charset encodes a character in more than 4 bytes.
    const window = (chars + EXCERPT_MARGIN_CHARS) * 4;
    if (response.bodyBytes <= window)
        return response.body;
    return decodeBody(response.bodyBuffer.subarray(0, window), response.headerValues('content-type'));
}
/** Characters beyond an excerpt's cut that are decoded with it, for masking secrets that cross the cut. */
const EXCERPT_MARGIN_CHARS = 64 * 1024;
function isUtf8(charset) {
    return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}
/** The length of UTF-8 bytes as a JavaScript string: one unit per character, two for those past U+FFFF. */
function utf16Length(bytes) {
    let units = 0;
    for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i];
        if ((byte & 0xc0) !== 0x80)
            units += byte >= 0xf0 ? 2 : 1;
    }
    return units;
}
function decode(bytes, charset) {
    if (isUtf8(charset))
        return bytes.toString('utf8');
    let decoder = decoders.get(charset);
    if (decoder === undefined) {
        try {
            decoder = new external_node_util_.TextDecoder(charset);
        }
        catch {
            return bytes.toString('utf8');
        }
        decoders.set(charset, decoder);
    }
    return decoder.decode(bytes);
}
/** How many decoders are kept (for the test that made-up charsets are not). */
function cachedDecoderCount() {
    return decoders.size;
}
/** The `charset` parameter of a Content-Type value, lower-cased and unquoted. */
function declaredCharset(contentType) {
    return contentType === undefined ? undefined : mediaTypeParameter(contentType, 'charset')?.toLowerCase();
}


/***/ }),

/***/ 83414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PP: () => (/* binding */ PatternMatcher),
/* harmony export */   Vm: () => (/* binding */ linearRegExp),
/* harmony export */   Yj: () => (/* binding */ runsInLinearTime)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _http_abort_watch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42335);
// User regular expressions that cannot hang a run (issue 9, "A run cannot hang").
//
// Measured on Node 24 (V8 13): `(a+)+$` against 30 `a` and a `b` backtracks for minutes. V8 can
// switch a pattern to its linear-time engine once it has backtracked too often
// (`--enable-experimental-regexp-engine-on-excessive-backtracks`): the same match then answers in
// about 1 ms, and ordinary patterns run on the usual backtracking engine at full speed. The linear
// engine does not take every pattern: backreferences and lookarounds (`\1`, `(?=\u2026)`) cannot run
// in linear time, and V8 keeps backtracking for those. Such patterns run in a worker thread
// instead, with a deadline (the test's remaining time budget): the main thread stays free for
// signals and other tests, and a pattern past its deadline ends the worker and fails the test with
// "took too long".


let linearEngineEnabled = false;
/**
 * Once per process, before the first user pattern is compiled (the flags are read at compile time;
 * every pattern that is matched or checked passes through `runsInLinearTime` first). Not when this
 * module loads: Node compiles the builtin modules it loads after a V8 flag changes without their
 * code cache, which cost every start 3\u20134 ms (docs/performance.md).
 */
function enableLinearEngine() {
    if (linearEngineEnabled)
        return;
    linearEngineEnabled = true;
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--enable-experimental-regexp-engine-on-excessive-backtracks');
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--enable-experimental-regexp-engine');
}
/** Can this pattern run on V8's linear-time engine (`l` flag)? Such patterns cannot backtrack for long. */
function runsInLinearTime(source) {
    return linearRegExp(source) !== undefined;
}
/** The pattern compiled for V8's linear-time engine, or undefined when that engine does not take it. */
function linearRegExp(source) {
    enableLinearEngine();
    try {
        // eslint-disable-next-line no-invalid-regexp -- `l` (linear) is V8's, enabled by enableLinearEngine
        return new RegExp(source, 'l');
    }
    catch {
        return undefined;
    }
}
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', ({ id, source, flags, text }) => {
  const key = flags + '/' + source;
  let pattern = compiled.get(key);
  if (pattern === undefined) compiled.set(key, (pattern = new RegExp(source, flags)));
  const match = pattern.exec(text);
  const group = match === null ? undefined : match.slice(1).find((g) => g !== undefined);
  parentPort.postMessage({ id, group: group === undefined ? null : group });
});
`;
/**
 * Matches user patterns for one run: compiled patterns are cached for the run, and the worker for
 * patterns outside the linear engine is started on first need and ended with the run (`close`).
 */
class PatternMatcher {
    #compiled = new Map();
    #worker;
    #nextId = 0;
    /**
     * Matches sent to a worker, by id. An object, not a Map, and the run's signal watched through
     * AbortWatch rather than a listener per match: a Map or a listener list that entries join and
     * leave all run long keeps every later entry alive once an early one is promoted (abort-watch.ts).
     */
    #pending = Object.create(null);
    #watch = new _http_abort_watch_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortWatch */ .A();
    /** Per worker, until it is up: the deadlines to start then (one listener, however many matches wait). */
    #startWhenOnline = new WeakMap();
    /**
     * The first capture group of the first match of `source` in `text`, within `budgetMs` (0: no
     * limit). `flags`: `u` for a pattern written for unicode mode (a JSON Schema's), which the
     * linear-time engine does not take: it always runs in the worker.
     */
    match(source, text, budgetMs, signal, flags = '') {
        let pattern = flags === 'u' ? 'worker' : this.#compiled.get(source);
        if (pattern === undefined) {
            pattern = runsInLinearTime(source) ? new RegExp(source) : 'worker';
            this.#compiled.set(source, pattern);
        }
        if (pattern !== 'worker')
            return firstGroup(pattern.exec(text));
        if (signal?.aborted)
            return { kind: 'interrupted' };
        return this.#inWorker(source, flags, text, budgetMs, signal);
    }
    /** Ends the worker, if one was started; pending matches end as timeouts. */
    async close() {
        const worker = this.#worker;
        this.#worker = undefined;
        this.#settleAll({ kind: 'timeout' });
        await worker?.terminate();
    }
    #inWorker(source, flags, text, budgetMs, signal) {
        const worker = (this.#worker ??= this.#startWorker());
        const id = this.#nextId++;
        return new Promise((resolve) => {
            const expire = (result) => {
                // A worker stuck in a match cannot be interrupted: end it; the next match starts another.
                if (this.#worker === worker)
                    this.#worker = undefined;
                this.#settleAll(result, worker);
                void worker.terminate();
            };
            const pending = {
                resolve: (result) => {
                    if (signal !== undefined)
                        this.#watch.remove(signal, pending);
                    resolve(result);
                },
                worker,
                timer: undefined,
                onAbort: () => expire({ kind: 'interrupted' }),
                abortWatchSlot: -1,
            };
            if (signal !== undefined)
                this.#watch.add(signal, pending);
            // The budget is the pattern's: it starts once the worker is up, so a busy machine's slow thread
            // start does not count against it.
            const arm = () => {
                if (this.#pending[id] === pending)
                    pending.timer = setTimeout(() => expire({ kind: 'timeout' }), budgetMs > 0 ? budgetMs : 2 ** 31 - 1);
            };
            this.#pending[id] = pending;
            const waiting = this.#startWhenOnline.get(worker);
            if (waiting === undefined)
                arm();
            else
                waiting.push(arm);
            worker.postMessage({ id, source, flags, text });
        });
    }
    #startWorker() {
        // Not unref()'d: the `message` listener below would make it ref'd again (measured for the query
        // worker, query-worker.ts). Whoever made the matcher ends the worker with `close()`.
        const { Worker } = process.getBuiltinModule('node:worker_threads');
        const worker = new Worker(WORKER_SOURCE, { eval: true });
        const waiting = [];
        this.#startWhenOnline.set(worker, waiting);
        worker.once('online', () => {
            this.#startWhenOnline.delete(worker);
            for (const arm of waiting)
                arm();
        });
        worker.on('message', ({ id, group }) => {
            this.#settle(id, group === null ? { kind: 'none' } : { kind: 'match', group });
        });
        worker.on('error', () => this.#settleAll({ kind: 'timeout' }, worker));
        return worker;
    }
    #settle(id, result) {
        const pending = this.#pending[id];
        if (pending === undefined)
            return;
        delete this.#pending[id];
        clearTimeout(pending.timer);
        pending.resolve(result);
    }
    #settleAll(result, worker) {
        for (const [id, pending] of Object.entries(this.#pending)) {
            if (worker === undefined || pending.worker === worker)
                this.#settle(Number(id), result);
        }
    }
}
function firstGroup(match) {
    // The first capture group that took part in the match (an optional group may not have).
    const group = match?.slice(1).find((value) => value !== undefined);
    return group === undefined ? { kind: 'none' } : { kind: 'match', group };
}


/***/ }),

/***/ 72981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ unansweredText),
/* harmony export */   G5: () => (/* binding */ linearInPlaceOfUnicode),
/* harmony export */   No: () => (/* binding */ validateInRounds),
/* harmony export */   Si: () => (/* binding */ schemaPattern),
/* harmony export */   Yf: () => (/* binding */ askMatcher)
/* harmony export */ });
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83414);
// How a JSON Schema's `pattern` and `patternProperties` are compiled (ajv's `code.regExp`; also a
// JSONPath's `match()`/`search()`, see json-path.ts), so that no response can make one backtrack without bound (issue 9, "A run cannot hang"): measured, ajv's own
// `new RegExp('^(a+)+$', 'u')` took 90 s on a 35-character string, blind to --timeout and SIGTERM.
//
// ajv compiles patterns in JavaScript's unicode mode (`u`), which V8's linear-time engine does not
// take. A pattern that needs nothing of that mode \u2014 no `\p{\u2026}` or `\u{\u2026}` escapes, no character
// outside the Basic Multilingual Plane \u2014 and that the linear-time engine accepts (no backreferences,
// no lookarounds) runs on that engine instead. On text without surrogate code units both modes match
// alike; on text with them (an emoji, say) such a character counts as two, as in a pattern without
// `u` (docs/collection-format.md).
//
// Any other pattern must backtrack, in unicode mode: it runs in the run's pattern worker, under the
// test's time budget. ajv's validation (like a JSONPath query) is synchronous, so it runs in rounds (`validateInRounds`): the
// pattern answers what is known, notes what is not (and guesses), the notes are matched in the
// worker, and validation runs again, until a round needed nothing unknown.

/** What only unicode mode reads as intended: property and code point escapes, and astral characters. */
const NEEDS_UNICODE_MODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;
/** The native constructor, whoever replaces the global while a query runs (json-path.ts does). */
const NativeRegExp = RegExp;
/**
 * The pattern compiled for V8's linear-time engine when it needs nothing of unicode mode and the
 * engine takes it; undefined otherwise. It matches as unicode mode does on text without astral
 * characters (with them, such a character counts as two).
 */
function linearInPlaceOfUnicode(pattern) {
    return NEEDS_UNICODE_MODE.test(pattern) ? undefined : (0,_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .linearRegExp */ .Vm)(pattern);
}
/** The answers of the current validation round, while one runs (validation is synchronous). */
let round;
const schemaPattern = Object.assign((pattern, flags) => {
    // Compiled as ajv would first: an invalid pattern throws the error ajv reports.
    const exact = new NativeRegExp(pattern, flags);
    // ajv keys its compiled patterns by this text.
    const toString = () => exact.toString();
    const linear = linearInPlaceOfUnicode(pattern);
    if (linear !== undefined)
        return { test: (text) => linear.test(text), toString };
    const question = (text) => ({ pattern, flags: flags === 'u' ? 'u' : '', text });
    return {
        test(text) {
            // Outside `validateInRounds` (a caller that validates directly) the pattern runs as ajv's would.
            if (round === undefined)
                return exact.test(text);
            const key = `${flags}/${pattern}\u0000${text}`;
            const known = round.known.get(key);
            if (known !== undefined)
                return known;
            round.unknown.set(key, question(text));
            return true;
        },
        toString,
    };
}, { code: 'assaySchemaPattern' });
/**
 * Runs `validate` (a validation by a schema compiled with `schemaPattern`) until every pattern test
 * that must backtrack has a known answer, each asked of `answer` once. The last round's value is
 * exact; a question that timed out or was interrupted ends it with that question instead.
 */
async function validateInRounds(validate, answer) {
    const current = { known: new Map(), unknown: new Map() };
    for (;;) {
        round = current;
        let value;
        try {
            value = validate();
        }
        finally {
            round = undefined;
        }
        if (current.unknown.size === 0)
            return { value };
        for (const [key, question] of current.unknown) {
            const result = await answer(question);
            if (result === 'timeout' || result === 'interrupted')
                return { unanswered: question, reason: result };
            current.known.set(key, result === 'match');
        }
        current.unknown.clear();
    }
}
/** `validateInRounds`' answers from the run's pattern matcher, under what is left of the test's time budget. */
function askMatcher(patterns, remainingMs, signal) {
    // `(?:\u2026)()`: a match always has a group.
    return async ({ pattern, flags, text }) => (await patterns.match(`(?:${pattern})()`, text, remainingMs(), signal, flags)).kind;
}
/** What a test's result says of a question left unanswered. */
function unansweredText(question, reason) {
    return reason === 'timeout'
        ? `the pattern ${JSON.stringify(question.pattern)} took too long (stopped at the test's time budget)`
        : `the pattern ${JSON.stringify(question.pattern)} was stopped by the interrupt`;
}


/***/ }),

/***/ 9337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   QI: () => (/* binding */ hasJsonText)
/* harmony export */ });
/* unused harmony export jsonPreview */
// The readable excerpt of a selected value that results show as `actual`. A selection can be huge
// (`$..*` over a 10 MB body lists every node, each holding its subtree) or nested thousands of
// levels deep, where JSON.stringify runs out of stack or builds gigabytes only to keep 120
// characters. The excerpt is built without recursion and in time proportional to its length.
/** How many characters past the excerpt are rendered, so a secret that straddles the cut is masked whole. */
const REDACT_MARGIN = 4096;
/**
 * The value as JSON text for a message: cut to `limit` characters with the whole's size
 * (`[1,2,3,\u2026 (an array of 85000 items)`), secrets masked. `undefined` reads `nothing`.
 */
function excerpt(value, redact, limit = 120) {
    if (value === undefined)
        return 'nothing';
    if (value instanceof Uint8Array)
        return bytesExcerpt(value, redact, limit);
    if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
    if (typeof value !== 'object' && typeof value !== 'string')
        return redact(scalarText(value));
    const preview = jsonPreview(value, limit + REDACT_MARGIN);
    const masked = redact(preview.text);
    if (preview.complete)
        return cut(masked, limit);
    return `${masked.slice(0, limit)}\u2026 (${sizeOf(value)})`;
}
/**
 * Bytes as base64, the form a secret is also looked for in (report/secret-forms.ts), so bytes that
 * hold one are masked: `base64 SGVsbG8= (5 bytes)`.
 */
function bytesExcerpt(bytes, redact, limit) {
    const shown = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, limit + REDACT_MARGIN));
    const text = redact(shown.toString('base64'));
    const size = `${bytes.byteLength} ${bytes.byteLength === 1 ? 'byte' : 'bytes'}`;
    return `base64 ${text.length > limit ? `${text.slice(0, limit)}\u2026` : text} (${size})`;
}
/** Cut a long text readably: its start, an ellipsis and the full length. */
function cut(text, limit = 120) {
    return text.length > limit ? `${text.slice(0, limit)}\u2026 (${text.length} chars)` : text;
}
/**
 * Whether the value's JSON text (a string as itself) is exactly `text`, rendering no more of the
 * value than `text` is long.
 */
function hasJsonText(value, text) {
    if (typeof value === 'string')
        return value === text;
    const preview = jsonPreview(value, text.length + 1);
    return preview.complete && preview.text === text;
}
/**
 * The start of the value's JSON text (as JSON.stringify writes it, for JSON values): at least
 * `limit` characters of it, or all of it when `complete`.
 */
function jsonPreview(value, limit) {
    const parts = [];
    let length = 0;
    const write = (text) => {
        parts.push(text);
        length += text.length;
    };
    const stack = [];
    let pending = { value };
    while (length <= limit) {
        if (pending !== undefined) {
            const current = pending.value;
            pending = undefined;
            if (Array.isArray(current)) {
                write('[');
                stack.push({ items: current, next: 0 });
            }
            else if (typeof current === 'object' && current !== null) {
                write('{');
                const object = current;
                stack.push({ object, keys: Object.keys(object).filter((key) => object[key] !== undefined), next: 0 });
            }
            else if (typeof current === 'string') {
                // Only the part that can show is escaped: a 5 MB string costs what its excerpt does.
                const room = limit - length + 1;
                if (current.length > room) {
                    write(JSON.stringify(current.slice(0, room)).slice(0, -1));
                    return { text: parts.join(''), complete: false };
                }
                write(JSON.stringify(current));
            }
            else {
                write(scalarText(current));
            }
            continue;
        }
        const frame = stack.at(-1);
        if (frame === undefined)
            return { text: parts.join(''), complete: true };
        if ('items' in frame) {
            if (frame.next === frame.items.length) {
                write(']');
                stack.pop();
                continue;
            }
            if (frame.next > 0)
                write(',');
            pending = { value: frame.items[frame.next++] };
        }
        else {
            if (frame.next === frame.keys.length) {
                write('}');
                stack.pop();
                continue;
            }
            const key = frame.keys[frame.next++];
            write(`${frame.next > 1 ? ',' : ''}${JSON.stringify(key)}:`);
            pending = { value: frame.object[key] };
        }
    }
    const text = parts.join('');
    // Done exactly at the limit: nothing is left to write.
    if (pending === undefined && stack.length === 0)
        return { text, complete: true };
    return { text, complete: false };
}
function scalarText(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? String(value) : 'null';
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'bigint')
        return value.toString();
    return 'null';
}
/** The size of a value too large to show whole. */
function sizeOf(value) {
    if (typeof value === 'string')
        return `${value.length} chars`;
    if (Array.isArray(value))
        return `an array of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
    if (typeof value === 'object' && value !== null) {
        const members = Object.keys(value).length;
        return `an object of ${members} ${members === 1 ? 'member' : 'members'}`;
    }
    return 'cut';
}


/***/ }),

/***/ 43150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ schemaCompiler),
/* harmony export */   Og: () => (/* binding */ jsonSchema),
/* harmony export */   TQ: () => (/* binding */ loadSchemaCompiler)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83014);
/* harmony import */ var _excerpt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9337);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59241);
/* harmony import */ var _queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72981);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8253);
// `- json-schema: schemas/user.json` (a file beside the collection) or an inline mapping: the JSON
// body validates against the schema (ajv; draft 2020-12, or draft-07 when `$schema` says so;
// formats from ajv-formats). A `$ref` to another file is read from beside the schema. The schema is
// read and compiled before anything is sent, so a missing file or an invalid schema is a diagnostic.






/** The compiler, loaded before a collection naming `json-schema` or `openapi` is checked (it is too large to load on every start). */
let compiler;
/** Loads the schema compiler (ajv and its formats), once: its one import site, so dist/ has one chunk for it. */
async function loadSchemaCompiler() {
    compiler ??= await Promise.all(/* import() | json-schema */[__webpack_require__.e(892), __webpack_require__.e(623)]).then(__webpack_require__.bind(__webpack_require__, 66462));
}
/** The compiler once loaded. */
function schemaCompiler() {
    return compiler;
}
const argument = {
    expects: 'a JSON Schema file (relative to the collection) or an inline schema mapping',
    example: 'e.g. `json-schema: schemas/user.json`',
    docs: 'a JSON Schema file relative to the collection, or an inline schema mapping',
    jsonSchema: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'object' }] },
    read(node, reject) {
        if (node.fields !== undefined)
            return compileAt(node, node.plain(), (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(node.file).href, 'inline schema');
        if (node.text === undefined || node.text.trim() === '')
            return reject(node.describe());
        if (node.templated) {
            node.error('`json-schema` cannot name its file with a template: the schema is read before the run');
            return undefined;
        }
        const schema = readJson(node, node.text, node.text);
        if (typeof schema === 'string') {
            node.error(`\`json-schema\`: ${schema}`);
            return undefined;
        }
        return compileAt(node, schema.value, (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(schema.path).href, node.text);
    },
};
const jsonSchema = (0,_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .defineValidator */ .M)({
    name: 'json-schema',
    summary: 'the JSON body validates against the JSON Schema (draft 2020-12 or draft-07)',
    argument,
    needs: ['json'],
    load: loadSchemaCompiler,
    examples: [
        {
            argument: '{ type: object, required: [id], properties: { id: { type: integer } } }',
            response: { body: '{"id":7}' },
            passes: true,
        },
        {
            argument: '{ type: object, required: [id], properties: { id: { type: integer } } }',
            response: { body: '{"id":"7"}' },
            passes: false,
        },
    ],
    async evaluate(observation, { label, validate }, { patterns, remainingMs, signal }) {
        const json = observation.json;
        const expected = `valid against ${label}`;
        if (!json.ok) {
            return {
                name: 'json-schema',
                pass: false,
                query: 'json-schema',
                expected,
                actual: (0,_excerpt_js__WEBPACK_IMPORTED_MODULE_4__/* .cut */ .Jj)(json.error),
                message: `json-schema: ${(0,_excerpt_js__WEBPACK_IMPORTED_MODULE_4__/* .cut */ .Jj)(json.error)}`,
            };
        }
        const checked = await (0,_queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .validateInRounds */ .No)(() => validate(json.value) === true, (0,_queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .askMatcher */ .Yf)(patterns, remainingMs, signal));
        if ('unanswered' in checked) {
            const actual = (0,_queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .unansweredText */ .Au)(checked.unanswered, checked.reason);
            return {
                name: 'json-schema',
                pass: false,
                query: 'json-schema',
                predicate: 'valid',
                expected,
                actual,
                message: `json-schema: ${actual}`,
            };
        }
        const pass = checked.value;
        const actual = pass ? 'valid' : observation.redact((0,_excerpt_js__WEBPACK_IMPORTED_MODULE_4__/* .cut */ .Jj)((0,_schema_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .listSchemaErrors */ .N)(validate.errors), 400));
        return {
            name: 'json-schema',
            pass,
            query: 'json-schema',
            predicate: 'valid',
            expected,
            actual,
            message: pass ? `json-schema: valid against ${label}` : `json-schema: not valid against ${label}: ${actual}`,
        };
    },
});
/** Keywords that describe a schema without constraining what it accepts (`{}` accepts anything). */
const ANNOTATIONS = new Set([
    '$schema',
    '$id',
    '$comment',
    '$defs',
    'definitions',
    'title',
    'description',
    'examples',
    'default',
    'deprecated',
    'readOnly',
    'writeOnly',
]);
function compileAt(node, schema, id, label) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        node.error(`\`json-schema\`: ${label} is not a schema (a JSON object)`);
        return undefined;
    }
    if (compiler === undefined) {
        node.error('`json-schema`: the schema compiler was not loaded before the collection was checked');
        return undefined;
    }
    if (Object.keys(schema).every((key) => ANNOTATIONS.has(key)))
        node.checksNothing('warning', `\`json-schema\`: ${label} has no keyword that constrains a value: it accepts any JSON body`, 'add e.g. `type: object` and `required: [id]`');
    const draft07 = /draft-0[4-7]/.test(String(schema.$schema ?? ''));
    const ajv = compiler.newAjv(draft07);
    try {
        const root = { $id: id, ...schema };
        addReferencedFiles(ajv, root, id, new Set([id]), node);
        return { label, validate: ajv.compile(root) };
    }
    catch (error) {
        node.error(`\`json-schema\`: ${label} is not a valid schema: ${(0,_excerpt_js__WEBPACK_IMPORTED_MODULE_4__/* .cut */ .Jj)(error.message, 300)}`);
        return undefined;
    }
}
/** Adds every file a `$ref` names (relative to the schema that names it), recursively. */
function addReferencedFiles(ajv, schema, base, seen, node) {
    for (const ref of references(schema)) {
        const url = new URL(ref, base);
        url.hash = '';
        if (url.protocol !== 'file:' || seen.has(url.href))
            continue;
        seen.add(url.href);
        const referenced = readJson(node, (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(url), ref.split('#')[0]);
        if (typeof referenced === 'string')
            throw new Error(`its $ref ${JSON.stringify(ref)}: ${referenced}`);
        ajv.addSchema(referenced.value, url.href);
        addReferencedFiles(ajv, referenced.value, url.href, seen, node);
    }
}
function references(schema, found = []) {
    if (Array.isArray(schema))
        for (const item of schema)
            references(item, found);
    else if (typeof schema === 'object' && schema !== null) {
        for (const [key, value] of Object.entries(schema)) {
            if (key === '$ref' && typeof value === 'string' && !value.startsWith('#'))
                found.push(value);
            else
                references(value, found);
        }
    }
    return found;
}
/** A file the argument may name, parsed, or why not (naming it `shown`: as written). */
function readJson(node, path, shown) {
    const file = node.readFile(path, shown);
    if ('problem' in file)
        return file.problem;
    try {
        return { path: file.path, value: JSON.parse((0,_model_file_access_js__WEBPACK_IMPORTED_MODULE_1__/* .namedText */ .Jk)(file)) };
    }
    catch (error) {
        return `${shown} is not JSON: ${error.message}`;
    }
}


/***/ }),

/***/ 18692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ generatedCheck),
/* harmony export */   x: () => (/* binding */ openapi)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83014);
/* harmony import */ var _json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43150);
/* harmony import */ var _excerpt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9337);
/* harmony import */ var _queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72981);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8253);
/* harmony import */ var _model_load_part_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87479);
// `- openapi: specs/api.yaml` (a spec file beside the collection, or an inline spec mapping): the
// response keeps to the contract of the spec's operation matching the test's method and URL (path
// templating matched): a documented status, a documented content type, a JSON body valid against
// the schema, the required headers present. A collection-level `openapi:` applies it to every test;
// `- openapi: false` turns that off for one test. The spec is read (its `$ref`ed files too) before
// anything is sent, so a missing file or a document that is not a spec is a diagnostic.







/** The spec reader (with the `yaml` package), loaded with the schema compiler by `loadOpenApiCheck`. */
let contracts;
/** Loads what reading and checking a contract needs, once: before a collection naming `openapi` is checked. */
async function loadOpenApiCheck() {
    await (0,_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .loadSchemaCompiler */ .TQ)();
    contracts ??= await (0,_model_load_part_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPart */ .A)('the OpenAPI spec reader', () => Promise.all(/* import() | openapi-contract */[__webpack_require__.e(815), __webpack_require__.e(321), __webpack_require__.e(176)]).then(__webpack_require__.bind(__webpack_require__, 45965)));
}
const newAjv = (draft07, quiet) => {
    const compiler = (0,_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaCompiler */ .LC)();
    if (compiler === undefined)
        throw new Error('the schema compiler was not loaded before the collection was checked');
    return compiler.newAjv(draft07, quiet);
};
const argument = {
    expects: 'an OpenAPI spec file (relative to the collection), an inline spec mapping, or `false`',
    example: 'e.g. `openapi: specs/api.yaml`',
    docs: 'an OpenAPI 3.x or Swagger 2.0 file (YAML or JSON) relative to the collection, an inline spec mapping, or `false` (off for this test)',
    jsonSchema: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'object' }, { const: false }] },
    read(node, reject) {
        if (node.plain() === false)
            return false;
        if (node.fields !== undefined)
            return contractAt(node, {
                label: 'inline spec',
                location: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(node.file),
                root: node.plain(),
                readFile: (path, shown) => node.readFile(path, shown),
            });
        if (node.text === undefined || node.text.trim() === '')
            return reject(node.describe());
        if (node.templated) {
            node.error('`openapi` cannot name its spec with a template: the spec is read before the run');
            return undefined;
        }
        if (/^[a-z][a-z0-9+.-]*:\/\//i.test(node.text)) {
            node.error('`openapi` reads its spec from a file, not a URL', 'download the spec next to the collection (`curl -o api.yaml \u2026`), or run the spec itself with `-c <url>`');
            return undefined;
        }
        const label = node.text;
        return reportProblem(node, node.shared(`openapi ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(node.file), label)}`, () => readContract(node, label)));
    },
};
const openapi = (0,_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .defineValidator */ .M)({
    name: 'openapi',
    summary: "the response keeps to the spec's operation for the test's method and path: a documented status and content type, a body valid against its schema, the required headers",
    argument,
    needs: ['status', 'headers', 'json'],
    load: loadOpenApiCheck,
    examples: [
        {
            argument: `{ openapi: 3.1.0, info: { title: Users, version: '1' }, paths: { '/example/{n}': { get: { responses: { '200': { description: a user, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: integer } } } } } } } } } } }`,
            response: { headers: { 'Content-Type': 'application/json' }, body: '{"id":7}' },
            passes: true,
        },
        {
            argument: `{ openapi: 3.1.0, info: { title: Users, version: '1' }, paths: { '/example/{n}': { get: { responses: { '200': { description: a user, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: integer } } } } } } } } } } }`,
            response: { headers: { 'Content-Type': 'application/json' }, body: '{"id":"7"}' },
            passes: false,
        },
    ],
    async evaluate(observation, check, { method, url, patterns, remainingMs, signal }) {
        if (check === false)
            return {
                name: 'openapi',
                pass: true,
                query: 'openapi',
                expected: 'not checked',
                actual: 'not checked',
                message: 'openapi: not checked for this test (`openapi: false`)',
            };
        const { contract } = check;
        const operation = check.operation ?? contract.operationFor(method, url);
        if ('problem' in operation) {
            const actual = observation.redact((0,_excerpt_js__WEBPACK_IMPORTED_MODULE_6__/* .cut */ .Jj)(operation.problem, 300));
            return {
                name: 'openapi',
                pass: false,
                query: 'openapi',
                expected: `an operation of ${contract.label}`,
                actual,
                message: `openapi: ${actual}`,
            };
        }
        const named = `${operation.method} ${operation.path}`;
        const problems = await contract.check(operation, observation, (0,_queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_3__/* .askMatcher */ .Yf)(patterns, remainingMs, signal));
        const pass = problems.length === 0;
        const actual = pass ? 'as documented' : observation.redact((0,_excerpt_js__WEBPACK_IMPORTED_MODULE_6__/* .cut */ .Jj)(problems.join('; '), 600));
        return {
            name: 'openapi',
            pass,
            query: 'openapi',
            expected: `${named} as documented in ${contract.label}`,
            actual,
            message: pass
                ? `openapi: ${named} ${observation.status} as documented in ${contract.label}`
                : `openapi: ${named} (${contract.label}): ${actual}`,
        };
    },
});
/** The check a test generated from an opened spec runs: its own operation, the spec already read. */
async function generatedCheck(label, spec, resolver) {
    await loadOpenApiCheck();
    const contract = new contracts.Contract(label, spec, resolver, newAjv);
    return (operation) => ({ contract, operation });
}
function contractAt(node, source) {
    return reportProblem(node, opened(source));
}
/** The contract, or a problem when `loadOpenApiCheck` was not awaited before the check (an assay bug). */
function opened(source) {
    if (contracts === undefined || (0,_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaCompiler */ .LC)() === undefined)
        return { problem: 'the spec reader was not loaded before the collection was checked' };
    return contracts.openContract(source, newAjv);
}
/** A spec file as a contract, or why it is not one. */
function readContract(node, label) {
    const file = node.readFile(label);
    if ('problem' in file)
        return file;
    const readFile = (path, shown) => node.readFile(path, shown);
    return opened({ label, location: file.path, text: (0,_model_file_access_js__WEBPACK_IMPORTED_MODULE_1__/* .namedText */ .Jk)(file), readFile });
}
function reportProblem(node, opened) {
    if ('problem' in opened) {
        node.error(`\`openapi\`: ${opened.problem}`);
        return undefined;
    }
    return { contract: opened };
}


/***/ }),

/***/ 59241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ listSchemaErrors)
/* harmony export */ });
const LISTED_ERRORS = 3;
/** `/id must be integer; /name must be string (and 2 more)`. */
function listSchemaErrors(errors) {
    const all = errors ?? [];
    const listed = all
        .slice(0, LISTED_ERRORS)
        .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
        .join('; ');
    return all.length > LISTED_ERRORS ? `${listed} (and ${all.length - LISTED_ERRORS} more)` : listed;
}


/***/ }),

/***/ 8253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ defineValidator)
/* harmony export */ });
/**
 * Declares a validator with its argument type checked against its schema; an argument without its
 * own hint gets one from the first passing example (`e.g. \`is-successful: true\``).
 */
function defineValidator(spec) {
    if (spec.argument.example !== undefined)
        return spec;
    const example = spec.examples.find((e) => e.passes) ?? spec.examples[0];
    return { ...spec, argument: { ...spec.argument, example: `e.g. \`${spec.name}: ${example.argument}\`` } };
}


/***/ }),

/***/ 31151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ splitUrlCredentials),
/* harmony export */   Fn: () => (/* binding */ urlSecrets),
/* harmony export */   Qy: () => (/* binding */ displayUrl),
/* harmony export */   aR: () => (/* binding */ basicAuthorization),
/* harmony export */   hN: () => (/* binding */ isCredentialName)
/* harmony export */ });
// Which names and parts of a URL hold credentials, shared by whoever sends, shows or writes them:
// a URL's userinfo (sent as Basic auth, as curl does) and the headers, query parameters and fields
// whose names say they carry a key, a token or a password.
/** The userinfo of `text` (percent-decoded, as curl does) and the URL without it; undefined when there is none. */
function splitUrlCredentials(text) {
    if (!text.includes('@'))
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if (url.username === '' && url.password === '')
        return undefined;
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    url.username = '';
    url.password = '';
    return { url: url.href, user, password };
}
function basicAuthorization(user, password) {
    return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}
/** Words that make a name a credential's: `X-Api-Key`, `api_key`, `access_token`, `password`, `X-Amz-Signature`. */
const CREDENTIAL_WORDS = new Set([
    'apikey',
    'key',
    'token',
    'secret',
    'password',
    'passwd',
    'pwd',
    'passphrase',
    'auth',
    'authorization',
    'credential',
    'credentials',
    'signature',
    'sig',
    'session',
    'sessionid',
    'phpsessid',
    'jsessionid',
    'sid',
    'jwt',
    'cookie',
    'otp',
]);
const MAY_BE_CREDENTIAL = /key|token|secret|pass|pwd|auth|credential|sig|session|sid|jwt|otp|cookie/i;
/** Whether a header, query parameter or field name says that its value is a credential. */
function isCredentialName(name) {
    // Most names (Accept, Content-Type, page) hold none of the words: one test, no split.
    if (!MAY_BE_CREDENTIAL.test(name))
        return false;
    const words = name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
    return words.some((word, i) => CREDENTIAL_WORDS.has(word) || (word === 'api' && words[i + 1] === 'key') || /^(api|access|secret)key$/.test(word));
}
/**
 * The credentials a URL carries, as secrets: its user and password, and the values of its
 * credential-looking query parameters (`?token=\u2026`).
 */
function urlSecrets(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return [];
    }
    const secrets = [];
    const credentials = splitUrlCredentials(text);
    if (credentials !== undefined) {
        // A lone user is the credential itself (`https://TOKEN@host/`, as GitHub and others take a token).
        if (credentials.password === '')
            secrets.push(credentials.user);
        else
            secrets.push(credentials.password, `${credentials.user}:${credentials.password}`);
    }
    for (const [name, value] of url.searchParams)
        if (value !== '' && isCredentialName(name))
            secrets.push(value);
    return secrets;
}
/** The URL as it may be shown: its userinfo and the values of credential-looking query parameters as `***`. */
function displayUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return text;
    }
    const userinfo = url.username !== '' || url.password !== '';
    const query = url.search.slice(1).split('&');
    const masked = query.map((pair) => {
        const equals = pair.indexOf('=');
        if (equals <= 0 || !isCredentialName(safeDecode(pair.slice(0, equals).replaceAll('+', ' '))))
            return pair;
        return `${pair.slice(0, equals)}=***`;
    });
    const queryMasked = masked.some((pair, i) => pair !== query[i]);
    // A URL with nothing to hide is shown as written, not as the URL parser would normalise it.
    if (!userinfo && !queryMasked)
        return text;
    if (userinfo) {
        url.username = '***';
        url.password = '';
    }
    if (queryMasked)
        url.search = `?${masked.join('&')}`;
    return url.href.replace('://%2A%2A%2A@', '://***@');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 83014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H9: () => (/* binding */ checkNamedFileSync),
/* harmony export */   Jk: () => (/* binding */ namedText),
/* harmony export */   eY: () => (/* binding */ ANYWHERE),
/* harmony export */   hp: () => (/* binding */ readNamedFileSync),
/* harmony export */   ku: () => (/* binding */ MAX_NAMED_FILE_BYTES),
/* harmony export */   pM: () => (/* binding */ locateFile),
/* harmony export */   wh: () => (/* binding */ readNamedFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// The one way to the files a collection names (bodies, multipart parts, data rows, JSON Schemas,
// OpenAPI specs and the files their `$ref`s name): found relative to the collection and read under
// its file policy. On the command line and in the action a collection may name any file; in
// `assay serve` a project from a file only files under its own folder, a project stored through the
// API none (docs/serve.md, "Files a collection may name"). A file is opened first and its descriptor
// checked (a regular file, its real path under the folder, at most MAX_NAMED_FILE_BYTES), so what is
// read is what was checked. A refusal never quotes the file nor tells whether a refused path exists.



const ANYWHERE = { kind: 'anywhere' };
/** The largest file a collection may name: the limit of a collection file itself (`-c`). */
const MAX_NAMED_FILE_BYTES = 50 * 1024 * 1024;
/**
 * Where `written` points (relative to `base`), or the rule that refuses it (naming it `shown`),
 * without touching the disk.
 */
function locateFile(written, base, policy, shown = written) {
    if (policy.kind === 'none')
        return { problem: refusal(shown, policy) };
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(written) ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(written) : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(base, written);
    if (policy.kind === 'within' &&
        !allowedWithin(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(policy.directory), policy.except && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(policy.except)))
        return { problem: refusal(shown, policy) };
    return { path };
}
/** The rule a refused name breaks; the same words whether or not the path exists. */
function refusal(written, policy) {
    return policy.kind === 'none'
        ? `\`${written}\`: a project stored through the API may name no files (write the content into the collection)`
        : `\`${written}\` is outside the project's folder: a project from --projects may name files under its own folder only (never the server's data)`;
}
/** A located file checked as it would be read (it opens, is a regular file, not too large), unread. */
function checkNamedFileSync(path, written, policy) {
    const opened = openChecked(path, written, policy);
    if ('problem' in opened)
        return opened;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    return { path };
}
/** The bytes of a located file, read synchronously (the collection checker is synchronous). */
function readNamedFileSync(path, written, policy) {
    const opened = openChecked(path, written, policy);
    if ('problem' in opened)
        return opened;
    try {
        const chunks = [];
        let total = 0;
        for (;;) {
            const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, MAX_NAMED_FILE_BYTES + 1 - total));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(opened.fd, chunk, 0, chunk.length, null);
            if (read === 0)
                break;
            chunks.push(chunk.subarray(0, read));
            total += read;
            if (total > MAX_NAMED_FILE_BYTES)
                return { problem: tooLarge(written) };
        }
        return { path, bytes: Buffer.concat(chunks, total) };
    }
    catch (error) {
        return {
            problem: `cannot read \`${written}\`: ${error.code ?? error.message}`,
        };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
}
function openChecked(path, written, policy) {
    const located = relocated(path, written, policy);
    if ('problem' in located)
        return located;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, OPEN_FLAGS);
    }
    catch (error) {
        return { problem: openProblem(error, path, written, policy) };
    }
    const problem = descriptorProblem((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd), path, written, policy);
    if (problem === undefined)
        return { fd };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    return { problem };
}
/** The same, without holding up the thread while the bytes are read (a request body at run time). */
async function readNamedFile(path, written, policy) {
    const located = relocated(path, written, policy);
    if ('problem' in located)
        return located;
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, OPEN_FLAGS);
    }
    catch (error) {
        return { problem: openProblem(error, path, written, policy) };
    }
    try {
        const problem = descriptorProblem(await handle.stat(), path, written, policy);
        if (problem)
            return { problem };
        const chunks = [];
        let total = 0;
        for (;;) {
            const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, MAX_NAMED_FILE_BYTES + 1 - total));
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > MAX_NAMED_FILE_BYTES)
                return { problem: tooLarge(written) };
        }
        return { path, bytes: Buffer.concat(chunks, total) };
    }
    finally {
        await handle.close();
    }
}
/** Text of a named file (UTF-8, a leading byte order mark dropped). */
function namedText(file) {
    return file.bytes.toString('utf8').replace(/^\uFEFF/, '');
}
// Non-blocking, so opening a FIFO never waits for a writer; it is refused as not a regular file.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
const CHUNK_BYTES = 1024 * 1024;
/** A path handed back from locateFile, checked again (a definition checked earlier, run now). */
function relocated(path, written, policy) {
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path))
        return { problem: refusal(written, policy) };
    return locateFile(path, '/', policy, written);
}
/** What is wrong with the opened file, checking the folder rule first so a refusal tells nothing. */
function descriptorProblem(stats, path, written, policy) {
    if (policy.kind === 'within' && !sameFileUnder(path, stats, policy))
        return refusal(written, policy);
    if (!stats.isFile())
        return `\`${written}\` is not a regular file`;
    if (stats.size > MAX_NAMED_FILE_BYTES)
        return tooLarge(written);
    return undefined;
}
function tooLarge(written) {
    return `\`${written}\` is larger than ${MAX_NAMED_FILE_BYTES / 1024 / 1024} MB (the limit of a collection file)`;
}
function openProblem(error, path, written, policy) {
    if (policy.kind === 'within' && escapes(path, realDirectory(policy.directory)))
        return refusal(written, policy);
    const code = error.code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return `file \`${written}\` does not exist`;
    return `cannot read \`${written}\`: ${code ?? error.message}`;
}
/** Whether the opened file is the file the path really names, and that real path is under the folder. */
function sameFileUnder(path, opened, policy) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        const named = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
        return (named.dev === opened.dev &&
            named.ino === opened.ino &&
            allowedWithin(real, realDirectory(policy.directory), policy.except && realDirectory(policy.except)));
    }
    catch {
        return false;
    }
}
/**
 * Whether a path that could not be opened leads out of the folder (a dangling symlink to outside,
 * or a symlinked folder on the way), so its absence is not told.
 */
function escapes(path, root, hops = 0) {
    if (hops > 40)
        return true;
    let existing = path;
    for (;;) {
        let stats;
        try {
            stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(existing);
        }
        catch {
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(existing);
            if (parent === existing)
                return true;
            existing = parent;
            continue;
        }
        try {
            return !isAtOrUnder((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing), root);
        }
        catch {
            if (!stats.isSymbolicLink())
                return true;
        }
        // A dangling symlink: where it points decides.
        try {
            const parent = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(existing));
            return !isAtOrUnder(parent, root) || escapes((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(parent, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(existing)), root, hops + 1);
        }
        catch {
            return true;
        }
    }
}
function realDirectory(directory) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(directory);
    }
    catch {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(directory);
    }
}
function isUnder(path, directory) {
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(directory, path);
    return inside !== '' && inside !== '..' && !inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(inside);
}
/** Under the folder, and not in the folder excepted from it. */
function allowedWithin(path, directory, except) {
    return isUnder(path, directory) && !(except !== undefined && isAtOrUnder(path, except));
}
function isAtOrUnder(path, directory) {
    return path === directory || isUnder(path, directory);
}


/***/ }),

/***/ 87479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ loadPart)
/* harmony export */ });
// A part of assay loaded at first use (a dynamic import: in dist/, a chunk file beside the entry).
// A chunk that cannot be loaded (an installation missing a file) ends the run with one message
// naming the part, never a module loader's stack trace in the middle of a run.
/** What `load` gives, or an error saying which part of assay could not be loaded and why. */
async function loadPart(what, load) {
    try {
        return await load();
    }
    catch (error) {
        throw new Error(`could not load ${what}: ${error.message} (is this installation of assay complete?)`, {
            cause: error,
        });
    }
}


/***/ })

};

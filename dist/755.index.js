export const id = 755;
export const ids = [755];
export const modules = {

/***/ 7907:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importCommand: () => (/* binding */ importCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
// EXTERNAL MODULE: ./src/collection/index.ts + 29 modules
var collection = __webpack_require__(89820);
// EXTERNAL MODULE: ./src/collection/diagnostics.ts
var diagnostics = __webpack_require__(70548);
// EXTERNAL MODULE: ./src/model/nesting.ts
var nesting = __webpack_require__(17423);
// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(83014);
// EXTERNAL MODULE: ./src/model/credentials.ts
var model_credentials = __webpack_require__(31151);
// EXTERNAL MODULE: ./src/collection/formats/credentials.ts
var formats_credentials = __webpack_require__(15557);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/collection/formats/write.ts
// Writing assay YAML collections from importers: a header comment, the collection keys, and one
// test per entry with the comments that say what could not be carried over.

function writeCollection(header, top, tests) {
    let text = header.map((line) => `# ${line}\n`).join('');
    text += (0,dist/* stringify */.As)(top, { lineWidth: 0 });
    const written = tests.filter((test) => test.skipped === undefined).length;
    text += written === 0 ? 'tests: []\n' : 'tests:\n';
    for (const test of tests) {
        text += '\n';
        for (const note of test.notes)
            text += `  # ${note}\n`;
        const block = (0,dist/* stringify */.As)([test.entry], { lineWidth: 0 }).replace(/^(?=.)/gm, '  ');
        if (test.skipped !== undefined) {
            text += `  # not converted: ${test.skipped}\n`;
            text += block.replace(/^( *)(?=\S)/gm, '$1# ');
        }
        else
            text += block;
    }
    return text;
}

;// CONCATENATED MODULE: ./src/collection/formats/har/convert.ts
// HTTP Archives (HAR 1.2, as browsers and proxies save them) \u2192 an assay collection: one test per
// entry (optionally only those to one host), with its method, URL, headers and body, checking the
// status that was recorded. Credentials in the recording are not copied: credential headers
// (Authorization, Cookie, X-Api-Key, \u2026), query parameters (`?api_key=`) and body or form fields
// (`password`) become `${{ secrets.\u2026 }}`, each named in the notes.



/** Headers the client sets itself, or that describe one connection rather than the request. */
const DROPPED = new Set([
    'host',
    'content-length',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'accept-encoding',
    'upgrade',
    'te',
    'proxy-connection',
]);
function convertHar(har, options) {
    const log = isObject(har) && isObject(har.log) ? har.log : undefined;
    if (!log || !Array.isArray(log.entries))
        throw new Error('not a HAR file: expected `log.entries`');
    const notes = [];
    const tests = [];
    let filtered = 0;
    const entries = log.entries.filter(isObject);
    for (const entry of entries) {
        const request = isObject(entry.request) ? entry.request : {};
        let url;
        try {
            url = new URL(String(request.url));
        }
        catch {
            notes.push(`entry with URL ${JSON.stringify(request.url)} skipped: not an absolute URL`);
            continue;
        }
        if (options.host !== undefined && url.hostname !== options.host && url.host !== options.host) {
            filtered++;
            continue;
        }
        tests.push(convertEntry(entry, request, url, notes));
    }
    const origins = new Set(tests.map((test) => new URL(String(test.entry.url)).origin));
    // One origin: it becomes baseUrl and the tests keep paths, so pointing the tests elsewhere is one edit.
    const baseUrl = origins.size === 1 ? [...origins][0] : undefined;
    if (baseUrl)
        for (const test of tests)
            test.entry.url = String(test.entry.url).slice(baseUrl.length) || '/';
    const header = [`Imported by assay from the HTTP Archive ${options.name}: one test per recorded request.`];
    if (filtered > 0)
        header.push(`${filtered} entr${filtered === 1 ? 'y' : 'ies'} to other hosts left out (--host ${options.host}).`);
    const yaml = writeCollection(header, { name: options.name, ...(baseUrl ? { baseUrl } : {}) }, tests);
    return { yaml, notes, converted: tests.length, filtered };
}
function convertEntry(entry, request, url, notes) {
    const testNotes = [];
    const method = String(request.method ?? 'GET').toUpperCase();
    const headers = {};
    for (const header of Array.isArray(request.headers) ? request.headers : []) {
        if (!isObject(header) || typeof header.name !== 'string')
            continue;
        const name = header.name;
        const lower = name.toLowerCase();
        if (lower.startsWith(':') || DROPPED.has(lower))
            continue;
        if ((0,model_credentials/* isCredentialName */.hN)(name)) {
            const secret = (0,formats_credentials/* secretName */.Gf)(name);
            headers[name] = `\${{ secrets.${secret} }}`;
            testNotes.push(`the recorded ${name} header is not copied: pass it with --secrets ${secret}=\u2026`);
            continue;
        }
        headers[name] = String(header.value ?? '');
    }
    if ((url.username !== '' || url.password !== '') &&
        !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
        headers.Authorization = '${{ secrets.authorization }}';
        testNotes.push("the recorded URL's user and password are not copied: pass them with --secrets authorization=\u2026");
    }
    const cookies = Array.isArray(request.cookies) ? request.cookies : [];
    if (cookies.length > 0 && !Object.keys(headers).some((h) => h.toLowerCase() === 'cookie')) {
        headers.Cookie = '${{ secrets.cookie }}';
        testNotes.push('the recorded cookies are not copied: pass them with --secrets cookie=\u2026');
    }
    let body;
    const post = isObject(request.postData) ? request.postData : undefined;
    if (post) {
        if (typeof post.text === 'string' && post.text !== '')
            body = (0,formats_credentials/* bodyWithoutCredentials */.R5)(post.text, testNotes);
        else if (Array.isArray(post.params) && post.params.length > 0) {
            if (post.params.some((p) => isObject(p) && p.fileName !== undefined))
                testNotes.push('a multipart body with files is not converted: add it by hand');
            else
                body = (0,formats_credentials/* formWithoutCredentials */.Z6)(new URLSearchParams(post.params.filter(isObject).map((p) => [String(p.name), String(p.value ?? '')])).toString(), testNotes);
        }
        if (body !== undefined &&
            typeof post.mimeType === 'string' &&
            post.mimeType !== '' &&
            !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
            headers['Content-Type'] = post.mimeType;
    }
    const status = isObject(entry.response) ? Number(entry.response.status) : 0;
    if (!(status >= 100 && status <= 599))
        testNotes.push('no response was recorded: the test checks for a 2xx status');
    const safeUrl = withoutQueryCredentials(url, testNotes);
    const test = {
        name: `${method} ${url.pathname}`,
        method,
        url: safeUrl,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(body !== undefined ? { body } : {}),
        validators: [status >= 100 && status <= 599 ? { 'status-code': status } : { 'is-successful': true }],
    };
    for (const note of testNotes)
        notes.push(`${method} ${safeUrl}: ${note}`);
    return { entry: test, notes: testNotes };
}
/**
 * The URL without its userinfo and with the value of each credential-looking query parameter
 * (`?api_key=\u2026`) replaced by a secret.
 */
function withoutQueryCredentials(url, notes) {
    const query = url.search === '' ? '' : `?${(0,formats_credentials/* formWithoutCredentials */.Z6)(url.search.slice(1), notes, 'query parameter')}`;
    return `${url.origin}${url.pathname}${query}${url.hash}`;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/collection/formats/positioned-error.ts
// Bad input at a place in an imported file: the message starts with `file:line:col:`, so the
// command prints it as it is (editors and terminals link the position).
class PositionedInputError extends Error {
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/reader.ts
class HurlSyntaxError extends Error {
    position;
    constructor(message, position) {
        super(message);
        this.position = position;
    }
}
const KEY_CHAR = /[\p{L}\p{N}_\-.[\]@$]/u;
class Reader {
    text;
    offset = 0;
    /** Where each line starts: 4 bytes a line, however many lines a hostile file has. */
    lineStarts;
    constructor(text) {
        // A byte-order mark is not part of the first line.
        this.text = text.startsWith('\uFEFF') ? text.slice(1) : text;
        let lines = 1;
        for (let at = this.text.indexOf('\n'); at >= 0; at = this.text.indexOf('\n', at + 1))
            lines++;
        this.lineStarts = new Uint32Array(lines);
        let line = 1;
        for (let at = this.text.indexOf('\n'); at >= 0; at = this.text.indexOf('\n', at + 1))
            this.lineStarts[line++] = at + 1;
    }
    position(offset = this.offset) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (this.lineStarts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return { line: low + 1, column: offset - this.lineStarts[low] + 1 };
    }
    fail(message, offset = this.offset) {
        throw new HurlSyntaxError(message, this.position(offset));
    }
    get done() {
        return this.offset >= this.text.length;
    }
    peek(length = 1) {
        return this.text.slice(this.offset, this.offset + length);
    }
    startsWith(token) {
        return this.text.startsWith(token, this.offset);
    }
    /** The text a sticky regular expression matches at the cursor (the cursor does not move). */
    matchHere(sticky) {
        sticky.lastIndex = this.offset;
        return sticky.exec(this.text)?.[0];
    }
    /** The rest of the current line (without its line end). */
    restOfLine() {
        const end = this.text.indexOf('\n', this.offset);
        return this.text.slice(this.offset, end < 0 ? this.text.length : end).replace(/\r$/, '');
    }
    skipSpaces() {
        const start = this.offset;
        while (this.text[this.offset] === ' ' || this.text[this.offset] === '\t')
            this.offset++;
        return this.offset - start;
    }
    /** One `lt`: spaces, an optional comment, then a line end or the end of the text. */
    lineEnd(what) {
        this.skipSpaces();
        if (this.text[this.offset] === '#')
            while (!this.done && this.text[this.offset] !== '\n')
                this.offset++;
        if (this.text[this.offset] === '\r' && this.text[this.offset + 1] === '\n')
            this.offset += 2;
        else if (this.text[this.offset] === '\n')
            this.offset++;
        else if (!this.done)
            this.fail(`unexpected ${JSON.stringify(this.text[this.offset])} after ${what}`);
    }
    /** Blank and comment lines, then the spaces that start the next line with content. */
    skipEmptyLines() {
        for (;;) {
            this.skipSpaces();
            const next = this.text[this.offset];
            if (next !== '#' && next !== '\n' && !(next === '\r' && this.text[this.offset + 1] === '\n'))
                return;
            this.lineEnd('a comment');
        }
    }
    expect(token, what) {
        if (!this.startsWith(token))
            this.fail(`expected ${what}`);
        this.offset += token.length;
    }
    /** A word of letters and digits (a keyword, a method, a filter or predicate name). */
    word() {
        const match = /^[A-Za-z][A-Za-z0-9_.-]*/.exec(this.text.slice(this.offset, this.offset + 64));
        if (!match)
            return '';
        this.offset += match[0].length;
        return match[0];
    }
    /** `{{ expression }}` at the cursor. */
    placeholder() {
        const start = this.offset;
        this.offset += 2;
        // Searched once, to the `}}`: a line of many placeholders is read in time proportional to it.
        const end = this.text.indexOf('}}', this.offset);
        const inside = end < 0 ? '' : this.text.slice(this.offset, end);
        if (end < 0 || inside.includes('\n'))
            this.fail('a `{{` placeholder is not closed with `}}`', start);
        const expression = inside.trim();
        if (expression === '')
            this.fail('an empty `{{ }}` placeholder', start);
        this.offset = end + 2;
        return { expression, position: this.position(start) };
    }
    /** `"\u2026"` with escapes and placeholders. */
    quotedString() {
        const start = this.offset;
        if (this.text[this.offset] !== '"')
            this.fail('expected a quoted string');
        this.offset++;
        return this.templateUntil((c) => c === '"', start, 'a quoted string is not closed with `"`', 1);
    }
    /** `` `\u2026` `` on one line, with escapes and placeholders. */
    backtickString() {
        const start = this.offset;
        this.offset++;
        return this.templateUntil((c) => c === '`', start, 'a `\u2026` string is not closed on its line', 1);
    }
    /** A key of a key-value line: letters, digits, `_ - . [ ] @ $`, escapes and placeholders. */
    keyString() {
        const start = this.offset;
        const template = this.templateUntil((c) => !KEY_CHAR.test(c) && c !== '\\' && !(c === '{' && this.text[this.offset + 1] === '{'), start, '', 0);
        if (template.parts.length === 0)
            this.fail('expected a key');
        return template;
    }
    /** The value of a key-value line: up to a comment or the line end, trailing spaces trimmed. */
    valueString() {
        const start = this.offset;
        const template = this.templateUntil((c) => c === '#' || c === '\n' || c === '\r', start, '', 0);
        const last = template.parts.at(-1);
        if (typeof last === 'string') {
            const trimmed = last.replace(/[ \t]+$/, '');
            if (trimmed === '')
                template.parts.pop();
            else
                template.parts[template.parts.length - 1] = trimmed;
        }
        return template;
    }
    /**
     * Literal text and placeholders until `stop` holds for a character (which `close` characters
     * then consume). A missing close (`unclosed` not empty) is an error at `start`.
     */
    templateUntil(stop, start, unclosed, close) {
        const parts = [];
        let literal = '';
        for (;;) {
            const c = this.text[this.offset];
            if (c === undefined || (unclosed !== '' && c === '\n')) {
                if (unclosed !== '')
                    this.fail(unclosed, start);
                break;
            }
            if (stop(c)) {
                this.offset += close;
                break;
            }
            if (c === '{' && this.text[this.offset + 1] === '{') {
                if (literal !== '')
                    parts.push(literal);
                literal = '';
                parts.push(this.placeholder());
                continue;
            }
            if (c === '\\') {
                literal += this.escape();
                continue;
            }
            literal += c;
            this.offset++;
        }
        if (literal !== '')
            parts.push(literal);
        return { parts, position: this.position(start) };
    }
    /** A backslash escape at the cursor. */
    escape() {
        const start = this.offset;
        const next = this.text[this.offset + 1];
        this.offset += 2;
        switch (next) {
            case 'n':
                return '\n';
            case 't':
                return '\t';
            case 'r':
                return '\r';
            case 'b':
                return '\b';
            case 'f':
                return '\f';
            case 'u': {
                const match = /^\{([0-9A-Fa-f]{1,6})\}/.exec(this.text.slice(this.offset, this.offset + 8));
                const code = match ? Number.parseInt(match[1], 16) : Number.NaN;
                if (!match || code > 0x10ffff)
                    this.fail('expected a unicode escape `\\u{hex}`', start);
                this.offset += match[0].length;
                return String.fromCodePoint(code);
            }
            case undefined:
            case '\n':
                return this.fail('a backslash at the end of a line', start);
            default:
                return next;
        }
    }
    /** `/\u2026/` with `\/` for a slash; the other escapes stay as the regular expression has them. */
    regexLiteral() {
        const start = this.offset;
        this.offset++;
        let pattern = '';
        for (;;) {
            const c = this.text[this.offset];
            if (c === undefined || c === '\n')
                this.fail('a /regex/ is not closed on its line', start);
            if (c === '/') {
                this.offset++;
                return pattern;
            }
            if (c === '\\' && this.text[this.offset + 1] === '/') {
                pattern += '/';
                this.offset += 2;
                continue;
            }
            if (c === '\\') {
                pattern += c + (this.text[this.offset + 1] ?? '');
                this.offset += 2;
                continue;
            }
            pattern += c;
            this.offset++;
        }
    }
    /** `hex,\u2026;` or `base64,\u2026;` at the cursor, decoded. */
    bytesLiteral(encoding) {
        const start = this.offset;
        this.offset += encoding.length + 1;
        const end = this.text.indexOf(';', this.offset);
        if (end < 0)
            this.fail(`a ${encoding}, value is not closed with \`;\``, start);
        const digits = this.text.slice(this.offset, end).replace(/\s+/g, '');
        const valid = encoding === 'hex' ? /^([0-9A-Fa-f]{2})*$/ : /^[A-Za-z0-9+/]*={0,2}$/;
        if (!valid.test(digits))
            this.fail(`invalid ${encoding} digits`, start);
        this.offset = end + 1;
        return Buffer.from(digits, encoding);
    }
    /** `file,name;` at the cursor: the file name (escapes and placeholders read). */
    fileLiteral() {
        const start = this.offset;
        this.offset += 'file,'.length;
        this.skipSpaces();
        const name = this.templateUntil((c) => c === ';' || c === '\n', start, '', 0);
        if (this.text[this.offset] !== ';')
            this.fail('a file, value is not closed with `;`', start);
        this.offset++;
        const last = name.parts.at(-1);
        if (typeof last === 'string')
            name.parts[name.parts.length - 1] = last.trimEnd();
        if (name.parts.length === 0 || name.parts[0] === '')
            this.fail('a file, value needs a file name', start);
        return name;
    }
}
/** The text of a template without placeholders, or undefined when it has some. */
function literalText(template) {
    return template.parts.every((part) => typeof part === 'string') ? template.parts.join('') : undefined;
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/convert-checks.ts

const TYPE_PREDICATES = {
    isInteger: 'integer',
    isFloat: 'float',
    isBoolean: 'boolean',
    isString: 'string',
    isCollection: 'collection',
    isList: 'array',
    isObject: 'object',
    isNumber: 'number',
    isDate: 'date',
    isIsoDate: 'iso-date',
    isIpv4: 'ipv4',
    isIpv6: 'ipv6',
    isUuid: 'uuid',
};
const VALUE_PREDICATES = {
    '==': 'equals',
    equals: 'equals',
    '!=': 'not-equals',
    notEquals: 'not-equals',
    '>': 'gt',
    greaterThan: 'gt',
    '>=': 'ge',
    greaterThanOrEquals: 'ge',
    '<': 'lt',
    lessThan: 'lt',
    '<=': 'le',
    lessThanOrEquals: 'le',
    startsWith: 'starts-with',
    endsWith: 'ends-with',
    contains: 'contains',
    includes: 'contains',
    matches: 'matches',
};
/** Predicates whose negation assay names itself. */
const NEGATIONS = {
    equals: 'not-equals',
    'not-equals': 'equals',
    contains: 'not-contains',
};
const COOKIE_ATTRIBUTES = {
    value: 'value',
    expires: 'expires',
    'max-age': 'max-age',
    domain: 'domain',
    path: 'path',
    secure: 'secure',
    httponly: 'http-only',
    samesite: 'same-site',
};
/** `toInt` \u2192 `to-int`, `base64UrlSafeDecode` \u2192 `base64-url-safe-decode`. */
function kebab(name) {
    return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
function convertPredicate(predicate, context) {
    let map;
    const typeName = TYPE_PREDICATES[predicate.name];
    if (typeName !== undefined)
        map = { type: typeName };
    else if (predicate.name === 'exists')
        map = { exists: true };
    else if (predicate.name === 'isEmpty')
        map = { empty: true };
    else {
        const key = VALUE_PREDICATES[predicate.name];
        const value = predicateValue(predicate.value, context);
        if (value === undefined)
            return undefined;
        map = { [key]: key === 'matches' && typeof value === 'string' ? jsPattern(value) : value };
    }
    if (!predicate.not)
        return map;
    const [key, value] = Object.entries(map)[0];
    if (NEGATIONS[key] !== undefined)
        return { [NEGATIONS[key]]: value };
    if (key === 'exists' || key === 'empty')
        return { [key]: false };
    return { not: map };
}
function predicateValue(value, context) {
    switch (value.kind) {
        case 'null':
            return null;
        case 'boolean':
            return value.value;
        case 'number':
            return numberValue(value.text);
        case 'text':
            return context.scope.text(value.value, context.notes);
        case 'regex':
            return value.value;
        case 'placeholder':
            return context.scope.placeholderValue(value.value, context.notes);
        case 'bytes':
            return { [value.encoding]: value.bytes.toString(value.encoding) };
        case 'file': {
            const name = context.scope.text(value.file, context.notes);
            const file = context.readFile(name);
            if ('problem' in file) {
                context.notes.unconverted(value.file.position, `file,${name}; cannot be read: ${file.problem}`);
                return undefined;
            }
            return { hex: file.toString('hex') };
        }
    }
}
/** A number as written: integers past 2^53 stay exact. */
function numberValue(text) {
    if (/^-?\d+$/.test(text) && !Number.isSafeInteger(Number(text)))
        return BigInt(text);
    return Number(text);
}
function convertFilters(filters, context) {
    return filters.map((filter) => convertFilter(filter, context));
}
function convertFilter(filter, context) {
    const text = (argument) => typeof argument === 'object' && argument.kind === 'text'
        ? context.scope.text(argument.value, context.notes)
        : typeof argument === 'object'
            ? argument.value
            : argument;
    const [first, second] = filter.arguments;
    switch (filter.name) {
        case 'nth':
            return { nth: first };
        case 'jsonpath':
            return { 'json-path': text(first) };
        case 'regex':
            return { regex: jsPattern(String(text(first))) };
        case 'replace':
            // Before Hurl 6, `replace` took a /regex/ as its first argument; that is `replaceRegex` now.
            return typeof first === 'object' && first.kind === 'regex'
                ? { 'replace-regex': { pattern: jsPattern(first.value), new: text(second) } }
                : { replace: { old: text(first), new: text(second) } };
        case 'replaceRegex':
            return { 'replace-regex': { pattern: jsPattern(String(text(first))), new: text(second) } };
        default:
            return first === undefined ? kebab(filter.name) : { [kebab(filter.name)]: text(first) };
    }
}
/** An explicit assert as one validator, or undefined (with a note) when it cannot be written. */
function convertAssert(assert, context) {
    const own = ownCapture(assert.query, context);
    if (own !== undefined)
        return convertAssert({ ...assert, query: own.query, filters: [...own.filters, ...assert.filters] }, context);
    context.scope.ownCaptureReferenced = undefined;
    const predicate = convertPredicate(assert.predicate, context);
    if (predicate === undefined)
        return undefined;
    const referenced = context.scope.ownCaptureReferenced;
    if (referenced !== undefined) {
        context.notes.unsupported(assert.position, `the assert compares with {{${referenced}}}, which this same entry captures: assay's checks read the captures of earlier tests only (check the response directly)`);
        return undefined;
    }
    const filters = convertFilters(assert.filters, context);
    const plain = filters.length === 0 && !('not' in predicate);
    const query = assert.query;
    const withQuery = (key, locator = {}) => ({
        [key]: { ...locator, ...(filters.length > 0 ? { filters } : {}), ...predicate },
    });
    switch (query.kind) {
        case 'status':
            if (plain && Object.keys(predicate).join() === 'equals' && Number.isInteger(predicate.equals))
                return { 'status-code': predicate.equals };
            return withQuery('status');
        case 'version':
            return withQuery('http-version');
        case 'duration':
            if (plain && Object.keys(predicate).join() === 'lt' && Number.isInteger(predicate.lt))
                return { 'response-time': predicate.lt };
            return withQuery('duration');
        case 'body': {
            const only = Object.keys(predicate).join();
            const BODY = {
                equals: 'body-equals',
                'not-equals': 'body-not-equals',
                contains: 'body-contains',
                'not-contains': 'body-not-contains',
                matches: 'body-matches',
            };
            const value = predicate[only];
            if (plain && BODY[only] !== undefined && typeof value === 'string' && value !== '')
                return { [BODY[only]]: value };
            return withQuery('body');
        }
        case 'header':
            return locatorQuery(query, context, (name) => withQuery('header', { name }));
        case 'jsonpath':
            return locatorQuery(query, context, (path) => withQuery('json-path', { path }));
        case 'xpath':
            return locatorQuery(query, context, (path) => {
                noteNamespaces(path, query, context);
                return withQuery('xpath', { path });
            });
        case 'regex':
            return withQuery('regex', { pattern: queryText(query, context) });
        case 'variable':
            return locatorQuery(query, context, (name) => variableQuery(name, query, context, (qualified) => withQuery('variable', { name: qualified }), predicate.exists === false));
        case 'certificate':
            return locatorQuery(query, context, (field) => withQuery('certificate', { field: field.toLowerCase() }));
        case 'cookie':
            return locatorQuery(query, context, (written) => {
                const { name, attribute } = cookieLocator(written);
                if (attribute === undefined || attribute === 'value')
                    return withQuery('cookie', { name });
                return cookieAttributeCheck(name, attribute, filters, predicate, assert, context);
            });
        default:
            // url, ip, sha256, md5, bytes, redirects: queries without a locator take the predicates directly.
            return withQuery(query.kind);
    }
}
/** `cookie "LSID[Secure]" exists` \u2192 `cookie: { name: LSID, secure: true }`. */
function cookieAttributeCheck(name, attribute, filters, predicate, assert, context) {
    if (attribute === 'secure' || attribute === 'http-only') {
        if ('exists' in predicate && filters.length === 0)
            return { cookie: { name, [attribute]: predicate.exists } };
        context.notes.unconverted(assert.position, `cookie "${name}[${attribute}]" takes only exists or not exists`);
        return undefined;
    }
    const only = Object.keys(predicate).join();
    const argument = filters.length === 0 && only === 'equals'
        ? predicate.equals
        : { ...(filters.length > 0 ? { filters } : {}), ...predicate };
    return { cookie: { name, [attribute]: argument } };
}
function cookieLocator(written) {
    const match = /^([^[]+)\[([^\]]+)\]$/.exec(written);
    if (!match)
        return { name: written };
    const attribute = COOKIE_ATTRIBUTES[match[2].toLowerCase()];
    return attribute === undefined ? { name: written } : { name: match[1], attribute };
}
/** A query's quoted argument as assay needs it: literal text (assay queries take no template). */
function locatorQuery(query, context, build) {
    const argument = query.argument;
    const text = argument.kind === 'regex' ? argument.value : literalText(argument.value);
    if (text === undefined) {
        context.notes.unsupported(query.position, `${query.kind} "${templateSource(argument.value)}": assay queries take no {{ }} template (they are checked before the run); write the value`);
        return undefined;
    }
    return build(text);
}
/** A regex query's pattern. */
function queryText(query, context) {
    const argument = query.argument;
    return jsPattern(argument.kind === 'regex' ? argument.value : context.scope.text(argument.value, context.notes));
}
/**
 * Hurl's patterns are Rust's regex syntax; a leading inline flag group, `(?i)hello`, is written as
 * the JavaScript modifier group `(?i:hello)` (the i, m and s flags). The rest of the two syntaxes
 * agree for the patterns tests write.
 */
function jsPattern(pattern) {
    const flags = /^\(\?([ims]+)\)/.exec(pattern);
    return flags === null ? pattern : `(?${flags[1]}:${pattern.slice(flags[0].length)})`;
}
/** XPath prefixes (`bk:book`, `_:svg`) need `namespaces:` with URIs the Hurl file does not give. */
function noteNamespaces(path, query, context) {
    const withoutStrings = path.replace(/'[^']*'|"[^"]*"/g, '');
    const prefixes = new Set([...withoutStrings.matchAll(/(?<![\w:-])([A-Za-z_][\w.-]*):(?!:)[A-Za-z_*]/g)].map((match) => match[1]));
    if (prefixes.size === 0)
        return;
    context.notes.unsupported(query.position, `xpath "${path}" uses the namespace prefixes ${[...prefixes].join(', ')}, which Hurl takes from the response: add namespaces: { ${[...prefixes].map((p) => `${p}: <uri>`).join(', ')} } to the validator`);
}
function templateSource(template) {
    return template.parts.map((part) => (typeof part === 'string' ? part : `{{${part.expression}}}`)).join('');
}
/**
 * The capture a `variable "name"` query reads when this entry captures `name` itself: its query
 * and filters are what the assert or capture selects.
 */
function ownCapture(query, context) {
    if (query.kind !== 'variable' || query.argument?.kind !== 'text')
        return undefined;
    const name = literalText(query.argument.value);
    return name === undefined ? undefined : context.scope.ownCaptures.get(name);
}
/**
 * A `variable` query: on a captured name `context.name`, on an [Options] variable its value, on
 * any other name `vars.name` (given to the run, as `hurl --variable` gave it). `variable "x" not
 * exists` on a name nothing sets asserts that the run was not given it, which assay cannot say.
 */
function variableQuery(name, query, context, build, absenceAsserted = false) {
    const { scope } = context;
    if (scope.namespace(name) === 'context')
        return build(`context.${name}`);
    if (scope.optionVariables.has(name) || absenceAsserted || scope.namespace(name) === 'secrets') {
        context.notes.unsupported(query.position, `variable "${name}" is not a capture: assay's variable query reads captures and the run's -v variables (check the value where it is used)`);
        return undefined;
    }
    return build(scope.qualified(name));
}
/** A capture as a context entry, or undefined (with a note). */
function convertCapture(capture, context) {
    const own = ownCapture(capture.query, context);
    if (own !== undefined)
        return convertCapture({ ...capture, query: own.query, filters: [...own.filters, ...capture.filters] }, context);
    const filters = convertFilters(capture.filters, context);
    const query = capture.query;
    const entry = { name: capture.name };
    let source;
    switch (query.kind) {
        case 'header':
            source = locatorQuery(query, context, (name) => ({ header: name }));
            break;
        case 'jsonpath':
            source = locatorQuery(query, context, (path) => ({ 'json-path': path }));
            break;
        case 'xpath':
            source = locatorQuery(query, context, (path) => {
                noteNamespaces(path, query, context);
                return { xpath: path };
            });
            break;
        case 'cookie':
            source = locatorQuery(query, context, (written) => {
                const { name, attribute } = cookieLocator(written);
                return attribute === undefined || attribute === 'value' ? { cookie: name } : { cookie: { name, attribute } };
            });
            break;
        case 'variable':
            source = locatorQuery(query, context, (name) => variableQuery(name, query, context, (qualified) => ({ variable: qualified })));
            break;
        case 'certificate':
            source = locatorQuery(query, context, (field) => ({ certificate: field.toLowerCase() }));
            break;
        case 'regex':
            // A regex query is a pattern over the body; with filters, the body filtered by the regex first.
            if (filters.length === 0)
                source = { pattern: queryText(query, context) };
            else {
                filters.unshift({ regex: queryText(query, context) });
                source = { body: true };
            }
            break;
        case 'version':
            source = { 'http-version': true };
            break;
        default:
            // status, duration, body, url, ip, sha256, md5, bytes, redirects.
            source = { [query.kind]: true };
    }
    if (source === undefined)
        return undefined;
    Object.assign(entry, source);
    if (filters.length > 0)
        entry.filters = filters;
    if (capture.redact || context.scope.isDeclaredSecret(capture.name))
        entry.type = 'secret';
    return entry;
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/notes.ts
class NoteSink {
    notes = [];
    secret(position, text) {
        this.notes.push({ kind: 'secret', line: position.line, text });
    }
    unsupported(position, text) {
        this.notes.push({ kind: 'unsupported', line: position.line, text });
    }
    unconverted(position, text) {
        this.notes.push({ kind: 'unconverted', line: position.line, text });
    }
    /** How many notes other than secrets were added since `mark` (a length of `notes`). */
    problemsSince(mark) {
        return this.notes.slice(mark).filter((note) => note.kind !== 'secret').length;
    }
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/options.ts

/** Options assay does not have per test, with what to do instead. */
const UNSUPPORTED = {
    cacert: 'give the run NODE_EXTRA_CA_CERTS=<file> instead',
    cert: 'client certificates are not supported',
    key: 'client certificates are not supported',
    insecure: 'pass --insecure on the command line',
    'connect-timeout': 'assay has one deadline per request: the test timeout',
    http3: 'assay speaks HTTP/1.1 and HTTP/2',
    ipv4: 'the address family is chosen by the resolver',
    ipv6: 'the address family is chosen by the resolver',
    netrc: 'pass --netrc on the command line',
    'netrc-file': 'pass --netrc-file on the command line',
    'netrc-optional': 'pass --netrc-optional on the command line',
    output: 'results.json holds every response',
    pinnedpubkey: 'public key pinning is not supported',
    repeat: 'repeat the run with --repeats, or copy the test',
    'unix-socket': 'Unix sockets are not supported',
    verbose: 'results.json and the reports hold every exchange (--debug prints more)',
    'very-verbose': 'results.json and the reports hold every exchange (--debug prints more)',
    digest: 'digest authentication is not supported',
    ntlm: 'NTLM authentication is not supported',
    negotiate: 'Negotiate authentication is not supported',
};
function convertOptions(options, scope, notes) {
    const result = { keys: {}, headers: [], skip: false };
    let user;
    let awsProvider;
    for (const option of options) {
        const name = literalText(option.key) ?? '';
        const value = scope.text(option.value, notes);
        const position = option.position;
        const flag = () => value === 'true' || value === '';
        switch (name) {
            case 'variable': {
                const equals = value.indexOf('=');
                if (equals <= 0)
                    notes.unconverted(position, `variable: ${value}: expected name=value`);
                else
                    scope.optionVariables.set(value.slice(0, equals).trim(), typed(value.slice(equals + 1).trim()));
                break;
            }
            case 'location':
                result.keys['follow-redirects'] = flag();
                break;
            case 'location-trusted':
                result.keys['follow-redirects'] = flag();
                result.keys['location-trusted'] = flag();
                break;
            case 'max-redirs': {
                const count = integer(value, name, position, notes);
                if (count === -1)
                    notes.unsupported(position, 'max-redirs: -1 (without end) is written as 1000, the most assay follows');
                result.keys['max-redirects'] = count === -1 ? 1000 : count;
                break;
            }
            case 'compressed':
                // assay always decodes gzip, deflate and br; Hurl asks for them with this option.
                if (flag())
                    result.headers.push('Accept-Encoding: gzip, deflate, br');
                break;
            case 'http1.0':
            case 'http1.1':
            case 'http2':
                if (flag())
                    result.keys['http-version'] = name.slice(4);
                break;
            case 'delay':
                result.keys.delay = milliseconds(value, 'ms', name, position, notes);
                break;
            case 'max-time':
                result.keys.timeout = milliseconds(value, 's', name, position, notes);
                break;
            case 'retry': {
                const count = integer(value, name, position, notes);
                if (count === -1)
                    notes.unsupported(position, 'retry: -1 (without end) is written as 1000 retries');
                result.keys.retry = { ...result.keys.retry, count: count === -1 ? 1000 : count };
                break;
            }
            case 'retry-interval':
                result.keys.retry = {
                    ...result.keys.retry,
                    interval: milliseconds(value, 'ms', name, position, notes),
                };
                break;
            case 'proxy':
                result.keys.proxy = value;
                break;
            case 'resolve':
            case 'connect-to':
                result.keys[name] = [...(result.keys[name] ?? []), value];
                break;
            case 'limit-rate':
                result.keys['limit-rate'] = integer(value, name, position, notes);
                break;
            case 'path-as-is':
                result.keys['path-as-is'] = flag();
                break;
            case 'skip':
                result.skip = flag();
                break;
            case 'header':
                if (value.includes(':'))
                    result.headers.push(value);
                else
                    notes.unconverted(position, `header: ${value}: expected Name: value`);
                break;
            case 'user': {
                const colon = value.indexOf(':');
                user = {
                    name: colon < 0 ? value : value.slice(0, colon),
                    password: colon < 0 ? '' : value.slice(colon + 1),
                    position,
                };
                break;
            }
            case 'aws-sigv4':
                awsProvider = value;
                break;
            default:
                // An option turned off is Hurl's default, and assay's.
                if (value === 'false')
                    break;
                if (UNSUPPORTED[name] !== undefined)
                    notes.unsupported(position, `[Options] ${name}: ${UNSUPPORTED[name]}`);
                else
                    notes.unconverted(position, `[Options] ${name} is not converted`);
        }
    }
    if (awsProvider !== undefined) {
        scope.secretsUsed.add('awsAccessKey').add('awsSecretKey');
        result.auth = {
            'aws-sigv4': {
                provider: awsProvider,
                'access-key': '${{ secrets.awsAccessKey }}',
                'secret-key': '${{ secrets.awsSecretKey }}',
            },
        };
        notes.secret(user?.position ?? options[0].position, 'the AWS keys are not copied: pass them with --secrets awsAccessKey=\u2026 awsSecretKey=\u2026');
    }
    else if (user !== undefined) {
        const password = user.password.includes('${{') ? user.password : '${{ secrets.password }}';
        if (!user.password.includes('${{')) {
            scope.secretsUsed.add('password');
            notes.secret(user.position, "the user option's password is not copied: pass it with --secrets password=\u2026");
        }
        result.auth = { basic: { username: user.name, password } };
    }
    return result;
}
/** A variable's value as Hurl types it: a number, a boolean, null, or text. */
function typed(text) {
    if (text === 'true' || text === 'false')
        return text === 'true';
    if (text === 'null')
        return null;
    if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text)))
        return Number(text);
    return text;
}
function integer(value, name, position, notes) {
    if (/^-?\d+$/.test(value))
        return Number(value);
    if (!value.includes('${{'))
        notes.unconverted(position, `${name}: ${value} is not an integer`);
    return value;
}
/** `500`, `500ms`, `2s`, `1m` in milliseconds (a bare number in `unit`). */
function milliseconds(value, unit, name, position, notes) {
    const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
    if (!match) {
        if (!value.includes('${{'))
            notes.unconverted(position, `${name}: ${value} is not a duration`);
        return value;
    }
    const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? unit];
    return Number(match[1]) * factor;
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/scope.ts
// What a Hurl `{{ name }}` becomes in assay, entry by entry as Hurl runs them: a name captured by
// an earlier entry (or this entry's own [Captures]) is `${{ context.name }}`, a `--secret` name or
// one that says it holds a credential is `${{ secrets.name }}`, a variable set by an [Options]
// `variable: name=value` is its value, and any other name is `${{ vars.name }}`.

const NAME = /^[A-Za-z_][\w-]*$/;
class Scope {
    captured = new Set();
    /** Values of `[Options] variable: name=value`, as Hurl reads them (numbers, booleans, null typed). */
    optionVariables = new Map();
    /** Every `vars` and `secrets` name used, for the collection's header comment. */
    varsUsed = new Set();
    secretsUsed = new Set();
    /**
     * The captures of the entry being converted that its checks may read (for a capture, those
     * before it). assay's checks see the captures of earlier tests only, so a `variable` query on
     * one is written as the capture's own query, and a `{{ }}` of one cannot be written.
     */
    ownCaptures = new Map();
    /** Set when a placeholder named one of `ownCaptures`. */
    ownCaptureReferenced;
    secrets;
    constructor(secrets) {
        this.secrets = secrets;
    }
    /** The assay namespace of a Hurl variable name. */
    namespace(name) {
        if (this.captured.has(name))
            return 'context';
        return this.isSecretName(name) ? 'secrets' : 'vars';
    }
    /** A `--secret` name, or one that says it holds a credential (`token`, `password`). */
    isSecretName(name) {
        return this.secrets.has(name) || (0,model_credentials/* isCredentialName */.hN)(name);
    }
    /** A name given with `--secret`. */
    isDeclaredSecret(name) {
        return this.secrets.has(name);
    }
    /** `context.name`, `secrets.name` or `vars.name`, the names a run must give listed for the header. */
    qualified(name) {
        const namespace = this.namespace(name);
        if (namespace !== 'context')
            (namespace === 'secrets' ? this.secretsUsed : this.varsUsed).add(name);
        return `${namespace}.${name}`;
    }
    /** The text of a placeholder in assay: a template, or an [Options] variable's value. */
    placeholderText(placeholder, notes) {
        const value = this.placeholderValue(placeholder, notes);
        return typeof value === 'string' ? value : JSON.stringify(value);
    }
    /**
     * A placeholder as a typed value where Hurl compares typed values (`== {{count}}`): an [Options]
     * variable keeps its type; anything else is a template text, which assay compares with a number
     * by its JSON text.
     */
    placeholderValue(placeholder, notes) {
        const expression = placeholder.expression;
        if (NAME.test(expression)) {
            if (this.ownCaptures.has(expression))
                this.ownCaptureReferenced = expression;
            if (this.optionVariables.has(expression) && !this.captured.has(expression))
                return this.optionVariables.get(expression);
            return `\${{ ${this.qualified(expression)} }}`;
        }
        if (expression === 'newUuid')
            return '${{ func.guid() }}';
        if (expression === 'newDate')
            return '${{ func.utcnow() }}';
        const environment = /^getEnv\s+"([A-Za-z_][\w]*)"$/.exec(expression)?.[1];
        if (environment !== undefined)
            return `\${{ env.${environment} }}`;
        notes.unconverted(placeholder.position, `the expression {{ ${expression} }} has no assay equivalent: kept as text`);
        return `{{ ${expression} }}`;
    }
    text(template, notes) {
        return template.parts.map((part) => (typeof part === 'string' ? part : this.placeholderText(part, notes))).join('');
    }
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/convert.ts
// A Hurl file \u2192 an assay collection: one test per entry, chained with `dependsOn` so they run in
// order and a failing entry skips the rest (as Hurl stops a file at its first failure), in a
// collection with a cookie jar (Hurl keeps one per file). Each test is named by its method, path
// and source line (`GET /users (users.hurl:12)`); what cannot be carried over is a note, written
// as a comment above the test and returned for the command to print.









function convertHurl(file, options) {
    const scope = new Scope(options.secrets);
    const sink = new NoteSink();
    const counts = {
        entries: { total: 0, clean: 0 },
        asserts: { total: 0, clean: 0 },
        captures: { total: 0, clean: 0 },
    };
    const context = { scope, notes: sink, readFile: options.readFile };
    const tests = [];
    file.entries.forEach((entry, index) => {
        const entryMark = sink.notes.length;
        const test = convert_convertEntry(entry, index, context, options, counts);
        const notes = sink.notes.slice(entryMark);
        counts.entries.total++;
        if (sink.problemsSince(entryMark) === 0)
            counts.entries.clean++;
        tests.push({
            entry: test.entry,
            notes: notes.map((note) => `line ${note.line}: ${note.text}`),
            ...(test.skipped !== undefined ? { skipped: test.skipped } : {}),
        });
    });
    chain(tests);
    const baseUrl = commonOrigin(tests);
    const header = [`Imported by assay from the Hurl file ${options.fileName}: one test per entry, run in order.`];
    if (scope.varsUsed.size > 0)
        header.push(`Variables: ${[...scope.varsUsed].map((v) => `-v ${v}=\u2026`).join(' ')}`);
    if (scope.secretsUsed.size > 0)
        header.push(`Secrets: ${[...scope.secretsUsed].map((s) => `-s ${s}=\u2026`).join(' ')}`);
    const top = { name: options.name, ...(baseUrl !== undefined ? { baseUrl } : {}), cookies: true };
    return {
        yaml: writeCollection(header, top, tests),
        notes: sink.notes,
        counts,
        given: { variables: [...scope.varsUsed], secrets: [...scope.secretsUsed] },
    };
}
function convert_convertEntry(entry, index, context, options, counts) {
    const { scope, notes } = context;
    const request = entry.request;
    const requestOptions = convertOptions(request.options, scope, notes);
    const url = requestUrl(request, context);
    const test = {
        name: `${request.method} ${displayPath(url)} (${options.fileName}:${request.position.line})`,
        id: `entry-${index + 1}`,
        method: request.method,
        url: url.text,
    };
    const headers = requestHeaders(request, requestOptions.headers, context);
    if (url.authorization !== undefined && requestOptions.auth === undefined)
        requestOptions.auth = url.authorization;
    const query = pairs(request.query, 'query parameter', context);
    const form = pairs(request.form, 'form field', context);
    const body = request.body === undefined ? undefined : requestBody(request.body, headers, context, options);
    if (headers.length > 0)
        test.headers = headerValue(headers);
    if (query !== undefined)
        test.query = query;
    if (form !== undefined)
        test.form = form;
    if (request.multipart.length > 0)
        test.multipart = multipart(request, context, options);
    if (body !== undefined)
        test.body = body;
    const auth = basicAuth(request, context) ?? requestOptions.auth;
    if (auth !== undefined)
        test.auth = auth;
    Object.assign(test, requestOptions.keys);
    const validators = [];
    if (entry.response !== undefined) {
        const capturesEntries = captures(entry.response, context, counts);
        for (const capture of entry.response.captures)
            scope.ownCaptures.set(capture.name, capture);
        validators.push(...responseChecks(entry.response, context, options, counts));
        scope.ownCaptures = new Map();
        for (const capture of entry.response.captures)
            scope.captured.add(capture.name);
        // assay follows redirects unless told not to; Hurl follows none unless `location: true`.
        if (test['follow-redirects'] === undefined && expectsRedirect(entry.response))
            test['follow-redirects'] = false;
        if (capturesEntries.length > 0)
            test.context = capturesEntries;
    }
    // Without a response section (or with `HTTP *` and no assert) Hurl checks nothing: any status passes,
    // where an assay test without validators passes on 200 only.
    if (validators.length === 0)
        validators.push({ status: { ge: 100 } });
    test.validators = validators;
    return requestOptions.skip ? { entry: test, skipped: `skip: true in Hurl's [Options]` } : { entry: test };
}
/** A 3xx status, or a Location header asserted to be there: Hurl did not follow this redirect. */
function expectsRedirect(response) {
    if (response.status !== undefined && response.status >= 300 && response.status < 400)
        return true;
    return response.asserts.some((assert) => assert.query.kind === 'header' &&
        assert.query.argument?.kind === 'text' &&
        assert.query.argument.value.parts.join('').toLowerCase() === 'location' &&
        !(assert.predicate.name === 'exists' && assert.predicate.not));
}
function requestUrl(request, context) {
    let text = context.scope.text(request.url, context.notes);
    if (text.includes('${{'))
        return { text };
    let authorization;
    const credentials = (0,model_credentials/* splitUrlCredentials */.CN)(text);
    if (credentials !== undefined) {
        text = credentials.url;
        authorization = { basic: { username: credentials.user, password: '${{ secrets.password }}' } };
        context.scope.secretsUsed.add('password');
        context.notes.secret(request.url.position, "the URL's password is not copied: pass it with --secrets password=\u2026");
    }
    const queryStart = text.indexOf('?');
    if (queryStart >= 0) {
        const recorded = [];
        const query = (0,formats_credentials/* formWithoutCredentials */.Z6)(text.slice(queryStart + 1), recorded, 'query parameter');
        for (const note of recorded)
            context.notes.secret(request.url.position, note);
        text = `${text.slice(0, queryStart)}?${query}`;
    }
    return authorization === undefined ? { text } : { text, authorization };
}
function displayPath(url) {
    const path = url.text.replace(/^https?:\/\/[^/?#]*/, '').replace(/[?#].*$/, '');
    return path === '' ? '/' : path;
}
/** `Name: value` headers; a credential header written as a literal becomes a secret. */
function requestHeaders(request, optionHeaders, context) {
    const headers = [];
    for (const header of request.headers) {
        const name = context.scope.text(header.key, context.notes);
        headers.push([name, literalOrSecret(name, header, 'header', context)]);
    }
    for (const line of optionHeaders) {
        const colon = line.indexOf(':');
        headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
    if (request.cookies.length > 0)
        headers.push([
            'Cookie',
            request.cookies
                .map((cookie) => {
                const name = context.scope.text(cookie.key, context.notes);
                return `${name}=${literalOrSecret(name, cookie, 'cookie', context)}`;
            })
                .join('; '),
        ]);
    return headers;
}
/** A mapping of names to values, or a list of `Name: value` texts when a name repeats. */
function headerValue(headers) {
    const names = new Set(headers.map(([name]) => name.toLowerCase()));
    if (names.size === headers.length)
        return Object.fromEntries(headers);
    return headers.map(([name, value]) => `${name}: ${value}`);
}
/** The value, unless its name says it is a credential and it is written out: then a secret. */
function literalOrSecret(name, pair, what, context) {
    const value = context.scope.text(pair.value, context.notes);
    if (value === '' || value.includes('${{') || !(0,model_credentials/* isCredentialName */.hN)(name))
        return value;
    const secret = (0,formats_credentials/* secretName */.Gf)(name);
    context.scope.secretsUsed.add(secret);
    context.notes.secret(pair.position, `the ${what} ${name} is not copied: pass it with --secrets ${secret}=\u2026`);
    return `\${{ secrets.${secret} }}`;
}
/** [Query] / [Form] pairs as a mapping (a repeated name: a list of its values). */
function pairs(list, what, context) {
    if (list.length === 0)
        return undefined;
    const result = {};
    for (const pair of list) {
        const name = context.scope.text(pair.key, context.notes);
        const value = literalOrSecret(name, pair, what, context);
        const existing = result[name];
        if (existing === undefined)
            result[name] = value;
        else
            result[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return result;
}
function multipart(request, context, options) {
    const parts = {};
    for (const param of request.multipart) {
        const name = context.scope.text(param.name, context.notes);
        let part;
        if ('parts' in param.value)
            part = context.scope.text(param.value, context.notes);
        else {
            const file = options.collectionPath(context.scope.text(param.value.file, context.notes));
            part = param.value.contentType === undefined ? { file } : { file, 'content-type': param.value.contentType };
        }
        (parts[name] ??= []).push(part);
    }
    return Object.fromEntries(Object.entries(parts).map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
}
function basicAuth(request, context) {
    const pair = request.basicAuth[0];
    if (pair === undefined)
        return undefined;
    const username = context.scope.text(pair.key, context.notes);
    const written = context.scope.text(pair.value, context.notes);
    let password = written;
    if (!written.includes('${{')) {
        password = '${{ secrets.password }}';
        context.scope.secretsUsed.add('password');
        context.notes.secret(pair.position, 'the [BasicAuth] password is not copied: pass it with --secrets password=\u2026');
    }
    return { basic: { username, password } };
}
const BODY_CONTENT_TYPES = {
    json: 'application/json',
    xml: 'application/xml',
    graphql: 'application/json',
};
function requestBody(body, headers, context, options) {
    const hasContentType = () => headers.some(([name]) => name.toLowerCase() === 'content-type');
    const withType = (type, text) => {
        if (type !== undefined && !hasContentType())
            headers.push(['Content-Type', type]);
        return text;
    };
    switch (body.kind) {
        case 'json': {
            const text = jsonWithTemplates(body.text, context, body.position);
            return withType('application/json', textWithoutCredentials(text, body.position, context));
        }
        case 'xml':
            return withType('application/xml', body.text);
        case 'text': {
            const text = context.scope.text(body.text, context.notes);
            if (body.language === 'graphql')
                return withType('application/json', graphqlBody(text));
            if (body.language === 'hex' || body.language === 'base64')
                return bytesBody(Buffer.from(text.replace(/\s+/g, ''), body.language), body.position, context);
            return withType(BODY_CONTENT_TYPES[body.language], text);
        }
        case 'base64':
        case 'hex':
            return bytesBody(body.bytes, body.position, context);
        case 'file':
            return fileBody(body.file, context, options);
    }
}
/** `file,name;` as `{ file }` named from the written collection; assay file paths take no template. */
function fileBody(file, context, options) {
    if (literalText(file) === undefined) {
        context.notes.unsupported(file.position, 'a file name with a {{ }} template: assay file paths take no template');
        return undefined;
    }
    return { file: options.collectionPath(context.scope.text(file, context.notes)) };
}
function textWithoutCredentials(text, position, context) {
    const recorded = [];
    const safe = (0,formats_credentials/* bodyWithoutCredentials */.R5)(text, recorded);
    for (const note of recorded)
        context.notes.secret(position, note);
    return safe;
}
/** A GraphQL query as Hurl sends it: `{"query": \u2026}`, and its `variables { \u2026 }` block as `"variables"`. */
function graphqlBody(text) {
    const variables = /\n[ \t]*variables[ \t]*(\{[\s\S]*\})\s*$/.exec(text);
    if (variables === null)
        return JSON.stringify({ query: text });
    // The block is kept as text: its {{ }} values are templates rendered when the test runs.
    return `{"query":${JSON.stringify(text.slice(0, variables.index + 1))},"variables":${variables[1]}}`;
}
/** Bytes as the body: text when they are UTF-8, else a note (assay bodies are text or a file). */
function bytesBody(bytes, position, context) {
    const text = bytes.toString('utf8');
    if (Buffer.from(text, 'utf8').equals(bytes))
        return text;
    context.notes.unconverted(position, 'a binary request body: save the bytes to a file and write body: { file: \u2026 }');
    return undefined;
}
/** A JSON body's `{{ }}` placeholders as assay templates (the text is otherwise kept as written). */
function jsonWithTemplates(text, context, position) {
    return text.replace(/\{\{([^}\n]*)\}\}/g, (_, expression) => context.scope.placeholderText({ expression: expression.trim(), position }, context.notes));
}
function captures(response, context, counts) {
    const entries = [];
    for (const capture of response.captures) {
        const mark = context.notes.notes.length;
        const entry = convertCapture(capture, context);
        context.scope.ownCaptures.set(capture.name, capture);
        counts.captures.total++;
        if (entry !== undefined)
            entries.push(entry);
        if (context.notes.problemsSince(mark) === 0 && entry !== undefined)
            counts.captures.clean++;
    }
    return entries;
}
/** The status line, header lines and body (implicit asserts), then [Asserts]. */
function responseChecks(response, context, options, counts) {
    const validators = [];
    const count = (mark, validator) => {
        counts.asserts.total++;
        if (validator !== undefined)
            validators.push(validator);
        if (validator !== undefined && context.notes.problemsSince(mark) === 0)
            counts.asserts.clean++;
    };
    if (response.status !== undefined)
        count(context.notes.notes.length, { 'status-code': response.status });
    if (response.version !== undefined)
        count(context.notes.notes.length, { 'http-version': { equals: response.version } });
    for (const header of response.headers) {
        const mark = context.notes.notes.length;
        const name = context.scope.text(header.key, context.notes);
        count(mark, { header: { name, equals: context.scope.text(header.value, context.notes) } });
    }
    for (const assert of response.asserts) {
        const mark = context.notes.notes.length;
        count(mark, convertAssert(assert, context));
    }
    if (response.body !== undefined) {
        const mark = context.notes.notes.length;
        count(mark, bodyCheck(response.body, context, options));
    }
    return validators;
}
/** The expected body: JSON compared as JSON, text and XML byte for byte, bytes by their hex. */
function bodyCheck(body, context, options) {
    const expectedText = (text) => text === '' ? { 'response-size': { equals: 0 } } : { 'body-equals': text };
    const expectedBytes = (bytes) => {
        const text = bytes.toString('utf8');
        return Buffer.from(text, 'utf8').equals(bytes)
            ? expectedText(text)
            : { bytes: { equals: { hex: bytes.toString('hex') } } };
    };
    switch (body.kind) {
        case 'json': {
            const text = jsonWithTemplates(body.text, context, body.position);
            let expected;
            try {
                expected = JSON.parse(text);
            }
            catch {
                // Placeholders where values go (`"id": {{id}}`) are not JSON until rendered: compare the text.
                return expectedText(text);
            }
            // A document nested deeper than any collection may be is compared as text (and never walked).
            return (0,nesting/* tooDeep */.DI)(expected) ? expectedText(text) : { 'json-path': { path: '$', equals: expected } };
        }
        case 'xml':
            return expectedText(body.text);
        case 'text':
            return expectedText(context.scope.text(body.text, context.notes));
        case 'base64':
        case 'hex':
            return expectedBytes(body.bytes);
        case 'file': {
            const name = context.scope.text(body.file, context.notes);
            const file = options.readFile(name);
            if ('problem' in file) {
                context.notes.unconverted(body.position, `the expected body file,${name}; cannot be read: ${file.problem}`);
                return undefined;
            }
            return expectedBytes(file);
        }
    }
}
/** Each test runs after the one before it, as Hurl runs entries in order. */
function chain(tests) {
    let previous;
    for (const test of tests) {
        if (test.skipped !== undefined)
            continue;
        if (previous !== undefined) {
            const { name, id, ...rest } = test.entry;
            test.entry = { name, id, dependsOn: previous, ...rest };
        }
        previous = test.entry.id;
    }
}
/** One origin shared by every test's literal URL becomes `baseUrl`, the tests keeping their paths. */
function commonOrigin(tests) {
    const origins = new Set();
    for (const test of tests) {
        const url = String(test.entry.url);
        const origin = /^https?:\/\/[^/?#]+/i.exec(url)?.[0];
        if (origin === undefined || url.includes('${{'))
            return undefined;
        origins.add(origin);
    }
    if (origins.size !== 1)
        return undefined;
    const origin = [...origins][0];
    for (const test of tests) {
        const rest = String(test.entry.url).slice(origin.length);
        test.entry.url = rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
    }
    return origin;
}

// EXTERNAL MODULE: ./src/model/suggest.ts
var suggest = __webpack_require__(2691);
;// CONCATENATED MODULE: ./src/collection/formats/hurl/parse-body.ts
function parseBody(reader) {
    const start = reader.offset;
    const position = reader.position(start);
    let body;
    if (reader.startsWith('```')) {
        const { language, text } = multilineString(reader);
        body = { kind: 'text', language, text, position };
    }
    else if (reader.startsWith('`'))
        body = { kind: 'text', language: '', text: reader.backtickString(), position };
    else if (reader.startsWith('base64,'))
        body = { kind: 'base64', bytes: reader.bytesLiteral('base64'), position };
    else if (reader.startsWith('hex,'))
        body = { kind: 'hex', bytes: reader.bytesLiteral('hex'), position };
    else if (reader.startsWith('file,'))
        body = { kind: 'file', file: reader.fileLiteral(), position };
    else if (reader.startsWith('<'))
        body = { kind: 'xml', text: xmlText(reader), position };
    else
        body = { kind: 'json', text: jsonText(reader), position };
    reader.lineEnd('the body');
    return body;
}
/** ```lang\n\u2026``` (or ```\u2026``` on one line): its language and text, placeholders read. */
function multilineString(reader) {
    const start = reader.offset;
    reader.offset += 3;
    const header = reader.restOfLine();
    const sameLineClose = header.indexOf('```');
    if (sameLineClose >= 0) {
        const contentStart = reader.offset;
        const text = rawTemplate(reader, contentStart, contentStart + sameLineClose);
        reader.offset = contentStart + sameLineClose + 3;
        return { language: '', text };
    }
    // ```json, ```graphql,escape, ```novariable: a language and attributes, each optional.
    const words = header.trim() === '' ? [] : header.trim().split(/\s*,\s*/);
    const unknown = words.find((word, i) => !/^[\w.+-]+$/.test(word) || (i > 0 && !ATTRIBUTES.has(word)));
    if (unknown !== undefined)
        reader.fail(`unexpected \`${unknown}\` after \`\`\`: a language (json, xml, graphql\u2026) and escape, novariable`);
    const language = words[0] !== undefined && !ATTRIBUTES.has(words[0]) ? words[0] : '';
    reader.offset += header.length;
    reader.lineEnd('```');
    const contentStart = reader.offset;
    const close = reader.text.indexOf('```', contentStart);
    if (close < 0)
        reader.fail('a ``` multiline string is not closed with ```', start);
    const text = words.includes('novariable')
        ? { parts: [reader.text.slice(contentStart, close)], position: reader.position(contentStart) }
        : rawTemplate(reader, contentStart, close);
    if (words.includes('escape'))
        text.parts = text.parts.map((part) => (typeof part === 'string' ? parse_body_unescape(part, reader, contentStart) : part));
    reader.offset = close + 3;
    return { language, text };
}
const ATTRIBUTES = new Set(['escape', 'novariable']);
/** The escapes of a quoted string (`\\n`, `\\u{\u2026}`) read in a ```\u2026,escape string. */
function parse_body_unescape(text, reader, position) {
    return text.replace(/\\(u\{([0-9A-Fa-f]{1,6})\}|.)/gs, (_, escape, hex) => {
        if (hex !== undefined) {
            const code = Number.parseInt(hex, 16);
            if (code > 0x10ffff)
                reader.fail('expected a unicode escape `\\u{hex}`', position);
            return String.fromCodePoint(code);
        }
        return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' }[escape] ?? escape;
    });
}
/** The text between two offsets, with its `{{ }}` placeholders (no escapes: multiline strings have none). */
function rawTemplate(reader, from, to) {
    const parts = [];
    // Searched within the string only, so a file of many strings is read in time proportional to it.
    const segment = reader.text.slice(0, to);
    let at = from;
    while (at < to) {
        const open = segment.indexOf('{{', at);
        if (open < 0)
            break;
        if (open > at)
            parts.push(reader.text.slice(at, open));
        reader.offset = open;
        parts.push(reader.placeholder());
        at = reader.offset;
    }
    if (at < to)
        parts.push(reader.text.slice(at, to));
    reader.offset = to;
    return { parts, position: reader.position(from) };
}
/** A JSON value (with `{{ }}` placeholders where values go): its text as written. */
function jsonText(reader) {
    const start = reader.offset;
    const text = reader.text;
    let depth = 0;
    let at = start;
    for (;;) {
        const c = text[at];
        if (c === undefined)
            reader.fail('the JSON body is not closed', start);
        if (c === '"') {
            at++;
            while (text[at] !== '"') {
                if (text[at] === undefined || text[at] === '\n')
                    reader.fail('a JSON string is not closed on its line', at);
                at += text[at] === '\\' ? 2 : 1;
            }
            at++;
        }
        else if (c === '{' && text[at + 1] === '{') {
            reader.offset = at;
            reader.placeholder();
            at = reader.offset;
        }
        else if (c === '{' || c === '[') {
            depth++;
            at++;
        }
        else if (c === '}' || c === ']') {
            depth--;
            at++;
        }
        else if (depth === 0 && (c === '\n' || c === '\r' || c === '#'))
            break;
        else
            at++;
        if (depth === 0 && (c === '}' || c === ']' || c === '"'))
            break;
        if (depth < 0)
            reader.fail(`unexpected ${JSON.stringify(c)} in the JSON body`, at - 1);
    }
    reader.offset = at;
    return text.slice(start, at).trimEnd();
}
/** An XML document: from its first `<` to the end of its root element. */
function xmlText(reader) {
    const start = reader.offset;
    const text = reader.text;
    let depth = 0;
    let at = start;
    let rootSeen = false;
    while (!(rootSeen && depth === 0)) {
        const open = text.indexOf('<', at);
        if (open < 0)
            reader.fail('the XML body is not closed', start);
        const skipTo = (token) => {
            const end = text.indexOf(token, open);
            if (end < 0)
                reader.fail('the XML body is not closed', open);
            at = end + token.length;
        };
        if (text.startsWith('<?', open))
            skipTo('?>');
        else if (text.startsWith('<!--', open))
            skipTo('-->');
        else if (text.startsWith('<![CDATA[', open))
            skipTo(']]>');
        else if (text.startsWith('<!', open))
            skipTo('>');
        else {
            skipTo('>');
            if (text[open + 1] === '/')
                depth--;
            else if (text[at - 2] !== '/')
                depth++;
            rootSeen = true;
            if (depth < 0)
                reader.fail('unexpected closing tag in the XML body', open);
        }
    }
    reader.offset = at;
    return text.slice(start, at);
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/parse.ts
// Hurl files \u2192 syntax tree, following Hurl's grammar (hurl.dev/docs/grammar.html): entries of a
// request (method line, headers, request sections, body) and an optional response (status line,
// implicit header asserts, [Captures] and [Asserts], body; bodies are read by parse-body.ts). The first error is thrown as a
// HurlSyntaxError with its line and column.



const REQUEST_SECTIONS = {
    QueryStringParams: 'query',
    Query: 'query',
    FormParams: 'form',
    Form: 'form',
    MultipartFormData: 'multipart',
    Multipart: 'multipart',
    Cookies: 'cookies',
    BasicAuth: 'basicAuth',
    Options: 'options',
};
const RESPONSE_SECTIONS = ['Captures', 'Asserts'];
const QUERIES_WITHOUT_ARGUMENT = new Set([
    'status',
    'version',
    'url',
    'ip',
    'body',
    'duration',
    'sha256',
    'md5',
    'bytes',
    'redirects',
]);
const QUERIES_WITH_TEXT = new Set(['header', 'certificate', 'cookie', 'xpath', 'jsonpath', 'variable']);
const QUERIES = [...QUERIES_WITHOUT_ARGUMENT, ...QUERIES_WITH_TEXT, 'regex'];
const FILTERS_WITHOUT_ARGUMENT = new Set([
    'base64Decode',
    'base64Encode',
    'base64UrlSafeDecode',
    'base64UrlSafeEncode',
    'count',
    'daysAfterNow',
    'daysBeforeNow',
    'first',
    'htmlEscape',
    'htmlUnescape',
    'last',
    'location',
    'toFloat',
    'toHex',
    'toInt',
    'toString',
    'urlDecode',
    'urlEncode',
    'utf8Decode',
    'utf8Encode',
]);
const FILTERS_WITH_TEXT = new Set([
    'decode',
    'format',
    'dateFormat',
    'jsonpath',
    'split',
    'toDate',
    'urlQueryParam',
    'xpath',
]);
const FILTERS_WITH_PATTERN = new Set(['regex']);
const FILTERS_WITH_PATTERN_AND_TEXT = new Set(['replace', 'replaceRegex']);
const isFilter = (name) => FILTERS_WITHOUT_ARGUMENT.has(name) ||
    FILTERS_WITH_TEXT.has(name) ||
    FILTERS_WITH_PATTERN.has(name) ||
    FILTERS_WITH_PATTERN_AND_TEXT.has(name) ||
    name === 'nth';
const OPERATORS = ['==', '!=', '>=', '<=', '>', '<'];
const PREDICATES_WITH_VALUE = new Set([
    'equals',
    'notEquals',
    'greaterThan',
    'greaterThanOrEquals',
    'lessThan',
    'lessThanOrEquals',
    'startsWith',
    'endsWith',
    'contains',
    'includes',
    'matches',
]);
const PREDICATES_WITHOUT_VALUE = new Set([
    'exists',
    'isBoolean',
    'isCollection',
    'isDate',
    'isEmpty',
    'isFloat',
    'isInteger',
    'isIpv4',
    'isIpv6',
    'isIsoDate',
    'isList',
    'isNumber',
    'isObject',
    'isString',
    'isUuid',
]);
const PREDICATES = [...OPERATORS, ...PREDICATES_WITH_VALUE, ...PREDICATES_WITHOUT_VALUE];
const SECTION_LINE = /^\[([A-Za-z]+)\][ \t]*(#.*)?$/;
const STATUS_LINE = /^HTTP(\/[^\s]*)?([ \t]|$)/;
const METHOD_LINE = /^[A-Z]+[ \t]+\S/;
function parseHurl(text) {
    const reader = new Reader(text);
    const entries = [];
    for (;;) {
        reader.skipEmptyLines();
        if (reader.done)
            break;
        const request = parseRequest(reader);
        let response;
        reader.skipEmptyLines();
        if (!reader.done && STATUS_LINE.test(reader.restOfLine()))
            response = parseResponse(reader);
        entries.push(response ? { request, response } : { request });
    }
    return { entries };
}
function parseRequest(reader) {
    const start = reader.offset;
    const method = reader.word();
    if (!/^[A-Z]+$/.test(method))
        reader.fail(method === ''
            ? 'expected a request: a method and a URL (GET https://example.org)'
            : `expected a method in capitals, got \`${method}\``, start);
    if (reader.skipSpaces() === 0)
        reader.fail('expected a space and a URL after the method');
    const url = reader.valueString();
    if (url.parts.length === 0)
        reader.fail('expected a URL after the method');
    reader.lineEnd('the URL');
    const request = {
        method,
        url,
        headers: [],
        query: [],
        form: [],
        multipart: [],
        cookies: [],
        basicAuth: [],
        options: [],
        position: reader.position(start),
    };
    const seen = new Set();
    let section;
    for (;;) {
        const lineStart = reader.offset;
        reader.skipEmptyLines();
        if (reader.done)
            break;
        const line = reader.restOfLine();
        const sectionName = SECTION_LINE.exec(line)?.[1];
        if (sectionName !== undefined) {
            const kind = REQUEST_SECTIONS[sectionName];
            if (kind === undefined) {
                if (RESPONSE_SECTIONS.includes(sectionName))
                    reader.fail(`[${sectionName}] belongs to a response: write the status line (HTTP 200) before it`);
                reader.fail(`unknown section [${sectionName}]; ${(0,suggest/* suggestion */.h)(sectionName, Object.keys(REQUEST_SECTIONS)) ?? ''}`.trim());
            }
            if (seen.has(kind))
                reader.fail(`the section [${sectionName}] appears twice in this request`);
            seen.add(kind);
            section = kind;
            reader.offset += line.indexOf(']') + 1;
            reader.lineEnd(`[${sectionName}]`);
            continue;
        }
        if (STATUS_LINE.test(line)) {
            reader.offset = lineStart;
            break;
        }
        if (section === undefined && isEmptyHeaderLine(reader)) {
            request.headers.push(parseEmptyHeader(reader));
            continue;
        }
        if (isKeyValueLine(reader)) {
            if (section === 'multipart')
                request.multipart.push(parseMultipartParam(reader));
            else
                request[section ?? 'headers'].push(parseKeyValue(reader));
            continue;
        }
        if (METHOD_LINE.test(line)) {
            reader.offset = lineStart;
            break;
        }
        if (isBodyStart(line)) {
            request.body = parseBody(reader);
            break;
        }
        reader.fail(`unexpected ${JSON.stringify(line.slice(0, 40))}: expected a header, a section, a body or HTTP <status>`);
    }
    return request;
}
function parseResponse(reader) {
    const start = reader.offset;
    reader.expect('HTTP', 'HTTP');
    let version;
    if (reader.peek() === '/') {
        reader.offset++;
        const written = /^(1\.0|1\.1|2|3|\*)/.exec(reader.restOfLine())?.[1];
        if (written === undefined)
            reader.fail('expected an HTTP version: HTTP/1.0, HTTP/1.1, HTTP/2, HTTP/3 or HTTP/*');
        reader.offset += written.length;
        if (written !== '*')
            version = written;
    }
    if (reader.skipSpaces() === 0)
        reader.fail('expected a space and a status code after HTTP');
    let status;
    if (reader.peek() === '*')
        reader.offset++;
    else {
        const digits = /^\d{3}(?![\w.])/.exec(reader.restOfLine())?.[0];
        if (digits === undefined)
            reader.fail('expected a status code (three digits) or *');
        status = Number(digits);
        reader.offset += 3;
    }
    reader.lineEnd('the status');
    const response = {
        ...(version !== undefined ? { version } : {}),
        ...(status !== undefined ? { status } : {}),
        headers: [],
        captures: [],
        asserts: [],
        position: reader.position(start),
    };
    const seen = new Set();
    let section;
    for (;;) {
        const lineStart = reader.offset;
        reader.skipEmptyLines();
        if (reader.done)
            break;
        const line = reader.restOfLine();
        const sectionName = SECTION_LINE.exec(line)?.[1];
        if (sectionName !== undefined) {
            if (!RESPONSE_SECTIONS.includes(sectionName)) {
                if (REQUEST_SECTIONS[sectionName] !== undefined)
                    reader.fail(`[${sectionName}] belongs to a request: move it before the status line`);
                reader.fail(`unknown section [${sectionName}]; ${(0,suggest/* suggestion */.h)(sectionName, RESPONSE_SECTIONS) ?? ''}`.trim());
            }
            if (seen.has(sectionName))
                reader.fail(`the section [${sectionName}] appears twice in this response`);
            seen.add(sectionName);
            section = sectionName;
            reader.offset += line.indexOf(']') + 1;
            reader.lineEnd(`[${sectionName}]`);
            continue;
        }
        if (section === 'Asserts' && /^[a-z]/.test(line) && !METHOD_LINE.test(line)) {
            response.asserts.push(parseAssert(reader));
            continue;
        }
        if (isKeyValueLine(reader)) {
            if (section === 'Captures')
                response.captures.push(parseCapture(reader));
            else if (section === undefined)
                response.headers.push(parseKeyValue(reader));
            else
                reader.fail('expected an assert: a query, then a predicate (jsonpath "$.id" == 1)');
            continue;
        }
        if (METHOD_LINE.test(line)) {
            reader.offset = lineStart;
            break;
        }
        if (isBodyStart(line)) {
            response.body = parseBody(reader);
            break;
        }
        reader.fail(`unexpected ${JSON.stringify(line.slice(0, 40))}: expected a header, a section, a body or a new request`);
    }
    return response;
}
/** Whether the line at the cursor is `key: value` (the cursor does not move). */
function isKeyValueLine(reader) {
    const start = reader.offset;
    try {
        reader.keyString();
        reader.skipSpaces();
        return reader.peek() === ':';
    }
    catch {
        return false;
    }
    finally {
        reader.offset = start;
    }
}
/** Whether the line at the cursor is `Name;`, a header sent with an empty value (as curl writes it). */
function isEmptyHeaderLine(reader) {
    const start = reader.offset;
    try {
        reader.keyString();
        return reader.peek() === ';' && /^;[ \t]*(#.*)?$/.test(reader.restOfLine());
    }
    catch {
        return false;
    }
    finally {
        reader.offset = start;
    }
}
function parseEmptyHeader(reader) {
    const start = reader.offset;
    const key = reader.keyString();
    reader.offset++;
    reader.lineEnd('the header');
    return { key, value: { parts: [], position: reader.position(start) }, position: reader.position(start) };
}
function isBodyStart(line) {
    return (/^[{[<`"]/.test(line) ||
        line.startsWith('base64,') ||
        line.startsWith('hex,') ||
        line.startsWith('file,') ||
        /^(true|false|null|-?\d)/.test(line));
}
function parseKeyValue(reader) {
    const start = reader.offset;
    const key = reader.keyString();
    reader.skipSpaces();
    reader.expect(':', '`:` after the key');
    reader.skipSpaces();
    const value = reader.valueString();
    reader.lineEnd('the value');
    return { key, value, position: reader.position(start) };
}
function parseMultipartParam(reader) {
    const start = reader.offset;
    const name = reader.keyString();
    reader.skipSpaces();
    reader.expect(':', '`:` after the part name');
    reader.skipSpaces();
    if (!reader.startsWith('file,')) {
        const value = reader.valueString();
        reader.lineEnd('the value');
        return { name, value, position: reader.position(start) };
    }
    const file = reader.fileLiteral();
    reader.skipSpaces();
    const contentType = /^[^#\r\n]*/.exec(reader.restOfLine())[0].trim();
    reader.offset += /^[^#\r\n]*/.exec(reader.restOfLine())[0].length;
    reader.lineEnd('the file part');
    return {
        name,
        value: contentType === '' ? { file } : { file, contentType },
        position: reader.position(start),
    };
}
function parseCapture(reader) {
    const start = reader.offset;
    const key = reader.keyString();
    const name = literalText(key);
    if (name === undefined)
        reader.fail('a capture name cannot hold a {{ }} placeholder', start);
    reader.skipSpaces();
    reader.expect(':', '`:` after the capture name');
    reader.skipSpaces();
    const query = parseQuery(reader);
    const filters = parseFilters(reader);
    let redact = false;
    const beforeRedact = reader.offset;
    if (reader.skipSpaces() > 0 && reader.word() === 'redact')
        redact = true;
    else
        reader.offset = beforeRedact;
    reader.lineEnd('the capture');
    return { name, query, filters, redact, position: reader.position(start) };
}
function parseAssert(reader) {
    const start = reader.offset;
    const query = parseQuery(reader);
    const filters = parseFilters(reader);
    if (reader.skipSpaces() === 0)
        reader.fail(reader.done || reader.peek() === '\n' ? 'expected a predicate (==, exists, contains \u2026)' : 'expected a space');
    const predicate = parsePredicate(reader);
    reader.lineEnd('the predicate');
    return { query, filters, predicate, position: reader.position(start) };
}
function parseQuery(reader) {
    const start = reader.offset;
    const kind = reader.word();
    if (!QUERIES.includes(kind))
        reader.fail(`unknown query \`${kind}\`; ${(0,suggest/* suggestion */.h)(kind, QUERIES) ?? ''}`.trim(), start);
    const position = reader.position(start);
    if (QUERIES_WITHOUT_ARGUMENT.has(kind))
        return { kind, position };
    if (reader.skipSpaces() === 0)
        reader.fail(`expected a space and a quoted argument after ${kind}`);
    if (kind === 'regex' && reader.peek() === '/')
        return { kind, argument: { kind: 'regex', value: reader.regexLiteral() }, position };
    return { kind, argument: { kind: 'text', value: reader.quotedString() }, position };
}
function parseFilters(reader) {
    const filters = [];
    for (;;) {
        const before = reader.offset;
        if (reader.skipSpaces() === 0)
            return filters;
        const start = reader.offset;
        const name = reader.word();
        if (!isFilter(name)) {
            reader.offset = before;
            return filters;
        }
        const args = [];
        const argument = (kind) => {
            if (reader.skipSpaces() === 0)
                reader.fail(`expected an argument after the filter ${name}`);
            if (kind === 'integer') {
                const digits = reader.matchHere(/-?\d+/y);
                if (digits === undefined)
                    reader.fail(`expected an integer after ${name}`);
                reader.offset += digits.length;
                args.push(Number(digits));
            }
            else if (kind === 'pattern' && reader.peek() === '/')
                args.push({ kind: 'regex', value: reader.regexLiteral() });
            else
                args.push({ kind: 'text', value: reader.quotedString() });
        };
        if (name === 'nth')
            argument('integer');
        else if (FILTERS_WITH_TEXT.has(name))
            argument('text');
        else if (FILTERS_WITH_PATTERN.has(name))
            argument('pattern');
        else if (FILTERS_WITH_PATTERN_AND_TEXT.has(name)) {
            argument('pattern');
            argument('text');
        }
        filters.push({ name, arguments: args, position: reader.position(start) });
    }
}
function parsePredicate(reader) {
    const start = reader.offset;
    let not = false;
    if (reader.startsWith('not ') || reader.startsWith('not\t')) {
        not = true;
        reader.offset += 3;
        reader.skipSpaces();
    }
    const nameStart = reader.offset;
    const operator = OPERATORS.find((op) => reader.startsWith(op));
    let name;
    if (operator !== undefined) {
        name = operator;
        reader.offset += operator.length;
    }
    else
        name = reader.word();
    if (!PREDICATES.includes(name))
        reader.fail(name === ''
            ? 'expected a predicate (==, exists, contains \u2026)'
            : `unknown predicate \`${name}\`; ${(0,suggest/* suggestion */.h)(name, PREDICATES) ?? ''}`.trim(), nameStart);
    const position = reader.position(start);
    if (PREDICATES_WITHOUT_VALUE.has(name))
        return { not, name, position };
    if (reader.skipSpaces() === 0)
        reader.fail(`expected a space and a value after ${name}`);
    return { not, name, value: parsePredicateValue(reader), position };
}
function parsePredicateValue(reader) {
    const start = reader.offset;
    const rest = reader.restOfLine();
    const keyword = /^(null|true|false)(?![\w-])/.exec(rest)?.[1];
    if (keyword !== undefined) {
        reader.offset += keyword.length;
        return keyword === 'null' ? { kind: 'null' } : { kind: 'boolean', value: keyword === 'true' };
    }
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?(?![\w.])/.exec(rest)?.[0];
    if (number !== undefined) {
        reader.offset += number.length;
        return { kind: 'number', text: number };
    }
    if (rest.startsWith('"'))
        return { kind: 'text', value: reader.quotedString() };
    if (rest.startsWith('```'))
        return { kind: 'text', value: multilineString(reader).text };
    if (rest.startsWith('`'))
        return { kind: 'text', value: reader.backtickString() };
    if (rest.startsWith('/'))
        return { kind: 'regex', value: reader.regexLiteral() };
    if (rest.startsWith('hex,'))
        return { kind: 'bytes', encoding: 'hex', bytes: reader.bytesLiteral('hex') };
    if (rest.startsWith('base64,'))
        return { kind: 'bytes', encoding: 'base64', bytes: reader.bytesLiteral('base64') };
    if (rest.startsWith('file,'))
        return { kind: 'file', file: reader.fileLiteral() };
    if (rest.startsWith('{{'))
        return { kind: 'placeholder', value: reader.placeholder() };
    return reader.fail('expected a value: a "quoted string", a number, true, false, null, a /regex/ or {{ }}', start);
}

;// CONCATENATED MODULE: ./src/collection/formats/hurl/import.ts
// `assay import hurl`: one Hurl file \u2192 one assay collection. Files the Hurl file names (bodies,
// multipart files) are relative to it; the written collection names them from where it is written,
// and an expected body file is read now through the one resolver of named files.







function importHurl(request) {
    let file;
    try {
        file = parseHurl(request.text);
    }
    catch (error) {
        if (!(error instanceof HurlSyntaxError))
            throw error;
        throw new PositionedInputError(positioned(request, error));
    }
    const directory = external_node_path_default().dirname(request.absolutePath);
    const fileName = external_node_path_default().basename(request.absolutePath);
    const conversion = convertHurl(file, {
        fileName,
        name: request.name,
        secrets: request.secrets,
        collectionPath: (name) => external_node_path_default().isAbsolute(name)
            ? name
            : external_node_path_default().relative(request.outputDirectory, external_node_path_default().resolve(directory, name)).split((external_node_path_default()).sep).join('/'),
        readFile: (name) => {
            const read = (0,file_access/* readNamedFileSync */.hp)(external_node_path_default().resolve(directory, name), name, file_access/* ANYWHERE */.eY);
            return 'problem' in read ? read : read.bytes;
        },
    });
    return {
        files: [{ name: `${request.name}.yaml`, text: conversion.yaml }],
        notes: conversion.notes.map((note) => `${fileName}:${note.line}: ${note.text}`),
        counts: conversion.counts,
        given: conversion.given,
    };
}
/** `file.hurl:3:7: message`, the line, and a caret under the column (a line that may hold a credential is not shown). */
function positioned(request, error) {
    const { line, column } = error.position;
    const where = `${request.file}:${line}:${column}: ${error.message}`;
    const lines = request.text.replace(/^\uFEFF/, '').split('\n', line);
    const source = (lines[line - 1] ?? '').replace(/\r$/, '');
    if (mayHoldCredential(source, lines.slice(0, line - 1)))
        return `${where}\n  (the line is not shown: it may hold a credential)`;
    const shown = source.length > 200 ? `${source.slice(0, 200)}\u2026` : source;
    const caret = `${' '.repeat(Math.min(column - 1, 200))}^`;
    return `${where}\n  ${shown.replace(/\t/g, ' ')}\n  ${caret}`;
}
/** A `Name: value` line whose name says it holds a credential, a `user` option, or any line of [BasicAuth]. */
function mayHoldCredential(source, before) {
    const key = /^\s*([^\s:]+)\s*:/.exec(source)?.[1];
    if (key !== undefined && ((0,model_credentials/* isCredentialName */.hN)(key) || key === 'user'))
        return true;
    const section = before.findLast((text) => /^\s*\[[A-Za-z]+\]/.test(text) || /^\s*(HTTP|[A-Z]+\s)/.test(text));
    return section !== undefined && /^\s*\[BasicAuth\]/.test(section);
}

// EXTERNAL MODULE: ./src/collection/formats/openapi/index.ts + 3 modules
var openapi = __webpack_require__(26327);
;// CONCATENATED MODULE: ./src/collection/formats/postman/convert.ts
// Postman collections (v2.0 and v2.1) \u2192 an assay collection: folders flattened into tests tagged
// with their folder, requests with headers, bodies and auth, `{{x}}` \u2192 `${{ vars.x }}`, and simple
// `pm.test` status/body checks as validators. Anything else is named in a comment.



const DYNAMIC = {
    $guid: '${{ func.guid() }}',
    $randomUUID: '${{ func.guid() }}',
    $randomInt: '${{ func.random() }}',
    $isoTimestamp: '${{ func.utcnow() }}',
};
function convertPostman(collection, environment) {
    if (!convert_isObject(collection) || !convert_isObject(collection.info) || !Array.isArray(collection.item))
        throw new Error('not a Postman collection: expected `info` and `item` (export it as Collection v2.1 or v2.0)');
    const schema = String(collection.info.schema ?? '');
    if (schema !== '' && !/v2\.[01]\.\d/.test(schema))
        throw new Error(`unsupported Postman collection schema ${schema}: assay imports v2.0 and v2.1`);
    const notes = [];
    const tests = [];
    // Variables Postman marks secret, or named like a credential (`apiKey`, `password`), are
    // referenced as assay secrets (their values are never copied).
    const secrets = new Set([collection.variable, convert_isObject(environment) ? environment.values : undefined]
        .flatMap((list) => (Array.isArray(list) ? list : []))
        .filter((v) => convert_isObject(v) && (v.type === 'secret' || (0,model_credentials/* isCredentialName */.hN)(String(v.key))))
        .map((v) => String(v.key)));
    walk(collection.item, [], asAuth(collection.auth), tests, notes, secrets);
    const name = typeof collection.info.name === 'string' ? collection.info.name : 'Postman collection';
    const header = [`Imported by assay from the Postman collection "${name}".`];
    if (Array.isArray(collection.event) && collection.event.length > 0)
        header.push('not converted: collection-level scripts (pre-request/test) \u2014 see the original collection');
    const yaml = writeCollection(header, { name }, tests);
    return { yaml, envFile: envFile(collection.variable, environment), notes };
}
function walk(items, folders, inherited, tests, notes, secrets) {
    for (const item of items) {
        if (!convert_isObject(item))
            continue;
        const name = typeof item.name === 'string' ? item.name : 'request';
        const auth = item.auth === undefined ? inherited : asAuth(item.auth);
        if (Array.isArray(item.item)) {
            walk(item.item, [...folders, name], auth, tests, notes, secrets);
            continue;
        }
        if (item.request === undefined)
            continue;
        const test = convertRequest(item, [...folders, name], folders, auth, secrets);
        for (const note of test.notes)
            notes.push(`${[...folders, name].join(' / ')}: ${note}`);
        tests.push(test);
    }
}
function convertRequest(item, path, folders, auth, secrets) {
    const notes = [];
    const request = typeof item.request === 'string' ? { url: item.request, method: 'GET' } : item.request;
    const method = String(request.method ?? 'GET').toUpperCase();
    const url = urlWithoutCredentials(variables(urlOf(request.url), notes, secrets), notes);
    const headers = {};
    for (const header of Array.isArray(request.header) ? request.header : []) {
        if (!convert_isObject(header) || header.disabled === true || typeof header.key !== 'string')
            continue;
        const value = variables(String(header.value ?? ''), notes, secrets);
        headers[header.key] =
            value === '' || value.includes('${{') || !(0,model_credentials/* isCredentialName */.hN)(header.key)
                ? value
                : (0,formats_credentials/* recordedSecret */.ly)(header.key, 'header', notes);
    }
    const query = [];
    applyAuth(request.auth === undefined ? auth : asAuth(request.auth), headers, query, notes);
    const body = bodyOf(request.body, headers, notes, secrets);
    const validators = testScripts(item.event, notes);
    const fullUrl = query.length > 0 ? `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}` : url;
    const entry = {
        name: path.join(' / '),
        method,
        url: fullUrl,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(folders.length > 0 ? { tags: folders } : {}),
        ...(validators.length > 0 ? { validators } : {}),
    };
    if (url === '')
        return { entry, notes, skipped: 'the request has no URL' };
    return { entry, notes };
}
function urlOf(url) {
    if (typeof url === 'string')
        return url;
    if (!convert_isObject(url))
        return '';
    if (typeof url.raw === 'string')
        return url.raw;
    const host = Array.isArray(url.host) ? url.host.join('.') : String(url.host ?? '');
    const path = Array.isArray(url.path) ? url.path.join('/') : String(url.path ?? '');
    return `${url.protocol ? `${String(url.protocol)}://` : ''}${host}/${path}`;
}
/** The URL with the value of each credential-looking query parameter replaced by a secret. */
function urlWithoutCredentials(url, notes) {
    const query = url.indexOf('?');
    if (query < 0)
        return url;
    const hash = url.indexOf('#', query);
    const end = hash < 0 ? url.length : hash;
    return `${url.slice(0, query + 1)}${(0,formats_credentials/* formWithoutCredentials */.Z6)(url.slice(query + 1, end), notes, 'query parameter')}${url.slice(end)}`;
}
/** `{{name}}` \u2192 `${{ vars.name }}`; Postman's dynamic variables \u2192 assay functions where they exist. */
function variables(text, notes, secrets) {
    return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name) => {
        if (name.startsWith('$')) {
            const replacement = DYNAMIC[name];
            if (!replacement)
                notes.push(`dynamic variable {{${name}}} has no assay equivalent: left as written`);
            return replacement ?? whole;
        }
        if (!/^[A-Za-z_][\w.-]*$/.test(name)) {
            notes.push(`variable {{${name}}} is not a valid assay variable name: left as written`);
            return whole;
        }
        return `\${{ ${secrets.has(name) ? 'secrets' : 'vars'}.${name} }}`;
    });
}
function bodyOf(body, headers, notes, secrets) {
    if (!convert_isObject(body) || body.disabled === true)
        return undefined;
    const setType = (type) => {
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
            headers['Content-Type'] = type;
    };
    switch (body.mode) {
        case 'raw': {
            const raw = typeof body.raw === 'string' ? body.raw : '';
            if (raw === '')
                return undefined;
            const language = convert_isObject(body.options) && convert_isObject(body.options.raw) ? body.options.raw.language : undefined;
            if (language === 'json')
                setType('application/json');
            else if (language === 'xml')
                setType('application/xml');
            else if (language === 'text')
                setType('text/plain');
            return (0,formats_credentials/* bodyWithoutCredentials */.R5)(variables(raw, notes, secrets), notes);
        }
        case 'urlencoded': {
            const fields = (Array.isArray(body.urlencoded) ? body.urlencoded : []).filter((field) => convert_isObject(field) && field.disabled !== true);
            setType('application/x-www-form-urlencoded');
            return (0,formats_credentials/* formWithoutCredentials */.Z6)(fields
                .map((f) => `${encodeURIComponent(String(f.key))}=${variables(encodeForm(String(f.value ?? '')), notes, secrets)}`)
                .join('&'), notes);
        }
        case 'graphql': {
            const graphql = convert_isObject(body.graphql) ? body.graphql : {};
            setType('application/json');
            let variablesValue = {};
            try {
                variablesValue =
                    typeof graphql.variables === 'string' && graphql.variables.trim() ? JSON.parse(graphql.variables) : {};
            }
            catch {
                notes.push('GraphQL variables are not valid JSON: sent empty');
            }
            return variables(JSON.stringify({ query: graphql.query ?? '', variables: variablesValue }), notes, secrets);
        }
        default:
            notes.push(`${String(body.mode)} body not converted (assay sends text and JSON bodies): add it by hand`);
            return undefined;
    }
}
/** Encodes a form value but keeps `{{x}}` references intact for conversion. */
function encodeForm(value) {
    return value
        .split(/(\{\{[^{}]+\}\})/)
        .map((part) => (part.startsWith('{{') ? part : encodeURIComponent(part)))
        .join('');
}
function asAuth(auth) {
    return convert_isObject(auth) ? auth : undefined;
}
/** Postman keeps auth parameters as a list of {key, value} (v2.1) or a map (v2.0). */
function authParameters(auth, type) {
    const raw = auth[type];
    if (Array.isArray(raw))
        return Object.fromEntries(raw.filter(convert_isObject).map((p) => [String(p.key), String(p.value ?? '')]));
    return convert_isObject(raw) ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])) : {};
}
function applyAuth(auth, headers, query, notes) {
    if (!auth || auth.type === 'noauth' || auth.type === undefined)
        return;
    const type = String(auth.type);
    const p = authParameters(auth, type);
    if (type === 'bearer')
        headers.Authorization = `Bearer ${secretValue(p.token, 'token', notes)}`;
    else if (type === 'basic') {
        notes.push('basic auth: pass the base64 of user:password with --secrets basicAuth=\u2026');
        headers.Authorization = 'Basic ${{ secrets.basicAuth }}';
    }
    else if (type === 'apikey') {
        const value = secretValue(p.value, 'apiKey', notes);
        if (p.in === 'query')
            query.push(`${encodeURIComponent(p.key ?? 'api_key')}=${value}`);
        else
            headers[p.key ?? 'X-API-Key'] = value;
    }
    else
        notes.push(`${type} auth not converted: add the header it sends by hand`);
}
/** A credential is never copied into the collection: a `{{var}}` stays a variable, a literal becomes a secret. */
function secretValue(value, name, notes) {
    const reference = /^\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}$/.exec(value ?? '');
    if (reference)
        return `\${{ secrets.${reference[1]} }}`;
    notes.push(`the ${name} written in the collection is not copied: pass it with --secrets ${name}=\u2026`);
    return `\${{ secrets.${name} }}`;
}
/** Recognisable `pm.test` checks \u2192 validators; the rest named in notes. */
function testScripts(events, notes) {
    const validators = [];
    for (const event of Array.isArray(events) ? events : []) {
        if (!convert_isObject(event) || !convert_isObject(event.script))
            continue;
        const exec = event.script.exec;
        const source = Array.isArray(exec) ? exec.join('\n') : String(exec ?? '');
        if (source.trim() === '')
            continue;
        if (event.listen === 'prerequest') {
            notes.push('pre-request script not converted');
            continue;
        }
        for (const statement of statements(source)) {
            const validator = recognise(statement);
            if (validator)
                validators.push(validator);
            else
                notes.push(`test script not converted: ${statement.length > 100 ? `${statement.slice(0, 97)}...` : statement}`);
        }
    }
    return validators;
}
/** The checks in a script: each `pm.test(...)` block's body statements, or top-level statements. */
function statements(source) {
    return source
        .split(/;\s*\n|\n/)
        .map((line) => line.trim().replace(/;$/, ''))
        .filter((line) => line !== '' &&
        !line.startsWith('//') &&
        !/^pm\.test\(.*function\s*\(\)\s*\{$|^pm\.test\(.*=>\s*\{$/.test(line) &&
        !/^\}\)?;?$/.test(line));
}
const STATUS = [
    /^pm\.response\.to\.have\.status\((\d{3})\)$/,
    /^pm\.expect\(pm\.response\.code\)\.to\.(?:eql|equal|be\.equal|eq)\((\d{3})\)$/,
    /^tests\[["'].*["']\]\s*=\s*responseCode\.code\s*===?\s*(\d{3})$/,
];
function recognise(statement) {
    // A one-line pm.test("name", () => pm.response.to.have.status(200)) or with function() { \u2026; }
    const inline = /^pm\.test\([^,]+,\s*(?:function\s*\(\)\s*\{|\(\)\s*=>\s*\{?)\s*(.+?)\s*;?\s*\}?\s*\)$/.exec(statement);
    const body = inline ? inline[1].replace(/;\s*\}$/, '').trim() : statement;
    for (const pattern of STATUS) {
        const match = pattern.exec(body);
        if (match)
            return { 'status-code': Number(match[1]) };
    }
    if (/^pm\.response\.to\.be\.(ok|success)$/.test(body))
        return body.endsWith('ok') ? { 'status-code': 200 } : { 'is-successful': true };
    const includes = /^pm\.expect\(pm\.response\.text\(\)\)\.to\.(?:include|contain|have\.string)\((["'`])(.*)\1\)$/.exec(body);
    if (includes)
        return { 'body-contains': includes[2] };
    const hasBody = /^pm\.response\.to\.have\.body\((["'`])(.*)\1\)$/.exec(body);
    if (hasBody)
        return { 'body-equals': hasBody[2] };
    const time = /^pm\.expect\(pm\.response\.responseTime\)\.to\.be\.(?:below|lessThan|lt)\((\d+)\)$/.exec(body);
    if (time)
        return { 'response-time': Number(time[1]) };
    return undefined;
}
function envFile(collectionVariables, environment) {
    const lines = [];
    const add = (entries, origin) => {
        for (const variable of Array.isArray(entries) ? entries : []) {
            if (!convert_isObject(variable) || variable.disabled === true || variable.enabled === false)
                continue;
            const name = String(variable.key ?? '');
            if (!/^[A-Za-z_][\w.-]*$/.test(name))
                continue;
            if (variable.type === 'secret' || (0,model_credentials/* isCredentialName */.hN)(name))
                lines.push(`# ${origin} secret: pass it with --secrets ${name}=\u2026 (value not copied)`);
            else
                lines.push(`${name}=${String(variable.value ?? '').replace(/\r?\n/g, ' ')}`);
        }
    };
    add(collectionVariables, 'collection');
    if (convert_isObject(environment))
        add(environment.values, 'environment');
    return lines.length > 0 ? `# Variables from Postman, for --env-file.\n${lines.join('\n')}\n` : '';
}
function convert_isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/collection/import.ts
// `assay import`: other tools' files \u2192 editable assay collections (YAML text), plus what could not be
// carried over. Reading the input and converting happen here; the command writes the files.








const IMPORT_KINDS = ['openapi', 'postman', 'har', 'hurl'];

/** Converts the input; a problem the user can fix is thrown as an Error with a one-line message. */
async function importCollection(request) {
    const absolute = external_node_path_default().resolve(request.cwd, request.file);
    const text = await readInput(absolute, request.file);
    const base = external_node_path_default().basename(absolute, external_node_path_default().extname(absolute)).replace(/\.(postman_collection|har)$/i, '');
    switch (request.kind) {
        case 'openapi': {
            const conversion = await (0,openapi.convertOpenApi)({ file: request.file, absolutePath: absolute, text }, {
                mode: 'import',
                variables: {},
                secrets: {},
                specPath: specPathFrom(request.outputDirectory ?? request.cwd, absolute, request.cwd),
            });
            if (!conversion)
                throw new Error(`${request.file} is not an OpenAPI 3.x or Swagger 2.0 document`);
            if (!conversion.collection)
                throw new Error((0,diagnostics/* formatDiagnostics */.o)(conversion.diagnostics, new Map([[request.file, text]]), false).trimEnd());
            const notes = [...conversion.collection.yaml.matchAll(/^ {2}# (not generated: .*)$/gm)].map((m) => m[1]);
            return { files: [{ name: `${base}.yaml`, text: conversion.collection.yaml }], notes };
        }
        case 'postman': {
            const environment = request.environment === undefined
                ? undefined
                : parseJson(await readInput(external_node_path_default().resolve(request.cwd, request.environment), request.environment), request.environment);
            const result = convertPostman(parseJson(text, request.file), environment);
            const files = [{ name: `${base}.yaml`, text: result.yaml }];
            if (result.envFile !== '')
                files.push({ name: `${base}.env`, text: result.envFile });
            return { files, notes: result.notes };
        }
        case 'har': {
            const result = convertHar(parseJson(text, request.file), { host: request.host, name: base });
            if (result.converted === 0)
                throw new Error(request.host !== undefined && result.filtered > 0
                    ? `no entry of ${request.file} is a request to ${request.host}`
                    : `${request.file} has no requests`);
            return { files: [{ name: `${base}.yaml`, text: result.yaml }], notes: result.notes };
        }
        case 'hurl':
            return importHurl({
                file: request.file,
                absolutePath: absolute,
                text,
                name: base,
                outputDirectory: request.outputDirectory ?? request.cwd,
                secrets: new Set(request.secrets ?? []),
            });
    }
}
/**
 * The spec as the written collection names it: relative to the output directory when both are in
 * the working directory (a repository keeps working when it moves), else absolute.
 */
function specPathFrom(directory, spec, cwd) {
    const inside = (file) => !external_node_path_default().relative(cwd, file).startsWith('..');
    if (!inside(directory) || !inside(spec))
        return spec;
    return external_node_path_default().relative(directory, spec).split((external_node_path_default()).sep).join('/');
}
async function readInput(absolute, shown) {
    const file = await (0,file_access/* readNamedFile */.wh)(absolute, shown, file_access/* ANYWHERE */.eY);
    if ('problem' in file)
        throw new Error(file.problem);
    return (0,file_access/* namedText */.Jk)(file);
}
function parseJson(text, shown) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${shown} is not valid JSON: ${error.message}`);
    }
    // The converters walk folders and values recursively: a document deeper than any export is refused first.
    const deep = (0,nesting/* tooDeep */.DI)(value);
    if (deep)
        throw new Error(`${shown} is nested more than ${nesting/* MAX_NESTING */.M1} levels deep, at ${(0,nesting/* jsonPathOf */.fh)(deep)}`);
    return value;
}

;// CONCATENATED MODULE: ./src/cli/commands/import.ts
// `assay import <openapi|postman|har> <file> [-o dir]` (and `hurl <files\u2026>`): writes editable assay
// collections, then loads what it wrote as a run would, so a file that would not load is never left
// behind silently.






const USAGE = `Usage: assay import <openapi|postman|har> <file> [-o <dir>] [options]
       assay import hurl <files\u2026> [-o <dir>] [--secret <name>\u2026]

Writes an editable assay collection (YAML) from another tool's file, with comments where
something could not be carried over.

  openapi   an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON): one test per operation
  postman   a Postman collection v2.0/v2.1 (JSON); variables go to <name>.env for --env-file
  har       an HTTP Archive (JSON): one test per recorded request
  hurl      Hurl files: a collection per file, one test per entry, run in order

  -o, --output <dir>       directory to write to (default: the current directory)
      --host <host>        har: only requests to this host (e.g. api.example.com)
      --environment <file> postman: an exported environment whose values go to <name>.env
      --secret <name>      hurl: a {{name}} that is a secret, written \${{ secrets.name }} (repeatable;
                           names that say they hold a credential, such as token, are secrets anyway)
      --force              overwrite files that exist
  -h, --help               show this help

Exit codes: 0 written and loaded cleanly, 2 bad input.
`;
async function importCommand(argv, io) {
    const cwd = io.cwd ?? process.cwd();
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: argv,
            allowPositionals: true,
            options: {
                output: { type: 'string', short: 'o' },
                host: { type: 'string' },
                environment: { type: 'string' },
                secret: { type: 'string', multiple: true },
                force: { type: 'boolean' },
                help: { type: 'boolean', short: 'h' },
            },
        });
    }
    catch (error) {
        io.stderr.write(`assay import: ${error.message}\n\n${USAGE}`);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    if (parsed.values.help) {
        io.stdout.write(USAGE);
        return run_outcome/* EXIT_OK */.Ij;
    }
    const [kind, ...files] = parsed.positionals;
    if (kind === undefined || files.length === 0 || (kind !== 'hurl' && files.length > 1)) {
        io.stderr.write(`assay import: expected a kind and one file${kind === 'hurl' ? ' or more' : ''}\n\n${USAGE}`);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    if (!IMPORT_KINDS.includes(kind)) {
        io.stderr.write(`assay import: unknown kind ${JSON.stringify(kind)}; known: ${IMPORT_KINDS.join(', ')}\n`);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    if (parsed.values.host !== undefined && kind !== 'har')
        return usage(io, '--host applies to `assay import har`');
    if (parsed.values.environment !== undefined && kind !== 'postman')
        return usage(io, '--environment applies to `assay import postman`');
    if (parsed.values.secret !== undefined && kind !== 'hurl')
        return usage(io, '--secret applies to `assay import hurl`');
    const directory = external_node_path_default().resolve(cwd, parsed.values.output ?? '.');
    const results = [];
    for (const file of files)
        try {
            results.push(await importCollection({
                kind: kind,
                file,
                cwd,
                outputDirectory: directory,
                ...(parsed.values.host !== undefined ? { host: parsed.values.host } : {}),
                ...(parsed.values.environment !== undefined ? { environment: parsed.values.environment } : {}),
                ...(parsed.values.secret !== undefined ? { secrets: parsed.values.secret } : {}),
            }));
        }
        catch (error) {
            if (error instanceof PositionedInputError)
                io.stderr.write(`${error.message}\n`);
            else
                io.stderr.write(`assay import: ${error.message}\n`);
            return run_outcome/* EXIT_USAGE */.Ri;
        }
    const targets = results.flatMap((result) => result.files.map((f) => ({ ...f, absolute: external_node_path_default().join(directory, f.name) })));
    const twice = targets.find((target, i) => targets.findIndex((t) => t.absolute === target.absolute) !== i);
    if (twice !== undefined)
        return usage(io, `two inputs would both be written to ${shown(twice.absolute, cwd)}`);
    if (!parsed.values.force)
        for (const target of targets)
            if (await (0,promises_.stat)(target.absolute).catch(() => undefined)) {
                io.stderr.write(`assay import: ${shown(target.absolute, cwd)} exists; pass --force to overwrite it\n`);
                return run_outcome/* EXIT_USAGE */.Ri;
            }
    try {
        await (0,promises_.mkdir)(directory, { recursive: true });
        for (const target of targets)
            await (0,promises_.writeFile)(target.absolute, target.text);
    }
    catch (error) {
        io.stderr.write(`assay import: cannot write to ${shown(directory, cwd)}: ${error.message}\n`);
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    // The first file of each input is its collection (a Postman import's second is its .env).
    const collections = results.map((result) => external_node_path_default().join(directory, result.files[0].name));
    const collectionTexts = results.map((result) => result.files[0].text).join('\n');
    // Checked as a run would with every variable and secret it names given (their values come at run time).
    const given = (kind) => Object.fromEntries(results.flatMap((r) => r.given?.[kind] ?? []).map((name) => [name, STAND_IN]));
    const loaded = await (0,collection/* loadCollections */.s6)(collections, {
        cwd,
        variables: { ...given('variables'), ...namesIn(collectionTexts, 'vars') },
        secrets: { ...given('secrets'), ...namesIn(collectionTexts, 'secrets') },
        env: {},
    });
    const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
    for (const target of targets)
        io.stdout.write(`wrote ${shown(target.absolute, cwd)}\n`);
    const tests = loaded.collections.reduce((sum, collection) => sum + collection.tests.length, 0);
    const notes = results.flatMap((result) => result.notes);
    io.stdout.write(`${tests} test${tests === 1 ? '' : 's'}; ${notes.length} note${notes.length === 1 ? '' : 's'} on what was not carried over${notes.length > 0 ? ' (comments in the file):' : ''}\n`);
    for (const note of notes)
        io.stdout.write(`  - ${note}\n`);
    const counts = results.map((result) => result.counts).filter((c) => c !== undefined);
    if (counts.length > 0)
        io.stdout.write(`${countsLine(counts)}\n`);
    if (errors.length > 0) {
        io.stderr.write((0,collection/* formatDiagnostics */.oO)(errors, loaded.texts, false));
        io.stderr.write('assay import: the written collection does not load cleanly (an assay bug: please report it)\n');
        return run_outcome/* EXIT_USAGE */.Ri;
    }
    return run_outcome/* EXIT_OK */.Ij;
}
/** `converted without a note: 12/12 entries, 40/41 asserts, 3/3 captures`. */
function countsLine(counts) {
    const kinds = ['entries', 'asserts', 'captures'];
    const parts = kinds.map((kind) => {
        const clean = counts.reduce((sum, c) => sum + c[kind].clean, 0);
        const total = counts.reduce((sum, c) => sum + c[kind].total, 0);
        return `${clean}/${total} ${kind}`;
    });
    return `converted without a note: ${parts.join(', ')}`;
}
/**
 * A stand-in value for every name the text uses. It is an absolute URL, since the checker renders a
 * `baseUrl` or `url` made of variables to see that it is one (`${{ vars.baseUrl }}/items`).
 */
function namesIn(text, namespace) {
    const pattern = new RegExp(`\\$\\{\\{\\s*${namespace}\\.([\\w.-]+)\\s*\\}\\}`, 'g');
    return Object.fromEntries([...text.matchAll(pattern)].map((m) => [m[1], STAND_IN]));
}
const STAND_IN = 'https://stand-in.invalid';
function usage(io, message) {
    io.stderr.write(`assay import: ${message}\n`);
    return run_outcome/* EXIT_USAGE */.Ri;
}
function shown(absolute, cwd) {
    const relative = external_node_path_default().relative(cwd, absolute);
    return relative === '' || relative.startsWith('..') ? absolute : relative;
}


/***/ }),

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


/***/ })

};

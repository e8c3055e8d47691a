export const id = 592;
export const ids = [592];
export const modules = {

/***/ 548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatDiagnostics)
/* harmony export */ });
/* harmony import */ var _model_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3855);

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
    const prefix = start > 0 ? '…' : '';
    return {
        text: `${prefix}${line.slice(start, end)}${end < line.length ? '…' : ''}`,
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

/***/ 5557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ secretName),
/* harmony export */   R5: () => (/* binding */ bodyWithoutCredentials),
/* harmony export */   Z6: () => (/* binding */ formWithoutCredentials),
/* harmony export */   ly: () => (/* binding */ recordedSecret)
/* harmony export */ });
/* harmony import */ var _model_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1151);
/* harmony import */ var _model_nesting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7423);
// Importers copy no credential: a header, query parameter, form or JSON field whose name says it
// holds one (model/credentials.ts) becomes `${{ secrets.NAME }}`, named in the notes. NAME is the
// name in camel case (`X-Api-Key` → `xApiKey`, `proxy-authorization` → `proxyAuthorization`).
// A value that is already a reference (`${{ … }}`) is no recorded credential and stays.


function secretName(name) {
    const words = name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word.toLowerCase());
    const camel = words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
    return /^[A-Za-z_]/.test(camel) ? camel : `secret${camel}`;
}
/** `a=1&password=…` with each credential-looking field's value replaced by a secret. */
function formWithoutCredentials(form, notes, what = 'form field') {
    return form
        .split('&')
        .map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals < 0 ? '' : decodeFormName(pair.slice(0, equals));
        const value = pair.slice(equals + 1);
        if (equals < 0 || value === '' || value.includes('${{') || !(0,_model_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialName */ .hN)(name))
            return pair;
        return `${pair.slice(0, equals)}=${recordedSecret(name, what, notes)}`;
    })
        .join('&');
}
/** A JSON body with the string and number values of credential-looking fields replaced by secrets; a form body as a form. */
function bodyWithoutCredentials(text, notes) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return /^[^=&\s{[<]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(text.trim()) ? formWithoutCredentials(text, notes) : text;
    }
    // The walk below is recursive: a body nested deeper than any real one is kept as written.
    if ((0,_model_nesting_js__WEBPACK_IMPORTED_MODULE_1__/* .tooDeep */ .DI)(json))
        return text;
    let replaced = false;
    const walk = (value) => {
        if (Array.isArray(value))
            return value.map(walk);
        if (!isObject(value))
            return value;
        return Object.fromEntries(Object.entries(value).map(([name, field]) => {
            if ((typeof field !== 'string' && typeof field !== 'number') ||
                field === '' ||
                String(field).includes('${{') ||
                !(0,_model_credentials_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialName */ .hN)(name))
                return [name, walk(field)];
            replaced = true;
            return [name, recordedSecret(name, 'body field', notes)];
        }));
    };
    const safe = walk(json);
    return replaced ? JSON.stringify(safe) : text;
}
/** `${{ secrets.NAME }}` for a credential whose written value is not copied, named in the notes. */
function recordedSecret(name, what, notes) {
    const secret = secretName(name);
    notes.push(`the recorded ${what} ${name} is not copied: pass it with --secrets ${secret}=…`);
    return `\${{ secrets.${secret} }}`;
}
function decodeFormName(text) {
    try {
        return decodeURIComponent(text.replaceAll('+', ' '));
    }
    catch {
        return text;
    }
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 6327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ convertOpenApi),
  I: () => (/* binding */ openSpec)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(3014);
// EXTERNAL MODULE: ./src/collection/yaml/document.ts
var yaml_document = __webpack_require__(9845);
// EXTERNAL MODULE: ./src/engine/validators/openapi/operations.ts
var operations = __webpack_require__(1321);
// EXTERNAL MODULE: ./src/engine/validators/openapi/resolve.ts
var resolve = __webpack_require__(9535);
;// CONCATENATED MODULE: ./src/collection/formats/openapi/sample.ts
// Deterministic sample values from a JSON Schema (OpenAPI 2.0/3.0/3.1 flavour): the schema's own
// example, default, const or first enum value, else a value built from its type and constraints,
// valid against the schema. A schema that cannot be satisfied this way (a `pattern`, `not`) gives
// a reason instead of a guess.

const MAX_DEPTH = 6;
const FORMATS = {
    'date-time': '2026-01-01T00:00:00Z',
    date: '2026-01-01',
    time: '00:00:00Z',
    uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    email: 'user@example.com',
    uri: 'https://example.com',
    url: 'https://example.com',
    hostname: 'example.com',
    ipv4: '192.0.2.1',
    ipv6: '2001:db8::1',
    byte: 'c2FtcGxl',
    password: 'password',
};
function sampleFor(schema, file, resolver, depth = 0) {
    const resolved = resolver.deref(schema, file);
    if (resolved.value === undefined)
        return { ok: false, reason: 'its schema has a broken $ref' };
    const node = resolved.value;
    if (node === true || ((0,resolve/* isObject */.Gv)(node) && Object.keys(node).length === 0))
        return { ok: true, value: 'sample' };
    if (!(0,resolve/* isObject */.Gv)(node))
        return { ok: false, reason: 'it has no schema' };
    if (node.example !== undefined)
        return { ok: true, value: node.example };
    if (Array.isArray(node.examples) && node.examples.length > 0)
        return { ok: true, value: node.examples[0] };
    if (node.default !== undefined)
        return { ok: true, value: node.default };
    if (node.const !== undefined)
        return { ok: true, value: node.const };
    if (Array.isArray(node.enum) && node.enum.length > 0)
        return { ok: true, value: node.enum[0] };
    if (depth > MAX_DEPTH)
        return { ok: true, value: null };
    if (Array.isArray(node.allOf))
        return sampleAllOf(node, resolved.file, resolver, depth);
    for (const key of ['oneOf', 'anyOf']) {
        const options = node[key];
        if (Array.isArray(options) && options.length > 0)
            return sampleFor(options[0], resolved.file, resolver, depth + 1);
    }
    if (node.not !== undefined)
        return { ok: false, reason: 'its schema uses `not`, which assay does not generate values for' };
    const type = typeOf(node);
    switch (type) {
        case 'object':
            return sampleObject(node, resolved.file, resolver, depth);
        case 'array': {
            const minimum = typeof node.minItems === 'number' ? node.minItems : 1;
            const item = sampleFor(node.items ?? {}, resolved.file, resolver, depth + 1);
            if (!item.ok)
                return minimum === 0 ? { ok: true, value: [] } : item;
            return { ok: true, value: Array.from({ length: Math.max(minimum, 1) }, () => item.value) };
        }
        case 'integer':
        case 'number':
            return { ok: true, value: sampleNumber(node, type === 'integer') };
        case 'boolean':
            return { ok: true, value: true };
        case 'null':
            return { ok: true, value: null };
        default:
            return sampleString(node);
    }
}
function typeOf(node) {
    const type = node.type;
    if (Array.isArray(type))
        return type.find((t) => t !== 'null') ?? 'null';
    if (typeof type === 'string')
        return type;
    if ((0,resolve/* isObject */.Gv)(node.properties) || node.additionalProperties !== undefined)
        return 'object';
    if (node.items !== undefined)
        return 'array';
    return 'string';
}
function sampleObject(node, file, resolver, depth) {
    const value = {};
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    const properties = (0,resolve/* isObject */.Gv)(node.properties) ? node.properties : {};
    for (const [name, schema] of Object.entries(properties)) {
        const property = resolver.deref(schema, file).value;
        if ((0,resolve/* isObject */.Gv)(property) && property.readOnly === true)
            continue;
        // Optional properties are filled while shallow; deeper, only what is required (recursive schemas end).
        if (!required.has(name) && depth >= 3)
            continue;
        const sample = sampleFor(schema, file, resolver, depth + 1);
        if (sample.ok)
            value[name] = sample.value;
        else if (required.has(name))
            return { ok: false, reason: `property \`${name}\`: ${sample.reason}` };
    }
    return { ok: true, value };
}
function sampleAllOf(node, file, resolver, depth) {
    let merged = undefined;
    const { allOf, ...rest } = node;
    for (const part of [...allOf, ...(Object.keys(rest).length > 0 ? [rest] : [])]) {
        const sample = sampleFor(part, file, resolver, depth + 1);
        if (!sample.ok)
            return sample;
        merged = (0,resolve/* isObject */.Gv)(merged) && (0,resolve/* isObject */.Gv)(sample.value) ? { ...merged, ...sample.value } : (merged ?? sample.value);
    }
    return { ok: true, value: merged ?? {} };
}
function sampleNumber(node, integer) {
    const step = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : integer ? 1 : 0.5;
    let low = typeof node.minimum === 'number' ? node.minimum : -Infinity;
    let high = typeof node.maximum === 'number' ? node.maximum : Infinity;
    // 3.1 writes exclusive bounds as numbers, 3.0 as booleans next to minimum/maximum.
    if (typeof node.exclusiveMinimum === 'number')
        low = Math.max(low, node.exclusiveMinimum + step / 2);
    else if (node.exclusiveMinimum === true)
        low += step / 2;
    if (typeof node.exclusiveMaximum === 'number')
        high = Math.min(high, node.exclusiveMaximum - step / 2);
    else if (node.exclusiveMaximum === true)
        high -= step / 2;
    let value = low > -Infinity ? Math.ceil(low / step) * step : high < 1 ? Math.floor(high / step) * step : step;
    if (value > high)
        value = Math.floor(high / step) * step;
    return integer ? Math.round(value) : value;
}
function sampleString(node) {
    if (typeof node.pattern === 'string')
        return { ok: false, reason: `its schema has a \`pattern\` (${node.pattern}) and no example` };
    let value = (typeof node.format === 'string' && FORMATS[node.format]) || 'string';
    const min = typeof node.minLength === 'number' ? node.minLength : 0;
    const max = typeof node.maxLength === 'number' ? node.maxLength : Infinity;
    while (value.length < min)
        value += 'x';
    if (value.length > max)
        value = value.slice(0, max);
    return { ok: true, value };
}

// EXTERNAL MODULE: ./src/model/credentials.ts
var credentials = __webpack_require__(1151);
// EXTERNAL MODULE: ./src/collection/formats/credentials.ts
var formats_credentials = __webpack_require__(5557);
;// CONCATENATED MODULE: ./src/collection/formats/openapi/generate.ts



const SECRET_NAME = /^[A-Za-z_][\w.-]*$/;
/** Headers OpenAPI says are described elsewhere (content negotiation, security). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
function generateTests(spec, resolver, options) {
    return spec.operations.map((operation) => generateTest(operation, spec, resolver, options));
}
function generateTest(operation, spec, resolver, options) {
    const problems = [...operation.problems];
    const notes = [];
    let path = operation.path;
    const query = [];
    const headers = {};
    const cookies = [];
    for (const parameter of operation.parameters) {
        const value = credentialParameter(parameter, options, problems, notes) ?? parameterValue(parameter, resolver);
        if (!value.ok) {
            if (parameter.required)
                problems.push(`required ${parameter.in} parameter \`${parameter.name}\` has no value: ${value.reason}`);
            continue;
        }
        if (value.value === undefined)
            continue;
        // A `content` parameter is written in its media type: JSON text for a JSON one.
        const given = parameter.contentType !== undefined && /[/+]json\b/i.test(parameter.contentType)
            ? JSON.stringify(value.value)
            : value.value;
        if (parameter.in === 'path')
            path = path.split(`{${parameter.name}}`).join(encodeURIComponent(generate_text(given)));
        else if (parameter.in === 'query')
            appendQuery(query, parameter.name, given);
        else if (parameter.in === 'header' && !IGNORED_HEADERS.has(parameter.name.toLowerCase()))
            headers[parameter.name] = generate_text(given);
        else if (parameter.in === 'cookie')
            cookies.push(`${parameter.name}=${cookieValue(generate_text(given))}`);
    }
    // A template no parameter filled would be sent as written (`/pets/{petId}`).
    const declared = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => `{${p.name}}`));
    for (const [template] of path.matchAll(/\{[^}]*\}/g))
        if (!declared.has(template))
            problems.push(`the path's \`${template}\` is not a path parameter of the operation`);
    const auth = authFor(operation, spec.securitySchemes, options);
    if ('problem' in auth)
        problems.push(auth.problem);
    else {
        if (auth.schemes.length > 0)
            notes.push(`credentials: ${auth.schemes.map((name) => `--secrets ${name}=…`).join(' ')}`);
        Object.assign(headers, auth.headers);
        query.push(...auth.query);
        cookies.push(...auth.cookies);
    }
    if (cookies.length > 0)
        headers.Cookie = cookies.join('; ');
    const success = operation.responses.filter((r) => /^2(\d\d|XX)$/i.test(r.status));
    const accept = success.flatMap((r) => r.media.map((m) => m.contentType)).find((t) => t.includes('json'));
    if (accept)
        headers.Accept = accept;
    let body;
    if (operation.body) {
        const chosen = chooseBody(operation.body.media);
        if (!chosen) {
            const types = operation.body.media.map((m) => m.contentType).join(', ');
            if (operation.body.required)
                problems.push(`its request body (${types}) is not generated by assay`);
            else
                notes.push(`the optional request body (${types}) is not generated`);
        }
        else {
            const sample = chosen.example
                ? { ok: true, value: chosen.example.value }
                : chosen.schema === undefined
                    ? { ok: false, reason: 'no schema' }
                    : sampleFor(chosen.schema, chosen.file, resolver);
            if (!sample.ok) {
                if (operation.body.required)
                    problems.push(`its request body has no example and ${sample.reason}`);
                else
                    notes.push(`the optional request body is not sent: it has no example and ${sample.reason}`);
            }
            else {
                const encoded = encodeBody(chosen.contentType, sample.value);
                body = encoded.body;
                if (encoded.contentType)
                    headers['Content-Type'] = encoded.contentType;
            }
        }
    }
    // A documented range (2XX) admits any success status, as `is-successful` does.
    const exact = success.every((r) => /^\d+$/.test(r.status));
    const statuses = success.map((r) => Number(r.status));
    const validators = success.length > 0 && exact ? [{ 'status-code': statuses }] : [{ 'is-successful': true }];
    if (success.length === 0)
        notes.push('the operation documents no 2xx response: any 2xx passes');
    // Generated values are encoded; credential templates stay as written so they are filled in at run time.
    const search = query
        .map(([name, value]) => `${encodeURIComponent(name)}=${value.startsWith('${{') ? value : encodeURIComponent(value)}`)
        .join('&');
    const entry = {
        name: operation.summary ?? `${operation.method} ${operation.path}`,
        method: operation.method,
        url: `${path}${search ? `?${search}` : ''}`,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(body !== undefined ? { body } : {}),
        tags: [...operation.tags, ...(operation.operationId ? [operation.operationId] : [])],
        validators,
    };
    // assay has no escape for `${{`: a spec value holding it would be read as a reference.
    if (JSON.stringify(entry)
        .replace(/\$\{\{ (?:secrets|vars)\.[\w.-]+ \}\}/g, '')
        .includes('${{'))
        problems.push('a value from the spec contains `${{`, which assay would read as a reference');
    return {
        operation,
        entry,
        notes,
        successStatuses: success.map((r) => r.status),
        ...(problems.length > 0 ? { notRun: `not run: ${problems.join('; ')}` } : {}),
    };
}
/**
 * A header, query or cookie parameter named like a credential (`X-Api-Key`, `api_key`) is sent as a
 * secret, never as the spec's example: `${{ secrets.xApiKey }}` when given (or written by `assay
 * import`); a required one not given keeps the operation from running. Undefined for other parameters.
 */
function credentialParameter(parameter, options, problems, notes) {
    if (parameter.in === 'path' || !(0,credentials/* isCredentialName */.hN)(parameter.name))
        return undefined;
    // Authorization is the security schemes' (below), not a parameter's.
    if (parameter.in === 'header' && IGNORED_HEADERS.has(parameter.name.toLowerCase()))
        return undefined;
    const secret = (0,formats_credentials/* secretName */.Gf)(parameter.name);
    if (options.hasCredential(secret)) {
        notes.push(`the ${parameter.in} parameter ${parameter.name} is a credential: --secrets ${secret}=…`);
        return { ok: true, value: `\${{ secrets.${secret} }}` };
    }
    if (parameter.required)
        problems.push(`its ${parameter.in} parameter \`${parameter.name}\` is a credential: pass it with --secrets ${secret}=…`);
    return { ok: true, value: undefined };
}
/** A parameter's value: example(s), then default, then first enum value, then a generated one. */
function parameterValue(parameter, resolver) {
    const file = parameter.file;
    if (parameter.example)
        return { ok: true, value: parameter.example.value };
    const schema = resolver.deref(parameter.schema, file).value;
    if (schema === undefined || schema === null)
        return { ok: false, reason: 'it has no schema or example' };
    // An optional parameter is only sent when the spec gives a value for it.
    if (!parameter.required) {
        const given = schema;
        if (given.default === undefined && !Array.isArray(given.enum) && given.example === undefined)
            return { ok: true, value: undefined };
    }
    return sampleFor(schema, file, resolver);
}
function appendQuery(query, name, value) {
    if (Array.isArray(value))
        for (const item of value)
            query.push([name, generate_text(item)]);
    else
        query.push([name, generate_text(value)]);
}
/** A cookie value percent-encoded, but a secret reference as written. */
function cookieValue(value) {
    return value.startsWith('${{') ? value : encodeURIComponent(value);
}
function generate_text(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}
function chooseBody(media) {
    return (media.find((m) => /[/+]json\b/i.test(m.contentType)) ??
        media.find((m) => /x-www-form-urlencoded/i.test(m.contentType)) ??
        media.find((m) => /^text\//i.test(m.contentType) || /\*\/\*/.test(m.contentType)));
}
function encodeBody(contentType, value) {
    if (/[/+]json\b/i.test(contentType)) {
        const structured = typeof value === 'object' && value !== null;
        return {
            body: structured ? value : JSON.stringify(value),
            ...(structured && contentType.toLowerCase() === 'application/json' ? {} : { contentType }),
        };
    }
    if (/x-www-form-urlencoded/i.test(contentType) && typeof value === 'object' && value !== null) {
        const form = [];
        for (const [name, item] of Object.entries(value))
            appendQuery(form, name, item);
        return { body: new URLSearchParams(form).toString(), contentType };
    }
    return { body: generate_text(value), contentType: contentType.includes('*') ? 'text/plain' : contentType };
}
/** The first security alternative whose every scheme has a credential, as headers/query/cookies. */
function authFor(operation, schemes, options) {
    const none = { headers: {}, query: [], cookies: [], schemes: [] };
    if (operation.security.length === 0)
        return none;
    const wanted = [];
    for (const alternative of operation.security) {
        const names = Object.keys(alternative ?? {});
        if (names.length === 0)
            return none;
        if (names.every((name) => options.hasCredential(name) && SECRET_NAME.test(name))) {
            const auth = {
                headers: {},
                query: [],
                cookies: [],
                schemes: names,
            };
            for (const name of names) {
                const applied = applyScheme(name, schemes[name], auth);
                if (applied)
                    return { problem: applied };
            }
            return auth;
        }
        wanted.push(names.join(' + '));
    }
    return {
        problem: `it requires credentials (${wanted.join(' or ')}): pass them with --secrets ${wanted[0].split(' + ')[0]}=…`,
    };
}
function applyScheme(name, scheme, auth) {
    const secret = `\${{ secrets.${name} }}`;
    if (!scheme)
        return `its security scheme \`${name}\` is not defined in the spec`;
    if (scheme.type === 'apiKey' && scheme.name) {
        if (scheme.in === 'query')
            auth.query.push([scheme.name, secret]);
        else if (scheme.in === 'cookie')
            auth.cookies.push(`${scheme.name}=${secret}`);
        else
            auth.headers[scheme.name] = secret;
        return undefined;
    }
    if (scheme.type === 'basic' || (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')) {
        auth.headers.Authorization = `Basic ${secret}`;
        return undefined;
    }
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
        const kind = scheme.type === 'http' && scheme.scheme ? scheme.scheme : 'Bearer';
        auth.headers.Authorization = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${secret}`;
        return undefined;
    }
    return `its security scheme \`${name}\` (${scheme.type}) is not supported`;
}

;// CONCATENATED MODULE: ./src/collection/formats/openapi/render.ts
// Generated tests → the text of an assay YAML collection, with a comment above each test naming
// its operation and anything not carried over. In import mode, a test that cannot run as generated
// is written commented out with the reason, so the file loads cleanly and says what is missing.

function renderCollection(spec, tests, options) {
    const version = spec.version === '2.0' ? 'Swagger 2.0' : `OpenAPI ${spec.version}`;
    let text = `# Generated by assay from ${options.source} (${version}): one test per operation, in document order.\n`;
    text += (0,dist/* stringify */.As)({ name: spec.title ?? 'OpenAPI collection', baseUrl: options.baseUrl }, { lineWidth: 0 });
    if (options.specPath !== undefined) {
        text += '# Every response is checked against its operation in the spec: status, content type, schema, headers.\n';
        text += (0,dist/* stringify */.As)({ openapi: options.specPath }, { lineWidth: 0 });
    }
    text += 'tests:\n';
    let written = 0;
    for (const test of tests) {
        const { operation } = test;
        const skipped = options.mode === 'import' && test.notRun !== undefined;
        text += `\n  # ${operation.method} ${operation.path}${operation.operationId ? ` (operationId ${operation.operationId})` : ''}\n`;
        for (const note of test.notes)
            text += `  # note: ${note}\n`;
        const entry = indent((0,dist/* stringify */.As)([test.entry], { lineWidth: 0 }));
        if (skipped) {
            text += `  # ${test.notRun.replace(/^not run: /, 'not generated: ')}\n`;
            text += entry.replace(/^( *)(?=\S)/gm, '$1# ');
        }
        else {
            text += entry;
            written++;
        }
    }
    for (const { reason } of spec.unread)
        text += `\n  # not generated: ${reason}\n`;
    // A collection needs a test; with every operation commented out, say so in the file itself.
    if (written === 0)
        text = text.replace(/^tests:\n/m, 'tests: []\n');
    return text;
}
function indent(block) {
    return block.replace(/^(?=.)/gm, '  ');
}

// EXTERNAL MODULE: ./src/collection/sources.ts
var sources = __webpack_require__(3258);
// EXTERNAL MODULE: ./src/model/nesting.ts
var nesting = __webpack_require__(7423);
// EXTERNAL MODULE: ./src/engine/validators/openapi.ts + 3 modules
var openapi = __webpack_require__(9667);
// EXTERNAL MODULE: ./src/engine/validators/json-schema.ts
var json_schema = __webpack_require__(3150);
;// CONCATENATED MODULE: ./src/collection/formats/openapi/index.ts
// OpenAPI 3.0/3.1 and Swagger 2.0 documents as collections: recognised by content, references
// resolved, operations turned into assay test entries. The result is the collection's YAML text
// (what `assay import openapi` writes) plus, per test, what the run needs beyond it: where the
// operation is written in the spec, its not-run reason and the spec operation it checks.
// Imported statically: a dynamic import would give the command line and the action the same chunk
// file name (scripts/build.mjs refuses that), and the module is small (no parser library).











/**
 * Reads a spec with its referenced files: the operations in one shape, or the diagnostics that make it
 * unusable (positioned in the spec file); undefined when the text is not an OpenAPI/Swagger document.
 */
async function openSpec(input) {
    const parsed = (0,yaml_document/* parseYaml */.h)(input.file, input.text);
    if (!parsed.document)
        return { diagnostics: parsed.diagnostics };
    const document = parsed.document;
    const contents = document.contents;
    // A collection may have `openapi:` too (the spec it is checked against), never `paths`.
    if (!(0,dist/* isMap */.jh)(contents) ||
        !(contents.has('openapi') || contents.has('swagger')) ||
        (contents.has('tests') && !contents.has('paths')))
        return parsed.diagnostics.length > 0 ? { diagnostics: parsed.diagnostics } : undefined;
    if (parsed.diagnostics.some((d) => d.severity === 'error'))
        return { diagnostics: parsed.diagnostics };
    const at = (pointer) => positionOf(document, parsed.lineCounter.linePos, pointer);
    const error = (pointer, code, message, hint) => ({
        severity: 'error',
        code,
        message,
        file: input.file,
        ...at(pointer),
        ...(hint ? { hint } : {}),
    });
    const root = document.toJS({ maxAliasCount: 1000 });
    const deep = (0,nesting/* tooDeep */.DI)(root);
    if (deep)
        return {
            diagnostics: [error(deep, 'nested-too-deeply', `the spec is nested more than ${nesting/* MAX_NESTING */.M1} levels deep here`)],
        };
    const version = (0,operations/* specVersion */.k)(root);
    if (!version)
        return {
            diagnostics: [
                error([root.openapi !== undefined ? 'openapi' : 'swagger'], 'openapi-version', `unsupported spec version ${JSON.stringify(root.openapi ?? root.swagger)}`, 'assay reads Swagger 2.0 (`swagger: "2.0"`) and OpenAPI 3.0 and 3.1 (`openapi: 3.0.3`, `openapi: 3.1.0`)'),
            ],
        };
    if (!(0,resolve/* isObject */.Gv)(root.paths) || Object.keys(root.paths).length === 0)
        return {
            diagnostics: [
                error((0,resolve/* isObject */.Gv)(root.paths) ? ['paths'] : [], 'openapi-no-paths', 'the spec has no operations under `paths`, so there is nothing to test'),
            ],
        };
    const location = input.absolutePath ?? input.file;
    const policy = input.filePolicy ?? file_access/* ANYWHERE */.eY;
    const resolver = new resolve/* RefResolver */.uY({ location, root }, (path, shown) => (0,file_access/* readNamedFileSync */.hp)(path, shown, policy));
    if (/^https?:\/\//i.test(location))
        await resolver.loadReferencedUrls(fetchReferenced());
    else
        resolver.loadReferencedFiles();
    const diagnostics = resolver.broken.map((broken) => broken.file === location
        ? error([...broken.pointer, '$ref'], 'openapi-ref', `cannot follow $ref ${JSON.stringify(broken.ref)}: ${broken.reason}`)
        : error([], 'openapi-ref', `in ${broken.file}: cannot follow $ref ${JSON.stringify(broken.ref)}: ${broken.reason}`));
    for (const file of resolver.files.values())
        for (const { ref, pointer } of (0,resolve/* refsIn */.A5)(file.root)) {
            const reported = resolver.broken.some((b) => b.ref === ref && b.file === file.location);
            if (reported || resolver.target(ref, file.location) !== undefined)
                continue;
            const message = `$ref ${JSON.stringify(ref)} points to nothing`;
            diagnostics.push(file.location === location
                ? error([...pointer, '$ref'], 'openapi-ref', message, 'check the spelling of the path after `#`')
                : error([], 'openapi-ref', `in ${file.location}: ${message}`));
        }
    if (diagnostics.length > 0)
        return { diagnostics };
    return { spec: (0,operations/* readSpec */.O)(root, version, resolver), resolver, root, at, error };
}
/**
 * Fetches the documents a spec read from a URL refers to, as `-c <url>` fetches (time limit, size
 * limit, redirects), and no more than one collection's size together.
 */
function fetchReferenced() {
    let total = 0;
    return async (url) => {
        const [loaded] = await (0,sources/* loadSources */.Dl)([url], process.cwd());
        const problem = loaded.diagnostics.find((d) => d.severity === 'error');
        if (problem || loaded.sources.length !== 1)
            throw new Error((problem?.message ?? 'nothing was read').replace(/^fetching the collection failed: /, ''));
        total += loaded.sources[0].text.length;
        if (total > sources/* MAX_COLLECTION_BYTES */.gq)
            throw new Error(`the documents the spec refers to are larger than ${sources/* MAX_COLLECTION_BYTES */.gq} bytes together`);
        return loaded.sources[0].text;
    };
}
/** Converts the spec, or returns undefined when the document is not an OpenAPI/Swagger document after all. */
async function convertOpenApi(input, options) {
    const opened = await openSpec(input);
    if (!opened || !('spec' in opened))
        return opened;
    const { spec, resolver, root, at, error } = opened;
    const location = input.absolutePath ?? input.file;
    // An imported collection without a usable server asks for the address at run time instead.
    const found = baseUrlFor(spec, input, options.variables);
    const baseUrl = 'problem' in found && options.mode === 'import' ? { value: '${{ vars.baseUrl }}' } : found;
    if ('problem' in baseUrl)
        return {
            diagnostics: [
                error(root.servers !== undefined ? ['servers'] : root.host !== undefined ? ['host'] : [], 'openapi-base-url', baseUrl.problem, 'pass the address of the API with --variables baseUrl=http://host:port'),
            ],
        };
    const tests = generateTests(spec, resolver, {
        hasCredential: (scheme) => options.mode === 'import' || Object.hasOwn(options.secrets, scheme),
    });
    // Each test checks its response against its operation: the spec already read is the contract.
    await (0,json_schema/* loadSchemaCompiler */.TQ)();
    const checkOf = (0,openapi/* generatedCheck */.u)(input.file, spec, resolver);
    // Path entries that give no operation are named, never dropped silently (import: comments in the file).
    const unread = spec.unread.map(({ pointer, reason }) => ({
        ...error(pointer, 'openapi-not-read', reason),
        severity: 'warning',
    }));
    return {
        diagnostics: options.mode === 'run' ? unread : [],
        collection: {
            yaml: renderCollection(spec, tests, {
                source: input.file,
                baseUrl: baseUrl.value,
                mode: options.mode,
                ...(options.specPath !== undefined ? { specPath: options.specPath } : {}),
            }),
            tests: tests
                .filter((test) => options.mode === 'run' || test.notRun === undefined)
                .map((test) => ({
                position: at(test.operation.pointer),
                ...(test.notRun !== undefined ? { notRun: test.notRun } : {}),
                operation: referenceOf(test, location),
                check: checkOf(test.operation),
            })),
        },
    };
}
/**
 * `--variables baseUrl=` wins (written as a reference so it stays a variable); else the first server,
 * a relative one resolved against the URL the spec was fetched from (keeping its port).
 */
function baseUrlFor(spec, input, variables) {
    if (Object.hasOwn(variables, 'baseUrl'))
        return { value: '${{ vars.baseUrl }}' };
    const server = spec.server;
    if (server !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(server)) {
        if (/\{[^}]*\}/.test(server))
            return { problem: `the server URL ${server} has a variable without a default` };
        return { value: server.replace(/\/+$/, '') };
    }
    if (/^https?:\/\//i.test(input.file))
        return { value: new URL(server ?? '/', input.file).href.replace(/\/+$/, '') };
    return {
        problem: server === undefined
            ? 'the spec names no server, so assay does not know where to send requests'
            : `the spec's server URL ${server} is relative and the spec was not read from a URL`,
    };
}
function referenceOf(test, spec) {
    const { operation } = test;
    return {
        spec,
        pointer: `#/${operation.pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
        method: operation.method,
        path: operation.path,
        ...(operation.operationId ? { operationId: operation.operationId } : {}),
        successStatuses: test.successStatuses,
    };
}
/** Line and column of the node at `pointer`, or of its nearest ancestor that exists. */
function positionOf(document, linePos, pointer) {
    for (let length = pointer.length; length >= 0; length--) {
        const path = pointer.slice(0, length);
        const parent = length === 0 ? undefined : document.getIn(path.slice(0, -1), true);
        // Point at the key (`get:`, `$ref:`) rather than the value below it.
        if ((0,dist/* isMap */.jh)(parent)) {
            const pair = parent.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && String(item.key.value) === path[length - 1]);
            const range = pair && (0,dist/* isScalar */.jn)(pair.key) ? pair.key.range : undefined;
            if (range) {
                const { line, col } = linePos(range[0]);
                return { line, column: col };
            }
        }
        if (length === 0)
            return { line: 1, column: 1 };
    }
    return { line: 1, column: 1 };
}


/***/ }),

/***/ 3258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dl: () => (/* binding */ loadSources),
/* harmony export */   gq: () => (/* binding */ MAX_COLLECTION_BYTES),
/* harmony export */   t: () => (/* binding */ INTERRUPTED)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_credentials_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1151);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3014);
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
        return failure(sourceError('empty-directory', displayPath(absolute, cwd) || value, 'no collection files (*.yaml, *.yml, *.json) in this directory', 'dot-directories (.git, .github, …), node_modules and the report directory are not searched'));
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
        const { getGlobalDispatcher, interceptors, request } = await Promise.all(/* import() | undici */[__webpack_require__.e(7), __webpack_require__.e(215)]).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
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
            return failure(sourceError('fetch-failed', url, `fetching the collection failed: the server answered ${response.statusCode}`, 'check the URL, and its credentials if it needs them (`https://user:password@host/…`, `?token=…`)'));
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

/***/ 9845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
// YAML 1.2 (and so JSON) text → a YAML document with source positions, or diagnostics.

const TOO_DEEP = {
    severity: 'error',
    code: 'nested-too-deeply',
    message: 'the collection is nested too deeply to read',
    file: '',
    line: 0,
    column: 0,
    hint: 'collections need only a few levels; bodies and metadata may nest up to 64',
};
/** The nesting TOO_DEEP's hint promises (as `formats/assay/values.ts` reads values). */
const MAX_VALUE_DEPTH = 64;
/** A mapping key as written: quoted, or plain up to the `:`. */
const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:#,[\]{}]*[^\s:#,[\]{}])/;
/** YAML syntax errors after the first few are mostly echoes of the first. */
const MAX_SYNTAX_ERRORS = 5;
function parseYaml(file, text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: false, version: '1.2' });
    }
    catch (error) {
        // The parser recurses on nesting; a stack overflow it does not catch itself ends here.
        if (!(error instanceof RangeError))
            throw error;
        return { lineCounter, diagnostics: [{ ...TOO_DEEP, file, ...tooDeepAt(text) }] };
    }
    const errors = document.errors;
    if (errors.length === 0)
        return { document, lineCounter, diagnostics: [] };
    const exhausted = errors.find((error) => error.code === 'RESOURCE_EXHAUSTION');
    const diagnostics = exhausted
        ? [syntaxDiagnostic(file, text, lineCounter, exhausted)]
        : withUnquotedFlowValues(file, text, lineCounter, errors).slice(0, MAX_SYNTAX_ERRORS);
    // After duplicate keys the document is still whole (the first occurrence wins): check the rest too.
    const whole = errors.every((error) => error.code === 'DUPLICATE_KEY');
    return { ...(whole ? { document } : {}), lineCounter, diagnostics };
}
/**
 * Where flow nesting (`[`, `{`, as in JSON) first goes deeper than bodies may: the parser gives no
 * position when it overflows, so the text is scanned for one. Block nesting is not located.
 */
function tooDeepAt(text) {
    let depth = 0;
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === '\n') {
            line++;
            lineStart = i + 1;
        }
        else if (char === '"' || char === "'") {
            // Skip a quoted scalar (JSON strings and YAML double quotes escape with `\`, single quotes with `''`).
            for (i++; i < text.length && text[i] !== char; i++)
                if (char === '"' && text[i] === '\\')
                    i++;
        }
        else if (char === '[' || char === '{') {
            if (++depth > MAX_VALUE_DEPTH)
                return { line, column: i - lineStart + 1 };
        }
        else if (char === ']' || char === '}')
            depth = Math.max(0, depth - 1);
    }
    return {};
}
function syntaxDiagnostic(file, text, lineCounter, error) {
    const [start, end] = error.pos;
    const { line, col } = lineCounter.linePos(start);
    const at = {
        severity: 'error',
        file,
        line,
        column: col,
        length: Math.max(1, Math.min(end, lineEnd(text, start)) - start),
    };
    switch (error.code) {
        case 'DUPLICATE_KEY': {
            const key = KEY.exec(text.slice(start, lineEnd(text, start)))?.[0] ?? text.slice(start, end);
            return {
                ...at,
                length: Math.max(1, key.length),
                code: 'duplicate-key',
                message: `duplicate key \`${key.replace(/^["']|["']$/g, '')}\``,
                hint: 'each key may appear once in a mapping',
            };
        }
        case 'MULTIPLE_DOCS':
            return {
                ...at,
                code: 'multiple-documents',
                message: 'a collection file holds one YAML document, this one has several',
                hint: 'put each collection in its own file, or remove the `---` separator',
            };
        case 'RESOURCE_EXHAUSTION':
            // Where the parser gave up depends on the stack size: the position is where flow nesting passes 64.
            return { ...TOO_DEEP, file, ...tooDeepAt(text) };
        default:
            return { ...at, code: 'yaml-syntax', message: `invalid YAML: ${firstLine(error.message)}` };
    }
}
/**
 * The syntax errors, with those on a line holding an unquoted flow value that YAML cut apart
 * (`{ path: $.items[0].name }`: a cascade of five) as one error at that value, saying to quote it.
 */
function withUnquotedFlowValues(file, text, lineCounter, errors) {
    const diagnostics = [];
    const explained = new Set();
    for (const error of errors) {
        const start = lineStart(text, error.pos[0]);
        if (explained.has(start))
            continue;
        const value = error.code === 'DUPLICATE_KEY' ? undefined : unquotedFlowValue(text.slice(start, lineEnd(text, start)));
        if (value === undefined) {
            diagnostics.push(syntaxDiagnostic(file, text, lineCounter, error));
            continue;
        }
        explained.add(start);
        const { line, col } = lineCounter.linePos(start + value.offset);
        diagnostics.push({
            severity: 'error',
            code: 'yaml-syntax',
            message: `\`${value.text}\` needs quotes: inside \`{ … }\` YAML reads \`[\`, \`]\`, \`{\`, \`}\` and \`,\` as its own`,
            file,
            line,
            column: col,
            length: value.text.length,
            hint: `write ${quoted(value.text)}`,
        });
    }
    return diagnostics;
}
/** The first plain (unquoted) value of a flow mapping on the line that holds `[`, `]`, `{` or `}`. */
function unquotedFlowValue(line) {
    const open = line.indexOf('{');
    if (open === -1)
        return undefined;
    const separator = /:[ \t]+/g;
    separator.lastIndex = open;
    for (let match = separator.exec(line); match !== null; match = separator.exec(line)) {
        const start = match.index + match[0].length;
        if (`"'{[`.includes(line[start] ?? '"'))
            continue;
        // The value ends before the next `, key:` or at the mapping's closing brace.
        const next = /,\s*[^\s,:{}[\]]+\s*:(?:\s|$)/g;
        next.lastIndex = start;
        const end = next.exec(line)?.index ?? Math.max(line.lastIndexOf('}'), start);
        const text = line.slice(start, end).trim();
        if (/[[\]{}]/.test(text))
            return { offset: start, text };
    }
    return undefined;
}
/** The value as a YAML quoted scalar: single quotes unless it has one (backslashes stay as written). */
function quoted(value) {
    return value.includes("'") ? JSON.stringify(value) : `'${value}'`;
}
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
function lineEnd(text, offset) {
    const newline = text.indexOf('\n', offset);
    return newline === -1 ? text.length : newline;
}
function firstLine(message) {
    return message.split('\n')[0].replace(/[.:]$/, '');
}


/***/ }),

/***/ 2335:
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

/***/ 4321:
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
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/engine/http/media-type.ts
// Media types as RFC 9110 §8.3.1 writes them: `type/subtype *( OWS ";" OWS name=value )`. Type and
// parameter names are case-insensitive (`CHARSET=latin1` is `charset`), a value is a token or a
// quoted-string with `\` escapes, and a `;` inside quotes does not end the value.
/** The media type, lower-cased and without parameters: `text/html; charset=x` → `text/html`. */
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
// charset=iso-8859-1`), so checks and captures see `café` and not `caf�`. Without a charset, or with
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

/***/ 3414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PP: () => (/* binding */ PatternMatcher),
/* harmony export */   Vm: () => (/* binding */ linearRegExp),
/* harmony export */   Yj: () => (/* binding */ runsInLinearTime)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _http_abort_watch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2335);
// User regular expressions that cannot hang a run (issue 9, "A run cannot hang").
//
// Measured on Node 24 (V8 13): `(a+)+$` against 30 `a` and a `b` backtracks for minutes. V8 can
// switch a pattern to its linear-time engine once it has backtracked too often
// (`--enable-experimental-regexp-engine-on-excessive-backtracks`): the same match then answers in
// about 1 ms, and ordinary patterns run on the usual backtracking engine at full speed. The linear
// engine does not take every pattern: backreferences and lookarounds (`\1`, `(?=…)`) cannot run
// in linear time, and V8 keeps backtracking for those. Such patterns run in a worker thread
// instead, with a deadline (the test's remaining time budget): the main thread stays free for
// signals and other tests, and a pattern past its deadline ends the worker and fails the test with
// "took too long".


let linearEngineEnabled = false;
/**
 * Once per process, before the first user pattern is compiled (the flags are read at compile time;
 * every pattern that is matched or checked passes through `runsInLinearTime` first). Not when this
 * module loads: Node compiles the builtin modules it loads after a V8 flag changes without their
 * code cache, which cost every start 3–4 ms (docs/performance.md).
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

/***/ 2981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ unansweredText),
/* harmony export */   G5: () => (/* binding */ linearInPlaceOfUnicode),
/* harmony export */   No: () => (/* binding */ validateInRounds),
/* harmony export */   Si: () => (/* binding */ schemaPattern),
/* harmony export */   Yf: () => (/* binding */ askMatcher)
/* harmony export */ });
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3414);
// How a JSON Schema's `pattern` and `patternProperties` are compiled (ajv's `code.regExp`; also a
// JSONPath's `match()`/`search()`, see json-path.ts), so that no response can make one backtrack without bound (issue 9, "A run cannot hang"): measured, ajv's own
// `new RegExp('^(a+)+$', 'u')` took 90 s on a 35-character string, blind to --timeout and SIGTERM.
//
// ajv compiles patterns in JavaScript's unicode mode (`u`), which V8's linear-time engine does not
// take. A pattern that needs nothing of that mode — no `\p{…}` or `\u{…}` escapes, no character
// outside the Basic Multilingual Plane — and that the linear-time engine accepts (no backreferences,
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
    // `(?:…)()`: a match always has a group.
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
 * (`[1,2,3,… (an array of 85000 items)`), secrets masked. `undefined` reads `nothing`.
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
    return `${masked.slice(0, limit)}… (${sizeOf(value)})`;
}
/**
 * Bytes as base64, the form a secret is also looked for in (report/secret-forms.ts), so bytes that
 * hold one are masked: `base64 SGVsbG8= (5 bytes)`.
 */
function bytesExcerpt(bytes, redact, limit) {
    const shown = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, limit + REDACT_MARGIN));
    const text = redact(shown.toString('base64'));
    const size = `${bytes.byteLength} ${bytes.byteLength === 1 ? 'byte' : 'bytes'}`;
    return `base64 ${text.length > limit ? `${text.slice(0, limit)}…` : text} (${size})`;
}
/** Cut a long text readably: its start, an ellipsis and the full length. */
function cut(text, limit = 120) {
    return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;
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

/***/ 3150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ schemaCompiler),
/* harmony export */   Og: () => (/* binding */ jsonSchema),
/* harmony export */   TQ: () => (/* binding */ loadSchemaCompiler)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3014);
/* harmony import */ var _excerpt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9337);
/* harmony import */ var _schema_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9241);
/* harmony import */ var _queries_schema_pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2981);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8253);
// `- json-schema: schemas/user.json` (a file beside the collection) or an inline mapping: the JSON
// body validates against the schema (ajv; draft 2020-12, or draft-07 when `$schema` says so;
// formats from ajv-formats). A `$ref` to another file is read from beside the schema. The schema is
// read and compiled before anything is sent, so a missing file or an invalid schema is a diagnostic.






/** The compiler, loaded before a collection naming `json-schema` or `openapi` is checked (it is too large to load on every start). */
let compiler;
/** Loads the schema compiler (ajv and its formats), once: its one import site, so dist/ has one chunk for it. */
async function loadSchemaCompiler() {
    compiler ??= await Promise.all(/* import() | json-schema */[__webpack_require__.e(892), __webpack_require__.e(623)]).then(__webpack_require__.bind(__webpack_require__, 6462));
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

/***/ 9667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ generatedCheck),
  x: () => (/* binding */ openapi)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(3014);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/engine/validators/openapi/match.ts
/**
 * The operation for `method` and `url` (absolute, or a path with an optional query). The path is
 * taken relative to the spec's server path when it starts with it; literal segments win over
 * templated ones (`/pets/mine` before `/pets/{id}`), as OpenAPI requires.
 */
function matchOperation(spec, method, url) {
    const requestPath = pathOf(url);
    const candidates = [requestPath];
    const base = serverPath(spec.server);
    if (base !== '' && (requestPath === base || requestPath.startsWith(`${base}/`)))
        candidates.unshift(requestPath.slice(base.length) || '/');
    let pathMatched = false;
    for (const path of candidates) {
        const matches = spec.operations
            .map((operation) => ({ operation, parameters: matchTemplate(operation.path, path) }))
            .filter((m) => m.parameters !== undefined)
            .sort((a, b) => templatedSegments(a.operation.path) - templatedSegments(b.operation.path));
        if (matches.length === 0)
            continue;
        pathMatched = true;
        const best = matches.find((m) => m.operation.method === method);
        if (best)
            return { operation: best.operation, pathParameters: best.parameters };
    }
    return {
        problem: pathMatched
            ? `the spec documents no ${method} operation for ${requestPath}`
            : `no path of the spec matches ${requestPath}`,
    };
}
/** The response the spec documents for a status: the exact code, then its range (`2XX`), then `default`. */
function documentedResponse(operation, status) {
    const code = String(status);
    return (operation.responses.find((r) => r.status === code) ??
        operation.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
        operation.responses.find((r) => r.status === 'default'));
}
/** The media a response body of `contentType` is documented as (exact media type, then `type/*`, then `*\/*`). */
function documentedMedia(response, contentType) {
    const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
    return (response.media.find((m) => m.contentType.split(';')[0].trim().toLowerCase() === type) ??
        response.media.find((m) => m.contentType.toLowerCase() === `${type.split('/')[0]}/*`) ??
        response.media.find((m) => m.contentType === '*/*'));
}
/** Headers the response documents as required that `headers` (names, any case) lacks. */
function missingRequiredHeaders(response, headers) {
    const present = new Set([...headers].map((name) => name.toLowerCase()));
    return response.requiredHeaders.filter((name) => !present.has(name.toLowerCase()));
}
function matchTemplate(template, path) {
    const templateSegments = template.split('/');
    const pathSegments = path.split('/');
    if (templateSegments.length !== pathSegments.length)
        return undefined;
    const parameters = {};
    for (let i = 0; i < templateSegments.length; i++) {
        const pattern = templateSegments[i];
        const segment = pathSegments[i];
        if (!pattern.includes('{')) {
            if (pattern !== segment)
                return undefined;
            continue;
        }
        // A segment may mix text and parameters (`/files/{name}.{ext}`).
        const names = [];
        const regex = new RegExp(`^${pattern
            .split(/(\{[^}]+\})/)
            .map((part) => {
            if (!/^\{[^}]+\}$/.test(part))
                return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(part.slice(1, -1));
            return '([^/]+?)';
        })
            .join('')}$`);
        const match = regex.exec(segment);
        if (!match || match.slice(1).some((value) => value === ''))
            return undefined;
        names.forEach((name, n) => (parameters[name] = safeDecode(match[n + 1])));
    }
    return parameters;
}
function templatedSegments(template) {
    return template.split('/').filter((segment) => segment.includes('{')).length;
}
function pathOf(url) {
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url.split(/[?#]/)[0];
    return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}
function serverPath(server) {
    if (server === undefined)
        return '';
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(server) ? new URL(server).pathname : server;
    return path.replace(/\/+$/, '');
}
function safeDecode(value) {
    try {
        return decodeURIComponent(value);
    }
    catch {
        return value;
    }
}

// EXTERNAL MODULE: ./src/model/nesting.ts
var nesting = __webpack_require__(7423);
// EXTERNAL MODULE: ./src/engine/validators/openapi/operations.ts
var operations = __webpack_require__(1321);
// EXTERNAL MODULE: ./src/engine/validators/openapi/resolve.ts
var resolve = __webpack_require__(9535);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/engine/validators/openapi/schema-dialect.ts
// OpenAPI schemas as JSON Schema. OpenAPI 3.1 schemas are JSON Schema 2020-12 as written; OpenAPI
// 3.0 and Swagger 2.0 write a few things their own way, rewritten here for a draft-07 validator:
// `nullable: true` (2.0: `x-nullable`) admits null, a boolean `exclusiveMinimum`/`exclusiveMaximum`
// (draft-04 style) makes `minimum`/`maximum` exclusive, and 2.0's `type: file` is any body.
// Every `$ref` becomes absolute (against the file it is written in), so a schema taken out of its
// document still finds what it references. The schemas judge responses, so a `writeOnly` property
// is not required (OpenAPI: its `required` applies to requests only).


function toJsonSchema(node, version, base) {
    const copies = new Map();
    const convert = (value) => {
        if (typeof value !== 'object' || value === null)
            return value;
        // YAML aliases may share (or even nest) a node: convert each once.
        if (copies.has(value))
            return copies.get(value);
        if (Array.isArray(value)) {
            const list = [];
            copies.set(value, list);
            for (const item of value)
                list.push(convert(item));
            return list;
        }
        const object = {};
        copies.set(value, object);
        for (const [key, item] of Object.entries(value))
            object[key] = convert(item);
        if (typeof object.$ref === 'string')
            object.$ref = absolute(object.$ref, base);
        if (version !== '3.1')
            rewriteOpenApi30(object);
        dropWriteOnlyRequired(object);
        return object;
    };
    return convert(node);
}
/** A URL for a spec file's location (an absolute path, a URL, or a display name). */
function locationUrl(location) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location))
        return location;
    if ((0,external_node_path_.isAbsolute)(location))
        return (0,external_node_url_.pathToFileURL)(location).href;
    return `urn:assay:spec:${encodeURIComponent(location)}`;
}
function absolute(ref, base) {
    try {
        return new URL(ref, base).href;
    }
    catch {
        // A base such as `urn:` takes only fragments.
        return ref.startsWith('#') ? `${base.split('#')[0]}${ref}` : ref;
    }
}
function dropWriteOnlyRequired(schema) {
    const properties = schema.properties;
    if (!Array.isArray(schema.required) || typeof properties !== 'object' || properties === null)
        return;
    const writeOnly = (name) => typeof name === 'string' &&
        properties[name]?.writeOnly === true;
    schema.required = schema.required.filter((name) => !writeOnly(name));
}
function rewriteOpenApi30(schema) {
    for (const [bound, exclusive] of [
        ['minimum', 'exclusiveMinimum'],
        ['maximum', 'exclusiveMaximum'],
    ]) {
        if (typeof schema[exclusive] !== 'boolean')
            continue;
        if (schema[exclusive] === true && typeof schema[bound] === 'number') {
            schema[exclusive] = schema[bound];
            delete schema[bound];
        }
        else
            delete schema[exclusive];
    }
    if (schema.type === 'file')
        delete schema.type;
    const nullable = schema.nullable === true || schema['x-nullable'] === true;
    delete schema.nullable;
    delete schema['x-nullable'];
    if (!nullable)
        return;
    if (Array.isArray(schema.enum) && !schema.enum.includes(null))
        schema.enum = [...schema.enum, null];
    if (typeof schema.type === 'string')
        schema.type = [schema.type, 'null'];
    else if (schema.type === undefined) {
        // `nullable` beside `allOf`/`$ref` and no `type`: the schema, or null.
        const rest = { ...schema };
        for (const key of Object.keys(schema))
            delete schema[key];
        schema.anyOf = [rest, { type: 'null' }];
    }
}

// EXTERNAL MODULE: ./src/engine/validators/schema-errors.ts
var schema_errors = __webpack_require__(9241);
// EXTERNAL MODULE: ./src/engine/queries/schema-pattern.ts
var schema_pattern = __webpack_require__(2981);
;// CONCATENATED MODULE: ./src/engine/validators/openapi/contract.ts








class Contract {
    /** The spec as the user named it (a path relative to the collection, or `inline spec`). */
    label;
    spec;
    #resolver;
    #newAjv;
    #ajv;
    #compiled = new Map();
    constructor(label, spec, resolver, newAjv) {
        this.label = label;
        this.spec = spec;
        this.#resolver = resolver;
        this.#newAjv = newAjv;
    }
    /** The operation a request is, or why there is none. */
    operationFor(method, url) {
        const match = matchOperation(this.spec, method.toUpperCase(), url);
        return 'problem' in match ? { problem: match.problem.replace(/\bthe spec\b/, this.label) } : match.operation;
    }
    /**
     * What in the response breaks the operation's contract: empty when it keeps to it. `answer`: how a
     * schema pattern that must backtrack is matched (schema-pattern.ts; the run passes its pattern
     * worker); without it such a pattern runs on the main thread.
     */
    async check(operation, response, answer) {
        const documented = documentedResponse(operation, response.status);
        if (!documented) {
            const statuses = operation.responses.map((r) => r.status).join(', ') || 'none';
            return [`status ${response.status} is not documented (documented: ${statuses})`];
        }
        const problems = [];
        const missing = missingRequiredHeaders(documented, response.headers.keys());
        if (missing.length > 0)
            problems.push(`required header${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing`);
        // No documented content: the spec says nothing of the body. HEAD, 204 and 304 have none.
        if (documented.media.length === 0 || operation.method === 'HEAD' || [204, 304].includes(response.status))
            return problems;
        const contentType = response.header('content-type')[0];
        const types = documented.media.map((m) => m.contentType).join(', ');
        if (contentType === undefined) {
            problems.push(`the response has no Content-Type (documented for ${documented.status}: ${types})`);
            return problems;
        }
        const media = documentedMedia(documented, contentType);
        if (!media) {
            problems.push(`content type ${contentType} is not documented for ${documented.status} (documented: ${types})`);
            return problems;
        }
        // Only JSON bodies are checked against a schema (a documented `*/*` takes the type the server sent).
        const type = media.contentType.includes('*') ? contentType : media.contentType;
        if (media.schema === undefined || !/[/+]json\b/i.test(type))
            return problems;
        const json = response.json;
        if (!json.ok) {
            problems.push(json.error);
            return problems;
        }
        const validate = this.#validator(media);
        if ('problem' in validate)
            problems.push(validate.problem);
        else {
            const checked = answer
                ? await (0,schema_pattern/* validateInRounds */.No)(() => validate(json.value) === true, answer)
                : { value: validate(json.value) === true };
            if ('unanswered' in checked)
                problems.push((0,schema_pattern/* unansweredText */.Au)(checked.unanswered, checked.reason));
            else if (!checked.value) {
                const listed = (0,schema_errors/* listSchemaErrors */.N)(validate.errors);
                problems.push(`the body does not match the ${documented.status} ${media.contentType} schema: ${listed}`);
            }
        }
        return problems;
    }
    #validator(media) {
        let compiled = this.#compiled.get(media);
        if (compiled === undefined) {
            try {
                compiled = this.#ajvWithFiles().compile(toJsonSchema(media.schema, this.spec.version, locationUrl(media.file)));
            }
            catch (error) {
                compiled = { problem: `the spec's ${media.contentType} schema cannot be used: ${error.message}` };
            }
            this.#compiled.set(media, compiled);
        }
        return compiled;
    }
    /** One validator holding every file of the spec, so `$ref`s between them resolve. */
    #ajvWithFiles() {
        if (this.#ajv)
            return this.#ajv;
        const ajv = this.#newAjv(this.spec.version !== '3.1', true);
        for (const file of this.#resolver.files.values()) {
            if (!(0,resolve/* isObject */.Gv)(file.root))
                continue;
            const id = locationUrl(file.location);
            ajv.addSchema(toJsonSchema(file.root, this.spec.version, id), id, undefined, false);
        }
        this.#ajv = ajv;
        return ajv;
    }
}
/**
 * Reads a spec (its text, or an already parsed document) and the files its `$ref`s name into a
 * contract, or says why it cannot be one. `location` is the spec's absolute path (relative `$ref`s
 * are read beside it) or its URL.
 */
function openContract(source, newAjv) {
    let root = source.root;
    if (root === undefined) {
        try {
            root = (0,dist/* parse */.qg)(source.text ?? '', { maxAliasCount: 1000 });
        }
        catch (error) {
            return { problem: `${source.label} is not YAML or JSON: ${error.message.split('\n')[0]}` };
        }
    }
    const deep = (0,nesting/* tooDeep */.DI)(root);
    if (deep)
        return { problem: `${source.label} is nested more than ${nesting/* MAX_NESTING */.M1} levels deep (at #/${deep.join('/')})` };
    if (!(0,resolve/* isObject */.Gv)(root) || (root.openapi === undefined && root.swagger === undefined))
        return { problem: `${source.label} is not an OpenAPI document (no \`openapi\` or \`swagger\` key)` };
    const version = (0,operations/* specVersion */.k)(root);
    if (!version)
        return {
            problem: `${source.label}: unsupported spec version ${JSON.stringify(root.openapi ?? root.swagger)} (assay reads Swagger 2.0 and OpenAPI 3.0 and 3.1)`,
        };
    if (!(0,resolve/* isObject */.Gv)(root.paths) || Object.keys(root.paths).length === 0)
        return { problem: `${source.label} documents no operations under \`paths\`` };
    const resolver = new resolve/* RefResolver */.uY({ location: source.location, root }, source.readFile);
    resolver.loadReferencedFiles();
    const broken = resolver.broken[0];
    if (broken)
        return { problem: `${source.label}: cannot follow $ref ${JSON.stringify(broken.ref)}: ${broken.reason}` };
    return new Contract(source.label, (0,operations/* readSpec */.O)(root, version, resolver), resolver, newAjv);
}

// EXTERNAL MODULE: ./src/engine/validators/json-schema.ts
var json_schema = __webpack_require__(3150);
// EXTERNAL MODULE: ./src/engine/validators/excerpt.ts
var excerpt = __webpack_require__(9337);
// EXTERNAL MODULE: ./src/engine/validators/spec.ts
var spec = __webpack_require__(8253);
;// CONCATENATED MODULE: ./src/engine/validators/openapi.ts
// `- openapi: specs/api.yaml` (a spec file beside the collection, or an inline spec mapping): the
// response keeps to the contract of the spec's operation matching the test's method and URL (path
// templating matched): a documented status, a documented content type, a JSON body valid against
// the schema, the required headers present. A collection-level `openapi:` applies it to every test;
// `- openapi: false` turns that off for one test. The spec is read (its `$ref`ed files too) before
// anything is sent, so a missing file or a document that is not a spec is a diagnostic.







const newAjv = (draft07, quiet) => {
    const compiler = (0,json_schema/* schemaCompiler */.LC)();
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
                location: (0,external_node_path_.resolve)(node.file),
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
            node.error('`openapi` reads its spec from a file, not a URL', 'download the spec next to the collection (`curl -o api.yaml …`), or run the spec itself with `-c <url>`');
            return undefined;
        }
        const label = node.text;
        return reportProblem(node, node.shared(`openapi ${(0,external_node_path_.resolve)((0,external_node_path_.dirname)(node.file), label)}`, () => readContract(node, label)));
    },
};
const openapi = (0,spec/* defineValidator */.M)({
    name: 'openapi',
    summary: "the response keeps to the spec's operation for the test's method and path: a documented status and content type, a body valid against its schema, the required headers",
    argument,
    needs: ['status', 'headers', 'json'],
    load: json_schema/* loadSchemaCompiler */.TQ,
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
            const actual = observation.redact((0,excerpt/* cut */.Jj)(operation.problem, 300));
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
        const problems = await contract.check(operation, observation, (0,schema_pattern/* askMatcher */.Yf)(patterns, remainingMs, signal));
        const pass = problems.length === 0;
        const actual = pass ? 'as documented' : observation.redact((0,excerpt/* cut */.Jj)(problems.join('; '), 600));
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
function generatedCheck(label, spec, resolver) {
    const contract = new Contract(label, spec, resolver, newAjv);
    return (operation) => ({ contract, operation });
}
function contractAt(node, source) {
    return reportProblem(node, (0,json_schema/* schemaCompiler */.LC)() === undefined ? NOT_LOADED : openContract(source, newAjv));
}
const NOT_LOADED = { problem: 'the schema compiler was not loaded before the collection was checked' };
/** A spec file as a contract, or why it is not one. */
function readContract(node, label) {
    if ((0,json_schema/* schemaCompiler */.LC)() === undefined)
        return NOT_LOADED;
    const file = node.readFile(label);
    if ('problem' in file)
        return file;
    const readFile = (path, shown) => node.readFile(path, shown);
    return openContract({ label, location: file.path, text: (0,file_access/* namedText */.Jk)(file), readFile }, newAjv);
}
function reportProblem(node, opened) {
    if ('problem' in opened) {
        node.error(`\`openapi\`: ${opened.problem}`);
        return undefined;
    }
    return { contract: opened };
}


/***/ }),

/***/ 1321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ readSpec),
/* harmony export */   k: () => (/* binding */ specVersion)
/* harmony export */ });
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9535);

/** The spec's version from `swagger`/`openapi`, or undefined for one assay does not read. */
function specVersion(root) {
    if (root.swagger !== undefined)
        return String(root.swagger) === '2.0' ? '2.0' : undefined;
    const match = /^3\.([01])(\.\d+)?(-.*)?$/.exec(String(root.openapi));
    return match ? `3.${match[1]}` : undefined;
}
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The other fields of a path item (and extensions, `x-…`). */
const PATH_ITEM_FIELDS = new Set(['$ref', 'summary', 'description', 'servers', 'parameters']);
const LOCATIONS = new Set(['path', 'query', 'header', 'cookie', 'body', 'formData']);
function readSpec(root, version, resolver) {
    const file = resolver.main.location;
    const info = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(root.info) ? root.info : {};
    const swagger = version === '2.0';
    const globalSecurity = Array.isArray(root.security) ? root.security : [];
    const schemesSource = swagger
        ? root.securityDefinitions
        : (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(root.components)
            ? root.components.securitySchemes
            : undefined;
    const securitySchemes = {};
    if ((0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schemesSource))
        for (const [name, scheme] of Object.entries(schemesSource)) {
            const value = resolver.deref(scheme, file).value;
            if ((0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
                securitySchemes[name] = value;
        }
    const operations = [];
    const unread = [];
    const paths = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(root.paths) ? root.paths : {};
    for (const [pathKey, rawItem] of Object.entries(paths)) {
        if (pathKey.startsWith('x-'))
            continue;
        const item = resolver.deref(rawItem, file);
        if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(item.value)) {
            unread.push({
                pointer: ['paths', pathKey],
                reason: `the path item ${pathKey} is ${describe(item.value)}, not a mapping of operations: nothing of it is tested`,
            });
            continue;
        }
        const pathItem = item.value;
        for (const key of Object.keys(pathItem))
            if (!METHODS.includes(key) && !PATH_ITEM_FIELDS.has(key) && !key.startsWith('x-'))
                unread.push({
                    pointer: ['paths', pathKey, key],
                    reason: `\`${key}\` under ${pathKey} is not an HTTP method OpenAPI knows (${METHODS.join(', ')}): it is not tested`,
                });
        // Document order: the path item's keys as written, not a fixed method order.
        for (const method of Object.keys(pathItem).filter((key) => METHODS.includes(key))) {
            const written = pathItem[method];
            const problems = [];
            if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(written))
                problems.push(`the operation is ${describe(written)}, not a mapping`);
            const operation = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(written) ? written : {};
            const parameters = mergeParameters([...listOf(pathItem.parameters), ...listOf(operation.parameters)], item.file, resolver, swagger, problems);
            const consumes = stringList(operation.consumes ?? root.consumes);
            const produces = stringList(operation.produces ?? root.produces);
            operations.push({
                method: method.toUpperCase(),
                path: pathKey,
                ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId } : {}),
                ...(typeof operation.summary === 'string' && operation.summary.trim() !== ''
                    ? { summary: operation.summary.trim() }
                    : {}),
                tags: stringList(operation.tags),
                pointer: ['paths', pathKey, method],
                file: item.file,
                parameters: parameters.filter((p) => p.in !== 'body' && p.in !== 'formData'),
                body: swagger ? swaggerBody(parameters, consumes) : openApiBody(operation.requestBody, item.file, resolver),
                responses: readResponses(operation.responses, item.file, resolver, swagger ? produces : undefined),
                security: Array.isArray(operation.security)
                    ? operation.security
                    : globalSecurity,
                problems,
            });
        }
    }
    return {
        version,
        ...(typeof info.title === 'string' ? { title: info.title } : {}),
        ...serverOf(root, swagger),
        operations,
        unread,
        securitySchemes,
    };
}
function describe(value) {
    if (value === undefined)
        return 'a $ref that leads nowhere (a loop)';
    if (value === null)
        return 'empty';
    return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}
function mergeParameters(list, file, resolver, swagger, problems) {
    const byKey = new Map();
    for (const [index, raw] of list.entries()) {
        const { value, file: at } = resolver.deref(raw, file);
        if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) ||
            typeof value.name !== 'string' ||
            typeof value.in !== 'string' ||
            !LOCATIONS.has(value.in)) {
            const named = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && typeof value.name === 'string' ? ` \`${value.name}\`` : '';
            problems.push(`parameter ${index + 1}${named} is not a parameter (a mapping with \`name\` and a valid \`in\`)`);
            continue;
        }
        const given = parameterSchema(value, at, resolver, swagger);
        const example = value.example !== undefined
            ? { value: value.example }
            : value['x-example'] !== undefined
                ? { value: value['x-example'] }
                : (firstExample(value.examples, at, resolver) ?? given.example);
        // An operation's parameter overrides the path's one with the same name and location.
        byKey.set(`${value.in}:${value.name}`, {
            name: value.name,
            in: value.in,
            required: value.required === true || value.in === 'path',
            schema: given.schema,
            file: given.file,
            ...(example ? { example } : {}),
            ...(given.contentType !== undefined ? { contentType: given.contentType } : {}),
        });
    }
    return [...byKey.values()];
}
/**
 * A parameter's schema: `schema`, else (OpenAPI 3) the one media type of `content`; Swagger 2.0 writes
 * it in the parameter itself (`type`, `format`, …). Undefined when the spec gives none.
 */
function parameterSchema(parameter, file, resolver, swagger) {
    if (parameter.schema !== undefined) {
        const { value, file: at } = resolver.deref(parameter.schema, file);
        return { schema: value, file: at };
    }
    if (swagger)
        return { schema: parameter.type !== undefined ? parameter : undefined, file };
    if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(parameter.content))
        return { schema: undefined, file };
    const [media] = readMedia(parameter.content, file, resolver);
    if (!media)
        return { schema: undefined, file };
    return {
        schema: media.schema,
        file,
        contentType: media.contentType,
        ...(media.example ? { example: media.example } : {}),
    };
}
function swaggerBody(parameters, consumes) {
    const body = parameters.find((p) => p.in === 'body');
    if (body) {
        const types = consumes.length > 0 ? consumes : ['application/json'];
        return {
            required: body.required,
            media: types.map((contentType) => ({
                contentType,
                schema: body.schema,
                file: body.file,
                ...(body.example ? { example: body.example } : {}),
            })),
        };
    }
    const form = parameters.filter((p) => p.in === 'formData');
    if (form.length === 0)
        return undefined;
    const schema = {
        type: 'object',
        required: form.filter((p) => p.required).map((p) => p.name),
        properties: Object.fromEntries(form.map((p) => [p.name, p.schema])),
    };
    const contentType = consumes.find((c) => c.includes('form')) ?? 'application/x-www-form-urlencoded';
    return { required: form.some((p) => p.required), media: [{ contentType, schema, file: form[0].file }] };
}
function openApiBody(raw, file, resolver) {
    const { value, file: at } = resolver.deref(raw, file);
    if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) || !(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.content))
        return undefined;
    return { required: value.required === true, media: readMedia(value.content, at, resolver) };
}
function readMedia(content, file, resolver) {
    return Object.entries(content).map(([contentType, raw]) => {
        const media = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(raw) ? raw : {};
        const example = media.example !== undefined ? { value: media.example } : firstExample(media.examples, file, resolver);
        return {
            contentType,
            file,
            ...(media.schema !== undefined ? { schema: media.schema } : {}),
            ...(example ? { example } : {}),
        };
    });
}
function readResponses(raw, file, resolver, produces) {
    if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(raw))
        return [];
    return Object.entries(raw).map(([status, entry]) => {
        const { value, file: at } = resolver.deref(entry, file);
        const response = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) ? value : {};
        let media = [];
        if (produces !== undefined) {
            if (response.schema !== undefined)
                media = (produces.length > 0 ? produces : ['application/json']).map((contentType) => ({
                    contentType,
                    schema: response.schema,
                    file: at,
                }));
        }
        else if ((0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(response.content))
            media = readMedia(response.content, at, resolver);
        const headers = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(response.headers) ? response.headers : {};
        const requiredHeaders = Object.entries(headers)
            .filter(([, header]) => (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(resolver.deref(header, at).value) &&
            resolver.deref(header, at).value.required === true)
            .map(([name]) => name);
        return { status, media, requiredHeaders };
    });
}
function firstExample(examples, file, resolver) {
    if (!(0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(examples))
        return undefined;
    for (const raw of Object.values(examples)) {
        const example = resolver.deref(raw, file).value;
        if ((0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(example) && example.value !== undefined)
            return { value: example.value };
    }
    return undefined;
}
function serverOf(root, swagger) {
    if (swagger) {
        const basePath = typeof root.basePath === 'string' ? root.basePath : '';
        if (typeof root.host !== 'string')
            return basePath ? { server: basePath } : {};
        const schemes = stringList(root.schemes);
        const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
        return { server: `${scheme}://${root.host}${basePath}` };
    }
    const servers = listOf(root.servers);
    const first = servers.find((s) => (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(s) && typeof s.url === 'string');
    if (!first)
        return {};
    const variables = (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(first.variables) ? first.variables : {};
    const url = first.url.replace(/\{([^}]+)\}/g, (whole, name) => {
        const variable = variables[name];
        return (0,_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(variable) && variable.default !== undefined ? String(variable.default) : whole;
    });
    return { server: url };
}
function listOf(value) {
    return Array.isArray(value) ? value : [];
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}


/***/ }),

/***/ 9535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ refsIn),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   uY: () => (/* binding */ RefResolver)
/* harmony export */ });
/* unused harmony exports refOf, parsePointer */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _model_nesting_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7423);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3014);
// `$ref` resolution for OpenAPI documents: local pointers (`#/components/schemas/Pet`) and
// relative references (`schemas/pet.yaml#/Pet`), read once each: beside a spec file, or on the
// server of a spec read from a URL (never a local file). Absolute remote references are not
// fetched: a spec file must be runnable offline. Cycles stay cycles (the sampler stops at a depth).




const MAX_FILES = 200;
/** The longest chain of references to references deref follows. */
const MAX_HOPS = 50;
class RefResolver {
    files = new Map();
    broken = [];
    #cache = new Map();
    main;
    #readFile;
    constructor(main, readFile) {
        this.main = main;
        this.#readFile = readFile;
        this.files.set(main.location, main);
    }
    /** Reads every file reachable through relative `$ref`s (once, so later lookups need no reading). */
    loadReferencedFiles() {
        const queue = [this.main];
        while (queue.length > 0)
            for (const wanted of this.#unread(queue.shift())) {
                const read = this.#readFile(wanted.location, wanted.target);
                if ('problem' in read) {
                    this.#unreadable(wanted, read.problem);
                    continue;
                }
                try {
                    queue.push(this.#add(wanted.location, (0,_model_file_access_js__WEBPACK_IMPORTED_MODULE_2__/* .namedText */ .Jk)(read)));
                }
                catch (error) {
                    this.#unreadable(wanted, `cannot read ${wanted.target}: ${error.message.split('\n')[0]}`);
                }
            }
        this.#noteLoops();
    }
    /**
     * For a spec read from a URL: fetches every document reachable through relative `$ref`s from the
     * spec's server (`read` fetches one URL, throwing an Error that says why it could not).
     */
    async loadReferencedUrls(read) {
        const queue = [this.main];
        while (queue.length > 0)
            for (const wanted of this.#unread(queue.shift())) {
                try {
                    queue.push(this.#add(wanted.location, await read(wanted.location)));
                }
                catch (error) {
                    this.#unreadable(wanted, `cannot read ${wanted.target}: ${error.message}`);
                }
            }
        this.#noteLoops();
    }
    /** The documents `file` refers to that are not read yet; references that cannot be followed are noted. */
    #unread(file) {
        const wanted = [];
        for (const { ref, pointer } of refsIn(file.root)) {
            const target = ref.split('#')[0];
            if (target === '')
                continue;
            const located = locate(target, file.location);
            if ('problem' in located) {
                this.broken.push({ file: file.location, pointer, ref, reason: located.problem });
                continue;
            }
            if (this.files.has(located.location) || wanted.some((w) => w.location === located.location))
                continue;
            if (this.files.size + wanted.length >= MAX_FILES) {
                this.broken.push({
                    file: file.location,
                    pointer,
                    ref,
                    reason: `the spec refers to more than ${MAX_FILES} files`,
                });
                continue;
            }
            wanted.push({ location: located.location, from: file.location, pointer, ref, target });
        }
        return wanted;
    }
    #add(location, text) {
        const loaded = { location, root: (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text, { maxAliasCount: 1000 }) };
        const deep = (0,_model_nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .tooDeep */ .DI)(loaded.root);
        if (deep)
            throw new Error(`it is nested more than ${_model_nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NESTING */ .M1} levels deep (at #/${deep.join('/')})`);
        this.files.set(location, loaded);
        return loaded;
    }
    #unreadable(wanted, reason) {
        this.files.set(wanted.location, { location: wanted.location, root: undefined });
        this.broken.push({
            file: wanted.from,
            pointer: wanted.pointer,
            ref: wanted.ref,
            reason,
        });
    }
    /**
     * References that lead back to themselves without descending into the value (`A: {$ref: B}`,
     * `B: {allOf: [{$ref: A}]}`): a schema that judges a value by itself forever, which a schema
     * compiler follows until the stack overflows. Noted at the first reference of each loop.
     */
    #noteLoops() {
        const refNodes = new Map();
        for (const file of this.files.values())
            for (const { ref, pointer } of refsIn(file.root)) {
                const node = walkPointer(file.root, pointer);
                if (isObject(node))
                    refNodes.set(node, { file: file.location, pointer, ref });
            }
        // Depth-first over "judged in place" edges, iteratively; a grey node met again closes a loop.
        const state = new Map();
        for (const [start, at] of refNodes) {
            if (state.has(start))
                continue;
            const path = [];
            const enter = (node, file) => {
                state.set(node, 'grey');
                path.push({ node, file, edges: this.#inPlace(node, file) });
            };
            enter(start, at.file);
            while (path.length > 0) {
                const top = path[path.length - 1];
                const edge = top.edges.pop();
                if (!edge) {
                    state.set(top.node, 'black');
                    path.pop();
                    continue;
                }
                if (!isObject(edge.value))
                    continue;
                const seen = state.get(edge.value);
                if (seen === undefined)
                    enter(edge.value, edge.file);
                else if (seen === 'grey') {
                    const loop = path.slice(path.findIndex((step) => step.node === edge.value));
                    const refs = loop.flatMap((step) => refNodes.get(step.node) ?? []);
                    const first = refs[0];
                    if (first)
                        this.broken.push({
                            file: first.file,
                            pointer: first.pointer,
                            ref: first.ref,
                            reason: `it loops back to itself without descending into the value (${refs.map((r) => r.ref).join(' → ')} → ${first.ref})`,
                        });
                }
            }
        }
    }
    /** The schemas a node judges the same value with: its `$ref`'s target, and allOf/anyOf/oneOf/not/if/then/else. */
    #inPlace(node, file) {
        const edges = [];
        const record = node;
        const ref = refOf(record);
        if (ref !== undefined) {
            const target = this.target(ref, file);
            if (target)
                edges.push(target);
        }
        for (const key of ['allOf', 'anyOf', 'oneOf'])
            if (Array.isArray(record[key]))
                for (const part of record[key])
                    edges.push({ value: part, file });
        for (const key of ['not', 'if', 'then', 'else'])
            if (isObject(record[key]))
                edges.push({ value: record[key], file });
        return edges;
    }
    /** The node a `$ref` in `from` points to, or undefined (a broken reference). */
    target(ref, from) {
        const [filePart, fragment = ''] = ref.split('#');
        const located = filePart === '' ? { location: from } : locate(filePart, from);
        if ('problem' in located)
            return undefined;
        const file = located.location;
        const key = `${file}#${fragment}`;
        if (this.#cache.has(key))
            return { value: this.#cache.get(key), file };
        const root = this.files.get(file)?.root;
        if (root === undefined)
            return undefined;
        const value = walkPointer(root, parsePointer(fragment));
        if (value === undefined)
            return undefined;
        this.#cache.set(key, value);
        return { value, file };
    }
    /**
     * Follows `$ref` chains of `node` (found in `file`) to a plain node. Returns the node and the file
     * it lives in, so references inside it resolve against the right file.
     */
    deref(node, file) {
        let current = { value: node, file };
        for (let hops = 0; hops < MAX_HOPS; hops++) {
            const ref = refOf(current.value);
            if (ref === undefined)
                return current;
            const next = this.target(ref, current.file);
            if (!next)
                return { value: undefined, file: current.file };
            current = next;
        }
        return { value: undefined, file };
    }
}
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * The document a reference's part before `#` names, read from the document `from`: a file beside a
 * spec file, or a URL on the server of a spec read from a URL (so a spec fetched from a server can
 * never make assay read a local file, nor fetch from another host).
 */
function locate(target, from) {
    if (SCHEME.test(target))
        return {
            problem: /^https?:/i.test(target)
                ? 'remote references are not fetched (assay reads specs offline); download the file next to the spec'
                : `references of the scheme ${target.split(':')[0]}: are not followed`,
        };
    if (/^https?:\/\//i.test(from)) {
        const base = new URL(from);
        const url = new URL(target, base);
        if (url.origin !== base.origin)
            return { problem: `a spec read from ${base.origin} may refer only to documents on that server` };
        url.hash = '';
        return { location: url.href };
    }
    if (!node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(from))
        return { problem: 'a relative reference needs a spec read from a file or a URL' };
    try {
        return { location: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(from), decodeURI(target)) };
    }
    catch {
        return { problem: 'it is not a valid URI reference (a stray `%`)' };
    }
}
function refOf(node) {
    return isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function parsePointer(fragment) {
    if (fragment === '' || fragment === '/')
        return [];
    return fragment
        .replace(/^\//, '')
        .split('/')
        .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}
function walkPointer(root, parts) {
    let node = root;
    for (const part of parts) {
        if (Array.isArray(node))
            node = node[Number(part)];
        else if (isObject(node) && Object.hasOwn(node, part))
            node = node[part];
        else
            return undefined;
    }
    return node;
}
/** Every `$ref` string in a tree with the pointer to the object holding it. */
function refsIn(root) {
    const found = [];
    const stack = [{ node: root, pointer: [] }];
    while (stack.length > 0) {
        const { node, pointer } = stack.pop();
        if (Array.isArray(node))
            node.forEach((item, i) => stack.push({ node: item, pointer: [...pointer, String(i)] }));
        else if (isObject(node)) {
            const ref = refOf(node);
            if (ref !== undefined)
                found.push({ ref, pointer });
            for (const [key, value] of Object.entries(node))
                if (typeof value === 'object')
                    stack.push({ node: value, pointer: [...pointer, key] });
        }
    }
    return found.reverse();
}


/***/ }),

/***/ 9241:
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

/***/ 1151:
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
 * credential-looking query parameters (`?token=…`).
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

/***/ 3014:
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
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

/***/ 7423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ tooDeep),
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   fh: () => (/* binding */ jsonPathOf)
/* harmony export */ });
// Documents users give (OpenAPI specs and the files they refer to, Postman collections, HAR files)
// are walked by recursive code: converters, the schema compiler. A document nested deeper than any
// real one is refused before those walks, saying where, instead of ending in a stack overflow.
const MAX_NESTING = 256;
/** The keys to the first value nested deeper than `limit` levels, or undefined. Iterative. */
function tooDeep(root, limit = MAX_NESTING) {
    // A node shared through YAML aliases is walked again only when reached deeper than before.
    const deepest = new Map();
    const stack = [{ value: root, path: [] }];
    while (stack.length > 0) {
        const { value, path } = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (path.length > limit)
            return path;
        if ((deepest.get(value) ?? -1) >= path.length)
            continue;
        deepest.set(value, path.length);
        for (const [key, child] of Object.entries(value))
            stack.push({ value: child, path: [...path, key] });
    }
    return undefined;
}
/** `$.item[0].item[0]…` for a path `tooDeep` found, its middle left out. */
function jsonPathOf(path) {
    const step = (key) => /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    const shown = path.length > 12 ? [...path.slice(0, 6).map(step), '…', ...path.slice(-6).map(step)] : path.map(step);
    return `$${shown.join('')}`;
}


/***/ }),

/***/ 3855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   S8: () => (/* binding */ testKey),
/* harmony export */   Wn: () => (/* binding */ describeStatus),
/* harmony export */   Ww: () => (/* binding */ describeTest),
/* harmony export */   l9: () => (/* binding */ roundMs),
/* harmony export */   sV: () => (/* binding */ RETRY_DEFAULTS)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
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

export const id = 438;
export const ids = [438,498];
export const modules = {

/***/ 15557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ secretName),
/* harmony export */   R5: () => (/* binding */ bodyWithoutCredentials),
/* harmony export */   Z6: () => (/* binding */ formWithoutCredentials),
/* harmony export */   ly: () => (/* binding */ recordedSecret)
/* harmony export */ });
/* harmony import */ var _model_credentials_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31151);
/* harmony import */ var _model_nesting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17423);
// Importers copy no credential: a header, query parameter, form or JSON field whose name says it
// holds one (model/credentials.ts) becomes `${{ secrets.NAME }}`, named in the notes. NAME is the
// name in camel case (`X-Api-Key` \u2192 `xApiKey`, `proxy-authorization` \u2192 `proxyAuthorization`).
// A value that is already a reference (`${{ \u2026 }}`) is no recorded credential and stays.


function secretName(name) {
    const words = name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word.toLowerCase());
    const camel = words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
    return /^[A-Za-z_]/.test(camel) ? camel : `secret${camel}`;
}
/** `a=1&password=\u2026` with each credential-looking field's value replaced by a secret. */
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
    notes.push(`the recorded ${what} ${name} is not copied: pass it with --secrets ${secret}=\u2026`);
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

/***/ 26327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  convertOpenApi: () => (/* binding */ convertOpenApi),
  openSpec: () => (/* binding */ openSpec)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/model/file-access.ts
var file_access = __webpack_require__(83014);
// EXTERNAL MODULE: ./src/collection/yaml/document.ts
var yaml_document = __webpack_require__(99845);
// EXTERNAL MODULE: ./src/engine/validators/openapi/operations.ts
var operations = __webpack_require__(41321);
// EXTERNAL MODULE: ./src/engine/validators/openapi/resolve.ts
var resolve = __webpack_require__(29535);
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
var credentials = __webpack_require__(31151);
// EXTERNAL MODULE: ./src/collection/formats/credentials.ts
var formats_credentials = __webpack_require__(15557);
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
            notes.push(`credentials: ${auth.schemes.map((name) => `--secrets ${name}=\u2026`).join(' ')}`);
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
        notes.push(`the ${parameter.in} parameter ${parameter.name} is a credential: --secrets ${secret}=\u2026`);
        return { ok: true, value: `\${{ secrets.${secret} }}` };
    }
    if (parameter.required)
        problems.push(`its ${parameter.in} parameter \`${parameter.name}\` is a credential: pass it with --secrets ${secret}=\u2026`);
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
        problem: `it requires credentials (${wanted.join(' or ')}): pass them with --secrets ${wanted[0].split(' + ')[0]}=\u2026`,
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
// Generated tests \u2192 the text of an assay YAML collection, with a comment above each test naming
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
var sources = __webpack_require__(43258);
// EXTERNAL MODULE: ./src/model/nesting.ts
var nesting = __webpack_require__(17423);
// EXTERNAL MODULE: ./src/engine/validators/openapi.ts
var openapi = __webpack_require__(18692);
;// CONCATENATED MODULE: ./src/collection/formats/openapi/index.ts
// OpenAPI 3.0/3.1 and Swagger 2.0 documents as collections: recognised by content, references
// resolved, operations turned into assay test entries. The result is the collection's YAML text
// (what `assay import openapi` writes) plus, per test, what the run needs beyond it: where the
// operation is written in the spec, its not-run reason and the spec operation it checks.
// The collection loader imports it only for a text that looks like a spec (a chunk both bundles
// load, named in scripts/build.mjs's `sharedByEngine`): it brings the full YAML parser with it.










/**
 * Reads a spec with its referenced files: the operations in one shape, or the diagnostics that make it
 * unusable (positioned in the spec file); undefined when the text is not an OpenAPI/Swagger document.
 */
async function openSpec(input) {
    const parsed = (0,yaml_document.parseYaml)(input.file, input.text);
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
    const checkOf = await (0,openapi/* generatedCheck */.u)(input.file, spec, resolver);
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

/***/ 99845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fromYaml: () => (/* binding */ fromYaml),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55324);
// YAML 1.2 (and so JSON) text \u2192 a YAML document with source positions, or diagnostics, and its
// tree (`fromYaml`). The full parser: the `yaml` package is loaded with this module, which the
// collection loader imports only for a text the fast reader hands over (`loadFullParser`).


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
/** The tree of a node of a `yaml` document; aliases are converted when they are resolved. */
function fromYaml(node, document) {
    const converted = new Map();
    const convert = (from) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(from))
            return (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .scalarNode */ .Hf)(from.value, from.type, from.source, range(from.range));
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(from))
            return {
                kind: 'map',
                range: range(from.range),
                items: from.items.map((pair) => ({ key: convert(pair.key), value: convert(pair.value) })),
            };
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(from))
            return { kind: 'seq', range: range(from.range), items: from.items.map(convert) };
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(from)) {
            const target = () => {
                const anchored = from.resolve(document);
                if (!converted.has(anchored))
                    converted.set(anchored, convert(anchored));
                return converted.get(anchored) ?? null;
            };
            return { kind: 'alias', range: range(from.range), target };
        }
        return null;
    };
    return convert(node);
}
function range(from) {
    return from ? [from[0], from[1]] : undefined;
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
            message: `\`${value.text}\` needs quotes: inside \`{ \u2026 }\` YAML reads \`[\`, \`]\`, \`{\`, \`}\` and \`,\` as its own`,
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


/***/ })

};

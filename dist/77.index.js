export const id = 77;
export const ids = [77];
export const modules = {

/***/ 16277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fuzzInvocation: () => (/* binding */ fuzzInvocation)
});

// UNUSED EXPORTS: fuzzCommand

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/collection/sources.ts
var sources = __webpack_require__(43258);
// EXTERNAL MODULE: ./src/collection/diagnostics.ts
var diagnostics = __webpack_require__(70548);
// EXTERNAL MODULE: ./src/collection/formats/openapi/index.ts + 3 modules
var openapi = __webpack_require__(26327);
// EXTERNAL MODULE: ./src/model/suggest.ts
var suggest = __webpack_require__(2691);
// EXTERNAL MODULE: ./src/engine/http/client.ts + 12 modules
var http_client = __webpack_require__(1627);
// EXTERNAL MODULE: ./src/engine/validators/openapi.ts
var validators_openapi = __webpack_require__(18692);
// EXTERNAL MODULE: ./src/model/run-outcome.ts
var run_outcome = __webpack_require__(2605);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
// EXTERNAL MODULE: ./src/session/reports.ts + 7 modules
var session_reports = __webpack_require__(54382);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/fuzz/console.ts

const EXCERPT_LINES = 6;
const EXCERPT_CHARS = 400;
function operationName(finding) {
    const { operation } = finding;
    return `${operation.method} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''}`;
}
function findingText(finding, number, baseUrl, redactor) {
    const lines = [`${number}. ${finding.check} \u2014 ${operationName(finding)}`, `   ${finding.message}`];
    if (finding.violation)
        lines.push(`   the request breaks the spec: ${finding.violation}`);
    for (const step of finding.steps ?? [])
        lines.push(`   after: ${curlLine(step.request, baseUrl)}${step.status !== undefined ? `  \u2192 ${step.status}` : ''}`);
    lines.push(`   ${curlLine(finding.request, baseUrl)}`);
    if (finding.response) {
        const { status, statusText, body } = finding.response;
        lines.push(`   response: ${status}${statusText ? ` ${statusText}` : ''}`);
        const excerpt = body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS)}\u2026` : body;
        for (const line of excerpt.split('\n').slice(0, EXCERPT_LINES))
            if (line !== '')
                lines.push(`     ${line}`);
    }
    return redactor.redact(lines.join('\n')) + '\n';
}
/** The request as a curl command a user can paste (secret references shown as ***). */
function curlLine(request, baseUrl) {
    const masked = (text) => text.replace(/\$\{\{ secrets\.[\w.-]+ \}\}/g, redact/* MASK */.v);
    const parts = ['curl'];
    if (request.method !== 'GET')
        parts.push('-X', request.method);
    parts.push(quote(masked(`${baseUrl}${request.path}`)));
    for (const [name, value] of request.headers)
        parts.push('-H', quote(masked(`${name}: ${value}`)));
    if (request.body)
        parts.push('--data-raw', quote(masked(request.body.text)));
    return parts.join(' ');
}
function quote(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
function summaryText(outcome, seed, failures) {
    const cases = outcome.operations.reduce((sum, tally) => sum + tally.cases, 0);
    const seconds = (outcome.durationMs / 1000).toFixed(1);
    const stopped = outcome.interrupted
        ? ' (interrupted)'
        : outcome.budgetSpent
            ? ' (the budget was spent before every case was tried: raise --budget to search further)'
            : '';
    const found = failures === 0 ? 'no failures' : `${failures} distinct failure${failures === 1 ? '' : 's'}`;
    return `${cases} cases against ${outcome.operations.length} operations in ${seconds} s: ${found}${stopped}\nseed ${seed}: pass --seed ${seed} to draw the same cases again\n`;
}

// EXTERNAL MODULE: ./src/fuzz/options.ts
var fuzz_options = __webpack_require__(62011);
// EXTERNAL MODULE: ./src/report/results/totals.ts
var results_totals = __webpack_require__(13424);
// EXTERNAL MODULE: ./src/session/options/args.ts + 2 modules
var args = __webpack_require__(21987);
// EXTERNAL MODULE: ./src/fuzz/checks.ts
var checks = __webpack_require__(49260);
;// CONCATENATED MODULE: ./src/fuzz/reports.ts





/** Writes the report files into a ready directory; the writer tells the files and any problem. */
async function writeFuzzReports(outcome, options, context, redactor, keepResults = false) {
    const entries = [];
    for (const tally of outcome.operations) {
        const position = context.positionOf(tally);
        const common = { tally, position, context };
        if (tally.findings.length === 0)
            entries.push(entry(entries.length, common));
        for (const finding of tally.findings)
            entries.push(entry(entries.length, { ...common, finding }));
    }
    const collection = {
        file: context.specFile,
        ...(context.specPath ? { absolutePath: context.specPath } : {}),
        name: `fuzz: ${context.title}`,
        metadata: {
            seed: context.seed,
            baseUrl: context.baseUrl,
            maxExamples: options.maxExamples,
            budgetMs: options.budgetMs,
            checks: options.checks,
            stateful: options.stateful,
            ...(outcome.chains.length > 0 ? { sequences: outcome.chains } : {}),
        },
        tests: entries.map((e) => e.definition),
    };
    const runOptions = {
        ...(0,args/* defaultOptions */.K)(),
        collections: [context.specFile],
        output: options.output,
        formats: options.formats,
        operations: options.operations,
        tags: options.tags,
        timeoutMs: options.timeoutMs,
    };
    const start = {
        startedAt: context.startedAt,
        collections: [collection],
        options: runOptions,
        planned: entries.length,
        plannedTests: [entries.map((_, index) => index)],
    };
    const totals = (0,results_totals/* emptyTotals */.Tf)();
    const writer = (0,session_reports/* reportFiles */.IU)(options.output, options.formats, redactor, keepResults);
    await writer.runStarted(start);
    for (const { result } of entries) {
        (0,results_totals/* countOutcome */.y0)(totals, result.outcome);
        writer.testFinished(result);
    }
    writer.collectionFinished();
    await writer.runFinished({
        startedAt: context.startedAt,
        durationMs: outcome.durationMs,
        totals,
        ...(outcome.interrupted ? { interrupted: 'SIGINT' } : {}),
    });
    return writer;
}
function entry(index, { tally, position, context, finding, }) {
    const { operation } = tally;
    const path = finding?.request.path ?? operation.path;
    const url = `${context.baseUrl}${path}`;
    const name = finding
        ? `${finding.check}: ${operationName(finding)}`
        : `${operationName(tally)}: ${tally.cases} cases`;
    const definition = {
        index,
        name,
        dependsOn: [],
        method: operation.method,
        url: { source: url, parts: [{ kind: 'text', text: url }] },
        headers: [],
        tags: operation.tags,
        validators: [],
        captures: [],
        position,
        metadata: {
            operation: `${operation.method} ${operation.path}`,
            ...(operation.operationId ? { operationId: operation.operationId } : {}),
            cases: tally.cases,
            seed: context.seed,
            ...(finding ? { check: finding.check } : {}),
            ...(finding?.violation ? { violation: finding.violation } : {}),
            ...(finding?.steps ? { after: finding.steps.map((s) => `${s.request.method} ${s.request.path}`) } : {}),
        },
    };
    const base = { collection: 0, test: index, iteration: 1, name, captures: [] };
    if (!finding) {
        const outcome = tally.notSent !== undefined && tally.cases === 0 ? 'notRun' : 'passed';
        return {
            definition,
            result: {
                ...base,
                outcome,
                validators: [],
                ...(outcome === 'notRun' ? { reason: `not fuzzed: ${tally.notSent}` } : {}),
            },
        };
    }
    const { request, response } = finding;
    return {
        definition,
        result: {
            ...base,
            outcome: 'failed',
            request: {
                method: request.method,
                url,
                headers: request.headers,
                ...(request.body ? { body: request.body.text } : {}),
            },
            ...(response
                ? {
                    response: {
                        status: response.status,
                        statusText: response.statusText,
                        headers: response.headers,
                        body: response.body,
                        bodyBytes: response.bodyBytes,
                        bodyTruncated: response.body.length < response.bodyBytes && response.body.endsWith('\u2026'),
                    },
                }
                : {}),
            validators: [
                {
                    name: finding.check,
                    pass: false,
                    expected: checks/* CHECK_SUMMARIES */.wr[finding.check],
                    actual: finding.message,
                    message: `${finding.check}: ${finding.message}`,
                },
            ],
        },
    };
}

// EXTERNAL MODULE: ./node_modules/fast-check/lib/fast-check.js + 8 modules
var fast_check = __webpack_require__(78608);
// EXTERNAL MODULE: ./src/model/credentials.ts
var credentials = __webpack_require__(31151);
// EXTERNAL MODULE: ./src/collection/formats/credentials.ts
var formats_credentials = __webpack_require__(15557);
// EXTERNAL MODULE: ./src/engine/validators/openapi/resolve.ts
var resolve = __webpack_require__(29535);
;// CONCATENATED MODULE: ./src/fuzz/schema-values.ts
// Values from a JSON Schema (OpenAPI 2.0/3.0/3.1 flavour) as fast-check arbitraries: types, formats,
// patterns, bounds, enums, oneOf/anyOf/allOf, nullable, required and optional properties, nested
// bodies, arrays at their edges, unicode and empty strings. fast-check shrinks what they make, so a
// failing case is reduced towards the smallest value of each (empty strings, 0, fewer items).


/** Deeper than this, optional properties are left out and unconstrained values are null (recursive schemas end). */
const MAX_DEPTH = 5;
/** Numbers without bounds stay within what every JSON parser reads exactly. */
const NUMBER_LIMIT = 1e9;
/** Strings and arrays without an upper bound are mostly short (a case is a request, not a load test)\u2026 */
const EXTRA_LENGTH = 24;
const EXTRA_ITEMS = 4;
/** \u2026and now and then long, past the lengths a careless implementation assumes. */
const LONG_LENGTH = 300;
/**
 * One code point of a string: any of Unicode, or a lower-case letter, which is what shrinking goes
 * towards (a minimal failing string reads `aaaa`, not `\u0000\u0000`).
 */
const CODE_POINT = fast_check/* default.oneof */.Ay.oneof({ withCrossShrink: true }, { arbitrary: fast_check/* default.integer */.Ay.integer({ min: 0x61, max: 0x7a }).map((code) => String.fromCharCode(code)), weight: 1 }, { arbitrary: fast_check/* default.string */.Ay.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 2 });
/** The schema node behind `$ref`s, with the file it is written in; undefined for a broken `$ref`. */
function resolveSchema(schema, context) {
    const resolved = context.resolver.deref(schema, context.file);
    return { node: resolved.value, file: resolved.file };
}
/** An arbitrary of values valid against `schema`. */
function valuesOf(schema, context, depth = 0) {
    const { node, file } = resolveSchema(schema, context);
    const here = { ...context, file };
    if (node === true || node === undefined || ((0,resolve/* isObject */.Gv)(node) && Object.keys(node).length === 0))
        return anyJson();
    if (!(0,resolve/* isObject */.Gv)(node))
        return fast_check/* default.constant */.Ay.constant(null);
    const base = nonNullValues(node, here, depth);
    return nullable(node) ? fast_check/* default.option */.Ay.option(base, { nil: null, freq: 8 }) : base;
}
function nonNullValues(node, context, depth) {
    if (node.const !== undefined)
        return fast_check/* default.constant */.Ay.constant(node.const);
    if (Array.isArray(node.enum) && node.enum.length > 0)
        return fast_check/* default.constantFrom */.Ay.constantFrom(...node.enum);
    if (Array.isArray(node.allOf))
        return valuesOf(mergeAllOf(node, context), context, depth);
    for (const key of ['oneOf', 'anyOf']) {
        const options = node[key];
        if (Array.isArray(options) && options.length > 0) {
            // The sibling keywords apply to every option (`{ type: object, required: [a], oneOf: [...] }`).
            const { [key]: _, ...rest } = node;
            return fast_check/* default.oneof */.Ay.oneof(...options.map((option) => valuesOf(withSiblings(option, rest), context, depth + 1)));
        }
    }
    if (depth > MAX_DEPTH)
        return fast_check/* default.constant */.Ay.constant(null);
    switch (typeOf(node)) {
        case 'object':
            return objectValues(node, context, depth);
        case 'array':
            return arrayValues(node, context, depth);
        case 'integer':
            return integerValues(node);
        case 'number':
            return numberValues(node);
        case 'boolean':
            return fast_check/* default.boolean */.Ay.boolean();
        case 'null':
            return fast_check/* default.constant */.Ay.constant(null);
        default:
            return stringValues(node);
    }
}
/** The type a schema's values have (the first non-null one of a list), guessed from its keywords when absent. */
function typeOf(node) {
    const type = node.type;
    if (Array.isArray(type))
        return type.find((t) => t !== 'null') ?? 'null';
    if (typeof type === 'string')
        return type;
    if ((0,resolve/* isObject */.Gv)(node.properties) || node.additionalProperties !== undefined || Array.isArray(node.required))
        return 'object';
    if (node.items !== undefined)
        return 'array';
    if (typeof node.minimum === 'number' || typeof node.maximum === 'number')
        return 'number';
    return 'string';
}
function nullable(node) {
    return node.nullable === true || (Array.isArray(node.type) && node.type.includes('null'));
}
function anyJson() {
    return fast_check/* default.oneof */.Ay.oneof(fast_check/* default.string */.Ay.string(), fast_check/* default.integer */.Ay.integer(), fast_check/* default.boolean */.Ay.boolean(), fast_check/* default.constant */.Ay.constant(null));
}
function withSiblings(option, siblings) {
    const keys = Object.keys(siblings).filter((key) => !['description', 'title', 'discriminator'].includes(key));
    if (keys.length === 0)
        return option;
    return { allOf: [siblings, option] };
}
/** allOf as one schema: properties, required names and bounds of every part together. */
function mergeAllOf(node, context, depth = 0) {
    const { allOf, ...rest } = node;
    const merged = {};
    const properties = {};
    const required = new Set();
    for (const part of [...allOf, rest]) {
        const { node: value } = resolveSchema(part, context);
        if (!(0,resolve/* isObject */.Gv)(value))
            continue;
        // An allOf that names itself (through $refs) ends at the depth limit.
        const flat = Array.isArray(value.allOf) ? (depth < MAX_DEPTH ? mergeAllOf(value, context, depth + 1) : {}) : value;
        for (const [key, item] of Object.entries(flat)) {
            if (key === 'properties' && (0,resolve/* isObject */.Gv)(item))
                Object.assign(properties, item);
            else if (key === 'required' && Array.isArray(item))
                for (const name of item)
                    required.add(String(name));
            else if (key !== 'allOf')
                merged[key] = item;
        }
    }
    if (Object.keys(properties).length > 0)
        merged.properties = properties;
    if (required.size > 0)
        merged.required = [...required];
    return merged;
}
function objectValues(node, context, depth) {
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    const properties = (0,resolve/* isObject */.Gv)(node.properties) ? node.properties : {};
    const model = {};
    const requiredKeys = [];
    for (const [name, schema] of Object.entries(properties)) {
        const { node: property } = resolveSchema(schema, context);
        if ((0,resolve/* isObject */.Gv)(property) && property.readOnly === true)
            continue;
        if (!required.has(name) && depth >= MAX_DEPTH - 1)
            continue;
        model[name] = valuesOf(schema, context, depth + 1);
        if (required.has(name))
            requiredKeys.push(name);
    }
    // A required property the schema does not describe still has to be sent.
    for (const name of required)
        if (!Object.hasOwn(model, name)) {
            model[name] = anyJson();
            requiredKeys.push(name);
        }
    return fast_check/* default.record */.Ay.record(model, { requiredKeys });
}
function arrayValues(node, context, depth) {
    const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
    const maxLength = typeof node.maxItems === 'number' ? node.maxItems : minLength + EXTRA_ITEMS;
    const items = valuesOf(node.items ?? {}, context, depth + 1);
    return node.uniqueItems === true
        ? fast_check/* default.uniqueArray */.Ay.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fast_check/* default.array */.Ay.array(items, { minLength, maxLength });
}
/** The inclusive bounds of a numeric schema (3.0 boolean and 3.1 numeric exclusive bounds alike). */
function numericBounds(node, step) {
    let min = typeof node.minimum === 'number' ? node.minimum : -NUMBER_LIMIT;
    let max = typeof node.maximum === 'number' ? node.maximum : NUMBER_LIMIT;
    if (typeof node.exclusiveMinimum === 'number')
        min = Math.max(min, node.exclusiveMinimum + step);
    else if (node.exclusiveMinimum === true)
        min += step;
    if (typeof node.exclusiveMaximum === 'number')
        max = Math.min(max, node.exclusiveMaximum - step);
    else if (node.exclusiveMaximum === true)
        max -= step;
    return { min, max };
}
function integerValues(node) {
    const bounds = numericBounds(node, 1);
    const min = Math.ceil(bounds.min);
    const max = Math.floor(bounds.max);
    if (min > max)
        return fast_check/* default.constant */.Ay.constant(min);
    const multiple = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : 1;
    if (multiple === 1)
        return fast_check/* default.integer */.Ay.integer({ min, max });
    const low = Math.ceil(min / multiple);
    const high = Math.floor(max / multiple);
    return low > high ? fast_check/* default.constant */.Ay.constant(min) : fast_check/* default.integer */.Ay.integer({ min: low, max: high }).map((k) => k * multiple);
}
function numberValues(node) {
    const exclusive = node.exclusiveMinimum !== undefined || node.exclusiveMaximum !== undefined;
    const { min, max } = numericBounds(node, 0);
    if (typeof node.multipleOf === 'number' && node.multipleOf > 0) {
        const multiple = node.multipleOf;
        const low = Math.ceil(min / multiple);
        const high = Math.floor(max / multiple);
        return low > high ? fast_check/* default.constant */.Ay.constant(min) : fast_check/* default.integer */.Ay.integer({ min: low, max: high }).map((k) => k * multiple);
    }
    if (min > max)
        return fast_check/* default.constant */.Ay.constant(min);
    return fast_check/* default.double */.Ay.double({
        min,
        max,
        noNaN: true,
        noDefaultInfinity: true,
        minExcluded: exclusive && min !== -NUMBER_LIMIT,
        maxExcluded: exclusive && max !== NUMBER_LIMIT,
    });
}
const FORMATS = {
    'date-time': () => dates().map((d) => d.toISOString()),
    date: () => dates().map((d) => d.toISOString().slice(0, 10)),
    time: () => dates().map((d) => `${d.toISOString().slice(11, 19)}Z`),
    uuid: () => fast_check/* default.uuid */.Ay.uuid(),
    email: () => fast_check/* default.emailAddress */.Ay.emailAddress(),
    uri: () => fast_check/* default.webUrl */.Ay.webUrl(),
    url: () => fast_check/* default.webUrl */.Ay.webUrl(),
    hostname: () => fast_check/* default.domain */.Ay.domain(),
    ipv4: () => fast_check/* default.ipV4 */.Ay.ipV4(),
    ipv6: () => fast_check/* default.ipV6 */.Ay.ipV6(),
    byte: () => fast_check/* default.base64String */.Ay.base64String(),
};
function dates() {
    return fast_check/* default.date */.Ay.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true });
}
function stringValues(node) {
    const minLength = typeof node.minLength === 'number' ? node.minLength : 0;
    const maxLength = typeof node.maxLength === 'number' ? node.maxLength : minLength + EXTRA_LENGTH;
    // Patterns and formats keep their own lengths, within the schema's bounds when it has them.
    const fits = (text) => [...text].length >= minLength && (typeof node.maxLength !== 'number' || [...text].length <= node.maxLength);
    // Not a filter: a spec whose bounds no value of its pattern or format meets must not hang the run.
    const fitting = (text) => (fits(text) ? text : 'a'.repeat(minLength));
    if (typeof node.pattern === 'string') {
        const pattern = compilePattern(node.pattern);
        if (pattern)
            return fast_check/* default.stringMatching */.Ay.stringMatching(pattern, { size: 'small' }).map(fitting);
    }
    const format = typeof node.format === 'string' ? FORMATS[node.format] : undefined;
    if (format)
        return format().map(fitting);
    // Any Unicode code point (JSON Schema counts lengths in code points), the empty string whenever
    // allowed, and strings at the edge: the maximum length, or long ones when there is none.
    const bounded = typeof node.maxLength === 'number';
    const edge = bounded
        ? fast_check/* default.string */.Ay.string({ unit: CODE_POINT, minLength: maxLength, maxLength })
        : fast_check/* default.string */.Ay.string({ unit: CODE_POINT, minLength: maxLength + 1, maxLength: minLength + LONG_LENGTH, size: 'max' });
    return fast_check/* default.oneof */.Ay.oneof({ arbitrary: fast_check/* default.string */.Ay.string({ unit: CODE_POINT, minLength, maxLength }), weight: 4 }, { arbitrary: edge, weight: 1 });
}
function compilePattern(pattern) {
    try {
        return new RegExp(pattern, 'u');
    }
    catch {
        try {
            return new RegExp(pattern);
        }
        catch {
            return undefined;
        }
    }
}

;// CONCATENATED MODULE: ./src/fuzz/negative.ts
// Deliberately invalid requests for the negative_data_rejection check: one violation of the spec at a
// time (a wrong type, a missing required field, a value out of range, an unknown enum value, an extra
// field where additionalProperties is false, a required parameter left out), applied to a valid case.
// Each is built to break the schema, so a server that accepts it accepts what its spec forbids.


/** Marks a property or parameter to be left out. */
const OMIT = Symbol('omit');
const negative_MAX_DEPTH = 3;
/** Every violation of `schema` assay knows how to make, down to nested properties. */
function violationsOf(schema, context, where, depth = 0) {
    const { node, file } = resolveSchema(schema, context);
    if (!(0,resolve/* isObject */.Gv)(node) || depth > negative_MAX_DEPTH)
        return [];
    const here = { ...context, file };
    const flat = Array.isArray(node.allOf) ? mergeAllOf(node, here) : node;
    if (Array.isArray(flat.oneOf) || Array.isArray(flat.anyOf) || flat.not !== undefined)
        return [];
    const violations = [];
    const wrong = wrongType(flat);
    if (wrong !== undefined)
        violations.push({ description: `${where}: ${describeType(wrong)} instead of ${typeOf(flat)}`, apply: () => wrong });
    if (Array.isArray(flat.enum) && flat.enum.length > 0 && flat.enum.every((v) => typeof v === 'string'))
        violations.push({ description: `${where}: a value not in its enum`, apply: () => 'not-in-enum-\u03a9' });
    const type = typeOf(flat);
    if (type === 'integer' || type === 'number') {
        const { min, max } = numericBounds(flat, type === 'integer' ? 1 : 0);
        if (typeof flat.minimum === 'number' || flat.exclusiveMinimum !== undefined)
            violations.push({ description: `${where}: below its minimum`, apply: () => Math.floor(min) - 1 });
        if (typeof flat.maximum === 'number' || flat.exclusiveMaximum !== undefined)
            violations.push({ description: `${where}: above its maximum`, apply: () => Math.ceil(max) + 1 });
    }
    if (type === 'string' && !Array.isArray(flat.enum) && flat.format === undefined) {
        if (typeof flat.maxLength === 'number')
            violations.push({
                description: `${where}: longer than its maxLength ${flat.maxLength}`,
                apply: () => 'x'.repeat(flat.maxLength + 1),
            });
        if (typeof flat.minLength === 'number' && flat.minLength > 0)
            violations.push({
                description: `${where}: shorter than its minLength ${flat.minLength}`,
                apply: () => 'x'.repeat(flat.minLength - 1),
            });
    }
    if (type === 'object')
        violations.push(...objectViolations(flat, here, where, depth));
    return violations;
}
function objectViolations(node, context, where, depth) {
    const violations = [];
    const properties = (0,resolve/* isObject */.Gv)(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? node.required : [];
    for (const name of required)
        violations.push({
            description: `${where}: required field ${name} missing`,
            apply: (value) => ((0,resolve/* isObject */.Gv)(value) ? withProperty(value, name, OMIT) : value),
        });
    if (node.additionalProperties === false)
        violations.push({
            description: `${where}: an extra field where additionalProperties is false`,
            apply: (value) => ((0,resolve/* isObject */.Gv)(value) ? { ...value, unexpectedField: 'x' } : value),
        });
    for (const [name, schema] of Object.entries(properties)) {
        const { node: property } = resolveSchema(schema, context);
        if ((0,resolve/* isObject */.Gv)(property) && property.readOnly === true)
            continue;
        for (const inner of violationsOf(schema, context, `${where}.${name}`, depth + 1))
            violations.push({
                description: inner.description,
                apply: (value) => ((0,resolve/* isObject */.Gv)(value) ? withProperty(value, name, inner.apply(value[name])) : value),
            });
    }
    return violations;
}
function withProperty(value, name, replacement) {
    const copy = { ...value };
    if (replacement === OMIT)
        delete copy[name];
    else
        copy[name] = replacement;
    return copy;
}
/** A value of another JSON type than the schema's (undefined when the schema takes any type). */
function wrongType(node) {
    const types = Array.isArray(node.type) ? node.type : typeof node.type === 'string' ? [node.type] : [];
    if (types.length === 0 && node.properties === undefined && node.items === undefined)
        return undefined;
    const type = typeOf(node);
    if (type === 'string')
        return types.includes('integer') || types.includes('number') ? undefined : 12345;
    if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object')
        return types.includes('string') ? undefined : 'not-a-' + type;
    return undefined;
}
function describeType(value) {
    return typeof value === 'string' ? `a string` : `a ${typeof value}`;
}

;// CONCATENATED MODULE: ./src/fuzz/cases.ts
// One spec operation as the requests fuzzing sends: the values of its parameters and body drawn from
// their schemas (valid ones, or valid ones with one violation), its credentials as the security
// schemes name them (`${{ secrets.<scheme> }}`, given with --secrets), and a drawn case written as a
// request. Requests keep secret references until they are sent, so everything shown or saved has the
// reference, never the value.






const SKIPPED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
function planOperation(operation, resolver, schemes, secrets) {
    const has = (name) => Object.hasOwn(secrets, name);
    const problems = [];
    const auth = authFor(operation, schemes, has, problems);
    const parameters = [];
    const credentialParameters = { headers: [], query: [], cookies: [] };
    for (const parameter of operation.parameters) {
        if (parameter.in === 'header' && SKIPPED_HEADERS.has(parameter.name.toLowerCase()))
            continue;
        if (parameter.in !== 'path' && (0,credentials/* isCredentialName */.hN)(parameter.name)) {
            const secret = (0,formats_credentials/* secretName */.Gf)(parameter.name);
            const reference = `\${{ secrets.${secret} }}`;
            if (has(secret))
                place(credentialParameters, parameter.in, parameter.name, reference);
            else if (parameter.required)
                problems.push(`its ${parameter.in} parameter ${parameter.name} is a credential: pass it with --secrets ${secret}=\u2026`);
            continue;
        }
        parameters.push(parameter);
    }
    const media = operation.body ? chooseMedia(operation.body.media) : undefined;
    const context = (file) => ({ resolver, file });
    const model = {};
    const requiredKeys = [];
    const violations = [];
    for (const parameter of parameters) {
        const key = `${parameter.in}:${parameter.name}`;
        const schema = parameterSchema(parameter, resolver);
        model[key] =
            parameter.in === 'path'
                ? pathValues(schema, context(parameter.file))
                : valuesOf(schema, context(parameter.file)).map(headerSafe(parameter));
        if (parameter.required)
            requiredKeys.push(key);
        if (parameter.required && parameter.in !== 'path')
            violations.push({
                key,
                violation: {
                    description: `${parameter.in} parameter ${parameter.name}: required, left out`,
                    apply: () => OMIT,
                },
            });
        for (const violation of violationsOf(schema, context(parameter.file), `${parameter.in} parameter ${parameter.name}`))
            if (parameter.in !== 'header')
                violations.push({ key, violation });
    }
    const parameterValues = fast_check/* default.record */.Ay.record(model, { requiredKeys });
    const bodyValues = media?.schema !== undefined ? valuesOf(media.schema, context(media.file)) : undefined;
    // A documented body is always sent (an optional one too: the server must take it).
    const valid = bodyValues
        ? fast_check/* default.record */.Ay.record({ parameters: parameterValues, body: bodyValues })
        : parameterValues.map((values) => ({ parameters: values }));
    if (media?.schema !== undefined && /[/+]json\b/i.test(media.contentType)) {
        for (const violation of violationsOf(media.schema, context(media.file), 'body'))
            violations.push({ key: 'body', violation });
        if (operation.body.required)
            violations.push({ key: 'body', violation: { description: 'body: required, left out', apply: () => OMIT } });
    }
    const invalid = violations.length === 0
        ? undefined
        : fast_check/* default.tuple */.Ay.tuple(valid, fast_check/* default.nat */.Ay.nat({ max: violations.length - 1 }))
            .map(([drawn, index]) => breakCase(drawn, violations[index]));
    const example = exampleCase(operation, parameters, media, resolver);
    const renderer = (drawn, withAuth = true) => renderCase(operation, parameters, media?.contentType, drawn, withAuth ? merge(auth ?? none(), credentialParameters) : credentialParameters);
    return {
        operation,
        ...(problems.length > 0 ? { notSent: problems.join('; ') } : {}),
        secured: operation.security.length > 0 &&
            !operation.security.some((alternative) => Object.keys(alternative ?? {}).length === 0),
        valid,
        ...(invalid ? { invalid } : {}),
        examples: example ? [example] : [],
        render: renderer,
    };
}
function none() {
    return { headers: [], query: [], cookies: [] };
}
function merge(a, b) {
    return {
        headers: [...a.headers, ...b.headers],
        query: [...a.query, ...b.query],
        cookies: [...a.cookies, ...b.cookies],
    };
}
/**
 * The case with the violation made; without `violation` when it changed nothing (a nested field's rule
 * on an optional parameter or a null that was not drawn), so no valid case is taken for an invalid one.
 */
function breakCase(drawn, { key, violation }) {
    const original = key === 'body' ? drawn.body : drawn.parameters[key];
    const broken = violation.apply(original);
    if (broken === original || broken === undefined)
        return drawn;
    if (key === 'body') {
        const { body: _, ...rest } = drawn;
        return { ...rest, ...(broken === OMIT ? {} : { body: broken }), violation: violation.description };
    }
    const parameters = { ...drawn.parameters };
    if (broken === OMIT)
        delete parameters[key];
    else
        parameters[key] = broken;
    return { ...drawn, parameters, violation: violation.description };
}
/** The spec's examples (parameters and body) as a case, when it gives one for every required value. */
function exampleCase(operation, parameters, media, resolver) {
    const values = {};
    for (const parameter of parameters) {
        const schema = resolveSchema(parameter.schema, { resolver, file: parameter.file }).node;
        const example = parameter.example?.value ?? ((0,resolve/* isObject */.Gv)(schema) ? (schema.example ?? schema.default) : undefined);
        if (example !== undefined)
            values[`${parameter.in}:${parameter.name}`] = example;
        else if (parameter.required)
            return undefined;
    }
    if (media === undefined)
        return { parameters: values };
    const schema = resolveSchema(media.schema, { resolver, file: media.file }).node;
    const body = media.example?.value ?? ((0,resolve/* isObject */.Gv)(schema) ? schema.example : undefined);
    if (body === undefined)
        return operation.body?.required ? undefined : { parameters: values };
    return { parameters: values, body };
}
function parameterSchema(parameter, resolver) {
    const schema = resolveSchema(parameter.schema, { resolver, file: parameter.file }).node;
    return schema ?? {};
}
/** Path parameters are never empty (an empty segment is another path); not a filter, which a spec allowing only '' would hang. */
function pathValues(schema, context) {
    return valuesOf(schema, context).map((value) => (cases_text(value) === '' ? '0' : value));
}
/** Header values are sent as visible ASCII: anything else is percent-encoded. */
function headerSafe(parameter) {
    if (parameter.in !== 'header' && parameter.in !== 'cookie')
        return (value) => value;
    return (value) => (/^[\x20-\x7e]*$/.test(cases_text(value)) ? value : encodeURIComponent(cases_text(value)));
}
function chooseMedia(media) {
    return (media.find((m) => /[/+]json\b/i.test(m.contentType)) ??
        media.find((m) => /x-www-form-urlencoded/i.test(m.contentType)) ??
        media.find((m) => /^text\//i.test(m.contentType)));
}
function renderCase(operation, parameters, contentType, drawn, auth) {
    let path = operation.path;
    const query = [];
    const headers = [...auth.headers];
    const cookies = [...auth.cookies];
    for (const parameter of parameters) {
        const key = `${parameter.in}:${parameter.name}`;
        if (!Object.hasOwn(drawn.parameters, key))
            continue;
        const value = drawn.parameters[key];
        if (parameter.in === 'path')
            path = path.split(`{${parameter.name}}`).join(encodeURIComponent(cases_text(value)));
        else if (parameter.in === 'query')
            for (const item of Array.isArray(value) ? value : [value])
                query.push([parameter.name, cases_text(item)]);
        else if (parameter.in === 'header')
            headers.push([parameter.name, cases_text(value)]);
        else
            cookies.push(`${parameter.name}=${encodeURIComponent(cases_text(value))}`);
    }
    if (cookies.length > 0)
        headers.push(['Cookie', cookies.join('; ')]);
    query.push(...auth.query);
    const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeQueryValue(value)}`).join('&');
    const request = { method: operation.method, path: search ? `${path}?${search}` : path, headers };
    if (drawn.body !== undefined && contentType !== undefined) {
        if (/[/+]json\b/i.test(contentType))
            request.body = { contentType, text: JSON.stringify(drawn.body), json: drawn.body };
        else if (/x-www-form-urlencoded/i.test(contentType) && (0,resolve/* isObject */.Gv)(drawn.body))
            request.body = {
                contentType,
                text: new URLSearchParams(Object.entries(drawn.body).map(([name, value]) => [name, cases_text(value)])).toString(),
            };
        else
            request.body = { contentType, text: cases_text(drawn.body) };
        headers.push(['Content-Type', contentType]);
    }
    return request;
}
/** Secret references stay readable in a query (`${{ secrets.key }}`), everything else is encoded. */
function encodeQueryValue(value) {
    return /^\$\{\{ secrets\.[\w.-]+ \}\}$/.test(value) ? value : encodeURIComponent(value);
}
function place(auth, where, name, value) {
    if (where === 'query')
        auth.query.push([name, value]);
    else if (where === 'cookie')
        auth.cookies.push(`${name}=${value}`);
    else
        auth.headers.push([name, value]);
}
/** The first security alternative whose every scheme has a credential; undefined (and a problem) when none has. */
function authFor(operation, schemes, has, problems) {
    if (operation.security.length === 0)
        return none();
    const wanted = [];
    for (const alternative of operation.security) {
        const names = Object.keys(alternative ?? {});
        if (names.length === 0)
            return none();
        if (!names.every(has)) {
            wanted.push(names.join(' + '));
            continue;
        }
        const auth = none();
        for (const name of names) {
            const scheme = schemes[name];
            const reference = `\${{ secrets.${name} }}`;
            if (scheme?.type === 'apiKey' && scheme.name)
                place(auth, scheme.in ?? 'header', scheme.name, reference);
            else if (scheme?.type === 'basic' || (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic'))
                auth.headers.push(['Authorization', `Basic ${reference}`]);
            else if (scheme !== undefined) {
                const kind = scheme.type === 'http' && scheme.scheme ? scheme.scheme : 'Bearer';
                auth.headers.push(['Authorization', `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${reference}`]);
            }
            else {
                problems.push(`its security scheme ${name} is not defined in the spec`);
                return undefined;
            }
        }
        return auth;
    }
    problems.push(`it requires credentials (${wanted.join(' or ')}): pass them with --secrets ${wanted[0].split(' + ')[0]}=\u2026`);
    return undefined;
}
function cases_text(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}

;// CONCATENATED MODULE: ./src/fuzz/search.ts
// One search with fast-check: draw cases from an arbitrary (the spec's examples first), run each, and
// when one fails a check, let fast-check shrink it to a minimal case that still fails the same check.
// The search then goes on for the checks not yet failed, so each check fails at most once per search.
// Nothing of a passing case is kept: memory holds only the failures found.

/** Each distinct failing check once, with the minimal case fast-check shrank it to. */
async function search(settings) {
    const found = [];
    const skip = new Set();
    for (let round = 0; !settings.stopped(); round++) {
        let target;
        let last;
        let shrinks = 0;
        const property = fast_check/* default.asyncProperty */.Ay.asyncProperty(settings.arbitrary, async (drawn) => {
            if (settings.stopped() || (target !== undefined && shrinks++ >= settings.maxShrinks))
                return true;
            const failures = (await settings.run(drawn, skip)).filter((f) => !skip.has(f.check));
            const hit = target === undefined ? failures[0] : failures.find((f) => f.check === target);
            if (hit === undefined)
                return true;
            target = hit.check;
            last = { failure: hit, drawn };
            return false;
        });
        const details = await fast_check/* default.check */.Ay.check(property, {
            seed: (settings.seed + round) | 0,
            numRuns: settings.numRuns,
            examples: round === 0 ? settings.examples.map((example) => [example]) : [],
        });
        // An exception in assay's own code is no finding: it is reported as what it is.
        if (details.failed && last === undefined && details.errorInstance)
            throw details.errorInstance;
        if (!details.failed || last === undefined || target === undefined)
            break;
        found.push(last);
        skip.add(target);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/fuzz/findings.ts
const findings_EXCERPT_CHARS = 2000;
/** Each check fails at most once per operation: the first finding (of the simplest kind of case) stays. */
function addFinding(tally, finding) {
    if (!hasFinding(tally, finding.check))
        tally.findings.push(finding);
}
function hasFinding(tally, check) {
    return tally.findings.some((finding) => finding.check === check);
}
function excerptOf(response) {
    return {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: response.body.length > findings_EXCERPT_CHARS ? `${response.body.slice(0, findings_EXCERPT_CHARS)}\u2026` : response.body,
        bodyBytes: response.bodyBytes,
    };
}

;// CONCATENATED MODULE: ./src/fuzz/send.ts
/** Sends a case with its secret references replaced by their values. */
async function sendCase(client, request, settings) {
    const reveal = (text) => text.replace(/\$\{\{ secrets\.([\w.-]+) \}\}/g, (whole, name) => Object.hasOwn(settings.secrets, name) ? settings.secrets[name] : whole);
    const result = await client.send({
        method: request.method,
        url: `${settings.baseUrl}${reveal(request.path)}`,
        headers: request.headers.map(([name, value]) => [name, reveal(value)]),
        ...(request.body ? { body: request.body.text } : {}),
        timeoutMs: settings.timeoutMs,
        timeoutSource: '--timeout',
        signal: settings.signal,
    });
    return result.ok ? { response: result } : { failure: result.message };
}
/** A search's own seed from the run's: FNV-1a over the run's seed and what is searched. */
function seedFor(seed, what) {
    let hash = 0x811c9dc5 ^ seed;
    for (const char of what)
        hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return hash | 0;
}

;// CONCATENATED MODULE: ./src/fuzz/stateful.ts
// --stateful: sequences of operations on one resource. The spec's OpenAPI links say which operation
// takes what from a response (`$response.body#/id`); where there are none, they are inferred from the
// paths (POST /items \u2192 GET, DELETE /items/{id}). fast-check draws and shrinks the creating request;
// each sequence checks that what was created can be fetched (ensure_resource_availability), that a
// deleted resource is gone (use_after_free), and the fetched responses against the contract.





const STATEFUL_CHECKS = [
    'ensure_resource_availability',
    'use_after_free',
    'not_a_server_error',
    'status_code_conformance',
    'content_type_conformance',
    'response_schema_conformance',
    'response_headers_conformance',
];
function statefulSearches(target, plans, settings, io) {
    const selected = new Set(target.operations);
    const chains = findChains(target.allOperations, target.root).filter((chain) => plans.get(chain.create)?.notSent === undefined &&
        [chain.create, chain.read, chain.remove].some((operation) => operation && selected.has(operation)));
    const jobs = chains.map((chain) => async () => {
        const create = plans.get(chain.create);
        const found = await search({
            arbitrary: create.valid,
            examples: create.examples,
            seed: seedFor(settings.seed, `stateful ${chain.label}`),
            numRuns: Math.max(1, Math.ceil(settings.maxExamples / 2)),
            maxShrinks: 100,
            stopped: io.stopped,
            run: async (drawn) => (await runChain(chain, create, plans, drawn, target, io)).filter((f) => settings.checks.has(f.check)),
        });
        for (const { failure } of found)
            addFinding(io.tally(failure.operation), {
                check: failure.check,
                message: failure.message,
                operation: failure.operation,
                request: failure.request,
                ...(failure.response ? { response: failure.response } : {}),
                steps: failure.steps,
                savedPath: failure.savedPath,
            });
    });
    return { chains, jobs };
}
async function runChain(chain, create, plans, drawn, target, io) {
    const creating = create.render(drawn);
    io.tally(chain.create).cases++;
    const created = await io.send(creating);
    if (!('response' in created) || created.response.status < 200 || created.response.status >= 300)
        return [];
    const found = idIn(created.response.body, chain.pointers);
    if (found === undefined)
        return [];
    const { id, pointer } = found;
    const name = chain.parameter.replace(/[^\w-]/g, '_').replace(/^(?=[^A-Za-z_])/, '_');
    const steps = [{ request: creating, status: created.response.status, captures: { name, pointer } }];
    const on = (operation) => {
        const request = plans.get(operation).render({ parameters: { [`path:${chain.parameter}`]: id } });
        const savedPath = operation.path.split(`{${chain.parameter}}`).join(`\${{ context.${name} }}`);
        return { request, savedPath };
    };
    const failures = [];
    if (chain.read) {
        const { request, savedPath } = on(chain.read);
        io.tally(chain.read).cases++;
        const fetched = await io.send(request);
        if ('response' in fetched) {
            const response = excerptOf(fetched.response);
            const common = { operation: chain.read, request, response, steps, savedPath };
            if (fetched.response.status === 404 || fetched.response.status === 410)
                failures.push({
                    check: 'ensure_resource_availability',
                    message: `${chain.create.method} ${chain.create.path} created a resource (status ${created.response.status}) that ${chain.read.method} ${chain.read.path} cannot find (status ${fetched.response.status})`,
                    ...common,
                });
            for (const failure of await (0,checks/* judgeResponse */.xB)('valid', fetched.response, target.contract, chain.read))
                if (STATEFUL_CHECKS.includes(failure.check) && failure.check !== 'positive_data_acceptance')
                    failures.push({ ...failure, ...common });
        }
    }
    if (chain.remove) {
        const removing = on(chain.remove);
        io.tally(chain.remove).cases++;
        const removed = await io.send(removing.request);
        const deleted = 'response' in removed && removed.response.status >= 200 && removed.response.status < 300;
        if (deleted && chain.read) {
            const { request, savedPath } = on(chain.read);
            io.tally(chain.read).cases++;
            const after = await io.send(request);
            if ('response' in after && after.response.status >= 200 && after.response.status < 300)
                failures.push({
                    check: 'use_after_free',
                    message: `${chain.read.method} ${chain.read.path} still answers ${after.response.status} after ${chain.remove.method} ${chain.remove.path} answered ${'response' in removed ? removed.response.status : ''}`,
                    operation: chain.read,
                    request,
                    response: excerptOf(after.response),
                    steps: [
                        ...steps,
                        {
                            request: removing.request,
                            status: 'response' in removed ? removed.response.status : undefined,
                            savedPath: removing.savedPath,
                        },
                    ],
                    savedPath,
                });
        }
    }
    return failures;
}
/** The resource sequences of a spec: from its links, else from its paths. */
function findChains(operations, root) {
    const chains = [];
    for (const create of operations.filter((operation) => operation.method === 'POST')) {
        const linked = linkedChain(create, operations, root);
        if (linked) {
            chains.push(linked);
            continue;
        }
        const below = operations.filter((operation) => {
            const match = /^(.*)\/\{([^}/]+)\}$/.exec(operation.path);
            return match !== null && match[1] === create.path.replace(/\/+$/, '');
        });
        const parameter = /\{([^}/]+)\}$/.exec(below[0]?.path ?? '')?.[1];
        if (parameter === undefined)
            continue;
        const read = below.find((operation) => operation.method === 'GET');
        const remove = below.find((operation) => operation.method === 'DELETE');
        if (!read && !remove)
            continue;
        chains.push(chain(create, parameter, [`/${parameter}`, '/id'], read, remove, false));
    }
    return chains;
}
function chain(create, parameter, pointers, read, remove, linked) {
    const after = [read, remove].filter((o) => o !== undefined).map((o) => `${o.method} ${o.path}`);
    return {
        create,
        parameter,
        pointers,
        ...(read ? { read } : {}),
        ...(remove ? { remove } : {}),
        label: `${create.method} ${create.path} \u2192 ${after.join(', ')}`,
        linked,
    };
}
/** A chain from the links of the creating operation's success responses (`$response.body#/\u2026` parameters). */
function linkedChain(create, operations, root) {
    const paths = (0,resolve/* isObject */.Gv)(root.paths) ? root.paths : {};
    const item = paths[create.path];
    const written = (0,resolve/* isObject */.Gv)(item) ? item[create.method.toLowerCase()] : undefined;
    const responses = (0,resolve/* isObject */.Gv)(written) && (0,resolve/* isObject */.Gv)(written.responses) ? written.responses : {};
    const targets = [];
    for (const [status, response] of Object.entries(responses)) {
        if (!/^2/.test(status) || !(0,resolve/* isObject */.Gv)(response) || !(0,resolve/* isObject */.Gv)(response.links))
            continue;
        for (const link of Object.values(response.links)) {
            if (!(0,resolve/* isObject */.Gv)(link) || !(0,resolve/* isObject */.Gv)(link.parameters))
                continue;
            const operation = operations.find((o) => (typeof link.operationId === 'string' && o.operationId === link.operationId) ||
                (typeof link.operationRef === 'string' &&
                    link.operationRef === `#/${o.pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`));
            if (!operation)
                continue;
            for (const [parameter, expression] of Object.entries(link.parameters)) {
                const match = typeof expression === 'string' ? /^\$response\.body#(\/.*)$/.exec(expression) : null;
                if (match && operation.path.includes(`{${parameter.replace(/^path\./, '')}}`))
                    targets.push({ operation, parameter: parameter.replace(/^path\./, ''), pointer: match[1] });
            }
        }
    }
    const read = targets.find((t) => t.operation.method === 'GET');
    const remove = targets.find((t) => t.operation.method === 'DELETE' && (!read || t.parameter === read.parameter));
    const first = read ?? remove;
    if (!first)
        return undefined;
    return chain(create, first.parameter, [first.pointer], read?.operation, remove?.operation, true);
}
/** The first scalar at one of the JSON pointers in a JSON body, as text, with the pointer. */
function idIn(body, pointers) {
    let document;
    try {
        document = JSON.parse(body);
    }
    catch {
        return undefined;
    }
    for (const pointer of pointers) {
        let value = document;
        for (const token of pointer.split('/').slice(1)) {
            const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
            value = (0,resolve/* isObject */.Gv)(value) || Array.isArray(value) ? value[key] : undefined;
        }
        if (typeof value === 'string' || typeof value === 'number')
            return { id: String(value), pointer };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/fuzz/run.ts






async function runFuzz(target, settings, client) {
    const started = performance.now();
    const deadline = started + settings.budgetMs;
    let budgetSpent = false;
    const stopped = () => {
        if (settings.signal.aborted)
            return true;
        if (performance.now() >= deadline)
            budgetSpent = true;
        return budgetSpent;
    };
    const send = (request) => sendCase(client, request, settings);
    const tallies = new Map();
    const tally = (operation) => {
        let entry = tallies.get(operation);
        if (!entry)
            tallies.set(operation, (entry = { operation, cases: 0, findings: [] }));
        return entry;
    };
    for (const operation of target.operations)
        tally(operation);
    const plans = new Map(target.allOperations.map((operation) => [
        operation,
        planOperation(operation, target.resolver, target.schemes, settings.secrets),
    ]));
    const jobs = target.operations.map((operation) => async () => {
        const plan = plans.get(operation);
        const entry = tally(operation);
        if (plan.notSent !== undefined)
            entry.notSent = plan.notSent;
        for (const phase of phasesOf(plan, settings.checks)) {
            const found = await search({
                arbitrary: phase.kind === 'invalid' ? plan.invalid : plan.valid,
                examples: phase.kind === 'valid' ? plan.examples : [],
                seed: seedFor(settings.seed, `${operation.method} ${operation.path} ${phase.kind}`),
                numRuns: phase.kind === 'unauthenticated' ? Math.min(settings.maxExamples, 10) : settings.maxExamples,
                maxShrinks: 200,
                stopped,
                run: async (drawn) => {
                    if (phase.kind === 'invalid' && drawn.violation === undefined)
                        return [];
                    const request = plan.render(drawn, phase.kind !== 'unauthenticated');
                    entry.cases++;
                    const sent = await send(request);
                    const failures = 'failure' in sent
                        ? [{ check: 'not_a_server_error', message: `no response: ${sent.failure}` }]
                        : await (0,checks/* judgeResponse */.xB)(phase.kind, sent.response, target.contract, operation);
                    const excerpt = 'response' in sent ? excerptOf(sent.response) : undefined;
                    return failures
                        .filter((f) => settings.checks.has(f.check) && phase.checks.has(f.check) && !hasFinding(entry, f.check))
                        .map((f) => ({ ...f, request, ...(excerpt ? { response: excerpt } : {}) }));
                },
            });
            for (const { failure, drawn } of found)
                addFinding(entry, {
                    check: failure.check,
                    message: failure.message,
                    operation,
                    request: failure.request,
                    ...(failure.response ? { response: failure.response } : {}),
                    ...(drawn.violation !== undefined ? { violation: drawn.violation } : {}),
                });
        }
    });
    let chains = [];
    if (settings.stateful) {
        const stateful = statefulSearches(target, plans, settings, { send, stopped, tally });
        chains = stateful.chains;
        jobs.push(...stateful.jobs);
    }
    await pool(jobs, settings.concurrency);
    return {
        operations: [...tallies.values()],
        chains: chains.map((chain) => chain.label),
        durationMs: performance.now() - started,
        budgetSpent,
        interrupted: settings.signal.aborted,
    };
}
const RESPONSE_CHECKS = [
    'not_a_server_error',
    'status_code_conformance',
    'content_type_conformance',
    'response_schema_conformance',
    'response_headers_conformance',
];
function phasesOf(plan, checks) {
    const phases = [];
    if (plan.notSent === undefined) {
        phases.push({ kind: 'valid', checks: new Set([...RESPONSE_CHECKS, 'positive_data_acceptance']) });
        if (plan.invalid && checks.has('negative_data_rejection'))
            phases.push({ kind: 'invalid', checks: new Set([...RESPONSE_CHECKS, 'negative_data_rejection']) });
    }
    if (plan.secured && checks.has('ignored_auth'))
        phases.push({ kind: 'unauthenticated', checks: new Set(['ignored_auth']) });
    return phases;
}
async function pool(jobs, concurrency) {
    let next = 0;
    const worker = async () => {
        while (next < jobs.length)
            await jobs[next++]();
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/fuzz/saved-collection.ts
// --save-failures: the findings as an assay collection, one test per distinct failure (stateful ones
// with the requests before it, capturing the resource's id), each with validators that fail for the
// same reason while the bug is there and pass once it is fixed. `assay -c file.yaml -v baseUrl=\u2026`
// reproduces every failure: a fuzz finding becomes a regression test in the team's own suite.


/** Registered status codes (RFC 9110 and IANA), for validators that accept every status but some. */
const REGISTERED = [
    100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 305, 307, 308, 400,
    401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425,
    426, 428, 429, 431, 451,
];
const CONFORMANCE = [
    'status_code_conformance',
    'content_type_conformance',
    'response_schema_conformance',
    'response_headers_conformance',
];
function savedCollection(findings, context) {
    const tests = [];
    findings.forEach((finding, index) => {
        const prefix = `f${index + 1}`;
        const steps = finding.steps ?? [];
        steps.forEach((step, n) => tests.push({
            id: `${prefix}-step${n + 1}`,
            name: `${finding.check} ${index + 1}, step ${n + 1}: ${step.request.method} ${(step.savedPath ?? step.request.path).split('?')[0]}`,
            ...(n > 0 ? { dependsOn: `${prefix}-step${n}` } : {}),
            ...requestEntry(step.request, step.savedPath),
            validators: [{ 'is-successful': true }],
            ...(step.captures
                ? { context: [{ name: step.captures.name, 'json-path': jsonPath(step.captures.pointer) }] }
                : {}),
        }));
        tests.push({
            name: `${finding.check}: ${operationName(finding)}`,
            ...(steps.length > 0 ? { dependsOn: `${prefix}-step${steps.length}` } : {}),
            ...requestEntry(finding.request, finding.savedPath),
            validators: validatorsFor(finding.check, context.spec),
            metadata: {
                check: finding.check,
                found: finding.message,
                ...(finding.violation ? { violation: finding.violation } : {}),
                seed: String(context.seed),
            },
        });
    });
    const header = [
        `# Failures found by assay fuzz (${context.command}), seed ${context.seed}.`,
        '# One test per distinct failure: each fails while the API has the bug and passes once it is fixed.',
        '# Run: assay -c <this file> -v baseUrl=<the API> [-s <scheme>=<credential>]',
    ].join('\n');
    const document = { name: `Fuzz findings: ${context.title}`, baseUrl: '${{ vars.baseUrl }}', tests };
    // Status lists on one line (`status-code: [100, 101, \u2026]`), as a person would write them.
    const text = (0,dist/* stringify */.As)(document, { lineWidth: 0 }).replace(/^( +- status-code:)((?:\n +- \d+)+)/gm, (_, key, items) => `${key} [${items.match(/\d+/g).join(', ')}]`);
    return `${header}\n${text}`;
}
function requestEntry(request, savedPath) {
    const entry = { method: request.method, url: savedPath ?? request.path };
    if (request.headers.length > 0)
        entry.headers = request.headers.map(([name, value]) => `${name}: ${value}`);
    if (request.body) {
        const json = request.body.json;
        // A mapping or list is sent as JSON; any other body is written as the text that was sent.
        entry.body = typeof json === 'object' && json !== null ? json : request.body.text;
    }
    return entry;
}
function validatorsFor(check, spec) {
    if (CONFORMANCE.includes(check))
        return [{ openapi: spec }];
    switch (check) {
        case 'not_a_server_error':
            return [{ 'status-code': REGISTERED }];
        case 'negative_data_rejection':
            return [{ 'status-code': REGISTERED.filter((status) => status >= 400) }];
        case 'positive_data_acceptance':
            return [{ 'status-code': REGISTERED.filter((status) => status !== 400 && status !== 422) }];
        case 'ignored_auth':
            return [{ 'status-code': [401, 403] }];
        case 'use_after_free':
            return [{ 'status-code': [404, 410] }];
        case 'ensure_resource_availability':
            return [{ 'is-successful': true }];
        default:
            return [{ openapi: spec }];
    }
}
/** A JSON pointer as an RFC 9535 JSONPath (`/id` \u2192 `$['id']`). */
function jsonPath(pointer) {
    return `$${pointer
        .split('/')
        .slice(1)
        .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((key) => (/^\d+$/.test(key) ? `[${key}]` : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`))
        .join('')}`;
}

;// CONCATENATED MODULE: ./src/fuzz/command.ts
// `assay fuzz <spec> \u2026`: reads the spec as `-c spec.yaml` does (positions and reasons for a broken
// one, exit 2), fuzzes its operations, prints each distinct failure once, and writes what was asked
// for (-o reports, --save-failures collection). Shared by the command line and the action.


















async function fuzzInvocation(options, io, keepResults = false) {
    const fail = (message) => {
        io.stderr.write(message.endsWith('\n') ? message : `assay fuzz: ${message}\n`);
        return { code: run_outcome/* EXIT_USAGE */.Ri, problem: message.trim(), findings: 0 };
    };
    const redactor = new redact/* Redactor */.p();
    for (const value of Object.values(options.secrets)) {
        redactor.add(value);
        io.onSecret?.(value);
    }
    const [loaded] = await (0,sources/* loadSources */.Dl)([options.spec], io.cwd, { signal: io.signal });
    const sourceErrors = loaded.diagnostics.filter((d) => d.severity === 'error');
    const source = loaded.sources[0];
    if (sourceErrors.length > 0 || source === undefined)
        return fail(sourceErrors.length > 0
            ? redactor.redact((0,diagnostics/* formatDiagnostics */.o)(sourceErrors, new Map(), false))
            : `nothing to read at ${options.spec}`);
    const opened = await (0,openapi.openSpec)({
        file: source.file,
        text: source.text,
        ...(source.absolutePath ? { absolutePath: source.absolutePath } : {}),
    });
    if (opened === undefined)
        return fail(`${source.file} is not an OpenAPI 3.0/3.1 or Swagger 2.0 document (no \`openapi\` or \`swagger\` key)`);
    if (!('spec' in opened)) {
        const errors = opened.diagnostics.filter((d) => d.severity === 'error');
        return fail(redactor.redact((0,diagnostics/* formatDiagnostics */.o)(errors, new Map([[source.file, source.text]]), false)));
    }
    const { spec, resolver, root, at } = opened;
    const baseUrl = options.baseUrl ?? serverUrl(spec, source.file);
    if (baseUrl === undefined)
        return fail(spec.server === undefined
            ? 'the spec names no server: pass the address of the API with --base-url http://host:port'
            : `the spec's server ${spec.server} is not an absolute URL: pass the address of the API with --base-url http://host:port`);
    const selected = selectOperations(spec, options);
    if ('problem' in selected)
        return fail(selected.problem);
    const check = (await (0,validators_openapi/* generatedCheck */.u)(source.file, spec, resolver))(selected.operations[0]);
    if (check === false)
        throw new Error('assay bug: a generated check without a contract');
    const { contract } = check;
    if (options.output !== undefined) {
        const problem = await (0,session_reports/* prepareOutputDirectory */.Q$)(options.output, options.formats);
        if (problem)
            return fail(problem.replace(/^assay: /, ''));
    }
    const seed = options.seed ?? (0,external_node_crypto_.randomInt)(-(2 ** 31) + 1, 2 ** 31 - 1);
    const startedAt = new Date().toISOString();
    io.stdout.write(`assay fuzz ${source.file}: ${selected.operations.length} operation${selected.operations.length === 1 ? '' : 's'} against ${redactor.redact(baseUrl)}, seed ${seed}, up to ${options.maxExamples} cases per operation and kind, budget ${formatMs(options.budgetMs)}\n`);
    const client = (0,http_client/* createHttpClient */.u)({
        insecure: false,
        followRedirects: false,
        maxBodyBytes: 10 * 1024 * 1024,
        connections: options.parallel ? fuzz_options/* PARALLEL_OPERATIONS */.lU : 1,
        userAgent: `assay/${version/* VERSION */.x}`,
    });
    let outcome;
    try {
        outcome = await runFuzz({
            operations: selected.operations,
            allOperations: spec.operations,
            root,
            resolver,
            schemes: spec.securitySchemes,
            contract,
        }, {
            baseUrl,
            seed,
            maxExamples: options.maxExamples,
            budgetMs: options.budgetMs,
            checks: new Set(options.checks),
            stateful: options.stateful,
            concurrency: options.parallel ? fuzz_options/* PARALLEL_OPERATIONS */.lU : 1,
            secrets: options.secrets,
            timeoutMs: options.timeoutMs,
            signal: io.signal,
        }, client);
    }
    finally {
        await client.destroy();
    }
    for (const tally of outcome.operations)
        if (tally.notSent !== undefined)
            io.stdout.write(`  ${tally.operation.method} ${tally.operation.path}: valid requests not sent: ${tally.notSent}\n`);
    const findings = outcome.operations.flatMap((tally) => tally.findings);
    if (findings.length > 0)
        io.stdout.write(`\nFailures (${findings.length}):\n\n`);
    findings.forEach((finding, index) => io.stdout.write(`${findingText(finding, index + 1, baseUrl, redactor)}\n`));
    io.stdout.write(summaryText(outcome, seed, findings.length));
    let code = outcome.interrupted
        ? (0,run_outcome/* interruptedExitCode */.h2)('SIGINT')
        : findings.length > 0
            ? run_outcome/* EXIT_FAILED */.hj
            : run_outcome/* EXIT_OK */.Ij;
    if (options.saveFailures !== undefined) {
        const target = external_node_path_default().resolve(io.cwd, options.saveFailures);
        const specReference = source.absolutePath
            ? external_node_path_default().relative(external_node_path_default().dirname(target), source.absolutePath).split((external_node_path_default()).sep).join('/') || source.file
            : root;
        try {
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            await (0,promises_.writeFile)(target, redactor.redact(savedCollection(findings, {
                title: spec.title ?? source.file,
                spec: specReference,
                seed,
                command: `assay fuzz ${source.file} --seed ${seed}`,
            })));
            io.stdout.write(`wrote ${options.saveFailures}: ${findings.length} test${findings.length === 1 ? '' : 's'}\n`);
        }
        catch (error) {
            io.stderr.write(`assay fuzz: cannot write ${options.saveFailures}: ${error.message}\n`);
            code = run_outcome/* EXIT_FAILED */.hj;
        }
    }
    let reports;
    if (options.output !== undefined) {
        reports = await writeFuzzReports(outcome, options, {
            specFile: source.file,
            ...(source.absolutePath ? { specPath: source.absolutePath } : {}),
            title: spec.title ?? source.file,
            baseUrl,
            seed,
            startedAt,
            positionOf: (tally) => at(tally.operation.pointer),
        }, redactor, keepResults);
        if (reports.problem !== undefined) {
            io.stderr.write(`assay fuzz: could not write the reports: ${reports.problem}\n`);
            code = run_outcome/* EXIT_FAILED */.hj;
        }
        else
            for (const file of reports.files)
                io.stdout.write(`wrote ${external_node_path_default().relative(io.cwd, file) || file}\n`);
    }
    return { code, findings: findings.length, ...(reports ? { reports } : {}) };
}
function serverUrl(spec, file) {
    const server = spec.server;
    if (server !== undefined && /^https?:\/\//i.test(server) && !/\{[^}]*\}/.test(server))
        return server.replace(/\/+$/, '');
    if (/^https?:\/\//i.test(file))
        return new URL(server ?? '/', file).href.replace(/\/+$/, '');
    return undefined;
}
function selectOperations(spec, options) {
    const ids = spec.operations.flatMap((o) => (o.operationId ? [o.operationId] : []));
    for (const id of options.operations)
        if (!ids.includes(id)) {
            const near = (0,suggest/* closest */.kp)(id, ids);
            return {
                problem: `no operation has the operationId "${id}" given to --operation${near ? ` (did you mean ${near}?)` : ''}`,
            };
        }
    const tags = spec.operations.flatMap((o) => o.tags);
    for (const tag of options.tags)
        if (!tags.includes(tag)) {
            const near = (0,suggest/* closest */.kp)(tag, tags);
            return { problem: `no operation has the tag "${tag}" given to --tags${near ? ` (did you mean ${near}?)` : ''}` };
        }
    const operations = spec.operations.filter((o) => o.problems.length === 0 &&
        (options.operations.length === 0 ||
            (o.operationId !== undefined && options.operations.includes(o.operationId))) &&
        (options.tags.length === 0 || o.tags.some((tag) => options.tags.includes(tag))));
    if (operations.length === 0)
        return { problem: 'no operation of the spec is left to fuzz' };
    return { operations };
}
function formatMs(ms) {
    return ms % 3_600_000 === 0
        ? `${ms / 3_600_000}h`
        : ms % 60_000 === 0
            ? `${ms / 60_000}m`
            : ms % 1000 === 0
                ? `${ms / 1000}s`
                : `${ms}ms`;
}
/** `assay fuzz` on the command line: argv \u2192 exit code. */
async function fuzzCommand(argv, io) {
    const parsed = parseFuzzArgs(argv);
    if (parsed.kind === 'help') {
        io.stdout.write(FUZZ_USAGE);
        return EXIT_OK;
    }
    if (parsed.kind === 'error') {
        io.stderr.write(`assay fuzz: ${parsed.message}\n`);
        return EXIT_USAGE;
    }
    return (await fuzzInvocation(parsed.options, io)).code;
}


/***/ })

};

export const id = 176;
export const ids = [176];
export const modules = {

/***/ 45965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Contract: () => (/* binding */ Contract),
  openContract: () => (/* binding */ openContract)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
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
var nesting = __webpack_require__(17423);
// EXTERNAL MODULE: ./src/engine/validators/openapi/operations.ts
var operations = __webpack_require__(41321);
// EXTERNAL MODULE: ./src/engine/validators/openapi/resolve.ts
var resolve = __webpack_require__(29535);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
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
var schema_errors = __webpack_require__(59241);
// EXTERNAL MODULE: ./src/engine/queries/schema-pattern.ts
var schema_pattern = __webpack_require__(72981);
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


/***/ })

};

export const id = 321;
export const ids = [321];
export const modules = {

/***/ 41321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ readSpec),
/* harmony export */   k: () => (/* binding */ specVersion)
/* harmony export */ });
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29535);

/** The spec's version from `swagger`/`openapi`, or undefined for one assay does not read. */
function specVersion(root) {
    if (root.swagger !== undefined)
        return String(root.swagger) === '2.0' ? '2.0' : undefined;
    const match = /^3\.([01])(\.\d+)?(-.*)?$/.exec(String(root.openapi));
    return match ? `3.${match[1]}` : undefined;
}
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The other fields of a path item (and extensions, `x-\u2026`). */
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
 * it in the parameter itself (`type`, `format`, \u2026). Undefined when the spec gives none.
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

/***/ 29535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ refsIn),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   uY: () => (/* binding */ RefResolver)
/* harmony export */ });
/* unused harmony exports refOf, parsePointer */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _model_nesting_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17423);
/* harmony import */ var _model_file_access_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83014);
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
                            reason: `it loops back to itself without descending into the value (${refs.map((r) => r.ref).join(' \u2192 ')} \u2192 ${first.ref})`,
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

/***/ 17423:
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
/** `$.item[0].item[0]\u2026` for a path `tooDeep` found, its middle left out. */
function jsonPathOf(path) {
    const step = (key) => /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    const shown = path.length > 12 ? [...path.slice(0, 6).map(step), '\u2026', ...path.slice(-6).map(step)] : path.map(step);
    return `$${shown.join('')}`;
}


/***/ })

};

export const id = 498;
export const ids = [498];
export const modules = {

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

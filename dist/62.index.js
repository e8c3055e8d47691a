export const id = 62;
export const ids = [62];
export const modules = {

/***/ 33062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m0: () => (/* binding */ esm_exec),
  P: () => (/* binding */ query)
});

// UNUSED EXPORTS: batchExec, paths

// EXTERNAL MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/parser/index.js + 1 modules
var parser = __webpack_require__(71185);
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/stack.js
class Stack {
    head = null;
    tail = null;
    size = 0;
    push(element) {
        const newNode = { value: element, next: null };
        if (this.tail !== null) {
            this.tail.next = newNode;
        }
        this.tail = newNode;
        if (this.head === null) {
            this.head = newNode;
        }
        this.size++;
    }
    pop() {
        if (this.head === null)
            return;
        const value = this.head.value;
        this.head = this.head.next;
        if (this.head === null) {
            this.tail = null;
        }
        this.size--;
        return value;
    }
}
//# sourceMappingURL=stack.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/guards.js
function isPlainObject(value) {
    if (typeof value !== "object" || value === null) {
        return false;
    }
    const prototype = Object.getPrototypeOf(value);
    return prototype === null || prototype === Object.prototype;
}
const isStackItemWithArrayValue = (item) => Array.isArray(item.value);
const isStackItemWithObjectValue = (item) => isPlainObject(item.value);
//# sourceMappingURL=guards.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/results.js

const nodeLists = new WeakSet();
const isNodeList = (value) => {
    return typeof value === "object" && value !== null && nodeLists.has(value);
};
const isJsonValue = (value) => {
    switch (typeof value) {
        case "string":
        case "number":
        case "boolean":
            return true;
        case "object":
            return value === null || isPlainObject(value) || isArray(value);
        default:
            return false;
    }
};
const isArray = (value) => Array.isArray(value) && !isNodeList(value);
const createNodeList = () => {
    const list = [];
    nodeLists.add(list);
    return list;
};
const Nothing = Symbol("Nothing");
//# sourceMappingURL=results.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/functions/count.js

/* harmony default export */ const count = ({
    declaration: function count(ctx, value) {
        if (isNodeList(value)) {
            return value.length;
        }
        return 0;
    },
    definition: {
        parameters: ["NodesType"],
        returnType: "ValueType",
    },
});
//# sourceMappingURL=count.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/functions/length.js


// Any Unicode code point except high-surrogate and low-surrogate code points.
function countUnicodeScalarValues(str) {
    let count = 0;
    for (let i = 0; i < str.length; i++) {
        const code = str.charCodeAt(i);
        if ((code >= 0 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0x10ffff)) {
            count++;
        }
    }
    return count;
}
/* harmony default export */ const functions_length = ({
    declaration: function length(ctx, value) {
        if (typeof value === "string") {
            return countUnicodeScalarValues(value);
        }
        if (Array.isArray(value)) {
            return value.length;
        }
        if (isPlainObject(value)) {
            return Object.keys(value).length;
        }
        return Nothing;
    },
    definition: {
        parameters: ["ValueType"],
        returnType: "ValueType",
    },
});
//# sourceMappingURL=length.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/functions/utils/construct-regex.js
function isBackslash(code) {
    return code === 92;
}
function eatCharacterClass(pattern, start) {
    let maybeEscaped = false;
    let i = start;
    while (i < pattern.length) {
        const ch = pattern.charCodeAt(i);
        i++;
        if (isBackslash(ch)) {
            maybeEscaped = true;
            continue;
        }
        if (ch === 93 /* ] */) {
            if (!maybeEscaped) {
                break;
            }
            maybeEscaped = false;
        }
    }
    return i;
}
function toEcmaScriptPattern(pattern) {
    let ecmaScriptPattern = pattern;
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern.charCodeAt(i);
        if (isBackslash(ch)) {
            i++;
        }
        else if (ch === 91 /* [ */) {
            i = eatCharacterClass(pattern, i);
        }
        else if (ch === 46 /* . */) {
            ecmaScriptPattern = `${pattern.slice(0, i)}[^\n\r]${pattern.slice(i + 1)}`;
        }
    }
    return ecmaScriptPattern;
}
function constructRegex({ cache }, pattern) {
    const store = (cache.get("regexps") ?? {});
    if (!cache.has("regexps")) {
        cache.set("regexps", store);
    }
    if (Object.hasOwn(store, pattern)) {
        return store[pattern];
    }
    try {
        const r = RegExp(toEcmaScriptPattern(pattern), "u");
        store[pattern] = r;
        return r;
    }
    catch {
        store[pattern] = null;
        return null;
    }
}
//# sourceMappingURL=construct-regex.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/functions/match.js

/* harmony default export */ const match = ({
    declaration: function match(ctx, value, pattern) {
        if (typeof value !== "string" || typeof pattern !== "string") {
            return false;
        }
        return constructRegex(ctx, `^${pattern}$`)?.test(value) === true;
    },
    definition: {
        parameters: ["ValueType", "ValueType"],
        returnType: "LogicalType",
    },
});
//# sourceMappingURL=match.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/functions/search.js

/* harmony default export */ const search = ({
    declaration: function search(ctx, value, pattern) {
        if (typeof value !== "string" || typeof pattern !== "string") {
            return false;
        }
        return constructRegex(ctx, pattern)?.test(value) === true;
    },
    definition: {
        parameters: ["ValueType", "ValueType"],
        returnType: "LogicalType",
    },
});
//# sourceMappingURL=search.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/functions/value.js

/* harmony default export */ const value = ({
    declaration: function value(ctx, nodes) {
        if (nodes.length === 1) {
            return nodes[0];
        }
        return Nothing;
    },
    definition: {
        parameters: ["NodesType"],
        returnType: "ValueType",
    },
});
//# sourceMappingURL=value.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/path.js
const EMPTY_PATH = [];
function joinPathWithKey(path, key) {
    if (path === EMPTY_PATH) {
        return EMPTY_PATH;
    }
    if (typeof key === "number") {
        return [...path, key];
    }
    return [...path, toNormalizedKey(key)];
}
function getInitialPath(capturePaths) {
    return capturePaths ? [] : EMPTY_PATH;
}
const ESCAPE_REGEX = 
// biome-ignore lint/suspicious/noControlCharactersInRegex: we need control characters to escape Unicode characters
/[\u0000-\u001f'\\]/g;
function escapeValue(ch) {
    const code = ch.charCodeAt(0);
    switch (code) {
        case 0x8 /* backspace */:
            return "\\b";
        case 0xc /* form feed */:
            return "\\f";
        case 0xa /* line feed */:
            return "\\n";
        case 0xd /* carriage return */:
            return "\\r";
        case 0x9 /* horizontal tab */:
            return "\\t";
        case 0x27 /* apostrophe */:
            return "\\'";
        case 0x5c /* backslash */:
            return "\\\\";
        default:
            return `\\u${code.toString(16).padStart(4, "0")}`;
    }
}
function toNormalizedKey(key) {
    return key.replace(ESCAPE_REGEX, escapeValue);
}
function path_toNormalizedPath(path) {
    let normalizedPath = "$";
    for (const key of path) {
        if (typeof key === "number") {
            normalizedPath += `[${key}]`;
        }
        else {
            normalizedPath += `['${key}']`;
        }
    }
    return normalizedPath;
}
//# sourceMappingURL=path.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/assertions.js
function assertDefinedNodeType(node) {
    throw new TypeError(
    // biome-ignore lint/complexity/useLiteralKeys: type exhaustiveness
    `Unexpected node type: ${node["type"]}`);
}
function assertDefinedComparisonOp(op) {
    throw new TypeError(`Unexpected comparison operator: ${op}`);
}
function assertNever(_, message) {
    throw new Error(message);
}
//# sourceMappingURL=assertions.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/get-type.js


function getType(value) {
    switch (typeof value) {
        case "object":
            if (value === null) {
                return "null";
            }
            if (isNodeList(value)) {
                return "NodeList";
            }
            if (isArray(value)) {
                return "array";
            }
            if (isPlainObject(value)) {
                return "object";
            }
            throw new TypeError(`Unknown type: ${value}`);
        case "string":
            return "string";
        case "number":
            return "number";
        case "boolean":
            return "boolean";
        default:
            if (value === Nothing) {
                return "Nothing";
            }
            throw new TypeError(`Unknown type: ${value}`);
    }
}
//# sourceMappingURL=get-type.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/is-equal.js

function isEqualArray(a, b) {
    if (a.length !== b.length) {
        return false;
    }
    for (let i = 0; i < a.length; i++) {
        if (!isEqual(a[i], b[i])) {
            return false;
        }
    }
    return true;
}
function isEqualObject(a, b) {
    const aKeys = Object.keys(a);
    const bKeys = Object.keys(b);
    if (aKeys.length !== bKeys.length) {
        return false;
    }
    for (const key of aKeys) {
        if (!Object.hasOwn(b, key)) {
            return false;
        }
        if (!isEqual(a[key], b[key])) {
            return false;
        }
    }
    return true;
}
function isEqual(left, right) {
    if (getType(left) !== getType(right)) {
        return false;
    }
    switch (getType(left)) {
        case "string":
        case "number":
        case "boolean":
        case "null":
            return left === right;
        case "object":
            return isEqualObject(left, right);
        case "array":
        case "NodeList":
            return isEqualArray(left, right);
        default:
            return false;
    }
}
//# sourceMappingURL=is-equal.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/array.js



function compareArrays(a, b, op) {
    switch (op) {
        case "==":
        case ">=": // does not offer < comparison
        case "<=": // does not offer < comparison
            return !isNodeList(a) && !isNodeList(b) && isEqual(a, b);
        case "<": // does not offer < comparison
        case ">": // does not offer < comparison
            return false;
        case "!=":
            return !compareArrays(a, b, "==");
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=array.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/node-lists.js



function compareNodeLists(a, b, op) {
    switch (op) {
        case "==":
        case "<=": // does not offer < comparison
        case ">=": // does not offer < comparison
            return (isNodeList(a) && ((isNodeList(b) && isEqual(a, b)) || b === Nothing));
        case "<": // does not offer < comparison
        case ">": // does not offer < comparison
            return false;
        case "!=":
            return !compareNodeLists(a, b, "==");
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=node-lists.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/nothing.js


function compareNothing(a, b, op) {
    switch (op) {
        case "==":
        case "<=": // does not offer < comparison
        case ">=": // does not offer < comparison
            return b === Nothing || (isNodeList(b) && b.length === 0);
        case "<": // does not offer < comparison
        case ">": // does not offer < comparison
            return false;
        case "!=":
            return !compareNothing(a, b, "==");
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=nothing.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/number.js

function compareNumbers(a, b, op) {
    switch (op) {
        case "==":
            return a === b;
        case "<":
            return typeof b === "number" && a < b;
        case "!=":
            return !compareNumbers(a, b, "==");
        case "<=":
            return compareNumbers(a, b, "<") || compareNumbers(a, b, "==");
        case ">":
            return typeof b === "number" && compareNumbers(b, a, "<");
        case ">=":
            return ((typeof b === "number" && compareNumbers(b, a, "<")) ||
                compareNumbers(a, b, "=="));
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=number.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/object.js


function compareObjects(a, b, op) {
    switch (op) {
        case "==":
        case "<=": // does not offer < comparison
        case ">=": // does not offer < comparison
            return isEqual(a, b);
        case "<": // does not offer < comparison
        case ">": // does not offer < comparison
            return false;
        case "!=":
            return !isEqual(a, b);
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=object.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/primitives.js

function comparePrimitives(a, b, op) {
    switch (op) {
        case "==":
        case "<=": // do not offer < comparison
        case ">=": // do not offer < comparison
            return a === b;
        case "<":
        case ">":
            return false;
        case "!=":
            return !comparePrimitives(a, b, "==");
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=primitives.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/string.js

function compareString(a, b, op) {
    if (typeof a !== "string" || typeof b !== "string") {
        return false;
    }
    switch (op) {
        case "==":
            return a === b;
        case "<": {
            let index = 0;
            while (a.length > index && b.length > index) {
                const leftCode = a.charCodeAt(index);
                const rightCode = b.charCodeAt(index);
                if (leftCode === rightCode) {
                    index++;
                    continue;
                }
                return a.charCodeAt(index) < b.charCodeAt(index);
            }
            return a.length < b.length;
        }
        default:
            assertDefinedComparisonOp(op);
    }
}
/* harmony default export */ function string(a, b, op) {
    switch (op) {
        case "==":
        case "<":
            return compareString(a, b, op);
        case "!=":
            return !compareString(a, b, "==");
        case "<=":
            return compareString(a, b, "<") || compareString(a, b, "==");
        case ">":
            return compareString(b, a, "<");
        case ">=":
            return compareString(b, a, "<") || compareString(a, b, "==");
        default:
            assertDefinedComparisonOp(op);
    }
}
//# sourceMappingURL=string.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/utils/comparers/compare.js










function compare(a, b, op) {
    const leftValue = isNodeList(a) && a.length === 1 ? a[0] : a;
    const leftType = getType(leftValue);
    const rightValue = isNodeList(b) && b.length === 1 ? b[0] : b;
    switch (leftType) {
        case "string":
            return string(leftValue, rightValue, op);
        case "number":
            return compareNumbers(leftValue, rightValue, op);
        case "boolean":
        case "null":
            return comparePrimitives(leftValue, rightValue, op);
        case "object":
            return compareObjects(leftValue, rightValue, op);
        case "array":
            return compareArrays(leftValue, rightValue, op);
        case "Nothing":
            return compareNothing(leftValue, rightValue, op);
        case "NodeList":
            return compareNodeLists(leftValue, rightValue, op);
        default:
            assertNever(leftType, "Unknown type");
    }
}
//# sourceMappingURL=compare.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/filter-query.js



function evalFilterQuery(ctx, item, node) {
    const list = createNodeList();
    switch (node.value.type) {
        case "RelQuery":
            visitQuery(ctx, item.root, item.value, node.value, (value) => {
                list.push(value);
            });
            break;
        case "JsonPathQuery":
            visitQuery(ctx, item.root, item.root, node.value, (value) => {
                list.push(value);
            });
            break;
        default:
            assertDefinedNodeType(node.value);
    }
    return list;
}
//# sourceMappingURL=filter-query.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/test-expr.js



function evalTestExpr(ctx, item, node) {
    switch (node.expression.type) {
        case "FilterQuery":
            return evalFilterQuery(ctx, item, node.expression).length > 0;
        case "FunctionExpr":
            return evalFunctionExpr(ctx, item, node.expression) === true;
        default:
            assertDefinedNodeType(node.expression);
    }
}
//# sourceMappingURL=test-expr.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/logical-expr.js



function evalLogicalExpr(ctx, item, node) {
    switch (node.type) {
        case "LogicalNotExpr":
            return !evalLogicalExpr(ctx, item, node.expression);
        case "LogicalAndExpr":
            return (evalLogicalExpr(ctx, item, node.left) &&
                evalLogicalExpr(ctx, item, node.right));
        case "LogicalOrExpr":
            return (evalLogicalExpr(ctx, item, node.left) ||
                evalLogicalExpr(ctx, item, node.right));
        case "TestExpr":
            return evalTestExpr(ctx, item, node);
        case "ComparisonExpr":
            return evalComparisonExpr(ctx, item, node);
        default:
            assertDefinedNodeType(node);
    }
}
//# sourceMappingURL=logical-expr.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/function-argument.js




function evalFunctionArgument(ctx, item, node) {
    switch (node.type) {
        case "FunctionExpr":
            return evalFunctionExpr(ctx, item, node);
        case "FilterQuery":
            return evalFilterQuery(ctx, item, node);
        case "LogicalNotExpr":
        case "LogicalAndExpr":
        case "LogicalOrExpr":
        case "TestExpr":
            return evalLogicalExpr(ctx, item, node);
        case "Literal":
            return node.value;
        default:
            assertDefinedNodeType(node);
    }
}
//# sourceMappingURL=function-argument.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/function-expr.js



function coerceValueType(value) {
    if (isNodeList(value)) {
        return value.length === 1 ? value[0] : Nothing;
    }
    return value;
}
function evalFunctionExpr(ctx, item, node) {
    if (!isKnownFunction(ctx.functions, node.name)) {
        return false;
    }
    const fn = ctx.functions[node.name];
    if (fn.definition.parameters.length !== node.arguments.length) {
        return false;
    }
    const args = [];
    for (let i = 0; i < node.arguments.length; i++) {
        const value = evalFunctionArgument(ctx, item, node.arguments[i]);
        const param = fn.definition.parameters[i];
        switch (param) {
            case "ValueType":
                if (!isNodeList(value) && !isJsonValue(value)) {
                    return false;
                }
                args.push(coerceValueType(value));
                break;
            case "NodesType":
                if (!isNodeList(value)) {
                    return false;
                }
                args.push(value);
                break;
            case "LogicalType":
                if (typeof value === "boolean") {
                    args.push(value);
                }
                else if (isNodeList(value)) {
                    args.push(value.length > 0);
                }
                else {
                    return false;
                }
                break;
            default:
                assertNever(param, "Unknown function argument type");
        }
    }
    // we could validate the return type here,
    // but currently all functions are well-typed when it comes to returned values
    return fn.declaration(ctx, 
    // @ts-expect-error
    ...args);
}
function isKnownFunction(functions, name) {
    return Object.hasOwn(functions, name);
}
//# sourceMappingURL=function-expr.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/comparable.js




function evalComparable(ctx, item, node) {
    switch (node.type) {
        case "Literal":
            return node.value;
        case "RelSingularQuery":
        case "AbsSingularQuery": {
            const root = node.type === "RelSingularQuery" ? item.value : item.root;
            if (node.segments.length === 0) {
                return root;
            }
            const nodeList = createNodeList();
            visitQuery(ctx, item.root, root, node, (v) => {
                nodeList.push(v);
            });
            return nodeList;
        }
        case "FunctionExpr":
            return evalFunctionExpr(ctx, item, node);
        default:
            assertDefinedNodeType(node);
    }
}
//# sourceMappingURL=comparable.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/evaluators/comparison-expr.js


function evalComparisonExpr(ctx, item, node) {
    const leftValue = evalComparable(ctx, item, node.left);
    const rightValue = evalComparable(ctx, item, node.right);
    return compare(leftValue, rightValue, node.op);
}
//# sourceMappingURL=comparison-expr.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/filter-selector.js


function visitFilterSelector(ctx, item, node) {
    if (node.value.type === "ComparisonExpr") {
        if (!evalComparisonExpr(ctx, item, node.value)) {
            return;
        }
    }
    else if (!evalLogicalExpr(ctx, item, node.value)) {
        return;
    }
    ctx.stack.push({
        root: item.root,
        path: item.path,
        value: item.value,
        index: item.index + 1,
    });
}
//# sourceMappingURL=filter-selector.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/index-selector.js

function getArrayIndex(index, length) {
    return index < 0 ? length + index : index;
}
function visitIndexSelector(ctx, item, node) {
    const index = getArrayIndex(node.value, item.value.length);
    if (index >= 0 && index < item.value.length) {
        ctx.stack.push({
            root: item.root,
            path: joinPathWithKey(item.path, index),
            value: item.value[index],
            index: item.index + 1,
        });
    }
}
//# sourceMappingURL=index-selector.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/name-selector.js

function visitNameSelector(ctx, { root, path, value, index }, node) {
    if (Object.hasOwn(value, node.value)) {
        ctx.stack.push({
            root,
            path: joinPathWithKey(path, node.value),
            value: value[node.value],
            index: index + 1,
        });
    }
}
//# sourceMappingURL=name-selector.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/slice-selector.js

function normalize(i, len) {
    return i >= 0 ? i : len + i;
}
function bounds(start, end, step, len) {
    const nStart = normalize(start, len);
    const nEnd = normalize(end, len);
    if (step >= 0) {
        const lower = Math.min(Math.max(nStart, 0), len);
        const upper = Math.min(Math.max(nEnd, 0), len);
        return [lower, upper];
    }
    const upper = Math.min(Math.max(nStart, -1), len - 1);
    const lower = Math.min(Math.max(nEnd, -1), len - 1);
    return [lower, upper];
}
function visitSliceSelector(ctx, { root, path, value, index }, node) {
    const step = node.step ?? 1;
    const defaultStart = step >= 0 ? 0 : value.length - 1;
    const defaultEnd = step >= 0 ? value.length : -value.length - 1;
    const nStart = node.start === null ? defaultStart : normalize(node.start, value.length);
    const nEnd = node.end === null ? defaultEnd : normalize(node.end, value.length);
    const [lower, upper] = bounds(nStart, nEnd, step, value.length);
    if (step > 0) {
        let i = lower;
        while (i < upper) {
            ctx.stack.push({
                root,
                path: joinPathWithKey(path, i),
                value: value[i],
                index: index + 1,
            });
            i += step;
        }
    }
    else if (step < 0) {
        let i = upper;
        while (lower < i) {
            ctx.stack.push({
                root,
                path: joinPathWithKey(path, i),
                value: value[i],
                index: index + 1,
            });
            i += step;
        }
    }
}
//# sourceMappingURL=slice-selector.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/wildcard-selector.js


function visitWildcardSelector(ctx, { root, path, value, index }) {
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            ctx.stack.push({
                root,
                path: joinPathWithKey(path, i),
                value: value[i],
                index: index + 1,
            });
        }
    }
    else if (isPlainObject(value)) {
        for (const key of Object.keys(value)) {
            ctx.stack.push({
                root,
                path: joinPathWithKey(path, key),
                value: value[key],
                index: index + 1,
            });
        }
    }
}
//# sourceMappingURL=wildcard-selector.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/bracketed-selection.js








function visitBracketedSelection(ctx, item, node) {
    for (const selector of node.selectors) {
        switch (selector.type) {
            case "NameSelector":
                if (isStackItemWithObjectValue(item)) {
                    visitNameSelector(ctx, item, selector);
                }
                break;
            case "SliceSelector":
                if (isStackItemWithArrayValue(item)) {
                    visitSliceSelector(ctx, item, selector);
                }
                break;
            case "IndexSelector": {
                if (isStackItemWithArrayValue(item)) {
                    visitIndexSelector(ctx, item, selector);
                }
                break;
            }
            case "WildcardSelector":
                visitWildcardSelector(ctx, item);
                break;
            case "FilterSelector": {
                if (isStackItemWithArrayValue(item)) {
                    visitFilterSelectorForArrayItem(ctx, item, selector);
                }
                else if (isStackItemWithObjectValue(item)) {
                    visitFilterSelectorForObjectItem(ctx, item, selector);
                }
                break;
            }
            default:
                assertDefinedNodeType(selector);
        }
    }
}
function visitFilterSelectorForArrayItem(ctx, { root, path, value, index }, node) {
    for (let i = 0; i < value.length; i++) {
        visitFilterSelector(ctx, {
            root,
            path: joinPathWithKey(path, i),
            value: value[i],
            index,
        }, node);
    }
}
function visitFilterSelectorForObjectItem(ctx, { root, path, value, index }, node) {
    for (const key of Object.keys(value)) {
        visitFilterSelector(ctx, {
            root,
            path: joinPathWithKey(path, key),
            value: value[key],
            index,
        }, node);
    }
}
//# sourceMappingURL=bracketed-selection.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/member-name-shorthand.js

function visitMemberNameShorthand(ctx, { root, path, value, index }, node) {
    if (Object.hasOwn(value, node.value)) {
        ctx.stack.push({
            root,
            path: joinPathWithKey(path, node.value),
            value: value[node.value],
            index: index + 1,
        });
    }
}
//# sourceMappingURL=member-name-shorthand.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/segment.js







function visitSegment(ctx, item, node) {
    switch (node.type) {
        case "BracketedSelection":
            return visitBracketedSelection(ctx, item, node);
        case "WildcardSelector":
            return visitWildcardSelector(ctx, item);
        case "MemberNameShorthand":
            if (isStackItemWithObjectValue(item)) {
                visitMemberNameShorthand(ctx, item, node);
            }
            break;
        case "NameSelector":
            if (isStackItemWithObjectValue(item)) {
                visitNameSelector(ctx, item, node);
            }
            break;
        case "IndexSelector":
            if (isStackItemWithArrayValue(item)) {
                visitIndexSelector(ctx, item, node);
            }
            break;
        default:
            assertDefinedNodeType(node);
    }
}
//# sourceMappingURL=segment.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/visitors/query.js



function visitQuery(ctx, root, input, node, cb) {
    const stack = new Stack();
    stack.push({
        root,
        path: getInitialPath(ctx.capturePaths),
        value: input,
        index: 0,
    });
    const context = {
        cache: ctx.cache,
        capturePaths: false,
        functions: ctx.functions,
        regexp: ctx.regexp,
        stack,
    };
    while (stack.size > 0) {
        // biome-ignore lint/style/noNonNullAssertion: size is guaranteed to be > 0
        const item = stack.pop();
        if (item.index === node.segments.length) {
            cb(item.value, item.path);
            continue;
        }
        const { path, value, index } = item;
        const segment = node.segments[index];
        visitSegment(context, item, segment.node);
        if (segment.type === "DescendantSegment") {
            if (Array.isArray(value)) {
                for (let i = 0; i < value.length; i++) {
                    stack.push({
                        root,
                        path: joinPathWithKey(path, i),
                        value: value[i],
                        index,
                    });
                }
            }
            else if (value !== null && typeof value === "object") {
                for (const key of Object.keys(value)) {
                    stack.push({
                        root,
                        path: joinPathWithKey(path, key),
                        value: value[key],
                        index,
                    });
                }
            }
        }
    }
}
//# sourceMappingURL=query.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/core/exec.js








function exec(input, expression, opts, cb) {
    const ctx = {
        cache: new Map(),
        capturePaths: opts.capturePaths,
        functions: {
            count: count,
            search: search,
            value: value,
            match: match,
            length: functions_length,
        },
        regexp: "i-regexp",
        stack: new Stack(),
    };
    visitQuery(ctx, input, input, (0,parser/* default */.A)(expression), cb);
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/index.js


const DEFAULT_OPTIONS = {
    capturePaths: true,
};
function query(input, expression) {
    const values = [];
    exec(input, expression, { capturePaths: false }, (value) => {
        values.push(value);
    });
    return values;
}
function paths(input, expression) {
    const paths = [];
    _exec(input, expression, DEFAULT_OPTIONS, (_, path) => {
        paths.push(toNormalizedPath(path));
    });
    return paths;
}
function esm_exec(input, expression, cb) {
    exec(input, expression, DEFAULT_OPTIONS, cb);
}
function batchExec(input, expressionToCallback, errorCallback) {
    for (const [expression, cb] of expressionToCallback) {
        try {
            esm_exec(input, expression, cb);
        }
        catch (e) {
            errorCallback?.(e instanceof Error ? e : new Error(String(e)), expression);
        }
    }
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 71185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ parser)
});

;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/parser/parser.js
// @generated by Peggy 4.2.0.
//
// https://peggyjs.org/
function peg$subclass(child, parent) {
    function C() { this.constructor = child; }
    C.prototype = parent.prototype;
    child.prototype = new C();
}
function peg$SyntaxError(message, expected, found, location) {
    var self = Error.call(this, message);
    // istanbul ignore next Check is a necessary evil to support older environments
    if (Object.setPrototypeOf) {
        Object.setPrototypeOf(self, peg$SyntaxError.prototype);
    }
    self.expected = expected;
    self.found = found;
    self.location = location;
    self.name = "SyntaxError";
    return self;
}
peg$subclass(peg$SyntaxError, Error);
function peg$padEnd(str, targetLength, padString) {
    padString = padString || " ";
    if (str.length > targetLength) {
        return str;
    }
    targetLength -= str.length;
    padString += padString.repeat(targetLength);
    return str + padString.slice(0, targetLength);
}
peg$SyntaxError.prototype.format = function (sources) {
    var str = "Error: " + this.message;
    if (this.location) {
        var src = null;
        var k;
        for (k = 0; k < sources.length; k++) {
            if (sources[k].source === this.location.source) {
                src = sources[k].text.split(/\r\n|\n|\r/g);
                break;
            }
        }
        var s = this.location.start;
        var offset_s = (this.location.source && (typeof this.location.source.offset === "function"))
            ? this.location.source.offset(s)
            : s;
        var loc = this.location.source + ":" + offset_s.line + ":" + offset_s.column;
        if (src) {
            var e = this.location.end;
            var filler = peg$padEnd("", offset_s.line.toString().length, ' ');
            var line = src[s.line - 1];
            var last = s.line === e.line ? e.column : line.length + 1;
            var hatLen = (last - s.column) || 1;
            str += "\n --> " + loc + "\n"
                + filler + " |\n"
                + offset_s.line + " | " + line + "\n"
                + filler + " | " + peg$padEnd("", s.column - 1, ' ')
                + peg$padEnd("", hatLen, "^");
        }
        else {
            str += "\n at " + loc;
        }
    }
    return str;
};
peg$SyntaxError.buildMessage = function (expected, found) {
    var DESCRIBE_EXPECTATION_FNS = {
        literal: function (expectation) {
            return "\"" + literalEscape(expectation.text) + "\"";
        },
        class: function (expectation) {
            var escapedParts = expectation.parts.map(function (part) {
                return Array.isArray(part)
                    ? classEscape(part[0]) + "-" + classEscape(part[1])
                    : classEscape(part);
            });
            return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]";
        },
        any: function () {
            return "any character";
        },
        end: function () {
            return "end of input";
        },
        other: function (expectation) {
            return expectation.description;
        }
    };
    function hex(ch) {
        return ch.charCodeAt(0).toString(16).toUpperCase();
    }
    function literalEscape(s) {
        return s
            .replace(/\\/g, "\\\\")
            .replace(/"/g, "\\\"")
            .replace(/\0/g, "\\0")
            .replace(/\t/g, "\\t")
            .replace(/\n/g, "\\n")
            .replace(/\r/g, "\\r")
            .replace(/[\x00-\x0F]/g, function (ch) { return "\\x0" + hex(ch); })
            .replace(/[\x10-\x1F\x7F-\x9F]/g, function (ch) { return "\\x" + hex(ch); });
    }
    function classEscape(s) {
        return s
            .replace(/\\/g, "\\\\")
            .replace(/\]/g, "\\]")
            .replace(/\^/g, "\\^")
            .replace(/-/g, "\\-")
            .replace(/\0/g, "\\0")
            .replace(/\t/g, "\\t")
            .replace(/\n/g, "\\n")
            .replace(/\r/g, "\\r")
            .replace(/[\x00-\x0F]/g, function (ch) { return "\\x0" + hex(ch); })
            .replace(/[\x10-\x1F\x7F-\x9F]/g, function (ch) { return "\\x" + hex(ch); });
    }
    function describeExpectation(expectation) {
        return DESCRIBE_EXPECTATION_FNS[expectation.type](expectation);
    }
    function describeExpected(expected) {
        var descriptions = expected.map(describeExpectation);
        var i, j;
        descriptions.sort();
        if (descriptions.length > 0) {
            for (i = 1, j = 1; i < descriptions.length; i++) {
                if (descriptions[i - 1] !== descriptions[i]) {
                    descriptions[j] = descriptions[i];
                    j++;
                }
            }
            descriptions.length = j;
        }
        switch (descriptions.length) {
            case 1:
                return descriptions[0];
            case 2:
                return descriptions[0] + " or " + descriptions[1];
            default:
                return descriptions.slice(0, -1).join(", ")
                    + ", or "
                    + descriptions[descriptions.length - 1];
        }
    }
    function describeFound(found) {
        return found ? "\"" + literalEscape(found) + "\"" : "end of input";
    }
    return "Expected " + describeExpected(expected) + " but " + describeFound(found) + " found.";
};
function peg$parse(input, options) {
    options = options !== undefined ? options : {};
    var peg$FAILED = {};
    var peg$source = options.grammarSource;
    var peg$startRuleFunctions = { jsonpath_query: peg$parsejsonpath_query };
    var peg$startRuleFunction = peg$parsejsonpath_query;
    var peg$c0 = "$";
    var peg$c1 = ".";
    var peg$c2 = "..";
    var peg$c3 = "[";
    var peg$c4 = ",";
    var peg$c5 = "]";
    var peg$c6 = "*";
    var peg$c7 = ":";
    var peg$c8 = "?";
    var peg$c9 = "\"";
    var peg$c10 = "'";
    var peg$c11 = "0";
    var peg$c12 = "-";
    var peg$c13 = "||";
    var peg$c14 = "\\";
    var peg$c15 = "u";
    var peg$c16 = "&&";
    var peg$c17 = "d";
    var peg$c18 = "(";
    var peg$c19 = ")";
    var peg$c20 = "!";
    var peg$c21 = "==";
    var peg$c22 = "!=";
    var peg$c23 = "<=";
    var peg$c24 = ">=";
    var peg$c25 = "-0";
    var peg$c26 = "true";
    var peg$c27 = "false";
    var peg$c28 = "null";
    var peg$c29 = "@";
    var peg$c30 = "e";
    var peg$r0 = /^[\t-\n\r ]/;
    var peg$r1 = /^[A-Z_a-z\x80-\uD7FF\uE000-\uFFFF]/;
    var peg$r2 = /^[\uD800-\uDBFF]/;
    var peg$r3 = /^[\uDC00-\uDFFF]/;
    var peg$r4 = /^[A-Za-z]/;
    var peg$r5 = /^[0-9]/;
    var peg$r6 = /^[1-9]/;
    var peg$r7 = /^[ -!#-&(-[\]-\uD7FF\uE000-\uFFFF]/;
    var peg$r8 = /^[\/\\bfnrt]/;
    var peg$r9 = /^[A-CE-F]/i;
    var peg$r10 = /^[0-7]/;
    var peg$r11 = /^[8-9]/;
    var peg$r12 = /^[A-B]/i;
    var peg$r13 = /^[C-F]/i;
    var peg$r14 = /^[A-F]/i;
    var peg$r15 = /^[<>]/;
    var peg$r16 = /^[0-9_a-z]/;
    var peg$r17 = /^[+\-]/;
    var peg$r18 = /^[a-z]/;
    var peg$e0 = peg$literalExpectation("$", false);
    var peg$e1 = peg$classExpectation([["\t", "\n"], "\r", " "], false, false);
    var peg$e2 = peg$literalExpectation(".", false);
    var peg$e3 = peg$literalExpectation("..", false);
    var peg$e4 = peg$literalExpectation("[", false);
    var peg$e5 = peg$literalExpectation(",", false);
    var peg$e6 = peg$literalExpectation("]", false);
    var peg$e7 = peg$literalExpectation("*", false);
    var peg$e8 = peg$classExpectation([["A", "Z"], "_", ["a", "z"], ["\x80", "\uD7FF"], ["\uE000", "\uFFFF"]], false, false);
    var peg$e9 = peg$classExpectation([["\uD800", "\uDBFF"]], false, false);
    var peg$e10 = peg$classExpectation([["\uDC00", "\uDFFF"]], false, false);
    var peg$e11 = peg$literalExpectation(":", false);
    var peg$e12 = peg$literalExpectation("?", false);
    var peg$e13 = peg$classExpectation([["A", "Z"], ["a", "z"]], false, false);
    var peg$e14 = peg$classExpectation([["0", "9"]], false, false);
    var peg$e15 = peg$literalExpectation("\"", false);
    var peg$e16 = peg$literalExpectation("'", false);
    var peg$e17 = peg$literalExpectation("0", false);
    var peg$e18 = peg$literalExpectation("-", false);
    var peg$e19 = peg$classExpectation([["1", "9"]], false, false);
    var peg$e20 = peg$literalExpectation("||", false);
    var peg$e21 = peg$classExpectation([[" ", "!"], ["#", "&"], ["(", "["], ["]", "\uD7FF"], ["\uE000", "\uFFFF"]], false, false);
    var peg$e22 = peg$literalExpectation("\\", false);
    var peg$e23 = peg$classExpectation(["/", "\\", "b", "f", "n", "r", "t"], false, false);
    var peg$e24 = peg$literalExpectation("u", false);
    var peg$e25 = peg$literalExpectation("&&", false);
    var peg$e26 = peg$classExpectation([["A", "C"], ["E", "F"]], false, true);
    var peg$e27 = peg$literalExpectation("D", true);
    var peg$e28 = peg$classExpectation([["0", "7"]], false, false);
    var peg$e29 = peg$classExpectation([["8", "9"]], false, false);
    var peg$e30 = peg$classExpectation([["A", "B"]], false, true);
    var peg$e31 = peg$classExpectation([["C", "F"]], false, true);
    var peg$e32 = peg$literalExpectation("(", false);
    var peg$e33 = peg$literalExpectation(")", false);
    var peg$e34 = peg$classExpectation([["A", "F"]], false, true);
    var peg$e35 = peg$literalExpectation("!", false);
    var peg$e36 = peg$literalExpectation("==", false);
    var peg$e37 = peg$literalExpectation("!=", false);
    var peg$e38 = peg$literalExpectation("<=", false);
    var peg$e39 = peg$literalExpectation(">=", false);
    var peg$e40 = peg$classExpectation(["<", ">"], false, false);
    var peg$e41 = peg$literalExpectation("-0", false);
    var peg$e42 = peg$literalExpectation("true", false);
    var peg$e43 = peg$literalExpectation("false", false);
    var peg$e44 = peg$literalExpectation("null", false);
    var peg$e45 = peg$literalExpectation("@", false);
    var peg$e46 = peg$classExpectation([["0", "9"], "_", ["a", "z"]], false, false);
    var peg$e47 = peg$literalExpectation("e", true);
    var peg$e48 = peg$classExpectation(["+", "-"], false, false);
    var peg$e49 = peg$classExpectation([["a", "z"]], false, false);
    var peg$f0 = function (segments) {
        return {
            type: 'JsonPathQuery',
            segments,
        };
    };
    var peg$f1 = function (value) { return value; };
    var peg$f2 = function (value) { return value; };
    var peg$f3 = function (node) { return { type: "ChildSegment", node }; };
    var peg$f4 = function (node) { return { type: "DescendantSegment", node }; };
    var peg$f5 = function (main, child) { return child; };
    var peg$f6 = function (main, rest) { return [main, ...rest]; };
    var peg$f7 = function (selectors) {
        return {
            type: "BracketedSelection",
            selectors,
        };
    };
    var peg$f8 = function () { return { type: "WildcardSelector" }; };
    var peg$f9 = function (value) { return { type: "MemberNameShorthand", value }; };
    var peg$f10 = function (value) { return { type: "NameSelector", value }; };
    var peg$f11 = function (start, end, value) { return value; };
    var peg$f12 = function (start, end, step) { return { start, end, step }; };
    var peg$f13 = function (values) {
        return {
            type: 'SliceSelector',
            start: values.start === "" ? null : Number.parseInt(values.start.trim(), 10),
            end: values.end === "" ? null : Number.parseInt(values.end.trim(), 10),
            step: values.step === "" || values.step === null ? null : Number.parseInt(values.step.trim(), 10),
        };
    };
    var peg$f14 = function (value) { return { type: 'IndexSelector', value: Number.parseInt(value, 10) }; };
    var peg$f15 = function (value) { return { type: 'FilterSelector', value }; };
    var peg$f16 = function (value) { return value; };
    var peg$f17 = function (value) { return value; };
    var peg$f18 = function (value) { return value.join(''); };
    var peg$f19 = function () { return "\""; };
    var peg$f20 = function (value) {
        switch (value) {
            case "b":
                return "\b";
            case "f":
                return "\f";
            case "n":
                return "\n";
            case "r":
                return "\r";
            case "t":
                return "\t";
            case "/":
                return "/";
            case "\\":
                return "\\";
            default:
                return value.slice(1);
        }
    };
    var peg$f21 = function () { return "'"; };
    var peg$f22 = function (value) {
        switch (value) {
            case "b":
                return "\b";
            case "f":
                return "\f";
            case "n":
                return "\n";
            case "r":
                return "\r";
            case "t":
                return "\t";
            case "/":
                return "/";
            case "\\":
                return "\\";
            default:
                return value.slice(1);
        }
    };
    var peg$f23 = function (left, value) { return value; };
    var peg$f24 = function (left, rest) {
        return rest.length === 0 ? left : {
            type: "LogicalOrExpr",
            left,
            right: rest.length === 1 ? rest[0] : rest.slice(1)
                .reduce((acc, curr) => ({
                type: "LogicalOrExpr",
                left: acc,
                right: curr,
            }), rest[0])
        };
    };
    var peg$f25 = function (main, value) { return value; };
    var peg$f26 = function (main, rest) { return [main, ...rest]; };
    var peg$f27 = function (conditions) {
        return conditions.length === 1 ? conditions[0] : {
            type: "LogicalAndExpr",
            left: conditions[0],
            right: conditions.length === 2 ? conditions[1] : conditions.slice(2)
                .reduce((acc, curr) => ({
                type: "LogicalOrExpr",
                left: acc,
                right: curr,
            }), conditions[1])
        };
    };
    var peg$f28 = function () { return String.fromCharCode(Number.parseInt(text(), 16)); };
    var peg$f29 = function (h, l) {
        return (String.fromCharCode(Number.parseInt(h, 16)) + String.fromCharCode(Number.parseInt(l, 16)));
    };
    var peg$f30 = function (value) { return value; };
    var peg$f31 = function (not, expression) {
        return not !== null ? {
            type: "LogicalNotExpr",
            expression
        } : expression;
    };
    var peg$f32 = function (left, op, right) {
        return {
            type: "ComparisonExpr",
            left,
            op,
            right,
        };
    };
    var peg$f33 = function (not, expression) {
        return not !== null ? {
            type: "LogicalNotExpr",
            expression: {
                type: "TestExpr",
                expression
            }
        } : {
            type: "TestExpr",
            expression
        };
    };
    var peg$f34 = function (value) { return { type: "FilterQuery", value }; };
    var peg$f35 = function (name, f, rest) { return rest; };
    var peg$f36 = function (name, f, r) { return [f, ...r]; };
    var peg$f37 = function (name, args) {
        return {
            type: "FunctionExpr",
            name,
            arguments: args,
        };
    };
    var peg$f38 = function (value) { return { type: 'Literal', value }; };
    var peg$f39 = function (segments) { return { type: "RelQuery", segments }; };
    var peg$f40 = function (value) { return Number(value); };
    var peg$f41 = function () { return true; };
    var peg$f42 = function () { return false; };
    var peg$f43 = function () { return null; };
    var peg$f44 = function (segments) { return { type: "RelSingularQuery", segments }; };
    var peg$f45 = function (segments) { return { type: "AbsSingularQuery", segments }; };
    var peg$f46 = function (segment) {
        return {
            type: 'SingularQuerySegment',
            node: segment
        };
    };
    var peg$f47 = function (segments) { return segments; };
    var peg$f48 = function (value) { return value; };
    var peg$f49 = function (value) { return value; };
    var peg$f50 = function (selector) { return { type: "IndexSelector", selector }; };
    var peg$currPos = options.peg$currPos | 0;
    var peg$savedPos = peg$currPos;
    var peg$posDetailsCache = [{ line: 1, column: 1 }];
    var peg$maxFailPos = peg$currPos;
    var peg$maxFailExpected = options.peg$maxFailExpected || [];
    var peg$silentFails = options.peg$silentFails | 0;
    var peg$result;
    if (options.startRule) {
        if (!(options.startRule in peg$startRuleFunctions)) {
            throw new Error("Can't start parsing from rule \"" + options.startRule + "\".");
        }
        peg$startRuleFunction = peg$startRuleFunctions[options.startRule];
    }
    function text() {
        return input.substring(peg$savedPos, peg$currPos);
    }
    function offset() {
        return peg$savedPos;
    }
    function range() {
        return {
            source: peg$source,
            start: peg$savedPos,
            end: peg$currPos
        };
    }
    function location() {
        return peg$computeLocation(peg$savedPos, peg$currPos);
    }
    function expected(description, location) {
        location = location !== undefined
            ? location
            : peg$computeLocation(peg$savedPos, peg$currPos);
        throw peg$buildStructuredError([peg$otherExpectation(description)], input.substring(peg$savedPos, peg$currPos), location);
    }
    function error(message, location) {
        location = location !== undefined
            ? location
            : peg$computeLocation(peg$savedPos, peg$currPos);
        throw peg$buildSimpleError(message, location);
    }
    function peg$literalExpectation(text, ignoreCase) {
        return { type: "literal", text: text, ignoreCase: ignoreCase };
    }
    function peg$classExpectation(parts, inverted, ignoreCase) {
        return { type: "class", parts: parts, inverted: inverted, ignoreCase: ignoreCase };
    }
    function peg$anyExpectation() {
        return { type: "any" };
    }
    function peg$endExpectation() {
        return { type: "end" };
    }
    function peg$otherExpectation(description) {
        return { type: "other", description: description };
    }
    function peg$computePosDetails(pos) {
        var details = peg$posDetailsCache[pos];
        var p;
        if (details) {
            return details;
        }
        else {
            if (pos >= peg$posDetailsCache.length) {
                p = peg$posDetailsCache.length - 1;
            }
            else {
                p = pos;
                while (!peg$posDetailsCache[--p]) { }
            }
            details = peg$posDetailsCache[p];
            details = {
                line: details.line,
                column: details.column
            };
            while (p < pos) {
                if (input.charCodeAt(p) === 10) {
                    details.line++;
                    details.column = 1;
                }
                else {
                    details.column++;
                }
                p++;
            }
            peg$posDetailsCache[pos] = details;
            return details;
        }
    }
    function peg$computeLocation(startPos, endPos, offset) {
        var startPosDetails = peg$computePosDetails(startPos);
        var endPosDetails = peg$computePosDetails(endPos);
        var res = {
            source: peg$source,
            start: {
                offset: startPos,
                line: startPosDetails.line,
                column: startPosDetails.column
            },
            end: {
                offset: endPos,
                line: endPosDetails.line,
                column: endPosDetails.column
            }
        };
        if (offset && peg$source && (typeof peg$source.offset === "function")) {
            res.start = peg$source.offset(res.start);
            res.end = peg$source.offset(res.end);
        }
        return res;
    }
    function peg$fail(expected) {
        if (peg$currPos < peg$maxFailPos) {
            return;
        }
        if (peg$currPos > peg$maxFailPos) {
            peg$maxFailPos = peg$currPos;
            peg$maxFailExpected = [];
        }
        peg$maxFailExpected.push(expected);
    }
    function peg$buildSimpleError(message, location) {
        return new peg$SyntaxError(message, null, null, location);
    }
    function peg$buildStructuredError(expected, found, location) {
        return new peg$SyntaxError(peg$SyntaxError.buildMessage(expected, found), expected, found, location);
    }
    function peg$parsejsonpath_query() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$parseroot_identifier();
        if (s1 !== peg$FAILED) {
            s2 = peg$parsesegments();
            peg$savedPos = s0;
            s0 = peg$f0(s2);
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseroot_identifier() {
        var s0;
        if (input.charCodeAt(peg$currPos) === 36) {
            s0 = peg$c0;
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e0);
            }
        }
        return s0;
    }
    function peg$parsesegments() {
        var s0, s1, s2, s3;
        s0 = [];
        s1 = peg$currPos;
        s2 = peg$parseS();
        s3 = peg$parsesegment();
        if (s3 !== peg$FAILED) {
            peg$savedPos = s1;
            s1 = peg$f1(s3);
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        while (s1 !== peg$FAILED) {
            s0.push(s1);
            s1 = peg$currPos;
            s2 = peg$parseS();
            s3 = peg$parsesegment();
            if (s3 !== peg$FAILED) {
                peg$savedPos = s1;
                s1 = peg$f1(s3);
            }
            else {
                peg$currPos = s1;
                s1 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parseS() {
        var s0, s1;
        s0 = [];
        s1 = peg$parseB();
        while (s1 !== peg$FAILED) {
            s0.push(s1);
            s1 = peg$parseB();
        }
        return s0;
    }
    function peg$parsesegment() {
        var s0;
        s0 = peg$parsechild_segment();
        if (s0 === peg$FAILED) {
            s0 = peg$parsedescendant_segment();
        }
        return s0;
    }
    function peg$parseB() {
        var s0;
        s0 = input.charAt(peg$currPos);
        if (peg$r0.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e1);
            }
        }
        return s0;
    }
    function peg$parsechild_segment() {
        var s0, s1, s2, s3;
        s0 = peg$currPos;
        s1 = peg$parsebracketed_selection();
        if (s1 === peg$FAILED) {
            s1 = peg$currPos;
            if (input.charCodeAt(peg$currPos) === 46) {
                s2 = peg$c1;
                peg$currPos++;
            }
            else {
                s2 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e2);
                }
            }
            if (s2 !== peg$FAILED) {
                s3 = peg$parsewildcard_selector();
                if (s3 === peg$FAILED) {
                    s3 = peg$parsemember_name_shorthand();
                }
                if (s3 !== peg$FAILED) {
                    peg$savedPos = s1;
                    s1 = peg$f2(s3);
                }
                else {
                    peg$currPos = s1;
                    s1 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s1;
                s1 = peg$FAILED;
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f3(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsedescendant_segment() {
        var s0, s1, s2;
        s0 = peg$currPos;
        if (input.substr(peg$currPos, 2) === peg$c2) {
            s1 = peg$c2;
            peg$currPos += 2;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e3);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = peg$parsebracketed_selection();
            if (s2 === peg$FAILED) {
                s2 = peg$parsewildcard_selector();
                if (s2 === peg$FAILED) {
                    s2 = peg$parsemember_name_shorthand();
                }
            }
            if (s2 !== peg$FAILED) {
                peg$savedPos = s0;
                s0 = peg$f4(s2);
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsebracketed_selection() {
        var s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10;
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 91) {
            s1 = peg$c3;
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e4);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = peg$currPos;
            s3 = peg$parseS();
            s4 = peg$parseselector();
            if (s4 !== peg$FAILED) {
                s5 = [];
                s6 = peg$currPos;
                s7 = peg$parseS();
                if (input.charCodeAt(peg$currPos) === 44) {
                    s8 = peg$c4;
                    peg$currPos++;
                }
                else {
                    s8 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e5);
                    }
                }
                if (s8 !== peg$FAILED) {
                    s9 = peg$parseS();
                    s10 = peg$parseselector();
                    if (s10 !== peg$FAILED) {
                        peg$savedPos = s6;
                        s6 = peg$f5(s4, s10);
                    }
                    else {
                        peg$currPos = s6;
                        s6 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s6;
                    s6 = peg$FAILED;
                }
                while (s6 !== peg$FAILED) {
                    s5.push(s6);
                    s6 = peg$currPos;
                    s7 = peg$parseS();
                    if (input.charCodeAt(peg$currPos) === 44) {
                        s8 = peg$c4;
                        peg$currPos++;
                    }
                    else {
                        s8 = peg$FAILED;
                        if (peg$silentFails === 0) {
                            peg$fail(peg$e5);
                        }
                    }
                    if (s8 !== peg$FAILED) {
                        s9 = peg$parseS();
                        s10 = peg$parseselector();
                        if (s10 !== peg$FAILED) {
                            peg$savedPos = s6;
                            s6 = peg$f5(s4, s10);
                        }
                        else {
                            peg$currPos = s6;
                            s6 = peg$FAILED;
                        }
                    }
                    else {
                        peg$currPos = s6;
                        s6 = peg$FAILED;
                    }
                }
                peg$savedPos = s2;
                s2 = peg$f6(s4, s5);
            }
            else {
                peg$currPos = s2;
                s2 = peg$FAILED;
            }
            if (s2 !== peg$FAILED) {
                s3 = peg$parseS();
                if (input.charCodeAt(peg$currPos) === 93) {
                    s4 = peg$c5;
                    peg$currPos++;
                }
                else {
                    s4 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e6);
                    }
                }
                if (s4 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f7(s2);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsewildcard_selector() {
        var s0, s1;
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 42) {
            s1 = peg$c6;
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e7);
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f8();
        }
        s0 = s1;
        return s0;
    }
    function peg$parsemember_name_shorthand() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$currPos;
        s3 = peg$parsename_first();
        if (s3 !== peg$FAILED) {
            s4 = [];
            s5 = peg$parsename_char();
            while (s5 !== peg$FAILED) {
                s4.push(s5);
                s5 = peg$parsename_char();
            }
            s3 = [s3, s4];
            s2 = s3;
        }
        else {
            peg$currPos = s2;
            s2 = peg$FAILED;
        }
        if (s2 !== peg$FAILED) {
            s1 = input.substring(s1, peg$currPos);
        }
        else {
            s1 = s2;
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f9(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parseselector() {
        var s0;
        s0 = peg$parsename_selector();
        if (s0 === peg$FAILED) {
            s0 = peg$parsewildcard_selector();
            if (s0 === peg$FAILED) {
                s0 = peg$parseslice_selector();
                if (s0 === peg$FAILED) {
                    s0 = peg$parseindex_selector();
                    if (s0 === peg$FAILED) {
                        s0 = peg$parsefilter_selector();
                    }
                }
            }
        }
        return s0;
    }
    function peg$parsename_first() {
        var s0, s1, s2;
        s0 = input.charAt(peg$currPos);
        if (peg$r1.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e8);
            }
        }
        if (s0 === peg$FAILED) {
            s0 = peg$currPos;
            s1 = input.charAt(peg$currPos);
            if (peg$r2.test(s1)) {
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e9);
                }
            }
            if (s1 !== peg$FAILED) {
                s2 = input.charAt(peg$currPos);
                if (peg$r3.test(s2)) {
                    peg$currPos++;
                }
                else {
                    s2 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e10);
                    }
                }
                if (s2 !== peg$FAILED) {
                    s1 = [s1, s2];
                    s0 = s1;
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parsename_char() {
        var s0;
        s0 = peg$parsename_first();
        if (s0 === peg$FAILED) {
            s0 = peg$parseDIGIT();
        }
        return s0;
    }
    function peg$parsename_selector() {
        var s0, s1;
        s0 = peg$currPos;
        s1 = peg$parsestring_literal();
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f10(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parseslice_selector() {
        var s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$currPos;
        s3 = peg$currPos;
        s4 = peg$parseint();
        if (s4 !== peg$FAILED) {
            s5 = peg$parseS();
            s4 = [s4, s5];
            s3 = s4;
        }
        else {
            peg$currPos = s3;
            s3 = peg$FAILED;
        }
        if (s3 === peg$FAILED) {
            s3 = null;
        }
        s2 = input.substring(s2, peg$currPos);
        if (input.charCodeAt(peg$currPos) === 58) {
            s3 = peg$c7;
            peg$currPos++;
        }
        else {
            s3 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e11);
            }
        }
        if (s3 !== peg$FAILED) {
            s4 = peg$parseS();
            s5 = peg$currPos;
            s6 = peg$currPos;
            s7 = peg$parseint();
            if (s7 !== peg$FAILED) {
                s8 = peg$parseS();
                s7 = [s7, s8];
                s6 = s7;
            }
            else {
                peg$currPos = s6;
                s6 = peg$FAILED;
            }
            if (s6 === peg$FAILED) {
                s6 = null;
            }
            s5 = input.substring(s5, peg$currPos);
            s6 = peg$currPos;
            if (input.charCodeAt(peg$currPos) === 58) {
                s7 = peg$c7;
                peg$currPos++;
            }
            else {
                s7 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e11);
                }
            }
            if (s7 !== peg$FAILED) {
                s8 = peg$currPos;
                s9 = peg$currPos;
                s10 = peg$parseS();
                s11 = peg$parseint();
                if (s11 === peg$FAILED) {
                    s11 = null;
                }
                s10 = [s10, s11];
                s9 = s10;
                s8 = input.substring(s8, peg$currPos);
                peg$savedPos = s6;
                s6 = peg$f11(s2, s5, s8);
            }
            else {
                peg$currPos = s6;
                s6 = peg$FAILED;
            }
            if (s6 === peg$FAILED) {
                s6 = null;
            }
            peg$savedPos = s1;
            s1 = peg$f12(s2, s5, s6);
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f13(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parseindex_selector() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$parseint();
        if (s2 !== peg$FAILED) {
            s1 = input.substring(s1, peg$currPos);
        }
        else {
            s1 = s2;
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f14(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsefilter_selector() {
        var s0, s1, s2, s3;
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 63) {
            s1 = peg$c8;
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e12);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = peg$parseS();
            s3 = peg$parselogical_or_expr();
            if (s3 !== peg$FAILED) {
                peg$savedPos = s0;
                s0 = peg$f15(s3);
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseALPHA() {
        var s0;
        s0 = input.charAt(peg$currPos);
        if (peg$r4.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e13);
            }
        }
        return s0;
    }
    function peg$parseDIGIT() {
        var s0;
        s0 = input.charAt(peg$currPos);
        if (peg$r5.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e14);
            }
        }
        return s0;
    }
    function peg$parsestring_literal() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos;
        s1 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 34) {
            s2 = peg$c9;
            peg$currPos++;
        }
        else {
            s2 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e15);
            }
        }
        if (s2 !== peg$FAILED) {
            s3 = [];
            s4 = peg$parsedouble_quoted();
            while (s4 !== peg$FAILED) {
                s3.push(s4);
                s4 = peg$parsedouble_quoted();
            }
            if (input.charCodeAt(peg$currPos) === 34) {
                s4 = peg$c9;
                peg$currPos++;
            }
            else {
                s4 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e15);
                }
            }
            if (s4 !== peg$FAILED) {
                peg$savedPos = s1;
                s1 = peg$f16(s3);
            }
            else {
                peg$currPos = s1;
                s1 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        if (s1 === peg$FAILED) {
            s1 = peg$currPos;
            if (input.charCodeAt(peg$currPos) === 39) {
                s2 = peg$c10;
                peg$currPos++;
            }
            else {
                s2 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e16);
                }
            }
            if (s2 !== peg$FAILED) {
                s3 = [];
                s4 = peg$parsesingle_quoted();
                while (s4 !== peg$FAILED) {
                    s3.push(s4);
                    s4 = peg$parsesingle_quoted();
                }
                if (input.charCodeAt(peg$currPos) === 39) {
                    s4 = peg$c10;
                    peg$currPos++;
                }
                else {
                    s4 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e16);
                    }
                }
                if (s4 !== peg$FAILED) {
                    peg$savedPos = s1;
                    s1 = peg$f17(s3);
                }
                else {
                    peg$currPos = s1;
                    s1 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s1;
                s1 = peg$FAILED;
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f18(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parseint() {
        var s0, s1, s2, s3, s4;
        if (input.charCodeAt(peg$currPos) === 48) {
            s0 = peg$c11;
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e17);
            }
        }
        if (s0 === peg$FAILED) {
            s0 = peg$currPos;
            if (input.charCodeAt(peg$currPos) === 45) {
                s1 = peg$c12;
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e18);
                }
            }
            if (s1 === peg$FAILED) {
                s1 = null;
            }
            s2 = peg$parseDIGIT1();
            if (s2 !== peg$FAILED) {
                s3 = [];
                s4 = peg$parseDIGIT();
                while (s4 !== peg$FAILED) {
                    s3.push(s4);
                    s4 = peg$parseDIGIT();
                }
                s1 = [s1, s2, s3];
                s0 = s1;
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parsedouble_quoted() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$parseunescaped();
        if (s1 !== peg$FAILED) {
            s0 = input.substring(s0, peg$currPos);
        }
        else {
            s0 = s1;
        }
        if (s0 === peg$FAILED) {
            if (input.charCodeAt(peg$currPos) === 39) {
                s0 = peg$c10;
                peg$currPos++;
            }
            else {
                s0 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e16);
                }
            }
            if (s0 === peg$FAILED) {
                s0 = peg$currPos;
                s1 = peg$parseESC();
                if (s1 !== peg$FAILED) {
                    if (input.charCodeAt(peg$currPos) === 34) {
                        s2 = peg$c9;
                        peg$currPos++;
                    }
                    else {
                        s2 = peg$FAILED;
                        if (peg$silentFails === 0) {
                            peg$fail(peg$e15);
                        }
                    }
                    if (s2 !== peg$FAILED) {
                        peg$savedPos = s0;
                        s0 = peg$f19();
                    }
                    else {
                        peg$currPos = s0;
                        s0 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
                if (s0 === peg$FAILED) {
                    s0 = peg$currPos;
                    s1 = peg$parseESC();
                    if (s1 !== peg$FAILED) {
                        s2 = peg$parseescapable();
                        if (s2 !== peg$FAILED) {
                            peg$savedPos = s0;
                            s0 = peg$f20(s2);
                        }
                        else {
                            peg$currPos = s0;
                            s0 = peg$FAILED;
                        }
                    }
                    else {
                        peg$currPos = s0;
                        s0 = peg$FAILED;
                    }
                }
            }
        }
        return s0;
    }
    function peg$parsesingle_quoted() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$parseunescaped();
        if (s1 !== peg$FAILED) {
            s0 = input.substring(s0, peg$currPos);
        }
        else {
            s0 = s1;
        }
        if (s0 === peg$FAILED) {
            if (input.charCodeAt(peg$currPos) === 34) {
                s0 = peg$c9;
                peg$currPos++;
            }
            else {
                s0 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e15);
                }
            }
            if (s0 === peg$FAILED) {
                s0 = peg$currPos;
                s1 = peg$parseESC();
                if (s1 !== peg$FAILED) {
                    if (input.charCodeAt(peg$currPos) === 39) {
                        s2 = peg$c10;
                        peg$currPos++;
                    }
                    else {
                        s2 = peg$FAILED;
                        if (peg$silentFails === 0) {
                            peg$fail(peg$e16);
                        }
                    }
                    if (s2 !== peg$FAILED) {
                        peg$savedPos = s0;
                        s0 = peg$f21();
                    }
                    else {
                        peg$currPos = s0;
                        s0 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
                if (s0 === peg$FAILED) {
                    s0 = peg$currPos;
                    s1 = peg$parseESC();
                    if (s1 !== peg$FAILED) {
                        s2 = peg$parseescapable();
                        if (s2 !== peg$FAILED) {
                            peg$savedPos = s0;
                            s0 = peg$f22(s2);
                        }
                        else {
                            peg$currPos = s0;
                            s0 = peg$FAILED;
                        }
                    }
                    else {
                        peg$currPos = s0;
                        s0 = peg$FAILED;
                    }
                }
            }
        }
        return s0;
    }
    function peg$parseDIGIT1() {
        var s0;
        s0 = input.charAt(peg$currPos);
        if (peg$r6.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e19);
            }
        }
        return s0;
    }
    function peg$parselogical_or_expr() {
        var s0, s1, s2, s3, s4, s5, s6, s7;
        s0 = peg$currPos;
        s1 = peg$parselogical_and_expr();
        if (s1 !== peg$FAILED) {
            s2 = [];
            s3 = peg$currPos;
            s4 = peg$parseS();
            if (input.substr(peg$currPos, 2) === peg$c13) {
                s5 = peg$c13;
                peg$currPos += 2;
            }
            else {
                s5 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e20);
                }
            }
            if (s5 !== peg$FAILED) {
                s6 = peg$parseS();
                s7 = peg$parselogical_and_expr();
                if (s7 !== peg$FAILED) {
                    peg$savedPos = s3;
                    s3 = peg$f23(s1, s7);
                }
                else {
                    peg$currPos = s3;
                    s3 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s3;
                s3 = peg$FAILED;
            }
            while (s3 !== peg$FAILED) {
                s2.push(s3);
                s3 = peg$currPos;
                s4 = peg$parseS();
                if (input.substr(peg$currPos, 2) === peg$c13) {
                    s5 = peg$c13;
                    peg$currPos += 2;
                }
                else {
                    s5 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e20);
                    }
                }
                if (s5 !== peg$FAILED) {
                    s6 = peg$parseS();
                    s7 = peg$parselogical_and_expr();
                    if (s7 !== peg$FAILED) {
                        peg$savedPos = s3;
                        s3 = peg$f23(s1, s7);
                    }
                    else {
                        peg$currPos = s3;
                        s3 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s3;
                    s3 = peg$FAILED;
                }
            }
            peg$savedPos = s0;
            s0 = peg$f24(s1, s2);
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseunescaped() {
        var s0, s1, s2;
        s0 = input.charAt(peg$currPos);
        if (peg$r7.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e21);
            }
        }
        if (s0 === peg$FAILED) {
            s0 = peg$currPos;
            s1 = input.charAt(peg$currPos);
            if (peg$r2.test(s1)) {
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e9);
                }
            }
            if (s1 !== peg$FAILED) {
                s2 = input.charAt(peg$currPos);
                if (peg$r3.test(s2)) {
                    peg$currPos++;
                }
                else {
                    s2 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e10);
                    }
                }
                if (s2 !== peg$FAILED) {
                    s1 = [s1, s2];
                    s0 = s1;
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parseESC() {
        var s0;
        if (input.charCodeAt(peg$currPos) === 92) {
            s0 = peg$c14;
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e22);
            }
        }
        return s0;
    }
    function peg$parseescapable() {
        var s0, s1, s2;
        s0 = input.charAt(peg$currPos);
        if (peg$r8.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e23);
            }
        }
        if (s0 === peg$FAILED) {
            s0 = peg$currPos;
            if (input.charCodeAt(peg$currPos) === 117) {
                s1 = peg$c15;
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e24);
                }
            }
            if (s1 !== peg$FAILED) {
                s2 = peg$parsehexchar();
                if (s2 !== peg$FAILED) {
                    s1 = [s1, s2];
                    s0 = s1;
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parselogical_and_expr() {
        var s0, s1, s2, s3, s4, s5, s6, s7, s8;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$parsebasic_expr();
        if (s2 !== peg$FAILED) {
            s3 = [];
            s4 = peg$currPos;
            s5 = peg$parseS();
            if (input.substr(peg$currPos, 2) === peg$c16) {
                s6 = peg$c16;
                peg$currPos += 2;
            }
            else {
                s6 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e25);
                }
            }
            if (s6 !== peg$FAILED) {
                s7 = peg$parseS();
                s8 = peg$parsebasic_expr();
                if (s8 !== peg$FAILED) {
                    peg$savedPos = s4;
                    s4 = peg$f25(s2, s8);
                }
                else {
                    peg$currPos = s4;
                    s4 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s4;
                s4 = peg$FAILED;
            }
            while (s4 !== peg$FAILED) {
                s3.push(s4);
                s4 = peg$currPos;
                s5 = peg$parseS();
                if (input.substr(peg$currPos, 2) === peg$c16) {
                    s6 = peg$c16;
                    peg$currPos += 2;
                }
                else {
                    s6 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e25);
                    }
                }
                if (s6 !== peg$FAILED) {
                    s7 = peg$parseS();
                    s8 = peg$parsebasic_expr();
                    if (s8 !== peg$FAILED) {
                        peg$savedPos = s4;
                        s4 = peg$f25(s2, s8);
                    }
                    else {
                        peg$currPos = s4;
                        s4 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s4;
                    s4 = peg$FAILED;
                }
            }
            peg$savedPos = s1;
            s1 = peg$f26(s2, s3);
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f27(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsehexchar() {
        var s0, s1, s2, s3, s4, s5, s6;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$parsenon_surrogate();
        if (s2 !== peg$FAILED) {
            peg$savedPos = s1;
            s2 = peg$f28();
        }
        s1 = s2;
        if (s1 === peg$FAILED) {
            s1 = peg$currPos;
            s2 = peg$currPos;
            s3 = peg$parsehigh_surrogate();
            if (s3 !== peg$FAILED) {
                s2 = input.substring(s2, peg$currPos);
            }
            else {
                s2 = s3;
            }
            if (s2 !== peg$FAILED) {
                if (input.charCodeAt(peg$currPos) === 92) {
                    s3 = peg$c14;
                    peg$currPos++;
                }
                else {
                    s3 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e22);
                    }
                }
                if (s3 !== peg$FAILED) {
                    if (input.charCodeAt(peg$currPos) === 117) {
                        s4 = peg$c15;
                        peg$currPos++;
                    }
                    else {
                        s4 = peg$FAILED;
                        if (peg$silentFails === 0) {
                            peg$fail(peg$e24);
                        }
                    }
                    if (s4 !== peg$FAILED) {
                        s5 = peg$currPos;
                        s6 = peg$parselow_surrogate();
                        if (s6 !== peg$FAILED) {
                            s5 = input.substring(s5, peg$currPos);
                        }
                        else {
                            s5 = s6;
                        }
                        if (s5 !== peg$FAILED) {
                            peg$savedPos = s1;
                            s1 = peg$f29(s2, s5);
                        }
                        else {
                            peg$currPos = s1;
                            s1 = peg$FAILED;
                        }
                    }
                    else {
                        peg$currPos = s1;
                        s1 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s1;
                    s1 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s1;
                s1 = peg$FAILED;
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f30(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsebasic_expr() {
        var s0;
        s0 = peg$parseparen_expr();
        if (s0 === peg$FAILED) {
            s0 = peg$parsecomparison_expr();
            if (s0 === peg$FAILED) {
                s0 = peg$parsetest_expr();
            }
        }
        return s0;
    }
    function peg$parsenon_surrogate() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos;
        s1 = peg$parseDIGIT();
        if (s1 === peg$FAILED) {
            s1 = input.charAt(peg$currPos);
            if (peg$r9.test(s1)) {
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e26);
                }
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = peg$currPos;
            s3 = [];
            s4 = peg$parseHEXDIG();
            while (s4 !== peg$FAILED) {
                s3.push(s4);
                if (s3.length >= 3) {
                    s4 = peg$FAILED;
                }
                else {
                    s4 = peg$parseHEXDIG();
                }
            }
            if (s3.length < 3) {
                peg$currPos = s2;
                s2 = peg$FAILED;
            }
            else {
                s2 = s3;
            }
            if (s2 !== peg$FAILED) {
                s1 = [s1, s2];
                s0 = s1;
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        if (s0 === peg$FAILED) {
            s0 = peg$currPos;
            s1 = input.charAt(peg$currPos);
            if (s1.toLowerCase() === peg$c17) {
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e27);
                }
            }
            if (s1 !== peg$FAILED) {
                s2 = input.charAt(peg$currPos);
                if (peg$r10.test(s2)) {
                    peg$currPos++;
                }
                else {
                    s2 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e28);
                    }
                }
                if (s2 !== peg$FAILED) {
                    s3 = peg$currPos;
                    s4 = [];
                    s5 = peg$parseHEXDIG();
                    while (s5 !== peg$FAILED) {
                        s4.push(s5);
                        if (s4.length >= 2) {
                            s5 = peg$FAILED;
                        }
                        else {
                            s5 = peg$parseHEXDIG();
                        }
                    }
                    if (s4.length < 2) {
                        peg$currPos = s3;
                        s3 = peg$FAILED;
                    }
                    else {
                        s3 = s4;
                    }
                    if (s3 !== peg$FAILED) {
                        s1 = [s1, s2, s3];
                        s0 = s1;
                    }
                    else {
                        peg$currPos = s0;
                        s0 = peg$FAILED;
                    }
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parsehigh_surrogate() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos;
        s1 = input.charAt(peg$currPos);
        if (s1.toLowerCase() === peg$c17) {
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e27);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = input.charAt(peg$currPos);
            if (peg$r11.test(s2)) {
                peg$currPos++;
            }
            else {
                s2 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e29);
                }
            }
            if (s2 === peg$FAILED) {
                s2 = input.charAt(peg$currPos);
                if (peg$r12.test(s2)) {
                    peg$currPos++;
                }
                else {
                    s2 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e30);
                    }
                }
            }
            if (s2 !== peg$FAILED) {
                s3 = peg$currPos;
                s4 = [];
                s5 = peg$parseHEXDIG();
                while (s5 !== peg$FAILED) {
                    s4.push(s5);
                    if (s4.length >= 2) {
                        s5 = peg$FAILED;
                    }
                    else {
                        s5 = peg$parseHEXDIG();
                    }
                }
                if (s4.length < 2) {
                    peg$currPos = s3;
                    s3 = peg$FAILED;
                }
                else {
                    s3 = s4;
                }
                if (s3 !== peg$FAILED) {
                    s1 = [s1, s2, s3];
                    s0 = s1;
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parselow_surrogate() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos;
        s1 = input.charAt(peg$currPos);
        if (s1.toLowerCase() === peg$c17) {
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e27);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = input.charAt(peg$currPos);
            if (peg$r13.test(s2)) {
                peg$currPos++;
            }
            else {
                s2 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e31);
                }
            }
            if (s2 !== peg$FAILED) {
                s3 = peg$currPos;
                s4 = [];
                s5 = peg$parseHEXDIG();
                while (s5 !== peg$FAILED) {
                    s4.push(s5);
                    if (s4.length >= 2) {
                        s5 = peg$FAILED;
                    }
                    else {
                        s5 = peg$parseHEXDIG();
                    }
                }
                if (s4.length < 2) {
                    peg$currPos = s3;
                    s3 = peg$FAILED;
                }
                else {
                    s3 = s4;
                }
                if (s3 !== peg$FAILED) {
                    s1 = [s1, s2, s3];
                    s0 = s1;
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseparen_expr() {
        var s0, s1, s2, s3, s4, s5, s6;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$parselogical_not_op();
        if (s2 !== peg$FAILED) {
            s3 = peg$parseS();
            s2 = [s2, s3];
            s1 = s2;
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        if (s1 === peg$FAILED) {
            s1 = null;
        }
        if (input.charCodeAt(peg$currPos) === 40) {
            s2 = peg$c18;
            peg$currPos++;
        }
        else {
            s2 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e32);
            }
        }
        if (s2 !== peg$FAILED) {
            s3 = peg$parseS();
            s4 = peg$parselogical_or_expr();
            if (s4 !== peg$FAILED) {
                s5 = peg$parseS();
                if (input.charCodeAt(peg$currPos) === 41) {
                    s6 = peg$c19;
                    peg$currPos++;
                }
                else {
                    s6 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e33);
                    }
                }
                if (s6 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f31(s1, s4);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsecomparison_expr() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos;
        s1 = peg$parsecomparable();
        if (s1 !== peg$FAILED) {
            s2 = peg$parseS();
            s3 = peg$parsecomparison_op();
            if (s3 !== peg$FAILED) {
                s4 = peg$parseS();
                s5 = peg$parsecomparable();
                if (s5 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f32(s1, s3, s5);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsetest_expr() {
        var s0, s1, s2, s3;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$parselogical_not_op();
        if (s2 !== peg$FAILED) {
            s3 = peg$parseS();
            s2 = [s2, s3];
            s1 = s2;
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        if (s1 === peg$FAILED) {
            s1 = null;
        }
        s2 = peg$parsefilter_query();
        if (s2 === peg$FAILED) {
            s2 = peg$parsefunction_expr();
        }
        if (s2 !== peg$FAILED) {
            peg$savedPos = s0;
            s0 = peg$f33(s1, s2);
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseHEXDIG() {
        var s0;
        s0 = peg$parseDIGIT();
        if (s0 === peg$FAILED) {
            s0 = input.charAt(peg$currPos);
            if (peg$r14.test(s0)) {
                peg$currPos++;
            }
            else {
                s0 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e34);
                }
            }
        }
        return s0;
    }
    function peg$parselogical_not_op() {
        var s0;
        if (input.charCodeAt(peg$currPos) === 33) {
            s0 = peg$c20;
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e35);
            }
        }
        return s0;
    }
    function peg$parsecomparable() {
        var s0;
        s0 = peg$parseliteral();
        if (s0 === peg$FAILED) {
            s0 = peg$parsesingular_query();
            if (s0 === peg$FAILED) {
                s0 = peg$parsefunction_expr();
            }
        }
        return s0;
    }
    function peg$parsecomparison_op() {
        var s0;
        if (input.substr(peg$currPos, 2) === peg$c21) {
            s0 = peg$c21;
            peg$currPos += 2;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e36);
            }
        }
        if (s0 === peg$FAILED) {
            if (input.substr(peg$currPos, 2) === peg$c22) {
                s0 = peg$c22;
                peg$currPos += 2;
            }
            else {
                s0 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e37);
                }
            }
            if (s0 === peg$FAILED) {
                if (input.substr(peg$currPos, 2) === peg$c23) {
                    s0 = peg$c23;
                    peg$currPos += 2;
                }
                else {
                    s0 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e38);
                    }
                }
                if (s0 === peg$FAILED) {
                    if (input.substr(peg$currPos, 2) === peg$c24) {
                        s0 = peg$c24;
                        peg$currPos += 2;
                    }
                    else {
                        s0 = peg$FAILED;
                        if (peg$silentFails === 0) {
                            peg$fail(peg$e39);
                        }
                    }
                    if (s0 === peg$FAILED) {
                        s0 = input.charAt(peg$currPos);
                        if (peg$r15.test(s0)) {
                            peg$currPos++;
                        }
                        else {
                            s0 = peg$FAILED;
                            if (peg$silentFails === 0) {
                                peg$fail(peg$e40);
                            }
                        }
                    }
                }
            }
        }
        return s0;
    }
    function peg$parsefilter_query() {
        var s0, s1;
        s0 = peg$currPos;
        s1 = peg$parserel_query();
        if (s1 === peg$FAILED) {
            s1 = peg$parsejsonpath_query();
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f34(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsefunction_expr() {
        var s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
        s0 = peg$currPos;
        s1 = peg$parsefunction_name();
        if (s1 !== peg$FAILED) {
            if (input.charCodeAt(peg$currPos) === 40) {
                s2 = peg$c18;
                peg$currPos++;
            }
            else {
                s2 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e32);
                }
            }
            if (s2 !== peg$FAILED) {
                s3 = peg$parseS();
                s4 = peg$currPos;
                s5 = peg$parsefunction_argument();
                if (s5 !== peg$FAILED) {
                    s6 = [];
                    s7 = peg$currPos;
                    s8 = peg$parseS();
                    if (input.charCodeAt(peg$currPos) === 44) {
                        s9 = peg$c4;
                        peg$currPos++;
                    }
                    else {
                        s9 = peg$FAILED;
                        if (peg$silentFails === 0) {
                            peg$fail(peg$e5);
                        }
                    }
                    if (s9 !== peg$FAILED) {
                        s10 = peg$parseS();
                        s11 = peg$parsefunction_argument();
                        if (s11 !== peg$FAILED) {
                            peg$savedPos = s7;
                            s7 = peg$f35(s1, s5, s11);
                        }
                        else {
                            peg$currPos = s7;
                            s7 = peg$FAILED;
                        }
                    }
                    else {
                        peg$currPos = s7;
                        s7 = peg$FAILED;
                    }
                    while (s7 !== peg$FAILED) {
                        s6.push(s7);
                        s7 = peg$currPos;
                        s8 = peg$parseS();
                        if (input.charCodeAt(peg$currPos) === 44) {
                            s9 = peg$c4;
                            peg$currPos++;
                        }
                        else {
                            s9 = peg$FAILED;
                            if (peg$silentFails === 0) {
                                peg$fail(peg$e5);
                            }
                        }
                        if (s9 !== peg$FAILED) {
                            s10 = peg$parseS();
                            s11 = peg$parsefunction_argument();
                            if (s11 !== peg$FAILED) {
                                peg$savedPos = s7;
                                s7 = peg$f35(s1, s5, s11);
                            }
                            else {
                                peg$currPos = s7;
                                s7 = peg$FAILED;
                            }
                        }
                        else {
                            peg$currPos = s7;
                            s7 = peg$FAILED;
                        }
                    }
                    peg$savedPos = s4;
                    s4 = peg$f36(s1, s5, s6);
                }
                else {
                    peg$currPos = s4;
                    s4 = peg$FAILED;
                }
                if (s4 === peg$FAILED) {
                    s4 = null;
                }
                s5 = peg$parseS();
                if (input.charCodeAt(peg$currPos) === 41) {
                    s6 = peg$c19;
                    peg$currPos++;
                }
                else {
                    s6 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e33);
                    }
                }
                if (s6 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f37(s1, s4);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseliteral() {
        var s0, s1;
        s0 = peg$currPos;
        s1 = peg$parsenumber();
        if (s1 === peg$FAILED) {
            s1 = peg$parsestring_literal();
            if (s1 === peg$FAILED) {
                s1 = peg$parsetrue();
                if (s1 === peg$FAILED) {
                    s1 = peg$parsefalse();
                    if (s1 === peg$FAILED) {
                        s1 = peg$parsenull();
                    }
                }
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f38(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsesingular_query() {
        var s0;
        s0 = peg$parserel_singular_query();
        if (s0 === peg$FAILED) {
            s0 = peg$parseabs_singular_query();
        }
        return s0;
    }
    function peg$parserel_query() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$parsecurrent_node_identifier();
        if (s1 !== peg$FAILED) {
            s2 = peg$parsesegments();
            if (s2 !== peg$FAILED) {
                peg$savedPos = s0;
                s0 = peg$f39(s2);
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsefunction_name() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$parseLCALPHA();
        if (s2 !== peg$FAILED) {
            s3 = [];
            s4 = peg$parsefunction_name_char();
            while (s4 !== peg$FAILED) {
                s3.push(s4);
                s4 = peg$parsefunction_name_char();
            }
            s2 = [s2, s3];
            s1 = s2;
        }
        else {
            peg$currPos = s1;
            s1 = peg$FAILED;
        }
        if (s1 !== peg$FAILED) {
            s0 = input.substring(s0, peg$currPos);
        }
        else {
            s0 = s1;
        }
        return s0;
    }
    function peg$parsefunction_argument() {
        var s0;
        s0 = peg$parseliteral();
        if (s0 === peg$FAILED) {
            s0 = peg$parsefilter_query();
            if (s0 === peg$FAILED) {
                s0 = peg$parsefunction_expr();
                if (s0 === peg$FAILED) {
                    s0 = peg$parselogical_or_expr();
                }
            }
        }
        return s0;
    }
    function peg$parsenumber() {
        var s0, s1, s2, s3, s4, s5;
        s0 = peg$currPos;
        s1 = peg$currPos;
        s2 = peg$currPos;
        s3 = peg$parseint();
        if (s3 === peg$FAILED) {
            if (input.substr(peg$currPos, 2) === peg$c25) {
                s3 = peg$c25;
                peg$currPos += 2;
            }
            else {
                s3 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e41);
                }
            }
        }
        if (s3 !== peg$FAILED) {
            s4 = peg$parsefrac();
            if (s4 === peg$FAILED) {
                s4 = null;
            }
            s5 = peg$parseexp();
            if (s5 === peg$FAILED) {
                s5 = null;
            }
            s3 = [s3, s4, s5];
            s2 = s3;
        }
        else {
            peg$currPos = s2;
            s2 = peg$FAILED;
        }
        if (s2 !== peg$FAILED) {
            s1 = input.substring(s1, peg$currPos);
        }
        else {
            s1 = s2;
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f40(s1);
        }
        s0 = s1;
        return s0;
    }
    function peg$parsetrue() {
        var s0, s1;
        s0 = peg$currPos;
        if (input.substr(peg$currPos, 4) === peg$c26) {
            s1 = peg$c26;
            peg$currPos += 4;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e42);
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f41();
        }
        s0 = s1;
        return s0;
    }
    function peg$parsefalse() {
        var s0, s1;
        s0 = peg$currPos;
        if (input.substr(peg$currPos, 5) === peg$c27) {
            s1 = peg$c27;
            peg$currPos += 5;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e43);
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f42();
        }
        s0 = s1;
        return s0;
    }
    function peg$parsenull() {
        var s0, s1;
        s0 = peg$currPos;
        if (input.substr(peg$currPos, 4) === peg$c28) {
            s1 = peg$c28;
            peg$currPos += 4;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e44);
            }
        }
        if (s1 !== peg$FAILED) {
            peg$savedPos = s0;
            s1 = peg$f43();
        }
        s0 = s1;
        return s0;
    }
    function peg$parserel_singular_query() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$parsecurrent_node_identifier();
        if (s1 !== peg$FAILED) {
            s2 = peg$parsesingular_query_segments();
            peg$savedPos = s0;
            s0 = peg$f44(s2);
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseabs_singular_query() {
        var s0, s1, s2;
        s0 = peg$currPos;
        s1 = peg$parseroot_identifier();
        if (s1 !== peg$FAILED) {
            s2 = peg$parsesingular_query_segments();
            peg$savedPos = s0;
            s0 = peg$f45(s2);
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsecurrent_node_identifier() {
        var s0;
        if (input.charCodeAt(peg$currPos) === 64) {
            s0 = peg$c29;
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e45);
            }
        }
        return s0;
    }
    function peg$parsefunction_name_char() {
        var s0;
        s0 = input.charAt(peg$currPos);
        if (peg$r16.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e46);
            }
        }
        return s0;
    }
    function peg$parsefrac() {
        var s0, s1, s2, s3;
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 46) {
            s1 = peg$c1;
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e2);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = [];
            s3 = peg$parseDIGIT();
            if (s3 !== peg$FAILED) {
                while (s3 !== peg$FAILED) {
                    s2.push(s3);
                    s3 = peg$parseDIGIT();
                }
            }
            else {
                s2 = peg$FAILED;
            }
            if (s2 !== peg$FAILED) {
                s1 = [s1, s2];
                s0 = s1;
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parseexp() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos;
        s1 = input.charAt(peg$currPos);
        if (s1.toLowerCase() === peg$c30) {
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e47);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = input.charAt(peg$currPos);
            if (peg$r17.test(s2)) {
                peg$currPos++;
            }
            else {
                s2 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e48);
                }
            }
            if (s2 === peg$FAILED) {
                s2 = null;
            }
            s3 = [];
            s4 = peg$parseDIGIT();
            if (s4 !== peg$FAILED) {
                while (s4 !== peg$FAILED) {
                    s3.push(s4);
                    s4 = peg$parseDIGIT();
                }
            }
            else {
                s3 = peg$FAILED;
            }
            if (s3 !== peg$FAILED) {
                s1 = [s1, s2, s3];
                s0 = s1;
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    function peg$parsesingular_query_segments() {
        var s0, s1, s2, s3, s4;
        s0 = peg$currPos;
        s1 = [];
        s2 = peg$currPos;
        s3 = peg$parseS();
        s4 = peg$parsename_segment();
        if (s4 === peg$FAILED) {
            s4 = peg$parseindex_segment();
        }
        if (s4 !== peg$FAILED) {
            peg$savedPos = s2;
            s2 = peg$f46(s4);
        }
        else {
            peg$currPos = s2;
            s2 = peg$FAILED;
        }
        while (s2 !== peg$FAILED) {
            s1.push(s2);
            s2 = peg$currPos;
            s3 = peg$parseS();
            s4 = peg$parsename_segment();
            if (s4 === peg$FAILED) {
                s4 = peg$parseindex_segment();
            }
            if (s4 !== peg$FAILED) {
                peg$savedPos = s2;
                s2 = peg$f46(s4);
            }
            else {
                peg$currPos = s2;
                s2 = peg$FAILED;
            }
        }
        peg$savedPos = s0;
        s1 = peg$f47(s1);
        s0 = s1;
        return s0;
    }
    function peg$parseLCALPHA() {
        var s0;
        s0 = input.charAt(peg$currPos);
        if (peg$r18.test(s0)) {
            peg$currPos++;
        }
        else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e49);
            }
        }
        return s0;
    }
    function peg$parsename_segment() {
        var s0, s1, s2, s3;
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 91) {
            s1 = peg$c3;
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e4);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = peg$parsename_selector();
            if (s2 !== peg$FAILED) {
                if (input.charCodeAt(peg$currPos) === 93) {
                    s3 = peg$c5;
                    peg$currPos++;
                }
                else {
                    s3 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e6);
                    }
                }
                if (s3 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f48(s2);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        if (s0 === peg$FAILED) {
            s0 = peg$currPos;
            if (input.charCodeAt(peg$currPos) === 46) {
                s1 = peg$c1;
                peg$currPos++;
            }
            else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                    peg$fail(peg$e2);
                }
            }
            if (s1 !== peg$FAILED) {
                s2 = peg$parsemember_name_shorthand();
                if (s2 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f49(s2);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        return s0;
    }
    function peg$parseindex_segment() {
        var s0, s1, s2, s3;
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 91) {
            s1 = peg$c3;
            peg$currPos++;
        }
        else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
                peg$fail(peg$e4);
            }
        }
        if (s1 !== peg$FAILED) {
            s2 = peg$parseindex_selector();
            if (s2 !== peg$FAILED) {
                if (input.charCodeAt(peg$currPos) === 93) {
                    s3 = peg$c5;
                    peg$currPos++;
                }
                else {
                    s3 = peg$FAILED;
                    if (peg$silentFails === 0) {
                        peg$fail(peg$e6);
                    }
                }
                if (s3 !== peg$FAILED) {
                    peg$savedPos = s0;
                    s0 = peg$f50(s2);
                }
                else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                }
            }
            else {
                peg$currPos = s0;
                s0 = peg$FAILED;
            }
        }
        else {
            peg$currPos = s0;
            s0 = peg$FAILED;
        }
        return s0;
    }
    peg$result = peg$startRuleFunction();
    if (options.peg$library) {
        return /** @type {any} */ ({
            peg$result,
            peg$currPos,
            peg$FAILED,
            peg$maxFailExpected,
            peg$maxFailPos
        });
    }
    if (peg$result !== peg$FAILED && peg$currPos === input.length) {
        return peg$result;
    }
    else {
        if (peg$result !== peg$FAILED && peg$currPos < input.length) {
            peg$fail(peg$endExpectation());
        }
        throw peg$buildStructuredError(peg$maxFailExpected, peg$maxFailPos < input.length ? input.charAt(peg$maxFailPos) : null, peg$maxFailPos < input.length
            ? peg$computeLocation(peg$maxFailPos, peg$maxFailPos + 1)
            : peg$computeLocation(peg$maxFailPos, peg$maxFailPos));
    }
}
const peg$allowedStartRules = (/* unused pure expression or super */ null && ([
    "jsonpath_query"
]));

//# sourceMappingURL=parser.js.map
;// CONCATENATED MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/parser/index.js

/* harmony default export */ function parser(input) {
    return peg$parse(input);
}
//# sourceMappingURL=index.js.map

/***/ })

};

// XPath in time proportional to the nodes it visits (xpath.ts). Two steps of the libraries were
// quadratic, so an ordinary query over a large body blocked the run far past the test's time budget
// (measured on this machine):
//
// - Document order. The `xpath` package sorts every node set it filters by a predicate, comparing
//   nodes with the DOM's `compareDocumentPosition`; @xmldom/xmldom answers that by climbing both
//   nodes' ancestors and enumerating their common ancestor's children with `for…in`, so each
//   comparison costs the depth plus the number of siblings: `/urlset/url[1]/loc` over a sitemap of
//   5,000 URLs took 4.5 s, of 20,000 URLs 163 s (now 11 and 34 ms, with the next point). A parsed
//   document is numbered once, in document order (a node, its attributes, then its children), each
//   node keeping its number and the last number of its subtree; comparing two numbered nodes of one
//   document reads those four numbers. Any other pair goes to xmldom's own comparison.
// - Node sets. `XNodeSet.add` looks for the node in every node already added, so a path selecting
//   N nodes cost N²: `count(//a)` over 400,000 nested elements took 24 s. It keeps a Set of them now.
// - End tags. xmldom's parser checks each end tag's name with a regular expression it builds anew for
//   every tag (`g.reg('^', g.QName_group, g.S_OPT, '$')`): the sources of its Unicode name classes,
//   ~20 KB, joined and compiled each time: 1.0 s of the 4.2 s the query worker spent on 3,000
//   responses of 1.8 KB (90 elements) with two XPath checks each. `reg` now returns the expression it
//   built before for the same parts (the patterns carry no `g` or `y` flag, so sharing one keeps no
//   state between matches).
// - Evaluation contexts. The `xpath` package makes a context for every node a predicate tests
//   (`XPathContext.extend`) by constructing a full one, with a function table of all 27 XPath
//   functions filled in, and then overwriting every member: most of the garbage of a query with a
//   predicate. `extend` now copies the members onto an object of the same prototype, and a function
//   table is a view of one shared table (reads find its entries; `addFunction` writes its own).
import type { Node as XmlNode } from '@xmldom/xmldom';

const ORDER = Symbol('document order');
const LAST = Symbol('last number of the subtree');

interface Numbered {
  [ORDER]?: number;
  [LAST]?: number;
  ownerDocument: unknown;
  attributes?: { length: number; [index: number]: Numbered } | null;
  firstChild: Numbered | null;
  nextSibling: Numbered | null;
  parentNode: Numbered | null;
}

// DOM's DocumentPosition flags.
const PRECEDING = 2;
const FOLLOWING = 4;
const CONTAINS = 8;
const CONTAINED_BY = 16;

/** Numbers every node of the document in document order (iteratively: a body may nest very deeply). */
export function numberDocumentOrder(document: XmlNode): void {
  const root = document as unknown as Numbered;
  let order = 0;
  let node = root;
  for (;;) {
    node[ORDER] = order++;
    const attributes = node.attributes;
    if (attributes) {
      for (let i = 0; i < attributes.length; i++) {
        const attribute = attributes[i];
        attribute[ORDER] = attribute[LAST] = order++;
      }
    }
    if (node.firstChild !== null) {
      node = node.firstChild;
      continue;
    }
    // A leaf: its subtree ends here, and so do those of the ancestors it is the last descendant of.
    for (;;) {
      node[LAST] = order - 1;
      if (node === root) return;
      if (node.nextSibling !== null) {
        node = node.nextSibling;
        break;
      }
      node = node.parentNode!;
    }
  }
}

let regExpCacheInstalled = false;

/** Makes xmldom's grammar `reg` build each combination of parts once (once per process). */
export function installRegExpCache(grammar: { reg(...parts: (RegExp | string)[]): RegExp }): void {
  if (regExpCacheInstalled) return;
  regExpCacheInstalled = true;
  const original = grammar.reg;
  const built = new Map<string, RegExp>();
  const ids = new WeakMap<RegExp, number>();
  let nextId = 0;
  const keyOf = (part: RegExp | string): string => {
    // Length first, so no string's text can pass for two parts.
    if (typeof part === 'string') return `${part.length}'${part}`;
    let id = ids.get(part);
    if (id === undefined) ids.set(part, (id = nextId++));
    return `/${id}`;
  };
  grammar.reg = function (this: unknown, ...parts: (RegExp | string)[]): RegExp {
    const key = parts.map(keyOf).join('\0');
    let regExp = built.get(key);
    if (regExp === undefined) {
      regExp = original.apply(this, parts);
      // The parser asks for a handful of combinations; a bound all the same.
      if (built.size < 64) built.set(key, regExp);
    }
    return regExp;
  };
}

interface Resolver {
  functions: object;
}
interface ContextClasses {
  XPathContext: { prototype: { extend(props: object): object } };
  FunctionResolver: { prototype: { addStandardFunctions(this: Resolver): void } };
}

let lightContextsInstalled = false;

/** Makes the `xpath` package's contexts and function tables cheap to make (once per process). */
export function installLightContexts({ XPathContext, FunctionResolver }: ContextClasses): void {
  if (lightContextsInstalled) return;
  lightContextsInstalled = true;
  const resolver = FunctionResolver.prototype;
  const standard: Resolver = { functions: {} };
  resolver.addStandardFunctions.call(standard);
  const functions = standard.functions;
  resolver.addStandardFunctions = function (this: Resolver): void {
    this.functions = Object.create(functions) as object;
  };
  const context = XPathContext.prototype;
  context.extend = function (this: object, props: object): object {
    return Object.assign(Object.create(context) as object, this, props);
  };
}

let documentOrderInstalled = false;

/** Makes xmldom's `compareDocumentPosition` read the numbers of numbered nodes (once per process). */
export function installDocumentOrder(NodeClass: typeof XmlNode): void {
  if (documentOrderInstalled) return;
  documentOrderInstalled = true;
  const prototype = NodeClass.prototype as unknown as { compareDocumentPosition(other: unknown): number };
  const original = prototype.compareDocumentPosition;
  prototype.compareDocumentPosition = function (this: Numbered, other: Numbered): number {
    const mine = this[ORDER];
    const theirs = other?.[ORDER];
    if (mine === undefined || theirs === undefined || documentOf(this) !== documentOf(other)) {
      return original.call(this, other);
    }
    if (theirs === mine) return 0;
    if (theirs < mine) return other[LAST]! >= mine ? CONTAINS + PRECEDING : PRECEDING;
    return this[LAST]! >= theirs ? CONTAINED_BY + FOLLOWING : FOLLOWING;
  };
}

function documentOf(node: Numbered): unknown {
  return node.ownerDocument ?? node;
}

const SEEN = Symbol('nodes added');

interface NodeSet {
  nodes: unknown[];
  size: number;
  tree: unknown;
  [SEEN]?: { nodes: unknown[]; set: Set<unknown> };
}

let nodeSetInstalled = false;

/**
 * Makes the `xpath` package's `XNodeSet.add` find a node already added in a Set rather than by
 * scanning them all; it does what the original does otherwise (once per process).
 */
export function installNodeSetIndex(XNodeSet: { prototype: unknown }): void {
  if (nodeSetInstalled) return;
  nodeSetInstalled = true;
  (XNodeSet.prototype as { add(node: unknown): void }).add = function (this: NodeSet, node: unknown): void {
    let seen = this[SEEN];
    // Keyed by the array: a node set that starts over (`init`) gets a new one.
    if (seen === undefined || seen.nodes !== this.nodes)
      seen = this[SEEN] = { nodes: this.nodes, set: new Set(this.nodes) };
    if (seen.set.has(node)) return;
    seen.set.add(node);
    this.tree = null;
    this.nodes.push(node);
    this.size += 1;
  };
}

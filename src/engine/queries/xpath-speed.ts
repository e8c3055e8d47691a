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

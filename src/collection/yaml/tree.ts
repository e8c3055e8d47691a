// The document tree a collection is read from: what reading needs of `yaml`'s nodes, as plain
// objects of a few fixed shapes (cheap to build and to inspect). The fast reader builds it
// directly; documents that need the full parser are converted from `yaml`'s nodes (`fromYaml` in
// document.ts, so that this module, which every collection reads through, never loads `yaml`).
import type { Scalar } from 'yaml';

/** Start and end offset of what a node was written as. */
export type Range = readonly [number, number];

export interface ScalarNode {
  readonly kind: 'scalar';
  readonly range?: Range;
  readonly value: unknown;
  readonly type?: Scalar.Type;
  /** The text as written (escapes resolved): how a number or a boolean reads. */
  readonly source?: string;
}

export interface MapNode {
  readonly kind: 'map';
  readonly range?: Range;
  readonly items: PairNode[];
}

export interface SeqNode {
  readonly kind: 'seq';
  readonly range?: Range;
  readonly items: (TreeNode | null)[];
  /**
   * Set instead of `items` on a collection's `tests` when the fast reader was asked to defer them:
   * where each item starts, to be read one at a time (`readDeferredItem`), so the tree of every
   * test is never held at once.
   */
  readonly deferred?: DeferredItems;
}

export interface DeferredItems {
  /** `block`: offsets of the lines holding each item's `- `; `flow`: offsets of each JSON element. */
  readonly style: 'block' | 'flow';
  readonly starts: readonly number[];
}

/** `*name`: the reader resolves it, counting it against the alias budget. */
export interface AliasNode {
  readonly kind: 'alias';
  readonly range?: Range;
  readonly target: () => TreeNode | null;
}

export interface PairNode {
  readonly key: TreeNode | null;
  readonly value: TreeNode | null;
}

export type TreeNode = ScalarNode | MapNode | SeqNode | AliasNode;

export function isMap(node: TreeNode | null | undefined): node is MapNode {
  return node?.kind === 'map';
}

export function isSeq(node: TreeNode | null | undefined): node is SeqNode {
  return node?.kind === 'seq';
}

export function isScalar(node: TreeNode | null | undefined): node is ScalarNode {
  return node?.kind === 'scalar';
}

export function scalarNode(
  value: unknown,
  type: Scalar.Type | undefined,
  source: string | undefined,
  range: Range | undefined,
): ScalarNode {
  return { kind: 'scalar', range, value, type, source };
}

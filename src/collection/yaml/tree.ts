// The document tree a collection is read from: what reading needs of `yaml`'s nodes, as plain
// objects of a few fixed shapes (cheap to build and to inspect). The fast reader builds it
// directly; documents that need the full parser are converted from `yaml`'s nodes.
import {
  isAlias,
  isMap as isYamlMap,
  isScalar as isYamlScalar,
  isSeq as isYamlSeq,
  type Document,
  type Scalar,
} from 'yaml';

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

/** The tree of a node of a `yaml` document; aliases are converted when they are resolved. */
export function fromYaml(node: unknown, document: Document.Parsed): TreeNode | null {
  const converted = new Map<unknown, TreeNode | null>();
  const convert = (from: unknown): TreeNode | null => {
    if (isYamlScalar(from)) return scalarNode(from.value, from.type, from.source, range(from.range));
    if (isYamlMap(from))
      return {
        kind: 'map',
        range: range(from.range),
        items: from.items.map((pair) => ({ key: convert(pair.key), value: convert(pair.value) })),
      };
    if (isYamlSeq(from)) return { kind: 'seq', range: range(from.range), items: from.items.map(convert) };
    if (isAlias(from)) {
      const target = (): TreeNode | null => {
        const anchored = from.resolve(document);
        if (!converted.has(anchored)) converted.set(anchored, convert(anchored));
        return converted.get(anchored) ?? null;
      };
      return { kind: 'alias', range: range(from.range), target };
    }
    return null;
  };
  return convert(node);
}

function range(from: readonly number[] | null | undefined): Range | undefined {
  return from ? [from[0], from[1]] : undefined;
}

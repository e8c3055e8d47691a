// A pretty-printed JSON document (as `JSON.stringify(value, null, 2)` writes it) whose one large
// array is given as an iterable and written a batch of items at a time, so the whole document is
// never held. `value` holds STREAMED where the array goes.
export const STREAMED = '\u0000assay-streamed-items\u0000';

/**
 * `after` is appended (a final newline, say). Items are stringified `batch` at a time, each batch in
 * the placeholder's place, so V8 writes their indentation (re-indenting each item's text cost as
 * much as stringifying it); the default keeps a batch of test records small enough to stay out of
 * V8's large-object space.
 */
export function* prettyJsonPieces(
  value: unknown,
  items: Iterable<unknown>,
  after = '',
  batchSize = 32,
): Generator<string> {
  const text = JSON.stringify(value, null, 2);
  const marker = JSON.stringify(STREAMED);
  const at = text.indexOf(marker);
  if (at === -1) throw new Error('prettyJsonPieces: the value has no STREAMED placeholder');
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = /^ */.exec(text.slice(lineStart))![0];
  const tail = text.slice(at + marker.length);
  const holder = placeholderHolder(value);
  yield `${text.slice(0, at)}[`;
  let first = true;
  let batch: unknown[] = [];
  const render = (): string => {
    holder.set(batch);
    let rendered: string;
    try {
      rendered = JSON.stringify(holder.value, null, 2);
    } finally {
      holder.set(STREAMED);
    }
    // Between the array's `[` and its closing `\n<indent>]`: `\n<indent>  item,\n<indent>  item`.
    const inner = rendered.slice(at + 1, rendered.length - tail.length - indent.length - 2);
    const piece = first ? inner : `,${inner}`;
    first = false;
    batch = [];
    return piece;
  };
  for (const item of items) {
    batch.push(item);
    if (batch.length === batchSize) yield render();
  }
  if (batch.length > 0) yield render();
  yield `${first ? ']' : `\n${indent}]`}${tail}${after}`;
}

/** Where in `value` the placeholder is, to put each batch there in turn. */
function placeholderHolder(value: unknown): { set(items: unknown): void; get value(): unknown } {
  // The document is the array itself.
  if (value === STREAMED) {
    let current: unknown = value;
    return {
      set: (items) => void (current = items),
      get value() {
        return current;
      },
    };
  }
  const found = findPlaceholder(value);
  if (found === undefined) throw new Error('prettyJsonPieces: the value has no STREAMED placeholder');
  const [parent, key] = found;
  return { set: (items) => void (parent[key] = items), value };
}

function findPlaceholder(value: unknown): [Record<string, unknown>, string] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, member] of Object.entries(value)) {
    if (member === STREAMED) return [value as Record<string, unknown>, key];
    const inner = findPlaceholder(member);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The pieces as one string, for callers that want the whole text (tests, small documents). */
export function joined(pieces: Iterable<string>): string {
  let text = '';
  for (const piece of pieces) text += piece;
  return text;
}

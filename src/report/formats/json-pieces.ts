// A pretty-printed JSON document (as `JSON.stringify(value, null, 2)` writes it) whose one large
// array is given item by item and written a batch of items at a time, so the whole document is
// never held. `value` holds STREAMED where the array goes.
export const STREAMED = '\u0000assay-streamed-items\u0000';

/**
 * The document's text as items arrive: `head()`, then `add(item)` for each (a batch's text, or ''
 * while a batch fills), then `end()`. Members after the array may be set on `value` before
 * `end()` (totals known once the items are through); the members before it must not change.
 *
 * Items are stringified a batch at a time, each batch in the placeholder's place, so V8 writes their
 * indentation (re-indenting each item's text cost as much as stringifying it); the default keeps a
 * batch of test records small enough to stay out of V8's large-object space.
 */
export class StreamedJson {
  #value: unknown;
  #batchSize: number;
  #holder: { set(items: unknown): void; get value(): unknown };
  #head: string;
  /** Where the placeholder starts in the document's text, and the indentation of its line. */
  #at: number;
  #indent: string;
  #tailLength: number;
  #batch: unknown[] = [];
  #first = true;

  constructor(value: unknown, batchSize = 32) {
    this.#value = value;
    this.#batchSize = batchSize;
    const text = JSON.stringify(value, null, 2);
    const at = text.indexOf(MARKER);
    if (at === -1) throw new Error('StreamedJson: the value has no STREAMED placeholder');
    const lineStart = text.lastIndexOf('\n', at) + 1;
    this.#at = at;
    this.#indent = /^ */.exec(text.slice(lineStart))![0];
    this.#tailLength = text.length - at - MARKER.length;
    this.#head = `${text.slice(0, at)}[`;
    this.#holder = placeholderHolder(value);
  }

  /** The text up to the array's `[`. */
  head(): string {
    return this.#head;
  }

  add(item: unknown): string {
    this.#batch.push(item);
    return this.#batch.length === this.#batchSize ? this.#render() : '';
  }

  /** The last batch, the array's end and the members after it, then `after` (a final newline, say). */
  end(after = ''): string {
    const text = JSON.stringify(this.#value, null, 2);
    const tail = text.slice(this.#at + MARKER.length);
    this.#tailLength = tail.length;
    const rest = this.#batch.length > 0 ? this.#render() : '';
    return `${rest}${this.#first ? ']' : `\n${this.#indent}]`}${tail}${after}`;
  }

  #render(): string {
    this.#holder.set(this.#batch);
    let rendered: string;
    try {
      rendered = JSON.stringify(this.#holder.value, null, 2);
    } finally {
      this.#holder.set(STREAMED);
    }
    // Between the array's `[` and its closing `\n<indent>]`: `\n<indent>  item,\n<indent>  item`.
    const inner = rendered.slice(this.#at + 1, rendered.length - this.#tailLength - this.#indent.length - 2);
    const piece = this.#first ? inner : `,${inner}`;
    this.#first = false;
    this.#batch = [];
    return piece;
  }
}

const MARKER = JSON.stringify(STREAMED);

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
  if (found === undefined) throw new Error('StreamedJson: the value has no STREAMED placeholder');
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
export function joined(pieces: Iterable<string | Uint8Array>): string {
  let text = '';
  const decoder = new TextDecoder();
  for (const piece of pieces) text += typeof piece === 'string' ? piece : decoder.decode(piece, { stream: true });
  return text + decoder.decode();
}

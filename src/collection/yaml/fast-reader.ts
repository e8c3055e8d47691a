// A fast reader for the YAML most collections are written in, and for JSON: block mappings and
// sequences, one-line scalars, flow values as JSON writes them (plain words allowed). It builds
// the tree `yaml`'s nodes give for the same text (values, scalar types, and the ranges positions
// come from), many times faster. Anything else — anchors, tags, tabs, CRLF, document markers,
// comments inside JSON, multi-line or empty values, and anything invalid — gives undefined, and the
// file goes through `yaml` itself, which also reports every problem: this never decides what a
// diagnostic says. (The loader gives both readers LF line ends, no markers around a file's one
// document and a JSON document's indenting tabs as spaces: `document-text.ts`.)
import {
  scalarNode,
  type DeferredItems,
  type MapNode,
  type PairNode,
  type ScalarNode,
  type SeqNode,
  type TreeNode,
} from './tree.ts';

/** Tabs, carriage returns, other control characters, BOMs and the YAML 1.1 line breaks; document markers. */
// eslint-disable-next-line no-control-regex
const UNSUPPORTED = /[\x00-\x09\x0b-\x1f\x7f-\x9f\ufeff\u2028\u2029]|^(?:---|\.\.\.)(?:[ \n]|$)/m;
/** Characters that cannot start a plain scalar (or start something this reader leaves to `yaml`). */
const INDICATORS = new Set(['?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '%', '@', '`', '\\']);
/** Where a plain scalar in flow style stops (or, for `#`, `:` and quotes, becomes something this reader leaves to `yaml`). */
const FLOW_PLAIN_STOP = new Set([',', '[', ']', '{', '}', '#', ':', '"', "'", '\n']);
/** Deeper nesting is left to `yaml`, which reports what is too deep. */
const MAX_DEPTH = 64;
/** `yaml` refuses implicit keys longer than 1024 characters. */
const MAX_KEY_LENGTH = 1000;

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

class Unsupported extends Error {}

/**
 * The document's root node, or undefined when the text needs the full YAML parser. `defer`: the
 * items of the root mapping's list under this key are not read, only located (`SeqNode.deferred`),
 * and each is read later with `readDeferredItem` (a collection's tests, one at a time).
 */
export function parseSimpleYaml(text: string, defer?: string): TreeNode | undefined {
  if (UNSUPPORTED.test(text)) return undefined;
  try {
    return new SimpleReader(text, defer).document();
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/**
 * The item of a deferred list starting at `start` (one of `deferred.starts`), read as the whole
 * document would have read it; undefined where the fast reader cannot read it (the file then
 * needs the full parser).
 */
export function readDeferredItem(text: string, deferred: DeferredItems, start: number): TreeNode | undefined {
  try {
    return deferred.style === 'block'
      ? new SimpleReader(text, undefined, start).deferredItem()
      : new FlowReader(text, start, text.length, 2).listItem();
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

function unsupported(): never {
  throw new Unsupported();
}

/**
 * Reads block YAML line by line. The cursor is always on a content line (not blank, not only a
 * comment): `lineStart`, its indentation `indent` and `lineEnd` (its `\n` or the end of the text).
 */
class SimpleReader {
  private readonly text: string;
  private lineStart = 0;
  private indent = 0;
  /** -1 before the first line. */
  private lineEnd = -1;
  private atEnd = false;
  /** Just past the last content line left behind (its `\n` included): where a block collection ends. */
  private consumed = 0;
  private depth = 0;
  /** The root mapping's key whose list is located rather than read. */
  private readonly defer: string | undefined;

  /** `from`: the start of a line to read from (a deferred item's); else the text's start. */
  constructor(text: string, defer?: string, from = 0) {
    this.text = text;
    this.defer = defer;
    this.lineEnd = from - 1;
    this.nextLine();
  }

  document(): TreeNode {
    if (this.atEnd) unsupported();
    const start = this.lineStart + this.indent;
    const first = this.text[start];
    if ((first === '{' || first === '[') && this.indent === 0) return this.flowDocument(start);
    const root = this.node(start, -1);
    if (!this.atEnd) unsupported();
    return root;
  }

  /** Moves to the next content line, or to the end. */
  private nextLine(): void {
    const text = this.text;
    if (this.lineEnd >= 0) this.consumed = Math.min(this.lineEnd + 1, text.length);
    let start = this.lineEnd + 1;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      let column = start;
      while (column < end && text.charCodeAt(column) === 32) column++;
      if (column < end && text[column] !== '#') {
        this.lineStart = start;
        this.indent = column - start;
        this.lineEnd = end;
        return;
      }
      start = end + 1;
    }
    this.atEnd = true;
    this.lineStart = this.lineEnd = text.length;
    this.indent = -1;
  }

  /** Whether the current line holds `- ` (or a lone `-`) at `at`. */
  private isSequenceEntry(at: number): boolean {
    return this.text[at] === '-' && (at + 1 === this.lineEnd || this.text[at + 1] === ' ');
  }

  /** The node written from `at` on the current line; its lines must be indented deeper than `parentIndent`. */
  private node(at: number, parentIndent: number): TreeNode {
    if (++this.depth > MAX_DEPTH) unsupported();
    let node: TreeNode;
    if (this.isSequenceEntry(at)) node = this.sequence(at);
    else {
      const key = this.keyAt(at);
      if (key) node = this.mapping(at, key);
      else {
        node = this.inlineValue(at);
        // A deeper line after a scalar continues it (or is a mistake): left to `yaml`.
        if (!this.atEnd && this.indent > parentIndent) unsupported();
      }
    }
    this.depth--;
    return node;
  }

  private sequence(start: number): SeqNode {
    const column = start - this.lineStart;
    const items: TreeNode[] = [];
    let at = start;
    for (;;) {
      const item = this.skipSpaces(at + 1);
      if (this.isLineDone(item)) {
        this.nextLine();
        if (this.atEnd || this.indent <= column) unsupported(); // an empty item
        items.push(this.node(this.lineStart + this.indent, column));
      } else {
        items.push(this.node(item, column));
      }
      if (this.atEnd || this.indent < column) break;
      if (this.indent > column) unsupported();
      at = this.lineStart + column;
      // A sequence written at its key's indentation ends where the mapping goes on.
      if (!this.isSequenceEntry(at)) break;
    }
    return { kind: 'seq', range: [start, this.consumed], items };
  }

  /**
   * The list under the root mapping's deferred key: only where each item starts is noted, by
   * passing over the lines deeper than its `- ` (each item is read when it is needed, and a line
   * this reader cannot read is found then).
   */
  private deferredSequence(start: number): SeqNode {
    const column = start - this.lineStart;
    const starts: number[] = [];
    for (;;) {
      starts.push(this.lineStart);
      do this.nextLine();
      while (!this.atEnd && this.indent > column);
      if (this.atEnd || this.indent < column || !this.isSequenceEntry(this.lineStart + column)) break;
    }
    return { kind: 'seq', range: [start, this.consumed], items: [], deferred: { style: 'block', starts } };
  }

  /** One item of a deferred list, from the line of its `- `: read as `sequence` reads an item. */
  deferredItem(): TreeNode {
    const column = this.indent;
    const at = this.lineStart + column;
    if (this.atEnd || !this.isSequenceEntry(at)) unsupported();
    this.depth = 1;
    const item = this.skipSpaces(at + 1);
    let node: TreeNode;
    if (this.isLineDone(item)) {
      this.nextLine();
      if (this.atEnd || this.indent <= column) unsupported();
      node = this.node(this.lineStart + this.indent, column);
    } else node = this.node(item, column);
    // The item ends where its list goes on, or where the list ends.
    if (!this.atEnd && this.indent > column) unsupported();
    return node;
  }

  private mapping(start: number, firstKey: { key: ScalarNode; after: number }): MapNode {
    const column = start - this.lineStart;
    const items: PairNode[] = [];
    let seen: Set<unknown> | undefined;
    let key = firstKey;
    for (;;) {
      const value = this.skipSpaces(key.after);
      let node: TreeNode;
      if (this.isLineDone(value)) {
        this.nextLine();
        const deferred = this.depth === 1 && this.defer !== undefined && key.key.value === this.defer;
        if (deferred && !this.atEnd && this.indent >= column && this.isSequenceEntry(this.lineStart + this.indent))
          node = this.deferredSequence(this.lineStart + this.indent);
        else if (!this.atEnd && this.indent > column) node = this.node(this.lineStart + this.indent, column);
        else if (!this.atEnd && this.indent === column && this.isSequenceEntry(this.lineStart + column))
          node = this.sequence(this.lineStart + column);
        else unsupported(); // an empty value
      } else {
        if (this.isSequenceEntry(value)) unsupported();
        node = this.inlineValue(value);
      }
      // Duplicate keys are reported by `yaml`.
      if (items.length < 16) {
        if (items.some((pair) => (pair.key as ScalarNode).value === key.key.value)) unsupported();
      } else {
        seen ??= new Set(items.map((pair) => (pair.key as ScalarNode).value));
        if (seen.has(key.key.value)) unsupported();
        seen.add(key.key.value);
      }
      items.push({ key: key.key, value: node });
      if (this.atEnd || this.indent < column) break;
      if (this.indent > column) unsupported();
      key = this.keyAt(this.lineStart + column) ?? unsupported();
    }
    return { kind: 'map', range: [start, this.consumed], items };
  }

  /** A `key:` at `at` (followed by a space or the end of the line): the key and where its value may start. */
  private keyAt(at: number): { key: ScalarNode; after: number } | undefined {
    const text = this.text;
    const first = text[at];
    if (first === '"' || first === "'") {
      const key = this.quoted(at, this.lineEnd);
      const colon = this.skipSpaces(key.range?.[1] ?? at);
      if (text[colon] !== ':' || (colon + 1 < this.lineEnd && text[colon + 1] !== ' ')) return undefined;
      return { key, after: colon + 1 };
    }
    if (INDICATORS.has(first) || (first === '-' && this.isSequenceEntry(at))) return undefined;
    const end = this.plainEnd(at);
    if (text[end] !== ':') return undefined;
    let valueEnd = end;
    while (text.charCodeAt(valueEnd - 1) === 32) valueEnd--;
    if (valueEnd - at > MAX_KEY_LENGTH) unsupported();
    return { key: plain(text.slice(at, valueEnd), at), after: end + 1 };
  }

  /** A value that ends on its line: a quoted or plain scalar, or JSON. Moves to the next line. */
  private inlineValue(at: number): TreeNode {
    const text = this.text;
    const first = text[at];
    let node: TreeNode;
    let end: number;
    if (first === '"' || first === "'") {
      node = this.quoted(at, this.lineEnd);
      end = node.range?.[1] ?? at;
    } else if (first === '[' || first === '{') {
      const flow = new FlowReader(text, at, this.lineEnd, this.depth);
      node = flow.value();
      end = flow.position;
    } else {
      if (INDICATORS.has(first)) unsupported();
      end = this.plainEnd(at);
      // `a: b: c` is a mistake `yaml` reports.
      if (text[end] === ':') unsupported();
      let valueEnd = end;
      while (text.charCodeAt(valueEnd - 1) === 32) valueEnd--;
      node = plain(text.slice(at, valueEnd), at);
    }
    if (!this.isLineDone(end)) unsupported();
    this.nextLine();
    return node;
  }

  /** Where a plain scalar from `at` stops: at `: `, `:` ending the line, ` #`, or the end of the line. */
  private plainEnd(at: number): number {
    const text = this.text;
    const end = this.lineEnd;
    for (let index = at; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code === 58 /* : */ && (index + 1 === end || text.charCodeAt(index + 1) === 32)) return index;
      if (code === 35 /* # */ && text.charCodeAt(index - 1) === 32) return index;
    }
    return end;
  }

  /** A one-line quoted scalar at `at`. */
  private quoted(at: number, limit: number): ScalarNode {
    return this.text[at] === "'" ? singleQuoted(this.text, at, limit) : doubleQuoted(this.text, at, limit);
  }

  private skipSpaces(at: number): number {
    while (at < this.lineEnd && this.text.charCodeAt(at) === 32) at++;
    return at;
  }

  /** Whether only spaces, perhaps then a comment, follow `at` on the line (a comment's `#` needs a space before it). */
  private isLineDone(at: number): boolean {
    const next = this.skipSpaces(at);
    return next >= this.lineEnd || (this.text[next] === '#' && this.text[next - 1] === ' ');
  }

  private flowDocument(start: number): TreeNode {
    const flow = new FlowReader(this.text, start, this.text.length, 0, this.defer);
    const root = flow.value();
    flow.skipWhitespace();
    if (flow.position !== this.text.length) unsupported();
    return root;
  }
}

/** Flow style as JSON writes it, and with plain words (`[smoke, fast]`, `{a: 1}`), within `limit`. */
class FlowReader {
  position: number;
  private readonly text: string;
  private readonly limit: number;
  private depth: number;
  /** The root mapping's key whose list is located rather than read (JSON collections). */
  private readonly defer: string | undefined;

  constructor(text: string, start: number, limit: number, depth: number, defer?: string) {
    this.text = text;
    this.position = start;
    this.limit = limit;
    this.depth = depth;
    this.defer = defer;
  }

  /** One element of a deferred list: the value, which a `,` or the list's `]` must follow. */
  listItem(): TreeNode {
    const node = this.value();
    this.skipWhitespace();
    const next = this.text[this.position];
    if (next !== ',' && next !== ']') unsupported();
    return node;
  }

  value(): TreeNode {
    this.skipWhitespace();
    const text = this.text;
    const start = this.position;
    const first = text[start];
    let node: TreeNode;
    if (first === '{' || first === '[') return this.collection(first === '{');
    if (first === '"') node = doubleQuoted(text, start, this.limit);
    else if (first === "'") node = singleQuoted(text, start, this.limit);
    else node = this.plainWord(start);
    this.position = node.range?.[1] ?? start;
    return node;
  }

  skipWhitespace(): void {
    while (this.position < this.limit && (this.text[this.position] === ' ' || this.text[this.position] === '\n'))
      this.position++;
  }

  /** A plain scalar on one line; numbers, `true`, `null` are plain scalars too. */
  private plainWord(start: number): ScalarNode {
    const text = this.text;
    let end = start;
    while (end < this.limit && !FLOW_PLAIN_STOP.has(text[end])) end++;
    while (end > start && text[end - 1] === ' ') end--;
    if (
      end === start ||
      INDICATORS.has(text[start]) ||
      (text[start] === '-' && (end === start + 1 || text[start + 1] === ' '))
    )
      unsupported();
    return plain(text.slice(start, end), start);
  }

  private collection(isMap: boolean): MapNode | SeqNode {
    if (++this.depth > MAX_DEPTH) unsupported();
    const start = this.position++;
    const close = isMap ? '}' : ']';
    const pairs: PairNode[] = [];
    const items: TreeNode[] = [];
    this.skipWhitespace();
    if (this.text[this.position] === close) this.position++;
    else {
      for (;;) {
        if (isMap) this.entry(pairs);
        else items.push(this.value());
        this.skipWhitespace();
        const next = this.text[this.position++];
        if (this.position > this.limit) unsupported();
        if (next === close) break;
        if (next !== ',') unsupported();
      }
    }
    this.depth--;
    const range = [start, this.position] as const;
    return isMap ? { kind: 'map', range, items: pairs } : { kind: 'seq', range, items };
  }

  /** The root mapping's deferred list: where each element starts; each is passed over, not built. */
  private deferredList(): SeqNode {
    const start = this.position++;
    const starts: number[] = [];
    this.skipWhitespace();
    if (this.text[this.position] === ']') this.position++;
    else {
      for (;;) {
        this.skipWhitespace();
        starts.push(this.position);
        this.skipValue();
        this.skipWhitespace();
        const next = this.text[this.position++];
        if (this.position > this.limit) unsupported();
        if (next === ']') break;
        if (next !== ',') unsupported();
      }
    }
    return { kind: 'seq', range: [start, this.position], items: [], deferred: { style: 'flow', starts } };
  }

  /** Passes over one flow value: brackets are matched and quoted text skipped (each is read properly later). */
  private skipValue(): void {
    const text = this.text;
    let depth = 0;
    while (this.position < this.limit) {
      const character = text[this.position];
      if (character === '"' || character === "'") {
        const quoted =
          character === '"'
            ? doubleQuoted(text, this.position, this.limit)
            : singleQuoted(text, this.position, this.limit);
        this.position = quoted.range![1];
        if (depth === 0) return;
        continue;
      }
      if (character === '{' || character === '[') {
        if (++depth > MAX_DEPTH) unsupported();
      } else if (character === '}' || character === ']') {
        if (depth === 0) return;
        if (--depth === 0) {
          this.position++;
          return;
        }
      } else if (character === ',' && depth === 0) return;
      this.position++;
    }
    unsupported();
  }

  private entry(pairs: PairNode[]): void {
    const key = this.value();
    if (key.kind !== 'scalar') unsupported();
    this.skipWhitespace();
    if (this.text[this.position++] !== ':' || this.position > this.limit) unsupported();
    // After a plain key, `a:b` would be one scalar: the `:` needs a space.
    if (key.type === 'PLAIN' && this.text[this.position] !== ' ' && this.text[this.position] !== '\n') unsupported();
    this.skipWhitespace();
    const deferred = this.depth === 1 && this.defer !== undefined && key.value === this.defer;
    const value = deferred && this.text[this.position] === '[' ? this.deferredList() : this.value();
    // Duplicate keys are reported by `yaml`; a JSON body with many keys is rare enough to scan.
    if (pairs.length > 256 || pairs.some((pair) => (pair.key as ScalarNode).value === key.value)) unsupported();
    pairs.push({ key, value });
  }
}

/** A one-line single-quoted scalar at `at`, ending before `limit`. */
function singleQuoted(text: string, at: number, limit: number): ScalarNode {
  let index = at + 1;
  for (;;) {
    const close = text.indexOf("'", index);
    if (close === -1 || close >= limit) unsupported();
    if (text[close + 1] !== "'") {
      const value = text.slice(at + 1, close).replaceAll("''", "'");
      return scalarNode(value, 'QUOTE_SINGLE', value, [at, close + 1]);
    }
    index = close + 2;
  }
}

/** A one-line double-quoted scalar at `at`, ending before `limit`. */
function doubleQuoted(text: string, at: number, limit: number): ScalarNode {
  let value = '';
  let from = at + 1;
  for (let index = at + 1; ; index++) {
    if (index >= limit || text[index] === '\n') unsupported();
    const character = text[index];
    if (character === '"') {
      value += text.slice(from, index);
      return scalarNode(value, 'QUOTE_DOUBLE', value, [at, index + 1]);
    }
    if (character !== '\\') continue;
    value += text.slice(from, index);
    const escape = text[index + 1];
    const digits = HEX_DIGITS[escape];
    if (digits !== undefined) {
      const hex = text.slice(index + 2, index + 2 + digits);
      const code = /^[0-9a-fA-F]+$/.test(hex) && hex.length === digits ? Number.parseInt(hex, 16) : NaN;
      if (!(code <= 0x10ffff)) unsupported();
      value += String.fromCodePoint(code);
      index += 1 + digits;
    } else if (Object.hasOwn(ESCAPES, escape)) {
      value += ESCAPES[escape];
      index += 1;
    } else unsupported();
    from = index + 1;
  }
}

/** A plain scalar, typed by YAML 1.2's core schema as `yaml` types it. */
function plain(source: string, start: number): ScalarNode {
  return scalarNode(coreValue(source), 'PLAIN', source, [start, start + source.length]);
}

function coreValue(source: string): unknown {
  // The first character tells which of the core schema's types the scalar may be: most are text.
  switch (source[0]) {
    case '~':
    case 'n':
    case 'N':
      return /^(?:~|[Nn]ull|NULL)$/.test(source) ? null : source;
    case 't':
    case 'T':
    case 'f':
    case 'F':
      return /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source) ? source[0] === 't' || source[0] === 'T' : source;
    case '+':
    case '-':
    case '.':
      return numberValue(source);
    default:
      return source[0] >= '0' && source[0] <= '9' ? numberValue(source) : source;
  }
}

/** A scalar starting like a number: an integer, a float, `.inf` or `.nan` as YAML 1.2 writes them, else text. */
function numberValue(source: string): unknown {
  if (/^0o[0-7]+$/.test(source)) return Number.parseInt(source.slice(2), 8);
  if (/^[-+]?[0-9]+$/.test(source)) return Number.parseInt(source, 10);
  if (/^0x[0-9a-fA-F]+$/.test(source)) return Number.parseInt(source.slice(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(source)) {
    return source.slice(-3).toLowerCase() === 'nan'
      ? NaN
      : source[0] === '-'
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  }
  if (
    /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(source) ||
    /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(source)
  )
    return Number.parseFloat(source);
  return source;
}

// The lexical layer of the Hurl parser: a cursor over the text that knows lines and columns, and
// reads Hurl's primitive tokens (spaces, comments, line ends, quoted and backtick strings with
// their escapes and `{{ }}` placeholders, key and value strings, regex literals, bytes literals).
// Everything is read in one pass, in time proportional to the text.
import type { Placeholder, Position, Template } from './ast.ts';

export class HurlSyntaxError extends Error {
  readonly position: Position;
  constructor(message: string, position: Position) {
    super(message);
    this.position = position;
  }
}

const KEY_CHAR = /[\p{L}\p{N}_\-.[\]@$]/u;

export class Reader {
  readonly text: string;
  offset = 0;
  /** Where each line starts: 4 bytes a line, however many lines a hostile file has. */
  private readonly lineStarts: Uint32Array;

  constructor(text: string) {
    // A byte-order mark is not part of the first line.
    this.text = text.startsWith('\uFEFF') ? text.slice(1) : text;
    let lines = 1;
    for (let at = this.text.indexOf('\n'); at >= 0; at = this.text.indexOf('\n', at + 1)) lines++;
    this.lineStarts = new Uint32Array(lines);
    let line = 1;
    for (let at = this.text.indexOf('\n'); at >= 0; at = this.text.indexOf('\n', at + 1))
      this.lineStarts[line++] = at + 1;
  }

  position(offset = this.offset): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 };
  }

  fail(message: string, offset = this.offset): never {
    throw new HurlSyntaxError(message, this.position(offset));
  }

  get done(): boolean {
    return this.offset >= this.text.length;
  }

  peek(length = 1): string {
    return this.text.slice(this.offset, this.offset + length);
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.offset);
  }

  /** The text a sticky regular expression matches at the cursor (the cursor does not move). */
  matchHere(sticky: RegExp): string | undefined {
    sticky.lastIndex = this.offset;
    return sticky.exec(this.text)?.[0];
  }

  /** The rest of the current line (without its line end). */
  restOfLine(): string {
    const end = this.text.indexOf('\n', this.offset);
    return this.text.slice(this.offset, end < 0 ? this.text.length : end).replace(/\r$/, '');
  }

  skipSpaces(): number {
    const start = this.offset;
    while (this.text[this.offset] === ' ' || this.text[this.offset] === '\t') this.offset++;
    return this.offset - start;
  }

  /** One `lt`: spaces, an optional comment, then a line end or the end of the text. */
  lineEnd(what: string): void {
    this.skipSpaces();
    if (this.text[this.offset] === '#') while (!this.done && this.text[this.offset] !== '\n') this.offset++;
    if (this.text[this.offset] === '\r' && this.text[this.offset + 1] === '\n') this.offset += 2;
    else if (this.text[this.offset] === '\n') this.offset++;
    else if (!this.done) this.fail(`unexpected ${JSON.stringify(this.text[this.offset])} after ${what}`);
  }

  /** Blank and comment lines, then the spaces that start the next line with content. */
  skipEmptyLines(): void {
    for (;;) {
      this.skipSpaces();
      const next = this.text[this.offset];
      if (next !== '#' && next !== '\n' && !(next === '\r' && this.text[this.offset + 1] === '\n')) return;
      this.lineEnd('a comment');
    }
  }

  expect(token: string, what: string): void {
    if (!this.startsWith(token)) this.fail(`expected ${what}`);
    this.offset += token.length;
  }

  /** A word of letters and digits (a keyword, a method, a filter or predicate name). */
  word(): string {
    const match = /^[A-Za-z][A-Za-z0-9_.-]*/.exec(this.text.slice(this.offset, this.offset + 64));
    if (!match) return '';
    this.offset += match[0].length;
    return match[0];
  }

  /** `{{ expression }}` at the cursor. */
  placeholder(): Placeholder {
    const start = this.offset;
    this.offset += 2;
    // Searched once, to the `}}`: a line of many placeholders is read in time proportional to it.
    const end = this.text.indexOf('}}', this.offset);
    const inside = end < 0 ? '' : this.text.slice(this.offset, end);
    if (end < 0 || inside.includes('\n')) this.fail('a `{{` placeholder is not closed with `}}`', start);
    const expression = inside.trim();
    if (expression === '') this.fail('an empty `{{ }}` placeholder', start);
    this.offset = end + 2;
    return { expression, position: this.position(start) };
  }

  /** `"…"` with escapes and placeholders. */
  quotedString(): Template {
    const start = this.offset;
    if (this.text[this.offset] !== '"') this.fail('expected a quoted string');
    this.offset++;
    return this.templateUntil((c) => c === '"', start, 'a quoted string is not closed with `"`', 1);
  }

  /** `` `…` `` on one line, with escapes and placeholders. */
  backtickString(): Template {
    const start = this.offset;
    this.offset++;
    return this.templateUntil((c) => c === '`', start, 'a `…` string is not closed on its line', 1);
  }

  /** A key of a key-value line: letters, digits, `_ - . [ ] @ $`, escapes and placeholders. */
  keyString(): Template {
    const start = this.offset;
    const template = this.templateUntil(
      (c) => !KEY_CHAR.test(c) && c !== '\\' && !(c === '{' && this.text[this.offset + 1] === '{'),
      start,
      '',
      0,
    );
    if (template.parts.length === 0) this.fail('expected a key');
    return template;
  }

  /** The value of a key-value line: up to a comment or the line end, trailing spaces trimmed. */
  valueString(): Template {
    const start = this.offset;
    const template = this.templateUntil((c) => c === '#' || c === '\n' || c === '\r', start, '', 0);
    const last = template.parts.at(-1);
    if (typeof last === 'string') {
      const trimmed = last.replace(/[ \t]+$/, '');
      if (trimmed === '') template.parts.pop();
      else template.parts[template.parts.length - 1] = trimmed;
    }
    return template;
  }

  /**
   * Literal text and placeholders until `stop` holds for a character (which `close` characters
   * then consume). A missing close (`unclosed` not empty) is an error at `start`.
   */
  private templateUntil(stop: (c: string) => boolean, start: number, unclosed: string, close: number): Template {
    const parts: (string | Placeholder)[] = [];
    let literal = '';
    for (;;) {
      const c = this.text[this.offset];
      if (c === undefined || (unclosed !== '' && c === '\n')) {
        if (unclosed !== '') this.fail(unclosed, start);
        break;
      }
      if (stop(c)) {
        this.offset += close;
        break;
      }
      if (c === '{' && this.text[this.offset + 1] === '{') {
        if (literal !== '') parts.push(literal);
        literal = '';
        parts.push(this.placeholder());
        continue;
      }
      if (c === '\\') {
        literal += this.escape();
        continue;
      }
      literal += c;
      this.offset++;
    }
    if (literal !== '') parts.push(literal);
    return { parts, position: this.position(start) };
  }

  /** A backslash escape at the cursor. */
  private escape(): string {
    const start = this.offset;
    const next = this.text[this.offset + 1];
    this.offset += 2;
    switch (next) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'u': {
        const match = /^\{([0-9A-Fa-f]{1,6})\}/.exec(this.text.slice(this.offset, this.offset + 8));
        const code = match ? Number.parseInt(match[1]!, 16) : Number.NaN;
        if (!match || code > 0x10ffff) this.fail('expected a unicode escape `\\u{hex}`', start);
        this.offset += match[0].length;
        return String.fromCodePoint(code);
      }
      case undefined:
      case '\n':
        return this.fail('a backslash at the end of a line', start);
      default:
        return next;
    }
  }

  /** `/…/` with `\/` for a slash; the other escapes stay as the regular expression has them. */
  regexLiteral(): string {
    const start = this.offset;
    this.offset++;
    let pattern = '';
    for (;;) {
      const c = this.text[this.offset];
      if (c === undefined || c === '\n') this.fail('a /regex/ is not closed on its line', start);
      if (c === '/') {
        this.offset++;
        return pattern;
      }
      if (c === '\\' && this.text[this.offset + 1] === '/') {
        pattern += '/';
        this.offset += 2;
        continue;
      }
      if (c === '\\') {
        pattern += c + (this.text[this.offset + 1] ?? '');
        this.offset += 2;
        continue;
      }
      pattern += c;
      this.offset++;
    }
  }

  /** `hex,…;` or `base64,…;` at the cursor, decoded. */
  bytesLiteral(encoding: 'hex' | 'base64'): Buffer {
    const start = this.offset;
    this.offset += encoding.length + 1;
    const end = this.text.indexOf(';', this.offset);
    if (end < 0) this.fail(`a ${encoding}, value is not closed with \`;\``, start);
    const digits = this.text.slice(this.offset, end).replace(/\s+/g, '');
    const valid = encoding === 'hex' ? /^([0-9A-Fa-f]{2})*$/ : /^[A-Za-z0-9+/]*={0,2}$/;
    if (!valid.test(digits)) this.fail(`invalid ${encoding} digits`, start);
    this.offset = end + 1;
    return Buffer.from(digits, encoding);
  }

  /** `file,name;` at the cursor: the file name (escapes and placeholders read). */
  fileLiteral(): Template {
    const start = this.offset;
    this.offset += 'file,'.length;
    this.skipSpaces();
    const name = this.templateUntil((c) => c === ';' || c === '\n', start, '', 0);
    if (this.text[this.offset] !== ';') this.fail('a file, value is not closed with `;`', start);
    this.offset++;
    const last = name.parts.at(-1);
    if (typeof last === 'string') name.parts[name.parts.length - 1] = last.trimEnd();
    if (name.parts.length === 0 || name.parts[0] === '') this.fail('a file, value needs a file name', start);
    return name;
  }
}

/** The text of a template without placeholders, or undefined when it has some. */
export function literalText(template: Template): string | undefined {
  return template.parts.every((part) => typeof part === 'string') ? template.parts.join('') : undefined;
}

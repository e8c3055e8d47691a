// Strict JSON (RFC 8259) for collections named `.json`. They are read by the YAML parser like every
// collection, and YAML takes what JSON does not (trailing commas, comments, single quotes, words
// without quotes): without this check a `.json` collection that no JSON tool reads would run.

export interface JsonSyntaxError {
  /** Where the text stops being JSON (a trailing comma: the comma). */
  offset: number;
  message: string;
  hint?: string;
}

/** Which of JSON's shapes the scanner expects next. */
type Expect = 'value' | 'item' | 'item-or-close' | 'key' | 'key-or-close' | 'after';

/** The first place the text is not JSON, or undefined when it is. Iterative: any depth. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const closers: string[] = [];
  let expect: Expect = 'value';
  let comma = -1;
  // RFC 8259 §8.1: a parser may ignore a byte order mark.
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    at = skipSpace(text, at);
    const c = text[at];
    if (expect === 'after') {
      const closer = closers.at(-1);
      if (closer === undefined)
        return at < text.length ? { offset: at, message: 'text after the end of the JSON value' } : undefined;
      if (c === ',') {
        comma = at++;
        expect = closer === '}' ? 'key' : 'item';
      } else if (c === closer) {
        closers.pop();
        at++;
      } else return expected(text, at, `\`,\` or \`${closer}\``);
      continue;
    }
    if ((expect === 'key-or-close' && c === '}') || (expect === 'item-or-close' && c === ']')) {
      closers.pop();
      at++;
      expect = 'after';
      continue;
    }
    if ((expect === 'key' && c === '}') || (expect === 'item' && c === ']'))
      return {
        offset: comma,
        message: `a trailing comma before \`${c}\``,
        hint: 'JSON allows no comma after the last item: remove it',
      };
    if (expect === 'key' || expect === 'key-or-close') {
      if (c !== '"') return expected(text, at, 'a key in double quotes');
      const end = stringEnd(text, at);
      if (typeof end !== 'number') return end;
      at = skipSpace(text, end);
      if (text[at] !== ':') return expected(text, at, '`:` after the key');
      at++;
      expect = 'value';
      continue;
    }
    // A value: at the top, after `:`, or as an item of a list.
    if (c === '{' || c === '[') {
      closers.push(c === '{' ? '}' : ']');
      at++;
      expect = c === '{' ? 'key-or-close' : 'item-or-close';
      continue;
    }
    const end = c === '"' ? stringEnd(text, at) : scalarEnd(text, at);
    if (typeof end !== 'number') return end;
    at = end;
    expect = 'after';
  }
}

function skipSpace(text: string, at: number): number {
  while (at < text.length) {
    const c = text[at];
    if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') break;
    at++;
  }
  return at;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const WORD_END = /[\s,\]}:]|$/y;

/** Past a number, `true`, `false` or `null` starting at `at`. */
function scalarEnd(text: string, at: number): number | JsonSyntaxError {
  for (const pattern of [NUMBER, LITERAL]) {
    pattern.lastIndex = at;
    if (pattern.test(text)) {
      WORD_END.lastIndex = pattern.lastIndex;
      if (WORD_END.test(text)) return pattern.lastIndex;
    }
  }
  return expected(text, at, 'a value');
}

/** Past the closing quote of the string starting at `at`. */
function stringEnd(text: string, at: number): number | JsonSyntaxError {
  for (let i = at + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code < 0x20)
      return {
        offset: i,
        message: 'a control character (a line break or a tab) inside a string',
        hint: 'write it escaped: `\\n`, `\\t`',
      };
    if (code === 0x5c) {
      const escape = text[i + 1];
      if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 5;
      else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i++;
      else return { offset: i, message: `an invalid escape \`\\${escape ?? ''}\` in a string` };
    }
  }
  return { offset: text.length, message: 'the JSON ends inside a string', hint: 'close it with `"`' };
}

/** What JSON wanted at `at`, with a hint for what YAML habits put there. */
function expected(text: string, at: number, what: string): JsonSyntaxError {
  const c = text[at];
  if (c === undefined) return { offset: at, message: `the JSON ends early: expected ${what}` };
  const hint =
    c === "'"
      ? 'JSON strings are in double quotes'
      : c === '#' || (c === '/' && (text[at + 1] === '/' || text[at + 1] === '*'))
        ? 'JSON has no comments'
        : /[\p{L}_$]/u.test(c)
          ? 'JSON text needs double quotes'
          : undefined;
  return { offset: at, message: `expected ${what}, got \`${c}\``, ...(hint ? { hint } : {}) };
}

// The forms a secret takes once a server sends it back: escaped in JSON, percent-encoded, written as
// HTML entities or base64-encoded. Escapes are undone by decodeEscapes (keeping where each character
// came from), so a secret is then found as plain text, with any mix of escaped and unescaped
// characters; base64 and `+` for a space are extra literal forms of the secret.

/** Below this many characters a secret is masked only where it stands alone (see docs/secrets.md). */
export const MIN_SECRET_LENGTH = 6;

/** Whether a text may hold an escape decodeEscapes undoes; most texts do not, and are searched as they are. */
export const MAY_HOLD_ESCAPES = /[%\\&]/;

/** The literal forms a secret is searched for in decoded text. */
export function secretForms(secret: string): string[] {
  const forms = new Set([secret]);
  // Form encoding writes a space as `+`, which decoding keeps.
  if (secret.includes(' ')) forms.add(secret.replaceAll(' ', '+'));
  if ([...secret].length >= MIN_SECRET_LENGTH) for (const form of base64Forms(secret)) forms.add(form);
  return [...forms];
}

/** A regular expression source for one literal form; a short secret only as a whole token. */
export function formPattern(form: string, short: boolean): string {
  const literal = escapeRegExp(form);
  // The lookbehind comes after the literal so that it runs only where the literal matched.
  return short ? `${literal}(?<![A-Za-z0-9_]${literal})(?![A-Za-z0-9_])` : literal;
}

/** Matches `://` and the userinfo of a URL (`://bob:s3cret@` in `https://bob:s3cret@host/`). */
export const URL_USERINFO = /:\/\/[^\s/?#@"'<>\\]+@/g;

export interface DecodedText {
  text: string;
  /** Where each character of `text` starts in the original (and, at `text.length`, the original's length). */
  origins: Int32Array;
}

const ESCAPE =
  /((?:%[0-9A-Fa-f]{2})+)|\\u([0-9A-Fa-f]{4})|\\(["\\/bfnrt])|&#[xX]0*([0-9A-Fa-f]{1,6});?|&#0*([0-9]{1,7});?|&([A-Za-z][A-Za-z0-9]{1,7});?/g;

const JSON_SHORT: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text with percent-encoding (UTF-8, else Latin-1), JSON escapes and HTML entities undone, and
 * where each decoded character came from. Never longer than the original: every escape is longer
 * than what it stands for.
 */
export function decodeEscapes(original: string): DecodedText {
  const origins = new Int32Array(original.length + 1);
  const parts: string[] = [];
  let length = 0;
  let copied = 0;
  const push = (units: string, origin: number) => {
    parts.push(units);
    for (let i = 0; i < units.length; i++) origins[length++] = origin;
  };
  ESCAPE.lastIndex = 0;
  for (let match = ESCAPE.exec(original); match !== null; match = ESCAPE.exec(original)) {
    const at = match.index;
    const decoded = decodeOne(match);
    if (decoded === undefined) continue;
    parts.push(original.slice(copied, at));
    for (let i = copied; i < at; i++) origins[length++] = i;
    if (typeof decoded === 'string') push(decoded, at);
    else for (const [units, offset] of decoded) push(units, at + offset);
    copied = at + match[0].length;
  }
  if (copied === 0) return { text: original, origins: identity(origins) };
  parts.push(original.slice(copied));
  for (let i = copied; i < original.length; i++) origins[length++] = i;
  origins[length] = original.length;
  return { text: parts.join(''), origins };
}

/** One escape's characters, or for a run of percent-escapes each character with its offset in the run. */
function decodeOne(match: RegExpExecArray): string | [string, number][] | undefined {
  const [, percent, unicode, short, hexEntity, decimalEntity, named] = match;
  if (percent !== undefined) return decodePercentRun(percent);
  if (unicode !== undefined) return String.fromCharCode(parseInt(unicode, 16));
  if (short !== undefined) return JSON_SHORT[short];
  const codePoint =
    hexEntity !== undefined ? parseInt(hexEntity, 16) : decimalEntity !== undefined ? Number(decimalEntity) : undefined;
  if (codePoint !== undefined) return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
  const character = NAMED_ENTITIES.get(named!);
  return character === undefined ? undefined : character;
}

function decodePercentRun(run: string): [string, number][] {
  const bytes = new Uint8Array(run.length / 3);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(3 * i + 1, 3 * i + 3), 16);
  const characters: [string, number][] = [];
  if (bytes.every((byte) => byte < 0x80)) {
    // ASCII, as most escapes in URLs are (`%20`, `%26`): no UTF-8 decoder needed.
    bytes.forEach((byte, i) => characters.push([String.fromCharCode(byte), 3 * i]));
    return characters;
  }
  let text: string | undefined;
  try {
    text = utf8.decode(bytes);
  } catch {
    // Not UTF-8: one character per byte, as Latin-1.
    bytes.forEach((byte, i) => characters.push([String.fromCharCode(byte), 3 * i]));
    return characters;
  }
  let byte = 0;
  for (const character of text) {
    characters.push([character, 3 * byte]);
    const codePoint = character.codePointAt(0)!;
    byte += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return characters;
}

function identity(origins: Int32Array): Int32Array {
  for (let i = 0; i < origins.length; i++) origins[i] = i;
  return origins;
}

/**
 * The base64 (standard and URL-safe alphabet) of the secret at the three alignments it can have
 * inside a longer encoded text, cut to the characters that depend on the secret alone.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = new Set<string>();
  for (let shift = 0; shift < 3; shift++) {
    const total = shift + bytes.length;
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const start = [0, 2, 3][shift]!;
    const rest = total % 3;
    const end = Math.floor(total / 3) * 4 + (rest === 0 ? 0 : rest === 1 ? 1 : 2);
    const stable = encoded.slice(start, end);
    if (stable.length < MIN_SECRET_LENGTH) continue;
    forms.add(stable);
    forms.add(stable.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return [...forms];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** HTML's named entities for ASCII punctuation and Latin-1 (the ones servers and escapers write). */
const NAMED_ENTITIES = new Map<string, string>([
  ['quot', '"'],
  ['amp', '&'],
  ['apos', "'"],
  ['lt', '<'],
  ['gt', '>'],
  ...'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
    .split(' ')
    .map((name, index): [string, string] => [name, String.fromCharCode(0xa0 + index)]),
]);

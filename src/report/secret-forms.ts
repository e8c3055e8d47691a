// The forms a secret takes once a server sends it back: escaped in JSON, percent-encoded, written as
// HTML entities or base64-encoded. Each secret becomes one regular expression source that matches
// the secret with any mix of those forms character by character, so the redactor can mask them all
// in a single scan.

/** Below this many characters a secret is masked only where it stands alone (see docs/secrets.md). */
export const MIN_SECRET_LENGTH = 6;

/** A word character before or after a short secret means it is part of a longer word, not the secret. */
const WORD_BEFORE = String.raw`(?<![A-Za-z0-9_])`;
/** …unless the character before ends an escape (`%3D`, `\u0026`, `\n`): those count as a boundary. */
const ESCAPE_BEFORE = String.raw`(?<=%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\[nrtbf])`;
const WORD_AFTER = String.raw`(?![A-Za-z0-9_])`;

/** The regular expression source matching `secret` in every supported encoding. */
export function secretPattern(secret: string): string {
  const characters = [...secret];
  const escaped = characters.map(characterPattern).join('');
  const alternatives = [escaped];
  if (characters.length >= MIN_SECRET_LENGTH) {
    for (const form of base64Forms(secret)) alternatives.push(escapeRegExp(form));
    return alternatives.length === 1 ? escaped : `(?:${alternatives.join('|')})`;
  }
  // Short: only as a whole token, or the mask would land inside unrelated words.
  return `(?:${WORD_BEFORE}|${ESCAPE_BEFORE})${escaped}${WORD_AFTER}`;
}

/** Matches the userinfo of a URL (`bob:s3cret` in `https://bob:s3cret@host/`). */
export const URL_USERINFO_PATTERN = String.raw`(?<=\b[A-Za-z][A-Za-z0-9+.\-]*://)[^\s/?#@"'<>\\]+(?=@)`;

/** One character as itself, percent-encoded (UTF-8 or Latin-1), JSON-escaped or as an HTML entity. */
function characterPattern(character: string): string {
  const codePoint = character.codePointAt(0)!;
  const forms = [escapeRegExp(character)];
  if (character === ' ') forms.push(String.raw`\+`);
  forms.push([...Buffer.from(character, 'utf8')].map((byte) => `%${hex(byte, 2)}`).join(''));
  if (codePoint >= 0x80 && codePoint <= 0xff) forms.push(`%${hex(codePoint, 2)}`);
  if (codePoint > 0xffff) {
    const high = 0xd800 + ((codePoint - 0x10000) >> 10);
    const low = 0xdc00 + ((codePoint - 0x10000) & 0x3ff);
    forms.push(String.raw`\\u${hex(high, 4)}\\u${hex(low, 4)}`);
  } else {
    forms.push(String.raw`\\u${hex(codePoint, 4)}`);
  }
  const jsonShort = JSON_SHORT_ESCAPES[character];
  if (jsonShort !== undefined) forms.push(escapeRegExp(jsonShort));
  // Browsers decode numeric and the legacy named entities without their semicolon too.
  forms.push(`&#0*${codePoint};?`, `&#[xX]0*${hex(codePoint, 1)};?`);
  const named = NAMED_ENTITIES.get(codePoint);
  if (named !== undefined) forms.push(`&${named};?`);
  return `(?:${forms.join('|')})`;
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

/** Hex digits of `value`, at least `width` of them, each letter in either case. */
function hex(value: number, width: number): string {
  return value
    .toString(16)
    .padStart(width, '0')
    .replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const JSON_SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** HTML's named entities for ASCII punctuation and Latin-1 (the ones servers and escapers write). */
const NAMED_ENTITIES = new Map<number, string>([
  [0x22, 'quot'],
  [0x26, 'amp'],
  [0x27, 'apos'],
  [0x3c, 'lt'],
  [0x3e, 'gt'],
  ...'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
    .split(' ')
    .map((name, index): [number, string] => [0xa0 + index, name]),
]);

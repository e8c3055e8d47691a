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
  // Accents composed (NFC, as most servers write them) or decomposed (NFD, as macOS and some clients);
  // ASCII is the same in both, and most secrets are ASCII (a normalization is a call into ICU).
  const forms = MAY_NORMALIZE.test(secret)
    ? new Set([secret, secret.normalize('NFC'), secret.normalize('NFD')])
    : new Set([secret]);
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
  /((?:%[0-9A-Fa-f]{2})+)|\\u([0-9A-Fa-f]{4})|\\(["\\/bfnrt])|&#[xX]0*([0-9A-Fa-f]{1,6});?|&#0*([0-9]{1,7});?|&([A-Za-z][A-Za-z0-9]{1,31})(;?)/g;

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
  const text = decode(original, origins);
  return { text, origins };
}

/**
 * The text decodeEscapes gives, without where its characters came from: what a text is searched in.
 * Most texts that hold an escape hold no secret, so the origins are worked out only for a match.
 */
export function decodedText(original: string): string {
  return decode(original, undefined);
}

/** Decodes `original`; with `origins`, fills them in (one per decoded character, then the original's length). */
function decode(original: string, origins: Int32Array | undefined): string {
  let text = '';
  let length = 0;
  let copied = 0;
  ESCAPE.lastIndex = 0;
  for (let match = ESCAPE.exec(original); match !== null; match = ESCAPE.exec(original)) {
    const at = match.index;
    let decoded = decodeOne(match);
    let consumed = match[0].length;
    if (decoded === undefined && match[7] === '') {
      // Without `;` a browser reads the longest legacy name the text starts with (`&szlige` is `ße`).
      const legacy = legacyEntityPrefix(match[6]!);
      if (legacy === undefined) continue;
      decoded = NAMED_ENTITIES.get(legacy)!;
      consumed = 1 + legacy.length;
      ESCAPE.lastIndex = at + consumed;
    }
    if (decoded === undefined) continue;
    text += original.slice(copied, at);
    if (origins !== undefined) for (let i = copied; i < at; i++) origins[length++] = i;
    if (typeof decoded === 'string') {
      text += decoded;
      if (origins !== undefined) for (let i = 0; i < decoded.length; i++) origins[length++] = at;
    } else {
      for (const [units, offset] of decoded) {
        text += units;
        if (origins !== undefined) for (let i = 0; i < units.length; i++) origins[length++] = at + offset;
      }
    }
    copied = at + consumed;
  }
  if (copied === 0) {
    if (origins !== undefined) identity(origins);
    return original;
  }
  text += original.slice(copied);
  if (origins !== undefined) {
    for (let i = copied; i < original.length; i++) origins[length++] = i;
    origins[length] = original.length;
  }
  return text;
}

/** One escape's characters, or for a run of percent-escapes each character with its offset in the run. */
function decodeOne(match: RegExpExecArray): string | [string, number][] | undefined {
  const [, percent, unicode, short, hexEntity, decimalEntity, named] = match;
  if (percent !== undefined) return decodePercentRun(percent);
  if (unicode !== undefined) return String.fromCharCode(parseInt(unicode, 16));
  if (short !== undefined) return JSON_SHORT[short];
  const codePoint =
    hexEntity !== undefined ? parseInt(hexEntity, 16) : decimalEntity !== undefined ? Number(decimalEntity) : undefined;
  if (codePoint !== undefined)
    return codePoint <= 0x10ffff ? String.fromCodePoint(WINDOWS_1252.get(codePoint) ?? codePoint) : undefined;
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
  // Two zero bytes, then the secret: from 2 - shift on, it is the secret after `shift` zero bytes.
  // One buffer from Node's pool, rather than a new ArrayBuffer (Buffer.alloc) and a concat per alignment.
  const length = Buffer.byteLength(secret, 'utf8');
  const padded = Buffer.allocUnsafe(length + 2);
  padded[0] = 0;
  padded[1] = 0;
  padded.write(secret, 2, 'utf8');
  const forms = new Set<string>();
  for (let shift = 0; shift < 3; shift++) {
    const total = shift + length;
    const encoded = padded.toString('base64', 2 - shift);
    const start = [0, 2, 3][shift]!;
    const rest = total % 3;
    const end = Math.floor(total / 3) * 4 + (rest === 0 ? 0 : rest === 1 ? 1 : 2);
    const stable = encoded.slice(start, end);
    if (stable.length < MIN_SECRET_LENGTH) continue;
    forms.add(stable);
    if (BASE64_ONLY.test(stable)) forms.add(stable.replace(BASE64_ONLY_GLOBAL, urlSafeCharacter));
  }
  return [...forms];
}

/** A character outside printable ASCII and its spaces, which every normalization form leaves alone. */
const MAY_NORMALIZE = /[^ -~\t\n\r]/;
/** The characters of standard base64 that its URL-safe alphabet writes as `-` and `_`. */
const BASE64_ONLY = /[+/]/;
const BASE64_ONLY_GLOBAL = /[+/]/g;
const urlSafeCharacter = (character: string): string => (character === '+' ? '-' : '_');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Latin-1's named entities, in code point order from U+00A0; a browser reads them also without `;`. */
const LATIN_1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(
    ' ',
  );

/** The rest of HTML 4.01's entities (what PHP's htmlentities writes), as name and code point. */
const HTML_4_SYMBOLS =
  'OElig 338 oelig 339 Scaron 352 scaron 353 Yuml 376 fnof 402 circ 710 tilde 732 Alpha 913 Beta 914 Gamma 915 Delta 916 Epsilon 917 Zeta 918 Eta 919 Theta 920 Iota 921 Kappa 922 Lambda 923 Mu 924 Nu 925 Xi 926 Omicron 927 Pi 928 Rho 929 Sigma 931 Tau 932 Upsilon 933 Phi 934 Chi 935 Psi 936 Omega 937 alpha 945 beta 946 gamma 947 delta 948 epsilon 949 zeta 950 eta 951 theta 952 iota 953 kappa 954 lambda 955 mu 956 nu 957 xi 958 omicron 959 pi 960 rho 961 sigmaf 962 sigma 963 tau 964 upsilon 965 phi 966 chi 967 psi 968 omega 969 thetasym 977 upsih 978 piv 982 ensp 8194 emsp 8195 thinsp 8201 zwnj 8204 zwj 8205 lrm 8206 rlm 8207 ndash 8211 mdash 8212 lsquo 8216 rsquo 8217 sbquo 8218 ldquo 8220 rdquo 8221 bdquo 8222 dagger 8224 Dagger 8225 bull 8226 hellip 8230 permil 8240 prime 8242 Prime 8243 lsaquo 8249 rsaquo 8250 oline 8254 frasl 8260 euro 8364 image 8465 weierp 8472 real 8476 trade 8482 alefsym 8501 larr 8592 uarr 8593 rarr 8594 darr 8595 harr 8596 crarr 8629 lArr 8656 uArr 8657 rArr 8658 dArr 8659 hArr 8660 forall 8704 part 8706 exist 8707 empty 8709 nabla 8711 isin 8712 notin 8713 ni 8715 prod 8719 sum 8721 minus 8722 lowast 8727 radic 8730 prop 8733 infin 8734 ang 8736 and 8743 or 8744 cap 8745 cup 8746 int 8747 there4 8756 sim 8764 cong 8773 asymp 8776 ne 8800 equiv 8801 le 8804 ge 8805 sub 8834 sup 8835 nsub 8836 sube 8838 supe 8839 oplus 8853 otimes 8855 perp 8869 sdot 8901 lceil 8968 rceil 8969 lfloor 8970 rfloor 8971 lang 9001 rang 9002 loz 9674 spades 9824 clubs 9827 hearts 9829 diams 9830'.split(
    ' ',
  );

/** HTML5's names for ASCII punctuation (what HTML5 escapers, PHP's ENT_HTML5 among them, write). */
const ASCII_NAMES =
  'Tab 9 NewLine 10 excl 33 num 35 dollar 36 percnt 37 lpar 40 rpar 41 ast 42 midast 42 plus 43 comma 44 period 46 sol 47 colon 58 semi 59 equals 61 quest 63 commat 64 lsqb 91 lbrack 91 bsol 92 rsqb 93 rbrack 93 Hat 94 lowbar 95 UnderBar 95 grave 96 lcub 123 lbrace 123 verbar 124 vert 124 VerticalLine 124 rcub 125 rbrace 125'.split(
    ' ',
  );

/** HTML's named entities that servers and escapers write (HTML 4.01 whole, and HTML5's for ASCII). */
const NAMED_ENTITIES = new Map<string, string>([
  ['quot', '"'],
  ['QUOT', '"'],
  ['amp', '&'],
  ['AMP', '&'],
  ['apos', "'"],
  ['lt', '<'],
  ['LT', '<'],
  ['gt', '>'],
  ['GT', '>'],
  ['COPY', '\u00a9'],
  ['REG', '\u00ae'],
  ...LATIN_1.map((name, index): [string, string] => [name, String.fromCharCode(0xa0 + index)]),
  ...pairs(HTML_4_SYMBOLS),
  ...pairs(ASCII_NAMES),
]);

/** The names a browser decodes without `;`: Latin-1's and the markup characters'. */
const LEGACY_NAMES = new Set(['quot', 'QUOT', 'amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'COPY', 'REG', ...LATIN_1]);

function pairs(list: string[]): [string, string][] {
  const entries: [string, string][] = [];
  for (let i = 0; i < list.length; i += 2) entries.push([list[i]!, String.fromCodePoint(Number(list[i + 1]))]);
  return entries;
}

/** The longest legacy entity name `name` starts with (`szlige` → `szlig`). */
function legacyEntityPrefix(name: string): string | undefined {
  for (let end = name.length; end >= 2; end--) if (LEGACY_NAMES.has(name.slice(0, end))) return name.slice(0, end);
  return undefined;
}

/** Numeric references to C1 controls are read as windows-1252, as browsers do (`&#128;` is `€`). */
const WINDOWS_1252 = new Map<number, number>([
  [0x80, 0x20ac],
  [0x82, 0x201a],
  [0x83, 0x0192],
  [0x84, 0x201e],
  [0x85, 0x2026],
  [0x86, 0x2020],
  [0x87, 0x2021],
  [0x88, 0x02c6],
  [0x89, 0x2030],
  [0x8a, 0x0160],
  [0x8b, 0x2039],
  [0x8c, 0x0152],
  [0x8e, 0x017d],
  [0x91, 0x2018],
  [0x92, 0x2019],
  [0x93, 0x201c],
  [0x94, 0x201d],
  [0x95, 0x2022],
  [0x96, 0x2013],
  [0x97, 0x2014],
  [0x98, 0x02dc],
  [0x99, 0x2122],
  [0x9a, 0x0161],
  [0x9b, 0x203a],
  [0x9c, 0x0153],
  [0x9e, 0x017e],
  [0x9f, 0x0178],
]);

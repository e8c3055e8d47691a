// The one place where secrets are masked. Every reporter and the console go through it, so a
// secret (a --secrets value, the license, a `type: secret` capture) never reaches any output.
import {
  decodedText,
  decodeEscapes,
  formPattern,
  MAY_HOLD_ESCAPES,
  MIN_SECRET_LENGTH,
  secretForms,
  URL_USERINFO,
} from './secret-forms.ts';

export const MASK = '***';

/** Header values masked in every report whatever they hold, keeping an auth scheme visible. */
const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

interface PatternSource {
  length: number;
  source: string;
  /** The form itself when it is a plain literal that the literal index can take over. */
  literal?: string;
}

/** New secrets are searched with a pattern of their own until they are this many, or as many as the older ones. */
const RECENT_LIMIT = 32;

/**
 * Past this many literal forms the literals are found through an index of their last characters
 * (`LiteralIndex`) instead of one alternation: V8 tries every alternative at every position of the
 * text, so a run that learns a secret per test (a load balancer's cookie, rotated on every response)
 * grew cubic — 1,000 such tests took 34 s and 1.4 GB, nearly all of it masking.
 */
const INDEX_AFTER = 64;

export class Redactor {
  #secrets = new Set<string>();
  /**
   * The secrets' forms in two patterns: the settled ones and those added since. A run that learns a
   * new secret per test (a fresh Set-Cookie on every response) recompiles only the small recent
   * pattern each time, and merges it into the settled one when it has grown as large (amortised).
   */
  #settled: PatternSource[] = [];
  #recent: PatternSource[] = [];
  #settledPattern: RegExp | undefined;
  #recentPattern: RegExp | undefined;
  /** The patterns searched by `redact`, kept in one array so a call allocates nothing. */
  #patterns: RegExp[] = [];
  /** The recent pattern is built on the first `redact` after a change. */
  #stale = false;
  #maskUserinfo = false;
  /** Literal forms in the patterns, until there are too many and the index takes them. */
  #literals = 0;
  #index: LiteralIndex | undefined;

  /**
   * Registers a secret; returns false when it was already known or is empty. It is masked as itself
   * and in every encoding secret-forms.ts knows (JSON escapes, percent-encoding, HTML entities,
   * base64); one shorter than MIN_SECRET_LENGTH only where it stands alone.
   */
  add(secret: string): boolean {
    if (secret === '' || this.#secrets.has(secret)) return false;
    this.#secrets.add(secret);
    const short = [...secret].length < MIN_SECRET_LENGTH;
    // A secret that itself holds an escape (`p%41ss`) is found in text whose escapes were undone too.
    const decoded = decodedText(secret);
    for (const value of new Set([secret, decoded, ...queryForms(secret)])) {
      for (const form of secretForms(value)) this.#addForm(form, short);
    }
    if (this.#recent.length >= Math.max(RECENT_LIMIT, this.#settled.length)) {
      this.#settled.push(...this.#recent);
      this.#recent = [];
      this.#settledPattern = compile(this.#settled);
    }
    this.#stale = true;
    return true;
  }

  #addForm(form: string, short: boolean): void {
    const literal = !short && form.length >= INDEXED_LENGTH ? form : undefined;
    if (literal !== undefined && this.#index !== undefined) {
      this.#index.add(literal);
      return;
    }
    this.#recent.push({ length: form.length, source: formPattern(form, short), literal });
    if (literal !== undefined && ++this.#literals > INDEX_AFTER) this.#indexLiterals();
  }

  /** Moves every literal form from the patterns to a new literal index. */
  #indexLiterals(): void {
    this.#index = new LiteralIndex();
    for (const source of [...this.#settled, ...this.#recent])
      if (source.literal !== undefined) this.#index.add(source.literal);
    this.#settled = this.#settled.filter((source) => source.literal === undefined);
    this.#recent = this.#recent.filter((source) => source.literal === undefined);
    this.#settledPattern = this.#settled.length === 0 ? undefined : compile(this.#settled);
    this.#stale = true;
  }

  /** Masks the userinfo of every URL (`https://***@host/`), once a URL with credentials is known. */
  maskUrlUserinfo(): void {
    this.#maskUserinfo = true;
  }

  /** Whether any secret is known, i.e. whether `redact` can change anything. */
  get active(): boolean {
    return this.#secrets.size > 0 || this.#maskUserinfo;
  }

  /** The text with every secret masked; the same string when there is none in it. */
  redact(text: string): string {
    if (this.#stale) {
      this.#stale = false;
      this.#recentPattern = this.#recent.length === 0 ? undefined : compile(this.#recent);
      this.#patterns = [this.#settledPattern, this.#recentPattern].filter((pattern) => pattern !== undefined);
    }
    // Most runs have no secret: every text of every test passes through here unchanged.
    let masked =
      this.#patterns.length === 0 && this.#index === undefined ? text : maskSecrets(text, this.#patterns, this.#index);
    if (this.#maskUserinfo && masked.includes('@')) masked = masked.replace(URL_USERINFO, `://${MASK}@`);
    return masked;
  }

  /** The headers with secrets and credentials masked; the same array when nothing needed masking. */
  redactHeaders(headers: [string, string][]): [string, string][] {
    let masked: [string, string][] | undefined;
    for (let i = 0; i < headers.length; i++) {
      const [name, value] = headers[i];
      const lower = name.toLowerCase();
      const safe =
        lower === 'cookie' || lower === 'set-cookie'
          ? this.redact(maskCookieValues(value, lower === 'cookie'))
          : SENSITIVE_HEADERS.has(lower)
            ? maskCredential(value)
            : this.redact(value);
      if (safe !== value) (masked ??= headers.slice())[i] = [name, safe];
    }
    return masked ?? headers;
  }
}

/**
 * What a server that parses a query string makes of a secret placed in one unencoded
 * (`?p=Tr0ub4dor&3`): the pieces between `&`, `;` and `#`, and `+` read as a space. Pieces too short
 * to mask safely are left out.
 */
function queryForms(secret: string): string[] {
  if (!QUERY_SEPARATORS.test(secret)) return [];
  const forms = new Set<string>();
  if (secret.includes('+')) forms.add(secret.replaceAll('+', ' '));
  for (const piece of secret.split(/[&;#]/)) {
    if (piece !== secret && piece.length >= MIN_SECRET_LENGTH) forms.add(piece).add(piece.replaceAll('+', ' '));
  }
  forms.delete(secret);
  return [...forms];
}

const QUERY_SEPARATORS = /[&;#+]/;

/** One pattern for the forms, longest first so a secret inside another is not masked only in part. */
function compile(sources: PatternSource[]): RegExp {
  sources.sort((a, b) => b.length - a.length);
  return new RegExp(sources.map((s) => s.source).join('|'), 'g');
}

/**
 * Masks every match of the patterns and of the literal index (the secrets' forms) in the text, or,
 * when it may hold escapes, in the text with its escapes undone: a match there masks the stretch of
 * the original it was decoded from. Matches that overlap are masked as one.
 */
function maskSecrets(text: string, patterns: RegExp[], index: LiteralIndex | undefined): string {
  const searched = MAY_HOLD_ESCAPES.test(text) ? decodedText(text) : text;
  const found: [number, number][] = [];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(searched); match !== null; match = pattern.exec(searched))
      found.push([match.index, match.index + match[0].length]);
  }
  index?.find(searched, found);
  if (found.length === 0) return text;
  // Where the decoded characters came from is worked out only now, for the rare text with a match.
  const origins = searched === text ? undefined : decodeEscapes(text).origins;
  const ranges: [number, number][] =
    origins === undefined ? found : found.map(([start, end]) => [origins[start]!, origins[end]!]);
  // One pattern's matches come in order; several sources', or the index's (ordered by their end), not always.
  if (patterns.length > 1 || index !== undefined) ranges.sort((a, b) => a[0] - b[0]);
  let result = '';
  let copied = 0;
  for (let i = 0; i < ranges.length; i++) {
    const start = ranges[i]![0];
    let end = ranges[i]![1];
    while (i + 1 < ranges.length && ranges[i + 1]![0] < end) end = Math.max(end, ranges[++i]![1]);
    if (start < copied) continue;
    result += text.slice(copied, start) + MASK;
    copied = end;
  }
  return result + text.slice(copied);
}

/** Literal forms are indexed by this many last characters (every indexed form is at least as long). */
const INDEXED_LENGTH = MIN_SECRET_LENGTH;
/** B^(INDEXED_LENGTH - 1) mod 2^32 for the rolling hash, with B = 31. */
const LEADING_WEIGHT = Array.from({ length: INDEXED_LENGTH - 1 }).reduce<number>((w) => Math.imul(w, 31) >>> 0, 1);

/** Bits of the rolling hash that index the filter of literal ends (2^20 bits: 128 KB). */
const FILTER_BITS = 20;
const FILTER_MASK = (1 << FILTER_BITS) - 1;

/**
 * Many literals found in one pass over a text: a rolling hash of each window of INDEXED_LENGTH
 * characters is looked up in a bit filter of the literals' last characters' hashes, and only on a
 * hit are the literals that end there compared. Cost: the text's length, whatever the number of
 * literals. The filter is a typed array, not a Set of hashes: every character of every text of a
 * run with secrets is looked up, and a Set lookup per character made masking a fifth of the run's
 * CPU in the benchmark (one learnt secret per ten tests). A false hit costs one Map lookup.
 * Keyed by their end, not their start: secrets learnt one per test often share a start (a JSON Web
 * Token's header), and their ends differ.
 */
class LiteralIndex {
  /**
   * The literals by their last INDEXED_LENGTH characters, longest first. Not deduplicated: two
   * secrets rarely share a form, and a repeated literal costs one more comparison, not a mistake.
   */
  readonly #byEnd = new Map<string, string[]>();
  readonly #filter = new Uint32Array(1 << (FILTER_BITS - 5));

  add(literal: string): void {
    const end = literal.slice(-INDEXED_LENGTH);
    const list = this.#byEnd.get(end);
    if (list === undefined) {
      this.#byEnd.set(end, [literal]);
      const bit = windowHash(end, 0) & FILTER_MASK;
      this.#filter[bit >>> 5]! |= 1 << (bit & 31);
      return;
    }
    // Kept in order by a binary search, not a sort: a list may grow one literal per test.
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]!.length >= literal.length) low = middle + 1;
      else high = middle;
    }
    list.splice(low, 0, literal);
  }

  /** Adds the [start, end) of the longest literal ending at each position of the text to `found`. */
  find(text: string, found: [number, number][]): void {
    const last = text.length - INDEXED_LENGTH;
    if (last < 0) return;
    const filter = this.#filter;
    // Kept in 32-bit signed arithmetic (`| 0`): `>>> 0` gives values past 2^31, which V8 then
    // handles as doubles, converted back at every step (the low bits, which the filter reads, agree).
    let hash = windowHash(text, 0) | 0;
    for (let at = 0; ; at++) {
      const bit = hash & FILTER_MASK;
      if ((filter[bit >>> 5]! & (1 << (bit & 31))) !== 0) this.#longestEndingAt(text, at + INDEXED_LENGTH, found);
      if (at === last) return;
      // Slide the window one character: drop text[at], take text[at + INDEXED_LENGTH].
      hash =
        (Math.imul(hash - Math.imul(text.charCodeAt(at), LEADING_WEIGHT), 31) + text.charCodeAt(at + INDEXED_LENGTH)) |
        0;
    }
  }

  /** Adds the longest literal ending at `end` of the text, if any (a hit of the filter). */
  #longestEndingAt(text: string, end: number, found: [number, number][]): void {
    const literals = this.#byEnd.get(text.slice(end - INDEXED_LENGTH, end));
    if (literals === undefined) return;
    for (const literal of literals) {
      if (literal.length <= end && text.startsWith(literal, end - literal.length)) {
        found.push([end - literal.length, end]);
        return;
      }
    }
  }
}

/** The hash of the INDEXED_LENGTH characters of `text` from `from` (B = 31, mod 2^32). */
function windowHash(text: string, from: number): number {
  let hash = 0;
  for (let i = from; i < from + INDEXED_LENGTH; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash;
}

function maskCredential(value: string): string {
  const scheme = /^(Bearer|Basic|Digest|Token|ApiKey)\s+/i.exec(value);
  return scheme ? `${scheme[0]}${MASK}` : MASK;
}

/**
 * Cookies show their names, never their values: `Cookie: a=***; b=***`, and a `Set-Cookie` keeps
 * its attributes (`sid=***; Path=/; HttpOnly`).
 */
function maskCookieValues(value: string, isRequest: boolean): string {
  const pairs = isRequest ? value.split(';') : [value.split(';')[0]!, ...value.split(';').slice(1)];
  return pairs
    .map((pair, index) => {
      if (!isRequest && index > 0) return pair;
      const equals = pair.indexOf('=');
      return equals === -1 ? MASK : `${pair.slice(0, equals)}=${MASK}`;
    })
    .join(';');
}

// The one place where secrets are masked. Every reporter and the console go through it, so a
// secret (a --secrets value, the license, a `type: secret` capture) never reaches any output.
import {
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
}

/** New secrets are searched with a pattern of their own until they are this many, or as many as the older ones. */
const RECENT_LIMIT = 32;

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
  /** The recent pattern is built on the first `redact` after a change. */
  #stale = false;
  #maskUserinfo = false;

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
    const decoded = decodeEscapes(secret).text;
    for (const value of new Set([secret, decoded, ...queryForms(secret)])) {
      for (const form of secretForms(value))
        this.#recent.push({ length: form.length, source: formPattern(form, short) });
    }
    if (this.#recent.length >= Math.max(RECENT_LIMIT, this.#settled.length)) {
      this.#settled.push(...this.#recent);
      this.#recent = [];
      this.#settledPattern = compile(this.#settled);
    }
    this.#stale = true;
    return true;
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
    }
    const settled = this.#settledPattern;
    const recent = this.#recentPattern;
    // Most runs have no secret: every text of every test passes through here unchanged.
    let masked =
      settled === undefined && recent === undefined
        ? text
        : maskSecrets(text, settled === undefined ? [recent!] : recent === undefined ? [settled] : [settled, recent]);
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
  const forms = new Set<string>();
  if (secret.includes('+')) forms.add(secret.replaceAll('+', ' '));
  for (const piece of secret.split(/[&;#]/)) {
    if (piece !== secret && piece.length >= MIN_SECRET_LENGTH) forms.add(piece).add(piece.replaceAll('+', ' '));
  }
  forms.delete(secret);
  return [...forms];
}

/** One pattern for the forms, longest first so a secret inside another is not masked only in part. */
function compile(sources: PatternSource[]): RegExp {
  sources.sort((a, b) => b.length - a.length);
  return new RegExp(sources.map((s) => s.source).join('|'), 'g');
}

/**
 * Masks every match of the patterns (the secrets' literal forms) in the text, or, when it may hold
 * escapes, in the text with its escapes undone: a match there masks the stretch of the original it
 * was decoded from. Matches of different patterns that overlap are masked as one.
 */
function maskSecrets(text: string, patterns: RegExp[]): string {
  const decoded = MAY_HOLD_ESCAPES.test(text) ? decodeEscapes(text) : undefined;
  const searched = decoded?.text ?? text;
  const ranges: [number, number][] = [];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(searched); match !== null; match = pattern.exec(searched)) {
      const end = match.index + match[0].length;
      ranges.push(decoded === undefined ? [match.index, end] : [decoded.origins[match.index]!, decoded.origins[end]!]);
    }
  }
  if (ranges.length === 0) return text;
  if (patterns.length > 1) ranges.sort((a, b) => a[0] - b[0]);
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

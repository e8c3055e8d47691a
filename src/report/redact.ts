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

export class Redactor {
  #secrets = new Set<string>();
  /** Pattern sources, longest form first so a secret inside another is not masked only in part. */
  #sources: { length: number; source: string }[] = [];
  #maskUserinfo = false;
  /** Built on the first `redact` after a change, so registering many secrets costs one compilation. */
  #pattern: RegExp | undefined;
  #stale = false;

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
        this.#sources.push({ length: form.length, source: formPattern(form, short) });
    }
    this.#sources.sort((a, b) => b.length - a.length);
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
      this.#pattern = new RegExp(this.#sources.map((s) => s.source).join('|'), 'g');
    }
    let masked = this.#pattern === undefined ? text : maskSecrets(text, this.#pattern);
    if (this.#maskUserinfo && masked.includes('@')) masked = masked.replace(URL_USERINFO, `://${MASK}@`);
    return masked;
  }

  /** The headers with secrets and credentials masked; the same array when nothing needed masking. */
  redactHeaders(headers: [string, string][]): [string, string][] {
    let masked: [string, string][] | undefined;
    for (let i = 0; i < headers.length; i++) {
      const [name, value] = headers[i];
      const safe = SENSITIVE_HEADERS.has(name.toLowerCase()) ? maskCredential(value) : this.redact(value);
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

/**
 * Masks every match of `pattern` (the secrets' literal forms) in the text, and in the text with its
 * escapes undone: a match there masks the stretch of the original it was decoded from.
 */
function maskSecrets(text: string, pattern: RegExp): string {
  if (!MAY_HOLD_ESCAPES.test(text)) return text.replace(pattern, MASK);
  const decoded = decodeEscapes(text);
  if (decoded.text === text) return text.replace(pattern, MASK);
  const { origins } = decoded;
  let result = '';
  let copied = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(decoded.text); match !== null; match = pattern.exec(decoded.text)) {
    const start = origins[match.index]!;
    const end = origins[match.index + match[0].length]!;
    if (start < copied) continue;
    result += text.slice(copied, start) + MASK;
    copied = end;
  }
  return copied === 0 ? text : result + text.slice(copied);
}

function maskCredential(value: string): string {
  const scheme = /^(Bearer|Basic|Digest|Token|ApiKey)\s+/i.exec(value);
  return scheme ? `${scheme[0]}${MASK}` : MASK;
}

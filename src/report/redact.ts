// The one place where secrets are masked. Every reporter and the console go through it, so a
// secret (a --secrets value, the license, a `type: secret` capture) never reaches any output.
import { MIN_SECRET_LENGTH, secretPattern, URL_USERINFO_PATTERN } from './secret-forms.ts';

export const MASK = '***';

/** Header values masked in every report whatever they hold, keeping an auth scheme visible. */
const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export class Redactor {
  #secrets = new Set<string>();
  /** Pattern sources, longest secret first so a secret inside another is not masked only in part. */
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
    for (const form of [secret, ...queryForms(secret)]) {
      this.#sources.push({ length: form.length, source: secretPattern(form) });
    }
    this.#sources.sort((a, b) => b.length - a.length);
    this.#stale = true;
    return true;
  }

  /** Masks the userinfo of every URL (`https://***@host/`), once a URL with credentials is known. */
  maskUrlUserinfo(): void {
    if (this.#maskUserinfo) return;
    this.#maskUserinfo = true;
    this.#stale = true;
  }

  /** Whether any secret is known, i.e. whether `redact` can change anything. */
  get active(): boolean {
    return this.#stale || this.#pattern !== undefined;
  }

  /** The text with every secret masked; the same string when there is none in it. */
  redact(text: string): string {
    if (this.#stale) this.#compile();
    return this.#pattern === undefined ? text : text.replace(this.#pattern, MASK);
  }

  #compile(): void {
    this.#stale = false;
    const alternatives = this.#sources.map((s) => s.source);
    if (this.#maskUserinfo) alternatives.push(URL_USERINFO_PATTERN);
    this.#pattern = alternatives.length === 0 ? undefined : new RegExp(alternatives.join('|'), 'g');
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

function maskCredential(value: string): string {
  const scheme = /^(Bearer|Basic|Digest|Token|ApiKey)\s+/i.exec(value);
  return scheme ? `${scheme[0]}${MASK}` : MASK;
}

// The one place where secrets are masked. Every reporter and the console go through it, so a
// secret (a --secrets value, the license, a `type: secret` capture) never reaches any output.
export const MASK = '***';

/** Header values masked in every report whatever they hold, keeping an auth scheme visible. */
const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export class Redactor {
  #variants = new Set<string>();
  #pattern: RegExp | undefined;

  /** Registers a secret; returns false when it was already known or is empty. */
  add(secret: string): boolean {
    if (secret === '' || this.#variants.has(secret)) return false;
    // The forms a value takes once placed in a URL or a JSON document, so those are masked too.
    for (const form of [secret, encodeURIComponent(secret), encodeURI(secret), JSON.stringify(secret).slice(1, -1)]) {
      this.#variants.add(form);
    }
    const alternatives = [...this.#variants].sort((a, b) => b.length - a.length).map(escapeRegExp);
    this.#pattern = new RegExp(alternatives.join('|'), 'g');
    return true;
  }

  /** Whether any secret is known, i.e. whether `redact` can change anything. */
  get active(): boolean {
    return this.#pattern !== undefined;
  }

  /** The text with every secret masked; the same string when there is none in it. */
  redact(text: string): string {
    return this.#pattern === undefined ? text : text.replace(this.#pattern, MASK);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

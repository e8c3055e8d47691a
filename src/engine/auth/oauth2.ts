// OAuth 2.0 client credentials (RFC 6749 §4.4): one token per run per (token URL, client, scope,
// audience), requested once and shared by every test that needs it, even in parallel, kept until
// shortly before it expires and then requested again.
import type { HttpClient } from '../http/types.ts';

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  audience?: string;
  clientAuth: 'basic' | 'body';
}

export type TokenAnswer = { ok: true; token: string } | { ok: false; error: string };

interface CachedToken {
  answer: Promise<TokenAnswer>;
  /** `performance.now()` after which the token is requested again. */
  renewAt: number;
}

/** A token is renewed this long before the `expires_in` the server gave (or at half its life when shorter). */
const RENEW_MARGIN_MS = 30_000;

export class TokenCache {
  readonly #tokens = new Map<string, CachedToken>();
  readonly #http: HttpClient;
  readonly #timeoutMs: number;
  readonly #onSecret: (value: string, name: string) => void;

  constructor(http: HttpClient, timeoutMs: number, onSecret: (value: string, name: string) => void) {
    this.#http = http;
    this.#timeoutMs = timeoutMs;
    this.#onSecret = onSecret;
  }

  token(credentials: ClientCredentials, signal?: AbortSignal): Promise<TokenAnswer> {
    const key = JSON.stringify([
      credentials.tokenUrl,
      credentials.clientId,
      credentials.clientSecret,
      credentials.scope ?? '',
      credentials.audience ?? '',
      credentials.clientAuth,
    ]);
    const cached = this.#tokens.get(key);
    if (cached && performance.now() < cached.renewAt) return cached.answer;
    const entry: CachedToken = { answer: Promise.resolve({ ok: false, error: '' }), renewAt: Infinity };
    entry.answer = this.#request(credentials, signal).then((result) => {
      // A failure is not kept: the next test asks again.
      if (!result.ok) this.#tokens.delete(key);
      else
        entry.renewAt =
          result.expiresInMs === undefined ? Infinity : performance.now() + renewAfter(result.expiresInMs);
      return result.ok ? { ok: true, token: result.token } : result;
    });
    this.#tokens.set(key, entry);
    return entry.answer;
  }

  async #request(
    credentials: ClientCredentials,
    signal?: AbortSignal,
  ): Promise<{ ok: true; token: string; expiresInMs?: number } | { ok: false; error: string }> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (credentials.scope) form.append('scope', credentials.scope);
    if (credentials.audience) form.append('audience', credentials.audience);
    const headers: [string, string][] = [
      ['Content-Type', 'application/x-www-form-urlencoded'],
      ['Accept', 'application/json'],
    ];
    if (credentials.clientAuth === 'basic') {
      // RFC 6749 §2.3.1: each part form-encoded before they are joined and base64-encoded.
      const pair = `${formEncode(credentials.clientId)}:${formEncode(credentials.clientSecret)}`;
      const basic = Buffer.from(pair, 'utf8').toString('base64');
      this.#onSecret(basic, 'the OAuth2 Basic authorization value');
      headers.push(['Authorization', `Basic ${basic}`]);
    } else {
      form.append('client_id', credentials.clientId);
      form.append('client_secret', credentials.clientSecret);
    }
    const where = `the OAuth2 token endpoint ${credentials.tokenUrl}`;
    const response = await this.#http.send({
      method: 'POST',
      url: credentials.tokenUrl,
      headers,
      body: form.toString(),
      timeoutMs: this.#timeoutMs,
      signal,
    });
    if (!response.ok) return { ok: false, error: `${where} could not be reached: ${response.message}` };
    let answer: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(response.body);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        answer = parsed as Record<string, unknown>;
    } catch {
      answer = undefined;
    }
    if (response.status < 200 || response.status > 299) {
      const code = typeof answer?.error === 'string' ? `: ${answer.error}` : '';
      const description = typeof answer?.error_description === 'string' ? ` (${answer.error_description})` : '';
      return { ok: false, error: `${where} answered ${response.status} ${response.statusText}${code}${description}` };
    }
    const token = answer?.access_token;
    if (typeof token !== 'string' || token === '')
      return { ok: false, error: `${where} answered ${response.status} without an access_token in a JSON object` };
    this.#onSecret(token, 'the OAuth2 access token');
    const expiresIn = Number(answer?.expires_in);
    return {
      ok: true,
      token,
      ...(Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresInMs: expiresIn * 1000 } : {}),
    };
  }
}

function renewAfter(expiresInMs: number): number {
  return expiresInMs > 2 * RENEW_MARGIN_MS ? expiresInMs - RENEW_MARGIN_MS : expiresInMs / 2;
}

/** application/x-www-form-urlencoded encoding of one value (spaces as `+`). */
function formEncode(text: string): string {
  return new URLSearchParams({ v: text }).toString().slice(2);
}

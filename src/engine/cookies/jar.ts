// `cookies: true`: one cookie jar per collection and iteration. tough-cookie applies RFC 6265
// (domain and host-only matching with the public suffix list, path, Secure, expiry, Max-Age,
// SameSite ignored as a non-browser client does), so assay does not carry its own rules.
import { CookieJar } from 'tough-cookie';
import type { CookieHandler } from '../http/types.ts';

export class RunCookieJar implements CookieHandler {
  readonly #jar = new CookieJar(undefined, { looseMode: true });

  cookieHeader(url: URL): string | undefined {
    const header = this.#jar.getCookieStringSync(url.href);
    return header === '' ? undefined : header;
  }

  store(url: URL, setCookies: readonly string[]): void {
    for (const setCookie of setCookies) {
      try {
        this.#jar.setCookieSync(setCookie, url.href, { ignoreError: true });
      } catch {
        // A cookie for another domain or a malformed one is dropped, as browsers do.
      }
    }
  }
}

// Signing in and out of the dashboard: the password check (rate limited per account and per
// address, login-limit.ts), the session row and the cookie that carries its id. The routes only
// read the form and answer; the request handler finds the signed-in user here.
import type { Store, User } from '../store/store.ts';
import { LOGIN_WINDOW_MS, type LoginLimit } from './login-limit.ts';
import { verifyPassword } from './passwords.ts';
import { randomSecret, sha256 } from './tokens.ts';

const SESSION_COOKIE = 'assay_session';
/** A missing user costs the same hashing time as a wrong password. */
const NO_USER_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA';

export interface SessionSettings {
  hours: number;
  /** Whether the cookie carries `Secure` (off only with --insecure-cookies). */
  secureCookies: boolean;
}

/** How a sign-in ended: the session's cookie, or why not (a status and a message for the person). */
export type SignIn =
  { ok: true; setCookie: string } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

export class Sessions {
  readonly #store: Store;
  readonly #limit: LoginLimit;
  readonly #settings: SessionSettings;

  constructor(store: Store, limit: LoginLimit, settings: SessionSettings) {
    this.#store = store;
    this.#limit = limit;
    this.#settings = settings;
  }

  async signIn(name: string, password: string, address: string): Promise<SignIn> {
    const blocked = await this.#limit.take(name, address);
    if (blocked > 0)
      return {
        ok: false,
        status: 429,
        message: `too many failed sign-ins: wait ${LOGIN_WINDOW_MS / 60_000} minutes and try again`,
        retryAfterSeconds: Math.ceil(blocked / 1000),
      };
    const user = await this.#store.userByName(name);
    const ok = await verifyPassword(password, user?.passwordHash ?? NO_USER_HASH);
    if (!user || !ok) return { ok: false, status: 401, message: 'wrong user name or password' };
    await this.#limit.succeeded(name, address);
    const sessionId = randomSecret();
    const maxAge = this.#settings.hours * 3600;
    await this.#store.createSession(sha256(sessionId), {
      userId: user.id,
      csrfToken: randomSecret(),
      expiresAt: Date.now() + maxAge * 1000,
    });
    return { ok: true, setCookie: this.#cookie(sessionId, maxAge) };
  }

  /** Ends the session the cookies name, if any: the `Set-Cookie` that clears it in the browser. */
  async signOut(cookies: ReadonlyMap<string, string>): Promise<string> {
    const id = cookies.get(SESSION_COOKIE);
    if (id) await this.#store.deleteSession(sha256(id));
    return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
  }

  /** The signed-in user of the cookies and their session's CSRF token, if the session is live. */
  async find(cookies: ReadonlyMap<string, string>): Promise<{ user: User; csrfToken: string } | undefined> {
    const id = cookies.get(SESSION_COOKIE);
    if (!id) return undefined;
    const session = await this.#store.session(sha256(id));
    const user = session && (await this.#store.userById(session.userId));
    return session && user ? { user, csrfToken: session.csrfToken } : undefined;
  }

  #cookie(sessionId: string, maxAge: number): string {
    const secure = this.#settings.secureCookies ? '; Secure' : '';
    return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  }
}

// Failed logins are limited per account and per client address, over a sliding window kept in the
// database (so that every instance sees the same count). Once a limit is reached, even the right
// password is refused until the window passes: a guesser cannot tell a hit from a miss.
import type { Store } from '../store/store.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export class LoginLimit {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  /** Milliseconds to wait before trying again, or 0. */
  async blockedFor(account: string, address: string): Promise<number> {
    const since = Date.now() - LOGIN_WINDOW_MS;
    const byAccount = await this.#store.loginFailuresSince(accountKey(account), since);
    const byAddress = await this.#store.loginFailuresSince(addressKey(address), since);
    return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS ? LOGIN_WINDOW_MS : 0;
  }

  failed(account: string, address: string): Promise<void> {
    return this.#store.recordLoginFailure([accountKey(account), addressKey(address)]);
  }

  /** A successful login clears the account's count (and old entries of everyone). */
  succeeded(account: string): Promise<void> {
    return this.#store.forgetLoginFailures(accountKey(account), Date.now() - LOGIN_WINDOW_MS);
  }
}

const accountKey = (name: string) => `account:${name.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

// Sign-in attempts are limited per account and per client address, over a window kept in the
// database (so that every instance sees the same count). An attempt is counted before its password
// is checked, by one atomic statement: concurrent guesses each take a number, and those past the
// limit are refused without a check, even with the right password, until the window passes (a
// guesser cannot tell a hit from a miss). A successful sign-in gives its attempt back.
import type { Store } from '../store/store.ts';
import { sha256 } from './tokens.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export class LoginLimit {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  /** Counts an attempt; the milliseconds to wait before trying again, or 0 when this one may go on. */
  async take(account: string, address: string): Promise<number> {
    const now = Date.now();
    const byAccount = await this.#store.takeLoginAttempt(accountKey(account), now, LOGIN_WINDOW_MS);
    const byAddress = await this.#store.takeLoginAttempt(addressKey(address), now, LOGIN_WINDOW_MS);
    const wait = (windowStart: number) => Math.max(1, windowStart + LOGIN_WINDOW_MS - now);
    return Math.max(
      byAccount.attempts > MAX_FAILURES_PER_ACCOUNT ? wait(byAccount.windowStart) : 0,
      byAddress.attempts > MAX_FAILURES_PER_ADDRESS ? wait(byAddress.windowStart) : 0,
    );
  }

  /** The attempt was the right password: the account's count starts afresh, the address gets its attempt back. */
  async succeeded(account: string, address: string): Promise<void> {
    await this.#store.forgetLoginAttempts(accountKey(account), Date.now() - LOGIN_WINDOW_MS);
    await this.#store.returnLoginAttempt(addressKey(address));
  }
}

// Hashed: a name is whatever a guesser types (up to the 1 MB of a body), and each one is a row.
const accountKey = (name: string) => `account:${sha256(name.toLowerCase())}`;
const addressKey = (address: string) => `address:${address}`;

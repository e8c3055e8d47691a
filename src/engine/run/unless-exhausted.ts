import { exhaustedReason } from '../queries/exhausted.ts';

/** Runs a check of one response; one that runs out of stack or string length fails with why (exhausted.ts). */
export function unlessExhausted<T>(check: () => T | Promise<T>, failed: (why: string) => T): T | Promise<T> {
  const recover = (error: unknown): T => {
    const reason = exhaustedReason(error);
    if (reason === undefined) throw error;
    return failed(reason);
  };
  try {
    const result = check();
    return result instanceof Promise ? result.catch(recover) : result;
  } catch (error) {
    return recover(error);
  }
}

// What a validator may ask of the world beyond the response (DNS, RDAP, HTTP fetches, an LLM), given
// to it by the run. Answers are cached per run: a hundred tests checking the same domain ask once.
// Each probe joins this interface as a field; tests construct `RunProbes` with loopback stand-ins.

export interface Probes {
  /** The answer for `key`, computed once per run by `ask` (concurrent callers share one question). */
  cached<T>(key: string, ask: () => Promise<T>): Promise<T>;
}

export class RunProbes implements Probes {
  readonly #answers = new Map<string, Promise<unknown>>();

  cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.#answers.get(key) as Promise<T> | undefined;
    if (answer === undefined) this.#answers.set(key, (answer = ask()));
    return answer;
  }
}

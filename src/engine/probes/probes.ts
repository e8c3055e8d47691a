// What a validator may ask of the world beyond the response (DNS, RDAP, HTTP fetches, an LLM), given
// to it by the run. Answers are cached per run: a hundred tests checking the same domain ask once.
// Each probe joins this interface as a field; tests construct `RunProbes` with loopback stand-ins.
import type { LlmProbe } from './llm/probe.ts';

export interface Probes {
  /** The answer for `key`, computed once per run by `ask` (concurrent callers share one question). */
  cached<T>(key: string, ask: () => Promise<T>): Promise<T>;
  /** The run's language model (`prompt`, `sentiment`, `${{ model.text(N) }}`); undefined when none is configured. */
  readonly llm?: LlmProbe;
}

export class RunProbes implements Probes {
  readonly #answers = new Map<string, Promise<unknown>>();
  readonly llm?: LlmProbe;

  constructor(probes: { llm?: LlmProbe } = {}) {
    if (probes.llm !== undefined) this.llm = probes.llm;
  }

  cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.#answers.get(key) as Promise<T> | undefined;
    if (answer === undefined) this.#answers.set(key, (answer = ask()));
    return answer;
  }
}

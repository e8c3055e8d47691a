// A probe's per-run memory: one answer per question (host, port, record type…), shared by every test
// that asks it, including tests asking at the same time (the pending answer is shared).

export class ProbeCache<T> {
  readonly #answers = new Map<string, Promise<T>>();

  /** The answer to `key`, computed once. `compute` must resolve (probe failures are values). */
  answer(key: string, compute: () => Promise<T>): Promise<T> {
    let answer = this.#answers.get(key);
    if (answer === undefined) {
      answer = compute();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}

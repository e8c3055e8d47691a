// Abort signals watched with one listener per signal rather than one per request: a run passes the
// same signal to every request, and an EventTarget listener added and removed per request costs
// more than the rest of the request's bookkeeping.

export interface Abortable {
  /** The watched signal fired. */
  onAbort(): void;
}

export class AbortWatch {
  /** Weak, so a signal a caller made for a single request is not kept alive by the client. */
  readonly #watching = new WeakMap<AbortSignal, Set<Abortable>>();

  add(signal: AbortSignal, target: Abortable): void {
    let targets = this.#watching.get(signal);
    if (targets === undefined) {
      const watched = new Set<Abortable>();
      targets = watched;
      this.#watching.set(signal, watched);
      signal.addEventListener(
        'abort',
        () => {
          const aborted = [...watched];
          watched.clear();
          for (const each of aborted) each.onAbort();
        },
        { once: true },
      );
    }
    targets.add(target);
  }

  remove(signal: AbortSignal, target: Abortable): void {
    this.#watching.get(signal)?.delete(target);
  }
}

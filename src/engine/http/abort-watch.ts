// Abort signals watched with one listener per signal rather than one per request: a run passes the
// same signal to every request, and an EventTarget listener added and removed per request costs
// more than the rest of the request's bookkeeping.
//
// The requests watching a signal are kept in an array (removal moves the last one into the freed
// slot), not a Set: a Set that requests join and leave all run long keeps rehashing, and V8 links
// each discarded hash table to its successor (for iterators that may still walk it) without
// clearing its entries. Once one of those tables has outlived a young-generation collection, the
// chain keeps every later request's objects alive through the next one, and all of them are
// promoted to the old generation: 100,000 requests with 16 in flight promoted ~13 MB per young
// collection, garbage that stays until a full collection.

export interface Abortable {
  /** The watched signal fired. */
  onAbort(): void;
  /** Its place among its signal's watchers (-1 when not watched); only AbortWatch sets it. */
  abortWatchSlot: number;
}

export class AbortWatch {
  /** Weak, so a signal a caller made for a single request is not kept alive by the client. */
  readonly #watching = new WeakMap<AbortSignal, Abortable[]>();

  add(signal: AbortSignal, target: Abortable): void {
    let targets = this.#watching.get(signal);
    if (targets === undefined) {
      const watched: Abortable[] = [];
      targets = watched;
      this.#watching.set(signal, watched);
      signal.addEventListener(
        'abort',
        () => {
          for (const each of watched.splice(0)) {
            each.abortWatchSlot = -1;
            each.onAbort();
          }
        },
        { once: true },
      );
    }
    target.abortWatchSlot = targets.length;
    targets.push(target);
  }

  remove(signal: AbortSignal, target: Abortable): void {
    const targets = this.#watching.get(signal);
    const slot = target.abortWatchSlot;
    if (targets === undefined || targets[slot] !== target) return;
    const last = targets.pop()!;
    if (last !== target) {
      targets[slot] = last;
      last.abortWatchSlot = slot;
    }
    target.abortWatchSlot = -1;
  }
}

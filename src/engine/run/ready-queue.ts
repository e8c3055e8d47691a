// The tests of a parallel iteration that may start, lowest declared position first: a test whose
// dependency just finished goes ahead of later tests that were ready all along, so tests run close
// to their declared order and reports, written in that order, hold few records back waiting for an
// earlier test. (A first-in-first-out queue ran a collection's dependent tests after everything else.)
export class ReadyQueue {
  readonly #heap: number[] = [];

  get size(): number {
    return this.#heap.length;
  }

  push(position: number): void {
    const heap = this.#heap;
    let at = heap.push(position) - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (heap[parent] <= position) break;
      heap[at] = heap[parent];
      at = parent;
    }
    heap[at] = position;
  }

  /** The lowest position; only called when the queue is not empty. */
  pop(): number {
    const heap = this.#heap;
    const lowest = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= heap.length) break;
        const child = left + 1 < heap.length && heap[left + 1] < heap[left] ? left + 1 : left;
        if (heap[child] >= last) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = last;
    }
    return lowest;
  }
}

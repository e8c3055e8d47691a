// Request deadlines on one timer. A Node timer per request costs a timer-list insert and removal
// (and, when requests run one at a time, creating the list and re-arming libuv's timer) on every
// request; here a request adds an entry to a queue and cancelling is free. Most requests share the
// run's timeout, so each queue, one per timeout value, is in deadline order.

export interface Expirable {
  /** Whether the deadline no longer matters (the request already ended). */
  readonly done: boolean;
  /** The deadline passed. */
  expire(): void;
}

interface Entry {
  deadline: number;
  target: Expirable;
}

interface Queue {
  entries: Entry[];
  /** Length at which the entries of requests that ended are dropped (amortised: twice the live ones). */
  compactAt: number;
}

/** Below this many entries a queue is not worth compacting. */
const COMPACT_FROM = 64;

export class Deadlines {
  readonly #queues = new Map<number, Queue>();
  #timer: NodeJS.Timeout | undefined;
  /** When the timer fires (Infinity when it is not armed). */
  #armedFor = Infinity;

  /** Calls `target.expire()` after `timeoutMs`, unless it is done by then. */
  add(target: Expirable, timeoutMs: number): void {
    const deadline = performance.now() + timeoutMs;
    let queue = this.#queues.get(timeoutMs);
    if (queue === undefined) this.#queues.set(timeoutMs, (queue = { entries: [], compactAt: COMPACT_FROM }));
    else if (queue.entries.length >= queue.compactAt) compact(queue);
    queue.entries.push({ deadline, target });
    if (deadline < this.#armedFor) this.#arm(deadline);
  }

  /** Stops the timer; pending deadlines are dropped (the client is shutting down). */
  clear(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#armedFor = Infinity;
    this.#queues.clear();
  }

  #arm(deadline: number): void {
    this.#armedFor = deadline;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#fire(), Math.max(0, Math.ceil(deadline - performance.now())));
    // A request under way keeps the process alive through its socket; the timer must not keep a
    // client that was never closed alive once its requests have ended.
    this.#timer.unref();
  }

  #fire(): void {
    this.#armedFor = Infinity;
    const now = performance.now();
    const due: Expirable[] = [];
    let next = Infinity;
    for (const [timeoutMs, { entries }] of this.#queues) {
      let head = 0;
      while (head < entries.length && (entries[head].target.done || entries[head].deadline <= now)) {
        if (!entries[head].target.done) due.push(entries[head].target);
        head++;
      }
      if (head === entries.length) this.#queues.delete(timeoutMs);
      else {
        entries.splice(0, head);
        next = Math.min(next, entries[0].deadline);
      }
    }
    if (next !== Infinity) this.#arm(next);
    for (const target of due) target.expire();
  }
}

/** Drops the entries of requests that already ended, keeping the order of the others. */
function compact(queue: Queue): void {
  const entries = queue.entries;
  let kept = 0;
  for (const entry of entries) if (!entry.target.done) entries[kept++] = entry;
  entries.length = kept;
  queue.compactAt = Math.max(COMPACT_FROM, 2 * kept);
}

// User regular expressions that cannot hang a run (issue 9, "A run cannot hang").
//
// Measured on Node 24 (V8 13): `(a+)+$` against 30 `a` and a `b` backtracks for minutes. V8 can
// switch a pattern to its linear-time engine once it has backtracked too often
// (`--enable-experimental-regexp-engine-on-excessive-backtracks`): the same match then answers in
// about 1 ms, and ordinary patterns run on the usual backtracking engine at full speed. The linear
// engine does not take every pattern: backreferences and lookarounds (`\1`, `(?=…)`) cannot run
// in linear time, and V8 keeps backtracking for those. Such patterns run in a worker thread
// instead, with a deadline (the test's remaining time budget): the main thread stays free for
// signals and other tests, and a pattern past its deadline ends the worker and fails the test with
// "took too long".
import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';
import { AbortWatch, type Abortable } from '../http/abort-watch.ts';

let linearEngineEnabled = false;

/**
 * Once per process, before the first user pattern is compiled (the flags are read at compile time;
 * every pattern that is matched or checked passes through `runsInLinearTime` first). Not when this
 * module loads: Node compiles the builtin modules it loads after a V8 flag changes without their
 * code cache, which cost every start 3–4 ms (docs/performance.md).
 */
function enableLinearEngine(): void {
  if (linearEngineEnabled) return;
  linearEngineEnabled = true;
  setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
  setFlagsFromString('--enable-experimental-regexp-engine');
}

/**
 * The first group that took part in the first match; `none`: no match; `timeout`: past the deadline;
 * `interrupted`: the run's interrupt ended the match first.
 */
export type PatternResult =
  { kind: 'match'; group: string } | { kind: 'none' } | { kind: 'timeout' } | { kind: 'interrupted' };

/** Can this pattern run on V8's linear-time engine (`l` flag)? Such patterns cannot backtrack for long. */
export function runsInLinearTime(source: string): boolean {
  return linearRegExp(source) !== undefined;
}

/** The pattern compiled for V8's linear-time engine, or undefined when that engine does not take it. */
export function linearRegExp(source: string): RegExp | undefined {
  enableLinearEngine();
  try {
    // eslint-disable-next-line no-invalid-regexp -- `l` (linear) is V8's, enabled by enableLinearEngine
    return new RegExp(source, 'l');
  } catch {
    return undefined;
  }
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', ({ id, source, flags, text }) => {
  const key = flags + '/' + source;
  let pattern = compiled.get(key);
  if (pattern === undefined) compiled.set(key, (pattern = new RegExp(source, flags)));
  const match = pattern.exec(text);
  const group = match === null ? undefined : match.slice(1).find((g) => g !== undefined);
  parentPort.postMessage({ id, group: group === undefined ? null : group });
});
`;

interface Pending extends Abortable {
  resolve(result: PatternResult): void;
  /** The worker the match was sent to. */
  worker: Worker;
  /** Set once the worker is up: the budget runs from then. */
  timer: NodeJS.Timeout | undefined;
}

/**
 * Matches user patterns for one run: compiled patterns are cached for the run, and the worker for
 * patterns outside the linear engine is started on first need and ended with the run (`close`).
 */
export class PatternMatcher {
  readonly #compiled = new Map<string, RegExp | 'worker'>();
  #worker: Worker | undefined;
  #nextId = 0;
  /**
   * Matches sent to a worker, by id. An object, not a Map, and the run's signal watched through
   * AbortWatch rather than a listener per match: a Map or a listener list that entries join and
   * leave all run long keeps every later entry alive once an early one is promoted (abort-watch.ts).
   */
  readonly #pending: Record<number, Pending> = Object.create(null) as Record<number, Pending>;
  readonly #watch = new AbortWatch();
  /** Per worker, until it is up: the deadlines to start then (one listener, however many matches wait). */
  readonly #startWhenOnline = new WeakMap<Worker, (() => void)[]>();

  /**
   * The first capture group of the first match of `source` in `text`, within `budgetMs` (0: no
   * limit). `flags`: `u` for a pattern written for unicode mode (a JSON Schema's), which the
   * linear-time engine does not take: it always runs in the worker.
   */
  match(
    source: string,
    text: string,
    budgetMs: number,
    signal?: AbortSignal,
    flags: '' | 'u' = '',
  ): Promise<PatternResult> | PatternResult {
    let pattern = flags === 'u' ? 'worker' : this.#compiled.get(source);
    if (pattern === undefined) {
      pattern = runsInLinearTime(source) ? new RegExp(source) : 'worker';
      this.#compiled.set(source, pattern);
    }
    if (pattern !== 'worker') return firstGroup(pattern.exec(text));
    if (signal?.aborted) return { kind: 'interrupted' };
    return this.#inWorker(source, flags, text, budgetMs, signal);
  }

  /** Ends the worker, if one was started; pending matches end as timeouts. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#settleAll({ kind: 'timeout' });
    await worker?.terminate();
  }

  #inWorker(
    source: string,
    flags: string,
    text: string,
    budgetMs: number,
    signal?: AbortSignal,
  ): Promise<PatternResult> {
    const worker = (this.#worker ??= this.#startWorker());
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const expire = (result: PatternResult): void => {
        // A worker stuck in a match cannot be interrupted: end it; the next match starts another.
        if (this.#worker === worker) this.#worker = undefined;
        this.#settleAll(result, worker);
        void worker.terminate();
      };
      const pending: Pending = {
        resolve: (result) => {
          if (signal !== undefined) this.#watch.remove(signal, pending);
          resolve(result);
        },
        worker,
        timer: undefined,
        onAbort: () => expire({ kind: 'interrupted' }),
        abortWatchSlot: -1,
      };
      if (signal !== undefined) this.#watch.add(signal, pending);
      // The budget is the pattern's: it starts once the worker is up, so a busy machine's slow thread
      // start does not count against it.
      const arm = (): void => {
        if (this.#pending[id] === pending)
          pending.timer = setTimeout(() => expire({ kind: 'timeout' }), budgetMs > 0 ? budgetMs : 2 ** 31 - 1);
      };
      this.#pending[id] = pending;
      const waiting = this.#startWhenOnline.get(worker);
      if (waiting === undefined) arm();
      else waiting.push(arm);
      worker.postMessage({ id, source, flags, text });
    });
  }

  #startWorker(): Worker {
    // Not unref()'d: the `message` listener below would make it ref'd again (measured for the query
    // worker, query-worker.ts). Whoever made the matcher ends the worker with `close()`.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const waiting: (() => void)[] = [];
    this.#startWhenOnline.set(worker, waiting);
    worker.once('online', () => {
      this.#startWhenOnline.delete(worker);
      for (const arm of waiting) arm();
    });
    worker.on('message', ({ id, group }: { id: number; group: string | null }) => {
      this.#settle(id, group === null ? { kind: 'none' } : { kind: 'match', group });
    });
    worker.on('error', () => this.#settleAll({ kind: 'timeout' }, worker));
    return worker;
  }

  #settle(id: number, result: PatternResult): void {
    const pending = this.#pending[id];
    if (pending === undefined) return;
    delete this.#pending[id];
    clearTimeout(pending.timer);
    pending.resolve(result);
  }

  #settleAll(result: PatternResult, worker?: Worker): void {
    for (const [id, pending] of Object.entries(this.#pending)) {
      if (worker === undefined || pending.worker === worker) this.#settle(Number(id), result);
    }
  }
}

function firstGroup(match: RegExpExecArray | null): PatternResult {
  // The first capture group that took part in the match (an optional group may not have).
  const group = match?.slice(1).find((value) => value !== undefined);
  return group === undefined ? { kind: 'none' } : { kind: 'match', group };
}

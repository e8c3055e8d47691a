// XPath questions, and JSONPath questions whose cost can grow with the square of the body
// (json-path.ts, `isCostlyJsonPath`), answered by a worker thread (query-thread.ts) that parses the
// bodies and evaluates the expressions, so neither can hold up a run (issue 9, "A run cannot
// hang"). Measured on this machine, on the main thread: a 10 MB XML body took 3.1 s and 713 MB of
// heap to parse, `count(//*[count(//*) > 0])` over 20,000 elements 80 s, `count(//a/ancestor::*)`
// over 10 MB of deeply nested elements ended the process out of memory, without a report, and
// `$..[?@..a]` over a 180 KB body nested 30,000 levels deep took 25 s.
//
// `QueryWorker` is the thread: started on the first question, answering questions in the order
// they are sent, so tests in flight keep it busy without waiting for each other's round trips. Each
// question has until its test's time budget ends (time spent waiting its turn behind another
// question counts, as waiting for a connection does; a worker's start does not). A question past
// its deadline, or a worker out of its memory limit, ends the worker: that question fails with the
// reason, and those sent after it go to a new worker. Starting one costs ~55 ms of CPU, so a
// process that executes many runs (`assay serve`, `--interval`) shares one between them; it ends
// after a few seconds without questions, so the documents it keeps (~70 bytes of heap per
// character of XML) are not kept between a server's runs.
// `QueryEvaluator` is one run's side of it: the run's interrupt answers that run's questions only.
import type { Worker } from 'node:worker_threads';
import type { Observation } from './observation.ts';
import type { Namespaces, QueryKind, WorkerReply, WorkerRequest } from './query-thread.ts';

/** What the worker reads of a response: its text and content type (a filter's text is asked about too). */
export type QueriedBody = Pick<Observation, 'text' | 'header'>;

/** XPath values (strings, numbers, booleans) or JSON nodes. */
export type WorkerAnswer = { ok: true; values: unknown[] } | { ok: false; error: string; interrupted?: boolean };

/** The worker's heap limit, in MB: a body parses to ~70 bytes per character, so 10 MB of XML fits. */
export const WORKER_MEMORY_MB = 1536;
/** A worker without questions for this long ends (the next question starts another). */
const IDLE_MS = 5000;

interface Question {
  request: WorkerRequest;
  /** The run that asked. */
  owner: object;
  /** When its test's time budget ends (performance.now()); Infinity: no limit. */
  deadline: number;
  /** When it was asked (performance.now()). */
  askedAt: number;
  resolve(answer: WorkerAnswer): void;
}

// The worker's file beside this module: query-thread.ts from the sources, dist/query-thread.js in a bundle.
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './query-thread.ts' : './query-thread.js';

/** One run's questions; `shared`: a worker the process keeps for many runs (else the run starts its own). */
export class QueryEvaluator {
  readonly #worker: QueryWorker;
  readonly #ownsWorker: boolean;
  readonly #signal: AbortSignal | undefined;
  #closed = false;
  #onFirstQuestion: (() => void) | undefined;

  /** `onFirstQuestion`: told once, when the run first asks the worker something. */
  constructor(signal?: AbortSignal, shared?: QueryWorker, onFirstQuestion?: () => void) {
    this.#worker = shared ?? new QueryWorker();
    this.#ownsWorker = shared === undefined;
    this.#signal = signal;
    this.#onFirstQuestion = onFirstQuestion;
    signal?.addEventListener('abort', () => this.#worker.cancel(this, INTERRUPTED), { once: true });
  }

  /** The values of the XPath expression over the observation's XML or HTML body, in document order. */
  xpath(
    observation: QueriedBody,
    expression: string,
    remainingMs: () => number,
    namespaces?: Namespaces,
  ): Promise<WorkerAnswer> {
    return this.#ask('xpath', observation, expression, remainingMs, namespaces);
  }

  /** The nodes the JSONPath selects in the observation's JSON body (which must parse). */
  jsonPath(observation: QueriedBody, path: string, remainingMs: () => number): Promise<WorkerAnswer> {
    return this.#ask('json-path', observation, path, remainingMs);
  }

  #ask(
    kind: QueryKind,
    observation: QueriedBody,
    expression: string,
    remainingMs: () => number,
    namespaces?: Namespaces,
  ): Promise<WorkerAnswer> {
    if (this.#closed || this.#signal?.aborted) return Promise.resolve(INTERRUPTED);
    this.#onFirstQuestion?.();
    this.#onFirstQuestion = undefined;
    return this.#worker.ask(this, kind, observation, expression, remainingMs, namespaces);
  }

  /** The run is over: its own worker ends; on a shared one, its unanswered questions are answered as interrupted. */
  close(): Promise<void> {
    this.#closed = true;
    if (this.#ownsWorker) return this.#worker.close();
    this.#worker.cancel(this, INTERRUPTED);
    return Promise.resolve();
  }
}

export class QueryWorker {
  readonly #memoryMb: number;
  readonly #idleMs: number;
  #idleTimer: NodeJS.Timeout | undefined;
  #worker: Worker | undefined;
  #ready = false;
  #workerStartedAt = 0;
  /** Questions waiting for a worker to be ready. */
  #waiting: Question[] = [];
  /**
   * Questions sent to the worker, which answers them in order: the first is being answered, and only
   * its deadline is armed (the others' budgets keep running while they wait their turn).
   */
  #sent: Question[] = [];
  #deadlineTimer: NodeJS.Timeout | undefined;
  #nextId = 0;
  readonly #documents = new WeakMap<QueriedBody, number>();
  #nextDocument = 0;

  /** `memoryMb`: the worker's heap limit; `idleMs`: how long it waits for questions (tests make both small). */
  constructor(memoryMb = WORKER_MEMORY_MB, idleMs = IDLE_MS) {
    this.#memoryMb = memoryMb;
    this.#idleMs = idleMs;
  }

  /** Whether a worker thread is running (or starting). */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  ask(
    owner: object,
    kind: QueryKind,
    observation: QueriedBody,
    expression: string,
    remainingMs: () => number,
    namespaces?: Namespaces,
  ): Promise<WorkerAnswer> {
    let document = this.#documents.get(observation);
    if (document === undefined) this.#documents.set(observation, (document = this.#nextDocument++));
    const budgetMs = remainingMs();
    const askedAt = performance.now();
    const request: WorkerRequest = {
      id: this.#nextId++,
      kind,
      document,
      text: observation.text,
      contentType: kind === 'xpath' ? observation.header('content-type')[0] : undefined,
      expression,
      ...(namespaces === undefined ? {} : { namespaces }),
      deadline: null,
    };
    return new Promise((resolve) => {
      this.#waiting.push({ request, owner, deadline: budgetMs > 0 ? askedAt + budgetMs : Infinity, askedAt, resolve });
      this.#send();
    });
  }

  /**
   * Answers the owner's questions with `answer`. One already sent cannot be taken back from the
   * worker: it is ended, and the other questions sent to it go to a new one.
   */
  cancel(owner: object, answer: WorkerAnswer): void {
    const waiting = this.#waiting.filter((question) => question.owner === owner);
    this.#waiting = this.#waiting.filter((question) => question.owner !== owner);
    const sent = this.#sent.filter((question) => question.owner === owner);
    if (sent.length > 0) this.#restart(this.#sent.filter((question) => question.owner !== owner));
    for (const question of [...sent, ...waiting]) question.resolve(answer);
    this.#send();
  }

  /** Ends the worker; questions not yet answered are answered as interrupted. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#answerAll(INTERRUPTED);
    await worker?.terminate();
  }

  /** Ends the worker and answers every question, sent or waiting. */
  #answerAll(answer: WorkerAnswer): void {
    const questions = [...this.#sent, ...this.#waiting];
    this.#sent = [];
    this.#waiting = [];
    this.#stopWorker();
    for (const question of questions) question.resolve(answer);
  }

  /** Sends the waiting questions once the worker is ready, starting a worker if there is none. */
  #send(): void {
    if (this.#waiting.length === 0) return;
    clearTimeout(this.#idleTimer);
    if (this.#worker === undefined) this.#worker = this.#start();
    if (!this.#ready) return;
    for (const question of this.#waiting.splice(0)) {
      if (question.deadline <= performance.now()) {
        question.resolve(tooLong(question, 0));
        continue;
      }
      // The worker skips a question whose deadline has passed when its turn comes (clocks of both
      // threads in ms since the epoch).
      if (question.deadline !== Infinity) question.request.deadline = performance.timeOrigin + question.deadline;
      this.#sent.push(question);
      this.#worker.postMessage(question.request);
    }
    this.#armDeadline();
  }

  /** Arms the deadline of the question being answered, if not yet armed. */
  #armDeadline(): void {
    const first = this.#sent[0];
    if (this.#deadlineTimer !== undefined || first === undefined || first.deadline === Infinity) return;
    const budgetMs = Math.max(0, first.deadline - performance.now());
    this.#deadlineTimer = setTimeout(() => this.#failFirst(tooLong(first, budgetMs)), budgetMs);
  }

  #start(): Worker {
    this.#workerStartedAt = performance.now();
    // node:worker_threads is loaded with the first thread, not at every start (docs/performance.md).
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    const worker = new Worker(new URL(WORKER_FILE, import.meta.url), {
      // A small young generation: documents are parsed and dropped, and memory is the run's too.
      resourceLimits: { maxOldGenerationSizeMb: this.#memoryMb, maxYoungGenerationSizeMb: 8 },
    });
    // Not unref()'d: a run waiting for an answer must keep the process alive. Whoever made the
    // worker ends it (the run, the --interval loop, the server's stop), or it ends when idle.
    worker.on('message', (reply: WorkerReply) => {
      if (worker !== this.#worker) return;
      if (reply === 'ready') {
        this.#ready = true;
        // A worker's start (loading its libraries takes ~0.1 s, more on a busy machine) does not
        // count against the budgets of the questions that waited for it.
        const now = performance.now();
        for (const question of this.#waiting)
          question.deadline += now - Math.max(question.askedAt, this.#workerStartedAt);
        return this.#send();
      }
      const first = this.#sent[0];
      if (first?.request.id !== reply.id) return;
      this.#sent.shift();
      clearTimeout(this.#deadlineTimer);
      this.#deadlineTimer = undefined;
      first.resolve(
        'values' in reply
          ? { ok: true, values: reply.values }
          : 'error' in reply
            ? { ok: false, error: reply.error }
            : tooLong(first, 0),
      );
      this.#armDeadline();
      if (this.#sent.length === 0 && this.#waiting.length === 0)
        this.#idleTimer = setTimeout(() => this.#stopWorker(), this.#idleMs).unref();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (worker !== this.#worker) return;
      if (!this.#ready) {
        // The worker never started: every question fails with why, rather than start it again and again.
        return this.#answerAll({ ok: false, error: `assay bug: the query worker did not start: ${error.message}` });
      }
      this.#failFirst((first) =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, error: `the body needs more memory than ${label(first)} may use (${this.#memoryMb} MB)` }
          : { ok: false, error: `the query worker failed: ${error.message}` },
      );
    });
    worker.on('exit', () => {
      if (worker === this.#worker) this.#failFirst({ ok: false, error: 'the query worker ended unexpectedly' });
    });
    return worker;
  }

  /** Ends the worker, which cannot be stopped in the middle of a question: the question being answered gets `answer`. */
  #failFirst(answer: WorkerAnswer | ((question: Question) => WorkerAnswer)): void {
    const [first, ...unanswered] = this.#sent;
    this.#restart(unanswered);
    first?.resolve(typeof answer === 'function' ? answer(first) : answer);
    this.#send();
  }

  /** Ends the worker; `resend`, questions it was sent, go to the next one first. */
  #restart(resend: Question[]): void {
    this.#sent = [];
    this.#stopWorker();
    this.#waiting = [...resend, ...this.#waiting];
  }

  #stopWorker(): void {
    clearTimeout(this.#idleTimer);
    const worker = this.#worker;
    this.#worker = undefined;
    this.#ready = false;
    clearTimeout(this.#deadlineTimer);
    this.#deadlineTimer = undefined;
    void worker?.terminate();
  }
}

const INTERRUPTED: WorkerAnswer = {
  ok: false,
  error: 'the run was interrupted while the response was being checked',
  interrupted: true,
};

function label(question: Question): string {
  return question.request.kind === 'xpath' ? 'XPath' : 'JSONPath';
}

function tooLong(question: Question, budgetMs: number): WorkerAnswer {
  return {
    ok: false,
    error:
      budgetMs > 0
        ? `the ${label(question)} query took too long (stopped after the test's remaining time budget of ${Math.round(budgetMs)} ms)`
        : `the ${label(question)} query took too long (the test's time budget ran out while it waited its turn)`,
  };
}

// Runs a plan: collection by collection, iteration by iteration, tests sequentially or with a
// bounded number in flight (lowest declared position first), always after their dependencies.
// Observers hear `testStarted` when a test is sent and `testFinished` with its result; tests that
// cannot run (a dependency did not pass, --bail, an interrupt) are reported too, so every planned
// test has exactly one result per iteration. `collectionFinished` follows a collection's last result.
import { setTimeout as sleep } from 'node:timers/promises';
import type { AttemptEvent, Outcome, RunObserver, TestResult, TestStart } from '../../model/index.ts';
import type { CollectionPlan } from '../plan/plan.ts';
import { describeTest } from '../../model/values.ts';
import { executeTest } from './execute-test.ts';
import type { ExecutionEnvironment } from './environment.ts';
import type { RunCookieJar } from '../cookies/jar.ts';
import { newCookieJar } from '../cookies/new-jar.ts';
import type { FileCookie } from '../cookies/netscape.ts';
import { ReadyQueue } from './ready-queue.ts';
import { testShape } from '../plan/test-shape.ts';
import { fullDefinition } from '../../model/indexed-test.ts';

export interface SchedulingOptions {
  parallel: boolean;
  concurrency: number;
  repeats: number;
  delayMs: number;
  bail: boolean;
  /** Aborted when the run must stop starting tests (an interrupt). */
  stopSignal: AbortSignal;
  /** `--cookie`/`--cookie-jar`: every collection keeps cookies; each jar starts with these and is handed over when its iteration ends. */
  cookieFiles?: { seed: readonly FileCookie[]; finished?(jar: RunCookieJar, collection: number): void };
}

const EMPTY_SCOPE: ReadonlyMap<string, string> = new Map();
const NO_DEPENDENTS: readonly number[] = [];

export async function runPlan(
  plans: CollectionPlan[],
  environment: ExecutionEnvironment,
  options: SchedulingOptions,
  observers: readonly RunObserver[],
): Promise<void> {
  const testStarted = observers.filter((o) => o.testStarted !== undefined);
  const attemptFinished = observers.filter((o) => o.attemptFinished !== undefined);
  const testFinished = observers.filter((o) => o.testFinished !== undefined);
  const collectionFinished = observers.filter((o) => o.collectionFinished !== undefined);
  const shared: SharedState = {
    environment,
    options,
    // Undefined when no observer listens, so a test does not build events nobody reads.
    started:
      testStarted.length === 0
        ? undefined
        : (test) => {
            for (const observer of testStarted) observer.testStarted!(test);
          },
    attempted:
      attemptFinished.length === 0
        ? undefined
        : (attempt) => {
            for (const observer of attemptFinished) observer.attemptFinished!(attempt);
          },
    finished: (result) => {
      for (const observer of testFinished) observer.testFinished!(result);
    },
    stop: new StopState(options.stopSignal),
  };
  for (const plan of plans) {
    for (let iteration = 1; iteration <= options.repeats; iteration++) {
      const keepsCookies = plan.collection.cookies || options.cookieFiles !== undefined;
      const jar = keepsCookies ? await newCookieJar(options.cookieFiles?.seed ?? []) : undefined;
      const run = new IterationRun(plan, iteration, shared, jar);
      await (options.parallel ? run.parallel() : run.sequential());
      if (run.cookies !== undefined) options.cookieFiles?.finished?.(run.cookies, plan.collectionIndex);
      if (options.delayMs > 0 && iteration < options.repeats && shared.stop.current() === undefined) {
        await sleep(options.delayMs, undefined, { signal: options.stopSignal }).catch(() => undefined);
      }
    }
    for (const observer of collectionFinished) observer.collectionFinished!(plan.collectionIndex);
  }
}

/** Why tests stop being started: an interrupt (they are "not run") or --bail (they are skipped). */
class StopState {
  #signal: AbortSignal;
  #bailReason: string | undefined;
  constructor(signal: AbortSignal) {
    this.#signal = signal;
  }
  bail(reason: string): void {
    this.#bailReason ??= reason;
  }
  current(): { outcome: 'skipped' | 'notRun'; reason: string } | undefined {
    if (this.#signal.aborted)
      return { outcome: 'notRun', reason: `not run: the run was interrupted (${String(this.#signal.reason)})` };
    if (this.#bailReason !== undefined) return { outcome: 'skipped', reason: this.#bailReason };
    return undefined;
  }
}

interface SharedState {
  environment: ExecutionEnvironment;
  options: SchedulingOptions;
  started: ((test: TestStart) => void) | undefined;
  attempted: ((attempt: AttemptEvent) => void) | undefined;
  finished(result: TestResult): void;
  stop: StopState;
}

/** The state of one iteration of one collection. */
class IterationRun {
  readonly plan: CollectionPlan;
  readonly iteration: number;
  readonly shared: SharedState;
  readonly outcomes: (Outcome | undefined)[];
  /**
   * Per test: the context values it read, and the ones it captured, kept while a test that depends
   * on it has yet to read them (`readersLeft`), so a run holds the values of the tests in flight and
   * of those still awaited, not of every test (a dependent passes on what it read to its own).
   */
  readonly inputs: ReadonlyMap<string, string>[] = [];
  readonly captured: ReadonlyMap<string, string>[] = [];
  readonly #readersLeft: Int32Array;
  /** `cookies: true`: this iteration's jar, fresh like its context values. */
  readonly cookies: RunCookieJar | undefined;

  constructor(plan: CollectionPlan, iteration: number, shared: SharedState, cookies: RunCookieJar | undefined) {
    this.plan = plan;
    this.cookies = cookies;
    this.iteration = iteration;
    this.shared = shared;
    this.outcomes = new Array(plan.tests.length);
    this.#readersLeft = new Int32Array(plan.tests.length);
    for (const deps of plan.dependencies) for (const d of deps) this.#readersLeft[d]++;
  }

  async sequential(): Promise<void> {
    // Counted, not iterated: an iterator kept across an await is an object and a call per step.
    const order = this.plan.order;
    for (let step = 0; step < order.length; step++) {
      const position = order[step];
      if (this.settleWithoutRunning(position)) continue;
      await this.execute(position, 0);
    }
  }

  async parallel(): Promise<void> {
    const { tests, dependencies } = this.plan;
    const waitingOn = dependencies.map((deps) => deps.length);
    // Only the tests with dependents get a list: most have none.
    const dependents: (number[] | undefined)[] = new Array(tests.length);
    dependencies.forEach((deps, position) => deps.forEach((d) => (dependents[d] ??= []).push(position)));
    const ready = new ReadyQueue();
    for (let position = 0; position < tests.length; position++) if (waitingOn[position] === 0) ready.push(position);
    const freeLanes: number[] = [];
    let lanes = 0;
    let inFlight = 0;

    await new Promise<void>((resolve, reject) => {
      const finish = (position: number) => {
        for (const dependent of dependents[position] ?? NO_DEPENDENTS) {
          if (--waitingOn[dependent] === 0) ready.push(dependent);
        }
      };
      const pump = () => {
        while (ready.size > 0 && inFlight < this.shared.options.concurrency) {
          const position = ready.pop();
          if (this.settleWithoutRunning(position)) {
            finish(position);
            continue;
          }
          const lane = freeLanes.length > 0 ? freeLanes.pop()! : lanes++;
          inFlight++;
          // An internal error must end the run (main reports it), not hang it or go unhandled.
          this.execute(position, lane).then(() => {
            inFlight--;
            freeLanes.push(lane);
            finish(position);
            pump();
          }, reject);
        }
        if (inFlight === 0 && ready.size === 0) resolve();
      };
      pump();
    });
  }

  /** Reports a test that must not run (stopped, or a dependency did not pass); true if it did. */
  settleWithoutRunning(position: number): boolean {
    const notRun = this.plan.tests[position].notRun;
    if (notRun !== undefined) {
      this.settle(position, 'notRun', notRun);
      return true;
    }
    const stopped = this.shared.stop.current();
    if (stopped !== undefined) {
      this.settle(position, stopped.outcome, stopped.reason);
      return true;
    }
    for (const dependency of this.plan.dependencies[position]) {
      const outcome = this.outcomes[dependency];
      if (outcome !== 'passed') {
        const test = this.plan.tests[dependency];
        const what = outcome === 'failed' ? 'failed' : outcome === 'errored' ? 'errored' : 'did not run';
        this.settle(
          position,
          'skipped',
          `skipped: dependency ${describeTest(test)} (line ${test.position.line}) ${what}`,
        );
        return true;
      }
    }
    return false;
  }

  settle(position: number, outcome: 'skipped' | 'notRun', reason: string): void {
    this.outcomes[position] = outcome;
    this.captured[position] = EMPTY_SCOPE;
    this.inputs[position] = EMPTY_SCOPE;
    this.#readDependencies(position);
    const test = this.plan.tests[position];
    this.shared.finished({
      collection: this.plan.collectionIndex,
      test: test.index,
      iteration: this.iteration,
      name: describeTest(test),
      outcome,
      validators: [],
      captures: [],
      reason,
    });
  }

  async execute(position: number, lane: number): Promise<void> {
    // A large collection's tests are read in full only now, as each is sent (model/indexed-test.ts).
    const test = fullDefinition(this.plan.tests[position]);
    const shape = testShape(test);
    const input = this.scopeFor(position);
    this.#readDependencies(position);
    this.inputs[position] = this.#readersLeft[position] > 0 ? input : EMPTY_SCOPE;
    const { name } = shape;
    const collection = this.plan.collectionIndex;
    const iteration = this.iteration;
    const { started, attempted } = this.shared;
    started?.({ collection, test: test.index, iteration, name, lane });
    const execution = await executeTest(
      test,
      shape,
      input,
      this.shared.environment,
      this.cookies,
      attempted && ((attempt) => attempted({ collection, test: test.index, iteration, name, ...attempt })),
    );
    // Cut off by the end of an interrupt's grace: the test did not get to finish, so it did not run.
    const cutOff = execution.outcome === 'errored' && this.shared.environment.signal?.aborted === true;
    this.outcomes[position] = cutOff ? 'notRun' : execution.outcome;
    this.captured[position] = this.#readersLeft[position] > 0 ? execution.captured : EMPTY_SCOPE;
    const result: TestResult = {
      collection,
      test: test.index,
      iteration,
      name,
      outcome: cutOff ? 'notRun' : execution.outcome,
      request: execution.request,
      response: execution.response,
      timings: execution.timings,
      validators: execution.validators,
      captures: execution.captures,
      error: cutOff ? undefined : execution.error,
      errorCode: cutOff ? undefined : execution.errorCode,
      lane,
    };
    if (cutOff) {
      result.reason = `not run: the run was interrupted (${String(this.shared.environment.signal!.reason)}) ${
        execution.response === undefined ? 'before the response arrived' : 'before its response was checked'
      }`;
    }
    if (execution.attempts) result.attempts = execution.attempts;
    this.shared.finished(result);
    if (this.shared.options.bail && (execution.outcome === 'failed' || execution.outcome === 'errored')) {
      this.shared.stop.bail(`skipped: --bail stopped the run after ${name} ${execution.outcome}`);
    }
  }

  /** A test has read its dependencies' values, or will not: the last reader of a test lets them go. */
  #readDependencies(position: number): void {
    for (const d of this.plan.dependencies[position]) {
      if (--this.#readersLeft[d] === 0) {
        this.captured[d] = EMPTY_SCOPE;
        this.inputs[d] = EMPTY_SCOPE;
      }
    }
  }

  /** The context values a test may read: those its dependencies (and theirs) captured. */
  scopeFor(position: number): ReadonlyMap<string, string> {
    const deps = this.plan.dependencies[position];
    if (deps.length === 0) return EMPTY_SCOPE;
    if (deps.length === 1) {
      const [d] = deps;
      if (this.captured[d].size === 0) return this.inputs[d];
      if (this.inputs[d].size === 0) return this.captured[d];
    }
    const scope = new Map<string, string>();
    for (const d of deps) {
      for (const [k, v] of this.inputs[d]) scope.set(k, v);
      for (const [k, v] of this.captured[d]) scope.set(k, v);
    }
    return scope;
  }
}

// Executing a prepared run: the engine sends the tests and every observer hears the run's events
// (runStarted, testStarted, testFinished, runFinished). The HTTP client and the interrupt
// handling belong to this one execution; a prepared run can be executed again.
import { performance } from 'node:perf_hooks';
import type { LlmUsageSummary, RunObserver, RunStart, RunSummary } from '../model/index.ts';
import { createLlmProbe, type LlmUsage } from '../engine/probes/llm/index.ts';
import { createHttpClient } from '../engine/http/client.ts';
import { PatternMatcher } from '../engine/queries/patterns.ts';
import { QueryEvaluator, type QueryWorker } from '../engine/queries/query-worker.ts';
import { runPlan } from '../engine/run/scheduler.ts';
import { countOutcome, emptyTotals } from '../report/results/totals.ts';
import { VERSION } from '../version.ts';
import type { PreparedRun } from './prepare.ts';
import { withoutPretenuring } from './heap-tuning.ts';
import { RunLedger } from './run-ledger.ts';
import { createExecutionEnvironment } from './execution-environment.ts';
import { holdOptimizingCompiler, SHORT_RUN_EXECUTIONS } from './compiler-tiering.ts';
import { writeCookieJar } from './client-files.ts';
import type { RunCookieJar } from '../engine/cookies/jar.ts';

export interface ExecuteIo {
  /** Aborted with 'SIGINT' or 'SIGTERM' as its reason to stop the run. */
  signal?: AbortSignal;
  /** After an interrupt, how long requests in flight may still finish before they are cut off. */
  interruptGraceMs?: number;
  /** Receives what is sent to and received from a language model, secrets masked (`--debug`). */
  debug?: (line: string) => void;
  /**
   * The prepared run is executed this once (the command line without --interval, the action): each
   * collection's test definitions are dropped as soon as its results are reported, so a long run
   * does not hold every definition (and V8's headroom over them) to its end.
   */
  once?: boolean;
  /**
   * The query worker thread of a process that executes many runs (`assay serve`, `--interval`):
   * starting one costs ~55 ms of CPU. Without it, a run that asks an XPath question starts its own.
   */
  queryWorker?: QueryWorker;
  /** The run's ledger, for an adapter that must name the unsettled tests of a run that never finished. */
  ledger?: RunLedger;
}

/** In-flight requests get this long to finish after an interrupt before they are aborted. */
export const DEFAULT_INTERRUPT_GRACE_MS = 2000;

export async function execute(
  run: PreparedRun,
  observers: readonly RunObserver[],
  io: ExecuteIo = {},
): Promise<RunSummary> {
  const { options } = run;
  withoutPretenuring();
  const stop = new AbortController();
  const abortRequests = new AbortController();
  let graceTimer: NodeJS.Timeout | undefined;
  const onInterrupt = () => {
    stop.abort(io.signal!.reason);
    graceTimer = setTimeout(
      () => abortRequests.abort(io.signal!.reason),
      io.interruptGraceMs ?? DEFAULT_INTERRUPT_GRACE_MS,
    );
  };
  if (io.signal?.aborted) onInterrupt();
  else io.signal?.addEventListener('abort', onInterrupt, { once: true });

  const totals = emptyTotals();
  const counter: RunObserver = { testFinished: (result) => countOutcome(totals, result.outcome) };
  const ledger = io.ledger ?? new RunLedger();
  const startedAt = new Date().toISOString();
  const start: RunStart = {
    startedAt,
    collections: run.collections,
    options,
    planned: run.planned,
    plannedTests: plannedTests(run),
    ...(run.shardPlan === undefined ? {} : { shardPlan: run.shardPlan }),
  };
  ledger.runStarted(start);
  for (const observer of observers) await observer.runStarted?.(start);

  const http = createHttpClient({
    insecure: options.insecure,
    followRedirects: options.followRedirects,
    maxBodyBytes: options.maxBodyBytes,
    connections: options.parallel ? options.concurrency : 1,
    userAgent: `assay/${VERSION}`,
    ...(options.httpVersion === undefined ? {} : { httpVersion: options.httpVersion }),
  });
  const { clientFiles } = run;
  /** `--cookie-jar`: the last jar of each collection. */
  const lastJars = new Map<number, RunCookieJar>();
  // A short run ends before TurboFan's work pays back (compiler-tiering.ts).
  const releaseCompiler =
    io.once && run.planned * options.repeats <= SHORT_RUN_EXECUTIONS ? holdOptimizingCompiler() : undefined;
  // The matcher of user regular expressions (its cache and worker), the query worker and the probes'
  // answers belong to this execution.
  const patterns = new PatternMatcher();
  // XPath and costly JSONPath run in the worker: work that repays TurboFan (V8's flags are the process's).
  const queries = new QueryEvaluator(abortRequests.signal, io.queryWorker, releaseCompiler);
  // The language model's calls, cache and token counts belong to this execution too.
  const llm =
    run.llm === undefined
      ? undefined
      : createLlmProbe(run.llm, {
          redact: (text) => run.redactor.redact(text),
          signal: abortRequests.signal,
          ...(io.debug === undefined ? {} : { debug: io.debug }),
        });
  const runStartedAt = performance.now();
  try {
    await runPlan(
      run.plans,
      createExecutionEnvironment(run, { http, patterns, queries, llm, signal: abortRequests.signal, runStartedAt }),
      {
        parallel: options.parallel,
        concurrency: options.concurrency,
        repeats: options.repeats,
        delayMs: options.delayMs,
        bail: options.bail,
        stopSignal: stop.signal,
        ...(clientFiles?.cookies === undefined
          ? {}
          : {
              cookieFiles: {
                seed: clientFiles.cookies,
                finished: (jar: RunCookieJar, collection: number) => lastJars.set(collection, jar),
              },
            }),
      },
      [counter, ledger, ...observers, ...(io.once ? [releasingDefinitions(run)] : [])],
    );
  } finally {
    // The reports are rendered after the run: a large one repays TurboFan.
    releaseCompiler?.();
    clearTimeout(graceTimer);
    io.signal?.removeEventListener('abort', onInterrupt);
    await Promise.all([
      stop.signal.aborted ? http.destroy() : http.close(),
      patterns.close(),
      queries.close(),
      llm?.close(),
    ]);
  }

  if (clientFiles?.cookieJarPath !== undefined)
    writeCookieJar(clientFiles.cookieJarPath, [...lastJars.values()], (value) => run.redactor.redact(value) !== value);
  const interrupted = stop.signal.aborted ? (String(stop.signal.reason) as 'SIGINT' | 'SIGTERM') : undefined;
  const unaccounted = ledger.problem();
  const summary: RunSummary = {
    startedAt,
    durationMs: performance.now() - runStartedAt,
    totals,
    ...(interrupted ? { interrupted } : {}),
    ...(llm === undefined ? {} : { llm: usageSummary(llm.usage()) }),
    ...(unaccounted === undefined ? {} : { unaccounted }),
  };
  for (const observer of observers) await observer.runFinished?.(summary);
  return summary;
}

function usageSummary(usage: LlmUsage): LlmUsageSummary {
  return {
    calls: usage.calls,
    cacheHits: usage.cacheHits,
    tokens: { prompt: usage.prompt, completion: usage.completion, total: usage.total },
  };
}

/**
 * Drops a finished collection's test definitions from the run and from every object the observers
 * were given (the plan holds its own copy of the collection when tests were selected). Observers
 * read a test's definition only while its result is reported, and render queued results when they
 * hear `collectionFinished` (this observer comes after them).
 */
function releasingDefinitions(run: PreparedRun): RunObserver {
  return {
    collectionFinished(collection) {
      for (const plan of run.plans) {
        if (plan.collectionIndex !== collection) continue;
        plan.tests = [];
        plan.dependencies = [];
        plan.order = [];
        plan.collection.tests = [];
      }
      run.collections[collection].tests = [];
    },
  };
}

/** Per collection, the declared indices of its planned tests (none for a collection without a plan). */
function plannedTests(run: PreparedRun): number[][] {
  const tests: number[][] = run.collections.map(() => []);
  for (const plan of run.plans) tests[plan.collectionIndex] = plan.tests.map((t) => t.index);
  return tests;
}

/**
 * ASSAY_INTERRUPT_GRACE_MS from an environment: the adapters' way to set `interruptGraceMs`
 * (tests keep interrupt tests short with it; a slow API may want longer). Undefined when unset or not a number.
 */
export function interruptGraceFrom(env: Record<string, string | undefined>): number | undefined {
  const value = env.ASSAY_INTERRUPT_GRACE_MS?.trim();
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

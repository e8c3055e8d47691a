// The engine's ExecutionEnvironment for one execution of a prepared run: the run's options and
// secrets, with the services this execution owns (and closes when it ends).
import type { ExecutionEnvironment } from '../engine/run/environment.ts';
import type { HttpClient } from '../engine/http/types.ts';
import type { PatternMatcher } from '../engine/queries/patterns.ts';
import type { QueryEvaluator } from '../engine/queries/query-worker.ts';
import type { LlmProbe } from '../engine/probes/llm/index.ts';
import { RunProbes } from '../engine/probes/probes.ts';
import { TokenCache } from '../engine/auth/oauth2.ts';
import { clientFetch } from '../engine/http/as-fetch.ts';
import type { PreparedRun } from './prepare.ts';

/** What one execution creates for its tests and closes when it ends. */
export interface ExecutionServices {
  http: HttpClient;
  /** The matcher of user regular expressions (its cache and worker). */
  patterns: PatternMatcher;
  /** XPath and costly JSONPath questions, answered in the query worker. */
  queries: QueryEvaluator;
  /** The language model's calls, cache and token counts, when the run has a model. */
  llm: LlmProbe | undefined;
  /** Aborted when requests in flight must stop (an interrupt's grace ended). */
  signal: AbortSignal;
  /** `performance.now()` when the execution started; timings are relative to it. */
  runStartedAt: number;
}

/** Response body kept for the reports of a test that did not pass (passing tests keep none). */
const KEPT_BODY_BYTES = 64 * 1024;

export function createExecutionEnvironment(run: PreparedRun, services: ExecutionServices): ExecutionEnvironment {
  const { options } = run;
  const { http, signal } = services;
  return {
    http,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    signal,
    runStartedAt: services.runStartedAt,
    // The values templates read.
    vars: options.variables,
    secrets: options.secrets,
    env: run.env,
    // Secrets are registered the moment they are known and masked in every text.
    onSecret: run.addSecret,
    redact: (text) => run.redactor.redact(text),
    keptBodyBytes: KEPT_BODY_BYTES,
    patterns: services.patterns,
    queries: services.queries,
    probes: new RunProbes(
      {
        timeoutMs: options.timeoutMs,
        signal,
        fetch: clientFetch(http, options.timeoutMs),
        dnsServer: options.dnsServer,
        rdapBootstrap: options.rdapBootstrap,
        rdapUrl: options.rdapUrl,
        whoisServer: options.whoisServer,
        maxPages: options.maxPages,
        concurrency: options.parallel ? options.concurrency : undefined,
      },
      services.llm,
    ),
    tokens: new TokenCache(http, options.timeoutMs, run.addSecret),
  };
}

// What one execution of a run gives each test: the HTTP client, the values templates read, the
// secret handling and the run's shared evaluators. Created once per execution by the session.
import type { HttpClient } from '../http/types.ts';
import type { PatternMatcher } from '../queries/patterns.ts';
import type { QueryEvaluator } from '../queries/query-worker.ts';
import type { Probes } from '../probes/probes.ts';
import type { TokenCache } from '../auth/oauth2.ts';

export interface ExecutionEnvironment {
  http: HttpClient;
  timeoutMs: number;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
  /**
   * Called with each secret the moment it is known: a `type: secret` capture, a URL's password, a
   * credential header's value. `derived` marks values taken from headers rather than named by the user.
   */
  onSecret(value: string, name: string, derived?: boolean): void;
  signal?: AbortSignal;
  /** `performance.now()` when the run started; timings are relative to it. */
  runStartedAt: number;
  /** Response body kept for reports of tests that did not pass; passing tests keep none. */
  keptBodyBytes: number;
  /** Masks secrets. Text that is cut short for a report or a message is masked before the cut,
   *  so a secret across the cut cannot leave a visible part. */
  redact(text: string): string;
  /** The run's matcher for user regular expressions (its cache and worker belong to the run). */
  patterns: PatternMatcher;
  /** The run's XPath questions and costly JSONPath ones, answered off the main thread. */
  queries: QueryEvaluator;
  /** The run's probes for validators that look beyond the response. */
  probes: Probes;
  /** The execution's OAuth2 tokens, shared by its tests that name the same client. */
  tokens: TokenCache;
  /** `--retries N`: the retries of a test without its own `retry`. */
  retries?: number;
}

// The shape of results.json (schema version 1, validated by docs/results-schema.json). It is the
// one complete, redacted record of a run: every file format (JUnit, HTML, CTRF, Xray, Markdown,
// Testlemon) is rendered from it, and `assay merge` combines several of them.
import type {
  Outcome,
  RequestRecord,
  ResponseRecord,
  RunTotals,
  Timings,
  ValidatorResult,
  CaptureResult,
  ErrorCode,
  AttemptRecord,
  LlmUsageSummary,
  CiProvenance,
} from '../../model/index.ts';

export const RESULTS_SCHEMA_VERSION = 1;

export interface ResultsDocument {
  schemaVersion: 1;
  tool: { name: 'assay'; version: string };
  run: {
    startedAt: string;
    finishedAt: string;
    durationMs: number;
    /** The options that shaped the run, secrets masked. */
    options: RunOptionsRecord;
    interrupted?: 'SIGINT' | 'SIGTERM';
    /**
     * Set on a shard's results; absent on a whole run and on a merge. `plan` is the fingerprint of
     * the whole run (collections, selected test keys, repeats) and `plannedTests` its number of
     * tests per iteration: the same in every shard of one run.
     */
    shard?: { index: number; total: number; plan?: string; plannedTests?: number };
    /** Set by `assay merge`: how many results files were combined. */
    mergedFrom?: number;
    /** Set when a language model was configured: answers received and replayed, tokens used (docs/llm.md). */
    llm?: LlmUsageSummary;
    /** Set when the run ran in GitHub Actions: its commit, branch and workflow run. */
    ci?: CiProvenance;
  };
  totals: RunTotals;
  collections: CollectionReport[];
}

export interface RunOptionsRecord {
  collections: string[];
  variables: Record<string, string>;
  /** Names only; values are never recorded. */
  secrets: string[];
  tags: string[];
  /** `--operation` values, when given. */
  operations?: string[];
  parallel: boolean;
  concurrency: number;
  repeats: number;
  delayMs: number;
  timeoutMs: number;
  maxBodyBytes: number;
  insecure: boolean;
  followRedirects: boolean;
  bail: boolean;
  formats: string[];
}

export interface CollectionReport {
  name: string;
  /** Display path (relative to the working directory), URL, or `<inline #N>`. */
  file: string;
  metadata?: unknown;
  totals: RunTotals;
  durationMs: number;
  /** In declared order, iteration by iteration (all of iteration 1, then iteration 2, …). */
  tests: TestReport[];
}

export interface TestReport {
  /** Declared index within the collection (0-based). */
  index: number;
  iteration: number;
  id?: string;
  /** Display name: name, else id, else `METHOD url`. */
  name: string;
  /** The url as written (templates unrendered), for identifying the test. */
  urlTemplate: string;
  method: string;
  tags: string[];
  dependsOn: string[];
  metadata?: unknown;
  /** Position of the test in its collection file. */
  line: number;
  column: number;
  outcome: Outcome;
  request?: RequestRecord;
  response?: ResponseRecord;
  timings?: Timings;
  validators: ValidatorResult[];
  captures: CaptureResult[];
  error?: string;
  /** For `errored`: the kind of cause (`timeout`, `dns`, `tls`, `refused`, …). */
  errorCode?: ErrorCode;
  reason?: string;
  lane?: number;
  /** Every attempt of a test with `retry`; the outcome is the last one's. */
  attempts?: AttemptRecord[];
}

/**
 * Passed after an attempt that failed or errored (CTRF's `flaky`). A test that polled with `until`
 * while each answer was itself fine (a job still `running`) waited as designed: not flaky.
 */
export function isFlaky(test: TestReport): boolean {
  return test.outcome === 'passed' && (test.attempts?.some((attempt) => attempt.outcome !== 'passed') ?? false);
}

// The shared vocabulary of assay: what a checked collection looks like, what a run produces,
// and the options that drive it. Every stage of the pipeline (collection → plan → engine →
// reporters) speaks in these types; nothing here knows where it runs (CLI or action).

/** A problem found in a collection or in the invocation, before anything is sent. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable machine-readable code, e.g. `unknown-key`, `dependency-cycle`. */
  code: string;
  message: string;
  /** Display path of the collection (or `<inline #1>`, or the URL it came from); empty for invocation errors. */
  file: string;
  /** 1-based; 0 when the problem has no position (e.g. a missing file). */
  line: number;
  column: number;
  /** Number of characters the caret underline covers (at least 1). */
  length?: number;
  hint?: string;
}

/** Where a value of a collection was written, for reports and annotations. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A string with `${{ … }}` references, parsed once when the collection is checked. */
export interface Template {
  /** The text as written in the collection. */
  source: string;
  parts: TemplatePart[];
}

export type TemplatePart =
  | { kind: 'text'; text: string }
  | { kind: 'ref'; namespace: 'context' | 'vars' | 'secrets' | 'env'; name: string }
  | { kind: 'func'; name: 'guid' | 'random' | 'utcnow' }
  /** `${{ <model>.text(N) }}`: about `words` words written by a language model (`text()`: the default count). */
  | { kind: 'model-text'; model: string; words?: number };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'TRACE';

export interface Collection {
  /** Display path: a path relative to the working directory, a URL, or `<inline #N>`. */
  file: string;
  /** Absolute path on disk when the collection came from a file (annotations need it). */
  absolutePath?: string;
  name: string;
  /** Raw collection metadata (list of string maps), as written. */
  metadata?: unknown;
  tests: TestDefinition[];
}

export interface TestDefinition {
  /** 0-based position in the collection as declared. */
  index: number;
  id?: string;
  name?: string;
  /** Ids of the tests this one runs after (the original allows one; assay also accepts a list). */
  dependsOn: string[];
  method: HttpMethod;
  /** The full address: `baseUrl` joined with a `/path`, or the absolute url as written. */
  url: Template;
  headers: HeaderDefinition[];
  body?: BodyDefinition;
  tags: string[];
  /** Empty means the default rule: the test passes only on status 200. */
  validators: ValidatorDefinition[];
  captures: CaptureDefinition[];
  metadata?: unknown;
  /** Per-test timeout in ms; undefined means the run's `--timeout`. */
  timeoutMs?: number;
  /** Position of the test's entry in its collection. */
  position: SourcePosition;
}

export interface HeaderDefinition {
  name: string;
  value: Template;
}

export interface BodyDefinition {
  /** `json` when written as a YAML/JSON object or array (sent as JSON), else `text` (sent as is). */
  kind: 'json' | 'text';
  template: Template;
}

export interface ValidatorDefinition {
  /** A name of the validator registry (src/engine/validators/index.ts). */
  name: string;
  /**
   * The argument as the validator's schema read it (a number, a list of numbers, a boolean…), or a
   * template: text arguments always, and a numeric argument written with a template
   * (`status-code: ${{ vars.code }}`), which is converted when the test runs.
   */
  argument: unknown;
  position: SourcePosition;
}

export interface CaptureDefinition {
  name: string;
  type: 'variable' | 'secret';
  /** The pattern as written; compiled with `new RegExp(pattern)` (checked to compile and to have a group). */
  pattern: string;
  /** A registered capture source and its checked argument; absent: the response body. */
  source?: { key: string; argument: unknown };
  position: SourcePosition;
}

// ---------------------------------------------------------------------------------------------
// Running

export interface RunOptions {
  /** `-c/--collections` values, in order. */
  collections: string[];
  variables: Record<string, string>;
  secrets: Record<string, string>;
  /** Directory for reports, or a single `.json`/`.xml` file path; undefined: no files. */
  output?: string;
  /** Extra report formats beyond results.json and junit.xml (`testlemon`, `html`, `ctrf`, `xray`, `markdown`). */
  formats: string[];
  /** Accepted for old pipelines; a secret, never printed or written. */
  license?: string;
  tags: string[];
  parallel: boolean;
  concurrency: number;
  repeats: number;
  delayMs: number;
  timeoutMs: number;
  maxBodyBytes: number;
  insecure: boolean;
  followRedirects: boolean;
  bail: boolean;
  dryRun: boolean;
  debug: boolean;
  /** `--shard i/n`: run the i-th (1-based) of n parts. */
  shard?: { index: number; total: number };
  /** `--shard-timings <results.json>`: balance shards by earlier durations. */
  shardTimings?: string;
  /** The `--llm-*` flags (and the original's `--openai-*`, `--ollama-*`) as given; read when the run is prepared. */
  llm?: LlmSettings;
}

/** The language model's flags, as strings exactly as given (docs/llm.md). */
export interface LlmSettings {
  llmUrl?: string;
  /** A secret. */
  llmKey?: string;
  llmModel?: string;
  llmApi?: string;
  llmCache?: string;
  llmCacheMode?: string;
  llmConcurrency?: string;
  llmMaxBody?: string;
  llmTimeout?: string;
  openaiEndpoint?: string;
  /** A secret. */
  openaiApikey?: string;
  ollamaEndpoint?: string;
  ollamaTimeout?: string;
}

export type Outcome = 'passed' | 'failed' | 'errored' | 'skipped' | 'notRun';

export interface RequestRecord {
  method: HttpMethod;
  url: string;
  headers: [string, string][];
  body?: string;
}

export interface ResponseRecord {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as reports keep it: possibly truncated (see `bodyTruncated`). */
  body?: string;
  /** Size of the whole decoded body in bytes. */
  bodyBytes: number;
  bodyTruncated: boolean;
}

export interface Timings {
  /** Start, in ms since the run started. */
  startMs: number;
  totalMs: number;
  /** Time to the first byte of the response (headers received). */
  ttfbMs: number;
}

export interface ValidatorResult {
  name: string;
  pass: boolean;
  expected: string;
  actual: string;
  /** One line a person understands, e.g. `status-code: expected 201, got 404 Not Found`. */
  message: string;
  /** Set when the check could not be judged (its language model failed): the test is then errored with this code. */
  errorCode?: ErrorCode;
  /** Where the validator is written in its collection; absent for the implicit `status-code: 200` of a test without validators. */
  position?: SourcePosition;
}

export interface CaptureResult {
  name: string;
  type: 'variable' | 'secret';
  pattern: string;
  matched: boolean;
  /** The captured text (reports mask secret ones). */
  value?: string;
  /** Where the capture is written in its collection. */
  position?: SourcePosition;
  /** Why there is no value when it is not "no match", e.g. the pattern took too long. */
  problem?: string;
  /** What the pattern was applied to when it was not the response body, e.g. `header X-Id`. */
  source?: string;
}

/**
 * Why an `errored` test could not be judged: what the HTTP client reports (`timeout`, `dns`, `tls`,
 * `refused`, `reset`, …), or `missing-value` when a template named a value that does not exist.
 */
export type ErrorCode =
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'dns'
  | 'tls'
  | 'body-too-large'
  | 'invalid-url'
  | 'too-many-redirects'
  | 'aborted'
  | 'network'
  | 'missing-value'
  /** A language model could not answer (a check's verdict or a generated text); see docs/llm.md. */
  | 'llm';

export interface TestResult {
  /** Index of the collection in the run. */
  collection: number;
  /** The test's declared index in its collection. */
  test: number;
  /** 1-based iteration (`--repeats`). */
  iteration: number;
  outcome: Outcome;
  /** Display name: the test's name, else its id, else `METHOD url`. */
  name: string;
  request?: RequestRecord;
  response?: ResponseRecord;
  timings?: Timings;
  validators: ValidatorResult[];
  captures: CaptureResult[];
  /** For `errored`: the cause in plain words. */
  error?: string;
  /** For `errored`: the kind of cause, for tools that act on it (retry on `timeout`, page on `dns`). */
  errorCode?: ErrorCode;
  /** For `skipped` / `notRun`: why. */
  reason?: string;
  /** Concurrency lane the test ran in (0-based), for timelines. */
  lane?: number;
}

export interface RunTotals {
  total: number;
  passed: number;
  failed: number;
  errored: number;
  skipped: number;
  notRun: number;
}

export interface RunSummary {
  startedAt: string;
  durationMs: number;
  totals: RunTotals;
  /** Set when the run was stopped by a signal. */
  interrupted?: 'SIGINT' | 'SIGTERM';
  /** Set when a language model was configured: what the run asked of it. */
  llm?: LlmUsageSummary;
}

/** Language-model use of one run: answers received, answers replayed from the cache, tokens of the answers received. */
export interface LlmUsageSummary {
  calls: number;
  cacheHits: number;
  tokens: { prompt: number; completion: number; total: number };
}

/** Information the engine gives reporters before the first test starts. */
export interface RunStart {
  startedAt: string;
  collections: Collection[];
  options: RunOptions;
  /** Tests that will run per collection per iteration, after tag filtering and sharding. */
  planned: number;
  /** Per collection of `collections`: the declared indices of its planned tests, ascending. */
  plannedTests: number[][];
}

/** A test the engine is about to send, for observers that show or time tests as they start. */
export interface TestStart {
  collection: number;
  test: number;
  iteration: number;
  name: string;
  /** Concurrency lane the test runs in (0-based). */
  lane: number;
}

/**
 * Receives the events of one execution of a prepared run, in order: `runStarted`, then for each
 * test that is sent `testStarted` before its `testFinished` (tests that cannot run get only
 * `testFinished`), then `runFinished`. Every method is optional, so later events (attempts of a
 * retried test, probes) can be added without touching observers that ignore them. `testStarted`
 * and `testFinished` are synchronous (they are on the hot path); the run waits for the promise
 * `runStarted` or `runFinished` may return.
 */
export interface RunObserver {
  runStarted?(start: RunStart): void | Promise<void>;
  testStarted?(test: TestStart): void;
  testFinished?(result: TestResult): void;
  runFinished?(summary: RunSummary): void | Promise<void>;
}

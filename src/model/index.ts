// The shared vocabulary of assay: what a checked collection looks like, what a run produces,
// and the options that drive it. Every stage of the pipeline (collection → plan → engine →
// reporters) speaks in these types; nothing here knows where it runs (CLI or action).
import type { FilePolicy } from './file-access.ts';

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
  | { kind: 'ref'; namespace: 'context' | 'vars' | 'secrets' | 'env' | 'data'; name: string }
  | { kind: 'func'; name: 'guid' | 'random' | 'utcnow' }
  /** `${{ <model>.text(N) }}`: about `words` words written by a language model (`text()`: the default count). */
  | { kind: 'model-text'; model: string; words?: number };

/** An HTTP method token (RFC 9110 §9.1): the standard ones and any other, e.g. `PURGE`, `PROPFIND`. */
export type HttpMethod = string;

export interface Collection {
  /** Display path: a path relative to the working directory, a URL, or `<inline #N>`. */
  file: string;
  /** Absolute path on disk when the collection came from a file (annotations need it). */
  absolutePath?: string;
  name: string;
  /** Raw collection metadata (list of string maps), as written. */
  metadata?: unknown;
  /** `cookies: true`: a cookie jar per collection and iteration (RFC 6265 rules). */
  cookies?: boolean;
  /** Absolute paths of the files it reads besides itself (data, body and multipart files, JSON Schemas): `--watch` follows them. */
  files?: string[];
  /** Some test asks a language model (`asksLanguageModel`): noted at the check, so the tests need not be read again to find out. */
  asksLanguageModel?: boolean;
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
  /** `query`: pairs appended to the URL, percent-encoded (RFC 3986); a list value repeats its key. */
  query?: NameValue[];
  body?: BodyDefinition;
  auth?: AuthDefinition;
  retry?: RetryDefinition;
  /** `data`: the rows this test runs once each for (expanded into one test per row after the check). */
  data?: DataRows;
  /** For a test made from a `data` row: the row's 1-based number. */
  dataRow?: number;
  tags: string[];
  /** Empty means the default rule: the test passes only on status 200. */
  validators: ValidatorDefinition[];
  captures: CaptureDefinition[];
  metadata?: unknown;
  /** Per-test timeout in ms; undefined means the run's `--timeout`. */
  timeoutMs?: number;
  /** How the request is sent, when the test says (docs/collection-format.md, "Request options"). */
  requestOptions?: RequestOptionsDefinition;
  /** Position of the test's entry in its collection. */
  position: SourcePosition;
  /**
   * Set when the test cannot be sent as written, e.g. an OpenAPI operation whose required parameter
   * has no value or whose credentials were not given: the run reports it as not run with this reason.
   */
  notRun?: string;
  /** The spec operation a test generated from an OpenAPI document checks. */
  operation?: OperationReference;
}

/** Where a generated test's operation is written, so spec checks (response schema, headers) can find it. */
export interface OperationReference {
  /** Absolute path (or URL) of the spec file. */
  spec: string;
  /** JSON pointer to the operation, e.g. `#/paths/~1pets~1{petId}/get`. */
  pointer: string;
  method: HttpMethod;
  /** The path template as written in the spec, e.g. `/pets/{petId}`. */
  path: string;
  operationId?: string;
  /** The documented success statuses (`200`, `201`, `2XX`) the test checks. */
  successStatuses: string[];
}

export interface DataRows {
  /** The file as written, or `inline`. */
  source: string;
  columns: string[];
  rows: Record<string, string>[];
}

export interface HeaderDefinition {
  name: string;
  /** Set when the name is written with a template (`${{ vars.header }}: x`); `name` is then its source. */
  nameTemplate?: Template;
  value: Template;
}

export interface NameValue {
  name: Template;
  value: Template;
}

/**
 * What is sent as the request body. `json` when written as a YAML/JSON object or array (sent as
 * JSON), `text` sent as is, `form` (`form:`, application/x-www-form-urlencoded), `multipart`
 * (`multipart:`, multipart/form-data) and `file` (`body: { file }`, the file's bytes).
 */
export type BodyDefinition =
  | { kind: 'json' | 'text'; template: Template }
  | { kind: 'form'; fields: NameValue[] }
  | { kind: 'multipart'; parts: MultipartPart[] }
  | { kind: 'file'; file: FileReference; contentType?: Template };

/** A file a test sends: the path as written, where it is on disk, and the policy it is read under again when sent. */
export interface FileReference {
  written: string;
  path: string;
  policy: FilePolicy;
}

export type MultipartPart =
  | { name: Template; value: Template; contentType?: Template }
  | { name: Template; file: FileReference; filename?: Template; contentType?: Template };

export type AuthDefinition =
  | { kind: 'basic'; username: Template; password: Template }
  | { kind: 'bearer'; token: Template }
  | {
      kind: 'oauth2';
      tokenUrl: Template;
      clientId: Template;
      clientSecret: Template;
      scope?: Template;
      audience?: Template;
      /** How the client authenticates to the token endpoint (RFC 6749 §2.3.1): HTTP Basic (default) or the form body. */
      clientAuth: 'basic' | 'body';
    }
  | {
      /** AWS Signature Version 4 of the request as sent (curl's and Hurl's --aws-sigv4). */
      kind: 'aws-sigv4';
      /** `aws:amz:REGION:SERVICE`. */
      provider: Template;
      accessKey: Template;
      secretKey: Template;
      sessionToken?: Template;
    };

/** A test's request options; each absent one is the run's. */
export interface RequestOptionsDefinition {
  /** `resolve: host:port:address`: `toHost` is the address, `toPort` the port. */
  resolve?: ConnectionRoute[];
  /** `connect-to: host:port:host2:port2`. */
  connectTo?: ConnectionRoute[];
  /** Milliseconds waited before the test is sent. */
  delayMs?: number;
  httpVersion?: '1.0' | '1.1' | '2';
  proxy?: Template;
  followRedirects?: boolean;
  maxRedirects?: number;
  locationTrusted?: boolean;
  /** Bytes per second, sending and receiving. */
  limitRate?: number;
  pathAsIs?: boolean;
}

/** Where a connection to `host:port` goes instead: empty `host`/`port` match any, empty `toHost`/`toPort` keep them. */
export interface ConnectionRoute {
  host: string;
  port: string;
  toHost: string;
  toPort: string;
}

export interface RetryDefinition {
  /** Further attempts after the first, at most. */
  count: number;
  intervalMs: number;
  backoff: 'fixed' | 'exponential';
  /** Upper bound of one wait with `backoff: exponential`. */
  maxIntervalMs: number;
  /** Outcomes that are retried when there is no `until` (default both). */
  on: ('failed' | 'errored')[];
  /** Validators that must hold for the loop to stop; empty: `on` decides. */
  until: ValidatorDefinition[];
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
  /** The pattern as written (absent: the source's value is taken whole); compiled with `new RegExp(pattern)` (checked to compile and to have a group). */
  pattern?: string;
  /** A registered capture source and its checked argument; absent: the response body. */
  source?: { key: string; argument: unknown };
  /** Filters applied in order to the source's value before `pattern` (a filter's name and checked argument). */
  filters?: readonly { name: string; argument?: unknown }[];
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
  /** `--operation`: run only the tests generated from these OpenAPI operationIds. */
  operations: string[];
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
  /** `--retries N`: retries of a test without its own `retry` (0: none). */
  retries: number;
  /** `--interval`: run again this many ms after each run ends, until interrupted (the command line only). */
  intervalMs?: number;
  /** `--watch`: run again when a collection file changes, until interrupted (the command line only). */
  watch?: boolean;
  /** `--dns-server host[:port]` for the dns-* validators; undefined: the system resolver. */
  dnsServer?: string;
  /** `--rdap-bootstrap`: an RDAP bootstrap file or URL replacing the shipped IANA copy. */
  rdapBootstrap?: string;
  /** `--rdap-url`: one RDAP base URL for every domain. */
  rdapUrl?: string;
  /** `--whois-server host[:port]`: the first WHOIS server (default whois.iana.org). */
  whoisServer?: string;
  /** `--max-pages`: pages of a site the sitemap-* validators fetch at most. */
  maxPages: number;
  /** `--shard i/n`: run the i-th (1-based) of n parts. */
  shard?: { index: number; total: number };
  /** `--shard-timings <results.json>`: balance shards by earlier durations. */
  shardTimings?: string;
  /** The `--llm-*` flags (and the original's `--openai-*`, `--ollama-*`) as given; read when the run is prepared. */
  llm?: LlmSettings;
  /** `--report-to`: an assay server's project page the results are sent to (docs/serve.md#runs-from-ci). */
  reportTo?: string;
  /** Where the run ran, when in CI (results.json `run.ci`); read from the environment when it is prepared. */
  ci?: CiProvenance;
  /** `--http-version`: the HTTP version of a test without its own `http-version` (default 1.1). */
  httpVersion?: '1.0' | '1.1' | '2';
  /** `--netrc` (~/.netrc), `--netrc-file F`, `--netrc-optional`: logins by host, as curl reads them. */
  netrc?: { file?: string; optional: boolean };
  /** `--cookie F`: a Netscape cookie file read into every collection's jar. */
  cookieFile?: string;
  /** `--cookie-jar F`: the jars written there when the run ends. */
  cookieJar?: string;
}

/** Where a run ran, when in GitHub Actions: its GITHUB_* values (results.json `run.ci`). */
export interface CiProvenance {
  provider: 'github-actions';
  repository?: string;
  commit?: string;
  branch?: string;
  workflow?: string;
  runUrl?: string;
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
  /** Milliseconds; overrides the run's --timeout for model calls. */
  llmTimeout?: string;
  /** The original runner's flags, accepted as aliases. */
  openaiEndpoint?: string;
  /** A secret. */
  openaiApikey?: string;
  ollamaEndpoint?: string;
  /** Seconds, as the original reads it. */
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
  /** For a query validator: what it selected with, e.g. `json-path $.items[*].price`, `header Content-Type`. */
  query?: string;
  /** For a query validator: the predicate that failed (all of them when it passed), e.g. `equals`, `each.lt`. */
  predicate?: string;
  /** For `each` / `any`: the index of the first node that failed (`each`) or held (`any`). */
  index?: number;
  /** Set when the check could not be judged (its language model failed): the test is then errored with this code. */
  errorCode?: ErrorCode;
  /** Where the validator is written in its collection; absent for the implicit `status-code: 200` of a test without validators. */
  position?: SourcePosition;
}

export interface CaptureResult {
  name: string;
  type: 'variable' | 'secret';
  /** Absent when the capture takes its source's value whole. */
  pattern?: string;
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

/** Why the HTTP client could not complete a request. */
export type FailureCode =
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'dns'
  | 'tls'
  | 'body-too-large'
  | 'invalid-url'
  | 'too-many-redirects'
  | 'aborted'
  | 'network';

/**
 * Why an `errored` test could not be judged: what the HTTP client reports (`timeout`, `dns`, `tls`,
 * `refused`, `reset`, …), `missing-value` when a template named a value that does not exist, `auth` when
 * no OAuth2 token could be had, `file` when a file to send could not be read, `invalid-header` when a
 * templated header name is not a token once rendered.
 */
export type ErrorCode =
  | FailureCode
  | 'missing-value'
  | 'auth'
  | 'file'
  | 'invalid-header'
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
  /** Every attempt of a test with `retry` (or `--retries`), in order; the outcome above is the last one's. */
  attempts?: AttemptRecord[];
}

export interface AttemptRecord {
  /** 1-based. */
  attempt: number;
  outcome: Outcome;
  status?: number;
  /** Start, in ms since the run started. */
  startMs: number;
  totalMs: number;
  /** Why another attempt followed, e.g. `status-code: expected 200, got 503`; absent on the last one. */
  retriedBecause?: string;
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
  /**
   * Set when the results do not account for the plan (a planned test without a result, or with
   * two): what is wrong. Such a run is never green.
   */
  unaccounted?: string;
}

/** Language-model use of one run: answers received, answers replayed from the cache, tokens of the answers received. */
export interface LlmUsageSummary {
  calls: number;
  cacheHits: number;
  tokens: { prompt: number; completion: number; total: number };
}

/** The whole run a shard (`--shard i/n`) is part of: the same for each of its shards. */
export interface ShardPlan {
  /** `sha256:…` over the collections, the keys of the tests the run selected and its repeats. */
  fingerprint: string;
  /** Tests of the whole run per iteration, over all its shards. */
  tests: number;
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
  /** Set on a shard: the whole run it is part of. */
  shardPlan?: ShardPlan;
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
/** One attempt of a test with `retry`, as soon as it is judged (before any wait for the next). */
export interface AttemptEvent extends AttemptRecord {
  collection: number;
  test: number;
  iteration: number;
  name: string;
}

export interface RunObserver {
  runStarted?(start: RunStart): void | Promise<void>;
  testStarted?(test: TestStart): void;
  /** Each attempt of a retried test (synchronous, like `testStarted`). */
  attemptFinished?(attempt: AttemptEvent): void;
  testFinished?(result: TestResult): void;
  /** Every result of one collection (all its iterations) has been heard: after its last `testFinished`. */
  collectionFinished?(collection: number): void;
  runFinished?(summary: RunSummary): void | Promise<void>;
}

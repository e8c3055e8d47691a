// A fuzzing run: for each selected operation, fast-check searches valid cases (every one-response
// check), invalid ones (negative_data_rejection) and cases without credentials (ignored_auth), then,
// with --stateful, sequences of operations (stateful.ts). Cases go out through the engine's HTTP client
// (timeouts, body limits); a run keeps only the distinct failures it finds, each shrunk to a minimal
// request, and a count of cases per operation.
import type { HttpClient, ReceivedResponse } from '../engine/http/types.ts';
import type { Contract } from '../engine/validators/openapi/contract.ts';
import type { SecurityScheme, SpecOperation } from '../engine/validators/openapi/operations.ts';
import type { RefResolver } from '../engine/validators/openapi/resolve.ts';
import { judgeResponse, type CaseKind, type CheckFailure, type CheckName } from './checks.ts';
import { planOperation, type CaseRequest, type DrawnCase, type OperationPlan } from './cases.ts';
import { search } from './search.ts';
import { statefulSearches, type Chain } from './stateful.ts';

export interface FuzzSettings {
  baseUrl: string;
  seed: number;
  maxExamples: number;
  budgetMs: number;
  checks: ReadonlySet<CheckName>;
  stateful: boolean;
  /** Operations fuzzed at once (-p: several). */
  concurrency: number;
  secrets: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal;
}

/** A response as a finding keeps it: the body cut to an excerpt. */
export interface ResponseExcerpt {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  bodyBytes: number;
}

/** One request of a stateful sequence before the failing one, and what it captured. */
export interface Step {
  request: CaseRequest;
  status?: number;
  /** The path with the captured id as a reference, for the saved test. */
  savedPath?: string;
  /** The resource's id read from its response: where (a JSON pointer) and under which name the saved test captures it. */
  captures?: { name: string; pointer: string };
}

export interface Finding {
  check: CheckName;
  message: string;
  operation: SpecOperation;
  /** The minimal request that fails the check (secrets as references). */
  request: CaseRequest;
  response?: ResponseExcerpt;
  /** The rule the request breaks (negative_data_rejection). */
  violation?: string;
  /** Requests of the sequence before `request` (stateful checks). */
  steps?: Step[];
  /** `request` with the captured id as a reference (`/items/${{ context.id }}`), for the saved test. */
  savedPath?: string;
}

export interface OperationTally {
  operation: SpecOperation;
  cases: number;
  notSent?: string;
  findings: Finding[];
}

export interface FuzzOutcome {
  operations: OperationTally[];
  /** Stateful sequences found (--stateful), as `POST /items → GET /items/{id}`. */
  chains: string[];
  durationMs: number;
  /** Whether the budget ended the search before every case was tried. */
  budgetSpent: boolean;
  interrupted: boolean;
}

export interface FuzzTarget {
  operations: SpecOperation[];
  /** Every operation of the spec (stateful sequences may pass through unselected ones). */
  allOperations: SpecOperation[];
  root: Record<string, unknown>;
  resolver: RefResolver;
  schemes: Record<string, SecurityScheme>;
  contract: Contract;
}

const EXCERPT_CHARS = 2000;

export async function runFuzz(target: FuzzTarget, settings: FuzzSettings, client: HttpClient): Promise<FuzzOutcome> {
  const started = performance.now();
  const deadline = started + settings.budgetMs;
  let budgetSpent = false;
  const stopped = (): boolean => {
    if (settings.signal.aborted) return true;
    if (performance.now() >= deadline) budgetSpent = true;
    return budgetSpent;
  };
  const send = (request: CaseRequest) => sendCase(client, request, settings);
  const tallies = new Map<SpecOperation, OperationTally>();
  const tally = (operation: SpecOperation): OperationTally => {
    let entry = tallies.get(operation);
    if (!entry) tallies.set(operation, (entry = { operation, cases: 0, findings: [] }));
    return entry;
  };
  for (const operation of target.operations) tally(operation);
  const plans = new Map(
    target.allOperations.map((operation) => [
      operation,
      planOperation(operation, target.resolver, target.schemes, settings.secrets),
    ]),
  );

  const jobs: (() => Promise<void>)[] = target.operations.map((operation) => async () => {
    const plan = plans.get(operation)!;
    const entry = tally(operation);
    if (plan.notSent !== undefined) entry.notSent = plan.notSent;
    for (const phase of phasesOf(plan, settings.checks)) {
      const found = await search<DrawnCase, CheckFailure & { request: CaseRequest; response?: ResponseExcerpt }>({
        arbitrary: phase.kind === 'invalid' ? plan.invalid! : plan.valid,
        examples: phase.kind === 'valid' ? plan.examples : [],
        seed: seedFor(settings.seed, `${operation.method} ${operation.path} ${phase.kind}`),
        numRuns: phase.kind === 'unauthenticated' ? Math.min(settings.maxExamples, 10) : settings.maxExamples,
        maxShrinks: 200,
        stopped,
        run: async (drawn) => {
          const request = plan.render(drawn, phase.kind !== 'unauthenticated');
          entry.cases++;
          const sent = await send(request);
          const failures =
            'failure' in sent
              ? [{ check: 'not_a_server_error' as const, message: `no response: ${sent.failure}` }]
              : await judgeResponse(phase.kind, sent.response, target.contract, operation);
          const excerpt = 'response' in sent ? excerptOf(sent.response) : undefined;
          return failures
            .filter((f) => settings.checks.has(f.check) && phase.checks.has(f.check) && !hasFinding(entry, f.check))
            .map((f) => ({ ...f, request, ...(excerpt ? { response: excerpt } : {}) }));
        },
      });
      for (const { failure, drawn } of found)
        addFinding(entry, {
          check: failure.check,
          message: failure.message,
          operation,
          request: failure.request,
          ...(failure.response ? { response: failure.response } : {}),
          ...(drawn.violation !== undefined ? { violation: drawn.violation } : {}),
        });
    }
  });

  let chains: Chain[] = [];
  if (settings.stateful) {
    const stateful = statefulSearches(target, plans, settings, { send, stopped, tally });
    chains = stateful.chains;
    jobs.push(...stateful.jobs);
  }
  await pool(jobs, settings.concurrency);
  return {
    operations: [...tallies.values()],
    chains: chains.map((chain) => chain.label),
    durationMs: performance.now() - started,
    budgetSpent,
    interrupted: settings.signal.aborted,
  };
}

/** Each check fails at most once per operation: the first finding (of the simplest kind of case) stays. */
export function addFinding(tally: OperationTally, finding: Finding): void {
  if (!hasFinding(tally, finding.check)) tally.findings.push(finding);
}

function hasFinding(tally: OperationTally, check: CheckName): boolean {
  return tally.findings.some((finding) => finding.check === check);
}

interface Phase {
  kind: CaseKind;
  checks: ReadonlySet<CheckName>;
}

const RESPONSE_CHECKS: CheckName[] = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
];

function phasesOf(plan: OperationPlan, checks: ReadonlySet<CheckName>): Phase[] {
  const phases: Phase[] = [];
  if (plan.notSent === undefined) {
    phases.push({ kind: 'valid', checks: new Set([...RESPONSE_CHECKS, 'positive_data_acceptance']) });
    if (plan.invalid && checks.has('negative_data_rejection'))
      phases.push({ kind: 'invalid', checks: new Set([...RESPONSE_CHECKS, 'negative_data_rejection']) });
  }
  if (plan.secured && checks.has('ignored_auth'))
    phases.push({ kind: 'unauthenticated', checks: new Set(['ignored_auth']) });
  return phases;
}

export type Sent = { response: ReceivedResponse } | { failure: string };

/** Sends a case with its secret references replaced by their values. */
export async function sendCase(client: HttpClient, request: CaseRequest, settings: FuzzSettings): Promise<Sent> {
  const reveal = (text: string) =>
    text.replace(/\$\{\{ secrets\.([\w.-]+) \}\}/g, (whole, name: string) =>
      Object.hasOwn(settings.secrets, name) ? settings.secrets[name] : whole,
    );
  const result = await client.send({
    method: request.method,
    url: `${settings.baseUrl}${reveal(request.path)}`,
    headers: request.headers.map(([name, value]) => [name, reveal(value)]),
    ...(request.body ? { body: request.body.text } : {}),
    timeoutMs: settings.timeoutMs,
    timeoutSource: '--timeout',
    signal: settings.signal,
  });
  return result.ok ? { response: result } : { failure: result.message };
}

export function excerptOf(response: ReceivedResponse): ResponseExcerpt {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: response.body.length > EXCERPT_CHARS ? `${response.body.slice(0, EXCERPT_CHARS)}…` : response.body,
    bodyBytes: response.bodyBytes,
  };
}

/** A search's own seed from the run's: FNV-1a over the run's seed and what is searched. */
export function seedFor(seed: number, what: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of what) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

async function pool(jobs: (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
}

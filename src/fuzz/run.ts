// A fuzzing run: for each selected operation, fast-check searches valid cases (every one-response
// check), invalid ones (negative_data_rejection) and cases without credentials (ignored_auth), then,
// with --stateful, sequences of operations (stateful.ts). Cases go out through the engine's HTTP client
// (timeouts, body limits); a run keeps only the distinct failures it finds, each shrunk to a minimal
// request, and a count of cases per operation.
import type { HttpClient } from '../engine/http/types.ts';
import type { SpecOperation } from '../engine/validators/openapi/operations.ts';
import { judgeResponse, type CaseKind, type CheckFailure, type CheckName } from './checks.ts';
import { planOperation, type CaseRequest, type DrawnCase, type OperationPlan } from './cases.ts';
import { search } from './search.ts';
import { statefulSearches, type Chain } from './stateful.ts';
import { addFinding, excerptOf, hasFinding, type OperationTally, type ResponseExcerpt } from './findings.ts';
import { seedFor, sendCase, type FuzzSettings, type FuzzTarget } from './send.ts';

export interface FuzzOutcome {
  operations: OperationTally[];
  /** Stateful sequences found (--stateful), as `POST /items → GET /items/{id}`. */
  chains: string[];
  durationMs: number;
  /** Whether the budget ended the search before every case was tried. */
  budgetSpent: boolean;
  interrupted: boolean;
}

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
          if (phase.kind === 'invalid' && drawn.violation === undefined) return [];
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

async function pool(jobs: (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
}

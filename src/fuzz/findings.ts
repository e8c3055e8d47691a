// What a fuzzing run keeps: the distinct failures (each check at most once per operation) with their
// minimal request, the response's excerpt and, for sequences, the requests before it; and a count of
// cases per operation.
import type { ReceivedResponse } from '../engine/http/types.ts';
import type { SpecOperation } from '../engine/validators/openapi/operations.ts';
import type { CheckName } from './checks.ts';
import type { CaseRequest } from './cases.ts';

const EXCERPT_CHARS = 2000;

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

/** Each check fails at most once per operation: the first finding (of the simplest kind of case) stays. */
export function addFinding(tally: OperationTally, finding: Finding): void {
  if (!hasFinding(tally, finding.check)) tally.findings.push(finding);
}

export function hasFinding(tally: OperationTally, check: CheckName): boolean {
  return tally.findings.some((finding) => finding.check === check);
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

// The checks `assay fuzz` runs, named as Schemathesis names them so users recognise them, and how a
// response is judged by the ones that read a single response. The stateful ones (use_after_free,
// ensure_resource_availability) are judged over a sequence in stateful.ts.
import type { ReceivedResponse } from '../engine/http/types.ts';
import type { Contract, ContractResponse } from '../engine/validators/openapi/contract.ts';
import type { SpecOperation } from '../engine/validators/openapi/operations.ts';

export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'use_after_free',
  'ensure_resource_availability',
  'ignored_auth',
] as const;

export type CheckName = (typeof CHECKS)[number];

export const CHECK_SUMMARIES: Record<CheckName, string> = {
  not_a_server_error: 'no response has a 5xx status',
  status_code_conformance: 'every status is documented for its operation',
  content_type_conformance: 'every Content-Type is documented for its status',
  response_schema_conformance: 'every JSON body matches its documented schema',
  response_headers_conformance: 'every header a response documents as required is present',
  negative_data_rejection:
    'a request that violates the spec (wrong type, missing required field, out of range, unknown enum value, extra field where additionalProperties is false) is answered 4xx',
  positive_data_acceptance: 'a valid request is not refused with 400 or 422',
  use_after_free: 'after a successful DELETE, the resource is gone (--stateful)',
  ensure_resource_availability: 'what a POST created can be fetched (--stateful)',
  ignored_auth: 'an operation with a security requirement refuses a request without credentials',
};

export interface CheckFailure {
  check: CheckName;
  /** What is wrong, in one line: `status 500 Internal Server Error`. */
  message: string;
}

export type CaseKind = 'valid' | 'invalid' | 'unauthenticated';

/** The failures of the one-response checks for a case of `kind` and its response. */
export async function judgeResponse(
  kind: CaseKind,
  response: ReceivedResponse,
  contract: Contract,
  operation: SpecOperation,
): Promise<CheckFailure[]> {
  const failures: CheckFailure[] = [];
  const status = `status ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (response.status >= 500) failures.push({ check: 'not_a_server_error', message: `${status}` });
  if (kind === 'valid' && (response.status === 400 || response.status === 422))
    failures.push({ check: 'positive_data_acceptance', message: `a valid request was refused with ${status}` });
  if (kind === 'invalid' && (response.status < 400 || response.status >= 500))
    failures.push({ check: 'negative_data_rejection', message: `an invalid request was answered with ${status}` });
  if (kind === 'unauthenticated' && response.status >= 200 && response.status < 300)
    failures.push({ check: 'ignored_auth', message: `a request without credentials was answered with ${status}` });
  for (const problem of await contract.check(operation, contractResponse(response)))
    failures.push({ check: contractCheck(problem), message: problem });
  return failures;
}

/** Which conformance check a contract problem (engine/validators/openapi/contract.ts) belongs to. */
export function contractCheck(problem: string): CheckName {
  if (/^status \d+ is not documented/.test(problem)) return 'status_code_conformance';
  if (/^required headers? /.test(problem)) return 'response_headers_conformance';
  if (/content type|Content-Type/.test(problem)) return 'content_type_conformance';
  return 'response_schema_conformance';
}

export function contractResponse(response: ReceivedResponse): ContractResponse {
  const headers = new Map<string, string[]>();
  for (const [name, value] of response.headers) {
    const key = name.toLowerCase();
    const values = headers.get(key);
    if (values) values.push(value);
    else headers.set(key, [value]);
  }
  let json: ContractResponse['json'] | undefined;
  return {
    status: response.status,
    header: (name) => headers.get(name.toLowerCase()) ?? [],
    headers,
    text: response.body,
    get json() {
      if (json === undefined)
        try {
          json = { ok: true, value: JSON.parse(response.body) as unknown };
        } catch (error) {
          json = { ok: false, error: `the body is not JSON: ${(error as Error).message}` };
        }
      return json;
    },
  };
}

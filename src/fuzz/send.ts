// How a case goes out: the run's settings, the spec it fuzzes, and a request sent through the engine's
// HTTP client with its secret references replaced by their values (only here).
import type { HttpClient, ReceivedResponse } from '../engine/http/types.ts';
import type { Contract } from '../engine/validators/openapi/contract.ts';
import type { SecurityScheme, SpecOperation } from '../engine/validators/openapi/operations.ts';
import type { RefResolver } from '../engine/validators/openapi/resolve.ts';
import type { CheckName } from './checks.ts';
import type { CaseRequest } from './cases.ts';

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

export interface FuzzTarget {
  operations: SpecOperation[];
  /** Every operation of the spec (stateful sequences may pass through unselected ones). */
  allOperations: SpecOperation[];
  root: Record<string, unknown>;
  resolver: RefResolver;
  schemes: Record<string, SecurityScheme>;
  contract: Contract;
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

/** A search's own seed from the run's: FNV-1a over the run's seed and what is searched. */
export function seedFor(seed: number, what: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of what) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

// What `assay fuzz` prints: each distinct failure once (check, operation, the minimal request as a
// curl line, an excerpt of the response), then a summary with the seed. Secrets are masked: requests
// hold references, which are shown as ***, and responses pass the run's redactor.
import type { Redactor } from '../report/redact.ts';
import { MASK } from '../report/redact.ts';
import type { CaseRequest } from './cases.ts';
import type { Finding } from './findings.ts';
import type { FuzzOutcome } from './run.ts';

const EXCERPT_LINES = 6;
const EXCERPT_CHARS = 400;

export function operationName(finding: Pick<Finding, 'operation'>): string {
  const { operation } = finding;
  return `${operation.method} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''}`;
}

export function findingText(finding: Finding, number: number, baseUrl: string, redactor: Redactor): string {
  const lines = [`${number}. ${finding.check} — ${operationName(finding)}`, `   ${finding.message}`];
  if (finding.violation) lines.push(`   the request breaks the spec: ${finding.violation}`);
  for (const step of finding.steps ?? [])
    lines.push(`   after: ${curlLine(step.request, baseUrl)}${step.status !== undefined ? `  → ${step.status}` : ''}`);
  lines.push(`   ${curlLine(finding.request, baseUrl)}`);
  if (finding.response) {
    const { status, statusText, body } = finding.response;
    lines.push(`   response: ${status}${statusText ? ` ${statusText}` : ''}`);
    const excerpt = body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS)}…` : body;
    for (const line of excerpt.split('\n').slice(0, EXCERPT_LINES)) if (line !== '') lines.push(`     ${line}`);
  }
  return redactor.redact(lines.join('\n')) + '\n';
}

/** The request as a curl command a user can paste (secret references shown as ***). */
export function curlLine(request: CaseRequest, baseUrl: string): string {
  const masked = (text: string) => text.replace(/\$\{\{ secrets\.[\w.-]+ \}\}/g, MASK);
  const parts = ['curl'];
  if (request.method !== 'GET') parts.push('-X', request.method);
  parts.push(quote(masked(`${baseUrl}${request.path}`)));
  for (const [name, value] of request.headers) parts.push('-H', quote(masked(`${name}: ${value}`)));
  if (request.body) parts.push('--data-raw', quote(masked(request.body.text)));
  return parts.join(' ');
}

function quote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function summaryText(outcome: FuzzOutcome, seed: number, failures: number): string {
  const cases = outcome.operations.reduce((sum, tally) => sum + tally.cases, 0);
  const seconds = (outcome.durationMs / 1000).toFixed(1);
  const stopped = outcome.interrupted
    ? ' (interrupted)'
    : outcome.budgetSpent
      ? ' (the budget was spent before every case was tried: raise --budget to search further)'
      : '';
  const found = failures === 0 ? 'no failures' : `${failures} distinct failure${failures === 1 ? '' : 's'}`;
  return `${cases} cases against ${outcome.operations.length} operations in ${seconds} s: ${found}${stopped}\nseed ${seed}: pass --seed ${seed} to draw the same cases again\n`;
}

// --save-failures: the findings as an assay collection, one test per distinct failure (stateful ones
// with the requests before it, capturing the resource's id), each with validators that fail for the
// same reason while the bug is there and pass once it is fixed. `assay -c file.yaml -v baseUrl=…`
// reproduces every failure: a fuzz finding becomes a regression test in the team's own suite.
import { stringify } from 'yaml';
import type { CaseRequest } from './cases.ts';
import type { CheckName } from './checks.ts';
import type { Finding } from './findings.ts';
import { operationName } from './console.ts';

export interface SavedCollectionContext {
  title: string;
  /** How the saved file names the spec: a path relative to it, or the spec inline (read from a URL). */
  spec: string | Record<string, unknown>;
  seed: number;
  /** The command line that found the failures, for the file's header. */
  command: string;
}

/** Registered status codes (RFC 9110 and IANA), for validators that accept every status but some. */
const REGISTERED = [
  100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 305, 307, 308, 400,
  401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425,
  426, 428, 429, 431, 451,
];
const CONFORMANCE: CheckName[] = [
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
];

export function savedCollection(findings: Finding[], context: SavedCollectionContext): string {
  const tests: Record<string, unknown>[] = [];
  findings.forEach((finding, index) => {
    const prefix = `f${index + 1}`;
    const steps = finding.steps ?? [];
    steps.forEach((step, n) =>
      tests.push({
        id: `${prefix}-step${n + 1}`,
        name: `${finding.check} ${index + 1}, step ${n + 1}: ${step.request.method} ${(step.savedPath ?? step.request.path).split('?')[0]}`,
        ...(n > 0 ? { dependsOn: `${prefix}-step${n}` } : {}),
        ...requestEntry(step.request, step.savedPath),
        validators: [{ 'is-successful': true }],
        ...(step.captures
          ? { context: [{ name: step.captures.name, 'json-path': jsonPath(step.captures.pointer) }] }
          : {}),
      }),
    );
    tests.push({
      name: `${finding.check}: ${operationName(finding)}`,
      ...(steps.length > 0 ? { dependsOn: `${prefix}-step${steps.length}` } : {}),
      ...requestEntry(finding.request, finding.savedPath),
      validators: validatorsFor(finding.check, context.spec),
      metadata: {
        check: finding.check,
        found: finding.message,
        ...(finding.violation ? { violation: finding.violation } : {}),
        seed: String(context.seed),
      },
    });
  });
  const header = [
    `# Failures found by assay fuzz (${context.command}), seed ${context.seed}.`,
    '# One test per distinct failure: each fails while the API has the bug and passes once it is fixed.',
    '# Run: assay -c <this file> -v baseUrl=<the API> [-s <scheme>=<credential>]',
  ].join('\n');
  const document = { name: `Fuzz findings: ${context.title}`, baseUrl: '${{ vars.baseUrl }}', tests };
  // Status lists on one line (`status-code: [100, 101, …]`), as a person would write them.
  const text = stringify(document, { lineWidth: 0 }).replace(
    /^( +- status-code:)((?:\n +- \d+)+)/gm,
    (_, key: string, items: string) => `${key} [${items.match(/\d+/g)!.join(', ')}]`,
  );
  return `${header}\n${text}`;
}

function requestEntry(request: CaseRequest, savedPath: string | undefined): Record<string, unknown> {
  const entry: Record<string, unknown> = { method: request.method, url: savedPath ?? request.path };
  if (request.headers.length > 0) entry.headers = request.headers.map(([name, value]) => `${name}: ${value}`);
  if (request.body) {
    const json = request.body.json;
    // A mapping or list is sent as JSON; any other body is written as the text that was sent.
    entry.body = typeof json === 'object' && json !== null ? json : request.body.text;
  }
  return entry;
}

function validatorsFor(check: CheckName, spec: SavedCollectionContext['spec']): Record<string, unknown>[] {
  if (CONFORMANCE.includes(check)) return [{ openapi: spec }];
  switch (check) {
    case 'not_a_server_error':
      return [{ 'status-code': REGISTERED }];
    case 'negative_data_rejection':
      return [{ 'status-code': REGISTERED.filter((status) => status >= 400) }];
    case 'positive_data_acceptance':
      return [{ 'status-code': REGISTERED.filter((status) => status !== 400 && status !== 422) }];
    case 'ignored_auth':
      return [{ 'status-code': [401, 403] }];
    case 'use_after_free':
      return [{ 'status-code': [404, 410] }];
    case 'ensure_resource_availability':
      return [{ 'is-successful': true }];
    default:
      return [{ openapi: spec }];
  }
}

/** A JSON pointer as an RFC 9535 JSONPath (`/id` → `$['id']`). */
function jsonPath(pointer: string): string {
  return `$${pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`))
    .join('')}`;
}

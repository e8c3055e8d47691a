// One query evaluator over an observation, shared by validators and captures (as Hurl's is): a new
// source of values is written here once and both can use it. A query selects zero or more values;
// a `pattern` refines them (see patterns.ts). JSONPath and XPath join as `json-path` / `xpath`
// sources (issue 11): JSONPath over `observation.json`, XPath in the run's query worker.
import type { Template } from '../../model/index.ts';
import type { Observation } from './observation.ts';
import { roundMs } from '../../model/values.ts';
import { isCostlyJsonPath, selectJsonPath, selectJsonPathBounded, type BoundedSelection } from './json-path.ts';
import type { PatternBudget } from './schema-pattern.ts';
import type { PatternResult } from './patterns.ts';
import type { Namespaces } from './query-thread.ts';
import type { QueryEvaluator } from './query-worker.ts';

export const CERTIFICATE_FIELDS = [
  'subject',
  'issuer',
  'start-date',
  'expire-date',
  'serial-number',
  'expires-in-days',
] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

export type Query =
  | { source: 'status' }
  | { source: 'header'; name: string }
  | { source: 'cookie'; name: string; attribute?: string }
  | { source: 'body' }
  | { source: 'bytes' }
  | { source: 'sha256' | 'md5' }
  | { source: 'duration' }
  | { source: 'url' }
  | { source: 'ip' }
  | { source: 'http-version' }
  | { source: 'redirects' }
  | { source: 'regex'; pattern: string }
  | { source: 'variable'; reference: Template }
  | { source: 'certificate'; field: CertificateField }
  | { source: 'json-path'; path: string }
  | { source: 'xpath'; expression: string; namespaces?: Namespaces };

/** A header, cookie or XPath value, or a JSON node (turned into text only when a capture uses it, see jsonText). */
export type SelectedValue = unknown;

/**
 * The values a query selects (empty: it selected nothing), or why it cannot be asked of this
 * response (`interrupted`: a pattern test of the query was stopped by the run's interrupt).
 */
export type Selection = { ok: true; values: SelectedValue[] } | { ok: false; error: string; interrupted?: boolean };

/** What a query may use of its run, under the test's time budget: the pattern matcher and the query worker. */
export interface QueryContext extends PatternBudget {
  queries: QueryEvaluator;
  /** Renders a reference with the test's values (the `variable` query). */
  render?(template: Template): { ok: true; text: string } | { ok: false; why: string };
}

/**
 * Synchronous for every source but `xpath`, answered by the run's query worker, and, given the
 * run's `context` (a run always gives it), two kinds of JSONPath: one whose cost can grow with the
 * square of the body (`isCostlyJsonPath`), answered by the query worker too, and one whose
 * `match()`/`search()` pattern must backtrack, whose pattern tests the run's pattern worker answers,
 * both under the test's budget.
 */
export function select(
  query: Exclude<Query, { source: 'xpath' | 'regex' | 'variable' }>,
  observation: Observation,
): Selection;
export function select(query: Query, observation: Observation, context?: QueryContext): Selection | Promise<Selection>;
export function select(query: Query, observation: Observation, context?: QueryContext): Selection | Promise<Selection> {
  switch (query.source) {
    case 'json-path': {
      // The worker parses the body itself (and says so when it is not JSON, as `observation.json` does).
      if (context !== undefined && isCostlyJsonPath(query.path))
        return context.queries.jsonPath(observation, query.path, context.remainingMs);
      const json = observation.json;
      if (!json.ok) return json;
      if (context === undefined) return found(selectJsonPath(json.value, query.path));
      const selected = selectJsonPathBounded(json.value, query.path, context);
      return selected instanceof Promise ? selected.then(fromBounded) : fromBounded(selected);
    }
    case 'xpath':
      if (context === undefined) throw new Error('assay bug: an XPath query without its run');
      return context.queries.xpath(observation, query.expression, context.remainingMs, query.namespaces);
    case 'regex':
      if (context === undefined) throw new Error('assay bug: a regex query without its run');
      return regexGroup(query.pattern, observation.text, context);
    case 'variable': {
      const value = context?.render?.(query.reference);
      if (value === undefined) throw new Error('assay bug: a variable query without its values');
      return value.ok ? found([value.text]) : { ok: false, error: value.why };
    }
    case 'status':
      return found([observation.status]);
    case 'header':
      return found([...observation.header(query.name)]);
    case 'cookie': {
      const cookies = observation.cookies.filter((cookie) => cookie.name === query.name);
      if (query.attribute === undefined) return found(cookies.map((cookie) => cookie.value));
      const attribute = query.attribute.toLowerCase();
      return found(cookies.map((cookie) => cookie.attributes[attribute]).filter((value) => value !== undefined));
    }
    case 'body':
      return found([observation.text]);
    case 'bytes':
      return found([observation.bytes]);
    case 'sha256':
    case 'md5':
      // Hashed only for a test that asks; hex, as digests are written and compared.
      // node:crypto is loaded by the first digest asked for, not at every start.
      return found([
        process.getBuiltinModule('node:crypto').createHash(query.source).update(observation.bytes).digest('hex'),
      ]);
    case 'ip': {
      const address = observation.peerAddress;
      return address === undefined
        ? { ok: false, error: 'the peer address is not known (the response came through a proxy)' }
        : found([address]);
    }
    case 'http-version':
      return found([observation.httpVersion]);
    case 'redirects':
      return found([redirectChain(observation)]);
    case 'duration':
      // To the microsecond, as every report gives timings (a capture stores `44.858`, not `44.85812599999986`).
      return found([roundMs(observation.timings.totalMs)]);
    case 'url':
      return found([observation.finalUrl]);
    case 'certificate':
      return certificateField(observation, query.field);
  }
}

/** How a query reads in messages: `header X-Id`, `cookie session.path`, `body`. */
export function describeQuery(query: Query): string {
  switch (query.source) {
    case 'header':
      return `header ${query.name}`;
    case 'cookie':
      return `cookie ${query.name}${query.attribute ? `.${query.attribute}` : ''}`;
    case 'certificate':
      return `certificate ${query.field}`;
    case 'regex':
      return `regex ${query.pattern}`;
    case 'variable':
      return `variable ${query.reference.source.slice(3, -2).trim()}`;
    case 'json-path':
      return `json-path ${query.path}`;
    case 'xpath':
      return `xpath ${query.expression}`;
    default:
      return query.source;
  }
}

/** A selected value as text: a string without quotes, a list or object as JSON, anything else as written. */
export function jsonText(value: unknown): string {
  // Bytes as base64, a form secrets are masked in; a date as RFC 3339.
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Each redirect followed, as Hurl gives it: where it sent the client, and its status. */
function redirectChain(observation: Observation): { location: string; status: number }[] {
  const hops = observation.redirects;
  return hops.map((hop, index) => ({ location: hops[index + 1]?.url ?? observation.finalUrl, status: hop.status }));
}

/** The first group of the pattern's first match in the body, through the run's bounded matcher. */
function regexGroup(pattern: string, text: string, context: QueryContext): Selection | Promise<Selection> {
  const answer = (match: PatternResult): Selection => {
    if (match.kind === 'match') return found([match.group]);
    if (match.kind === 'none') return found([]);
    if (match.kind === 'interrupted') return { ok: false, error: 'interrupted', interrupted: true };
    return { ok: false, error: "the pattern took too long (stopped at the test's time budget)" };
  };
  const match = context.patterns.match(pattern, text, context.remainingMs(), context.signal);
  return match instanceof Promise ? match.then(answer) : answer(match);
}

function fromBounded(selected: BoundedSelection): Selection {
  return 'values' in selected ? found(selected.values) : { ok: false, ...selected };
}

function found(values: SelectedValue[]): Selection {
  return { ok: true, values };
}

function certificateField(observation: Observation, field: CertificateField): Selection {
  const certificate = observation.certificate;
  if (certificate === undefined) {
    return { ok: false, error: 'the response did not come over TLS with a peer certificate' };
  }
  switch (field) {
    case 'subject':
      return found([distinguishedName(certificate.subject)]);
    case 'issuer':
      return found([distinguishedName(certificate.issuer)]);
    case 'start-date':
      return found([new Date(certificate.valid_from)]);
    case 'expire-date':
      return found([new Date(certificate.valid_to)]);
    case 'expires-in-days':
      return found([Math.floor((Date.parse(certificate.valid_to) - Date.now()) / 86_400_000)]);
    case 'serial-number':
      // As Hurl and openssl write it: lower-case byte pairs with colons.
      return found([serialNumber(certificate.serialNumber)]);
  }
}

function serialNumber(hex: string): string {
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  return (even.toLowerCase().match(/../g) ?? []).join(':');
}

function distinguishedName(name: object | undefined): string {
  return Object.entries(name ?? {})
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : String(value)}`)
    .join(', ');
}

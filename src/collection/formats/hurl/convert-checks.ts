// Hurl queries, filters and predicates → assay validators and context entries, with the names of
// issue 30's syntax contract (docs/from-hurl.md): camelCase becomes kebab-case, and where assay
// already has a name it is kept (`isEmpty` → `empty: true`, `isInteger` → `type: integer`,
// `jsonpath` → `json-path`, `duration <` → `response-time`).
import type { Assert, Capture, Filter, FilterArgument, Predicate, PredicateValue, Query, Template } from './ast.ts';
import type { NoteSink } from './notes.ts';
import { literalText } from './reader.ts';
import type { Scope } from './scope.ts';

type Json = Record<string, unknown>;

export interface CheckContext {
  scope: Scope;
  notes: NoteSink;
  /** Reads a file a Hurl value names (`file,x;`), relative to the Hurl file. */
  readFile(name: string): Buffer | { problem: string };
}

const TYPE_PREDICATES: Record<string, string> = {
  isInteger: 'integer',
  isFloat: 'float',
  isBoolean: 'boolean',
  isString: 'string',
  isCollection: 'collection',
  isList: 'array',
  isObject: 'object',
  isNumber: 'number',
  isDate: 'date',
  isIsoDate: 'iso-date',
  isIpv4: 'ipv4',
  isIpv6: 'ipv6',
  isUuid: 'uuid',
};

const VALUE_PREDICATES: Record<string, string> = {
  '==': 'equals',
  equals: 'equals',
  '!=': 'not-equals',
  notEquals: 'not-equals',
  '>': 'gt',
  greaterThan: 'gt',
  '>=': 'ge',
  greaterThanOrEquals: 'ge',
  '<': 'lt',
  lessThan: 'lt',
  '<=': 'le',
  lessThanOrEquals: 'le',
  startsWith: 'starts-with',
  endsWith: 'ends-with',
  contains: 'contains',
  includes: 'contains',
  matches: 'matches',
};

/** Predicates whose negation assay names itself. */
const NEGATIONS: Record<string, string> = {
  equals: 'not-equals',
  'not-equals': 'equals',
  contains: 'not-contains',
};

const COOKIE_ATTRIBUTES: Record<string, string> = {
  value: 'value',
  expires: 'expires',
  'max-age': 'max-age',
  domain: 'domain',
  path: 'path',
  secure: 'secure',
  httponly: 'http-only',
  samesite: 'same-site',
};

/** `toInt` → `to-int`, `base64UrlSafeDecode` → `base64-url-safe-decode`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function convertPredicate(predicate: Predicate, context: CheckContext): Json | undefined {
  let map: Json;
  const typeName = TYPE_PREDICATES[predicate.name];
  if (typeName !== undefined) map = { type: typeName };
  else if (predicate.name === 'exists') map = { exists: true };
  else if (predicate.name === 'isEmpty') map = { empty: true };
  else {
    const key = VALUE_PREDICATES[predicate.name]!;
    const value = predicateValue(predicate.value!, context);
    if (value === undefined) return undefined;
    map = { [key]: key === 'matches' && typeof value === 'string' ? jsPattern(value) : value };
  }
  if (!predicate.not) return map;
  const [key, value] = Object.entries(map)[0]!;
  if (NEGATIONS[key] !== undefined) return { [NEGATIONS[key]]: value };
  if (key === 'exists' || key === 'empty') return { [key]: false };
  return { not: map };
}

function predicateValue(value: PredicateValue, context: CheckContext): unknown {
  switch (value.kind) {
    case 'null':
      return null;
    case 'boolean':
      return value.value;
    case 'number':
      return numberValue(value.text);
    case 'text':
      return context.scope.text(value.value, context.notes);
    case 'regex':
      return value.value;
    case 'placeholder':
      return context.scope.placeholderValue(value.value, context.notes);
    case 'bytes':
      return { [value.encoding]: value.bytes.toString(value.encoding) };
    case 'file': {
      const name = context.scope.text(value.file, context.notes);
      const file = context.readFile(name);
      if ('problem' in file) {
        context.notes.unconverted(value.file.position, `file,${name}; cannot be read: ${file.problem}`);
        return undefined;
      }
      return { hex: file.toString('hex') };
    }
  }
}

/** A number as written: integers past 2^53 stay exact. */
function numberValue(text: string): number | bigint {
  if (/^-?\d+$/.test(text) && !Number.isSafeInteger(Number(text))) return BigInt(text);
  return Number(text);
}

export function convertFilters(filters: Filter[], context: CheckContext): unknown[] {
  return filters.map((filter) => convertFilter(filter, context));
}

function convertFilter(filter: Filter, context: CheckContext): unknown {
  const text = (argument: FilterArgument | undefined) =>
    typeof argument === 'object' && argument.kind === 'text'
      ? context.scope.text(argument.value, context.notes)
      : typeof argument === 'object'
        ? argument.value
        : argument;
  const [first, second] = filter.arguments;
  switch (filter.name) {
    case 'nth':
      return { nth: first };
    case 'jsonpath':
      return { 'json-path': text(first) };
    case 'regex':
      return { regex: jsPattern(String(text(first))) };
    case 'replace':
      // Before Hurl 6, `replace` took a /regex/ as its first argument; that is `replaceRegex` now.
      return typeof first === 'object' && first.kind === 'regex'
        ? { 'replace-regex': { pattern: jsPattern(first.value), new: text(second) } }
        : { replace: { old: text(first), new: text(second) } };
    case 'replaceRegex':
      return { 'replace-regex': { pattern: jsPattern(String(text(first))), new: text(second) } };
    default:
      return first === undefined ? kebab(filter.name) : { [kebab(filter.name)]: text(first) };
  }
}

/** An explicit assert as one validator, or undefined (with a note) when it cannot be written. */
export function convertAssert(assert: Assert, context: CheckContext): Json | undefined {
  const own = ownCapture(assert.query, context);
  if (own !== undefined)
    return convertAssert({ ...assert, query: own.query, filters: [...own.filters, ...assert.filters] }, context);
  context.scope.ownCaptureReferenced = undefined;
  const predicate = convertPredicate(assert.predicate, context);
  if (predicate === undefined) return undefined;
  const referenced = context.scope.ownCaptureReferenced;
  if (referenced !== undefined) {
    context.notes.unsupported(
      assert.position,
      `the assert compares with {{${referenced}}}, which this same entry captures: assay's checks read the captures of earlier tests only (check the response directly)`,
    );
    return undefined;
  }
  const filters = convertFilters(assert.filters, context);
  const plain = filters.length === 0 && !('not' in predicate);
  const query = assert.query;
  const withQuery = (key: string, locator: Json = {}): Json => ({
    [key]: { ...locator, ...(filters.length > 0 ? { filters } : {}), ...predicate },
  });
  switch (query.kind) {
    case 'status':
      if (plain && Object.keys(predicate).join() === 'equals' && Number.isInteger(predicate.equals))
        return { 'status-code': predicate.equals };
      return withQuery('status');
    case 'version':
      return withQuery('http-version');
    case 'duration':
      if (plain && Object.keys(predicate).join() === 'lt' && Number.isInteger(predicate.lt))
        return { 'response-time': predicate.lt };
      return withQuery('duration');
    case 'body': {
      const only = Object.keys(predicate).join();
      const BODY: Record<string, string> = {
        equals: 'body-equals',
        'not-equals': 'body-not-equals',
        contains: 'body-contains',
        'not-contains': 'body-not-contains',
        matches: 'body-matches',
      };
      const value = predicate[only];
      if (plain && BODY[only] !== undefined && typeof value === 'string' && value !== '')
        return { [BODY[only]]: value };
      return withQuery('body');
    }
    case 'header':
      return locatorQuery(query, context, (name) => withQuery('header', { name }));
    case 'jsonpath':
      return locatorQuery(query, context, (path) => withQuery('json-path', { path }));
    case 'xpath':
      return locatorQuery(query, context, (path) => {
        noteNamespaces(path, query, context);
        return withQuery('xpath', { path });
      });
    case 'regex':
      return withQuery('regex', { pattern: queryText(query, context) });
    case 'variable':
      return locatorQuery(query, context, (name) =>
        variableQuery(
          name,
          query,
          context,
          (qualified) => withQuery('variable', { name: qualified }),
          predicate.exists === false,
        ),
      );
    case 'certificate':
      return locatorQuery(query, context, (field) => withQuery('certificate', { field: field.toLowerCase() }));
    case 'cookie':
      return locatorQuery(query, context, (written) => {
        const { name, attribute } = cookieLocator(written);
        if (attribute === undefined || attribute === 'value') return withQuery('cookie', { name });
        return cookieAttributeCheck(name, attribute, filters, predicate, assert, context);
      });
    default:
      // url, ip, sha256, md5, bytes, redirects: queries without a locator take the predicates directly.
      return withQuery(query.kind);
  }
}

/** `cookie "LSID[Secure]" exists` → `cookie: { name: LSID, secure: true }`. */
function cookieAttributeCheck(
  name: string,
  attribute: string,
  filters: unknown[],
  predicate: Json,
  assert: Assert,
  context: CheckContext,
): Json | undefined {
  if (attribute === 'secure' || attribute === 'http-only') {
    if ('exists' in predicate && filters.length === 0) return { cookie: { name, [attribute]: predicate.exists } };
    context.notes.unconverted(assert.position, `cookie "${name}[${attribute}]" takes only exists or not exists`);
    return undefined;
  }
  const only = Object.keys(predicate).join();
  const argument =
    filters.length === 0 && only === 'equals'
      ? predicate.equals
      : { ...(filters.length > 0 ? { filters } : {}), ...predicate };
  return { cookie: { name, [attribute]: argument } };
}

function cookieLocator(written: string): { name: string; attribute?: string } {
  const match = /^([^[]+)\[([^\]]+)\]$/.exec(written);
  if (!match) return { name: written };
  const attribute = COOKIE_ATTRIBUTES[match[2]!.toLowerCase()];
  return attribute === undefined ? { name: written } : { name: match[1]!, attribute };
}

/** A query's quoted argument as assay needs it: literal text (assay queries take no template). */
function locatorQuery(
  query: Query,
  context: CheckContext,
  build: (text: string) => Json | undefined,
): Json | undefined {
  const argument = query.argument!;
  const text = argument.kind === 'regex' ? argument.value : literalText(argument.value);
  if (text === undefined) {
    context.notes.unsupported(
      query.position,
      `${query.kind} "${templateSource(argument.value as Template)}": assay queries take no {{ }} template (they are checked before the run); write the value`,
    );
    return undefined;
  }
  return build(text);
}

/** A regex query's pattern. */
function queryText(query: Query, context: CheckContext): string {
  const argument = query.argument!;
  return jsPattern(argument.kind === 'regex' ? argument.value : context.scope.text(argument.value, context.notes));
}

/**
 * Hurl's patterns are Rust's regex syntax; a leading inline flag group, `(?i)hello`, is written as
 * the JavaScript modifier group `(?i:hello)` (the i, m and s flags). The rest of the two syntaxes
 * agree for the patterns tests write.
 */
export function jsPattern(pattern: string): string {
  const flags = /^\(\?([ims]+)\)/.exec(pattern);
  return flags === null ? pattern : `(?${flags[1]}:${pattern.slice(flags[0].length)})`;
}

/** XPath prefixes (`bk:book`, `_:svg`) need `namespaces:` with URIs the Hurl file does not give. */
function noteNamespaces(path: string, query: Query, context: CheckContext): void {
  const withoutStrings = path.replace(/'[^']*'|"[^"]*"/g, '');
  const prefixes = new Set(
    [...withoutStrings.matchAll(/(?<![\w:-])([A-Za-z_][\w.-]*):(?!:)[A-Za-z_*]/g)].map((match) => match[1]!),
  );
  if (prefixes.size === 0) return;
  context.notes.unsupported(
    query.position,
    `xpath "${path}" uses the namespace prefixes ${[...prefixes].join(', ')}, which Hurl takes from the response: add namespaces: { ${[...prefixes].map((p) => `${p}: <uri>`).join(', ')} } to the validator`,
  );
}

function templateSource(template: Template): string {
  return template.parts.map((part) => (typeof part === 'string' ? part : `{{${part.expression}}}`)).join('');
}

/**
 * The capture a `variable "name"` query reads when this entry captures `name` itself: its query
 * and filters are what the assert or capture selects.
 */
function ownCapture(query: Query, context: CheckContext): Capture | undefined {
  if (query.kind !== 'variable' || query.argument?.kind !== 'text') return undefined;
  const name = literalText(query.argument.value);
  return name === undefined ? undefined : context.scope.ownCaptures.get(name);
}

/**
 * A `variable` query: on a captured name `context.name`, on an [Options] variable its value, on
 * any other name `vars.name` (given to the run, as `hurl --variable` gave it). `variable "x" not
 * exists` on a name nothing sets asserts that the run was not given it, which assay cannot say.
 */
function variableQuery(
  name: string,
  query: Query,
  context: CheckContext,
  build: (qualified: string) => Json,
  absenceAsserted = false,
): Json | undefined {
  const { scope } = context;
  if (scope.namespace(name) === 'context') return build(`context.${name}`);
  if (scope.optionVariables.has(name) || absenceAsserted || scope.namespace(name) === 'secrets') {
    context.notes.unsupported(
      query.position,
      `variable "${name}" is not a capture: assay's variable query reads captures and the run's -v variables (check the value where it is used)`,
    );
    return undefined;
  }
  return build(scope.qualified(name));
}

/** A capture as a context entry, or undefined (with a note). */
export function convertCapture(capture: Capture, context: CheckContext): Json | undefined {
  const own = ownCapture(capture.query, context);
  if (own !== undefined)
    return convertCapture({ ...capture, query: own.query, filters: [...own.filters, ...capture.filters] }, context);
  const filters = convertFilters(capture.filters, context);
  const query = capture.query;
  const entry: Json = { name: capture.name };
  let source: Json | undefined;
  switch (query.kind) {
    case 'header':
      source = locatorQuery(query, context, (name) => ({ header: name }));
      break;
    case 'jsonpath':
      source = locatorQuery(query, context, (path) => ({ 'json-path': path }));
      break;
    case 'xpath':
      source = locatorQuery(query, context, (path) => {
        noteNamespaces(path, query, context);
        return { xpath: path };
      });
      break;
    case 'cookie':
      source = locatorQuery(query, context, (written) => {
        const { name, attribute } = cookieLocator(written);
        return attribute === undefined || attribute === 'value' ? { cookie: name } : { cookie: { name, attribute } };
      });
      break;
    case 'variable':
      source = locatorQuery(query, context, (name) =>
        variableQuery(name, query, context, (qualified) => ({ variable: qualified })),
      );
      break;
    case 'certificate':
      source = locatorQuery(query, context, (field) => ({ certificate: field.toLowerCase() }));
      break;
    case 'regex':
      // A regex query is a pattern over the body; with filters, the body filtered by the regex first.
      if (filters.length === 0) source = { pattern: queryText(query, context) };
      else {
        filters.unshift({ regex: queryText(query, context) });
        source = { body: true };
      }
      break;
    case 'version':
      source = { 'http-version': true };
      break;
    default:
      // status, duration, body, url, ip, sha256, md5, bytes, redirects.
      source = { [query.kind]: true };
  }
  if (source === undefined) return undefined;
  Object.assign(entry, source);
  if (filters.length > 0) entry.filters = filters;
  if (capture.redact || context.scope.isDeclaredSecret(capture.name)) entry.type = 'secret';
  return entry;
}

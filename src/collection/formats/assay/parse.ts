// A parsed YAML document → the collection model, with every problem reported where it was written.
import type {
  BodyDefinition,
  CaptureDefinition,
  Collection,
  DataRows,
  HeaderDefinition,
  HttpMethod,
  Template,
  TestDefinition,
  ValidatorDefinition,
} from '../../../model/index.ts';
import { asMap, Field, readFields, readList, readTemplate, readText, valueSpan, type TokenUse } from './fields.ts';
import { describeNode, Reader, scalarText, type Span } from '../../yaml/parse-context.ts';
import { scalarOffsets } from '../../yaml/scalar-offsets.ts';
import { suggestion } from '../../suggest.ts';
import { joinUrl, parseTemplate } from './template.ts';
import {
  isMap,
  isScalar,
  isSeq,
  type MapNode,
  type PairNode,
  type ScalarNode,
  type TreeNode,
} from '../../yaml/tree.ts';
import { readValidator } from './validator-entries.ts';
import { TreeArgumentNode } from './argument-node.ts';
import { captureSources, validators } from '../../../engine/validators/index.ts';
import { readJsonBody, readPlain } from './values.ts';
import { absoluteUrlProblem, isAbsolute, likelyUrl } from './url.ts';
import {
  isFileBody,
  readAuth,
  readFileBody,
  readForm,
  readMultipart,
  readNameValues,
  type RequestFieldContext,
} from './request-fields.ts';
import { checkAuthorizationSources } from './authorization-sources.ts';
import { readRetry } from './retry-field.ts';
import { readData } from './data-field.ts';
import { readRequestOptions, REQUEST_OPTION_KEYS } from './request-options.ts';

export interface ParsedTest {
  definition: TestDefinition;
  idSpan?: Span;
  /** One span per `dependsOn` entry, in order. */
  dependsOnSpans: Span[];
  /** Every `${{ … }}` reference of the test, with where it was written. */
  tokens: TokenUse[];
  /** A `url` that is not a path (not joined to `baseUrl`), for the checks once it can be rendered. */
  ownUrl?: WrittenUrl;
}

/** A URL template as written, with where its value is. */
export interface WrittenUrl {
  template: Template;
  span: Span;
}

export interface ParsedCollection {
  collection: Collection;
  tests: ParsedTest[];
  /** References in `baseUrl` (they apply to every test). */
  baseUrlTokens: TokenUse[];
  baseUrl?: WrittenUrl;
}

/**
 * The one empty list every test without `dependsOn`, `headers`, `tags`, `validators` or `context`
 * shares: a run holds its tests' definitions throughout, and an empty array is 32 bytes a test each.
 * Frozen, so code that tried to add to a definition's list would fail loudly.
 */
const NONE: never[] = Object.freeze([]) as never[];

// `schedule` is read by `assay serve` only; a run from the command line accepts and ignores it.
export const COLLECTION_KEYS = ['name', 'baseUrl', 'tests', 'metadata', 'cookies', 'openapi', 'schedule'] as const;
export const TEST_KEYS = [
  'id',
  'name',
  'url',
  'method',
  'headers',
  'body',
  'query',
  'form',
  'multipart',
  'auth',
  'retry',
  'data',
  'tags',
  'validators',
  'context',
  'dependsOn',
  'metadata',
  'timeout',
  ...REQUEST_OPTION_KEYS,
] as const;
export const CONTEXT_KEYS = ['name', 'type', 'pattern'] as const;
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];
/**
 * Methods written as registered need no warning: IANA's HTTP Method Registry (WebDAV, versioning,
 * LINK, QUERY…) and `PURGE`, which caches (Varnish, Squid, Fastly) answer. A near miss of a standard
 * method outside this list (`PSOT`, `GETS`) is probably a typo and is warned about.
 */
const REGISTERED_METHODS: ReadonlySet<string> = new Set([
  ...['ACL', 'BASELINE-CONTROL', 'BIND', 'CHECKIN', 'CHECKOUT', 'CONNECT', 'COPY', 'LABEL', 'LINK', 'LOCK'],
  ...['MERGE', 'MKACTIVITY', 'MKCALENDAR', 'MKCOL', 'MKREDIRECTREF', 'MKWORKSPACE', 'MOVE', 'ORDERPATCH'],
  ...['PRI', 'PROPFIND', 'PROPPATCH', 'QUERY', 'REBIND', 'REPORT', 'SEARCH', 'UNBIND', 'UNCHECKOUT'],
  ...['UNLINK', 'UNLOCK', 'UPDATE', 'UPDATEREDIRECTREF', 'VERSION-CONTROL', 'PURGE'],
]);
const BODY_KEYS = ['body', 'form', 'multipart'] as const;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const CAPTURE_NAME = /^[A-Za-z_][\w-]*$/;

interface BaseUrl {
  /** Undefined when the collection has no usable `baseUrl`. */
  template?: Template;
  /** Whether `baseUrl` was written (even if it was invalid). */
  written: boolean;
  span?: Span;
}

export function parseCollection(
  reader: Reader,
  root: TreeNode | null,
  defaults: { file: string; absolutePath?: string; name: string },
): ParsedCollection | undefined {
  const node = reader.resolve(root);
  if (!isMap(node)) {
    const hint = isSeq(node)
      ? 'a list of tests goes under `tests:`'
      : 'a collection starts with `tests:`, e.g. `tests: [{url: https://example.com}]`';
    reader.error(
      reader.spanOf(node),
      'not-a-collection',
      `a collection must be a mapping with \`tests\`, got ${describeNode(node)}`,
      hint,
    );
    return undefined;
  }
  const fields = readFields(reader, node, COLLECTION_KEYS, 'the collection', {
    baseAddress: 'baseUrl',
    requests: 'tests',
  });
  const nameField = fields.get('name');
  const name = nameField ? readText(reader, nameField) : defaults.name;
  const baseUrlTokens: TokenUse[] = [];
  const baseUrl = readBaseUrl(reader, fields.get('baseUrl'), baseUrlTokens);
  const metadataField = fields.get('metadata');
  const metadata = metadataField ? readMetadata(reader, metadataField) : undefined;
  const cookiesField = fields.get('cookies');
  const cookies = cookiesField ? readBoolean(reader, cookiesField) : undefined;
  const openapiField = fields.get('openapi');
  const contract = openapiField ? readOpenApiDefault(reader, openapiField) : undefined;

  const tests: ParsedTest[] = [];
  // An old-format collection's `requests` (already reported) are still read, to report all that changed.
  const testsField = fields.get('tests') ?? oldRequests(reader, node);
  if (!testsField) {
    reader.error(
      reader.span(node.range?.[0] ?? 0),
      'missing-key',
      'the collection has no `tests`',
      'add `tests:` with a list of tests, e.g. `- url: https://example.com`',
    );
  } else {
    const items = readList(reader, testsField, 'a list of tests') ?? [];
    if (isSeq(testsField.value) && items.length === 0)
      reader.warning(testsField.keySpan, 'no-tests', 'the collection has no tests');
    for (const [index, item] of items.entries()) {
      const test = readTest(reader, item, index, baseUrl);
      if (test) tests.push(test);
    }
  }
  if (contract) for (const test of tests) test.definition.validators = withContract(test.definition, contract);
  const collection: Collection = {
    file: defaults.file,
    ...(defaults.absolutePath ? { absolutePath: defaults.absolutePath } : {}),
    name: name ?? defaults.name,
    ...(metadata !== undefined ? { metadata } : {}),
    ...(cookies ? { cookies } : {}),
    ...(reader.files.size > 0 ? { files: [...reader.files] } : {}),
    tests: tests.map((test) => test.definition),
  };
  const written = baseUrl.template && baseUrl.span ? { template: baseUrl.template, span: baseUrl.span } : undefined;
  return { collection, tests, baseUrlTokens, ...(written ? { baseUrl: written } : {}) };
}

/** The collection-level `openapi:` read as the `openapi` validator reads it (`false` applies nothing). */
function readOpenApiDefault(reader: Reader, field: Field): ValidatorDefinition | undefined {
  const schema = validators.get('openapi')!.argument;
  const node = new TreeArgumentNode(reader, field.value, () => field.keySpan, [], 'invalid-validator-argument');
  const argument = schema.read(node, (got, item = node) => {
    item.error(`\`openapi\` expects ${schema.expects}, got ${got}`, schema.example);
    return undefined;
  });
  if (argument === undefined || argument === false) return undefined;
  return { name: 'openapi', argument, position: { line: field.keySpan.line, column: field.keySpan.column } };
}

/**
 * A test's validators with the collection's contract check added: not to a test with an `openapi`
 * validator of its own (`- openapi: false` turns it off), nor to one that sends no request (its
 * validators all probe the host). A test without validators keeps its implicit `status-code: 200`.
 */
function withContract(test: TestDefinition, contract: ValidatorDefinition): ValidatorDefinition[] {
  const own = test.validators;
  if (own.some((v) => v.name === 'openapi')) return own;
  if (own.length > 0 && own.every((v) => validators.get(v.name)?.needs.length === 0)) return own;
  const status = { name: 'status-code', argument: 200, position: test.position };
  return [...(own.length > 0 ? own : [status]), contract];
}

function oldRequests(reader: Reader, map: MapNode): Field | undefined {
  const pair = map.items.find((item) => scalarText(reader.resolve(item.key)) === 'requests');
  return pair ? new Field(reader, 'requests', reader.resolve(pair.key), reader.resolve(pair.value)) : undefined;
}

function readBaseUrl(reader: Reader, field: Field | undefined, tokens: TokenUse[]): BaseUrl {
  if (!field) return { written: false };
  const text = readText(reader, field);
  if (text === undefined) return { written: true };
  const template = readTemplate(reader, field.value, text, tokens);
  const problem = absoluteUrlProblem(text);
  const span = valueSpan(reader, field);
  if (problem !== undefined) {
    const likely = likelyUrl(text);
    reader.error(
      span,
      'invalid-base-url',
      `\`baseUrl\` must be an absolute http(s) URL: ${problem}`,
      likely ? `did you mean \`${likely}\`?` : 'e.g. `baseUrl: https://api.example.com` or `baseUrl: ${{ vars.host }}`',
    );
    return { written: true };
  }
  return { template, written: true, span };
}

function readTest(reader: Reader, item: TreeNode | null, index: number, baseUrl: BaseUrl): ParsedTest | undefined {
  const span = reader.spanOf(item);
  const map = asMap(item);
  if (!map) {
    const text = scalarText(item);
    const hint =
      text?.startsWith('/') || text?.includes('://') ? `write \`- url: ${text}\`` : 'write e.g. `- url: /users`';
    reader.error(
      span,
      'invalid-test',
      `a test must be a mapping with at least \`url\`, got ${describeNode(item)}`,
      hint,
    );
    return undefined;
  }
  const fields = readFields(reader, map, TEST_KEYS, 'test', { path: 'url', uri: 'url' });
  const tokens: TokenUse[] = [];
  const get = (name: (typeof TEST_KEYS)[number]): Field | undefined => fields.get(name);

  const idField = get('id');
  const id = idField ? readId(reader, idField) : undefined;
  const nameField = get('name');
  const name = nameField ? readText(reader, nameField) : undefined;
  // Only `data` references are written into a name (per row); others would never be rendered.
  if (nameField && name?.includes('${{')) {
    const nameTokens: TokenUse[] = [];
    readNameTokens(reader, nameField, name, nameTokens);
    tokens.push(...nameTokens.filter((token) => token.part.kind === 'ref' && token.part.namespace === 'data'));
  }
  const dependsOnSpans: Span[] = [];
  const dependsOnField = get('dependsOn');
  const dependsOn = dependsOnField ? readDependsOn(reader, dependsOnField, dependsOnSpans) : NONE;
  const methodField = get('method');
  const written: { url?: WrittenUrl } = {};
  const url = readUrl(reader, get('url'), baseUrl, tokens, span, map, written);
  const headersField = get('headers');
  const tagsField = get('tags');
  const validatorsField = get('validators');
  const contextField = get('context');
  const metadataField = get('metadata');
  const timeoutField = get('timeout');
  const timeoutMs = timeoutField ? readTimeout(reader, timeoutField) : undefined;
  const request: RequestFieldContext = { reader, tokens };
  const body = readAnyBody(request, fields);
  const queryField = get('query');
  const query = queryField ? readNameValues(request, queryField) : undefined;
  const authField = get('auth');
  const auth = authField ? readAuth(request, authField) : undefined;
  const retryField = get('retry');
  const retry = retryField ? readRetry(reader, retryField, tokens) : undefined;
  const dataField = get('data');
  const data = dataField ? readData(reader, dataField) : undefined;
  checkDataUse(reader, tokens, dataField, data, idField);
  const metadata = metadataField ? readMetadata(reader, metadataField) : undefined;
  // Optional members are added when present rather than spread in: each spread made a throwaway
  // object, ~0.4 µs of every test's loading.
  const definition: TestDefinition = {
    index,
    dependsOn,
    method: methodField ? readMethod(reader, methodField) : 'GET',
    url,
    headers: headersField ? readHeaders(reader, headersField, tokens) : NONE,
    tags: tagsField ? readTags(reader, tagsField) : NONE,
    validators: validatorsField ? readValidators(reader, validatorsField, tokens) : NONE,
    captures: contextField ? readCaptures(reader, contextField, tokens) : NONE,
    position: { line: span.line, column: span.column },
  };
  if (id !== undefined) definition.id = id;
  if (name !== undefined) definition.name = name;
  if (query && query.length > 0) definition.query = query;
  if (body) definition.body = body;
  if (auth) definition.auth = auth;
  if (retry) definition.retry = retry;
  if (data) definition.data = data;
  if (metadata !== undefined) definition.metadata = metadata;
  if (timeoutMs !== undefined) definition.timeoutMs = timeoutMs;
  const requestOptions = readRequestOptions(reader, fields, tokens);
  if (requestOptions !== undefined) definition.requestOptions = requestOptions;
  checkAuthorizationSources(reader, definition, { auth: authField, url: get('url') });
  return {
    definition,
    idSpan: idField && id !== undefined ? valueSpan(reader, idField) : undefined,
    dependsOnSpans,
    tokens,
    ownUrl: written.url,
  };
}

/**
 * `${{ data.x }}` needs a `data` with column `x`. A test with `data` has no `id`: its rows are
 * separate tests, and no single one of them could be what a `dependsOn` means.
 */
function checkDataUse(
  reader: Reader,
  tokens: TokenUse[],
  dataField: Field | undefined,
  data: DataRows | undefined,
  idField: Field | undefined,
): void {
  if (dataField && idField)
    reader.error(
      idField.keySpan,
      'data-with-id',
      'a test with `data` cannot have an `id`: each row is a test of its own, so `dependsOn` could not name one',
      'move the steps that need a value from a row into the same test, or give each row its own test',
    );
  for (const { part, span } of tokens) {
    if (part.kind !== 'ref' || part.namespace !== 'data') continue;
    if (!dataField)
      reader.error(
        span,
        'undefined-data',
        `\`\${{ data.${part.name} }}\` is used, but the test has no \`data\``,
        'add `data:` with a file or a list of rows',
      );
    else if (data && !data.columns.includes(part.name))
      reader.error(
        span,
        'undefined-data',
        `\`data\` has no column \`${part.name}\``,
        suggestion(part.name, data.columns) ?? `the columns are ${data.columns.map((c) => `\`${c}\``).join(', ')}`,
      );
  }
}

/** The references of a name, without reporting the problems of text that is only shown. */
function readNameTokens(reader: Reader, field: Field, name: string, tokens: TokenUse[]): void {
  const quiet = new Reader(reader.file, reader.text, {
    absolutePath: reader.absolutePath,
    cwd: reader.baseDirectory,
    filePolicy: reader.filePolicy,
  });
  readTemplate(quiet, field.value, name, tokens);
}

function readId(reader: Reader, field: Field): string | undefined {
  const id = readText(reader, field);
  if (id !== undefined && id.trim() === '') {
    reader.error(valueSpan(reader, field), 'invalid-id', '`id` is empty');
    return undefined;
  }
  return id;
}

function readDependsOn(reader: Reader, field: Field, spans: Span[]): string[] {
  const ids: string[] = [];
  for (const item of readList(reader, field, 'an id or a list of ids', true) ?? []) {
    const id = scalarText(item);
    const span = reader.spanOf(item, field.keySpan);
    if (id === undefined || id.trim() === '') {
      reader.error(
        span,
        'wrong-type',
        `\`dependsOn\` must name test ids, got ${id === undefined ? describeNode(item) : 'an empty id'}`,
      );
      continue;
    }
    ids.push(id);
    spans.push(span);
  }
  return fitted(ids);
}

/** The standard methods in any case (sent upper case); any other token as written (`PURGE`, `PROPFIND`). */
function readMethod(reader: Reader, field: Field): HttpMethod {
  const text = readText(reader, field)?.trim();
  if (text === undefined) return 'GET';
  const upper = text.toUpperCase();
  if (METHODS.includes(upper)) return upper;
  if (!TOKEN.test(text)) {
    reader.error(
      valueSpan(reader, field),
      'invalid-method',
      `\`${text}\` is not an HTTP method: a method is one word of letters, digits and !#$%&'*+-.^_\`|~`,
      suggestion(upper, METHODS),
    );
    return 'GET';
  }
  if (REGISTERED_METHODS.has(text)) return text;
  const near = REGISTERED_METHODS.has(upper)
    ? `did you mean \`${upper}\`? methods are case-sensitive`
    : suggestion(upper, METHODS);
  if (near)
    reader.warning(
      valueSpan(reader, field),
      'unusual-method',
      `\`${text}\` is not a standard HTTP method; it is sent as written`,
      near,
    );
  return text;
}

function readUrl(
  reader: Reader,
  field: Field | undefined,
  baseUrl: BaseUrl,
  tokens: TokenUse[],
  testSpan: Span,
  map: TreeNode,
  written: { url?: WrittenUrl },
): Template {
  const empty: Template = { source: '', parts: [] };
  if (!field) {
    const renamed =
      isMap(map) && map.items.some((pair) => ['path', 'uri'].includes(scalarText(reader.resolve(pair.key)) ?? ''));
    if (!renamed)
      reader.error(
        testSpan,
        'missing-key',
        'the test has no `url`',
        'add e.g. `url: /users` (joined to `baseUrl`) or an absolute `url: https://…`',
      );
    return empty;
  }
  const text = readText(reader, field);
  if (text === undefined) return empty;
  const template = readTemplate(reader, field.value, text, tokens);
  const span = valueSpan(reader, field);
  if (text.startsWith('/')) {
    if (baseUrl.template) return joinUrl(baseUrl.template, template);
    if (!baseUrl.written)
      reader.error(
        span,
        'relative-url',
        `\`url: ${text}\` is a path, but the collection has no \`baseUrl\``,
        'add `baseUrl: https://…` to the collection, or write an absolute URL',
      );
    return template;
  }
  if (!isAbsolute(text) && !text.startsWith('${{')) {
    const likely = likelyUrl(text);
    const hint = baseUrl.written
      ? `start it with \`/\` to join it to \`baseUrl\`: \`/${text}\`${likely ? `, or write \`${likely}\`` : ''}`
      : likely
        ? `did you mean \`${likely}\`?`
        : `write an absolute URL such as \`https://example.com/${text}\``;
    reader.error(
      span,
      'invalid-url',
      `\`url: ${text}\` is neither a path starting with \`/\` nor an absolute URL`,
      hint,
    );
    return template;
  }
  const problem = absoluteUrlProblem(text);
  if (problem !== undefined) {
    const likely = likelyUrl(text);
    reader.error(
      span,
      'invalid-url',
      `\`url\` cannot be sent: ${problem}`,
      likely ? `did you mean \`${likely}\`?` : undefined,
    );
  } else written.url = { template, span };
  return template;
}

function readHeaders(reader: Reader, field: Field, tokens: TokenUse[]): HeaderDefinition[] {
  const headers: HeaderDefinition[] = [];
  const add = (name: string, nameSpan: Span, valueNode: TreeNode | null, value: string, valueStart: number): void => {
    const nameTemplate = name.includes('${{') ? readNameTemplate(reader, name, nameSpan, tokens) : undefined;
    if (!nameTemplate && !TOKEN.test(name)) {
      reader.error(
        nameSpan,
        'invalid-header',
        name === '' ? 'a header has no name' : `\`${name}\` is not a valid header name`,
        "header names are letters, digits and !#$%&'*+-.^_`|~",
      );
      return;
    }
    if (/[\r\n\0]/.test(value)) {
      reader.error(
        reader.spanOf(valueNode, nameSpan),
        'invalid-header',
        `the value of header \`${name}\` contains a line break`,
      );
      return;
    }
    const valueTemplate = readTemplate(reader, valueNode, value, tokens, valueStart);
    headers.push({ name, ...(nameTemplate ? { nameTemplate } : {}), value: valueTemplate });
  };
  if (isMap(field.value)) {
    for (const pair of field.value.items) readHeaderPair(reader, pair, add);
    return fitted(headers);
  }
  for (const item of readList(reader, field, 'a list of `Name: value` texts or a mapping of names to values') ?? []) {
    if (isMap(item)) {
      // `- Content-Type: application/json` unquoted is a one-key mapping in YAML.
      for (const pair of item.items) readHeaderPair(reader, pair, add);
      continue;
    }
    const text = isScalar(item) && typeof item.value === 'string' ? item.value : undefined;
    const span = reader.spanOf(item, field.keySpan);
    if (text === undefined) {
      reader.error(span, 'invalid-header', `a header must be \`Name: value\` text, got ${describeNode(item)}`);
      continue;
    }
    const colon = text.indexOf(':');
    if (colon === -1) {
      reader.error(span, 'invalid-header', `header \`${text}\` has no \`:\``, 'write `Name: value`');
      continue;
    }
    const name = text.slice(0, colon).trim();
    const rawValue = text.slice(colon + 1);
    const leading = rawValue.length - rawValue.trimStart().length;
    const offsetOf = scalarOffsets(item as ScalarNode, reader.text, text);
    const nameStart = offsetOf(text.length - text.trimStart().length);
    add(
      name,
      reader.span(nameStart, Math.max(1, offsetOf(colon) - nameStart)),
      item,
      rawValue.trim(),
      colon + 1 + leading,
    );
  }
  return fitted(headers);
}

/** A templated header name: its problems and references are placed on the whole name. */
function readNameTemplate(reader: Reader, name: string, span: Span, tokens: TokenUse[]): Template {
  const parsed = parseTemplate(name);
  for (const problem of parsed.problems) reader.error(span, problem.code, problem.message, problem.hint);
  for (const token of parsed.tokens) tokens.push({ part: token.part, span });
  return parsed.template;
}

function readHeaderPair(
  reader: Reader,
  pair: PairNode,
  add: (name: string, span: Span, valueNode: TreeNode | null, value: string, start: number) => void,
): void {
  const key = reader.resolve(pair.key);
  const value = reader.resolve(pair.value);
  const name = scalarText(key);
  const text = scalarText(value);
  const span = reader.spanOf(key);
  if (name === undefined) {
    reader.error(span, 'invalid-header', `a header name must be text, not ${describeNode(key)}`);
    return;
  }
  if (text === undefined) {
    reader.error(
      reader.spanOf(value, span),
      'invalid-header',
      `header \`${name}\` must have a text value, got ${describeNode(value)}`,
    );
    return;
  }
  add(name.trim(), span, value, text.trim(), text.length - text.trimStart().length);
}

/** The body from `body`, `form` or `multipart`: a test has at most one of them. */
function readAnyBody(context: RequestFieldContext, fields: Map<string, Field>): BodyDefinition | undefined {
  const written = BODY_KEYS.filter((key) => fields.has(key));
  for (const extra of written.slice(1)) {
    context.reader.error(
      fields.get(extra)!.keySpan,
      'conflicting-body',
      `a test has one body: \`${extra}\` cannot be used with \`${written[0]}\``,
    );
  }
  const field = fields.get(written[0]!);
  if (!field) return undefined;
  if (field.name === 'form') return readForm(context, field);
  if (field.name === 'multipart') return readMultipart(context, field);
  if (isFileBody(context.reader, context.reader.resolve(field.value))) return readFileBody(context, field);
  return readBody(context.reader, field, context.tokens);
}

function readBody(reader: Reader, field: Field, tokens: TokenUse[]): BodyDefinition | undefined {
  if (isMap(field.value) || isSeq(field.value)) {
    const template = readJsonBody(reader, field.value, tokens);
    return template ? { kind: 'json', template } : undefined;
  }
  const text = readText(reader, field);
  return text === undefined ? undefined : { kind: 'text', template: readTemplate(reader, field.value, text, tokens) };
}

function readTags(reader: Reader, field: Field): string[] {
  const tags: string[] = [];
  for (const item of readList(reader, field, 'a tag or a list of tags', true) ?? []) {
    const tag = scalarText(item);
    if (tag === undefined)
      reader.error(reader.spanOf(item, field.keySpan), 'wrong-type', `a tag must be text, got ${describeNode(item)}`);
    else tags.push(tag);
  }
  return fitted(tags);
}

function readValidators(reader: Reader, field: Field, tokens: TokenUse[]): ValidatorDefinition[] {
  const definitions: ValidatorDefinition[] = [];
  for (const item of readList(reader, field, 'a list of validators such as `- status-code: 200`') ?? []) {
    const definition = readValidator(reader, item, tokens);
    if (definition) definitions.push(definition);
  }
  return fitted(definitions);
}

function readCaptures(reader: Reader, field: Field, tokens: TokenUse[]): CaptureDefinition[] {
  const captures: CaptureDefinition[] = [];
  for (const item of readList(reader, field, 'a list of `{name, type, pattern}` entries') ?? []) {
    const span = reader.spanOf(item, field.keySpan);
    const map = asMap(item);
    if (!map) {
      reader.error(
        span,
        'invalid-capture',
        `a \`context\` entry must be a mapping with \`name\` and \`pattern\`, got ${describeNode(item)}`,
      );
      continue;
    }
    const fields = readFields(reader, map, [...CONTEXT_KEYS, ...captureSources.keys], 'context entry');
    const nameField = fields.get('name');
    const patternField = fields.get('pattern');
    const typeField = fields.get('type');
    if (!nameField) reader.error(span, 'missing-key', 'the `context` entry has no `name`');
    const hasSource = captureSources.keys.some((key) => fields.has(key));
    if (!patternField && !hasSource)
      reader.error(
        span,
        'missing-key',
        'the `context` entry has no source',
        `add one of ${['pattern', ...captureSources.keys].map((key) => `\`${key}\``).join(', ')}, e.g. \`json-path: $.id\` or \`pattern: '"id":\\s*(\\d+)'\``,
      );
    const name = nameField ? readText(reader, nameField) : undefined;
    if (nameField && name !== undefined && !CAPTURE_NAME.test(name)) {
      reader.error(
        valueSpan(reader, nameField),
        'invalid-capture',
        `\`${name}\` is not a valid context name`,
        'use letters, digits, `_` and `-`, starting with a letter or `_`',
      );
    }
    let type: CaptureDefinition['type'] | undefined = 'variable';
    if (typeField) {
      const text = readText(reader, typeField)?.trim().toLowerCase();
      // The literals, not the text read (a copy per capture that the run would hold).
      type = text === 'variable' ? 'variable' : text === 'secret' ? 'secret' : undefined;
      if (type === undefined)
        reader.error(
          valueSpan(reader, typeField),
          'invalid-capture',
          `\`type\` must be \`variable\` or \`secret\`, got ${describeNode(typeField.value) === 'text' ? `\`${scalarText(typeField.value)}\`` : describeNode(typeField.value)}`,
        );
    }
    const pattern = patternField ? readPattern(reader, patternField) : undefined;
    const source = readCaptureSource(reader, fields, span, tokens);
    const patternOk = patternField ? pattern !== undefined : source !== 'body';
    if (name !== undefined && CAPTURE_NAME.test(name) && type !== undefined && patternOk && source) {
      const position = { line: span.line, column: span.column };
      captures.push({
        name,
        type,
        ...(pattern === undefined ? {} : { pattern }),
        ...(source === 'body' ? {} : { source }),
        position,
      });
    }
  }
  return fitted(captures);
}

/** The registered source a context entry names (at most one), `body` when it names none, undefined after a diagnostic. */
function readCaptureSource(
  reader: Reader,
  fields: Map<string, Field>,
  span: Span,
  tokens: TokenUse[],
): CaptureDefinition['source'] | 'body' | undefined {
  const named = captureSources.keys.filter((key) => fields.has(key));
  if (named.length === 0) return 'body';
  if (named.length > 1) {
    reader.error(
      span,
      'invalid-capture',
      `a \`context\` entry takes one source, this one has ${named.map((key) => `\`${key}\``).join(', ')}`,
    );
    return undefined;
  }
  const key = named[0]!;
  const field = fields.get(key)!;
  const schema = captureSources.get(key)!.argument;
  const node = reader.resolve(field.value);
  const at = new TreeArgumentNode(reader, node, () => valueSpan(reader, field), tokens, 'invalid-capture');
  const argument = schema.read(at, (got, item = at) => {
    item.error(`\`${key}\` expects ${schema.expects}, got ${got}`, schema.example);
    return undefined;
  });
  return argument === undefined ? undefined : { key, argument };
}

function readPattern(reader: Reader, field: Field): string | undefined {
  const pattern = readText(reader, field);
  if (pattern === undefined) return undefined;
  const span = valueSpan(reader, field);
  try {
    new RegExp(pattern);
  } catch (error) {
    reader.error(
      span,
      'invalid-regex',
      `\`pattern\` is not a valid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`,
      'patterns use JavaScript regular expression syntax',
    );
    return undefined;
  }
  // An empty alternative always matches, and the match has one slot per group.
  const groups = (new RegExp(`${pattern}|`).exec('')?.length ?? 1) - 1;
  if (groups === 0) {
    reader.error(
      span,
      'invalid-regex',
      '`pattern` has no capture group',
      'put the part to keep in parentheses, e.g. `"id":\\s*(\\d+)`',
    );
    return undefined;
  }
  return pattern;
}

/** The array without the spare room `push` leaves: the model keeps a few per test, so it adds up. */
function fitted<T>(items: T[]): T[] {
  return items.slice();
}

function readTimeout(reader: Reader, field: Field): number | undefined {
  const text = scalarText(field.value);
  if (text !== undefined && /^\s*\d+\s*$/.test(text) && Number(text) > 0) return Number(text);
  reader.error(
    valueSpan(reader, field),
    'invalid-timeout',
    `\`timeout\` must be a positive number of milliseconds, got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`,
  );
  return undefined;
}

function readBoolean(reader: Reader, field: Field): boolean | undefined {
  const node = field.value;
  if (isScalar(node) && typeof node.value === 'boolean') return node.value;
  reader.error(
    valueSpan(reader, field),
    'wrong-type',
    `\`${field.name}\` must be true or false, got ${describeNode(node)}`,
  );
  return undefined;
}

/** `metadata`: a list of mappings (the original's form) or one mapping (read as a list of one). */
function readMetadata(reader: Reader, field: Field): unknown {
  const value = readPlain(reader, field.value);
  const isMapping = (item: unknown) => typeof item === 'object' && item !== null && !Array.isArray(item);
  if (value !== undefined && !isMapping(value) && !(Array.isArray(value) && value.every(isMapping))) {
    reader.error(
      valueSpan(reader, field),
      'wrong-type',
      `\`metadata\` must be a mapping or a list of mappings, got ${describeNode(field.value)}`,
      'e.g. `metadata: {test-key: XSP-85}` or `metadata: [{test-key: XSP-85}]`',
    );
    return undefined;
  }
  return value;
}

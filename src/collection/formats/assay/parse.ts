// A parsed YAML document → the collection model, with every problem reported where it was written.
import type {
  BodyDefinition,
  Collection,
  DataRows,
  TestDefinition,
  ValidatorDefinition,
} from '../../../model/index.ts';
import {
  asMap,
  Field,
  fitted,
  readFields,
  readList,
  readTemplate,
  readText,
  valueSpan,
  type TokenUse,
} from './fields.ts';
import { describeNode, ParseContext, scalarText, type Span } from '../../yaml/parse-context.ts';
import { suggestion } from '../../../model/suggest.ts';
import { isMap, isScalar, isSeq, type DeferredItems, type MapNode, type TreeNode } from '../../yaml/tree.ts';
import { readDeferredItem } from '../../yaml/fast-reader.ts';
import { readValidator } from './validator-entries.ts';
import { TreeArgumentNode } from './argument-node.ts';
import { validators } from '../../../engine/validators/index.ts';
import { readJsonBody, readPlain } from './values.ts';
import { absoluteUrlProblem, likelyUrl } from './url.ts';
import {
  isFileBody,
  readAuth,
  readFileBody,
  readForm,
  readMultipart,
  readNameValues,
  type RequestFieldContext,
} from './fields/request.ts';
import { checkAuthorizationSources } from './authorization-sources.ts';
import { readRetry } from './fields/retry.ts';
import { readData } from './fields/data.ts';
import { readMethod } from './fields/method.ts';
import { readUrl, type BaseUrl, type WrittenUrl } from './fields/url.ts';
import { readHeaders } from './fields/headers.ts';
import { readCaptures } from './fields/captures.ts';
import { readRequestOptions, REQUEST_OPTION_KEYS } from './fields/request-options.ts';

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

/**
 * A collection read up to its tests: its own fields, and its tests as items read one at a time, so
 * a run never holds the tree of every test (a collection may hold 100,000 of them).
 */
export interface CollectionHead {
  /** The collection without its tests, and without `files` (known once every test is read). */
  collection: Omit<Collection, 'tests' | 'files'>;
  /** References in `baseUrl` (they apply to every test). */
  baseUrlTokens: TokenUse[];
  baseUrl?: WrittenUrl;
  /** The list of tests; undefined when it is missing or is not a list (reported). */
  items?: TestItems;
  /** Reads one item as test `index`: its definition with the collection's `openapi` check added. */
  readTest(reader: ParseContext, item: TreeNode | null, index: number): ParsedTest | undefined;
}

export interface TestItems {
  readonly count: number;
  /** Set when the items were located, not read (`parseSimpleYaml`'s `defer`). */
  readonly deferred?: DeferredItems;
  /** Item `index`'s node; undefined when the fast reader cannot read it (the text needs the full parser). */
  item(index: number): TreeNode | null | undefined;
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
const BODY_KEYS = ['body', 'form', 'multipart'] as const;

export function parseCollection(
  reader: ParseContext,
  root: TreeNode | null,
  defaults: { file: string; absolutePath?: string; name: string },
): CollectionHead | undefined {
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

  // An old-format collection's `requests` (already reported) are still read, to report all that changed.
  const testsField = fields.get('tests') ?? oldRequests(reader, node);
  let items: TestItems | undefined;
  if (!testsField) {
    reader.error(
      reader.span(node.range?.[0] ?? 0),
      'missing-key',
      'the collection has no `tests`',
      'add `tests:` with a list of tests, e.g. `- url: https://example.com`',
    );
  } else {
    items = testItems(reader, testsField);
    if (isSeq(testsField.value) && items?.count === 0)
      reader.warning(testsField.keySpan, 'no-tests', 'the collection has no tests');
  }
  const collection: Omit<Collection, 'tests' | 'files'> = {
    file: defaults.file,
    ...(defaults.absolutePath ? { absolutePath: defaults.absolutePath } : {}),
    name: name ?? defaults.name,
    ...(metadata !== undefined ? { metadata } : {}),
    ...(cookies ? { cookies } : {}),
  };
  const written = baseUrl.template && baseUrl.span ? { template: baseUrl.template, span: baseUrl.span } : undefined;
  return {
    collection,
    baseUrlTokens,
    ...(written ? { baseUrl: written } : {}),
    ...(items ? { items } : {}),
    readTest(testReader, item, index) {
      const test = readTest(testReader, item, index, baseUrl);
      if (test && contract) test.definition.validators = withContract(test.definition, contract);
      return test;
    },
  };
}

/** The items of `tests`: read already, or located to be read one at a time. */
function testItems(reader: ParseContext, field: Field): TestItems | undefined {
  const { deferred } = isSeq(field.value) ? field.value : {};
  if (deferred) {
    const { text } = reader;
    return {
      count: deferred.starts.length,
      deferred,
      item: (index) => readDeferredItem(text, deferred, deferred.starts[index]),
    };
  }
  const items = readList(reader, field, 'a list of tests');
  return items && { count: items.length, item: (index) => items[index] };
}

/** The collection-level `openapi:` read as the `openapi` validator reads it (`false` applies nothing). */
function readOpenApiDefault(reader: ParseContext, field: Field): ValidatorDefinition | undefined {
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

function oldRequests(reader: ParseContext, map: MapNode): Field | undefined {
  const pair = map.items.find((item) => scalarText(reader.resolve(item.key)) === 'requests');
  return pair ? new Field(reader, 'requests', reader.resolve(pair.key), reader.resolve(pair.value)) : undefined;
}

function readBaseUrl(reader: ParseContext, field: Field | undefined, tokens: TokenUse[]): BaseUrl {
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

function readTest(
  reader: ParseContext,
  item: TreeNode | null,
  index: number,
  baseUrl: BaseUrl,
): ParsedTest | undefined {
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
  reader: ParseContext,
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
function readNameTokens(reader: ParseContext, field: Field, name: string, tokens: TokenUse[]): void {
  readTemplate(reader.forRereading(), field.value, name, tokens);
}

function readId(reader: ParseContext, field: Field): string | undefined {
  const id = readText(reader, field);
  if (id !== undefined && id.trim() === '') {
    reader.error(valueSpan(reader, field), 'invalid-id', '`id` is empty');
    return undefined;
  }
  return id;
}

function readDependsOn(reader: ParseContext, field: Field, spans: Span[]): string[] {
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

function readBody(reader: ParseContext, field: Field, tokens: TokenUse[]): BodyDefinition | undefined {
  if (isMap(field.value) || isSeq(field.value)) {
    const template = readJsonBody(reader, field.value, tokens);
    return template ? { kind: 'json', template } : undefined;
  }
  const text = readText(reader, field);
  return text === undefined ? undefined : { kind: 'text', template: readTemplate(reader, field.value, text, tokens) };
}

function readTags(reader: ParseContext, field: Field): string[] {
  const tags: string[] = [];
  for (const item of readList(reader, field, 'a tag or a list of tags', true) ?? []) {
    const tag = scalarText(item);
    if (tag === undefined)
      reader.error(reader.spanOf(item, field.keySpan), 'wrong-type', `a tag must be text, got ${describeNode(item)}`);
    else tags.push(tag);
  }
  return fitted(tags);
}

function readValidators(reader: ParseContext, field: Field, tokens: TokenUse[]): ValidatorDefinition[] {
  const definitions: ValidatorDefinition[] = [];
  for (const item of readList(reader, field, 'a list of validators such as `- status-code: 200`') ?? []) {
    const definition = readValidator(reader, item, tokens);
    if (definition) definitions.push(definition);
  }
  return fitted(definitions);
}

function readTimeout(reader: ParseContext, field: Field): number | undefined {
  const text = scalarText(field.value);
  if (text !== undefined && /^\s*\d+\s*$/.test(text) && Number(text) > 0) return Number(text);
  reader.error(
    valueSpan(reader, field),
    'invalid-timeout',
    `\`timeout\` must be a positive number of milliseconds, got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`,
  );
  return undefined;
}

function readBoolean(reader: ParseContext, field: Field): boolean | undefined {
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
function readMetadata(reader: ParseContext, field: Field): unknown {
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

// A Hurl file → an assay collection: one test per entry, chained with `dependsOn` so they run in
// order and a failing entry skips the rest (as Hurl stops a file at its first failure), in a
// collection with a cookie jar (Hurl keeps one per file). Each test is named by its method, path
// and source line (`GET /users (users.hurl:12)`); what cannot be carried over is a note, written
// as a comment above the test and returned for the command to print.
import { isCredentialName, splitUrlCredentials } from '../../../model/credentials.ts';
import { tooDeep } from '../../../model/nesting.ts';
import { bodyWithoutCredentials, formWithoutCredentials, secretName } from '../credentials.ts';
import { writeCollection, type WrittenTest } from '../write.ts';
import type { Body, Entry, HurlFile, KeyValue, Position, RequestSpec, ResponseSpec, Template } from './ast.ts';
import { literalText } from './reader.ts';
import { convertAssert, convertCapture, type CheckContext } from './convert-checks.ts';
import { NoteSink, type Note } from './notes.ts';
import { convertOptions } from './options.ts';
import { Scope } from './scope.ts';

type Json = Record<string, unknown>;

export interface HurlConversionOptions {
  /** The Hurl file's name as shown in test names (`users.hurl`). */
  fileName: string;
  /** The collection's name. */
  name: string;
  /** Names of variables that are secrets (`--secret`). */
  secrets: ReadonlySet<string>;
  /** A file the Hurl file names, as the written collection names it (relative to where it is written). */
  collectionPath(name: string): string;
  /** Reads a file the Hurl file names (a response body `file,x;`). */
  readFile(name: string): Buffer | { problem: string };
}

/** Of each kind of construct, how many there were and how many converted without a note. */
export interface ConversionCounts {
  entries: { total: number; clean: number };
  asserts: { total: number; clean: number };
  captures: { total: number; clean: number };
}

export interface HurlConversion {
  yaml: string;
  notes: Note[];
  counts: ConversionCounts;
  /** Names of the variables and secrets a run must give. */
  given: { variables: string[]; secrets: string[] };
}

export function convertHurl(file: HurlFile, options: HurlConversionOptions): HurlConversion {
  const scope = new Scope(options.secrets);
  const sink = new NoteSink();
  const counts: ConversionCounts = {
    entries: { total: 0, clean: 0 },
    asserts: { total: 0, clean: 0 },
    captures: { total: 0, clean: 0 },
  };
  const context: CheckContext = { scope, notes: sink, readFile: options.readFile };
  const tests: WrittenTest[] = [];
  file.entries.forEach((entry, index) => {
    const entryMark = sink.notes.length;
    const test = convertEntry(entry, index, context, options, counts);
    const notes = sink.notes.slice(entryMark);
    counts.entries.total++;
    if (sink.problemsSince(entryMark) === 0) counts.entries.clean++;
    tests.push({
      entry: test.entry,
      notes: notes.map((note) => `line ${note.line}: ${note.text}`),
      ...(test.skipped !== undefined ? { skipped: test.skipped } : {}),
    });
  });
  chain(tests);
  const baseUrl = commonOrigin(tests);
  const header = [`Imported by assay from the Hurl file ${options.fileName}: one test per entry, run in order.`];
  if (scope.varsUsed.size > 0) header.push(`Variables: ${[...scope.varsUsed].map((v) => `-v ${v}=…`).join(' ')}`);
  if (scope.secretsUsed.size > 0) header.push(`Secrets: ${[...scope.secretsUsed].map((s) => `-s ${s}=…`).join(' ')}`);
  const top = { name: options.name, ...(baseUrl !== undefined ? { baseUrl } : {}), cookies: true };
  return {
    yaml: writeCollection(header, top, tests),
    notes: sink.notes,
    counts,
    given: { variables: [...scope.varsUsed], secrets: [...scope.secretsUsed] },
  };
}

function convertEntry(
  entry: Entry,
  index: number,
  context: CheckContext,
  options: HurlConversionOptions,
  counts: ConversionCounts,
): { entry: Json; skipped?: string } {
  const { scope, notes } = context;
  const request = entry.request;
  const requestOptions = convertOptions(request.options, scope, notes);
  const url = requestUrl(request, context);
  const test: Json = {
    name: `${request.method} ${displayPath(url)} (${options.fileName}:${request.position.line})`,
    id: `entry-${index + 1}`,
    method: request.method,
    url: url.text,
  };
  const headers = requestHeaders(request, requestOptions.headers, context);
  if (url.authorization !== undefined && requestOptions.auth === undefined) requestOptions.auth = url.authorization;
  const query = pairs(request.query, 'query parameter', context);
  const form = pairs(request.form, 'form field', context);
  const body = request.body === undefined ? undefined : requestBody(request.body, headers, context, options);
  if (headers.length > 0) test.headers = headerValue(headers);
  if (query !== undefined) test.query = query;
  if (form !== undefined) test.form = form;
  if (request.multipart.length > 0) test.multipart = multipart(request, context, options);
  if (body !== undefined) test.body = body;
  const auth = basicAuth(request, context) ?? requestOptions.auth;
  if (auth !== undefined) test.auth = auth;
  Object.assign(test, requestOptions.keys);

  const validators: Json[] = [];
  if (entry.response !== undefined) {
    const capturesEntries = captures(entry.response, context, counts);
    for (const capture of entry.response.captures) scope.ownCaptures.set(capture.name, capture);
    validators.push(...responseChecks(entry.response, context, options, counts));
    scope.ownCaptures = new Map();
    for (const capture of entry.response.captures) scope.captured.add(capture.name);
    // assay follows redirects unless told not to; Hurl follows none unless `location: true`.
    if (test['follow-redirects'] === undefined && expectsRedirect(entry.response)) test['follow-redirects'] = false;
    if (capturesEntries.length > 0) test.context = capturesEntries;
  }
  // Without a response section (or with `HTTP *` and no assert) Hurl checks nothing: any status passes,
  // where an assay test without validators passes on 200 only.
  if (validators.length === 0) validators.push({ status: { ge: 100 } });
  test.validators = validators;
  return requestOptions.skip ? { entry: test, skipped: `skip: true in Hurl's [Options]` } : { entry: test };
}

/** A 3xx status, or a Location header asserted to be there: Hurl did not follow this redirect. */
function expectsRedirect(response: ResponseSpec): boolean {
  if (response.status !== undefined && response.status >= 300 && response.status < 400) return true;
  return response.asserts.some(
    (assert) =>
      assert.query.kind === 'header' &&
      assert.query.argument?.kind === 'text' &&
      assert.query.argument.value.parts.join('').toLowerCase() === 'location' &&
      !(assert.predicate.name === 'exists' && assert.predicate.not),
  );
}

function requestUrl(request: RequestSpec, context: CheckContext): { text: string; authorization?: Json } {
  let text = context.scope.text(request.url, context.notes);
  if (text.includes('${{')) return { text };
  let authorization: Json | undefined;
  const credentials = splitUrlCredentials(text);
  if (credentials !== undefined) {
    text = credentials.url;
    authorization = { basic: { username: credentials.user, password: '${{ secrets.password }}' } };
    context.scope.secretsUsed.add('password');
    context.notes.secret(request.url.position, "the URL's password is not copied: pass it with --secrets password=…");
  }
  const queryStart = text.indexOf('?');
  if (queryStart >= 0) {
    const recorded: string[] = [];
    const query = formWithoutCredentials(text.slice(queryStart + 1), recorded, 'query parameter');
    for (const note of recorded) context.notes.secret(request.url.position, note);
    text = `${text.slice(0, queryStart)}?${query}`;
  }
  return authorization === undefined ? { text } : { text, authorization };
}

function displayPath(url: { text: string }): string {
  const path = url.text.replace(/^https?:\/\/[^/?#]*/, '').replace(/[?#].*$/, '');
  return path === '' ? '/' : path;
}

/** `Name: value` headers; a credential header written as a literal becomes a secret. */
function requestHeaders(request: RequestSpec, optionHeaders: string[], context: CheckContext): [string, string][] {
  const headers: [string, string][] = [];
  for (const header of request.headers) {
    const name = context.scope.text(header.key, context.notes);
    headers.push([name, literalOrSecret(name, header, 'header', context)]);
  }
  for (const line of optionHeaders) {
    const colon = line.indexOf(':');
    headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  if (request.cookies.length > 0)
    headers.push([
      'Cookie',
      request.cookies
        .map((cookie) => {
          const name = context.scope.text(cookie.key, context.notes);
          return `${name}=${literalOrSecret(name, cookie, 'cookie', context)}`;
        })
        .join('; '),
    ]);
  return headers;
}

/** A mapping of names to values, or a list of `Name: value` texts when a name repeats. */
function headerValue(headers: [string, string][]): Json | string[] {
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  if (names.size === headers.length) return Object.fromEntries(headers);
  return headers.map(([name, value]) => `${name}: ${value}`);
}

/** The value, unless its name says it is a credential and it is written out: then a secret. */
function literalOrSecret(name: string, pair: KeyValue, what: string, context: CheckContext): string {
  const value = context.scope.text(pair.value, context.notes);
  if (value === '' || value.includes('${{') || !isCredentialName(name)) return value;
  const secret = secretName(name);
  context.scope.secretsUsed.add(secret);
  context.notes.secret(pair.position, `the ${what} ${name} is not copied: pass it with --secrets ${secret}=…`);
  return `\${{ secrets.${secret} }}`;
}

/** [Query] / [Form] pairs as a mapping (a repeated name: a list of its values). */
function pairs(list: KeyValue[], what: string, context: CheckContext): Json | undefined {
  if (list.length === 0) return undefined;
  const result: Record<string, string | string[]> = {};
  for (const pair of list) {
    const name = context.scope.text(pair.key, context.notes);
    const value = literalOrSecret(name, pair, what, context);
    const existing = result[name];
    if (existing === undefined) result[name] = value;
    else result[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

function multipart(request: RequestSpec, context: CheckContext, options: HurlConversionOptions): Json {
  const parts: Record<string, unknown[]> = {};
  for (const param of request.multipart) {
    const name = context.scope.text(param.name, context.notes);
    let part: unknown;
    if ('parts' in param.value) part = context.scope.text(param.value, context.notes);
    else {
      const file = options.collectionPath(context.scope.text(param.value.file, context.notes));
      part = param.value.contentType === undefined ? { file } : { file, 'content-type': param.value.contentType };
    }
    (parts[name] ??= []).push(part);
  }
  return Object.fromEntries(Object.entries(parts).map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
}

function basicAuth(request: RequestSpec, context: CheckContext): Json | undefined {
  const pair = request.basicAuth[0];
  if (pair === undefined) return undefined;
  const username = context.scope.text(pair.key, context.notes);
  const written = context.scope.text(pair.value, context.notes);
  let password = written;
  if (!written.includes('${{')) {
    password = '${{ secrets.password }}';
    context.scope.secretsUsed.add('password');
    context.notes.secret(pair.position, 'the [BasicAuth] password is not copied: pass it with --secrets password=…');
  }
  return { basic: { username, password } };
}

const BODY_CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  xml: 'application/xml',
  graphql: 'application/json',
};

function requestBody(
  body: Body,
  headers: [string, string][],
  context: CheckContext,
  options: HurlConversionOptions,
): unknown {
  const hasContentType = () => headers.some(([name]) => name.toLowerCase() === 'content-type');
  const withType = (type: string | undefined, text: string) => {
    if (type !== undefined && !hasContentType()) headers.push(['Content-Type', type]);
    return text;
  };
  switch (body.kind) {
    case 'json': {
      const text = jsonWithTemplates(body.text, context, body.position);
      return withType('application/json', textWithoutCredentials(text, body.position, context));
    }
    case 'xml':
      return withType('application/xml', body.text);
    case 'text': {
      const text = context.scope.text(body.text, context.notes);
      if (body.language === 'graphql') return withType('application/json', graphqlBody(text));
      if (body.language === 'hex' || body.language === 'base64')
        return bytesBody(Buffer.from(text.replace(/\s+/g, ''), body.language), body.position, context);
      return withType(BODY_CONTENT_TYPES[body.language], text);
    }
    case 'base64':
    case 'hex':
      return bytesBody(body.bytes, body.position, context);
    case 'file':
      return fileBody(body.file, context, options);
  }
}

/** `file,name;` as `{ file }` named from the written collection; assay file paths take no template. */
function fileBody(file: Template, context: CheckContext, options: HurlConversionOptions): Json | undefined {
  if (literalText(file) === undefined) {
    context.notes.unsupported(file.position, 'a file name with a {{ }} template: assay file paths take no template');
    return undefined;
  }
  return { file: options.collectionPath(context.scope.text(file, context.notes)) };
}

function textWithoutCredentials(text: string, position: Position, context: CheckContext): string {
  const recorded: string[] = [];
  const safe = bodyWithoutCredentials(text, recorded);
  for (const note of recorded) context.notes.secret(position, note);
  return safe;
}

/** A GraphQL query as Hurl sends it: `{"query": …}`, and its `variables { … }` block as `"variables"`. */
function graphqlBody(text: string): string {
  const variables = /\n[ \t]*variables[ \t]*(\{[\s\S]*\})\s*$/.exec(text);
  if (variables === null) return JSON.stringify({ query: text });
  // The block is kept as text: its {{ }} values are templates rendered when the test runs.
  return `{"query":${JSON.stringify(text.slice(0, variables.index + 1))},"variables":${variables[1]}}`;
}

/** Bytes as the body: text when they are UTF-8, else a note (assay bodies are text or a file). */
function bytesBody(bytes: Buffer, position: Position, context: CheckContext): string | undefined {
  const text = bytes.toString('utf8');
  if (Buffer.from(text, 'utf8').equals(bytes)) return text;
  context.notes.unconverted(position, 'a binary request body: save the bytes to a file and write body: { file: … }');
  return undefined;
}

/** A JSON body's `{{ }}` placeholders as assay templates (the text is otherwise kept as written). */
function jsonWithTemplates(text: string, context: CheckContext, position: Position): string {
  return text.replace(/\{\{([^}\n]*)\}\}/g, (_, expression: string) =>
    context.scope.placeholderText({ expression: expression.trim(), position }, context.notes),
  );
}

function captures(response: ResponseSpec, context: CheckContext, counts: ConversionCounts): Json[] {
  const entries: Json[] = [];
  for (const capture of response.captures) {
    const mark = context.notes.notes.length;
    const entry = convertCapture(capture, context);
    context.scope.ownCaptures.set(capture.name, capture);
    counts.captures.total++;
    if (entry !== undefined) entries.push(entry);
    if (context.notes.problemsSince(mark) === 0 && entry !== undefined) counts.captures.clean++;
  }
  return entries;
}

/** The status line, header lines and body (implicit asserts), then [Asserts]. */
function responseChecks(
  response: ResponseSpec,
  context: CheckContext,
  options: HurlConversionOptions,
  counts: ConversionCounts,
): Json[] {
  const validators: Json[] = [];
  const count = (mark: number, validator: Json | undefined) => {
    counts.asserts.total++;
    if (validator !== undefined) validators.push(validator);
    if (validator !== undefined && context.notes.problemsSince(mark) === 0) counts.asserts.clean++;
  };
  if (response.status !== undefined) count(context.notes.notes.length, { 'status-code': response.status });
  if (response.version !== undefined)
    count(context.notes.notes.length, { 'http-version': { equals: response.version } });
  for (const header of response.headers) {
    const mark = context.notes.notes.length;
    const name = context.scope.text(header.key, context.notes);
    count(mark, { header: { name, equals: context.scope.text(header.value, context.notes) } });
  }
  for (const assert of response.asserts) {
    const mark = context.notes.notes.length;
    count(mark, convertAssert(assert, context));
  }
  if (response.body !== undefined) {
    const mark = context.notes.notes.length;
    count(mark, bodyCheck(response.body, context, options));
  }
  return validators;
}

/** The expected body: JSON compared as JSON, text and XML byte for byte, bytes by their hex. */
function bodyCheck(body: Body, context: CheckContext, options: HurlConversionOptions): Json | undefined {
  const expectedText = (text: string): Json =>
    text === '' ? { 'response-size': { equals: 0 } } : { 'body-equals': text };
  const expectedBytes = (bytes: Buffer): Json => {
    const text = bytes.toString('utf8');
    return Buffer.from(text, 'utf8').equals(bytes)
      ? expectedText(text)
      : { bytes: { equals: { hex: bytes.toString('hex') } } };
  };
  switch (body.kind) {
    case 'json': {
      const text = jsonWithTemplates(body.text, context, body.position);
      let expected: unknown;
      try {
        expected = JSON.parse(text);
      } catch {
        // Placeholders where values go (`"id": {{id}}`) are not JSON until rendered: compare the text.
        return expectedText(text);
      }
      // A document nested deeper than any collection may be is compared as text (and never walked).
      return tooDeep(expected) ? expectedText(text) : { 'json-path': { path: '$', equals: expected } };
    }
    case 'xml':
      return expectedText(body.text);
    case 'text':
      return expectedText(context.scope.text(body.text, context.notes));
    case 'base64':
    case 'hex':
      return expectedBytes(body.bytes);
    case 'file': {
      const name = context.scope.text(body.file, context.notes);
      const file = options.readFile(name);
      if ('problem' in file) {
        context.notes.unconverted(body.position, `the expected body file,${name}; cannot be read: ${file.problem}`);
        return undefined;
      }
      return expectedBytes(file);
    }
  }
}

/** Each test runs after the one before it, as Hurl runs entries in order. */
function chain(tests: WrittenTest[]): void {
  let previous: string | undefined;
  for (const test of tests) {
    if (test.skipped !== undefined) continue;
    if (previous !== undefined) {
      const { name, id, ...rest } = test.entry;
      test.entry = { name, id, dependsOn: previous, ...rest };
    }
    previous = test.entry.id as string;
  }
}

/** One origin shared by every test's literal URL becomes `baseUrl`, the tests keeping their paths. */
function commonOrigin(tests: WrittenTest[]): string | undefined {
  const origins = new Set<string>();
  for (const test of tests) {
    const url = String(test.entry.url);
    const origin = /^https?:\/\/[^/?#]+/i.exec(url)?.[0];
    if (origin === undefined || url.includes('${{')) return undefined;
    origins.add(origin);
  }
  if (origins.size !== 1) return undefined;
  const origin = [...origins][0]!;
  for (const test of tests) {
    const rest = String(test.entry.url).slice(origin.length);
    test.entry.url = rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  }
  return origin;
}

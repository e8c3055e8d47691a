// Hurl files → syntax tree, following Hurl's grammar (hurl.dev/docs/grammar.html): entries of a
// request (method line, headers, request sections, body) and an optional response (status line,
// implicit header asserts, [Captures] and [Asserts], body; bodies are read by parse-body.ts). The first error is thrown as a
// HurlSyntaxError with its line and column.
import { suggestion } from '../../../model/suggest.ts';
import type {
  Assert,
  Capture,
  Entry,
  Filter,
  FilterArgument,
  HurlFile,
  KeyValue,
  MultipartParam,
  Predicate,
  PredicateValue,
  Query,
  RequestSpec,
  ResponseSpec,
} from './ast.ts';
import { multilineString, parseBody } from './parse-body.ts';
import { literalText, Reader } from './reader.ts';

const REQUEST_SECTIONS: Record<string, 'query' | 'form' | 'multipart' | 'cookies' | 'basicAuth' | 'options'> = {
  QueryStringParams: 'query',
  Query: 'query',
  FormParams: 'form',
  Form: 'form',
  MultipartFormData: 'multipart',
  Multipart: 'multipart',
  Cookies: 'cookies',
  BasicAuth: 'basicAuth',
  Options: 'options',
};
const RESPONSE_SECTIONS = ['Captures', 'Asserts'];

const QUERIES_WITHOUT_ARGUMENT = new Set([
  'status',
  'version',
  'url',
  'ip',
  'body',
  'duration',
  'sha256',
  'md5',
  'bytes',
  'redirects',
]);
const QUERIES_WITH_TEXT = new Set(['header', 'certificate', 'cookie', 'xpath', 'jsonpath', 'variable']);
const QUERIES = [...QUERIES_WITHOUT_ARGUMENT, ...QUERIES_WITH_TEXT, 'regex'];

const FILTERS_WITHOUT_ARGUMENT = new Set([
  'base64Decode',
  'base64Encode',
  'base64UrlSafeDecode',
  'base64UrlSafeEncode',
  'count',
  'daysAfterNow',
  'daysBeforeNow',
  'first',
  'htmlEscape',
  'htmlUnescape',
  'last',
  'location',
  'toFloat',
  'toHex',
  'toInt',
  'toString',
  'urlDecode',
  'urlEncode',
  'utf8Decode',
  'utf8Encode',
]);
const FILTERS_WITH_TEXT = new Set([
  'decode',
  'format',
  'dateFormat',
  'jsonpath',
  'split',
  'toDate',
  'urlQueryParam',
  'xpath',
]);
const FILTERS_WITH_PATTERN = new Set(['regex']);
const FILTERS_WITH_PATTERN_AND_TEXT = new Set(['replace', 'replaceRegex']);
const isFilter = (name: string) =>
  FILTERS_WITHOUT_ARGUMENT.has(name) ||
  FILTERS_WITH_TEXT.has(name) ||
  FILTERS_WITH_PATTERN.has(name) ||
  FILTERS_WITH_PATTERN_AND_TEXT.has(name) ||
  name === 'nth';

const OPERATORS = ['==', '!=', '>=', '<=', '>', '<'];
const PREDICATES_WITH_VALUE = new Set([
  'equals',
  'notEquals',
  'greaterThan',
  'greaterThanOrEquals',
  'lessThan',
  'lessThanOrEquals',
  'startsWith',
  'endsWith',
  'contains',
  'includes',
  'matches',
]);
const PREDICATES_WITHOUT_VALUE = new Set([
  'exists',
  'isBoolean',
  'isCollection',
  'isDate',
  'isEmpty',
  'isFloat',
  'isInteger',
  'isIpv4',
  'isIpv6',
  'isIsoDate',
  'isList',
  'isNumber',
  'isObject',
  'isString',
  'isUuid',
]);
const PREDICATES = [...OPERATORS, ...PREDICATES_WITH_VALUE, ...PREDICATES_WITHOUT_VALUE];

const SECTION_LINE = /^\[([A-Za-z]+)\][ \t]*(#.*)?$/;
const STATUS_LINE = /^HTTP(\/[^\s]*)?([ \t]|$)/;
const METHOD_LINE = /^[A-Z]+[ \t]+\S/;

export function parseHurl(text: string): HurlFile {
  const reader = new Reader(text);
  const entries: Entry[] = [];
  for (;;) {
    reader.skipEmptyLines();
    if (reader.done) break;
    const request = parseRequest(reader);
    let response: ResponseSpec | undefined;
    reader.skipEmptyLines();
    if (!reader.done && STATUS_LINE.test(reader.restOfLine())) response = parseResponse(reader);
    entries.push(response ? { request, response } : { request });
  }
  return { entries };
}

function parseRequest(reader: Reader): RequestSpec {
  const start = reader.offset;
  const method = reader.word();
  if (!/^[A-Z]+$/.test(method))
    reader.fail(
      method === ''
        ? 'expected a request: a method and a URL (GET https://example.org)'
        : `expected a method in capitals, got \`${method}\``,
      start,
    );
  if (reader.skipSpaces() === 0) reader.fail('expected a space and a URL after the method');
  const url = reader.valueString();
  if (url.parts.length === 0) reader.fail('expected a URL after the method');
  reader.lineEnd('the URL');
  const request: RequestSpec = {
    method,
    url,
    headers: [],
    query: [],
    form: [],
    multipart: [],
    cookies: [],
    basicAuth: [],
    options: [],
    position: reader.position(start),
  };
  const seen = new Set<string>();
  let section: keyof typeof request | undefined;
  for (;;) {
    const lineStart = reader.offset;
    reader.skipEmptyLines();
    if (reader.done) break;
    const line = reader.restOfLine();
    const sectionName = SECTION_LINE.exec(line)?.[1];
    if (sectionName !== undefined) {
      const kind = REQUEST_SECTIONS[sectionName];
      if (kind === undefined) {
        if (RESPONSE_SECTIONS.includes(sectionName))
          reader.fail(`[${sectionName}] belongs to a response: write the status line (HTTP 200) before it`);
        reader.fail(
          `unknown section [${sectionName}]; ${suggestion(sectionName, Object.keys(REQUEST_SECTIONS)) ?? ''}`.trim(),
        );
      }
      if (seen.has(kind)) reader.fail(`the section [${sectionName}] appears twice in this request`);
      seen.add(kind);
      section = kind;
      reader.offset += line.indexOf(']') + 1;
      reader.lineEnd(`[${sectionName}]`);
      continue;
    }
    if (STATUS_LINE.test(line)) {
      reader.offset = lineStart;
      break;
    }
    if (section === undefined && isEmptyHeaderLine(reader)) {
      request.headers.push(parseEmptyHeader(reader));
      continue;
    }
    if (isKeyValueLine(reader)) {
      if (section === 'multipart') request.multipart.push(parseMultipartParam(reader));
      else (request[section ?? 'headers'] as KeyValue[]).push(parseKeyValue(reader));
      continue;
    }
    if (METHOD_LINE.test(line)) {
      reader.offset = lineStart;
      break;
    }
    if (isBodyStart(line)) {
      request.body = parseBody(reader);
      break;
    }
    reader.fail(
      `unexpected ${JSON.stringify(line.slice(0, 40))}: expected a header, a section, a body or HTTP <status>`,
    );
  }
  return request;
}

function parseResponse(reader: Reader): ResponseSpec {
  const start = reader.offset;
  reader.expect('HTTP', 'HTTP');
  let version: string | undefined;
  if (reader.peek() === '/') {
    reader.offset++;
    const written = /^(1\.0|1\.1|2|3|\*)/.exec(reader.restOfLine())?.[1];
    if (written === undefined) reader.fail('expected an HTTP version: HTTP/1.0, HTTP/1.1, HTTP/2, HTTP/3 or HTTP/*');
    reader.offset += written.length;
    if (written !== '*') version = written;
  }
  if (reader.skipSpaces() === 0) reader.fail('expected a space and a status code after HTTP');
  let status: number | undefined;
  if (reader.peek() === '*') reader.offset++;
  else {
    const digits = /^\d{3}(?![\w.])/.exec(reader.restOfLine())?.[0];
    if (digits === undefined) reader.fail('expected a status code (three digits) or *');
    status = Number(digits);
    reader.offset += 3;
  }
  reader.lineEnd('the status');
  const response: ResponseSpec = {
    ...(version !== undefined ? { version } : {}),
    ...(status !== undefined ? { status } : {}),
    headers: [],
    captures: [],
    asserts: [],
    position: reader.position(start),
  };
  const seen = new Set<string>();
  let section: 'Captures' | 'Asserts' | undefined;
  for (;;) {
    const lineStart = reader.offset;
    reader.skipEmptyLines();
    if (reader.done) break;
    const line = reader.restOfLine();
    const sectionName = SECTION_LINE.exec(line)?.[1];
    if (sectionName !== undefined) {
      if (!RESPONSE_SECTIONS.includes(sectionName)) {
        if (REQUEST_SECTIONS[sectionName] !== undefined)
          reader.fail(`[${sectionName}] belongs to a request: move it before the status line`);
        reader.fail(`unknown section [${sectionName}]; ${suggestion(sectionName, RESPONSE_SECTIONS) ?? ''}`.trim());
      }
      if (seen.has(sectionName)) reader.fail(`the section [${sectionName}] appears twice in this response`);
      seen.add(sectionName);
      section = sectionName as 'Captures' | 'Asserts';
      reader.offset += line.indexOf(']') + 1;
      reader.lineEnd(`[${sectionName}]`);
      continue;
    }
    if (section === 'Asserts' && /^[a-z]/.test(line) && !METHOD_LINE.test(line)) {
      response.asserts.push(parseAssert(reader));
      continue;
    }
    if (isKeyValueLine(reader)) {
      if (section === 'Captures') response.captures.push(parseCapture(reader));
      else if (section === undefined) response.headers.push(parseKeyValue(reader));
      else reader.fail('expected an assert: a query, then a predicate (jsonpath "$.id" == 1)');
      continue;
    }
    if (METHOD_LINE.test(line)) {
      reader.offset = lineStart;
      break;
    }
    if (isBodyStart(line)) {
      response.body = parseBody(reader);
      break;
    }
    reader.fail(
      `unexpected ${JSON.stringify(line.slice(0, 40))}: expected a header, a section, a body or a new request`,
    );
  }
  return response;
}

/** Whether the line at the cursor is `key: value` (the cursor does not move). */
function isKeyValueLine(reader: Reader): boolean {
  const start = reader.offset;
  try {
    reader.keyString();
    reader.skipSpaces();
    return reader.peek() === ':';
  } catch {
    return false;
  } finally {
    reader.offset = start;
  }
}

/** Whether the line at the cursor is `Name;`, a header sent with an empty value (as curl writes it). */
function isEmptyHeaderLine(reader: Reader): boolean {
  const start = reader.offset;
  try {
    reader.keyString();
    return reader.peek() === ';' && /^;[ \t]*(#.*)?$/.test(reader.restOfLine());
  } catch {
    return false;
  } finally {
    reader.offset = start;
  }
}

function parseEmptyHeader(reader: Reader): KeyValue {
  const start = reader.offset;
  const key = reader.keyString();
  reader.offset++;
  reader.lineEnd('the header');
  return { key, value: { parts: [], position: reader.position(start) }, position: reader.position(start) };
}

function isBodyStart(line: string): boolean {
  return (
    /^[{[<`"]/.test(line) ||
    line.startsWith('base64,') ||
    line.startsWith('hex,') ||
    line.startsWith('file,') ||
    /^(true|false|null|-?\d)/.test(line)
  );
}

function parseKeyValue(reader: Reader): KeyValue {
  const start = reader.offset;
  const key = reader.keyString();
  reader.skipSpaces();
  reader.expect(':', '`:` after the key');
  reader.skipSpaces();
  const value = reader.valueString();
  reader.lineEnd('the value');
  return { key, value, position: reader.position(start) };
}

function parseMultipartParam(reader: Reader): MultipartParam {
  const start = reader.offset;
  const name = reader.keyString();
  reader.skipSpaces();
  reader.expect(':', '`:` after the part name');
  reader.skipSpaces();
  if (!reader.startsWith('file,')) {
    const value = reader.valueString();
    reader.lineEnd('the value');
    return { name, value, position: reader.position(start) };
  }
  const file = reader.fileLiteral();
  reader.skipSpaces();
  const contentType = /^[^#\r\n]*/.exec(reader.restOfLine())![0].trim();
  reader.offset += /^[^#\r\n]*/.exec(reader.restOfLine())![0].length;
  reader.lineEnd('the file part');
  return {
    name,
    value: contentType === '' ? { file } : { file, contentType },
    position: reader.position(start),
  };
}

function parseCapture(reader: Reader): Capture {
  const start = reader.offset;
  const key = reader.keyString();
  const name = literalText(key);
  if (name === undefined) reader.fail('a capture name cannot hold a {{ }} placeholder', start);
  reader.skipSpaces();
  reader.expect(':', '`:` after the capture name');
  reader.skipSpaces();
  const query = parseQuery(reader);
  const filters = parseFilters(reader);
  let redact = false;
  const beforeRedact = reader.offset;
  if (reader.skipSpaces() > 0 && reader.word() === 'redact') redact = true;
  else reader.offset = beforeRedact;
  reader.lineEnd('the capture');
  return { name, query, filters, redact, position: reader.position(start) };
}

function parseAssert(reader: Reader): Assert {
  const start = reader.offset;
  const query = parseQuery(reader);
  const filters = parseFilters(reader);
  if (reader.skipSpaces() === 0)
    reader.fail(
      reader.done || reader.peek() === '\n' ? 'expected a predicate (==, exists, contains …)' : 'expected a space',
    );
  const predicate = parsePredicate(reader);
  reader.lineEnd('the predicate');
  return { query, filters, predicate, position: reader.position(start) };
}

function parseQuery(reader: Reader): Query {
  const start = reader.offset;
  const kind = reader.word();
  if (!QUERIES.includes(kind))
    reader.fail(`unknown query \`${kind}\`; ${suggestion(kind, QUERIES) ?? ''}`.trim(), start);
  const position = reader.position(start);
  if (QUERIES_WITHOUT_ARGUMENT.has(kind)) return { kind, position };
  if (reader.skipSpaces() === 0) reader.fail(`expected a space and a quoted argument after ${kind}`);
  if (kind === 'regex' && reader.peek() === '/')
    return { kind, argument: { kind: 'regex', value: reader.regexLiteral() }, position };
  return { kind, argument: { kind: 'text', value: reader.quotedString() }, position };
}

function parseFilters(reader: Reader): Filter[] {
  const filters: Filter[] = [];
  for (;;) {
    const before = reader.offset;
    if (reader.skipSpaces() === 0) return filters;
    const start = reader.offset;
    const name = reader.word();
    if (!isFilter(name)) {
      reader.offset = before;
      return filters;
    }
    const args: FilterArgument[] = [];
    const argument = (kind: 'text' | 'pattern' | 'integer') => {
      if (reader.skipSpaces() === 0) reader.fail(`expected an argument after the filter ${name}`);
      if (kind === 'integer') {
        const digits = reader.matchHere(/-?\d+/y);
        if (digits === undefined) reader.fail(`expected an integer after ${name}`);
        reader.offset += digits.length;
        args.push(Number(digits));
      } else if (kind === 'pattern' && reader.peek() === '/')
        args.push({ kind: 'regex', value: reader.regexLiteral() });
      else args.push({ kind: 'text', value: reader.quotedString() });
    };
    if (name === 'nth') argument('integer');
    else if (FILTERS_WITH_TEXT.has(name)) argument('text');
    else if (FILTERS_WITH_PATTERN.has(name)) argument('pattern');
    else if (FILTERS_WITH_PATTERN_AND_TEXT.has(name)) {
      argument('pattern');
      argument('text');
    }
    filters.push({ name, arguments: args, position: reader.position(start) });
  }
}

function parsePredicate(reader: Reader): Predicate {
  const start = reader.offset;
  let not = false;
  if (reader.startsWith('not ') || reader.startsWith('not\t')) {
    not = true;
    reader.offset += 3;
    reader.skipSpaces();
  }
  const nameStart = reader.offset;
  const operator = OPERATORS.find((op) => reader.startsWith(op));
  let name: string;
  if (operator !== undefined) {
    name = operator;
    reader.offset += operator.length;
  } else name = reader.word();
  if (!PREDICATES.includes(name))
    reader.fail(
      name === ''
        ? 'expected a predicate (==, exists, contains …)'
        : `unknown predicate \`${name}\`; ${suggestion(name, PREDICATES) ?? ''}`.trim(),
      nameStart,
    );
  const position = reader.position(start);
  if (PREDICATES_WITHOUT_VALUE.has(name)) return { not, name, position };
  if (reader.skipSpaces() === 0) reader.fail(`expected a space and a value after ${name}`);
  return { not, name, value: parsePredicateValue(reader), position };
}

function parsePredicateValue(reader: Reader): PredicateValue {
  const start = reader.offset;
  const rest = reader.restOfLine();
  const keyword = /^(null|true|false)(?![\w-])/.exec(rest)?.[1];
  if (keyword !== undefined) {
    reader.offset += keyword.length;
    return keyword === 'null' ? { kind: 'null' } : { kind: 'boolean', value: keyword === 'true' };
  }
  const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?(?![\w.])/.exec(rest)?.[0];
  if (number !== undefined) {
    reader.offset += number.length;
    return { kind: 'number', text: number };
  }
  if (rest.startsWith('"')) return { kind: 'text', value: reader.quotedString() };
  if (rest.startsWith('```')) return { kind: 'text', value: multilineString(reader).text };
  if (rest.startsWith('`')) return { kind: 'text', value: reader.backtickString() };
  if (rest.startsWith('/')) return { kind: 'regex', value: reader.regexLiteral() };
  if (rest.startsWith('hex,')) return { kind: 'bytes', encoding: 'hex', bytes: reader.bytesLiteral('hex') };
  if (rest.startsWith('base64,')) return { kind: 'bytes', encoding: 'base64', bytes: reader.bytesLiteral('base64') };
  if (rest.startsWith('file,')) return { kind: 'file', file: reader.fileLiteral() };
  if (rest.startsWith('{{')) return { kind: 'placeholder', value: reader.placeholder() };
  return reader.fail('expected a value: a "quoted string", a number, true, false, null, a /regex/ or {{ }}', start);
}

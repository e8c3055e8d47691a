// HTTP Archives (HAR 1.2, as browsers and proxies save them) → an assay collection: one test per
// entry (optionally only those to one host), with its method, URL, headers and body, checking the
// status that was recorded. Credentials in the recording (Authorization, Cookie) are not copied.
import { writeCollection, type WrittenTest } from '../write.ts';

type Json = Record<string, unknown>;

/** Headers the client sets itself, or that describe one connection rather than the request. */
const DROPPED = new Set([
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
  'te',
  'proxy-connection',
]);
const CREDENTIALS: Record<string, string> = {
  authorization: 'authorization',
  cookie: 'cookie',
  'proxy-authorization': 'proxyAuthorization',
};

export interface HarImport {
  yaml: string;
  notes: string[];
  /** Entries converted, and left out by `--host`. */
  converted: number;
  filtered: number;
}

export function convertHar(har: unknown, options: { host?: string; name: string }): HarImport {
  const log = isObject(har) && isObject(har.log) ? har.log : undefined;
  if (!log || !Array.isArray(log.entries)) throw new Error('not a HAR file: expected `log.entries`');
  const notes: string[] = [];
  const tests: WrittenTest[] = [];
  let filtered = 0;
  const entries = log.entries.filter(isObject);
  for (const entry of entries) {
    const request = isObject(entry.request) ? entry.request : {};
    let url: URL;
    try {
      url = new URL(String(request.url));
    } catch {
      notes.push(`entry with URL ${JSON.stringify(request.url)} skipped: not an absolute URL`);
      continue;
    }
    if (options.host !== undefined && url.hostname !== options.host && url.host !== options.host) {
      filtered++;
      continue;
    }
    tests.push(convertEntry(entry, request, url, notes));
  }
  const origins = new Set(tests.map((test) => new URL(String(test.entry.url)).origin));
  // One origin: it becomes baseUrl and the tests keep paths, so pointing the tests elsewhere is one edit.
  const baseUrl = origins.size === 1 ? [...origins][0] : undefined;
  if (baseUrl) for (const test of tests) test.entry.url = String(test.entry.url).slice(baseUrl.length) || '/';
  const header = [`Imported by assay from the HTTP Archive ${options.name}: one test per recorded request.`];
  if (filtered > 0)
    header.push(`${filtered} entr${filtered === 1 ? 'y' : 'ies'} to other hosts left out (--host ${options.host}).`);
  const yaml = writeCollection(header, { name: options.name, ...(baseUrl ? { baseUrl } : {}) }, tests);
  return { yaml, notes, converted: tests.length, filtered };
}

function convertEntry(entry: Json, request: Json, url: URL, notes: string[]): WrittenTest {
  const testNotes: string[] = [];
  const method = String(request.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = {};
  for (const header of Array.isArray(request.headers) ? request.headers : []) {
    if (!isObject(header) || typeof header.name !== 'string') continue;
    const name = header.name;
    const lower = name.toLowerCase();
    if (lower.startsWith(':') || DROPPED.has(lower)) continue;
    if (Object.hasOwn(CREDENTIALS, lower)) {
      const secret = CREDENTIALS[lower];
      headers[name] = `\${{ secrets.${secret} }}`;
      testNotes.push(`the recorded ${name} header is not copied: pass it with --secrets ${secret}=…`);
      continue;
    }
    headers[name] = String(header.value ?? '');
  }
  const cookies = Array.isArray(request.cookies) ? request.cookies : [];
  if (cookies.length > 0 && !Object.keys(headers).some((h) => h.toLowerCase() === 'cookie')) {
    headers.Cookie = '${{ secrets.cookie }}';
    testNotes.push('the recorded cookies are not copied: pass them with --secrets cookie=…');
  }
  let body: string | undefined;
  const post = isObject(request.postData) ? request.postData : undefined;
  if (post) {
    if (typeof post.text === 'string' && post.text !== '') body = post.text;
    else if (Array.isArray(post.params) && post.params.length > 0) {
      if (post.params.some((p) => isObject(p) && p.fileName !== undefined))
        testNotes.push('a multipart body with files is not converted: add it by hand');
      else
        body = new URLSearchParams(
          post.params.filter(isObject).map((p): [string, string] => [String(p.name), String(p.value ?? '')]),
        ).toString();
    }
    if (
      body !== undefined &&
      typeof post.mimeType === 'string' &&
      post.mimeType !== '' &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    )
      headers['Content-Type'] = post.mimeType;
  }
  const status = isObject(entry.response) ? Number(entry.response.status) : 0;
  if (!(status >= 100 && status <= 599)) testNotes.push('no response was recorded: the test checks for a 2xx status');
  const test: Json = {
    name: `${method} ${url.pathname}`,
    method,
    url: url.href,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body !== undefined ? { body } : {}),
    validators: [status >= 100 && status <= 599 ? { 'status-code': status } : { 'is-successful': true }],
  };
  for (const note of testNotes) notes.push(`${method} ${url.href}: ${note}`);
  return { entry: test, notes: testNotes };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

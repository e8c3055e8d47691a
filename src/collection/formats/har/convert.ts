// HTTP Archives (HAR 1.2, as browsers and proxies save them) → an assay collection: one test per
// entry (optionally only those to one host), with its method, URL, headers and body, checking the
// status that was recorded. Credentials in the recording are not copied: credential headers
// (Authorization, Cookie, X-Api-Key, …), query parameters (`?api_key=`) and body or form fields
// (`password`) become `${{ secrets.… }}`, each named in the notes.
import { isCredentialName } from '../../../model/credentials.ts';
import { bodyWithoutCredentials, formWithoutCredentials, secretName } from '../credentials.ts';
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
    if (isCredentialName(name)) {
      const secret = secretName(name);
      headers[name] = `\${{ secrets.${secret} }}`;
      testNotes.push(`the recorded ${name} header is not copied: pass it with --secrets ${secret}=…`);
      continue;
    }
    headers[name] = String(header.value ?? '');
  }
  if (
    (url.username !== '' || url.password !== '') &&
    !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')
  ) {
    headers.Authorization = '${{ secrets.authorization }}';
    testNotes.push("the recorded URL's user and password are not copied: pass them with --secrets authorization=…");
  }
  const cookies = Array.isArray(request.cookies) ? request.cookies : [];
  if (cookies.length > 0 && !Object.keys(headers).some((h) => h.toLowerCase() === 'cookie')) {
    headers.Cookie = '${{ secrets.cookie }}';
    testNotes.push('the recorded cookies are not copied: pass them with --secrets cookie=…');
  }
  let body: string | undefined;
  const post = isObject(request.postData) ? request.postData : undefined;
  if (post) {
    if (typeof post.text === 'string' && post.text !== '') body = bodyWithoutCredentials(post.text, testNotes);
    else if (Array.isArray(post.params) && post.params.length > 0) {
      if (post.params.some((p) => isObject(p) && p.fileName !== undefined))
        testNotes.push('a multipart body with files is not converted: add it by hand');
      else
        body = formWithoutCredentials(
          new URLSearchParams(
            post.params.filter(isObject).map((p): [string, string] => [String(p.name), String(p.value ?? '')]),
          ).toString(),
          testNotes,
        );
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
  const safeUrl = withoutQueryCredentials(url, testNotes);
  const test: Json = {
    name: `${method} ${url.pathname}`,
    method,
    url: safeUrl,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body !== undefined ? { body } : {}),
    validators: [status >= 100 && status <= 599 ? { 'status-code': status } : { 'is-successful': true }],
  };
  for (const note of testNotes) notes.push(`${method} ${safeUrl}: ${note}`);
  return { entry: test, notes: testNotes };
}

/**
 * The URL without its userinfo and with the value of each credential-looking query parameter
 * (`?api_key=…`) replaced by a secret.
 */
function withoutQueryCredentials(url: URL, notes: string[]): string {
  const query = url.search === '' ? '' : `?${formWithoutCredentials(url.search.slice(1), notes, 'query parameter')}`;
  return `${url.origin}${url.pathname}${query}${url.hash}`;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

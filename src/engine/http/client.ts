// The engine's HTTP client: one undici dispatcher (keep-alive, HTTP/1.1, bounded connections per
// origin, proxy from the environment) shared by every request of a run. Failures are values.
import type { CookieHandler, HttpClient, OutgoingRequest } from './types.ts';
import { Exchange, InFlightExchanges, maxRedirects, type ExchangeResult, type RedirectPolicy } from './exchange.ts';
import { CONFINED, Dispatchers, type HttpVersion } from './dispatchers.ts';
import { rawPathOf } from './raw-path.ts';
import { sendHttp10 } from './http10.ts';
import { AbortWatch } from './abort-watch.ts';
import { Deadlines } from './deadlines.ts';
import { clientShutdown } from './failure.ts';

export interface HttpClientOptions {
  /** Skip TLS certificate verification (`--insecure`). */
  insecure: boolean;
  /** Follow up to 10 redirects (default on; `--no-follow-redirects`). */
  followRedirects: boolean;
  /** A decoded response body larger than this fails the request with `body-too-large`. */
  maxBodyBytes: number;
  /** Upper bound of simultaneous connections per origin (the run's concurrency). */
  connections: number;
  /** `assay/<version>`, sent unless the request sets its own User-Agent. */
  userAgent: string;
  /** `--http-version`: the version of a request that does not choose its own (default 1.1). */
  httpVersion?: HttpVersion;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const dispatchers = new Dispatchers({
    insecure: options.insecure,
    connections: options.connections,
    http2: options.httpVersion === '2',
  });
  const deadlines = new Deadlines();
  const shutDown = async (): Promise<void> => {
    deadlines.clear();
    await dispatchers.destroy(clientShutdown);
  };
  const inFlight = new InFlightExchanges();
  const runRedirects: RedirectPolicy = { follow: options.followRedirects, max: maxRedirects, trusted: false };
  const settings = {
    maxBodyBytes: options.maxBodyBytes,
    inFlight,
    abortWatch: new AbortWatch(),
    deadlines,
  };
  const userAgent = defaultHeaders(options.userAgent);
  return {
    send(request) {
      const start = performance.now();
      const prepared = prepareHeaders(request, userAgent);
      const url = parseTargetUrl(request.url);
      const transport = request.transport;
      const dispatcher = typeof url === 'string' ? url : dispatchers.for(transport);
      if (typeof url === 'string' || typeof dispatcher === 'string') {
        return Promise.resolve({
          ok: false,
          code: typeof url === 'string' || dispatcher !== CONFINED ? 'invalid-url' : 'network',
          message: typeof url === 'string' ? url : (dispatcher as string),
          sentHeaders: prepared.sentHeaders,
          totalMs: performance.now() - start,
        });
      }
      const body = request.body === '' || request.body?.length === 0 ? undefined : request.body;
      const { headers, sentHeaders } = withCookies(prepared, request.cookies, url);
      const redirects = transport === undefined ? runRedirects : redirectPolicy(transport, runRedirects);
      if ((transport?.httpVersion ?? options.httpVersion) === '1.0') {
        if (dispatchers.environmentProxy) {
          const message = CONFINED;
          return Promise.resolve({
            ok: false,
            code: 'network',
            message,
            sentHeaders,
            totalMs: performance.now() - start,
          });
        }
        inFlight.started();
        return sendHttp10({
          url,
          ...(transport?.pathAsIs ? { rawPath: rawPathOf(transport.writtenUrl ?? request.url) } : {}),
          method: request.method,
          headers,
          body,
          sentHeaders,
          timeoutMs: request.timeoutMs,
          ...(request.timeoutSource === undefined ? {} : { timeoutSource: request.timeoutSource }),
          signal: request.signal,
          cookies: request.cookies,
          ...(request.onSetCookies === undefined ? {} : { onSetCookies: request.onSetCookies }),
          redirects,
          ...(transport?.routes === undefined ? {} : { routes: transport.routes }),
          ...(transport?.limitRate === undefined ? {} : { limitRate: transport.limitRate }),
          insecure: options.insecure,
          maxBodyBytes: options.maxBodyBytes,
        }).finally(() => inFlight.settled());
      }
      const { promise, resolve } = Promise.withResolvers<ExchangeResult>();
      new Exchange(
        settings,
        {
          dispatcher,
          redirects,
          // Set directly, not spread: a plain request makes no throwaway objects.
          limitRate: transport?.limitRate,
          rawPath: transport?.pathAsIs ? rawPathOf(transport.writtenUrl ?? request.url) : undefined,
          url,
          method: request.method,
          body,
          timeoutMs: request.timeoutMs,
          timeoutSource: request.timeoutSource,
          signal: request.signal,
          cookies: request.cookies,
          onSetCookies: request.onSetCookies,
          headers,
          sentHeaders,
        },
        resolve,
      ).start();
      return promise;
    },
    // Once every send has settled, whatever undici still has under way was abandoned (like a
    // connection attempt left by a request that timed out), so there is nothing left to drain.
    close: async () => {
      await inFlight.idle();
      await shutDown();
    },
    destroy: shutDown,
  };
}

/** The prepared headers plus the jar's `Cookie` header, unless the request sets its own. */
function withCookies(
  prepared: { headers: string[]; sentHeaders: [string, string][] },
  cookies: CookieHandler | undefined,
  url: URL,
): { headers: string[]; sentHeaders: [string, string][] } {
  if (!cookies || prepared.sentHeaders.some(([name]) => name.toLowerCase() === 'cookie')) return prepared;
  const header = cookies.cookieHeader(url);
  if (header === undefined) return prepared;
  return {
    headers: [...prepared.headers, 'Cookie', header],
    sentHeaders: [...prepared.sentHeaders, ['Cookie', header]],
  };
}

function redirectPolicy(transport: NonNullable<OutgoingRequest['transport']>, run: RedirectPolicy): RedirectPolicy {
  return {
    follow: transport.followRedirects ?? run.follow,
    max: transport.maxRedirects ?? run.max,
    trusted: transport.locationTrusted ?? run.trusted,
  };
}

/** A URL the client can send to, or the reason it can't. */
function parseTargetUrl(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `not a valid URL: ${JSON.stringify(text)}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `not a valid URL: ${JSON.stringify(text)} (only http and https are supported)`;
  }
  return url;
}

/**
 * The headers to send: every header given (duplicates kept), plus `User-Agent`, an `Accept` of any type (as
 * curl and browsers send) and, for a body, a `Content-Type` when the request has none (names
 * compared case-insensitively).
 */
interface DefaultHeaders {
  userAgent: [string, string];
  accept: [string, string];
  /** A request with no headers of its own (most of them) sends just these; shared, never modified. */
  alone: { headers: string[]; sentHeaders: [string, string][] };
}

function defaultHeaders(userAgent: string): DefaultHeaders {
  const pair: [string, string] = ['User-Agent', userAgent];
  const accept: [string, string] = ['Accept', '*/*'];
  return { userAgent: pair, accept, alone: { headers: [...pair, ...accept], sentHeaders: [pair, accept] } };
}

function prepareHeaders(
  request: OutgoingRequest,
  defaults: DefaultHeaders,
): { headers: string[]; sentHeaders: [string, string][] } {
  const given = request.headers;
  if (given.length === 0 && !request.body?.length) return defaults.alone;
  const headers: string[] = [];
  let hasUserAgent = false;
  let hasAccept = false;
  let hasContentType = false;
  for (const [name, value] of given) {
    headers.push(name, value);
    if (name.length === 10 && name.toLowerCase() === 'user-agent') hasUserAgent = true;
    else if (name.length === 6 && name.toLowerCase() === 'accept') hasAccept = true;
    else if (name.length === 12 && name.toLowerCase() === 'content-type') hasContentType = true;
  }
  const needsContentType = !hasContentType && !!request.body?.length;
  if (hasUserAgent && hasAccept && !needsContentType) return { headers, sentHeaders: given };
  const sentHeaders = given.slice();
  // The default pairs are shared by every request: the records only read them.
  for (const [present, pair] of [
    [hasUserAgent, defaults.userAgent],
    [hasAccept, defaults.accept],
  ] as const) {
    if (present) continue;
    headers.push(pair[0], pair[1]);
    sentHeaders.push(pair);
  }
  if (needsContentType) {
    const body = request.body!;
    const contentType =
      typeof body !== 'string'
        ? 'application/octet-stream'
        : looksLikeJson(body)
          ? 'application/json'
          : 'text/plain; charset=utf-8';
    headers.push('Content-Type', contentType);
    sentHeaders.push(['Content-Type', contentType]);
  }
  return { headers, sentHeaders };
}

function looksLikeJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

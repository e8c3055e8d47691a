// The shapes the engine's HTTP client speaks in: the request it is given, the response or failure it
// returns, and what it asks of a cookie jar.
import type { FailureCode, HttpMethod } from '../../model/index.ts';
import type { ConnectionInfo } from './connection.ts';
import type { ConnectionChoice } from './dispatchers.ts';

/** A test's request options (`resolve`, `http-version`, `proxy`, redirects, `limit-rate`, `path-as-is`). */
export interface TransportOptions extends ConnectionChoice {
  followRedirects?: boolean;
  maxRedirects?: number;
  locationTrusted?: boolean;
  /** Bytes per second, sending and receiving. */
  limitRate?: number;
  /** Send the URL's path as written, dot segments included. */
  pathAsIs?: boolean;
  /** The URL as the test wrote it, when `url` lost its written path (its credentials were taken out of it). */
  writtenUrl?: string;
}

export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  headers: [string, string][];
  /** Text is sent as UTF-8; bytes (a file, a multipart body) as they are. */
  body?: string | Uint8Array;
  /** Covers connect, headers and the whole body. */
  timeoutMs: number;
  /** What set the timeout, named in the timeout message (`--timeout`). */
  timeoutSource?: string;
  signal?: AbortSignal;
  /** `cookies: true`: the jar sends cookies with the request and each redirect hop, and keeps those set. */
  cookies?: CookieHandler;
  /** Told the `Set-Cookie` values of every response, redirect hops included, whether a jar keeps them or not. */
  onSetCookies?(values: readonly string[]): void;
  /** How this request is sent, beyond the run's settings; absent for almost every request. */
  transport?: TransportOptions | undefined;
}

/** What the client asks of a cookie jar, for the request and every redirect hop. */
export interface CookieHandler {
  /** The `Cookie` header for a request to `url`; undefined when no cookie matches. */
  cookieHeader(url: URL): string | undefined;
  /** Keeps the `Set-Cookie` values of a response from `url`; a cookie the rules refuse is ignored. */
  store(url: URL, setCookies: readonly string[]): void;
}

export interface ReceivedResponse {
  ok: true;
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Decoded (gzip/deflate/br) body as text, in the declared charset or else UTF-8 (charset.ts). */
  body: string;
  /** The decoded body's bytes. */
  bodyBuffer: Buffer;
  bodyBytes: number;
  /** Every value of a response header (name in lower case), without turning all headers into pairs. */
  headerValues(name: string): string[];
  /** URL of the last response after redirects. */
  finalUrl: string;
  /** Each redirect followed, in order: the URL that answered and its status. */
  redirects: readonly Redirect[];
  /** The HTTP version of the exchange. */
  httpVersion: string;
  /** The connection of the final response; undefined when undici did not say (e.g. through a proxy). */
  connection: ConnectionInfo | undefined;
  /** The request as sent (with the defaulted Content-Type and User-Agent). */
  sentHeaders: [string, string][];
  ttfbMs: number;
  totalMs: number;
}

export interface Redirect {
  url: string;
  status: number;
}

export interface RequestFailure {
  ok: false;
  code: FailureCode;
  /** The cause in plain words, e.g. `connection refused by 127.0.0.1:9`. */
  message: string;
  sentHeaders: [string, string][];
  totalMs: number;
}

export interface HttpClient {
  send(request: OutgoingRequest): Promise<ReceivedResponse | RequestFailure>;
  /** Let in-flight requests finish, then close connections. */
  close(): Promise<void>;
  /** Abort everything now. */
  destroy(): Promise<void>;
}

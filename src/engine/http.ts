// INTERFACE ONLY — being implemented by a teammate (see the helper task). Do not depend on internals.
import type { HttpMethod } from '../model.ts';

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
}

export interface OutgoingRequest {
  method: HttpMethod;
  url: string;
  headers: [string, string][];
  body?: string;
  /** Covers connect, headers and the whole body. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ReceivedResponse {
  ok: true;
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Decoded (gzip/deflate/br) body as UTF-8 text. */
  body: string;
  bodyBytes: number;
  /** URL of the last response after redirects. */
  finalUrl: string;
  /** The request as sent (with the defaulted Content-Type and User-Agent). */
  sentHeaders: [string, string][];
  ttfbMs: number;
  totalMs: number;
}

export type FailureCode = 'timeout' | 'refused' | 'reset' | 'dns' | 'tls' | 'body-too-large' | 'invalid-url' | 'too-many-redirects' | 'aborted' | 'network';

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

export declare function createHttpClient(options: HttpClientOptions): HttpClient;

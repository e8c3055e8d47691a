// A response as the exchange hands it over: status, headers read on first use, the body's bytes
// and its text decoded on first use.
import { STATUS_CODES } from 'node:http';
import type { Dispatcher } from 'undici';
import type { ReceivedResponse, Redirect } from './types.ts';
import type { ConnectionInfo } from './connection.ts';
import { decodeBody } from './charset.ts';

export type ParsedHeaders = Record<string, string | string[] | undefined>;
export type RawHeaders = Dispatcher.DispatchController['rawHeaders'];

/**
 * A response. Its headers are turned into name/value pairs only when someone reads them (most
 * callers keep them only for tests that fail); the raw ones are views into the socket's read
 * buffer, so they are dropped as soon as the pairs exist.
 */
export class Received implements ReceivedResponse {
  readonly ok = true;
  readonly status: number;
  readonly bodyBuffer: Buffer;
  readonly sentHeaders: [string, string][];
  readonly ttfbMs: number;
  readonly totalMs: number;
  readonly redirects: readonly Redirect[];
  readonly connection: ConnectionInfo | undefined;
  readonly #url: URL;
  #raw: RawHeaders;
  #parsed: ParsedHeaders | null;
  #headers: [string, string][] | undefined;
  #text: string | undefined;

  constructor(
    status: number,
    raw: RawHeaders,
    parsed: ParsedHeaders,
    bodyBuffer: Buffer,
    url: URL,
    sentHeaders: [string, string][],
    ttfbMs: number,
    totalMs: number,
    redirects: readonly Redirect[],
    connection: ConnectionInfo | undefined,
  ) {
    this.status = status;
    this.#raw = raw;
    this.#parsed = parsed;
    this.bodyBuffer = bodyBuffer;
    this.#url = url;
    this.sentHeaders = sentHeaders;
    this.ttfbMs = ttfbMs;
    this.totalMs = totalMs;
    this.redirects = redirects;
    this.connection = connection;
  }

  /**
   * The body as text, decoded on first use: a test that checks only the status never makes it, and a
   * body too long to be one string fails only the checks that read it (BodyTooLongError).
   */
  get body(): string {
    return (this.#text ??=
      this.bodyBuffer.length === 0 ? '' : decodeBody(this.bodyBuffer, this.headerValues('content-type')));
  }

  get bodyBytes(): number {
    return this.bodyBuffer.length;
  }

  /** The dispatcher is created with `allowH2: false`: every exchange is HTTP/1.1. */
  get httpVersion(): string {
    return '1.1';
  }

  get statusText(): string {
    return STATUS_CODES[this.status] ?? '';
  }

  get finalUrl(): string {
    return this.#url.href;
  }

  headerValues(name: string): string[] {
    if (this.#parsed !== null) {
      const value = this.#parsed[name];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    }
    return this.headers.filter(([each]) => each === name).map(([, value]) => value);
  }

  get headers(): [string, string][] {
    if (this.#headers === undefined) {
      this.#headers = headerPairs(this.#raw, this.#parsed!);
      this.#raw = null;
      this.#parsed = null;
    }
    return this.#headers;
  }
}

/** Response headers in the order received, names lower-cased, values as latin1 like undici's own parsing. */
function headerPairs(raw: RawHeaders, parsed: ParsedHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      pairs.push([latin1(raw[i]!).toLowerCase(), latin1(raw[i + 1]!)]);
    }
    return pairs;
  }
  for (const [name, value] of Object.entries(parsed)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

function latin1(value: Buffer | string): string {
  return typeof value === 'string' ? value : value.toString('latin1');
}

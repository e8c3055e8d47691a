// One request/response exchange, redirects included. The exchange is itself the undici dispatch
// handler (no per-request stream objects), has one deadline for its whole duration, collects the
// body as Buffer chunks and settles exactly once with a response or a failure value.
import type { Dispatcher } from 'undici';
import type { Socket } from 'node:net';
import type { FailureCode } from '../../model/index.ts';
import type { CookieHandler, ReceivedResponse, Redirect, RequestFailure } from './types.ts';
import { connectionOf, expectSocket, type ConnectionInfo, type SocketListener } from './connection.ts';
import { Received, type ParsedHeaders, type RawHeaders } from './received.ts';
import { createBodyDecoder, type BodyDecoder, type DecodedBodySink } from './decode.ts';
import type { Abortable, AbortWatch } from './abort-watch.ts';
import type { Deadlines, Expirable } from './deadlines.ts';
import {
  describeDecodeError,
  describeError,
  timeoutFailure,
  type ExchangePhase,
  type FailureContext,
} from './failure.ts';

export const maxRedirects = 10;

/** Bodies of a declared length from this size on get their memory at once (below it a copy costs little). */
const PREALLOCATE_FROM = 1024 * 1024;

export interface ExchangeSettings {
  dispatcher: Dispatcher;
  maxBodyBytes: number;
  followRedirects: boolean;
  inFlight: InFlightExchanges;
  abortWatch: AbortWatch;
  deadlines: Deadlines;
}

/** Counts unsettled exchanges so the client can tell when it has nothing left to wait for. */
export class InFlightExchanges {
  #count = 0;
  #waiters: (() => void)[] = [];

  started(): void {
    this.#count++;
  }

  settled(): void {
    if (--this.#count > 0 || this.#waiters.length === 0) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  idle(): Promise<void> {
    if (this.#count === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }
}

export interface ExchangeRequest {
  url: URL;
  method: string;
  /** Flat `[name, value, name, value, …]`, as undici takes them. */
  headers: string[];
  body: string | Uint8Array | undefined;
  sentHeaders: [string, string][];
  timeoutMs: number;
  timeoutSource?: string;
  signal: AbortSignal | undefined;
  /** A cookie jar that sees every response (redirects too) and gives each redirect hop its cookies. */
  cookies: CookieHandler | undefined;
  onSetCookies?(values: readonly string[]): void;
}

export type ExchangeResult = ReceivedResponse | RequestFailure;

const EMPTY_BODY = Buffer.alloc(0);
const NO_REDIRECTS: readonly Redirect[] = [];

/** Passed to undici when the exchange gives up on a request it no longer waits for. */
const abandoned = new Error('request abandoned');
/** What an exchange's resolver becomes once its result is delivered. */
const delivered = (): void => undefined;

export class Exchange implements Dispatcher.DispatchHandler, DecodedBodySink, Abortable, Expirable, SocketListener {
  readonly #settings: ExchangeSettings;
  #resolve: (result: ExchangeResult) => void;
  readonly #start = performance.now();
  readonly #timeoutMs: number;
  readonly #timeoutSource: string | undefined;
  readonly #signal: AbortSignal | undefined;
  readonly #sentHeaders: [string, string][];
  readonly #cookies: CookieHandler | undefined;
  readonly #onSetCookies: ((values: readonly string[]) => void) | undefined;
  #url: URL;
  #method: string;
  #headers: string[];
  #body: string | Uint8Array | undefined;

  #settled = false;
  abortWatchSlot = -1;
  #phase: ExchangePhase = 'connecting';
  #controller: Dispatcher.DispatchController | null = null;
  #redirects = 0;
  /** Set while the body of a redirect response is drained (so the connection stays reusable). */
  #redirectLocation: string | undefined;

  #status = 0;
  #rawHeaders: RawHeaders = null;
  #parsedHeaders: ParsedHeaders = {};
  #ttfbMs = 0;
  #chunks: Buffer[] = [];
  /** The whole response body's memory, made once when its length is declared and large (see onResponseStart). */
  #responseBody: Buffer | null = null;
  #bodyBytes = 0;
  #decoder: BodyDecoder | null = null;
  #redirectChain: Redirect[] | undefined;
  #connection: ConnectionInfo | undefined;

  constructor(settings: ExchangeSettings, request: ExchangeRequest, resolve: (result: ExchangeResult) => void) {
    this.#settings = settings;
    this.#resolve = resolve;
    this.#url = request.url;
    this.#method = request.method;
    this.#headers = request.headers;
    this.#body = request.body;
    this.#sentHeaders = request.sentHeaders;
    this.#timeoutMs = request.timeoutMs;
    this.#timeoutSource = request.timeoutSource;
    this.#signal = request.signal;
    this.#cookies = request.cookies;
    this.#onSetCookies = request.onSetCookies;
  }

  start(): void {
    this.#settings.inFlight.started();
    const signal = this.#signal;
    if (signal !== undefined) {
      if (signal.aborted) return this.onAbort();
      this.#settings.abortWatch.add(signal, this);
    }
    if (this.#timeoutMs > 0) this.#settings.deadlines.add(this, this.#timeoutMs);
    this.#dispatch();
  }

  /** The caller's signal fired. */
  onAbort(): void {
    const reason: unknown = this.#signal?.reason;
    const detail =
      reason instanceof Error && reason.name !== 'AbortError'
        ? `: ${reason.message}`
        : typeof reason === 'string'
          ? `: ${reason}`
          : '';
    this.#fail('aborted', `request aborted${detail}`);
  }

  get done(): boolean {
    return this.#settled;
  }

  /** The exchange's deadline passed. */
  expire(): void {
    const { code, message } = timeoutFailure(this.#failureContext());
    this.#fail(code, message);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.#settled) return controller.abort(abandoned);
    this.#controller = controller;
    this.#phase = 'waiting for the response headers';
    expectSocket(this);
  }

  /** The socket this exchange's request (or its latest redirect hop) is written to. */
  onSocket(socket: Socket): void {
    if (!this.#settled) this.#connection = connectionOf(socket);
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: ParsedHeaders): void {
    if (this.#settled || statusCode < 200) return;
    this.#status = statusCode;
    const setCookie = headers['set-cookie'];
    if (setCookie !== undefined) {
      const setCookies = Array.isArray(setCookie) ? setCookie : [setCookie];
      this.#onSetCookies?.(setCookies);
      this.#cookies?.store(this.#url, setCookies);
    }
    if (this.#settings.followRedirects && isRedirect(statusCode)) {
      const location = first(headers['location']);
      if (location !== undefined) {
        this.#redirectLocation = location;
        return;
      }
    }
    this.#ttfbMs = performance.now() - this.#start;
    this.#phase = 'reading the response body';
    this.#rawHeaders = controller.rawHeaders ?? null;
    this.#parsedHeaders = headers;
    if (hasNoBody(statusCode, this.#method)) {
      // HTTP says this response has no body, whatever its headers announce (a 304's Content-Length is
      // the length it would have had). undici reads none and then fails the request on the mismatch;
      // ending it here ignores the body, and ending it early closes the connection, so bytes a server
      // sent anyway are never read as the next response.
      if (announcesBody(headers)) this.#succeed();
      return;
    }
    this.#decoder = createBodyDecoder(headers['content-encoding'], this);
    if (this.#decoder === null) {
      const declaredLength = Number(first(headers['content-length']));
      if (declaredLength > this.#settings.maxBodyBytes) return this.#failTooLarge();
      // Chunks joined at the end would hold the body twice at that moment (a 512 MiB body peaked
      // at 1.1 GB); a body of declared length is copied into its own memory as it arrives instead.
      if (Number.isSafeInteger(declaredLength) && declaredLength >= PREALLOCATE_FROM)
        this.#responseBody = Buffer.allocUnsafe(declaredLength);
    }
  }

  /**
   * A `CONNECT` answered 2xx, or a `101 Switching Protocols`: undici hands the socket over instead of
   * a response. Left alone, the exchange would never settle (its deadline timer does not keep the
   * process alive, so the run would end mid-collection); it ends here with the status and headers,
   * no body, and the tunnel is closed.
   */
  onRequestUpgrade(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: ParsedHeaders,
    socket: Socket,
  ): void {
    socket.destroy();
    this.#controller = null;
    if (this.#settled) return;
    this.#status = statusCode;
    this.#ttfbMs = performance.now() - this.#start;
    this.#rawHeaders = controller.rawHeaders ?? null;
    this.#parsedHeaders = headers;
    this.#succeed();
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled || this.#redirectLocation !== undefined) return;
    const decoder = this.#decoder;
    if (decoder === null) return this.onDecodedData(chunk);
    if (!decoder.write(chunk)) {
      controller.pause();
      decoder.onDrain(() => controller.resume());
    }
  }

  onResponseEnd(): void {
    this.#controller = null;
    if (this.#settled) return;
    const location = this.#redirectLocation;
    if (location !== undefined) {
      this.#redirectLocation = undefined;
      // undici makes the connection reusable in a setImmediate it queues after this callback
      // returns; following from a later one lets the next hop reuse it instead of opening another.
      setImmediate(() => setImmediate(() => this.#follow(location)));
      return;
    }
    if (this.#decoder === null) this.#succeed();
    else this.#decoder.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.#controller = null;
    if (this.#settled) return;
    const { code, message } = describeError(error, this.#failureContext());
    this.#fail(code, message);
  }

  onDecodedData(chunk: Buffer): void {
    if (this.#settled) return;
    const body = this.#responseBody;
    if (body !== null) {
      // undici reads no more than the declared length: a longer body would be a bug of ours.
      if (this.#bodyBytes + chunk.length > body.length) return this.#fail('network', 'assay bug: body past its length');
      chunk.copy(body, this.#bodyBytes);
      this.#bodyBytes += chunk.length;
      return;
    }
    this.#bodyBytes += chunk.length;
    if (this.#bodyBytes > this.#settings.maxBodyBytes) return this.#failTooLarge();
    this.#chunks.push(chunk);
  }

  onDecodedEnd(): void {
    if (!this.#settled) this.#succeed();
  }

  onDecodeError(coding: string, error: Error): void {
    if (this.#settled) return;
    const { code, message } = describeDecodeError(coding, error);
    this.#fail(code, message);
  }

  #dispatch(): void {
    const url = this.#url;
    this.#phase = 'connecting';
    // The exchange's own deadline (connect, headers and body together) ends it first, so undici's
    // per-request timers (0: off) would only cost their upkeep; without a deadline undici's defaults stand.
    const timeout = this.#timeoutMs > 0 ? 0 : undefined;
    this.#settings.dispatcher.dispatch(
      {
        origin: url.origin,
        path: url.pathname + url.search,
        method: this.#method as Dispatcher.HttpMethod,
        headers: this.#headers,
        body: this.#body,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      },
      this,
    );
  }

  #follow(location: string): void {
    if (this.#settled) return;
    const from = this.#url;
    (this.#redirectChain ??= []).push({ url: from.href, status: this.#status });
    if (++this.#redirects > maxRedirects) {
      return this.#fail(
        'too-many-redirects',
        `more than ${maxRedirects} redirects (the last one from ${from.href} to ${location})`,
      );
    }
    let next: URL;
    try {
      next = new URL(location, from);
    } catch {
      return this.#fail('network', `invalid redirect location ${JSON.stringify(location)} from ${from.href}`);
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      return this.#fail(
        'invalid-url',
        `redirect from ${from.href} to an unsupported URL: ${JSON.stringify(next.href)}`,
      );
    }
    const status = this.#status;
    if (
      (status === 303 && this.#method !== 'HEAD') ||
      ((status === 301 || status === 302) && this.#method === 'POST')
    ) {
      this.#method = 'GET';
      this.#body = undefined;
      this.#headers = withoutHeaders(this.#headers, bodyHeaders);
    }
    this.#headers = withoutHeaders(this.#headers, next.origin === from.origin ? hostHeader : crossOriginHeaders);
    if (this.#cookies) {
      this.#headers = withoutHeaders(this.#headers, cookieHeader);
      const cookies = this.#cookies.cookieHeader(next);
      if (cookies !== undefined) this.#headers.push('Cookie', cookies);
    }
    this.#url = next;
    this.#dispatch();
  }

  #succeed(): void {
    const chunks = this.#chunks;
    const bytes =
      this.#responseBody !== null
        ? this.#responseBody.subarray(0, this.#bodyBytes)
        : chunks.length === 0
          ? EMPTY_BODY
          : chunks.length === 1
            ? ownBytes(chunks[0]!)
            : Buffer.concat(chunks, this.#bodyBytes);
    this.#settle();
    this.#deliver(
      new Received(
        this.#status,
        this.#rawHeaders,
        this.#parsedHeaders,
        bytes,
        this.#url,
        this.#sentHeaders,
        this.#ttfbMs,
        performance.now() - this.#start,
        this.#redirectChain ?? NO_REDIRECTS,
        this.#connection,
      ),
    );
  }

  #failTooLarge(): void {
    this.#fail(
      'body-too-large',
      `response body exceeds the ${formatBytes(this.#settings.maxBodyBytes)} limit (--max-body)`,
    );
  }

  #fail(code: FailureCode, message: string): void {
    if (this.#settled) return;
    this.#settle();
    this.#deliver({
      ok: false,
      code,
      message,
      sentHeaders: this.#sentHeaders,
      totalMs: performance.now() - this.#start,
    });
  }

  /**
   * Hands the result over, then lets go of it and of the request body: a deadline entry holds an
   * exchange until its queue is compacted (up to 64 requests later), and through the resolver the
   * result's body would stay alive with it (80 sequential 4 MB responses peaked at 629 MB).
   */
  #deliver(result: ExchangeResult): void {
    const resolve = this.#resolve;
    this.#resolve = delivered;
    this.#body = undefined;
    resolve(result);
  }

  /** Stops watching the signal, decoding and, if still running, the request itself. */
  #settle(): void {
    this.#settled = true;
    if (this.#signal !== undefined) this.#settings.abortWatch.remove(this.#signal, this);
    this.#decoder?.destroy();
    this.#decoder = null;
    this.#chunks.length = 0;
    this.#responseBody = null;
    const controller = this.#controller;
    this.#controller = null;
    controller?.abort(abandoned);
    this.#settings.inFlight.settled();
  }

  #failureContext(): FailureContext {
    return {
      url: this.#url,
      phase: this.#phase,
      timeoutMs: this.#timeoutMs,
      timeoutSource: this.#timeoutSource,
      sentHeaders: this.#sentHeaders,
    };
  }
}

/**
 * The chunk's bytes in memory of their own: a chunk is often a view into the socket's much larger
 * read buffer, which a kept view would hold on to for as long as the response lives.
 */
function ownBytes(chunk: Buffer): Buffer {
  return chunk.byteLength === chunk.buffer.byteLength ? chunk : Buffer.from(chunk);
}

/** RFC 9110 §6.4.1: the responses to HEAD, and 204 and 304, never have content. */
function hasNoBody(status: number, method: string): boolean {
  return status === 204 || status === 304 || method === 'HEAD';
}

function announcesBody(headers: ParsedHeaders): boolean {
  const length = first(headers['content-length']);
  return (length !== undefined && length.trim() !== '0') || headers['transfer-encoding'] !== undefined;
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const bodyHeaders = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
]);
const hostHeader = new Set(['host']);
const cookieHeader = new Set(['cookie']);
const crossOriginHeaders = new Set(['host', 'authorization', 'cookie', 'proxy-authorization']);

function withoutHeaders(flat: string[], names: Set<string>): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    if (!names.has(flat[i]!.toLowerCase())) kept.push(flat[i]!, flat[i + 1]!);
  }
  return kept;
}

function formatBytes(bytes: number): string {
  const mebibyte = 1024 * 1024;
  if (bytes >= mebibyte && bytes % mebibyte === 0) return `${bytes / mebibyte} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

// `http-version: "1.0"`: undici writes every request line as HTTP/1.1, so an HTTP/1.0 request is sent
// here, on a connection of its own (HTTP/1.0 has no keep-alive by default): the request line
// `METHOD target HTTP/1.0`, the headers (Host included), the body with its Content-Length; the
// response is read to its Content-Length or to the end of the connection, within the body limit.
// Routes (resolve, connect-to), TLS checks against the URL's host, redirects, cookies, the deadline
// and limit-rate apply as for any request. Content codings are not decoded (assay asks for none).
import { connect as connectTcp, type Socket } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { STATUS_CODES } from 'node:http';
import type { CookieHandler, ReceivedResponse, Redirect, RequestFailure } from './types.ts';
import type { RedirectPolicy } from './exchange.ts';
import { routeTarget, serverNameOf, type Route } from './routes.ts';
import { decodeBody } from './charset.ts';
import { describeError, timeoutFailure, type ExchangePhase } from './failure.ts';
import { Pacer } from './rate-limit.ts';

export interface Http10Request {
  url: URL;
  /** The first hop's request target as written (`path-as-is`). */
  rawPath?: string;
  method: string;
  /** Flat name, value pairs. */
  headers: string[];
  body: string | Uint8Array | undefined;
  sentHeaders: [string, string][];
  timeoutMs: number;
  timeoutSource?: string;
  signal: AbortSignal | undefined;
  cookies: CookieHandler | undefined;
  onSetCookies?(values: readonly string[]): void;
  redirects: RedirectPolicy;
  routes?: { connectTo: readonly Route[]; resolve: readonly Route[] };
  limitRate?: number;
  insecure: boolean;
  maxBodyBytes: number;
}

interface Answer {
  status: number;
  version: string;
  headers: [string, string][];
  body: Buffer;
}

class Http10Failure extends Error {
  readonly code: RequestFailure['code'];
  constructor(code: RequestFailure['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export async function sendHttp10(request: Http10Request): Promise<ReceivedResponse | RequestFailure> {
  const start = performance.now();
  const deadline = request.timeoutMs > 0 ? start + request.timeoutMs : Infinity;
  let url = request.url;
  let method = request.method;
  let headers = request.headers;
  let body = request.body;
  let target = request.rawPath ?? url.pathname + url.search;
  const chain: Redirect[] = [];
  let phase: ExchangePhase = 'connecting';
  try {
    for (;;) {
      let ttfbMs = 0;
      const answer = await exchange(request, url, method, target, headers, body, deadline, (next) => {
        phase = next;
        if (next === 'reading the response body') ttfbMs = performance.now() - start;
      });
      const setCookies = answer.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);
      if (setCookies.length > 0) {
        request.onSetCookies?.(setCookies);
        request.cookies?.store(url, setCookies);
      }
      const location = answer.headers.find(([name]) => name === 'location')?.[1];
      if (!request.redirects.follow || ![301, 302, 303, 307, 308].includes(answer.status) || location === undefined)
        return received(answer, url, chain, request.sentHeaders, ttfbMs, performance.now() - start);
      chain.push({ url: url.href, status: answer.status });
      if (chain.length > request.redirects.max)
        throw new Http10Failure(
          'too-many-redirects',
          `more than ${request.redirects.max} redirects (the last one from ${url.href} to ${location})`,
        );
      const next = new URL(location, url);
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        throw new Http10Failure(
          'invalid-url',
          `redirect from ${url.href} to an unsupported URL: ${JSON.stringify(next.href)}`,
        );
      if ((answer.status === 303 && method !== 'HEAD') || ([301, 302].includes(answer.status) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers = without(headers, ['content-type', 'content-length', 'content-encoding']);
      }
      if (next.origin !== url.origin && !request.redirects.trusted)
        headers = without(headers, ['authorization', 'cookie', 'proxy-authorization']);
      if (request.cookies !== undefined) {
        headers = without(headers, ['cookie']);
        const cookie = request.cookies.cookieHeader(next);
        if (cookie !== undefined) headers = [...headers, 'Cookie', cookie];
      }
      url = next;
      target = url.pathname + url.search;
    }
  } catch (error) {
    const context = {
      url,
      phase,
      timeoutMs: request.timeoutMs,
      timeoutSource: request.timeoutSource,
      sentHeaders: request.sentHeaders,
    };
    const failure =
      error instanceof Http10Failure
        ? { code: error.code, message: error.message }
        : error === TIMED_OUT
          ? timeoutFailure(context)
          : describeError(error, context);
    return { ok: false, ...failure, sentHeaders: request.sentHeaders, totalMs: performance.now() - start };
  }
}

const TIMED_OUT = new Error('timed out');
/** undici's own bound on response headers is 16 KiB; a little more room here. */
const MAX_HEAD_BYTES = 64 * 1024;

async function exchange(
  request: Http10Request,
  url: URL,
  method: string,
  target: string,
  headers: string[],
  body: string | Uint8Array | undefined,
  deadline: number,
  onPhase: (phase: ExchangePhase) => void,
): Promise<Answer> {
  const bytes =
    body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  const socket = await open(request, url, deadline);
  try {
    const head = [`${method} ${target} HTTP/1.0`, `Host: ${url.host}`];
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i]!.toLowerCase() !== 'host') head.push(`${headers[i]}: ${headers[i + 1]}`);
    }
    if (bytes !== undefined && !headers.some((name, i) => i % 2 === 0 && name.toLowerCase() === 'content-length'))
      head.push(`Content-Length: ${bytes.length}`);
    socket.write(`${head.join('\r\n')}\r\n\r\n`, 'latin1');
    if (bytes !== undefined) await writePaced(socket, bytes, request.limitRate, request.signal);
    onPhase('waiting for the response headers');
    return await readAnswer(socket, request, method, deadline, onPhase);
  } finally {
    socket.destroy();
  }
}

/** A socket to where the test's routes send the URL's host; TLS names and checks the URL's host. */
async function open(request: Http10Request, url: URL, deadline: number): Promise<Socket> {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const to =
    request.routes === undefined ? { hostname: url.hostname, port } : routeTarget(request.routes, url.hostname, port);
  const host = to.hostname.startsWith('[') ? to.hostname.slice(1, -1) : to.hostname;
  let socket: Socket;
  let ready: string;
  if (url.protocol === 'https:') {
    const tls = await import('node:tls');
    const servername = serverNameOf(url.hostname);
    const options: ConnectionOptions = {
      host,
      port: Number(to.port),
      rejectUnauthorized: !request.insecure,
      ALPNProtocols: ['http/1.0'],
      ...(servername === undefined ? {} : { servername }),
    };
    socket = tls.connect(options);
    ready = 'secureConnect';
  } else {
    socket = connectTcp({ host, port: Number(to.port) });
    ready = 'connect';
  }
  await settle(socket, ready, deadline, request.signal);
  return socket;
}

async function writePaced(socket: Socket, bytes: Buffer, rate: number | undefined, signal: AbortSignal | undefined) {
  if (rate === undefined) return void socket.write(bytes);
  const pacer = new Pacer(rate);
  const slice = Math.max(1, Math.min(16 * 1024, Math.floor(rate / 10)));
  for (let offset = 0; offset < bytes.length; offset += slice) {
    const part = bytes.subarray(offset, offset + slice);
    socket.write(part);
    const waitMs = pacer.count(part.length);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    if (signal?.aborted) throw signal.reason;
  }
}

function readAnswer(
  socket: Socket,
  request: Http10Request,
  method: string,
  deadline: number,
  onPhase: (phase: ExchangePhase) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    /** The last 3 bytes before the newest chunk, latin1, while the head's end is looked for. */
    let tail = '';
    let head:
      { status: number; version: string; headers: [string, string][]; length?: number; bodyStart: number } | undefined;
    const pacer = request.limitRate === undefined ? undefined : new Pacer(request.limitRate);
    const limit = request.maxBodyBytes + 64 * 1024;
    const finish = (): void => {
      cleanup();
      if (head === undefined) return reject(Object.assign(new Error('closed'), { code: 'UND_ERR_SOCKET' }));
      const all = Buffer.concat(chunks, received);
      let content = all.subarray(head.bodyStart);
      if (head.length !== undefined) content = content.subarray(0, head.length);
      if (head.status === 204 || head.status === 304 || method === 'HEAD') content = Buffer.alloc(0);
      if (content.length > request.maxBodyBytes)
        return reject(
          new Http10Failure(
            'body-too-large',
            `response body exceeds the ${request.maxBodyBytes} bytes limit (--max-body)`,
          ),
        );
      resolve({ status: head.status, version: head.version, headers: head.headers, body: Buffer.from(content) });
    };
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      received += chunk.length;
      if (received > limit) {
        cleanup();
        return reject(
          new Http10Failure(
            'body-too-large',
            `response body exceeds the ${request.maxBodyBytes} bytes limit (--max-body)`,
          ),
        );
      }
      if (head === undefined) {
        // The end of the head is looked for in the new bytes (and the 3 before them) only, and a
        // head past the bound is refused: a server trickling header bytes costs linear time.
        const searchFrom = Math.max(0, received - chunk.length - 3);
        const end = searchFrom + (tail + chunk.toString('latin1')).indexOf('\r\n\r\n');
        tail = (tail + chunk.toString('latin1', Math.max(0, chunk.length - 3))).slice(-3);
        if (end < searchFrom) {
          if (received <= MAX_HEAD_BYTES) return;
          cleanup();
          return reject(new Http10Failure('network', `the response headers exceed ${MAX_HEAD_BYTES / 1024} KiB`));
        }
        const all = Buffer.concat(chunks, received);
        chunks.length = 0;
        chunks.push(all);
        head = parseHead(all.subarray(0, end).toString('latin1'), end + 4);
        if (head === undefined) {
          cleanup();
          return reject(new Http10Failure('network', 'the response is not HTTP'));
        }
        onPhase('reading the response body');
      }
      if (head.length !== undefined && received - head.bodyStart >= head.length) return finish();
      const waitMs = pacer?.count(chunk.length) ?? 0;
      if (waitMs > 0) {
        socket.pause();
        setTimeout(() => socket.resume(), waitMs);
      }
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const onAbort = (): void => onError(Object.assign(new Http10Failure('aborted', 'request aborted')));
    const timer = Number.isFinite(deadline)
      ? setTimeout(() => onError(TIMED_OUT), Math.max(0, deadline - performance.now()))
      : undefined;
    const cleanup = (): void => {
      clearTimeout(timer);
      socket.off('data', onData).off('end', finish).off('error', onError);
      request.signal?.removeEventListener('abort', onAbort);
    };
    socket.on('data', onData).on('end', finish).on('error', onError);
    request.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseHead(text: string, bodyStart: number) {
  const lines = text.split('\r\n');
  const status = /^HTTP\/(\d\.\d) (\d{3})(?: .*)?$/.exec(lines[0]!);
  if (status === null) return undefined;
  const headers: [string, string][] = [];
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  const length = headers.find(([name]) => name === 'content-length')?.[1];
  return {
    version: status[1]!,
    status: Number(status[2]),
    headers,
    bodyStart,
    ...(length !== undefined && /^\d+$/.test(length) ? { length: Number(length) } : {}),
  };
}

function settle(socket: Socket, event: string, deadline: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = Number.isFinite(deadline)
      ? setTimeout(() => done(TIMED_OUT), Math.max(0, deadline - performance.now()))
      : undefined;
    const onAbort = (): void => done(new Http10Failure('aborted', 'request aborted'));
    const done = (error?: Error): void => {
      clearTimeout(timer);
      socket.off(event, onReady).off('error', done);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) return resolve();
      socket.destroy();
      reject(error);
    };
    const onReady = (): void => done();
    socket.once(event, onReady).once('error', done);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function received(
  answer: Answer,
  url: URL,
  redirects: readonly Redirect[],
  sentHeaders: [string, string][],
  ttfbMs: number,
  totalMs: number,
): ReceivedResponse {
  let text: string | undefined;
  const values = (name: string): string[] => answer.headers.filter(([each]) => each === name).map(([, value]) => value);
  return {
    ok: true,
    status: answer.status,
    statusText: STATUS_CODES[answer.status] ?? '',
    headers: answer.headers,
    get body() {
      return (text ??= answer.body.length === 0 ? '' : decodeBody(answer.body, values('content-type')));
    },
    bodyBuffer: answer.body,
    bodyBytes: answer.body.length,
    headerValues: values,
    finalUrl: url.href,
    redirects,
    httpVersion: answer.version,
    connection: undefined,
    sentHeaders,
    ttfbMs,
    totalMs,
  };
}

function without(flat: string[], names: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flat.length; i += 2)
    if (!names.includes(flat[i]!.toLowerCase())) kept.push(flat[i]!, flat[i + 1]!);
  return kept;
}

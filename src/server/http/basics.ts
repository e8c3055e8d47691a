// Small pieces of HTTP the handlers share: bodies, cookies, responses, HTML escaping.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBytes(req, MAX_BODY_BYTES)).toString('utf8');
}

/** The request body, refused with 413 past `limit` bytes (before more is read, whatever Content-Length says). */
export async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw new HttpError(413, `the request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new HttpError(413, `the request body is larger than ${limit} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `the request body could not be read: ${(error as Error).message}`); // the client went away
  }
  return Buffer.concat(chunks);
}

/** A JSON object body, or a 400 saying what is wrong. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  let value: unknown;
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `the body is not JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'the body must be a JSON object');
  return value as Record<string, unknown>;
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

/**
 * The request's cookies, values as sent: the server's own are base64url and need no decoding, and
 * other cookies of the host (`theme=100%`) are not ours to judge.
 */
export function cookies(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/**
 * Whether a request that changes something may come from where the browser says it comes from: no
 * `Origin` (not a browser, or a same-origin request of an old one), or one whose host is the host
 * asked. Another site, an opaque origin (`null`) and a malformed header are refused (403).
 */
export function checkOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  if (origin === 'null') throw new HttpError(403, 'a change from an opaque origin is refused');
  if (originHost(origin) !== req.headers.host)
    throw new HttpError(403, 'a change from another site is refused (Origin does not match)');
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Where relative URLs of this server are resolved: any origin does, as only paths come out. */
const OWN_ORIGIN = 'http://assay.invalid';

/**
 * `next` if it leads to a page of this server, read as a browser reads a Location header (tabs and
 * line breaks dropped, `\\` as `/`, `//host`), else undefined. What comes back is the parsed path, so
 * that the browser cannot read it another way.
 */
export function sameOriginPath(next: string): string | undefined {
  // What the parser would drop (tabs, line breaks, other controls, outer spaces) makes `next` another
  // string than it looks: refused, not cleaned.
  const outer = [next.charCodeAt(0), next.charCodeAt(next.length - 1)];
  if (outer.some((code) => code <= 0x20 || code === 0x7f) || /[\t\n\r]/.test(next)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(next, OWN_ORIGIN);
  } catch {
    return undefined;
  }
  if (parsed.origin !== OWN_ORIGIN) return undefined;
  const path = parsed.pathname + parsed.search + parsed.hash;
  // `/.//evil.example` has the path `//evil.example`, which alone would name another host.
  return new URL(path, OWN_ORIGIN).href === parsed.href ? path : undefined;
}

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

/**
 * A body of any size sent as it is made, each piece when the client has taken the ones before (a
 * piece of bytes is handed to the socket before the next is asked for: its buffer may be reused).
 * A client that goes away ends the pieces; a failure after the headers cuts the response off rather
 * than end it as if complete.
 */
export async function sendPieces(
  res: ServerResponse,
  status: number,
  pieces: Iterable<string | Uint8Array>,
  type: string,
  headers: Record<string, string | string[]> = {},
): Promise<void> {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  try {
    for (const piece of pieces) {
      if (res.destroyed) return;
      if (typeof piece !== 'string') await written(res, piece);
      else if (!res.write(piece)) await drained(res);
    }
  } catch (error) {
    res.destroy();
    throw error;
  }
  res.end();
}

/** Writes bytes and waits until the socket has them (or the client is gone). */
function written(res: ServerResponse, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('close', done);
      resolve();
    };
    res.on('close', done);
    res.write(bytes, done);
  });
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, `${JSON.stringify(value, null, 2)}\n`, 'application/json; charset=utf-8', headers);
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string | string[]> = {},
): void {
  send(res, status, html, 'text/html; charset=utf-8', {
    'Content-Security-Policy':
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
    ...headers,
  });
}

export function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(303, { ...SECURITY_HEADERS, Location: location, 'Cache-Control': 'no-store', ...headers });
  res.end();
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `html\`…\`` with every interpolation escaped, unless it is already Html. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    const piece = Array.isArray(value)
      ? value.map((v) => (v instanceof Html ? v.text : escapeHtml(v))).join('')
      : value instanceof Html
        ? value.text
        : value === undefined || value === null || value === false
          ? ''
          : escapeHtml(value);
    out += piece + strings[i + 1];
  });
  return new Html(out);
}

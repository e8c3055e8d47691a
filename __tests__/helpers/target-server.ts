/**
 * A loopback HTTP(S) server for tests that send real requests and check what arrived.
 *
 *   const server = await startTargetServer((request, response) => response.end('ok'));
 *   server.url('/path')       'http://127.0.0.1:PORT/path' (https:// with the `tls` option)
 *   server.requests           every request received, in order: method, url, headers (as sent, duplicates
 *                             kept, original case), body (UTF-8), connection (1-based id of its TCP connection)
 *   server.connectionCount    distinct connections that carried requests
 *   server.inFlight           requests being handled now (from arrival until the response finishes or closes)
 *   server.maxInFlight        the most requests handled at the same time
 *   await server.close()      drops open connections and stops the server
 *
 * The handler runs once the request body has been read; it may be async and may leave the request
 * unanswered (timeout tests). Without a handler the server answers 200 with a JSON echo of the request
 * ({ method, url, headers, body }). Options: `{ tls: { key, cert } }` serves HTTPS.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
  /** The body's bytes as received. */
  bytes: Buffer;
  connection: number;
}

/** Whatever the handler returns is ignored (a returned promise is awaited for errors). */
export type TargetHandler = (request: ReceivedRequest, response: ServerResponse, incoming: IncomingMessage) => unknown;

export interface TargetServerOptions {
  tls?: { key: string; cert: string };
}

export interface TargetServer {
  readonly origin: string;
  readonly port: number;
  readonly requests: ReceivedRequest[];
  readonly connectionCount: number;
  readonly inFlight: number;
  readonly maxInFlight: number;
  url(path?: string): string;
  close(): Promise<void>;
}

export async function startTargetServer(
  handler: TargetHandler = echo,
  options: TargetServerOptions = {},
): Promise<TargetServer> {
  const requests: ReceivedRequest[] = [];
  const connectionIds = new WeakMap<Socket, number>();
  let connectionCount = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  const onRequest = (incoming: IncomingMessage, response: ServerResponse): void => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.once('close', () => inFlight--);
    let connection = connectionIds.get(incoming.socket);
    if (connection === undefined) {
      connection = ++connectionCount;
      connectionIds.set(incoming.socket, connection);
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: pairs(incoming.rawHeaders),
        bytes: Buffer.concat(chunks),
        get body() {
          return this.bytes.toString('utf8');
        },
        connection: connection,
      };
      requests.push(request);
      Promise.resolve(handler(request, response, incoming)).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  };

  const server: Server =
    options.tls === undefined ? createHttpServer(onRequest) : createHttpsServer(options.tls, onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `${options.tls === undefined ? 'http' : 'https'}://127.0.0.1:${port}`;

  return {
    origin,
    port,
    requests,
    get connectionCount() {
      return connectionCount;
    },
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    url: (path = '/') => origin + path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function echo(request: ReceivedRequest, response: ServerResponse): void {
  const { method, url, headers, body } = request;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ method, url, headers, body }));
}

function pairs(raw: string[]): [string, string][] {
  const result: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) result.push([raw[i]!, raw[i + 1]!]);
  return result;
}

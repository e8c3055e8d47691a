// What the engine knows about the connection a response came over: how long connecting and the TLS
// handshake took (zero on a reused keep-alive connection), the TLS protocol and the peer certificate.
// The connector records this once per socket; undici's `undici:client:sendHeaders` diagnostics
// channel tells each exchange which socket carries its request.
import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import type { PeerCertificate, TLSSocket } from 'node:tls';

export interface ConnectionInfo {
  /** TCP connect time in ms for a new connection, 0 when an open connection was reused. */
  connectMs: number;
  /** TLS handshake time in ms for a new https connection, 0 otherwise. */
  tlsMs: number;
  reused: boolean;
  /** `TLSv1.3`, `TLSv1.2`…; undefined for plain http. */
  tlsProtocol?: string;
  /** The peer's certificate (without its issuer chain); undefined for plain http. */
  certificate?: PeerCertificate;
  /** The protocol the TLS handshake chose (`h2`, `http/1.1`); undefined for plain http. */
  alpnProtocol?: string;
  /** The address the socket is connected to (`127.0.0.1`, `::1`). */
  remoteAddress?: string;
}

interface SocketRecord {
  connectMs: number;
  tlsMs: number;
  used: boolean;
  tlsProtocol?: string;
  certificate?: PeerCertificate;
  alpnProtocol?: string;
  remoteAddress?: string;
  /** What every request after the first on this socket gets: made once, shared, only read. */
  reusedInfo?: ConnectionInfo;
}

const sockets = new WeakMap<Socket, SocketRecord>();

/**
 * Called by the connector when it opens a socket; the returned function is called when the
 * connection is ready (TCP connected and, for https, the handshake done), before undici uses it.
 */
export function watchNewSocket(socket: Socket): () => void {
  const started = performance.now();
  let connectedAt: number | undefined;
  socket.once('connect', () => (connectedAt = performance.now()));
  return () => {
    const ready = performance.now();
    const record: SocketRecord = {
      connectMs: (connectedAt ?? ready) - started,
      tlsMs: 0,
      used: false,
      // Once per connection, not per request (the `ip` query).
      remoteAddress: socket.remoteAddress,
    };
    // `encrypted` tells a TLS socket from a plain one without loading node:tls for a run over http.
    if ((socket as Partial<TLSSocket>).encrypted === true) {
      const secure = socket as TLSSocket;
      record.tlsMs = ready - (connectedAt ?? started);
      record.tlsProtocol = secure.getProtocol() ?? undefined;
      if (typeof secure.alpnProtocol === 'string') record.alpnProtocol = secure.alpnProtocol;
      const certificate = secure.getPeerCertificate(false);
      if (certificate && Object.keys(certificate).length > 0) record.certificate = certificate;
    }
    sockets.set(socket, record);
  };
}

/** The connection a request is about to be written to; the first request on a socket paid for connecting. */
export function connectionOf(socket: Socket): ConnectionInfo | undefined {
  const record = sockets.get(socket);
  if (record === undefined) return undefined;
  if (record.used) {
    return (record.reusedInfo ??= Object.freeze({
      connectMs: 0,
      tlsMs: 0,
      reused: true,
      tlsProtocol: record.tlsProtocol,
      certificate: record.certificate,
      alpnProtocol: record.alpnProtocol,
      remoteAddress: record.remoteAddress,
    }));
  }
  record.used = true;
  return {
    connectMs: record.connectMs,
    tlsMs: record.tlsMs,
    reused: false,
    tlsProtocol: record.tlsProtocol,
    certificate: record.certificate,
    alpnProtocol: record.alpnProtocol,
    remoteAddress: record.remoteAddress,
  };
}

/** Something that wants to learn the socket its request goes out on. */
export interface SocketListener {
  onSocket(socket: Socket): void;
}

let listening = false;
/** The exchange whose request undici is about to write (see `expectSocket`). */
let expecting: SocketListener | undefined;

/**
 * Called from a handler's `onRequestStart`: undici calls it while writing the request, synchronously
 * right before it publishes `undici:client:sendHeaders` with the request's socket, so the next
 * notification belongs to this listener. (undici wraps handlers in objects of its own, so the
 * notification's request cannot name the handler.) A request to a proxy is attributed the same way,
 * so its details are those of the connection to the proxy.
 */
export function expectSocket(listener: SocketListener): void {
  if (!listening) {
    listening = true;
    subscribe('undici:client:sendHeaders', (message) => {
      const listener = expecting;
      expecting = undefined;
      listener?.onSocket((message as { socket: Socket }).socket);
    });
  }
  expecting = listener;
}

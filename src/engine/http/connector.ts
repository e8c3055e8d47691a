// undici's own connector, with two changes. It has no connect timeout of its own (undici's is a fixed
// 10 s): every request has a deadline covering connect, headers and body, so `--timeout 15000` covers
// a 12 s connect, and a request waiting for a slow connection attempt ends at its own deadline. And
// connection attempts still under way can be cut off: undici cannot cancel a connect, so an attempt
// left by a request that timed out would otherwise keep `close()` (and process exit) waiting.
import { Socket } from 'node:net';
import type { buildConnector } from 'undici';
import { buildConnector as undiciConnector } from './undici-parts.ts';
import { watchNewSocket } from './connection.ts';

export interface CancellableConnector {
  connect: buildConnector.connector;
  cancelPending(): void;
}

export function createConnector(rejectUnauthorized: boolean, allowH2 = false): CancellableConnector {
  // Timeout 0: undici sets no connect timer. allowH2 offers h2 in the TLS handshake (ALPN).
  const connectSocket = undiciConnector({ rejectUnauthorized, timeout: 0, allowH2 });
  const pending = new Set<Socket>();
  return {
    connect(options, callback) {
      let ready: (() => void) | undefined;
      // buildConnector's connect returns the socket it opens (its typings say void).
      const socket: unknown = (connectSocket as (...args: Parameters<buildConnector.connector>) => unknown)(
        options,
        (...result) => {
          if (socket instanceof Socket) pending.delete(socket);
          if (result[0] === null) ready?.();
          callback(...result);
        },
      );
      if (socket instanceof Socket) {
        pending.add(socket);
        ready = watchNewSocket(socket);
      }
    },
    cancelPending() {
      for (const socket of pending) socket.destroy(new Error('connection attempt cancelled'));
      pending.clear();
    },
  };
}

// undici's own connector, plus the ability to cut off connection attempts still under way: undici
// has no way to cancel a connect, so a request that timed out while connecting would otherwise leave
// its socket (and `close()`/process exit) waiting for the connect timeout.
import { Socket } from 'node:net';
import { buildConnector } from 'undici';
import { watchNewSocket } from './connection.ts';

/** How long a TCP connect plus TLS handshake may take; requests usually time out sooner. */
const connectTimeoutMs = 10_000;

export interface CancellableConnector {
  connect: buildConnector.connector;
  cancelPending(): void;
}

export function createConnector(rejectUnauthorized: boolean): CancellableConnector {
  const connectSocket = buildConnector({ rejectUnauthorized, timeout: connectTimeoutMs });
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

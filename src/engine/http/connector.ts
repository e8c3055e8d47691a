// undici's own connector, plus two things it lacks: cutting off connection attempts still under way
// (undici cannot cancel a connect, so a request that timed out while connecting would otherwise leave
// its socket, and `close()`/process exit, waiting), and a connect limit that follows the requests'
// own timeouts instead of undici's fixed 10 s, so `--timeout 15000` covers a slow connect too.
import { Socket } from 'node:net';
import { buildConnector } from 'undici';

export interface CancellableConnector {
  connect: buildConnector.connector;
  /** Raises the connect limit to at least this request timeout (a connection serves any request). */
  allowFor(timeoutMs: number): void;
  cancelPending(): void;
}

export function createConnector(rejectUnauthorized: boolean): CancellableConnector {
  // Timeout 0: undici sets no connect timer; the one below replaces it.
  const connectSocket = buildConnector({ rejectUnauthorized, timeout: 0 });
  const pending = new Map<Socket, NodeJS.Timeout | undefined>();
  /** The longest request timeout seen: a request gives up connecting at its own deadline before that. */
  let limitMs = 0;
  return {
    connect(options, callback) {
      // buildConnector's connect returns the socket it opens (its typings say void).
      const socket: unknown = (connectSocket as (...args: Parameters<buildConnector.connector>) => unknown)(
        options,
        (...result) => {
          if (socket instanceof Socket) {
            clearTimeout(pending.get(socket));
            pending.delete(socket);
          }
          callback(...result);
        },
      );
      if (!(socket instanceof Socket)) return;
      const timer =
        limitMs > 0 ? setTimeout(() => socket.destroy(connectTimeout(limitMs)), limitMs).unref() : undefined;
      pending.set(socket, timer);
    },
    allowFor(timeoutMs) {
      limitMs = Math.max(limitMs, timeoutMs);
    },
    cancelPending() {
      for (const [socket, timer] of pending) {
        clearTimeout(timer);
        socket.destroy(new Error('connection attempt cancelled'));
      }
      pending.clear();
    },
  };
}

function connectTimeout(limitMs: number): Error {
  return Object.assign(new Error(`connect timed out after ${limitMs} ms`), { code: 'ETIMEDOUT' });
}

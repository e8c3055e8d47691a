// Preloaded into the Step CI process (`node --import ./bench/loopback-only.mjs …`): every socket
// connection goes through net.Socket.prototype.connect (http, https, undici, tls), and this one
// refuses any that is not TCP to 127.0.0.1, ::1 or localhost, writing `loopback-only: refused …`
// to stderr, which the bench treats as a failed run. So a comparison run can never reach the
// network, whatever a dependency's telemetry or update check would do. Plain JavaScript, like
// usage-probe.mjs.
import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const connect = net.Socket.prototype.connect;

net.Socket.prototype.connect = function (...args) {
  // net.connect() passes its arguments normalized as one array: [options, listener].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options =
    typeof first === 'object' && first !== null
      ? first
      : typeof first === 'number' || /^\d+$/.test(String(first))
        ? { port: first, host: typeof args[1] === 'string' ? args[1] : 'localhost' }
        : { path: first };
  // As net decides: a non-empty `path` is a local socket, anything else TCP (host defaults to localhost).
  const host = options.path ? undefined : (options.host ?? 'localhost');
  if (host !== undefined && LOOPBACK.has(host)) return connect.apply(this, args);
  const where = host === undefined ? `the socket ${options.path}` : `${host}:${options.port}`;
  process.stderr.write(`loopback-only: refused a connection to ${where}\n`);
  // Failed as a connection fails (an 'error' event), so the caller's own error handling runs.
  process.nextTick(() => this.destroy(new Error(`loopback-only: refused a connection to ${where}`)));
  return this;
};

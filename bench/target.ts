// The benchmark's target: a minimal keep-alive HTTP server in its own process, so its CPU is not
// charged to the runner being measured. `GET /items/N` answers `{"n":N,"token":"…"}`; a request
// that carries `x-token` must carry the token of item N-1 (what the test before it captured), or
// it gets 400. The parent asks for the number of requests served over IPC.
import { createServer } from 'node:http';

export function tokenFor(n: number): string {
  return `k${((n * 2654435761) >>> 0).toString(36)}`;
}

const ITEM = /^\/items\/(\d+)$/;

function serve(): void {
  let served = 0;
  const server = createServer((request, response) => {
    served++;
    const match = ITEM.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain', 'content-length': '9' }).end('not found');
      return;
    }
    const n = Number(match[1]);
    const presented = request.headers['x-token'];
    if (presented !== undefined && presented !== tokenFor(n - 1)) {
      response.writeHead(400, { 'content-type': 'text/plain', 'content-length': '9' }).end('bad token');
      return;
    }
    const body = `{"n":${n},"token":"${tokenFor(n)}","name":"item ${n}","tags":["bench","loopback"]}`;
    response
      .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
      .end(body);
  });
  server.keepAliveTimeout = 60_000;
  // BENCH_TARGET_PORT: a fixed port, for a bench that keeps collections pointing at it between runs.
  server.listen(Number(process.env.BENCH_TARGET_PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    process.send!({ type: 'listening', port: address.port });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'count') process.send!({ type: 'count', served });
    if (message.type === 'stop') server.close(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
}

if (import.meta.main) serve();

// The benchmark's Node.js target (`--target node`): a minimal keep-alive HTTP server in its own
// process, so its CPU is not charged to the runner being measured. It answers as bench/items.ts
// says (bench/nginx.ts serves the same from nginx). The parent asks for the number of requests
// served over IPC.
import { createServer } from 'node:http';
import { answer } from './items.ts';

function serve(): void {
  let served = 0;
  const server = createServer((request, response) => {
    served++;
    // A custom header comes as one string, repeated ones joined with ", ".
    const token = request.headers['x-token'] as string | undefined;
    const { status, contentType, body } = answer(request.method ?? '', request.url ?? '', token);
    response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }).end(body);
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

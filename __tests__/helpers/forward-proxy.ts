/**
 * A minimal forward HTTP proxy on 127.0.0.1 for proxy tests (plain http targets only, no CONNECT).
 *
 *   const proxy = await startForwardProxy();
 *   proxy.url                 'http://127.0.0.1:PORT' — put it in HTTP_PROXY
 *   proxy.targets             the absolute request targets it forwarded, in order
 *   await proxy.close()
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardProxy {
  readonly url: string;
  readonly targets: string[];
  close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
  const targets: string[] = [];
  const server = createServer((incoming, response) => {
    const target = incoming.url ?? '';
    targets.push(target);
    const headers = { ...incoming.headers };
    delete headers['proxy-connection'];
    const upstream = forward(target, { method: incoming.method, headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// The demo API that `npm run demo` and the tests run the examples against: a small REST
// service on loopback with a login that returns a token, a resource that needs it, a create
// that answers 201, a slow endpoint, redirects, compression and errors, and its OpenAPI document
// (GET /openapi.json). With `bugs: true` (`npm run demo:serve -- --bugs`) it has three deliberate
// bugs for `assay fuzz` to find (docs/fuzz.md): POST /items crashes (500) on a name longer than 30
// characters, GET /items/{id} answers an unknown id with a text/plain 404, and GET /users/me answers
// a request without an Authorization header.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEMO_USER } from './credentials.ts';
import { demoOpenApi } from './openapi.ts';

export { DEMO_USER };

export interface DemoServer {
  url: string;
  close(): Promise<void>;
}

interface Item {
  id: number;
  name: string;
}

export async function startDemoServer(
  options: { port?: number; host?: string; bugs?: boolean } = {},
): Promise<DemoServer> {
  const bugs = options.bugs === true;
  const tokens = new Set<string>();
  const items = new Map<number, Item>([
    [1, { id: 1, name: 'apple' }],
    [2, { id: 2, name: 'banana' }],
  ]);
  let nextId = 3;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo');
    const body = await readBody(req);
    const route = `${req.method} ${url.pathname}`;
    const itemMatch = /^\/items\/(\d+)$/.exec(url.pathname);

    if (route === 'GET /health') return send(res, 200, 'ok', 'text/plain');
    if (route === 'GET /openapi.json') return json(res, 200, demoOpenApi);
    if (route === 'POST /auth/login') {
      const credentials = parseJson(body) as { username?: string; password?: string } | undefined;
      if (credentials?.username !== DEMO_USER.username || credentials?.password !== DEMO_USER.password) {
        return json(res, 401, { error: 'invalid username or password' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return json(res, 200, { token, expiresIn: 3600 });
    }
    if (route === 'GET /users/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const ignoresAuth = bugs && req.headers.authorization === undefined;
      if (!ignoresAuth && (!token || !tokens.has(token)))
        return json(res, 401, { error: 'missing or invalid bearer token' });
      return json(res, 200, { id: 7, username: DEMO_USER.username, roles: ['reader', 'writer'] });
    }
    if (route === 'GET /items') return json(res, 200, { items: [...items.values()], count: items.size });
    if (route === 'POST /items') {
      const input = parseJson(body) as { name?: unknown } | undefined;
      if (typeof input?.name !== 'string' || input.name === '') return json(res, 400, { error: 'name is required' });
      if (bugs && input.name.length > 30) return json(res, 500, { error: 'name column overflow' });
      const item = { id: nextId++, name: input.name };
      items.set(item.id, item);
      res.setHeader('Location', `/items/${item.id}`);
      return json(res, 201, item);
    }
    if (itemMatch && req.method === 'GET') {
      const item = items.get(Number(itemMatch[1]));
      if (!item && bugs) return send(res, 404, `no item ${itemMatch[1]}`, 'text/plain');
      return item ? json(res, 200, item) : json(res, 404, { error: `no item ${itemMatch[1]}` });
    }
    if (itemMatch && req.method === 'DELETE') {
      return items.delete(Number(itemMatch[1]))
        ? send(res, 204, '')
        : json(res, 404, { error: `no item ${itemMatch[1]}` });
    }
    if (route === 'GET /slow') {
      const ms = Math.min(Number(url.searchParams.get('ms') ?? 300) || 0, 10_000);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return json(res, 200, { waitedMs: ms });
    }
    if (route === 'GET /old-items') {
      res.setHeader('Location', '/items');
      return send(res, 301, '');
    }
    if (route === 'GET /compressed') {
      const payload = gzipSync(JSON.stringify({ compressed: true, items: [...items.values()] }));
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': payload.length,
      });
      return res.end(payload);
    }
    if (route === 'POST /echo') return send(res, 200, body, req.headers['content-type'] ?? 'application/octet-stream');
    if (route === 'GET /error') return json(res, 500, { error: 'something broke (on purpose)' });
    return json(res, 404, { error: `no route ${route}` });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function json(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json');
}

function send(res: ServerResponse, status: number, body: string, type?: string): void {
  if (type) res.setHeader('Content-Type', type);
  res.writeHead(status);
  res.end(body);
}

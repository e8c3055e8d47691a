/**
 * A small shop API on loopback for `assay fuzz` tests, with its OpenAPI document, and one planted bug
 * of each check's kind behind `bugs: true` (without it, the same API keeps to its spec):
 *
 *   not_a_server_error           POST /items with a price above 500 crashes (500)
 *   positive_data_acceptance     POST /items refuses valid names longer than 20 characters (422)
 *   negative_data_rejection      POST /items accepts a tag outside its enum, and extra fields
 *   response_headers_conformance POST /items answers 201 without its required Location header
 *   response_schema_conformance  GET /items writes `count` as a string
 *   content_type_conformance     GET /items/{id} answers 404 as text/plain
 *   status_code_conformance      DELETE /items/{id} of an unknown item answers 410 (not documented)
 *   ensure_resource_availability POST /items with tag "b" answers 201 but stores nothing
 *   use_after_free               DELETE /items/{id} answers 204 but keeps the item
 *   ignored_auth                 GET /me answers without credentials
 *
 *   const api = await startFuzzApi({ bugs: true }); api.url; api.spec (YAML text); await api.close()
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FUZZ_API_TOKEN = 'fuzz-token-Zq9xK2';

export const PLANTED_BUGS = [
  'not_a_server_error',
  'positive_data_acceptance',
  'negative_data_rejection',
  'response_headers_conformance',
  'response_schema_conformance',
  'content_type_conformance',
  'status_code_conformance',
  'ensure_resource_availability',
  'use_after_free',
  'ignored_auth',
] as const;

export const FUZZ_API_SPEC = `openapi: 3.0.3
info:
  title: Fuzz shop
  version: 1.0.0
servers:
  - url: http://127.0.0.1:9/
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  schemas:
    Error:
      type: object
      required: [error]
      properties:
        error: { type: string }
    NewItem:
      type: object
      additionalProperties: false
      required: [name, price]
      properties:
        name: { type: string, minLength: 1, maxLength: 40 }
        price: { type: number, minimum: 0, maximum: 1000 }
        tag: { type: string, enum: [a, b, c] }
    Item:
      type: object
      required: [id, name, price]
      properties:
        id: { type: integer }
        name: { type: string }
        price: { type: number }
        tag: { type: string }
  responses:
    NotFound:
      description: no such item
      content:
        application/json:
          schema: { $ref: '#/components/schemas/Error' }
    BadRequest:
      description: invalid input
      content:
        application/json:
          schema: { $ref: '#/components/schemas/Error' }
paths:
  /items:
    get:
      operationId: listItems
      tags: [items]
      parameters:
        - { name: limit, in: query, schema: { type: integer, minimum: 1, maximum: 100 } }
      responses:
        '200':
          description: the items
          content:
            application/json:
              schema:
                type: object
                required: [items, count]
                properties:
                  items: { type: array, items: { $ref: '#/components/schemas/Item' } }
                  count: { type: integer }
        '400': { $ref: '#/components/responses/BadRequest' }
    post:
      operationId: createItem
      tags: [items]
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewItem' }
            example: { name: apple, price: 3 }
      responses:
        '201':
          description: created
          headers:
            Location: { required: true, schema: { type: string } }
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
          links:
            GetItem:
              operationId: getItem
              parameters: { id: '$response.body#/id' }
            DeleteItem:
              operationId: deleteItem
              parameters: { id: '$response.body#/id' }
        '400': { $ref: '#/components/responses/BadRequest' }
  /items/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: integer } }
    get:
      operationId: getItem
      tags: [items]
      responses:
        '200':
          description: the item
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
        '400': { $ref: '#/components/responses/BadRequest' }
        '404': { $ref: '#/components/responses/NotFound' }
    delete:
      operationId: deleteItem
      tags: [items]
      security: [{ bearerAuth: [] }]
      responses:
        '204': { description: deleted }
        '400': { $ref: '#/components/responses/BadRequest' }
        '401': { $ref: '#/components/responses/BadRequest' }
        '404': { $ref: '#/components/responses/NotFound' }
  /me:
    get:
      operationId: me
      tags: [account]
      security: [{ bearerAuth: [] }]
      responses:
        '200':
          description: the account
          content:
            application/json:
              schema:
                type: object
                required: [user]
                properties:
                  user: { type: string }
        '401': { $ref: '#/components/responses/BadRequest' }
`;

export interface FuzzApi {
  url: string;
  /** Requests received, by `METHOD path`. */
  count(route: string): number;
  close(): Promise<void>;
}

interface Item {
  id: number;
  name: string;
  price: number;
  tag?: string;
}

export async function startFuzzApi(options: { bugs: boolean }): Promise<FuzzApi> {
  const bugs = options.bugs;
  const items = new Map<number, Item>();
  let nextId = 1;
  const counts = new Map<string, number>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    const body = await readBody(req);
    const itemPath = /^\/items\/([^/]+)$/.exec(url.pathname);
    const route = `${req.method} ${itemPath ? '/items/{id}' : url.pathname}`;
    counts.set(route, (counts.get(route) ?? 0) + 1);
    const authorized = req.headers.authorization === `Bearer ${FUZZ_API_TOKEN}`;

    if (route === 'GET /items') {
      const limit = url.searchParams.get('limit');
      if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100))
        return json(res, 400, { error: 'limit must be an integer from 1 to 100' });
      const list = [...items.values()].slice(0, limit === null ? undefined : Number(limit));
      return json(res, 200, { items: list, count: bugs ? String(list.length) : list.length });
    }
    if (route === 'POST /items') {
      const problem = invalidNewItem(body, bugs);
      if (problem) return json(res, 400, { error: problem });
      const input = JSON.parse(body) as Omit<Item, 'id'>;
      if (bugs && input.price > 500) return json(res, 500, { error: 'price overflow' });
      if (bugs && input.name.length > 20) return json(res, 422, { error: 'name too long' });
      const item: Item = {
        id: nextId++,
        name: input.name,
        price: input.price,
        ...(input.tag ? { tag: input.tag } : {}),
      };
      if (!(bugs && input.tag === 'b')) items.set(item.id, item);
      if (!bugs) res.setHeader('Location', `/items/${item.id}`);
      return json(res, 201, item);
    }
    if (route === 'GET /items/{id}') {
      const item = items.get(Number(itemPath![1]));
      if (item) return json(res, 200, item);
      if (bugs) return send(res, 404, 'not found', 'text/plain');
      return json(res, 404, { error: 'no such item' });
    }
    if (route === 'DELETE /items/{id}') {
      if (!authorized) return json(res, 401, { error: 'credentials required' });
      const id = Number(itemPath![1]);
      if (!items.has(id)) return bugs ? json(res, 410, { error: 'gone' }) : json(res, 404, { error: 'no such item' });
      if (!bugs) items.delete(id);
      return send(res, 204, '');
    }
    if (route === 'GET /me') {
      if (!authorized && !bugs) return json(res, 401, { error: 'credentials required' });
      return json(res, 200, { user: 'fuzzer' });
    }
    return json(res, 404, { error: `no route ${route}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: (route) => counts.get(route) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Why a POST /items body breaks the NewItem schema (the buggy API skips the tag and extra-field rules). */
function invalidNewItem(body: string, bugs: boolean): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'the body must be an object';
  const item = value as Record<string, unknown>;
  if (typeof item.name !== 'string' || item.name.length < 1 || [...item.name].length > 40)
    return 'name must be a string of 1 to 40 characters';
  if (typeof item.price !== 'number' || item.price < 0 || item.price > 1000) return 'price must be from 0 to 1000';
  if (bugs) return undefined;
  if (item.tag !== undefined && !['a', 'b', 'c'].includes(item.tag as string)) return 'tag must be a, b or c';
  const extra = Object.keys(item).find((key) => !['name', 'price', 'tag'].includes(key));
  if (extra !== undefined) return `unexpected field ${extra}`;
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json');
}

function send(res: ServerResponse, status: number, body: string, type?: string): void {
  if (type) res.setHeader('Content-Type', type);
  res.writeHead(status);
  res.end(body);
}

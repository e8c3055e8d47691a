// The demo API's OpenAPI 3.1 document (served at GET /openapi.json): what the demo answers, so the
// collection assay generates from it passes, and every response keeps to its schema. Left out on
// purpose: DELETE /items/{id} (a generated run would delete the items other examples read), the
// redirect, /echo and /error (no success to check).
import { DEMO_USER } from './credentials.ts';

const error = {
  description: 'an error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

export const demoOpenApi = {
  openapi: '3.1.0',
  info: { title: 'assay demo API', version: '1.0.0' },
  // Relative: resolved against the URL the document is read from, port included.
  servers: [{ url: '/' }],
  tags: [{ name: 'items' }, { name: 'account' }],
  paths: {
    '/health': {
      get: {
        operationId: 'health',
        summary: 'Health check',
        responses: { '200': { description: 'up', content: { 'text/plain': { schema: { const: 'ok' } } } } },
      },
    },
    '/auth/login': {
      post: {
        operationId: 'login',
        tags: ['account'],
        summary: 'Log in',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                properties: { username: { type: 'string' }, password: { type: 'string', format: 'password' } },
              },
              // The demo's one (public) account.
              example: DEMO_USER,
            },
          },
        },
        responses: {
          '200': {
            description: 'a bearer token',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['token', 'expiresIn'],
                  properties: { token: { type: 'string', pattern: '^[0-9a-f]{32}$' }, expiresIn: { type: 'integer' } },
                },
              },
            },
          },
          '401': error,
        },
      },
    },
    '/users/me': {
      get: {
        operationId: 'me',
        tags: ['account'],
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        responses: {
          '200': {
            description: 'the user',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'username', 'roles'],
                  properties: {
                    id: { type: 'integer' },
                    username: { type: 'string' },
                    roles: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
          '401': error,
        },
      },
    },
    '/items': {
      get: {
        operationId: 'listItems',
        tags: ['items'],
        summary: 'List items',
        responses: {
          '200': {
            description: 'every item',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['items', 'count'],
                  properties: {
                    items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
                    count: { type: 'integer', minimum: 0 },
                  },
                },
              },
            },
          },
        },
      },
      post: {
        operationId: 'createItem',
        tags: ['items'],
        summary: 'Create an item',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } },
              example: { name: 'cherry' },
            },
          },
        },
        responses: {
          '201': {
            description: 'created',
            headers: { Location: { required: true, schema: { type: 'string' } } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '400': error,
        },
      },
    },
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        tags: ['items'],
        summary: 'Get an item',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, example: 1 }],
        responses: {
          '200': {
            description: 'the item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '404': error,
        },
      },
    },
    '/slow': {
      get: {
        operationId: 'slow',
        summary: 'A slow answer',
        parameters: [{ name: 'ms', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10000, default: 50 } }],
        responses: {
          '200': {
            description: 'after the wait',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['waitedMs'], properties: { waitedMs: { type: 'integer' } } },
              },
            },
          },
        },
      },
    },
    '/compressed': {
      get: {
        operationId: 'compressed',
        summary: 'A gzip-encoded answer',
        responses: {
          '200': {
            description: 'the items, gzip-encoded',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['compressed', 'items'],
                  properties: {
                    compressed: { const: true },
                    items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: 'object',
        required: ['id', 'name'],
        additionalProperties: false,
        properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string', minLength: 1 } },
      },
      Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
    },
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  },
};

// The JSON Schema of the collection format, for editors that validate and complete collections as
// people type (schema/collection.schema.json; `npm run schema` regenerates it, a test keeps it
// current). The keys come from the parser's key lists and each validator's and capture source's
// argument schema from the registries, so a new validator or field appears here without extra work.
// The schema is an editor's aid: assay's own checks (templates, regular expressions, dependencies…)
// go further and give positioned diagnostics.
import {
  captureSources,
  filtersJsonSchema,
  predicateProperties,
  validators,
  type JsonSchema,
} from '../../../engine/validators/index.ts';
import { COLLECTION_KEYS, TEST_KEYS } from './parse.ts';
import { CONTEXT_KEYS } from './fields/captures.ts';
import { MAX_REDIRECTS_BOUND, REQUEST_OPTION_KEYS } from './fields/request-options.ts';

export const SCHEMA_ID = 'https://raw.githubusercontent.com/assay-dev/assay/main/schema/collection.schema.json';

const TEMPLATED = { type: ['string', 'number', 'boolean'] } as const;
const nameValues = (what: string): JsonSchema => ({
  description: what,
  type: 'object',
  additionalProperties: { anyOf: [TEMPLATED, { type: 'null' }, { type: 'array', items: TEMPLATED }] },
});
const filePart: JsonSchema = {
  type: 'object',
  required: ['file'],
  additionalProperties: false,
  properties: {
    file: { description: 'Path relative to the collection file.', type: 'string' },
    filename: { description: 'The filename sent (default: the file’s name).', type: 'string' },
    'content-type': { description: 'Default application/octet-stream.', type: 'string' },
  },
};
const textPart: JsonSchema = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: TEMPLATED, 'content-type': { type: 'string' } },
};
const part: JsonSchema = { anyOf: [TEMPLATED, { type: 'null' }, filePart, textPart] };
const templatedText: JsonSchema = { type: 'string' };

const metadata: JsonSchema = {
  description:
    'Free-form metadata: a mapping or a list of mappings, kept as written (the Xray report reads some keys).',
  anyOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }],
};

const collectionProperties: Record<(typeof COLLECTION_KEYS)[number], JsonSchema> = {
  name: { description: 'Shown in output and reports.', type: 'string' },
  baseUrl: {
    description: 'Prefix of every test `url` that starts with `/`: an absolute http(s) URL or a template.',
    type: 'string',
    pattern: '^([Hh][Tt][Tt][Pp][Ss]?://|\\$\\{\\{)',
  },
  tests: { description: 'The tests.', type: 'array', items: { $ref: '#/$defs/test' } },
  metadata,
  schedule: {
    description:
      'When `assay serve` runs the collection as a project: an interval (`30s`, `5m`, `1h`) or a cron expression. The command line ignores it.',
    type: 'string',
  },
  cookies: {
    description:
      'Keep a cookie jar for this collection (per iteration): Set-Cookie is stored, matching cookies are sent.',
    type: 'boolean',
  },
  openapi: {
    description:
      'Check every test against this OpenAPI spec (the `openapi` validator on each test; `- openapi: false` turns it off for one).',
    ...validators.get('openapi')!.argument.jsonSchema,
  },
};

const hostPort = '(\\[[0-9A-Fa-f:.]+\\]|[^:\\[\\]\\s]*):\\d{0,5}';
const requestOptionProperties: Record<(typeof REQUEST_OPTION_KEYS)[number], JsonSchema> = {
  resolve: {
    description: 'Connect to this address for host:port (TLS still checks the URL’s host): `host:port:address`.',
    anyOf: [
      { type: 'string', pattern: `^${hostPort}:\\S+$` },
      { type: 'array', items: { type: 'string', pattern: `^${hostPort}:\\S+$` } },
    ],
  },
  'connect-to': {
    description: 'Connect to host2:port2 for host:port (empty parts match any or keep): `host:port:host2:port2`.',
    anyOf: [
      { type: 'string', pattern: `^${hostPort}:${hostPort}$` },
      { type: 'array', items: { type: 'string', pattern: `^${hostPort}:${hostPort}$` } },
    ],
  },
  delay: { description: 'Wait this many ms before the test is sent.', type: 'integer', minimum: 0, maximum: 86400000 },
  'http-version': {
    description: 'HTTP version of the request (default 1.1, or `--http-version`).',
    enum: ['1.0', '1.1', '2', 1.0, 1.1, 2],
  },
  proxy: { description: 'Send through this http(s) proxy (credentials in the URL are secrets).', type: 'string' },
  'follow-redirects': { description: 'Follow redirects (default: the run’s, on).', type: 'boolean' },
  'max-redirects': {
    description: 'Redirects followed at most (default 10).',
    type: 'integer',
    minimum: 0,
    maximum: MAX_REDIRECTS_BOUND,
  },
  'location-trusted': {
    description: 'Keep Authorization and the test’s Cookie header on a redirect to another host.',
    type: 'boolean',
  },
  'limit-rate': { description: 'Bytes per second, sending and receiving.', type: 'integer', minimum: 1 },
  'path-as-is': { description: 'Send the URL’s path as written, `.` and `..` segments included.', type: 'boolean' },
};

const testProperties: Record<(typeof TEST_KEYS)[number], JsonSchema> = {
  id: { description: 'What other tests name in `dependsOn`; unique within the collection.', type: 'string' },
  name: { description: 'Display name.', type: 'string' },
  url: {
    description: '`/path` (joined to `baseUrl`), an absolute http(s) URL, or text starting with a template.',
    type: 'string',
  },
  method: {
    description: 'HTTP method (default GET): the standard ones in any case, or any other method token such as PURGE.',
    type: 'string',
    pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$",
  },
  headers: {
    description: 'Request headers: a list of "Name: value" texts, or a mapping of names to values.',
    anyOf: [
      { type: 'array', items: { type: 'string', pattern: '^[^:]+:' } },
      { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
    ],
  },
  body: {
    description:
      'Text is sent as written; a mapping or list is sent as JSON; `{ file, content-type? }` sends the bytes of a file.',
    type: ['string', 'number', 'boolean', 'object', 'array'],
  },
  query: nameValues('Query parameters appended to the URL, percent-encoded; a list repeats the name.'),
  form: nameValues('An application/x-www-form-urlencoded body; a list repeats the name.'),
  multipart: {
    description: 'A multipart/form-data body: part names to text, `{ file }` or `{ value, content-type }` (or a list).',
    type: 'object',
    additionalProperties: { anyOf: [part, { type: 'array', items: part }] },
  },
  auth: {
    description: 'Sets Authorization: basic, bearer, OAuth2 client credentials or an AWS Signature Version 4.',
    oneOf: [
      {
        type: 'object',
        required: ['basic'],
        additionalProperties: false,
        properties: {
          basic: {
            type: 'object',
            required: ['username', 'password'],
            additionalProperties: false,
            properties: { username: templatedText, password: templatedText },
          },
        },
      },
      { type: 'object', required: ['bearer'], additionalProperties: false, properties: { bearer: templatedText } },
      {
        type: 'object',
        required: ['aws-sigv4'],
        additionalProperties: false,
        properties: {
          'aws-sigv4': {
            type: 'object',
            required: ['provider', 'access-key', 'secret-key'],
            additionalProperties: false,
            properties: {
              provider: {
                description:
                  '`aws:amz:REGION:SERVICE`; region and service may be left to a host named service.region.amazonaws.com.',
                type: 'string',
                pattern: '^([A-Za-z0-9-]+(:[A-Za-z0-9-]+){0,3}|.*\\$\\{\\{.*)$',
              },
              'access-key': templatedText,
              'secret-key': templatedText,
              'session-token': templatedText,
            },
          },
        },
      },
      {
        type: 'object',
        required: ['oauth2'],
        additionalProperties: false,
        properties: {
          oauth2: {
            type: 'object',
            required: ['token-url', 'client-id', 'client-secret'],
            additionalProperties: false,
            properties: {
              'token-url': templatedText,
              'client-id': templatedText,
              'client-secret': templatedText,
              scope: templatedText,
              audience: templatedText,
              'client-auth': { enum: ['basic', 'body'] },
            },
          },
        },
      },
    ],
  },
  data: {
    description:
      'Run the test once per row: a .csv file (header row), a .json file (array of objects) or a list of mappings; `${{ data.column }}` in the test.',
    anyOf: [
      { type: 'string', pattern: '\\.([Cc][Ss][Vv]|[Jj][Ss][Oo][Nn])$' },
      { type: 'array', items: { type: 'object' } },
    ],
  },
  retry: {
    description: 'Send again while the test fails or errors, or until validators hold.',
    anyOf: [
      { type: 'integer', minimum: 0, maximum: 1000 },
      {
        type: 'object',
        required: ['count'],
        additionalProperties: false,
        properties: {
          count: { type: 'integer', minimum: 0, maximum: 1000 },
          interval: { description: 'ms between attempts (default 1000).', type: 'integer', minimum: 0 },
          backoff: { enum: ['fixed', 'exponential'] },
          'max-interval': { description: 'Longest wait with exponential backoff (default 30000).', type: 'integer' },
          on: {
            anyOf: [{ enum: ['failed', 'errored'] }, { type: 'array', items: { enum: ['failed', 'errored'] } }],
          },
          until: { type: 'array', items: { $ref: '#/$defs/validator' } },
        },
      },
    ],
  },
  tags: {
    description: 'For `--tags` filtering.',
    anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  },
  validators: {
    description: 'Single-key mappings: the validator and its argument. None: the test passes only on status 200.',
    type: 'array',
    items: { $ref: '#/$defs/validator' },
  },
  context: {
    description: 'Values captured from the response for later tests.',
    type: 'array',
    items: { $ref: '#/$defs/capture' },
  },
  dependsOn: {
    description: 'This test runs after those tests and may use what they captured.',
    anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  },
  metadata,
  timeout: { description: 'Timeout of this test in ms (default: the run’s `--timeout`).', type: 'integer', minimum: 1 },
  ...requestOptionProperties,
};

const captureProperties: Record<(typeof CONTEXT_KEYS)[number], JsonSchema> = {
  name: {
    description: 'Referenced as ${{ context.name }}.',
    type: 'string',
    pattern: '^[A-Za-z_][A-Za-z0-9_-]*$',
  },
  type: {
    description: 'variable (default) or secret (masked in reports), any case.',
    type: 'string',
    pattern: `^(${anyCase('variable')}|${anyCase('secret')})$`,
  },
  pattern: {
    description:
      'A JavaScript regular expression with at least one capture group; the first group is kept. With a source, it refines the source’s value.',
    type: 'string',
  },
  filters: { $ref: '#/$defs/filters' },
};

export function collectionJsonSchema(): JsonSchema {
  const sources = captureSources.all;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: 'assay collection',
    description: 'A collection of API tests run by assay (docs/collection-format.md).',
    type: 'object',
    required: ['tests'],
    additionalProperties: false,
    properties: collectionProperties,
    $defs: {
      test: {
        type: 'object',
        required: ['url'],
        additionalProperties: false,
        properties: testProperties,
      },
      validator: {
        description: 'One validator: `- status-code: 200`.',
        anyOf: validators.all.map((spec) => ({
          type: 'object',
          description: spec.summary,
          required: [spec.name],
          additionalProperties: false,
          properties: { [spec.name]: { description: spec.summary, ...spec.argument.jsonSchema } },
        })),
      },
      capture: {
        type: 'object',
        required: ['name'],
        // A source: `pattern` over the body, or a registered source (which `pattern` may refine).
        anyOf: ['pattern', ...sources.map((s) => s.key)].map((key) => ({
          required: [key],
          properties: { [key]: true },
        })),
        additionalProperties: false,
        properties: {
          ...captureProperties,
          ...Object.fromEntries(
            sources.map((source) => [source.key, { description: source.summary, ...source.argument.jsonSchema }]),
          ),
        },
        // At most one source.
        ...(sources.length > 1
          ? {
              not: {
                anyOf: pairs(sources.map((s) => s.key)).map((pair) => ({
                  required: pair,
                  properties: Object.fromEntries(pair.map((key) => [key, true])),
                })),
              },
            }
          : {}),
      },
      predicates: {
        description: 'Predicates that must all hold (docs/collection-format.md, Predicates).',
        type: 'object',
        minProperties: 1,
        additionalProperties: false,
        properties: predicateProperties(),
      },
      filters: filtersJsonSchema(),
      filteredPredicates: {
        description: 'Predicates that must all hold, after optional `filters`.',
        type: 'object',
        minProperties: 1,
        additionalProperties: false,
        properties: { filters: { $ref: '#/$defs/filters' }, ...predicateProperties() },
      },
    },
  };
}

/** The schema as committed: two-space JSON with a final newline. */
export function collectionJsonSchemaText(): string {
  return JSON.stringify(collectionJsonSchema(), null, 2) + '\n';
}

/** A regular expression source matching `word` in any case. */
function anyCase(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join('');
}

function pairs(keys: string[]): string[][] {
  return keys.flatMap((a, i) => keys.slice(i + 1).map((b) => [a, b]));
}

// The JSON Schema of the collection format, for editors that validate and complete collections as
// people type (schema/collection.schema.json; `npm run schema` regenerates it, a test keeps it
// current). The keys come from the parser's key lists and each validator's and capture source's
// argument schema from the registries, so a new validator or field appears here without extra work.
// The schema is an editor's aid: assay's own checks (templates, regular expressions, dependencies…)
// go further and give positioned diagnostics.
import { captureSources, predicateProperties, validators, type JsonSchema } from '../../../engine/validators/index.ts';
import { COLLECTION_KEYS, TEST_KEYS } from './parse.ts';
import { CONTEXT_KEYS } from './fields/captures.ts';

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
    description: 'Sets Authorization: basic, bearer or OAuth2 client credentials.',
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
      statusCode: {
        anyOf: [
          { type: 'integer', minimum: 100, maximum: 599 },
          { type: 'string', pattern: '^\\s*[1-5]\\d\\d\\s*$' },
        ],
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

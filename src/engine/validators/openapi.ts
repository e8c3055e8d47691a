// `- openapi: specs/api.yaml` (a spec file beside the collection, or an inline spec mapping): the
// response keeps to the contract of the spec's operation matching the test's method and URL (path
// templating matched): a documented status, a documented content type, a JSON body valid against
// the schema, the required headers present. A collection-level `openapi:` applies it to every test;
// `- openapi: false` turns that off for one test. The spec is read (its `$ref`ed files too) before
// anything is sent, so a missing file or a document that is not a spec is a diagnostic.
import { dirname, resolve } from 'node:path';
import { namedText } from '../../model/file-access.ts';
import type { ArgumentNode, ArgumentSchema } from './argument.ts';
import type { Contract, NewAjv } from './openapi/contract.ts';
import type { SpecOperation, SpecSummary } from './openapi/operations.ts';
import type { RefResolver } from './openapi/resolve.ts';
import { loadSchemaCompiler, schemaCompiler } from './json-schema.ts';
import { cut } from './excerpt.ts';
import { askMatcher } from '../queries/schema-pattern.ts';
import { defineValidator } from './spec.ts';
import { loadPart } from '../../model/load-part.ts';

/** A spec to check against; `operation` is fixed for a test generated from it, else matched per request. */
export type OpenApiCheck = { contract: Contract; operation?: SpecOperation } | false;

/** The spec reader (with the `yaml` package), loaded with the schema compiler by `loadOpenApiCheck`. */
let contracts: typeof import('./openapi/contract.ts') | undefined;

/** Loads what reading and checking a contract needs, once: before a collection naming `openapi` is checked. */
async function loadOpenApiCheck(): Promise<void> {
  await loadSchemaCompiler();
  contracts ??= await loadPart(
    'the OpenAPI spec reader',
    () => import(/* webpackChunkName: "openapi-contract" */ './openapi/contract.ts'),
  );
}

const newAjv: NewAjv = (draft07, quiet) => {
  const compiler = schemaCompiler();
  if (compiler === undefined) throw new Error('the schema compiler was not loaded before the collection was checked');
  return compiler.newAjv(draft07, quiet);
};

const argument: ArgumentSchema<OpenApiCheck> = {
  expects: 'an OpenAPI spec file (relative to the collection), an inline spec mapping, or `false`',
  example: 'e.g. `openapi: specs/api.yaml`',
  docs: 'an OpenAPI 3.x or Swagger 2.0 file (YAML or JSON) relative to the collection, an inline spec mapping, or `false` (off for this test)',
  jsonSchema: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'object' }, { const: false }] },
  read(node, reject) {
    if (node.plain() === false) return false;
    if (node.fields !== undefined)
      return contractAt(node, {
        label: 'inline spec',
        location: resolve(node.file),
        root: node.plain(),
        readFile: (path, shown) => node.readFile(path, shown),
      });
    if (node.text === undefined || node.text.trim() === '') return reject(node.describe());
    if (node.templated) {
      node.error('`openapi` cannot name its spec with a template: the spec is read before the run');
      return undefined;
    }
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(node.text)) {
      node.error(
        '`openapi` reads its spec from a file, not a URL',
        'download the spec next to the collection (`curl -o api.yaml …`), or run the spec itself with `-c <url>`',
      );
      return undefined;
    }
    const label = node.text;
    return reportProblem(
      node,
      node.shared(`openapi ${resolve(dirname(node.file), label)}`, () => readContract(node, label)),
    );
  },
};

export const openapi = defineValidator({
  name: 'openapi',
  summary:
    "the response keeps to the spec's operation for the test's method and path: a documented status and content type, a body valid against its schema, the required headers",
  argument,
  needs: ['status', 'headers', 'json'],
  load: loadOpenApiCheck,
  examples: [
    {
      argument: `{ openapi: 3.1.0, info: { title: Users, version: '1' }, paths: { '/example/{n}': { get: { responses: { '200': { description: a user, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: integer } } } } } } } } } } }`,
      response: { headers: { 'Content-Type': 'application/json' }, body: '{"id":7}' },
      passes: true,
    },
    {
      argument: `{ openapi: 3.1.0, info: { title: Users, version: '1' }, paths: { '/example/{n}': { get: { responses: { '200': { description: a user, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: integer } } } } } } } } } } }`,
      response: { headers: { 'Content-Type': 'application/json' }, body: '{"id":"7"}' },
      passes: false,
    },
  ],
  async evaluate(observation, check, { method, url, patterns, remainingMs, signal }) {
    if (check === false)
      return {
        name: 'openapi',
        pass: true,
        query: 'openapi',
        expected: 'not checked',
        actual: 'not checked',
        message: 'openapi: not checked for this test (`openapi: false`)',
      };
    const { contract } = check;
    const operation = check.operation ?? contract.operationFor(method, url);
    if ('problem' in operation) {
      const actual = observation.redact(cut(operation.problem, 300));
      return {
        name: 'openapi',
        pass: false,
        query: 'openapi',
        expected: `an operation of ${contract.label}`,
        actual,
        message: `openapi: ${actual}`,
      };
    }
    const named = `${operation.method} ${operation.path}`;
    const problems = await contract.check(operation, observation, askMatcher(patterns, remainingMs, signal));
    const pass = problems.length === 0;
    const actual = pass ? 'as documented' : observation.redact(cut(problems.join('; '), 600));
    return {
      name: 'openapi',
      pass,
      query: 'openapi',
      expected: `${named} as documented in ${contract.label}`,
      actual,
      message: pass
        ? `openapi: ${named} ${observation.status} as documented in ${contract.label}`
        : `openapi: ${named} (${contract.label}): ${actual}`,
    };
  },
});

/** The check a test generated from an opened spec runs: its own operation, the spec already read. */
export async function generatedCheck(
  label: string,
  spec: SpecSummary,
  resolver: RefResolver,
): Promise<(operation: SpecOperation) => OpenApiCheck> {
  await loadOpenApiCheck();
  const contract = new contracts!.Contract(label, spec, resolver, newAjv);
  return (operation) => ({ contract, operation });
}

type ContractSource = Parameters<typeof import('./openapi/contract.ts').openContract>[0];

function contractAt(node: ArgumentNode, source: ContractSource): OpenApiCheck | undefined {
  return reportProblem(node, opened(source));
}

/** The contract, or a problem when `loadOpenApiCheck` was not awaited before the check (an assay bug). */
function opened(source: ContractSource): Contract | { problem: string } {
  if (contracts === undefined || schemaCompiler() === undefined)
    return { problem: 'the spec reader was not loaded before the collection was checked' };
  return contracts.openContract(source, newAjv);
}

/** A spec file as a contract, or why it is not one. */
function readContract(node: ArgumentNode, label: string): Contract | { problem: string } {
  const file = node.readFile(label);
  if ('problem' in file) return file;
  const readFile = (path: string, shown: string) => node.readFile(path, shown);
  return opened({ label, location: file.path, text: namedText(file), readFile });
}

function reportProblem(node: ArgumentNode, opened: Contract | { problem: string }): OpenApiCheck | undefined {
  if ('problem' in opened) {
    node.error(`\`openapi\`: ${opened.problem}`);
    return undefined;
  }
  return { contract: opened };
}

// `- json-schema: schemas/user.json` (a file beside the collection) or an inline mapping: the JSON
// body validates against the schema (ajv; draft 2020-12, or draft-07 when `$schema` says so;
// formats from ajv-formats). A `$ref` to another file is read from beside the schema. The schema is
// read and compiled before anything is sent, so a missing file or an invalid schema is a diagnostic.
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Ajv as Ajv07, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ArgumentNode, ArgumentSchema } from './argument.ts';
import { namedText } from '../../model/file-access.ts';
import { cut } from './excerpt.ts';
import { listSchemaErrors } from './schema-errors.ts';
import { askMatcher, unansweredText, validateInRounds } from '../queries/schema-pattern.ts';
import { defineValidator } from './spec.ts';

/** The compiler, loaded before a collection naming `json-schema` or `openapi` is checked (it is too large to load on every start). */
let compiler: SchemaCompiler | undefined;

type SchemaCompiler = typeof import('./json-schema-compiler.ts');

/** Loads the schema compiler (ajv and its formats), once: its one import site, so dist/ has one chunk for it. */
export async function loadSchemaCompiler(): Promise<void> {
  compiler ??= await import(/* webpackChunkName: "json-schema" */ './json-schema-compiler.ts');
}

/** The compiler once loaded. */
export function schemaCompiler(): SchemaCompiler | undefined {
  return compiler;
}

interface CompiledSchema {
  /** The file, or `inline schema`. */
  label: string;
  validate: ValidateFunction;
}

const argument: ArgumentSchema<CompiledSchema> = {
  expects: 'a JSON Schema file (relative to the collection) or an inline schema mapping',
  example: 'e.g. `json-schema: schemas/user.json`',
  docs: 'a JSON Schema file relative to the collection, or an inline schema mapping',
  jsonSchema: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'object' }] },
  read(node, reject) {
    if (node.fields !== undefined) return compileAt(node, node.plain(), pathToFileURL(node.file).href, 'inline schema');
    if (node.text === undefined || node.text.trim() === '') return reject(node.describe());
    if (node.templated) {
      node.error('`json-schema` cannot name its file with a template: the schema is read before the run');
      return undefined;
    }
    const schema = readJson(node, node.text, node.text);
    if (typeof schema === 'string') {
      node.error(`\`json-schema\`: ${schema}`);
      return undefined;
    }
    return compileAt(node, schema.value, pathToFileURL(schema.path).href, node.text);
  },
};

export const jsonSchema = defineValidator({
  name: 'json-schema',
  summary: 'the JSON body validates against the JSON Schema (draft 2020-12 or draft-07)',
  argument,
  needs: ['json'],
  load: loadSchemaCompiler,
  examples: [
    {
      argument: '{ type: object, required: [id], properties: { id: { type: integer } } }',
      response: { body: '{"id":7}' },
      passes: true,
    },
    {
      argument: '{ type: object, required: [id], properties: { id: { type: integer } } }',
      response: { body: '{"id":"7"}' },
      passes: false,
    },
  ],
  async evaluate(observation, { label, validate }, { patterns, remainingMs, signal }) {
    const json = observation.json;
    const expected = `valid against ${label}`;
    if (!json.ok) {
      return {
        name: 'json-schema',
        pass: false,
        query: 'json-schema',
        expected,
        actual: cut(json.error),
        message: `json-schema: ${cut(json.error)}`,
      };
    }
    const checked = await validateInRounds(
      () => validate(json.value) === true,
      askMatcher(patterns, remainingMs, signal),
    );
    if ('unanswered' in checked) {
      const actual = unansweredText(checked.unanswered, checked.reason);
      return {
        name: 'json-schema',
        pass: false,
        query: 'json-schema',
        predicate: 'valid',
        expected,
        actual,
        message: `json-schema: ${actual}`,
      };
    }
    const pass = checked.value;
    const actual = pass ? 'valid' : observation.redact(cut(listSchemaErrors(validate.errors), 400));
    return {
      name: 'json-schema',
      pass,
      query: 'json-schema',
      predicate: 'valid',
      expected,
      actual,
      message: pass ? `json-schema: valid against ${label}` : `json-schema: not valid against ${label}: ${actual}`,
    };
  },
});

/** Keywords that describe a schema without constraining what it accepts (`{}` accepts anything). */
const ANNOTATIONS: ReadonlySet<string> = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'definitions',
  'title',
  'description',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

function compileAt(node: ArgumentNode, schema: unknown, id: string, label: string): CompiledSchema | undefined {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    node.error(`\`json-schema\`: ${label} is not a schema (a JSON object)`);
    return undefined;
  }
  if (compiler === undefined) {
    node.error('`json-schema`: the schema compiler was not loaded before the collection was checked');
    return undefined;
  }
  if (Object.keys(schema).every((key) => ANNOTATIONS.has(key)))
    node.checksNothing(
      'warning',
      `\`json-schema\`: ${label} has no keyword that constrains a value: it accepts any JSON body`,
      'add e.g. `type: object` and `required: [id]`',
    );
  const draft07 = /draft-0[4-7]/.test(String((schema as { $schema?: unknown }).$schema ?? ''));
  const ajv = compiler.newAjv(draft07);
  try {
    const root = { $id: id, ...(schema as object) };
    addReferencedFiles(ajv, root, id, new Set([id]), node);
    return { label, validate: ajv.compile(root) };
  } catch (error) {
    node.error(`\`json-schema\`: ${label} is not a valid schema: ${cut((error as Error).message, 300)}`);
    return undefined;
  }
}

/** Adds every file a `$ref` names (relative to the schema that names it), recursively. */
function addReferencedFiles(
  ajv: Ajv07 | Ajv2020,
  schema: unknown,
  base: string,
  seen: Set<string>,
  node: ArgumentNode,
): void {
  for (const ref of references(schema)) {
    const url = new URL(ref, base);
    url.hash = '';
    if (url.protocol !== 'file:' || seen.has(url.href)) continue;
    seen.add(url.href);
    const referenced = readJson(node, fileURLToPath(url), ref.split('#')[0]);
    if (typeof referenced === 'string') throw new Error(`its $ref ${JSON.stringify(ref)}: ${referenced}`);
    ajv.addSchema(referenced.value as object, url.href);
    addReferencedFiles(ajv, referenced.value, url.href, seen, node);
  }
}

function references(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) for (const item of schema) references(item, found);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.push(value);
      else references(value, found);
    }
  }
  return found;
}

/** A file the argument may name, parsed, or why not (naming it `shown`: as written). */
function readJson(node: ArgumentNode, path: string, shown: string): { path: string; value: unknown } | string {
  const file = node.readFile(path, shown);
  if ('problem' in file) return file.problem;
  try {
    return { path: file.path, value: JSON.parse(namedText(file)) };
  } catch (error) {
    return `${shown} is not JSON: ${(error as Error).message}`;
  }
}

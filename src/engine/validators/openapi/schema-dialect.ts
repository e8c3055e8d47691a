// OpenAPI schemas as JSON Schema. OpenAPI 3.1 schemas are JSON Schema 2020-12 as written; OpenAPI
// 3.0 and Swagger 2.0 write a few things their own way, rewritten here for a draft-07 validator:
// `nullable: true` (2.0: `x-nullable`) admits null, a boolean `exclusiveMinimum`/`exclusiveMaximum`
// (draft-04 style) makes `minimum`/`maximum` exclusive, and 2.0's `type: file` is any body.
// Every `$ref` becomes absolute (against the file it is written in), so a schema taken out of its
// document still finds what it references. The schemas judge responses, so a `writeOnly` property
// is not required (OpenAPI: its `required` applies to requests only).
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SpecSummary } from './operations.ts';

export function toJsonSchema(node: unknown, version: SpecSummary['version'], base: string): unknown {
  const copies = new Map<object, unknown>();
  const convert = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    // YAML aliases may share (or even nest) a node: convert each once.
    if (copies.has(value)) return copies.get(value);
    if (Array.isArray(value)) {
      const list: unknown[] = [];
      copies.set(value, list);
      for (const item of value) list.push(convert(item));
      return list;
    }
    const object: Record<string, unknown> = {};
    copies.set(value, object);
    for (const [key, item] of Object.entries(value)) object[key] = convert(item);
    if (typeof object.$ref === 'string') object.$ref = absolute(object.$ref, base);
    if (version !== '3.1') rewriteOpenApi30(object);
    dropWriteOnlyRequired(object);
    return object;
  };
  return convert(node);
}

/** A URL for a spec file's location (an absolute path, a URL, or a display name). */
export function locationUrl(location: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return location;
  if (isAbsolute(location)) return pathToFileURL(location).href;
  return `urn:assay:spec:${encodeURIComponent(location)}`;
}

function absolute(ref: string, base: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // A base such as `urn:` takes only fragments.
    return ref.startsWith('#') ? `${base.split('#')[0]}${ref}` : ref;
  }
}

function dropWriteOnlyRequired(schema: Record<string, unknown>): void {
  const properties = schema.properties;
  if (!Array.isArray(schema.required) || typeof properties !== 'object' || properties === null) return;
  const writeOnly = (name: unknown) =>
    typeof name === 'string' &&
    (properties as Record<string, { writeOnly?: unknown } | undefined>)[name]?.writeOnly === true;
  schema.required = schema.required.filter((name) => !writeOnly(name));
}

function rewriteOpenApi30(schema: Record<string, unknown>): void {
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else delete schema[exclusive];
  }
  if (schema.type === 'file') delete schema.type;
  const nullable = schema.nullable === true || schema['x-nullable'] === true;
  delete schema.nullable;
  delete schema['x-nullable'];
  if (!nullable) return;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  else if (schema.type === undefined) {
    // `nullable` beside `allOf`/`$ref` and no `type`: the schema, or null.
    const rest = { ...schema };
    for (const key of Object.keys(schema)) delete schema[key];
    schema.anyOf = [rest, { type: 'null' }];
  }
}

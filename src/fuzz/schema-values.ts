// Values from a JSON Schema (OpenAPI 2.0/3.0/3.1 flavour) as fast-check arbitraries: types, formats,
// patterns, bounds, enums, oneOf/anyOf/allOf, nullable, required and optional properties, nested
// bodies, arrays at their edges, unicode and empty strings. fast-check shrinks what they make, so a
// failing case is reduced towards the smallest value of each (empty strings, 0, fewer items).
import fc from 'fast-check';
import { isObject, type RefResolver } from '../engine/validators/openapi/resolve.ts';

/** Deeper than this, optional properties are left out and unconstrained values are null (recursive schemas end). */
const MAX_DEPTH = 5;
/** Numbers without bounds stay within what every JSON parser reads exactly. */
const NUMBER_LIMIT = 1e9;
/** Strings and arrays without an upper bound are mostly short (a case is a request, not a load test)… */
const EXTRA_LENGTH = 24;
const EXTRA_ITEMS = 4;
/** …and now and then long, past the lengths a careless implementation assumes. */
const LONG_LENGTH = 300;
/**
 * One code point of a string: any of Unicode, or a lower-case letter, which is what shrinking goes
 * towards (a minimal failing string reads `aaaa`, not `\u0000\u0000`).
 */
const CODE_POINT = fc.oneof(
  { withCrossShrink: true },
  { arbitrary: fc.integer({ min: 0x61, max: 0x7a }).map((code) => String.fromCharCode(code)), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 2 },
);

export type Schema = Record<string, unknown>;

export interface SchemaContext {
  resolver: RefResolver;
  /** The file the schema is written in (its `$ref`s resolve against it). */
  file: string;
}

/** The schema node behind `$ref`s, with the file it is written in; undefined for a broken `$ref`. */
export function resolveSchema(schema: unknown, context: SchemaContext): { node: unknown; file: string } {
  const resolved = context.resolver.deref(schema, context.file);
  return { node: resolved.value, file: resolved.file };
}

/** An arbitrary of values valid against `schema`. */
export function valuesOf(schema: unknown, context: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  const { node, file } = resolveSchema(schema, context);
  const here = { ...context, file };
  if (node === true || node === undefined || (isObject(node) && Object.keys(node).length === 0)) return anyJson();
  if (!isObject(node)) return fc.constant(null);
  const base = nonNullValues(node, here, depth);
  return nullable(node) ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function nonNullValues(node: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum) && node.enum.length > 0) return fc.constantFrom(...(node.enum as unknown[]));
  if (Array.isArray(node.allOf)) return valuesOf(mergeAllOf(node, context), context, depth);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length > 0) {
      // The sibling keywords apply to every option (`{ type: object, required: [a], oneOf: [...] }`).
      const { [key]: _, ...rest } = node;
      return fc.oneof(...options.map((option) => valuesOf(withSiblings(option, rest), context, depth + 1)));
    }
  }
  if (depth > MAX_DEPTH) return fc.constant(null);
  switch (typeOf(node)) {
    case 'object':
      return objectValues(node, context, depth);
    case 'array':
      return arrayValues(node, context, depth);
    case 'integer':
      return integerValues(node);
    case 'number':
      return numberValues(node);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return stringValues(node);
  }
}

/** The type a schema's values have (the first non-null one of a list), guessed from its keywords when absent. */
export function typeOf(node: Schema): string {
  const type = node.type;
  if (Array.isArray(type)) return (type.find((t) => t !== 'null') as string | undefined) ?? 'null';
  if (typeof type === 'string') return type;
  if (isObject(node.properties) || node.additionalProperties !== undefined || Array.isArray(node.required))
    return 'object';
  if (node.items !== undefined) return 'array';
  if (typeof node.minimum === 'number' || typeof node.maximum === 'number') return 'number';
  return 'string';
}

function nullable(node: Schema): boolean {
  return node.nullable === true || (Array.isArray(node.type) && node.type.includes('null'));
}

function anyJson(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
}

function withSiblings(option: unknown, siblings: Schema): unknown {
  const keys = Object.keys(siblings).filter((key) => !['description', 'title', 'discriminator'].includes(key));
  if (keys.length === 0) return option;
  return { allOf: [siblings, option] };
}

/** allOf as one schema: properties, required names and bounds of every part together. */
export function mergeAllOf(node: Schema, context: SchemaContext, depth = 0): Schema {
  const { allOf, ...rest } = node;
  const merged: Schema = {};
  const properties: Schema = {};
  const required = new Set<string>();
  for (const part of [...(allOf as unknown[]), rest]) {
    const { node: value } = resolveSchema(part, context);
    if (!isObject(value)) continue;
    // An allOf that names itself (through $refs) ends at the depth limit.
    const flat = Array.isArray(value.allOf) ? (depth < MAX_DEPTH ? mergeAllOf(value, context, depth + 1) : {}) : value;
    for (const [key, item] of Object.entries(flat)) {
      if (key === 'properties' && isObject(item)) Object.assign(properties, item);
      else if (key === 'required' && Array.isArray(item)) for (const name of item) required.add(String(name));
      else if (key !== 'allOf') merged[key] = item;
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

function objectValues(node: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const properties = isObject(node.properties) ? node.properties : {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    const { node: property } = resolveSchema(schema, context);
    if (isObject(property) && property.readOnly === true) continue;
    if (!required.has(name) && depth >= MAX_DEPTH - 1) continue;
    model[name] = valuesOf(schema, context, depth + 1);
    if (required.has(name)) requiredKeys.push(name);
  }
  // A required property the schema does not describe still has to be sent.
  for (const name of required)
    if (!Object.hasOwn(model, name)) {
      model[name] = anyJson();
      requiredKeys.push(name);
    }
  return fc.record(model, { requiredKeys });
}

function arrayValues(node: Schema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
  const maxLength = typeof node.maxItems === 'number' ? node.maxItems : minLength + EXTRA_ITEMS;
  const items = valuesOf(node.items ?? {}, context, depth + 1);
  return node.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

/** The inclusive bounds of a numeric schema (3.0 boolean and 3.1 numeric exclusive bounds alike). */
export function numericBounds(node: Schema, step: number): { min: number; max: number } {
  let min = typeof node.minimum === 'number' ? node.minimum : -NUMBER_LIMIT;
  let max = typeof node.maximum === 'number' ? node.maximum : NUMBER_LIMIT;
  if (typeof node.exclusiveMinimum === 'number') min = Math.max(min, node.exclusiveMinimum + step);
  else if (node.exclusiveMinimum === true) min += step;
  if (typeof node.exclusiveMaximum === 'number') max = Math.min(max, node.exclusiveMaximum - step);
  else if (node.exclusiveMaximum === true) max -= step;
  return { min, max };
}

function integerValues(node: Schema): fc.Arbitrary<unknown> {
  const bounds = numericBounds(node, 1);
  const min = Math.ceil(bounds.min);
  const max = Math.floor(bounds.max);
  if (min > max) return fc.constant(min);
  const multiple = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : 1;
  if (multiple === 1) return fc.integer({ min, max });
  const low = Math.ceil(min / multiple);
  const high = Math.floor(max / multiple);
  return low > high ? fc.constant(min) : fc.integer({ min: low, max: high }).map((k) => k * multiple);
}

function numberValues(node: Schema): fc.Arbitrary<unknown> {
  const exclusive = node.exclusiveMinimum !== undefined || node.exclusiveMaximum !== undefined;
  const { min, max } = numericBounds(node, 0);
  if (typeof node.multipleOf === 'number' && node.multipleOf > 0) {
    const multiple = node.multipleOf;
    const low = Math.ceil(min / multiple);
    const high = Math.floor(max / multiple);
    return low > high ? fc.constant(min) : fc.integer({ min: low, max: high }).map((k) => k * multiple);
  }
  if (min > max) return fc.constant(min);
  return fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: exclusive && min !== -NUMBER_LIMIT,
    maxExcluded: exclusive && max !== NUMBER_LIMIT,
  });
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () => dates().map((d) => d.toISOString()),
  date: () => dates().map((d) => d.toISOString().slice(0, 10)),
  time: () => dates().map((d) => `${d.toISOString().slice(11, 19)}Z`),
  uuid: () => fc.uuid(),
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  hostname: () => fc.domain(),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  byte: () => fc.base64String(),
};

function dates(): fc.Arbitrary<Date> {
  return fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true });
}

function stringValues(node: Schema): fc.Arbitrary<unknown> {
  const minLength = typeof node.minLength === 'number' ? node.minLength : 0;
  const maxLength = typeof node.maxLength === 'number' ? node.maxLength : minLength + EXTRA_LENGTH;
  // Patterns and formats keep their own lengths, within the schema's bounds when it has them.
  const fits = (text: string) =>
    [...text].length >= minLength && (typeof node.maxLength !== 'number' || [...text].length <= node.maxLength);
  // Not a filter: a spec whose bounds no value of its pattern or format meets must not hang the run.
  const fitting = (text: string) => (fits(text) ? text : 'a'.repeat(minLength));
  if (typeof node.pattern === 'string') {
    const pattern = compilePattern(node.pattern);
    if (pattern) return fc.stringMatching(pattern, { size: 'small' }).map(fitting);
  }
  const format = typeof node.format === 'string' ? FORMATS[node.format] : undefined;
  if (format) return format().map(fitting);
  // Any Unicode code point (JSON Schema counts lengths in code points), the empty string whenever
  // allowed, and strings at the edge: the maximum length, or long ones when there is none.
  const bounded = typeof node.maxLength === 'number';
  const edge = bounded
    ? fc.string({ unit: CODE_POINT, minLength: maxLength, maxLength })
    : fc.string({ unit: CODE_POINT, minLength: maxLength + 1, maxLength: minLength + LONG_LENGTH, size: 'max' });
  return fc.oneof(
    { arbitrary: fc.string({ unit: CODE_POINT, minLength, maxLength }), weight: 4 },
    { arbitrary: edge, weight: 1 },
  );
}

function compilePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

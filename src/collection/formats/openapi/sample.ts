// Deterministic sample values from a JSON Schema (OpenAPI 2.0/3.0/3.1 flavour): the schema's own
// example, default, const or first enum value, else a value built from its type and constraints,
// valid against the schema. A schema that cannot be satisfied this way (a `pattern`, `not`) gives
// a reason instead of a guess.
import { isObject, type RefResolver } from '../../../engine/validators/openapi/resolve.ts';

export type Sample = { ok: true; value: unknown } | { ok: false; reason: string };

const MAX_DEPTH = 6;
const FORMATS: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '00:00:00Z',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'c2FtcGxl',
  password: 'password',
};

export function sampleFor(schema: unknown, file: string, resolver: RefResolver, depth = 0): Sample {
  const resolved = resolver.deref(schema, file);
  if (resolved.value === undefined) return { ok: false, reason: 'its schema has a broken $ref' };
  const node = resolved.value;
  if (node === true || (isObject(node) && Object.keys(node).length === 0)) return { ok: true, value: 'sample' };
  if (!isObject(node)) return { ok: false, reason: 'it has no schema' };
  if (node.example !== undefined) return { ok: true, value: node.example };
  if (Array.isArray(node.examples) && node.examples.length > 0) return { ok: true, value: node.examples[0] };
  if (node.default !== undefined) return { ok: true, value: node.default };
  if (node.const !== undefined) return { ok: true, value: node.const };
  if (Array.isArray(node.enum) && node.enum.length > 0) return { ok: true, value: node.enum[0] };
  if (depth > MAX_DEPTH) return { ok: true, value: null };
  if (Array.isArray(node.allOf)) return sampleAllOf(node, resolved.file, resolver, depth);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length > 0) return sampleFor(options[0], resolved.file, resolver, depth + 1);
  }
  if (node.not !== undefined)
    return { ok: false, reason: 'its schema uses `not`, which assay does not generate values for' };
  const type = typeOf(node);
  switch (type) {
    case 'object':
      return sampleObject(node, resolved.file, resolver, depth);
    case 'array': {
      const minimum = typeof node.minItems === 'number' ? node.minItems : 1;
      const item = sampleFor(node.items ?? {}, resolved.file, resolver, depth + 1);
      if (!item.ok) return minimum === 0 ? { ok: true, value: [] } : item;
      return { ok: true, value: Array.from({ length: Math.max(minimum, 1) }, () => item.value) };
    }
    case 'integer':
    case 'number':
      return { ok: true, value: sampleNumber(node, type === 'integer') };
    case 'boolean':
      return { ok: true, value: true };
    case 'null':
      return { ok: true, value: null };
    default:
      return sampleString(node);
  }
}

function typeOf(node: Record<string, unknown>): string {
  const type = node.type;
  if (Array.isArray(type)) return (type.find((t) => t !== 'null') as string | undefined) ?? 'null';
  if (typeof type === 'string') return type;
  if (isObject(node.properties) || node.additionalProperties !== undefined) return 'object';
  if (node.items !== undefined) return 'array';
  return 'string';
}

function sampleObject(node: Record<string, unknown>, file: string, resolver: RefResolver, depth: number): Sample {
  const value: Record<string, unknown> = {};
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const properties = isObject(node.properties) ? node.properties : {};
  for (const [name, schema] of Object.entries(properties)) {
    const property = resolver.deref(schema, file).value;
    if (isObject(property) && property.readOnly === true) continue;
    // Optional properties are filled while shallow; deeper, only what is required (recursive schemas end).
    if (!required.has(name) && depth >= 3) continue;
    const sample = sampleFor(schema, file, resolver, depth + 1);
    if (sample.ok) value[name] = sample.value;
    else if (required.has(name)) return { ok: false, reason: `property \`${name}\`: ${sample.reason}` };
  }
  return { ok: true, value };
}

function sampleAllOf(node: Record<string, unknown>, file: string, resolver: RefResolver, depth: number): Sample {
  let merged: unknown = undefined;
  const { allOf, ...rest } = node;
  for (const part of [...(allOf as unknown[]), ...(Object.keys(rest).length > 0 ? [rest] : [])]) {
    const sample = sampleFor(part, file, resolver, depth + 1);
    if (!sample.ok) return sample;
    merged = isObject(merged) && isObject(sample.value) ? { ...merged, ...sample.value } : (merged ?? sample.value);
  }
  return { ok: true, value: merged ?? {} };
}

function sampleNumber(node: Record<string, unknown>, integer: boolean): number {
  const step = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : integer ? 1 : 0.5;
  let low = typeof node.minimum === 'number' ? node.minimum : -Infinity;
  let high = typeof node.maximum === 'number' ? node.maximum : Infinity;
  // 3.1 writes exclusive bounds as numbers, 3.0 as booleans next to minimum/maximum.
  if (typeof node.exclusiveMinimum === 'number') low = Math.max(low, node.exclusiveMinimum + step / 2);
  else if (node.exclusiveMinimum === true) low += step / 2;
  if (typeof node.exclusiveMaximum === 'number') high = Math.min(high, node.exclusiveMaximum - step / 2);
  else if (node.exclusiveMaximum === true) high -= step / 2;
  let value = low > -Infinity ? Math.ceil(low / step) * step : high < 1 ? Math.floor(high / step) * step : step;
  if (value > high) value = Math.floor(high / step) * step;
  return integer ? Math.round(value) : value;
}

function sampleString(node: Record<string, unknown>): Sample {
  if (typeof node.pattern === 'string')
    return { ok: false, reason: `its schema has a \`pattern\` (${node.pattern}) and no example` };
  let value = (typeof node.format === 'string' && FORMATS[node.format]) || 'string';
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  const max = typeof node.maxLength === 'number' ? node.maxLength : Infinity;
  while (value.length < min) value += 'x';
  if (value.length > max) value = value.slice(0, max);
  return { ok: true, value };
}

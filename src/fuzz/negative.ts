// Deliberately invalid requests for the negative_data_rejection check: one violation of the spec at a
// time (a wrong type, a missing required field, a value out of range, an unknown enum value, an extra
// field where additionalProperties is false, a required parameter left out), applied to a valid case.
// Each is built to break the schema, so a server that accepts it accepts what its spec forbids.
import { isObject } from '../engine/validators/openapi/resolve.ts';
import { mergeAllOf, numericBounds, resolveSchema, typeOf, type Schema, type SchemaContext } from './schema-values.ts';

/** One way to break a valid value: where, what, and how. */
export interface Violation {
  /** Where and what, for people: `body.price: above maximum 100`. */
  description: string;
  /** The invalid value in place of the valid one (a copy; the valid value is not changed). */
  apply(value: unknown): unknown;
}

/** Marks a property or parameter to be left out. */
export const OMIT = Symbol('omit');

const MAX_DEPTH = 3;

/** Every violation of `schema` assay knows how to make, down to nested properties. */
export function violationsOf(schema: unknown, context: SchemaContext, where: string, depth = 0): Violation[] {
  const { node, file } = resolveSchema(schema, context);
  if (!isObject(node) || depth > MAX_DEPTH) return [];
  const here = { ...context, file };
  const flat = Array.isArray(node.allOf) ? mergeAllOf(node, here) : node;
  if (Array.isArray(flat.oneOf) || Array.isArray(flat.anyOf) || flat.not !== undefined) return [];
  const violations: Violation[] = [];
  const wrong = wrongType(flat);
  if (wrong !== undefined)
    violations.push({ description: `${where}: ${describeType(wrong)} instead of ${typeOf(flat)}`, apply: () => wrong });
  if (Array.isArray(flat.enum) && flat.enum.length > 0 && flat.enum.every((v) => typeof v === 'string'))
    violations.push({ description: `${where}: a value not in its enum`, apply: () => 'not-in-enum-Ω' });
  const type = typeOf(flat);
  if (type === 'integer' || type === 'number') {
    const { min, max } = numericBounds(flat, type === 'integer' ? 1 : 0);
    if (typeof flat.minimum === 'number' || flat.exclusiveMinimum !== undefined)
      violations.push({ description: `${where}: below its minimum`, apply: () => Math.floor(min) - 1 });
    if (typeof flat.maximum === 'number' || flat.exclusiveMaximum !== undefined)
      violations.push({ description: `${where}: above its maximum`, apply: () => Math.ceil(max) + 1 });
  }
  if (type === 'string' && !Array.isArray(flat.enum) && flat.format === undefined) {
    if (typeof flat.maxLength === 'number')
      violations.push({
        description: `${where}: longer than its maxLength ${flat.maxLength}`,
        apply: () => 'x'.repeat((flat.maxLength as number) + 1),
      });
    if (typeof flat.minLength === 'number' && flat.minLength > 0)
      violations.push({
        description: `${where}: shorter than its minLength ${flat.minLength}`,
        apply: () => 'x'.repeat((flat.minLength as number) - 1),
      });
  }
  if (type === 'object') violations.push(...objectViolations(flat, here, where, depth));
  return violations;
}

function objectViolations(node: Schema, context: SchemaContext, where: string, depth: number): Violation[] {
  const violations: Violation[] = [];
  const properties = isObject(node.properties) ? node.properties : {};
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  for (const name of required)
    violations.push({
      description: `${where}: required field ${name} missing`,
      apply: (value) => (isObject(value) ? withProperty(value, name, OMIT) : value),
    });
  if (node.additionalProperties === false)
    violations.push({
      description: `${where}: an extra field where additionalProperties is false`,
      apply: (value) => (isObject(value) ? { ...value, unexpectedField: 'x' } : value),
    });
  for (const [name, schema] of Object.entries(properties)) {
    const { node: property } = resolveSchema(schema, context);
    if (isObject(property) && property.readOnly === true) continue;
    for (const inner of violationsOf(schema, context, `${where}.${name}`, depth + 1))
      violations.push({
        description: inner.description,
        apply: (value) => (isObject(value) ? withProperty(value, name, inner.apply(value[name])) : value),
      });
  }
  return violations;
}

function withProperty(value: Record<string, unknown>, name: string, replacement: unknown): Record<string, unknown> {
  const copy = { ...value };
  if (replacement === OMIT) delete copy[name];
  else copy[name] = replacement;
  return copy;
}

/** A value of another JSON type than the schema's (undefined when the schema takes any type). */
function wrongType(node: Schema): unknown {
  const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
  if (types.length === 0 && node.properties === undefined && node.items === undefined) return undefined;
  const type = typeOf(node);
  if (type === 'string') return types.includes('integer') || types.includes('number') ? undefined : 12345;
  if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object')
    return types.includes('string') ? undefined : 'not-a-' + type;
  return undefined;
}

function describeType(value: unknown): string {
  return typeof value === 'string' ? `a string` : `a ${typeof value}`;
}

// Argument combinators: an argument is declared once (`integer({ min: 0 })`, `oneOrList(…)`,
// `mapping({ min: integer(), max: integer() })`), and from that one declaration come its reader
// with positioned diagnostics, its JSON Schema, its docs text and, for an argument a template may
// give, its text form (how a rendered template is converted, and what it says when it cannot be).
import type { Template } from '../../model/index.ts';
import { closest } from '../../model/suggest.ts';
import type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';

type Reject = (got: string, at?: ArgumentNode) => undefined;

/** An argument built by a combinator: an `ArgumentSchema`, and the same argument read inside a list or a mapping. */
export interface Argument<A> extends ArgumentSchema<A> {
  /** Inside a list or a mapping a value is read as written: no template (it would never be rendered). */
  readonly literal: {
    jsonSchema: JsonSchema;
    read(node: ArgumentNode, reject: Reject): A | undefined;
  };
}

/** The value of an argument built by a combinator. */
export type ValueOf<T> = T extends Argument<infer A> ? A : never;

/**
 * A scalar's value from its text, or why it is not one (no message: "`name` expects …, got `text`";
 * `checksNothing`: the value is well formed but would make the check hold whatever the response).
 */
export type Parsed<A> =
  { ok: true; value: A } | { ok: false; message?: string; hint?: string; checksNothing?: boolean };

const TEMPLATE_STRING: JsonSchema = { type: 'string', pattern: '\\$\\{\\{' };

export interface ScalarOptions<A> {
  /** For "`name` expects …, got …": "a TLS version". */
  expects: string;
  /** The docs table's argument column; default: `expects`. */
  docs?: string;
  /** The hint under a diagnostic; default (for a validator): its first passing example. */
  example?: string;
  /** The JSON Schema of the value as written (a `${{ … }}` string is added). */
  jsonSchema: JsonSchema;
  parse(text: string): Parsed<A>;
  /** A further check with the node at hand (a `checks-nothing` warning); false after an error. */
  refine?(value: A, node: ArgumentNode): boolean;
  /** What a rendered template that `parse` refuses should have been; default: `expects` without backticks. */
  renderedExpects?: string;
}

/** A value written as one scalar, from its text: the building block of the other scalar combinators. */
export function scalar<A>(options: ScalarOptions<A>): Argument<A> {
  const readLiteral = (node: ArgumentNode, reject: Reject): A | undefined => {
    const text = node.text;
    if (text === undefined) return reject(node.describe(), node);
    const parsed = options.parse(text);
    if (!parsed.ok) {
      if (parsed.message === undefined) return reject(`\`${text}\``, node);
      if (parsed.checksNothing) node.checksNothing('error', parsed.message, parsed.hint ?? '');
      else node.error(parsed.message, parsed.hint ?? options.example);
      return undefined;
    }
    return options.refine === undefined || options.refine(parsed.value, node) ? parsed.value : undefined;
  };
  return {
    expects: options.expects,
    ...(options.example !== undefined ? { example: options.example } : {}),
    docs: options.docs ?? options.expects,
    jsonSchema: withTemplate(options.jsonSchema),
    read: (node, reject) => (node.templated ? node.template() : readLiteral(node, reject)),
    fromText(text) {
      const parsed = options.parse(text);
      return parsed.ok ? parsed.value : undefined;
    },
    renderedExpects: options.renderedExpects ?? options.expects.replaceAll('`', ''),
    literal: { jsonSchema: options.jsonSchema, read: readLiteral },
  };
}

/**
 * Any text; numbers and booleans are read as their text. Always read as a template (rendered when
 * the test runs). With `notEmpty`, an empty text is an error saying why it would check nothing.
 */
export function text(options: { notEmpty?: { message: string; hint: string } } = {}): Argument<string> {
  const { notEmpty } = options;
  const jsonSchema: JsonSchema = { type: ['string', 'number', 'boolean'], ...(notEmpty ? { minLength: 1 } : {}) };
  const empty = (node: ArgumentNode): boolean => {
    if (notEmpty === undefined || node.text !== '') return false;
    node.checksNothing('error', notEmpty.message, notEmpty.hint);
    return true;
  };
  return {
    expects: 'text',
    docs: notEmpty ? 'text (not empty)' : 'text',
    jsonSchema,
    read(node, reject): string | Template | undefined {
      if (node.text === undefined) return reject(node.describe(), node);
      return empty(node) ? undefined : node.template();
    },
    fromText: (value) => (notEmpty && value === '' ? undefined : value),
    renderedExpects: notEmpty ? 'text that is not empty (an empty text is in every body)' : 'text',
    literal: {
      jsonSchema,
      read: (node, reject) =>
        node.text === undefined || node.templated ? reject(node.describe(), node) : empty(node) ? undefined : node.text,
    },
  };
}

/** `true` or `false`, also as text in any case (`"True"`). */
export function boolean(): Argument<boolean> {
  return scalar<boolean>({
    expects: '`true` or `false`',
    docs: '`true` / `false` (also `"True"`, `"false"`, any case)',
    jsonSchema: {
      anyOf: [{ type: 'boolean' }, { type: 'string', pattern: `^\\s*(${anyCase('true')}|${anyCase('false')})\\s*$` }],
    },
    parse(value) {
      const lower = value.trim().toLowerCase();
      return lower === 'true' || lower === 'false' ? { ok: true, value: lower === 'true' } : { ok: false };
    },
  });
}

/**
 * A whole number, also as text (`"500"`), within `min`…`max` (and ±2^53). `what` names it in messages and the
 * docs: `integer({ min: 0, what: 'a number of milliseconds' })` expects "a number of milliseconds
 * (a non-negative integer)".
 */
export function integer(
  options: { min?: number; max?: number; what?: string; example?: string } = {},
): Argument<number> {
  const { min, max, what } = options;
  const range =
    min !== undefined && max !== undefined
      ? `an integer ${min}–${max}`
      : min === 0
        ? 'a non-negative integer'
        : min !== undefined
          ? `an integer of at least ${min}`
          : max !== undefined
            ? `an integer of at most ${max}`
            : 'an integer';
  // Beyond ±2^53 a number is no longer exact (and YAML writes 1e+21): the unbounded side stops there.
  const lo = min ?? -Number.MAX_SAFE_INTEGER;
  const hi = max ?? Number.MAX_SAFE_INTEGER;
  const number: JsonSchema = { type: 'integer', minimum: lo, maximum: hi };
  const digits = (zeros: string): string =>
    [
      ...(lo < 0 ? [`-${zeros}(?:${rangePattern(Math.max(1, -hi), -lo)})`] : []),
      ...(hi >= 0 ? [`${zeros}(?:${rangePattern(Math.max(0, lo), hi)})`] : []),
    ].join('|');
  const pattern = `^\\s*(?:${digits('0*')})\\s*$`;
  // The reader drops the spaces and leading zeros first, so a long run of them costs no backtracking.
  const exact = new RegExp(`^(?:${digits('')})$`);
  return scalar<number>({
    expects: what === undefined ? range : `${what} (${range})`,
    example: options.example,
    jsonSchema: { anyOf: [number, { type: 'string', pattern }] },
    parse(written) {
      const bare = written.trim().replace(/^(-?)0+(?=\d)/, '$1');
      // The pattern holds the range: text it accepts is an integer within it.
      return exact.test(bare) ? { ok: true, value: Number(bare) } : { ok: false };
    },
  });
}

/** One of a few words, in any case (`sentiment: Neutral`). */
export function oneOf<const W extends string>(words: readonly W[], options: { example?: string } = {}): Argument<W> {
  const quoted = words.map((word) => `\`${word}\``);
  return scalar<W>({
    expects: `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`,
    docs: `${quoted.join(' / ')} (any case)`,
    example: options.example,
    jsonSchema: { type: 'string', pattern: `^\\s*(${words.map(anyCase).join('|')})\\s*$` },
    parse(written) {
      const word = words.find((w) => w === written.trim().toLowerCase());
      return word === undefined ? { ok: false } : { ok: true, value: word };
    },
  });
}

/** One value or a non-empty list of them; a template renders to one value or a comma-separated list. */
export function oneOrList<A>(item: Argument<A>, options: { example?: string } = {}): Argument<A | A[]> {
  const many = list(item);
  const readLiteral = (node: ArgumentNode, reject: Reject): A | A[] | undefined =>
    node.items === undefined ? item.literal.read(node, reject) : many.literal.read(node, reject);
  return {
    expects: `${item.expects} or a list of them`,
    example: options.example,
    docs: `${item.docs}, or a list of them`,
    jsonSchema: withTemplate({ anyOf: [item.literal.jsonSchema, many.literal.jsonSchema] }),
    read: (node, reject) => (node.items === undefined ? item.read(node, reject) : many.read(node, reject)),
    fromText(written) {
      const values = written.split(',').map((part) => item.fromText?.(part));
      if (!values.every((value) => value !== undefined)) return undefined;
      return values.length === 1 ? values[0] : (values as A[]);
    },
    renderedExpects: `${item.renderedExpects ?? item.expects}, or several separated by commas`,
    literal: { jsonSchema: { anyOf: [item.literal.jsonSchema, many.literal.jsonSchema] }, read: readLiteral },
  };
}

/** A non-empty list whose items are each read as `item` (written as is: an item takes no template). */
export function list<A>(item: Argument<A>): Argument<A[]> {
  const jsonSchema: JsonSchema = { type: 'array', minItems: 1, items: item.literal.jsonSchema };
  const read = (node: ArgumentNode, reject: Reject): A[] | undefined => {
    const items = node.items;
    if (items === undefined) return reject(node.describe(), node);
    if (items.length === 0) return reject('an empty list', node);
    const values: A[] = [];
    for (const at of items) {
      const value = item.literal.read(at, reject);
      if (value === undefined) return undefined;
      values.push(value);
    }
    return values;
  };
  return {
    expects: `a list, each ${item.expects}`,
    docs: `a list, each ${item.docs}`,
    jsonSchema,
    read,
    literal: { jsonSchema, read },
  };
}

type Fields = Record<string, Argument<unknown>>;
type MappingValue<F extends Fields> = { [K in keyof F]?: ValueOf<F[K]> };

export interface MappingOptions<F extends Fields> {
  /** Keys that must be written. */
  required?: readonly (keyof F & string)[];
  /** At least one key must be written (`{ min, max }`: either bound). */
  atLeastOne?: boolean;
  /** Rules across keys: each returns why the value is wrong (reported at the mapping), or undefined. */
  rules?: readonly ((value: MappingValue<F>) => string | undefined)[];
  example?: string;
}

/** A mapping of known keys, each read by its own argument; an unknown key is an error at the key, with did-you-mean. */
export function mapping<F extends Fields>(fields: F, options: MappingOptions<F> = {}): Argument<MappingValue<F>> {
  const keys = Object.keys(fields);
  const required = options.required ?? [];
  const named = keys.map((key) => `\`${key}\``);
  const keyList = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  const jsonSchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, fields[key].literal.jsonSchema])),
    ...(required.length > 0 ? { required } : {}),
    ...(options.atLeastOne ? { minProperties: 1 } : {}),
    additionalProperties: false,
  };
  const read = (node: ArgumentNode, reject: Reject): MappingValue<F> | undefined => {
    const written = node.fields;
    if (written === undefined) return reject(node.describe(), node);
    let ok = true;
    for (const [key, at] of written) {
      if (Object.hasOwn(fields, key)) continue;
      const near = closest(key, keys);
      at.keyError(
        `unknown key \`${key}\`: the argument takes ${keyList}`,
        near ? `did you mean \`${near}\`?` : undefined,
      );
      ok = false;
    }
    for (const key of required) {
      if (written.has(key)) continue;
      node.error(`\`${key}\` is missing: ${fields[key].expects}`, options.example);
      ok = false;
    }
    if (options.atLeastOne && written.size === 0) {
      node.error(`the mapping is empty: write ${keys.length > 1 ? 'at least one of ' : ''}${keyList}`, options.example);
      ok = false;
    }
    const value: Record<string, unknown> = {};
    for (const key of keys) {
      const at = written.get(key);
      if (at === undefined) continue;
      // A value is named by its key: "`max` expects a non-negative integer, got `-1`".
      const read = fields[key].literal.read(at, (got, item = at) => {
        item.error(`\`${key}\` expects ${fields[key].expects}, got ${got}`, options.example);
        return undefined;
      });
      if (read === undefined) ok = false;
      else value[key] = read;
    }
    if (!ok) return undefined;
    const problem = options.rules?.map((rule) => rule(value as MappingValue<F>)).find((why) => why !== undefined);
    if (problem === undefined) return value as MappingValue<F>;
    node.error(problem, options.example);
    return undefined;
  };
  return {
    expects: `a mapping with ${keyList}`,
    example: options.example,
    docs: `a mapping: ${keys.map((key) => `\`${key}\`${required.includes(key) ? ' (required)' : ''}: ${fields[key].docs}`).join('; ')}`,
    jsonSchema,
    read,
    literal: { jsonSchema, read },
  };
}

/**
 * A regular expression source matching exactly the integers `min`…`max` (both ≥ 0) written
 * without leading zeros (the caller allows those), so the JSON Schema of a quoted `"201"` keeps
 * the range the reader keeps:
 * 100–599 → `[1-5]\\d{2}`. Each length of number is split into runs sharing a prefix, one digit
 * ranging and the rest free.
 */
function rangePattern(min: number, max: number): string {
  const parts: string[] = [];
  for (let length = String(min).length; length <= String(max).length; length++) {
    let start = Math.max(min, length === 1 ? 0 : 10 ** (length - 1));
    const last = Math.min(max, 10 ** length - 1);
    while (start <= last) {
      let step = 1;
      while (step * 10 < 10 ** length && start % (step * 10) === 0 && start + step * 10 - 1 <= last) step *= 10;
      const digit = Math.floor(start / step) % 10;
      const count = Math.min(9 - digit, Math.floor((last - start + 1) / step) - 1);
      const free = String(step).length - 1;
      const prefix = String(start).slice(0, length - free - 1);
      const varying = count === 0 ? String(digit) : `[${digit}-${digit + count}]`;
      parts.push(`${prefix}${varying}${free === 0 ? '' : free === 1 ? '\\d' : `\\d{${free}}`}`);
      start += (count + 1) * step;
    }
  }
  return parts.join('|');
}

function withTemplate(schema: JsonSchema): JsonSchema {
  const alternatives = Array.isArray(schema.anyOf) && Object.keys(schema).length === 1 ? schema.anyOf : [schema];
  return { anyOf: [...alternatives, TEMPLATE_STRING] };
}

/** `true` → `[Tt][Rr][Uu][Ee]`: JSON Schema patterns have no case-insensitive flag. */
function anyCase(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join('');
}

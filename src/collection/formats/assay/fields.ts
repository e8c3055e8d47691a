// Reading mappings, keys, text and templates out of YAML nodes, with diagnostics that point at them.
import type { Template } from '../../../model/index.ts';
import { describeNode, scalarText, type Reader, type Span } from '../../yaml/parse-context.ts';
import { scalarOffsets } from '../../yaml/scalar-offsets.ts';
import { suggestion } from '../../suggest.ts';
import { parseTemplate, type TemplateToken } from './template.ts';
import { isMap, isScalar, isSeq, type MapNode, type TreeNode } from '../../yaml/tree.ts';

export interface TokenUse {
  part: TemplateToken['part'];
  span: Span;
}

/** A key of a mapping and its value. */
export class Field {
  readonly name: string;
  /** The value, aliases resolved; null when the key has no value. */
  readonly value: TreeNode | null;
  private readonly reader: Reader;
  /** The node whose position is the key's. */
  private readonly keyNode: TreeNode | null;

  constructor(reader: Reader, name: string, keyNode: TreeNode | null, value: TreeNode | null) {
    this.reader = reader;
    this.name = name;
    this.keyNode = keyNode;
    this.value = value;
  }

  /** Where the key is written: worked out when asked for, mostly it is not. */
  get keySpan(): Span {
    return this.reader.spanOf(this.keyNode);
  }
}

/** Fields renamed since the original's first format, with the name to use now. */
export type Renamed = Record<string, string>;

/**
 * The known keys of a mapping. Unknown keys are reported with a "did you mean" hint, old names
 * with their new name; the first occurrence of a key wins (duplicates are reported by the parser).
 */
export function readFields(
  reader: Reader,
  map: MapNode,
  allowed: readonly string[],
  where: string,
  renamed: Renamed = {},
): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const pair of map.items) {
    const key = reader.resolve(pair.key);
    const keyNode = key?.range ? key : map;
    const name = scalarText(key);
    if (name === undefined) {
      reader.error(reader.spanOf(keyNode), 'invalid-key', `a key in ${where} must be text, not ${describeNode(key)}`);
      continue;
    }
    if (Object.hasOwn(renamed, name)) {
      reader.error(
        reader.spanOf(keyNode),
        'old-format',
        `\`${name}\` is from the old collection format; it is now \`${renamed[name]}\``,
        `rename \`${name}\` to \`${renamed[name]}\``,
      );
      continue;
    }
    if (!allowed.includes(name)) {
      reader.error(
        reader.spanOf(keyNode),
        'unknown-key',
        `unknown key \`${name}\` in ${where}`,
        suggestion(name, allowed),
      );
      continue;
    }
    if (!fields.has(name)) fields.set(name, new Field(reader, name, keyNode, reader.resolve(pair.value)));
  }
  return fields;
}

/** A text field: strings, and numbers/booleans as written. Reports anything else. */
export function readText(reader: Reader, field: Field, what = `\`${field.name}\``): string | undefined {
  const text = scalarText(field.value);
  if (text === undefined)
    reader.error(valueSpan(reader, field), 'wrong-type', `${what} must be text, got ${describeNode(field.value)}`);
  return text;
}

/** Where a field's value is, or its key when it has none. */
export function valueSpan(reader: Reader, field: Field): Span {
  return field.value?.range ? reader.spanOf(field.value) : field.keySpan;
}

/**
 * Parses `text` (the scalar's value from index `start`) as a template; problems become
 * diagnostics at the exact spot and references are added to `tokens` with their positions.
 */
export function readTemplate(
  reader: Reader,
  node: TreeNode | null,
  text: string,
  tokens: TokenUse[],
  start = 0,
): Template {
  const parsed = parseTemplate(text);
  if (parsed.problems.length === 0 && parsed.tokens.length === 0) return parsed.template;
  const full = scalarText(node);
  const offsetOf =
    isScalar(node) && full !== undefined ? scalarOffsets(node, reader.text, full) : () => node?.range?.[0] ?? 0;
  const spanAt = (offset: number, length: number): Span => {
    const from = offsetOf(start + offset);
    const last = offsetOf(start + offset + length - 1);
    // Without a character-exact map every index falls on the scalar's start: underline it all.
    if (length > 1 && last === from) return reader.spanOf(node);
    return reader.span(from, last + 1 - from);
  };
  for (const problem of parsed.problems)
    reader.error(spanAt(problem.offset, problem.length), problem.code, problem.message, problem.hint);
  for (const token of parsed.tokens) tokens.push({ part: token.part, span: spanAt(token.offset, token.length) });
  return parsed.template;
}

/** A list field's items (aliases resolved); a single value counts as a list of one when `single` allows it. */
export function readList(reader: Reader, field: Field, what: string, single = false): (TreeNode | null)[] | undefined {
  if (isSeq(field.value)) return field.value.items.map((item) => reader.resolve(item));
  if (single && isScalar(field.value) && scalarText(field.value) !== undefined) return [field.value];
  reader.error(
    valueSpan(reader, field),
    'wrong-type',
    `\`${field.name}\` must be ${what}, got ${describeNode(field.value)}`,
  );
  return undefined;
}

export function asMap(node: TreeNode | null): MapNode | undefined {
  return isMap(node) ? node : undefined;
}

/** The array without the spare room `push` leaves: the model keeps a few per test, so it adds up. */
export function fitted<T>(items: T[]): T[] {
  return items.slice();
}

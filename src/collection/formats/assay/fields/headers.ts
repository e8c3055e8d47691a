// A test's `headers`: a mapping or a list of `Name: value` texts, names checked, values templates.
import type { HeaderDefinition, Template } from '../../../../model/index.ts';
import { fitted, readList, readTemplate, type Field, type TokenUse } from '../fields.ts';
import { describeNode, scalarText, type Reader, type Span } from '../../../yaml/parse-context.ts';
import { scalarOffsets } from '../../../yaml/scalar-offsets.ts';
import { isMap, isScalar, type PairNode, type ScalarNode, type TreeNode } from '../../../yaml/tree.ts';
import { parseTemplate } from '../template.ts';
import { HTTP_TOKEN } from './http-token.ts';

export function readHeaders(reader: Reader, field: Field, tokens: TokenUse[]): HeaderDefinition[] {
  const headers: HeaderDefinition[] = [];
  const add = (name: string, nameSpan: Span, valueNode: TreeNode | null, value: string, valueStart: number): void => {
    const nameTemplate = name.includes('${{') ? readNameTemplate(reader, name, nameSpan, tokens) : undefined;
    if (!nameTemplate && !HTTP_TOKEN.test(name)) {
      reader.error(
        nameSpan,
        'invalid-header',
        name === '' ? 'a header has no name' : `\`${name}\` is not a valid header name`,
        "header names are letters, digits and !#$%&'*+-.^_`|~",
      );
      return;
    }
    if (/[\r\n\0]/.test(value)) {
      reader.error(
        reader.spanOf(valueNode, nameSpan),
        'invalid-header',
        `the value of header \`${name}\` contains a line break`,
      );
      return;
    }
    const valueTemplate = readTemplate(reader, valueNode, value, tokens, valueStart);
    headers.push({ name, ...(nameTemplate ? { nameTemplate } : {}), value: valueTemplate });
  };
  if (isMap(field.value)) {
    for (const pair of field.value.items) readHeaderPair(reader, pair, add);
    return fitted(headers);
  }
  for (const item of readList(reader, field, 'a list of `Name: value` texts or a mapping of names to values') ?? []) {
    if (isMap(item)) {
      // `- Content-Type: application/json` unquoted is a one-key mapping in YAML.
      for (const pair of item.items) readHeaderPair(reader, pair, add);
      continue;
    }
    const text = isScalar(item) && typeof item.value === 'string' ? item.value : undefined;
    const span = reader.spanOf(item, field.keySpan);
    if (text === undefined) {
      reader.error(span, 'invalid-header', `a header must be \`Name: value\` text, got ${describeNode(item)}`);
      continue;
    }
    const colon = text.indexOf(':');
    if (colon === -1) {
      reader.error(span, 'invalid-header', `header \`${text}\` has no \`:\``, 'write `Name: value`');
      continue;
    }
    const name = text.slice(0, colon).trim();
    const rawValue = text.slice(colon + 1);
    const leading = rawValue.length - rawValue.trimStart().length;
    const offsetOf = scalarOffsets(item as ScalarNode, reader.text, text);
    const nameStart = offsetOf(text.length - text.trimStart().length);
    add(
      name,
      reader.span(nameStart, Math.max(1, offsetOf(colon) - nameStart)),
      item,
      rawValue.trim(),
      colon + 1 + leading,
    );
  }
  return fitted(headers);
}

/** A templated header name: its problems and references are placed on the whole name. */
function readNameTemplate(reader: Reader, name: string, span: Span, tokens: TokenUse[]): Template {
  const parsed = parseTemplate(name);
  for (const problem of parsed.problems) reader.error(span, problem.code, problem.message, problem.hint);
  for (const token of parsed.tokens) tokens.push({ part: token.part, span });
  return parsed.template;
}

function readHeaderPair(
  reader: Reader,
  pair: PairNode,
  add: (name: string, span: Span, valueNode: TreeNode | null, value: string, start: number) => void,
): void {
  const key = reader.resolve(pair.key);
  const value = reader.resolve(pair.value);
  const name = scalarText(key);
  const text = scalarText(value);
  const span = reader.spanOf(key);
  if (name === undefined) {
    reader.error(span, 'invalid-header', `a header name must be text, not ${describeNode(key)}`);
    return;
  }
  if (text === undefined) {
    reader.error(
      reader.spanOf(value, span),
      'invalid-header',
      `header \`${name}\` must have a text value, got ${describeNode(value)}`,
    );
    return;
  }
  add(name.trim(), span, value, text.trim(), text.length - text.trimStart().length);
}

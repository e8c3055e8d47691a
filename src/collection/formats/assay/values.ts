// Free-form values: JSON bodies written as YAML/JSON (serialized, templates kept) and metadata.
import type { Template, TemplatePart } from '../../../model/index.ts';
import { readTemplate, type TokenUse } from './fields.ts';
import { describeNode, scalarText, type ParseContext } from '../../yaml/parse-context.ts';
import { isMap, isScalar, isSeq, type TreeNode } from '../../yaml/tree.ts';

/** Deeper structures are refused: nothing that walks a collection may recurse without bound. */
export const MAX_VALUE_DEPTH = 64;

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

class JsonTemplateBuilder {
  source = '';
  readonly parts: TemplatePart[] = [];

  text(text: string): void {
    this.source += text;
    this.appendText(text);
  }

  string(template: Template): void {
    this.source += JSON.stringify(template.source);
    this.appendText('"');
    for (const part of template.parts) {
      if (part.kind === 'text') this.appendText(JSON.stringify(part.text).slice(1, -1));
      else this.parts.push(part);
    }
    this.appendText('"');
  }

  private appendText(text: string): void {
    const last = this.parts.at(-1);
    if (last?.kind === 'text') this.parts[this.parts.length - 1] = { kind: 'text', text: last.text + text };
    else this.parts.push({ kind: 'text', text });
  }
}

/**
 * A body written as a mapping or list: the `JSON.stringify` text of its value, as one template
 * whose references sit inside the JSON strings. Undefined when the value cannot be JSON.
 */
export function readJsonBody(reader: ParseContext, node: TreeNode, tokens: TokenUse[]): Template | undefined {
  const builder = new JsonTemplateBuilder();
  return writeJson(reader, node, tokens, builder, 0) ? { source: builder.source, parts: builder.parts } : undefined;
}

function writeJson(
  reader: ParseContext,
  node: TreeNode | null,
  tokens: TokenUse[],
  out: JsonTemplateBuilder,
  depth: number,
): boolean {
  if (depth > MAX_VALUE_DEPTH) {
    reader.error(
      reader.spanOf(node),
      'nested-too-deeply',
      `the body is nested more than ${MAX_VALUE_DEPTH} levels deep`,
    );
    return false;
  }
  if (isMap(node)) {
    out.text('{');
    let first = true;
    for (const pair of node.items) {
      const key = reader.resolve(pair.key);
      const name = scalarText(key);
      if (name === undefined) {
        reader.error(
          reader.spanOf(key, reader.spanOf(node)),
          'invalid-body',
          `a key in a JSON body must be text, not ${describeNode(key)}`,
        );
        return false;
      }
      if (!first) out.text(',');
      first = false;
      out.string(readTemplate(reader, key, name, tokens));
      out.text(':');
      if (!writeJson(reader, reader.resolve(pair.value), tokens, out, depth + 1)) return false;
    }
    out.text('}');
    return true;
  }
  if (isSeq(node)) {
    out.text('[');
    for (const [index, item] of node.items.entries()) {
      if (index > 0) out.text(',');
      if (!writeJson(reader, reader.resolve(item), tokens, out, depth + 1)) return false;
    }
    out.text(']');
    return true;
  }
  if (!isScalar(node) || node.value === null || node.value === undefined) {
    out.text('null');
    return true;
  }
  const value = node.value;
  if (typeof value === 'string') out.string(readTemplate(reader, node, value, tokens));
  else if (typeof value === 'boolean') out.text(String(value));
  else if (typeof value === 'number' || typeof value === 'bigint') {
    // Keep numbers as written when they are JSON numbers, so large integers keep every digit.
    const written = node.source;
    if (written !== undefined && JSON_NUMBER.test(written)) out.text(written);
    else if (typeof value === 'number' && Number.isFinite(value)) out.text(JSON.stringify(value));
    else {
      reader.error(
        reader.spanOf(node),
        'invalid-body',
        `\`${written ?? String(value)}\` is not a number JSON can represent`,
      );
      return false;
    }
  } else {
    reader.error(reader.spanOf(node), 'invalid-body', 'this value cannot be written as JSON');
    return false;
  }
  return true;
}

/** A plain JavaScript copy of a value (metadata), depth-limited; undefined after reporting a problem. */
export function readPlain(reader: ParseContext, node: TreeNode | null, depth = 0): unknown {
  if (depth > MAX_VALUE_DEPTH) {
    reader.error(
      reader.spanOf(node),
      'nested-too-deeply',
      `the value is nested more than ${MAX_VALUE_DEPTH} levels deep`,
    );
    return undefined;
  }
  if (isMap(node)) {
    const result: Record<string, unknown> = {};
    for (const pair of node.items) {
      const key = reader.resolve(pair.key);
      const name = scalarText(key);
      if (name === undefined) {
        reader.error(
          reader.spanOf(key, reader.spanOf(node)),
          'invalid-key',
          `a key must be text, not ${describeNode(key)}`,
        );
        return undefined;
      }
      const value = readPlain(reader, reader.resolve(pair.value), depth + 1);
      if (value === undefined) return undefined;
      Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
    }
    return result;
  }
  if (isSeq(node)) {
    const result: unknown[] = [];
    for (const item of node.items) {
      const value = readPlain(reader, reader.resolve(item), depth + 1);
      if (value === undefined) return undefined;
      result.push(value);
    }
    return result;
  }
  if (!isScalar(node) || node.value === undefined) return null;
  return typeof node.value === 'bigint' ? String(node.value) : node.value;
}

// A test's `context` entries: the values it captures, each from a registered source (the body by
// default) and refined by a `pattern`.
import type { CaptureDefinition } from '../../../../model/index.ts';
import { asMap, fitted, readFields, readList, readText, valueSpan, type Field, type TokenUse } from '../fields.ts';
import { describeNode, scalarText, type Reader, type Span } from '../../../yaml/parse-context.ts';
import { TreeArgumentNode } from '../argument-node.ts';
import { captureSources } from '../../../../engine/validators/index.ts';

/** A `context` entry's own keys; the registered capture sources' keys come beside them. */
export const CONTEXT_KEYS = ['name', 'type', 'pattern'] as const;
const CAPTURE_NAME = /^[A-Za-z_][\w-]*$/;

export function readCaptures(reader: Reader, field: Field, tokens: TokenUse[]): CaptureDefinition[] {
  const captures: CaptureDefinition[] = [];
  for (const item of readList(reader, field, 'a list of `{name, type, pattern}` entries') ?? []) {
    const span = reader.spanOf(item, field.keySpan);
    const map = asMap(item);
    if (!map) {
      reader.error(
        span,
        'invalid-capture',
        `a \`context\` entry must be a mapping with \`name\` and \`pattern\`, got ${describeNode(item)}`,
      );
      continue;
    }
    const fields = readFields(reader, map, [...CONTEXT_KEYS, ...captureSources.keys], 'context entry');
    const nameField = fields.get('name');
    const patternField = fields.get('pattern');
    const typeField = fields.get('type');
    if (!nameField) reader.error(span, 'missing-key', 'the `context` entry has no `name`');
    const hasSource = captureSources.keys.some((key) => fields.has(key));
    if (!patternField && !hasSource)
      reader.error(
        span,
        'missing-key',
        'the `context` entry has no source',
        `add one of ${['pattern', ...captureSources.keys].map((key) => `\`${key}\``).join(', ')}, e.g. \`json-path: $.id\` or \`pattern: '"id":\\s*(\\d+)'\``,
      );
    const name = nameField ? readText(reader, nameField) : undefined;
    if (nameField && name !== undefined && !CAPTURE_NAME.test(name)) {
      reader.error(
        valueSpan(reader, nameField),
        'invalid-capture',
        `\`${name}\` is not a valid context name`,
        'use letters, digits, `_` and `-`, starting with a letter or `_`',
      );
    }
    let type: CaptureDefinition['type'] | undefined = 'variable';
    if (typeField) {
      const text = readText(reader, typeField)?.trim().toLowerCase();
      // The literals, not the text read (a copy per capture that the run would hold).
      type = text === 'variable' ? 'variable' : text === 'secret' ? 'secret' : undefined;
      if (type === undefined)
        reader.error(
          valueSpan(reader, typeField),
          'invalid-capture',
          `\`type\` must be \`variable\` or \`secret\`, got ${describeNode(typeField.value) === 'text' ? `\`${scalarText(typeField.value)}\`` : describeNode(typeField.value)}`,
        );
    }
    const pattern = patternField ? readPattern(reader, patternField) : undefined;
    const source = readCaptureSource(reader, fields, span, tokens);
    const patternOk = patternField ? pattern !== undefined : source !== 'body';
    if (name !== undefined && CAPTURE_NAME.test(name) && type !== undefined && patternOk && source) {
      const position = { line: span.line, column: span.column };
      captures.push({
        name,
        type,
        ...(pattern === undefined ? {} : { pattern }),
        ...(source === 'body' ? {} : { source }),
        position,
      });
    }
  }
  return fitted(captures);
}

/** The registered source a context entry names (at most one), `body` when it names none, undefined after a diagnostic. */
function readCaptureSource(
  reader: Reader,
  fields: Map<string, Field>,
  span: Span,
  tokens: TokenUse[],
): CaptureDefinition['source'] | 'body' | undefined {
  const named = captureSources.keys.filter((key) => fields.has(key));
  if (named.length === 0) return 'body';
  if (named.length > 1) {
    reader.error(
      span,
      'invalid-capture',
      `a \`context\` entry takes one source, this one has ${named.map((key) => `\`${key}\``).join(', ')}`,
    );
    return undefined;
  }
  const key = named[0]!;
  const field = fields.get(key)!;
  const schema = captureSources.get(key)!.argument;
  const node = reader.resolve(field.value);
  const at = new TreeArgumentNode(reader, node, () => valueSpan(reader, field), tokens, 'invalid-capture');
  const argument = schema.read(at, (got, item = at) => {
    item.error(`\`${key}\` expects ${schema.expects}, got ${got}`, schema.example);
    return undefined;
  });
  return argument === undefined ? undefined : { key, argument };
}

function readPattern(reader: Reader, field: Field): string | undefined {
  const pattern = readText(reader, field);
  if (pattern === undefined) return undefined;
  const span = valueSpan(reader, field);
  try {
    new RegExp(pattern);
  } catch (error) {
    reader.error(
      span,
      'invalid-regex',
      `\`pattern\` is not a valid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`,
      'patterns use JavaScript regular expression syntax',
    );
    return undefined;
  }
  // An empty alternative always matches, and the match has one slot per group.
  const groups = (new RegExp(`${pattern}|`).exec('')?.length ?? 1) - 1;
  if (groups === 0) {
    reader.error(
      span,
      'invalid-regex',
      '`pattern` has no capture group',
      'put the part to keep in parentheses, e.g. `"id":\\s*(\\d+)`',
    );
    return undefined;
  }
  return pattern;
}

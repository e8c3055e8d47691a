// `validators:` entries: single-key maps whose key is a registered validator and whose value is
// read by that validator's argument schema (src/engine/validators/argument.ts).
import type { ValidatorDefinition } from '../../../model/index.ts';
import { validators } from '../../../engine/validators/index.ts';
import type { TokenUse } from './fields.ts';
import { TreeArgumentNode } from './argument-node.ts';
import { describeNode, scalarText, type ParseContext, type Span } from '../../yaml/parse-context.ts';
import { suggestion } from '../../../model/suggest.ts';
import { isScalar, isMap, type TreeNode } from '../../yaml/tree.ts';

const OLD_STRING_VALIDATOR = /^\s*([\w-]+)\s*:\s*(.*)$/s;

export function readValidator(
  reader: ParseContext,
  node: TreeNode | null,
  tokens: TokenUse[],
): ValidatorDefinition | undefined {
  const span = reader.spanOf(node);
  const position = { line: span.line, column: span.column };
  if (isScalar(node) && typeof node.value === 'string' && OLD_STRING_VALIDATOR.test(node.value)) {
    const [, name, value] = OLD_STRING_VALIDATOR.exec(node.value) ?? [];
    reader.error(
      span,
      'old-format',
      'validators written as `"name:value"` text are from the old collection format',
      `write it as a mapping: \`- ${name}: ${value.trim()}\``,
    );
    return undefined;
  }
  if (!isMap(node)) {
    reader.error(
      span,
      'invalid-validator',
      `a validator must be a single-key mapping such as \`- status-code: 200\`, got ${describeNode(node)}`,
    );
    return undefined;
  }
  const pairs = node.items;
  if (pairs.length !== 1) {
    const keys = pairs.map((pair) => scalarText(reader.resolve(pair.key)) ?? '?');
    if (pairs.length === 0)
      reader.error(span, 'invalid-validator', 'empty validator `{}`', 'write e.g. `- status-code: 200`');
    else if (keys.includes('type') && keys.includes('value')) {
      reader.error(
        span,
        'old-format',
        'validators written as `{type, value}` are from the old collection format',
        'write e.g. `- status-code: 403`',
      );
    } else {
      reader.error(
        span,
        'invalid-validator',
        `a validator has exactly one key, this one has ${keys.map((key) => `\`${key}\``).join(', ')}`,
        'write each validator as its own list item',
      );
    }
    return undefined;
  }
  const key = reader.resolve(pairs[0].key);
  const keySpan = (): Span => reader.spanOf(key, span);
  const written = scalarText(key);
  if (written === undefined) {
    reader.error(keySpan(), 'invalid-validator', `a validator name must be text, not ${describeNode(key)}`);
    return undefined;
  }
  const name = written.toLowerCase();
  const spec = validators.get(name);
  if (spec === undefined) {
    reader.error(
      keySpan(),
      'unknown-validator',
      `unknown validator \`${written}\``,
      suggestion(written, validators.names),
    );
    return undefined;
  }
  const valueNode = reader.resolve(pairs[0].value);
  const schema = spec.argument;
  const at = new TreeArgumentNode(reader, valueNode, keySpan, tokens, 'invalid-validator-argument');
  const argument = schema.read(at, (got, item = at) => {
    item.error(`\`${name}\` expects ${schema.expects}, got ${got}`, schema.example);
    return undefined;
  });
  // The registry's name, not the text read: one string for every test the run holds.
  return argument === undefined ? undefined : { name: spec.name, argument, position };
}

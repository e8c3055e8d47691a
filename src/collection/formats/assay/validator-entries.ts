// `validators:` entries: single-key maps whose key is a registered validator and whose value
// has the argument kind that validator takes.
import type { Template, ValidatorDefinition } from '../../../model/index.ts';
import {
  isValidatorName,
  unsupportedTestlemonValidators,
  validatorNames,
  validators,
  type ArgumentKind,
} from '../../../engine/validators/index.ts';
import { readTemplate, type TokenUse } from './fields.ts';
import { describeNode, scalarText, type Reader, type Span } from '../../yaml/parse-context.ts';
import { suggestion } from '../../suggest.ts';
import { hasTemplate } from './template.ts';
import { isMap, isScalar, isSeq, type TreeNode } from '../../yaml/tree.ts';

const OLD_STRING_VALIDATOR = /^\s*([\w-]+)\s*:\s*(.*)$/s;

export function readValidator(
  reader: Reader,
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
  if (Object.hasOwn(unsupportedTestlemonValidators, name)) {
    reader.error(
      keySpan(),
      'unsupported-validator',
      `\`${written}\` is a Testlemon validator that assay does not run (${unsupportedTestlemonValidators[name]})`,
      'remove it from the collection; assay runs only validators that judge the HTTP response',
    );
    return undefined;
  }
  if (!isValidatorName(name)) {
    reader.error(
      keySpan(),
      'unknown-validator',
      `unknown validator \`${written}\``,
      suggestion(written, validatorNames),
    );
    return undefined;
  }
  const valueNode = reader.resolve(pairs[0].value);
  const valueSpan = (): Span => (valueNode?.range ? reader.spanOf(valueNode) : keySpan());
  const argument = readArgument(reader, name, validators[name].argument, valueNode, valueSpan, tokens);
  return argument === undefined ? undefined : { name, argument, position };
}

const EXAMPLE: Record<ArgumentKind, string> = {
  'status-codes': 'e.g. `status-code: 201` or `status-code: [200, 204]`',
  boolean: 'e.g. `is-successful: true`',
  text: 'e.g. `body-contains: "id"`',
  milliseconds: 'e.g. `response-time: 500`',
};

const EXPECTED: Record<ArgumentKind, string> = {
  'status-codes': 'a status code (an integer 100–599) or a list of them',
  boolean: '`true` or `false`',
  text: 'text',
  milliseconds: 'a number of milliseconds (a non-negative integer)',
};

function readArgument(
  reader: Reader,
  name: string,
  kind: ArgumentKind,
  node: TreeNode | null,
  span: () => Span,
  tokens: TokenUse[],
): ValidatorDefinition['argument'] | undefined {
  const wrong = (got: string): undefined => {
    reader.error(
      span(),
      'invalid-validator-argument',
      `\`${name}\` expects ${EXPECTED[kind]}, got ${got}`,
      EXAMPLE[kind],
    );
    return undefined;
  };
  const text = scalarText(node);
  if (kind !== 'status-codes' || !isSeq(node)) {
    if (text === undefined) return wrong(describeNode(node));
    if (kind === 'text') return readTemplate(reader, node, text, tokens);
    if (isScalar(node) && typeof node.value === 'string' && hasTemplate(text))
      return readTemplate(reader, node, text, tokens) satisfies Template;
  }
  switch (kind) {
    case 'boolean': {
      const lower = text?.trim().toLowerCase();
      return lower === 'true' ? true : lower === 'false' ? false : wrong(`\`${text}\``);
    }
    case 'milliseconds': {
      const value = integer(text);
      return value !== undefined && value >= 0 ? value : wrong(`\`${text}\``);
    }
    case 'status-codes': {
      if (!isSeq(node)) {
        const code = statusCode(text);
        return code ?? wrong(`\`${text}\``);
      }
      if (node.items.length === 0) return wrong('an empty list');
      const codes: number[] = [];
      for (const item of node.items) {
        const resolved = reader.resolve(item);
        const code = statusCode(scalarText(resolved));
        if (code === undefined) {
          reader.error(
            reader.spanOf(resolved, span()),
            'invalid-validator-argument',
            `\`${name}\` expects ${EXPECTED[kind]}, got ${describeItem(resolved)}`,
            EXAMPLE[kind],
          );
          return undefined;
        }
        codes.push(code);
      }
      return codes;
    }
    default:
      return undefined;
  }
}

function describeItem(node: TreeNode | null): string {
  const text = scalarText(node);
  return text === undefined ? describeNode(node) : `\`${text}\``;
}

function integer(text: string | undefined): number | undefined {
  return text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

function statusCode(text: string | undefined): number | undefined {
  const value = integer(text);
  return value !== undefined && value >= 100 && value <= 599 ? value : undefined;
}

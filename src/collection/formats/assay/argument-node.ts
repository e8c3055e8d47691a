// A positioned tree node seen through the interface validators' and capture sources' argument
// schemas read (src/engine/validators/argument.ts), so their diagnostics carry positions.
import type { ArgumentNode } from '../../../engine/validators/index.ts';
import { readTemplate, type TokenUse } from './fields.ts';
import { describeNode, scalarText, type Reader, type Span } from '../../yaml/parse-context.ts';
import { hasTemplate } from './template.ts';
import { isMap, isScalar, isSeq, type TreeNode } from '../../yaml/tree.ts';

/** A tree node seen through the interface the validators' argument schemas read. */
export function argumentNode(
  reader: Reader,
  node: TreeNode | null,
  span: () => Span,
  tokens: TokenUse[],
  code: string,
): ArgumentNode {
  const text = scalarText(node);
  return {
    text,
    templated: isScalar(node) && typeof node.value === 'string' && hasTemplate(node.value),
    get items() {
      return isSeq(node)
        ? node.items.map((item) => {
            const resolved = reader.resolve(item);
            return argumentNode(reader, resolved, () => reader.spanOf(resolved, span()), tokens, code);
          })
        : undefined;
    },
    get fields() {
      if (!isMap(node)) return undefined;
      const fields = new Map<string, ArgumentNode>();
      for (const pair of node.items) {
        const key = scalarText(reader.resolve(pair.key));
        const value = reader.resolve(pair.value);
        const at = value?.range ? value : reader.resolve(pair.key);
        if (key !== undefined)
          fields.set(
            key,
            argumentNode(reader, value, () => reader.spanOf(at, span()), tokens, code),
          );
      }
      return fields;
    },
    describe: () => (text === undefined ? describeNode(node) : `\`${text}\``),
    template: () => readTemplate(reader, node, text ?? '', tokens),
    error: (message, hint) => reader.error(span(), code, message, hint),
  };
}

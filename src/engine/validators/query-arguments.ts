// Argument schemas shared by the query validators and capture sources: a JSONPath, an XPath, a
// header or cookie name, and the "`true`" of sources that need no argument (`status: true`).
import { HTTP_TOKEN } from '../../model/http-token.ts';
import type { Template } from '../../model/index.ts';
import { jsonPathProblem } from '../queries/json-path.ts';
import { xpathProblem } from '../queries/xpath.ts';
import type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';

/** A text checked before the run (`check` returns why it is unusable); a template is checked once rendered. */
export function checkedText(
  what: string,
  example: string,
  check: (text: string) => { message: string } | undefined,
): ArgumentSchema<string> {
  return {
    expects: what,
    example,
    docs: what,
    jsonSchema: { type: 'string', minLength: 1 },
    read(node, reject) {
      if (node.text === undefined || node.text.trim() === '') return reject(node.describe());
      if (node.templated) return node.template();
      return readChecked(node, check) ?? undefined;
    },
    fromText: (text) => (check(text) === undefined ? text : undefined),
    renderedExpects: what,
  };
}

/** The scalar's text when `check` accepts it; otherwise a diagnostic at the node. */
export function readChecked(
  node: ArgumentNode,
  check: (text: string) => { message: string } | undefined,
): string | Template | undefined {
  if (node.templated) return node.template();
  const text = node.text!;
  const problem = check(text);
  if (problem) {
    node.error(problem.message);
    return undefined;
  }
  return text;
}

export const jsonPathCheck = (path: string): { message: string } | undefined => jsonPathProblem(path);
export const xpathCheck = (expression: string): { message: string } | undefined => xpathProblem(expression);
export const nameCheck = (name: string): { message: string } | undefined =>
  HTTP_TOKEN.test(name) ? undefined : { message: `\`${name}\` is not a valid header or cookie name` };

/** `status: true`, `duration: true`: a source without an argument. */
export const trueArgument: ArgumentSchema<true> = {
  expects: '`true`',
  example: 'e.g. `{ name: code, status: true }`',
  docs: '`true`',
  jsonSchema: { const: true } as JsonSchema,
  read: (node, reject) => (node.plain() === true ? true : reject(node.describe())),
  fromText: (text) => (text.trim().toLowerCase() === 'true' ? true : undefined),
  renderedExpects: 'true',
};

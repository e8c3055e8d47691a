// `- variable: { name: context.userId, equals: "42" }` and `{ name: copy, variable: vars.region }`: the
// value of a captured or given value (`context.*`, `vars.*`, `data.*`, `env.*`) as text. A secret, or a
// capture of type secret, is refused before the run: a check shows the value it compares.
import type { Template } from '../../../model/index.ts';
import type { ArgumentNode, ArgumentSchema } from '../argument.ts';
import { defineQuery } from '../define-query.ts';
import type { Locator } from '../query-validator.ts';

/** Kept apart from a bare Template so the run does not render it as a templated argument. */
interface VariableLocator {
  reference: Template;
}

const WHAT = 'the name of a value: `context.NAME`, `vars.NAME`, `data.NAME` or `env.NAME`';
const EXAMPLE = 'e.g. `variable: { name: context.userId, equals: "42" }`';

function readReference(node: ArgumentNode, validator: string): VariableLocator | undefined {
  if (node.text === undefined || node.text.trim() === '' || node.templated) {
    node.error(
      `\`${validator}\` expects ${WHAT}, got ${node.templated ? 'a template' : node.describe()}`,
      node.templated ? 'write the name alone, without `${{ }}`' : EXAMPLE,
    );
    return undefined;
  }
  const reference = node.reference();
  if (reference === undefined) return undefined;
  const [part] = reference.parts;
  if (reference.parts.length !== 1 || part?.kind !== 'ref') {
    node.error(`\`${validator}\` expects ${WHAT}, got \`${node.text}\``, EXAMPLE);
    return undefined;
  }
  if (part.namespace === 'secrets') {
    node.error(
      `\`${validator}\` cannot read the secret \`${part.name}\`: a check shows the value it compares`,
      'compare a response with the secret instead, e.g. `body-contains: ${{ secrets.' + part.name + ' }}`',
    );
    return undefined;
  }
  return { reference };
}

const locator: Locator<VariableLocator> = { key: 'name', what: WHAT, read: readReference };

const captureArgument: ArgumentSchema<VariableLocator> = {
  expects: WHAT,
  example: 'e.g. `variable: vars.region`',
  docs: WHAT,
  jsonSchema: { type: 'string', pattern: '^(context|vars|data|env)\\.' },
  read: (node, reject) => (node.text === undefined ? reject(node.describe()) : readReference(node, 'variable')),
  fromText: () => undefined,
  renderedExpects: WHAT,
};

export const variable = defineQuery<VariableLocator>({
  key: 'variable',
  summary: 'the value of a capture, variable, data column or environment variable satisfies every predicate',
  value: 'the value of another capture, a variable, a data column or an environment variable',
  locator,
  captureArgument,
  example: EXAMPLE,
  needs: ['status'],
  examples: [
    { argument: '{ name: vars.siteOrigin, starts-with: "http://" }', response: {}, passes: true },
    { argument: '{ name: vars.siteOrigin, starts-with: "https://" }', response: {}, passes: false },
  ],
  query: ({ reference }) => ({ source: 'variable', reference }),
  judged: { several: 'list', textual: true },
});

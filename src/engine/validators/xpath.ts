// `- xpath: { path: "string(//title)", equals: Example Domain }` and `{ name, xpath: "string(//title)" }`:
// XPath 1.0 over the XML body, or over the HTML body parsed leniently. A node set gives the text of
// each node (a capture: the first). `namespaces: { prefix: uri }` binds the prefixes the path uses.
import { loadXPath, xpathIsScalar } from '../queries/xpath.ts';
import type { Namespaces } from '../queries/query-thread.ts';
import type { ArgumentNode, ArgumentSchema, JsonSchema } from './argument.ts';
import { defineQuery } from './define-query.ts';
import { xpathCheck, readChecked } from './query-arguments.ts';
import { textLocator, type Locator } from './query-validator.ts';

interface XPathLocator {
  expression: string;
  namespaces?: Namespaces;
}

const WHAT = 'an XPath 1.0 expression';
const EXAMPLE = 'e.g. `xpath: { path: "string(//title)", equals: Example Domain }`';
const PREFIX = /^[A-Za-z_][\w.-]*$/;
const NAMESPACES_SCHEMA: JsonSchema = {
  type: 'object',
  propertyNames: { pattern: PREFIX.source },
  additionalProperties: { type: 'string', minLength: 1 },
};

/** `namespaces: { a: "urn:example:a" }`: each prefix an XML name, each URI a non-empty text. */
function readNamespaces(node: ArgumentNode): Namespaces | undefined {
  const fields = node.fields;
  if (fields === undefined || fields.size === 0) {
    node.error(
      `\`namespaces\` expects a mapping of prefixes to namespace URIs, got ${node.describe()}`,
      'e.g. `namespaces: { a: "urn:example:a" }`',
    );
    return undefined;
  }
  const namespaces: [string, string][] = [];
  let ok = true;
  for (const [prefix, uri] of fields) {
    if (!PREFIX.test(prefix)) {
      uri.keyError(`\`${prefix}\` is not a namespace prefix`, 'a prefix is a name such as `a` or `soap`');
      ok = false;
    } else if (uri.text === undefined || uri.text === '' || uri.templated) {
      uri.error(`the namespace URI of \`${prefix}\` expects a text, got ${uri.describe()}`);
      ok = false;
    } else namespaces.push([prefix, uri.text]);
  }
  return ok ? namespaces : undefined;
}

const expression = textLocator('path', WHAT, EXAMPLE, xpathCheck);
const locator: Locator<XPathLocator> = {
  key: 'path',
  what: WHAT,
  read(node, validator) {
    const text = expression.read(node, validator);
    return text === undefined ? undefined : { expression: text };
  },
  refinements: {
    namespaces: {
      jsonSchema: NAMESPACES_SCHEMA,
      read(node, located) {
        const namespaces = readNamespaces(node);
        return namespaces && { ...located, namespaces };
      },
    },
  },
};

/** A capture's `xpath: EXPR` (a template is checked once rendered), or `xpath: { path: EXPR, namespaces: {…} }`. */
const captureArgument: ArgumentSchema<XPathLocator> = {
  expects: `${WHAT}, or a mapping with \`path\` and \`namespaces\``,
  example: 'e.g. `xpath: "string(//title)"`',
  docs: `${WHAT}, or \`{ path: …, namespaces: { prefix: uri } }\``,
  jsonSchema: {
    anyOf: [
      { type: 'string', minLength: 1 },
      {
        type: 'object',
        required: ['path', 'namespaces'],
        properties: { path: { type: 'string', minLength: 1 }, namespaces: NAMESPACES_SCHEMA },
        additionalProperties: false,
      },
    ],
  },
  read(node, reject) {
    if (node.fields !== undefined) {
      const path = node.fields.get('path');
      const namespaces = node.fields.get('namespaces');
      const extra = [...node.fields.keys()].find((key) => key !== 'path' && key !== 'namespaces');
      if (path === undefined || namespaces === undefined || extra !== undefined) return reject(node.describe());
      const located = locator.read(path, 'xpath');
      const bound = readNamespaces(namespaces);
      return located && bound && { ...located, namespaces: bound };
    }
    if (node.text === undefined || node.text.trim() === '') return reject(node.describe());
    const text = readChecked(node, xpathCheck);
    return typeof text === 'string' ? { expression: text } : text;
  },
  fromText: (text) => (xpathCheck(text) === undefined ? { expression: text } : undefined),
  renderedExpects: WHAT,
};

export const xpath = defineQuery<XPathLocator>({
  key: 'xpath',
  summary: 'an XPath 1.0 expression over the XML or HTML body satisfies every predicate',
  value: "an XPath 1.0 result over the XML or HTML body (a node set gives its first node's text)",
  locator,
  captureArgument,
  example: EXAMPLE,
  needs: ['document'],
  // Also loads it for `xpath` captures: the registry looks for the name anywhere in the text.
  load: loadXPath,
  examples: [
    {
      argument: '{ path: "count(//item)", equals: 2 }',
      response: { headers: { 'Content-Type': 'application/xml' }, body: '<list><item/><item/></list>' },
      passes: true,
    },
    {
      argument: '{ path: "string(//title)", equals: Example Domain }',
      response: { headers: { 'Content-Type': 'text/html' }, body: '<title>Other</title>' },
      passes: false,
    },
  ],
  checksNothing({ expression: path }, predicates) {
    const blind = predicates.find((p) => p.op === 'exists' || p.op === 'count');
    if (blind === undefined || !xpathIsScalar(path)) return undefined;
    return {
      message: `\`${path}\` is a number, text or boolean, never nothing: \`${blind.op}\` ${blind.op === 'count' ? 'is 1 for any document' : blind.value ? 'holds for any document' : 'can never hold'}`,
      hint: `compare its value instead, e.g. \`xpath: { path: "${path}", ${path.startsWith('count(') ? 'ge: 1' : 'equals: …'} }\``,
    };
  },
  query: ({ expression, namespaces }) => ({
    source: 'xpath',
    expression,
    ...(namespaces === undefined ? {} : { namespaces }),
  }),
  judged: { several: 'list' },
});

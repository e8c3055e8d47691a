// Bodies as documents, and XPath 1.0 over them: the `xpath` package, @xmldom/xmldom for XML and
// parse5 for lenient HTML. Only the query worker thread (query-thread.ts) imports this module, so the
// libraries are in its bundle, dist/query-thread.js, and never on the main thread.
//
// XML: DTDs are not read. A document whose `<!DOCTYPE>` declares entities is refused with a clear
// message instead of being expanded, so an entity-expansion bomb ("billion laughs") costs nothing.
// HTML (a Content-Type of text/html, or a body starting with `<!doctype html` / `<html`) is parsed
// the way browsers do (parse5), and its elements are queried without a namespace: `//title`.
import { DOMImplementation, DOMParser, Node as XmlNode, type Document } from '@xmldom/xmldom';
import { parse as parseHtml } from 'parse5';
import xpath from 'xpath';
import grammar from '@xmldom/xmldom/lib/grammar.js';
import {
  installDocumentOrder,
  installLightContexts,
  installNodeSetIndex,
  installRegExpCache,
  numberDocumentOrder,
} from './xpath-speed.ts';

// The package exports these classes, though its types do not declare them.
installNodeSetIndex((xpath as unknown as { XNodeSet: { prototype: unknown } }).XNodeSet);
installLightContexts(xpath as unknown as Parameters<typeof installLightContexts>[0]);
installDocumentOrder(XmlNode);
installRegExpCache(grammar);

/** A parsed XML or HTML body that XPath can walk. */
export interface XPathDocument {
  readonly kind: 'xml' | 'html';
  readonly root: Node;
}

/** What an XPath expression evaluates to: a string, number or boolean, or the text of each selected node. */
export type XPathValue = string | number | boolean;

/** An expression compiled by the `xpath` package (`xpath.select` compiles it, and its function table, on every call). */
interface CompiledXPath {
  context: { expressionContextNode: unknown; contextNode: unknown };
  evaluate(node: Node, type: number, reuse: null): XPathOutcome;
}
interface XPathOutcome {
  resultType: number;
  stringValue: string;
  numberValue: number;
  booleanValue: boolean;
  nodes: Node[];
}
const library = xpath as unknown as {
  createExpression(expression: string, resolver: NamespaceResolver | null): CompiledXPath;
  XPathResult: { ANY_TYPE: number; STRING_TYPE: number; NUMBER_TYPE: number; BOOLEAN_TYPE: number };
};
interface NamespaceResolver {
  lookupNamespaceURI(prefix: string): string | null;
}

/** A collection repeats a few expressions over many responses. */
const compiled = new Map<string, CompiledXPath>();
const COMPILED_LIMIT = 1_000;

/** Evaluates the expression over the document: node sets give the text of each node, in document order. */
export function evaluateXPath(
  document: XPathDocument,
  expression: string,
  namespaces?: readonly (readonly [string, string])[],
): XPathValue[] {
  // The prefixes are bound when the expression is compiled: the same text with other prefixes is another entry.
  const key = namespaces === undefined ? expression : `${JSON.stringify(namespaces)} ${expression}`;
  let compiledXPath = compiled.get(key);
  if (compiledXPath === undefined) {
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    const resolver =
      namespaces === undefined
        ? null
        : { lookupNamespaceURI: (prefix: string) => namespaces.find(([name]) => name === prefix)?.[1] ?? null };
    compiled.set(key, (compiledXPath = library.createExpression(expression, resolver)));
  }
  const { XPathResult } = library;
  try {
    // What `xpath.select` returns: a string, number or boolean, or the node set in document order.
    const result = compiledXPath.evaluate(document.root, XPathResult.ANY_TYPE, null);
    if (result.resultType === XPathResult.STRING_TYPE) return [result.stringValue];
    if (result.resultType === XPathResult.NUMBER_TYPE) return [result.numberValue];
    if (result.resultType === XPathResult.BOOLEAN_TYPE) return [result.booleanValue];
    return result.nodes.map((node) => node.textContent ?? '');
  } finally {
    // The compiled expression keeps its context: it must not keep the document alive.
    compiledXPath.context.expressionContextNode = compiledXPath.context.contextNode = null;
  }
}

const ENTITY_DECLARATION = /<!ENTITY/i;

/** The body as an XML document, or as HTML parsed the way browsers do; or why it cannot be queried. */
export function parseMarkup(text: string, contentType: string | undefined): XPathDocument | { error: string } {
  if (isHtml(text, contentType)) {
    const document = new DOMImplementation().createDocument(null, '');
    copyHtml(parseHtml(text) as unknown as Html, document);
    numberDocumentOrder(document);
    return { kind: 'html', root: document as unknown as Node };
  }
  if (ENTITY_DECLARATION.test(text.slice(0, text.search(/<[^?!]/) === -1 ? text.length : text.search(/<[^?!]/)))) {
    return { error: 'the XML declares entities in its DOCTYPE; assay does not expand them (entity-expansion attacks)' };
  }
  let problem: string | undefined;
  try {
    const document = new DOMParser({
      onError: (level: string, message: string) => {
        if (level !== 'warning') problem ??= message;
      },
    }).parseFromString(text, 'text/xml');
    if (problem !== undefined || document.documentElement === null) {
      return { error: `the body is not well-formed XML: ${problem ?? 'no root element'}` };
    }
    numberDocumentOrder(document);
    return { kind: 'xml', root: document as unknown as Node };
  } catch (error) {
    return { error: `the body is not well-formed XML: ${(problem ?? (error as Error).message).split('\n')[0]}` };
  }
}

function isHtml(text: string, contentType: string | undefined): boolean {
  if (contentType !== undefined) return /^\s*text\/html\b/i.test(contentType);
  return /^\s*(<!doctype html|<html)/i.test(text);
}

/** parse5's default tree: the parts copied into an xmldom document. */
interface Html {
  nodeName: string;
  tagName?: string;
  value?: string;
  data?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Html[];
  content?: Html;
}

/** Copies parse5's tree into the xmldom document, without recursion: HTML may nest without limit. */
function copyHtml(root: Html, document: Document): void {
  const stack: { from: Html; to: { appendChild(node: unknown): unknown } }[] = [{ from: root, to: document }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { from, to } = next;
    for (const child of from.content?.childNodes ?? from.childNodes ?? []) {
      if (child.nodeName === '#text') to.appendChild(document.createTextNode(child.value ?? ''));
      else if (child.nodeName === '#comment') to.appendChild(document.createComment(child.data ?? ''));
      else if (child.tagName !== undefined) {
        const element = document.createElement(child.tagName);
        for (const attribute of child.attrs ?? []) {
          try {
            element.setAttribute(attribute.name, attribute.value);
          } catch {
            // An attribute name HTML allows and XML does not (`<a 1="x">`) cannot be queried: skip it.
          }
        }
        to.appendChild(element);
        stack.push({ from: child, to: element });
      }
    }
  }
}

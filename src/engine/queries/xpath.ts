// XPath 1.0 over the body as XML or HTML: the `xpath` package, @xmldom/xmldom for XML and parse5
// for lenient HTML. Each is its own chunk in dist/: the `xpath` package is loaded by `loadXPath`
// before a collection that mentions `xpath` is checked (ValidatorSpec.load), so checking and
// evaluating stay synchronous; the document builders load on the first XPath question.
//
// XML: DTDs are not read. A document whose `<!DOCTYPE>` declares entities is refused with a clear
// message instead of being expanded, so an entity-expansion bomb ("billion laughs") costs nothing.
// HTML (a Content-Type of text/html, or a body starting with `<!doctype html` / `<html`) is parsed
// the way browsers do (parse5), and its elements are queried without a namespace: `//title`.
import type { Document } from '@xmldom/xmldom';
import type { MarkupDocument } from './observation.ts';
import { installDocumentOrder, installNodeSetIndex, numberDocumentOrder } from './xpath-speed.ts';

type XPathLibrary = typeof import('xpath');
let library: XPathLibrary | undefined;

/** Loads the `xpath` package, once: its one import site, so dist/ has one chunk for it. */
export async function loadXPath(): Promise<void> {
  if (library !== undefined) return;
  library = (await import(/* webpackChunkName: "xpath" */ 'xpath')).default;
  // The package exports its node-set class, though its types do not declare it.
  installNodeSetIndex((library as unknown as { XNodeSet: { prototype: unknown } }).XNodeSet);
}

/** The package once loaded; a caller reaching here without `loadXPath` is an assay bug. */
function loaded(): XPathLibrary {
  if (library === undefined) throw new Error('assay bug: XPath used before loadXPath()');
  return library;
}

/** A parsed XML or HTML body that XPath can walk. */
export interface XPathDocument extends MarkupDocument {
  readonly root: Node;
}

/** What an XPath expression evaluates to: a string, number or boolean, or the text of each selected node. */
export type XPathValue = string | number | boolean;

type Problem = { message: string; offset: number } | undefined;

/** Checked expressions: a collection usually repeats a few over many tests. */
const checked = new Map<string, Problem>();
const CHECKED_LIMIT = 10_000;

/** Why an expression is not XPath 1.0, with its position inside the expression (0-based), or undefined. */
export function xpathProblem(expression: string): Problem {
  if (checked.has(expression)) return checked.get(expression);
  const problem = check(expression);
  if (checked.size < CHECKED_LIMIT) checked.set(expression, problem);
  return problem;
}

function check(expression: string): Problem {
  if (expression.trim() === '') return { message: 'the XPath expression is empty', offset: 0 };
  // Outside the try block: a missing library is an assay bug, never a diagnostic about the expression.
  const xpath = loaded() as unknown as { parse(expression: string): unknown };
  try {
    xpath.parse(expression);
    return undefined;
  } catch (error) {
    const offset = failingOffset(expression);
    const message = (error as Error).message.replace(/^XPath parse error$/, 'not a valid XPath 1.0 expression');
    return { message: `invalid XPath at character ${offset + 1}: ${message}`, offset };
  }
}

/** Evaluates the expression over the document: node sets give the text of each node, in document order. */
export function evaluateXPath(document: XPathDocument, expression: string): XPathValue[] {
  const result = loaded().select(expression, document.root);
  if (Array.isArray(result)) return result.map((node) => (node as Node).textContent ?? '');
  return [result as XPathValue];
}

type Builders = {
  DOMParser: typeof import('@xmldom/xmldom').DOMParser;
  DOMImplementation: typeof import('@xmldom/xmldom').DOMImplementation;
  parseHtml: typeof import('parse5').parse;
};
let builders: Builders | undefined;

/** Loads the document builders once per process (runs without XPath never load them). */
export async function loadMarkupParser(): Promise<
  (text: string, contentType: string | undefined) => XPathDocument | { error: string }
> {
  if (builders === undefined) {
    const { xmldom, parse5 } = await import(/* webpackChunkName: "markup" */ './markup-builders.ts');
    builders = { DOMParser: xmldom.DOMParser, DOMImplementation: xmldom.DOMImplementation, parseHtml: parse5.parse };
    installDocumentOrder(xmldom.Node);
  }
  return parseMarkup;
}

const ENTITY_DECLARATION = /<!ENTITY/i;

function parseMarkup(text: string, contentType: string | undefined): XPathDocument | { error: string } {
  const { DOMParser, DOMImplementation, parseHtml } = builders!;
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

/**
 * The offset where parsing fails: the LR parser of the `xpath` package run token by token (it
 * reports only "XPath parse error"), mapped back to the expression's characters.
 */
function failingOffset(expression: string): number {
  const Parser = (loaded() as unknown as { XPathParser: ParserClass }).XPathParser;
  const parser = new Parser();
  let tokens: [number[], string[]] | undefined;
  try {
    tokens = parser.tokenize(expression);
  } catch {
    return 0;
  }
  if (tokens === undefined) return 0;
  const [types, values] = tokens;
  const state = [0];
  const stack: number[] = [1];
  let position = 0;
  let a = types[position];
  for (let steps = 0; steps < 100_000; steps++) {
    const s = state[state.length - 1]!;
    const action = Parser.actionTable[s]!.charAt(a - 1);
    const number = Parser.actionTableNumber[s]!.charCodeAt(a - 1) - 32;
    if (action === Parser.SHIFT) {
      stack.push(-a);
      state.push(number);
      a = types[++position];
    } else if (action === Parser.REDUCE) {
      const [lhs, count] = Parser.productions[number]!;
      for (let i = 0; i < count; i++) {
        stack.pop();
        state.pop();
      }
      const top = state[state.length - 1]!;
      stack.push(lhs);
      state.push(Parser.gotoTable[top]!.charCodeAt(lhs - 2) - 33);
    } else break;
  }
  // The offset of token `position` in the expression.
  let offset = 0;
  for (let i = 0; i < position && i < values.length; i++) {
    const at = expression.indexOf(values[i]!, offset);
    if (at === -1) break;
    offset = at + values[i]!.length;
  }
  if (position >= values.length) return expression.trimEnd().length;
  const at = expression.indexOf(values[position]!, offset);
  return at === -1 ? offset : at;
}

interface ParserClass {
  new (): { tokenize(s: string): [number[], string[]] | undefined };
  actionTable: string[];
  actionTableNumber: string[];
  gotoTable: string[];
  productions: [number, number][];
  SHIFT: string;
  REDUCE: string;
}

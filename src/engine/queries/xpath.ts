// XPath 1.0 expressions, checked on the main thread: the `xpath` package's parser, loaded by `loadXPath`
// before a collection that mentions `xpath` is checked (ValidatorSpec.load), so checking stays
// synchronous. Bodies are parsed and queried in a worker thread (query-worker.ts, query-thread.ts).

type XPathLibrary = typeof import('xpath');
let library: XPathLibrary | undefined;

/** Loads the `xpath` package, once: its one import site on the main thread, so dist/ has one chunk for it. */
export async function loadXPath(): Promise<void> {
  library ??= (await import(/* webpackChunkName: "xpath" */ 'xpath')).default;
}

/** The package once loaded; a caller reaching here without `loadXPath` is an assay bug. */
function loaded(): XPathLibrary {
  if (library === undefined) throw new Error('assay bug: XPath used before loadXPath()');
  return library;
}

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

/** A parsed expression as the `xpath` package builds it: an operation (`lhs`/`rhs`) or a path (`filter`, `locationPath`). */
interface ParsedXPath {
  lhs?: ParsedXPath;
  rhs?: ParsedXPath;
  filter?: ParsedXPath & { functionName?: string; str?: string; num?: number };
  filterPredicates?: unknown[];
  locationPath?: unknown;
}

/**
 * True for an expression whose value is a number, text or boolean (`count(//item)`, `string(//title)`,
 * `//a = 1`), never a node set: it has a value whatever the document holds, so `exists` and `count`
 * cannot tell one document from another.
 */
export function xpathIsScalar(expression: string): boolean {
  const xpath = loaded() as unknown as { parse(expression: string): { expression: { expression: ParsedXPath } } };
  let root: ParsedXPath;
  try {
    root = xpath.parse(expression).expression.expression;
  } catch {
    return false;
  }
  // Compared with the package's own union node, not by class name (a bundle may rename classes).
  const union = xpath.parse('a | a').expression.expression.constructor;
  return isScalar(root, union);
}

function isScalar(node: ParsedXPath, union: unknown): boolean {
  if (node.lhs !== undefined || node.rhs !== undefined) return node.constructor !== union;
  if (node.locationPath !== undefined || node.filter === undefined) return false;
  const filter = node.filter;
  if (filter.functionName !== undefined) return filter.functionName !== 'id';
  if (filter.str !== undefined || filter.num !== undefined) return true;
  return filter.filter !== undefined && isScalar(filter, union);
}

// JSONPath (RFC 9535) over the observation's parsed JSON, with jsonpath-rfc9535 (zero dependencies,
// passes the JSONPath compliance suite). The body is parsed once per response, and only when a
// test asks a JSON question (`observation.json`).
//
// RFC 9535's `match()` and `search()` build regular expressions. A pattern written in the path is
// checked before the run like any user pattern (it must compile and have no backreferences or
// lookarounds, see patterns.ts); a pattern taken from the response itself (`match(@.a, @.b)`) is
// refused, because a server could then make the run backtrack without bound. A pattern that only
// unicode mode reads as written (`\p{L}`) still backtracks: such a path is evaluated in rounds, its
// pattern tests answered by the run's pattern worker under the test's time budget (`selectJsonPathBounded`).
//
// The library is its own chunk in dist/, loaded by `loadJsonPath` before a collection that mentions
// `json-path` is checked (ValidatorSpec.load), so a run without JSONPath does not evaluate it at
// start; checking and selecting stay synchronous once it is loaded.
import { runsInLinearTime } from './patterns.ts';
import {
  askMatcher,
  linearInPlaceOfUnicode,
  schemaPattern,
  unansweredText,
  validateInRounds,
  type PatternBudget,
} from './schema-pattern.ts';

type Library = typeof import('./json-path-library.ts');
let library: Library | undefined;

/** Loads jsonpath-rfc9535, once: its one import site, so dist/ has one chunk for it. */
export async function loadJsonPath(): Promise<void> {
  library ??= await import(/* webpackChunkName: "json-path" */ './json-path-library.ts');
}

/** The library once loaded; a caller reaching here without `loadJsonPath` is an assay bug. */
function loaded(): Library {
  if (library === undefined) throw new Error('assay bug: JSONPath used before loadJsonPath()');
  return library;
}

type Problem = { message: string; offset: number } | undefined;

/** Checked paths: a collection usually repeats a few paths over many tests. */
const checked = new Map<string, Problem>();
/** What evaluating a valid path needs: see `pathMustBacktrack` and `isCostlyJsonPath`. */
interface PathTraits {
  /** A `match()`/`search()` pattern of it must backtrack (`mustBacktrack`). */
  backtracks: boolean;
  /** Its cost can grow with the square of the body. */
  costly: boolean;
}
/** The traits of valid paths, found when they are checked. */
const traits = new Map<string, PathTraits>();
const CHECKED_LIMIT = 10_000;

/** Why a path cannot be used, with the position of the problem inside it (0-based), or undefined. */
export function jsonPathProblem(path: string): Problem {
  if (checked.has(path)) return checked.get(path);
  const problem = check(path);
  if (checked.size < CHECKED_LIMIT) checked.set(path, problem);
  return problem;
}

function check(path: string): Problem {
  // Outside the try blocks: a missing library is an assay bug, never a diagnostic about the path.
  const { parse, exec } = loaded();
  let ast: unknown;
  try {
    ast = parse(path);
  } catch (error) {
    const offset = (error as { location?: { start?: { offset?: number } } }).location?.start?.offset ?? 0;
    const found = (error as { found?: string | null }).found;
    return {
      message: `invalid JSONPath at character ${offset + 1}: ${found == null ? 'the path ends too early' : `unexpected ${JSON.stringify(found)}`}`,
      offset,
    };
  }
  const regexProblem = functionProblem(ast);
  if (regexProblem) return { message: regexProblem, offset: 0 };
  if (traits.size < CHECKED_LIMIT) traits.set(path, traitsOf(ast));
  try {
    // Type errors of function calls (RFC 9535 §2.4.3) surface on evaluation.
    exec({}, path, () => undefined);
  } catch (error) {
    return { message: `invalid JSONPath: ${(error as Error).message}`, offset: 0 };
  }
  return undefined;
}

/** The nodes the path selects in the value, in document order. */
export function selectJsonPath(value: unknown, path: string): unknown[] {
  // `query` does not build the normalized path of every node, which `exec` does.
  const { query } = loaded();
  if (!path.includes('match') && !path.includes('search')) return query(value as never, path);
  return withBoundedPatterns(() => query(value as never, path));
}

/** What a bounded selection gives: the nodes, or why a pattern test has no answer. */
export type BoundedSelection = { values: unknown[] } | { error: string; interrupted: boolean };

/**
 * As `selectJsonPath`, for a run: when a `match()`/`search()` pattern of the path must backtrack,
 * the query runs in rounds (schema-pattern.ts), each pattern test asked of the run's pattern worker
 * under what is left of the test's time budget, and runs again until it needs no answer it does not
 * have. Synchronous for every other path.
 */
export function selectJsonPathBounded(
  value: unknown,
  path: string,
  budget: PatternBudget,
): BoundedSelection | Promise<BoundedSelection> {
  if (!pathMustBacktrack(path)) return { values: selectJsonPath(value, path) };
  const answer = askMatcher(budget.patterns, budget.remainingMs, budget.signal);
  return validateInRounds(() => selectJsonPath(value, path), answer).then((rounds) =>
    'value' in rounds
      ? { values: rounds.value }
      : { error: unansweredText(rounds.unanswered, rounds.reason), interrupted: rounds.reason === 'interrupted' },
  );
}

/**
 * Whether a filter of the path holds a query that walks more than a node's children: an absolute
 * query (`$[?count($[*]) > 1]`) or a descendant segment (`$..[?@..error]`). Such a query runs once
 * per node the filter tests, so the cost grows with the square of the body: `$..[?@..a]` over a
 * 180 KB body nested 30,000 levels deep took 25 s. The run asks these of its query worker, under the
 * test's time budget (query-worker.ts); every other path runs here, in time proportional to the body.
 */
export function isCostlyJsonPath(path: string): boolean {
  return pathTraits(path).costly;
}

function pathTraits(path: string): PathTraits {
  // Past the cache's limit: parsed again (every path of a run was checked, so it parses).
  return traits.get(path) ?? traitsOf(loaded().parse(path));
}

function traitsOf(ast: unknown): PathTraits {
  return { backtracks: functionPatterns(ast).some(mustBacktrack), costly: queriesInFilters(ast) };
}

function queriesInFilters(node: unknown, inFilter = false): boolean {
  if (Array.isArray(node)) return node.some((item) => queriesInFilters(item, inFilter));
  if (typeof node !== 'object' || node === null) return false;
  const { type } = node as { type?: string };
  if (inFilter && (type === 'JsonPathQuery' || type === 'DescendantSegment')) return true;
  const within = inFilter || type === 'FilterSelector';
  return Object.values(node).some((value) => queriesInFilters(value, within));
}

function pathMustBacktrack(path: string): boolean {
  if (!path.includes('match') && !path.includes('search')) return false;
  return pathTraits(path).backtracks;
}

/** A pattern that only unicode mode reads as written (`\p{…}`, `\u{…}`, astral characters) backtracks there. */
function mustBacktrack(pattern: string): boolean {
  return linearInPlaceOfUnicode(pattern) === undefined;
}

const UnicodeRegExp = RegExp;

/**
 * jsonpath-rfc9535 compiles the patterns of `match()` and `search()` itself, with
 * `RegExp(pattern, 'u')`: in unicode mode, which V8's linear-time engine does not take, so a pattern
 * the checker let through (an I-Regexp, no backreferences or lookarounds) could still backtrack
 * without bound (`(a+)+` on 31 characters: 42 s, measured). The library offers no way to compile
 * them, so while a query runs, the global `RegExp` compiles them as a JSON Schema's patterns are
 * (`schemaPattern`): on the linear-time engine when the pattern needs nothing of unicode mode, else
 * answered by the current round (`selectJsonPathBounded`). The library only calls `test` on them.
 * The query is synchronous: no other code runs before the global is restored.
 */
function withBoundedPatterns<T>(run: () => T): T {
  const boundedRegExp = function (pattern: string, flags?: string): unknown {
    return flags === 'u' ? schemaPattern(pattern, flags) : new UnicodeRegExp(pattern, flags);
  };
  globalThis.RegExp = boundedRegExp as unknown as RegExpConstructor;
  try {
    return run();
  } finally {
    globalThis.RegExp = UnicodeRegExp;
  }
}

/** A `match()`/`search()` whose pattern is not a literal, or a literal that could backtrack without bound. */
function functionProblem(ast: unknown): string | undefined {
  for (const { name, pattern } of patternCalls(ast)) {
    if (pattern?.type !== 'Literal' || typeof pattern.value !== 'string') {
      return `\`${name}()\` needs its pattern written in the path as a string literal`;
    }
    if (!runsInLinearTime(pattern.value)) {
      return `\`${name}()\` pattern ${JSON.stringify(pattern.value)} is not an I-Regexp (RFC 9485): no backreferences or lookarounds`;
    }
  }
  return undefined;
}

/** The literal patterns of the path's `match()` and `search()` calls. */
function functionPatterns(ast: unknown): string[] {
  return patternCalls(ast).flatMap(({ pattern }) =>
    pattern?.type === 'Literal' && typeof pattern.value === 'string' ? [pattern.value] : [],
  );
}

interface PatternCall {
  name: 'match' | 'search';
  pattern: { type: string; value: unknown } | undefined;
}

/** Every `match()` and `search()` call of a parsed path, in the order written. */
function patternCalls(node: unknown, calls: PatternCall[] = []): PatternCall[] {
  if (Array.isArray(node)) {
    for (const item of node) patternCalls(item, calls);
    return calls;
  }
  if (typeof node !== 'object' || node === null) return calls;
  const record = node as { type?: string; name?: string; arguments?: { type: string; value: unknown }[] };
  if (record.type === 'FunctionExpr' && (record.name === 'match' || record.name === 'search')) {
    calls.push({ name: record.name, pattern: record.arguments?.[1] });
  }
  for (const value of Object.values(record)) patternCalls(value, calls);
  return calls;
}

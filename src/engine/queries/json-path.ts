// JSONPath (RFC 9535) over the observation's parsed JSON, with jsonpath-rfc9535 (zero dependencies,
// passes the JSONPath compliance suite). The body is parsed once per response, and only when a
// test asks a JSON question (`observation.json`).
//
// RFC 9535's `match()` and `search()` build regular expressions. A pattern written in the path is
// checked before the run like any user pattern (it must compile and run in linear time, see
// patterns.ts); a pattern taken from the response itself (`match(@.a, @.b)`) is refused, because
// a server could then make the run backtrack without bound.
//
// The library is its own chunk in dist/, loaded by `loadJsonPath` before a collection that mentions
// `json-path` is checked (ValidatorSpec.load), so a run without JSONPath does not evaluate it at
// start; checking and selecting stay synchronous once it is loaded.
import { runsInLinearTime } from './patterns.ts';
import { linearInPlaceOfUnicode } from './schema-pattern.ts';

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
  return withLinearPatterns(() => query(value as never, path));
}

const UnicodeRegExp = RegExp;

/**
 * jsonpath-rfc9535 compiles the patterns of `match()` and `search()` itself, with
 * `RegExp(pattern, 'u')`: in unicode mode, which V8's linear-time engine does not take, so a pattern
 * the checker let through (an I-Regexp, no backreferences or lookarounds) could still backtrack
 * without bound (`(a+)+` on 31 characters: 42 s, measured). The library offers no way to compile
 * them, so while a query runs, the global `RegExp` compiles a pattern that needs nothing of unicode
 * mode on the linear-time engine instead (schema-pattern.ts says how it then matches). The query is
 * synchronous: no other code runs before the global is restored.
 */
function withLinearPatterns<T>(run: () => T): T {
  const linearRegExp = function (pattern: string, flags?: string): RegExp {
    return (flags === 'u' ? linearInPlaceOfUnicode(pattern) : undefined) ?? new UnicodeRegExp(pattern, flags);
  };
  globalThis.RegExp = linearRegExp as unknown as RegExpConstructor;
  try {
    return run();
  } finally {
    globalThis.RegExp = UnicodeRegExp;
  }
}

/** A `match()`/`search()` whose pattern is not a literal, or a literal that could backtrack without bound. */
function functionProblem(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const problem = functionProblem(item);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as { type?: string; name?: string; arguments?: { type: string; value: unknown }[] };
  if (record.type === 'FunctionExpr' && (record.name === 'match' || record.name === 'search')) {
    const pattern = record.arguments?.[1];
    if (pattern?.type !== 'Literal' || typeof pattern.value !== 'string') {
      return `\`${record.name}()\` needs its pattern written in the path as a string literal`;
    }
    if (!runsInLinearTime(pattern.value)) {
      return `\`${record.name}()\` pattern ${JSON.stringify(pattern.value)} is not an I-Regexp (RFC 9485): no backreferences or lookarounds`;
    }
  }
  for (const value of Object.values(record)) {
    const problem = functionProblem(value);
    if (problem) return problem;
  }
  return undefined;
}

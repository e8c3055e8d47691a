// Reads results.json files written by an earlier run: for `assay merge` and for `--shard-timings`.
import { readFile } from 'node:fs/promises';
import { testKey } from '../../model/values.ts';
import { RESULTS_SCHEMA_VERSION, type ResultsDocument, type TestReport } from './document.ts';
import { eachTest, openStoredResults } from './stored-results.ts';

/**
 * Reads `results.json` of an earlier run (whole or one shard) for `--shard-timings`: the mean
 * `timings.totalMs` per test over its iterations, keyed by `testKey`. Throws an Error whose message
 * is meant for the user when the file is unreadable or not a results document.
 */
export async function loadShardTimings(path: string): Promise<Map<string, number>> {
  const doc = await openResultsDocument(path);
  const sums = new Map<string, { total: number; count: number }>();
  for (const collection of doc.collections) {
    for (const test of checkedTests(eachTest(collection), path, collection.file)) {
      const ms = test.timings?.totalMs;
      if (typeof ms !== 'number' || !Number.isFinite(ms)) continue;
      const key = testKey(collection, test);
      const entry = sums.get(key) ?? { total: 0, count: 0 };
      entry.total += ms;
      entry.count += 1;
      sums.set(key, entry);
    }
  }
  return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}

/**
 * The tests of a collection of `path` as they are gone through, each checked for the shape every
 * reader relies on: one that is not JSON (a stored test's line is parsed when it is reached) or has
 * no index, iteration and outcome ends the pass with a message naming the file.
 */
export function* checkedTests(tests: Iterable<TestReport>, path: string, file: string): Generator<TestReport> {
  try {
    for (const test of tests) {
      const problem = testShapeProblem(test, file);
      if (problem) throw recordError(path, file, problem);
      yield test;
    }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw recordError(path, file);
  }
}

/**
 * An earlier run's `results.json` whose tests are read one at a time as they are gone through
 * (`eachTest`), when the file has the layout assay writes (stored-results.ts); in any other layout
 * of the same JSON (reformatted, say), or when it is not a results document, it is read whole by
 * `readResultsDocument`, with its messages. The tests' own shape is left to the caller
 * (`checkedTests`), which meets each of them.
 */
export async function openResultsDocument(path: string): Promise<ResultsDocument> {
  let doc: ResultsDocument;
  try {
    doc = await openStoredResults(path);
  } catch {
    return readResultsDocument(path);
  }
  const value = doc as unknown as Record<string, unknown>;
  const fits = value.schemaVersion === RESULTS_SCHEMA_VERSION && resultsShapeProblem(value, false) === undefined;
  return fits ? doc : readResultsDocument(path);
}

/**
 * Reads and shape-checks an assay `results.json`. Throws an Error with a one-line message naming
 * the file when it cannot be read, is not JSON, is not a results document or has another schema version.
 */
export async function readResultsDocument(path: string): Promise<ResultsDocument> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : String((error as Error).message);
    throw new Error(`cannot read ${path}: ${why}`, { cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not an assay results.json: it is not valid JSON`);
  }
  if (!isObject(value) || !('schemaVersion' in value)) {
    throw new Error(`${path} is not an assay results.json: it has no schemaVersion`);
  }
  if (value.schemaVersion !== RESULTS_SCHEMA_VERSION) {
    throw new Error(
      `${path} has results schemaVersion ${JSON.stringify(value.schemaVersion)}; this assay reads version ${RESULTS_SCHEMA_VERSION}`,
    );
  }
  const problem = resultsShapeProblem(value);
  if (problem) throw new Error(`${path} is not an assay results.json: ${problem}`);
  return value as unknown as ResultsDocument;
}

function resultsShapeProblem(value: Record<string, unknown>, withTests = true): string | undefined {
  if (!isObject(value.run) || typeof value.run.startedAt !== 'string' || typeof value.run.finishedAt !== 'string') {
    return 'it has no run with startedAt and finishedAt';
  }
  if (!Array.isArray(value.collections)) return 'it has no collections list';
  for (const [c, collection] of value.collections.entries()) {
    // A stored collection's `tests` is read from the file when asked for: without the tests, only
    // that it has them is looked at.
    if (
      !isObject(collection) ||
      typeof collection.file !== 'string' ||
      typeof collection.name !== 'string' ||
      !(withTests ? Array.isArray(collection.tests) : 'tests' in collection)
    ) {
      return `collection ${c + 1} has no file, name and tests`;
    }
    if (!withTests) continue;
    for (const test of collection.tests as unknown[]) {
      const problem = testShapeProblem(test, collection.file);
      if (problem) return problem;
    }
  }
  return undefined;
}

function testShapeProblem(test: unknown, file: string): string | undefined {
  if (
    !isObject(test) ||
    typeof test.index !== 'number' ||
    typeof test.iteration !== 'number' ||
    typeof test.outcome !== 'string'
  ) {
    return withoutShape(file);
  }
  return undefined;
}

/** What a test of `file` lacks when it has no index, iteration and outcome. */
export function withoutShape(file: string): string {
  return `a test of ${file} has no index, iteration and outcome`;
}

/** The message for a test record of `path` that cannot be read: not JSON, or `problem`. */
export function recordError(path: string, file: string, problem = `a test of ${file} is not valid JSON`): Error {
  return new Error(`${path} is not an assay results.json: ${problem}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

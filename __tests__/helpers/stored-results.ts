/**
 * For tests of what reads results.json back: a document whose collections refuse to give their
 * whole `tests` array, and a count of the test records parsed one by one while a body runs.
 *
 *   const doc = refusingWholeTests(await openStoredResults(path))
 *   const { value, records } = await countingRecords(() => loadShardTimings(path))
 */
import assert from 'node:assert/strict';
import type { ResultsDocument } from '../../src/report/results/document.ts';

/** `doc` with each collection failing the test that asks it for all its tests at once. */
export function refusingWholeTests(doc: ResultsDocument): ResultsDocument {
  return {
    ...doc,
    collections: doc.collections.map(
      (collection) =>
        new Proxy(collection, {
          get: (target, key) =>
            key === 'tests' ? assert.fail(`all the tests of ${target.name} were read`) : Reflect.get(target, key),
        }),
    ),
  };
}

/** What `body` gives, and how many test records of results.json it parsed one at a time. */
export async function countingRecords<T>(body: () => T | Promise<T>): Promise<{ value: T; records: number }> {
  const parse = JSON.parse;
  let records = 0;
  JSON.parse = ((...args: Parameters<typeof parse>) => {
    if (/^ *\{"index":/.test(args[0])) records++;
    return parse(...args);
  }) as typeof parse;
  try {
    return { value: await body(), records };
  } finally {
    JSON.parse = parse;
  }
}

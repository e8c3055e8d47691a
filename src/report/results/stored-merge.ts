// `assay merge` of shards in the layout assay writes (stored-results.ts), without holding their
// tests: each collection's test lines are indexed by their iteration, declared index and place in
// the file (read from the line's start, not parsed), sorted into the merged order and checked for
// a test in two shards; the records are then read and parsed one at a time, in that order, while
// the merged reports are written (merge-writer.ts). The same merge as `mergeResults` (merge.ts) of
// whole documents, which a results.json in any other layout still goes through.
import type { CollectionReport, ResultsDocument, TestReport } from './document.ts';
import { collectionKey, mergedRun, repeatedTestMessage, shardOffset, shiftedTest } from './merge.ts';
import { checkedTests, recordError, withoutShape } from './read.ts';
import { eachTest, storedTestLines, storedTestsAt, type TestLines } from './stored-results.ts';

export interface StoredMerge {
  tool: ResultsDocument['tool'];
  run: ResultsDocument['run'];
  collections: MergedCollection[];
}

/** A collection of the merged run: its parts in the shards, and the order of their tests. */
export interface MergedCollection {
  /** The first part's members but its tests (totals and duration are counted again). */
  head: Omit<CollectionReport, 'tests'>;
  parts: Part[];
  /** Entries in the merged order; an entry is a test line, numbered over the parts in turn. */
  order: Uint32Array;
  /** By entry: its part, its line in the part, its iteration and declared index. */
  part: Uint32Array;
  line: Uint32Array;
  iteration: Float64Array;
  index: Float64Array;
}

interface Part {
  path: string;
  collection: CollectionReport;
  /** What its tests' start times move by. */
  offset: number;
  /** Its place: the shard's number and the collection's in the shard, for the first repeated test. */
  shard: number;
  position: number;
  /** Where its tests are in the file (iterations and indices are kept by entry). */
  lines: TestLines;
}

/**
 * The merge of shards opened with `openStoredResults`: throws an Error whose message is meant for
 * the user when a test line cannot be indexed, or when a test is in more than one of them (the
 * first such test as `mergeResults` would find it).
 */
export function planStoredMerge(docs: ResultsDocument[], paths: string[]): StoredMerge {
  const run = mergedRun(docs);
  const groups = new Map<string, { head: Omit<CollectionReport, 'tests'>; parts: IndexedPart[] }>();
  for (const [shard, doc] of docs.entries()) {
    const offset = shardOffset(doc, run);
    for (const [position, collection] of doc.collections.entries()) {
      const key = collectionKey(collection);
      const group = groups.get(key) ?? { head: headOf(collection), parts: [] };
      groups.set(key, group);
      group.parts.push(indexedPart({ path: paths[shard], collection, offset, shard, position }));
    }
  }
  const collections = [...groups.values()].map(({ head, parts }) => sorted(head, parts));
  const repeated = firstRepeated(collections);
  if (repeated !== undefined) {
    const { part, line } = repeated;
    const [test] = checkedTests(storedTestsAt(part.collection, part.lines, [line]), part.path, part.collection.file);
    throw new Error(repeatedTestMessage(part.collection.file, test));
  }
  return { tool: docs[0].tool, run, collections };
}

/**
 * The tests of a merged collection in the merged order, each read from its shard, parsed once,
 * checked and put on the merged run's clock. Throws an Error naming the file for a record that is
 * not JSON, has not the shape of a test, or is not the test its line was indexed as.
 */
export function* mergedTests(collection: MergedCollection): Generator<TestReport> {
  const { parts, order } = collection;
  const readers = parts.map((part, p) => {
    const lines = partOrder(collection, p);
    // A shard assay wrote has each collection's tests in the merged order already: read in chunks.
    const tests = inFileOrder(lines) ? eachTest(part.collection) : storedTestsAt(part.collection, part.lines, lines);
    return checkedTests(tests, part.path, part.collection.file);
  });
  try {
    for (const entry of order) {
      const part = parts[collection.part[entry]];
      const test = readers[collection.part[entry]].next().value as TestReport;
      if (test.iteration !== collection.iteration[entry] || test.index !== collection.index[entry])
        throw recordError(
          part.path,
          part.collection.file,
          `a test of ${part.collection.file} is not written as assay writes it`,
        );
      yield shiftedTest(test, part.offset);
    }
  } finally {
    // Each reader holds its file open until it ends.
    for (const reader of readers) reader.return(undefined);
  }
}

interface IndexedPart extends Part {
  iterations: number[];
  indices: number[];
}

/** A part with its test lines indexed; their iterations and indices must be numbers. */
function indexedPart(part: Omit<Part, 'lines'>): IndexedPart {
  const { path, collection } = part;
  let lines: TestLines;
  try {
    lines = storedTestLines(collection, { iterations: true })!;
  } catch (error) {
    // A line not written as assay writes it is parsed for its numbers.
    if (!(error instanceof SyntaxError)) throw error;
    throw recordError(path, collection.file);
  }
  const { indices, iterations = [], starts, ends } = lines;
  for (let i = 0; i < indices.length; i++) {
    if (typeof indices[i] !== 'number' || typeof iterations[i] !== 'number')
      throw recordError(path, collection.file, withoutShape(collection.file));
  }
  // The lines' places are all `storedTestsAt` reads.
  return { ...part, lines: { indices: [], starts, ends }, iterations, indices };
}

/** The merged collection's entries sorted by iteration, then declared index, then the parts' order. */
function sorted(head: Omit<CollectionReport, 'tests'>, parts: IndexedPart[]): MergedCollection {
  const count = parts.reduce((sum, part) => sum + part.indices.length, 0);
  const collection: MergedCollection = {
    head,
    parts: parts.map(({ iterations: _, indices: __, ...part }) => part),
    order: new Uint32Array(count),
    part: new Uint32Array(count),
    line: new Uint32Array(count),
    iteration: new Float64Array(count),
    index: new Float64Array(count),
  };
  let entry = 0;
  for (const [p, part] of parts.entries()) {
    for (let line = 0; line < part.indices.length; line++, entry++) {
      collection.order[entry] = entry;
      collection.part[entry] = p;
      collection.line[entry] = line;
      collection.iteration[entry] = part.iterations[line];
      collection.index[entry] = part.indices[line];
    }
  }
  const { iteration, index } = collection;
  collection.order.sort((a, b) => iteration[a] - iteration[b] || index[a] - index[b] || a - b);
  return collection;
}

/** The lines of part `p` in the merged order. */
function partOrder(collection: MergedCollection, p: number): Uint32Array {
  const lines = collection.parts[p].lines.starts.length;
  const order = new Uint32Array(lines);
  let next = 0;
  for (const entry of collection.order) if (collection.part[entry] === p) order[next++] = collection.line[entry];
  return order;
}

function inFileOrder(lines: Uint32Array): boolean {
  return lines.every((line, i) => line === i);
}

/**
 * The test `mergeResults` would name as in more than one file: of the tests that repeat an earlier
 * one (shard by shard, collection by collection, line by line), the first.
 */
function firstRepeated(collections: MergedCollection[]): { part: Part; line: number } | undefined {
  let first: { part: Part; line: number } | undefined;
  for (const collection of collections) {
    const { order, iteration, index } = collection;
    // Sorted with ties in entry order, so of equal tests each after the first repeats it, and
    // within a collection the smallest such entry comes first in the files.
    let repeat = Infinity;
    for (let k = 1; k < order.length; k++) {
      const [a, b] = [order[k - 1], order[k]];
      if (iteration[a] === iteration[b] && index[a] === index[b]) repeat = Math.min(repeat, b);
    }
    if (repeat === Infinity) continue;
    const candidate = { part: collection.parts[collection.part[repeat]], line: collection.line[repeat] };
    if (first === undefined || before(candidate, first)) first = candidate;
  }
  return first;
}

function before(a: { part: Part; line: number }, b: { part: Part; line: number }): boolean {
  return (a.part.shard - b.part.shard || a.part.position - b.part.position || a.line - b.line) < 0;
}

/**
 * A stored collection's members but its tests, in their order (its tests are read from the file
 * when asked for, so they are left alone).
 */
function headOf(collection: CollectionReport): Omit<CollectionReport, 'tests'> {
  const keys = Object.keys(collection).filter((key) => key !== 'tests');
  // fromEntries keeps a `__proto__` member a member, as spreading the parsed collection would.
  return Object.fromEntries(keys.map((key) => [key, collection[key as keyof CollectionReport]])) as Omit<
    CollectionReport,
    'tests'
  >;
}

// results.json as a sequence of text pieces, so that a run of 100,000 tests is written without
// ever holding the whole file as one string. The envelope is indented like `JSON.stringify(doc,
// null, 2)`; each test is one compact line (a third fewer bytes, and still one test per line).
// `assay merge` of stored shards writes the same pieces around tests it spooled (merge-writer.ts).
import type { CollectionReport, ResultsDocument, TestReport } from './document.ts';
import { testTexts } from './stored-results.ts';

export function* resultsJson(doc: ResultsDocument): Generator<string> {
  const { collections, ...envelope } = doc;
  yield resultsHead(envelope);
  for (let c = 0; c < collections.length; c++) {
    yield collectionOpening(withoutTests(collections[c]), c);
    // A stored collection's records as its text holds them, not parsed.
    let t = 0;
    for (const test of testTexts(collections[c])) yield testLine(test, t++);
    yield collectionClosing(t);
  }
  yield resultsClosing(collections.length);
}

/** Everything before the first collection. */
export function resultsHead(envelope: Omit<ResultsDocument, 'collections'>): string {
  return `${withoutClosingBrace(JSON.stringify(envelope, null, 2), 0)},\n  "collections": [`;
}

/** Collection `c` up to its first test. */
export function collectionOpening(collection: Omit<CollectionReport, 'tests'>, c: number): string {
  const head = withoutClosingBrace(indent(JSON.stringify(collection, null, 2), '    '), 4);
  return `${c === 0 ? '' : ','}\n    ${head},\n      "tests": [`;
}

/** Test `t` of its collection, on its own line. */
export function testPiece(test: TestReport, t: number): string {
  return testLine(JSON.stringify(test), t);
}

/** Test `t`'s record, as JSON text, on its own line. */
function testLine(json: string, t: number): string {
  return `${t === 0 ? '' : ','}\n        ${json}`;
}

/** What follows a collection's `count` tests. */
export function collectionClosing(count: number): string {
  return count === 0 ? ']\n    }' : '\n      ]\n    }';
}

/** What follows the `count` collections. */
export function resultsClosing(count: number): string {
  return count === 0 ? ']\n}\n' : '\n  ]\n}\n';
}

/** The collection's members but its tests, which are not read (a stored collection reads them from its text). */
export function withoutTests(collection: CollectionReport): Omit<CollectionReport, 'tests'> {
  const head: Record<string, unknown> = {};
  for (const key of Object.keys(collection)) if (key !== 'tests') head[key] = collection[key as keyof CollectionReport];
  return head as Omit<CollectionReport, 'tests'>;
}

/** Indents every line after the first (JSON text has line breaks only between its tokens). */
function indent(json: string, by: string): string {
  return json.replaceAll('\n', `\n${by}`);
}

/** `{ … \n}` without its closing line, so more members can follow. */
function withoutClosingBrace(json: string, indentation: number): string {
  return json.slice(0, json.length - indentation - 2);
}

// results.json as a sequence of text pieces, so that a run of 100,000 tests is written without
// ever holding the whole file as one string. The envelope is indented like `JSON.stringify(doc,
// null, 2)`; each test is one compact line (a third fewer bytes, and still one test per line).
import type { CollectionReport, ResultsDocument } from './document.ts';
import { testTexts } from './stored-results.ts';

export function* resultsJson(doc: ResultsDocument): Generator<string> {
  const { collections, ...envelope } = doc;
  yield `${withoutClosingBrace(JSON.stringify(envelope, null, 2), 0)},\n  "collections": [`;
  for (let c = 0; c < collections.length; c++) {
    const head = withoutClosingBrace(indent(JSON.stringify(withoutTests(collections[c]), null, 2), '    '), 4);
    yield `${c === 0 ? '' : ','}\n    ${head},\n      "tests": [`;
    let t = 0;
    for (const test of testTexts(collections[c])) yield `${t++ === 0 ? '' : ','}\n        ${test}`;
    yield t === 0 ? ']\n    }' : '\n      ]\n    }';
  }
  yield collections.length === 0 ? ']\n}\n' : '\n  ]\n}\n';
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

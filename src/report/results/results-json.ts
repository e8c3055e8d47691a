// results.json as a sequence of text pieces, so that a run of 100,000 tests is written without
// ever holding the whole file as one string. The envelope is indented like `JSON.stringify(doc,
// null, 2)`; each test is one compact line (a third fewer bytes, and still one test per line).
import type { ResultsDocument } from './document.ts';

export function* resultsJson(doc: ResultsDocument): Generator<string> {
  const { collections, ...envelope } = doc;
  yield `${withoutClosingBrace(JSON.stringify(envelope, null, 2), 0)},\n  "collections": [`;
  for (let c = 0; c < collections.length; c++) {
    const { tests, ...collection } = collections[c];
    const head = withoutClosingBrace(indent(JSON.stringify(collection, null, 2), '    '), 4);
    yield `${c === 0 ? '' : ','}\n    ${head},\n      "tests": [`;
    for (let t = 0; t < tests.length; t++) yield `${t === 0 ? '' : ','}\n        ${JSON.stringify(tests[t])}`;
    yield tests.length === 0 ? ']\n    }' : '\n      ]\n    }';
  }
  yield collections.length === 0 ? ']\n}\n' : '\n  ]\n}\n';
}

/** Indents every line after the first (JSON text has line breaks only between its tokens). */
function indent(json: string, by: string): string {
  return json.replaceAll('\n', `\n${by}`);
}

/** `{ … \n}` without its closing line, so more members can follow. */
function withoutClosingBrace(json: string, indentation: number): string {
  return json.slice(0, json.length - indentation - 2);
}

// A results.json that assay wrote, read back without holding its tests: everything but the tests
// is read at once, and each collection's `tests` are read from the file when asked for, and not
// kept. The formats built after a run (HTML, CTRF, Xray, Markdown, Testlemon) read it this way, so
// a run's memory does not grow with its number of tests. It relies on the layout both writers of
// results.json use: one test per line, indented by eight spaces.
import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { CollectionReport, ResultsDocument, TestReport } from './document.ts';

const READ_CHUNK = 1024 * 1024;
const NEWLINE = 0x0a;
/** A test line starts with eight spaces and `{`. */
const TEST_LINE = Buffer.from('        {');
const TESTS_KEY = /^ {6}"tests": \[/;

export async function openStoredResults(path: string): Promise<ResultsDocument> {
  const ranges: { start: number; end: number }[] = [];
  let skeleton = '';
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_CHUNK);
    let carry = Buffer.alloc(0);
    let offset = 0; // file offset of carry[0]
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, READ_CHUNK, null);
      const data = bytesRead === 0 ? carry : Buffer.concat([carry, buffer.subarray(0, bytesRead)]);
      let lineStart = 0;
      for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
        const line = data.subarray(lineStart, newline);
        const at = offset + lineStart;
        if (line.subarray(0, TEST_LINE.length).equals(TEST_LINE)) {
          const range = ranges.at(-1);
          if (range === undefined) throw new Error(`${path}: a test line outside a collection`);
          if (range.start === range.end) range.start = at;
          range.end = at + line.length + 1;
        } else {
          const text = line.toString('utf8');
          if (TESTS_KEY.test(text)) ranges.push({ start: at, end: at });
          skeleton += `${text}\n`;
        }
        lineStart = newline + 1;
      }
      if (bytesRead === 0) {
        skeleton += data.subarray(lineStart).toString('utf8');
        break;
      }
      offset += lineStart;
      carry = data.subarray(lineStart);
    }
  } finally {
    await file.close();
  }
  const doc = JSON.parse(skeleton) as ResultsDocument;
  // Read again on each access and not kept (a cache of parsed collections was measured: it saved
  // little time, as the formats spend most of theirs rendering, and cost memory).
  doc.collections = doc.collections.map((collection, c) => lazyTests(collection, () => readTests(path, ranges[c])));
  return doc;
}

function lazyTests(collection: CollectionReport, read: () => TestReport[]): CollectionReport {
  const { tests: _, ...rest } = collection;
  return Object.defineProperty(rest, 'tests', { enumerable: true, get: read }) as CollectionReport;
}

function readTests(path: string, { start, end }: { start: number; end: number }): TestReport[] {
  if (end === start) return [];
  const bytes = Buffer.allocUnsafe(end - start);
  const fd = openSync(path, 'r');
  try {
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, start + read);
      if (n === 0) throw new Error(`${path} changed while it was read`);
      read += n;
    }
  } finally {
    closeSync(fd);
  }
  // The lines are the array's items as written, commas included.
  return JSON.parse(`[${bytes.toString('utf8')}]`) as TestReport[];
}

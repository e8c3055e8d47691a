// A results.json that assay wrote, read back without holding its tests: everything but the tests
// is read at once, and each collection's `tests` are read from the file when asked for, and not
// kept. The formats built after a run (HTML, CTRF, Xray, Markdown, Testlemon) read it this way, so
// a run's memory does not grow with its number of tests. It relies on the layout both writers of
// results.json use: one test per line, indented by eight spaces, between a collection's
// `"tests": [` line and the line closing that array.
import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { CollectionReport, ResultsDocument, TestReport } from './document.ts';

/**
 * Bytes read at a time, kept below glibc's threshold for allocating with mmap (128 KiB): a larger
 * buffer, once freed, raises that threshold, and the buffers after it come from the process's heap,
 * which does not give memory back (collection-sized reads there cost 100 MB of RSS at 100,000 tests).
 * Only a line longer than this (a failed test's kept body) makes a pass's buffer grow past it.
 */
const READ_CHUNK = 64 * 1024;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
/** A test line starts with eight spaces and `{`. */
const TEST_LINE = Buffer.from('        {');
const TESTS_KEY = /^ {6}"tests": \[/;
/** The line closing a collection's tests. */
const TESTS_END = /^ {6}\]/;

export async function openStoredResults(path: string): Promise<ResultsDocument> {
  const ranges: Range[] = [];
  let skeleton = '';
  const file = await open(path, 'r');
  try {
    // One buffer for the whole file: the unfinished line at its end moves to its start before the
    // next read (a buffer per read would leave the file's size in garbage outside the JS heap).
    let buffer = Buffer.allocUnsafe(READ_CHUNK);
    let carried = 0; // bytes of an unfinished line at the buffer's start
    let offset = 0; // file offset of buffer[0]
    let inTests = false; // between a collection's `"tests": [` line and the line closing it
    for (;;) {
      // A line longer than the buffer (a test with a large kept body) makes it grow.
      if (carried === buffer.length) buffer = grown(buffer, carried);
      const { bytesRead } = await file.read(buffer, carried, buffer.length - carried, null);
      const data = buffer.subarray(0, carried + bytesRead);
      let lineStart = 0;
      for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
        const at = offset + lineStart;
        // Only a line inside a collection's `tests` array is a test: any other value (a collection's
        // `metadata` list, an option) may be written with an object at the same indentation.
        if (inTests && startsWithTestLine(data, lineStart)) {
          const range = ranges.at(-1)!;
          if (range.start === range.end) range.start = at;
          range.end = offset + newline + 1;
        } else {
          const text = data.toString('utf8', lineStart, newline);
          if (inTests && !TESTS_END.test(text))
            throw new Error(`${path}: a line in a collection's tests that is not a test`);
          inTests = false;
          if (TESTS_KEY.test(text)) {
            ranges.push({ start: at, end: at });
            inTests = text.endsWith('[');
          }
          skeleton += `${text}\n`;
        }
        lineStart = newline + 1;
      }
      if (bytesRead === 0) {
        skeleton += data.toString('utf8', lineStart);
        break;
      }
      carried = data.copy(buffer, 0, lineStart);
      offset += lineStart;
    }
  } finally {
    await file.close();
  }
  const doc = JSON.parse(skeleton) as ResultsDocument;
  // Read again on each access and not kept (a cache of parsed collections was measured: it saved
  // little time, as the formats spend most of theirs rendering, and cost memory).
  doc.collections = doc.collections.map((collection, c) => lazyTests(collection, path, ranges[c]));
  return doc;
}

function startsWithTestLine(data: Buffer, at: number): boolean {
  return (
    data.length - at >= TEST_LINE.length &&
    data.compare(TEST_LINE, 0, TEST_LINE.length, at, at + TEST_LINE.length) === 0
  );
}

/** A stored collection's tests one at a time, each parsed when reached (see `eachTest`). */
const EACH_TEST = Symbol('each stored test');

type StoredCollection = CollectionReport & { [EACH_TEST]?: (mentioning?: Buffer) => Iterable<TestReport> };

/**
 * A collection's tests for a format that only goes through them once, in order: a stored
 * collection's are parsed one line at a time, so at most one of them is held (an array of a
 * collection's parsed tests, held while a format renders them, survives V8's young-generation
 * collections and makes it grow); a collection in memory gives its array.
 *
 * `mentioning` (a member's quoted name, `"attempts"`) skips the stored tests whose line does
 * not hold it without parsing them; the caller still looks at the tests it gets.
 */
export function eachTest(collection: CollectionReport, mentioning?: string): Iterable<TestReport> {
  const stored = (collection as StoredCollection)[EACH_TEST];
  return stored === undefined
    ? collection.tests
    : stored(mentioning === undefined ? undefined : Buffer.from(mentioning));
}

function lazyTests(collection: CollectionReport, path: string, range: Range): CollectionReport {
  const { tests: _, ...rest } = collection;
  Object.defineProperty(rest, EACH_TEST, {
    value: (mentioning?: Buffer) => parsedLines(path, range, mentioning),
  });
  return Object.defineProperty(rest, 'tests', {
    enumerable: true,
    get: () => [...parsedLines(path, range)],
  }) as CollectionReport;
}

interface Range {
  start: number;
  end: number;
}

/**
 * The tests of a range, line by line (each an item of the array as written, its comma included),
 * read READ_CHUNK bytes at a time: a collection is never one large string or buffer. With
 * `mentioning`, a line without those bytes is not parsed. The file is opened for each read, so a
 * pass left unfinished holds no descriptor.
 */
function* parsedLines(path: string, { start, end }: Range, mentioning?: Buffer): Generator<TestReport> {
  let buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - start));
  let carried = 0; // bytes of an unfinished line at the buffer's start
  // A range ends with its last line's newline (see openStoredResults), so nothing is left at its end.
  for (let position = start; position < end;) {
    // A line longer than the buffer (a test with a large kept body) makes it grow.
    if (carried === buffer.length) buffer = grown(buffer, carried);
    const read = readAt(path, buffer, carried, Math.min(buffer.length - carried, end - position), position);
    position += read;
    const data = buffer.subarray(0, carried + read);
    let lineStart = 0;
    for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
      const test = parsedLine(data, lineStart, newline, mentioning);
      if (test !== undefined) yield test;
      lineStart = newline + 1;
    }
    carried = data.copy(buffer, 0, lineStart);
  }
}

/** Twice the buffer, with its first `used` bytes. */
function grown(buffer: Buffer<ArrayBuffer>, used: number): Buffer<ArrayBuffer> {
  const larger = Buffer.allocUnsafe(buffer.length * 2);
  buffer.copy(larger, 0, 0, used);
  return larger;
}

function readAt(path: string, buffer: Buffer, offset: number, length: number, position: number): number {
  const fd = openSync(path, 'r');
  try {
    const read = readSync(fd, buffer, offset, length, position);
    if (read === 0) throw new Error(`${path} changed while it was read`);
    return read;
  } finally {
    closeSync(fd);
  }
}

function parsedLine(data: Buffer, lineStart: number, lineEnd: number, mentioning?: Buffer): TestReport | undefined {
  const itemEnd = data[lineEnd - 1] === COMMA ? lineEnd - 1 : lineEnd;
  if (mentioning !== undefined && !data.subarray(lineStart, itemEnd).includes(mentioning)) return undefined;
  return JSON.parse(data.toString('utf8', lineStart, itemEnd)) as TestReport;
}

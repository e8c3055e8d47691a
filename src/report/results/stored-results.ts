// A results.json that assay wrote, read back without holding its tests: everything but the tests
// is read at once, and each collection's `tests` are read from the file (or the bytes the server
// stored, `storedResultsOf`) when asked for, and not kept. The formats built after a run (HTML,
// CTRF, Xray, Markdown, Testlemon), the server's pages and `assay merge` (its shards,
// stored-merge.ts) read it this way, so memory does not grow with a run's number of tests. It
// relies on the layout both writers of
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
const OPEN_BRACE = 0x7b;
/** A test line starts with eight spaces and `{`. */
const TEST_LINE = Buffer.from('        {');
const TESTS_KEY = /^ {6}"tests": \[/;
/** The line closing a collection's tests. */
const TESTS_END = /^ {6}\]/;

export async function openStoredResults(path: string): Promise<ResultsDocument> {
  const scanner = new LayoutScanner(path);
  const file = await open(path, 'r');
  try {
    // One buffer for the whole file: the unfinished line at its end moves to its start before the
    // next read (a buffer per read would leave the file's size in garbage outside the JS heap).
    let buffer = Buffer.allocUnsafe(READ_CHUNK);
    let carried = 0; // bytes of an unfinished line at the buffer's start
    let offset = 0; // file offset of buffer[0]
    for (;;) {
      // A line longer than the buffer (a test with a large kept body) makes it grow.
      if (carried === buffer.length) buffer = grown(buffer, carried);
      const { bytesRead } = await file.read(buffer, carried, buffer.length - carried, null);
      const data = buffer.subarray(0, carried + bytesRead);
      const lineStart = scanner.lines(data, offset);
      if (bytesRead === 0) {
        scanner.end(data, lineStart);
        break;
      }
      carried = data.copy(buffer, 0, lineStart);
      offset += lineStart;
    }
  } finally {
    await file.close();
  }
  return scanner.document(fileSource(path));
}

/**
 * Stored results held as bytes (a run the server keeps in its database), read as a results.json
 * file is: everything but the tests at once, and each test's record when it is reached. `name`
 * says what they are in messages. Throws a NotStoredLayout when they are not in assay's layout.
 */
export function storedResultsOf(bytes: Uint8Array, name: string): ResultsDocument {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const scanner = new LayoutScanner(name);
  scanner.end(data, scanner.lines(data, 0));
  return scanner.document(bytesSource(name, data));
}

/** Stored results that are not in the layout assay writes: the caller reads them whole. */
export class NotStoredLayout extends Error {}

/**
 * The one reader of assay's layout: fed the text's lines in order, it keeps every line outside the
 * collections' `tests` as the skeleton and notes where each collection's test lines are.
 */
class LayoutScanner {
  #name: string;
  #ranges: Range[] = [];
  #skeleton = '';
  #inTests = false; // between a collection's `"tests": [` line and the line closing it
  #first = true;

  constructor(name: string) {
    this.#name = name;
  }

  /** Takes the whole lines of `data` (its first byte at `offset` in the text); gives where the unfinished one starts. */
  lines(data: Buffer, offset: number): number {
    // assay's layout opens the document on a line of its own: anything else (a document on one
    // line) is refused at once, not gathered as a skeleton of its whole size first.
    if (this.#first && data.length >= 2) {
      if (data[0] !== OPEN_BRACE || data[1] !== NEWLINE) this.#notLaidOut();
      this.#first = false;
    }
    let lineStart = 0;
    for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
      const at = offset + lineStart;
      // Only a line inside a collection's `tests` array is a test: any other value (a collection's
      // `metadata` list, an option) may be written with an object at the same indentation.
      if (this.#inTests && startsWithTestLine(data, lineStart)) {
        const range = this.#ranges.at(-1)!;
        if (range.start === range.end) range.start = at;
        range.end = offset + newline + 1;
      } else {
        const text = data.toString('utf8', lineStart, newline);
        if (this.#inTests && !TESTS_END.test(text))
          throw new NotStoredLayout(`${this.#name}: a line in a collection's tests that is not a test`);
        this.#inTests = false;
        if (TESTS_KEY.test(text)) {
          this.#ranges.push({ start: at, end: at });
          this.#inTests = text.endsWith('[');
        }
        this.#skeleton += `${text}\n`;
      }
      lineStart = newline + 1;
    }
    return lineStart;
  }

  /** Takes the text's last line, without a newline. */
  end(data: Buffer, lineStart: number): void {
    if (this.#first) this.#notLaidOut();
    this.#skeleton += data.toString('utf8', lineStart);
  }

  document(source: StoredSource): ResultsDocument {
    const doc = JSON.parse(this.#skeleton) as ResultsDocument;
    const ranges = this.#ranges;
    // Each collection's tests must have been found where assay writes them, or the ranges would not
    // be the collections' (a results.json reformatted, or written on one line).
    if (!Array.isArray(doc.collections) || doc.collections.length !== ranges.length) this.#notLaidOut();
    // Read again on each access and not kept (a cache of parsed collections was measured: it saved
    // little time, as the formats spend most of theirs rendering, and cost memory).
    doc.collections = doc.collections.map((collection, c) => lazyTests(collection, source, ranges[c]));
    return doc;
  }

  #notLaidOut(): never {
    throw new NotStoredLayout(`${this.#name}: the collections' tests are not laid out as assay writes them`);
  }
}

function startsWithTestLine(data: Buffer, at: number): boolean {
  return (
    data.length - at >= TEST_LINE.length &&
    data.compare(TEST_LINE, 0, TEST_LINE.length, at, at + TEST_LINE.length) === 0
  );
}

/** What every failed or errored test's line holds: `eachTest(collection, FAILING)` gives those alone. */
export const FAILING = ['"outcome":"failed"', '"outcome":"errored"'];

/** Where a stored collection's tests are (see `eachTest`). */
const RANGE = Symbol('stored tests');

type StoredCollection = CollectionReport & { [RANGE]?: StoredRange };

/**
 * A collection's tests for a format that only goes through them once, in order: a stored
 * collection's are parsed one line at a time, so at most one of them is held (an array of a
 * collection's parsed tests, held while a format renders them, survives V8's young-generation
 * collections and makes it grow); a collection in memory gives its array.
 *
 * `mentioning` (a member's quoted name, `"attempts"`, or several such texts) skips the stored tests
 * whose line holds none of them without parsing them; the caller still looks at the tests it gets.
 */
export function eachTest(collection: CollectionReport, mentioning?: string | string[]): Iterable<TestReport> {
  const range = (collection as StoredCollection)[RANGE];
  if (range === undefined) return collection.tests;
  const needles = mentioning === undefined ? undefined : [mentioning].flat().map((text) => Buffer.from(text));
  return parsedLines(range.source, range, needles);
}

/** Whether a collection's tests are read from its results.json when gone through (`openStoredResults`). */
export function isStoredCollection(collection: CollectionReport): boolean {
  return (collection as StoredCollection)[RANGE] !== undefined;
}

/**
 * Each test's record as JSON text: a stored collection's as its text holds it, not parsed (assay
 * wrote each line as `JSON.stringify` of the record); a collection in memory's stringified.
 */
export function* testTexts(collection: CollectionReport): Generator<string> {
  const range = (collection as StoredCollection)[RANGE];
  if (range === undefined) {
    for (const test of collection.tests) yield JSON.stringify(test);
    return;
  }
  for (const { data } of lineChunks(range.source, range)) {
    let lineStart = 0;
    for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
      // Past the line's indentation, without its comma.
      yield data.toString(
        'utf8',
        lineStart + TEST_LINE.length - 1,
        data[newline - 1] === COMMA ? newline - 1 : newline,
      );
      lineStart = newline + 1;
    }
  }
}

function lazyTests(collection: CollectionReport, source: StoredSource, range: Range): CollectionReport {
  const { tests: _, ...rest } = collection;
  Object.defineProperty(rest, RANGE, { value: { source, ...range } });
  return Object.defineProperty(rest, 'tests', {
    enumerable: true,
    get: () => [...parsedLines(source, range)],
  }) as CollectionReport;
}

interface Range {
  start: number;
  end: number;
}

interface StoredRange extends Range {
  source: StoredSource;
}

/** Where stored results' bytes are read from: a file, or bytes in memory. */
interface StoredSource {
  /** The file's path, or what the bytes are, for messages. */
  name: string;
  /** A reader of the bytes, to close when done with (a file's descriptor). */
  open(): { read(buffer: Buffer, offset: number, length: number, position: number): number; close(): void };
}

function fileSource(path: string): StoredSource {
  return {
    name: path,
    open() {
      const fd = openSync(path, 'r');
      return {
        read: (buffer, offset, length, position) => readSync(fd, buffer, offset, length, position),
        close: () => closeSync(fd),
      };
    },
  };
}

function bytesSource(name: string, bytes: Buffer): StoredSource {
  const reader = {
    read: (buffer: Buffer, offset: number, length: number, position: number) =>
      bytes.copy(buffer, offset, position, Math.min(position + length, bytes.length)),
    close: () => undefined,
  };
  return { name, open: () => reader };
}

/**
 * The tests of a range, line by line (each an item of the array as written, its comma included),
 * read READ_CHUNK bytes at a time: a collection is never one large string or buffer. With
 * `mentioning`, a line holding none of those byte strings is not parsed.
 */
function* parsedLines(source: StoredSource, range: Range, mentioning?: Buffer[]): Generator<TestReport> {
  for (const { data } of lineChunks(source, range)) {
    let lineStart = 0;
    for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
      const test = parsedLine(data, lineStart, newline, mentioning);
      if (test !== undefined) yield test;
      lineStart = newline + 1;
    }
  }
}

/**
 * A range's bytes in chunks of whole lines, each with the file offset of its first byte; a chunk is
 * valid until the next is asked for. The file is opened for each read, so a pass left unfinished
 * holds no descriptor.
 */
function* lineChunks(source: StoredSource, { start, end }: Range): Generator<{ data: Buffer; offset: number }> {
  let buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - start));
  let carried = 0; // bytes of an unfinished line at the buffer's start
  // A range ends with its last line's newline (see openStoredResults), so nothing is left at its end.
  for (let position = start; position < end;) {
    // A line longer than the buffer (a test with a large kept body) makes it grow.
    if (carried === buffer.length) buffer = grown(buffer, carried);
    const read = readAt(source, buffer, carried, Math.min(buffer.length - carried, end - position), position);
    const data = buffer.subarray(0, carried + read);
    const whole = data.lastIndexOf(NEWLINE) + 1;
    if (whole > 0) yield { data: data.subarray(0, whole), offset: position - carried };
    position += read;
    carried = data.copy(buffer, 0, whole);
  }
}

/** Where a stored collection's test lines are, and each one's declared index, in the file's order. */
export interface TestLines {
  indices: number[];
  /** Each line's iteration, when asked for. */
  iterations?: number[];
  /** Each line's first byte and the byte after its item (its comma and newline left out). */
  starts: number[];
  ends: number[];
}

/** `{"index":`, how every record assay writes starts, and `"iteration":`, what follows the index. */
const INDEX_KEY = Buffer.from('{"index":');
const ITERATION_KEY = Buffer.from('"iteration":');

/**
 * A stored collection's test lines without parsing them (the declared index, and with `iterations`
 * the iteration, are read from the line's start as assay writes it; a line written otherwise is
 * parsed for them, and what it holds there is given as it is, a number or not); undefined for a
 * collection in memory. Numbers only: a format that must visit the tests in another order than the
 * file's (Xray's iterations of a test together) reads them with `storedTestsAt`.
 */
export function storedTestLines(collection: CollectionReport, { iterations = false } = {}): TestLines | undefined {
  const range = (collection as StoredCollection)[RANGE];
  if (range === undefined) return undefined;
  const lines: TestLines = { indices: [], starts: [], ends: [], ...(iterations ? { iterations: [] } : {}) };
  for (const { data, offset } of lineChunks(range.source, range)) {
    let lineStart = 0;
    for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
      // Past the line's indentation, to the item's `{`.
      const itemStart = lineStart + TEST_LINE.length - 1;
      const itemEnd = data[newline - 1] === COMMA ? newline - 1 : newline;
      const index = numberAfter(data, INDEX_KEY, itemStart, itemEnd);
      const iteration = index && iterations ? numberAfter(data, ITERATION_KEY, index.end, itemEnd) : undefined;
      if (index === undefined || (iterations && iteration === undefined)) {
        const test = JSON.parse(data.toString('utf8', itemStart, itemEnd)) as TestReport;
        lines.indices.push(test.index);
        lines.iterations?.push(test.iteration);
      } else {
        lines.indices.push(index.value);
        lines.iterations?.push(iteration!.value);
      }
      lines.starts.push(offset + itemStart);
      lines.ends.push(offset + itemEnd);
      lineStart = newline + 1;
    }
  }
  return lines;
}

/** The whole number written right after `key` at `at`, followed by a comma, and where the comma ends. */
function numberAfter(
  data: Buffer,
  key: Buffer,
  at: number,
  itemEnd: number,
): { value: number; end: number } | undefined {
  let end = at + key.length;
  if (data.compare(key, 0, key.length, at, end) !== 0) return undefined;
  let value = 0;
  const digits = end;
  for (; end < itemEnd && data[end] >= 0x30 && data[end] <= 0x39 && end - digits < 15; end++)
    value = value * 10 + data[end] - 0x30;
  return end > digits && data[end] === COMMA ? { value, end: end + 1 } : undefined;
}

/**
 * The stored tests at these lines of `lines`, in this order, each read and parsed when reached:
 * at most one is held.
 */
export function* storedTestsAt(
  collection: CollectionReport,
  lines: TestLines,
  order: Iterable<number>,
): Generator<TestReport> {
  const range = (collection as StoredCollection)[RANGE]!;
  let buffer = Buffer.allocUnsafe(READ_CHUNK);
  const reader = range.source.open();
  try {
    for (const line of order) {
      const length = lines.ends[line] - lines.starts[line];
      if (length > buffer.length) buffer = Buffer.allocUnsafe(length);
      if (reader.read(buffer, 0, length, lines.starts[line]) !== length)
        throw new Error(`${range.source.name} changed while it was read`);
      yield JSON.parse(buffer.toString('utf8', 0, length)) as TestReport;
    }
  } finally {
    reader.close();
  }
}

/** Twice the buffer, with its first `used` bytes. */
function grown(buffer: Buffer<ArrayBuffer>, used: number): Buffer<ArrayBuffer> {
  const larger = Buffer.allocUnsafe(buffer.length * 2);
  buffer.copy(larger, 0, 0, used);
  return larger;
}

function readAt(source: StoredSource, buffer: Buffer, offset: number, length: number, position: number): number {
  const reader = source.open();
  try {
    const read = reader.read(buffer, offset, length, position);
    if (read === 0) throw new Error(`${source.name} changed while it was read`);
    return read;
  } finally {
    reader.close();
  }
}

function parsedLine(data: Buffer, lineStart: number, lineEnd: number, mentioning?: Buffer[]): TestReport | undefined {
  const itemEnd = data[lineEnd - 1] === COMMA ? lineEnd - 1 : lineEnd;
  if (mentioning !== undefined) {
    const line = data.subarray(lineStart, itemEnd);
    if (!mentioning.some((bytes) => line.includes(bytes))) return undefined;
  }
  return JSON.parse(data.toString('utf8', lineStart, itemEnd)) as TestReport;
}

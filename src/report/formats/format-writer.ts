// A format as a consumer of a run's records: the after-run formats are written in one pass over
// results.json that parses each test's record once and hands it to every format in turn
// (report/write.ts, `writeFormats`), instead of each format reading and parsing the file again.
import type { CollectionReport, ResultsDocument, TestReport } from '../results/document.ts';
import { eachTest } from '../results/stored-results.ts';

/**
 * Each method returns the text that follows in the format's file. A format that needs more than
 * one look at the tests (the HTML timeline before the rows, Xray's iterations of a test together)
 * reads them itself in `start` or `collectionStart`, and says with `wantsTests` whether it wants
 * the collection's records from the shared pass.
 */
export interface FormatWriter {
  start(): Iterable<string>;
  collectionStart(collection: CollectionReport, c: number): Iterable<string>;
  /** Whether `test` is to be called for the tests of the collection just started. */
  readonly wantsTests: boolean;
  /** A piece of text, or '' while the format gathers. */
  test(test: TestReport): string;
  collectionEnd(): Iterable<string>;
  /** Text, or bytes copied from a file the format kept (HTML's rows). */
  end(): Iterable<string | Uint8Array>;
  /** Removes what the format kept aside, written or not. */
  dispose?(): void;
}

/** One format's text as pieces: the shared pass with this one format. */
export function* formatPieces(writer: FormatWriter, doc: ResultsDocument): Generator<string | Uint8Array> {
  try {
    yield* writer.start();
    for (const [c, collection] of doc.collections.entries()) {
      yield* writer.collectionStart(collection, c);
      if (writer.wantsTests) {
        for (const test of eachTest(collection)) {
          const piece = writer.test(test);
          if (piece !== '') yield piece;
        }
      }
      yield* writer.collectionEnd();
    }
    yield* writer.end();
  } finally {
    writer.dispose?.();
  }
}

/** For a format's writer: nothing to add here. */
export const NOTHING: readonly string[] = [];

// The reports of `assay merge` of stored shards (results/stored-merge.ts), written without holding
// their tests: one pass reads each record in the merged order and parses it once, counting the
// totals and durations that go before the tests and putting its results.json line and its JUnit
// test case in a temporary file each; results.json and junit.xml are then their heads around those
// files, and the other formats are written from results.json read back, as after a run (write.ts).
import { mkdir, rm } from 'node:fs/promises';
import type { RunTotals } from '../model/index.ts';
import { RESULTS_SCHEMA_VERSION, type ResultsDocument } from './results/document.ts';
import type { ResultsEnvelope } from './results/results-writer.ts';
import { mergedTests, type StoredMerge } from './results/stored-merge.ts';
import { openStoredResults } from './results/stored-results.ts';
import { TestSpan, countOutcome, emptyTotals } from './results/totals.ts';
import {
  collectionClosing,
  collectionOpening,
  resultsClosing,
  resultsHead,
  testPiece,
} from './results/results-json.ts';
import { JUNIT_TAIL, SUITE_TAIL, junitAttribute, junitHead, suiteHead, testcaseLine } from './formats/junit.ts';
import { FileRowStore } from './formats/html/row-store.ts';
import { reportDirectory, reportPaths } from './output-directory.ts';
import { temporaryPath } from './temporary-file.ts';
import { afterRunFormats, writeFormats, writePieces, writeReports } from './write.ts';

/** What a merge has to say before its reports are written: the merged totals, and how to write the reports. */
export interface MergedReports {
  readonly totals: RunTotals;
  /**
   * Writes results.json, junit.xml and the other formats asked for into `output`; the paths
   * written, in the order of `reportPaths`.
   */
  write(output: string, formats: string[]): Promise<string[]>;
}

/**
 * The reports of a merge: of whole documents (`mergeResults`) as `writeReports` writes them, of
 * stored shards after the pass over their records (`withJunit`: their JUnit test cases too), which
 * throws an Error whose message is meant for the user when a record cannot be read.
 */
export function mergedReports(merged: ResultsDocument | StoredMerge, withJunit: boolean): MergedReports {
  if ('schemaVersion' in merged)
    return { totals: merged.totals, write: (output, formats) => writeReports(merged, output, formats) };
  return GatheredMerge.gather(merged, withJunit);
}

/** The merged run without its tests, and where each collection's results.json lines and JUnit test cases wait. */
class GatheredMerge implements MergedReports {
  readonly envelope: ResultsEnvelope;
  #lines: Spool;
  #cases: Spool | undefined;

  private constructor(envelope: ResultsEnvelope, lines: Spool, cases: Spool | undefined) {
    this.envelope = envelope;
    this.#lines = lines;
    this.#cases = cases;
  }

  /** The pass over the shards' records; a record that cannot be read leaves nothing behind. */
  static gather(merge: StoredMerge, withJunit: boolean): GatheredMerge {
    const lines = new Spool();
    const cases = withJunit ? new Spool() : undefined;
    try {
      const repeated = merge.run.options.repeats > 1;
      const totals = emptyTotals();
      const collections = merge.collections.map((collection) => {
        const { head } = collection;
        const suite = junitAttribute(head.name);
        const file = junitAttribute(head.file);
        const collectionTotals = emptyTotals();
        const span = new TestSpan();
        let timed = false;
        lines.open();
        cases?.open();
        for (const test of mergedTests(collection)) {
          countOutcome(collectionTotals, test.outcome);
          countOutcome(totals, test.outcome);
          if (test.timings) {
            timed = true;
            span.add(test.timings);
          }
          lines.append(testPiece(test, collectionTotals.total - 1));
          cases?.append(testcaseLine(test, suite, file, repeated));
        }
        lines.close();
        cases?.close();
        return { ...head, totals: collectionTotals, durationMs: timed ? span.ms : head.durationMs };
      });
      const envelope: ResultsEnvelope = {
        schemaVersion: RESULTS_SCHEMA_VERSION,
        tool: merge.tool,
        run: merge.run,
        totals,
        collections,
      };
      return new GatheredMerge(envelope, lines, cases);
    } catch (error) {
      lines.dispose();
      cases?.dispose();
      throw error;
    }
  }

  get totals(): RunTotals {
    return this.envelope.totals;
  }

  /** As `writeReports` writes the merged document. */
  async write(output: string, formats: string[]): Promise<string[]> {
    try {
      await mkdir(reportDirectory(output), { recursive: true });
      const paths = reportPaths(output, formats);
      const asked = paths.get('results');
      // The other formats read results.json: a temporary one when only they were asked for.
      const results = asked ?? temporaryPath('results', '.json');
      try {
        await writePieces(results, this.#results(), asked === undefined ? 'wx' : 'w');
        const junit = paths.get('junit');
        if (junit !== undefined) await writePieces(junit, this.#junit());
        const others = afterRunFormats(paths);
        const { files, failures } =
          others.length === 0
            ? { files: [], failures: [] }
            : await writeFormats(await openStoredResults(results), others);
        if (failures.length > 0) throw new Error(failures.join('; '));
        return [...paths.values()].filter((path) => path === asked || path === junit || files.includes(path));
      } finally {
        if (asked === undefined) await rm(results, { force: true });
      }
    } finally {
      this.#lines.dispose();
      this.#cases?.dispose();
    }
  }

  *#results(): Generator<string | Uint8Array> {
    const { collections, ...envelope } = this.envelope;
    yield resultsHead(envelope);
    for (const [c, collection] of collections.entries()) {
      yield collectionOpening(collection, c);
      yield* this.#lines.section(c);
      yield collectionClosing(collection.totals.total);
    }
    yield resultsClosing(collections.length);
  }

  *#junit(): Generator<string | Uint8Array> {
    const { envelope } = this;
    yield junitHead(envelope);
    for (const [c, collection] of envelope.collections.entries()) {
      yield suiteHead(collection, envelope.run.startedAt);
      yield* this.#cases!.section(c);
      yield SUITE_TAIL;
    }
    yield JUNIT_TAIL;
  }
}

/** A temporary file of text in sections, one a collection, each read back in pieces of bytes. */
class Spool {
  #store = new FileRowStore();
  #sections: [number, number][] = [];

  open(): void {
    this.#sections.push([this.#store.position, -1]);
  }

  append(text: string): void {
    this.#store.append(text);
  }

  close(): void {
    this.#sections[this.#sections.length - 1][1] = this.#store.position;
  }

  section(c: number): Iterable<Uint8Array> {
    const [from, to] = this.#sections[c];
    return this.#store.read(from, to);
  }

  dispose(): void {
    this.#store.dispose();
  }
}

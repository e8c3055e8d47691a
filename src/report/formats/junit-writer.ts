// junit.xml of a run, written while tests finish: each test case goes to a spool file as its record
// is written to results.json; when the run ends, junit.xml is the head (whose totals are known only
// then), and each suite's head followed by its test cases copied from the spool.
import { open, rm } from 'node:fs/promises';
import type { RunStart } from '../../model/index.ts';
import type { TestReport } from '../results/document.ts';
import type { OrderedSink, ResultsEnvelope } from '../results/results-writer.ts';
import { TEMPORARY_FLAGS, temporaryPath } from '../temporary-file.ts';
import { EncodedFile } from '../encoded-file.ts';
import { JUNIT_TAIL, SUITE_TAIL, junitAttribute, junitHead, suiteHead, testcaseLine } from './junit.ts';

const COPY_BUFFER = 256 * 1024;

export class JunitWriter implements OrderedSink {
  #path: string;
  #spoolPath: string;
  #spool: EncodedFile | undefined;
  /** The collection whose test cases are being written; -1 before the first. */
  #open = -1;
  /** Per collection: its escaped name and file, and the spool's bytes holding its test cases. */
  #suites: { name: string; file: string; start: number; end: number }[] = [];
  #repeated = false;

  constructor(path: string) {
    this.#path = path;
    this.#spoolPath = temporaryPath('junit', '.part');
  }

  async start(start: RunStart, heads: { name: string; file: string }[]): Promise<void> {
    this.#repeated = start.options.repeats > 1;
    this.#suites = heads.map((head) => ({
      name: junitAttribute(head.name),
      file: junitAttribute(head.file),
      start: -1,
      end: -1,
    }));
    this.#spool = await EncodedFile.open(this.#spoolPath, TEMPORARY_FLAGS);
  }

  piece(collection: number, record: TestReport): string {
    const suite = this.#suites[collection];
    return testcaseLine(record, suite.name, suite.file, this.#repeated);
  }

  /** Pieces come collection by collection (results.json's order), so each suite is one stretch of the spool. */
  write(collection: number, piece: string): void {
    if (collection !== this.#open) this.#openSuite(collection);
    this.#spool!.write(piece);
  }

  /** Ends the stretch of the suite written so far and starts the next one's. */
  #openSuite(collection: number): void {
    const at = this.#spool!.bytes;
    if (this.#open !== -1) this.#suites[this.#open].end = at;
    this.#suites[collection].start = at;
    this.#open = collection;
  }

  async finish(envelope: ResultsEnvelope): Promise<void> {
    try {
      if (this.#open !== -1) this.#suites[this.#open].end = this.#spool!.bytes;
      await this.#spool!.close();
      // Copied through one buffer with every write awaited (a stream piped once per suite would
      // gather listeners on the output: Node warns past ten).
      const out = await open(this.#path, 'w');
      const spool = await open(this.#spoolPath, 'r').catch(async (error: unknown) => {
        await out.close();
        throw error;
      });
      try {
        const buffer = Buffer.allocUnsafe(COPY_BUFFER);
        await out.writeFile(junitHead(envelope));
        for (const [c, collection] of envelope.collections.entries()) {
          await out.writeFile(suiteHead(collection, envelope.run.startedAt));
          const { start, end } = this.#suites[c];
          for (let at = start; at !== -1 && at < end;) {
            const { bytesRead } = await spool.read(buffer, 0, Math.min(buffer.length, end - at), at);
            if (bytesRead === 0) throw new Error(`${this.#spoolPath} is shorter than what was written to it`);
            await out.writeFile(buffer.subarray(0, bytesRead));
            at += bytesRead;
          }
          await out.writeFile(SUITE_TAIL);
        }
        await out.writeFile(JUNIT_TAIL);
      } finally {
        await spool.close();
        await out.close();
      }
    } finally {
      await rm(this.#spoolPath, { force: true });
    }
  }

  /** Removes the spool when the run ends without `finish`. */
  async discard(): Promise<void> {
    await this.#spool?.abandon();
    await rm(this.#spoolPath, { force: true });
  }
}

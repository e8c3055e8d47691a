// junit.xml of a run, written while tests finish: each test case goes to a spool file as its record
// is written to results.json; when the run ends, junit.xml is the head (whose totals are known only
// then), and each suite's head followed by its test cases copied from the spool.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RunStart } from '../../model/index.ts';
import type { TestReport } from '../results/document.ts';
import type { OrderedSink, ResultsEnvelope } from '../results/results-writer.ts';
import { JUNIT_TAIL, SUITE_TAIL, junitAttribute, junitHead, suiteHead, testcaseLine } from './junit.ts';

const WRITE_CHUNK = 64 * 1024;

export class JunitWriter implements OrderedSink {
  #path: string;
  #spoolPath: string;
  #spool: WriteStream | undefined;
  #failure: Error | undefined;
  #chunk = '';
  #bytes = 0;
  /** Per collection: its escaped name and file, and the spool's bytes holding its test cases. */
  #suites: { name: string; file: string; start: number; end: number }[] = [];
  #repeated = false;

  constructor(path: string) {
    this.#path = path;
    // Unique per writer: `assay serve` runs several collections at once in one process.
    this.#spoolPath = join(tmpdir(), `assay-junit-${process.pid}-${randomUUID()}.part`);
  }

  async start(start: RunStart, heads: { name: string; file: string }[]): Promise<void> {
    this.#repeated = start.options.repeats > 1;
    this.#suites = heads.map((head) => ({
      name: junitAttribute(head.name),
      file: junitAttribute(head.file),
      start: -1,
      end: -1,
    }));
    this.#spool = createWriteStream(this.#spoolPath);
    this.#spool.on('error', (error) => (this.#failure ??= error));
    await once(this.#spool, 'open');
  }

  piece(collection: number, record: TestReport): string {
    const suite = this.#suites[collection];
    return testcaseLine(record, suite.name, suite.file, this.#repeated);
  }

  write(collection: number, piece: string): void {
    const suite = this.#suites[collection];
    if (suite.start === -1) suite.start = this.#bytes;
    this.#bytes += Buffer.byteLength(piece);
    suite.end = this.#bytes;
    this.#chunk += piece;
    if (this.#chunk.length >= WRITE_CHUNK) this.#flush();
  }

  async finish(envelope: ResultsEnvelope): Promise<void> {
    try {
      this.#flush();
      this.#spool!.end();
      await once(this.#spool!, 'close');
      if (this.#failure) throw this.#failure;
      const out = createWriteStream(this.#path);
      const write = async (text: string) => {
        if (!out.write(text)) await once(out, 'drain');
      };
      await once(out, 'open');
      await write(junitHead(envelope));
      for (const [c, collection] of envelope.collections.entries()) {
        await write(suiteHead(collection, envelope.run.startedAt));
        const { start, end } = this.#suites[c];
        if (start !== -1 && end > start)
          await pipeline(createReadStream(this.#spoolPath, { start, end: end - 1 }), out, { end: false });
        await write(SUITE_TAIL);
      }
      out.end(JUNIT_TAIL);
      await once(out, 'close');
    } finally {
      await rm(this.#spoolPath, { force: true });
    }
  }

  /** Removes the spool when the run ends without `finish`. */
  async discard(): Promise<void> {
    this.#spool?.destroy();
    await rm(this.#spoolPath, { force: true });
  }

  #flush(): void {
    if (this.#chunk === '' || this.#failure) return;
    this.#spool!.write(this.#chunk);
    this.#chunk = '';
  }
}

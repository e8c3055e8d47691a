// Writes the report files of a merge from its results document, and of a run as it goes
// (`ReportFiles`): results.json as tests finish, the other formats after the run in one pass over
// results.json read back a record at a time, so memory does not grow with the number of tests.
import { mkdir, rm } from 'node:fs/promises';
import type { RunObserver, RunStart, RunSummary, TestResult } from '../model/index.ts';
import type { Redactor } from './redact.ts';
import { reportDirectory, reportPaths } from './output-directory.ts';
import { ResultsJsonWriter } from './results/results-writer.ts';
import { eachTest, openStoredResults } from './results/stored-results.ts';
import { collectionHead } from './results/records.ts';
import { JunitWriter } from './formats/junit-writer.ts';
import { temporaryPath } from './temporary-file.ts';
import { EncodedFile } from './encoded-file.ts';
import type { ResultsDocument } from './results/document.ts';
import { resultsJson } from './results/results-json.ts';
import { junitXml } from './formats/junit.ts';
import type { FormatWriter } from './formats/format-writer.ts';
import type { FormatName } from './formats.ts';

/** The formats written after a run, from results.json read back (`writeFormats`). */
type AfterRunFormat = Exclude<FormatName, 'results' | 'junit'>;

type WriterFor = (doc: ResultsDocument) => FormatWriter;

/**
 * The formats after the run, each loaded when its report is written (chunks of their own in dist/),
 * so a run that does not ask for one never compiles or evaluates it (start-up time, docs/performance.md).
 */
const WRITERS: Record<AfterRunFormat, () => Promise<WriterFor>> = {
  testlemon: async () =>
    (await import(/* webpackChunkName: "report-testlemon" */ './formats/testlemon.ts')).testlemonWriter,
  html: async () => {
    const [{ htmlWriter }, { FileRowStore }] = await Promise.all([
      import(/* webpackChunkName: "report-html" */ './formats/html.ts'),
      import(/* webpackChunkName: "report-html" */ './formats/html/row-store.ts'),
    ]);
    // The page's rows wait in a temporary file while the timeline that goes before them is gathered.
    return (doc) => htmlWriter(doc, new FileRowStore());
  },
  ctrf: async () => (await import(/* webpackChunkName: "report-ctrf" */ './formats/ctrf.ts')).ctrfWriter,
  xray: async () => (await import(/* webpackChunkName: "report-xray" */ './formats/xray.ts')).xrayWriter,
  markdown: async () =>
    (await import(/* webpackChunkName: "report-markdown" */ './formats/markdown.ts')).markdownWriter,
};

export async function writeReports(doc: ResultsDocument, output: string, formats: string[]): Promise<string[]> {
  await mkdir(reportDirectory(output), { recursive: true });
  const paths = reportPaths(output, formats);
  const written: string[] = [];
  const results = paths.get('results');
  if (results !== undefined) {
    await writePieces(results, resultsJson(doc));
    written.push(results);
  }
  const junit = paths.get('junit');
  if (junit !== undefined) {
    await writePieces(junit, junitXml(doc));
    written.push(junit);
  }
  const { files, failures } = await writeFormats(doc, afterRunFormats(paths));
  if (failures.length > 0) throw new Error(failures.join('; '));
  // In the order of `reportPaths`, as before the formats shared a pass.
  return [...paths.values()].filter((path) => written.includes(path) || files.includes(path));
}

export function afterRunFormats(paths: Map<FormatName, string>): [AfterRunFormat, string][] {
  return [...paths].filter(
    (entry): entry is [AfterRunFormat, string] => entry[0] !== 'results' && entry[0] !== 'junit',
  );
}

/**
 * Writes the after-run formats in one pass over the document's tests: each record is read and
 * parsed once (a stored document's from results.json, one at a time) and handed to every format in
 * turn, each format's pieces written straight to its file. A format that cannot be written (its
 * file, or an error while rendering) is removed and named in `failures`; the others go on.
 */
export async function writeFormats(
  doc: ResultsDocument,
  formats: [AfterRunFormat, string][],
): Promise<{ files: string[]; failures: string[] }> {
  const outputs: Output[] = [];
  const failures: string[] = [];
  for (const [format, path] of formats) {
    try {
      const writer = (await WRITERS[format]())(doc);
      outputs.push({ path, writer, file: await EncodedFile.open(path, 'w') });
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  /** Writes a piece to its format's file; a promise when the file is behind, to wait for. */
  const emit = (output: Output, piece: string | Uint8Array): Promise<void> | undefined => {
    if (typeof piece !== 'string') output.file.writeBytes(piece);
    else if (piece !== '') output.file.write(piece);
    else return undefined;
    return output.file.caughtUp();
  };
  /** A step of every format still going; one that throws is done. */
  const each = async (step: (output: Output) => Iterable<string | Uint8Array>): Promise<void> => {
    for (const output of outputs) {
      if (output.failure !== undefined) continue;
      try {
        for (const piece of step(output)) {
          const behind = emit(output, piece);
          if (behind) await behind;
        }
      } catch (error) {
        output.failure = error as Error;
      }
    }
  };
  try {
    await each((output) => output.writer.start());
    for (const [c, collection] of doc.collections.entries()) {
      await each((output) => output.writer.collectionStart(collection, c));
      const readers = outputs.filter((output) => output.failure === undefined && output.writer.wantsTests);
      if (readers.length > 0) {
        for (const test of eachTest(collection)) {
          for (const output of readers) {
            if (output.failure !== undefined) continue;
            try {
              const behind = emit(output, output.writer.test(test));
              if (behind) await behind;
            } catch (error) {
              output.failure = error as Error;
            }
          }
        }
      }
      await each((output) => output.writer.collectionEnd());
    }
    await each((output) => output.writer.end());
  } catch (error) {
    // results.json could not be read: no format is complete.
    for (const output of outputs) output.failure ??= error as Error;
  }
  const files: string[] = [];
  for (const output of outputs) {
    try {
      output.writer.dispose?.();
      await output.file.close();
    } catch (error) {
      output.failure ??= error as Error;
    }
    if (output.failure === undefined) {
      files.push(output.path);
    } else {
      failures.push(output.failure.message);
      // A report cut off halfway must not stand beside the complete ones.
      await rm(output.path, { force: true });
    }
  }
  return { files, failures };
}

interface Output {
  path: string;
  writer: FormatWriter;
  file: EncodedFile;
  failure?: Error;
}

/**
 * The report files of one execution, as an observer: results.json and JUnit's test cases are
 * written while tests finish (results.json to a temporary file when only other formats are
 * wanted), the other formats when the run ends.
 * The directory must have been made ready (`prepareOutputDirectory`). `files` and `problem` tell
 * what happened once `runFinished` has resolved; it never rejects. A format that cannot be written
 * is named in `problem`, and the formats after it are still written.
 */
export class ReportFiles implements RunObserver {
  #paths: Map<FormatName, string>;
  #results: ResultsJsonWriter;
  #junit: JunitWriter | undefined;
  #redactor: Redactor;
  #temporary: boolean;
  #keepTemporary: boolean;
  files: string[] = [];
  /** Why the reports could not be written, for the user. */
  problem: string | undefined;

  /** `keepResults`: a temporary results file stays for `results()` until `dispose()`. */
  constructor(output: string, formats: string[], redactor: Redactor, keepResults = false) {
    this.#paths = reportPaths(output, formats);
    const results = this.#paths.get('results');
    this.#temporary = results === undefined;
    this.#keepTemporary = keepResults;
    this.#redactor = redactor;
    const junit = this.#paths.get('junit');
    this.#junit = junit === undefined ? undefined : new JunitWriter(junit);
    this.#results = new ResultsJsonWriter(results ?? temporaryPath('results', '.json'), redactor, this.#junit, {
      temporary: this.#temporary,
    });
  }

  async runStarted(start: RunStart): Promise<void> {
    try {
      await this.#results.start(start);
      await this.#junit?.start(
        start,
        start.collections.map((c) => collectionHead(c, this.#redactor)),
      );
    } catch (error) {
      this.problem ??= (error as Error).message;
    }
  }

  testFinished(result: TestResult): void {
    if (this.problem === undefined) this.#results.add(result);
  }

  collectionFinished(): void {
    if (this.problem === undefined) this.#results.collectionFinished();
  }

  async runFinished(summary: RunSummary): Promise<void> {
    if (this.problem !== undefined) {
      await this.#junit?.discard();
      return;
    }
    try {
      const envelope = await this.#results.finish(summary);
      if (!this.#temporary) this.files.push(this.#results.path);
      if (this.#junit) {
        await this.#junit.finish(envelope);
        this.files.push(this.#paths.get('junit')!);
      }
      const others = afterRunFormats(this.#paths);
      if (others.length > 0) {
        // One that cannot be written does not keep the others from being.
        const { files, failures } = await writeFormats(await openStoredResults(this.#results.path), others);
        this.files.push(...files);
        if (failures.length > 0) this.problem = failures.join('; ');
      }
    } catch (error) {
      this.problem = (error as Error).message;
    } finally {
      if (!this.#keepTemporary) await this.dispose();
    }
  }

  /** The file results.json's content went to, once written (not a temporary one). */
  get resultsFile(): string | undefined {
    return this.#temporary ? undefined : this.files.find((file) => file === this.#results.path);
  }

  /** The file results.json's content was written to, temporary or not; with `keepResults`, until `dispose()`. */
  get resultsPath(): string | undefined {
    return this.problem === undefined ? this.#results.path : undefined;
  }

  /** The results of the run as written (tests read from the file when asked for); after `runFinished`. */
  async results(): Promise<ResultsDocument | undefined> {
    return this.problem !== undefined ? undefined : openStoredResults(this.#results.path);
  }

  /** Removes the temporary results file, if one was written. */
  async dispose(): Promise<void> {
    if (this.#temporary) await rm(this.#results.path, { force: true });
  }
}

/**
 * Writes the pieces encoded straight into reused buffers (encoded-file.ts): no chunk is ever a
 * string, so a format of any size leaves no large strings behind. A piece of bytes (copied from a
 * file) is written as it is. `flags`: `wx` for a temporary file.
 */
export async function writePieces(
  path: string,
  pieces: Iterable<string | Uint8Array>,
  flags: 'w' | 'wx' = 'w',
): Promise<void> {
  const file = await EncodedFile.open(path, flags);
  let complete = false;
  try {
    for (const piece of pieces) {
      if (typeof piece === 'string') file.write(piece);
      else file.writeBytes(piece);
      const behind = file.caughtUp();
      if (behind) await behind;
    }
    complete = true;
  } finally {
    await file.close();
    // A report cut off halfway must not stand beside the complete ones.
    if (!complete) await rm(path, { force: true });
  }
}

// Writes the report files of a merge from its results document, and of a run as it goes
// (`ReportFiles`): results.json as tests finish, the other formats after the run from results.json
// read back collection by collection, so memory does not grow with the number of tests.
import { mkdir, rm } from 'node:fs/promises';
import type { RunObserver, RunStart, RunSummary, TestResult } from '../model/index.ts';
import type { Redactor } from './redact.ts';
import { reportDirectory, reportPaths } from './output-directory.ts';
import { ResultsJsonWriter } from './results/results-writer.ts';
import { openStoredResults } from './results/stored-results.ts';
import { collectionHead } from './results/records.ts';
import { JunitWriter } from './formats/junit-writer.ts';
import { temporaryPath } from './temporary-file.ts';
import { EncodedFile } from './encoded-file.ts';
import type { ResultsDocument } from './results/document.ts';
import { resultsJson } from './results/results-json.ts';
import { junitXml } from './formats/junit.ts';
import type { FormatName } from './formats.ts';

type Renderer = (doc: ResultsDocument) => Iterable<string>;

/**
 * Each format as text pieces, test by test or collection by collection, so that with a document
 * read back from results.json (its tests read per collection, on demand) no format holds the run.
 * Markdown is one piece: it is at most 1 MB by design. The formats after the run are loaded when
 * their report is written (chunks of their own in dist/), so a run that does not ask for one never
 * compiles or evaluates it (start-up time, docs/performance.md).
 */
const RENDERERS: Record<FormatName, () => Promise<Renderer>> = {
  results: async () => resultsJson,
  junit: async () => junitXml,
  testlemon: async () =>
    (await import(/* webpackChunkName: "report-testlemon" */ './formats/testlemon.ts')).testlemonPieces,
  html: async () => (await import(/* webpackChunkName: "report-html" */ './formats/html.ts')).htmlPieces,
  ctrf: async () => (await import(/* webpackChunkName: "report-ctrf" */ './formats/ctrf.ts')).ctrfPieces,
  xray: async () => (await import(/* webpackChunkName: "report-xray" */ './formats/xray.ts')).xrayPieces,
  markdown: async () => {
    const { renderMarkdownSummary } = await import(/* webpackChunkName: "report-markdown" */ './formats/markdown.ts');
    return (doc) => [renderMarkdownSummary(doc)];
  },
};

export async function writeReports(doc: ResultsDocument, output: string, formats: string[]): Promise<string[]> {
  const written: string[] = [];
  await mkdir(reportDirectory(output), { recursive: true });
  for (const [format, path] of reportPaths(output, formats)) {
    const render = await RENDERERS[format]();
    await writePieces(path, render(doc));
    written.push(path);
  }
  return written;
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
      const others = [...this.#paths].filter(([format]) => format !== 'results' && format !== 'junit');
      const stored = others.length > 0 ? await openStoredResults(this.#results.path) : undefined;
      // Each format on its own: one that cannot be written does not keep the others from being.
      const failures: string[] = [];
      for (const [format, path] of others) {
        try {
          const render = await RENDERERS[format]();
          await writePieces(path, render(stored!));
          this.files.push(path);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
      if (failures.length > 0) this.problem = failures.join('; ');
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
 * string, so a format of any size leaves no large strings behind.
 */
export async function writePieces(path: string, pieces: Iterable<string>): Promise<void> {
  const file = await EncodedFile.open(path, 'w');
  let complete = false;
  try {
    for (const piece of pieces) {
      file.write(piece);
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

// The `--interval` loop's report swap: an iteration writes its reports into a staging directory inside
// the report directory (so on the same file system), and only when it ends are they renamed over the
// previous iteration's, one file at a time. A rename replaces a file in one step, so a reader of -o sees
// the whole report of one iteration or the whole report of the next, never a partial or a missing file.
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { reportDirectory, reportPaths } from '../report/output-directory.ts';
import { isRunning } from '../model/process-running.ts';

const STAGING_PREFIX = '.assay-iteration-';

export class ReportStaging {
  readonly #output: string;
  readonly #formats: string[];
  /** The staging directory; only this process writes there. */
  readonly directory: string;
  /** What `-o` becomes for an iteration: the same directory or file name, inside the staging directory. */
  readonly output: string;

  constructor(output: string, formats: string[]) {
    this.#output = output;
    this.#formats = formats;
    const directory = reportDirectory(output);
    this.directory = join(directory, `${STAGING_PREFIX}${process.pid}`);
    this.output = directory === output ? this.directory : join(this.directory, basename(output));
  }

  /**
   * Moves the staged reports over the ones in -o, results.json last: once results.json shows an
   * iteration, every other report is of that iteration too. Then removes the staging directory.
   */
  async publish(): Promise<void> {
    const finals = reportPaths(this.#output, this.#formats);
    const staged = [...reportPaths(this.output, this.#formats)].sort(
      ([a], [b]) => Number(a === 'results') - Number(b === 'results'),
    );
    try {
      for (const [format, path] of staged) {
        // results.json is not among the files when it went to a temporary file (`-o out/ctrf.json -f ctrf`).
        if (await isFile(path)) await rename(path, finals.get(format)!);
      }
    } finally {
      await this.discard();
    }
  }

  /** Removes the staging directory and whatever an interrupted iteration left in it. */
  async discard(): Promise<void> {
    await rm(this.directory, { recursive: true, force: true });
  }

  /**
   * Removes the staging directories that loops killed outright (SIGKILL, a second Ctrl-C) left in the
   * report directory. Only directories with assay's staging name whose process is gone are removed.
   */
  static async removeLeftovers(output: string): Promise<void> {
    const directory = reportDirectory(output);
    const names = await readdir(directory).catch(() => []);
    for (const name of names) {
      const pid = name.startsWith(STAGING_PREFIX) ? Number(name.slice(STAGING_PREFIX.length)) : NaN;
      if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue;
      const path = join(directory, name);
      if ((await stat(path).catch(() => undefined))?.isDirectory()) await rm(path, { recursive: true, force: true });
    }
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() === true;
}

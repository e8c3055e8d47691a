// `assay --interval <duration>` and `assay --watch`: prepare, execute, report, wait, and again. Each
// iteration re-reads the collections; when they became invalid, the diagnostics are printed and the
// last good preparation runs instead (the first iteration must be valid: there is nothing to fall back
// to). Each iteration writes its reports to a staging directory and moves them over the previous
// iteration's when it ends (`ReportStaging`), so -o always holds the complete reports of the last finished
// iteration; `iterations.jsonl` beside them gets one line per finished iteration. SIGINT/SIGTERM end the
// loop with the exit code of the last finished iteration: during a wait at once; during an iteration once
// its requests stopped, discarding its reports (a first iteration, with nothing before it, keeps them and
// its code).
import { appendFile, writeFile } from 'node:fs/promises';
import { watch, existsSync, type FSWatcher } from 'node:fs';
import { resolve, join } from 'node:path';
import { QueryWorker } from '../../engine/queries/query-worker.ts';
import type { RunObserver, RunOptions, TestResult } from '../../model/index.ts';
import { prepare, type PreparedRun } from '../../session/prepare.ts';
import { prepareOutputDirectory, reportDirectory } from '../../session/reports.ts';
import { ReportStaging } from '../../session/report-staging.ts';
import { executeInvocation, type InvocationIo } from '../../session/invocation.ts';
import { EXIT_OK, EXIT_USAGE, type ExitCode } from '../../model/run-outcome.ts';

export const ITERATIONS_FILE = 'iterations.jsonl';
/**
 * The next iteration starts this long after the first file event of a wait: an editor's several writes of
 * one save are one change. Counted from the first event, not the last, so a file rewritten without pause
 * (a generator, a sync tool) cannot postpone the next run for ever.
 */
const WATCH_SETTLE_MS = 150;

export interface MonitorSettings {
  /** Milliseconds between the end of an iteration and the start of the next. */
  intervalMs?: number;
  /** Re-run when a collection file (or a directory given with -c) changes. */
  watch: boolean;
}

export async function monitorCommand(
  options: RunOptions,
  settings: MonitorSettings,
  io: InvocationIo,
): Promise<ExitCode> {
  const outputProblem = options.output === undefined ? undefined : await prepareOutputDirectory(options.output);
  if (outputProblem) {
    io.stderr.write(outputProblem);
    return EXIT_USAGE;
  }
  const journal = options.output === undefined ? undefined : join(reportDirectory(options.output), ITERATIONS_FILE);
  // A new loop starts a new journal.
  if (journal !== undefined) await writeFile(journal, '');
  if (options.output !== undefined) await ReportStaging.removeLeftovers(options.output);
  const staging = options.output === undefined ? undefined : new ReportStaging(options.output, options.formats);
  // The iterations share one query worker (a run would start its own: ~55 ms of CPU each).
  const queryWorker = new QueryWorker();
  try {
    return await iterate(options, settings, { ...io, queryWorker }, staging, journal);
  } finally {
    await queryWorker.close();
  }
}

/** The iterations: each prepares the collections again and executes them, until one is interrupted. */
async function iterate(
  options: RunOptions,
  settings: MonitorSettings,
  io: InvocationIo,
  staging: ReportStaging | undefined,
  journal: string | undefined,
): Promise<ExitCode> {
  let lastGood: PreparedRun | undefined;
  let exit: ExitCode | undefined;
  /** The iteration whose reports are in -o. */
  let published: number | undefined;
  for (let iteration = 1; !io.signal?.aborted; iteration++) {
    const preparation = await prepare(options, {
      cwd: io.cwd,
      env: io.env,
      onWarning: (message) => io.stderr.write(message),
    });
    if (preparation.diagnostics.length > 0) io.stderr.write(preparation.diagnosticsText(io.errorColor ?? io.color));
    if (preparation.problems.length > 0)
      io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
    const valid = preparation.run !== undefined && preparation.problems.length === 0;
    if (valid) lastGood = preparation.run;
    else if (lastGood === undefined) return EXIT_USAGE;
    else io.stderr.write(`assay: iteration ${iteration}: the collections are invalid; running the last valid ones\n`);

    const failing: string[] = [];
    const recorder: RunObserver = {
      testFinished: (result: TestResult) => {
        if (result.outcome === 'failed' || result.outcome === 'errored') failing.push(result.name);
      },
    };
    const execution = await executeInvocation(
      lastGood!,
      { ...io, observers: [...(io.observers ?? []), recorder] },
      { reportOutput: staging?.output },
    );
    const { summary } = execution;
    // An interrupted iteration did not finish: the last finished one's reports and exit code stand.
    if (summary?.interrupted && exit !== undefined) {
      await staging?.discard();
      const kept = published === undefined ? '' : `, those of iteration ${published} stay`;
      io.stdout.write(
        `Iteration ${iteration}: interrupted by ${summary.interrupted}; ` +
          (staging ? `its reports were discarded${kept}.\n` : 'not counted.\n'),
      );
      break;
    }
    exit = execution.code;
    if (staging && execution.reportProblem !== undefined) {
      // Already said, and counted in the exit code: the previous iteration's complete reports stay.
      await staging.discard();
    } else if (staging) {
      const problem = await publish(staging);
      if (problem === undefined) published = iteration;
      else {
        io.stderr.write(`assay: could not move the reports into place: ${problem}\n`);
        if (exit === 0) exit = 1;
      }
    }
    io.stdout.write(`Iteration ${iteration}: exit code ${exit}.\n`);
    if (journal !== undefined && summary !== undefined) {
      const line = {
        iteration,
        startedAt: summary.startedAt,
        durationMs: Math.round(summary.durationMs),
        exitCode: exit,
        collectionsValid: valid,
        totals: summary.totals,
        failing: failing.map((name) => lastGood!.redactor.redact(name)),
      };
      await appendFile(journal, `${JSON.stringify(line)}\n`);
    }
    if (summary?.interrupted) break;
    await nextIteration(settings, lastGood!, io);
  }
  return exit ?? EXIT_OK;
}

/** Moves an iteration's reports into place; why it could not, or undefined. */
async function publish(staging: ReportStaging): Promise<string | undefined> {
  try {
    await staging.publish();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Waits for the interval, or for a change of a watched file, or for the signal. */
function nextIteration(settings: MonitorSettings, run: PreparedRun, io: InvocationIo): Promise<void> {
  return new Promise((done) => {
    const watchers: FSWatcher[] = [];
    let timer: NodeJS.Timeout | undefined;
    let settle: NodeJS.Timeout | undefined;
    const finish = (): void => {
      clearTimeout(timer);
      clearTimeout(settle);
      for (const watcher of watchers) watcher.close();
      io.signal?.removeEventListener('abort', finish);
      done();
    };
    if (io.signal?.aborted) return finish();
    io.signal?.addEventListener('abort', finish, { once: true });
    if (settings.intervalMs !== undefined) timer = setTimeout(finish, settings.intervalMs);
    if (settings.watch) {
      const onChange = (): void => {
        settle ??= setTimeout(finish, WATCH_SETTLE_MS);
      };
      for (const path of watchedPaths(run, io.cwd)) {
        try {
          watchers.push(watch(path, { recursive: true }, onChange));
        } catch {
          // A path that vanished between the run and now: the next change elsewhere still re-runs.
        }
      }
    }
  });
}

/**
 * The collection files of the run, the files they read (data, bodies, schemas), and the -c values
 * that are files or directories on disk.
 */
function watchedPaths(run: PreparedRun, cwd: string): string[] {
  const paths = new Set<string>();
  for (const collection of run.collections) {
    if (collection.absolutePath) paths.add(collection.absolutePath);
    for (const file of collection.files ?? []) paths.add(file);
  }
  for (const source of run.options.collections) {
    const path = resolve(cwd, source);
    if (!source.includes('\n') && existsSync(path)) paths.add(path);
  }
  return [...paths];
}

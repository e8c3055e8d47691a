// `assay [run]`: prepare the collections, then execute them with the console, the progress line
// and the report files as observers, and map the outcome to an exit code.
import type { RunObserver, RunOptions, RunSummary } from '../../model/index.ts';
import { EXIT_OK, EXIT_USAGE, interruptedExitCode, runExitCode, type ExitCode } from '../../model/run-outcome.ts';
import { ConsoleReporter, ProgressLine } from '../../report/console/console.ts';
import { terminalText } from '../../report/console/terminal-text.ts';
import { describePlan } from '../../report/plan-text.ts';
import type { QueryWorker } from '../../engine/queries/query-worker.ts';
import { execute } from '../../session/execute.ts';
import { incompleteRunMessage, RunLedger } from '../../session/run-ledger.ts';
import { guardAgainstStall } from '../../session/stall-guard.ts';
import { prepare, type PreparedRun } from '../../session/prepare.ts';
import { prepareOutputDirectory, reportFiles, reportPaths, writeDiagnosticsFile } from '../../session/reports.ts';

export interface RunCommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Colour on stdout (a terminal, NO_COLOR unset). */
  color: boolean;
  /** Colour on stderr, for diagnostics; defaults to `color`. */
  errorColor?: boolean;
  /** Aborted with 'SIGINT' or 'SIGTERM' as its reason to stop the run. */
  signal?: AbortSignal;
  interruptGraceMs?: number;
  /** More observers of the run, after the console and the report files (for callers embedding assay). */
  observers?: RunObserver[];
  /** One query worker for the runs of an `--interval` loop (see ExecuteIo). */
  queryWorker?: QueryWorker;
  cwd: string;
  env: Record<string, string | undefined>;
}

export async function runCommand(options: RunOptions, io: RunCommandIo): Promise<ExitCode> {
  const preparation = await prepare(options, {
    cwd: io.cwd,
    env: io.env,
    onWarning: (message) => io.stderr.write(message),
    signal: io.signal,
  });
  if (preparation.interrupted !== undefined) {
    // Nothing ran, so no report is written; an earlier run's reports must not stand in for this one.
    if (options.output !== undefined) await prepareOutputDirectory(options.output, options.formats);
    io.stderr.write(
      `assay: interrupted by ${preparation.interrupted} while loading the collections: nothing was sent\n`,
    );
    return interruptedExitCode(preparation.interrupted);
  }
  if (preparation.diagnostics.length > 0) io.stderr.write(preparation.diagnosticsText(io.errorColor ?? io.color));
  if (preparation.problems.length > 0) {
    io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
    return EXIT_USAGE;
  }
  const run = preparation.run;
  if (run === undefined) {
    if (options.output !== undefined) {
      const problem = await prepareOutputDirectory(options.output, options.formats);
      if (problem) io.stderr.write(problem);
      else await writeDiagnosticsFile(options.output, preparation.diagnosticsText(false));
    }
    return EXIT_USAGE;
  }
  if (options.dryRun) {
    io.stdout.write(
      terminalText(
        run.redactor.redact(describePlan(run.plans, options, { variables: options.variables, env: run.env })),
      ),
    );
    return EXIT_OK;
  }
  return (await executeRun(run, io, options.output, { once: true })).code;
}

export interface Execution {
  code: ExitCode;
  /** Absent when nothing ran (the report directory could not be used). */
  summary?: RunSummary;
  /** Why the reports could not be written completely. */
  reportProblem?: string;
}

/**
 * Executes a prepared run with the console, the progress line and the report files of -o as
 * observers: its exit code, summary and whether its reports were written. `reportOutput` stands for
 * the run's -o (the `--interval` loop's staging directory); `once` when the run is not executed again.
 */
export async function executeRun(
  run: PreparedRun,
  io: RunCommandIo,
  reportOutput: string | undefined = run.options.output,
  { once = false }: { once?: boolean } = {},
): Promise<Execution> {
  const { options } = run;
  // A report directory that cannot be used is found before anything is sent.
  const outputProblem =
    reportOutput === undefined ? undefined : await prepareOutputDirectory(reportOutput, options.formats);
  if (outputProblem) {
    io.stderr.write(outputProblem);
    return { code: EXIT_USAGE };
  }
  if (run.planned === 0) io.stderr.write('warning: no tests to run\n');

  const stderrIsTerminal = (io.stderr as NodeJS.WriteStream).isTTY === true;
  const progress = stderrIsTerminal ? new ProgressLine(io.stderr as NodeJS.WriteStream) : undefined;
  const consoleReporter = new ConsoleReporter(io.stdout, io.color, run.redactor, progress && (() => progress.clear()));
  const reports = reportOutput === undefined ? undefined : reportFiles(reportOutput, options.formats, run.redactor);
  // Reports staged elsewhere are named where they will be.
  const finalPaths = new Map<string, string>();
  if (reportOutput !== undefined && options.output !== undefined && reportOutput !== options.output) {
    const finals = reportPaths(options.output, options.formats);
    for (const [format, path] of reportPaths(reportOutput, options.formats)) finalPaths.set(path, finals.get(format)!);
  }
  const shownAs = (path: string): string => finalPaths.get(path) ?? path;
  const observers: RunObserver[] = [
    { runStarted: (start) => consoleReporter.runStarted(start), testFinished: (r) => consoleReporter.testFinished(r) },
    ...(progress
      ? [
          {
            runStarted: (start) => progress.runStarted(start),
            testFinished: (result) => progress.testFinished(result),
            runFinished: () => progress.runFinished(),
          } satisfies RunObserver,
        ]
      : []),
    ...(reports ? [reports] : []),
    {
      // Last: the summary line names the report files, or says why they are missing.
      runFinished(summary: RunSummary) {
        if (reports?.problem !== undefined) io.stderr.write(`assay: could not write the reports: ${reports.problem}\n`);
        if (summary.unaccounted !== undefined) io.stderr.write(incompleteRunMessage(summary.unaccounted));
        consoleReporter.runFinished(summary, (reports?.files ?? []).map(shownAs));
      },
    },
    ...(io.observers ?? []),
  ];
  const ledger = new RunLedger();
  const running = execute(run, observers, {
    signal: io.signal,
    interruptGraceMs: io.interruptGraceMs,
    once,
    queryWorker: io.queryWorker,
    ledger,
    // What a language model is sent and answers, masked by the probe, only with --debug.
    ...(options.debug
      ? { debug: (line: string) => void io.stderr.write(`debug: ${terminalText(run.redactor.redact(line))}\n`) }
      : {}),
  });
  const summary = await guardAgainstStall(running, ledger, io.stderr);
  return {
    code: runExitCode(summary, reports?.problem !== undefined),
    summary,
    ...(reports?.problem === undefined ? {} : { reportProblem: reports.problem }),
  };
}

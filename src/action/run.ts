// One run for the action: the command line's observers (console lines, report files), and the
// results read back from the written results.json for the outputs, summary and annotations.
import type { Diagnostic, RunObserver, RunOptions, RunSummary } from '../model/index.ts';
import { EXIT_OK, EXIT_USAGE, interruptedExitCode, runExitCode, type ExitCode } from '../model/run-outcome.ts';
import { ConsoleReporter } from '../report/console/console.ts';
import { terminalText } from '../report/console/terminal-text.ts';
import { describePlan } from '../report/plan-text.ts';
import type { ResultsDocument } from '../report/results/document.ts';
import { execute, interruptGraceFrom } from '../session/execute.ts';
import { incompleteRunMessage, RunLedger } from '../session/run-ledger.ts';
import { guardAgainstStall } from '../session/stall-guard.ts';
import { prepare } from '../session/prepare.ts';
import { prepareOutputDirectory, reportDirectory, reportFiles, writeDiagnosticsFile } from '../session/reports.ts';

export interface RunOutcome {
  exitCode: ExitCode;
  /** The results as written (each collection's tests read from results.json when asked for). */
  document?: ResultsDocument;
  diagnostics: Diagnostic[];
  /** The diagnostics as plain text (no colour), as diagnostics.txt holds them. */
  diagnosticsText: string;
  /** Why the run could not start when no diagnostic says it (a report directory it cannot write). */
  problem?: string;
  /** Where the reports went, when --output was given. */
  outputDir?: string;
  reportFiles: string[];
  /** The report file holding results.json's content (results.json, or an `--output file.json`), when written. */
  resultsFile?: string;
  /** Removes what the run kept only for the action (a temporary results file). */
  dispose(): Promise<void>;
}

export interface ActionRunIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  color: boolean;
  onSecret(value: string): void;
  signal: AbortSignal;
  cwd: string;
  env: Record<string, string | undefined>;
}

export async function runCollections(options: RunOptions, io: ActionRunIo): Promise<RunOutcome> {
  const preparation = await prepare(options, {
    cwd: io.cwd,
    env: io.env,
    onSecret: io.onSecret,
    onWarning: (message) => io.stderr.write(message),
    signal: io.signal,
  });
  const diagnostics = preparation.diagnostics;
  const diagnosticsText = preparation.diagnosticsText(false);
  const outputDir = options.output === undefined ? undefined : reportDirectory(options.output);
  const ended = (exitCode: ExitCode, files: string[] = [], problem?: string): RunOutcome => ({
    exitCode,
    diagnostics,
    diagnosticsText,
    problem: problem?.replace(/^assay: /, '').trim(),
    outputDir,
    reportFiles: files,
    dispose: async () => undefined,
  });
  if (preparation.interrupted !== undefined) {
    if (options.output !== undefined) await prepareOutputDirectory(options.output, options.formats);
    io.stderr.write(
      `assay: interrupted by ${preparation.interrupted} while loading the collections: nothing was sent\n`,
    );
    return ended(interruptedExitCode(preparation.interrupted));
  }
  if (diagnostics.length > 0) io.stderr.write(preparation.diagnosticsText(io.color));
  if (preparation.problems.length > 0) {
    io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
    return ended(EXIT_USAGE, [], preparation.problems[0]);
  }
  const run = preparation.run;
  if (run === undefined) {
    if (options.output === undefined) return ended(EXIT_USAGE);
    const problem = await prepareOutputDirectory(options.output, options.formats);
    if (problem) io.stderr.write(problem);
    return ended(EXIT_USAGE, problem ? [] : [await writeDiagnosticsFile(options.output, diagnosticsText)], problem);
  }
  if (options.dryRun) {
    io.stdout.write(
      terminalText(
        run.redactor.redact(describePlan(run.plans, options, { variables: options.variables, env: run.env })),
      ),
    );
    return ended(EXIT_OK);
  }
  const outputProblem =
    options.output === undefined ? undefined : await prepareOutputDirectory(options.output, options.formats);
  if (outputProblem) {
    io.stderr.write(outputProblem);
    return ended(EXIT_USAGE, [], outputProblem);
  }
  if (run.planned === 0) io.stderr.write('warning: no tests to run\n');

  const consoleReporter = new ConsoleReporter(io.stdout, io.color, run.redactor);
  const reports =
    options.output === undefined ? undefined : reportFiles(options.output, options.formats, run.redactor, true);
  const observers: RunObserver[] = [
    { runStarted: (start) => consoleReporter.runStarted(start), testFinished: (r) => consoleReporter.testFinished(r) },
    ...(reports ? [reports] : []),
    {
      runFinished(summary: RunSummary) {
        if (reports?.problem !== undefined) io.stderr.write(`assay: could not write the reports: ${reports.problem}\n`);
        if (summary.unaccounted !== undefined) io.stderr.write(incompleteRunMessage(summary.unaccounted));
        consoleReporter.runFinished(summary, reports?.files ?? []);
      },
    },
  ];
  const ledger = new RunLedger();
  const running = execute(run, observers, {
    signal: io.signal,
    interruptGraceMs: interruptGraceFrom(io.env),
    once: true,
    ledger,
  });
  const summary = await guardAgainstStall(running, ledger, io.stderr);
  const reportsFailed = reports?.problem !== undefined;
  return {
    exitCode: runExitCode(summary, reportsFailed),
    document: await reports?.results(),
    diagnostics,
    diagnosticsText,
    outputDir,
    reportFiles: reports?.files ?? [],
    resultsFile: reports?.resultsFile,
    dispose: async () => reports?.dispose(),
  };
}

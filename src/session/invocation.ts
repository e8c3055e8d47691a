// One invocation of a run, the same for the command line and the action: prepare the collections
// (ending with the exit code for an interrupt, invalid input or a dry run), then execute them with
// the console, the progress line and the report files of -o as observers, and map the outcome to an
// exit code. The adapters map their world in (argv, the action's inputs) and the outcome out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Diagnostic, RunObserver, RunOptions, RunSummary } from '../model/index.ts';
import { EXIT_OK, EXIT_USAGE, interruptedExitCode, runExitCode, type ExitCode } from '../model/run-outcome.ts';
import { ConsoleReporter, ProgressLine } from '../report/console/console.ts';
import { terminalText } from '../report/console/terminal-text.ts';
import { describePlan } from '../report/plan-text.ts';
import type { QueryWorker } from '../engine/queries/query-worker.ts';
import type { FilePolicy } from '../model/file-access.ts';
import { ciProvenance } from './ci-provenance.ts';
import { execute } from './execute.ts';
import { projectAddress, sendResults, TOKEN_VARIABLE, type ProjectAddress } from './send-results.ts';
import { incompleteRunMessage, RunLedger } from './run-ledger.ts';
import { guardAgainstStall } from './stall-guard.ts';
import { prepare, type PreparedRun } from './prepare.ts';
import { prepareOutputDirectory, reportFiles, reportPaths, writeDiagnosticsFile, type ReportFiles } from './reports.ts';

export interface InvocationIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Colour on stdout (a terminal, NO_COLOR unset). */
  color: boolean;
  /** Colour on stderr, for diagnostics; defaults to `color`. */
  errorColor?: boolean;
  /** Aborted with 'SIGINT' or 'SIGTERM' as its reason to stop the run. */
  signal?: AbortSignal;
  interruptGraceMs?: number;
  /** Told each secret value as soon as it is known (the action masks it in the log). */
  onSecret?(value: string): void;
  /** Print what --debug shows of a language model's exchanges (the command line). */
  debugLines?: boolean;
  /** More observers of the run, after the console and the report files (for callers embedding assay). */
  observers?: RunObserver[];
  /** One query worker for the runs of an `--interval` loop (see ExecuteIo). */
  queryWorker?: QueryWorker;
  /** The token `--report-to` sends with (the action's input); else ASSAY_TOKEN from `env`. */
  reportToken?: string;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Which files a collection may name (the server's projects); any when not given. */
  filePolicy?: FilePolicy;
}

/** What preparing an invocation came to: a run to execute, or the exit code it ended with. */
export type Invocation = { diagnostics: Diagnostic[]; diagnosticsText: string } & (
  | { run: PreparedRun }
  | {
      run?: undefined;
      code: ExitCode;
      /** Why it ended, when no diagnostic says it. */
      problem?: string;
      /** The report files written (diagnostics.txt). */
      files: string[];
    }
);

/** Prepares the collections; an interrupt, invalid input or a dry run ends the invocation here. */
export async function prepareInvocation(options: RunOptions, io: InvocationIo): Promise<Invocation> {
  const preparation = await prepare(
    { ...options, ci: options.ci ?? ciProvenance(io.env) },
    {
      cwd: io.cwd,
      env: io.env,
      ...(io.onSecret ? { onSecret: io.onSecret } : {}),
      onWarning: (message) => io.stderr.write(message),
      signal: io.signal,
      ...(io.filePolicy ? { filePolicy: io.filePolicy } : {}),
    },
  );
  const diagnostics = preparation.diagnostics;
  const diagnosticsText = preparation.diagnosticsText(false);
  const ended = (code: ExitCode, problem?: string, files: string[] = []): Invocation => ({
    diagnostics,
    diagnosticsText,
    code,
    ...(problem === undefined ? {} : { problem }),
    files,
  });
  if (preparation.interrupted !== undefined) {
    // Nothing ran, so no report is written; an earlier run's reports must not stand in for this one.
    if (options.output !== undefined) await prepareOutputDirectory(options.output, options.formats);
    io.stderr.write(
      `assay: interrupted by ${preparation.interrupted} while loading the collections: nothing was sent\n`,
    );
    return ended(interruptedExitCode(preparation.interrupted));
  }
  if (diagnostics.length > 0) io.stderr.write(preparation.diagnosticsText(io.errorColor ?? io.color));
  if (preparation.problems.length > 0) {
    io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
    return ended(EXIT_USAGE, preparation.problems[0]);
  }
  const run = preparation.run;
  if (options.reportTo !== undefined && reportToken(io) === undefined) {
    const problem = `--report-to needs the server's API token (a token with the run scope) in ${TOKEN_VARIABLE}: nothing was sent`;
    io.stderr.write(`assay: ${problem}\n`);
    return ended(EXIT_USAGE, problem);
  }
  if (run === undefined) {
    if (options.output === undefined) return ended(EXIT_USAGE);
    const problem = await prepareOutputDirectory(options.output, options.formats);
    if (problem) {
      io.stderr.write(problem);
      return ended(EXIT_USAGE, problem);
    }
    return ended(EXIT_USAGE, undefined, [await writeDiagnosticsFile(options.output, diagnosticsText)]);
  }
  if (options.dryRun) {
    io.stdout.write(
      terminalText(
        run.redactor.redact(describePlan(run.plans, options, { variables: options.variables, env: run.env })),
      ),
    );
    return ended(EXIT_OK);
  }
  const token = reportToken(io);
  if (token !== undefined) {
    run.redactor.add(token);
    io.onSecret?.(token);
  }
  return { diagnostics, diagnosticsText, run };
}

function reportToken(io: InvocationIo): string | undefined {
  return io.reportToken || io.env[TOKEN_VARIABLE] || undefined;
}

/** Sends the run's results.json to the server; returns why it could not, after saying so on stderr. */
async function send(
  address: ProjectAddress,
  reports: ReportFiles,
  token: string,
  io: InvocationIo,
): Promise<string | undefined> {
  const path = reports.resultsPath;
  const problem =
    reports.problem !== undefined || path === undefined
      ? 'the results were not written'
      : await sendResults(address, token, path).then(
          (sent) => {
            io.stdout.write(
              `Results ${sent.existing ? 'were already on' : 'sent to'} ${address.server}: ${sent.page}\n`,
            );
            return undefined;
          },
          (error: Error) => error.message,
        );
  if (problem !== undefined) io.stderr.write(`assay: could not send the results (--report-to): ${problem}\n`);
  return problem;
}

export interface Execution {
  code: ExitCode;
  /** Absent when nothing ran (the report directory could not be used). */
  summary?: RunSummary;
  /** The report files of the run, when it had a report directory and ran. */
  reports?: ReportFiles;
  /** Why nothing ran: the report directory could not be used. */
  outputProblem?: string;
  /** Why the reports could not be written completely. */
  reportProblem?: string;
}

export interface ExecutionSettings {
  /** Where the reports go: the run's -o, or the `--interval` loop's staging directory. */
  reportOutput?: string;
  /** The run is not executed again. */
  once?: boolean;
  /** Keep results.json's content for the caller to read back (the action, the server; see reportFiles). */
  keepResults?: boolean;
  /** Print each test and the summary (and on a terminal the progress line); off for the server. */
  console?: boolean;
  /**
   * Fail the run if the process runs out of work before it ends (stall-guard.ts); off in a process
   * that lives on, such as the server, whose event loop never empties.
   */
  stallGuard?: boolean;
}

/**
 * Executes a prepared run with the console, the progress line (on a terminal) and the report files
 * as observers: its exit code, summary and reports. Reports staged away from -o are named where
 * they will be.
 */
export async function executeInvocation(
  run: PreparedRun,
  io: InvocationIo,
  {
    reportOutput = run.options.output,
    once = false,
    keepResults = false,
    console: printed = true,
    stallGuard = true,
  }: ExecutionSettings = {},
): Promise<Execution> {
  const { options } = run;
  // A report directory that cannot be used is found before anything is sent.
  const outputProblem =
    reportOutput === undefined ? undefined : await prepareOutputDirectory(reportOutput, options.formats);
  if (outputProblem) {
    io.stderr.write(outputProblem);
    return { code: EXIT_USAGE, outputProblem };
  }
  if (run.planned === 0) io.stderr.write('warning: no tests to run\n');

  const stderrIsTerminal = printed && (io.stderr as NodeJS.WriteStream).isTTY === true;
  const progress = stderrIsTerminal ? new ProgressLine(io.stderr as NodeJS.WriteStream) : undefined;
  const consoleReporter = printed
    ? new ConsoleReporter(io.stdout, io.color, run.redactor, progress && (() => progress.clear()))
    : undefined;
  // Results sent to a server without -o are written to a directory of their own, removed once sent.
  const sendTo = options.reportTo === undefined ? undefined : projectAddress(options.reportTo);
  const sendOnly = sendTo !== undefined && reportOutput === undefined;
  const reportsAt = sendOnly ? await mkdtemp(join(tmpdir(), 'assay-report-to-')) : reportOutput;
  const reports =
    reportsAt === undefined
      ? undefined
      : reportFiles(reportsAt, sendOnly ? [] : options.formats, run.redactor, keepResults || sendTo !== undefined);
  const finalPaths = new Map<string, string>();
  if (reportOutput !== undefined && options.output !== undefined && reportOutput !== options.output) {
    const finals = reportPaths(options.output, options.formats);
    for (const [format, path] of reportPaths(reportOutput, options.formats)) finalPaths.set(path, finals.get(format)!);
  }
  const shownAs = (path: string): string => finalPaths.get(path) ?? path;
  const observers: RunObserver[] = [
    ...(consoleReporter
      ? [
          {
            runStarted: (start) => consoleReporter.runStarted(start),
            testFinished: (result) => consoleReporter.testFinished(result),
          } satisfies RunObserver,
        ]
      : []),
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
        consoleReporter?.runFinished(summary, sendOnly ? [] : (reports?.files ?? []).map(shownAs));
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
    ...(options.debug && io.debugLines
      ? { debug: (line: string) => void io.stderr.write(`debug: ${terminalText(run.redactor.redact(line))}\n`) }
      : {}),
  });
  const summary = await (stallGuard ? guardAgainstStall(running, ledger, io.stderr) : running).catch(
    async (error: unknown) => {
      await reports?.dispose(); // a kept results file is the caller's to remove only once it has the execution
      throw error;
    },
  );
  const sendProblem = sendTo === undefined ? undefined : await send(sendTo, reports!, reportToken(io)!, io);
  // The results were kept for sending: now they go, unless the caller keeps them too.
  if (sendTo !== undefined && !keepResults) await reports!.dispose();
  if (sendOnly && !keepResults) await rm(reportsAt!, { recursive: true, force: true });
  return {
    code: runExitCode(summary, reports?.problem !== undefined || sendProblem !== undefined),
    summary,
    ...(reports ? { reports } : {}),
    ...(reports?.problem === undefined ? {} : { reportProblem: reports.problem }),
  };
}

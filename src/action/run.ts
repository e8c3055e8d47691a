// One run for the action: the command line's invocation (console lines, report files), and the
// results read back from the written results.json for the outputs, summary and annotations.
import type { Diagnostic, RunOptions } from '../model/index.ts';
import type { ExitCode } from '../model/run-outcome.ts';
import type { ResultsDocument } from '../report/results/document.ts';
import { interruptGraceFrom } from '../session/execute.ts';
import { executeInvocation, prepareInvocation } from '../session/invocation.ts';
import { reportDirectory } from '../session/reports.ts';

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
  /** The `report_token` input, for --report-to / report_to. */
  reportToken?: string;
}

export async function runCollections(options: RunOptions, io: ActionRunIo): Promise<RunOutcome> {
  const invocationIo = { ...io, interruptGraceMs: interruptGraceFrom(io.env) };
  const invocation = await prepareInvocation(options, invocationIo);
  const { diagnostics, diagnosticsText } = invocation;
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
  if (invocation.run === undefined) return ended(invocation.code, invocation.files, invocation.problem);
  const execution = await executeInvocation(invocation.run, invocationIo, { once: true, keepResults: true });
  const reports = execution.reports;
  if (execution.outputProblem !== undefined) return ended(execution.code, [], execution.outputProblem);
  return {
    exitCode: execution.code,
    document: await reports?.results(),
    diagnostics,
    diagnosticsText,
    outputDir,
    reportFiles: reports?.files ?? [],
    resultsFile: reports?.resultsFile,
    dispose: async () => reports?.dispose(),
  };
}

// The one place the server runs a collection: a project's YAML, variables and secrets in, the
// outcome and its results.json out, through the invocation the command line and the action use
// (session/invocation.ts), with no console and the live pages as a further observer. Nothing is
// printed. The server's environment is not visible to the collection (`env` is empty), so a
// project stored through the API cannot read ASSAY_SECRET_KEY or database credentials.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { defaultOptions } from '../session/options/args.ts';
import { EXIT_OK } from '../model/run-outcome.ts';
import type { RunObserver, TestResult } from '../model/index.ts';
import { resultsJson } from '../report/results/results-json.ts';
import { joined } from '../report/formats/json-pieces.ts';
import type { QueryWorker } from '../engine/queries/query-worker.ts';
import { executeInvocation, prepareInvocation, type Execution, type InvocationIo } from '../session/invocation.ts';
import type { Redactor } from '../report/redact.ts';
import type { LiveTest } from './live.ts';
import { inlineSource, projectFiles, type ProjectFiles } from './projects.ts';
export interface ProjectRun {
  yaml: string;
  /** Shown in the results instead of the YAML text. */
  name: string;
  variables: Record<string, string>;
  secrets: Record<string, string>;
  /** Where its files are found and which it may name; none when not given (a project from the API). */
  files?: ProjectFiles;
  signal?: AbortSignal;
  /** The server's query worker, shared by its runs (see ExecuteIo). */
  queryWorker?: QueryWorker;
  /** Told of each finished test as it finishes, its name masked like the reports. */
  onTest?: (test: LiveTest) => void;
}

export interface RunResult {
  status: 'passed' | 'failed' | 'error';
  durationMs: number;
  totals: { passed: number; failed: number; errored: number; skipped: number };
  /** Why the collection could not run (diagnostics), for status `error`. */
  error?: string;
  /** The run's results.json, as stored. */
  resultsJson?: string;
}

export async function runProject(project: ProjectRun): Promise<RunResult> {
  const started = performance.now();
  const options = {
    ...defaultOptions(),
    collections: [inlineSource(project.yaml)],
    variables: project.variables,
    secrets: project.secrets,
  };
  const failed = (error: string): RunResult => ({
    status: 'error',
    durationMs: performance.now() - started,
    totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
    error,
  });
  const { cwd, filePolicy } = project.files ?? projectFiles(undefined);
  const io: InvocationIo = {
    stdout: discarded(),
    stderr: discarded(),
    color: false,
    cwd,
    env: {},
    filePolicy,
    signal: project.signal,
    queryWorker: project.queryWorker,
  };
  const invocation = await prepareInvocation(options, io);
  if (invocation.run === undefined)
    return failed(
      [invocation.diagnosticsText.trim(), invocation.problem].filter(Boolean).join('\n') ||
        'the collection could not run',
    );
  // results.json goes to a directory of this run only, and is read back as the run's document.
  const directory = await mkdtemp(join(tmpdir(), 'assay-serve-run-'));
  const { onTest } = project;
  const observers = onTest ? [liveTests(invocation.run.redactor, onTest)] : [];
  let execution: Execution | undefined;
  try {
    execution = await executeInvocation(
      invocation.run,
      { ...io, observers },
      { reportOutput: directory, keepResults: true, console: false, stallGuard: false },
    );
    const { summary, reports } = execution;
    const stored = await reports?.results();
    if (summary === undefined || stored === undefined)
      return failed(execution.outputProblem ?? execution.reportProblem ?? 'the results could not be written');
    // The text to store, in the layout the file has (one test per line, which the pages read a
    // record at a time), its tests copied from the file line by line, never parsed all at once.
    stored.run.options.collections = [project.name];
    const { passed, failed: failedTests, errored, skipped } = stored.totals;
    return {
      status: summary.unaccounted !== undefined ? 'error' : execution.code === EXIT_OK ? 'passed' : 'failed',
      durationMs: stored.run.durationMs,
      totals: { passed, failed: failedTests, errored, skipped },
      ...(summary.unaccounted === undefined ? {} : { error: `the run is incomplete: ${summary.unaccounted}` }),
      resultsJson: joined(resultsJson(stored)),
    };
  } finally {
    await execution?.reports?.dispose();
    await rm(directory, { recursive: true, force: true });
  }
}

/** Tells the live pages of each finished test, its name masked like the reports. */
function liveTests(redactor: Redactor, onTest: (test: LiveTest) => void): RunObserver {
  return {
    testFinished: (test: TestResult) =>
      onTest({
        name: redactor.redact(test.name),
        outcome: test.outcome,
        status: test.response?.status,
        durationMs: test.timings?.totalMs,
      }),
  };
}

/** Where the invocation's console and messages go: nowhere (the server prints nothing of a run). */
function discarded(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

// The one place the server runs a collection: a project's YAML, variables and secrets in, the
// outcome and its results.json out, with the engine, options and reports the command line uses.
// Nothing is printed. The server's environment is not visible to the collection (`env` is empty),
// so a project stored through the API cannot read ASSAY_SECRET_KEY or database credentials.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions } from '../session/options/args.ts';
import { isFailedRun } from '../model/run-outcome.ts';
import type { TestResult } from '../model/index.ts';
import type { ResultsDocument } from '../report/results/document.ts';
import type { QueryWorker } from '../engine/queries/query-worker.ts';
import { execute } from '../session/execute.ts';
import { prepare } from '../session/prepare.ts';
import { reportFiles } from '../session/reports.ts';
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
  document?: ResultsDocument;
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
  const preparation = await prepare(options, { ...(project.files ?? projectFiles(undefined)), env: {} });
  if (preparation.run === undefined || preparation.problems.length > 0) {
    return failed(
      [preparation.diagnosticsText(false).trim(), ...preparation.problems].filter(Boolean).join('\n') ||
        'the collection could not run',
    );
  }
  // results.json goes to a directory of this run only, and is read back as the run's document.
  const directory = await mkdtemp(join(tmpdir(), 'assay-serve-run-'));
  const reports = reportFiles(directory, [], preparation.run.redactor, true);
  try {
    const { redactor } = preparation.run;
    const onTest = project.onTest;
    const observers = onTest
      ? [
          reports,
          {
            testFinished: (test: TestResult) =>
              onTest({
                name: redactor.redact(test.name),
                outcome: test.outcome,
                status: test.response?.status,
                durationMs: test.timings?.totalMs,
              }),
          },
        ]
      : [reports];
    const summary = await execute(preparation.run, observers, {
      signal: project.signal,
      queryWorker: project.queryWorker,
    });
    const stored = await reports.results();
    if (stored === undefined) return failed(reports.problem ?? 'the results could not be written');
    // The stored document reads its tests from the file when asked: read them all before the file goes.
    const document = JSON.parse(JSON.stringify(stored)) as ResultsDocument;
    document.run.options.collections = [project.name];
    const { passed, failed: failedTests, errored, skipped } = document.totals;
    return {
      status:
        summary.unaccounted !== undefined
          ? 'error'
          : isFailedRun(document.totals, summary.interrupted)
            ? 'failed'
            : 'passed',
      durationMs: document.run.durationMs,
      totals: { passed, failed: failedTests, errored, skipped },
      ...(summary.unaccounted === undefined ? {} : { error: `the run is incomplete: ${summary.unaccounted}` }),
      document,
    };
  } finally {
    await reports.dispose();
    await rm(directory, { recursive: true, force: true });
  }
}

// The one place the server runs a collection: a project's YAML, variables and secrets in, the
// outcome and its results.json out, with the engine, options and reports the command line uses.
// Nothing is printed. The server's environment is not visible to the collection (`env` is empty),
// so a project stored through the API cannot read ASSAY_SECRET_KEY or database credentials.
import { Writable } from 'node:stream';
import { defaultOptions } from '../cli/args.ts';
import { runAssay } from '../session/run.ts';
import type { ResultsDocument } from '../report/results/document.ts';

export interface ProjectRun {
  yaml: string;
  /** Shown in the results instead of the YAML text. */
  name: string;
  variables: Record<string, string>;
  secrets: Record<string, string>;
  /** The directory relative paths of a file project resolve against. */
  cwd: string;
  signal?: AbortSignal;
}

export interface RunResult {
  status: 'passed' | 'failed' | 'error';
  durationMs: number;
  totals: { passed: number; failed: number; errored: number; skipped: number };
  /** Why the collection could not run (diagnostics), for status `error`. */
  error?: string;
  document?: ResultsDocument;
}

const nowhere = () => new Writable({ write: (_chunk, _encoding, done) => done() });

export async function runProject(project: ProjectRun): Promise<RunResult> {
  const started = performance.now();
  const options = {
    ...defaultOptions(),
    collections: [project.yaml],
    variables: project.variables,
    secrets: project.secrets,
  };
  const outcome = await runAssay(options, {
    stdout: nowhere(),
    stderr: nowhere(),
    color: false,
    cwd: project.cwd,
    env: {},
    signal: project.signal,
  });
  const document = outcome.document;
  if (!document)
    return {
      status: 'error',
      durationMs: performance.now() - started,
      totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
      error: outcome.diagnosticsText.trim() || 'the collection could not run',
    };
  document.run.options.collections = [project.name];
  const { passed, failed, errored, skipped } = document.totals;
  return {
    status: outcome.exitCode === 0 ? 'passed' : 'failed',
    durationMs: document.run.durationMs,
    totals: { passed, failed, errored, skipped },
    document,
  };
}

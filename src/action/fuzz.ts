// `args: fuzz specs/api.yaml --budget 2m …` in the action: the fuzzer's findings become the step's
// outcome like a run's (results read back for the summary and annotations, the reports uploaded).
import type { RunOptions } from '../model/index.ts';
import { defaultOptions } from '../session/options/args.ts';
import type { FuzzOptions } from '../fuzz/options.ts';
import type { ActionRunIo, RunOutcome } from './run.ts';

/** What the rest of the step (secrets, upload, background services) reads of a run's options. */
export function fuzzRunOptions(options: FuzzOptions): RunOptions {
  return {
    ...defaultOptions(),
    collections: [options.spec!],
    secrets: options.secrets,
    output: options.output,
    formats: options.formats,
  };
}

export async function fuzzSpec(options: FuzzOptions, io: ActionRunIo): Promise<RunOutcome> {
  // Loaded only when `args` starts with `fuzz`: the fuzzer and fast-check are a chunk of their own.
  const { fuzzInvocation } = await import(/* webpackChunkName: "action-fuzz" */ '../fuzz/command.ts');
  const invocation = await fuzzInvocation(options, { ...io, onSecret: io.onSecret }, true);
  const reports = invocation.reports;
  const problem = invocation.problem?.replace(/^assay fuzz: /, '');
  return {
    exitCode: invocation.code,
    ...(reports && reports.problem === undefined ? { document: await reports.results() } : {}),
    diagnostics: [],
    diagnosticsText: problem ?? '',
    ...(problem !== undefined ? { problem } : {}),
    ...(options.output !== undefined ? { outputDir: options.output } : {}),
    reportFiles: reports?.files ?? [],
    ...(reports?.resultsFile ? { resultsFile: reports.resultsFile } : {}),
    dispose: async () => reports?.dispose(),
  };
}

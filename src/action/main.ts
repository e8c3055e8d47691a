// The GitHub Action: inputs → one assay run → outputs, artifact, job summary, annotations and the
// step's status. The artifact is uploaded whatever happened to the run (failed tests, invalid
// collections, an interrupt), because that is when people need the reports most.
import * as workflow from './workflow-commands.ts';
import { stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { parseArgs, type ParsedArgs } from '../session/options/args.ts';
import type { RunOptions } from '../model/index.ts';
import { EXIT_OK, EXIT_SIGINT, EXIT_SIGTERM, EXIT_USAGE } from '../model/run-outcome.ts';
import { runCollections, type RunOutcome } from './run.ts';
import {
  diagnosticAnnotations,
  emitAnnotations,
  ERROR_ANNOTATION_LIMIT,
  testAnnotations,
  type AnnotationSink,
} from './annotations.ts';
import { readInputs, type ActionInputs } from './inputs.ts';
import { splitArgs } from './split-args.ts';
import { renderSummary, writeSummary, type SummaryContent } from './summary.ts';
import { finishBackground, registerSecrets, startBackground } from './background.ts';
import { setOutput } from './names.ts';
import { rememberPendingUpload, type PendingUpload } from './post.ts';
import { StartedServices } from './services.ts';
import { holds, planUpload, reportUpload, uploadPlanned } from './step-upload.ts';
import { prepareOutputDirectory, reportDirectory } from '../report/output-directory.ts';

const annotationSink: AnnotationSink = {
  error: (message, properties) => workflow.error(message, properties),
  notice: (message) => workflow.notice(message),
};

export async function run(): Promise<void> {
  try {
    await runAction();
  } catch (error) {
    workflow.setFailed(`assay failed unexpectedly: ${(error as Error).message}`);
    if (error instanceof Error && error.stack) workflow.debug(error.stack);
  }
}

async function runAction(): Promise<void> {
  const read = readInputs();
  if (!read.ok) return workflow.setFailed(read.message);
  const inputs = read.inputs;

  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  process.chdir(workspace);

  const split = splitArgs(inputs.args);
  if (!split.ok) return workflow.setFailed(split.message);
  const parsed = parseActionArgs(split.args, inputs.inputDir);
  switch (parsed.kind) {
    case 'error':
      return workflow.setFailed(`args: ${parsed.message}`);
    case 'help':
    case 'version':
      return workflow.info(parsed.text);
    case 'merge':
    case 'import':
    case 'upload':
      return workflow.setFailed(
        `args: \`${parsed.kind}\` is a command of the assay command line; the action runs collections. Run \`assay ${parsed.kind}\` in a step of its own.`,
      );
    case 'serve':
      return workflow.setFailed(
        'args: `serve` starts the assay server (docs/serve.md); the action runs collections once. Run the server as a service, and trigger its runs with POST /api/projects/{id}/runs.',
      );
  }
  const options = withActionDefaults(parsed.options, inputs);
  const inputProblem = await inputDirProblem(parsed.options, inputs.inputDir, workspace);
  if (inputProblem !== undefined) return workflow.setFailed(inputProblem);
  const outputProblem = options.dryRun ? undefined : await prepareOutputDirectory(options.output!, options.formats);
  if (outputProblem !== undefined) {
    const named = parsed.options.output === undefined ? 'Input output_dir' : 'args: --output';
    return workflow.setFailed(`${named}: ${outputProblem.replace(/^assay: /, '').trim()}`);
  }
  const redactor = registerSecrets(options);
  const redact = (text: string) => redactor.redact(text);

  const interrupt = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => interrupt.abort(signal);
  // Kept for the whole step, so an interrupt stops the run but not the upload that follows it.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const background = options.dryRun
    ? { services: new StartedServices() }
    : await startBackground(inputs, resolve(reportDirectory(options.output!)), workspace, interrupt.signal);
  const plan =
    inputs.upload && !options.dryRun
      ? planUpload(
          options,
          inputs.outputDir,
          inputs.artifactName,
          inputs.retentionDays,
          workspace,
          background.services.logFiles,
        )
      : undefined;
  if (plan) rememberPendingUpload(plan);

  if (background.problem !== undefined) {
    await finishBackground(background, redact, workspace);
    if (plan) reportUpload(await workflow.group('Upload the logs', () => uploadPlanned(undefined, plan)), inputs);
    return workflow.setFailed(redact(background.problem));
  }

  // The run's console quotes servers: none of it may reach the runner as a workflow command.
  const outcome = await runCollections(options, {
    stdout: workflow.withoutCommands(process.stdout),
    stderr: workflow.withoutCommands(process.stderr),
    color: !process.env.NO_COLOR,
    onSecret: (value) => {
      workflow.setSecret(value);
      redactor.add(value);
    },
    signal: interrupt.signal,
    cwd: workspace,
    env: process.env,
    ...(inputs.reportToken ? { reportToken: inputs.reportToken } : {}),
  });
  try {
    const backgroundFailure = await finishBackground(background, redact, workspace);
    await report(outcome, inputs, workspace, plan, backgroundFailure);
  } finally {
    await outcome.dispose();
  }
}

async function report(
  outcome: RunOutcome,
  inputs: ActionInputs,
  workspace: string,
  plan: PendingUpload | undefined,
  backgroundFailure: string | undefined,
): Promise<void> {
  setResultOutputs(outcome, workspace);
  const upload = plan ? await workflow.group('Upload the reports', () => uploadPlanned(outcome, plan)) : undefined;
  if (upload) reportUpload(upload, inputs);

  const failure = failureReason(outcome);
  const failsStep =
    backgroundFailure !== undefined || (failure !== undefined && (outcome.exitCode !== 1 || inputs.failOnFailure));
  // setFailed adds an error annotation of its own; keep the total within GitHub's per-step limit.
  const annotationLimit = failsStep ? ERROR_ANNOTATION_LIMIT - 1 : ERROR_ANNOTATION_LIMIT;
  if (outcome.document) {
    emitAnnotations(testAnnotations(outcome.document, workspace), annotationSink, annotationLimit, 'failed tests');
  } else {
    emitAnnotations(
      diagnosticAnnotations(outcome.diagnostics, workspace),
      annotationSink,
      annotationLimit,
      'collection errors',
    );
  }

  const content = summaryContent(outcome);
  if (content) {
    const artifact = upload?.ok ? { name: inputs.artifactName, url: upload.url } : undefined;
    await writeSummary(renderSummary(content, artifact));
  }

  if (backgroundFailure !== undefined) return workflow.setFailed(backgroundFailure);
  if (failure === undefined) return;
  if (failsStep) workflow.setFailed(failure);
  else workflow.info(`${failure}; the step passes because fail_on_failure is false.`);
}

/**
 * Without `--collections` the action runs every collection in `input_dir`. The command line
 * requires collections, so `input_dir` is appended as the last one and dropped again when args
 * named their own.
 */
function parseActionArgs(argv: string[], inputDir: string): ParsedArgs {
  const parsed = parseArgs([...argv, `--collections=${inputDir}`]);
  if (parsed.kind !== 'run' || parsed.options.collections.length === 1) return parsed;
  return { kind: 'run', options: { ...parsed.options, collections: parsed.options.collections.slice(0, -1) } };
}

/**
 * When the collections come from `input_dir`, a path that is not there is named as the input, not
 * as a collection file (the loader would also offer inline YAML as a reading of it). Globs and URLs
 * are left to the loader.
 */
async function inputDirProblem(options: RunOptions, inputDir: string, workspace: string): Promise<string | undefined> {
  if (options.collections.length !== 1 || options.collections[0] !== inputDir) return undefined;
  if (/^https?:\/\//i.test(inputDir) || /[*?[]/.test(inputDir)) return undefined;
  try {
    await stat(resolve(workspace, inputDir));
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' || code === 'ENOTDIR' ? 'no such directory' : (error as Error).message;
    return `Input input_dir: ${JSON.stringify(inputDir)}: ${why} in the workspace (${workspace}); it names the directory of the collections, relative to the workspace`;
  }
}

/** Reports go to `output_dir` unless args have an `--output`. */
function withActionDefaults(options: RunOptions, inputs: ActionInputs): RunOptions {
  const reportTo = options.reportTo ?? inputs.reportTo;
  return { ...options, output: options.output ?? inputs.outputDir, ...(reportTo ? { reportTo } : {}) };
}

function setResultOutputs(outcome: RunOutcome, workspace: string): void {
  const totals = outcome.document?.totals;
  if (totals) {
    setOutput('total', String(totals.total));
    setOutput('passed', String(totals.passed));
    setOutput('failed', String(totals.failed));
    setOutput('errored', String(totals.errored));
    setOutput('skipped', String(totals.skipped));
    setOutput('not_run', String(totals.notRun));
  }
  const results = outcome.resultsFile;
  if (results) {
    const path = resolve(workspace, results);
    setOutput('results', holds(workspace, path) ? relative(workspace, path).replace(/\\/g, '/') : path);
  }
}

/** One line for the step's failure, or undefined when the run passed. */
function failureReason(outcome: RunOutcome): string | undefined {
  const { exitCode, document } = outcome;
  if (exitCode === EXIT_OK) return undefined;
  if (exitCode === EXIT_SIGINT || exitCode === EXIT_SIGTERM)
    return `The run was interrupted (${exitCode === EXIT_SIGINT ? 'SIGINT' : 'SIGTERM'}); the reports cover the tests finished before it.`;
  if (exitCode === EXIT_USAGE) {
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0) return `${errors} collection ${errors === 1 ? 'error' : 'errors'}`;
    return outcome.problem ?? (outcome.diagnosticsText.split('\n')[0] || 'The input is invalid');
  }
  if (!document) return 'The run failed';
  const { total, failed, errored, skipped } = document.totals;
  const tests = `${total} ${total === 1 ? 'test' : 'tests'}`;
  const parts = [
    failed > 0 && `${failed} failed`,
    errored > 0 && `${errored} errored`,
    skipped > 0 && `${skipped} skipped`,
  ].filter(Boolean);
  if (parts.length === 1 && failed > 0) return `${failed} of ${tests} failed`;
  if (parts.length === 1 && errored > 0) return `${errored} of ${tests} errored`;
  return `${failed + errored + skipped} of ${tests} did not pass (${parts.join(', ')})`;
}

function summaryContent(outcome: RunOutcome): SummaryContent | undefined {
  if (outcome.document) return { kind: 'results', document: outcome.document };
  const errorCount = outcome.diagnostics.filter((d) => d.severity === 'error').length;
  if (errorCount > 0) return { kind: 'diagnostics', errorCount, text: outcome.diagnosticsText };
  return undefined;
}

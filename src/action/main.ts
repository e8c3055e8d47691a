// The GitHub Action: inputs → one assay run → outputs, artifact, job summary, annotations and the
// step's status. The artifact is uploaded whatever happened to the run (failed tests, invalid
// collections, an interrupt), because that is when people need the reports most.
import * as core from '@actions/core';
import { existsSync, statSync } from 'node:fs';
import { extname, relative, resolve } from 'node:path';
import { parseArgs } from '../cli/args.ts';
import type { RunOptions } from '../model.ts';
import { runAssay, type RunOutcome } from '../run.ts';
import { diagnosticAnnotations, emitAnnotations, ERROR_ANNOTATION_LIMIT, testAnnotations, type AnnotationSink } from './annotations.ts';
import { readInputs, type ActionInputs } from './inputs.ts';
import { splitArgs } from './split-args.ts';
import { renderSummary, writeSummary, type SummaryContent } from './summary.ts';
import { filesUnder, uploadReports, type UploadResult } from './upload.ts';

const annotationSink: AnnotationSink = {
  error: (message, properties) => core.error(message, properties),
  notice: (message) => core.notice(message),
};

export async function run(): Promise<void> {
  try {
    await runAction();
  } catch (error) {
    core.setFailed(`assay failed unexpectedly: ${(error as Error).message}`);
    if (error instanceof Error && error.stack) core.debug(error.stack);
  }
}

async function runAction(): Promise<void> {
  const read = readInputs();
  if (!read.ok) return core.setFailed(read.message);
  const inputs = read.inputs;

  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  process.chdir(workspace);

  const split = splitArgs(inputs.args);
  if (!split.ok) return core.setFailed(split.message);
  const parsed = parseArgs(split.args);
  switch (parsed.kind) {
    case 'error':
      return core.setFailed(`args: ${parsed.message}`);
    case 'help':
    case 'version':
      return core.info(parsed.text);
    case 'merge':
      return core.setFailed('args: `merge` is a command of the assay command line; the action runs collections. Run `assay merge` in a step of its own.');
  }
  const options = withActionDefaults(parsed.options, inputs);

  const interrupt = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => interrupt.abort(signal);
  // Kept for the whole step, so an interrupt stops the run but not the upload that follows it.
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const outcome = await runAssay(options, {
    stdout: process.stdout,
    stderr: process.stderr,
    color: !process.env.NO_COLOR,
    onSecret: (value) => core.setSecret(value),
    signal: interrupt.signal,
    cwd: workspace,
  });

  setResultOutputs(outcome, options, workspace);
  const upload = inputs.upload && !options.dryRun ? await uploadOutput(outcome, options, inputs) : undefined;
  if (upload?.ok) {
    core.setOutput('artifact_id', String(upload.id));
    if (upload.url) core.setOutput('artifact_url', upload.url);
    core.info(`Uploaded the reports as artifact "${inputs.artifactName}" (${upload.size} bytes)${upload.url ? `: ${upload.url}` : ''}`);
  } else if (upload) {
    core.warning(upload.warning, { title: 'assay: reports not uploaded' });
  }

  const failure = failureReason(outcome);
  const failsStep = failure !== undefined && (outcome.exitCode !== 1 || inputs.failOnFailure);
  // setFailed adds an error annotation of its own; keep the total within GitHub's per-step limit.
  const annotationLimit = failsStep ? ERROR_ANNOTATION_LIMIT - 1 : ERROR_ANNOTATION_LIMIT;
  if (outcome.document) {
    emitAnnotations(testAnnotations(outcome.document, workspace), annotationSink, annotationLimit, 'failed tests');
  } else {
    emitAnnotations(diagnosticAnnotations(outcome.diagnostics, workspace), annotationSink, annotationLimit, 'collection errors');
  }

  const content = summaryContent(outcome);
  if (content) {
    const artifact = upload?.ok ? { name: inputs.artifactName, url: upload.url } : undefined;
    await writeSummary(renderSummary(content, artifact));
  }

  if (failure === undefined) return;
  if (failsStep) core.setFailed(failure);
  else core.info(`${failure}; the step passes because fail_on_failure is false.`);
}

/** Without `--collections` the action runs every collection in `input_dir`; reports go to `output_dir`. */
function withActionDefaults(options: RunOptions, inputs: ActionInputs): RunOptions {
  return {
    ...options,
    collections: options.collections.length > 0 ? options.collections : [inputs.inputDir],
    output: options.output ?? inputs.outputDir,
  };
}

function setResultOutputs(outcome: RunOutcome, options: RunOptions, workspace: string): void {
  const totals = outcome.document?.totals;
  if (totals) {
    core.setOutput('total', String(totals.total));
    core.setOutput('passed', String(totals.passed));
    core.setOutput('failed', String(totals.failed));
    core.setOutput('errored', String(totals.errored));
    core.setOutput('skipped', String(totals.skipped));
    core.setOutput('not_run', String(totals.notRun));
  }
  const results = outcome.reportFiles.find((file) => file.endsWith('.json') && (file.endsWith('results.json') || file === options.output));
  if (results) core.setOutput('results', relative(workspace, resolve(workspace, results)).replace(/\\/g, '/'));
}

/**
 * A directory output is uploaded whole (it may hold earlier steps' files on purpose); a single
 * report file (`--output out/results.json`) is uploaded with the files written beside it.
 */
async function uploadOutput(outcome: RunOutcome, options: RunOptions, inputs: ActionInputs): Promise<UploadResult> {
  const output = resolve(options.output ?? inputs.outputDir);
  const isDirectory = existsSync(output) && statSync(output).isDirectory() && !['.json', '.xml'].includes(extname(output).toLowerCase());
  const root = isDirectory ? output : resolve(outcome.outputDir ?? '.');
  const files = isDirectory ? filesUnder(output) : outcome.reportFiles.map((file) => resolve(file)).filter((file) => existsSync(file));
  return uploadReports({ name: inputs.artifactName, files, rootDirectory: root, retentionDays: inputs.retentionDays });
}

/** One line for the step's failure, or undefined when the run passed. */
function failureReason(outcome: RunOutcome): string | undefined {
  const { exitCode, document } = outcome;
  if (exitCode === 0) return undefined;
  if (exitCode === 130 || exitCode === 143) return `The run was interrupted (${exitCode === 130 ? 'SIGINT' : 'SIGTERM'}); the reports cover the tests finished before it.`;
  if (exitCode === 2) {
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0) return `${errors} collection ${errors === 1 ? 'error' : 'errors'}`;
    return outcome.diagnosticsText.split('\n')[0] || 'The input is invalid';
  }
  if (!document) return 'The run failed';
  const { total, failed, errored, skipped } = document.totals;
  const tests = `${total} ${total === 1 ? 'test' : 'tests'}`;
  const parts = [failed > 0 && `${failed} failed`, errored > 0 && `${errored} errored`, skipped > 0 && `${skipped} skipped`].filter(Boolean);
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

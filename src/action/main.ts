// The GitHub Action: inputs → one assay run → outputs, artifact, job summary, annotations and the
// step's status. The artifact is uploaded whatever happened to the run (failed tests, invalid
// collections, an interrupt), because that is when people need the reports most.
import * as core from '@actions/core';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { parseArgs, type ParsedArgs } from '../cli/args.ts';
import type { RunOptions } from '../model/index.ts';
import { runAssay, type RunOutcome } from '../session/run.ts';
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
  const parsed = parseActionArgs(split.args, inputs.inputDir);
  switch (parsed.kind) {
    case 'error':
      return core.setFailed(`args: ${parsed.message}`);
    case 'help':
    case 'version':
      return core.info(parsed.text);
    case 'merge':
      return core.setFailed(
        'args: `merge` is a command of the assay command line; the action runs collections. Run `assay merge` in a step of its own.',
      );
    case 'serve':
      return core.setFailed(
        'args: `serve` starts the assay server (docs/serve.md); the action runs collections once. Run the server as a service, and trigger its runs with POST /api/projects/{id}/runs.',
      );
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

  setResultOutputs(outcome, workspace);
  const upload =
    inputs.upload && !options.dryRun
      ? await core.group('Upload the reports', () => uploadOutput(outcome, options, inputs, workspace))
      : undefined;
  if (upload?.ok) {
    core.setOutput('artifact_name', inputs.artifactName);
    core.setOutput('artifact_id', String(upload.id));
    if (upload.url) core.setOutput('artifact_url', upload.url);
    core.info(
      `Uploaded the reports as artifact "${inputs.artifactName}" (${upload.size} bytes)${upload.url ? `: ${upload.url}` : ''}`,
    );
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

  if (failure === undefined) return;
  if (failsStep) core.setFailed(failure);
  else core.info(`${failure}; the step passes because fail_on_failure is false.`);
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

/** Reports go to `output_dir` unless args have an `--output`. */
function withActionDefaults(options: RunOptions, inputs: ActionInputs): RunOptions {
  return { ...options, output: options.output ?? inputs.outputDir };
}

function setResultOutputs(outcome: RunOutcome, workspace: string): void {
  const totals = outcome.document?.totals;
  if (totals) {
    core.setOutput('total', String(totals.total));
    core.setOutput('passed', String(totals.passed));
    core.setOutput('failed', String(totals.failed));
    core.setOutput('errored', String(totals.errored));
    core.setOutput('skipped', String(totals.skipped));
    core.setOutput('not_run', String(totals.notRun));
  }
  const results = outcome.reportFiles.find(isResultsDocument);
  if (results) {
    const path = resolve(workspace, results);
    core.setOutput('results', holds(workspace, path) ? relative(workspace, path).replace(/\\/g, '/') : path);
  }
}

/** results.json, or the single `--output file.json` that holds it under another name. */
function isResultsDocument(file: string): boolean {
  if (extname(file) !== '.json') return false;
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as { tool?: { name?: string }; schemaVersion?: number };
    return content.tool?.name === 'assay' && content.schemaVersion !== undefined;
  } catch {
    return false;
  }
}

/**
 * A directory output is uploaded whole (it may hold earlier steps' files on purpose). A single
 * report file (`--output out/results.json`), or an output directory that holds the workspace
 * (`--output .`), uploads just the report files of this run.
 */
async function uploadOutput(
  outcome: RunOutcome,
  options: RunOptions,
  inputs: ActionInputs,
  workspace: string,
): Promise<UploadResult> {
  const output = resolve(options.output ?? inputs.outputDir);
  const wholeDirectory =
    existsSync(output) &&
    statSync(output).isDirectory() &&
    !['.json', '.xml'].includes(extname(output).toLowerCase()) &&
    !holds(output, workspace);
  const root = wholeDirectory ? output : resolve(outcome.outputDir ?? '.');
  const files = wholeDirectory
    ? filesUnder(output)
    : outcome.reportFiles.map((file) => resolve(file)).filter((file) => existsSync(file));
  return uploadReports({ name: inputs.artifactName, files, rootDirectory: root, retentionDays: inputs.retentionDays });
}

function holds(directory: string, path: string): boolean {
  const inside = relative(directory, path);
  return inside === '' || (!/^\.\.([\\/]|$)/.test(inside) && !isAbsolute(inside));
}

/** One line for the step's failure, or undefined when the run passed. */
function failureReason(outcome: RunOutcome): string | undefined {
  const { exitCode, document } = outcome;
  if (exitCode === 0) return undefined;
  if (exitCode === 130 || exitCode === 143)
    return `The run was interrupted (${exitCode === 130 ? 'SIGINT' : 'SIGTERM'}); the reports cover the tests finished before it.`;
  if (exitCode === 2) {
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0) return `${errors} collection ${errors === 1 ? 'error' : 'errors'}`;
    return outcome.diagnosticsText.split('\n')[0] || 'The input is invalid';
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

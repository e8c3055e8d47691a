// One run of assay, shared by the command line and the action: load and check the collections,
// plan, run, report. The caller maps the outcome to its world (exit code, job summary, artifact).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Diagnostic, RunOptions, RunStart, RunSummary } from '../model/index.ts';
import { formatDiagnostics, loadCollections, unknownTags } from '../collection/index.ts';
import { buildPlan, type CollectionPlan } from '../engine/plan/plan.ts';
import { createHttpClient } from '../engine/http/client.ts';
import { PatternMatcher } from '../engine/queries/patterns.ts';
import { RunProbes } from '../engine/probes/probes.ts';
import { runPlan, describe } from '../engine/run/scheduler.ts';
import { loadShardTimings } from '../report/results/read.ts';
import { Redactor } from '../report/redact.ts';
import { ResultsCollector } from '../report/results/collector.ts';
import { countOutcome, emptyTotals } from '../report/results/totals.ts';
import { ConsoleReporter, ProgressLine } from '../report/console/console.ts';
import type { ResultsDocument } from '../report/results/document.ts';
import { reportDirectory, writeReports } from '../report/write.ts';
import { VERSION } from '../version.ts';

export interface RunIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Colour on stdout (a terminal, NO_COLOR unset). */
  color: boolean;
  /** Colour on stderr, for diagnostics; defaults to `color`. */
  errorColor?: boolean;
  /** Called with every secret value the moment it is known (the action masks it in the log). */
  onSecret?(value: string): void;
  /** Aborted with 'SIGINT' or 'SIGTERM' as its reason to stop the run. */
  signal?: AbortSignal;
  cwd?: string;
  env?: Record<string, string | undefined>;
}

export interface RunOutcome {
  exitCode: 0 | 1 | 2 | 130 | 143;
  document?: ResultsDocument;
  diagnostics: Diagnostic[];
  /** The diagnostics as plain text (no colour), as diagnostics.txt holds them. */
  diagnosticsText: string;
  /** Where the reports went, when --output was given. */
  outputDir?: string;
  reportFiles: string[];
}

/** In-flight requests get this long to finish after an interrupt before they are aborted. */
const INTERRUPT_GRACE_MS = 2000;
/** Response body kept for the reports of a test that did not pass (passing tests keep none). */
const KEPT_BODY_BYTES = 64 * 1024;

export async function runAssay(options: RunOptions, io: RunIo): Promise<RunOutcome> {
  const cwd = io.cwd ?? process.cwd();
  const env = io.env ?? process.env;
  const outputDir = options.output === undefined ? undefined : reportDirectory(options.output);
  const redactor = new Redactor();
  const addSecret = (value: string) => {
    if (redactor.add(value)) io.onSecret?.(value);
  };
  if (options.license !== undefined) addSecret(options.license);
  for (const value of Object.values(options.secrets)) addSecret(value);

  const loaded = await loadCollections(options.collections, {
    cwd,
    variables: options.variables,
    secrets: options.secrets,
    env,
  });
  const diagnostics = [...loaded.diagnostics];
  let shardDurations: Map<string, number> | undefined;
  if (options.shardTimings !== undefined) {
    try {
      shardDurations = await loadShardTimings(options.shardTimings);
    } catch (error) {
      diagnostics.push({
        severity: 'error',
        code: 'shard-timings',
        message: (error as Error).message,
        file: options.shardTimings,
        line: 0,
        column: 0,
      });
    }
  }
  const diagnosticsText = redactor.redact(formatDiagnostics(diagnostics, loaded.texts, false));
  if (diagnostics.length > 0)
    io.stderr.write(redactor.redact(formatDiagnostics(diagnostics, loaded.texts, io.errorColor ?? io.color)));
  if (diagnostics.some((d) => d.severity === 'error')) {
    const reportFiles: string[] = [];
    const problem = outputDir === undefined ? undefined : await prepareOutput(outputDir);
    if (problem) io.stderr.write(problem);
    else if (outputDir !== undefined) {
      reportFiles.push(join(outputDir, 'diagnostics.txt'));
      await writeFile(reportFiles[0], diagnosticsText);
    }
    return { exitCode: 2, diagnostics, diagnosticsText, outputDir, reportFiles };
  }

  const tagProblems = unknownTags(loaded.collections, options.tags);
  if (tagProblems.length > 0) {
    io.stderr.write(tagProblems.map((problem) => `assay: ${problem}\n`).join(''));
    return { exitCode: 2, diagnostics, diagnosticsText, outputDir, reportFiles: [] };
  }
  const plans = buildPlan(loaded.collections, { tags: options.tags, shard: options.shard, shardDurations });
  const planned = plans.reduce((sum, p) => sum + p.tests.length, 0);
  if (options.dryRun) {
    io.stdout.write(redactor.redact(describePlan(plans, options)));
    return { exitCode: 0, diagnostics, diagnosticsText, reportFiles: [] };
  }
  // A report directory that cannot be made is found before anything is sent.
  const outputProblem = outputDir === undefined ? undefined : await prepareOutput(outputDir);
  if (outputProblem) {
    io.stderr.write(outputProblem);
    return { exitCode: 2, diagnostics, diagnosticsText, outputDir, reportFiles: [] };
  }
  if (planned === 0) io.stderr.write('warning: no tests to run\n');

  const stop = new AbortController();
  const abortRequests = new AbortController();
  const onInterrupt = () => {
    stop.abort(io.signal!.reason);
    setTimeout(() => abortRequests.abort(io.signal!.reason), INTERRUPT_GRACE_MS).unref();
  };
  if (io.signal?.aborted) onInterrupt();
  else io.signal?.addEventListener('abort', onInterrupt, { once: true });

  const stderrIsTerminal = (io.stderr as NodeJS.WriteStream).isTTY === true;
  const progress = stderrIsTerminal ? new ProgressLine(io.stderr as NodeJS.WriteStream) : undefined;
  const consoleReporter = new ConsoleReporter(io.stdout, io.color, redactor, progress && (() => progress.clear()));
  const collector = new ResultsCollector(redactor);
  const totals = emptyTotals();
  const startedAt = new Date().toISOString();
  const start: RunStart = { startedAt, collections: loaded.collections, options, planned };
  collector.runStarted(start);
  consoleReporter.runStarted(start);
  progress?.runStarted(start);

  const http = createHttpClient({
    insecure: options.insecure,
    followRedirects: options.followRedirects,
    maxBodyBytes: options.maxBodyBytes,
    connections: options.parallel ? options.concurrency : 1,
    userAgent: `assay/${VERSION}`,
  });
  const patterns = new PatternMatcher();
  const runStartedAt = performance.now();
  try {
    await runPlan(
      plans,
      {
        http,
        timeoutMs: options.timeoutMs,
        vars: options.variables,
        secrets: options.secrets,
        env,
        onSecret: addSecret,
        signal: abortRequests.signal,
        runStartedAt,
        keptBodyBytes: KEPT_BODY_BYTES,
        redact: (text) => redactor.redact(text),
        patterns,
        probes: new RunProbes(),
        retries: options.retries,
      },
      {
        parallel: options.parallel,
        concurrency: options.concurrency,
        repeats: options.repeats,
        delayMs: options.delayMs,
        bail: options.bail,
        stopSignal: stop.signal,
      },
      {
        onResult(result) {
          countOutcome(totals, result.outcome);
          collector.testFinished(result);
          consoleReporter.testFinished(result);
          progress?.testFinished(result);
        },
      },
    );
  } finally {
    io.signal?.removeEventListener('abort', onInterrupt);
    await Promise.all([stop.signal.aborted ? http.destroy() : http.close(), patterns.close()]);
  }

  const interrupted = stop.signal.aborted ? (String(stop.signal.reason) as 'SIGINT' | 'SIGTERM') : undefined;
  const summary: RunSummary = {
    startedAt,
    durationMs: performance.now() - runStartedAt,
    totals,
    ...(interrupted ? { interrupted } : {}),
  };
  progress?.runFinished();
  const document = collector.finish(summary);
  let reportFiles: string[] = [];
  let reportsFailed = false;
  try {
    if (options.output !== undefined) reportFiles = await writeReports(document, options.output, options.formats);
  } catch (error) {
    reportsFailed = true;
    io.stderr.write(`assay: could not write the reports: ${(error as Error).message}\n`);
  }
  consoleReporter.runFinished(summary, reportFiles);
  const exitCode =
    interrupted === 'SIGINT'
      ? 130
      : interrupted === 'SIGTERM'
        ? 143
        : totals.failed + totals.errored > 0 || reportsFailed
          ? 1
          : 0;
  return { exitCode, document, diagnostics, diagnosticsText, outputDir, reportFiles };
}

/** Creates the report directory; a message for the user when that is impossible. */
async function prepareOutput(outputDir: string): Promise<string | undefined> {
  try {
    await mkdir(outputDir, { recursive: true });
    return undefined;
  } catch (error) {
    return `assay: cannot write reports to ${outputDir}: ${(error as Error).message}\n`;
  }
}

/** `--dry-run`: what would run, in the order it would run. */
function describePlan(plans: CollectionPlan[], options: RunOptions): string {
  let text = '';
  let total = 0;
  for (const plan of plans) {
    text += `${plan.collection.name} (${plan.collection.file}): ${plan.tests.length} test${plan.tests.length === 1 ? '' : 's'}\n`;
    plan.order.forEach((position, step) => {
      const test = plan.tests[position];
      const after = plan.dependencies[position].map((d) => describe(plan.tests[d]));
      text += `  ${String(step + 1).padStart(3)}. ${test.method.padEnd(7)} ${test.url.source}  ${describe(test)}${after.length > 0 ? `  (after ${after.join(', ')})` : ''}\n`;
    });
    total += plan.tests.length;
  }
  const mode = options.parallel ? `in parallel, up to ${options.concurrency} at once` : 'one at a time';
  const repeats = options.repeats > 1 ? `, ${options.repeats} times` : '';
  text += `\n${total} test${total === 1 ? '' : 's'} in ${plans.length} collection${plans.length === 1 ? '' : 's'} would run ${mode}${repeats}. Nothing was sent (--dry-run).\n`;
  return text;
}

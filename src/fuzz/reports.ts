// -o for `assay fuzz`: the findings as a run's results (results.json of the same schema family, JUnit,
// and any -f format through the run's report writers). One collection, the spec; per operation one
// passed test when nothing failed, else one failed test per distinct failure, with its check,
// operation, minimal request, response and the seed (in the test's metadata).
import type { Collection, RunStart, TestDefinition, TestResult } from '../model/index.ts';
import { countOutcome, emptyTotals } from '../report/results/totals.ts';
import type { Redactor } from '../report/redact.ts';
import { reportFiles, type ReportFiles } from '../session/reports.ts';
import { defaultOptions } from '../session/options/args.ts';
import type { SourcePosition } from '../model/index.ts';
import { CHECK_SUMMARIES } from './checks.ts';
import { operationName } from './console.ts';
import type { FuzzOptions } from './options.ts';
import type { Finding, OperationTally } from './findings.ts';
import type { FuzzOutcome } from './run.ts';

export interface FuzzReportContext {
  specFile: string;
  specPath?: string;
  title: string;
  baseUrl: string;
  seed: number;
  startedAt: string;
  /** Where an operation is written in the spec. */
  positionOf(tally: OperationTally): SourcePosition;
}

/** Writes the report files into a ready directory; the writer tells the files and any problem. */
export async function writeFuzzReports(
  outcome: FuzzOutcome,
  options: FuzzOptions,
  context: FuzzReportContext,
  redactor: Redactor,
  keepResults = false,
): Promise<ReportFiles> {
  const entries: { definition: TestDefinition; result: TestResult }[] = [];
  for (const tally of outcome.operations) {
    const position = context.positionOf(tally);
    const common = { tally, position, context };
    if (tally.findings.length === 0) entries.push(entry(entries.length, common));
    for (const finding of tally.findings) entries.push(entry(entries.length, { ...common, finding }));
  }
  const collection: Collection = {
    file: context.specFile,
    ...(context.specPath ? { absolutePath: context.specPath } : {}),
    name: `fuzz: ${context.title}`,
    metadata: {
      seed: context.seed,
      baseUrl: context.baseUrl,
      maxExamples: options.maxExamples,
      budgetMs: options.budgetMs,
      checks: options.checks,
      stateful: options.stateful,
      ...(outcome.chains.length > 0 ? { sequences: outcome.chains } : {}),
    },
    tests: entries.map((e) => e.definition),
  };
  const runOptions = {
    ...defaultOptions(),
    collections: [context.specFile],
    output: options.output,
    formats: options.formats,
    operations: options.operations,
    tags: options.tags,
    timeoutMs: options.timeoutMs,
  };
  const start: RunStart = {
    startedAt: context.startedAt,
    collections: [collection],
    options: runOptions,
    planned: entries.length,
    plannedTests: [entries.map((_, index) => index)],
  };
  const totals = emptyTotals();
  const writer = reportFiles(options.output!, options.formats, redactor, keepResults);
  await writer.runStarted(start);
  for (const { result } of entries) {
    countOutcome(totals, result.outcome);
    writer.testFinished(result);
  }
  writer.collectionFinished();
  await writer.runFinished({
    startedAt: context.startedAt,
    durationMs: outcome.durationMs,
    totals,
    ...(outcome.interrupted ? { interrupted: 'SIGINT' as const } : {}),
  });
  return writer;
}

function entry(
  index: number,
  {
    tally,
    position,
    context,
    finding,
  }: { tally: OperationTally; position: SourcePosition; context: FuzzReportContext; finding?: Finding },
): { definition: TestDefinition; result: TestResult } {
  const { operation } = tally;
  const path = finding?.request.path ?? operation.path;
  const url = `${context.baseUrl}${path}`;
  const name = finding
    ? `${finding.check}: ${operationName(finding)}`
    : `${operationName(tally)}: ${tally.cases} cases`;
  const definition: TestDefinition = {
    index,
    name,
    dependsOn: [],
    method: operation.method,
    url: { source: url, parts: [{ kind: 'text', text: url }] },
    headers: [],
    tags: operation.tags,
    validators: [],
    captures: [],
    position,
    metadata: {
      operation: `${operation.method} ${operation.path}`,
      ...(operation.operationId ? { operationId: operation.operationId } : {}),
      cases: tally.cases,
      seed: context.seed,
      ...(finding ? { check: finding.check } : {}),
      ...(finding?.violation ? { violation: finding.violation } : {}),
      ...(finding?.steps ? { after: finding.steps.map((s) => `${s.request.method} ${s.request.path}`) } : {}),
    },
  };
  const base = { collection: 0, test: index, iteration: 1, name, captures: [] };
  if (!finding) {
    const outcome = tally.notSent !== undefined && tally.cases === 0 ? 'notRun' : 'passed';
    return {
      definition,
      result: {
        ...base,
        outcome,
        validators: [],
        ...(outcome === 'notRun' ? { reason: `not fuzzed: ${tally.notSent}` } : {}),
      },
    };
  }
  const { request, response } = finding;
  return {
    definition,
    result: {
      ...base,
      outcome: 'failed',
      request: {
        method: request.method,
        url,
        headers: request.headers,
        ...(request.body ? { body: request.body.text } : {}),
      },
      ...(response
        ? {
            response: {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
              body: response.body,
              bodyBytes: response.bodyBytes,
              bodyTruncated: response.body.length < response.bodyBytes && response.body.endsWith('…'),
            },
          }
        : {}),
      validators: [
        {
          name: finding.check,
          pass: false,
          expected: CHECK_SUMMARIES[finding.check],
          actual: finding.message,
          message: `${finding.check}: ${finding.message}`,
        },
      ],
    },
  };
}

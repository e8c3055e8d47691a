// `assay fuzz <spec> …`: reads the spec as `-c spec.yaml` does (positions and reasons for a broken
// one, exit 2), fuzzes its operations, prints each distinct failure once, and writes what was asked
// for (-o reports, --save-failures collection). Shared by the command line and the action.
import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSources } from '../collection/sources.ts';
import { formatDiagnostics } from '../collection/diagnostics.ts';
import { openSpec } from '../collection/formats/openapi/index.ts';
import { closest } from '../model/suggest.ts';
import { createHttpClient } from '../engine/http/client.ts';
import { generatedCheck } from '../engine/validators/openapi.ts';
import type { SpecSummary } from '../engine/validators/openapi/operations.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, interruptedExitCode, type ExitCode } from '../model/run-outcome.ts';
import { Redactor } from '../report/redact.ts';
import { prepareOutputDirectory, type ReportFiles } from '../session/reports.ts';
import { VERSION } from '../version.ts';
import type { CheckName } from './checks.ts';
import { findingText, summaryText } from './console.ts';
import { FUZZ_USAGE, PARALLEL_OPERATIONS, parseFuzzArgs, type FuzzOptions } from './options.ts';
import { writeFuzzReports } from './reports.ts';
import { runFuzz } from './run.ts';
import type { Finding } from './findings.ts';
import { savedCollection } from './saved-collection.ts';

export interface FuzzIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  cwd: string;
  signal: AbortSignal;
  /** Told every secret value, for an adapter that masks its own logs (the action). */
  onSecret?(value: string): void;
}

export interface FuzzInvocation {
  code: ExitCode;
  /** The report files, when -o was given and the run went (the action reads results back from them). */
  reports?: ReportFiles;
  /** Why nothing was fuzzed, for an adapter that shows it elsewhere (the action's summary). */
  problem?: string;
  findings: number;
}

export async function fuzzInvocation(options: FuzzOptions, io: FuzzIo, keepResults = false): Promise<FuzzInvocation> {
  const fail = (message: string): FuzzInvocation => {
    io.stderr.write(message.endsWith('\n') ? message : `assay fuzz: ${message}\n`);
    return { code: EXIT_USAGE, problem: message.trim(), findings: 0 };
  };
  const redactor = new Redactor();
  for (const value of Object.values(options.secrets)) {
    redactor.add(value);
    io.onSecret?.(value);
  }
  const [loaded] = await loadSources([options.spec!], io.cwd, { signal: io.signal });
  const sourceErrors = loaded.diagnostics.filter((d) => d.severity === 'error');
  const source = loaded.sources[0];
  if (sourceErrors.length > 0 || source === undefined)
    return fail(
      sourceErrors.length > 0
        ? redactor.redact(formatDiagnostics(sourceErrors, new Map(), false))
        : `nothing to read at ${options.spec}`,
    );
  const opened = await openSpec({
    file: source.file,
    text: source.text,
    ...(source.absolutePath ? { absolutePath: source.absolutePath } : {}),
  });
  if (opened === undefined)
    return fail(`${source.file} is not an OpenAPI 3.0/3.1 or Swagger 2.0 document (no \`openapi\` or \`swagger\` key)`);
  if (!('spec' in opened)) {
    const errors = opened.diagnostics.filter((d) => d.severity === 'error');
    return fail(redactor.redact(formatDiagnostics(errors, new Map([[source.file, source.text]]), false)));
  }
  const { spec, resolver, root, at } = opened;
  const baseUrl = options.baseUrl ?? serverUrl(spec, source.file);
  if (baseUrl === undefined)
    return fail(
      spec.server === undefined
        ? 'the spec names no server: pass the address of the API with --base-url http://host:port'
        : `the spec's server ${spec.server} is not an absolute URL: pass the address of the API with --base-url http://host:port`,
    );
  const selected = selectOperations(spec, options);
  if ('problem' in selected) return fail(selected.problem);

  const check = (await generatedCheck(source.file, spec, resolver))(selected.operations[0]);
  if (check === false) throw new Error('assay bug: a generated check without a contract');
  const { contract } = check;
  if (options.output !== undefined) {
    const problem = await prepareOutputDirectory(options.output, options.formats);
    if (problem) return fail(problem.replace(/^assay: /, ''));
  }
  const seed = options.seed ?? randomInt(-(2 ** 31) + 1, 2 ** 31 - 1);
  const startedAt = new Date().toISOString();
  io.stdout.write(
    `assay fuzz ${source.file}: ${selected.operations.length} operation${selected.operations.length === 1 ? '' : 's'} against ${redactor.redact(baseUrl)}, seed ${seed}, up to ${options.maxExamples} cases per operation and kind, budget ${formatMs(options.budgetMs)}\n`,
  );
  const client = createHttpClient({
    insecure: false,
    followRedirects: false,
    maxBodyBytes: 10 * 1024 * 1024,
    connections: options.parallel ? PARALLEL_OPERATIONS : 1,
    userAgent: `assay/${VERSION}`,
  });
  let outcome;
  try {
    outcome = await runFuzz(
      {
        operations: selected.operations,
        allOperations: spec.operations,
        root,
        resolver,
        schemes: spec.securitySchemes,
        contract,
      },
      {
        baseUrl,
        seed,
        maxExamples: options.maxExamples,
        budgetMs: options.budgetMs,
        checks: new Set<CheckName>(options.checks),
        stateful: options.stateful,
        concurrency: options.parallel ? PARALLEL_OPERATIONS : 1,
        secrets: options.secrets,
        timeoutMs: options.timeoutMs,
        signal: io.signal,
      },
      client,
    );
  } finally {
    await client.destroy();
  }

  for (const tally of outcome.operations)
    if (tally.notSent !== undefined)
      io.stdout.write(
        `  ${tally.operation.method} ${tally.operation.path}: valid requests not sent: ${tally.notSent}\n`,
      );
  const findings: Finding[] = outcome.operations.flatMap((tally) => tally.findings);
  if (findings.length > 0) io.stdout.write(`\nFailures (${findings.length}):\n\n`);
  findings.forEach((finding, index) => io.stdout.write(`${findingText(finding, index + 1, baseUrl, redactor)}\n`));
  io.stdout.write(summaryText(outcome, seed, findings.length));

  let code: ExitCode = outcome.interrupted
    ? interruptedExitCode('SIGINT')
    : findings.length > 0
      ? EXIT_FAILED
      : EXIT_OK;
  if (options.saveFailures !== undefined) {
    const target = path.resolve(io.cwd, options.saveFailures);
    const specReference = source.absolutePath
      ? path.relative(path.dirname(target), source.absolutePath).split(path.sep).join('/') || source.file
      : root;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(
        target,
        redactor.redact(
          savedCollection(findings, {
            title: spec.title ?? source.file,
            spec: specReference,
            seed,
            command: `assay fuzz ${source.file} --seed ${seed}`,
          }),
        ),
      );
      io.stdout.write(`wrote ${options.saveFailures}: ${findings.length} test${findings.length === 1 ? '' : 's'}\n`);
    } catch (error) {
      io.stderr.write(`assay fuzz: cannot write ${options.saveFailures}: ${(error as Error).message}\n`);
      code = EXIT_FAILED;
    }
  }
  let reports: ReportFiles | undefined;
  if (options.output !== undefined) {
    reports = await writeFuzzReports(
      outcome,
      options,
      {
        specFile: source.file,
        ...(source.absolutePath ? { specPath: source.absolutePath } : {}),
        title: spec.title ?? source.file,
        baseUrl,
        seed,
        startedAt,
        positionOf: (tally) => at(tally.operation.pointer),
      },
      redactor,
      keepResults,
    );
    if (reports.problem !== undefined) {
      io.stderr.write(`assay fuzz: could not write the reports: ${reports.problem}\n`);
      code = EXIT_FAILED;
    } else for (const file of reports.files) io.stdout.write(`wrote ${path.relative(io.cwd, file) || file}\n`);
  }
  return { code, findings: findings.length, ...(reports ? { reports } : {}) };
}

function serverUrl(spec: SpecSummary, file: string): string | undefined {
  const server = spec.server;
  if (server !== undefined && /^https?:\/\//i.test(server) && !/\{[^}]*\}/.test(server))
    return server.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(file)) return new URL(server ?? '/', file).href.replace(/\/+$/, '');
  return undefined;
}

function selectOperations(
  spec: SpecSummary,
  options: FuzzOptions,
): { operations: SpecSummary['operations'] } | { problem: string } {
  const ids = spec.operations.flatMap((o) => (o.operationId ? [o.operationId] : []));
  for (const id of options.operations)
    if (!ids.includes(id)) {
      const near = closest(id, ids);
      return {
        problem: `no operation has the operationId "${id}" given to --operation${near ? ` (did you mean ${near}?)` : ''}`,
      };
    }
  const tags = spec.operations.flatMap((o) => o.tags);
  for (const tag of options.tags)
    if (!tags.includes(tag)) {
      const near = closest(tag, tags);
      return { problem: `no operation has the tag "${tag}" given to --tags${near ? ` (did you mean ${near}?)` : ''}` };
    }
  const operations = spec.operations.filter(
    (o) =>
      o.problems.length === 0 &&
      (options.operations.length === 0 ||
        (o.operationId !== undefined && options.operations.includes(o.operationId))) &&
      (options.tags.length === 0 || o.tags.some((tag) => options.tags.includes(tag))),
  );
  if (operations.length === 0) return { problem: 'no operation of the spec is left to fuzz' };
  return { operations };
}

function formatMs(ms: number): string {
  return ms % 3_600_000 === 0
    ? `${ms / 3_600_000}h`
    : ms % 60_000 === 0
      ? `${ms / 60_000}m`
      : ms % 1000 === 0
        ? `${ms / 1000}s`
        : `${ms}ms`;
}

/** `assay fuzz` on the command line: argv → exit code. */
export async function fuzzCommand(argv: string[], io: FuzzIo): Promise<ExitCode> {
  const parsed = parseFuzzArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(FUZZ_USAGE);
    return EXIT_OK;
  }
  if (parsed.kind === 'error') {
    io.stderr.write(`assay fuzz: ${parsed.message}\n`);
    return EXIT_USAGE;
  }
  return (await fuzzInvocation(parsed.options, io)).code;
}

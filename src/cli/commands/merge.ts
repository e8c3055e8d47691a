// `assay merge <results.json …> -o <dir>`: combines the results of shards (or of any runs of
// different tests) into one report set whose totals read as if one run had produced it.
import type { ResultsDocument } from '../../report/results/document.ts';
import { canonicalFormat, EXTRA_FORMATS, FORMAT_FILES } from '../../report/formats.ts';
import { openResultsDocument, readResultsDocument } from '../../report/results/read.ts';
import { isStoredCollection } from '../../report/results/stored-results.ts';
import { planStoredMerge, type StoredMerge } from '../../report/results/stored-merge.ts';
import { mergedReports, type MergedReports } from '../../report/merge-writer.ts';
import { reportPaths } from '../../report/output-directory.ts';
import { mergeResults } from '../../report/results/merge.ts';
import { checkShards } from '../../report/results/shard-check.ts';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, isFailedRun, type ExitCode } from '../../model/run-outcome.ts';
import { closest } from '../../model/suggest.ts';
import { helpSection, parseOptions, type OptionSpec } from '../../session/options/option-table.ts';

export interface MergeOptions {
  output?: string;
  /** The formats asked for with -f; undefined: the formats the shards were run with. */
  formats?: string[];
  allowPartial: boolean;
}

export const MERGE_OPTIONS: readonly OptionSpec<MergeOptions>[] = [
  {
    names: ['-o', '--output'],
    value: 'dir',
    section: 'merge',
    help: 'Directory for the merged reports (required).',
    apply: (o, v) => void (o.output = v),
  },
  {
    names: ['-f', '--format'],
    value: 'name,…',
    section: 'merge',
    help: `Formats beside results.json and junit.xml: ${EXTRA_FORMATS.join(', ')} (repeatable or comma-separated; default: the formats the shards were run with).`,
    apply: (o, v) => addFormats(o, v),
  },
  {
    names: ['--allow-partial'],
    default: 'off',
    section: 'merge',
    help: 'Merge even when shards are missing (a warning names them, and the merge exits 1); without it a missing shard is an error.',
    apply: (o) => void (o.allowPartial = true),
  },
  { names: ['-h', '--help'], section: 'merge', help: 'Print this help.', apply: () => {}, stops: 'help' },
];

const USAGE = `Usage: assay merge <results.json> [<results.json> …] -o <dir> [-f <format>[,<format>]]

Combines the results.json files of several shards (\`--shard i/n\`) into one report set. Every
shard of the run must be given, unless --allow-partial. Shards of another run (other collections,
tests, filters or repeats) and a shard given twice are refused.

${helpSection(MERGE_OPTIONS, 'merge')}
Exit codes: 0 all merged tests passed, 1 some failed or errored (or a shard is missing, with
--allow-partial), 2 bad input, a foreign or repeated shard, or a missing shard.
`;

export interface MergeIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export async function mergeCommand(argv: string[], io: MergeIo): Promise<ExitCode> {
  const values: MergeOptions = { allowPartial: false };
  const parsed = parseOptions(argv, MERGE_OPTIONS, values, {
    unknown: (name, known) => {
      const near = closest(name, known);
      return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay merge --help)`;
    },
  });
  if (parsed.kind === 'error') return fail(io, parsed.message);
  if (parsed.kind !== 'parsed') {
    io.stdout.write(USAGE);
    return EXIT_OK;
  }
  const { positionals } = parsed;
  if (positionals.length === 0)
    return fail(io, 'no results files given (usage: assay merge <results.json …> -o <dir>)');
  const output = values.output;
  if (!output) return fail(io, 'missing -o/--output <dir> for the merged reports');

  let merged: ResultsDocument | StoredMerge;
  let problems: string[];
  try {
    const { docs, stored } = await openShards(positionals);
    const { refused, missing } = checkShards(docs, positionals);
    if (refused.length > 0) return fail(io, refused.join('; '));
    problems = missing;
    merged = stored ? planStoredMerge(docs, positionals) : mergeResults(docs);
  } catch (error) {
    return fail(io, (error as Error).message);
  }
  if (problems.length > 0 && !values.allowPartial)
    return fail(
      io,
      `${problems.join('; ')} (pass every shard's results.json, or --allow-partial to merge what is there)`,
    );
  for (const problem of problems)
    io.stderr.write(`assay merge: warning: ${problem}; the merged totals cover only the shards given\n`);
  const formats = values.formats ?? merged.run.options.formats;
  let reports: MergedReports;
  try {
    // Stored shards' records are read here: one that cannot be is the shard's fault, not the output's.
    reports = mergedReports(merged, reportPaths(output, formats).has('junit'));
  } catch (error) {
    return fail(io, (error as Error).message);
  }
  let written: string[];
  try {
    written = await reports.write(output, formats);
  } catch (error) {
    return fail(io, `cannot write the reports to ${output}: ${(error as Error).message}`);
  }
  const t = reports.totals;
  io.stdout.write(
    `Merged ${positionals.length} results files: ${t.total} tests, ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped, ${t.notRun} not run\n`,
  );
  for (const file of written) io.stdout.write(`  wrote ${file}\n`);
  // A merge that lacks part of its run is never green, even when asked for with --allow-partial.
  return isFailedRun(t, merged.run.interrupted) || problems.length > 0 ? EXIT_FAILED : EXIT_OK;
}

/**
 * The shards, `stored` when each has the layout assay writes: then their tests are read from the
 * files a record at a time. When one has another layout (reformatted, hand-edited), all of them
 * are read whole, as they always were.
 */
async function openShards(paths: string[]): Promise<{ docs: ResultsDocument[]; stored: boolean }> {
  const docs: ResultsDocument[] = [];
  for (const path of paths) docs.push(await openResultsDocument(path));
  const stored = docs.map((doc) => doc.collections.every(isStoredCollection));
  if (stored.every(Boolean)) return { docs, stored: true };
  // Those read whole already are not read again.
  for (const [i, path] of paths.entries()) if (stored[i]) docs[i] = await readResultsDocument(path);
  return { docs, stored: false };
}

function fail(io: MergeIo, message: string): ExitCode {
  io.stderr.write(`assay merge: ${message}\n`);
  return EXIT_USAGE;
}

function addFormats(options: MergeOptions, value: string): string | void {
  for (const name of value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    if (canonicalFormat(name) === undefined)
      return `unknown format ${name} (known: ${Object.keys(FORMAT_FILES).join(', ')})`;
    (options.formats ??= []).push(name);
  }
}

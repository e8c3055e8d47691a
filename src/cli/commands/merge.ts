// `assay merge <results.json …> -o <dir>`: combines the results of shards (or of any runs of
// different tests) into one report set whose totals read as if one run had produced it.
import { parseArgs } from 'node:util';
import type { ResultsDocument } from '../../report/results/document.ts';
import { writeReports } from '../../report/write.ts';
import { canonicalFormat, FORMAT_FILES } from '../../report/formats.ts';
import { readResultsDocument } from '../../report/results/read.ts';
import { mergeResults } from '../../report/results/merge.ts';

const USAGE = `Usage: assay merge <results.json> [<results.json> …] -o <dir> [-f <format>[,<format>]]

Combines the results.json files of several shards (\`--shard i/n\`) into one report set.

  -o, --output <dir>     directory for the merged reports (required)
  -f, --format <list>    formats beside results.json and junit.xml: testlemon, html, ctrf,
                         xray, markdown (repeatable or comma-separated; default: the formats
                         the shards were run with)
  -h, --help             show this help

Exit codes: 0 all merged tests passed, 1 some failed or errored, 2 bad input.
`;

export interface MergeIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export async function mergeCommand(argv: string[], io: MergeIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        output: { type: 'string', short: 'o' },
        format: { type: 'string', short: 'f', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // parseArgs explains in one sentence, then suggests `--` for positionals, which is noise here.
    return fail(io, `${(error as Error).message.split(/\.\s/)[0]} (see assay merge --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length === 0)
    return fail(io, 'no results files given (usage: assay merge <results.json …> -o <dir>)');
  if (!values.output) return fail(io, 'missing -o/--output <dir> for the merged reports');

  const requested = values.format
    ?.flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
  const unknown = requested?.filter((f) => canonicalFormat(f) === undefined) ?? [];
  if (unknown.length > 0) {
    return fail(io, `unknown format ${unknown.join(', ')} (known: ${Object.keys(FORMAT_FILES).join(', ')})`);
  }
  let docs: ResultsDocument[];
  let merged: ResultsDocument;
  try {
    docs = [];
    for (const path of positionals) docs.push(await readResultsDocument(path));
    merged = mergeResults(docs);
  } catch (error) {
    return fail(io, (error as Error).message);
  }
  for (const warning of shardWarnings(docs)) io.stderr.write(`assay merge: warning: ${warning}\n`);
  const formats = requested ?? merged.run.options.formats;
  let written: string[];
  try {
    written = await writeReports(merged, values.output, formats);
  } catch (error) {
    return fail(io, `cannot write the reports to ${values.output}: ${(error as Error).message}`);
  }
  const t = merged.totals;
  io.stdout.write(
    `Merged ${positionals.length} results files: ${t.total} tests, ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped, ${t.notRun} not run\n`,
  );
  for (const file of written) io.stdout.write(`  wrote ${file}\n`);
  return t.failed + t.errored > 0 || merged.run.interrupted ? 1 : 0;
}

function fail(io: MergeIo, message: string): number {
  io.stderr.write(`assay merge: ${message}\n`);
  return 2;
}

/** Shards that are evidently missing or repeated: worth a warning, not a refusal. */
function shardWarnings(docs: ResultsDocument[]): string[] {
  const shards = docs.map((d) => d.run.shard).filter((s) => s !== undefined);
  if (shards.length === 0) return [];
  const totals = new Set(shards.map((s) => s.total));
  if (totals.size > 1) return [`the files come from different shard counts (${[...totals].join(', ')})`];
  const total = shards[0].total;
  const present = new Set(shards.map((s) => s.index));
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !present.has(i));
  return missing.length > 0
    ? [`shard ${missing.map((i) => `${i}/${total}`).join(', ')} missing; the merged totals cover only the shards given`]
    : [];
}

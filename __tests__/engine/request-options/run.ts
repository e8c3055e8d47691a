// Runs a collection in process (prepare, then execute) and returns what a user would see: the
// results, the problems that stopped the run before anything was sent, and the diagnostics.
import assert from 'node:assert/strict';
import type { RunOptions, TestResult } from '../../../src/model/index.ts';
import { parseArgs } from '../../../src/session/options/args.ts';
import { prepare } from '../../../src/session/prepare.ts';
import { execute } from '../../../src/session/execute.ts';

export interface Ran {
  results: TestResult[];
  problems: string[];
  diagnostics: string;
  /** Every result as JSON, secrets masked as the reports have them. */
  reported: string;
  elapsedMs: number;
}

export async function runCollection(
  collection: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
  cwd = process.cwd(),
): Promise<Ran> {
  const parsed = parseArgs(['-c', collection, ...args]);
  assert.equal(parsed.kind, 'run', JSON.stringify(parsed));
  const options = (parsed as { options: RunOptions }).options;
  const preparation = await prepare(options, { cwd, env });
  const diagnostics = preparation.diagnosticsText(false);
  if (preparation.run === undefined || preparation.problems.length > 0)
    return { results: [], problems: preparation.problems, diagnostics, reported: '', elapsedMs: 0 };
  const results: TestResult[] = [];
  const started = performance.now();
  const redactor = preparation.run.redactor;
  await execute(preparation.run, [{ testFinished: (result) => void results.push(result) }]);
  return {
    results,
    problems: [],
    diagnostics,
    reported: redactor.redact(JSON.stringify(results)),
    elapsedMs: performance.now() - started,
  };
}

export function headerOf(headers: [string, string][], name: string): string | undefined {
  return headers.find(([each]) => each.toLowerCase() === name)?.[1];
}

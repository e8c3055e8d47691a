import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { RunSummary, RunTotals } from '../../src/model/index.ts';
import * as outcome from '../../src/model/run-outcome.ts';

const totals = (counts: Partial<RunTotals>): RunTotals => ({
  total: 3,
  passed: 3,
  failed: 0,
  errored: 0,
  skipped: 0,
  notRun: 0,
  ...counts,
});
const summary = (extra: Partial<RunSummary>): RunSummary => ({
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs: 1,
  totals: totals({}),
  ...extra,
});

test('the exit codes docs/cli.md lists are exactly the named ones', () => {
  const docs = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
  const section = docs.slice(docs.indexOf('## Exit codes'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| code |')));
  const documented = [...table.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1]));
  const named = Object.entries(outcome)
    .filter(([name]) => name.startsWith('EXIT_'))
    .map(([, code]) => code)
    .sort((a, b) => Number(a) - Number(b));
  assert.deepEqual(documented, named);
});

test('a run fails when a test failed or errored, or when it was interrupted', () => {
  assert.equal(outcome.isFailedRun(totals({}), undefined), false);
  assert.equal(outcome.isFailedRun(totals({ passed: 2, failed: 1 }), undefined), true);
  assert.equal(outcome.isFailedRun(totals({ passed: 2, errored: 1 }), undefined), true);
  assert.equal(outcome.isFailedRun(totals({ skipped: 3, passed: 0 }), undefined), false);
  assert.equal(outcome.isFailedRun(totals({}), 'SIGTERM'), true);
});

test('an executed run exits with its signal first, then failed for tests, reports or accounting', () => {
  assert.equal(outcome.runExitCode(summary({}), false), 0);
  assert.equal(outcome.runExitCode(summary({ totals: totals({ failed: 1 }) }), false), 1);
  assert.equal(outcome.runExitCode(summary({ totals: totals({ errored: 1 }) }), false), 1);
  assert.equal(outcome.runExitCode(summary({}), true), 1);
  assert.equal(outcome.runExitCode(summary({ unaccounted: 'no result for a test' }), false), 1);
  assert.equal(outcome.runExitCode(summary({ interrupted: 'SIGINT', totals: totals({ failed: 1 }) }), true), 130);
  assert.equal(outcome.runExitCode(summary({ interrupted: 'SIGTERM' }), false), 143);
});

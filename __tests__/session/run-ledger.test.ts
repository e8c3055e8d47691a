// The ledger that proves every planned test has exactly one result, and the guard that fails a run
// whose process runs out of work before the run ends (a promise that can never settle).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Collection, RunOptions, RunStart, TestResult } from '../../src/model/index.ts';
import { RunLedger } from '../../src/session/run-ledger.ts';

function start(planned: number[][], repeats = 1): RunStart {
  return {
    startedAt: new Date(0).toISOString(),
    collections: planned.map((_, c) => ({ file: `c${c}.yaml`, name: `C${c}`, tests: [] }) as Collection),
    options: { repeats } as RunOptions,
    planned: planned.reduce((sum, tests) => sum + tests.length, 0),
    plannedTests: planned,
  };
}

function result(collection: number, test: number, iteration = 1): TestResult {
  return { collection, test, iteration, name: `t${test}`, outcome: 'passed', validators: [], captures: [] };
}

test('a run whose results match its plan, iteration by iteration, is accounted for', () => {
  const ledger = new RunLedger();
  ledger.runStarted(start([[0, 2], [1]], 2));
  for (const iteration of [1, 2]) {
    for (const [c, t] of [
      [0, 0],
      [0, 2],
      [1, 1],
    ] as const)
      ledger.testFinished(result(c, t, iteration));
  }
  assert.equal(ledger.problem(), undefined);
});

test('a planned test without a result, one with two, and a result nobody planned are each named', () => {
  const ledger = new RunLedger();
  ledger.runStarted(start([[0, 1, 2], [0]]));
  ledger.testStarted({ collection: 0, test: 1, iteration: 1, name: 'hangs', lane: 0 });
  ledger.testFinished(result(0, 0));
  ledger.testFinished(result(0, 2));
  ledger.testFinished(result(1, 0));
  ledger.testFinished(result(1, 0));
  ledger.testFinished(result(1, 5));
  assert.deepEqual(ledger.unsettled(), ['hangs']);
  assert.equal(
    ledger.problem(),
    'C0 (c0.yaml): test 2 of the plan has no result; C1 (c1.yaml): test 1 has more than one result; 1 result of a test that was not planned',
  );
});

test('a plan of 300,000 tests in one collection is accounted for (no argument list as long as the plan)', () => {
  const tests = Array.from({ length: 300_000 }, (_, i) => i);
  const ledger = new RunLedger();
  ledger.runStarted(start([tests]));
  for (const test of tests) ledger.testFinished(result(0, test));
  assert.equal(ledger.problem(), undefined);
});

test('a run that empties the event loop before it finishes fails with a message naming its tests', async () => {
  const guard = resolve(import.meta.dirname, '../../src/session/stall-guard.ts');
  const ledger = resolve(import.meta.dirname, '../../src/session/run-ledger.ts');
  const script = `
    import { guardAgainstStall } from ${JSON.stringify(guard)};
    import { RunLedger } from ${JSON.stringify(ledger)};
    const ledger = new RunLedger();
    ledger.runStarted({ plannedTests: [[3]], options: { repeats: 1 }, collections: [{ name: 'C', file: 'c.yaml' }] });
    ledger.testStarted({ collection: 0, test: 3, iteration: 1, name: 'tunnel', lane: 0 });
    await guardAgainstStall(new Promise(() => {}), ledger, process.stderr);
    process.stdout.write('finished\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((done) => child.on('close', done));
  assert.equal(stdout, '');
  assert.equal(
    stderr,
    'assay: the run stopped before it finished: nothing was left that could end it (still under way: tunnel); its reports are incomplete and it is not green (this is an assay bug, please report it)\n',
  );
  assert.equal(code, 1);
});

test('a result of a test between planned ones (filtered out by a tag or a shard) is not planned', () => {
  const ledger = new RunLedger();
  ledger.runStarted(start([[0, 2]]));
  for (const t of [0, 1, 2]) ledger.testFinished(result(0, t));
  assert.equal(ledger.problem(), '1 result of a test that was not planned');
});

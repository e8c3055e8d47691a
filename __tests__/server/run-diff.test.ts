import { test } from 'node:test';
import assert from 'node:assert/strict';
import { breakingPair, diffRuns } from '../../src/server/http/run-diff.ts';
import type { Run } from '../../src/server/store/store.ts';
import { buildResultsDocument } from '../helpers/results-fixture.ts';

const run = (id: string, status: Run['status']): Run => ({
  id,
  projectId: 'p',
  trigger: 'schedule',
  status,
  queuedAt: 0,
  totals: { passed: 0, failed: 0, errored: 0, skipped: 0 },
});

test('the pair to compare is the last pass and the failure right after it', () => {
  // Newest first.
  const pair = breakingPair([run('4', 'failed'), run('3', 'failed'), run('2', 'passed'), run('1', 'failed')]);
  assert.deepEqual([pair?.passed.id, pair?.failed.id], ['2', '3']);
  assert.equal(breakingPair([run('2', 'passed'), run('1', 'failed')]), undefined);
  assert.equal(breakingPair([run('2', 'failed'), run('1', 'failed')]), undefined);
  assert.equal(breakingPair([run('3', 'abandoned'), run('2', 'passed')]), undefined);
});

test('the diff lists the tests whose outcome changed, with the failing check', () => {
  const after = buildResultsDocument();
  const before = structuredClone(after);
  for (const collection of before.collections) for (const t of collection.tests) t.outcome = 'passed';
  const changed = after.collections.flatMap((c) => c.tests.filter((t) => t.outcome !== 'passed'));
  assert.ok(changed.length > 0);
  const changes = diffRuns(before, after);
  assert.deepEqual(
    changes.map((c) => [c.test, c.before, c.after]),
    changed.map((t) => [t.name, 'passed', t.outcome]),
  );
  const failedWithCheck = changes.find((c) => c.check !== undefined);
  assert.ok(failedWithCheck?.expected !== undefined && failedWithCheck.actual !== undefined);
  assert.deepEqual(diffRuns(after, after), []);
});

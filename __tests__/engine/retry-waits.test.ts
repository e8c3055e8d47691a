// The waits between attempts: fixed, and exponential with jitter between the previous wait and
// twice it, never under the interval nor over the cap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { retriedBecause, waitBefore } from '../../src/engine/run/retry.ts';
import type { RetryDefinition } from '../../src/model/index.ts';

const retry = (over: Partial<RetryDefinition>): RetryDefinition => ({
  count: 5,
  intervalMs: 100,
  backoff: 'fixed',
  maxIntervalMs: 1000,
  on: ['failed', 'errored'],
  until: [],
  ...over,
});

test('fixed waits the interval every time', () => {
  for (const next of [2, 3, 7])
    assert.equal(
      waitBefore(retry({}), next, () => 0.9),
      100,
    );
});

test('exponential doubles from the interval, jittered between the previous and the next step, capped', () => {
  const exponential = retry({ backoff: 'exponential' });
  assert.equal(
    waitBefore(exponential, 2, () => 0.5),
    100,
  );
  assert.equal(
    waitBefore(exponential, 3, () => 0),
    100,
  );
  assert.equal(
    waitBefore(exponential, 3, () => 1),
    200,
  );
  assert.equal(
    waitBefore(exponential, 4, () => 0.5),
    300,
  );
  assert.equal(
    waitBefore(exponential, 20, () => 0),
    1000,
  );
  assert.equal(
    waitBefore(exponential, 20, () => 1),
    1000,
  );
});

test('which outcomes are retried: on without until; until decides for responses', () => {
  const attempt = { startMs: 0, totalMs: 1, problem: 'x' };
  assert.equal(retriedBecause(retry({ on: ['errored'] }), { ...attempt, outcome: 'failed' }), undefined);
  assert.match(retriedBecause(retry({ on: ['errored'] }), { ...attempt, outcome: 'errored' })!, /^errored/);
  const polling = retry({ until: [{ name: 'status-code', argument: 200, position: { line: 1, column: 1 } }] });
  assert.match(retriedBecause(polling, { ...attempt, outcome: 'passed', untilHeld: false })!, /^until not met/);
  assert.equal(retriedBecause(polling, { ...attempt, outcome: 'failed', untilHeld: true }), undefined);
});

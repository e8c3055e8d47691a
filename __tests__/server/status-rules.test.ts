// The rules of the status page: the group's banner from its services, incidents from the changes of
// outcome, the failing check in words (bounded), and a day's uptime as its segment names it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupState } from '../../src/server/status/banner.ts';
import { failingCheck, incidentsFrom } from '../../src/server/status/incidents.ts';
import { dayPercent, uptimeBand } from '../../src/server/http/charts/day-uptime.ts';

const passing = { status: 'passing', paused: false } as const;
const failing = { status: 'failing', paused: false } as const;

test('the banner: operational, degraded under 99% in 24 h, partial up to half failing, major past half', () => {
  assert.equal(groupState([]), 'no-data');
  assert.equal(
    groupState([
      { status: 'unknown', paused: false },
      { ...failing, paused: true },
    ]),
    'no-data',
  );
  assert.equal(groupState([passing, { ...passing, uptime24h: 0.99 }]), 'operational');
  assert.equal(groupState([passing, { ...passing, uptime24h: 0.989 }]), 'degraded');
  assert.equal(groupState([passing, failing]), 'partial');
  assert.equal(groupState([passing, passing, failing, failing]), 'partial');
  assert.equal(groupState([passing, failing, failing]), 'major');
  assert.equal(groupState([failing]), 'major');
  // Paused and never-run services are not watched.
  assert.equal(
    groupState([passing, { ...failing, paused: true }, { status: 'unknown', paused: false }]),
    'operational',
  );
});

test('incidents: from each failing turn to the next passing one of the same project, newest first', () => {
  const changes = [
    { projectId: 'b', runId: 'b3', at: 90, failing: true },
    { projectId: 'a', runId: 'a3', at: 80, failing: false },
    { projectId: 'a', runId: 'a2', at: 50, failing: true },
    { projectId: 'b', runId: 'b2', at: 40, failing: false },
    { projectId: 'b', runId: 'b1', at: 30, failing: true },
    { projectId: 'a', runId: 'a1', at: 10, failing: false },
  ];
  assert.deepEqual(incidentsFrom(changes, 10), [
    { projectId: 'b', runId: 'b3', start: 90 },
    { projectId: 'a', runId: 'a2', start: 50, end: 80 },
    { projectId: 'b', runId: 'b1', start: 30, end: 40 },
  ]);
  assert.equal(incidentsFrom(changes, 2).length, 2);
});

test('the failing check in words: the first failed check, else the error; long messages cut', () => {
  const doc = (tests: unknown[]) => JSON.stringify({ collections: [{ name: 'c', tests }] });
  assert.equal(
    failingCheck({
      resultsJson: doc([
        { name: 'ok', outcome: 'passed', validators: [] },
        {
          name: 'orders',
          outcome: 'failed',
          validators: [
            { pass: true, message: 'fine' },
            { pass: false, message: 'status-code: expected 200, got 503' },
          ],
        },
      ]),
    }),
    'orders: status-code: expected 200, got 503',
  );
  assert.equal(
    failingCheck({
      resultsJson: doc([{ name: 'db', outcome: 'errored', validators: [], error: 'connection refused' }]),
    }),
    'db: connection refused',
  );
  assert.equal(failingCheck({ error: 'secrets sealed under another key' }), 'secrets sealed under another key');
  assert.equal(failingCheck({ resultsJson: '{not json' }), 'the run failed');
  const long = failingCheck({
    resultsJson: doc([{ name: 't', outcome: 'failed', validators: [{ pass: false, message: 'x'.repeat(100_000) }] }]),
  });
  assert.equal(long.length, 300);
  assert.ok(long.endsWith('…'));
});

test("a day's uptime: one decimal, never 100% short of every run nor 0% above none; its colour band", () => {
  assert.equal(dayPercent(1), '100%');
  assert.equal(dayPercent(0.995), '99.5%');
  assert.equal(dayPercent(0.9999), '99.9%');
  assert.equal(dayPercent(0.0001), '0.1%');
  assert.equal(dayPercent(0), '0%');
  assert.deepEqual([1, 0.995, 0.99, 0.97, 0.5, undefined].map(uptimeBand), ['up', 'hi', 'hi', 'mid', 'low', 'nd']);
});

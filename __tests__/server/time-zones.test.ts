// Wall-clock times of a maintenance window's form, read in its time zone (daylight saving included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { epochToZoned, knownTimeZone, zonedToEpoch } from '../../src/server/time-zones.ts';

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

test('a wall-clock time in a zone is the instant its clock shows it, summer and winter', () => {
  assert.equal(iso(zonedToEpoch('2026-07-01T12:00', 'Europe/Paris')), '2026-07-01T10:00:00.000Z');
  assert.equal(iso(zonedToEpoch('2026-12-01T12:00', 'Europe/Paris')), '2026-12-01T11:00:00.000Z');
  assert.equal(iso(zonedToEpoch('2026-12-01T09:00', 'Asia/Kolkata')), '2026-12-01T03:30:00.000Z');
  assert.equal(iso(zonedToEpoch('2026-12-01T09:00:30', 'UTC')), '2026-12-01T09:00:30.000Z');
  assert.equal(epochToZoned(Date.parse('2026-07-01T10:00:00Z'), 'Europe/Paris'), '2026-07-01T12:00');
  assert.equal(epochToZoned(Date.parse('2026-12-01T03:30:00Z'), 'Asia/Kolkata'), '2026-12-01T09:00');
});

test('a time the clocks skip is an hour later; one they repeat is the first', () => {
  // Paris: 02:00 → 03:00 on 29 March 2026, 03:00 → 02:00 on 25 October 2026.
  assert.equal(iso(zonedToEpoch('2026-03-29T02:30', 'Europe/Paris')), '2026-03-29T01:30:00.000Z');
  assert.equal(epochToZoned(zonedToEpoch('2026-03-29T02:30', 'Europe/Paris')!, 'Europe/Paris'), '2026-03-29T03:30');
  assert.equal(iso(zonedToEpoch('2026-10-25T02:30', 'Europe/Paris')), '2026-10-25T00:30:00.000Z');
  assert.equal(iso(zonedToEpoch('2026-11-01T01:30', 'America/New_York')), '2026-11-01T05:30:00.000Z');
});

test('what is not a date and time, or not a zone, is said so', () => {
  assert.equal(zonedToEpoch('2026-02-30T12:00', 'UTC'), undefined);
  assert.equal(zonedToEpoch('2026-12-01 25:00', 'UTC'), undefined);
  assert.equal(zonedToEpoch('tomorrow', 'UTC'), undefined);
  assert.equal(knownTimeZone('Europe/Paris'), true);
  assert.equal(knownTimeZone('Mars/Olympus_Mons'), false);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextOccurrence, readSchedule, SCHEDULE_FLOOR_MS } from '../../src/server/schedule.ts';
import { windowActive } from '../../src/server/alerts.ts';

test('intervals and cron expressions are read; what is wrong says why', () => {
  assert.deepEqual(readSchedule('5m'), { every: '5m' });
  assert.deepEqual(readSchedule('*/5 * * * *'), { cron: '*/5 * * * *' });
  assert.deepEqual(readSchedule({ cron: '0 9 * * 1-5', timezone: 'Europe/Paris' }), {
    cron: '0 9 * * 1-5',
    timezone: 'Europe/Paris',
  });
  assert.equal(SCHEDULE_FLOOR_MS, 10_000);
  assert.match(readSchedule('5s') as string, /floor of every 10s/);
  assert.match(readSchedule('* * * * * *') as string, /floor/);
  assert.match(readSchedule(300) as string, /needs a unit/);
  assert.match(readSchedule('often') as string, /neither an interval/);
  assert.match(
    readSchedule({ cron: '0 9 * * *', timezone: 'Mars/Olympus' }) as string,
    /unknown time zone `Mars\/Olympus`/,
  );
  assert.match(readSchedule('61 * * * *') as string, /invalid cron schedule/);
  assert.match(readSchedule({ cron: '0 9 * * *', tz: 'UTC' }) as string, /unknown key `tz`/);
});

test('an interval keeps its cadence and skips what was missed; cron follows its time zone', () => {
  const t0 = Date.UTC(2026, 10, 23, 12, 0, 0);
  assert.equal(nextOccurrence({ every: '1m' }, t0), t0);
  assert.equal(nextOccurrence({ every: '1m' }, t0 + 1000, t0), t0 + 60_000);
  // Down for 10.5 minutes: the next run is on the cadence, not ten catch-up runs.
  assert.equal(nextOccurrence({ every: '1m' }, t0 + 630_000, t0), t0 + 660_000);
  const paris = nextOccurrence({ cron: '0 9 * * *', timezone: 'Europe/Paris' }, t0);
  assert.equal(new Date(paris!).toISOString(), '2026-11-24T08:00:00.000Z');
  const utc = nextOccurrence({ cron: '0 9 * * *', timezone: 'UTC' }, t0);
  assert.equal(new Date(utc!).toISOString(), '2026-11-24T09:00:00.000Z');
});

test('maintenance windows: one-off by start and end, recurring by cron and duration in a time zone', () => {
  const base = { id: 'w', title: 't', createdAt: 0 };
  const t0 = Date.UTC(2026, 10, 23, 2, 10); // 03:10 in Paris
  assert.equal(windowActive({ ...base, startsAt: t0 - 1, endsAt: t0 + 1 }, 'p', t0), true);
  assert.equal(windowActive({ ...base, startsAt: t0 - 2, endsAt: t0 }, 'p', t0), false);
  assert.equal(windowActive({ ...base, projectId: 'other', startsAt: t0 - 1, endsAt: t0 + 1 }, 'p', t0), false);
  const nightly = { ...base, cron: '0 3 * * *', durationMinutes: 30, timeZone: 'Europe/Paris' };
  assert.equal(windowActive(nightly, 'p', t0), true);
  assert.equal(windowActive(nightly, 'p', t0 + 25 * 60_000), false);
  assert.equal(windowActive({ ...nightly, timeZone: 'UTC' }, 'p', t0), false);
});

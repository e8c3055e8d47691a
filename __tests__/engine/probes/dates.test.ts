import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDateSpec } from '../../../src/engine/probes/dates.ts';

const now = new Date('2026-01-31T10:00:00.000Z');

function date(spec: string): string {
  const parsed = parseDateSpec(spec, now);
  assert.ok(parsed.ok, `${spec}: ${parsed.ok ? '' : parsed.message}`);
  return parsed.date.toISOString();
}

test('relative specs of the original: days, weeks, calendar months, years', () => {
  for (const spec of ['1', '1d', '1day', '1days', ' 1d ']) assert.equal(date(spec), '2026-02-01T10:00:00.000Z', spec);
  for (const spec of ['1w', '1week', '1weeks']) assert.equal(date(spec), '2026-02-07T10:00:00.000Z', spec);
  // Calendar months, clamped to the month's last day as .NET AddMonths does.
  for (const spec of ['1m', '1month', '1months']) assert.equal(date(spec), '2026-02-28T10:00:00.000Z', spec);
  assert.equal(date('13m'), '2027-02-28T10:00:00.000Z');
  for (const spec of ['2y', '2year', '2years']) assert.equal(date(spec), '2028-01-31T10:00:00.000Z', spec);
  assert.equal(date('10000'), '2053-06-18T10:00:00.000Z');
  assert.equal(date('30D'), '2026-03-02T10:00:00.000Z', 'units are read case-insensitively');
  assert.equal(date('0'), now.toISOString());
});

test('absolute specs: ISO 8601 (what func.utcnow() writes) and MM/dd/yyyy', () => {
  assert.equal(date('2026-11-23T20:39:18.123Z'), '2026-11-23T20:39:18.123Z');
  assert.equal(date('2027-03-01'), '2027-03-01T00:00:00.000Z');
  assert.equal(date('2027-03-01T12:30'), '2027-03-01T12:30:00.000Z');
  assert.equal(date('2027-03-01T12:30:00+02:00'), '2027-03-01T10:30:00.000Z');
  assert.equal(date('10/12/2100'), '2100-10-12T00:00:00.000Z', 'month first, as the original reads it');
  assert.equal(date('1/2/2030 13:45:10'), '2030-01-02T13:45:10.000Z');
  assert.equal(date('01/02/2030 01:45 PM'), '2030-01-02T13:45:00.000Z');
});

test('a spec that cannot be read is a message, not an exception', () => {
  const cases: [string, RegExp][] = [
    ['2h', /unknown unit 'h'/],
    ['5 minutes', /unknown unit 'minutes'/],
    ['soon', /expected N, Nd, Nw, Nm, Ny/],
    ['', /expected N/],
    ['13/01/2030', /no such date/],
    ['2027-02-30', /no such date/],
    ['-1d', /expected N/],
  ];
  for (const [spec, message] of cases) {
    const parsed = parseDateSpec(spec, now);
    assert.equal(parsed.ok, false, spec);
    assert.match(parsed.ok ? '' : parsed.message, message, spec);
  }
});

// Date filters (to-date, format, date-format, days-after-now, days-before-now) against a loopback
// server, with Hurl's documented formats, and the strftime reader and writer on their own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCollection, startRoutes, verdicts } from './harness.ts';
import { formatDate, parseFormat, readDate } from '../../../../src/engine/validators/filters/strftime.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let server: TargetServer;
before(async () => {
  // An hour past whole days either way: the day counts do not depend on how long the test takes.
  const now = Date.now();
  server = await startRoutes({
    '/dates': {
      headers: {
        'Content-Type': 'application/json',
        Expires: 'Wed, 21 Oct 2015 07:28:00 GMT',
        'Set-Cookie': `LSID=x; Expires=${new Date(now + 30 * DAY + HOUR).toUTCString()}`,
      },
      body: JSON.stringify({
        published: '2023-01-23T18:25:43.511Z',
        future: new Date(now + 10 * DAY + HOUR).toISOString(),
        past: new Date(now - 3 * DAY - HOUR).toISOString(),
        local: '23/01/2023 06:25 PM +0100',
        doy: '2024 060',
        wrongDay: 'Tue, 23 Jan 2023',
        stamp: '1674498343',
      }),
    },
  });
});
after(() => server.close());

test('to-date reads strftime formats; format and date-format write them; day counts are whole days', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /dates',
      '    validators:',
      '      - json-path: { path: $.published, filters: [{ to-date: "%Y-%m-%dT%H:%M:%S%.fZ" }, { format: "%A" }], equals: Monday }',
      '      - json-path: { path: $.published, filters: [{ to-date: "%+" }, { date-format: "%a, %d %b %Y %H:%M:%S" }], equals: "Mon, 23 Jan 2023 18:25:43" }',
      '      - json-path: { path: $.published, filters: [{ to-date: "%+" }, { format: "%Y%m%d %j %I%P %.3f %s" }], equals: "20230123 023 06pm .511 1674498343" }',
      '      - json-path: { path: $.local, filters: [{ to-date: "%d/%m/%Y %I:%M %p %z" }, { format: "%+" }], equals: "2023-01-23T17:25:00+00:00" }',
      '      - json-path: { path: $.doy, filters: [{ to-date: "%Y %j" }, { format: "%F" }], equals: "2024-02-29" }',
      '      - json-path: { path: $.stamp, filters: [{ to-date: "%s" }, { format: "%+" }], equals: "2023-01-23T18:25:43+00:00" }',
      '      - header: { name: Expires, filters: [{ to-date: "%a, %d %b %Y %H:%M:%S GMT" }, days-before-now], gt: 1000 }',
      '      - json-path: { path: $.future, filters: [days-after-now], equals: 10 }',
      '      - json-path: { path: $.future, filters: [days-before-now], equals: -10 }',
      '      - json-path: { path: $.past, filters: [{ to-date: "%+" }, days-before-now], equals: 3 }',
      '      - cookie: { name: LSID, expires: { filters: [days-after-now], equals: 30 } }',
      '    context:',
      '      - { name: when, json-path: $.published, filters: [{ to-date: "%+" }] }',
      '      - { name: days, json-path: $.future, filters: [days-after-now] }',
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 0, result.lines.join('\n') + result.stdout);
  const lines = verdicts(result.tests)[0]!;
  assert.deepEqual(
    lines.filter((line) => !line.startsWith('pass')),
    [],
  );
  assert.equal(lines.length, 11);
  assert.deepEqual(
    result.tests[0]!.captures.map((c) => c.value),
    ['2023-01-23T18:25:43.511Z', '10'],
  );
});

test('a text the format does not fit fails with where it stopped; a date that does not exist or contradicts itself too', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /dates',
      '    validators:',
      '      - json-path: { path: $.published, filters: [{ to-date: "%Y-%m-%d %H:%M" }], exists: true }',
      '      - json-path: { path: $.wrongDay, filters: [{ to-date: "%a, %d %b %Y" }], exists: true }',
      '      - json-path: { path: $.stamp, filters: [days-after-now], exists: true }',
      '',
    ].join('\n'),
  );
  assert.deepEqual(verdicts(result.tests)[0], [
    'FAIL json-path $.published | to-date "%Y-%m-%d %H:%M": filter `to-date "%Y-%m-%d %H:%M"`: the text does not match the format: expected an hour at character 11, got a text: "20… (143 chars)',
    'FAIL json-path $.wrongDay | to-date "%a, %d %b %Y": filter `to-date "%a, %d %b %Y"`: the text says Tuesday, but that date is a Monday, got a text: "Tue, 23 Jan 2023"',
    'FAIL json-path $.stamp | days-after-now: filter `days-after-now`: not a date (read a text in another form with `to-date` first), got a text: "1674498343"',
  ]);
});

test('strftime: formats read back what they write, padding flags, leap days, two-digit years', () => {
  const tokens = (format: string) => {
    const parsed = parseFormat(format);
    assert.ok(!('error' in parsed), format);
    return parsed;
  };
  const date = new Date(Date.UTC(2024, 1, 29, 7, 5, 9, 120));
  for (const format of ['%Y-%m-%dT%H:%M:%S%.3fZ', '%a %b %e %T %Y %z', '%D %r', '%d %B %Y %k:%M:%S %:z', '%+', '%s']) {
    const written = formatDate(date, tokens(format));
    const read = readDate(written, tokens(format));
    assert.ok(read instanceof Date, `${format}: ${written}: ${JSON.stringify(read)}`);
    const precise = format.includes('%.3f') || format === '%+';
    assert.equal(
      read.getTime(),
      precise ? date.getTime() : Math.floor(date.getTime() / 1000) * 1000,
      `${format}: ${written}`,
    );
  }
  assert.equal(formatDate(date, tokens('%-d/%-m %_H|%e|%y|%C|%u|%w|%f|%%')), '29/2  7|29|24|20|4|4|120000000|%');
  assert.deepEqual(readDate('30/02/2023', tokens('%d/%m/%Y')), { error: 'has no day 30 in month 2' });
  assert.equal((readDate('01/02/69', tokens('%d/%m/%y')) as Date).toISOString(), '2069-02-01T00:00:00.000Z');
  assert.equal((readDate('01/02/70', tokens('%d/%m/%y')) as Date).toISOString(), '1970-02-01T00:00:00.000Z');
  assert.deepEqual(parseFormat('%Y-%Q'), { error: '`%Q` is not a date format specifier' });
  assert.deepEqual(parseFormat('100%'), { error: 'the format ends with a lone `%` (write `%%` for a percent sign)' });
});

test('strftime: any instant written in a format that names every field reads back as itself (property)', async () => {
  const fc = (await import('fast-check')).default;
  const formats = [
    '%Y-%m-%dT%H:%M:%S%.3f%:z',
    '%a, %d %b %Y %H:%M:%S.%3f GMT',
    '%+',
    '%A %e %B %Y %I:%M:%S%.3f %p %z',
    '%s%.3f',
  ];
  fc.assert(
    fc.property(
      fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }),
      fc.constantFrom(...formats),
      (time, format) => {
        const tokens = parseFormat(format);
        assert.ok(!('error' in tokens));
        const written = formatDate(new Date(time), tokens);
        const read = readDate(written, tokens);
        assert.ok(read instanceof Date, `${format}: ${written}: ${JSON.stringify(read)}`);
        assert.equal(read.getTime(), time, `${format}: ${written}`);
      },
    ),
    { numRuns: 300 },
  );
});

// The original's date specs for ssl-expiration-* and domain-expiration-*: a moment to compare an
// expiry with, either absolute (ISO 8601, MM/dd/yyyy) or relative to now (N days, weeks, calendar
// months or years). A spec that cannot be read is a value with a message, never an exception.

export type DateSpec = { ok: true; date: Date } | { ok: false; message: string };

type Unit = 'day' | 'week' | 'month' | 'year';

const UNITS: Record<string, Unit> = {
  '': 'day',
  d: 'day',
  day: 'day',
  days: 'day',
  w: 'week',
  week: 'week',
  weeks: 'week',
  m: 'month',
  month: 'month',
  months: 'month',
  y: 'year',
  year: 'year',
  years: 'year',
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AP]M))?)?$/i;
const RELATIVE = /^(\d+)\s*([a-z]*)$/i;

/**
 * Reads a date spec: `N` / `Nd` / `Nday(s)` days, `Nw` / `Nweek(s)` weeks, `Nm` / `Nmonth(s)` calendar
 * months, `Ny` / `Nyear(s)` years from `now` (units case-insensitive), an ISO 8601 date or date-time
 * (no offset = UTC), or `MM/dd/yyyy` with an optional `HH:mm[:ss]` (UTC) as the original's invariant
 * culture writes dates.
 */
export function parseDateSpec(text: string, now: Date): DateSpec {
  const spec = text.trim();
  const absolute = parseIso(spec) ?? parseUs(spec);
  if (absolute !== undefined) {
    return Number.isNaN(absolute.getTime()) ? invalid(text, 'no such date') : { ok: true, date: absolute };
  }
  const relative = RELATIVE.exec(spec);
  if (!relative)
    return invalid(text, 'expected N, Nd, Nw, Nm, Ny (days, weeks, months, years), an ISO 8601 date or MM/dd/yyyy');
  const unit = UNITS[relative[2]!.toLowerCase()];
  if (unit === undefined) {
    return invalid(text, `unknown unit '${relative[2]}': use d (days), w (weeks), m (months) or y (years)`);
  }
  return { ok: true, date: addToDate(now, Number(relative[1]), unit) };
}

function invalid(text: string, why: string): DateSpec {
  return { ok: false, message: `'${text}' is not a date spec: ${why}` };
}

function parseIso(spec: string): Date | undefined {
  const m = ISO.exec(spec);
  if (!m) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone = 'Z'] = m;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const millis = fraction === '' ? '' : `.${fraction.slice(1, 4).padEnd(3, '0')}`;
  return strictDate(`${year}-${month}-${day}T${hour}:${minute}:${second}${millis}${offset}`, +year!, +month!, +day!);
}

function parseUs(spec: string): Date | undefined {
  const m = US.exec(spec);
  if (!m) return undefined;
  const [, month, day, year, hourText = '0', minute = '00', second = '00', meridiem] = m;
  let hour = Number(hourText);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return new Date(NaN);
    hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  }
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}T${String(hour).padStart(2, '0')}:${minute}:${second}Z`;
  return strictDate(iso, +year!, +month!, +day!);
}

/** The date, or an invalid one when the fields do not name a real day (31/02 would roll over). */
function strictDate(iso: string, year: number, month: number, day: number): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return date;
  const local = new Date(Date.UTC(year, month - 1, day));
  return local.getUTCMonth() === month - 1 && local.getUTCDate() === day ? date : new Date(NaN);
}

/** `now` plus `amount` units; months and years are calendar ones, clamped to the month's last day. */
export function addToDate(now: Date, amount: number, unit: Unit): Date {
  if (unit === 'day' || unit === 'week')
    return new Date(now.getTime() + amount * (unit === 'week' ? 7 : 1) * 86_400_000);
  const months = unit === 'year' ? amount * 12 : amount;
  const target = new Date(now.getTime());
  const day = now.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

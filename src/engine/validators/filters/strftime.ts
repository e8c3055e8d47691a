// strftime-style date formats as Hurl reads and writes them (Rust's chrono: %Y, %m, %d, %H, %M,
// %S, %.f, %z, %+…), for `to-date` and `format`. Dates are UTC instants with millisecond precision;
// a format is read once into tokens, and checked before the run.

type Specifier = { spec: string; pad: '' | '-' | '_' | '0' };
type Token = { literal: string } | Specifier;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Specifiers that stand for several others. */
const COMPOSITE: Record<string, string> = {
  D: '%m/%d/%y',
  x: '%m/%d/%y',
  F: '%Y-%m-%d',
  v: '%e-%b-%Y',
  R: '%H:%M',
  T: '%H:%M:%S',
  X: '%H:%M:%S',
  r: '%I:%M:%S %p',
  c: '%a %b %e %H:%M:%S %Y',
};
const SIMPLE = new Set([
  ...['Y', 'C', 'y', 'm', 'b', 'h', 'B', 'd', 'e', 'a', 'A', 'w', 'u', 'j', 'H', 'k', 'I', 'l', 'P', 'p'],
  ...['M', 'S', 'f', '.f', '.3f', '.6f', '.9f', '3f', '6f', '9f', 'Z', 'z', ':z', 's', 't', 'n', '%', '+'],
]);

/** The format's tokens, or why it is not one (the unknown specifier and where it is). */
export function parseFormat(format: string): Token[] | { error: string } {
  const tokens: Token[] = [];
  for (let i = 0; i < format.length; i++) {
    if (format[i] !== '%') {
      tokens.push({ literal: format[i]! });
      continue;
    }
    let pad: Specifier['pad'] = '';
    if ('-_0'.includes(format[i + 1] ?? 'x') && i + 2 < format.length) pad = format[++i] as Specifier['pad'];
    const spec = /^(\.?[369]?f|:z|.)/su.exec(format.slice(i + 1))?.[0];
    if (spec === undefined) return { error: `the format ends with a lone \`%\` (write \`%%\` for a percent sign)` };
    i += spec.length;
    if (COMPOSITE[spec] !== undefined) tokens.push(...(parseFormat(COMPOSITE[spec]) as Token[]));
    else if (SIMPLE.has(spec)) tokens.push({ spec, pad });
    else return { error: `\`%${spec}\` is not a date format specifier` };
  }
  return tokens;
}

/** Whether a format gives a date when read: it must name a year (or be a timestamp). */
export function namesYear(tokens: Token[]): boolean {
  return tokens.some((token) => 'spec' in token && ['Y', 'y', 's', '+'].includes(token.spec));
}

// ---------------------------------------------------------------------------------------------
// Writing

export function formatDate(date: Date, tokens: Token[]): string {
  let out = '';
  for (const token of tokens) out += 'literal' in token ? token.literal : field(date, token);
  return out;
}

function field(date: Date, { spec, pad }: Specifier): string {
  const number = (n: number, width: number, fill = '0'): string => {
    const sign = n < 0 ? '-' : '';
    const digits = String(Math.abs(n));
    if (pad === '-') return sign + digits;
    return sign + digits.padStart(width, pad === '_' ? ' ' : pad === '0' ? '0' : fill);
  };
  const hour12 = date.getUTCHours() % 12 || 12;
  const ms = date.getUTCMilliseconds();
  switch (spec) {
    case 'Y':
      return number(date.getUTCFullYear(), 4);
    case 'C':
      return number(Math.floor(date.getUTCFullYear() / 100), 2);
    case 'y':
      return number(((date.getUTCFullYear() % 100) + 100) % 100, 2);
    case 'm':
      return number(date.getUTCMonth() + 1, 2);
    case 'b':
    case 'h':
      return MONTHS[date.getUTCMonth()]!.slice(0, 3);
    case 'B':
      return MONTHS[date.getUTCMonth()]!;
    case 'd':
      return number(date.getUTCDate(), 2);
    case 'e':
      return number(date.getUTCDate(), 2, ' ');
    case 'a':
      return DAYS[date.getUTCDay()]!.slice(0, 3);
    case 'A':
      return DAYS[date.getUTCDay()]!;
    case 'w':
      return String(date.getUTCDay());
    case 'u':
      return String(date.getUTCDay() || 7);
    case 'j':
      return number(dayOfYear(date), 3);
    case 'H':
      return number(date.getUTCHours(), 2);
    case 'k':
      return number(date.getUTCHours(), 2, ' ');
    case 'I':
      return number(hour12, 2);
    case 'l':
      return number(hour12, 2, ' ');
    case 'P':
      return date.getUTCHours() < 12 ? 'am' : 'pm';
    case 'p':
      return date.getUTCHours() < 12 ? 'AM' : 'PM';
    case 'M':
      return number(date.getUTCMinutes(), 2);
    case 'S':
      return number(date.getUTCSeconds(), 2);
    case 'f':
    case '9f':
      return String(ms * 1_000_000).padStart(9, '0');
    case '3f':
      return String(ms).padStart(3, '0');
    case '6f':
      return String(ms * 1000).padStart(6, '0');
    case '.f':
      return ms === 0 ? '' : `.${String(ms).padStart(3, '0')}`;
    case '.3f':
    case '.6f':
    case '.9f':
      return `.${String(ms).padStart(3, '0').padEnd(Number(spec[1]), '0')}`;
    case 'Z':
      return 'UTC';
    case 'z':
      return '+0000';
    case ':z':
      return '+00:00';
    case 's':
      return String(Math.floor(date.getTime() / 1000));
    case 't':
      return '\t';
    case 'n':
      return '\n';
    case '%':
      return '%';
    default:
      // '+': ISO 8601 / RFC 3339, as chrono writes it.
      return `${date.toISOString().slice(0, 19)}${ms === 0 ? '' : `.${String(ms).padStart(3, '0')}`}+00:00`;
  }
}

function dayOfYear(date: Date): number {
  return Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

// ---------------------------------------------------------------------------------------------
// Reading

interface Fields {
  year?: number;
  century?: number;
  yearOfCentury?: number;
  month?: number;
  day?: number;
  dayOfYear?: number;
  weekday?: number;
  hour?: number;
  hour12?: number;
  pm?: boolean;
  minute?: number;
  second?: number;
  ms?: number;
  offsetMinutes?: number;
  timestamp?: number;
}

/** The instant a text names in the format, or why it does not. */
export function readDate(text: string, tokens: Token[]): Date | { error: string } {
  const fields: Fields = {};
  let at = 0;
  for (const token of tokens) {
    if ('literal' in token) {
      if (/\s/.test(token.literal)) {
        while (at < text.length && /\s/.test(text[at]!)) at++;
        continue;
      }
      if (text[at] !== token.literal) return mismatch(text, at, JSON.stringify(token.literal));
      at++;
      continue;
    }
    const next = readField(text, at, token.spec, fields);
    if (typeof next === 'string') return mismatch(text, at, next);
    at = next;
  }
  if (at < text.length) return { error: `goes on after the date, at character ${at + 1}` };
  return compose(fields);
}

// Where, not what: a piece of the text would not be masked as its whole is (it may be a secret).
function mismatch(text: string, at: number, expected: string): { error: string } {
  const where = at >= text.length ? 'at its end' : `at character ${at + 1}`;
  return { error: `does not match the format: expected ${expected} ${where}` };
}

/** Reads one field at `at`: the position after it, or what was expected there. */
function readField(text: string, at: number, spec: string, fields: Fields): number | string {
  const digits = (min: number, max: number, spaces = false): [number, number] | undefined => {
    let i = at;
    if (spaces) while (text[i] === ' ') i++;
    const match = new RegExp(`^\\d{${min},${max}}`).exec(text.slice(i, i + max));
    return match === null ? undefined : [Number(match[0]), i + match[0].length];
  };
  const set = (key: keyof Fields, min: number, max: number, what: string, spaces = false): number | string => {
    const read = digits(min, max, spaces);
    if (read === undefined) return what;
    fields[key] = read[0] as never;
    return read[1];
  };
  const name = (names: string[], full: boolean, key: 'month' | 'weekday', base: number): number | string => {
    const rest = text.slice(at).toLowerCase();
    for (let i = 0; i < names.length; i++) {
      const written = (full ? names[i]! : names[i]!.slice(0, 3)).toLowerCase();
      if (rest.startsWith(written)) {
        fields[key] = i + base;
        return at + written.length;
      }
    }
    return full
      ? `a ${key === 'month' ? 'month' : 'day'} name`
      : `an abbreviated ${key === 'month' ? 'month' : 'day'} name`;
  };
  switch (spec) {
    case 'Y': {
      const sign = text[at] === '-' || text[at] === '+' ? text[at] : '';
      const read = /^\d{1,4}/.exec(text.slice(at + sign.length, at + sign.length + 4));
      if (read === null) return 'a year';
      fields.year = Number(read[0]) * (sign === '-' ? -1 : 1);
      return at + sign.length + read[0].length;
    }
    case 'C':
      return set('century', 1, 2, 'a century');
    case 'y':
      return set('yearOfCentury', 2, 2, 'a two-digit year');
    case 'm':
      return set('month', 1, 2, 'a month number');
    case 'b':
    case 'h':
      return name(MONTHS, false, 'month', 1);
    case 'B':
      return name(MONTHS, true, 'month', 1);
    case 'd':
    case 'e':
      return set('day', 1, 2, 'a day of the month', spec === 'e');
    case 'a':
      return name(DAYS, false, 'weekday', 0);
    case 'A':
      return name(DAYS, true, 'weekday', 0);
    case 'w':
    case 'u': {
      const read = set('weekday', 1, 1, 'a weekday number');
      if (typeof read === 'number') fields.weekday = fields.weekday! % 7;
      return read;
    }
    case 'j':
      return set('dayOfYear', 1, 3, 'a day of the year');
    case 'H':
    case 'k':
      return set('hour', 1, 2, 'an hour', spec === 'k');
    case 'I':
    case 'l':
      return set('hour12', 1, 2, 'an hour (1–12)', spec === 'l');
    case 'P':
    case 'p': {
      const marker = text.slice(at, at + 2).toLowerCase();
      if (marker !== 'am' && marker !== 'pm') return '`AM` or `PM`';
      fields.pm = marker === 'pm';
      return at + 2;
    }
    case 'M':
      return set('minute', 1, 2, 'minutes');
    case 'S':
      return set('second', 1, 2, 'seconds');
    case '.f':
    case '.3f':
    case '.6f':
    case '.9f':
      if (text[at] !== '.') return spec === '.f' ? at : 'a `.` and a fraction of a second';
      return fraction(text, at + 1, fields);
    case 'f':
    case '3f':
    case '6f':
    case '9f':
      return fraction(text, at, fields);
    case 'Z': {
      const zone = /^(UTC|GMT|Z)/i.exec(text.slice(at));
      if (zone === null) return '`UTC` or `GMT` (other zone names are ambiguous: use `%z`)';
      fields.offsetMinutes = 0;
      return at + zone[0].length;
    }
    case 'z':
    case ':z':
      return offset(text, at, fields);
    case 's': {
      const read = /^-?\d{1,15}/.exec(text.slice(at, at + 16));
      if (read === null) return 'a number of seconds';
      fields.timestamp = Number(read[0]);
      return at + read[0].length;
    }
    case 't':
    case 'n':
      while (at < text.length && /\s/.test(text[at]!)) at++;
      return at;
    case '%':
      return text[at] === '%' ? at + 1 : '`%`';
    default:
      return iso(text, at, fields);
  }
}

function fraction(text: string, at: number, fields: Fields): number | string {
  const read = /^\d{1,9}/.exec(text.slice(at, at + 9));
  if (read === null) return 'a fraction of a second';
  fields.ms = Math.floor(Number(read[0].padEnd(9, '0')) / 1_000_000);
  return at + read[0].length;
}

function offset(text: string, at: number, fields: Fields): number | string {
  if (text[at] === 'Z' || text[at] === 'z') {
    fields.offsetMinutes = 0;
    return at + 1;
  }
  const read = /^([+-])(\d{2}):?(\d{2})/.exec(text.slice(at, at + 6));
  if (read === null) return 'a UTC offset such as `+0100` or `+01:00`';
  fields.offsetMinutes = (read[1] === '-' ? -1 : 1) * (Number(read[2]) * 60 + Number(read[3]));
  return at + read[0].length;
}

/** `%+`: ISO 8601 / RFC 3339, `2023-01-23T18:25:43.511Z`, `2023-01-23 18:25:43+01:00`. */
function iso(text: string, at: number, fields: Fields): number | string {
  const read = /^([+-]?\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})/.exec(text.slice(at, at + 25));
  if (read === null) return 'an ISO 8601 date and time such as `2023-01-23T18:25:43.511Z`';
  [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second] = read.slice(1).map(Number);
  let next = at + read[0].length;
  if (text[next] === '.' || text[next] === ',') {
    const after = fraction(text, next + 1, fields);
    if (typeof after === 'string') return after;
    next = after;
  }
  return offset(text, next, fields);
}

function compose(fields: Fields): Date | { error: string } {
  if (fields.timestamp !== undefined) return new Date(fields.timestamp * 1000 + (fields.ms ?? 0));
  let year = fields.year;
  if (year === undefined && fields.yearOfCentury !== undefined) {
    year =
      fields.century !== undefined
        ? fields.century * 100 + fields.yearOfCentury
        : fields.yearOfCentury + (fields.yearOfCentury < 70 ? 2000 : 1900);
  }
  if (year === undefined) return { error: 'names no year' };
  let hour = fields.hour ?? 0;
  if (fields.hour12 !== undefined) {
    if (fields.hour12 < 1 || fields.hour12 > 12) return { error: `has hour ${fields.hour12}, not 1–12` };
    hour = (fields.hour12 % 12) + (fields.pm ? 12 : 0);
  }
  const minute = fields.minute ?? 0;
  const second = fields.second ?? 0;
  if (hour > 23 || minute > 59 || second > 60) return { error: 'is not a time of day' };
  let month = fields.month ?? 1;
  let day = fields.day ?? 1;
  if (fields.dayOfYear !== undefined && fields.month === undefined) {
    const date = new Date(0);
    date.setUTCFullYear(year, 0, fields.dayOfYear);
    if (date.getUTCFullYear() !== year || fields.dayOfYear < 1)
      return { error: `has no day ${fields.dayOfYear} in ${year}` };
    month = date.getUTCMonth() + 1;
    day = date.getUTCDate();
  }
  const local = new Date(0);
  local.setUTCFullYear(year, month - 1, day);
  if (month < 1 || month > 12 || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day)
    return { error: `has no day ${day} in month ${month}` };
  if (fields.weekday !== undefined && local.getUTCDay() !== fields.weekday)
    return { error: `says ${DAYS[fields.weekday]}, but that date is a ${DAYS[local.getUTCDay()]}` };
  local.setUTCHours(hour, minute, second, fields.ms ?? 0);
  const date = new Date(local.getTime() - (fields.offsetMinutes ?? 0) * 60_000);
  return date;
}

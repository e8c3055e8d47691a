// Date filters: to-date (text → date, with a strftime-style format), format / date-format
// (date → text), days-after-now and days-before-now (date → whole days). A date filter also takes a
// text in ISO 8601 / RFC 3339 (a certificate's dates) or an HTTP date (a cookie's `expires`).
import type { ArgumentNode } from '../argument.ts';
import { cannot, defineFilter, textArgument, type FilterContext, type FilterOutcome } from './filter.ts';
import { formatDate, namesYear, parseFormat, readDate } from './strftime.ts';

const DAY_MS = 86_400_000;
const ISO = parseFormat('%+') as Exclude<ReturnType<typeof parseFormat>, { error: string }>;
const HTTP_DATE = parseFormat('%a, %d %b %Y %H:%M:%S GMT') as typeof ISO;

function formatArgument(filter: string, reading: boolean) {
  return textArgument(
    'a strftime-style format such as `%Y-%m-%dT%H:%M:%S%.fZ`',
    (format: string, node: ArgumentNode) => {
      const tokens = parseFormat(format);
      if ('error' in tokens) {
        node.error(
          `\`${filter}\` format: ${tokens.error}`,
          'formats: docs/collection-format.md#filters (as Hurl, chrono’s strftime)',
        );
        return false;
      }
      if (reading && !namesYear(tokens)) {
        node.error(`\`${filter}\` format names no year (\`%Y\`, \`%y\`, \`%s\` or \`%+\`): it cannot give a date`);
        return false;
      }
      return true;
    },
  );
}

export const toDate = defineFilter<string>({
  name: 'to-date',
  hurl: 'toDate',
  summary: 'the date a text gives in a strftime-style format (`%+`: ISO 8601); without an offset, UTC',
  argument: formatArgument('to-date', true),
  describe: (format) => `to-date ${JSON.stringify(format)}`,
  apply(value, format, context) {
    if (typeof value !== 'string') return cannot(value, 'not text', context);
    const date = readDate(value, parseFormat(format) as typeof ISO);
    return date instanceof Date ? { value: date } : cannot(value, `the text ${date.error}`, context);
  },
});

const formatSpec = {
  summary: 'a date as text in a strftime-style format, in UTC (`%A`: the day’s name)',
  describe: (format: string) => `format ${JSON.stringify(format)}`,
  apply(value: unknown, format: string, context: FilterContext): FilterOutcome {
    const date = asDate(value);
    return date === undefined
      ? notADate(value, context)
      : { value: formatDate(date, parseFormat(format) as typeof ISO) };
  },
};

export const format = defineFilter<string>({
  name: 'format',
  hurl: 'format',
  argument: formatArgument('format', false),
  ...formatSpec,
});

export const dateFormat = defineFilter<string>({
  name: 'date-format',
  hurl: 'dateFormat',
  argument: formatArgument('date-format', false),
  ...formatSpec,
  summary: 'the same as `format` (Hurl’s newer name)',
});

export const daysAfterNow = defineFilter<undefined>({
  name: 'days-after-now',
  hurl: 'daysAfterNow',
  summary: 'the whole days from now until a date (negative once it has passed)',
  apply(value, _argument, context) {
    const date = asDate(value);
    return date === undefined
      ? notADate(value, context)
      : { value: Math.trunc((date.getTime() - Date.now()) / DAY_MS) };
  },
});

export const daysBeforeNow = defineFilter<undefined>({
  name: 'days-before-now',
  hurl: 'daysBeforeNow',
  summary: 'the whole days from a date until now (negative while it is to come)',
  apply(value, _argument, context) {
    const date = asDate(value);
    return date === undefined
      ? notADate(value, context)
      : { value: Math.trunc((Date.now() - date.getTime()) / DAY_MS) };
  },
});

/** A date, or a text in ISO 8601 or HTTP's date format. */
function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return undefined;
  for (const tokens of [ISO, HTTP_DATE]) {
    const date = readDate(value.trim(), tokens);
    if (date instanceof Date) return date;
  }
  return undefined;
}

function notADate(value: unknown, context: FilterContext): FilterOutcome {
  return cannot(value, 'not a date (read a text in another form with `to-date` first)', context);
}

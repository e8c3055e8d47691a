// A project's schedule: an interval (`30s`, `5m`, `1h`, `1d`) or a cron expression with an optional
// time zone (croner). Written in the collection as `schedule: 5m`, `schedule: "*/5 * * * *"` or
// `schedule: { cron: "0 9 * * 1-5", timezone: Europe/Paris }`.
import { Cron } from 'croner';

/** No schedule runs more often than this (a target is not a load test). */
export const SCHEDULE_FLOOR_MS = 10_000;

export type Schedule = { every: string } | { cron: string; timezone?: string };

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const INTERVAL = /^(\d+)\s*(s|m|h|d)$/;

/** The schedule a collection's `schedule:` value describes, or a message saying what is wrong. */
export function readSchedule(value: unknown): Schedule | string {
  if (typeof value === 'number') return 'an interval needs a unit: `30s`, `5m`, `1h` or `1d`';
  if (typeof value === 'string') {
    const text = value.trim();
    if (INTERVAL.test(text)) return checked({ every: text });
    if (text.split(/\s+/).length >= 5) return checked({ cron: text });
    return `\`${text}\` is neither an interval (\`30s\`, \`5m\`, \`1h\`, \`1d\`) nor a cron expression (\`*/5 * * * *\`)`;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { cron, timezone, ...rest } = value as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length > 0) return `unknown key \`${extra[0]}\` in schedule (known: cron, timezone)`;
    if (typeof cron !== 'string') return 'a schedule mapping needs `cron:` with a cron expression';
    if (timezone !== undefined && typeof timezone !== 'string') return '`timezone` must be a name such as Europe/Paris';
    return checked({ cron: cron.trim(), ...(timezone === undefined ? {} : { timezone }) });
  }
  return 'a schedule is an interval (`5m`) or a cron expression, optionally `{ cron: …, timezone: … }`';
}

function checked(schedule: Schedule): Schedule | string {
  if ('every' in schedule) {
    if (intervalMs(schedule.every) < SCHEDULE_FLOOR_MS)
      return `\`${schedule.every}\` is more often than the floor of every ${SCHEDULE_FLOOR_MS / 1000}s`;
    return schedule;
  }
  let first: Date | undefined;
  let second: Date | undefined;
  try {
    // An unknown time zone is only noticed when an occurrence is computed.
    [first, second] = new Cron(schedule.cron, { timezone: schedule.timezone, paused: true }).nextRuns(2);
  } catch (error) {
    if (schedule.timezone && /timezone/i.test((error as Error).message))
      return `unknown time zone \`${schedule.timezone}\` (an IANA name such as Europe/Paris)`;
    return `invalid cron schedule \`${schedule.cron}\`${schedule.timezone ? ` in ${schedule.timezone}` : ''}: ${(error as Error).message.split('. ')[0]}`;
  }
  if (!first) return `the cron schedule \`${schedule.cron}\` never runs`;
  if (second && second.getTime() - first.getTime() < SCHEDULE_FLOOR_MS)
    return `\`${schedule.cron}\` runs more often than the floor of every ${SCHEDULE_FLOOR_MS / 1000}s`;
  return schedule;
}

function intervalMs(every: string): number {
  const [, count, unit] = INTERVAL.exec(every.trim())!;
  return Number(count) * UNITS[unit];
}

/**
 * When the schedule runs next after the occurrence `previous` (or first, when there was none).
 * An interval keeps its cadence from `previous`, but occurrences missed while no instance ran are
 * skipped, not caught up.
 */
export function nextOccurrence(schedule: Schedule, now: number, previous?: number): number | undefined {
  if ('every' in schedule) {
    const every = intervalMs(schedule.every);
    if (previous === undefined) return now;
    const next = previous + every;
    return next > now ? next : now + every - ((now - previous) % every);
  }
  const next = new Cron(schedule.cron, { timezone: schedule.timezone, paused: true }).nextRun(new Date(now));
  return next?.getTime();
}

export function describeSchedule(schedule: Schedule): string {
  return 'every' in schedule
    ? `every ${schedule.every}`
    : `cron ${schedule.cron}${schedule.timezone ? ` (${schedule.timezone})` : ''}`;
}

// Wall-clock times in an IANA time zone, for forms: a `datetime-local` field says "2026-12-01T22:00"
// without a zone, and the window's time zone says where that is.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether `timeZone` is an IANA name this runtime knows (`UTC`, `Europe/Paris`). */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at the instant `ms`. */
function offsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` shows `local` (`YYYY-MM-DDTHH:MM[:SS]`), or
 * undefined if `local` is not such a text. A time skipped by a daylight-saving change resolves to
 * the instant an hour later; a time that occurs twice, to the first.
 */
export function zonedToEpoch(local: string, timeZone: string): number | undefined {
  const m = LOCAL.exec(local.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  // The zone's offset a day before and a day after: a daylight-saving change between them makes two candidates.
  const before = asUtc - offsetMs(asUtc - 86_400_000, timeZone);
  const after = asUtc - offsetMs(asUtc + 86_400_000, timeZone);
  const showing = [before, after].filter((t) => t + offsetMs(t, timeZone) === asUtc);
  // None shows it: a time the clocks skipped, taken with the offset before the change (an hour later).
  return showing.length > 0 ? Math.min(...showing) : before;
}

/** `ms` on the wall clock of `timeZone`, as a `datetime-local` value (`YYYY-MM-DDTHH:MM`). */
export function epochToZoned(ms: number, timeZone: string): string {
  return new Date(ms + offsetMs(ms, timeZone)).toISOString().slice(0, 16);
}

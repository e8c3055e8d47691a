// The uptime bar: one segment per day, coloured by that day's share of passing runs, each named for
// a screen reader and a hover (`2026-11-27: 99.5% uptime`, `2026-11-26: no data`). A list of empty
// items styled by class (assets/app.css): the smallest markup that carries a name per segment, since
// a status page draws 90 of them per service.
import { DAY_MS } from '../../store/store.ts';
import { html, type Html } from '../basics.ts';
import { dayPercent, isoDay, uptimeBand } from './day-uptime.ts';

export interface DayTally {
  runs: number;
  passedRuns: number;
}

/** The `days` days ending with the one holding `now`, oldest first. */
export function uptimeBar(name: string, byDay: ReadonlyMap<number, DayTally>, now: number, days = 90): Html {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const segments: Html[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = today - i * DAY_MS;
    const tally = byDay.get(day);
    const share = tally && tally.runs > 0 ? tally.passedRuns / tally.runs : undefined;
    const label = share === undefined ? `${isoDay(day)}: no data` : `${isoDay(day)}: ${dayPercent(share)} uptime`;
    // No `</li>`: HTML closes it at the next one, and the bars weigh 90 segments per service.
    // prettier-ignore
    segments.push(html`<li class="${uptimeBand(share)}" title="${label}">`);
  }
  // prettier-ignore
  return html`<ol class="days" aria-label="${name}: uptime per day, last ${days} days">${segments}</ol>`;
}

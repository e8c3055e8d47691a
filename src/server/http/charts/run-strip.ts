// A project's last runs as a strip of small coloured marks, oldest first, each named for a screen
// reader and a hover (`2026-11-27 23:54: passed in 3 ms`); runs from CI say so.
import type { Run } from '../../store/store.ts';
import { html, type Html } from '../basics.ts';
import { isoMinute } from './day-uptime.ts';

export type StripRun = Pick<Run, 'id' | 'status' | 'trigger' | 'queuedAt' | 'durationMs'>;

export function runLabel(run: StripRun): string {
  const took = run.durationMs === undefined ? '' : ` in ${Math.round(run.durationMs)} ms`;
  return `${isoMinute(run.queuedAt)}: ${run.status}${took}${run.trigger === 'ci' ? ' (from CI)' : ''}`;
}

/** `runs` newest first, as stored; drawn oldest first. */
export function runStrip(name: string, runs: readonly StripRun[]): Html {
  if (runs.length === 0) return html`<span class="muted">no runs yet</span>`;
  return html`<ol class="strip" aria-label="${name}: last ${runs.length} runs">
    ${[...runs].reverse().map((run) => html`<li class="${run.status}" title="${runLabel(run)}"></li>`)}
  </ol>`;
}

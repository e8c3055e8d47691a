// Uptime over the windows every page shows (dashboard, project, status page) and badges accept.
import { DAY_MS, type Project, type Uptime } from '../../store/store.ts';
import type { ServerContext } from '../context.ts';
import { percent } from '../percent.ts';

export const UPTIME_WINDOWS = [
  ['24h', DAY_MS],
  ['7d', 7 * DAY_MS],
  ['30d', 30 * DAY_MS],
  ['90d', 90 * DAY_MS],
] as const;

/** The header of each window's column. */
export function uptimeHeaders(): string[] {
  return UPTIME_WINDOWS.map(([label]) => `Uptime ${label}`);
}

/** The figures as a cell's text each. */
export function uptimeCells(figures: (Uptime | undefined)[]): string[] {
  return figures.map((f) => percent(f?.uptime));
}

/** One project's uptime over each window. */
export async function projectUptime(ctx: ServerContext, project: Project): Promise<Uptime[]> {
  return Promise.all(UPTIME_WINDOWS.map(([, windowMs]) => ctx.store.uptime(project.id, windowMs)));
}

/** Every project's uptime over each window, in one query per window (pages that list every project). */
export async function uptimeOfProjects(ctx: ServerContext): Promise<(project: Project) => (Uptime | undefined)[]> {
  const now = Date.now();
  const maps = await Promise.all(UPTIME_WINDOWS.map(([, windowMs]) => ctx.store.uptimeOfProjects(windowMs, now)));
  return (project) => maps.map((map) => map.get(project.id));
}

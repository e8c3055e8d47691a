// A public project's badges (status, uptime and latency over a window), as SVG for README files.
import { HttpError, send } from '../basics.ts';
import { badge } from '../badges.ts';
import { ID, type Route } from '../context.ts';
import { percent } from '../percent.ts';
import { UPTIME_WINDOWS } from './uptime.ts';

function uptimeColour(uptime: number | undefined): Parameters<typeof badge>[2] {
  if (uptime === undefined) return 'grey';
  return uptime >= 0.99 ? 'green' : uptime >= 0.95 ? 'yellow' : 'red';
}

export const BADGE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: new RegExp(`^/badges/${ID}/(status|uptime|latency)\\.svg$`),
    access: 'public',
    kind: 'page',
    handle: async (x) => {
      const project = await x.ctx.store.project(x.params[0]);
      if (!project || !x.ctx.publicGroups.has(project.group))
        throw new HttpError(404, 'no public badge for this project');
      const window = x.url.searchParams.get('window') ?? '30d';
      const windowMs = UPTIME_WINDOWS.find(([label]) => label === window)?.[1];
      if (windowMs === undefined)
        throw new HttpError(400, `window must be one of ${UPTIME_WINDOWS.map(([l]) => l).join(', ')}`);
      const figures = await x.ctx.store.uptime(project.id, windowMs);
      const svg =
        x.params[1] === 'status'
          ? badge(
              'status',
              project.paused ? 'paused' : project.status,
              project.status === 'passing' ? 'green' : project.status === 'failing' ? 'red' : 'grey',
            )
          : x.params[1] === 'uptime'
            ? badge(`uptime ${window}`, percent(figures.uptime), uptimeColour(figures.uptime))
            : badge(
                `latency ${window}`,
                figures.latencyMs === undefined ? '–' : `${Math.round(figures.latencyMs)} ms`,
                'blue',
              );
      send(x.res, 200, svg, 'image/svg+xml', { 'Cache-Control': 'public, max-age=60' });
    },
  },
];

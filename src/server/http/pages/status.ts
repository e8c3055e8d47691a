// The public status page of a group named by --public-group: each project's status and uptime, for
// anyone, cached briefly. A group not made public is not found.
import { html, HttpError, sendHtml } from '../basics.ts';
import type { Route } from '../context.ts';
import { layout } from './layout.ts';
import { uptimeCells, uptimeHeaders, uptimeOfProjects } from './uptime.ts';
import { row, table } from './views.ts';

export const STATUS_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/status\/([^/]+)$/,
    access: 'public',
    kind: 'page',
    handle: async (x) => {
      let group: string;
      try {
        group = decodeURIComponent(x.params[0]);
      } catch {
        throw new HttpError(404, 'no public status page by that name');
      }
      const key = group === 'default' ? '' : group;
      if (!x.ctx.publicGroups.has(key)) throw new HttpError(404, 'no public status page by that name');
      const uptime = await uptimeOfProjects(x.ctx);
      const rows = (await x.ctx.store.listProjects(key)).map((project) =>
        row(
          [project.name, project.paused ? 'paused' : project.status, ...uptimeCells(uptime(project))],
          html`class="${project.status}"`,
        ),
      );
      sendHtml(x.res, 200, layout(`Status: ${group}`, table(['Service', 'Status', ...uptimeHeaders()], rows)), {
        'Cache-Control': 'public, max-age=30',
      });
    },
  },
];

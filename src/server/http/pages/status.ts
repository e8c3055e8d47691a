// The public status page of a group named by --public-group (status-page.ts draws it), for anyone,
// cached briefly. A group not made public is not found.
import { HttpError, sendHtml } from '../basics.ts';
import type { Route } from '../context.ts';
import { statusPageBody } from '../status-page.ts';
import { layout } from './layout.ts';

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
      sendHtml(x.res, 200, layout(`Status: ${group}`, await statusPageBody(x.ctx, key)), {
        'Cache-Control': 'public, max-age=30',
      });
    },
  },
];

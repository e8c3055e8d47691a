// Every route of the dashboard's pages, one module per resource; app.ts enforces each route's
// access, kind and CSRF. A new page is a module here and its routes in this list.
import type { Route } from '../context.ts';
import { ALERT_CHANNEL_ROUTES } from './alert-channels.ts';
import { ALERTS_PAGE_ROUTES } from './alerts.ts';
import { BADGE_ROUTES } from './badges.ts';
import { DASHBOARD_ROUTES } from './dashboard.ts';
import { MAINTENANCE_WINDOW_ROUTES } from './maintenance-windows.ts';
import { PROJECT_ROUTES } from './projects.ts';
import { RUN_ROUTES } from './runs.ts';
import { SIGN_IN_ROUTES } from './sign-in.ts';
import { STATUS_ROUTES } from './status.ts';
import { TOKEN_ROUTES } from './tokens.ts';
import { USER_ROUTES } from './users.ts';

export const PAGE_ROUTES: Route[] = [
  ...SIGN_IN_ROUTES,
  ...DASHBOARD_ROUTES,
  ...PROJECT_ROUTES,
  ...RUN_ROUTES,
  ...TOKEN_ROUTES,
  ...USER_ROUTES,
  ...STATUS_ROUTES,
  ...BADGE_ROUTES,
  ...ALERTS_PAGE_ROUTES,
  ...ALERT_CHANNEL_ROUTES,
  ...MAINTENANCE_WINDOW_ROUTES,
];

export { errorPage } from './layout.ts';

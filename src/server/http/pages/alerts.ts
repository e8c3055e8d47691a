// The Alerts page: open alerts (with acknowledgement), deliveries, channels and maintenance
// windows, with links to their forms (alert-channels.ts, maintenance-windows.ts).
import { windowActive } from '../../alerts.ts';
import { CHANNEL_TYPES } from '../../alerts/channel-types.ts';
import type { MaintenanceWindow } from '../../store/alert-store.ts';
import { epochToZoned } from '../../time-zones.ts';
import { channelTarget } from '../../alerts/input.ts';
import { html, redirect, sendHtml, type Html } from '../basics.ts';
import { ID, type Exchange, type Route } from '../context.ts';
import { layout } from './layout.ts';
import { postButton, row, table, when } from './views.ts';

function windowWhen(w: MaintenanceWindow): string {
  const zone = w.timeZone ?? 'UTC';
  if (w.cron) return `${w.cron} for ${w.durationMinutes} min (${zone})`;
  const show = (ms: number | undefined) => (ms === undefined ? '–' : epochToZoned(ms, zone).replace('T', ' '));
  return `${show(w.startsAt)} – ${show(w.endsAt)} (${zone})`;
}

/** The Alerts page, with a notice on top (a webhook's signing secret, shown once). */
export async function alertsPage(x: Exchange, notice?: Html): Promise<string> {
  const { store, box } = x.ctx;
  const projects = new Map((await store.listProjects()).map((p) => [p.id, p.name]));
  const channels = await store.alerts.channels();
  const channelName = new Map(channels.map((c) => [c.id, `${c.name} (${c.kind})`]));
  const open = (await store.alerts.states()).filter((s) => s.state === 'down');
  const deliveries = await store.alerts.deliveries(50);
  const windows = await store.alerts.windows();
  const write = x.principal.permissions.has('write');
  const now = Date.now();
  const none = (text: string) => ({ empty: html`<p>${text}</p>` });
  const editCell = (path: string, what: string) =>
    html`<a href="${path}">Edit</a>
      ${postButton(x, `${path}/delete`, 'Delete', { danger: true, describedAs: `Delete ${what}` })}`;
  const body = html`${notice ?? ''}
    <h2>Open alerts</h2>
    ${table(
      ['Project', 'Channel', 'Down since', 'Failures in a row', ''],
      open.map((s) =>
        row(
          [
            html`<a href="/projects/${s.projectId}">${projects.get(s.projectId)}</a>`,
            channelName.get(s.channelId),
            when(s.changedAt),
            s.consecutiveFailures,
            s.acknowledgedBy
              ? `acknowledged by ${s.acknowledgedBy}`
              : x.principal.permissions.has('run')
                ? postButton(x, `/projects/${s.projectId}/acknowledge`, 'Acknowledge')
                : '',
          ],
          html`class="failing"`,
        ),
      ),
      none('None: every project is up.'),
    )}
    <h2>Deliveries</h2>
    ${table(
      ['When', 'Project', 'Channel', 'Event', 'Outcome', 'Attempts', 'Detail'],
      deliveries.map((d) =>
        row([
          when(d.createdAt),
          projects.get(d.projectId),
          channelName.get(d.channelId),
          d.event,
          d.outcome,
          d.attempts,
          d.detail,
        ]),
      ),
      none('None yet.'),
    )}
    <h2>Channels</h2>
    ${table(
      ['Name', 'Kind', 'Sends to', 'Group', 'Thresholds (fail/recover)', 'Reminder', ...(write ? [''] : [])],
      channels.map((c) =>
        row([
          c.name,
          c.kind,
          channelTarget(c, box),
          c.group ?? 'all',
          `${c.failureThreshold}/${c.recoveryThreshold}`,
          c.reminderMinutes ? `${c.reminderMinutes} min` : 'none',
          ...(write ? [editCell(`/alerts/channels/${c.id}`, `channel ${c.name}`)] : []),
        ]),
      ),
      none('None yet.'),
    )}
    ${
      write
        ? html`<p>
            New channel:
            ${CHANNEL_TYPES.map((type) => html`<a href="/alerts/channels/new?kind=${type.kind}">${type.label}</a> `)}
          </p>`
        : ''
    }
    <h2>Maintenance windows</h2>
    <p>While a window covers a project, its alerts are not sent (the delivery is recorded as <em>silenced</em>).</p>
    ${table(
      ['Title', 'Project', 'When', 'Now', ...(write ? [''] : [])],
      windows.map((w) =>
        row([
          w.title,
          w.projectId ? projects.get(w.projectId) : 'all',
          windowWhen(w),
          windowActive(w, w.projectId ?? '', now) ? 'active' : 'not active',
          ...(write ? [editCell(`/alerts/windows/${w.id}`, `window ${w.title}`)] : []),
        ]),
      ),
      none('None.'),
    )}
    ${write ? html`<p><a href="/alerts/windows/new">New maintenance window</a></p>` : ''}`;
  return layout('Alerts', body, x);
}

export const ALERTS_PAGE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/alerts$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => sendHtml(x.res, 200, await alertsPage(x)),
  },
  {
    method: 'POST',
    path: new RegExp(`^/projects/${ID}/acknowledge$`),
    access: 'run',
    kind: 'page',
    handle: async (x) => {
      await x.ctx.store.alerts.acknowledge(x.params[0], x.principal.userName);
      redirect(x.res, '/alerts');
    },
  },
];

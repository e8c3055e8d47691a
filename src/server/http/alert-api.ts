// The API of alerts: channels, alert states with acknowledgement, deliveries, maintenance windows.
import type { AlertChannel, Delivery, MaintenanceWindow } from '../store/alert-store.ts';
import { changedChannel, checkWindow, newChannel } from '../alerts/input.ts';
import { HttpError, readJson, sendJson } from './basics.ts';
import { ID, type Exchange, type Route } from './context.ts';
import { iso } from './views.ts';

export function channelView(channel: AlertChannel) {
  // The settings (URLs, passwords, the signing secret) are sealed and never shown again.
  return {
    id: channel.id,
    name: channel.name,
    kind: channel.kind,
    group: channel.group ?? null,
    failureThreshold: channel.failureThreshold,
    recoveryThreshold: channel.recoveryThreshold,
    reminderMinutes: channel.reminderMinutes ?? null,
    createdAt: iso(channel.createdAt),
  };
}

export function deliveryView(delivery: Delivery) {
  return { ...delivery, createdAt: iso(delivery.createdAt), detail: delivery.detail ?? null };
}

export function windowView(window: MaintenanceWindow) {
  return {
    id: window.id,
    projectId: window.projectId ?? null,
    title: window.title,
    startsAt: iso(window.startsAt),
    endsAt: iso(window.endsAt),
    cron: window.cron ?? null,
    durationMinutes: window.durationMinutes ?? null,
    timeZone: window.timeZone ?? null,
  };
}

export async function channelOr404(x: Exchange): Promise<AlertChannel> {
  const channel = await x.ctx.store.alerts.channel(x.params[0]);
  if (!channel) throw new HttpError(404, 'no such channel');
  return channel;
}

export async function windowOr404(x: Exchange): Promise<MaintenanceWindow> {
  const window = await x.ctx.store.alerts.window(x.params[0]);
  if (!window) throw new HttpError(404, 'no such maintenance window');
  return window;
}

export const ALERT_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/alert-channels$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, { channels: (await x.ctx.store.alerts.channels()).map(channelView) }),
  },
  {
    method: 'POST',
    path: /^\/api\/alert-channels$/,
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      const { input, signingSecret } = newChannel(await readJson(x.req), x.ctx.box);
      const channel = await x.ctx.store.alerts.createChannel(input);
      // A webhook's signing secret is shown this once, so that the receiver can check signatures.
      sendJson(x.res, 201, { ...channelView(channel), ...(signingSecret ? { signingSecret } : {}) });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/api/alert-channels/${ID}$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, channelView(await channelOr404(x))),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/alert-channels/${ID}$`),
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      const channel = await channelOr404(x);
      const input = changedChannel(await readJson(x.req), channel, x.ctx.box);
      await x.ctx.store.alerts.updateChannel(channel.id, input);
      sendJson(x.res, 200, channelView({ ...channel, ...input }));
    },
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/alert-channels/${ID}$`),
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      if (!(await x.ctx.store.alerts.deleteChannel(x.params[0]))) throw new HttpError(404, 'no such channel');
      x.res.writeHead(204).end();
    },
  },
  {
    method: 'GET',
    path: /^\/api\/alerts$/,
    access: 'read',
    kind: 'api',
    handle: async (x) =>
      sendJson(x.res, 200, {
        states: (await x.ctx.store.alerts.states()).map((s) => ({
          ...s,
          changedAt: iso(s.changedAt),
          lastNotifiedAt: iso(s.lastNotifiedAt),
          acknowledgedBy: s.acknowledgedBy ?? null,
        })),
        deliveries: (await x.ctx.store.alerts.deliveries(100)).map(deliveryView),
      }),
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/projects/${ID}/acknowledge$`),
    access: 'run',
    kind: 'api',
    handle: async (x) => {
      const count = await x.ctx.store.alerts.acknowledge(x.params[0], x.principal.userName);
      if (count === 0) throw new HttpError(404, 'the project has no open alert');
      sendJson(x.res, 200, { acknowledged: count });
    },
  },
  {
    method: 'GET',
    path: /^\/api\/maintenance-windows$/,
    access: 'read',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, { windows: (await x.ctx.store.alerts.windows()).map(windowView) }),
  },
  {
    method: 'POST',
    path: /^\/api\/maintenance-windows$/,
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      const input = await checkWindow(await readJson(x.req), x.ctx.store);
      sendJson(x.res, 201, windowView(await x.ctx.store.alerts.createWindow(input)));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/api/maintenance-windows/${ID}$`),
    access: 'read',
    kind: 'api',
    handle: async (x) => sendJson(x.res, 200, windowView(await windowOr404(x))),
  },
  {
    method: 'PUT',
    path: new RegExp(`^/api/maintenance-windows/${ID}$`),
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      const window = await windowOr404(x);
      const input = await checkWindow(await readJson(x.req), x.ctx.store);
      await x.ctx.store.alerts.updateWindow(window.id, input);
      sendJson(x.res, 200, windowView({ ...input, id: window.id, createdAt: window.createdAt }));
    },
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/api/maintenance-windows/${ID}$`),
    access: 'write',
    kind: 'api',
    handle: async (x) => {
      if (!(await x.ctx.store.alerts.deleteWindow(x.params[0]))) throw new HttpError(404, 'no such window');
      x.res.writeHead(204).end();
    },
  },
];

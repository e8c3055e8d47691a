// The API of alerts: channels, alert states with acknowledgement, deliveries, maintenance windows.
import { Cron } from 'croner';
import { checkChannelConfig } from '../alerts.ts';
import type { AlertChannel, Delivery, MaintenanceWindow } from '../store/alert-store.ts';
import { HttpError, readJson, sendJson } from './basics.ts';
import type { Exchange, Route } from './context.ts';
import { iso } from './views.ts';

const ID = '([0-9a-f-]{36})';

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

function whole(
  body: Record<string, unknown>,
  key: string,
  fallback: number | undefined,
  min: number,
): number | undefined {
  const value = body[key] ?? fallback;
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || (value as number) < min)
    throw new HttpError(400, `${key} must be a whole number of at least ${min}`);
  return value as number;
}

function time(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new HttpError(400, `${key} must be a date-time such as 2026-12-01T22:00:00Z`);
  return ms;
}

async function createWindow(x: Exchange): Promise<MaintenanceWindow> {
  const body = await readJson(x.req);
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (!title) throw new HttpError(400, 'a maintenance window needs a title');
  const projectId = body.projectId ?? undefined;
  if (projectId !== undefined && (typeof projectId !== 'string' || !(await x.ctx.store.project(projectId))))
    throw new HttpError(400, 'projectId names no project (leave it out for every project)');
  const startsAt = time(body, 'startsAt');
  const endsAt = time(body, 'endsAt');
  const cron = typeof body.cron === 'string' ? body.cron.trim() : undefined;
  const timeZone = typeof body.timeZone === 'string' ? body.timeZone : undefined;
  const durationMinutes = whole(body, 'durationMinutes', undefined, 1);
  if (cron !== undefined) {
    if (durationMinutes === undefined) throw new HttpError(400, 'a recurring window (cron) needs durationMinutes');
    try {
      new Cron(cron, { timezone: timeZone, paused: true }).nextRun(); // an unknown time zone throws here
    } catch (error) {
      throw new HttpError(
        400,
        `invalid cron \`${cron}\`${timeZone ? ` in ${timeZone}` : ''}: ${(error as Error).message}`,
      );
    }
  } else if (startsAt === undefined || endsAt === undefined || endsAt <= startsAt) {
    throw new HttpError(
      400,
      'a one-off window needs startsAt before endsAt; a recurring one needs cron and durationMinutes',
    );
  }
  return x.ctx.store.alerts.createWindow({
    projectId: projectId as string | undefined,
    title,
    startsAt,
    endsAt,
    cron,
    durationMinutes,
    timeZone,
  });
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
      const body = await readJson(x.req);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) throw new HttpError(400, 'a channel needs a name');
      const checked = checkChannelConfig(body.kind, body.config);
      if (typeof checked === 'string') throw new HttpError(400, checked);
      const group = body.group ?? undefined;
      if (group !== undefined && typeof group !== 'string') throw new HttpError(400, 'group must be text');
      const channel = await x.ctx.store.alerts.createChannel({
        name,
        kind: checked.kind,
        configEncrypted: x.ctx.box.seal(JSON.stringify(checked.config)),
        group,
        failureThreshold: whole(body, 'failureThreshold', 1, 1)!,
        recoveryThreshold: whole(body, 'recoveryThreshold', 1, 1)!,
        reminderMinutes: whole(body, 'reminderMinutes', undefined, 1),
      });
      // A webhook's signing secret is shown this once, so that the receiver can check signatures.
      const secret = checked.kind === 'webhook' ? (checked.config as { secret: string }).secret : undefined;
      sendJson(x.res, 201, { ...channelView(channel), ...(secret ? { signingSecret: secret } : {}) });
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
    handle: async (x) => sendJson(x.res, 201, windowView(await createWindow(x))),
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

// Alerts on state change, not on every failure. Per project and channel a state (up/down) moves to
// down after `failureThreshold` failing runs in a row and back up after `recoveryThreshold`
// passing ones; while down, a reminder goes out every `reminderMinutes` until acknowledged. The
// state moves by a conditional UPDATE, so of several instances only one sends. A maintenance
// window covering the project silences the message (the delivery is recorded as `silenced`).
// Deliveries are retried and their outcome stored.
import { createHmac, randomBytes } from 'node:crypto';
import { Cron } from 'croner';
import nodemailer from 'nodemailer';
import type { ResultsDocument } from '../report/results/document.ts';
import type { SecretBox } from './secret-box.ts';
import type { AlertChannel, AlertState, ChannelKind, MaintenanceWindow } from './store/alert-store.ts';
import type { Project, Run, Store } from './store/store.ts';

export const SIGNATURE_HEADER = 'X-Assay-Signature';
/** Waits before each attempt: at once, then after 2 s and 10 s. */
export const DEFAULT_RETRY_DELAYS_MS = [0, 2000, 10_000];
const SEND_TIMEOUT_MS = 10_000;

export type AlertEvent = 'failure' | 'recovery' | 'reminder';

export interface WebhookConfig {
  url: string;
  secret: string;
}
export interface SlackConfig {
  url: string;
}
export interface EmailConfig {
  host: string;
  port: number;
  secure?: boolean;
  user?: string;
  password?: string;
  from: string;
  to: string[];
}

/** The JSON a webhook receives (docs/serve.md#alerts). */
export interface AlertPayload {
  event: AlertEvent;
  deliveryId: string;
  sentAt: string;
  project: { id: string; name: string; group: string };
  run: {
    id: string;
    status: string;
    path: string;
    finishedAt: string | null;
    totals: Run['totals'];
    error: string | null;
  };
  state: { status: 'up' | 'down'; since: string; consecutiveFailures: number };
  failures: { test: string; outcome: string; check?: string; expected?: string; actual?: string; error?: string }[];
}

/** Checks a new channel's settings; returns them complete (a webhook gets a signing secret if none was given). */
export function checkChannelConfig(kind: unknown, config: unknown): { kind: ChannelKind; config: object } | string {
  const c = (config ?? {}) as Record<string, unknown>;
  const url = (value: unknown) => typeof value === 'string' && /^https?:\/\/./.test(value);
  switch (kind) {
    case 'webhook':
      if (!url(c.url)) return 'a webhook channel needs config.url (http or https)';
      if (c.secret !== undefined && (typeof c.secret !== 'string' || c.secret.length < 16))
        return 'config.secret must be text of 16 characters or more';
      return {
        kind,
        config: { url: c.url, secret: (c.secret as string | undefined) ?? randomBytes(24).toString('base64url') },
      };
    case 'slack':
      if (!url(c.url)) return 'a slack channel needs config.url, the incoming webhook URL';
      return { kind, config: { url: c.url } };
    case 'email': {
      const to = typeof c.to === 'string' ? [c.to] : c.to;
      if (typeof c.host !== 'string' || !c.host) return 'an email channel needs config.host (the SMTP server)';
      if (!Number.isInteger(c.port ?? 587)) return 'config.port must be a whole number';
      if (typeof c.from !== 'string' || !c.from.includes('@')) return 'an email channel needs config.from, an address';
      if (!Array.isArray(to) || to.length === 0 || to.some((a) => typeof a !== 'string' || !a.includes('@')))
        return 'an email channel needs config.to, one address or a list';
      return {
        kind,
        config: {
          host: c.host,
          port: c.port ?? 587,
          secure: c.secure === true,
          user: c.user,
          password: c.password,
          from: c.from,
          to,
        },
      };
    }
    default:
      return 'kind must be webhook, slack or email';
  }
}

/** Whether a window covers the project at `now`: one-off by its start and end, recurring by cron + duration. */
export function windowActive(window: MaintenanceWindow, projectId: string, now: number): boolean {
  if (window.projectId !== undefined && window.projectId !== projectId) return false;
  if (window.cron !== undefined) {
    const durationMs = (window.durationMinutes ?? 0) * 60_000;
    const occurrence = new Cron(window.cron, { timezone: window.timeZone, paused: true }).nextRun(
      new Date(now - durationMs),
    );
    return occurrence !== null && occurrence.getTime() <= now;
  }
  return window.startsAt !== undefined && window.endsAt !== undefined && window.startsAt <= now && now < window.endsAt;
}

export class Alerts {
  readonly #store: Store;
  readonly #box: SecretBox;
  readonly #retryDelaysMs: number[];
  readonly #sending = new Set<Promise<void>>();

  constructor(store: Store, box: SecretBox, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS) {
    this.#store = store;
    this.#box = box;
    this.#retryDelaysMs = retryDelaysMs;
  }

  /** Resolves when no delivery is being attempted (for shutdown). */
  async idle(): Promise<void> {
    while (this.#sending.size > 0) await Promise.all(this.#sending);
  }

  async runFinished(project: Project, run: Run): Promise<void> {
    if (run.status === 'abandoned') return; // says nothing about the target
    const failing = run.status !== 'passed';
    const now = Date.now();
    for (const channel of await this.#store.alerts.channels()) {
      if (channel.group !== undefined && channel.group !== project.group) continue;
      const previous = await this.#store.alerts.state(project.id, channel.id);
      const { next, event } = transition(previous, channel, project.id, failing, now);
      if (!(await this.#store.alerts.replaceState(previous, next))) continue; // another instance moved it
      if (!event) continue;
      const windows = await this.#store.alerts.windows();
      const silenced = windows.some((w) => windowActive(w, project.id, now));
      const delivery = await this.#store.alerts.createDelivery(
        channel.id,
        project.id,
        event,
        silenced ? 'silenced' : 'pending',
      );
      if (silenced) continue;
      const payload = await this.#payload(event, delivery.id, project, run, next);
      const sending = this.#deliver(channel, delivery.id, payload).finally(() => this.#sending.delete(sending));
      this.#sending.add(sending);
    }
  }

  async #deliver(channel: AlertChannel, deliveryId: string, payload: AlertPayload): Promise<void> {
    let detail = '';
    for (const [attempt, delay] of this.#retryDelaysMs.entries()) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const config = JSON.parse(this.#box.open(channel.configEncrypted)) as object;
        detail = await send(channel.kind, config, payload);
        await this.#store.alerts.updateDelivery(deliveryId, attempt + 1, 'delivered', detail);
        return;
      } catch (error) {
        detail = (error as Error).message;
        await this.#store.alerts.updateDelivery(deliveryId, attempt + 1, 'pending', detail);
      }
    }
    await this.#store.alerts.updateDelivery(deliveryId, this.#retryDelaysMs.length, 'failed', detail);
  }

  async #payload(
    event: AlertEvent,
    deliveryId: string,
    project: Project,
    run: Run,
    state: AlertState,
  ): Promise<AlertPayload> {
    const results = await this.#store.runResults(run.id);
    const failures: AlertPayload['failures'] = [];
    if (results) {
      const doc = JSON.parse(results) as ResultsDocument;
      for (const collection of doc.collections)
        for (const test of collection.tests) {
          if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
          const check = test.validators.find((v) => !v.pass);
          failures.push({
            test: test.name,
            outcome: test.outcome,
            ...(check ? { check: check.name, expected: check.expected, actual: check.actual } : {}),
            ...(test.error ? { error: test.error } : {}),
          });
        }
    }
    return {
      event,
      deliveryId,
      sentAt: new Date().toISOString(),
      project: { id: project.id, name: project.name, group: project.group },
      run: {
        id: run.id,
        status: run.status,
        path: `/runs/${run.id}`,
        finishedAt: run.finishedAt === undefined ? null : new Date(run.finishedAt).toISOString(),
        totals: run.totals,
        error: run.error ?? null,
      },
      state: {
        status: state.state,
        since: new Date(state.changedAt).toISOString(),
        consecutiveFailures: state.consecutiveFailures,
      },
      failures: failures.slice(0, 10),
    };
  }
}

function transition(
  previous: AlertState | undefined,
  channel: AlertChannel,
  projectId: string,
  failing: boolean,
  now: number,
): { next: AlertState; event?: AlertEvent } {
  const base: AlertState = previous ?? {
    projectId,
    channelId: channel.id,
    state: 'up',
    consecutiveFailures: 0,
    consecutivePasses: 0,
    changedAt: now,
  };
  const next: AlertState = {
    ...base,
    consecutiveFailures: failing ? base.consecutiveFailures + 1 : 0,
    consecutivePasses: failing ? 0 : base.consecutivePasses + 1,
  };
  if (next.state === 'up' && failing && next.consecutiveFailures >= channel.failureThreshold)
    return {
      next: { ...next, state: 'down', changedAt: now, lastNotifiedAt: now, acknowledgedBy: undefined },
      event: 'failure',
    };
  if (next.state === 'down' && !failing && next.consecutivePasses >= channel.recoveryThreshold)
    return {
      next: { ...next, state: 'up', changedAt: now, lastNotifiedAt: now, acknowledgedBy: undefined },
      event: 'recovery',
    };
  const reminderMs = (channel.reminderMinutes ?? 0) * 60_000;
  if (
    next.state === 'down' &&
    failing &&
    reminderMs > 0 &&
    !next.acknowledgedBy &&
    now - (next.lastNotifiedAt ?? next.changedAt) >= reminderMs
  )
    return { next: { ...next, lastNotifiedAt: now }, event: 'reminder' };
  return { next };
}

function summary(payload: AlertPayload): string {
  const { project, run, event } = payload;
  const total = run.totals.passed + run.totals.failed + run.totals.errored;
  const what = event === 'recovery' ? 'recovered' : event === 'reminder' ? 'is still failing' : 'is failing';
  const first = payload.failures[0];
  const detail = first
    ? first.check
      ? `; ${first.test}: ${first.check} expected ${first.expected}, got ${first.actual}`
      : `; ${first.test}: ${first.error ?? first.outcome}`
    : run.error
      ? `; ${run.error.split('\n')[0]}`
      : '';
  return `${project.name} ${what}: ${run.totals.passed} of ${total} tests passed${detail} (run ${run.path})`;
}

/**
 * Text Slack shows as written: `&`, `<` and `>` escaped as Slack documents, since `<!channel>`,
 * `<@U123>` and `<https://evil|docs>` in a test name or a response would otherwise notify or
 * disguise a link. Slack has no escape for `*`, `_` and `~`, which only change the look.
 */
function slackText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** Sends one message; resolves with a short description of the answer, throws on failure. */
async function send(kind: ChannelKind, config: object, payload: AlertPayload): Promise<string> {
  if (kind === 'email') {
    const c = config as EmailConfig;
    const transport = nodemailer.createTransport({
      host: c.host,
      port: c.port,
      secure: c.secure === true,
      ...(c.user ? { auth: { user: c.user, pass: c.password ?? '' } } : {}),
      connectionTimeout: SEND_TIMEOUT_MS,
      greetingTimeout: SEND_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
    });
    const text = summary(payload);
    const info = await transport.sendMail({
      from: c.from,
      to: c.to,
      subject: `[assay] ${text.split(':')[0]}`,
      text: `${text}\n\n${JSON.stringify(payload, null, 2)}\n`,
    });
    return `SMTP accepted for ${info.accepted.length} recipient(s)`;
  }
  const body =
    kind === 'slack'
      ? JSON.stringify({
          text: `${payload.event === 'recovery' ? ':large_green_circle:' : ':red_circle:'} ${slackText(summary(payload))}`,
        })
      : JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'assay-serve' };
  if (kind === 'webhook') {
    const { secret } = config as WebhookConfig;
    headers[SIGNATURE_HEADER] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    headers['X-Assay-Event'] = payload.event;
    headers['X-Assay-Delivery'] = payload.deliveryId;
  }
  const response = await fetch((config as WebhookConfig | SlackConfig).url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    redirect: 'manual',
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
  return `HTTP ${response.status}`;
}

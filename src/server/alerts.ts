// Alerts on state change, not on every failure. Per project and channel a state (up/down) moves to
// down after `failureThreshold` failing runs in a row and back up after `recoveryThreshold`
// passing ones; while down, a reminder goes out every `reminderMinutes` until acknowledged. The
// state moves by a conditional UPDATE, so of several instances only one sends. A maintenance
// window covering the project silences the message (the delivery is recorded as `silenced`).
// Deliveries are retried and their outcome stored; each kind of channel sends through its own
// file in alerts/channels/ (listed in alerts/channel-types.ts).
import { Cron } from 'croner';
import { eachTest, FAILING } from '../report/results/stored-results.ts';
import { readStoredRun } from './stored-run.ts';
import type { ResultsDocument } from '../report/results/document.ts';
import { channelType } from './alerts/channel-types.ts';
import type { AlertEvent, AlertPayload } from './alerts/message.ts';
import type { SecretBox } from './secret-box.ts';
import type { AlertChannel, AlertState, MaintenanceWindow } from './store/alert-store.ts';
import type { Project, Run, Store } from './store/store.ts';

/** Waits before each attempt: at once, then after 2 s and 10 s. */
export const DEFAULT_RETRY_DELAYS_MS = [0, 2000, 10_000];
/** Failed tests an alert names (the rest are on the run page). */
const MAX_FAILURES = 10;

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
        const type = channelType(channel.kind);
        if (!type) throw new Error(`unknown channel kind ${channel.kind}`);
        detail = await type.send(config, payload);
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
    const failures = results ? alertFailures(readStoredRun(results)) : [];
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
      failures,
    };
  }
}

/** The failures an alert names: the first ten failed or errored tests, read a record at a time. */
export function alertFailures(doc: ResultsDocument): AlertPayload['failures'] {
  const failures: AlertPayload['failures'] = [];
  for (const collection of doc.collections)
    for (const test of eachTest(collection, FAILING)) {
      if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
      const check = test.validators.find((v) => !v.pass);
      failures.push({
        test: test.name,
        outcome: test.outcome,
        ...(check ? { check: check.name, expected: check.expected, actual: check.actual } : {}),
        ...(test.error ? { error: test.error } : {}),
      });
      if (failures.length === MAX_FAILURES) return failures;
    }
  return failures;
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

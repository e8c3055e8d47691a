// The alert side of the store: channels (settings sealed, they hold webhook URLs and passwords),
// per project and channel the alert state, deliveries with their outcome, maintenance windows.
import { randomUUID } from 'node:crypto';
import type { Database, Row } from './database.ts';

export interface AlertChannel {
  id: string;
  name: string;
  /** One of the kinds in alerts/channel-types.ts. */
  kind: string;
  /** Sealed JSON of the kind's settings. */
  configEncrypted: string;
  /** Only projects of this group; undefined: every project. */
  group?: string;
  failureThreshold: number;
  recoveryThreshold: number;
  reminderMinutes?: number;
  createdAt: number;
}

export interface AlertState {
  projectId: string;
  channelId: string;
  state: 'up' | 'down';
  consecutiveFailures: number;
  consecutivePasses: number;
  changedAt: number;
  lastNotifiedAt?: number;
  acknowledgedBy?: string;
}

export interface Delivery {
  id: string;
  channelId: string;
  projectId: string;
  event: string;
  createdAt: number;
  attempts: number;
  outcome: 'pending' | 'delivered' | 'failed' | 'silenced';
  detail?: string;
}

export interface MaintenanceWindow {
  id: string;
  /** undefined: every project. */
  projectId?: string;
  title: string;
  startsAt?: number;
  endsAt?: number;
  cron?: string;
  durationMinutes?: number;
  timeZone?: string;
  createdAt: number;
}

const optionalNumber = (value: unknown) => (value == null ? undefined : Number(value));
const optionalText = (value: unknown) => (value == null ? undefined : String(value));

export class AlertStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async createChannel(input: Omit<AlertChannel, 'id' | 'createdAt'>): Promise<AlertChannel> {
    const channel: AlertChannel = { ...input, id: randomUUID(), createdAt: Date.now() };
    await this.#db.run(
      `INSERT INTO alert_channels (id, name, kind, config_encrypted, project_group, failure_threshold,
        recovery_threshold, reminder_minutes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        channel.id,
        channel.name,
        channel.kind,
        channel.configEncrypted,
        channel.group ?? null,
        channel.failureThreshold,
        channel.recoveryThreshold,
        channel.reminderMinutes ?? null,
        channel.createdAt,
      ],
    );
    return channel;
  }

  async channels(): Promise<AlertChannel[]> {
    return (await this.#db.query('SELECT * FROM alert_channels ORDER BY name')).map(toChannel);
  }

  async channel(id: string): Promise<AlertChannel | undefined> {
    const [row] = await this.#db.query('SELECT * FROM alert_channels WHERE id = ?', [id]);
    return row && toChannel(row);
  }

  /** Replaces a channel's settings (its kind and id stay); false if there is no such channel. */
  async updateChannel(id: string, input: Omit<AlertChannel, 'id' | 'createdAt' | 'kind'>): Promise<boolean> {
    const changed = await this.#db.run(
      `UPDATE alert_channels SET name = ?, config_encrypted = ?, project_group = ?, failure_threshold = ?,
        recovery_threshold = ?, reminder_minutes = ? WHERE id = ?`,
      [
        input.name,
        input.configEncrypted,
        input.group ?? null,
        input.failureThreshold,
        input.recoveryThreshold,
        input.reminderMinutes ?? null,
        id,
      ],
    );
    return changed > 0;
  }

  async deleteChannel(id: string): Promise<boolean> {
    return (await this.#db.run('DELETE FROM alert_channels WHERE id = ?', [id])) > 0;
  }

  async state(projectId: string, channelId: string): Promise<AlertState | undefined> {
    const [row] = await this.#db.query('SELECT * FROM alert_states WHERE project_id = ? AND channel_id = ?', [
      projectId,
      channelId,
    ]);
    return row && toState(row);
  }

  async states(): Promise<AlertState[]> {
    return (await this.#db.query('SELECT * FROM alert_states ORDER BY changed_at DESC')).map(toState);
  }

  /**
   * Writes `next` if the stored state is still `previous` (undefined: none stored yet). Of two
   * instances evaluating the same project at once, one wins; the other sends nothing.
   */
  async replaceState(previous: AlertState | undefined, next: AlertState): Promise<boolean> {
    const values = [
      next.state,
      next.consecutiveFailures,
      next.consecutivePasses,
      next.changedAt,
      next.lastNotifiedAt ?? null,
      next.acknowledgedBy ?? null,
    ];
    if (!previous) {
      try {
        await this.#db.run(
          `INSERT INTO alert_states (state, consecutive_failures, consecutive_passes, changed_at, last_notified_at,
            acknowledged_by, project_id, channel_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [...values, next.projectId, next.channelId],
        );
        return true;
      } catch {
        return false; // another instance inserted it first
      }
    }
    const changed = await this.#db.run(
      `UPDATE alert_states SET state = ?, consecutive_failures = ?, consecutive_passes = ?, changed_at = ?,
        last_notified_at = ?, acknowledged_by = ?
       WHERE project_id = ? AND channel_id = ? AND state = ? AND consecutive_failures = ? AND consecutive_passes = ?
         AND changed_at = ?`,
      [
        ...values,
        next.projectId,
        next.channelId,
        previous.state,
        previous.consecutiveFailures,
        previous.consecutivePasses,
        previous.changedAt,
      ],
    );
    return changed === 1;
  }

  async acknowledge(projectId: string, userName: string): Promise<number> {
    return this.#db.run("UPDATE alert_states SET acknowledged_by = ? WHERE project_id = ? AND state = 'down'", [
      userName,
      projectId,
    ]);
  }

  async createDelivery(
    channelId: string,
    projectId: string,
    event: string,
    outcome: Delivery['outcome'],
  ): Promise<Delivery> {
    const delivery: Delivery = {
      id: randomUUID(),
      channelId,
      projectId,
      event,
      createdAt: Date.now(),
      attempts: 0,
      outcome,
    };
    await this.#db.run(
      'INSERT INTO alert_deliveries (id, channel_id, project_id, event, created_at, attempts, outcome) VALUES (?, ?, ?, ?, ?, 0, ?)',
      [delivery.id, channelId, projectId, event, delivery.createdAt, outcome],
    );
    return delivery;
  }

  async updateDelivery(id: string, attempts: number, outcome: Delivery['outcome'], detail?: string): Promise<void> {
    await this.#db.run('UPDATE alert_deliveries SET attempts = ?, outcome = ?, detail = ? WHERE id = ?', [
      attempts,
      outcome,
      detail ?? null,
      id,
    ]);
  }

  async deliveries(limit = 100, projectId?: string): Promise<Delivery[]> {
    const rows =
      projectId === undefined
        ? await this.#db.query('SELECT * FROM alert_deliveries ORDER BY created_at DESC LIMIT ?', [limit])
        : await this.#db.query('SELECT * FROM alert_deliveries WHERE project_id = ? ORDER BY created_at DESC LIMIT ?', [
            projectId,
            limit,
          ]);
    return rows.map((row) => ({
      id: String(row.id),
      channelId: String(row.channel_id),
      projectId: String(row.project_id),
      event: String(row.event),
      createdAt: Number(row.created_at),
      attempts: Number(row.attempts),
      outcome: row.outcome as Delivery['outcome'],
      ...(row.detail == null ? {} : { detail: String(row.detail) }),
    }));
  }

  async createWindow(input: Omit<MaintenanceWindow, 'id' | 'createdAt'>): Promise<MaintenanceWindow> {
    const window: MaintenanceWindow = { ...input, id: randomUUID(), createdAt: Date.now() };
    await this.#db.run(
      `INSERT INTO maintenance_windows (id, project_id, title, starts_at, ends_at, cron, duration_minutes, time_zone,
        created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        window.id,
        window.projectId ?? null,
        window.title,
        window.startsAt ?? null,
        window.endsAt ?? null,
        window.cron ?? null,
        window.durationMinutes ?? null,
        window.timeZone ?? null,
        window.createdAt,
      ],
    );
    return window;
  }

  async windows(): Promise<MaintenanceWindow[]> {
    return (await this.#db.query('SELECT * FROM maintenance_windows ORDER BY created_at')).map(toWindow);
  }

  async window(id: string): Promise<MaintenanceWindow | undefined> {
    const [row] = await this.#db.query('SELECT * FROM maintenance_windows WHERE id = ?', [id]);
    return row && toWindow(row);
  }

  /** Replaces a window's settings; false if there is no such window. */
  async updateWindow(id: string, input: Omit<MaintenanceWindow, 'id' | 'createdAt'>): Promise<boolean> {
    const changed = await this.#db.run(
      `UPDATE maintenance_windows SET project_id = ?, title = ?, starts_at = ?, ends_at = ?, cron = ?,
        duration_minutes = ?, time_zone = ? WHERE id = ?`,
      [
        input.projectId ?? null,
        input.title,
        input.startsAt ?? null,
        input.endsAt ?? null,
        input.cron ?? null,
        input.durationMinutes ?? null,
        input.timeZone ?? null,
        id,
      ],
    );
    return changed > 0;
  }

  async deleteWindow(id: string): Promise<boolean> {
    return (await this.#db.run('DELETE FROM maintenance_windows WHERE id = ?', [id])) > 0;
  }
}

function toChannel(row: Row): AlertChannel {
  return {
    id: String(row.id),
    name: String(row.name),
    kind: String(row.kind),
    configEncrypted: String(row.config_encrypted),
    group: optionalText(row.project_group),
    failureThreshold: Number(row.failure_threshold),
    recoveryThreshold: Number(row.recovery_threshold),
    reminderMinutes: optionalNumber(row.reminder_minutes),
    createdAt: Number(row.created_at),
  };
}

function toWindow(row: Row): MaintenanceWindow {
  return {
    id: String(row.id),
    projectId: optionalText(row.project_id),
    title: String(row.title),
    startsAt: optionalNumber(row.starts_at),
    endsAt: optionalNumber(row.ends_at),
    cron: optionalText(row.cron),
    durationMinutes: optionalNumber(row.duration_minutes),
    timeZone: optionalText(row.time_zone),
    createdAt: Number(row.created_at),
  };
}

function toState(row: Row): AlertState {
  return {
    projectId: String(row.project_id),
    channelId: String(row.channel_id),
    state: row.state as AlertState['state'],
    consecutiveFailures: Number(row.consecutive_failures),
    consecutivePasses: Number(row.consecutive_passes),
    changedAt: Number(row.changed_at),
    lastNotifiedAt: optionalNumber(row.last_notified_at),
    acknowledgedBy: optionalText(row.acknowledged_by),
  };
}

// Checking what a user gives for an alert channel (name, kind, settings, group, thresholds) or a
// maintenance window, in the API's JSON shape: the API passes its body, the dashboard's forms
// translate their fields into the same shape first. A mistake is an AlertInputError, which the
// HTTP layer answers with 400 (or shows the form again with).
import { Cron } from 'croner';
import { channelType, checkChannelConfig } from './channel-types.ts';
import type { SecretBox } from '../secret-box.ts';
import type { AlertChannel, MaintenanceWindow } from '../store/alert-store.ts';
import type { Store } from '../store/store.ts';
import { knownTimeZone } from '../time-zones.ts';

/** What is wrong with a channel or window as given, worded for the person who gave it. */
export class AlertInputError extends Error {
  readonly status = 400;
}

export type ChannelInput = Omit<AlertChannel, 'id' | 'createdAt'>;
export type WindowInput = Omit<MaintenanceWindow, 'id' | 'createdAt'>;

function whole(
  body: Record<string, unknown>,
  key: string,
  fallback: number | undefined,
  min: number,
): number | undefined {
  const value = key in body ? body[key] : fallback;
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || (value as number) < min)
    throw new AlertInputError(`${key} must be a whole number of at least ${min}`);
  return value as number;
}

function time(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new AlertInputError(`${key} must be a date-time such as 2026-12-01T22:00:00Z`);
  return ms;
}

function groupOf(body: Record<string, unknown>, fallback: string | undefined): string | undefined {
  const group = 'group' in body ? body.group : fallback;
  if (group === undefined || group === null) return undefined;
  if (typeof group !== 'string') throw new AlertInputError('group must be text');
  return group;
}

/** A new channel: name, kind, settings (sealed), group and thresholds; a setting to show once (a webhook's signing secret). */
export function newChannel(
  body: Record<string, unknown>,
  box: SecretBox,
): { input: ChannelInput; signingSecret?: string } {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw new AlertInputError('a channel needs a name');
  const checked = checkChannelConfig(body.kind, body.config);
  if (typeof checked === 'string') throw new AlertInputError(checked);
  return {
    input: {
      name,
      kind: checked.type.kind,
      configEncrypted: box.seal(JSON.stringify(checked.config)),
      group: groupOf(body, undefined),
      failureThreshold: whole(body, 'failureThreshold', 1, 1)!,
      recoveryThreshold: whole(body, 'recoveryThreshold', 1, 1)!,
      reminderMinutes: whole(body, 'reminderMinutes', undefined, 1),
    },
    ...(checked.type.shownOnce ? { signingSecret: checked.type.shownOnce(checked.config) } : {}),
  };
}

/** The stored settings of a channel, or {} when they are sealed under another key (then all must be given again). */
export function openChannelConfig(channel: AlertChannel, box: SecretBox): Record<string, unknown> | undefined {
  try {
    return JSON.parse(box.open(channel.configEncrypted)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * A change to a channel: keys left out keep their value (`null` clears group and reminderMinutes);
 * `config` keys given replace the stored ones, the others stay (a password or signing secret need
 * not be given again). The kind does not change.
 */
export function changedChannel(body: Record<string, unknown>, channel: AlertChannel, box: SecretBox): ChannelInput {
  if ('kind' in body && body.kind !== channel.kind)
    throw new AlertInputError(`the kind of a channel does not change (it is ${channel.kind}): create a new channel`);
  const name = 'name' in body ? (typeof body.name === 'string' ? body.name.trim() : '') : channel.name;
  if (!name) throw new AlertInputError('a channel needs a name');
  let configEncrypted = channel.configEncrypted;
  if (body.config !== undefined) {
    if (!body.config || typeof body.config !== 'object' || Array.isArray(body.config))
      throw new AlertInputError('config must be an object');
    const stored = openChannelConfig(channel, box) ?? {};
    const checked = checkChannelConfig(channel.kind, { ...stored, ...(body.config as object) });
    if (typeof checked === 'string') throw new AlertInputError(checked);
    configEncrypted = box.seal(JSON.stringify(checked.config));
  }
  return {
    name,
    kind: channel.kind,
    configEncrypted,
    group: groupOf(body, channel.group),
    failureThreshold: whole(body, 'failureThreshold', channel.failureThreshold, 1)!,
    recoveryThreshold: whole(body, 'recoveryThreshold', channel.recoveryThreshold, 1)!,
    reminderMinutes: whole(body, 'reminderMinutes', channel.reminderMinutes, 1),
  };
}

/** Where a channel sends, without what is secret (each kind's `target`). */
export function channelTarget(channel: AlertChannel, box: SecretBox): string {
  const config = openChannelConfig(channel, box);
  if (!config) return '(settings sealed under another key)';
  return channelType(channel.kind)?.target(config) ?? '(unknown kind)';
}

/** A maintenance window: one-off (startsAt before endsAt) or recurring (cron, durationMinutes, timeZone). */
export async function checkWindow(body: Record<string, unknown>, store: Store): Promise<WindowInput> {
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (!title) throw new AlertInputError('a maintenance window needs a title');
  const projectId = body.projectId ?? undefined;
  if (projectId !== undefined && (typeof projectId !== 'string' || !(await store.project(projectId))))
    throw new AlertInputError('projectId names no project (leave it out for every project)');
  const startsAt = time(body, 'startsAt');
  const endsAt = time(body, 'endsAt');
  const cron = typeof body.cron === 'string' && body.cron.trim() !== '' ? body.cron.trim() : undefined;
  const timeZone = typeof body.timeZone === 'string' && body.timeZone !== '' ? body.timeZone : undefined;
  if (timeZone !== undefined && !knownTimeZone(timeZone))
    throw new AlertInputError(`unknown time zone \`${timeZone}\` (an IANA name such as Europe/Paris)`);
  const durationMinutes = whole(body, 'durationMinutes', undefined, 1);
  if (cron !== undefined) {
    if (durationMinutes === undefined) throw new AlertInputError('a recurring window (cron) needs durationMinutes');
    try {
      new Cron(cron, { timezone: timeZone, paused: true }).nextRun();
    } catch (error) {
      throw new AlertInputError(`invalid cron \`${cron}\`: ${(error as Error).message}`);
    }
    return { projectId: projectId as string | undefined, title, cron, durationMinutes, timeZone };
  }
  if (startsAt === undefined || endsAt === undefined || endsAt <= startsAt)
    throw new AlertInputError(
      'a one-off window needs startsAt before endsAt; a recurring one needs cron and durationMinutes',
    );
  return { projectId: projectId as string | undefined, title, startsAt, endsAt, timeZone };
}

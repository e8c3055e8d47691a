// The kinds of alert channel: a new one is a file in channels/ and a line here.
import type { ChannelType } from './channel-type.ts';
import { email } from './channels/email.ts';
import { slack } from './channels/slack.ts';
import { webhook } from './channels/webhook.ts';

export const CHANNEL_TYPES: readonly ChannelType[] = [webhook, slack, email];

export function channelType(kind: unknown): ChannelType | undefined {
  return CHANNEL_TYPES.find((type) => type.kind === kind);
}

/** `kind must be webhook, slack or email`. */
export function unknownKindMessage(): string {
  const kinds = CHANNEL_TYPES.map((type) => type.kind);
  return `kind must be ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
}

/** Checks a new channel's settings; returns them complete (a webhook gets a signing secret if none was given). */
export function checkChannelConfig(kind: unknown, config: unknown): { type: ChannelType; config: object } | string {
  const type = channelType(kind);
  if (!type) return unknownKindMessage();
  const checked = type.check((config ?? {}) as Record<string, unknown>);
  return typeof checked === 'string' ? checked : { type, config: checked };
}

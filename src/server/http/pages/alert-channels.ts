// The forms of alert channels: a new one of a kind, a stored one changed, and deleting it. The form
// translates its fields into the API's JSON shape and goes through the same checks; a channel's
// settings are sealed: the form never shows a URL's path, a password or a signing secret, and
// leaving such a field empty keeps what is stored.
import type { ChannelType } from '../../alerts/channel-type.ts';
import { channelType, unknownKindMessage } from '../../alerts/channel-types.ts';
import type { AlertChannel } from '../../store/alert-store.ts';
import { channelOr404 } from '../alert-api.ts';
import { changedChannel, channelTarget, newChannel, openChannelConfig } from '../../alerts/input.ts';
import { html, HttpError, redirect, sendHtml, type Html } from '../basics.ts';
import { ID, type Exchange, type Route } from '../context.ts';
import { alertsPage } from './alerts.ts';
import { formNumber, formText, orShowAgain } from './forms.ts';
import { sendPage } from './layout.ts';
import { csrf, field, notice, problem as problemText } from './views.ts';

function channelBody(x: Exchange, type: ChannelType): Record<string, unknown> {
  const reminder = formText(x, 'reminderMinutes');
  const body: Record<string, unknown> = {
    name: formText(x, 'name'),
    kind: type.kind,
    group: formText(x, 'group') || null,
    reminderMinutes: reminder === '' ? null : formNumber(x, 'reminderMinutes'),
  };
  for (const key of ['failureThreshold', 'recoveryThreshold'])
    if (formText(x, key) !== '') body[key] = formNumber(x, key);
  // Empty secret fields are left out: a new channel gets the default, a changed one keeps what is stored.
  const secrets = type.secretFields.filter((k) => formText(x, k) !== '').map((k) => [k, formText(x, k)]);
  body.config = { ...type.fromForm((name) => formText(x, name)), ...Object.fromEntries(secrets) };
  return body;
}

function typeOf(kind: string | null): ChannelType {
  const type = channelType(kind);
  if (!type) throw new HttpError(400, unknownKindMessage());
  return type;
}

/** The form of a new channel (`channel` undefined) or of a stored one; `problem` re-shows what was sent. */
function channelForm(x: Exchange, type: ChannelType, channel?: AlertChannel, problem?: string): Html {
  const sent = problem !== undefined;
  const stored = channel && !sent ? (openChannelConfig(channel, x.ctx.box) ?? {}) : {};
  // After a refused submission the fields show what was sent (never a password or secret).
  const value = (name: string, current: unknown) => (sent ? formText(x, name) : (current ?? ''));
  const configFields = type.formFields({
    sent: (name) => formText(x, name),
    value,
    refused: sent,
    stored,
    target: channel ? channelTarget(channel, x.ctx.box) : undefined,
    field,
  });
  const count = (name: string, current: unknown) =>
    html`<input name="${name}" inputmode="numeric" value="${value(name, current)}" />`;
  return html`${problem ? problemText(problem) : ''}
    <form method="post" action="${channel ? `/alerts/channels/${channel.id}` : `/alerts/channels?kind=${type.kind}`}">
      ${csrf(x)} ${field('Name', html`<input name="name" required value="${value('name', channel?.name)}" />`)}
      ${configFields}
      ${field('Group (empty: every project)', html`<input name="group" value="${value('group', channel?.group)}" />`)}
      ${field(
        html`Failing runs in a row that send <em>failure</em>`,
        count('failureThreshold', channel?.failureThreshold ?? 1),
      )}
      ${field(
        html`Passing runs in a row that send <em>recovery</em>`,
        count('recoveryThreshold', channel?.recoveryThreshold ?? 1),
      )}
      ${field('Reminder while down, every so many minutes (empty: none)', count('reminderMinutes', channel?.reminderMinutes))}
      <button>${channel ? 'Save' : 'Create'}</button>
    </form>`;
}

export const ALERT_CHANNEL_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/alerts\/channels\/new$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const type = typeOf(x.url.searchParams.get('kind'));
      sendPage(x, `New ${type.label} channel`, channelForm(x, type));
    },
  },
  {
    method: 'POST',
    path: /^\/alerts\/channels$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const type = typeOf(x.url.searchParams.get('kind'));
      await orShowAgain(
        x,
        `New ${type.label} channel`,
        async () => {
          const { input, signingSecret } = newChannel(channelBody(x, type), x.ctx.box);
          const channel = await x.ctx.store.alerts.createChannel(input);
          if (!signingSecret) return redirect(x.res, '/alerts');
          // A webhook's signing secret is shown this once, so that the receiver can check signatures.
          const shown = notice(
            html`The signing secret of ${channel.name} (shown this once; receivers check
              <code>X-Assay-Signature</code> with it): <code>${signingSecret}</code>`,
          );
          sendHtml(x.res, 201, await alertsPage(x, shown));
        },
        (problem) => channelForm(x, type, undefined, problem),
      );
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/alerts/channels/${ID}$`),
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const channel = await channelOr404(x);
      sendPage(x, `Channel ${channel.name}`, channelForm(x, typeOf(channel.kind), channel));
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/alerts/channels/${ID}$`),
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const channel = await channelOr404(x);
      await orShowAgain(
        x,
        `Channel ${channel.name}`,
        async () => {
          const input = changedChannel(channelBody(x, typeOf(channel.kind)), channel, x.ctx.box);
          await x.ctx.store.alerts.updateChannel(channel.id, input);
          redirect(x.res, '/alerts');
        },
        (problem) => channelForm(x, typeOf(channel.kind), channel, problem),
      );
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/alerts/channels/${ID}/delete$`),
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      if (!(await x.ctx.store.alerts.deleteChannel(x.params[0]))) throw new HttpError(404, 'no such channel');
      redirect(x.res, '/alerts');
    },
  },
];

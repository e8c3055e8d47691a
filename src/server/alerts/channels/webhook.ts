// A webhook: the alert's JSON, signed with HMAC-SHA256 of the body under the channel's secret.
import { createHmac, randomBytes } from 'node:crypto';
import { html } from '../../http/basics.ts';
import { isHttpUrl, postJson, urlTarget, type ChannelType } from '../channel-type.ts';

export const SIGNATURE_HEADER = 'X-Assay-Signature';

interface WebhookConfig {
  url: string;
  secret: string;
}

export const webhook: ChannelType = {
  kind: 'webhook',
  label: 'Webhook',
  settingsShape: '{url, secret?}',
  secretFields: ['url', 'secret'],
  check(c) {
    if (!isHttpUrl(c.url)) return 'a webhook channel needs config.url (http or https)';
    if (c.secret !== undefined && (typeof c.secret !== 'string' || c.secret.length < 16))
      return 'config.secret must be text of 16 characters or more';
    return { url: c.url, secret: (c.secret as string | undefined) ?? randomBytes(24).toString('base64url') };
  },
  shownOnce: (config) => (config as WebhookConfig).secret,
  target: urlTarget,
  fromForm: () => ({}),
  formFields: ({ target, refused, sent, field }) =>
    html`${field(
      html`URL${target !== undefined ? html` (now ${target}; empty: keep it)` : ''}`,
      html`<input
        name="url"
        type="url"
        ${target !== undefined ? '' : html`required`}
        value="${refused ? sent('url') : ''}"
      />`,
    )}
    ${field(
      `Signing secret, 16 characters or more${target !== undefined ? ' (empty: keep the stored one)' : ' (empty: one is made up and shown once)'}`,
      html`<input name="secret" type="password" autocomplete="new-password" minlength="16" />`,
    )}`,
  async send(config, payload) {
    const { url, secret } = config as WebhookConfig;
    const body = JSON.stringify(payload);
    return postJson(url, body, {
      [SIGNATURE_HEADER]: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      'X-Assay-Event': payload.event,
      'X-Assay-Delivery': payload.deliveryId,
    });
  },
};

// E-mail: the alert's summary as the subject and text, the JSON below it, through an SMTP server.
import nodemailer from 'nodemailer';
import { html } from '../../http/basics.ts';
import { numberOrText, SEND_TIMEOUT_MS, type ChannelType } from '../channel-type.ts';
import { summary } from '../message.ts';

interface EmailConfig {
  host: string;
  port: number;
  secure?: boolean;
  user?: string;
  password?: string;
  from: string;
  to: string[];
}

export const email: ChannelType = {
  kind: 'email',
  label: 'E-mail',
  settingsShape: '{host, port, secure?, user?, password?, from, to}',
  secretFields: ['password'],
  check(c) {
    const to = typeof c.to === 'string' ? [c.to] : c.to;
    if (typeof c.host !== 'string' || !c.host) return 'an email channel needs config.host (the SMTP server)';
    if (!Number.isInteger(c.port ?? 587)) return 'config.port must be a whole number';
    if (typeof c.from !== 'string' || !c.from.includes('@')) return 'an email channel needs config.from, an address';
    if (!Array.isArray(to) || to.length === 0 || to.some((a) => typeof a !== 'string' || !a.includes('@')))
      return 'an email channel needs config.to, one address or a list';
    return {
      host: c.host,
      port: c.port ?? 587,
      secure: c.secure === true,
      user: c.user,
      password: c.password,
      from: c.from,
      to,
    };
  },
  // The recipients and the server, not the password.
  target: (config) => `${(config.to as string[]).join(', ')} via ${config.host}:${config.port}`,
  fromForm(field) {
    const port = field('port');
    return {
      host: field('host'),
      port: port === '' ? 587 : numberOrText(port),
      secure: field('security') === 'tls',
      user: field('user') || undefined,
      from: field('from'),
      to: field('to')
        .split(/[\s,;]+/)
        .filter((a) => a !== ''),
    };
  },
  formFields: ({ value, stored, refused, sent, target, field }) => {
    const tls = refused ? sent('security') === 'tls' : stored.secure === true;
    const to = Array.isArray(stored.to) ? stored.to.join(', ') : '';
    return html`${field('SMTP server', html`<input name="host" required value="${value('host', stored.host)}" />`)}
    ${field('Port', html`<input name="port" inputmode="numeric" value="${value('port', stored.port ?? 587)}" />`)}
    ${field(
      'Security',
      html`<select name="security">
        <option value="starttls">STARTTLS when the server offers it</option>
        <option value="tls" ${tls ? html`selected` : ''}>TLS from the start (port 465)</option>
      </select>`,
    )}
    ${field(
      'User (empty: no sign-in)',
      html`<input name="user" autocomplete="off" value="${value('user', stored.user)}" />`,
    )}
    ${field(
      `Password${target !== undefined ? ' (empty: keep the stored one)' : ''}`,
      html`<input name="password" type="password" autocomplete="new-password" />`,
    )}
    ${field('From', html`<input name="from" required value="${value('from', stored.from)}" />`)}
    ${field('To (addresses, separated by commas)', html`<input name="to" required value="${value('to', to)}" />`)}`;
  },
  async send(config, payload) {
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
  },
};

// Slack: the alert's summary to an incoming webhook, whose URL path is its credential.
import { html } from '../../http/basics.ts';
import { isHttpUrl, postJson, urlTarget, type ChannelType } from '../channel-type.ts';
import { summary } from '../message.ts';

/**
 * Text Slack shows as written: `&`, `<` and `>` escaped as Slack documents, since `<!channel>`,
 * `<@U123>` and `<https://evil|docs>` in a test name or a response would otherwise notify or
 * disguise a link. Slack has no escape for `*`, `_` and `~`, which only change the look.
 */
function slackText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

export const slack: ChannelType = {
  kind: 'slack',
  label: 'Slack',
  settingsShape: '{url}',
  secretFields: ['url'],
  check(c) {
    if (!isHttpUrl(c.url)) return 'a slack channel needs config.url, the incoming webhook URL';
    return { url: c.url };
  },
  target: urlTarget,
  fromForm: () => ({}),
  formFields: ({ target, refused, sent, field }) =>
    field(
      html`Incoming webhook URL${target !== undefined ? html` (now ${target}; empty: keep it)` : ''}`,
      html`<input
        name="url"
        type="url"
        ${target !== undefined ? '' : html`required`}
        value="${refused ? sent('url') : ''}"
      />`,
    ),
  send(config, payload) {
    const icon = payload.event === 'recovery' ? ':large_green_circle:' : ':red_circle:';
    return postJson(
      (config as { url: string }).url,
      JSON.stringify({ text: `${icon} ${slackText(summary(payload))}` }),
    );
  },
};

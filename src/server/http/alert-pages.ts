// The dashboard's Alerts page (open alerts, deliveries, channels, maintenance windows) and the forms
// that create, change and delete channels and windows. The forms translate their fields into the
// API's JSON shape and go through the same checks (alert-input.ts). A channel's settings are sealed:
// the forms never show a URL's path, a password or a signing secret; leaving such a field empty
// keeps what is stored.
import { windowActive } from '../alerts.ts';
import { numberOrText, type ChannelType } from '../alerts/channel-type.ts';
import { CHANNEL_TYPES, channelType, unknownKindMessage } from '../alerts/channel-types.ts';
import type { AlertChannel, MaintenanceWindow } from '../store/alert-store.ts';
import { epochToZoned, knownTimeZone, zonedToEpoch } from '../time-zones.ts';
import {
  changedChannel,
  channelTarget,
  checkWindow,
  newChannel,
  openChannelConfig,
  type ChannelInput,
} from './alert-input.ts';
import { channelOr404, windowOr404 } from './alert-api.ts';
import { html, HttpError, redirect, sendHtml, type Html } from './basics.ts';
import type { Exchange, Route } from './context.ts';
import { csrf, layout, when } from './pages.ts';

const ID = '([0-9a-f-]{36})';

/** A form field's text, trimmed; '' when absent. */
function field(x: Exchange, name: string): string {
  return (x.form.get(name) ?? '').trim();
}

function numberField(x: Exchange, name: string): number | string {
  return numberOrText(field(x, name));
}

function channelBody(x: Exchange, type: ChannelType): Record<string, unknown> {
  const reminder = field(x, 'reminderMinutes');
  const body: Record<string, unknown> = {
    name: field(x, 'name'),
    kind: type.kind,
    group: field(x, 'group') || null,
    reminderMinutes: reminder === '' ? null : numberField(x, 'reminderMinutes'),
  };
  for (const key of ['failureThreshold', 'recoveryThreshold'])
    if (field(x, key) !== '') body[key] = numberField(x, key);
  // Empty secret fields are left out: a new channel gets the default, a changed one keeps what is stored.
  const secrets = type.secretFields.filter((k) => field(x, k) !== '').map((k) => [k, field(x, k)]);
  body.config = { ...type.fromForm((name) => field(x, name)), ...Object.fromEntries(secrets) };
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
  const value = (name: string, current: unknown) => (sent ? field(x, name) : (current ?? ''));
  const configFields = type.formFields({
    sent: (name) => field(x, name),
    value,
    refused: sent,
    stored,
    target: channel ? channelTarget(channel, x.ctx.box) : undefined,
  });
  return html`${problem ? html`<p class="problem">${problem}</p>` : ''}
    <form method="post" action="${channel ? `/alerts/channels/${channel.id}` : `/alerts/channels?kind=${type.kind}`}">
      ${csrf(x)}
      <label>Name <input name="name" required value="${value('name', channel?.name)}" /></label>
      ${configFields}
      <label>Group (empty: every project) <input name="group" value="${value('group', channel?.group)}" /></label>
      <label
        >Failing runs in a row that send <em>failure</em>
        <input
          name="failureThreshold"
          inputmode="numeric"
          value="${value('failureThreshold', channel?.failureThreshold ?? 1)}"
      /></label>
      <label
        >Passing runs in a row that send <em>recovery</em>
        <input
          name="recoveryThreshold"
          inputmode="numeric"
          value="${value('recoveryThreshold', channel?.recoveryThreshold ?? 1)}"
      /></label>
      <label
        >Reminder while down, every so many minutes (empty: none)
        <input name="reminderMinutes" inputmode="numeric" value="${value('reminderMinutes', channel?.reminderMinutes)}"
      /></label>
      <button>${channel ? 'Save' : 'Create'}</button>
    </form>`;
}

function windowBody(x: Exchange): Record<string, unknown> {
  const timeZone = field(x, 'timeZone') || 'UTC';
  const body: Record<string, unknown> = {
    title: field(x, 'title'),
    projectId: field(x, 'projectId') || undefined,
    timeZone,
  };
  if (field(x, 'repeat') === 'cron')
    return { ...body, cron: field(x, 'cron'), durationMinutes: numberField(x, 'durationMinutes') };
  if (!knownTimeZone(timeZone)) return body; // the shared check names the unknown zone
  for (const [key, label] of [
    ['startsAt', 'the start'],
    ['endsAt', 'the end'],
  ]) {
    const ms = zonedToEpoch(field(x, key), timeZone);
    if (ms === undefined) throw new HttpError(400, `${label} must be a date and a time`);
    body[key] = new Date(ms).toISOString();
  }
  return body;
}

async function windowForm(x: Exchange, window?: MaintenanceWindow, problem?: string): Promise<Html> {
  const sent = problem !== undefined;
  const zone = window?.timeZone ?? 'UTC';
  const local = (ms: number | undefined) => (ms === undefined ? '' : epochToZoned(ms, zone));
  const value = (name: string, current: unknown) => (sent ? field(x, name) : (current ?? ''));
  const recurring = sent ? field(x, 'repeat') === 'cron' : window?.cron !== undefined;
  const projectId = value('projectId', window?.projectId);
  const projects = await x.ctx.store.listProjects();
  return html`${problem ? html`<p class="problem">${problem}</p>` : ''}
    <form method="post" action="${window ? `/alerts/windows/${window.id}` : '/alerts/windows'}" data-window-form>
      ${csrf(x)}
      <label>Title <input name="title" required value="${value('title', window?.title)}" /></label>
      <label
        >Project
        <select name="projectId">
          <option value="">every project</option>
          ${projects.map((p) => html`<option value="${p.id}" ${p.id === projectId ? html`selected` : ''}>${p.name}</option>`)}
        </select></label
      >
      <label
        >Time zone (an IANA name: UTC, Europe/Paris, America/New_York)
        <input name="timeZone" list="time-zones" required value="${value('timeZone', zone)}" />
      </label>
      <datalist id="time-zones">
        ${Intl.supportedValuesOf('timeZone').map((z) => html`<option value="${z}"></option>`)}
      </datalist>
      <fieldset>
        <legend>
          <label class="inline"
            ><input type="radio" name="repeat" value="once" ${recurring ? '' : html`checked`} /> Once</label
          >
        </legend>
        <label
          >Starts (in the time zone)
          <input name="startsAt" type="datetime-local" value="${value('startsAt', local(window?.startsAt))}"
        /></label>
        <label
          >Ends <input name="endsAt" type="datetime-local" value="${value('endsAt', local(window?.endsAt))}"
        /></label>
      </fieldset>
      <fieldset>
        <legend>
          <label class="inline"
            ><input type="radio" name="repeat" value="cron" ${recurring ? html`checked` : ''} /> Recurring</label
          >
        </legend>
        <label
          >Starts at (cron, in the time zone: <code>0 3 * * *</code> is every day at 03:00)
          <input name="cron" value="${value('cron', window?.cron)}"
        /></label>
        <label
          >For minutes
          <input
            name="durationMinutes"
            inputmode="numeric"
            value="${value('durationMinutes', window?.durationMinutes)}"
        /></label>
      </fieldset>
      <button>${window ? 'Save' : 'Create'}</button>
    </form>`;
}

/** Runs a form's change; a mistake the user made re-shows the form with the message (400). */
async function orShowAgain(
  x: Exchange,
  title: string,
  change: () => Promise<void>,
  form: (problem: string) => Promise<Html> | Html,
) {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    sendHtml(x.res, 400, layout(title, await form(error.message), x));
  }
}

function windowWhen(w: MaintenanceWindow): string {
  const zone = w.timeZone ?? 'UTC';
  if (w.cron) return `${w.cron} for ${w.durationMinutes} min (${zone})`;
  const show = (ms: number | undefined) => (ms === undefined ? '–' : epochToZoned(ms, zone).replace('T', ' '));
  return `${show(w.startsAt)} – ${show(w.endsAt)} (${zone})`;
}

async function alertsPage(x: Exchange, notice?: Html): Promise<string> {
  const projects = new Map((await x.ctx.store.listProjects()).map((p) => [p.id, p.name]));
  const channels = await x.ctx.store.alerts.channels();
  const channelName = new Map(channels.map((c) => [c.id, `${c.name} (${c.kind})`]));
  const open = (await x.ctx.store.alerts.states()).filter((s) => s.state === 'down');
  const deliveries = await x.ctx.store.alerts.deliveries(50);
  const windows = await x.ctx.store.alerts.windows();
  const write = x.principal.permissions.has('write');
  const now = Date.now();
  const deleteButton = (action: string, what: string) =>
    html`<form method="post" action="${action}" class="inline">
      ${csrf(x)}<button class="danger" aria-label="Delete ${what}">Delete</button>
    </form>`;
  const body = html`${notice ?? ''}
    <h2>Open alerts</h2>
    ${
      open.length === 0
        ? html`<p>None: every project is up.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Project</th>
                <th>Channel</th>
                <th>Down since</th>
                <th>Failures in a row</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              ${open.map(
                (s) =>
                  html`<tr class="failing">
                    <td><a href="/projects/${s.projectId}">${projects.get(s.projectId)}</a></td>
                    <td>${channelName.get(s.channelId)}</td>
                    <td>${when(s.changedAt)}</td>
                    <td>${s.consecutiveFailures}</td>
                    <td>
                      ${
                        s.acknowledgedBy
                          ? html`acknowledged by ${s.acknowledgedBy}`
                          : x.principal.permissions.has('run')
                            ? html`<form method="post" action="/projects/${s.projectId}/acknowledge" class="inline">
                                ${csrf(x)}<button>Acknowledge</button>
                              </form>`
                            : ''
                      }
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    <h2>Deliveries</h2>
    ${
      deliveries.length === 0
        ? html`<p>None yet.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>When</th>
                <th>Project</th>
                <th>Channel</th>
                <th>Event</th>
                <th>Outcome</th>
                <th>Attempts</th>
                <th>Detail</th>
              </tr>
            </thead>
            <tbody>
              ${deliveries.map(
                (d) =>
                  html`<tr>
                    <td>${when(d.createdAt)}</td>
                    <td>${projects.get(d.projectId)}</td>
                    <td>${channelName.get(d.channelId)}</td>
                    <td>${d.event}</td>
                    <td>${d.outcome}</td>
                    <td>${d.attempts}</td>
                    <td>${d.detail}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    <h2>Channels</h2>
    ${
      channels.length === 0
        ? html`<p>None yet.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Kind</th>
                <th>Sends to</th>
                <th>Group</th>
                <th>Thresholds (fail/recover)</th>
                <th>Reminder</th>
                ${write ? html`<th></th>` : ''}
              </tr>
            </thead>
            <tbody>
              ${channels.map(
                (c) =>
                  html`<tr>
                    <td>${c.name}</td>
                    <td>${c.kind}</td>
                    <td>${channelTarget(c, x.ctx.box)}</td>
                    <td>${c.group ?? 'all'}</td>
                    <td>${c.failureThreshold}/${c.recoveryThreshold}</td>
                    <td>${c.reminderMinutes ? `${c.reminderMinutes} min` : 'none'}</td>
                    ${
                      write
                        ? html`<td>
                            <a href="/alerts/channels/${c.id}">Edit</a>
                            ${deleteButton(`/alerts/channels/${c.id}/delete`, `channel ${c.name}`)}
                          </td>`
                        : ''
                    }
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${
      write
        ? html`<p>
            New channel:
            ${CHANNEL_TYPES.map((type) => html`<a href="/alerts/channels/new?kind=${type.kind}">${type.label}</a> `)}
          </p>`
        : ''
    }
    <h2>Maintenance windows</h2>
    <p>While a window covers a project, its alerts are not sent (the delivery is recorded as <em>silenced</em>).</p>
    ${
      windows.length === 0
        ? html`<p>None.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Title</th>
                <th>Project</th>
                <th>When</th>
                <th>Now</th>
                ${write ? html`<th></th>` : ''}
              </tr>
            </thead>
            <tbody>
              ${windows.map(
                (w) =>
                  html`<tr>
                    <td>${w.title}</td>
                    <td>${w.projectId ? projects.get(w.projectId) : 'all'}</td>
                    <td>${windowWhen(w)}</td>
                    <td>${windowActive(w, w.projectId ?? '', now) ? 'active' : 'not active'}</td>
                    ${
                      write
                        ? html`<td>
                            <a href="/alerts/windows/${w.id}">Edit</a>
                            ${deleteButton(`/alerts/windows/${w.id}/delete`, `window ${w.title}`)}
                          </td>`
                        : ''
                    }
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${write ? html`<p><a href="/alerts/windows/new">New maintenance window</a></p>` : ''}`;
  return layout('Alerts', body, x);
}

export const ALERT_PAGE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/alerts$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => sendHtml(x.res, 200, await alertsPage(x)),
  },
  {
    method: 'POST',
    path: new RegExp(`^/projects/${ID}/acknowledge$`),
    access: 'run',
    kind: 'page',
    handle: async (x) => {
      await x.ctx.store.alerts.acknowledge(x.params[0], x.principal.userName);
      redirect(x.res, '/alerts');
    },
  },
  {
    method: 'GET',
    path: /^\/alerts\/channels\/new$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const type = typeOf(x.url.searchParams.get('kind'));
      sendHtml(x.res, 200, layout(`New ${type.label} channel`, channelForm(x, type), x));
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
          const notice = html`<p class="notice">
            The signing secret of ${channel.name} (shown this once; receivers check
            <code>X-Assay-Signature</code> with it): <code>${signingSecret}</code>
          </p>`;
          sendHtml(x.res, 201, await alertsPage(x, notice));
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
      sendHtml(x.res, 200, layout(`Channel ${channel.name}`, channelForm(x, typeOf(channel.kind), channel), x));
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
          const input: ChannelInput = changedChannel(channelBody(x, typeOf(channel.kind)), channel, x.ctx.box);
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
  {
    method: 'GET',
    path: /^\/alerts\/windows\/new$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => sendHtml(x.res, 200, layout('New maintenance window', await windowForm(x), x)),
  },
  {
    method: 'POST',
    path: /^\/alerts\/windows$/,
    access: 'write',
    kind: 'page',
    handle: async (x) =>
      orShowAgain(
        x,
        'New maintenance window',
        async () => {
          await x.ctx.store.alerts.createWindow(await checkWindow(windowBody(x), x.ctx.store));
          redirect(x.res, '/alerts');
        },
        (problem) => windowForm(x, undefined, problem),
      ),
  },
  {
    method: 'GET',
    path: new RegExp(`^/alerts/windows/${ID}$`),
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const window = await windowOr404(x);
      sendHtml(x.res, 200, layout(`Maintenance window ${window.title}`, await windowForm(x, window), x));
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/alerts/windows/${ID}$`),
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const window = await windowOr404(x);
      await orShowAgain(
        x,
        `Maintenance window ${window.title}`,
        async () => {
          await x.ctx.store.alerts.updateWindow(window.id, await checkWindow(windowBody(x), x.ctx.store));
          redirect(x.res, '/alerts');
        },
        (problem) => windowForm(x, window, problem),
      );
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/alerts/windows/${ID}/delete$`),
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      if (!(await x.ctx.store.alerts.deleteWindow(x.params[0]))) throw new HttpError(404, 'no such window');
      redirect(x.res, '/alerts');
    },
  },
];

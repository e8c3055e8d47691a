// The forms of maintenance windows: one-off (start and end in a time zone) or recurring (cron and
// minutes), new or changed, and deleting one. The times are read in the window's time zone and
// go through the API's checks. The live script greys out the fieldset of the kind not chosen.
import type { MaintenanceWindow } from '../../store/alert-store.ts';
import { epochToZoned, knownTimeZone, zonedToEpoch } from '../../time-zones.ts';
import { windowOr404 } from '../alert-api.ts';
import { checkWindow } from '../../alerts/input.ts';
import { html, HttpError, redirect, type Html } from '../basics.ts';
import { ID, type Exchange, type Route } from '../context.ts';
import { formNumber, formText, orShowAgain } from './forms.ts';
import { sendPage } from './layout.ts';
import { csrf, field, problem as problemText } from './views.ts';

function windowBody(x: Exchange): Record<string, unknown> {
  const timeZone = formText(x, 'timeZone') || 'UTC';
  const body: Record<string, unknown> = {
    title: formText(x, 'title'),
    projectId: formText(x, 'projectId') || undefined,
    timeZone,
  };
  if (formText(x, 'repeat') === 'cron')
    return { ...body, cron: formText(x, 'cron'), durationMinutes: formNumber(x, 'durationMinutes') };
  if (!knownTimeZone(timeZone)) return body; // the shared check names the unknown zone
  for (const [key, label] of [
    ['startsAt', 'the start'],
    ['endsAt', 'the end'],
  ]) {
    const ms = zonedToEpoch(formText(x, key), timeZone);
    if (ms === undefined) throw new HttpError(400, `${label} must be a date and a time`);
    body[key] = new Date(ms).toISOString();
  }
  return body;
}

async function windowForm(x: Exchange, window?: MaintenanceWindow, problem?: string): Promise<Html> {
  const sent = problem !== undefined;
  const zone = window?.timeZone ?? 'UTC';
  const local = (ms: number | undefined) => (ms === undefined ? '' : epochToZoned(ms, zone));
  const value = (name: string, current: unknown) => (sent ? formText(x, name) : (current ?? ''));
  const recurring = sent ? formText(x, 'repeat') === 'cron' : window?.cron !== undefined;
  const projectId = value('projectId', window?.projectId);
  const projects = await x.ctx.store.listProjects();
  const kind = (repeat: string, label: string, chosen: boolean) =>
    html`<legend>
      <label class="inline"
        ><input type="radio" name="repeat" value="${repeat}" ${chosen ? html`checked` : ''} /> ${label}</label
      >
    </legend>`;
  return html`${problem ? problemText(problem) : ''}
    <form method="post" action="${window ? `/alerts/windows/${window.id}` : '/alerts/windows'}" data-window-form>
      ${csrf(x)} ${field('Title', html`<input name="title" required value="${value('title', window?.title)}" />`)}
      ${field(
        'Project',
        html`<select name="projectId">
          <option value="">every project</option>
          ${projects.map((p) => html`<option value="${p.id}" ${p.id === projectId ? html`selected` : ''}>${p.name}</option>`)}
        </select>`,
      )}
      ${field(
        'Time zone (an IANA name: UTC, Europe/Paris, America/New_York)',
        html`<input name="timeZone" list="time-zones" required value="${value('timeZone', zone)}" />`,
      )}
      <datalist id="time-zones">
        ${Intl.supportedValuesOf('timeZone').map((z) => html`<option value="${z}"></option>`)}
      </datalist>
      <fieldset>
        ${kind('once', 'Once', !recurring)}
        ${field(
          'Starts (in the time zone)',
          html`<input name="startsAt" type="datetime-local" value="${value('startsAt', local(window?.startsAt))}" />`,
        )}
        ${field(
          'Ends',
          html`<input name="endsAt" type="datetime-local" value="${value('endsAt', local(window?.endsAt))}" />`,
        )}
      </fieldset>
      <fieldset>
        ${kind('cron', 'Recurring', recurring)}
        ${field(
          html`Starts at (cron, in the time zone: <code>0 3 * * *</code> is every day at 03:00)`,
          html`<input name="cron" value="${value('cron', window?.cron)}" />`,
        )}
        ${field(
          'For minutes',
          html`<input
            name="durationMinutes"
            inputmode="numeric"
            value="${value('durationMinutes', window?.durationMinutes)}"
          />`,
        )}
      </fieldset>
      <button>${window ? 'Save' : 'Create'}</button>
    </form>`;
}

export const MAINTENANCE_WINDOW_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/alerts\/windows\/new$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => sendPage(x, 'New maintenance window', await windowForm(x)),
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
      sendPage(x, `Maintenance window ${window.title}`, await windowForm(x, window));
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

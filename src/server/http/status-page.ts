// The public status page of a group: a banner for the whole group (status/banner.ts), per service
// its state, 90-day uptime bar and figure and its response time over 90 days, then past incidents
// and maintenance. Everything from three queries over the group (daily rollups, changes of outcome,
// the results of the incidents shown), drawn on the server; no script needed.
import { windowActive } from '../alerts.ts';
import type { MaintenanceWindow } from '../store/alert-store.ts';
import { dailyRollupsOfGroup, resultsOfRun, statusChangesOfGroup, type ProjectRollup } from '../store/history.ts';
import { DAY_MS, type Project } from '../store/store.ts';
import { groupState, GROUP_STATE_TEXT } from '../status/banner.ts';
import { failingCheck, incidentsFrom } from '../status/incidents.ts';
import { html, type Html } from './basics.ts';
import { isoDay, isoMinute } from './charts/day-uptime.ts';
import { percent } from './percent.ts';
import { bucketPoints, responseTimeChart } from './charts/response-time.ts';
import { uptimeBar, type DayTally } from './charts/uptime-bar.ts';
import type { ServerContext } from './context.ts';

const DAYS = 90;
/** Incidents listed: the newest; older ones are in the projects' run history. */
const INCIDENTS_SHOWN = 20;
/** Changes of outcome read for them (a flapping service turns often). */
const CHANGES_READ = 2000;

function sumDays(rollups: readonly ProjectRollup[], since: number): { runs: number; passed: number } {
  let runs = 0;
  let passed = 0;
  for (const r of rollups)
    if (r.bucketStart >= since) {
      runs += r.runs;
      passed += r.passedRuns;
    }
  return { runs, passed };
}

function serviceSection(project: Project, rollups: readonly ProjectRollup[], now: number, index: number): Html {
  const byDay = new Map<number, DayTally>(rollups.map((r) => [r.bucketStart, r]));
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const total = sumDays(rollups, today - (DAYS - 1) * DAY_MS);
  const state = project.paused ? 'paused' : project.status;
  const points = bucketPoints(rollups, DAY_MS, now, DAYS);
  const figure = total.runs === 0 ? 'no data' : `${percent(total.passed / total.runs)} uptime, ${DAYS} days`;
  const axis = { span: 'day', first: isoDay(points[0].at), last: isoDay(points[points.length - 1].at) };
  return html`<section class="service" aria-labelledby="service-${index}">
    <div class="service-head">
      <h3 id="service-${index}">${project.name}</h3>
      <span class="state ${state}">${STATE_TEXT[state]}</span>
      <span class="figure">${figure}</span>
    </div>
    ${uptimeBar(project.name, byDay, now, DAYS)}
    <div class="bar-ends" aria-hidden="true"><span>${DAYS} days ago</span><span>today</span></div>
    ${responseTimeChart(project.name, points, axis)}
  </section>`;
}

const STATE_TEXT = { passing: 'Operational', failing: 'Failing', unknown: 'No data', paused: 'Paused' } as const;

function maintenanceText(window: MaintenanceWindow, projects: ReadonlyMap<string, Project>): string {
  const scope = window.projectId === undefined ? 'all services' : (projects.get(window.projectId)?.name ?? '');
  if (window.cron !== undefined)
    return `${window.title}: recurring (${window.cron}${window.timeZone ? ` ${window.timeZone}` : ''}, ${window.durationMinutes ?? 0} minutes), ${scope}`;
  return `${window.title}: ${scope}`;
}

async function incidentsSection(
  ctx: ServerContext,
  group: string,
  projects: ReadonlyMap<string, Project>,
  now: number,
): Promise<Html> {
  const since = now - DAYS * DAY_MS;
  const changes = await statusChangesOfGroup(ctx.store.db, group, since, CHANGES_READ);
  const incidents = incidentsFrom(changes, INCIDENTS_SHOWN);
  // What failed in each, its run's results read one run at a time.
  const checks = new Map<string, string>();
  for (const { runId } of incidents) checks.set(runId, failingCheck(await resultsOfRun(ctx.store.db, runId)));
  const windows = (await ctx.store.alerts.windows()).filter(
    (w) => w.projectId === undefined || projects.has(w.projectId),
  );
  const entries: { at: number; item: Html }[] = incidents.map((incident) => ({
    at: incident.start,
    item: html`<li class="incident${incident.end === undefined ? ' ongoing' : ''}">
      <strong>${projects.get(incident.projectId)?.name}</strong>:
      <time datetime="${new Date(incident.start).toISOString()}">${isoMinute(incident.start)}</time> –
      ${incident.end === undefined ? html`<em>ongoing</em>` : html`<time datetime="${new Date(incident.end).toISOString()}">${isoMinute(incident.end)}</time>`}
      UTC
      <div class="check">${checks.get(incident.runId)}</div>
    </li>`,
  }));
  for (const w of windows) {
    const oneOff = w.startsAt !== undefined && w.endsAt !== undefined;
    if (oneOff && (w.endsAt! < since || w.startsAt! > now + 30 * DAY_MS)) continue;
    const active = [...projects.keys()].some((id) => windowActive(w, id, now));
    entries.push({
      at: oneOff ? w.startsAt! : now,
      item: html`<li class="maintenance">
        <strong>Maintenance${active ? ' (now)' : ''}</strong>:
        ${oneOff ? html`<time datetime="${new Date(w.startsAt!).toISOString()}">${isoMinute(w.startsAt!)}</time> – <time datetime="${new Date(w.endsAt!).toISOString()}">${isoMinute(w.endsAt!)}</time> UTC,` : ''}
        ${maintenanceText(w, projects)}
      </li>`,
    });
  }
  entries.sort((a, b) => b.at - a.at);
  return html`<h2>Past incidents</h2>
    ${
      entries.length === 0
        ? html`<p>No incidents in the last ${DAYS} days.</p>`
        : html`<ol class="incidents">
            ${entries.map((e) => e.item)}
          </ol>`
    }`;
}

/** The page's body for the group (`''`: projects without a group). */
export async function statusPageBody(ctx: ServerContext, group: string): Promise<Html> {
  const now = Date.now();
  const projects = (await ctx.store.listProjects(group)).sort((a, b) => a.name.localeCompare(b.name));
  const rollups = await dailyRollupsOfGroup(
    ctx.store.db,
    group,
    Math.floor(now / DAY_MS) * DAY_MS - (DAYS - 1) * DAY_MS,
  );
  const byProject = new Map<string, ProjectRollup[]>();
  for (const r of rollups) {
    const list = byProject.get(r.projectId) ?? [];
    list.push(r);
    byProject.set(r.projectId, list);
  }
  const uptime24h = await ctx.store.uptimeOfProjects(DAY_MS, now);
  const state = groupState(
    projects.map((p) => ({ status: p.status, paused: p.paused, uptime24h: uptime24h.get(p.id)?.uptime })),
  );
  const sections = projects.map((p, i) => serviceSection(p, byProject.get(p.id) ?? [], now, i));
  return html`<p class="banner ${state}"><strong>${GROUP_STATE_TEXT[state]}</strong></p>
    <p class="updated">Updated ${isoMinute(now)} UTC.</p>
    <h2>Services</h2>
    ${sections.length === 0 ? html`<p>No services in this group yet.</p>` : sections}
    ${await incidentsSection(ctx, group, new Map(projects.map((p) => [p.id, p])), now)}`;
}

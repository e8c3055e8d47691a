// The dashboard: a summary (passing, failing, paused), then every project with its status, its last
// runs, its response time over 24 hours, schedule, uptime and origin. The live script
// (assets/app.js) updates the status cells it finds by `data-project` and `data-status`.
import { describeSchedule } from '../../schedule.ts';
import { projectSchedule } from '../../projects.ts';
import { lastRunsOfAll, rollupsOfAll, type ProjectRollup } from '../../store/history.ts';
import { HOUR_MS, type Project, type Uptime } from '../../store/store.ts';
import { html } from '../basics.ts';
import { bucketPoints, sparkline } from '../charts/response-time.ts';
import { runStrip, type StripRun } from '../charts/run-strip.ts';
import type { Route } from '../context.ts';
import { sendPage } from './layout.ts';
import { uptimeCells, uptimeHeaders, uptimeOfProjects } from './uptime.ts';
import { cell, row, table } from './views.ts';

/** Runs in a project's strip. */
const STRIP_RUNS = 30;

interface Pictures {
  runs: (project: Project) => StripRun[];
  hourly: (project: Project) => ProjectRollup[];
}

function projectRow(project: Project, uptime: (Uptime | undefined)[], pictures: Pictures, now: number) {
  const schedule = projectSchedule(project);
  const status = project.paused ? 'paused' : project.status;
  return row(
    [
      html`<a href="/projects/${project.id}">${project.name}</a>`,
      project.group,
      cell(status, html`data-status="${status}"`),
      runStrip(project.name, pictures.runs(project)),
      sparkline(project.name, bucketPoints(pictures.hourly(project), HOUR_MS, now, 24), '24 hours'),
      schedule ? describeSchedule(schedule) : 'on demand',
      ...uptimeCells(uptime),
      project.origin === 'file' ? html`file <code>${project.originPath}</code>` : 'API/UI',
    ],
    html`class="${project.status}" data-project="${project.id}"`,
  );
}

function summary(projects: Project[]) {
  const count = (test: (p: Project) => boolean) => projects.filter(test).length;
  return html`<ul class="summary" aria-label="Summary">
    <li><strong>${count((p) => !p.paused && p.status === 'passing')}</strong> passing</li>
    <li><strong>${count((p) => !p.paused && p.status === 'failing')}</strong> failing</li>
    <li><strong>${count((p) => p.paused)}</strong> paused</li>
    <li><strong>${count((p) => !p.paused && p.status === 'unknown')}</strong> not run yet</li>
  </ul>`;
}

export const DASHBOARD_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const now = Date.now();
      const uptime = await uptimeOfProjects(x.ctx);
      const projects = await x.ctx.store.listProjects();
      const lastRuns = await lastRunsOfAll(x.ctx.store.db, STRIP_RUNS);
      const hourly = new Map<string, ProjectRollup[]>();
      for (const r of await rollupsOfAll(x.ctx.store.db, 'hour', now - 24 * HOUR_MS)) {
        const list = hourly.get(r.projectId) ?? [];
        list.push(r);
        hourly.set(r.projectId, list);
      }
      const pictures: Pictures = {
        runs: (p) => lastRuns.get(p.id) ?? [],
        hourly: (p) => hourly.get(p.id) ?? [],
      };
      const rows = projects.map((project) => projectRow(project, uptime(project), pictures, now));
      const empty = html`<p>
        No projects yet. <a href="/projects/new">Create one from collection YAML</a>, or start the server with
        <code>--projects &lt;dir&gt;</code>.
      </p>`;
      sendPage(
        x,
        'Projects',
        html`${projects.length > 0 ? summary(projects) : ''}
          <div class="table-scroll">
            ${table(
              [
                'Project',
                'Group',
                'Status',
                `Last ${STRIP_RUNS} runs`,
                'Response time 24h',
                'Schedule',
                ...uptimeHeaders(),
                'Origin',
              ],
              rows,
              { empty },
            )}
          </div>`,
      );
    },
  },
];

// The dashboard: every project with its status, schedule, uptime and origin. The live script
// (assets/app.js) updates the status cells it finds by `data-project` and `data-status`.
import { describeSchedule } from '../../schedule.ts';
import { projectSchedule } from '../../projects.ts';
import type { Project, Uptime } from '../../store/store.ts';
import { html } from '../basics.ts';
import type { Route } from '../context.ts';
import { sendPage } from './layout.ts';
import { uptimeCells, uptimeHeaders, uptimeOfProjects } from './uptime.ts';
import { cell, row, table } from './views.ts';

function projectRow(project: Project, uptime: (Uptime | undefined)[]) {
  const schedule = projectSchedule(project);
  const status = project.paused ? 'paused' : project.status;
  return row(
    [
      html`<a href="/projects/${project.id}">${project.name}</a>`,
      project.group,
      cell(status, html`data-status="${status}"`),
      schedule ? describeSchedule(schedule) : 'on demand',
      ...uptimeCells(uptime),
      project.origin === 'file' ? html`file <code>${project.originPath}</code>` : 'API/UI',
    ],
    html`class="${project.status}" data-project="${project.id}"`,
  );
}

export const DASHBOARD_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const uptime = await uptimeOfProjects(x.ctx);
      const rows = (await x.ctx.store.listProjects()).map((project) => projectRow(project, uptime(project)));
      const empty = html`<p>
        No projects yet. <a href="/projects/new">Create one from collection YAML</a>, or start the server with
        <code>--projects &lt;dir&gt;</code>.
      </p>`;
      sendPage(
        x,
        'Projects',
        table(['Project', 'Group', 'Status', 'Schedule', ...uptimeHeaders(), 'Origin'], rows, { empty }),
      );
    },
  },
];

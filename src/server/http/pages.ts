// The server-rendered dashboard: login, projects with status and uptime, a project's runs, a
// run's results and HTML report, tokens and users; plus the public status pages and badges.
// Every page works without JavaScript; /assets/app.js only refreshes a run page while it runs.
import { randomSecret, sha256 } from '../auth/tokens.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { checkScopes, PERMISSIONS } from '../auth/access.ts';
import { newApiToken } from '../auth/tokens.ts';
import { describeSchedule } from '../schedule.ts';
import { projectSchedule, ProjectError } from '../projects.ts';
import { renderHtmlReport } from '../../report/formats/html.ts';
import type { ResultsDocument } from '../../report/results/document.ts';
import { DAY_MS, HOUR_MS, ROLES, type Project, type Run, type Uptime } from '../store/store.ts';
import { createUser } from '../users.ts';
import { latencyChart } from './charts.ts';
import { percent } from './percent.ts';
import { breakingPair, diffRuns } from './run-diff.ts';
import {
  cookies,
  html,
  Html,
  HttpError,
  redirect,
  sameOriginPath,
  send,
  sendHtml,
  type Html as HtmlType,
} from './basics.ts';
import type { Exchange, Route, ServerContext } from './context.ts';
import { badge } from './badges.ts';
import { STYLE, SCRIPT } from './assets.ts';

const ID = '([0-9a-f-]{36})';
export const UPTIME_WINDOWS = [
  ['24h', DAY_MS],
  ['7d', 7 * DAY_MS],
  ['30d', 30 * DAY_MS],
  ['90d', 90 * DAY_MS],
] as const;

export function layout(title: string, body: HtmlType, x?: Exchange): string {
  const user = x?.principal;
  const nav = user
    ? html`<nav>
        <a href="/">Projects</a> <a href="/projects/new">New project</a> <a href="/alerts">Alerts</a>
        <a href="/tokens">Tokens</a>
        ${user.permissions.has('admin') ? html`<a href="/users">Users</a>` : ''}
        <form method="post" action="/logout" class="inline">
          <input type="hidden" name="_csrf" value="${user.csrfToken}" /> <button>Sign out ${user.userName}</button>
        </form>
      </nav>`
    : '';
  return `<!doctype html>\n${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${title} · assay</title>
      <link rel="icon" href="data:," />
      <link rel="stylesheet" href="/assets/app.css" />
      <script src="/assets/app.js" defer></script>
    </head>
    <body>
      <header><strong>assay</strong> ${nav}</header>
      <main>
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html>`}\n`;
}

export function errorPage(status: number, message: string): string {
  return layout(
    `Error ${status}`,
    html`<p class="problem">${message}</p>
      <p><a href="/">Back</a></p>`,
  );
}

export function csrf(x: Exchange): HtmlType {
  return html`<input type="hidden" name="_csrf" value="${x.principal.csrfToken}" />`;
}

export function when(ms: number | undefined): string {
  return ms === undefined ? '–' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + 'Z';
}

function uptimeCells(figures: (Uptime | undefined)[]): HtmlType[] {
  return figures.map((f) => html`<td>${percent(f?.uptime)}</td>`);
}

/** One project's uptime over each window. */
async function projectUptime(ctx: ServerContext, project: Project): Promise<Uptime[]> {
  return Promise.all(UPTIME_WINDOWS.map(([, windowMs]) => ctx.store.uptime(project.id, windowMs)));
}

/** Every project's uptime over each window, in one query per window (pages that list every project). */
async function uptimeOfProjects(ctx: ServerContext): Promise<(project: Project) => (Uptime | undefined)[]> {
  const now = Date.now();
  const maps = await Promise.all(UPTIME_WINDOWS.map(([, windowMs]) => ctx.store.uptimeOfProjects(windowMs, now)));
  return (project) => maps.map((map) => map.get(project.id));
}

/** Lines of `NAME=value` → a map; a line without `=` is a mistake worth telling. */
function pairs(text: string | null, what: string): Record<string, string> | undefined {
  if (text === null || text.trim() === '') return undefined;
  const map: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const at = line.indexOf('=');
    if (at <= 0)
      throw new ProjectError(`${what}: write one NAME=value per line (got ${JSON.stringify(line.slice(0, 40))})`);
    map[line.slice(0, at).trim()] = line.slice(at + 1);
  }
  return map;
}

async function projectOr404(x: Exchange): Promise<Project> {
  const project = await x.ctx.store.project(x.params[0]);
  if (!project) throw new HttpError(404, 'no such project');
  return project;
}

function failures(doc: ResultsDocument): HtmlType[] {
  const rows: HtmlType[] = [];
  for (const collection of doc.collections)
    for (const test of collection.tests) {
      if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
      const failed = test.validators.filter((v) => !v.pass);
      rows.push(
        html`<tr class="${test.outcome}">
          <td>${test.name}</td>
          <td>${test.outcome}</td>
          <td>${failed.length > 0 ? failed.map((v) => html`<div>${v.name}</div>`) : (test.errorCode ?? '')}</td>
          <td>${failed.map((v) => html`<div><code>${v.expected}</code></div>`)}</td>
          <td>
            ${failed.length > 0 ? failed.map((v) => html`<div><code>${v.actual}</code></div>`) : (test.error ?? '')}
          </td>
        </tr>`,
      );
    }
  return rows;
}

// The live script (assets.ts) builds the same row from a run event: keep the cells in step.
function runRow(run: Run): HtmlType {
  return html`<tr class="${run.status}" data-run="${run.id}">
    <td><a href="/runs/${run.id}">${when(run.queuedAt)}</a></td>
    <td>${run.status}</td>
    <td>${run.trigger}</td>
    <td>${run.totals.passed}/${run.totals.passed + run.totals.failed + run.totals.errored}</td>
    <td>${run.durationMs === undefined ? '–' : `${Math.round(run.durationMs)} ms`}</td>
  </tr>`;
}

export const PAGE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/assets\/app\.(css|js)$/,
    access: 'public',
    kind: 'page',
    handle: async (x) =>
      send(x.res, 200, x.params[0] === 'css' ? STYLE : SCRIPT, x.params[0] === 'css' ? 'text/css' : 'text/javascript', {
        'Cache-Control': 'public, max-age=300',
      }),
  },
  {
    method: 'GET',
    path: /^\/login$/,
    access: 'public',
    kind: 'page',
    handle: async (x) =>
      sendHtml(
        x.res,
        200,
        layout(
          'Sign in',
          html`<form method="post" action="/login">
            <input type="hidden" name="next" value="${x.url.searchParams.get('next') ?? '/'}" />
            <label>User <input name="name" autocomplete="username" required /></label>
            <label>Password <input name="password" type="password" autocomplete="current-password" required /></label>
            <button>Sign in</button>
          </form>`,
        ),
      ),
  },
  {
    method: 'POST',
    path: /^\/login$/,
    access: 'public',
    kind: 'page',
    handle: async (x) => {
      const name = x.form.get('name') ?? '';
      const password = x.form.get('password') ?? '';
      const address = x.ctx.clientAddress.of(x.req);
      const next = sameOriginPath(x.form.get('next') ?? '/') ?? '/';
      const blocked = await x.ctx.loginLimit.take(name, address);
      if (blocked > 0) {
        return sendHtml(x.res, 429, errorPage(429, 'too many failed sign-ins: wait 15 minutes and try again'), {
          'Retry-After': String(Math.ceil(blocked / 1000)),
        });
      }
      const user = await x.ctx.store.userByName(name);
      // A missing user costs the same hashing time as a wrong password.
      const ok = await verifyPassword(password, user?.passwordHash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
      if (!user || !ok) return sendHtml(x.res, 401, errorPage(401, 'wrong user name or password'));
      await x.ctx.loginLimit.succeeded(name, address);
      const sessionId = randomSecret();
      const maxAge = x.ctx.sessionHours * 3600;
      await x.ctx.store.createSession(sha256(sessionId), {
        userId: user.id,
        csrfToken: randomSecret(),
        expiresAt: Date.now() + maxAge * 1000,
      });
      const cookie = `assay_session=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${x.ctx.secureCookies ? '; Secure' : ''}`;
      redirect(x.res, next, { 'Set-Cookie': cookie });
    },
  },
  {
    method: 'POST',
    path: /^\/logout$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const id = cookies(x.req).get('assay_session');
      if (id) await x.ctx.store.deleteSession(sha256(id));
      redirect(x.res, '/login', { 'Set-Cookie': 'assay_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0' });
    },
  },
  {
    method: 'GET',
    path: /^\/$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const rows: HtmlType[] = [];
      const uptime = await uptimeOfProjects(x.ctx);
      for (const project of await x.ctx.store.listProjects()) {
        const schedule = projectSchedule(project);
        rows.push(
          html`<tr class="${project.status}" data-project="${project.id}">
            <td><a href="/projects/${project.id}">${project.name}</a></td>
            <td>${project.group}</td>
            <td data-status="${project.paused ? 'paused' : project.status}">
              ${project.paused ? 'paused' : project.status}
            </td>
            <td>${schedule ? describeSchedule(schedule) : 'on demand'}</td>
            ${uptimeCells(uptime(project))}
            <td>${project.origin === 'file' ? html`file <code>${project.originPath}</code>` : 'API/UI'}</td>
          </tr>`,
        );
      }
      sendHtml(
        x.res,
        200,
        layout(
          'Projects',
          rows.length === 0
            ? html`<p>
                No projects yet. <a href="/projects/new">Create one from collection YAML</a>, or start the server with
                <code>--projects &lt;dir&gt;</code>.
              </p>`
            : html`<table>
                <thead>
                  <tr>
                    <th>Project</th>
                    <th>Group</th>
                    <th>Status</th>
                    <th>Schedule</th>
                    ${UPTIME_WINDOWS.map(([label]) => html`<th>Uptime ${label}</th>`)}
                    <th>Origin</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>`,
          x,
        ),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/projects\/new$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => sendHtml(x.res, 200, layout('New project', projectForm(x), x)),
  },
  {
    method: 'POST',
    path: /^\/projects$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => {
      const project = await x.ctx.projects.save(
        {
          yaml: x.form.get('yaml') ?? '',
          name: x.form.get('name') || undefined,
          group: x.form.get('group') ?? '',
          variables: pairs(x.form.get('variables'), 'variables'),
          secrets: pairs(x.form.get('secrets'), 'secrets'),
        },
        'api',
      );
      redirect(x.res, `/projects/${project.id}`);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/projects/${ID}$`),
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const project = await projectOr404(x);
      const schedule = projectSchedule(project);
      const runs = await x.ctx.store.listRuns(project.id, 50);
      const lastFailed = runs.find((r) => r.status === 'failed');
      const lastFailures = lastFailed && (await x.ctx.store.runResults(lastFailed.id));
      const can = (p: 'run' | 'write') => x.principal.permissions.has(p);
      const now = Date.now();
      const hourly = await x.ctx.store.rollups(project.id, 'hour', now - 48 * HOUR_MS);
      const daily = await x.ctx.store.rollups(project.id, 'day', now - 90 * DAY_MS);
      const charts = html`<h2>Last 48 hours</h2>
        ${new Html(latencyChart(hourly, HOUR_MS, now - 47 * HOUR_MS, 48))}
        <h2>Last 90 days</h2>
        ${new Html(latencyChart(daily, DAY_MS, now - 89 * DAY_MS, 90))}`;
      const pair = breakingPair(runs);
      const beforeResults = pair && (await x.ctx.store.runResults(pair.passed.id));
      const afterResults = pair && (await x.ctx.store.runResults(pair.failed.id));
      const changes =
        beforeResults && afterResults
          ? diffRuns(JSON.parse(beforeResults) as ResultsDocument, JSON.parse(afterResults) as ResultsDocument)
          : undefined;
      const diff = changes
        ? html`<h2>
              What broke: <a href="/runs/${pair!.passed.id}">last pass</a> →
              <a href="/runs/${pair!.failed.id}">first failure</a>
            </h2>
            <table>
              <thead>
                <tr>
                  <th>Test</th>
                  <th>Before</th>
                  <th>After</th>
                  <th>Status</th>
                  <th>Check</th>
                  <th>Expected</th>
                  <th>Actual</th>
                </tr>
              </thead>
              <tbody>
                ${changes.map(
                  (c) =>
                    html`<tr class="${c.after}">
                      <td>${c.test}</td>
                      <td>${c.before}</td>
                      <td>${c.after}</td>
                      <td>${c.statusBefore ?? '–'} → ${c.statusAfter ?? '–'}</td>
                      <td>${c.check ?? c.error ?? ''}</td>
                      <td><code>${c.expected ?? ''}</code></td>
                      <td><code>${c.actual ?? ''}</code></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
        : '';
      const body = html` <p>
          ${project.origin === 'file' ? html`From the file <code>${project.originPath}</code> (read-only here: files win).` : 'Created through the API/UI.'}
          Schedule:
          ${schedule ? describeSchedule(schedule) : 'none (runs on demand)'}${project.paused ? ' — paused' : ''}. Next
          run: ${project.paused ? '–' : when(project.nextRunAt)}.
        </p>
        <table>
          <thead>
            <tr>
              ${UPTIME_WINDOWS.map(([label]) => html`<th>Uptime ${label}</th>`)}
            </tr>
          </thead>
          <tbody>
            <tr>
              ${uptimeCells(await projectUptime(x.ctx, project))}
            </tr>
          </tbody>
        </table>
        ${
          can('run')
            ? html`<form method="post" action="/projects/${project.id}/run" class="inline">
                  ${csrf(x)}<button>Run now</button>
                </form>
                <form
                  method="post"
                  action="/projects/${project.id}/${project.paused ? 'resume' : 'pause'}"
                  class="inline"
                >
                  ${csrf(x)}<button>${project.paused ? 'Resume' : 'Pause'}</button>
                </form>`
            : ''
        }
        ${
          can('write') && project.origin === 'api'
            ? html`<form method="post" action="/projects/${project.id}/delete" class="inline">
                ${csrf(x)}<button class="danger">Delete</button>
              </form>`
            : ''
        }
        ${charts} ${diff}
        ${
          lastFailures
            ? html`<h2>Last failures (<a href="/runs/${lastFailed!.id}">run of ${when(lastFailed!.queuedAt)}</a>)</h2>
                ${failureTable(JSON.parse(lastFailures) as ResultsDocument)}`
            : ''
        }
        <h2>Runs</h2>
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>Status</th>
              <th>Trigger</th>
              <th>Passed</th>
              <th>Duration</th>
            </tr>
          </thead>
          <tbody data-runs-of="${project.id}">
            ${
              runs.length === 0
                ? html`<tr data-no-runs>
                    <td colspan="5">No runs yet.</td>
                  </tr>`
                : runs.map(runRow)
            }
          </tbody>
        </table>
        <h2>Collection</h2>
        <pre>${project.sourceYaml}</pre>
        <p>
          Variables: ${Object.keys(project.variables).join(', ') || 'none'}. Secrets:
          ${project.secretsEncrypted ? 'stored (never shown)' : 'none'}.
        </p>`;
      sendHtml(x.res, 200, layout(project.name, body, x));
    },
  },
  ...(['run', 'pause', 'resume', 'delete'] as const).map((action): Route => ({
    method: 'POST',
    path: new RegExp(`^/projects/${ID}/${action}$`),
    access: action === 'delete' ? 'write' : 'run',
    kind: 'page',
    handle: async (x) => {
      const project = await projectOr404(x);
      if (action === 'run') {
        const run = await x.ctx.scheduler.runNow(project, 'manual');
        return redirect(x.res, `/runs/${run.id}`);
      }
      if (action === 'delete') {
        if (project.origin === 'file') throw new HttpError(409, `delete the file ${project.originPath} instead`);
        await x.ctx.store.deleteProject(project.id);
        return redirect(x.res, '/');
      }
      await x.ctx.projects.setPaused(project, action === 'pause');
      redirect(x.res, `/projects/${project.id}`);
    },
  })),
  {
    method: 'GET',
    path: new RegExp(`^/runs/${ID}$`),
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const run = await x.ctx.store.run(x.params[0]);
      if (!run) throw new HttpError(404, 'no such run');
      const project = await x.ctx.store.project(run.projectId);
      const results = await x.ctx.store.runResults(run.id);
      const live = run.status === 'queued' || run.status === 'running';
      const body = html`<p data-live-run="${live ? run.id : ''}" data-project-id="${run.projectId}">
          Project <a href="/projects/${run.projectId}">${project?.name}</a>; status <strong>${run.status}</strong>;
          ${run.trigger}; queued ${when(run.queuedAt)}; finished ${when(run.finishedAt)}. ${run.totals.passed} passed,
          ${run.totals.failed} failed, ${run.totals.errored} errored, ${run.totals.skipped} skipped.
        </p>
        ${run.error ? html`<pre class="problem">${run.error}</pre>` : ''}
        ${
          live
            ? html`<h2>Tests so far</h2>
                <ul data-live-tests></ul>`
            : ''
        }
        ${
          results
            ? html`<p>
                  <a href="/runs/${run.id}/report">HTML report</a> ·
                  <a href="/api/runs/${run.id}/results">results.json</a>
                </p>
                <h2>Failures</h2>
                ${failureTable(JSON.parse(results) as ResultsDocument)}`
            : ''
        }`;
      sendHtml(x.res, 200, layout(`Run ${run.id.slice(0, 8)}`, body, x));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/runs/${ID}/report$`),
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const results = await x.ctx.store.runResults(x.params[0]);
      if (!results) throw new HttpError(404, 'this run has no report');
      // The report is a self-contained page with its own script: sandboxed, it cannot reach the session.
      send(x.res, 200, renderHtmlReport(JSON.parse(results) as ResultsDocument), 'text/html; charset=utf-8', {
        'Content-Security-Policy':
          "sandbox allow-scripts; default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:",
      });
    },
  },
  {
    method: 'GET',
    path: /^\/tokens$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => sendHtml(x.res, 200, layout('API tokens', await tokensPage(x), x)),
  },
  {
    method: 'POST',
    path: /^\/tokens$/,
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      const scopes = x.form.getAll('scopes');
      const name = (x.form.get('name') ?? '').trim();
      const problem = name === '' ? 'a token needs a name' : checkScopes(scopes, x.principal.permissions);
      if (problem) throw new HttpError(400, problem);
      const secret = newApiToken();
      await x.ctx.store.createToken(x.principal.userId, name, sha256(secret), scopes);
      sendHtml(x.res, 201, layout('API tokens', await tokensPage(x, secret), x));
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/tokens/${ID}/delete$`),
    access: 'read',
    kind: 'page',
    handle: async (x) => {
      await x.ctx.store.deleteToken(x.params[0], x.principal.permissions.has('admin') ? undefined : x.principal.userId);
      redirect(x.res, '/tokens');
    },
  },
  {
    method: 'GET',
    path: /^\/users$/,
    access: 'admin',
    kind: 'page',
    handle: async (x) => sendHtml(x.res, 200, layout('Users', await usersPage(x), x)),
  },
  {
    method: 'POST',
    path: /^\/users$/,
    access: 'admin',
    kind: 'page',
    handle: async (x) => {
      await createUser(
        x.ctx.store,
        x.form.get('name') ?? undefined,
        x.form.get('password') ?? undefined,
        x.form.get('role') ?? undefined,
      );
      redirect(x.res, '/users');
    },
  },
  {
    method: 'GET',
    path: /^\/status\/([^/]+)$/,
    access: 'public',
    kind: 'page',
    handle: async (x) => {
      let group: string;
      try {
        group = decodeURIComponent(x.params[0]);
      } catch {
        throw new HttpError(404, 'no public status page by that name');
      }
      const key = group === 'default' ? '' : group;
      if (!x.ctx.publicGroups.has(key)) throw new HttpError(404, 'no public status page by that name');
      const rows: HtmlType[] = [];
      const uptime = await uptimeOfProjects(x.ctx);
      for (const project of await x.ctx.store.listProjects(key))
        rows.push(
          html`<tr class="${project.status}">
            <td>${project.name}</td>
            <td>${project.paused ? 'paused' : project.status}</td>
            ${uptimeCells(uptime(project))}
          </tr>`,
        );
      sendHtml(
        x.res,
        200,
        layout(
          `Status: ${group}`,
          html`<table>
            <thead>
              <tr>
                <th>Service</th>
                <th>Status</th>
                ${UPTIME_WINDOWS.map(([label]) => html`<th>Uptime ${label}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`,
        ),
        { 'Cache-Control': 'public, max-age=30' },
      );
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/badges/${ID}/(status|uptime|latency)\\.svg$`),
    access: 'public',
    kind: 'page',
    handle: async (x) => {
      const project = await x.ctx.store.project(x.params[0]);
      if (!project || !x.ctx.publicGroups.has(project.group))
        throw new HttpError(404, 'no public badge for this project');
      const window = x.url.searchParams.get('window') ?? '30d';
      const windowMs = UPTIME_WINDOWS.find(([label]) => label === window)?.[1];
      if (windowMs === undefined)
        throw new HttpError(400, `window must be one of ${UPTIME_WINDOWS.map(([l]) => l).join(', ')}`);
      const figures = await x.ctx.store.uptime(project.id, windowMs);
      const svg =
        x.params[1] === 'status'
          ? badge(
              'status',
              project.paused ? 'paused' : project.status,
              project.status === 'passing' ? 'green' : project.status === 'failing' ? 'red' : 'grey',
            )
          : x.params[1] === 'uptime'
            ? badge(
                `uptime ${window}`,
                percent(figures.uptime),
                figures.uptime === undefined
                  ? 'grey'
                  : figures.uptime >= 0.99
                    ? 'green'
                    : figures.uptime >= 0.95
                      ? 'yellow'
                      : 'red',
              )
            : badge(
                `latency ${window}`,
                figures.latencyMs === undefined ? '–' : `${Math.round(figures.latencyMs)} ms`,
                'blue',
              );
      send(x.res, 200, svg, 'image/svg+xml', { 'Cache-Control': 'public, max-age=60' });
    },
  },
];

function failureTable(doc: ResultsDocument): HtmlType {
  const rows = failures(doc);
  return rows.length === 0
    ? html`<p>No failures.</p>`
    : html`<table>
        <thead>
          <tr>
            <th>Test</th>
            <th>Outcome</th>
            <th>Check</th>
            <th>Expected</th>
            <th>Actual</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`;
}

function projectForm(x: Exchange): HtmlType {
  return html`<form method="post" action="/projects">
    ${csrf(x)}
    <label
      >Collection YAML (its <code>schedule:</code> is the schedule, e.g. <code>schedule: 5m</code>)
      <textarea
        name="yaml"
        rows="16"
        required
        placeholder="name: shop&#10;schedule: 5m&#10;tests:&#10;  - url: https://example.com/health"
      ></textarea>
    </label>
    <label>Name (default: the collection's name) <input name="name" /></label>
    <label>Group (its status page) <input name="group" /></label>
    <label>Variables, one NAME=value per line <textarea name="variables" rows="3"></textarea></label>
    <label
      >Secrets, one NAME=value per line (encrypted, never shown again) <textarea name="secrets" rows="3"></textarea>
    </label>
    <button>Create</button>
  </form>`;
}

async function tokensPage(x: Exchange, created?: string): Promise<HtmlType> {
  const tokens = await x.ctx.store.listTokens(x.principal.permissions.has('admin') ? undefined : x.principal.userId);
  return html`${created ? html`<p class="notice">Your new token (shown this once): <code>${created}</code></p>` : ''}
    <table>
      <thead>
        <tr>
          <th>Name</th>
          <th>Scopes</th>
          <th>Created</th>
          <th>Last used</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        ${tokens.map(
          (t) =>
            html`<tr>
              <td>${t.name}</td>
              <td>${t.scopes.join(' ')}</td>
              <td>${when(t.createdAt)}</td>
              <td>${when(t.lastUsedAt)}</td>
              <td>
                <form method="post" action="/tokens/${t.id}/delete" class="inline">
                  ${csrf(x)}<button>Revoke</button>
                </form>
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
    <h2>New token</h2>
    <form method="post" action="/tokens">
      ${csrf(x)}<label>Name <input name="name" required /></label>
      ${PERMISSIONS.filter((p) => x.principal.permissions.has(p)).map((p) => html`<label class="inline"><input type="checkbox" name="scopes" value="${p}" /> ${p}</label>`)}
      <button>Create</button>
    </form>`;
}

async function usersPage(x: Exchange): Promise<HtmlType> {
  const users = await x.ctx.store.listUsers();
  return html`<table>
      <thead>
        <tr>
          <th>Name</th>
          <th>Role</th>
          <th>Created</th>
        </tr>
      </thead>
      <tbody>
        ${users.map(
          (u) =>
            html`<tr>
              <td>${u.name}</td>
              <td>${u.role}</td>
              <td>${when(u.createdAt)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <h2>New user</h2>
    <form method="post" action="/users">
      ${csrf(x)}<label>Name <input name="name" required /></label>
      <label
        >Password (12 characters or more)
        <input name="password" type="password" minlength="12" required autocomplete="new-password"
      /></label>
      <label
        >Role
        <select name="role">
          ${ROLES.map((r) => html`<option>${r}</option>`)}
        </select></label
      ><button>Create</button>
    </form>`;
}

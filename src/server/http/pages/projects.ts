// A project: its schedule, uptime, latency charts, what broke between the last pass and the first
// failure, its last failures, its runs (the live script adds rows to `data-runs-of`) and its
// collection; the form that creates one; and the buttons that run, pause, resume and delete it.
import { describeSchedule } from '../../schedule.ts';
import { projectSchedule, ProjectError } from '../../projects.ts';
import { readStoredRun } from '../../stored-run.ts';
import { DAY_MS, HOUR_MS, type Project, type Rollup, type Run, type Store } from '../../store/store.ts';
import { bucketPoints, responseTimeChart } from '../charts/response-time.ts';
import { isoDay, isoMinute } from '../charts/day-uptime.ts';
import { uptimeBar } from '../charts/uptime-bar.ts';
import { breakingPair, diffRuns, outcomesOf, type Outcomes } from '../run-diff.ts';
import { recentResults } from '../../store/history.ts';
import { testResponseTimes } from '../test-response-times.ts';
import { html, Html, HttpError, redirect } from '../basics.ts';
import { ID, type Exchange, type Route } from '../context.ts';
import { sendPage } from './layout.ts';
import { failureTable, RUN_HEADERS, runRow } from './runs.ts';
import { projectUptime, uptimeCells, uptimeHeaders } from './uptime.ts';
import { cell, csrf, field, postButton, row, table, when } from './views.ts';

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

export async function projectOr404(x: Exchange): Promise<Project> {
  const project = await x.ctx.store.project(x.params[0]);
  if (!project) throw new HttpError(404, 'no such project');
  return project;
}

function projectForm(x: Exchange): Html {
  return html`<form method="post" action="/projects">
    ${csrf(x)}
    ${field(
      html`Collection YAML (its <code>schedule:</code> is the schedule, e.g. <code>schedule: 5m</code>)`,
      html`<textarea
        name="yaml"
        rows="16"
        required
        placeholder="name: shop&#10;schedule: 5m&#10;tests:&#10;  - url: https://example.com/health"
      ></textarea>`,
    )}
    ${field("Name (default: the collection's name)", html`<input name="name" />`)}
    ${field('Group (its status page)', html`<input name="group" />`)}
    ${field('Variables, one NAME=value per line', html`<textarea name="variables" rows="3"></textarea>`)}
    ${field(
      'Secrets, one NAME=value per line (encrypted, never shown again)',
      html`<textarea name="secrets" rows="3"></textarea>`,
    )}
    <button>Create</button>
  </form>`;
}

/** Response time over 24 hours (hourly) and 90 days (daily), and the 90-day uptime bar. */
function charts(name: string, hourly: Rollup[], daily: Rollup[], now: number) {
  const hours = bucketPoints(hourly, HOUR_MS, now, 24);
  const days = bucketPoints(daily, DAY_MS, now, 90);
  return html`<h2>Uptime, last 90 days</h2>
    ${uptimeBar(name, new Map(daily.map((r) => [r.bucketStart, r])), now)}
    <h2>Response time, last 24 hours</h2>
    ${responseTimeChart(name, hours, { span: 'hour', first: isoMinute(hours[0].at), last: isoMinute(hours[hours.length - 1].at) })}
    <h2>Response time, last 90 days</h2>
    ${responseTimeChart(name, days, { span: 'day', first: isoDay(days[0].at), last: isoDay(days[days.length - 1].at) })}`;
}

/** Runs and tests the per-test charts read, and the largest stored results they parse. */
const TEST_CHART_RUNS = 30;
const TEST_CHARTS = 10;
const TEST_CHART_MAX_BYTES = 256 * 1024;

/** Each test's response time over the last runs (rollups are per project; the results are per test). */
async function testCharts(store: Store, project: Project): Promise<Html | string> {
  const runs = await recentResults(store.db, project.id, TEST_CHART_RUNS, TEST_CHART_MAX_BYTES);
  const series = testResponseTimes(runs, TEST_CHARTS);
  if (series.length === 0) return '';
  return html`<h2>Response time per test, last ${runs.length} runs</h2>
    ${series.map((s) =>
      responseTimeChart(`${project.name} › ${s.test}`, s.points, {
        span: 'run',
        first: isoMinute(s.points[0].at),
        last: isoMinute(s.points[s.points.length - 1].at),
      }),
    )}`;
}

/** What changed between the last passing run and the first failing one after it, if both have results. */
async function whatBroke(store: Store, runs: Run[]): Promise<Html | string> {
  const pair = breakingPair(runs);
  const before = pair && (await outcomesOfRun(store, pair.passed));
  const after = pair && (await store.runResults(pair.failed.id));
  if (!pair || !before || !after) return '';
  const changes = diffRuns(before, readStoredRun(after));
  return html`<h2>
      What broke: <a href="/runs/${pair.passed.id}">last pass</a> →
      <a href="/runs/${pair.failed.id}">first failure</a>
    </h2>
    ${table(
      ['Test', 'Before', 'After', 'Status', 'Check', 'Expected', 'Actual'],
      changes.map((c) =>
        row(
          [
            c.test,
            c.before,
            c.after,
            `${c.statusBefore ?? '–'} → ${c.statusAfter ?? '–'}`,
            c.check ?? c.error ?? '',
            html`<code>${c.expected ?? ''}</code>`,
            html`<code>${c.actual ?? ''}</code>`,
          ],
          html`class="${c.after}"`,
        ),
      ),
    )}`;
}

/** What a diff needs of an earlier run; its results are let go before the later run's are read. */
async function outcomesOfRun(store: Store, run: Run): Promise<Outcomes | undefined> {
  const results = await store.runResults(run.id);
  return results && outcomesOf(readStoredRun(results));
}

/** A run's failure table; its results are let go before the page reads other runs' (the diff's). */
async function failuresOf(store: Store, run: Run): Promise<Html | undefined> {
  const results = await store.runResults(run.id);
  return results && failureTable(readStoredRun(results));
}

async function projectPage(x: Exchange, project: Project): Promise<Html> {
  const { store } = x.ctx;
  const schedule = projectSchedule(project);
  const runs = await store.listRuns(project.id, 50);
  const lastFailed = runs.find((r) => r.status === 'failed');
  const lastFailures = lastFailed && (await failuresOf(store, lastFailed));
  const can = (p: 'run' | 'write') => x.principal.permissions.has(p);
  const now = Date.now();
  const hourly = await store.rollups(project.id, 'hour', now - 24 * HOUR_MS);
  const daily = await store.rollups(project.id, 'day', now - 90 * DAY_MS);
  const action = (name: string) => `/projects/${project.id}/${name}`;
  return html` <p>
      ${project.origin === 'file' ? html`From the file <code>${project.originPath}</code> (read-only here: files win).` : 'Created through the API/UI.'}
      Schedule: ${schedule ? describeSchedule(schedule) : 'none (runs on demand)'}${project.paused ? ' — paused' : ''}.
      Next run: ${project.paused ? '–' : when(project.nextRunAt)}.
    </p>
    ${table(uptimeHeaders(), [row(uptimeCells(await projectUptime(x.ctx, project)))])}
    ${
      can('run')
        ? html`${postButton(x, action('run'), 'Run now')}
          ${postButton(x, action(project.paused ? 'resume' : 'pause'), project.paused ? 'Resume' : 'Pause')}`
        : ''
    }
    ${can('write') && project.origin === 'api' ? postButton(x, action('delete'), 'Delete', { danger: true }) : ''}
    ${charts(project.name, hourly, daily, now)} ${await testCharts(store, project)} ${await whatBroke(store, runs)}
    ${
      lastFailures
        ? html`<h2>Last failures (<a href="/runs/${lastFailed!.id}">run of ${when(lastFailed!.queuedAt)}</a>)</h2>
            ${lastFailures}`
        : ''
    }
    <h2>Runs</h2>
    ${table(
      RUN_HEADERS,
      runs.length === 0 ? [row([cell('No runs yet.', html`colspan="5"`)], html`data-no-runs`)] : runs.map(runRow),
      { body: html`data-runs-of="${project.id}"` },
    )}
    <h2>Collection</h2>
    <pre>${project.sourceYaml}</pre>
    <p>
      Variables: ${Object.keys(project.variables).join(', ') || 'none'}. Secrets:
      ${project.secretsEncrypted ? 'stored (never shown)' : 'none'}.
    </p>`;
}

export const PROJECT_ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/projects\/new$/,
    access: 'write',
    kind: 'page',
    handle: async (x) => sendPage(x, 'New project', projectForm(x)),
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
      sendPage(x, project.name, await projectPage(x, project));
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
];

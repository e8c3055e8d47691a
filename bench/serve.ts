// `npm run bench:serve`: one `assay serve` (the bundle, SQLite) under the issue's load, in three phases.
//
//  1. Load: 1,000 projects of 5 tests each on a 60 s interval against a loopback target (bench/target.ts,
//     its own process), created through the API one after another over one interval (so their
//     phases spread as a user's would). After one more interval the server's CPU (utime + stime) and
//     RSS are sampled from /proc for --minutes; then the server stops, and the scheduling lag of every
//     scheduled run in that window is read from the database: how long after its due time it was
//     queued (claimed) and started (a run slot free). An interval keeps its phase from the project's
//     creation, so a run's due time is the last multiple of 60 s since then.
//  2. History: 90 days of history for those projects, generated through the store's own functions
//     (Store.addTallyToRollups for one hour's 60 runs at a time, createRun/startRun/finishRun for the
//     newest runs with real results.json documents made by the engine), with the server stopped.
//  3. Pages: the server started again (its schedules running, so the pages are measured under the
//     same load); after the restart's catch-up has drained, the dashboard (`/`, every project with four
//     uptime figures), a project page (two charts over 48 h and 90 days, its runs, its last failures)
//     and two badges are requested in turn, one at a time, and their response times taken.
//
// Prints Markdown for docs/performance.md. Options: --projects 1000 --tests 5 --minutes 10
// --history-days 90 --history-runs 50 --samples 100 --sample-seconds 5 --settle-seconds 75
// --runs 4 (the server's run slots) --data <dir> (kept; default a temporary one, removed)
// --pages-only (phase 3 on an existing --data) --load-only (phase 1 only) --cli dist/cli.js
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runProject } from '../src/server/runner.ts';
import { openSqlite } from '../src/server/store/sqlite.ts';
import { DAY_MS, HOUR_MS, Store } from '../src/server/store/store.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '1000' },
    tests: { type: 'string', default: '5' },
    minutes: { type: 'string', default: '10' },
    'history-days': { type: 'string', default: '90' },
    'history-runs': { type: 'string', default: '50' },
    samples: { type: 'string', default: '100' },
    'sample-seconds': { type: 'string', default: '5' },
    'settle-seconds': { type: 'string', default: '75' },
    data: { type: 'string' },
    'pages-only': { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '4' },
    cli: { type: 'string', default: join(root, 'dist', 'cli.js') },
  },
});
const PROJECTS = Number(values.projects);
const TESTS = Number(values.tests);
const INTERVAL_MS = 60_000;
const PASSWORD = 'bench-admin-password';
const data = values.data ?? mkdtempSync(join(tmpdir(), 'assay-bench-serve-'));
mkdirSync(data, { recursive: true });
const stateFile = join(data, 'bench.json');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stderr.write(`bench:serve: ${line}\n`);

// ── processes ──
function startTarget(port = 0): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(join(root, 'bench', 'target.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_TARGET_PORT: String(port) },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the target exited early (${code})`)));
    child.once('message', (message: { port: number }) => resolve({ port: message.port, child }));
  });
}

interface Serve {
  pid: number;
  origin: string;
  stop(): Promise<void>;
}

function startServe(args: string[] = []): Promise<Serve> {
  const child = spawn(
    process.execPath,
    [values.cli!, 'serve', '--data', data, '--port', '0', '--host', '127.0.0.1', '--runs', values.runs!, ...args],
    {
      env: { ...process.env, ASSAY_ADMIN_PASSWORD: PASSWORD, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`assay serve exited with ${code}: ${stderr}`));
    child.once('exit', early);
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const origin = /listening on (http:\/\/[\d.]+:\d+)/.exec(stdout)?.[1];
      if (!origin) return;
      child.off('exit', early);
      resolve({
        pid: child.pid!,
        origin,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
          const problems = stderr.split('\n').filter((l) => /failed|error/i.test(l));
          if (problems.length > 0) log(`the server said:\n${problems.slice(0, 10).join('\n')}`);
        },
      });
    });
  });
}

async function signIn(origin: string): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'admin', password: PASSWORD, next: '/tokens' }),
  });
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  const page = await (await fetch(`${origin}/tokens`, { headers: { cookie } })).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1];
  return (path, init = {}) =>
    fetch(origin + path, { ...init, headers: { ...init.headers, cookie, 'x-csrf-token': csrf }, redirect: 'manual' });
}

// ── figures ──
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const ms = (value: number) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 per second)
}
function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
}

function collectionYaml(i: number, path = (t: number) => `/items/${t}`): string {
  const tests = Array.from(
    { length: TESTS },
    (_, t) => `  - name: t${t}\n    url: ${path(t)}\n    validators:\n      - status-code: 200\n`,
  );
  return `name: bench-${String(i).padStart(4, '0')}\nbaseUrl: \${{ vars.target }}\nschedule: 60s\ntests:\n${tests.join('')}`;
}

// ── 1. load ──
async function load(targetOrigin: string): Promise<string[]> {
  const serve = await startServe();
  const api = await signIn(serve.origin);
  const began = Date.now();
  log(`creating ${PROJECTS} projects over ${INTERVAL_MS / 1000} s`);
  for (let i = 0; i < PROJECTS; i++) {
    await sleep(Math.max(0, began + (i * INTERVAL_MS) / PROJECTS - Date.now()));
    const response = await api('/api/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ yaml: collectionYaml(i), variables: { target: targetOrigin } }),
    });
    if (response.status !== 201) throw new Error(`creating a project: ${response.status} ${await response.text()}`);
  }
  await sleep(INTERVAL_MS); // every project has run at least once
  const minutes = Number(values.minutes);
  log(`measuring for ${minutes} min`);
  const from = Date.now();
  const samples: { at: number; ticks: number; rssKb: number }[] = [];
  const sample = () => samples.push({ at: Date.now(), ticks: cpuTicks(serve.pid), rssKb: rssKb(serve.pid) });
  sample();
  while (Date.now() - from < minutes * 60_000) {
    await sleep(Number(values['sample-seconds']) * 1000);
    sample();
  }
  // Occurrences due in the last seconds may not be claimed before the server stops: left out.
  const to = Date.now() - 5000;
  await serve.stop();
  log('reading the scheduling lag');

  const store = await Store.open(openSqlite(data));
  const claimLag: number[] = [];
  const startLag: number[] = [];
  const statuses = new Map<string, number>();
  let expected = 0;
  for (const project of await store.listProjects()) {
    // Occurrences due inside [from, to): the multiples of the interval since the project was created.
    const firstDue = project.createdAt + Math.ceil((from - project.createdAt) / INTERVAL_MS) * INTERVAL_MS;
    expected += Math.max(0, Math.ceil((to - firstDue) / INTERVAL_MS));
    for (const run of await store.listRuns(project.id, 100_000)) {
      if (run.trigger !== 'schedule') continue;
      // The due time it belongs to: the last multiple at or before it was queued (a claim never precedes it).
      const sinceCreation = run.queuedAt - project.createdAt;
      const claim = sinceCreation - Math.floor((sinceCreation + 50) / INTERVAL_MS) * INTERVAL_MS;
      const due = run.queuedAt - claim;
      if (due < from || due >= to) continue;
      claimLag.push(claim);
      if (run.startedAt !== undefined) startLag.push(run.startedAt - due);
      statuses.set(run.status, (statuses.get(run.status) ?? 0) + 1);
    }
  }
  await store.close();
  claimLag.sort((a, b) => a - b);
  startLag.sort((a, b) => a - b);
  const seconds = (to - from) / 1000;
  const cpuSeconds = (samples.at(-1)!.ticks - samples[0].ticks) / 100;
  const sampledSeconds = (samples.at(-1)!.at - samples[0].at) / 1000;
  const intervalCpu = samples
    .slice(1)
    .map((s, i) => (s.ticks - samples[i].ticks) / 100 / ((s.at - samples[i].at) / 1000));
  intervalCpu.sort((a, b) => a - b);
  const rss = samples.map((s) => s.rssKb);
  const runs = claimLag.length;
  return [
    `Load: ${PROJECTS} projects × ${TESTS} tests every 60 s, --runs ${values.runs}, measured over ${(seconds / 60).toFixed(1)} min (after one interval of warm-up)`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| scheduled runs due in the window / executed | ${expected} / ${runs} (${[...statuses].map(([s, n]) => `${n} ${s}`).join(', ')}) |`,
    `| runs per minute | ${Math.round(runs / (seconds / 60))} |`,
    `| CPU of \`assay serve\` (user + system), mean | ${((cpuSeconds / sampledSeconds) * 100).toFixed(1)} % of one core (${cpuSeconds.toFixed(0)} s in ${sampledSeconds.toFixed(0)} s) |`,
    `| CPU per ${values['sample-seconds']}-s sample, median / p95 / max | ${[0.5, 0.95, 1].map((q) => `${(quantile(intervalCpu, q) * 100).toFixed(0)} %`).join(' / ')} |`,
    `| RSS at the start / median / max / at the end | ${[
      rss[0],
      quantile(
        [...rss].sort((a, b) => a - b),
        0.5,
      ),
      Math.max(...rss),
      rss.at(-1)!,
    ]
      .map(mb)
      .join(' / ')} |`,
    `| scheduling lag, due → queued (claimed): p50 / p99 / max | ${[0.5, 0.99, 1].map((q) => ms(quantile(claimLag, q))).join(' / ')} |`,
    `| scheduling lag, due → started (run slot free): p50 / p99 / max | ${[0.5, 0.99, 1].map((q) => ms(quantile(startLag, q))).join(' / ')} |`,
  ];
}

// ── 2. history ──
async function history(targetOrigin: string): Promise<string[]> {
  const days = Number(values['history-days']);
  const keep = Number(values['history-runs']);
  log(`generating ${days} days of history (${keep} stored runs per project)`);
  const passing = await runProject({
    yaml: collectionYaml(0),
    name: 'bench-0000',
    variables: { target: targetOrigin },
    secrets: {},
  });
  const failing = await runProject({
    yaml: collectionYaml(0, (t) => (t === TESTS - 1 ? '/missing' : `/items/${t}`)),
    name: 'bench-0000',
    variables: { target: targetOrigin },
    secrets: {},
  });
  if (passing.status !== 'passed' || failing.status !== 'failed')
    throw new Error('the sample runs did not pass and fail');
  const documents = { passed: passing.resultsJson, failed: failing.resultsJson };
  log('writing the history');
  const database = openSqlite(data);
  const projects = await (await Store.open(database)).listProjects();
  const started = performance.now();
  const lastHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS;
  let random = 42;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (const project of projects) {
    // One transaction per project: the store's functions, on a transaction's connection.
    await database.transaction(async (tx) => {
      const store = new Store(tx);
      for (let hour = lastHour - days * DAY_MS + HOUR_MS; hour <= lastHour; hour += HOUR_MS) {
        const failures = next() < 0.005 ? 1 + Math.floor(next() * 60) : 0;
        const latencies = Array.from({ length: 60 }, () => 8 + next() * 12);
        await store.addTallyToRollups(project.id, hour, {
          runs: 60,
          passedRuns: 60 - failures,
          latencyTotalMs: latencies.reduce((a, b) => a + b, 0),
          latencyMaxMs: Math.max(...latencies),
        });
      }
      for (let r = 0; r < keep; r++) {
        const fails = r % 10 === 9;
        const run = await store.createRun(project.id, 'schedule', 'bench-history');
        await store.startRun(run.id, 'bench-history');
        await store.finishRun(run.id, {
          status: fails ? 'failed' : 'passed',
          durationMs: 8 + next() * 12,
          totals: fails ? failing.totals : passing.totals,
          resultsJson: fails ? documents.failed : documents.passed,
        });
      }
    });
  }
  await database.close();
  const seconds = (performance.now() - started) / 1000;
  return [
    `History: ${days} days of hourly, daily and ten-day rollups for ${projects.length} projects (${projects.length * days * 24} project-hours of 60 runs), ${keep} stored runs per project with their results.json, generated in ${seconds.toFixed(0)} s`,
  ];
}

// ── 3. pages ──
async function pages(): Promise<string[]> {
  const serve = await startServe(['--public-status', 'default']);
  const api = await signIn(serve.origin);
  const projects = (await (await api('/api/projects')).json()) as { projects: { id: string }[] };
  const ids = projects.projects.map((p) => p.id);
  log(`waiting ${values['settle-seconds']} s for the restart's catch-up runs`);
  await sleep(Number(values['settle-seconds']) * 1000);
  const kinds = {
    'dashboard `/`': () => '/',
    'project page': (id: string) => `/projects/${id}`,
    'uptime badge (90 d)': (id: string) => `/badges/${id}/uptime.svg?window=90d`,
    'status badge': (id: string) => `/badges/${id}/status.svg`,
  };
  const times = new Map<string, number[]>(Object.keys(kinds).map((k) => [k, []]));
  const samples = Number(values.samples);
  for (let i = 0; i < samples; i++)
    for (const [kind, path] of Object.entries(kinds)) {
      const url = path(ids[(i * 7919) % ids.length]);
      const started = performance.now();
      const response = await api(url);
      const body = await response.text();
      times.get(kind)!.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
      // A page that left work out cannot look fast: the dashboard lists every project, a badge has its figure.
      if (url === '/' && body.split('href="/projects/').length - 1 < ids.length + 1)
        throw new Error('the dashboard does not list every project');
      if (url.includes('uptime') && !/\d+\.\d\d%/.test(body)) throw new Error(`${url} has no uptime figure`);
    }
  const cpu = cpuTicks(serve.pid);
  await serve.stop();
  log(`serve used ${cpu / 100} s of CPU since its restart`);
  return [
    `Pages over that history, requested one at a time while the ${ids.length} schedules run (${samples} of each):`,
    '',
    '| page | p50 | p95 | max |',
    '| --- | ---: | ---: | ---: |',
    ...[...times].map(([kind, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return `| ${kind} | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.95))} | ${ms(quantile(sorted, 1))} |`;
    }),
  ];
}

const saved = values['pages-only'] ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { port: number }) : undefined;
const target = await startTarget(saved?.port ?? 0);
const targetOrigin = `http://127.0.0.1:${target.port}`;
writeFileSync(stateFile, JSON.stringify({ port: target.port }));
const report: string[] = [];
try {
  if (!values['pages-only']) report.push(...(await load(targetOrigin)));
  if (!values['pages-only'] && !values['load-only']) report.push('', ...(await history(targetOrigin)), '');
  if (!values['load-only']) report.push(...(await pages()));
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  target.child.send({ type: 'stop' });
  if (values.data === undefined) rmSync(data, { recursive: true, force: true });
}

// `npm run bench:serve-instances`: several `assay serve` processes (the bundled dist/cli.js) on one
// PostgreSQL (issue 16, "Three instances on PostgreSQL: runs per minute and the duplicate count").
// Starts a throwaway PostgreSQL cluster (Debian's server, as the tests do) unless --database is
// given, a loopback target in this process, and the instances; creates the projects through the
// API (each a collection of 5 tests on its own paths, on an interval schedule); lets them run for a
// warm-up and then a measured window; optionally kills one instance (SIGKILL) halfway through the
// window. Prints a Markdown table for docs/performance.md.
//
// What it counts, in the window:
// - runs per minute (runs finished), and per instance;
// - duplicates, two ways: a project run twice less than half an interval apart, and requests the
//   target received beyond 5 per recorded run (an occurrence executed without its run, or twice);
// - scheduling lag: when pg-boss handed out a scheduled job minus its due time (p50, p99);
// - abandoned runs (those of a killed instance), and CPU seconds of each instance (from /proc).
//
// Options: --instances 3  --projects 300  --interval 60s  --warmup 1  --minutes 3 (window)
//          --kill-one (kill an instance halfway)  --slow 0 (projects answered after 2 s)
//          --database postgres://…  --runs 4 (slots per instance)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgres } from '../__tests__/helpers/postgres-server.ts';
import { startServe, type ServeProcess } from '../__tests__/helpers/serve-process.ts';
import { tempDir } from '../__tests__/helpers/temp-dir.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    projects: { type: 'string', default: '300' },
    interval: { type: 'string', default: '60s' },
    warmup: { type: 'string', default: '1' },
    minutes: { type: 'string', default: '3' },
    runs: { type: 'string', default: '4' },
    'kill-one': { type: 'boolean', default: false },
    database: { type: 'string' },
    // The first <n> projects' target answers after 2 s, so that runs are in progress when an instance is killed.
    slow: { type: 'string', default: '0' },
  },
});
const instanceCount = Number(values.instances);
const projectCount = Number(values.projects);
const intervalMs = Number(/^(\d+)s$/.exec(values.interval)?.[1] ?? NaN) * 1000;
if (!(instanceCount >= 1 && projectCount >= 1 && intervalMs >= 10_000))
  throw new Error('--instances and --projects need a positive number, --interval seconds (10s or more)');
const PASSWORD = 'bench-admin-password';
const TESTS = 5;

// The target: counts requests per project (/p<n>/t<k>).
const requests = new Map<number, number>();
let counting = false;
const target = createServer((request, response) => {
  const project = Number(/^\/p(\d+)\//.exec(request.url ?? '')?.[1]);
  if (counting && Number.isInteger(project)) requests.set(project, (requests.get(project) ?? 0) + 1);
  response.setHeader('content-type', 'application/json');
  setTimeout(() => response.end('{"ok":true}'), project < Number(values.slow) ? 2000 : 0);
});
await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

const postgres = values.database ? undefined : await startPostgres();
const url = values.database ?? postgres?.url;
if (!url) throw new Error(postgres?.reason ?? 'no database');
const db = new pg.Client({ connectionString: url });
const instances: ServeProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

try {
  const env = { ASSAY_ADMIN_PASSWORD: PASSWORD, ASSAY_DATABASE_URL: url };
  for (let i = 0; i < instanceCount; i++)
    instances.push(await startServe(['--data', tempDir('assay-bench-unused-'), '--runs', values.runs], env));
  await db.connect();
  const admin = await instances[0].login('admin', PASSWORD);
  log(`${instanceCount} instances up; creating ${projectCount} projects`);
  for (let n = 0; n < projectCount; n++) {
    const tests = Array.from(
      { length: TESTS },
      (_, k) => `  - name: t${k}\n    url: ${origin}/p${n}/t${k}\n    validators:\n      - status-code: 200\n`,
    ).join('');
    const response = await admin.json('/api/projects', 'POST', {
      yaml: `name: bench-${n}\nschedule: ${values.interval}\ntests:\n${tests}`,
    });
    if (response.status !== 201) throw new Error(`creating a project: ${JSON.stringify(response.body)}`);
  }
  log(`warm-up ${values.warmup} min`);
  await sleep(Number(values.warmup) * 60_000);

  const windowMs = Number(values.minutes) * 60_000;
  const pids = instances.map((i) => i.child.pid!);
  const cpuBefore = pids.map(cpuSeconds);
  const start = Date.now();
  counting = true;
  log(`measuring ${values.minutes} min${values['kill-one'] ? ', one instance killed halfway' : ''}`);
  let killed: string | undefined;
  let killedAt = 0;
  if (values['kill-one']) {
    await sleep(windowMs / 2);
    const victim = instances[instances.length - 1];
    killed = /instance (\S+)\)/.exec(victim.output().stdout)?.[1];
    await victim.kill();
    killedAt = Date.now();
    await sleep(windowMs / 2);
  } else await sleep(windowMs);
  counting = false;
  const end = Date.now();
  const cpuAfter = pids.map((pid, i) => (i === pids.length - 1 && killed ? cpuBefore[i] : cpuSeconds(pid)));
  // Runs still in progress at the end of the window finish; their requests were counted.
  await sleep(5000);

  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];
  const finished = await rows<{ instance_id: string; status: string; n: string }>(
    `SELECT instance_id, status, COUNT(*) AS n FROM runs WHERE finished_at >= $1 AND finished_at < $2
     GROUP BY instance_id, status ORDER BY instance_id, status`,
    [start, end],
  );
  const total = (status?: string) =>
    finished.filter((r) => !status || r.status === status).reduce((sum, r) => sum + Number(r.n), 0);
  const perInstance = new Map<string, number>();
  for (const r of finished)
    if (r.status !== 'abandoned') perInstance.set(r.instance_id, (perInstance.get(r.instance_id) ?? 0) + Number(r.n));
  const minutes = (end - start) / 60_000;
  const errors = await rows<{ status: string; error: string; n: string }>(
    `SELECT status, error, COUNT(*) AS n FROM runs WHERE finished_at >= $1 AND finished_at < $2 AND status IN ('error', 'abandoned')
     GROUP BY status, error ORDER BY 3 DESC LIMIT 10`,
    [start, end],
  );
  for (const e of errors) log(`${e.n} × ${e.status}: ${e.error}`);
  for (const r of finished) log(`${r.instance_id}${r.instance_id === killed ? ' (killed)' : ''}: ${r.n} ${r.status}`);
  // How long after the kill its runs were recorded as abandoned.
  const [detected] = await rows<{ first: string | null; last: string | null }>(
    `SELECT MIN(finished_at) AS first, MAX(finished_at) AS last FROM runs WHERE status = 'abandoned' AND finished_at >= $1`,
    [killedAt || end],
  );

  // A project run twice less than half an interval apart (queued in the window).
  const [close] = await rows<{ n: string }>(
    `SELECT COUNT(*) AS n FROM (
       SELECT queued_at - LAG(queued_at) OVER (PARTITION BY project_id ORDER BY queued_at) AS gap
       FROM runs WHERE trigger = 'schedule' AND queued_at >= $1::bigint - $3::bigint AND queued_at < $2::bigint) g
     WHERE gap < $3::bigint / 2`,
    [start, end, intervalMs],
  );
  // Requests beyond 5 per run started in the window (runs started before it made requests before it).
  const started = await rows<{ name: string; n: string }>(
    `SELECT p.name, COUNT(*) AS n FROM runs r JOIN projects p ON p.id = r.project_id
     WHERE r.started_at >= $1 AND r.started_at < $2 GROUP BY p.name`,
    [start, end],
  );
  const runsOf = new Map(started.map((r) => [Number(r.name.slice('bench-'.length)), Number(r.n)]));
  let extraRequests = 0;
  for (const [project, count] of requests)
    extraRequests += Math.max(0, count - TESTS * ((runsOf.get(project) ?? 0) + 1));
  // pg-boss: when each scheduled job was handed out, after its due time.
  const lags = (
    await rows<{ ms: number }>(
      `SELECT EXTRACT(EPOCH FROM (started_on - start_after)) * 1000 AS ms FROM assay_jobs.job
       WHERE name = 'assay-runs' AND started_on >= to_timestamp($1 / 1000.0) AND started_on < to_timestamp($2 / 1000.0)
       ORDER BY 1`,
      [start, end],
    )
  ).map((r) => Number(r.ms));
  const percentile = (p: number) =>
    lags.length ? lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))] : NaN;

  const expected = (projectCount * 60_000) / intervalMs;
  console.log(
    `| ${instanceCount} instances, ${projectCount} projects × ${TESTS} tests every ${values.interval}${Number(values.slow) > 0 ? ` (${values.slow} of them answered after 2 s)` : ''}${killed ? ', one killed halfway' : ''} | |`,
  );
  console.log('| --- | --- |');
  console.log(
    `| runs per minute (finished; the schedules ask for ${expected.toFixed(0)}) | ${(total() / minutes).toFixed(0)} |`,
  );
  console.log(
    `| runs per instance per minute | ${[...perInstance.values()].map((n) => (n / minutes).toFixed(0)).join(' / ')} |`,
  );
  console.log(`| failed / error runs | ${total('failed')} / ${total('error')} |`);
  console.log(`| abandoned runs (their instance was killed) | ${total('abandoned')} |`);
  if (killed && detected.first !== null)
    console.log(
      `| abandoned runs recorded after the kill (first / last) | ${((Number(detected.first) - killedAt) / 1000).toFixed(1)} s / ${((Number(detected.last) - killedAt) / 1000).toFixed(1)} s |`,
    );
  console.log(`| **duplicates**: a project run twice within half an interval | **${close.n}** |`);
  console.log(`| **duplicates**: requests beyond ${TESTS} per recorded run | **${extraRequests}** |`);
  console.log(
    `| scheduling lag (job handed out − due), p50 / p99 | ${percentile(50).toFixed(0)} ms / ${percentile(99).toFixed(0)} ms |`,
  );
  console.log(
    `| CPU per instance over the window (s) | ${cpuAfter.map((after, i) => (after - cpuBefore[i]).toFixed(1)).join(' / ')}${killed ? ' (the last until killed: not counted)' : ''} |`,
  );
  console.log(`| window | ${minutes.toFixed(1)} min after ${values.warmup} min of warm-up |`);
} finally {
  await Promise.all(instances.map((i) => i.child.exitCode === null && i.stop()));
  await db.end().catch(() => undefined);
  await postgres?.stop();
  target.close();
}

/** User + system CPU seconds of a process, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

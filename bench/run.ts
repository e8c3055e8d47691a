// The benchmark (`npm run bench`): assay as a whole process against a raw undici baseline, both
// against a loopback target in its own process, sequential and with 16 in flight, for growing N;
// then start-up of the command line and of the action. Prints a Markdown table for
// docs/performance.md and whether each target was met. Options:
//   --sizes 1,1000,10000,100000   --runs 3 (runs per size; N >= 100,000 runs once unless given)
//   --only raw|assay              --concurrency 16
//   --cli dist/cli.js             --action dist/index.js
//   --formats all                 (or a -f list: extra report formats on every assay run; `all` is
//                                 html,ctrf,xray,markdown, the issue's "every report format on")
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { writeCollections } from './collections.ts';
import { measureNode, prepareBaseline, startTarget, type Measurement } from './harness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1,1000,10000,100000' },
    runs: { type: 'string' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '16' },
    cli: { type: 'string', default: join(root, 'dist', 'cli.js') },
    action: { type: 'string', default: join(root, 'dist', 'index.js') },
    formats: { type: 'string', default: '' },
  },
});
const formats = values.formats === 'all' ? 'html,ctrf,xray,markdown' : values.formats;
// Another bundle can stand in for dist/ (e.g. to compare a change before it is built into dist/).
const cli = values.cli;
const action = values.action;
const sizes = values.sizes.split(',').map((s) => Number(s.replace(/_/g, '')));
const concurrency = Number(values.concurrency);
const runsFor = (n: number) => (values.runs ? Number(values.runs) : n >= 100_000 ? 1 : 3);
const kinds = values.only ? [values.only as Kind] : (['raw', 'assay'] as Kind[]);
if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !kinds.every((k) => k === 'raw' || k === 'assay')) {
  console.error(
    'usage: node bench/run.ts [--sizes 1,1000,10000,100000] [--runs 3] [--only raw|assay] [--concurrency 16] [--cli dist/cli.js] [--action dist/index.js] [--formats all|<-f list>]',
  );
  process.exit(2);
}
if (kinds.includes('assay') && !existsSync(cli)) {
  console.error(`${cli} is missing: build first (npm run build)`);
  process.exit(2);
}

type Kind = 'raw' | 'assay';
type Mode = 'sequential' | 'parallel';

interface Row {
  kind: Kind;
  mode: Mode;
  n: number;
  runs: Measurement[];
}

const benchStarted = performance.now();
const work = await mkdtemp(join(tmpdir(), 'assay-bench-'));
const target = await startTarget();
const rows: Row[] = [];
let problems = 0;

try {
  const raw = await prepareBaseline();
  const baseUrl = `http://127.0.0.1:${target.port}`;
  for (const n of sizes) {
    const dir = join(work, `n${n}`);
    await writeCollections(dir, n, baseUrl);
    for (const mode of ['sequential', 'parallel'] as Mode[]) {
      const byKind = new Map(kinds.map((kind) => [kind, { kind, mode, n, runs: [] } as Row]));
      // Interleaved, so a noisy moment of the machine hits both sides rather than one.
      for (let run = 0; run < runsFor(n); run++) {
        for (const kind of kinds) {
          const measurement = kind === 'raw' ? await runRaw(raw, n, mode) : await runAssay(dir, n, mode);
          if (measurement) byKind.get(kind)!.runs.push(measurement);
        }
      }
      for (const row of byKind.values()) {
        rows.push(row);
        if (row.runs.length > 0) console.error(progressLine(row));
      }
    }
  }
  const startup = kinds.includes('assay') ? await measureStartup(baseUrl) : undefined;
  if (formats) console.log(`assay runs wrote results.json, junit.xml and -f ${formats}.\n`);
  console.log(markdown(rows, startup));
  console.log(verdicts(rows, startup));
} finally {
  await target.stop();
  await rm(work, { recursive: true, force: true });
}
console.log(
  `\nBench took ${((performance.now() - benchStarted) / 1000).toFixed(1)} s on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}.`,
);
if (problems > 0) {
  console.log(`${problems} run(s) did not do the expected work; their numbers are left out.`);
  process.exitCode = 1;
}

/** Runs one measured process and checks that the target served exactly `expected` requests. */
async function counted(
  expected: number,
  label: string,
  body: () => Promise<Measurement>,
): Promise<Measurement | undefined> {
  const before = await target.served();
  const measurement = await body();
  const served = (await target.served()) - before;
  if (served !== expected) return reject(label, `the target served ${served} requests, expected ${expected}`);
  return measurement;
}

function reject(label: string, why: string): undefined {
  console.error(`✗ ${label}: ${why}`);
  problems++;
  return undefined;
}

async function runRaw(script: string, n: number, mode: Mode): Promise<Measurement | undefined> {
  const label = `raw ${mode} N=${n}`;
  const m = await counted(n, label, () =>
    measureNode([script, String(target.port), String(n), String(mode === 'parallel' ? concurrency : 1)]),
  );
  if (!m) return undefined;
  const outcome = JSON.parse(m.stdout || '{}') as { passed?: number };
  if (m.exitCode !== 0 || outcome.passed !== n)
    return reject(label, `exit ${m.exitCode}, ${outcome.passed} passed: ${m.stderr.trim()}`);
  return m;
}

async function runAssay(dir: string, n: number, mode: Mode): Promise<Measurement | undefined> {
  const label = `assay ${mode} N=${n}`;
  const output = join(work, 'out');
  await rm(output, { recursive: true, force: true });
  const args = [
    cli,
    '-c',
    dir,
    '-o',
    output,
    ...(formats ? ['-f', formats] : []),
    ...(mode === 'parallel' ? ['-p', '--concurrency', String(concurrency)] : []),
  ];
  const m = await counted(n, label, () => measureNode(args));
  if (!m) return undefined;
  if (m.exitCode !== 0) return reject(label, `exit ${m.exitCode}: ${lastLines(m.stderr || m.stdout)}`);
  return (await passedAll(join(output, 'results.json'), n))
    ? m
    : reject(label, `results.json does not hold ${n} passed tests`);
}

async function passedAll(resultsPath: string, n: number): Promise<boolean> {
  try {
    const doc = JSON.parse(await readFile(resultsPath, 'utf8')) as { totals?: { total: number; passed: number } };
    return doc.totals?.total === n && doc.totals.passed === n;
  } catch {
    return false;
  }
}

interface Startup {
  cli: Measurement[];
  action: Measurement[];
}

/** One test, whole process: the command line, and the action entry as a runner starts it. */
async function measureStartup(baseUrl: string): Promise<Startup> {
  const dir = join(work, 'startup');
  await writeCollections(dir, 1, baseUrl);
  const result: Startup = { cli: [], action: [] };
  if (!existsSync(action)) console.error(`${action} is missing: the action's start-up is not measured`);
  for (let run = 0; run < 7; run++) {
    const out = join(work, 'startup-out');
    await rm(out, { recursive: true, force: true });
    const c = await counted(1, 'start-up cli', () => measureNode([cli, '-c', dir, '-o', out]));
    if (c && c.exitCode === 0) result.cli.push(c);
    else if (c) reject('start-up cli', `exit ${c.exitCode}: ${lastLines(c.stderr || c.stdout)}`);
    if (!existsSync(action)) continue;
    const environment = await actionEnvironment(dir);
    const a = await counted(1, 'start-up action', () => measureNode([action], environment));
    if (a && a.exitCode === 0) result.action.push(a);
    else if (a) reject('start-up action', `exit ${a.exitCode}: ${lastLines(a.stderr || a.stdout)}`);
  }
  return result;
}

/** The environment a GitHub runner gives a `node24` action step, as in __tests__/action. */
async function actionEnvironment(collections: string): Promise<NodeJS.ProcessEnv> {
  const workspace = join(work, 'workspace');
  const outputFile = join(work, 'github-output');
  const summaryFile = join(work, 'github-step-summary');
  await mkdir(workspace, { recursive: true });
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_JOB: 'bench',
    INPUT_ARGS: `-c ${collections}`,
    INPUT_INPUT_DIR: workspace,
    INPUT_OUTPUT_DIR: join(work, 'action-out'),
    INPUT_UPLOAD: 'false',
    INPUT_FAIL_ON_FAILURE: 'true',
  };
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' | ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface Summary {
  wallMs: number;
  testsPerSecond: number;
  cpuMs: number;
  peakRssMb: number;
}

function summarize(runs: Measurement[], n: number): Summary {
  const wallMs = median(runs.map((r) => r.wallMs));
  return {
    wallMs,
    testsPerSecond: (n / wallMs) * 1000,
    cpuMs: median(runs.map((r) => r.cpuMs)),
    peakRssMb: median(runs.map((r) => r.peakRssMb)),
  };
}

function baselineOf(row: Row): Row | undefined {
  return rows.find((r) => r.kind === 'raw' && r.mode === row.mode && r.n === row.n && r.runs.length > 0);
}

function progressLine(row: Row): string {
  const s = summarize(row.runs, row.n);
  return `  ${row.kind} ${row.mode} N=${row.n}: ${fmt(s.wallMs)} ms, ${fmt(s.testsPerSecond)} tests/s, CPU ${fmt(s.cpuMs)} ms, peak RSS ${s.peakRssMb.toFixed(0)} MB (${row.runs.length} run${row.runs.length === 1 ? '' : 's'})`;
}

function fmt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function markdown(all: Row[], startup: Startup | undefined): string {
  const lines = [
    '| runner | mode | N | wall (median) | tests/s | µs/test | CPU user+sys | peak RSS | vs raw | runs |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of all) {
    if (row.runs.length === 0) continue;
    const s = summarize(row.runs, row.n);
    const base = row.kind === 'assay' ? baselineOf(row) : undefined;
    const ratio = base ? `${Math.round((s.testsPerSecond / summarize(base.runs, base.n).testsPerSecond) * 100)}%` : '';
    const mode = row.mode === 'parallel' ? `${concurrency} in flight` : 'sequential';
    lines.push(
      `| ${row.kind} | ${mode} | ${fmt(row.n)} | ${fmt(s.wallMs)} ms | ${fmt(s.testsPerSecond)} | ${fmt((s.wallMs * 1000) / row.n)} | ${fmt(s.cpuMs)} ms | ${s.peakRssMb.toFixed(0)} MB | ${ratio} | ${row.runs.length} |`,
    );
  }
  if (startup) {
    lines.push(
      '',
      '| start-up (1 test, whole process) | wall (median of 7) | CPU | peak RSS | target |',
      '| --- | ---: | ---: | ---: | ---: |',
    );
    for (const [label, runs, goal] of [
      ['`node dist/cli.js`', startup.cli, 150],
      ['`node dist/index.js` (action, upload off)', startup.action, 250],
    ] as const) {
      if (runs.length === 0) continue;
      const s = summarize(runs, 1);
      lines.push(
        `| ${label} | ${fmt(s.wallMs)} ms | ${fmt(s.cpuMs)} ms | ${s.peakRssMb.toFixed(0)} MB | < ${goal} ms |`,
      );
    }
  }
  return lines.join('\n');
}

/** The targets of docs/performance.md, each met or missed, for the rows that were measured. */
function verdicts(all: Row[], startup: Startup | undefined): string {
  const out: string[] = ['', 'Targets:'];
  const check = (ok: boolean, text: string) => out.push(`  ${ok ? '✓' : '✗'} ${text}`);
  const assayRow = (mode: Mode, n: number) =>
    all.find((r) => r.kind === 'assay' && r.mode === mode && r.n === n && r.runs.length > 0);
  for (const [mode, goal] of [
    ['sequential', 0.7],
    ['parallel', 0.6],
  ] as const) {
    const row = assayRow(mode, 10_000);
    const base = row && baselineOf(row);
    if (row && base) {
      const ratio = summarize(row.runs, row.n).testsPerSecond / summarize(base.runs, base.n).testsPerSecond;
      check(ratio >= goal, `${mode} at N=10,000: ${Math.round(ratio * 100)}% of raw (target ≥ ${goal * 100}%)`);
    }
  }
  for (const [n, limit] of [
    [10_000, 100],
    [100_000, 150],
  ] as const) {
    for (const mode of ['sequential', 'parallel'] as const) {
      const row = assayRow(mode, n);
      if (row) {
        const rss = summarize(row.runs, n).peakRssMb;
        check(
          rss <= limit,
          `peak RSS ${mode} at N=${fmt(n)}${formats ? ` with -f ${formats}` : ''}: ${rss.toFixed(0)} MB (target ≤ ${limit} MB)`,
        );
      }
    }
  }
  for (const mode of ['sequential', 'parallel'] as const) {
    // Marginal cost per test: the wall time of a one-test run (start-up) taken off when measured.
    const single = assayRow(mode, 1);
    const offset = single ? summarize(single.runs, 1).wallMs : 0;
    const measured = all.filter(
      (r) => r.kind === 'assay' && r.mode === mode && r.n >= (single ? 1000 : 10_000) && r.runs.length > 0,
    );
    if (measured.length >= 2) {
      // Growth only: a larger N may cost less per test (a warmer JIT), never much more.
      const perTest = measured.map((r) => (summarize(r.runs, r.n).wallMs - offset) / r.n);
      const growth = Math.max(...perTest.slice(1).map((t, i) => t / Math.min(...perTest.slice(0, i + 1))));
      check(
        growth <= 1.5,
        `linear in N (${mode}): time per test beyond start-up, N=${fmt(measured[0].n)} to ${fmt(measured.at(-1)!.n)}, grows at most ×${growth.toFixed(2)} (target ≤ ×1.5; ${perTest.map((t) => `${fmt(t * 1000)} µs`).join(', ')})`,
      );
    }
  }
  if (startup) {
    if (startup.cli.length > 0)
      check(
        summarize(startup.cli, 1).wallMs < 150,
        `start-up of the command line: ${fmt(summarize(startup.cli, 1).wallMs)} ms (target < 150 ms)`,
      );
    if (startup.action.length > 0)
      check(
        summarize(startup.action, 1).wallMs < 250,
        `start-up of the action: ${fmt(summarize(startup.action, 1).wallMs)} ms (target < 250 ms)`,
      );
  }
  for (const row of all) {
    const disagreeing = row.runs.filter((r) => Math.abs(r.cpuMs - r.kernelCpuMs) > Math.max(30, r.cpuMs * 0.05));
    if (disagreeing.length > 0)
      out.push(
        `  ! ${row.kind} ${row.mode} N=${row.n}: the probe's CPU time and the kernel's differ (${disagreeing.map((r) => `${fmt(r.cpuMs)} vs ${fmt(r.kernelCpuMs)} ms`).join(', ')})`,
      );
  }
  return out.join('\n');
}

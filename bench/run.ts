// The benchmark (`npm run bench`): assay as a whole process against a raw undici baseline and
// against Step CI (installed on demand, pinned), all against a loopback target in its own process
// (nginx when installed, as issue 33 measured, else a Node.js server),
// sequential and with 16 in flight, for growing N, with the tests in one file and in files of
// 1,000; then start-up of the command line and of the action. Prints a Markdown table for
// docs/performance.md and whether each target was met. Options (bench/options.ts):
//   --sizes 1,1000,10000,100000   --runs 3 (runs per size; N >= 100,000 runs once unless given)
//   --only raw,assay,stepci       --shapes one,many (assay's collections: one file / files of 1,000)
//   --concurrency 16              --stepci-max 10000 (Step CI only up to this N)
//   --cli dist/cli.js             --action dist/index.js
//   --formats all                 (the default: -f html,ctrf,xray,markdown on every assay run, the
//                                 issue's "every report format on"; `none`, or another -f list)
//   --workload plain|json (json: a JSONPath check and a JSONPath capture on every test)
//   --target node|nginx           (the default: nginx when found on PATH or in /usr/sbin, else node)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { writeCollections, type Shape } from './collections.ts';
import { measureNode, prepareBaseline, startTarget, type Measurement } from './harness.ts';
import { findNginx } from './nginx.ts';
import { parseBenchOptions, USAGE, type Kind } from './options.ts';
import { benchWorkDir } from './work-dir.ts';
import { installStepci, stepciEnvironment, stepciSteps, STEPCI_PACKAGES, writeStepciWorkflow } from './stepci.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const loopbackOnly = fileURLToPath(new URL('loopback-only.mjs', import.meta.url));

// Another bundle can stand in for dist/ (e.g. to compare a change before it is built into dist/).
const options = parseBenchOptions(process.argv.slice(2), {
  cli: join(root, 'dist', 'cli.js'),
  action: join(root, 'dist', 'index.js'),
});
if ('error' in options) {
  console.error(`${options.error}\n${USAGE}`);
  process.exit(2);
}
const { sizes, kinds, shapes, concurrency, workload, cli, action, formats, formatFiles, stepciMax } = options;
const targetKind = options.target ?? (findNginx() ? 'nginx' : 'node');
if (targetKind === 'nginx' && !findNginx()) {
  console.error('--target nginx: nginx is not installed (looked on PATH and in /usr/sbin)');
  process.exit(2);
}
const runsFor = (n: number) => options.runs ?? (n >= 100_000 ? 1 : 3);
if (kinds.includes('assay') && !existsSync(cli)) {
  console.error(`${cli} is missing: build first (npm run build)`);
  process.exit(2);
}

type Mode = 'sequential' | 'parallel';

interface Row {
  kind: Kind;
  /** assay's collections; raw and Step CI have one shape each (no files / one workflow). */
  shape?: Shape;
  mode: Mode;
  n: number;
  runs: Measurement[];
}

// Declared before the run below, which uses them at the top level.
const SHAPE_NAMES: Record<Shape, string> = { one: 'one file', many: 'files of 1,000' };

/** Wall time of one test, whole process (issue #33: the command line ≤ 0.08 s). */
const STARTUP_TARGET_MS = { cli: 80, action: 250 } as const;

const benchStarted = performance.now();
const stepci = kinds.includes('stepci')
  ? await installStepci(join(root, 'node_modules', '.cache', 'assay-bench')).catch(cannotInstall)
  : undefined;
const work = benchWorkDir();
const target = await startTarget(targetKind, join(work, 'target')).catch(async (error: Error) => {
  await rm(work, { recursive: true, force: true });
  console.error(`The ${targetKind} target did not start: ${error.message}`);
  process.exit(1);
});
console.error(`  target: ${target.description}`);
const rows: Row[] = [];
let problems = 0;

try {
  const raw = await prepareBaseline();
  const baseUrl = `http://127.0.0.1:${target.port}`;
  for (const n of sizes) {
    const dirs = new Map<Shape, string>();
    if (kinds.includes('assay'))
      for (const shape of shapes) {
        dirs.set(shape, join(work, `n${n}-${shape}`));
        await writeCollections(dirs.get(shape)!, n, baseUrl, workload, shape);
      }
    const workflow = join(work, `n${n}-stepci.yml`);
    const withStepci = stepci !== undefined && n <= stepciMax;
    if (withStepci) await writeStepciWorkflow(workflow, n, baseUrl, workload);
    else if (stepci) console.error(`  Step CI is not run at N=${n}: above --stepci-max ${stepciMax}`);
    for (const mode of ['sequential', 'parallel'] as Mode[]) {
      const measured: { row: Row; measure: () => Promise<Measurement | undefined> }[] = [];
      const add = (row: Row, measure: () => Promise<Measurement | undefined>) => measured.push({ row, measure });
      for (const kind of kinds) {
        if (kind === 'raw') add({ kind, mode, n, runs: [] }, () => runRaw(raw, n, mode));
        if (kind === 'assay')
          for (const [shape, dir] of dirs) add({ kind, shape, mode, n, runs: [] }, () => runAssay(dir, shape, n, mode));
        if (kind === 'stepci' && withStepci)
          add({ kind, mode, n, runs: [] }, () => runStepci(stepci, workflow, n, mode));
      }
      // Interleaved, so a noisy moment of the machine hits every side rather than one.
      for (let run = 0; run < runsFor(n); run++) {
        for (const { row, measure } of measured) {
          const measurement = await measure();
          if (measurement) row.runs.push(measurement);
        }
      }
      for (const { row } of measured) {
        rows.push(row);
        if (row.runs.length > 0) console.error(progressLine(row));
      }
    }
    for (const dir of dirs.values()) await rm(dir, { recursive: true, force: true });
    await rm(workflow, { force: true });
  }
  const startup = kinds.includes('assay') ? await measureStartup(baseUrl) : undefined;
  if (kinds.includes('assay'))
    console.log(`assay runs wrote results.json and junit.xml${formats ? ` and -f ${formats}` : ''}.`);
  if (stepci)
    console.log(
      `Step CI ${STEPCI_PACKAGES.stepci} (runner ${STEPCI_PACKAGES['@stepci/runner']}), its command line, up to N=${fmt(stepciMax)}; "16 in flight" is its --concurrency.`,
    );
  console.log(`\nServed by ${target.description} on 127.0.0.1 (--target ${targetKind}):\n\n${markdown(rows, startup)}`);
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

function cannotInstall(error: Error): never {
  console.error(`${error.message}; --only raw,assay runs the bench without Step CI`);
  process.exit(1);
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
  const label = `raw undici ${mode} N=${n}`;
  const m = await counted(n, label, () =>
    measureNode([script, String(target.port), String(n), String(mode === 'parallel' ? concurrency : 1)]),
  );
  if (!m) return undefined;
  const outcome = JSON.parse(m.stdout || '{}') as { passed?: number };
  if (m.exitCode !== 0 || outcome.passed !== n)
    return reject(label, `exit ${m.exitCode}, ${outcome.passed} passed: ${m.stderr.trim()}`);
  return m;
}

async function runAssay(dir: string, shape: Shape, n: number, mode: Mode): Promise<Measurement | undefined> {
  const label = `${runnerLabel({ kind: 'assay', shape })} ${mode} N=${n}`;
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
  if (!(await passedAll(join(output, 'results.json'), n)))
    return reject(label, `results.json does not hold ${n} passed tests`);
  const missing = formatFiles.filter((file) => !(statSync(join(output, file), { throwIfNoEntry: false })?.size ?? 0));
  return missing.length === 0 ? m : reject(label, `-f ${formats} left ${missing.join(', ')} missing or empty`);
}

/** Step CI's command line on the workflow, sequential (`--concurrency 1`) or with its tests in flight. */
async function runStepci(stepci: string, workflow: string, n: number, mode: Mode): Promise<Measurement | undefined> {
  const label = `Step CI ${mode} N=${n}`;
  const home = join(work, 'stepci-home');
  await mkdir(home, { recursive: true });
  const args = [
    '--import',
    loopbackOnly,
    stepci,
    'run',
    workflow,
    '--concurrency',
    mode === 'parallel' ? String(concurrency) : '1',
  ];
  const m = await counted(n, label, () => measureNode(args, stepciEnvironment(home)));
  if (!m) return undefined;
  if (m.stderr.includes('loopback-only:')) return reject(label, `it tried the network: ${lastLines(m.stderr)}`);
  const steps = stepciSteps(m.stdout);
  if (m.exitCode !== 0 || !steps || steps.passed !== n || steps.total !== n)
    return reject(
      label,
      `exit ${m.exitCode}, ${steps ? `${steps.passed} of ${steps.total} steps passed` : 'no summary'}: ${lastLines(m.stderr || m.stdout)}`,
    );
  return m;
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

/** The row of another runner measured on the same N and mode. */
function peerOf(row: Row, kind: Kind): Row | undefined {
  return rows.find((r) => r.kind === kind && r.mode === row.mode && r.n === row.n && r.runs.length > 0);
}

/** This row's throughput over the other's, in the same go. */
function throughputRatio(row: Row, other: Row): number {
  return summarize(row.runs, row.n).testsPerSecond / summarize(other.runs, other.n).testsPerSecond;
}

function runnerLabel(row: Pick<Row, 'kind' | 'shape'>): string {
  if (row.kind === 'assay') return `assay (${SHAPE_NAMES[row.shape!]})`;
  return row.kind === 'stepci' ? 'Step CI' : 'raw undici';
}

function modeLabel(mode: Mode): string {
  return mode === 'parallel' ? `${concurrency} in flight` : 'sequential';
}

function progressLine(row: Row): string {
  const s = summarize(row.runs, row.n);
  return `  ${runnerLabel(row)} ${row.mode} N=${row.n}: ${fmt(s.wallMs)} ms, ${fmt(s.testsPerSecond)} tests/s, CPU ${fmt(s.cpuMs)} ms, peak RSS ${s.peakRssMb.toFixed(0)} MB (${row.runs.length} run${row.runs.length === 1 ? '' : 's'})`;
}

function fmt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function markdown(all: Row[], startup: Startup | undefined): string {
  const lines = [
    '| runner | mode | N | wall (median) | tests/s | µs/test | CPU user+sys | peak RSS | vs raw | × Step CI | runs |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of all) {
    if (row.runs.length === 0) continue;
    const s = summarize(row.runs, row.n);
    const raw = row.kind !== 'raw' ? peerOf(row, 'raw') : undefined;
    const stepci = row.kind === 'assay' ? peerOf(row, 'stepci') : undefined;
    const vsRaw = raw ? `${Math.round(throughputRatio(row, raw) * 100)}%` : '';
    const timesStepci = stepci ? `${throughputRatio(row, stepci).toFixed(1)}×` : '';
    lines.push(
      `| ${runnerLabel(row)} | ${modeLabel(row.mode)} | ${fmt(row.n)} | ${fmt(s.wallMs)} ms | ${fmt(s.testsPerSecond)} | ${fmt((s.wallMs * 1000) / row.n)} | ${fmt(s.cpuMs)} ms | ${s.peakRssMb.toFixed(0)} MB | ${vsRaw} | ${timesStepci} | ${row.runs.length} |`,
    );
  }
  if (startup) {
    lines.push(
      '',
      '| start-up (1 test, whole process) | wall (median of 7) | CPU | peak RSS | target |',
      '| --- | ---: | ---: | ---: | ---: |',
    );
    for (const [label, runs, goal] of [
      ['`node dist/cli.js`', startup.cli, STARTUP_TARGET_MS.cli],
      ['`node dist/index.js` (action, upload off)', startup.action, STARTUP_TARGET_MS.action],
    ] as const) {
      if (runs.length === 0) continue;
      const s = summarize(runs, 1);
      lines.push(
        `| ${label} | ${fmt(s.wallMs)} ms | ${fmt(s.cpuMs)} ms | ${s.peakRssMb.toFixed(0)} MB | ≤ ${goal} ms |`,
      );
    }
  }
  return lines.join('\n');
}

/** The targets of docs/performance.md, each met or missed, for the rows that were measured. */
function verdicts(all: Row[], startup: Startup | undefined): string {
  const out: string[] = ['', 'Targets:'];
  const check = (ok: boolean, text: string) => out.push(`  ${ok ? '✓' : '✗'} ${text}`);
  const assayRows = (mode: Mode, n?: number) =>
    all.filter((r) => r.kind === 'assay' && r.mode === mode && (n === undefined || r.n === n) && r.runs.length > 0);
  const shapeOf = (row: Row) => ` (${SHAPE_NAMES[row.shape!]})`;
  for (const [mode, goal] of [
    ['sequential', 0.7],
    ['parallel', 0.6],
  ] as const) {
    for (const row of assayRows(mode, 10_000)) {
      const raw = peerOf(row, 'raw');
      if (!raw) continue;
      const ratio = throughputRatio(row, raw);
      check(
        ratio >= goal,
        `${modeLabel(mode)} at N=10,000${shapeOf(row)}: ${Math.round(ratio * 100)}% of raw (target ≥ ${goal * 100}%)`,
      );
    }
  }
  for (const [mode, goal] of [
    ['sequential', 10],
    ['parallel', 30],
  ] as const) {
    for (const row of assayRows(mode).filter((r) => r.n >= 10_000)) {
      const stepci = peerOf(row, 'stepci');
      if (!stepci) continue;
      const times = throughputRatio(row, stepci);
      check(
        times >= goal,
        `${modeLabel(mode)} at N=${fmt(row.n)}${shapeOf(row)}: ${times.toFixed(1)}× Step CI's throughput (target ≥ ${goal}×)`,
      );
    }
  }
  for (const [n, limit] of [
    [10_000, 100],
    [100_000, 150],
  ] as const) {
    for (const mode of ['sequential', 'parallel'] as const) {
      for (const row of assayRows(mode, n)) {
        const rss = summarize(row.runs, n).peakRssMb;
        check(
          rss <= limit,
          `peak RSS ${modeLabel(mode)} at N=${fmt(n)}${shapeOf(row)}${formats ? ` with -f ${formats}` : ''}: ${rss.toFixed(0)} MB (target ≤ ${limit} MB)`,
        );
      }
    }
  }
  for (const mode of ['sequential', 'parallel'] as const) {
    for (const shape of shapes) {
      // Marginal cost per test: the wall time of a one-test run (start-up) taken off when measured.
      const ofShape = assayRows(mode).filter((r) => r.shape === shape);
      const single = ofShape.find((r) => r.n === 1);
      const offset = single ? summarize(single.runs, 1).wallMs : 0;
      const measured = ofShape.filter((r) => r.n >= (single ? 1000 : 10_000));
      if (measured.length < 2) continue;
      // Growth only: a larger N may cost less per test (a warmer JIT), never much more.
      const perTest = measured.map((r) => (summarize(r.runs, r.n).wallMs - offset) / r.n);
      const growth = Math.max(...perTest.slice(1).map((t, i) => t / Math.min(...perTest.slice(0, i + 1))));
      check(
        growth <= 1.5,
        `linear in N (${modeLabel(mode)}, ${SHAPE_NAMES[shape]}): time per test beyond start-up, N=${fmt(measured[0].n)} to ${fmt(measured.at(-1)!.n)}, grows at most ×${growth.toFixed(2)} (target ≤ ×1.5; ${perTest.map((t) => `${fmt(t * 1000)} µs`).join(', ')})`,
      );
    }
  }
  if (startup) {
    for (const [which, runs, what] of [
      ['cli', startup.cli, 'the command line'],
      ['action', startup.action, 'the action'],
    ] as const) {
      if (runs.length === 0) continue;
      const wallMs = summarize(runs, 1).wallMs;
      check(
        wallMs <= STARTUP_TARGET_MS[which],
        `start-up of ${what}, one test, wall: ${fmt(wallMs)} ms (target ≤ ${STARTUP_TARGET_MS[which]} ms)`,
      );
    }
  }
  for (const row of all) {
    const disagreeing = row.runs.filter((r) => Math.abs(r.cpuMs - r.kernelCpuMs) > Math.max(30, r.cpuMs * 0.05));
    if (disagreeing.length > 0)
      out.push(
        `  ! ${runnerLabel(row)} ${row.mode} N=${row.n}: the probe's CPU time and the kernel's differ (${disagreeing.map((r) => `${fmt(r.cpuMs)} vs ${fmt(r.kernelCpuMs)} ms`).join(', ')})`,
      );
  }
  return out.join('\n');
}

// What the benchmark needs around the processes it measures: the target server, and a way to run
// a command as a whole process and learn its wall time, CPU time and peak memory.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { findNginx, startNginx } from './nginx.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export type TargetKind = 'node' | 'nginx';

export interface Target {
  port: number;
  /** Which server answers, for the bench's output. */
  description: string;
  /** Requests served so far (the count is taken in the server's own process). */
  served(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the bench's target; nginx keeps its files in `dir` (bench/nginx.ts). */
export async function startTarget(kind: TargetKind, dir: string): Promise<Target> {
  if (kind === 'node') return startNodeTarget();
  const binary = findNginx();
  if (!binary) throw new Error('nginx is not installed (looked on PATH and in /usr/sbin)');
  return startNginx(binary, dir);
}

async function startNodeTarget(): Promise<Target> {
  const child = fork(join(here, 'target.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the target exited early (${code})`)));
    child.once('message', (message: { type: string; port: number }) => resolve(message.port));
  });
  child.removeAllListeners('exit');
  return {
    port,
    description: `Node.js ${process.versions.node} (bench/target.ts, node:http)`,
    served: () => ask(child),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      }),
  };
}

function ask(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string; served: number }) => {
      if (message.type !== 'count') return;
      child.off('message', onMessage);
      resolve(message.served);
    };
    child.on('message', onMessage);
    child.send({ type: 'count' });
  });
}

export interface Measurement {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  /** User + system CPU of the process, as it reported at exit. */
  cpuMs: number;
  /** The same, as the kernel accounted it to this process's reaped children (10 ms ticks). */
  kernelCpuMs: number;
  peakRssMb: number;
}

let probes = 0;

/**
 * Runs `node <args>` with the usage probe preloaded. Wall time is from spawn to exit as this
 * process sees it, so it includes Node's own start-up, like a user's shell would.
 */
export async function measureNode(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Measurement> {
  const usageFile = join(tmpdir(), `assay-bench-usage-${process.pid}-${++probes}.json`);
  const before = childCpuTicks();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', join(here, 'usage-probe.mjs'), ...args], {
    env: { ...env, ASSAY_BENCH_USAGE: usageFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  const wallMs = performance.now() - started;
  const kernelCpuMs = (childCpuTicks() - before) * 10;
  const usage = JSON.parse(await readFile(usageFile, 'utf8')) as { userMs: number; systemMs: number; maxRssKb: number };
  await rm(usageFile, { force: true });
  return {
    exitCode,
    stdout: Buffer.concat(stdout).toString(),
    stderr: Buffer.concat(stderr).toString(),
    wallMs,
    cpuMs: usage.userMs + usage.systemMs,
    kernelCpuMs,
    peakRssMb: usage.maxRssKb / 1024,
  };
}

/**
 * cutime + cstime of this process (fields 16 and 17 of /proc/self/stat): CPU of the children it
 * has waited for, in USER_HZ ticks (100 per second on Linux). A cross-check of the probe.
 */
function childCpuTicks(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The command name (field 2) may hold spaces; fields after it are split from its closing paren.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[13]) + Number(fields[14]);
}

/**
 * The raw baseline as plain JavaScript (node_modules/.cache/assay-bench/raw.mjs), so that, like
 * assay's bundled dist/cli.js, it does not pay for Node's type stripping at start-up (~120 ms and
 * ~17 MB). Kept under node_modules so that `undici` resolves. Returns the script's path.
 */
export async function prepareBaseline(): Promise<string> {
  const out = join(here, '..', 'node_modules', '.cache', 'assay-bench');
  await mkdir(out, { recursive: true });
  for (const name of ['raw', 'collections']) {
    const source = await readFile(join(here, `${name}.ts`), 'utf8');
    const js = stripTypeScriptTypes(source, { mode: 'strip' }).replace(/from '\.\/(\w+)\.ts'/g, "from './$1.mjs'");
    await writeFile(join(out, `${name}.mjs`), js);
  }
  return join(out, 'raw.mjs');
}

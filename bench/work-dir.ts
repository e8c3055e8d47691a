// The bench's working directory (generated collections, reports, nginx's files), gone however the
// bench ends: at its end, on Ctrl-C or a kill, and — after a `kill -9`, which nothing can catch —
// at the next bench's start, which also stops the nginx that bench left running.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning } from '../src/model/process-running.ts';

const PREFIX = 'assay-bench-';
/** The bench process's pid, written into its directory. */
const OWNER_FILE = 'bench.pid';
/** Where the nginx target writes its master's pid (bench/nginx.ts). */
const NGINX_PID = join('target', 'nginx.pid');

/** A new working directory, removed when this process exits or is ended by a signal. */
export function benchWorkDir(parent = tmpdir()): string {
  clearAbandoned(parent);
  const dir = mkdtempSync(join(parent, PREFIX));
  writeFileSync(join(dir, OWNER_FILE), `${process.pid}\n`);
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  const onSignal = (signal: NodeJS.Signals) => {
    remove();
    // Ended as the signal would have ended it (nginx's own handler does the same).
    process.kill(process.pid, signal);
  };
  process.once('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
  return dir;
}

/**
 * Removes the directories of benches that are no longer running, first stopping an nginx one left
 * running: only a process whose command line names that directory, so a reused pid is left alone.
 * Returns the directories removed.
 */
export function clearAbandoned(parent = tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(parent, name);
    const owner = pidIn(join(dir, OWNER_FILE));
    if (owner === undefined || isRunning(owner)) continue;
    const nginx = pidIn(join(dir, NGINX_PID));
    if (nginx !== undefined && commandLine(nginx).includes(dir)) process.kill(nginx, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    removed.push(dir);
  }
  return removed;
}

function pidIn(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

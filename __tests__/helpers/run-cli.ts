/**
 * Runs the bundled command line (`dist/cli.js`) as a child process on this Node (24), the way a
 * user runs it, and returns what a user sees.
 *
 *   const { code, stdout, stderr } = await runCli(['-c', file, '-o', dir], { cwd })
 *   await runCli(args, { onStdout: (text, child) => child.kill('SIGINT') })   // interrupt mid-run
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from './temp-dir.ts';
import { bundled } from './lane.ts';

export const CLI = bundled(resolve(import.meta.dirname, '../../dist/cli.js'));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Called with the stdout seen so far, each time more arrives. */
  onStdout?(text: string, child: ChildProcess): void;
  /** Called with the child process as soon as it is started. */
  onSpawn?(child: ChildProcess): void;
}

export function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    options.onStdout?.(stdout, child);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolvePromise) =>
    child.on('close', (code, signal) => resolvePromise({ code, signal, stdout, stderr })),
  );
}

/** A fresh temporary directory holding the given files, removed when the test process exits. */
export function workspace(files: Record<string, string> = {}): string {
  const dir = tempDir('assay-test-');
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

// The `start` input: commands run in the background with a shell before the tests (typically the
// API under test), each in a process group of its own so that everything it starts can be stopped
// when the step ends. Their output goes to a log file in the output directory, which is uploaded
// with the reports: start.log for one command, start-1.log, start-2.log, … for several.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StartedCommand {
  command: string;
  logFile: string;
  pid?: number;
  /** Set when the shell ended, with `stopping` telling whether it was stopped by the action. */
  exit?: { code: number | null; signal: NodeJS.Signals | null; stopping: boolean };
}

/** After SIGTERM to a process group, how long it has before SIGKILL. */
export const STOP_GRACE_MS = 5_000;
/** Lines of a start log quoted in a failure message. */
const TAIL_LINES = 30;
const TAIL_BYTES = 16 * 1024;

export class StartedServices {
  readonly commands: StartedCommand[] = [];
  private readonly failed = new AbortController();
  private stopping = false;

  /** Aborted when a started command fails (exits with a non-zero code or a signal) before it is stopped. */
  get failure(): AbortSignal {
    return this.failed.signal;
  }

  static start(commands: readonly string[], logDirectory: string, cwd: string): StartedServices {
    const services = new StartedServices();
    if (commands.length > 0) mkdirSync(logDirectory, { recursive: true });
    commands.forEach((command, index) => {
      const name = commands.length === 1 ? 'start.log' : `start-${index + 1}.log`;
      services.launch(command, join(logDirectory, name), cwd);
    });
    return services;
  }

  private launch(command: string, logFile: string, cwd: string): void {
    writeFileSync(logFile, `$ ${command}\n`);
    // Opened for appending, so the command, its children and the action's own lines never overwrite each other.
    const log = openSync(logFile, 'a');
    const started: StartedCommand = { command, logFile };
    this.commands.push(started);
    let child: ChildProcess;
    try {
      child = spawn(command, {
        cwd,
        shell: process.platform === 'win32' ? true : existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh',
        detached: process.platform !== 'win32',
        stdio: ['ignore', log, log],
        windowsHide: true,
      });
    } finally {
      closeSync(log);
    }
    started.pid = child.pid;
    child.unref();
    child.on('error', (error) => {
      appendFileSync(logFile, `[assay] could not start the command: ${error.message}\n`);
      started.exit = { code: null, signal: null, stopping: this.stopping };
      this.failed.abort();
    });
    child.on('exit', (code, signal) => {
      started.exit = { code, signal, stopping: this.stopping };
      appendFileSync(logFile, `[assay] exited ${signal ? `on ${signal}` : `with code ${code}`}\n`);
      if (!this.stopping && (code !== 0 || signal !== null)) this.failed.abort();
    });
  }

  get logFiles(): string[] {
    return this.commands.map((command) => command.logFile);
  }

  /** Process group ids still to stop, for the post step when the main step is killed. */
  get processGroups(): number[] {
    return this.commands.flatMap((command) => (command.pid === undefined ? [] : [command.pid]));
  }

  /** The first command that failed before it was stopped. */
  failedCommand(): StartedCommand | undefined {
    return this.commands.find(
      (command) => command.exit && !command.exit.stopping && (command.exit.code !== 0 || command.exit.signal !== null),
    );
  }

  /** Stops every process group: SIGTERM, then SIGKILL for what is left after the grace. */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopping = true;
    await stopProcessGroups(this.processGroups, graceMs);
  }
}

/**
 * SIGTERM to each process group (the shell and everything it started, also after the shell itself
 * ended), then SIGKILL to the groups still alive after `graceMs`. On Windows, taskkill ends the tree.
 */
export async function stopProcessGroups(groups: readonly number[], graceMs = STOP_GRACE_MS): Promise<void> {
  if (process.platform === 'win32') {
    for (const pid of groups) spawnSync('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore' });
    return;
  }
  const alive = groups.filter((group) => signalGroup(group, 'SIGTERM'));
  const deadline = Date.now() + graceMs;
  let left = alive;
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter((group) => signalGroup(group, 0));
  }
  for (const group of left) signalGroup(group, 'SIGKILL');
}

/** Whether the group had a process to signal. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** The last lines of a log, for a failure message. */
export function logTail(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const tail = text.length > TAIL_BYTES ? text.slice(-TAIL_BYTES) : text;
  return tail.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
}

/** Replaces the secrets in the start logs before they are uploaded. */
export function redactLogs(files: readonly string[], redact: (text: string) => string): void {
  for (const file of files) {
    try {
      const text = readFileSync(file, 'utf8');
      const redacted = redact(text);
      if (redacted !== text) writeFileSync(file, redacted);
    } catch {
      // a log that cannot be read is uploaded as it is
    }
  }
}

/** The failure message for a command that ended on its own. */
export function describeFailure(command: StartedCommand, when: string, displayLog: string): string {
  const how = command.exit?.signal
    ? `was killed by ${command.exit.signal}`
    : command.exit?.code === null
      ? 'could not be started'
      : `exited with code ${command.exit?.code}`;
  const tail = logTail(command.logFile);
  return `The start command \`${command.command}\` ${how} ${when}. Last lines of ${displayLog}:\n${tail}`;
}

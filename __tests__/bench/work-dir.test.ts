// The bench's working directory is gone however the bench ends: at exit, on Ctrl-C, and after a
// `kill -9` at the next bench's start, which also stops a target it left running (but no other
// process that happens to have the pid now).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { clearAbandoned } from '../../bench/work-dir.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const workDir = resolve(import.meta.dirname, '../../bench/work-dir.ts');
const node = process.execPath;

/** Runs a Node.js process that makes a bench directory in `parent`, prints it, then does `then`. */
function benchProcess(parent: string, then: string) {
  const script = `import { benchWorkDir } from ${JSON.stringify(workDir)};
    console.log(benchWorkDir(${JSON.stringify(parent)})); ${then}`;
  return spawnSync(node, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

/** A pid no process has any more. */
function deadPid(): number {
  return spawnSync(node, ['-e', '0']).pid!;
}

/** A process that answers messages until killed, whose command line ends with `args`; killed when the test ends. */
function sleeper(t: { after: (fn: () => void) => void }, ...args: string[]) {
  const child = spawn(node, ['-e', "process.on('message', (m) => process.send(m))", ...args], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  t.after(() => child.kill('SIGKILL'));
  return child;
}

test('the directory is removed when the bench exits, and when Ctrl-C ends it', () => {
  const parent = tempDir('bench-work-');
  const exited = benchProcess(parent, '');
  assert.equal(exited.status, 0, exited.stderr);
  assert.ok(!existsSync(exited.stdout.trim()), 'removed at exit');

  const interrupted = benchProcess(parent, "process.kill(process.pid, 'SIGINT'); setTimeout(() => {}, 10_000);");
  assert.equal(interrupted.signal, 'SIGINT', 'ended by the signal, as without the handler');
  const dir = interrupted.stdout.trim();
  assert.match(dir, /assay-bench-/);
  assert.ok(!existsSync(dir), 'removed on Ctrl-C');
});

test("a killed bench's directory and nginx are cleared at the next start; a running bench's are not", async (t) => {
  const parent = tempDir('bench-work-');
  const abandoned = join(parent, 'assay-bench-killed');
  mkdirSync(join(abandoned, 'target'), { recursive: true });
  writeFileSync(join(abandoned, 'bench.pid'), `${deadPid()}\n`);
  // Stands for the nginx it left: its command line names the directory, as nginx's -p does.
  const nginx = sleeper(t, join(abandoned, 'target/'));
  writeFileSync(join(abandoned, 'target/nginx.pid'), `${nginx.pid}\n`);
  const nginxEnded = new Promise((done) => nginx.once('exit', (_code, signal) => done(signal)));

  const reused = join(parent, 'assay-bench-pid-reused');
  mkdirSync(join(reused, 'target'), { recursive: true });
  writeFileSync(join(reused, 'bench.pid'), `${deadPid()}\n`);
  // Its pid file names a process that is not its nginx (the pid was given to another since).
  const other = sleeper(t, 'not-nginx');
  writeFileSync(join(reused, 'target/nginx.pid'), `${other.pid}\n`);

  const running = join(parent, 'assay-bench-running');
  mkdirSync(running);
  writeFileSync(join(running, 'bench.pid'), `${process.pid}\n`);
  // Another tool's directory with the same prefix and no bench.pid.
  const foreign = join(parent, 'assay-bench-formats-x');
  mkdirSync(foreign);

  assert.deepEqual(clearAbandoned(parent).sort(), [abandoned, reused].sort());
  assert.equal(await nginxEnded, 'SIGTERM');
  assert.ok(!existsSync(abandoned) && !existsSync(reused));
  assert.ok(existsSync(running) && existsSync(foreign));
  // Had it been sent the signal, it would have ended before it could answer.
  const answer = new Promise((done) => other.once('message', done));
  other.send('still there?');
  assert.equal(await answer, 'still there?');
});

// The `start`, `wait-on` and post-step half of the action, run as the runner runs it: a real API is
// started by the step, waited on, tested and stopped; its output is in the artifact; a start command
// that fails, or an API that never answers, fails the step with the end of its log.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { readZip, startArtifactService, type ArtifactService } from '../helpers/artifact-service.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { runAction } from './run-action.ts';

/**
 * A small API: answers /health and /users, exits with code 1 after answering /crash, and logs its
 * start and the signal that stops it. It writes its pid to api.pid in the working directory.
 */
const API_SCRIPT = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
const port = Number(process.argv[2]);
writeFileSync('api.pid', String(process.pid));
const server = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/crash') {
    response.end('{"crashing":true}', () => { console.error('crash requested, exiting'); process.exit(1); });
    return;
  }
  response.end(JSON.stringify({ path: request.url }));
});
server.listen(port, '127.0.0.1', () => console.log('api listening on port ' + port));
process.on('SIGTERM', () => { console.log('api stopped by SIGTERM'); process.exit(0); });
`;

/** Runs and prints, but never listens. */
const SILENT_SCRIPT = `
import { writeFileSync } from 'node:fs';
writeFileSync('silent.pid', String(process.pid));
console.log('warming up forever');
setInterval(() => {}, 1000);
`;

const COLLECTION = (path: string) => `name: Users
baseUrl: \${{ vars.baseUrl }}
tests:
  - name: List users
    url: ${path}
    validators:
      - status-code: 200
`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function workspaceWith(files: Record<string, string>): string {
  const workspace = tempDir('assay-action-start-');
  mkdirSync(join(workspace, 'tests'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(workspace, file), text);
  return workspace;
}

function alive(pidFile: string): boolean {
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** However a test ends, no process it had the action start outlives it. */
function killLeftovers(t: TestContext, workspace: string): void {
  t.after(() => {
    for (const file of ['api.pid', 'silent.pid']) {
      if (!existsSync(join(workspace, file))) continue;
      try {
        process.kill(Number(readFileSync(join(workspace, file), 'utf8')), 'SIGKILL');
      } catch {
        // already gone, as it should be
      }
    }
  });
}

function artifactFiles(service: ArtifactService): Map<string, string> {
  assert.equal(service.uploads.length, 1, 'exactly one artifact uploaded');
  return new Map([...readZip(service.uploads[0].zip)].map(([name, data]) => [name, data.toString('utf8')]));
}

const node = JSON.stringify(process.execPath);

test('start runs the API, wait-on waits for it, the tests run against it, and it is stopped with its log in the artifact', async (t) => {
  const port = await freePort();
  const workspace = workspaceWith({ 'api.mjs': API_SCRIPT, 'tests/users.yaml': COLLECTION('/users') });
  killLeftovers(t, workspace);
  const service = await startArtifactService();
  t.after(() => service.close());

  const result = await runAction({
    workspace,
    service,
    inputs: {
      input_dir: 'tests',
      args: `--variables baseUrl=http://127.0.0.1:${port}`,
      start: `${node} api.mjs ${port}`,
      'wait-on': `http://127.0.0.1:${port}/health`,
    },
  });

  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.equal(result.outputs.passed, '1');
  assert.match(result.stdout, /Started `.*api\.mjs \d+` in the background; its output goes to output\/start\.log/);
  assert.equal(alive(join(workspace, 'api.pid')), false, 'the API is stopped when the step ends');
  const files = artifactFiles(service);
  assert.deepEqual([...files.keys()].sort(), ['junit.xml', 'results.json', 'start.log']);
  const log = files.get('start.log')!;
  assert.match(log, /^\$ .*api\.mjs \d+\n/);
  assert.match(log, /api listening on port \d+\n/);
  assert.match(log, /api stopped by SIGTERM\n/);
  assert.equal(result.state.started_processes, '[]');
  assert.equal(result.state.uploaded, 'true');
});

test('a start command that exits before the API answers fails the step at once with the end of its log', async (t) => {
  const port = await freePort();
  const workspace = workspaceWith({ 'tests/users.yaml': COLLECTION('/users') });
  killLeftovers(t, workspace);
  const service = await startArtifactService();
  t.after(() => service.close());

  const result = await runAction({
    workspace,
    service,
    inputs: {
      input_dir: 'tests',
      args: `--variables baseUrl=http://127.0.0.1:${port}`,
      start: `echo "config loaded"; echo "error: port ${port} is in use" >&2; exit 3`,
      'wait-on': `http://127.0.0.1:${port}/health`,
      // Far longer than the test may take: the step must not wait for it.
      'wait-on-timeout': '600',
    },
  });

  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(
    result.stdout,
    /::error::The start command `.*` exited with code 3 before the API answered\. Last lines of output\/start\.log:%0A.*config loaded%0Aerror: port \d+ is in use/,
  );
  assert.equal(result.outputs.total, undefined, 'no test ran');
  assert.match(artifactFiles(service).get('start.log')!, /error: port \d+ is in use\n\[assay\] exited with code 3\n/);
});

test('an API that never answers wait-on fails the step after wait-on-timeout, and is stopped', async (t) => {
  const port = await freePort();
  const workspace = workspaceWith({ 'silent.mjs': SILENT_SCRIPT, 'tests/users.yaml': COLLECTION('/users') });
  killLeftovers(t, workspace);
  const service = await startArtifactService();
  t.after(() => service.close());

  const result = await runAction({
    workspace,
    service,
    inputs: {
      input_dir: 'tests',
      args: `--variables baseUrl=http://127.0.0.1:${port}`,
      start: `${node} silent.mjs`,
      'wait-on': `tcp:127.0.0.1:${port}`,
      'wait-on-timeout': '1.5',
    },
  });

  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(
    result.stdout,
    /::error::wait-on: no answer within 1\.5 s from tcp:127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. .*Last lines of output\/start\.log:%0A.*warming up forever/,
  );
  assert.equal(alive(join(workspace, 'silent.pid')), false, 'the started process is stopped');
  assert.match(artifactFiles(service).get('start.log')!, /warming up forever\n\[assay\] exited on SIGTERM\n/);
});

test('an API that exits during the run fails the step, also with fail_on_failure false', async (t) => {
  const port = await freePort();
  const workspace = workspaceWith({ 'api.mjs': API_SCRIPT });
  killLeftovers(t, workspace);
  // The second test is answered once the API process is gone, so its exit happens during the run.
  const witness = await startTargetServer(async (_request, response) => {
    while (alive(join(workspace, 'api.pid'))) await new Promise((resolve) => setTimeout(resolve, 20));
    response.end('the API is gone');
  });
  const service = await startArtifactService();
  t.after(() => Promise.all([witness.close(), service.close()]));
  writeFileSync(
    join(workspace, 'tests', 'crash.yaml'),
    `${COLLECTION('/crash')}  - name: After the crash\n    url: ${witness.url('/after')}\n`,
  );

  const result = await runAction({
    workspace,
    service,
    inputs: {
      input_dir: 'tests',
      args: `--variables baseUrl=http://127.0.0.1:${port}`,
      start: `exec ${node} api.mjs ${port}`,
      'wait-on': `http://127.0.0.1:${port}/health`,
      fail_on_failure: 'false',
    },
  });

  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.equal(result.outputs.passed, '2', 'both tests passed: the API answered before it exited');
  assert.match(
    result.stdout,
    /::error::The start command `exec .*` exited with code 1 during the run\. Last lines of output\/start\.log:%0A.*crash requested, exiting/,
  );
});

test('when the main step is killed before its upload, the post step uploads what it left and stops what it started', async (t) => {
  const workspace = workspaceWith({
    'silent.mjs': SILENT_SCRIPT,
    'tests/hang.yaml': COLLECTION('/hang'),
  });
  killLeftovers(t, workspace);
  let resolveChild: (child: ChildProcess) => void = () => {};
  const child = new Promise<ChildProcess>((resolve) => (resolveChild = resolve));
  // The job is cancelled hard while the test's request is in flight: the main step never uploads.
  const target = await startTargetServer(async () => void (await child).kill('SIGKILL'));
  const service = await startArtifactService();
  t.after(() => Promise.all([target.close(), service.close()]));

  const main = await runAction({
    workspace,
    service,
    inputs: { input_dir: 'tests', args: `--variables baseUrl=${target.origin}`, start: `${node} silent.mjs` },
    onSpawn: resolveChild,
  });
  assert.equal(main.signal ?? main.code, 'SIGKILL' as unknown);
  assert.equal(service.uploads.length, 0);
  assert.equal(main.state.is_post, 'true');
  assert.equal(main.state.uploaded, undefined);
  // The started process may still be starting up when the step is killed; it runs on regardless.
  while (!existsSync(join(workspace, 'silent.pid'))) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(alive(join(workspace, 'silent.pid')), 'the killed step left its started process running');
  assert.ok(existsSync(join(workspace, 'output', 'start.log')));

  const post = await runAction({ workspace, service, state: main.state });

  assert.equal(post.code, 0, post.stdout + post.stderr);
  assert.match(post.stdout, /The main step ended before it uploaded the reports/);
  assert.equal(service.uploads[0].name, 'assay-results-api-tests');
  const files = artifactFiles(service);
  assert.ok(files.has('start.log'), [...files.keys()].join(', '));
  assert.match(files.get('start.log')!, /warming up forever/);
  assert.equal(alive(join(workspace, 'silent.pid')), false, 'the post step stopped the leftover process');
});

test('the post step does nothing more when the main step uploaded', async (t) => {
  const port = await freePort();
  const workspace = workspaceWith({ 'api.mjs': API_SCRIPT, 'tests/users.yaml': COLLECTION('/users') });
  killLeftovers(t, workspace);
  const service = await startArtifactService();
  t.after(() => service.close());
  const main = await runAction({
    workspace,
    service,
    inputs: {
      input_dir: 'tests',
      args: `--variables baseUrl=http://127.0.0.1:${port}`,
      start: `${node} api.mjs ${port}`,
      'wait-on': `http://127.0.0.1:${port}/health`,
    },
  });
  assert.equal(main.code, 0, main.stdout + main.stderr);
  const post = await runAction({ workspace, service, state: main.state });
  assert.equal(post.code, 0, post.stdout + post.stderr);
  assert.equal(service.uploads.length, 1);
  assert.doesNotMatch(post.stdout, /uploading|Stopping/);
});

test('a job cancelled while wait-on waits stops the step at once, stops what it started and uploads the log', async (t) => {
  const port = await freePort();
  const workspace = workspaceWith({ 'silent.mjs': SILENT_SCRIPT, 'tests/users.yaml': COLLECTION('/users') });
  killLeftovers(t, workspace);
  const service = await startArtifactService();
  t.after(() => service.close());

  const result = await runAction({
    workspace,
    service,
    inputs: {
      input_dir: 'tests',
      args: `--variables baseUrl=http://127.0.0.1:${port}`,
      start: `${node} silent.mjs`,
      'wait-on': `tcp:127.0.0.1:${port}`,
      'wait-on-timeout': '600',
    },
    // Cancelled once the started process is up, while the step is still waiting for the port.
    onSpawn: (child) =>
      void (async () => {
        while (!existsSync(join(workspace, 'silent.pid'))) await new Promise((resolve) => setTimeout(resolve, 20));
        child.kill('SIGTERM');
      })(),
  });

  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /^::error::The run was interrupted \(SIGTERM\)/m);
  assert.equal(result.outputs.total, '1');
  assert.equal(result.outputs.not_run, '1');
  assert.equal(alive(join(workspace, 'silent.pid')), false);
  const files = artifactFiles(service);
  assert.match(files.get('start.log')!, /warming up forever/);
  assert.ok(files.has('results.json'));
});

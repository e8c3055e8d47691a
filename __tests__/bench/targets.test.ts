// The bench's two targets: the nginx config is generated from bench/items.ts, and nginx (when
// installed; the bench is not run in CI) answers every request with the bytes the Node.js target
// does, counts what it served, keeps one connection for a whole run and is gone when stopped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { startTarget, type Target } from '../../bench/harness.ts';
import { previousItemEntries, tokenFor } from '../../bench/items.ts';
import { findNginx, nginxConfig, nginxTempPaths } from '../../bench/nginx.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { waitFor } from '../helpers/wait.ts';

const nginx = findNginx();

test("nginx's N−1 map gives the item before for every count of trailing zeros", () => {
  // nginx takes the first entry whose pattern matches and fills in its named capture, as here.
  const entries = previousItemEntries('p').map(([pattern, value]) => [new RegExp(pattern), value] as const);
  const previous = (digits: string) => {
    for (const [pattern, value] of entries) {
      const match = pattern.exec(digits);
      if (match) return value.replace('${p}', match.groups?.p ?? '');
    }
    return undefined;
  };
  const numbers = [1, 2, 9, 10, 11, 20, 99, 100, 101, 110, 210, 1000, 1001, 2000, 90_000, 100_000, 999_999_999];
  for (let n = 1; n <= 12_345; n++) numbers.push(n);
  for (let zeros = 1; zeros <= 8; zeros++) numbers.push(10 ** zeros, 7 * 10 ** zeros, 123 * 10 ** zeros);
  for (const n of numbers.filter((n) => n < 1e9)) assert.equal(previous(String(n)), String(n - 1), `item ${n}`);
  assert.equal(previous('0'), undefined);
});

test('the nginx config is one worker on the port given, one connection per run, everything in its directory', (t) => {
  const dir = tempDir('bench-nginx-conf-');
  const config = nginxConfig({ dir, port: 41234, tempPaths: ['client_body_temp_path'] });
  assert.match(config, /^daemon off;$/m);
  assert.match(config, /^worker_processes 1;$/m);
  assert.match(config, /^ {4}listen 127\.0\.0\.1:41234;$/m);
  assert.match(config, /^ {2}keepalive_requests 1000000;$/m);
  assert.match(config, /^ {2}keepalive_timeout 60s;$/m);
  const paths = [...config.matchAll(/'(\/[^']*)'/g)].map(([, path]) => path);
  assert.ok(paths.length >= 3);
  for (const path of paths) assert.ok(path.startsWith(dir), path);
  if (!nginx) return t.skip('nginx is not installed');
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port: 41234, tempPaths: nginxTempPaths(nginx) }));
  const check = spawnSync(nginx, ['-t', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, check.stderr);
});

interface Reply {
  status: number;
  contentType: string | undefined;
  body: string;
}

function send(target: Target, method: string, path: string, headers: Record<string, string> = {}, agent?: Agent) {
  return new Promise<Reply & { localPort: number }>((done, fail) => {
    const ask = request({ host: '127.0.0.1', port: target.port, method, path, headers, agent }, (response) => {
      const localPort = response.socket.localPort!;
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        done({
          status: response.statusCode!,
          contentType: response.headers['content-type'],
          body,
          localPort,
        }),
      );
    });
    ask.on('error', fail).end();
  });
}

/** Requests at the edges of what the targets answer: [method, path, x-token]. */
const REQUESTS: [string, string, string?][] = [
  ['GET', '/items/0'],
  ['GET', '/items/1'],
  ['GET', '/items/21'],
  ['GET', '/items/999999999'],
  ['GET', '/items/1000000000'],
  ['GET', '/items/007'],
  ['GET', '/items/-1'],
  ['GET', '/items/1?x=1'],
  ['GET', '/items/1/'],
  ['GET', '/items/%31'],
  ['GET', '//items/1'],
  ['GET', '/ITEMS/1'],
  ['GET', '/items'],
  ['GET', '/'],
  ['POST', '/items/1'],
  ['DELETE', '/items/1'],
  ['GET', '/items/1', tokenFor(0)],
  ['GET', '/items/1', tokenFor(1)],
  ['GET', '/items/0', tokenFor(0)],
  ['GET', '/items/21', tokenFor(20)],
  ['GET', '/items/21', tokenFor(2)],
  ['GET', '/items/22', tokenFor(21)],
  ['GET', '/items/10', tokenFor(9)],
  ['GET', '/items/100', tokenFor(99)],
  ['GET', '/items/2000', tokenFor(1999)],
  ['GET', '/items/1010', tokenFor(1009)],
  ['GET', '/items/1010', tokenFor(109)],
  ['GET', '/items/100000000', tokenFor(99_999_999)],
  ['GET', '/items/21', `${tokenFor(20)}|${tokenFor(20)}`],
  ['GET', '/items/21', 'tk-20-b3nchX'],
  ['GET', '/items/21', ''],
  ['GET', '/x', tokenFor(20)],
  ['POST', '/items/21', tokenFor(20)],
];

async function withTargets(t: { skip(message: string): void }, body: (targets: Target[]) => Promise<void>) {
  if (!nginx) return t.skip('nginx is not installed');
  const node = await startTarget('node', tempDir('bench-node-target-'));
  const served = await startTarget('nginx', tempDir('bench-nginx-target-')).catch(async (error: unknown) => {
    await node.stop();
    throw error;
  });
  try {
    await body([node, served]);
  } finally {
    await Promise.all([node.stop(), served.stop()]);
  }
}

test('nginx answers every request with the status, content type and body of the Node.js target', (t) =>
  withTargets(t, async ([node, served]) => {
    const replies = async (target: Target) => {
      const out: Reply[] = [];
      for (const [method, path, token] of REQUESTS) {
        const { status, contentType, body } = await send(
          target,
          method,
          path,
          token === undefined ? {} : { 'x-token': token },
        );
        out.push({ status, contentType, body });
      }
      return out;
    };
    const fromNode = await replies(node);
    const fromNginx = await replies(served);
    for (const [i, [method, path, token]] of REQUESTS.entries())
      assert.deepEqual(
        fromNginx[i],
        fromNode[i],
        `${method} ${path}${token === undefined ? '' : ` x-token: ${token}`}`,
      );
    // Both could agree and be wrong: what the bench relies on, literally.
    const statusOf = (method: string, path: string, token?: string) =>
      fromNginx[REQUESTS.findIndex((r) => r[0] === method && r[1] === path && r[2] === token)].status;
    assert.deepEqual(fromNginx[2], {
      status: 200,
      contentType: 'application/json',
      body: `{"n":21,"token":"${tokenFor(21)}","name":"item 21","tags":["bench","loopback"]}`,
    });
    assert.equal(statusOf('GET', '/items/21', tokenFor(20)), 200);
    assert.equal(statusOf('GET', '/items/21', tokenFor(2)), 400);
    assert.equal(statusOf('GET', '/items/1010', tokenFor(1009)), 200);
    assert.equal(statusOf('GET', '/items/1010', tokenFor(109)), 400);
    assert.equal(statusOf('GET', '/items/0', tokenFor(0)), 400);
    assert.equal(statusOf('GET', '/items/1?x=1'), 404);
    assert.deepEqual(fromNginx[4], { status: 404, contentType: 'text/plain', body: 'not found' });
    assert.equal(
      fromNginx.filter((reply) => reply.status === 400).every((reply) => reply.body === 'bad token'),
      true,
    );
  }));

test('each target counts the requests it served, and one connection serves a whole sequential run', (t) =>
  withTargets(t, async (targets) => {
    for (const target of targets) {
      const before = await target.served();
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const ports = new Set<number>();
      // Past nginx's default of 1,000 requests per connection.
      for (let i = 0; i < 1500; i++) {
        const reply = await send(target, 'GET', `/items/${i}`, {}, agent);
        assert.equal(reply.status, 200);
        ports.add(reply.localPort);
      }
      await send(target, 'GET', '/nowhere', {}, agent);
      agent.destroy();
      assert.equal((await target.served()) - before, 1501, target.description);
      assert.equal(ports.size, 1, `${target.description}: ${ports.size} connections`);
    }
  }));

/** The process is gone (a zombie whose parent has not reaped it yet counts as gone). */
function gone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].startsWith('Z');
  } catch {
    return true;
  }
}

function processesOf(master: number): number[] {
  const workers = spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).stdout;
  return [master, ...workers.split('\n').filter(Boolean).map(Number)];
}

test('stopping the nginx target ends its master and worker processes', async (t) => {
  if (!nginx) return t.skip('nginx is not installed');
  const dir = tempDir('bench-nginx-stop-');
  const target = await startTarget('nginx', dir);
  const pids = processesOf(Number(readFileSync(join(dir, 'nginx.pid'), 'utf8')));
  assert.equal(pids.length, 2, `a master and one worker: ${pids.join(', ')}`);
  await target.stop();
  for (const pid of pids) assert.ok(gone(pid), `process ${pid} is still there`);
  assert.equal(existsSync(join(dir, 'nginx.pid')), false);
});

test('a bench killed with SIGTERM or interrupted takes its nginx with it', async (t) => {
  if (!nginx) return t.skip('nginx is not installed');
  const harness = resolve(import.meta.dirname, '../../bench/harness.ts');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const dir = tempDir('bench-nginx-killed-');
    const script = join(dir, 'bench.ts');
    writeFileSync(
      script,
      `import { startTarget } from ${JSON.stringify(harness)};
await startTarget('nginx', ${JSON.stringify(join(dir, 'target'))});
console.log('started');
setInterval(() => {}, 1000);
`,
    );
    // Its own process group, so that the signal reaches the bench alone and not nginx.
    const bench = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    await new Promise((ready) => bench.stdout.once('data', ready));
    const pids = processesOf(Number(readFileSync(join(dir, 'target', 'nginx.pid'), 'utf8')));
    assert.equal(pids.length, 2);
    const exited = new Promise((done) => bench.once('exit', (_code, how) => done(how)));
    bench.kill(signal);
    try {
      assert.equal(await exited, signal);
      await waitFor(`nginx to go after the bench's ${signal}`, () => (pids.every(gone) ? true : undefined));
    } finally {
      // When it failed, no nginx outlives the test.
      for (const pid of pids.filter((pid) => !gone(pid))) process.kill(pid, 'SIGKILL');
    }
  }
});

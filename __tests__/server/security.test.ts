// The server's own surfaces against hostile input, through the bundled `assay serve` over real HTTP:
// the sign-in limit under concurrent guesses (SQLite, and two instances on PostgreSQL), a trusted
// reverse proxy, bad cookies, Origin headers and request targets, login CSRF, Slack escaping, the data
// directory's modes, and start-ups that fail.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { startPostgres, type Postgres } from '../helpers/postgres-server.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const PASSWORD = 'security-admin-password';
const SECRET_KEY = Buffer.alloc(32, 3).toString('hex');
const STACK_LINE = /\n\s+at /;

/** POST /login as a form; `headers` are added (Origin, X-Forwarded-For). */
function signIn(serve: ServeProcess, name: string, password: string, headers: Record<string, string> = {}) {
  return fetch(serve.url('/login'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ name, password, next: '/' }),
  });
}

const statuses = async (responses: Promise<Response>[]) => {
  const counts: Record<number, number> = {};
  for (const response of await Promise.all(responses)) {
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    await response.body?.cancel();
  }
  return counts;
};

// Guesses come through a trusted proxy, each from an address of its own (or each for an account of its
// own), so that only the limit under test can refuse them and the counts are exact however they interleave.
const fromAddress = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}` });

/** A raw request, for what fetch would not send (a path of `//`). */
function raw(serve: ServeProcess, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(serve.origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject).end();
  });
}

describe('sign-in limit', () => {
  test('a burst of 100 wrong passwords on a fresh server checks 5; the right one is refused after them', async () => {
    const serve = await startServe(['--data', tempDir('assay-limit-'), '--trust-proxy', '127.0.0.1'], {
      ASSAY_ADMIN_PASSWORD: PASSWORD,
    });
    try {
      const burst = await statuses(
        Array.from({ length: 100 }, (_, i) => signIn(serve, 'admin', `wrong-${i}`, fromAddress(i))),
      );
      assert.deepEqual(burst, { 401: 5, 429: 95 });
      const right = await signIn(serve, 'admin', PASSWORD, fromAddress(200));
      assert.equal(right.status, 429);
      assert.equal(right.headers.get('set-cookie'), null);
      assert.ok(Number(right.headers.get('retry-after')) > 0);

      const perAddress = await statuses(
        Array.from({ length: 100 }, (_, i) => signIn(serve, `user${i}`, 'wrong', fromAddress(201))),
      );
      assert.deepEqual(perAddress, { 401: 20, 429: 80 }, 'one address: 20 checked, on as many accounts');
    } finally {
      await serve.stop();
    }
  });

  test('X-Forwarded-For is ignored unless its proxy is trusted; from a trusted proxy each client has its own count', async () => {
    const data = tempDir('assay-proxy-');
    const plain = await startServe(['--data', data], { ASSAY_ADMIN_PASSWORD: PASSWORD });
    try {
      // 20 failures on 20 accounts, each claiming another address: all count against this connection's address.
      const spoofed = await statuses(
        Array.from({ length: 20 }, (_, i) => signIn(plain, `user${i}`, 'wrong', { 'x-forwarded-for': `192.0.2.${i}` })),
      );
      assert.deepEqual(spoofed, { 401: 20 });
      const admin = await signIn(plain, 'admin', PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
      assert.equal(admin.status, 429);
    } finally {
      await plain.stop();
    }

    const proxied = await startServe(['--data', tempDir('assay-proxy-'), '--trust-proxy', '127.0.0.0/8'], {
      ASSAY_ADMIN_PASSWORD: PASSWORD,
    });
    try {
      // The client is the rightmost address the trusted proxy (this connection) did not add itself.
      const forwarded = { 'x-forwarded-for': '10.9.9.9, 203.0.113.5' };
      const guesses = await statuses(Array.from({ length: 20 }, (_, i) => signIn(proxied, `user${i}`, 'x', forwarded)));
      assert.deepEqual(guesses, { 401: 20 });
      assert.equal((await signIn(proxied, 'user99', 'x', forwarded)).status, 429, 'that client is limited');
      const other = await signIn(proxied, 'admin', PASSWORD, { 'x-forwarded-for': '203.0.113.5, 198.51.100.7' });
      assert.equal(other.status, 303, 'another client behind the same proxy signs in');
    } finally {
      await proxied.stop();
    }
  });

  test('--trust-proxy takes an address or a CIDR range', async () => {
    const result = await runCli(['serve', '--trust-proxy', '10.0.0.0/33', '--data', tempDir('assay-proxy-')]);
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /--trust-proxy takes an IP address or a CIDR range \(10\.0\.0\.0\/8\), got 10\.0\.0\.0\/33/,
    );
    assert.doesNotMatch(result.stderr, STACK_LINE);
  });
});

describe('sign-in limit on PostgreSQL', () => {
  let postgres: Postgres;
  before(async () => {
    postgres = await startPostgres();
  });
  after(async () => {
    await postgres?.stop();
  });

  test('two instances share one atomic count: 100 concurrent guesses across them check 5', async (t) => {
    if (!postgres.url) return t.skip(postgres.reason);
    const env = { ASSAY_ADMIN_PASSWORD: PASSWORD, ASSAY_DATABASE_URL: postgres.url, ASSAY_SECRET_KEY: SECRET_KEY };
    const first = await startServe(['--trust-proxy', '127.0.0.1'], env);
    const second = await startServe(['--trust-proxy', '127.0.0.1'], env);
    try {
      const burst = await statuses(
        Array.from({ length: 100 }, (_, i) => signIn(i % 2 ? first : second, 'admin', `wrong-${i}`, fromAddress(i))),
      );
      assert.deepEqual(burst, { 401: 5, 429: 95 });
      assert.equal((await signIn(second, 'admin', PASSWORD, fromAddress(200))).status, 429);
      const otherCase = await signIn(first, 'Admin', PASSWORD, fromAddress(201));
      assert.equal(otherCase.status, 429, 'the account name is counted in any case');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe('bad input on the request path', () => {
  let serve: ServeProcess;
  before(async () => {
    serve = await startServe(['--data', tempDir('assay-badinput-')], { ASSAY_ADMIN_PASSWORD: PASSWORD });
  });
  after(async () => {
    await serve?.stop();
  });

  test('a cookie that is not percent-encoding, a malformed Origin and a path of `//` are answered 4xx, without a stack in the log', async () => {
    const admin = await serve.login('admin', PASSWORD);
    const cookie = `theme=100%; ${admin.cookie}; other=%E0%A4%A`;
    const page = await fetch(serve.url('/'), { headers: { cookie } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Projects/);
    const api = await fetch(serve.url('/api/projects'), { headers: { cookie } });
    assert.equal(api.status, 200);
    assert.deepEqual(await api.json(), { projects: [] });

    for (const origin of ['http://[', 'not a url', '%']) {
      const change = await admin.request('/api/tokens', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', scopes: ['read'] }),
      });
      assert.equal(change.status, 403, origin);
      assert.match((await change.json()).error, /another site/);
      const login = await signIn(serve, 'admin', PASSWORD, { origin });
      assert.equal(login.status, 403, origin);
    }
    const signOut = await fetch(serve.url('/logout'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: admin.csrf }),
    });
    assert.equal(signOut.status, 303);
    assert.equal((await fetch(serve.url('/api/projects'), { headers: { cookie } })).status, 401, 'signed out');

    for (const path of ['//', '///', '//[::1/x']) assert.equal((await raw(serve, path)).status, 404, path);
    assert.equal((await raw(serve, 'http://[::1/x')).status, 400);
    assert.doesNotMatch(serve.output().stderr, STACK_LINE);
  });

  test('a cross-site sign-in (login CSRF) is refused, a same-origin one and one without Origin are not', async () => {
    const crossSite = await signIn(serve, 'admin', PASSWORD, { origin: 'http://evil.example' });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.headers.get('set-cookie'), null);
    assert.match(await crossSite.text(), /another site/);
    assert.equal((await signIn(serve, 'admin', PASSWORD, { origin: 'null' })).status, 403);
    assert.equal((await signIn(serve, 'admin', PASSWORD, { origin: serve.origin })).status, 303);
    assert.equal((await signIn(serve, 'admin', PASSWORD)).status, 303);
  });

  test('after sign-in only a path of this server is followed; anything else goes to /', async () => {
    const location = async (next: string) => {
      const response = await fetch(serve.url('/login'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'admin', password: PASSWORD, next }),
      });
      assert.equal(response.status, 303);
      return response.headers.get('location');
    };
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
      '/\\evil.example',
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/projects/\tnew',
      ' /projects/new',
    ])
      assert.equal(await location(next), '/', JSON.stringify(next));
    assert.equal(await location('/projects/new?x=1#y'), '/projects/new?x=1#y');
  });
});

test('Slack messages escape &, < and > of test names and responses', async () => {
  const api = await startTargetServer((_request, response) => {
    response.end('<!here> <https://evil.example|reset your password>');
  });
  const receiver = await startTargetServer();
  const serve = await startServe(['--data', tempDir('assay-slack-')], {
    ASSAY_ADMIN_PASSWORD: PASSWORD,
    ASSAY_SECRET_KEY: SECRET_KEY,
  });
  try {
    const admin = await serve.login('admin', PASSWORD);
    const channel = await admin.json('/api/alert-channels', 'POST', {
      name: 'slack',
      kind: 'slack',
      config: { url: receiver.url('/slack') },
    });
    assert.equal(channel.status, 201, JSON.stringify(channel.body));
    const yaml = `name: shop\ntests:\n  - name: "<!channel> & <https://evil.example|docs>"\n    url: ${api.url('/')}\n    validators:\n      - body-contains: all good\n`;
    const project = await admin.json('/api/projects', 'POST', { yaml });
    assert.equal(project.status, 201, JSON.stringify(project.body));
    await admin.json(`/api/projects/${project.body.id}/runs`, 'POST');
    const deadline = Date.now() + 60_000;
    while (!receiver.requests.some((r) => r.url === '/slack') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const { text } = JSON.parse(receiver.requests.find((r) => r.url === '/slack')!.body);
    assert.doesNotMatch(text, /[<>]|& /);
    assert.match(
      text,
      /shop is failing: 0 of 1 tests passed; &lt;!channel&gt; &amp; &lt;https:\/\/evil\.example\|docs&gt;/,
    );
    assert.match(text, /&lt;!here&gt; &lt;https:\/\/evil\.example\|reset your password&gt;/);
  } finally {
    await serve.stop();
    await Promise.all([api.close(), receiver.close()]);
  }
});

describe('the data directory and start-up', () => {
  test('a new data directory is 0700 and the database with its -wal and -shm files 0600', async () => {
    const data = join(tempDir('assay-modes-'), 'nested', 'data');
    const serve = await startServe(['--data', data], { ASSAY_ADMIN_PASSWORD: PASSWORD });
    try {
      await serve.login('admin', PASSWORD);
      const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
      assert.equal(mode(data), '700');
      assert.equal(mode(join(data, '..')), '700');
      for (const file of ['assay.db', 'assay.db-wal', 'assay.db-shm'])
        assert.equal(mode(join(data, file)), '600', file);
    } finally {
      await serve.stop();
    }
  });

  test(
    'a data directory that cannot be created ends the start with one message and exit 2',
    { timeout: 120_000 },
    async (t) => {
      for (const [data, problem] of [
        ['/proc/assay-data', 'ENOENT'],
        ['/dev/null/assay-data', 'ENOTDIR'],
      ]) {
        // A server that spins (as it did in a recursive mkdir) is killed when the test times out.
        const onSpawn = (child: ChildProcess) => t.signal.addEventListener('abort', () => child.kill('SIGKILL'));
        const result = await runCli(['serve', '--data', data, '--port', '0', '--host', '127.0.0.1'], { onSpawn });
        assert.equal(result.code, 2, result.stderr);
        assert.equal(result.stderr, `assay serve: cannot create the data directory ${data}: ${problem}\n`);
      }
    },
  );

  test(
    'a database that accepts the connection and never answers ends the start with a message',
    { timeout: 120_000 },
    async (t) => {
      const silent = createServer(() => undefined).listen(0, '127.0.0.1');
      await once(silent, 'listening');
      try {
        const { port } = silent.address() as AddressInfo;
        const onSpawn = (child: ChildProcess) => t.signal.addEventListener('abort', () => child.kill('SIGKILL'));
        const result = await runCli(
          ['serve', '--database', `postgres://assay:hunter2-secret@127.0.0.1:${port}/assay`],
          {
            onSpawn,
          },
        );
        assert.equal(result.code, 2);
        assert.equal(
          result.stderr,
          'assay serve: cannot connect to the database: Connection terminated due to connection timeout\n',
        );
      } finally {
        silent.close();
      }
    },
  );

  test('a start that cannot listen creates no admin: the next start shows the password', async () => {
    const first = await startServe(['--data', tempDir('assay-port-')], { ASSAY_ADMIN_PASSWORD: PASSWORD });
    const data = tempDir('assay-port-');
    try {
      const port = new URL(first.origin).port;
      const busy = await runCli(['serve', '--data', data, '--port', port, '--host', '127.0.0.1'], {
        env: { ASSAY_ADMIN_PASSWORD: undefined },
      });
      assert.equal(busy.code, 2);
      assert.match(busy.stderr, /cannot listen on 127\.0\.0\.1:\d+: EADDRINUSE/);
      assert.doesNotMatch(busy.stdout, /password/);
    } finally {
      await first.stop();
    }
    const next = await startServe(['--data', data], { ASSAY_ADMIN_PASSWORD: undefined });
    try {
      assert.ok(next.adminPassword, next.output().stdout);
      await next.login('admin', next.adminPassword);
    } finally {
      await next.stop();
    }
  });
});

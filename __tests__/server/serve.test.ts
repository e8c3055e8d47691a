// `assay serve` as a user meets it: the bundled CLI as a child process on SQLite, driven over
// HTTP, running collections against a real loopback target.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServe, login, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { waitFor } from '../helpers/wait.ts';

const SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
const SECRET_VALUE = 'tok-9f2c-very-secret';

async function finishedRun(admin: Client, runId: string) {
  return waitFor('the run to finish', async () => {
    const { body } = await admin.json(`/api/runs/${runId}`);
    return body.status === 'queued' || body.status === 'running' ? undefined : body;
  });
}

describe('assay serve on SQLite', () => {
  let target: TargetServer;
  let serve: ServeProcess;
  let admin: Client;
  let data: string;
  let projectsDir: string;

  before(async () => {
    target = await startTargetServer((request, response) => {
      if (request.url === '/health') return response.end('ok');
      response.statusCode = 503;
      response.end('down');
    });
    data = tempDir('assay-serve-');
    projectsDir = tempDir('assay-projects-');
    mkdirSync(join(projectsDir, 'shop'));
    // Its secret is set through the API once the server has read the file.
    writeFileSync(
      join(projectsDir, 'file-with-secret.yaml'),
      `tests:\n  - url: ${target.url('/health')}\n    headers: [{ X-Token: "\${{ secrets.token }}" }]\n`,
    );
    writeFileSync(
      join(projectsDir, 'shop', 'health.yaml'),
      `name: shop-health\nschedule: 1h\ntests:\n  - url: ${target.url('/health')}\n`,
    );
    serve = await startServe(['--data', data, '--projects', projectsDir, '--public-status', 'shop'], {
      ASSAY_SECRET_KEY: SECRET_KEY,
      ASSAY_ADMIN_PASSWORD: undefined,
    });
    assert.ok(serve.adminPassword, serve.output().stdout);
    admin = await serve.login('admin', serve.adminPassword!);
  });
  after(async () => {
    await serve?.stop();
    await target?.close();
  });

  test('nothing but the login page, the OpenAPI document and public status answers without a session or token', async () => {
    for (const path of ['/', '/projects/new', '/tokens', '/users', `/runs/${crypto.randomUUID()}`]) {
      const response = await fetch(serve.url(path), { redirect: 'manual' });
      assert.equal(response.status, 303, path);
      assert.match(response.headers.get('location')!, /^\/login\?next=/);
    }
    for (const [method, path] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['GET', '/api/tokens'],
      ['GET', '/api/users'],
      ['POST', `/api/projects/${crypto.randomUUID()}/runs`],
      ['GET', '/events'],
    ]) {
      const response = await fetch(serve.url(path), { method, headers: { authorization: 'Bearer assay_forged' } });
      assert.equal(response.status, 401, `${method} ${path}`);
    }
    assert.equal((await fetch(serve.url('/api/openapi.json'))).status, 200);
    assert.equal((await fetch(serve.url('/login'))).status, 200);
  });

  test('a project from the API runs now, keeps its results, and shows its failures with expected and actual', async () => {
    const yaml = `name: orders\ntests:\n  - name: health\n    url: ${target.url('/health')}\n  - name: orders\n    url: ${target.url('/orders')}\n`;
    const created = await admin.json('/api/projects', 'POST', { yaml, group: 'shop' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.origin, 'api');
    assert.equal(created.body.schedule, null);
    const triggered = await admin.json(`/api/projects/${created.body.id}/runs`, 'POST');
    assert.equal(triggered.status, 202);
    const run = await finishedRun(admin, triggered.body.id);
    assert.equal(run.status, 'failed');
    assert.deepEqual(run.totals, { passed: 1, failed: 1, errored: 0, skipped: 0 });
    assert.ok(target.requests.some((r) => r.url === '/orders'));
    const results = await admin.json(`/api/runs/${run.id}/results`);
    assert.equal(results.body.schemaVersion, 1);
    assert.equal(results.body.collections[0].tests[1].outcome, 'failed');
    const page = await (await admin.request(`/runs/${run.id}`)).text();
    assert.match(page, /status-code/);
    assert.match(page, /<code>200<\/code>/);
    assert.match(page, /<code>503[^<]*<\/code>/);
    const projectPage = await (await admin.request(`/projects/${created.body.id}`)).text();
    assert.match(projectPage, /Last failures/);
    // The charts read the rollups: this hour has one run, failing (red), and so has today.
    const today = new Date().toISOString().slice(0, 10);
    assert.match(projectPage, new RegExp(`<li class="low" title="${today}: 0% uptime">`));
    assert.match(projectPage, /role="img" aria-label="orders: response time, mean per hour, lowest [\d.]+ ms/);
    assert.match(projectPage, /role="img" aria-label="orders: response time, mean per day, lowest [\d.]+ ms/);
    const report = await admin.request(`/runs/${run.id}/report`);
    assert.equal(report.status, 200);
    assert.match(report.headers.get('content-security-policy')!, /sandbox/);
    assert.match(await report.text(), /orders/);
    const dashboard = await (await admin.request('/')).text();
    assert.match(dashboard, /orders/);
    assert.match(dashboard, /0\.00%|50\.00%/);
  });

  test('a collection with errors is refused with its diagnostics; a bad schedule too', async () => {
    const broken = await admin.json('/api/projects', 'POST', { yaml: 'name: broken\ntests:\n  - urll: http://x/\n' });
    assert.equal(broken.status, 400);
    assert.match(broken.body.error, /the collection has errors/);
    const fast = await admin.json('/api/projects', 'POST', {
      yaml: `name: fast\nschedule: 1s\ntests:\n  - url: ${target.url('/health')}\n`,
    });
    assert.equal(fast.status, 400);
    assert.match(fast.body.error, /floor of every 10s/);
  });

  test('a scheduled project runs on its own; pause stops it from being due', async () => {
    const yaml = `name: scheduled\nschedule: 10s\ntests:\n  - url: ${target.url('/health')}\n`;
    const created = await admin.json('/api/projects', 'POST', { yaml });
    assert.deepEqual(created.body.schedule, { every: '10s' });
    const run = await waitFor('a scheduled run', async () => {
      const { body } = await admin.json(`/api/projects/${created.body.id}/runs`);
      return body.runs.find(
        (r: { trigger: string; status: string }) => r.trigger === 'schedule' && r.status === 'passed',
      );
    });
    assert.equal(run.status, 'passed');
    const paused = await admin.json(`/api/projects/${created.body.id}/pause`, 'POST');
    assert.equal(paused.body.paused, true);
    const resumed = await admin.json(`/api/projects/${created.body.id}/resume`, 'POST');
    assert.equal(resumed.body.paused, false);
  });

  test('secrets are encrypted, used by the run, and never returned or written into results', async () => {
    const received: string[] = [];
    const echo = await startTargetServer((request, response) => {
      received.push(request.headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? '');
      response.end(`{"echo":"${request.headers.find(([n]) => n.toLowerCase() === 'authorization')?.[1]}"}`);
    });
    try {
      const yaml = `name: with-secret\ntests:\n  - url: ${echo.url('/')}\n    headers: [{ Authorization: "Bearer \${{ secrets.apiToken }}" }]\n    validators: [{ body-contains: nothing-like-this }]\n`;
      const created = await admin.json('/api/projects', 'POST', { yaml, secrets: { apiToken: SECRET_VALUE } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual(created.body.secrets, ['apiToken']);
      assert.doesNotMatch(JSON.stringify(created.body), new RegExp(SECRET_VALUE));
      const read = await admin.request(`/api/projects/${created.body.id}`);
      assert.doesNotMatch(await read.text(), new RegExp(SECRET_VALUE));
      const run = await finishedRun(admin, (await admin.json(`/api/projects/${created.body.id}/runs`, 'POST')).body.id);
      assert.deepEqual(received, [`Bearer ${SECRET_VALUE}`]);
      assert.equal(run.status, 'failed');
      for (const path of [
        `/api/runs/${run.id}/results`,
        `/runs/${run.id}`,
        `/runs/${run.id}/report`,
        `/projects/${created.body.id}`,
        '/',
      ])
        assert.doesNotMatch(await (await admin.request(path)).text(), new RegExp(SECRET_VALUE), path);
    } finally {
      await echo.close();
    }
  });

  test('roles and token scopes are enforced', async () => {
    for (const [name, role] of [
      ['vera', 'viewer'],
      ['eddie', 'editor'],
    ])
      assert.equal(
        (await admin.json('/api/users', 'POST', { name, role, password: `${name}-password-long` })).status,
        201,
      );
    const viewer = await login(serve.origin, 'vera', 'vera-password-long');
    const editor = await login(serve.origin, 'eddie', 'eddie-password-long');
    const yaml = `name: roles\ntests:\n  - url: ${target.url('/health')}\n`;
    assert.equal((await viewer.json('/api/projects', 'POST', { yaml })).status, 403);
    assert.equal((await viewer.json('/api/users')).status, 403);
    assert.equal((await viewer.request('/users')).status, 403);
    assert.equal((await viewer.json('/api/projects')).status, 200);
    const created = await editor.json('/api/projects', 'POST', { yaml });
    assert.equal(created.status, 201);
    assert.equal(
      (await editor.json('/api/users', 'POST', { name: 'x', role: 'admin', password: 'x-password-long' })).status,
      403,
    );
    // A viewer cannot mint a token stronger than the viewer.
    assert.equal((await viewer.json('/api/tokens', 'POST', { name: 'up', scopes: ['run'] })).status, 400);
    const deploy = await editor.json('/api/tokens', 'POST', { name: 'deploy hook', scopes: ['run'] });
    assert.equal(deploy.status, 201);
    assert.match(deploy.body.token, /^assay_/);
    const bearer = { authorization: `Bearer ${deploy.body.token}` };
    const triggered = await fetch(serve.url(`/api/projects/${created.body.id}/runs`), {
      method: 'POST',
      headers: bearer,
    });
    assert.equal(triggered.status, 202);
    assert.equal(((await triggered.json()) as { trigger: string }).trigger, 'api');
    // `run` alone does not read, nor change.
    assert.equal((await fetch(serve.url('/api/projects'), { headers: bearer })).status, 403);
    assert.equal(
      (await fetch(serve.url(`/api/projects/${created.body.id}`), { method: 'DELETE', headers: bearer })).status,
      403,
    );
    const listed = await editor.json('/api/tokens');
    assert.doesNotMatch(JSON.stringify(listed.body), new RegExp(deploy.body.token));
    assert.equal((await editor.json(`/api/tokens/${deploy.body.id}`, 'DELETE')).status, 204);
    assert.equal(
      (await fetch(serve.url(`/api/projects/${created.body.id}/runs`), { method: 'POST', headers: bearer })).status,
      401,
    );
  });

  test('a change with the session but without the right CSRF token, or from another site, is refused', async () => {
    const yaml = `name: csrf\ntests:\n  - url: ${target.url('/health')}\n`;
    const noToken = await admin.request('/api/projects', {
      method: 'POST',
      csrf: false,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ yaml }),
    });
    assert.equal(noToken.status, 403);
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      admin.request('/projects', {
        method: 'POST',
        csrf: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields),
      });
    assert.equal((await form({ yaml, _csrf: 'forged' })).status, 403);
    assert.equal((await form({ yaml, _csrf: admin.csrf }, { origin: 'https://evil.example' })).status, 403);
    const accepted = await form({ yaml, _csrf: admin.csrf }, { origin: serve.origin });
    assert.equal(accepted.status, 303);
    assert.match(accepted.headers.get('location')!, /^\/projects\//);
  });

  test('login is rate-limited: after 5 failures even the right password is refused', async () => {
    assert.equal(
      (await admin.json('/api/users', 'POST', { name: 'target', role: 'viewer', password: 'target-password-1' }))
        .status,
      201,
    );
    const attempt = (password: string) =>
      fetch(serve.url('/login'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'target', password }),
      });
    for (let i = 0; i < 5; i++) assert.equal((await attempt(`guess-${i}`)).status, 401);
    const blocked = await attempt('target-password-1');
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    // Other accounts from the same address are not locked out by it; and after sign-in only a path
    // of this server is followed.
    for (const next of ['//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
      const response = await fetch(serve.url('/login'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'admin', password: serve.adminPassword!, next }),
      });
      assert.equal(response.headers.get('location'), '/', next);
    }
    assert.ok(await login(serve.origin, 'admin', serve.adminPassword!));
  });

  test('a file project is shown with its origin and is read-only through the API', async () => {
    const { body } = await admin.json('/api/projects?group=shop');
    const file = body.projects.find((p: { name: string }) => p.name === 'shop-health');
    assert.ok(file, JSON.stringify(body));
    assert.equal(file.origin, 'file');
    assert.equal(file.readOnly, true);
    assert.deepEqual(file.schedule, { every: '1h' });
    const changed = await admin.json(`/api/projects/${file.id}`, 'PUT', { yaml: 'tests: [{url: http://x/}]' });
    assert.equal(changed.status, 409);
    assert.match(changed.body.error, /files win/);
    assert.equal((await admin.json(`/api/projects/${file.id}`, 'DELETE')).status, 409);
    const variables = await admin.json(`/api/projects/${file.id}`, 'PUT', { variables: { region: 'eu' } });
    assert.equal(variables.status, 200);
    assert.deepEqual(variables.body.variables, { region: 'eu' });
    assert.match(await (await admin.request('/')).text(), /file <code>/);

    const needsSecret = (await admin.json('/api/projects')).body.projects.find(
      (p: { name: string }) => p.name === 'file-with-secret',
    );
    assert.ok(needsSecret, 'a file project whose secret is not set yet is still loaded');
    const before = await waitFor('the run without its secret', async () => {
      const { body } = await admin.json(`/api/projects/${needsSecret.id}/runs`, 'POST');
      const run = await finishedRun(admin, body.id);
      return run;
    });
    assert.equal(before.status, 'error');
    assert.match(before.error, /secret `token` is not given/);
    const withSecret = await admin.json(`/api/projects/${needsSecret.id}`, 'PUT', {
      secrets: { token: 'file-secret-1' },
    });
    assert.equal(withSecret.status, 200, JSON.stringify(withSecret.body));
    assert.deepEqual(withSecret.body.secrets, ['token']);
    const afterRun = await finishedRun(
      admin,
      (await admin.json(`/api/projects/${needsSecret.id}/runs`, 'POST')).body.id,
    );
    assert.equal(afterRun.status, 'passed');
    assert.ok(
      target.requests.some((r) =>
        r.headers.some(([name, value]) => name.toLowerCase() === 'x-token' && value === 'file-secret-1'),
      ),
    );
  });

  test('status pages and badges: public for the groups named, absent for the rest', async () => {
    const page = await fetch(serve.url('/status/shop'));
    assert.equal(page.status, 200);
    const text = await page.text();
    assert.match(text, /shop-health/);
    assert.match(text, /orders/);
    assert.equal((await fetch(serve.url('/status/default'))).status, 404);
    assert.equal((await fetch(serve.url('/status/%E0'))).status, 404);
    const { body } = await admin.json('/api/projects?group=shop');
    for (const kind of ['status', 'uptime', 'latency']) {
      const badge = await fetch(serve.url(`/badges/${body.projects[0].id}/${kind}.svg?window=7d`));
      assert.equal(badge.status, 200);
      assert.equal(badge.headers.get('content-type'), 'image/svg+xml');
      assert.match(await badge.text(), /^<svg/);
    }
    const { body: all } = await admin.json('/api/projects');
    const hidden = all.projects.find((p: { group: string }) => p.group === '');
    assert.equal((await fetch(serve.url(`/badges/${hidden.id}/status.svg`))).status, 404);
  });

  test('every operation of the OpenAPI document is served', async () => {
    const doc = (await (await fetch(serve.url('/api/openapi.json'))).json()) as { paths: object };
    const token = (await admin.json('/api/tokens', 'POST', { name: 'all', scopes: ['read', 'run', 'write', 'admin'] }))
      .body.token;
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations).filter((m) => m !== 'parameters')) {
        const concrete = path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
        const response = await fetch(serve.url(concrete), {
          method: method.toUpperCase(),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: method === 'get' || method === 'delete' ? undefined : '{}',
        });
        assert.notEqual(response.status, 405, `${method} ${path}`);
        if (!path.includes('{')) assert.notEqual(response.status, 404, `${method} ${path}`);
      }
    }
  });

  test('the admin password is printed on the first start only', async () => {
    const again = await startServe(['--data', data]);
    try {
      assert.equal(again.adminPassword, undefined);
      assert.doesNotMatch(again.output().stdout, /password/);
    } finally {
      await again.stop();
    }
  });
});

describe('assay serve refuses what it cannot do', () => {
  test('secrets without ASSAY_SECRET_KEY are refused with a clear message', async () => {
    const serve = await startServe(['--data', tempDir('assay-serve-')], {
      ASSAY_SECRET_KEY: undefined,
      ASSAY_ADMIN_PASSWORD: 'a-long-admin-password',
    });
    try {
      assert.match(serve.output().stdout, /password from ASSAY_ADMIN_PASSWORD/);
      const admin = await serve.login('admin', 'a-long-admin-password');
      const refused = await admin.json('/api/projects', 'POST', {
        yaml: 'name: s\ntests:\n  - url: http://127.0.0.1:9/\n',
        secrets: { token: 'x' },
      });
      assert.equal(refused.status, 422);
      assert.match(refused.body.error, /ASSAY_SECRET_KEY/);
    } finally {
      await serve.stop();
    }
  });

  test('a short ASSAY_ADMIN_PASSWORD and an unknown option end with exit 2 and one message', async () => {
    await assert.rejects(
      startServe(['--data', tempDir('assay-serve-')], { ASSAY_ADMIN_PASSWORD: 'short' }),
      /at least 12 characters/,
    );
    await assert.rejects(startServe(['--prot', '1']), /did you mean --port/);
  });
});

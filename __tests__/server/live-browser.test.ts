// Live updates (GET /events) against the bundled `assay serve`: in a real headless Chromium the
// dashboard, a project page and a run page follow a run triggered through the API without
// reloading; over plain HTTP the stream refuses a caller without a session and never carries a
// project's secret. The target holds the second test's answer until the test lets it go, so the
// run is seen while it is running.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { browserSkip, launchBrowser } from '../helpers/browser.ts';

const skipBrowser = browserSkip;
const PASSWORD = 'live-admin-password';
const SECRET_VALUE = 'live-secret-value-93jd';

let serve: ServeProcess;
let target: TargetServer;
let admin: Client;
// Paths whose answer waits until the test releases it.
const gates = new Map<string, { opened: Promise<void>; open: () => void }>();

function hold(path: string): void {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  gates.set(path, { opened, open });
}

function release(path: string): void {
  gates.get(path)?.open();
  gates.delete(path);
}

before(async () => {
  target = await startTargetServer(async (request, response) => {
    await gates.get(request.url!)?.opened;
    response.statusCode = request.url === '/slow' ? 500 : 200;
    response.end('{}');
  });
  serve = await startServe(['--data', tempDir('assay-live-')], {
    ASSAY_ADMIN_PASSWORD: PASSWORD,
    ASSAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  });
  admin = await serve.login('admin', PASSWORD);
});

after(async () => {
  for (const path of [...gates.keys()]) release(path);
  await serve?.stop();
  await target?.close();
});

async function createProject(name: string): Promise<string> {
  const yaml =
    `name: ${name}\ntests:\n  - name: quick\n    url: ${target.url('/quick')}\n` +
    `    headers: [{ X-Token: "\${{ secrets.token }}" }]\n  - name: slow\n    url: ${target.url('/slow')}\n` +
    `  - name: last\n    url: ${target.url('/last')}\n`;
  const created = await admin.json('/api/projects', 'POST', { yaml, secrets: { token: SECRET_VALUE } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id as string;
}

test('GET /events refuses a caller without a session or token, and a signed-out session', async () => {
  const anonymous = await fetch(serve.url('/events'));
  assert.equal(anonymous.status, 401);
  assert.match((await anonymous.json()).error, /sign in/);
  const forged = await fetch(serve.url('/events'), { headers: { authorization: 'Bearer assay_forged' } });
  assert.equal(forged.status, 401);

  const viewer = await serve.login('admin', PASSWORD);
  assert.equal((await viewer.request('/logout', { method: 'POST' })).status, 303);
  assert.equal((await viewer.request('/events')).status, 401);
});

test('GET /events streams a run of this instance, its tests and its end, without the secret', async () => {
  const projectId = await createProject('streamed');
  const stream = await admin.request(`/events?project=${projectId}`);
  assert.equal(stream.status, 200);
  assert.match(stream.headers.get('content-type')!, /^text\/event-stream/);
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  const until = async (pattern: RegExp) => {
    while (!pattern.test(received)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before ${pattern}:\n${received}`);
      received += value;
    }
  };
  await until(/^retry: \d+/);
  const other = await createProject('elsewhere');
  assert.equal((await admin.json(`/api/projects/${other}/runs`, 'POST')).status, 202);
  const triggered = await admin.json(`/api/projects/${projectId}/runs`, 'POST');
  assert.equal(triggered.status, 202);
  await until(/"projectStatus":"failing"/);
  await reader.cancel();

  const events = received
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [type, data] = block.split('\n');
      return { type: type.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
    });
  assert.ok(
    events.every((e) => e.data.projectId === projectId),
    'only the project asked for',
  );
  const runs = events.filter((e) => e.type === 'run').map((e) => e.data.run.status);
  assert.deepEqual(runs, ['queued', 'running', 'failed']);
  const tests = events.filter((e) => e.type === 'test').map((e) => [e.data.test.name, e.data.test.outcome]);
  assert.deepEqual(tests, [
    ['quick', 'passed'],
    ['slow', 'failed'],
    ['last', 'passed'],
  ]);
  assert.ok(
    target.requests.some((r) => JSON.stringify(r.headers).includes(SECRET_VALUE)),
    'the run used the secret',
  );
  assert.ok(!received.includes(SECRET_VALUE));
});

test('the dashboard, a project page and a run page follow a run without reloading', { skip: skipBrowser }, async () => {
  const projectId = await createProject('followed');
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    // localhost: a secure context, where Chromium keeps the Secure session cookie over plain HTTP.
    const origin = serve.origin.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext();
    const errors: string[] = [];
    const dashboard = await context.newPage();
    dashboard.on('pageerror', (error) => errors.push(error.message));
    dashboard.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await dashboard.goto(`${origin}/`);
    await dashboard.fill('input[name=name]', 'admin');
    await dashboard.fill('input[name=password]', PASSWORD);
    await Promise.all([dashboard.waitForURL(`${origin}/`), dashboard.click('button:has-text("Sign in")')]);
    const status = dashboard.locator(`tr[data-project="${projectId}"] [data-status]`);
    assert.equal((await status.textContent())?.trim(), 'unknown');
    const project = await context.newPage();
    project.on('pageerror', (error) => errors.push(error.message));
    await project.goto(`${origin}/projects/${projectId}`);
    assert.match((await project.textContent('main')) ?? '', /No runs yet/);
    // Marks that a reload would wipe.
    for (const page of [dashboard, project]) await page.evaluate(() => ((window as { kept?: boolean }).kept = true));
    for (const page of [dashboard, project]) await page.waitForSelector('html[data-live=connected]');

    hold('/slow');
    hold('/last');
    const triggered = await admin.json(`/api/projects/${projectId}/runs`, 'POST');
    assert.equal(triggered.status, 202);
    const runId = triggered.body.id as string;

    await dashboard.waitForFunction(
      (id) =>
        document.querySelector(`tr[data-project="${id}"] [data-status]`)?.textContent?.trim() ===
        'unknown (run running)',
      projectId,
    );
    const runRow = project.locator(`tr[data-run="${runId}"]`);
    await runRow.locator('td', { hasText: 'running' }).waitFor();
    assert.doesNotMatch((await project.textContent('main')) ?? '', /No runs yet/);

    // The run page shows the tests that finished so far while the slow one still waits.
    const run = await context.newPage();
    run.on('pageerror', (error) => errors.push(error.message));
    await run.goto(`${origin}/runs/${runId}`);
    await run.waitForSelector('html[data-live=connected]');
    assert.match((await run.textContent('main')) ?? '', /status running/);
    release('/slow');
    // quick finished before the page opened; slow arrives live while last still waits.
    await run.locator('[data-live-tests] li.failed', { hasText: 'slow: failed, HTTP 500' }).waitFor();
    assert.equal(await run.locator('[data-live-tests] li').count(), 1);
    release('/last');
    // The finished run reloads the page, which then shows the stored run.
    await run.waitForSelector('text=status failed');

    await dashboard.waitForFunction(
      (id) => document.querySelector(`tr[data-project="${id}"] [data-status]`)?.textContent?.trim() === 'failing',
      projectId,
    );
    assert.equal(await dashboard.locator(`tr[data-project="${projectId}"]`).getAttribute('class'), 'failing');
    await runRow.locator('td', { hasText: 'failed' }).waitFor();
    assert.equal((await runRow.locator('td').nth(3).textContent())?.trim(), '2/3');
    for (const page of [dashboard, project])
      assert.equal(await page.evaluate(() => (window as { kept?: boolean }).kept), true, 'not reloaded');

    // Hidden, the tab gives its stream up; shown again, it reloads (and is live again).
    const visibility = (state: string) =>
      dashboard.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    assert.equal(await dashboard.evaluate(() => (window as { kept?: boolean }).kept), true);
    await Promise.all([dashboard.waitForEvent('load'), visibility('visible')]);
    assert.equal(await dashboard.evaluate(() => (window as { kept?: boolean }).kept), undefined, 'reloaded');
    await dashboard.waitForSelector('html[data-live=connected]');
    assert.deepEqual(errors, []);
  } finally {
    await browser?.close();
  }
});

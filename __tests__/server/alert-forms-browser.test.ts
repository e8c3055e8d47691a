// Alert channels and maintenance windows made through the dashboard's forms in a real headless
// Chromium, against the bundled `assay serve`, and seen taking effect: the channel's alert reaches
// a loopback receiver (signed with the secret the page showed once), a window in another time zone
// silences the next one, and a changed channel URL (secret left empty) still signs with that secret.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { waitFor } from '../helpers/wait.ts';
import { browserSkip, launchBrowser } from '../helpers/browser.ts';

const skip = browserSkip;
const PASSWORD = 'alert-forms-admin-password';

let browser: Browser;
let serve: ServeProcess;
let admin: Client;
let target: TargetServer;
let hooks: TargetServer;
let healthy = false;

before(async () => {
  if (skip) return;
  target = await startTargetServer((_request, response) => {
    response.statusCode = healthy ? 200 : 503;
    response.end('{}');
  });
  hooks = await startTargetServer();
  serve = await startServe(['--data', tempDir('assay-alert-forms-browser-')], {
    ASSAY_ADMIN_PASSWORD: PASSWORD,
    ASSAY_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
  });
  admin = await serve.login('admin', PASSWORD);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await serve?.stop();
  await target?.close();
  await hooks?.close();
});

function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** `ms` on the wall clock of a zone 5 h 30 min ahead of UTC (Asia/Kolkata has no daylight saving). */
function kolkata(ms: number): string {
  return new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 16);
}

test(
  'a webhook channel and a maintenance window made in the UI: the alert arrives, the window silences the next, the edited channel keeps its secret',
  { skip },
  async () => {
    const project = (
      await admin.json('/api/projects', 'POST', {
        yaml: `name: payments\ntests:\n  - name: health\n    url: ${target.url('/health')}\n`,
        group: 'ops',
      })
    ).body;
    const run = async (expected: string) => {
      const { body } = await admin.json(`/api/projects/${project.id}/runs`, 'POST');
      const finished = await waitFor('the run to finish', async () => {
        const state = (await admin.json(`/api/runs/${body.id}`)).body;
        return state.status === 'queued' || state.status === 'running' ? undefined : state;
      });
      assert.equal(finished.status, expected);
    };
    const deliveries = async () =>
      (await admin.json('/api/alerts')).body.deliveries as { event: string; outcome: string }[];
    const signed = (body: string, secret: string) =>
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const signature = (index: number) =>
      hooks.requests[index].headers.find(([name]) => name.toLowerCase() === 'x-assay-signature')?.[1];

    const origin = serve.origin.replace('127.0.0.1', 'localhost'); // a secure context keeps the Secure cookie
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto(`${origin}/login`);
    await page.fill('input[name=name]', 'admin');
    await page.fill('input[name=password]', PASSWORD);
    await Promise.all([page.waitForURL(`${origin}/`), page.click('button:has-text("Sign in")')]);

    // A webhook channel for the group ops; the page shows its signing secret once.
    await page.click('nav a:has-text("Alerts")');
    await page.click('a:has-text("Webhook")');
    await page.fill('input[name=name]', 'ops-hook');
    await page.fill('input[name=url]', hooks.url('/first'));
    await page.fill('input[name=group]', 'ops');
    await Promise.all([page.waitForURL(/\/alerts\/channels\?kind=webhook$/), page.click('button:has-text("Create")')]);
    const secret = (await page.locator('.notice code').last().textContent())!;
    assert.ok(secret.length >= 16);
    assert.match((await page.textContent('main'))!, /ops-hook\s*webhook\s*http:\/\/127\.0\.0\.1:\d+\/…\s*ops/);

    healthy = false;
    await run('failed');
    await waitFor('the failure alert', () => (hooks.requests.length === 1 ? true : undefined));
    assert.equal(hooks.requests[0].url, '/first');
    assert.equal(JSON.parse(hooks.requests[0].body).event, 'failure');
    assert.equal(signature(0), signed(hooks.requests[0].body, secret));

    // A one-off window for this project from an hour ago to an hour from now, on Kolkata's clock:
    // read as UTC it would lie 5½ hours in the future and silence nothing.
    await page.click('nav a:has-text("Alerts")');
    await page.click('a:has-text("New maintenance window")');
    await page.fill('input[name=title]', 'database failover');
    await page.selectOption('select[name=projectId]', { label: 'payments' });
    await page.fill('input[name=timeZone]', 'Asia/Kolkata');
    await page.check('input[name=repeat][value=once]');
    await page.fill('input[name=startsAt]', kolkata(Date.now() - 3_600_000));
    await page.fill('input[name=endsAt]', kolkata(Date.now() + 3_600_000));
    assert.equal(await page.isDisabled('input[name=cron]'), true, 'the recurring fields are greyed out');
    await Promise.all([page.waitForURL(`${origin}/alerts`), page.click('button:has-text("Create")')]);
    assert.match(
      (await page.textContent('main'))!,
      /database failover\s*payments\s*[\d-]+ [\d:]+ – [\d-]+ [\d:]+ \(Asia\/Kolkata\)\s*active/,
    );

    healthy = true;
    await run('passed');
    const silenced = await waitFor('the silenced recovery', async () =>
      (await deliveries()).find((d) => d.event === 'recovery'),
    );
    assert.equal(silenced.outcome, 'silenced');
    assert.equal(hooks.requests.length, 1, 'nothing reached the receiver during the window');
    await page.reload();
    assert.match((await page.textContent('main'))!, /recovery\s*silenced/);

    // The window deleted and the channel pointed elsewhere, its secret field left empty.
    await Promise.all([
      page.waitForURL(`${origin}/alerts`),
      page.click('button[aria-label="Delete window database failover"]'),
    ]);
    assert.doesNotMatch((await page.textContent('main'))!, /database failover/);
    await page.click('a:has-text("Edit")');
    await page.fill('input[name=url]', hooks.url('/second'));
    await Promise.all([page.waitForURL(`${origin}/alerts`), page.click('button:has-text("Save")')]);

    healthy = false;
    await run('failed');
    await waitFor('the second failure alert', () => (hooks.requests.length === 2 ? true : undefined));
    assert.equal(hooks.requests[1].url, '/second');
    assert.equal(signature(1), signed(hooks.requests[1].body, secret));
    await page.reload();
    assert.doesNotMatch(await page.content(), new RegExp(secret));

    assert.deepEqual(errors, []);
    await context.close();
  },
);

// The dashboard in a real headless Chromium (Debian's /usr/bin/chromium via playwright-core)
// against the bundled `assay serve`: sign in, create a project from YAML, run it, see the failure
// with expected and actual, acknowledge its alert, open the public status page; no console errors
// (a Content-Security-Policy violation is one).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { browserSkip, launchBrowser } from '../helpers/browser.ts';

const skip = browserSkip;
const PASSWORD = 'browser-admin-password';

let browser: Browser;
let serve: ServeProcess;
let target: TargetServer;
let hooks: TargetServer;

before(async () => {
  if (skip) return;
  target = await startTargetServer((request, response) => {
    response.statusCode = request.url === '/health' ? 200 : 503;
    response.end('{}');
  });
  hooks = await startTargetServer();
  serve = await startServe(['--data', tempDir('assay-browser-'), '--public-status', 'shop'], {
    ASSAY_ADMIN_PASSWORD: PASSWORD,
    ASSAY_SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
  });
  const admin = await serve.login('admin', PASSWORD);
  await admin.json('/api/alert-channels', 'POST', {
    name: 'hook',
    kind: 'webhook',
    group: 'shop',
    config: { url: hooks.url('/') },
  });
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

test(
  'sign in, create a project, run it, see the failure, acknowledge the alert, open the status page',
  { skip },
  async () => {
    // localhost: a secure context, where Chromium keeps the Secure session cookie over plain HTTP.
    const origin = serve.origin.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watch(page);

    await page.goto(`${origin}/`);
    assert.match(page.url(), /\/login\?next=/);
    await page.fill('input[name=name]', 'admin');
    await page.fill('input[name=password]', PASSWORD);
    await Promise.all([page.waitForURL(`${origin}/`), page.click('button:has-text("Sign in")')]);
    assert.match((await page.textContent('main')) ?? '', /No projects yet/);

    await page.click('a:has-text("New project")');
    await page.fill(
      'textarea[name=yaml]',
      `name: storefront\ntests:\n  - name: home\n    url: ${target.url('/health')}\n  - name: cart\n    url: ${target.url('/cart')}\n`,
    );
    await page.fill('input[name=group]', 'shop');
    await Promise.all([page.waitForURL(/\/projects\/[0-9a-f-]{36}$/), page.click('button:has-text("Create")')]);
    assert.equal(await page.textContent('h1'), 'storefront');

    // Run now: the run page refreshes itself (app.js) until the run has finished.
    await Promise.all([page.waitForURL(/\/runs\//), page.click('button:has-text("Run now")')]);
    await page.waitForSelector('text=status failed', { timeout: 20_000 });
    const failures = await page.textContent('main');
    assert.match(failures!, /cart/);
    assert.match(failures!, /status-code/);
    assert.match(failures!, /503/);

    await page.click('a:has-text("Alerts")');
    await page.waitForSelector('text=storefront');
    await Promise.all([page.waitForURL(`${origin}/alerts`), page.click('button:has-text("Acknowledge")')]);
    await page.waitForSelector('text=acknowledged by admin');

    const visitor = await (await browser.newContext()).newPage();
    const visitorErrors = watch(visitor);
    await visitor.goto(`${origin}/status/shop`);
    assert.match((await visitor.textContent('main')) ?? '', /storefront\s*Failing/);

    assert.deepEqual(errors, []);
    assert.deepEqual(visitorErrors, []);
    await context.close();
  },
);

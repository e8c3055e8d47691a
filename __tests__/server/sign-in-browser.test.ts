// Signing in to the bundled `assay serve` in a real headless Chromium, with another site on another
// origin (a loopback server) as the attacker: the `next` of the sign-in page never leads the browser
// there, and that site's form cannot sign the browser in (login CSRF).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { browserSkip, launchBrowser } from '../helpers/browser.ts';

const skip = browserSkip;
const PASSWORD = 'sign-in-admin-password';

let browser: Browser;
let serve: ServeProcess;
let evil: TargetServer;
/** The server as the browser sees it (localhost keeps the Secure session cookie over plain HTTP). */
let origin: string;

before(async () => {
  if (skip) return;
  serve = await startServe(['--data', tempDir('assay-sign-in-')], { ASSAY_ADMIN_PASSWORD: PASSWORD });
  origin = serve.origin.replace('127.0.0.1', 'localhost');
  evil = await startTargetServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      request.url === '/attack'
        ? `<form method="post" action="${origin}/login">
             <input name="name" value="admin"><input name="password" value="${PASSWORD}"><input name="next" value="/">
             <button>win a prize</button>
           </form>`
        : '<h1>evil</h1>',
    );
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await serve?.stop();
  await evil?.close();
});

test('a `next` that a browser reads as another site ends on the dashboard', { skip }, async () => {
  for (const next of [`/\t/${evil.origin.slice('http://'.length)}/landing`, `/\\${evil.origin.slice(7)}/landing`]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login?next=${encodeURIComponent(next)}`);
    await page.fill('input[name=name]', 'admin');
    await page.fill('input[name=password]', PASSWORD);
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.click('button')]);
    assert.equal(page.url(), `${origin}/`, JSON.stringify(next));
    assert.match((await page.textContent('h1')) ?? '', /Projects/);
    await context.close();
  }
  assert.deepEqual(
    evil.requests.map((r) => r.url),
    [],
  );
});

test('a sign-in form on another site does not sign the browser in', { skip }, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(evil.url('/attack'));
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${origin}/login`),
    page.click('button'),
  ]);
  assert.equal(response.status(), 403);
  await page.waitForLoadState();
  assert.match((await page.textContent('main')) ?? '', /another site/);
  const cookies = await context.cookies(origin);
  assert.deepEqual(
    cookies.map((c) => c.name),
    [],
  );
  await context.close();
});

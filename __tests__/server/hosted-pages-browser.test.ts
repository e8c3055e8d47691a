// Every hosted page in a real headless Chromium against the bundled `assay serve`, with 90 days of
// history sent through the results endpoint (helpers/hosted-fixture.ts): light, dark and a 375 px
// phone; the accessible names of the uptime bars, run strips and charts; the keyboard; axe-core finds
// no serious or critical violation; no console error (a CSP violation is one); no sideways scroll.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserSkip, launchBrowser } from '../helpers/browser.ts';
import { FIXTURE_PASSWORD, startHostedFixture, type HostedFixture } from '../helpers/hosted-fixture.ts';
import { DAY_MS } from '../helpers/history.ts';

const skip = browserSkip;
const AXE = readFileSync(resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
const MODES = [
  { name: 'light', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
  { name: 'dark', viewport: { width: 1280, height: 900 }, colorScheme: 'dark' },
  { name: 'phone', viewport: { width: 375, height: 740 }, colorScheme: 'light' },
] as const;
const day = (daysAgo: number) =>
  new Date((Math.floor(Date.now() / DAY_MS) - daysAgo) * DAY_MS).toISOString().slice(0, 10);

let browser: Browser;
let shop: HostedFixture;

before(async () => {
  if (skip) return;
  shop = await startHostedFixture();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await shop?.stop();
});

function pages(): string[] {
  const { ids, ciRunId } = shop;
  return [
    '/status/shop',
    '/',
    `/projects/${ids.api}`,
    `/projects/${ids.web}`,
    `/runs/${ciRunId}`,
    '/projects/new',
    '/alerts',
    '/tokens',
    '/users',
  ];
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${shop.origin}/login`);
  await page.fill('input[name=name]', 'admin');
  await page.fill('input[name=password]', FIXTURE_PASSWORD);
  await Promise.all([page.waitForURL(`${shop.origin}/`), page.click('button:has-text("Sign in")')]);
  return page;
}

function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** axe-core's serious and critical violations of the page, as `rule: target` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE); // through the debugger protocol: the page's CSP stays as served
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = await (globalThis as any).axe.run(document, { resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      targets: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: { id: string; targets: string[] }) => `${v.id}: ${v.targets.join(', ')}`);
}

for (const mode of MODES) {
  test(
    `every page in ${mode.name}: axe finds nothing serious, no console error, no sideways scroll`,
    { skip },
    async () => {
      const context = await browser.newContext({ viewport: mode.viewport, colorScheme: mode.colorScheme });
      const page = await signedIn(context);
      const errors = watch(page);
      const problems: string[] = [];
      for (const path of [...pages(), '/login']) {
        const response = await page.goto(`${shop.origin}${path}`);
        assert.equal(response?.status(), 200, path);
        for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: ${overflow} px of sideways scroll`);
        if (mode.colorScheme === 'dark') {
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          assert.equal(background, 'rgb(13, 17, 23)', path);
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    },
  );
}

test(
  'the status page: banner, named day segments, uptime figures, response-time charts, incidents',
  { skip },
  async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.origin}/status/shop`);
    assert.equal(await page.locator('.banner').textContent(), 'Partial outage');
    const apiBar = page.getByRole('list', { name: 'api: uptime per day, last 90 days' });
    assert.equal(await apiBar.getByRole('listitem').count(), 90);
    assert.equal(await apiBar.getByRole('listitem', { name: `${day(0)}: 100% uptime` }).count(), 1);
    assert.equal(await apiBar.getByRole('listitem', { name: `${day(9)}: 0% uptime` }).count(), 1);
    assert.equal(await apiBar.getByRole('listitem', { name: `${day(40)}: no data` }).count(), 1);
    for (const name of ['api', 'web', 'batch'])
      assert.ok(await page.getByRole('img', { name: new RegExp(`^${name}: response time, mean per day`) }).isVisible());
    const incidents = page.locator('ol.incidents > li');
    assert.match(
      (await incidents.nth(0).textContent()) ?? '',
      /web:[\s\S]*ongoing[\s\S]*health: status-code: expected 200, got 500/,
    );
    assert.match(
      (await incidents.nth(1).textContent()) ?? '',
      new RegExp(`api:\\s*${day(10)} 12:00 –\\s*${day(7)} 12:00`),
    );
    await context.close();
  },
);

test(
  'the dashboard and a project page: summary, run strips, sparklines, charts, CI run linked; by keyboard',
  { skip },
  async () => {
    const context = await browser.newContext();
    const page = await signedIn(context);
    const summary = page.getByRole('list', { name: 'Summary' });
    assert.match((await summary.textContent()) ?? '', /1\s*passing\s*1\s*failing\s*1\s*paused\s*0\s*not run yet/);
    const apiStrip = page.getByRole('list', { name: 'api: last 30 runs' });
    assert.equal(await apiStrip.getByRole('listitem').count(), 30);
    assert.equal(
      await apiStrip
        .getByRole('listitem', { name: /^\d{4}-\d\d-\d\d \d\d:\d\d: passed in \d+ ms \(from CI\)$/ })
        .count(),
      27, // one a day for 30 days, three of them failed (10 to 8 days ago)
    );
    assert.ok(
      await page.getByRole('img', { name: /^web: response time over the last 24 hours, mean \d+ ms/ }).isVisible(),
    );

    // The keyboard reaches the project's link and opens it.
    let focused = '';
    for (let i = 0; i < 40 && focused !== 'web'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    assert.equal(focused, 'web');
    await Promise.all([page.waitForURL(`${shop.origin}/projects/${shop.ids.web}`), page.keyboard.press('Enter')]);

    assert.equal(
      await page.getByRole('list', { name: 'web: uptime per day, last 90 days' }).getByRole('listitem').count(),
      90,
    );
    assert.ok(await page.getByRole('img', { name: /^web: response time, mean per hour/ }).isVisible());
    assert.ok(await page.getByRole('img', { name: /^web: response time, mean per day/ }).isVisible());
    assert.ok(await page.getByRole('img', { name: /^web › health: response time, mean per run/ }).isVisible());
    const ciRow = page.locator(`tr[data-run="${shop.ciRunId}"]`);
    assert.equal(
      await ciRow.getByRole('link', { name: 'ci' }).getAttribute('href'),
      'https://github.com/acme/web/actions/runs/4242',
    );
    assert.equal(
      await ciRow.getByRole('link', { name: '3f1c2a9' }).getAttribute('href'),
      'https://github.com/acme/web/commit/3f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39',
    );
    assert.match((await page.locator('main').textContent()) ?? '', /What broke/);
    assert.match((await page.locator('main').textContent()) ?? '', /Last failures/);
    // The run's own page links it too.
    await page.goto(`${shop.origin}/runs/${shop.ciRunId}`);
    assert.equal(
      await page.locator('main').getByRole('link', { name: 'ci' }).getAttribute('href'),
      'https://github.com/acme/web/actions/runs/4242',
    );
    await context.close();
  },
);

// report.html in a real headless Chromium (Debian's /usr/bin/chromium driven by playwright-core):
// no console errors, no network, right totals and rows, filtering, search, expanding, the
// timeline links, and the summary and table with JavaScript off. Set UPDATE_SCREENSHOT=1 to
// refresh docs/images/report.png from the fixture.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { browserSkip, launchBrowser } from '../helpers/browser.ts';
import { renderHtmlReport } from '../../src/report/formats/html.ts';
import { HOSTILE_NAME, buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';

const skip = browserSkip;

let browser: Browser;
let directory: string;
let reportUrl: string;
let largeUrl: string;

before(async () => {
  if (skip) return;
  directory = mkdtempSync(join(tmpdir(), 'assay-html-'));
  writeFileSync(join(directory, 'report.html'), renderHtmlReport(buildResultsDocument()));
  writeFileSync(join(directory, 'large.html'), renderHtmlReport(buildLargeResultsDocument(10_000)));
  reportUrl = pathToFileURL(join(directory, 'report.html')).href;
  largeUrl = pathToFileURL(join(directory, 'large.html')).href;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  requests: string[];
  errors: string[];
}

let scripted: Opened | undefined;

/**
 * Loads `url` afresh, recording every request and every console error or dialog (an injected
 * alert). Pages with scripts share one browser context; the script-less one gets its own.
 */
async function open(url: string, javaScriptEnabled = true): Promise<Opened> {
  let opened = javaScriptEnabled ? scripted : undefined;
  if (opened === undefined) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const created: Opened = { page, requests: [], errors: [] };
    page.on('request', (request) => created.requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') created.errors.push(message.text());
    });
    page.on('pageerror', (error) => created.errors.push(error.message));
    page.on('dialog', (dialog) => {
      created.errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    if (javaScriptEnabled) scripted = created;
    opened = created;
  }
  opened.requests.length = 0;
  opened.errors.length = 0;
  // about:blank first, so a same-document URL still loads a fresh page
  await opened.page.goto('about:blank');
  opened.requests.length = 0;
  await opened.page.goto(url);
  return opened;
}

const visibleRows = (page: Page) => page.locator('details.test:visible').count();

test('opens with no console error and no request but the page itself', { skip }, async () => {
  const { page, requests, errors } = await open(reportUrl);
  await page.locator(`summary:has-text("${HOSTILE_NAME}")`).first().click();
  await page.locator('svg.timeline a').first().click();
  assert.deepEqual(errors, []);
  assert.deepEqual(requests, [reportUrl]);
});

test('shows the totals and one row per test', { skip }, async () => {
  const { page } = await open(reportUrl);
  assert.equal(await page.locator('#total-tests').textContent(), '15');
  assert.equal(await page.locator('#total-passed').textContent(), '8');
  assert.equal(await page.locator('#total-failed').textContent(), '1');
  assert.equal(await page.locator('#total-errored').textContent(), '2');
  assert.equal(await visibleRows(page), 15);
  assert.equal(await page.locator('#c0 details.test').count(), 12);
  assert.equal(await page.locator('#c1 details.test').count(), 3);
  assert.equal(await page.locator('#shown').textContent(), 'showing all 15 tests');
  assert.deepEqual(await page.locator('#c1 details.test .name').allTextContents(), [
    'ping iteration 1',
    "the app's version iteration 1",
    'ready iteration 1',
  ]);
});

test('filters by outcome and searches by text', { skip }, async () => {
  const { page } = await open(reportUrl);
  await page.getByLabel('passed (8)').uncheck();
  assert.equal(await visibleRows(page), 7);
  assert.equal(await page.locator('#shown').textContent(), 'showing 7 of 15 tests');
  await page.getByLabel('skipped (2)').uncheck();
  await page.getByLabel('not run (2)').uncheck();
  assert.equal(await visibleRows(page), 3);
  assert.equal(await page.locator('#c1 .empty').isVisible(), true, 'a collection with nothing left says so');
  await page.getByLabel('passed (8)').check();
  await page.getByLabel('Search tests').fill('CREATE');
  assert.deepEqual(await page.locator('details.test:visible .name').allTextContents(), [
    'create user iteration 1',
    'create user iteration 2',
  ]);
  await page.getByLabel('Search tests').fill('127.0.0.1:8081');
  assert.deepEqual(await page.locator('details.test:visible .name').allTextContents(), ['ping iteration 1']);
  await page.getByLabel('Search tests').fill('');
  assert.equal(await visibleRows(page), 11);
});

test('a row expands to its failed validators with expected and actual values', { skip }, async () => {
  const { page } = await open(reportUrl);
  const row = page.locator('#t0-2');
  assert.equal(await row.locator('table.validators').isVisible(), false);
  await row.locator('summary').click();
  const failing = row.locator('table.validators tr.fail');
  assert.equal(await failing.count(), 2);
  assert.deepEqual(await failing.first().locator('td').allTextContents(), [
    '✗',
    'status-code',
    '200',
    '404 Not Found',
    'status-code: expected 200, got 404 Not Found',
  ]);
  assert.deepEqual((await failing.nth(1).locator('td').allTextContents()).slice(1, 4), [
    'body-contains',
    '<b>ada</b> | "quoted"',
    'not found in the body',
  ]);
  assert.match(
    (await row.locator('pre.http').last().textContent())!,
    /^404 Not Found\ncontent-type: text\/html\n\n<h1>Not <b>found<\/b><\/h1><script>alert\("body"\)<\/script>$/,
  );
});

test('a timeline bar opens the test it stands for', { skip }, async () => {
  const { page } = await open(reportUrl);
  await page.locator('svg.timeline a[href="#t0-3"]').click();
  // The row is opened by the page's hashchange handler, which runs after the click returns: wait for
  // it (a busy machine failed this when the attribute was read at once).
  await page.locator('#t0-3[open]').waitFor({ timeout: 10_000 });
  assert.equal(await page.locator('#t0-3').getAttribute('open'), '');
  assert.equal(
    await page.locator('#t0-3 .problem').textContent(),
    'Error: connection refused: connect ECONNREFUSED 127.0.0.1:9',
  );
});

test('with JavaScript off, the summary and the table are there and rows still expand', { skip }, async () => {
  const { page, requests } = await open(reportUrl, false);
  assert.equal(await page.locator('#total-tests').textContent(), '15');
  assert.equal(await page.locator('svg.timeline rect').count(), 11);
  assert.equal(await visibleRows(page), 15);
  assert.equal(await page.locator('#toolbar').isVisible(), false, 'controls that need the script are hidden');
  await page.locator('#t0-2 summary').click();
  assert.equal(await page.locator('#t0-2 table.validators tr.fail').first().isVisible(), true);
  assert.deepEqual(requests, [reportUrl]);
  await page.context().close();
});

test('10,000 tests: every row is there and filtering works', { skip }, async () => {
  const { page, errors, requests } = await open(largeUrl);
  assert.equal(await page.locator('#total-tests').textContent(), '10000');
  assert.equal(await page.locator('details.test').count(), 10_000);
  await page.getByLabel('passed (6000)').uncheck();
  assert.equal(await page.locator('#shown').textContent(), 'showing 4000 of 10000 tests');
  await page.getByLabel('Search tests').fill('item 9999');
  assert.equal(await page.locator('#shown').textContent(), 'showing 1 of 10000 tests');
  assert.deepEqual(errors, []);
  assert.deepEqual(requests, [largeUrl]);
});

test(
  'screenshot for the docs',
  {
    skip: skip || (process.env.UPDATE_SCREENSHOT ? false : 'set UPDATE_SCREENSHOT=1 to refresh docs/images/report.png'),
  },
  async () => {
    // The fixture with friendlier text in place of the hostile name and body.
    const doc = buildResultsDocument();
    for (const test of doc.collections[0]!.tests.filter((t) => t.name === HOSTILE_NAME)) {
      test.name = 'search users';
      test.urlTemplate = '${{ vars.baseUrl }}/users?q=ada';
      test.request!.url = 'http://127.0.0.1:8080/users?q=ada';
      if (test.response!.status === 404) test.response!.body = '{"error":"no such route"}';
      const contains = test.validators.find((v) => v.name === 'body-contains');
      if (contains)
        Object.assign(contains, { expected: '"name":"ada"', message: 'body-contains: "name":"ada" not found' });
    }
    const path = join(directory, 'screenshot.html');
    writeFileSync(path, renderHtmlReport(doc));
    const { page } = await open(pathToFileURL(path).href);
    await page.locator('#t0-2 summary').click();
    await page.screenshot({ path: new URL('../../docs/images/report.png', import.meta.url).pathname, fullPage: true });
  },
);

// Screenshots of the hosted pages for docs/serve.md: starts the bundled `assay serve` with 90 days of
// history (__tests__/helpers/hosted-fixture.ts) and photographs the status page, the dashboard and a
// project page in Chromium, light, dark and at 375 px. Needs dist/ (npm run build) and /usr/bin/chromium.
//
//   node scripts/screenshots.ts [out-dir]      (default: docs/images)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../__tests__/helpers/browser.ts';
import { FIXTURE_PASSWORD, startHostedFixture, type HostedFixture } from '../__tests__/helpers/hosted-fixture.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

interface Shot {
  file: string;
  path: (shop: HostedFixture) => string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
  signedIn: boolean;
}

const SHOTS: Shot[] = [
  { file: 'serve-status.png', path: () => '/status/shop', viewport: DESKTOP, colorScheme: 'light', signedIn: false },
  {
    file: 'serve-status-dark.png',
    path: () => '/status/shop',
    viewport: DESKTOP,
    colorScheme: 'dark',
    signedIn: false,
  },
  {
    file: 'serve-status-phone.png',
    path: () => '/status/shop',
    viewport: PHONE,
    colorScheme: 'light',
    signedIn: false,
  },
  { file: 'serve-dashboard.png', path: () => '/', viewport: DESKTOP, colorScheme: 'light', signedIn: true },
  { file: 'serve-dashboard-dark.png', path: () => '/', viewport: DESKTOP, colorScheme: 'dark', signedIn: true },
  {
    file: 'serve-project.png',
    path: (s) => `/projects/${s.ids.web}`,
    viewport: DESKTOP,
    colorScheme: 'light',
    signedIn: true,
  },
  {
    file: 'serve-project-phone.png',
    path: (s) => `/projects/${s.ids.web}`,
    viewport: PHONE,
    colorScheme: 'dark',
    signedIn: true,
  },
];

/** Writes every screenshot into `outDir`; returns their paths. */
export async function takeScreenshots(outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  let shop: HostedFixture | undefined;
  let browser: Browser | undefined;
  try {
    shop = await startHostedFixture();
    browser = await launchBrowser();
    const written: string[] = [];
    for (const shot of SHOTS) {
      const context = await browser.newContext({ viewport: shot.viewport, colorScheme: shot.colorScheme });
      const page = await context.newPage();
      if (shot.signedIn) {
        await page.goto(`${shop.origin}/login`);
        await page.fill('input[name=name]', 'admin');
        await page.fill('input[name=password]', FIXTURE_PASSWORD);
        await Promise.all([page.waitForURL(`${shop.origin}/`), page.click('button:has-text("Sign in")')]);
      }
      await page.goto(`${shop.origin}${shot.path(shop)}`);
      const file = join(outDir, shot.file);
      await page.screenshot({ path: file });
      written.push(file);
      await context.close();
    }
    return written;
  } finally {
    await browser?.close();
    await shop?.stop();
  }
}

if (import.meta.main) {
  const outDir = resolve(process.argv[2] ?? 'docs/images');
  for (const file of await takeScreenshots(outDir)) console.log(file);
}

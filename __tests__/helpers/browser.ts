/**
 * Debian's Chromium driven by playwright-core, for the tests of every page assay shows. Chromium is
 * a system program: without it the browser tests skip with a message on a developer's machine, and
 * fail in CI (CI=true), where .ci/run installs it.
 *
 *   const test = test('…', { skip: browserSkip }, …);   const browser = await launchBrowser();
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

// The background-networking flags keep Chromium from dialling out on a machine with no network.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const missing = !existsSync(CHROMIUM);
if (missing && process.env.CI) {
  throw new Error(`${CHROMIUM} is missing: install it with "apt-get install -y --no-install-recommends chromium".`);
}

/** `false`, or why the browser tests skip here: the value for a test's `skip` option. */
export const browserSkip: string | false = missing ? `${CHROMIUM} is not installed (apt-get install chromium)` : false;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

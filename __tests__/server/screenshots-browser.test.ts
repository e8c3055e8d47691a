// The screenshot script of docs/serve.md runs: every picture written, a PNG of the viewport's size.
// It starts the bundled dist/cli.js (scripts/screenshots.ts → helpers/hosted-fixture.ts): an e2e test too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { browserSkip } from '../helpers/browser.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { takeScreenshots } from '../../scripts/screenshots.ts';

test('scripts/screenshots.ts photographs each page the docs show', { skip: browserSkip }, async () => {
  const files = await takeScreenshots(tempDir('assay-screenshots-'));
  const docs = readFileSync(new URL('../../docs/serve.md', import.meta.url), 'utf8');
  for (const file of files) {
    const png = readFileSync(file);
    assert.equal(png.subarray(1, 4).toString(), 'PNG', file);
    const width = png.readUInt32BE(16);
    assert.ok(width === 1280 || width === 375, `${file}: ${width} px wide`);
    assert.ok(docs.includes(`images/${basename(file)}`), `docs/serve.md shows ${basename(file)}`);
  }
  assert.equal(files.length, 7);
});

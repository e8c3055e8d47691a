// The after-run formats' bytes, pinned: golden files written by the renderers as they were before
// they streamed from results.json (__tests__/fixtures/report-golden/), compared with what each
// format writes today from a document in memory and from results.json read back. The large
// document's files are pinned by their SHA-256 (they are megabytes). To write them again after an
// intended change of a format: ASSAY_UPDATE_GOLDEN=1 node --test __tests__/report/format-golden.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeReports } from '../../src/report/write.ts';
import { openStoredResults } from '../../src/report/results/stored-results.ts';
import { FORMAT_FILES, EXTRA_FORMATS } from '../../src/report/formats.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';
import { goldenDocument, largeGoldenDocument } from '../helpers/golden-results.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const GOLDEN = join(import.meta.dirname, '../fixtures/report-golden');
const UPDATE = process.env.ASSAY_UPDATE_GOLDEN === '1';

/** CTRF's reportId is a fresh UUID on every write. */
function normalized(text: string): string {
  return text.replace(/"reportId": "[0-9a-f-]{36}"/, '"reportId": "<uuid>"');
}

/** Each extra format's text, written by `writeReports` from the document in memory and from its results.json read back. */
async function written(doc: ResultsDocument): Promise<{ memory: Map<string, string>; stored: Map<string, string> }> {
  const read = (dir: string) =>
    new Map(EXTRA_FORMATS.map((format) => [format, normalized(readFileSync(join(dir, FORMAT_FILES[format]), 'utf8'))]));
  const fromMemory = tempDir('assay-golden-');
  await writeReports(doc, fromMemory, EXTRA_FORMATS);
  const fromStored = tempDir('assay-golden-');
  await writeReports(await openStoredResults(join(fromMemory, 'results.json')), fromStored, EXTRA_FORMATS);
  return { memory: read(fromMemory), stored: read(fromStored) };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

test('every format of a run with every outcome, repeats, retries and a partial merge keeps its bytes', async () => {
  const { memory, stored } = await written(goldenDocument());
  if (UPDATE) {
    mkdirSync(GOLDEN, { recursive: true });
    for (const [format, text] of memory) writeFileSync(join(GOLDEN, FORMAT_FILES[format as never]), text);
  }
  for (const format of EXTRA_FORMATS) {
    const golden = readFileSync(join(GOLDEN, FORMAT_FILES[format]), 'utf8');
    assert.equal(memory.get(format), golden, `${format} from a document in memory`);
    assert.equal(stored.get(format), golden, `${format} from results.json read back`);
  }
});

test('every format of a run of one collection, and of a run without collections, keeps its bytes', async () => {
  const doc = goldenDocument();
  const cases = { one: { ...doc, collections: [doc.collections[2]] }, none: { ...doc, collections: [] } };
  for (const [name, variant] of Object.entries(cases)) {
    const { memory, stored } = await written(variant);
    const file = join(GOLDEN, `${name}.json`);
    if (UPDATE) writeFileSync(file, `${JSON.stringify(Object.fromEntries(memory), null, 2)}\n`);
    const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const format of EXTRA_FORMATS) {
      assert.equal(memory.get(format), golden[format], `${format} of ${name} from a document in memory`);
      assert.equal(stored.get(format), golden[format], `${format} of ${name} from results.json read back`);
    }
  }
});

test('every format of a large run (timeline in slices, Markdown cut at its budget) keeps its bytes', async () => {
  const { memory, stored } = await written(largeGoldenDocument(6_000));
  const hashes = Object.fromEntries([...memory].map(([format, text]) => [format, sha256(text)]));
  const file = join(GOLDEN, 'large.sha256.json');
  if (UPDATE) writeFileSync(file, `${JSON.stringify(hashes, null, 2)}\n`);
  const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  assert.ok(Buffer.byteLength(memory.get('markdown')!) > 990_000, 'the Markdown summary reaches its budget');
  for (const format of EXTRA_FORMATS) {
    assert.equal(hashes[format], golden[format], `${format} from a document in memory`);
    assert.equal(sha256(stored.get(format)!), golden[format], `${format} from results.json read back`);
  }
});

// Where the HTML page's rows wait during the pass over the records: a temporary file of this user's
// only, read back byte for byte across its buffer's edges, and gone once disposed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileRowStore } from '../../src/report/formats/html/row-store.ts';

const ours = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`assay-html-${process.pid}-`));

test('rows of any width and size are read back whole, between any two positions', () => {
  const store = new FileRowStore();
  const texts = [
    ...Array.from({ length: 20_000 }, (_, i) => `<row ${i}> é€😀 `),
    'x'.repeat(300_000),
    '😀'.repeat(50_000),
  ];
  const positions: number[] = [];
  for (const text of texts) {
    positions.push(store.position);
    store.append(text);
  }
  // A piece is valid until the next is asked for: each is copied as it comes.
  const read = (from: number, to: number) => {
    const copies: Buffer[] = [];
    for (const piece of store.read(from, to)) copies.push(Buffer.from(piece));
    return Buffer.concat(copies).toString('utf8');
  };
  assert.equal(read(0, store.position), texts.join(''));
  assert.equal(read(positions[10_000], positions[10_003]), texts.slice(10_000, 10_003).join(''));
  assert.equal(read(positions[20_000], positions[20_001]), texts[20_000]);
  const [file] = ours();
  assert.equal(statSync(join(tmpdir(), file)).mode & 0o777, 0o600, 'readable by this user only');
  store.dispose();
  assert.deepEqual(ours(), []);
});

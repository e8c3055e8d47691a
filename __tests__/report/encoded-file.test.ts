// The file the streamed reports write through: strings encoded into reused buffers, written at
// their offsets while the next buffer fills, so writes may complete in any order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EncodedFile } from '../../src/report/encoded-file.ts';
import { tempDir } from '../helpers/temp-dir.ts';

test('strings of any width, across buffers and larger than one, land whole and in order; bytes counts them', async () => {
  const path = join(tempDir('assay-encoded-'), 'out.txt');
  const file = await EncodedFile.open(path, 'w');
  const pieces = [
    ...Array.from({ length: 30_000 }, (_, i) => `${i}: é€😀 `),
    'x'.repeat(300_000),
    '😀'.repeat(50_000),
    '',
    'end',
  ];
  let bytes = 0;
  for (const piece of pieces) {
    file.write(piece);
    bytes += Buffer.byteLength(piece);
    assert.equal(file.bytes, bytes);
    if (piece.length % 7 === 0) file.flush();
  }
  await file.close();
  assert.equal(readFileSync(path, 'utf8'), pieces.join(''));
});

test('a write that fails rejects close with its error, and later text is dropped', async (t) => {
  if (!existsSync('/dev/full')) return t.skip('no /dev/full on this system');
  const file = await EncodedFile.open('/dev/full', 'w');
  file.write('a'.repeat(100_000));
  file.write('b');
  await assert.rejects(file.close(), { code: 'ENOSPC' });
});

test('exclusive creation refuses an existing name', async () => {
  const path = join(tempDir('assay-encoded-'), 'taken.txt');
  await (await EncodedFile.open(path, 'wx')).close();
  await assert.rejects(EncodedFile.open(path, 'wx'), { code: 'EEXIST' });
});

test('a writer faster than the disk waits in caughtUp, and nothing is lost', async () => {
  const path = join(tempDir('assay-encoded-'), 'fast.txt');
  const file = await EncodedFile.open(path, 'w');
  const line = `${'z'.repeat(1000)}\n`;
  for (let i = 0; i < 5_000; i++) {
    file.write(line);
    await file.caughtUp();
  }
  await file.close();
  assert.equal(readFileSync(path, 'utf8'), line.repeat(5_000));
});

// Response bodies decoded in their declared charset, with decoders cached only for charsets the
// Encoding Standard knows: a long-lived process (--interval, a server) meeting made-up labels keeps nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cachedDecoderCount, decodeBody } from '../../src/engine/http/charset.ts';

test('a declared charset decodes the body; a label no one knows reads as UTF-8 and is not cached', () => {
  assert.equal(decodeBody(Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'text/plain; charset=ISO-8859-1'), 'café');
  const known = cachedDecoderCount();
  for (let i = 0; i < 1000; i++) {
    assert.equal(decodeBody(Buffer.from('café'), `text/plain; charset=made-up-${i}`), 'café');
  }
  assert.equal(cachedDecoderCount(), known, 'made-up charsets leave nothing behind');
  assert.equal(decodeBody(Buffer.from([0xe9]), 'text/plain; charset="latin1"'), 'é');
  assert.ok(cachedDecoderCount() <= known + 1);
});

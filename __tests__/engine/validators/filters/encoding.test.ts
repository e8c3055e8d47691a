// Encoding filters (Base64, URL-safe Base64, percent-encoding, UTF-8, hex, charsets) against a
// loopback server: round trips, Hurl's documented examples, and values they cannot decode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TargetServer } from '../../../helpers/target-server.ts';
import { runCollection, startRoutes, verdicts } from './harness.ts';

const GB2312_HELLO = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xca, 0xc0, 0xbd, 0xe7]); // 你好世界
const DATA = {
  token: 'PDw/Pz8+Pg==',
  urlSafe: 'PDw_Pz8-Pg',
  chinese: GB2312_HELLO.toString('base64'),
  html: Buffer.from('<html><body>你好世界</body></html>', 'utf8').toString('base64'),
  latin1: Buffer.from([0x63, 0x61, 0x66, 0xe9]).toString('base64'), // "café" in ISO-8859-1
  notUtf8: Buffer.from([0xff, 0xfe, 0x41]).toString('base64'),
  bad: 'not*base64!',
  url: 'https://mozilla.org/?x=шеллы',
  encoded: 'https%3A//mozilla.org/%3Fx%3D%D1%88%D0%B5%D0%BB%D0%BB%D1%8B',
  broken: '%E0%A4%A',
};
let server: TargetServer;
before(async () => {
  server = await startRoutes({
    '/data': { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DATA) },
  });
});
after(() => server.close());

test('Base64, URL-safe Base64, hex, UTF-8, charsets and percent-encoding, as Hurl documents them', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /data',
      '    validators:',
      '      - json-path: { path: $.token, filters: [base64-decode, to-hex], equals: 3c3c3f3f3f3e3e }',
      '      - json-path: { path: $.token, filters: [base64-decode, base64-url-safe-encode], equals: PDw_Pz8-Pg }',
      '      - json-path: { path: $.urlSafe, filters: [base64-url-safe-decode, base64-encode], equals: PDw/Pz8+Pg== }',
      '      - json-path: { path: $.chinese, filters: [base64-decode, { decode: gb2312 }], equals: 你好世界 }',
      '      - json-path: { path: $.latin1, filters: [base64-decode, { decode: iso-8859-1 }], equals: café }',
      '      - json-path: { path: $.html, filters: [base64-decode, utf8-decode, { xpath: "string(//body)" }], equals: 你好世界 }',
      '      - json-path: { path: $.url, filters: [utf8-encode, to-hex], starts-with: 68747470733a2f2f }',
      '      - json-path: { path: $.url, filters: [url-encode], equals: "https%3A//mozilla.org/%3Fx%3D%D1%88%D0%B5%D0%BB%D0%BB%D1%8B" }',
      '      - json-path: { path: $.encoded, filters: [url-decode], equals: "https://mozilla.org/?x=шеллы" }',
      '      - json-path: { path: $.url, filters: [base64-encode, base64-decode, utf8-decode], equals: "https://mozilla.org/?x=шеллы" }',
      '    context:',
      '      - { name: hex, json-path: $.token, filters: [base64-decode, to-hex] }',
      '      - { name: raw, json-path: $.token, filters: [base64-decode] }',
      '',
    ].join('\n'),
  );
  const lines = verdicts(result.tests)[0]!;
  assert.deepEqual(
    lines.filter((line) => !line.startsWith('pass')),
    [],
  );
  assert.equal(lines.length, 10);
  const [hex, raw] = result.tests[0]!.captures;
  assert.equal(hex!.value, '3c3c3f3f3f3e3e');
  assert.equal(raw!.matched, false);
  assert.equal(
    raw!.problem,
    'the filters give bytes, and a capture keeps text: end with `to-hex`, `base64-encode` or `decode`',
  );
});

test('values the filters cannot decode fail the check with the filter and the value', async () => {
  const result = await runCollection(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /data',
      '    validators:',
      '      - json-path: { path: $.bad, filters: [base64-decode], exists: true }',
      '      - json-path: { path: $.token, filters: [base64-url-safe-decode], exists: true }',
      '      - json-path: { path: $.notUtf8, filters: [base64-decode, utf8-decode], exists: true }',
      '      - json-path: { path: $.broken, filters: [url-decode], exists: true }',
      '      - json-path: { path: $.url, filters: [{ decode: utf-8 }], exists: true }',
      '      - json-path: { path: $.url, filters: [utf8-decode], exists: true }',
      '',
    ].join('\n'),
  );
  assert.equal(result.exitCode, 1);
  assert.deepEqual(verdicts(result.tests)[0], [
    'FAIL json-path $.bad | base64-decode: filter `base64-decode`: not Base64, got a text: "not*base64!"',
    'FAIL json-path $.token | base64-url-safe-decode: filter `base64-url-safe-decode`: not URL-safe Base64, got a text: "PDw/Pz8+Pg=="',
    'FAIL json-path $.notUtf8 | base64-decode | utf8-decode: filter `utf8-decode`: not valid UTF-8, got bytes (3)',
    'FAIL json-path $.broken | url-decode: filter `url-decode`: a `%` escape that is not UTF-8 percent-encoding, got a text: "%E0%A4%A"',
    'FAIL json-path $.url | decode utf-8: filter `decode utf-8`: not bytes (from `base64-decode` or the body bytes), got a text: "https://mozilla.org/?x=шеллы"',
    // The message is cut at the value, past the reason.
    'FAIL json-path $.url | utf8-decode: filter `utf8-decode`: not bytes (from `base64-decode`, `utf8-encode` or the body bytes), got a text: "https://mozilla.or… (131 chars)',
  ]);
});

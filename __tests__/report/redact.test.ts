// The redactor on its own: each encoding a secret may come back in, mixes of them, short secrets,
// URL userinfo and the text around a secret left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Redactor } from '../../src/report/redact.ts';

function redactorFor(...secrets: string[]): Redactor {
  const redactor = new Redactor();
  for (const secret of secrets) redactor.add(secret);
  return redactor;
}

/** A redactor that has learnt many secrets first (rotated cookies, say), so its literal index is in use. */
function busyRedactorFor(...secrets: string[]): Redactor {
  const redactor = new Redactor();
  for (let i = 0; i < 100; i++) redactor.add(`AWSALB=${i.toString(36)}q7Zr0tated+cookie/value==`);
  for (const secret of secrets) redactor.add(secret);
  return redactor;
}

const ENCODED_CASES = [
  'wörd-123😀',
  'w\\u00f6rd-123\\ud83d\\ude00',
  'w\\u00F6rd-123\\uD83D\\uDE00',
  '\\u0077\\u00f6rd\\u002d123😀',
  'w%C3%B6rd-123%F0%9F%98%80',
  'w%c3%b6rd%2D123%f0%9f%98%80',
  'w%F6rd-123😀',
  'w&ouml;rd-123&#128512;',
  'w&#246;rd-123&#x1F600;',
  'w&#xf6rd-123😀',
  'Tr0ub4dor%263',
  'Tr0ub4dor&amp;3',
  'Tr0ub4dor\\u00263',
  'open+sesame%2B1',
  'open%20sesame+1',
  'open&#32;sesame&#x2b;1',
];

for (const [mode, make] of [
  ['', redactorFor],
  [', among many learnt secrets', busyRedactorFor],
] as const) {
  test(`a secret is masked as itself and in every encoding, in any mix${mode}`, () => {
    const redactor = make('wörd-123😀', 'Tr0ub4dor&3', 'open sesame+1');
    for (const text of ENCODED_CASES) assert.equal(redactor.redact(`<${text}>`), '<***>', text);
  });

  test(`base64 of a secret is masked wherever it sits in a longer encoded text${mode}`, () => {
    const redactor = make('s3cret-pass');
    for (const before of ['', 'a', 'ab', 'bob:']) {
      const encoded = Buffer.from(`${before}s3cret-pass and more`).toString('base64');
      const masked = redactor.redact(encoded);
      assert.ok(masked.includes('***'), `${before}: ${masked}`);
      // What is left cannot be decoded back into the secret or a large part of it.
      assert.ok(!Buffer.from(masked.replace('***', ''), 'base64').toString('latin1').includes('cret'), masked);
    }
    for (const alphabet of ['base64', 'base64url'] as const) {
      // Only the last character, which also depends on the padding, may stay: `***M=`.
      assert.match(redactor.redact(Buffer.from('s3cret-pass').toString(alphabet)), /^\*\*\*.?=*$/);
    }
  });

  test(`a longer secret containing a shorter one is masked whole; a short one only as a token${mode}`, () => {
    const redactor = make('token-1', 'token-1-extended', 'a', 'inner-secret-1', 'outer-inner-secret-1-x');
    assert.equal(redactor.redact('x token-1-extended y token-1 z'), 'x *** y *** z');
    // The shorter one ends first, the longer one starts first.
    assert.equal(redactor.redact('<outer-inner-secret-1-x> <inner-secret-1>'), '<***> <***>');
    assert.equal(redactor.redact('{"user":"a","n":"ab"} status-code'), '{"user":"***","n":"ab"} status-code');
    assert.equal(redactor.redact('nothing to see %41 \\u0041 &amp; here'), 'nothing to see %41 \\u0041 &amp; here');
  });
}

test('thousands of secrets learnt one by one cost the length of the text, not their number', () => {
  // A load balancer's cookie rotated on every response, and a JSON Web Token per test (all sharing
  // their header): 10,000 secrets, each masked in the text it came in.
  const redactor = new Redactor();
  const random = (i: number) => createHash('sha256').update(String(i)).digest('base64url');
  const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
  const secrets = Array.from({ length: 5000 }, (_, i) => [
    random(i),
    `${header}.${random(-i)}.${random(i + 0.5)}`,
  ]).flat();
  const started = performance.now();
  for (const secret of secrets) {
    redactor.add(secret);
    assert.equal(redactor.redact(`Set-Cookie: AWSALB=${secret}; Path=/`), 'Set-Cookie: AWSALB=***; Path=/');
  }
  for (const secret of [secrets[0]!, secrets[5001]!, secrets[9999]!])
    assert.equal(redactor.redact(`{"cookie":"${secret}"} ${encodeURIComponent(secret)}`), '{"cookie":"***"} ***');
  // Generous: with one pattern of all their forms this took minutes.
  assert.ok(performance.now() - started < 20_000, `${Math.round(performance.now() - started)} ms`);
});

test('the pieces a query string cuts a secret into are masked', () => {
  const redactor = redactorFor('Tr0ub4dor&3');
  assert.equal(redactor.redact('{"args":{"p":"Tr0ub4dor","3":""}}'), '{"args":{"p":"***","3":""}}');
});

test('a longer secret containing a shorter one is masked whole', () => {
  const redactor = redactorFor('token-1', 'token-1-extended');
  assert.equal(redactor.redact('x token-1-extended y token-1 z'), 'x *** y *** z');
});

test('a short secret is masked only as a whole token', () => {
  const redactor = redactorFor('a');
  assert.equal(redactor.redact('body-contains status-code a'), 'body-contains status-code ***');
  assert.equal(redactor.redact('{"user":"a","n":"ab"}'), '{"user":"***","n":"ab"}');
  assert.equal(redactor.redact('?user=a&x=1 user%3Da \\u0022a\\u0022'), '?user=***&x=1 user%3D*** \\u0022***\\u0022');
  assert.equal(redactor.redact('_a a_ 9a'), '_a a_ 9a');
});

test('URL userinfo is masked once URLs with credentials are known', () => {
  const redactor = new Redactor();
  const text = 'GET https://bob:s3cret@api.test/x and mailto:bob@example.test';
  assert.equal(redactor.redact(text), text);
  redactor.maskUrlUserinfo();
  assert.equal(redactor.redact(text), 'GET https://***@api.test/x and mailto:bob@example.test');
});

test('text without secrets is returned as it is', () => {
  const redactor = redactorFor('s3cret-pass');
  const text = 'nothing to see %41 \\u0041 &amp; here';
  assert.equal(redactor.redact(text), text);
  assert.equal(new Redactor().active, false);
  assert.equal(redactor.active, true);
});

test('a secret that itself holds an escape sequence is masked as written and decoded', () => {
  const redactor = redactorFor('p%41ss-word');
  assert.equal(redactor.redact('a p%41ss-word b pAss-word c'), 'a *** b *** c');
});

test('many secrets learnt one by one are all masked, overlapping ones as one', () => {
  const redactor = new Redactor();
  const secrets = Array.from({ length: 200 }, (_, i) => `session-${i}-${'x'.repeat(i % 7)}`);
  for (const secret of secrets) {
    redactor.add(secret);
    assert.equal(redactor.redact(`[${secret}]`), '[***]', secret);
  }
  for (const secret of secrets) assert.equal(redactor.redact(`"${encodeURIComponent(secret)}"`), '"***"');
  // An old secret inside a new, longer one: the whole of the new one is masked.
  redactor.add('session-5-xxxxx-and-more');
  assert.equal(redactor.redact('<session-5-xxxxx-and-more>'), '<***>');
});

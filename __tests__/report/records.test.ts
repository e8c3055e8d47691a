// What results.json keeps of a test's validator and capture results: masked where they hold a
// secret, copied only then, and the run's own results left as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Redactor } from '../../src/report/redact.ts';
import { redactCaptures, redactValidators } from '../../src/report/results/records.ts';
import type { CaptureResult, ValidatorResult } from '../../src/model/index.ts';

const SECRET = 'tok-SECRET-123';

function redactor(): Redactor {
  const redactor = new Redactor();
  redactor.add(SECRET);
  return redactor;
}

test('validator results holding a secret are masked in a copy; the others and the run’s own stay as they are', () => {
  const clean: ValidatorResult = {
    name: 'status-code',
    pass: true,
    expected: '200',
    actual: '200 OK',
    message: 'status-code: 200 OK',
  };
  const leaking: ValidatorResult = {
    name: 'body-contains',
    pass: false,
    expected: `contains "${SECRET}"`,
    actual: JSON.stringify(`{"token":"${SECRET}"}`),
    message: `body-contains: expected the body to contain "${SECRET}"`,
    position: { line: 3, column: 5 },
  };
  const results = [clean, leaking];
  const masked = redactValidators(results, redactor());
  assert.notEqual(masked, results);
  assert.equal(masked[0], clean);
  assert.deepEqual(masked[1], {
    ...leaking,
    expected: 'contains "***"',
    actual: JSON.stringify('{"token":"***"}'),
    message: 'body-contains: expected the body to contain "***"',
  });
  assert.ok(!JSON.stringify(masked).includes(SECRET));
  assert.equal(results[1], leaking);
  assert.ok(leaking.expected.includes(SECRET), 'the run’s own result is not changed');
  // Nothing to mask: the same array, not a copy.
  const alone = [clean];
  assert.equal(redactValidators(alone, redactor()), alone);
});

test('a secret capture is masked whatever it holds, a variable one where it holds a secret, in a copy', () => {
  const plain: CaptureResult = { name: 'id', type: 'variable', matched: true, value: '42' };
  const secret: CaptureResult = { name: 'session', type: 'secret', matched: true, value: 'anything' };
  const echoed: CaptureResult = { name: 'echo', type: 'variable', matched: true, value: `x ${SECRET} y` };
  const missed: CaptureResult = { name: 'none', type: 'secret', matched: false };
  const captures = [plain, secret, echoed, missed];
  const masked = redactCaptures(captures, redactor());
  assert.deepEqual(masked, [plain, { ...secret, value: '***' }, { ...echoed, value: 'x *** y' }, missed]);
  assert.equal(masked[0], plain);
  assert.equal(masked[3], missed);
  assert.deepEqual(captures, [plain, secret, echoed, missed]);
  assert.equal(secret.value, 'anything');
  const alone = [plain, missed];
  assert.equal(redactCaptures(alone, redactor()), alone);
});

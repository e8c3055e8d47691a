// The alerts domain checks what a user gives for a channel (name, settings, thresholds) itself, in
// the API's JSON shape: the API and the dashboard's forms only map their fields in and the
// AlertInputError out (a 400), so both say the same thing about the same mistake.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AlertInputError, changedChannel, newChannel } from '../../src/server/alerts/input.ts';
import { SecretBox } from '../../src/server/secret-box.ts';

const box = new SecretBox(Buffer.alloc(32, 7).toString('base64'));
const webhook = (body: Record<string, unknown>) =>
  newChannel({ name: 'ops', kind: 'webhook', config: { url: 'https://hooks.example.com/x' }, ...body }, box);

function refused(make: () => unknown): string {
  try {
    make();
  } catch (error) {
    assert.ok(error instanceof AlertInputError, `not an AlertInputError: ${String(error)}`);
    assert.equal(error.status, 400);
    return error.message;
  }
  assert.fail('accepted');
}

test('a channel needs a name, a known kind and whole thresholds of at least 1', () => {
  assert.equal(
    refused(() => webhook({ name: '  ' })),
    'a channel needs a name',
  );
  assert.equal(
    refused(() => webhook({ kind: 'pager' })),
    'kind must be webhook, slack or email',
  );
  assert.equal(
    refused(() => webhook({ failureThreshold: 0 })),
    'failureThreshold must be a whole number of at least 1',
  );
  assert.equal(
    refused(() => webhook({ recoveryThreshold: '2' })),
    'recoveryThreshold must be a whole number of at least 1',
  );
  assert.equal(
    refused(() => webhook({ reminderMinutes: 1.5 })),
    'reminderMinutes must be a whole number of at least 1',
  );
  const { input } = webhook({ name: ' ops ', failureThreshold: 3 });
  assert.deepEqual([input.name, input.failureThreshold, input.recoveryThreshold], ['ops', 3, 1]);
});

test('a change keeps what it leaves out, and the kind does not change', () => {
  const stored = { id: 'c1', createdAt: 0, ...webhook({ failureThreshold: 2 }).input };
  assert.equal(
    refused(() => changedChannel({ kind: 'slack' }, stored, box)),
    'the kind of a channel does not change (it is webhook): create a new channel',
  );
  assert.equal(
    refused(() => changedChannel({ failureThreshold: -1 }, stored, box)),
    'failureThreshold must be a whole number of at least 1',
  );
  const changed = changedChannel({ recoveryThreshold: 4 }, stored, box);
  assert.deepEqual([changed.name, changed.failureThreshold, changed.recoveryThreshold], ['ops', 2, 4]);
});

// The server runs projects concurrently in one process (--runs slots): runs started in the same
// millisecond must not share a temporary file (the JUnit spool, the results file).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runProject } from '../../src/server/runner.ts';
import { startTargetServer } from '../helpers/target-server.ts';

test('runs started at the same moment in one process each pass on their own', async () => {
  const target = await startTargetServer((_request, response) => response.end('ok'));
  try {
    const yaml = `name: same-moment\ntests:\n  - url: ${target.url('/ok')}\n`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        runProject({ yaml, name: 'same-moment', variables: {}, secrets: {}, cwd: process.cwd() }),
      ),
    );
    assert.deepEqual(
      results.map((r) => `${r.status}${r.error ? `: ${r.error}` : ''}`),
      Array(12).fill('passed'),
    );
  } finally {
    await target.close();
  }
});

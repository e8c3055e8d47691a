// A retried test tells observers about each attempt as it is judged, before its testFinished.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { parseArgs } from '../../src/session/options/args.ts';
import type { RunOptions } from '../../src/model/index.ts';
import { prepare } from '../../src/session/prepare.ts';
import { execute } from '../../src/session/execute.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';

let api: TargetServer;
before(async () => {
  let calls = 0;
  api = await startTargetServer((_request, response) => {
    response.writeHead(++calls < 3 ? 503 : 200);
    response.end();
  });
});
after(() => api.close());

test('attemptFinished: one event per attempt, with why it was retried, then testFinished', async () => {
  const collection = `baseUrl: ${api.origin}\ntests:\n  - name: poll\n    url: /job\n    retry: { count: 5, interval: 20 }\n`;
  const parsed = parseArgs(['-c', collection]);
  assert.equal(parsed.kind, 'run');
  const preparation = await prepare((parsed as { options: RunOptions }).options, { cwd: process.cwd(), env: {} });
  const events: string[] = [];
  await execute(preparation.run!, [
    {
      attemptFinished: (a) =>
        void events.push(
          `attempt ${a.name} ${a.attempt} ${a.outcome} ${a.status} ${a.retriedBecause ? 'retried' : 'last'}`,
        ),
      testFinished: (r) => void events.push(`finished ${r.name} ${r.outcome} ${r.attempts?.length}`),
    },
  ]);
  assert.deepEqual(events, [
    'attempt poll 1 failed 503 retried',
    'attempt poll 2 failed 503 retried',
    'attempt poll 3 passed 200 last',
    'finished poll passed 3',
  ]);
});

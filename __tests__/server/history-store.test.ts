// The history queries of the status page and dashboard (store/history.ts) on SQLite and PostgreSQL:
// the changes of outcome of counted runs only, each project's last runs, a group's daily rollups,
// the stored results of some runs, and recent results under a size limit.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Store, DAY_MS } from '../../src/server/store/store.ts';
import { openPostgres } from '../../src/server/store/postgres.ts';
import {
  dailyRollupsOfGroup,
  lastRunsOfAll,
  recentResults,
  resultsOfRun,
  statusChangesOfGroup,
} from '../../src/server/store/history.ts';
import { startPostgres, type Postgres } from '../helpers/postgres-server.ts';

const totals = { passed: 1, failed: 0, errored: 0, skipped: 0 };

async function behaviour(store: Store) {
  const counted = await store.createProject({ name: 'counted', group: 'shop', sourceYaml: 'x', origin: 'api' });
  await store.updateProject(counted.id, { ciRunsCount: true });
  const uncounted = await store.createProject({ name: 'uncounted', group: 'shop', sourceYaml: 'x', origin: 'api' });
  const elsewhere = await store.createProject({ name: 'elsewhere', group: 'other', sourceYaml: 'x', origin: 'api' });
  const send = (projectId: string, at: number, status: 'passed' | 'failed', resultsJson = `{"at":${at}}`) =>
    store.recordSentRun(projectId, {
      digest: `${projectId}-${at}`,
      startedAt: at,
      finishedAt: at + 10,
      status,
      durationMs: 10,
      totals,
      resultsJson,
    });
  const ids: Record<number, string> = {};
  for (const [at, status] of [
    [1000, 'passed'],
    [2000, 'failed'],
    [3000, 'failed'],
    [4000, 'passed'],
    [5000, 'failed'],
  ] as const)
    ids[at] = (await send(counted.id, at, status, at === 4000 ? 'x'.repeat(500) : undefined)).run.id;
  await send(uncounted.id, 1500, 'failed');
  await send(elsewhere.id, 1600, 'failed');

  const changes = await statusChangesOfGroup(store.db, 'shop', 0, 100);
  assert.deepEqual(
    changes.map((c) => [c.projectId === counted.id, c.at, c.failing, c.runId]),
    [
      [true, 5000, true, ids[5000]],
      [true, 4000, false, ids[4000]],
      [true, 2000, true, ids[2000]],
      [true, 1000, false, ids[1000]],
    ],
  );
  assert.equal((await statusChangesOfGroup(store.db, 'shop', 0, 2)).length, 2);
  assert.deepEqual(
    (await statusChangesOfGroup(store.db, 'shop', 2500, 100)).map((c) => c.at),
    [5000, 4000, 3000],
  );

  const last = await lastRunsOfAll(store.db, 2);
  assert.deepEqual(
    last.get(counted.id)!.map((r) => [r.queuedAt, r.status, r.trigger, r.durationMs]),
    [
      [5000, 'failed', 'ci', 10],
      [4000, 'passed', 'ci', 10],
    ],
  );
  assert.deepEqual(
    last.get(uncounted.id)!.map((r) => r.queuedAt),
    [1500],
  );

  const day = 100 * DAY_MS;
  await store.addToRollups(counted.id, day + 5, true, 20);
  await store.addToRollups(counted.id, day + 6, false, 40);
  await store.addToRollups(elsewhere.id, day + 5, true, 20);
  assert.deepEqual(await dailyRollupsOfGroup(store.db, 'shop', day), [
    { projectId: counted.id, bucketStart: day, runs: 2, passedRuns: 1, latencyTotalMs: 60, latencyMaxMs: 40 },
  ]);

  assert.deepEqual(await resultsOfRun(store.db, ids[2000]), { resultsJson: Buffer.from('{"at":2000}') });
  assert.equal(await resultsOfRun(store.db, 'no-such-run'), undefined);
  assert.deepEqual(
    (await recentResults(store.db, counted.id, 3, 100)).map((r) => r.queuedAt),
    [5000, 3000, 2000], // the 500-byte document of 4000 is over the limit
  );
}

describe('history queries', () => {
  test('on SQLite', async () => {
    const store = await Store.memory();
    await behaviour(store);
    await store.close();
  });

  let server: Postgres;
  before(async () => {
    server = await startPostgres();
  });
  after(async () => {
    await server?.stop();
  });
  test('on PostgreSQL', async (t) => {
    if (!server.url) return t.skip(server.reason);
    const admin = await openPostgres(server.url);
    await admin.run(`CREATE DATABASE assay_history_${process.pid}`);
    await admin.close();
    const store = await Store.open(
      await openPostgres(server.url.replace(/\/postgres$/, `/assay_history_${process.pid}`)),
    );
    await behaviour(store);
    await store.close();
  });
});

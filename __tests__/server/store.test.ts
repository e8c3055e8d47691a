// The store over both databases: the same behaviour from SQLite (always) and PostgreSQL (a real
// server started by the test; skipped with a message when its binaries are absent).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Store, DAY_MS, HOUR_MS } from '../../src/server/store/store.ts';
import { openSqlite } from '../../src/server/store/sqlite.ts';
import { openPostgres } from '../../src/server/store/postgres.ts';
import { migrate, MIGRATIONS } from '../../src/server/store/migrations.ts';
import { SecretBox, SecretKeyMissing } from '../../src/server/secret-box.ts';
import { startPostgres, type Postgres } from '../helpers/postgres-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const YAML = 'name: shop\ntests:\n  - url: http://127.0.0.1:1/\n';

function storeBehaviour(open: () => Promise<Store | undefined>) {
  test('projects are created, read, updated and listed by group', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const created = await store.createProject({
      name: 'shop',
      group: 'web',
      sourceYaml: YAML,
      schedule: '5m',
      origin: 'api',
    });
    assert.equal(created.paused, false);
    assert.equal(created.status, 'unknown');
    const updated = await store.updateProject(created.id, { paused: true, variables: { env: 'prod' } });
    assert.equal(updated?.paused, true);
    assert.deepEqual(updated?.variables, { env: 'prod' });
    assert.deepEqual(
      (await store.listProjects('web')).map((p) => p.name),
      ['shop'],
    );
    assert.deepEqual(await store.listProjects('other'), []);
    await assert.rejects(store.createProject({ name: 'shop', group: '', sourceYaml: YAML, origin: 'api' }));
    assert.equal(await store.deleteProject(created.id), true);
    assert.equal(await store.project(created.id), undefined);
  });

  test('an occurrence of a schedule is claimed once, however many try at once', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const due = Date.now() - 1000;
    const project = await store.createProject({
      name: 'claimed',
      group: '',
      sourceYaml: YAML,
      origin: 'api',
      nextRunAt: due,
    });
    assert.deepEqual(
      (await store.dueProjects(Date.now())).map((p) => p.id),
      [project.id],
    );
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => store.claimOccurrence(project.id, due, due + 60_000)),
    );
    assert.equal(claims.filter(Boolean).length, 1);
    assert.deepEqual(await store.dueProjects(Date.now()), []);
  });

  test('runs are kept with their results, and a run without heartbeat is marked abandoned', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'runs', group: '', sourceYaml: YAML, origin: 'api' });
    const done = await store.createRun(project.id, 'manual', 'instance-a');
    await store.finishRun(done.id, {
      status: 'failed',
      durationMs: 12.5,
      totals: { passed: 1, failed: 1, errored: 0, skipped: 0 },
      resultsJson: '{"schemaVersion":1,"name":"café ✓"}',
    });
    // As UTF-8 bytes, on both databases.
    assert.deepEqual(await store.runResults(done.id), Buffer.from('{"schemaVersion":1,"name":"café ✓"}'));
    const stuck = await store.createRun(project.id, 'schedule', 'instance-b');
    assert.equal(await store.runResults(stuck.id), undefined);
    assert.deepEqual(await store.abandonStaleRuns(Date.now() - 60_000), []);
    const abandoned = await store.abandonStaleRuns(Date.now() + 1);
    assert.deepEqual(
      abandoned.map((r) => r.id),
      [stuck.id],
    );
    const runs = await store.listRuns(project.id);
    assert.deepEqual(runs.map((r) => r.status).sort(), ['abandoned', 'failed']);
    assert.match((await store.run(stuck.id))!.error!, /instance-b stopped/);
    assert.deepEqual((await store.run(done.id))!.totals, { passed: 1, failed: 1, errored: 0, skipped: 0 });
  });

  test('a run lost by its instance is recorded as abandoned once, even one that was never recorded', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'lost', group: '', sourceYaml: YAML, origin: 'api' });
    const queued = await store.createRun(project.id, 'manual', 'instance-a');
    await store.startRun(queued.id, 'instance-b');
    assert.equal((await store.run(queued.id))!.instanceId, 'instance-b', 'the run is on the instance that started it');
    const abandoned = await store.abandonRun(queued.id, project.id, 'manual', 'instance-b stopped');
    assert.equal(abandoned?.status, 'abandoned');
    assert.equal(abandoned?.error, 'instance-b stopped');
    assert.equal(await store.abandonRun(queued.id, project.id, 'manual', 'again'), undefined, 'only once');
    const neverRecorded = '00000000-0000-5000-8000-000000000001';
    const inserted = await store.abandonRun(neverRecorded, project.id, 'schedule', 'lost before it started');
    assert.deepEqual([inserted?.id, inserted?.status, inserted?.trigger], [neverRecorded, 'abandoned', 'schedule']);
    assert.equal(await store.abandonRun(randomUUID(), randomUUID(), 'schedule', 'project gone'), undefined);
  });

  test('rollups add up runs per hour and day, and uptime reads from them', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'rolled', group: '', sourceYaml: YAML, origin: 'api' });
    const now = Date.now();
    await store.addToRollups(project.id, now, true, 100);
    await store.addToRollups(project.id, now, false, 300);
    await store.addToRollups(project.id, now - 10 * DAY_MS, true, 200);
    const day = await store.uptime(project.id, DAY_MS, now);
    assert.equal(day.runs, 2);
    assert.equal(day.uptime, 0.5);
    assert.equal(day.latencyMs, 200);
    const month = await store.uptime(project.id, 30 * DAY_MS, now);
    assert.equal(month.runs, 3);
    assert.equal((await store.rollups(project.id, 'hour', now - HOUR_MS))[0].latencyMaxMs, 300);
    assert.deepEqual(await store.uptime(project.id, DAY_MS, now + 40 * DAY_MS), { runs: 0 });
  });

  test('many runs of one project finishing at once all add to its rollups', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'busy', group: '', sourceYaml: YAML, origin: 'api' });
    const now = Date.now();
    const settled = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => store.addToRollups(project.id, now, i % 4 !== 0, 10 + i)),
    );
    assert.deepEqual(
      settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason)),
      [],
    );
    assert.deepEqual(await store.uptime(project.id, DAY_MS, now), { runs: 40, uptime: 0.75, latencyMs: 29.5 });
    const [hour] = await store.rollups(project.id, 'hour', now - HOUR_MS);
    assert.deepEqual([hour.runs, hour.passedRuns, hour.latencyMaxMs], [40, 30, 49]);
  });

  test('a tally of several runs, and the uptime of every project at once, agree with run by run', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const one = await store.createProject({ name: 'one-by-one', group: '', sourceYaml: YAML, origin: 'api' });
    const tallied = await store.createProject({ name: 'tallied', group: '', sourceYaml: YAML, origin: 'api' });
    const idle = await store.createProject({ name: 'idle', group: '', sourceYaml: YAML, origin: 'api' });
    const now = Date.now();
    const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    for (const [at, passed, latency] of [
      [hourStart, true, 10],
      [hourStart + 1, false, 50],
      [hourStart - 5 * DAY_MS, true, 30],
    ] as const)
      await store.addToRollups(one.id, at, passed, latency);
    await store.addTallyToRollups(tallied.id, hourStart, {
      runs: 2,
      passedRuns: 1,
      latencyTotalMs: 60,
      latencyMaxMs: 50,
    });
    await store.addTallyToRollups(tallied.id, hourStart - 5 * DAY_MS, {
      runs: 1,
      passedRuns: 1,
      latencyTotalMs: 30,
      latencyMaxMs: 30,
    });
    assert.deepEqual(await store.rollups(tallied.id, 'hour', 0), await store.rollups(one.id, 'hour', 0));
    for (const windowMs of [DAY_MS, 7 * DAY_MS, 90 * DAY_MS]) {
      const all = await store.uptimeOfProjects(windowMs, now);
      assert.deepEqual(all.get(one.id), await store.uptime(one.id, windowMs, now));
      assert.deepEqual(all.get(tallied.id), await store.uptime(tallied.id, windowMs, now));
      assert.equal(all.has(idle.id), false);
    }
  });

  test('uptime over each window is the sum of the hourly rollups since its start, read from coarser ones', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const projects = await Promise.all(
      ['steady', 'flaky'].map((name) => store.createProject({ name, group: '', sourceYaml: YAML, origin: 'api' })),
    );
    const history = await historyOver120Days(store, projects);
    // Window starts on and beside hour, day and ten-day boundaries, and the same instants a little later.
    const tenDays = Math.floor(history.end / (10 * DAY_MS)) * 10 * DAY_MS;
    for (const now of [history.end, tenDays, tenDays + 1, tenDays - HOUR_MS + 1, tenDays - 3 * DAY_MS - 7 * HOUR_MS])
      for (const windowMs of [DAY_MS, 7 * DAY_MS, 30 * DAY_MS, 90 * DAY_MS]) {
        const all = await store.uptimeOfProjects(windowMs, now);
        for (const project of projects) {
          const expected = await uptimeFromHours(store, project.id, windowMs, now);
          assert.deepEqual(await store.uptime(project.id, windowMs, now), expected, `${windowMs} ms to ${now}`);
          assert.deepEqual(all.get(project.id), expected.runs === 0 ? undefined : expected);
        }
      }
  });

  test('the ten-day rollups are summed from the daily ones when a database migrates to them', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'old', group: '', sourceYaml: YAML, origin: 'api' });
    const history = await historyOver120Days(store, [project]);
    const expected = await uptimeFromHours(store, project.id, 90 * DAY_MS, history.end);
    // A database from before version 2: no ten-day rollups.
    await store.db.run("DELETE FROM rollups WHERE period = 'ten-day'");
    await store.db.run('DROP INDEX rollups_period');
    await store.db.run('DELETE FROM schema_migrations WHERE version = 2');
    assert.equal((await store.uptime(project.id, 90 * DAY_MS, history.end)).runs < expected.runs, true);
    assert.deepEqual(await migrate(store.db), [2]);
    assert.deepEqual(await store.uptime(project.id, 90 * DAY_MS, history.end), expected);
    const maxima = await store.db.query<{ max: number }>(
      "SELECT MAX(latency_max_ms) AS max FROM rollups WHERE project_id = ? AND period = 'ten-day'",
      [project.id],
    );
    assert.equal(Number(maxima[0]?.max), history.maxLatency);
  });

  test('retention deletes runs by age and keeps the newest of each project', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'kept', group: '', sourceYaml: YAML, origin: 'api' });
    for (let i = 0; i < 4; i++) {
      const run = await store.createRun(project.id, 'manual', 'i');
      await store.finishRun(run.id, {
        status: 'passed',
        durationMs: 1,
        totals: { passed: 1, failed: 0, errored: 0, skipped: 0 },
      });
    }
    assert.equal(await store.pruneRuns(0, 2), 2);
    assert.equal((await store.listRuns(project.id)).length, 2);
  });

  test('an alert state moves once when two instances evaluate it at once', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const project = await store.createProject({ name: 'alerted', group: '', sourceYaml: YAML, origin: 'api' });
    const channel = await store.alerts.createChannel({
      name: 'hook',
      kind: 'webhook',
      configEncrypted: 'sealed',
      failureThreshold: 1,
      recoveryThreshold: 1,
    });
    const up = {
      projectId: project.id,
      channelId: channel.id,
      state: 'up' as const,
      consecutiveFailures: 0,
      consecutivePasses: 1,
      changedAt: 1,
    };
    assert.equal(await store.alerts.replaceState(undefined, up), true);
    assert.equal(await store.alerts.replaceState(undefined, up), false);
    const down = { ...up, state: 'down' as const, consecutiveFailures: 1, consecutivePasses: 0, changedAt: 2 };
    const moves = await Promise.all([1, 2, 3].map(() => store.alerts.replaceState(up, down)));
    assert.equal(moves.filter(Boolean).length, 1);
    assert.equal((await store.alerts.state(project.id, channel.id))?.state, 'down');
    assert.equal(await store.alerts.acknowledge(project.id, 'ada'), 1);
    const delivery = await store.alerts.createDelivery(channel.id, project.id, 'failure', 'pending');
    await store.alerts.updateDelivery(delivery.id, 2, 'delivered', 'HTTP 200');
    assert.deepEqual(
      (await store.alerts.deliveries(10)).map((d) => [d.outcome, d.attempts, d.detail]),
      [['delivered', 2, 'HTTP 200']],
    );
  });

  test('users, sessions and tokens', async (t) => {
    const store = await open();
    if (!store) return t.skip('PostgreSQL server binaries are not installed');
    const user = await store.createUser('ada', 'editor', 'hash');
    assert.equal((await store.userByName('ada'))?.id, user.id);
    await store.createSession('h1', { userId: user.id, csrfToken: 'c', expiresAt: Date.now() + 1000 });
    await store.createSession('h2', { userId: user.id, csrfToken: 'c', expiresAt: Date.now() - 1 });
    assert.equal((await store.session('h1'))?.userId, user.id);
    assert.equal(await store.session('h2'), undefined);
    const token = await store.createToken(user.id, 'deploy', 'tokenhash', ['runs:write']);
    assert.deepEqual((await store.tokenByHash('tokenhash'))?.scopes, ['runs:write']);
    assert.equal(await store.deleteToken(token.id, 'someone-else'), false);
    assert.equal(await store.deleteToken(token.id, user.id), true);
  });
}

describe('store on SQLite', () => {
  storeBehaviour(() => Store.memory());

  test('a data directory keeps the database across restarts, and migrations run once', async () => {
    const dir = tempDir('assay-store-');
    const first = await Store.open(openSqlite(dir));
    await first.createUser('root', 'admin', 'h');
    await first.close();
    const db = openSqlite(dir);
    assert.deepEqual(await migrate(db), []);
    const second = new Store(db);
    assert.equal(await second.countUsers(), 1);
    await second.close();
  });

  test('a database newer than this assay is refused', async () => {
    const db = openSqlite(':memory:');
    await migrate(db);
    await db.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [MIGRATIONS.length + 100, 0]);
    await assert.rejects(migrate(db), /newer than this assay knows/);
  });
});

describe('store on PostgreSQL', () => {
  let server: Postgres;
  let databases = 0;
  const stores: Store[] = [];
  before(async () => {
    server = await startPostgres();
  });
  after(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await server?.stop();
  });
  const open = async () => {
    // A fresh database per test, so that names do not collide between tests.
    const admin = await openPostgres(server.url!);
    const name = `assay_${process.pid}_${++databases}`;
    await admin.run(`CREATE DATABASE ${name}`);
    await admin.close();
    const store = await Store.open(await openPostgres(server.url!.replace(/\/postgres$/, `/${name}`)));
    stores.push(store);
    return store;
  };
  test('PostgreSQL is available', (t) => {
    if (!server.url) t.skip(server.reason);
  });
  storeBehaviour(async () => (server.url ? open() : undefined));

  test('instances migrating at once apply each migration once', async (t) => {
    if (!server.url) return t.skip(server.reason);
    const admin = await openPostgres(server.url);
    await admin.run('CREATE DATABASE assay_race');
    await admin.close();
    const url = server.url.replace(/\/postgres$/, '/assay_race');
    const dbs = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
    const applied = await Promise.all(dbs.map((db) => migrate(db)));
    assert.deepEqual(
      applied.flat(),
      MIGRATIONS.map((m) => m.version),
    );
    await Promise.all(dbs.map((db) => db.close()));
  });
});

describe('secret box', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  test('seals and opens; the sealed text does not contain the secret', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('{"token":"s3cr3t-value"}');
    assert.doesNotMatch(sealed, /s3cr3t/);
    assert.equal(box.open(sealed), '{"token":"s3cr3t-value"}');
    assert.notEqual(box.seal('x'), box.seal('x'));
  });
  test('refuses to store without a key, and a wrong key cannot open', () => {
    assert.throws(() => new SecretBox(undefined).seal('x'), SecretKeyMissing);
    assert.throws(() => new SecretBox('short'), /32 bytes/);
    const sealed = new SecretBox(key).seal('x');
    assert.throws(() => new SecretBox(Buffer.alloc(32, 8).toString('hex')).open(sealed), /not the key/);
  });
});

/** Runs at pseudo-random hours over 120 days (whole-millisecond latencies, so that sums are exact). */
async function historyOver120Days(store: Store, projects: { id: string }[]) {
  const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 17 * 60_000;
  let random = 7;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let maxLatency = 0;
  for (const project of projects)
    for (let i = 0; i < 300; i++) {
      const at = end - Math.floor(next() * 120 * DAY_MS);
      const runs = 1 + Math.floor(next() * 5);
      const latencyMaxMs = 10 + Math.floor(next() * 1000);
      maxLatency = Math.max(maxLatency, latencyMaxMs);
      await store.addTallyToRollups(project.id, at, {
        runs,
        passedRuns: Math.floor(next() * (runs + 1)),
        latencyTotalMs: runs * 10 + latencyMaxMs - 10,
        latencyMaxMs,
      });
    }
  return { end, maxLatency };
}

/** What a window's uptime must be: the hourly rollups from its start (to the hour, or to the day beyond 2 days). */
async function uptimeFromHours(store: Store, projectId: string, windowMs: number, now: number) {
  const precision = windowMs <= 2 * DAY_MS ? HOUR_MS : DAY_MS;
  const hours = await store.rollups(projectId, 'hour', Math.floor((now - windowMs) / precision) * precision);
  const runs = hours.reduce((sum, r) => sum + r.runs, 0);
  if (runs === 0) return { runs: 0 };
  const passed = hours.reduce((sum, r) => sum + r.passedRuns, 0);
  const latency = hours.reduce((sum, r) => sum + r.latencyTotalMs, 0);
  return { runs, uptime: passed / runs, latencyMs: latency / runs };
}

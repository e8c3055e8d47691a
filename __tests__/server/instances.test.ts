// Several `assay serve` processes on one real PostgreSQL: each scheduled occurrence runs exactly
// once across them, instances join while running, and a run whose instance is killed is marked
// abandoned by another. Skipped with a message when the PostgreSQL server binaries are absent.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startPostgres, type Postgres } from '../helpers/postgres-server.ts';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { waitFor } from '../helpers/wait.ts';

const PASSWORD = 'shared-admin-password';
const SECRET_KEY = Buffer.alloc(32, 7).toString('hex');

interface RunBody {
  id: string;
  status: string;
  trigger: string;
  instanceId: string;
  queuedAt: string;
}

describe('assay serve: three instances on one PostgreSQL', () => {
  let postgres: Postgres;
  let target: TargetServer;
  const instances: ServeProcess[] = [];
  let admin: Client;
  const scheduled: string[] = [];

  before(async () => {
    postgres = await startPostgres();
    if (!postgres.url) return;
    target = await startTargetServer((request, response) => {
      if (request.url === '/down') response.statusCode = 503;
      if (request.url !== '/hang') response.end('ok'); // /hang is never answered
    });
    const env = { ASSAY_ADMIN_PASSWORD: PASSWORD, ASSAY_DATABASE_URL: postgres.url, ASSAY_SECRET_KEY: SECRET_KEY };
    // Started at once: they race for the migrations and for creating the admin.
    instances.push(...(await Promise.all([1, 2, 3].map(() => startServe(['--data', tempDir('assay-unused-')], env)))));
    admin = await instances[0].login('admin', PASSWORD);
  });
  after(async () => {
    await Promise.all(instances.map((i) => i.child.exitCode === null && i.stop()));
    await target?.close();
    await postgres?.stop();
  });

  test('each scheduled occurrence runs exactly once across the instances', async (t) => {
    if (!postgres.url) return t.skip(postgres.reason);
    const created = instances.map((i) => i.output().stdout).filter((out) => /created the user admin/.test(out));
    assert.equal(created.length, 1, 'one instance creates the admin');
    const ids = scheduled;
    for (let n = 0; n < 4; n++) {
      const yaml = `name: scheduled-${n}\nschedule: 10s\ntests:\n  - url: ${target.url(`/p${n}`)}\n`;
      const response = await admin.json('/api/projects', 'POST', { yaml });
      assert.equal(response.status, 201, JSON.stringify(response.body));
      ids.push(response.body.id);
    }
    // Each project runs at once, then every 10 s: wait for the second occurrence of each.
    const runsOf = async (id: string) => (await admin.json(`/api/projects/${id}/runs`)).body.runs as RunBody[];
    await waitFor(
      'two scheduled runs of every project',
      async () => {
        for (const id of ids) if ((await runsOf(id)).filter((r) => r.status === 'passed').length < 2) return undefined;
        return true;
      },
      { seconds: 80, everyMs: 200 },
    );
    for (const [n, id] of ids.entries()) {
      const runs = (await runsOf(id)).filter((r) => r.status !== 'running' && r.status !== 'queued');
      const received = target.requests.filter((r) => r.url === `/p${n}`).length;
      // Every request the target saw belongs to one recorded run, and no occurrence ran twice.
      assert.ok(
        received >= runs.length && received <= runs.length + 1,
        `p${n}: ${received} requests, ${runs.length} runs`,
      );
      const times = runs.map((r) => Date.parse(r.queuedAt)).sort((a, b) => a - b);
      for (let i = 1; i < times.length; i++)
        assert.ok(times[i] - times[i - 1] >= 5000, `p${n}: two runs ${times[i] - times[i - 1]} ms apart (a duplicate)`);
    }
    const { body } = await admin.json('/api/instances');
    assert.equal(body.instances.length, 3);
  });

  test(
    'every instance streams the live events of a run, whichever instance runs it (LISTEN/NOTIFY)',
    { timeout: 60_000 },
    async (t) => {
      if (!postgres.url) return t.skip(postgres.reason);
      const yaml = `name: live-everywhere\ntests:\n  - name: ping\n    url: ${target.url('/live')}\n`;
      const created = await admin.json('/api/projects', 'POST', { yaml });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const projectId = created.body.id as string;
      // The session is in the shared database: it is valid on every instance.
      const streams = await Promise.all(
        instances.map(async (instance) => {
          const response = await fetch(instance.url(`/events?project=${projectId}`), {
            headers: { cookie: admin.cookie },
          });
          assert.equal(response.status, 200);
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          let text = '';
          const until = async (pattern: RegExp) => {
            while (!pattern.test(text)) {
              const { value, done } = await reader.read();
              if (done) throw new Error(`the stream of ${instance.origin} ended:\n${text}`);
              text += value;
            }
            return text;
          };
          await until(/^retry: /); // subscribed before the run starts
          return { until, reader };
        }),
      );
      const triggered = await admin.json(`/api/projects/${projectId}/runs`, 'POST');
      assert.equal(triggered.status, 202);
      const runId = triggered.body.id as string;
      const seen = await Promise.all(streams.map((s) => s.until(new RegExp(`"id":"${runId}","status":"passed"`))));
      await Promise.all(streams.map((s) => s.reader.cancel()));
      for (const text of seen) {
        assert.match(text, new RegExp(`"id":"${runId}","status":"queued"`));
        assert.match(text, new RegExp(`"id":"${runId}","status":"running"`));
        assert.match(text, /"test":\{"name":"ping","outcome":"passed","status":200/);
      }
    },
  );

  test('a failing scheduled project alerts once across the instances, and pausing it stops it everywhere', async (t) => {
    if (!postgres.url) return t.skip(postgres.reason);
    const channel = await admin.json('/api/alert-channels', 'POST', {
      name: 'hook',
      kind: 'webhook',
      group: 'alerting',
      config: { url: target.url('/alert') },
    });
    assert.equal(channel.status, 201, JSON.stringify(channel.body));
    const yaml = `name: failing\nschedule: 10s\ntests:\n  - url: ${target.url('/down')}\n`;
    const project = (await admin.json('/api/projects', 'POST', { yaml, group: 'alerting' })).body;
    const failedRuns = async () =>
      ((await admin.json(`/api/projects/${project.id}/runs`)).body.runs as RunBody[]).filter(
        (r) => r.status === 'failed',
      ).length;
    await waitFor('three failing runs', async () => ((await failedRuns()) >= 3 ? true : undefined), {
      seconds: 90,
      everyMs: 200,
    });
    const alerts = target.requests.filter((r) => r.url === '/alert');
    assert.equal(alerts.length, 1, 'one alert for the change to down, from one instance');
    assert.equal(JSON.parse(alerts[0].body).event, 'failure');

    assert.equal((await admin.json(`/api/projects/${project.id}/pause`, 'POST')).status, 200);
    await waitFor('the run in progress to end', async () =>
      ((await admin.json(`/api/projects/${project.id}/runs`)).body.runs as RunBody[]).every(
        (r) => r.status !== 'running' && r.status !== 'queued',
      )
        ? true
        : undefined,
    );
    const before = target.requests.filter((r) => r.url === '/down').length;
    // One whole interval (and more) passes: the occurrence queued before the pause is dropped by whoever takes it.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    assert.equal(target.requests.filter((r) => r.url === '/down').length, before);
  });

  test('an instance joins while running, and a run whose instance is killed is marked abandoned', async (t) => {
    if (!postgres.url) return t.skip(postgres.reason);
    const joined = await startServe(['--data', tempDir('assay-unused-')], {
      ASSAY_ADMIN_PASSWORD: PASSWORD,
      ASSAY_DATABASE_URL: postgres.url,
    });
    instances.push(joined);
    assert.equal((await admin.json('/api/instances')).body.instances.length, 4);

    // Run now goes to whichever instance has a free slot first: the victim is the one running it.
    const yaml = `name: hangs\ntests:\n  - url: ${target.url('/hang')}\n    timeout: 600000\n`;
    const project = await admin.json('/api/projects', 'POST', { yaml });
    assert.equal(project.status, 201, JSON.stringify(project.body));
    const triggered = await admin.json(`/api/projects/${project.body.id}/runs`, 'POST');
    assert.equal(triggered.status, 202, JSON.stringify(triggered.body));
    await waitFor('the request to reach the target', async () =>
      target.requests.some((r) => r.url === '/hang') ? true : undefined,
    );
    const running = (await admin.json(`/api/runs/${triggered.body.id}`)).body as RunBody;
    assert.equal(running.status, 'running');
    const victim = instances.find((i) => i.output().stdout.includes(`instance ${running.instanceId})`))!;
    assert.ok(victim, `the instance ${running.instanceId} is one of those started`);
    await victim.kill();
    const survivor = await instances.find((i) => i !== victim)!.login('admin', PASSWORD);
    const abandoned = await waitFor(
      'the run to be marked abandoned',
      async () => {
        const { body } = await survivor.json(`/api/runs/${triggered.body.id}`);
        return body.status === 'abandoned' ? body : undefined;
      },
      { seconds: 120, everyMs: 200 },
    );
    assert.match(
      abandoned.error,
      new RegExp(`instance ${running.instanceId} stopped while running it \\(no heartbeat\\)`),
    );
    // It is reported once and not run again.
    assert.equal(target.requests.filter((r) => r.url === '/hang').length, 1);
    // The remaining instances go on scheduling.
    const killedAt = Date.now();
    await waitFor(
      'a scheduled run after the kill',
      async () => {
        const { body } = await survivor.json(`/api/projects/${scheduled[0]}/runs`);
        return (body.runs as RunBody[]).some((r) => r.status === 'passed' && Date.parse(r.queuedAt) > killedAt)
          ? true
          : undefined;
      },
      { seconds: 60, everyMs: 200 },
    );
    const dashboard = await survivor.request('/');
    assert.equal(dashboard.status, 200);
  });
});

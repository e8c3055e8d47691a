// What `assay serve` shows of a project's figures and limits, as docs/serve.md describes them: the
// bundled CLI on a SQLite data directory whose rollups the test wrote beforehand, read over HTTP.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Store, HOUR_MS } from '../../src/server/store/store.ts';
import { openSqlite } from '../../src/server/store/sqlite.ts';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const YAML = 'tests:\n  - url: http://127.0.0.1:1/\n';

describe('assay serve: uptime figures, badges and limits', () => {
  let serve: ServeProcess;
  let admin: Client;
  const ids: Record<string, string> = {};

  before(async () => {
    const data = tempDir('assay-serve-figures-');
    const store = await Store.open(openSqlite(data));
    const now = Date.now();
    const tallies: [string, string, number, number][] = [
      ['steady', 'shop', 13, 8],
      ['nearly', 'shop', 20000, 19999],
      ['rarely', 'shop', 20000, 1],
      ['internal', 'back-office', 4, 4],
    ];
    for (const [name, group, runs, passedRuns] of tallies) {
      const project = await store.createProject({ name, group, sourceYaml: YAML, origin: 'api' });
      ids[name] = project.id;
      await store.addTallyToRollups(project.id, now - HOUR_MS, {
        runs,
        passedRuns,
        latencyTotalMs: runs * 10,
        latencyMaxMs: 10,
      });
    }
    await store.close();
    serve = await startServe(['--data', data, '--public-status', 'shop'], {
      ASSAY_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
      ASSAY_ADMIN_PASSWORD: undefined,
    });
    admin = await serve.login('admin', serve.adminPassword!);
  });
  after(async () => {
    await serve?.stop();
  });

  test('uptime is rounded half-up to two decimals, never 100.00% with a failure nor 0.00% with a pass', async () => {
    const badge = await (await fetch(serve.url(`/badges/${ids.steady}/uptime.svg?window=24h`))).text();
    assert.match(badge, /<title>uptime 24h: 61\.54%<\/title>/);
    const status = await (await fetch(serve.url('/status/shop'))).text();
    const figure = (name: string) =>
      new RegExp(`>${name}</h3>[\\s\\S]*?<span class="figure">([^<]*)</span>`).exec(status)?.[1];
    assert.equal(figure('steady'), '61.54% uptime, 90 days');
    assert.equal(figure('nearly'), '99.99% uptime, 90 days');
    assert.equal(figure('rarely'), '0.01% uptime, 90 days');
    const dashboard = await (await admin.request('/')).text();
    assert.match(dashboard, /61\.54%/);
    const projectPage = await (await admin.request(`/projects/${ids.steady}`)).text();
    assert.match(projectPage, /<td>61\.54%<\/td>/);
  });

  test('badges exist only for projects of a public group, signed in or not', async () => {
    for (const kind of ['status', 'uptime', 'latency']) {
      assert.equal((await fetch(serve.url(`/badges/${ids.internal}/${kind}.svg`))).status, 404);
      assert.equal((await admin.request(`/badges/${ids.internal}/${kind}.svg`)).status, 404);
      assert.equal((await admin.request(`/badges/${ids.steady}/${kind}.svg`)).status, 200);
    }
    assert.equal((await admin.request('/status/back-office')).status, 404);
  });

  test('an API request body over 1 MiB is refused with 413', async () => {
    const yaml = `name: big\n# ${'x'.repeat(1024 * 1024)}\ntests:\n  - url: http://127.0.0.1:1/\n`;
    const refused = await admin.json('/api/projects', 'POST', { yaml });
    assert.equal(refused.status, 413);
    assert.match(refused.body.error, /larger than 1048576 bytes/);
  });

  test('a collection that reads the environment is refused: the server does not lend its own', async () => {
    const yaml = 'name: env\ntests:\n  - url: http://127.0.0.1:1/${{ env.HOME }}\n';
    const refused = await admin.json('/api/projects', 'POST', { yaml });
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /environment variable `HOME` is not set/);
    assert.match(refused.body.error, /the server does not pass its environment to projects: use a project variable/);
  });
});

// The public status page of the bundled `assay serve` with 90 days of history sent through the
// results endpoint: the group's banner and its rule, each service's 90 named day segments, uptime
// figure and response-time chart, past incidents with the failing check in words and maintenance,
// and the weight of a page of 50 services.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { DAY_MS, resultsDocuments, sendHistory, type ResultsDocuments } from '../helpers/history.ts';

const day = (daysAgo: number) =>
  new Date((Math.floor(Date.now() / DAY_MS) - daysAgo) * DAY_MS).toISOString().slice(0, 10);

describe('the public status page', () => {
  let target: TargetServer;
  let serve: ServeProcess;
  let admin: Client;
  let token: string;
  let documents: ResultsDocuments;

  const project = async (name: string, group: string) => {
    const created = await admin.json('/api/projects', 'POST', {
      yaml: `name: ${name}\ntests:\n  - url: ${target.url('/ok')}\n`,
      group,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await admin.json(`/api/projects/${created.body.id}`, 'PUT', { ciRunsCount: true });
    return created.body.id as string;
  };
  const page = async (group: string) => {
    const response = await fetch(serve.url(`/status/${group}`));
    assert.equal(response.status, 200);
    return response.text();
  };

  before(async () => {
    target = await startTargetServer((request, response) => {
      response.statusCode = request.url === '/broken' ? 500 : 200;
      response.end(request.url === '/broken' ? 'boom' : 'ok');
    });
    const dir = tempDir('assay-status-page-');
    serve = await startServe(
      ['--data', dir, '--public-status', 'shop', '--public-status', 'fleet', '--public-status', 'calm'],
      {
        ASSAY_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
        ASSAY_ADMIN_PASSWORD: undefined,
      },
    );
    admin = await serve.login('admin', serve.adminPassword!);
    token = (await admin.json('/api/tokens', 'POST', { name: 'ci', scopes: ['run'] })).body.token;
    documents = await resultsDocuments(target, dir);
  });
  after(async () => {
    await serve?.stop();
    await target?.close();
  });

  test('banner, day segments, uptime figure, response time, incidents newest first, maintenance', async () => {
    const api = await project('api', 'shop');
    const web = await project('web', 'shop');
    // api: failed from 10 to 8 days ago, no run 40 days ago, passing since; web: failing since yesterday.
    await sendHistory(serve, api, token, documents, 90, (d) =>
      d === 40 ? undefined : d >= 8 && d <= 10 ? 'failed' : 'passed',
    );
    await sendHistory(serve, web, token, documents, 90, (d) => (d <= 1 ? 'failed' : 'passed'));
    const window = await admin.json('/api/maintenance-windows', 'POST', {
      title: 'Database upgrade',
      projectId: web,
      startsAt: new Date(Date.now() - 20 * DAY_MS).toISOString(),
      endsAt: new Date(Date.now() - 20 * DAY_MS + 3_600_000).toISOString(),
    });
    assert.equal(window.status, 201, JSON.stringify(window.body));

    const html = await page('shop');
    // One of two services fails now: a partial outage.
    assert.match(html, /<p class="banner partial"><strong>Partial outage<\/strong><\/p>/);
    const bar = (name: string) =>
      new RegExp(`<ol class="days" aria-label="${name}: uptime per day, last 90 days">(.*?)</ol>`).exec(html)![1];
    const segments = bar('api').match(/<li [^>]*>/g)!;
    assert.equal(segments.length, 90);
    assert.match(segments[89], new RegExp(`class="up" title="${day(0)}: 100% uptime"`));
    assert.match(segments[89 - 9], new RegExp(`class="low" title="${day(9)}: 0% uptime"`));
    assert.match(segments[89 - 40], new RegExp(`class="nd" title="${day(40)}: no data"`));
    // 86 of 89 runs passed.
    assert.match(html, /<span class="figure">96\.63% uptime, 90 days<\/span>/);
    assert.match(
      html,
      /<svg class="chart" viewBox="[^"]+" role="img" aria-label="api: response time, mean per day, lowest 20 ms, highest 50 ms">/,
    );
    assert.match(html, />\s*ms\s*<\/text>/);
    assert.match(html, /day \(UTC\)<\/text>/);

    const incidents = /<h2>Past incidents<\/h2>([\s\S]*)/.exec(html)![1];
    const items = incidents.match(/<li class="[^"]*">[\s\S]*?<\/li>/g)!;
    assert.equal(items.length, 3, incidents);
    assert.match(items[0], /class="incident ongoing"[\s\S]*<strong>web<\/strong>[\s\S]*<em>ongoing<\/em>/);
    assert.match(items[0], new RegExp(`${day(1)} 12:00`));
    assert.match(items[0], /health: status-code: expected 200, got 500/);
    assert.match(items[1], /class="incident"[\s\S]*<strong>api<\/strong>/);
    assert.match(items[1], new RegExp(`${day(10)} 12:00</time> –\\s*<time[^>]*>${day(7)} 12:00`));
    assert.match(items[2], /class="maintenance"[\s\S]*Maintenance[\s\S]*Database upgrade: web/);

    // Paused, web no longer counts: api passes, so the group is operational.
    await admin.json(`/api/projects/${web}/pause`, 'POST');
    assert.match(await page('shop'), /<strong>All systems operational<\/strong>/);
  });

  test('a service passing now but under 99% over 24 hours makes the group degraded; most failing is a major outage', async () => {
    const steady = await project('steady', 'calm');
    const shaky = await project('shaky', 'calm');
    await sendHistory(serve, steady, token, documents, 3, () => 'passed');
    await sendHistory(serve, shaky, token, documents, 1, () => 'passed');
    assert.match(await page('calm'), /<strong>All systems operational<\/strong>/);
    // A failure earlier today, then a pass: passing now, 50% over 24 hours.
    const earlier = Date.now() - 2 * 3_600_000;
    const { movedDocument, sendResults } = await import('../helpers/history.ts');
    await sendResults(serve, shaky, token, movedDocument(documents.failed, earlier, 10));
    assert.match(await page('calm'), /<p class="banner degraded"><strong>Degraded performance<\/strong>/);
    await sendResults(serve, steady, token, movedDocument(documents.failed, Date.now() - 60_000, 10));
    await sendResults(serve, shaky, token, movedDocument(documents.failed, Date.now() - 60_000, 11));
    assert.match(await page('calm'), /<p class="banner major"><strong>Major outage<\/strong>/);
  });

  test('50 services with 90 days each: one page under 300 KB', async (t) => {
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await project(`service-${String(i).padStart(2, '0')}`, 'fleet'));
    // Sent 8 at a time: a loaded machine still loads 4,500 runs in reasonable time.
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let id = queue.shift(); id; id = queue.shift())
          await sendHistory(serve, id, token, documents, 90, (d) => (d % 17 === 3 ? 'failed' : 'passed'));
      }),
    );
    const started = performance.now();
    const html = await page('fleet');
    t.diagnostic(
      `status page of 50 services × 90 days: ${Math.round(performance.now() - started)} ms, ${Buffer.byteLength(html)} bytes`,
    );
    assert.ok(Buffer.byteLength(html) <= 300_000, `${Buffer.byteLength(html)} bytes`);
    assert.equal(html.match(/<ol class="days"/g)!.length, 50);
    assert.equal(html.match(/<svg class="chart"/g)!.length, 50);
    assert.equal(html.match(/<li class="(up|hi|mid|low|nd)" title="/g)!.length, 50 * 90);
  });
});

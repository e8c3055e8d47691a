// Alerts from a real `assay serve` (the bundle, on SQLite) to real loopback receivers: a webhook
// (signature checked), Slack's incoming-webhook format and an SMTP server.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp-receiver.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { waitFor } from '../helpers/wait.ts';

const header = (headers: [string, string][], name: string) =>
  headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

describe('alerts', () => {
  let serve: ServeProcess;
  let admin: Client;
  let api: TargetServer;
  let receivers: TargetServer;
  let smtp: SmtpReceiver;
  let healthy = false;
  let flakyCalls = 0;

  before(async () => {
    api = await startTargetServer((_request, response) => {
      response.statusCode = healthy ? 200 : 503;
      response.end(healthy ? 'ok' : 'down');
    });
    receivers = await startTargetServer((request, response) => {
      if (request.url === '/flaky' && ++flakyCalls === 1) response.statusCode = 500;
      response.end('ok');
    });
    smtp = await startSmtpReceiver();
    serve = await startServe(['--data', tempDir('assay-alerts-')], {
      ASSAY_SECRET_KEY: Buffer.alloc(32, 5).toString('hex'),
      ASSAY_ADMIN_PASSWORD: 'alerts-admin-password',
    });
    admin = await serve.login('admin', 'alerts-admin-password');
  });
  after(async () => {
    await serve?.stop();
    await Promise.all([api?.close(), receivers?.close(), smtp?.close()]);
  });

  const runProject = async (id: string) => {
    const { body } = await admin.json(`/api/projects/${id}/runs`, 'POST');
    return waitFor('the run to finish', async () => {
      const run = (await admin.json(`/api/runs/${body.id}`)).body;
      return run.status === 'queued' || run.status === 'running' ? undefined : run;
    });
  };
  const deliveries = async (projectId: string) =>
    (
      (await admin.json('/api/alerts')).body.deliveries as {
        projectId: string;
        outcome: string;
        event: string;
        attempts: number;
      }[]
    ).filter((d) => d.projectId === projectId);

  test('a failure after the threshold, and the recovery, reach the webhook (signed), Slack and e-mail once each', async () => {
    const webhook = await admin.json('/api/alert-channels', 'POST', {
      name: 'hook',
      kind: 'webhook',
      group: 'alerting',
      failureThreshold: 2,
      config: { url: receivers.url('/webhook') },
    });
    assert.equal(webhook.status, 201, JSON.stringify(webhook.body));
    assert.ok(webhook.body.signingSecret.length >= 16);
    for (const channel of [
      { name: 'slack', kind: 'slack', config: { url: receivers.url('/slack') } },
      {
        name: 'mail',
        kind: 'email',
        config: { host: '127.0.0.1', port: smtp.port, from: 'assay@example.com', to: 'oncall@example.com' },
      },
    ])
      assert.equal(
        (await admin.json('/api/alert-channels', 'POST', { ...channel, group: 'alerting', failureThreshold: 2 }))
          .status,
        201,
      );
    const listed = JSON.stringify((await admin.json('/api/alert-channels')).body);
    assert.doesNotMatch(listed, new RegExp(webhook.body.signingSecret));
    assert.doesNotMatch(listed, /\/webhook|\/slack/);

    const yaml = `name: checkout\ntests:\n  - name: health\n    url: ${api.url('/health')}\n`;
    const project = (await admin.json('/api/projects', 'POST', { yaml, group: 'alerting' })).body;
    healthy = false;
    await runProject(project.id);
    assert.deepEqual(await deliveries(project.id), [], 'one failure is below the threshold of 2');
    await runProject(project.id);
    await waitFor('the failure deliveries', async () =>
      (await deliveries(project.id)).filter((d) => d.outcome === 'delivered').length === 3 ? true : undefined,
    );
    await waitFor('the e-mail', () => (smtp.messages.length === 1 ? true : undefined));

    const hook = receivers.requests.filter((r) => r.url === '/webhook');
    assert.equal(hook.length, 1);
    const expected = `sha256=${createHmac('sha256', webhook.body.signingSecret).update(hook[0].body).digest('hex')}`;
    assert.equal(header(hook[0].headers, 'x-assay-signature'), expected);
    const payload = JSON.parse(hook[0].body);
    assert.equal(payload.event, 'failure');
    assert.equal(payload.project.name, 'checkout');
    assert.equal(payload.state.consecutiveFailures, 2);
    assert.equal(payload.failures[0].check, 'status-code');
    assert.equal(payload.failures[0].expected, '200');
    assert.match(payload.failures[0].actual, /503/);
    const slack = JSON.parse(receivers.requests.find((r) => r.url === '/slack')!.body);
    assert.deepEqual(Object.keys(slack), ['text']);
    assert.match(slack.text, /checkout is failing: 0 of 1 tests passed; health: status-code expected 200/);
    assert.deepEqual(smtp.messages[0].to, ['oncall@example.com']);
    assert.match(smtp.messages[0].data, /Subject: \[assay\] checkout is failing/);

    // Still failing: no new alert (state change only), no reminder configured.
    await runProject(project.id);
    assert.equal(receivers.requests.filter((r) => r.url === '/webhook').length, 1);

    const acknowledged = await admin.json(`/api/projects/${project.id}/acknowledge`, 'POST');
    assert.equal(acknowledged.status, 200);
    assert.match(await (await admin.request('/alerts')).text(), /acknowledged by admin/);

    healthy = true;
    await runProject(project.id);
    await waitFor('the recovery', () =>
      receivers.requests.filter((r) => r.url === '/webhook').length === 2 ? true : undefined,
    );
    const recovery = JSON.parse(receivers.requests.filter((r) => r.url === '/webhook')[1].body);
    assert.equal(recovery.event, 'recovery');
    assert.equal(recovery.state.status, 'up');

    // Broken again: the project page shows what changed between the last pass and this failure.
    healthy = false;
    await runProject(project.id);
    const page = await (await admin.request(`/projects/${project.id}`)).text();
    assert.match(page, /What broke/);
    assert.match(page, /<td>health<\/td>\s*<td>passed<\/td>\s*<td>failed<\/td>\s*<td>200 → 503<\/td>/);
  });

  test('a delivery that fails is retried, and its outcome is shown', async () => {
    await admin.json('/api/alert-channels', 'POST', {
      name: 'flaky',
      kind: 'webhook',
      group: 'flaky',
      config: { url: receivers.url('/flaky') },
    });
    const project = (
      await admin.json('/api/projects', 'POST', {
        yaml: `name: flaky-target\ntests:\n  - url: ${api.url('/x')}\n`,
        group: 'flaky',
      })
    ).body;
    healthy = false;
    await runProject(project.id);
    const [delivery] = await waitFor('the retried delivery', async () => {
      const list = await deliveries(project.id);
      return list[0]?.outcome === 'delivered' ? list : undefined;
    });
    assert.equal(delivery.attempts, 2);
    assert.equal(flakyCalls, 2);
    const page = await (await admin.request('/alerts')).text();
    assert.match(page, /flaky-target/);
    assert.match(page, /delivered/);
  });

  test('a maintenance window silences alerts of its project', async () => {
    await admin.json('/api/alert-channels', 'POST', {
      name: 'maint',
      kind: 'slack',
      group: 'maint',
      config: { url: receivers.url('/maint') },
    });
    const project = (
      await admin.json('/api/projects', 'POST', {
        yaml: `name: in-maintenance\ntests:\n  - url: ${api.url('/y')}\n`,
        group: 'maint',
      })
    ).body;
    const window = await admin.json('/api/maintenance-windows', 'POST', {
      title: 'database upgrade',
      projectId: project.id,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.equal(window.status, 201, JSON.stringify(window.body));
    const recurring = await admin.json('/api/maintenance-windows', 'POST', {
      title: 'nightly',
      cron: '0 3 * * *',
      timeZone: 'Europe/Paris',
    });
    assert.equal(recurring.status, 400);
    assert.match(recurring.body.error, /durationMinutes/);
    healthy = false;
    await runProject(project.id);
    const [delivery] = await waitFor('the silenced delivery', async () => {
      const list = await deliveries(project.id);
      return list.length > 0 ? list : undefined;
    });
    assert.equal(delivery.outcome, 'silenced');
    assert.equal(receivers.requests.filter((r) => r.url === '/maint').length, 0);
  });
});

// The dashboard's forms for alert channels and maintenance windows, posted the way a browser posts
// them (urlencoded, with the _csrf field) to the bundled `assay serve`: what they store (read back
// through the API), that secrets never come back, that a mistake re-shows the form, roles and CSRF.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { login, startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const PASSWORD = 'forms-admin-password';

/** Posts a form as a browser does: urlencoded, the CSRF token as the `_csrf` field. */
function post(client: Client, path: string, fields: Record<string, string>, withCsrf = true): Promise<Response> {
  return client.request(path, {
    method: 'POST',
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...(withCsrf ? { _csrf: client.csrf } : {}), ...fields }),
  });
}

describe('alert forms', () => {
  let serve: ServeProcess;
  let admin: Client;
  let editor: Client;
  let viewer: Client;

  before(async () => {
    serve = await startServe(['--data', tempDir('assay-alert-forms-')], {
      ASSAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      ASSAY_ADMIN_PASSWORD: PASSWORD,
    });
    admin = await serve.login('admin', PASSWORD);
    for (const [name, role] of [
      ['vera', 'viewer'],
      ['eddie', 'editor'],
    ])
      await admin.json('/api/users', 'POST', { name, role, password: `${name}-password-long` });
    viewer = await login(serve.origin, 'vera', 'vera-password-long');
    editor = await login(serve.origin, 'eddie', 'eddie-password-long');
  });
  after(() => serve?.stop());

  const channels = async () => (await admin.json('/api/alert-channels')).body.channels as Record<string, unknown>[];

  test('a webhook channel made with the form: its signing secret shown once, its URL path never', async () => {
    const created = await post(editor, '/alerts/channels?kind=webhook', {
      name: 'deploys',
      url: 'https://hooks.example.com/T0KEN-IN-PATH',
      group: 'shop',
      failureThreshold: '2',
      recoveryThreshold: '3',
      reminderMinutes: '',
    });
    assert.equal(created.status, 201);
    const secret = /The signing secret of deploys[^]*?<code>([\w-]{20,})<\/code>/.exec(await created.text())?.[1];
    assert.ok(secret, 'the signing secret is on the page');
    const [channel] = await channels();
    assert.deepEqual(
      { ...channel, id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        name: 'deploys',
        kind: 'webhook',
        group: 'shop',
        failureThreshold: 2,
        recoveryThreshold: 3,
        reminderMinutes: null,
      },
    );
    for (const page of [
      await (await editor.request('/alerts')).text(),
      await (await editor.request(`/alerts/channels/${channel.id}`)).text(),
    ]) {
      assert.match(page, /https:\/\/hooks\.example\.com\/…/);
      assert.doesNotMatch(page, /T0KEN-IN-PATH/);
      assert.ok(!page.includes(secret));
    }

    // Changed with the URL and secret left empty: they are kept, the rest is what the form says.
    const saved = await post(editor, `/alerts/channels/${channel.id}`, {
      name: 'deploys-2',
      url: '',
      secret: '',
      group: '',
      failureThreshold: '1',
      recoveryThreshold: '1',
      reminderMinutes: '30',
    });
    assert.equal(saved.status, 303);
    const [changed] = await channels();
    assert.equal(changed.name, 'deploys-2');
    assert.equal(changed.group, null);
    assert.equal(changed.reminderMinutes, 30);
    assert.match(await (await editor.request('/alerts')).text(), /https:\/\/hooks\.example\.com\/…/);

    // The API changes a channel the same way; its kind stays.
    const renamed = await admin.json(`/api/alert-channels/${channel.id}`, 'PUT', { name: 'deploys-3' });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.reminderMinutes, 30);
    const rekind = await admin.json(`/api/alert-channels/${channel.id}`, 'PUT', { kind: 'slack' });
    assert.equal(rekind.status, 400);
    assert.match(rekind.body.error, /kind of a channel does not change/);

    assert.equal((await post(editor, `/alerts/channels/${channel.id}/delete`, {})).status, 303);
    assert.deepEqual(await channels(), []);
  });

  test('a mistake re-shows the form with the message and what was typed, never the password', async () => {
    const refused = await post(editor, '/alerts/channels?kind=email', {
      name: 'mail',
      host: 'smtp.example.com',
      port: '587',
      security: 'starttls',
      user: 'assay',
      password: 'hunter2-smtp-password',
      from: 'not-an-address',
      to: 'oncall@example.com',
    });
    assert.equal(refused.status, 400);
    const page = await refused.text();
    assert.match(page, /class="problem">an email channel needs config\.from, an address/);
    assert.match(page, /value="smtp\.example\.com"/);
    assert.doesNotMatch(page, /hunter2/);
    assert.deepEqual(await channels(), []);

    const made = await post(editor, '/alerts/channels?kind=email', {
      name: 'mail',
      host: 'smtp.example.com',
      port: '465',
      security: 'tls',
      user: 'assay',
      password: 'hunter2-smtp-password',
      from: 'assay@example.com',
      to: 'a@example.com, b@example.com',
    });
    assert.equal(made.status, 303);
    const [mail] = await channels();
    const edit = await (await editor.request(`/alerts/channels/${mail.id}`)).text();
    assert.match(edit, /name="port" inputmode="numeric" value="465"/);
    assert.match(edit, /name="to" required value="a@example\.com, b@example\.com"/);
    assert.match(edit, /value="tls"\s+selected/);
    assert.doesNotMatch(edit, /hunter2/);
    assert.match(
      await (await editor.request('/alerts')).text(),
      /a@example\.com, b@example\.com via smtp\.example\.com:465/,
    );
    await post(editor, `/alerts/channels/${mail.id}/delete`, {});
  });

  test('maintenance windows: one-off in a time zone, recurring, a wrong zone refused, edit and delete', async () => {
    const project = await admin.json('/api/projects', 'POST', {
      yaml: 'name: billing\ntests:\n  - url: http://127.0.0.1:9/\n',
    });
    const once = await post(editor, '/alerts/windows', {
      title: 'migration',
      projectId: project.body.id,
      timeZone: 'Asia/Kolkata',
      repeat: 'once',
      startsAt: '2026-12-01T09:00',
      endsAt: '2026-12-01T10:30',
      cron: '',
      durationMinutes: '',
    });
    assert.equal(once.status, 303);
    const [window] = (await admin.json('/api/maintenance-windows')).body.windows;
    assert.equal(window.startsAt, '2026-12-01T03:30:00.000Z');
    assert.equal(window.endsAt, '2026-12-01T05:00:00.000Z');
    assert.equal(window.projectId, project.body.id);
    assert.equal(window.timeZone, 'Asia/Kolkata');
    const edit = await (await editor.request(`/alerts/windows/${window.id}`)).text();
    assert.match(edit, /name="startsAt" type="datetime-local" value="2026-12-01T09:00"/);
    assert.match(
      await (await editor.request('/alerts')).text(),
      /2026-12-01 09:00 – 2026-12-01 10:30 \(Asia\/Kolkata\)/,
    );

    const wrongZone = await post(editor, `/alerts/windows/${window.id}`, {
      title: 'migration',
      timeZone: 'Mars/Olympus_Mons',
      repeat: 'once',
      startsAt: '2026-12-01T09:00',
      endsAt: '2026-12-01T10:30',
    });
    assert.equal(wrongZone.status, 400);
    assert.match(await wrongZone.text(), /unknown time zone `Mars\/Olympus_Mons`/);
    const backwards = await post(editor, '/alerts/windows', {
      title: 'backwards',
      timeZone: 'UTC',
      repeat: 'once',
      startsAt: '2026-12-01T10:00',
      endsAt: '2026-12-01T09:00',
    });
    assert.equal(backwards.status, 400);
    assert.match(await backwards.text(), /startsAt before endsAt/);

    const recurring = await post(editor, `/alerts/windows/${window.id}`, {
      title: 'nightly backup',
      projectId: '',
      timeZone: 'Europe/Paris',
      repeat: 'cron',
      cron: '0 3 * * *',
      durationMinutes: '30',
    });
    assert.equal(recurring.status, 303);
    const [changed] = (await admin.json('/api/maintenance-windows')).body.windows;
    assert.deepEqual(
      [changed.id, changed.title, changed.projectId, changed.cron, changed.durationMinutes, changed.timeZone],
      [window.id, 'nightly backup', null, '0 3 * * *', 30, 'Europe/Paris'],
    );
    assert.equal(changed.startsAt, null);
    assert.match(await (await editor.request('/alerts')).text(), /0 3 \* \* \* for 30 min \(Europe\/Paris\)/);

    assert.equal((await post(editor, `/alerts/windows/${window.id}/delete`, {})).status, 303);
    assert.deepEqual((await admin.json('/api/maintenance-windows')).body.windows, []);
  });

  test('a viewer sees the page but no forms; a form without the CSRF token is refused', async () => {
    const window = (
      await admin.json('/api/maintenance-windows', 'POST', {
        title: 'kept',
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-12-02T00:00:00Z',
      })
    ).body;
    const page = await (await viewer.request('/alerts')).text();
    assert.match(page, /kept/);
    assert.doesNotMatch(page, /New channel|New maintenance window|\/delete/);
    assert.equal((await viewer.request('/alerts/channels/new?kind=slack')).status, 403);
    assert.equal((await viewer.request('/alerts/windows/new')).status, 403);
    assert.equal((await viewer.request(`/alerts/windows/${window.id}`)).status, 403);
    const slack = { name: 'chat', url: 'https://hooks.slack.com/services/X/Y/Z' };
    assert.equal((await post(viewer, '/alerts/channels?kind=slack', slack)).status, 403);
    assert.equal((await post(viewer, `/alerts/windows/${window.id}/delete`, {})).status, 403);
    assert.equal((await post(editor, '/alerts/channels?kind=slack', slack, false)).status, 403);
    assert.equal((await post(editor, `/alerts/windows/${window.id}/delete`, {}, false)).status, 403);
    const forged = await editor.request('/alerts/channels?kind=slack', {
      method: 'POST',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ _csrf: editor.csrf, ...slack }),
    });
    assert.equal(forged.status, 403);
    assert.deepEqual(await channels(), []);
    assert.equal((await admin.json('/api/maintenance-windows')).body.windows.length, 1);
    // Without a session the forms lead to the sign-in page.
    const anonymous = await fetch(serve.url('/alerts/windows/new'), { redirect: 'manual' });
    assert.equal(anonymous.status, 303);
    assert.match(anonymous.headers.get('location')!, /^\/login\?next=/);
  });
});

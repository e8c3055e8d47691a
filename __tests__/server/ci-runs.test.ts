// Runs from CI in the hosted form: `assay -c … --report-to <project page>` and `assay upload` send a
// results.json to `assay serve` (both the bundled CLI as child processes), which records it beside the
// scheduled runs with its own times and provenance, once, and counts it only when the project says so.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/run-cli.ts';
import { runAction } from '../action/run-action.ts';
import { startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { waitFor } from '../helpers/wait.ts';
import { buildLargeResultsDocument } from '../helpers/results-fixture.ts';
import { resultsJson } from '../../src/report/results/results-json.ts';
import { joined } from '../../src/report/formats/json-pieces.ts';

const GITHUB = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SHA: '3f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39',
  GITHUB_REF_NAME: '17/merge',
  GITHUB_HEAD_REF: 'fix-checkout',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_RUN_ID: '4242',
  GITHUB_WORKFLOW: 'API tests',
  GITHUB_SERVER_URL: 'https://github.com',
};
const DAY = 86_400_000;

describe('runs sent from CI to assay serve', () => {
  let target: TargetServer;
  let serve: ServeProcess;
  let admin: Client;
  let projectId: string;
  let runToken: string;
  let readToken: string;
  let dir: string;

  before(async () => {
    target = await startTargetServer((request, response) => {
      response.statusCode = request.url === '/broken' ? 500 : 200;
      response.end(request.url === '/broken' ? 'boom' : 'ok');
    });
    dir = tempDir('assay-ci-runs-');
    serve = await startServe(['--data', join(dir, 'data'), '--public-status', 'default'], {
      ASSAY_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      ASSAY_ADMIN_PASSWORD: undefined,
    });
    admin = await serve.login('admin', serve.adminPassword!);
    const created = await admin.json('/api/projects', 'POST', {
      yaml: `name: shop\ntests:\n  - url: ${target.url('/ok')}\n`,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    projectId = created.body.id;
    runToken = (await admin.json('/api/tokens', 'POST', { name: 'ci', scopes: ['run'] })).body.token;
    readToken = (await admin.json('/api/tokens', 'POST', { name: 'reader', scopes: ['read'] })).body.token;
    writeFileSync(
      join(dir, 'mixed.yaml'),
      `name: checkout\ntests:\n  - url: ${target.url('/ok')}\n  - url: ${target.url('/broken')}\n`,
    );
    writeFileSync(join(dir, 'green.yaml'), `name: checkout\ntests:\n  - url: ${target.url('/ok')}\n`);
  });

  after(async () => {
    await serve?.stop();
    await target?.close();
  });

  const page = () => `${serve.origin}/projects/${projectId}`;
  const runs = async () => (await admin.json(`/api/projects/${projectId}/runs`)).body.runs as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const uptime = async () => {
    const svg = await (await fetch(serve.url(`/badges/${projectId}/uptime.svg?window=90d`))).text();
    return /aria-label="[^:]*: ([^"]*)"/.exec(svg)![1];
  };

  test('--report-to sends the results with where they ran; the run is marked ci and not counted', async () => {
    const out = join(dir, 'out');
    const sent = await runCli(['-c', join(dir, 'mixed.yaml'), '-o', out, '--report-to', page()], {
      env: { ...GITHUB, ASSAY_TOKEN: runToken },
    });
    assert.equal(sent.code, 1, sent.stderr); // a test failed; the send itself succeeded
    assert.match(sent.stdout, new RegExp(`Results sent to ${serve.origin}: ${serve.origin}/runs/[0-9a-f-]{36}`));
    assert.doesNotMatch(sent.stdout + sent.stderr, new RegExp(runToken));
    const file = readFileSync(join(out, 'results.json'), 'utf8');
    assert.doesNotMatch(file, new RegExp(runToken));
    const document = JSON.parse(file);
    assert.deepEqual(document.run.ci, {
      provider: 'github-actions',
      repository: 'acme/shop',
      commit: GITHUB.GITHUB_SHA,
      branch: 'fix-checkout',
      workflow: 'API tests',
      runUrl: 'https://github.com/acme/shop/actions/runs/4242',
    });
    const [run] = await runs();
    assert.equal(run.trigger, 'ci');
    assert.equal(run.status, 'failed');
    assert.deepEqual(run.totals, { passed: 1, failed: 1, errored: 0, skipped: 0 });
    assert.equal(run.startedAt, new Date(document.run.startedAt).toISOString());
    assert.deepEqual(run.ci, document.run.ci);
    assert.equal(await (await admin.request(`/api/runs/${run.id}/results`)).text(), file);
    // Not counted: scheduled runs drive the status and uptime unless the project says otherwise.
    assert.equal((await admin.json(`/api/projects/${projectId}`)).body.status, 'unknown');
    assert.doesNotMatch(await uptime(), /%/);

    // The same document again is recorded once.
    const again = await runCli(['upload', join(out, 'results.json'), '--to', page()], {
      env: { ASSAY_TOKEN: runToken },
    });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /already recorded as/);
    assert.equal((await runs()).length, 1);
  });

  test('assay upload brings earlier history with its own dates; counted runs make the uptime', async () => {
    const out = join(dir, 'green-out');
    const green = await runCli(['-c', join(dir, 'green.yaml'), '-o', out], {});
    assert.equal(green.code, 0, green.stderr);
    const document = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const shifted = (days: number) => {
      const copy = structuredClone(document);
      copy.run.startedAt = new Date(Date.parse(document.run.startedAt) - days * DAY).toISOString();
      copy.run.finishedAt = new Date(Date.parse(document.run.finishedAt) - days * DAY).toISOString();
      const path = join(dir, `old-${days}.json`);
      writeFileSync(path, JSON.stringify(copy));
      return { path, startedAt: copy.run.startedAt };
    };
    const twenty = shifted(20);
    assert.equal((await admin.json(`/api/projects/${projectId}`, 'PUT', { ciRunsCount: true })).body.ciRunsCount, true);
    const ten = shifted(10);
    const uploaded = await runCli(['upload', twenty.path, ten.path, '--to', page()], {
      env: { ASSAY_TOKEN: runToken },
    });
    assert.equal(uploaded.code, 0, uploaded.stderr);
    assert.equal((uploaded.stdout.match(/: recorded as /g) ?? []).length, 2);
    const recorded = await runs();
    assert.deepEqual(
      recorded.map((r: { startedAt: string }) => r.startedAt).filter((s: string) => s !== recorded[0].startedAt),
      [ten.startedAt, twenty.startedAt],
    );
    // Both counted (the project counts CI runs now), on their own days: 2 passing runs in 90 days.
    assert.equal(await uptime(), '100.00%');
    // An old run does not set today's status; the newest run (the failing one sent first) is still newest.
    assert.equal((await admin.json(`/api/projects/${projectId}`)).body.status, 'unknown');
    const now = await runCli(['-c', join(dir, 'green.yaml'), '--report-to', page()], {
      env: { ASSAY_TOKEN: runToken },
    });
    assert.equal(now.code, 0, now.stderr);
    assert.doesNotMatch(now.stdout, /Reports:/); // without -o nothing is left on disk to name
    assert.equal((await admin.json(`/api/projects/${projectId}`)).body.status, 'passing');
  });

  test('the action sends its run with report_to and report_token, the token masked in the log', async () => {
    const workspace = tempDir('assay-ci-action-');
    writeFileSync(join(workspace, 'api.yaml'), `name: from the action\ntests:\n  - url: ${target.url('/ok')}\n`);
    const before = (await runs()).length;
    const result = await runAction({
      workspace,
      inputs: { args: '-c api.yaml', upload: 'false', report_to: page(), report_token: runToken },
      env: { GITHUB_SHA: GITHUB.GITHUB_SHA, GITHUB_REF_NAME: 'main', GITHUB_WORKFLOW: 'API tests' },
    });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const log = (result.stdout + result.stderr).split('\n');
    assert.ok(log.includes(`::add-mask::${runToken}`), 'the token is masked before anything prints');
    assert.deepEqual(
      log.filter((line) => line.includes(runToken)),
      [`::add-mask::${runToken}`],
    );
    const recorded = await runs();
    assert.equal(recorded.length, before + 1);
    assert.equal(recorded[0].trigger, 'ci');
    assert.deepEqual(recorded[0].ci, {
      provider: 'github-actions',
      repository: 'octo-org/api',
      commit: GITHUB.GITHUB_SHA,
      branch: 'main',
      workflow: 'API tests',
      runUrl: 'https://github.com/octo-org/api/actions/runs/4242',
    });
    // The project page marks it `ci`, linked to its workflow run and commit.
    const projectPage = await (await admin.request(`/projects/${projectId}`)).text();
    const row = new RegExp(`<tr class="passed" data-run="${recorded[0].id}">[\\s\\S]*?</tr>`).exec(projectPage)?.[0];
    assert.match(row ?? '', /<a href="https:\/\/github\.com\/octo-org\/api\/actions\/runs\/4242">ci<\/a>/);
    assert.match(
      row ?? '',
      new RegExp(`<a class="ci" href="https://github\\.com/octo-org/api/commit/${GITHUB.GITHUB_SHA}">3f1c2a9</a>`),
    );
  });

  test('a hostile repository name in the provenance is shown escaped, and no commit link is made of it', async () => {
    const document = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
    document.run.ci = {
      provider: 'github-actions',
      repository: 'x/y"><script>alert(1)</script>',
      commit: GITHUB.GITHUB_SHA,
      runUrl: 'https://ci.example/runs/7',
    };
    const sent = await fetch(serve.url(`/api/projects/${projectId}/results`), {
      method: 'POST',
      headers: { authorization: `Bearer ${runToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(document),
    });
    const text = await sent.text();
    assert.equal(sent.status, 201, text);
    const { id } = JSON.parse(text) as { id: string };
    const projectPage = await (await admin.request(`/projects/${projectId}`)).text();
    const row = new RegExp(`<tr class="failed" data-run="${id}">[\\s\\S]*?</tr>`).exec(projectPage)?.[0] ?? '';
    assert.match(row, /<a href="https:\/\/ci\.example\/runs\/7">ci<\/a> <code>3f1c2a9<\/code>/);
    assert.doesNotMatch(projectPage, /<script>alert/);
  });

  test('what is not a results.json from a run-scoped token is refused with the reason', async () => {
    const post = (body: string | Uint8Array<ArrayBuffer>, token = runToken, type = 'application/json') =>
      fetch(serve.url(`/api/projects/${projectId}/results`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body,
      });
    const before = (await runs()).length;
    const refused = async (response: Response, status: number, message: RegExp) => {
      assert.equal(response.status, status);
      assert.match(((await response.json()) as { error: string }).error, message);
    };
    await refused(await post('{}', readToken), 403, /run/);
    await refused(await post('{}', runToken, 'text/plain'), 415, /application\/json/);
    await refused(await post('{"schemaVersion":1'), 400, /not JSON/);
    await refused(
      await post('{"schemaVersion":1}'),
      400,
      /not an assay results\.json: \/ must have required property 'tool'/,
    );
    const future = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
    future.run.finishedAt = new Date(Date.now() + 2 * DAY).toISOString();
    await refused(await post(JSON.stringify(future)), 400, /finished in the future/);
    await refused(await post(new Uint8Array(33 * 1024 * 1024).fill(32)), 413, /larger than/);
    assert.equal((await runs()).length, before);
  });

  const send = (body: string) =>
    fetch(serve.url(`/api/projects/${projectId}/results`), {
      method: 'POST',
      headers: { authorization: `Bearer ${runToken}`, 'content-type': 'application/json' },
      body,
    });

  test("a results.json in assay's layout is checked a record at a time: a record not JSON or of the wrong shape is refused, named", async () => {
    const lines = readFileSync(join(dir, 'out', 'results.json'), 'utf8').split('\n');
    const first = lines.findIndex((line) => line.startsWith('        {"index":'));
    assert.match(lines[first], /"outcome":"passed"/);
    const edited = (edit: (line: string) => string) =>
      lines.map((line, i) => (i === first ? edit(line) : line)).join('\n');
    const before = (await runs()).length;
    const refused = async (body: string, message: RegExp) => {
      const response = await send(body);
      const text = await response.text();
      assert.equal(response.status, 400, text);
      assert.match((JSON.parse(text) as { error: string }).error, message);
    };
    await refused(
      edited((line) => line.replace('{"index":', '{"index":,')),
      /^the body is not JSON: \/collections\/0\/tests\/0: /,
    );
    await refused(
      edited((line) => line.replace('"outcome":"passed"', '"outcome":"won"')),
      /^the body is not an assay results\.json: \/collections\/0\/tests\/0\/outcome must be equal to one of the allowed values/,
    );
    assert.equal((await runs()).length, before);
  });

  test("a reformatted results.json is stored in assay's layout: its run page and report are those of the file as written", async () => {
    const written = readFileSync(join(dir, 'out', 'results.json'), 'utf8');
    const asWritten = await send(written);
    assert.ok([200, 201].includes(asWritten.status));
    const reformatted = await send(JSON.stringify(JSON.parse(written), null, 4));
    assert.equal(reformatted.status, 201);
    const [a, b] = [(await asWritten.json()).id as string, (await reformatted.json()).id as string];
    const stored = await (await admin.request(`/api/runs/${b}/results`)).text();
    assert.deepEqual(JSON.parse(stored), JSON.parse(written));
    assert.match(stored, /^\{\n {2}"schemaVersion": 1,\n[\s\S]*\n {6}"tests": \[\n {8}\{"index":0,/);
    const failures = async (id: string) =>
      /<h2>Failures<\/h2>[\s\S]*?<\/table>/.exec(await (await admin.request(`/runs/${id}`)).text())?.[0];
    const table = await failures(a);
    assert.match(table ?? '', /status-code|500/);
    assert.equal(await failures(b), table);
    const report = async (id: string) => (await admin.request(`/runs/${id}/report`)).text();
    const page = await report(a);
    assert.match(page, /^<!doctype html>[\s\S]*<\/html>$/);
    assert.equal(await report(b), page);
  });

  test("a run's HTML report on the server is the command line's report.html of the same results, byte for byte", async () => {
    const out = join(dir, 'out-html');
    const ran = await runCli(['-c', join(dir, 'mixed.yaml'), '-o', out, '--format', 'html']);
    assert.equal(ran.code, 1, ran.stderr);
    const sent = await send(readFileSync(join(out, 'results.json'), 'utf8'));
    assert.equal(sent.status, 201);
    const { id } = (await sent.json()) as { id: string };
    const report = await admin.request(`/runs/${id}/report`);
    assert.equal(report.status, 200);
    assert.equal(await report.text(), readFileSync(join(out, 'report.html'), 'utf8'));
  });

  test("a large run's report is streamed, its rows waiting in a temporary file that a client going away removes", async () => {
    const doc = buildLargeResultsDocument(20_000);
    doc.run.startedAt = new Date(Date.now() - 60_000).toISOString();
    doc.run.finishedAt = new Date(Date.now() - 1_000).toISOString();
    const sent = await send(joined(resultsJson(doc)));
    assert.equal(sent.status, 201);
    const { id } = (await sent.json()) as { id: string };
    const rowFiles = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`assay-html-${serve.child.pid}-`));
    const aborted = new AbortController();
    const report = await admin.request(`/runs/${id}/report`, { signal: aborted.signal });
    await report.body!.getReader().read();
    // The page (~20 MB) is more than the sockets hold: the server waits for this client, mid-page.
    assert.equal(rowFiles().length, 1);
    aborted.abort();
    await waitFor('the rows file to go', () => (rowFiles().length === 0 ? true : undefined));
    const whole = await (await admin.request(`/runs/${id}/report`)).text();
    assert.match(whole.slice(-100), /<\/html>$/);
    assert.equal(rowFiles().length, 0);
  });

  test('the command line refuses a send it cannot make before anything is sent, and fails when it is refused', async () => {
    const requestsBefore = target.requests.length;
    const noToken = await runCli(['-c', join(dir, 'green.yaml'), '--report-to', page()], {
      env: { ASSAY_TOKEN: undefined },
    });
    assert.equal(noToken.code, 2);
    assert.match(noToken.stderr, /--report-to needs the server's API token .* in ASSAY_TOKEN: nothing was sent/);
    assert.equal(target.requests.length, requestsBefore);
    const withCredentials = await runCli(
      ['-c', join(dir, 'green.yaml'), '--report-to', `http://ci:${runToken}@127.0.0.1/projects/${projectId}`],
      { env: { ASSAY_TOKEN: runToken } },
    );
    assert.equal(withCredentials.code, 2);
    assert.doesNotMatch(withCredentials.stderr, /nothing/);
    const readOnly = await runCli(['-c', join(dir, 'green.yaml'), '--report-to', page()], {
      env: { ASSAY_TOKEN: readToken },
    });
    assert.equal(readOnly.code, 1, 'a run whose results were not delivered is not green');
    assert.match(
      readOnly.stderr,
      /could not send the results \(--report-to\): .* answered 403.*the token needs the run scope/,
    );
    assert.doesNotMatch(readOnly.stdout + readOnly.stderr, new RegExp(readToken));
  });
});

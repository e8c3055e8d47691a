/**
 * A server with a story to show, for the browser tests of the hosted pages and the screenshot script
 * (scripts/screenshots.ts): the bundled `assay serve` with the public group `shop` of three projects
 * and 90 days of history each, sent through the results endpoint — `api` failed from 10 to 8 days ago,
 * `web` fails since yesterday (its last run sent from GitHub Actions), `batch` is paused.
 *
 *   const shop = await startHostedFixture();  shop.origin  shop.ids.api  await shop.stop();
 */
import { startServe, type ServeProcess } from './serve-process.ts';
import { startTargetServer, type TargetServer } from './target-server.ts';
import { tempDir } from './temp-dir.ts';
import { movedDocument, resultsDocuments, sendHistory, sendResults } from './history.ts';

export const FIXTURE_PASSWORD = 'hosted-pages-admin-password';

export interface HostedFixture {
  serve: ServeProcess;
  /** On `localhost`: a secure context, where Chromium keeps the Secure session cookie over plain HTTP. */
  origin: string;
  ids: { api: string; web: string; batch: string };
  /** The run of `web` sent from CI. */
  ciRunId: string;
  stop(): Promise<void>;
}

export async function startHostedFixture(): Promise<HostedFixture> {
  const target: TargetServer = await startTargetServer((request, response) => {
    response.statusCode = request.url === '/broken' ? 500 : 200;
    response.end(request.url === '/broken' ? 'boom' : 'ok');
  });
  const dir = tempDir('assay-hosted-pages-');
  const serve = await startServe(['--data', dir, '--public-status', 'shop'], {
    ASSAY_ADMIN_PASSWORD: FIXTURE_PASSWORD,
    ASSAY_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
  });
  const admin = await serve.login('admin', FIXTURE_PASSWORD);
  const token = (await admin.json('/api/tokens', 'POST', { name: 'ci', scopes: ['run'] })).body.token as string;
  const documents = await resultsDocuments(target, dir);
  const project = async (name: string) => {
    const created = await admin.json('/api/projects', 'POST', {
      yaml: `name: ${name}\ntests:\n  - name: health\n    url: ${target.url('/ok')}\n`,
      group: 'shop',
    });
    await admin.json(`/api/projects/${created.body.id}`, 'PUT', { ciRunsCount: true });
    return created.body.id as string;
  };
  const ids = { api: await project('api'), web: await project('web'), batch: await project('batch') };
  await sendHistory(serve, ids.api, token, documents, 90, (d) =>
    d === 40 ? undefined : d >= 8 && d <= 10 ? 'failed' : 'passed',
  );
  await sendHistory(
    serve,
    ids.web,
    token,
    documents,
    90,
    (d) => (d <= 1 ? 'failed' : 'passed'),
    (d) => 40 + (d % 11) * 9,
  );
  await sendHistory(serve, ids.batch, token, documents, 30, () => 'passed');
  await admin.json(`/api/projects/${ids.batch}/pause`, 'POST');
  const fromCi = JSON.parse(movedDocument(documents.failed, Date.now() - 60_000, 35));
  fromCi.run.ci = {
    provider: 'github-actions',
    repository: 'acme/web',
    commit: '3f1c2a9d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39',
    branch: 'fix-checkout',
    workflow: 'API tests',
    runUrl: 'https://github.com/acme/web/actions/runs/4242',
  };
  await sendResults(serve, ids.web, token, JSON.stringify(fromCi));
  const [ciRun] = (await admin.json(`/api/projects/${ids.web}/runs`)).body.runs;
  return {
    serve,
    origin: serve.origin.replace('127.0.0.1', 'localhost'),
    ids,
    ciRunId: ciRun.id,
    stop: async () => {
      await serve.stop();
      await target.close();
    },
  };
}

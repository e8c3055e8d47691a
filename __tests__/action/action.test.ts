// The bundled action, run as the runner runs it, against a loopback API and a loopback artifact
// service. Each test checks what a workflow author sees: the step's exit code, its outputs, the
// job summary, the annotations in the log, and the artifact's contents.
import { describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readZip, startArtifactService, type ArtifactService } from '../helpers/artifact-service.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runAction } from './run-action.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const API_KEY = 'sk-live-4f9c2a7e51b3';
const CAPTURED_TOKEN = 'tok-8d1e6b0c93aa';

const PASSING = `name: Passing
baseUrl: \${{ vars.baseUrl }}
tests:
  - name: Health
    url: /health
  - name: Log in
    method: POST
    url: /login
    headers:
      - "Authorization: Bearer \${{ secrets.apiKey }}"
    context:
      - name: token
        type: secret
        pattern: '"token":"([^"]+)"'
    validators:
      - status-code: 200
`;

const FAILING = `name: Failing
baseUrl: \${{ vars.baseUrl }}
tests:
  - name: Health
    url: /health
  - name: Missing item
    url: /missing
    validators:
      - status-code: 200
`;

const BROKEN = `name: Broken
tests:
  - name: Unknown validator
    url: http://127.0.0.1:9/x
    validators:
      - status-kode: 200
`;

interface Setup {
  workspace: string;
  target: TargetServer;
  service: ArtifactService;
  /** `args` that point the collections at the target API and pass the API key secret. */
  args: string;
}

async function setup(t: TestContext, options: { existingArtifacts?: string[] } = {}): Promise<Setup> {
  const workspace = tempDir('assay-action-workspace-');
  const files: Record<string, string> = {
    'passing/passing.yaml': PASSING,
    'failing/failing.yaml': FAILING,
    'bad/broken.yaml': BROKEN,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(workspace, dirname(path)), { recursive: true });
    writeFileSync(join(workspace, path), text);
  }
  const target = await startTargetServer((request, response) => {
    if (request.url === '/health') return void response.end('ok');
    if (request.url === '/login') {
      response.setHeader('content-type', 'application/json');
      return void response.end(`{"token":"${CAPTURED_TOKEN}"}`);
    }
    response.statusCode = 404;
    response.end('not here');
  });
  const service = await startArtifactService({ existingNames: options.existingArtifacts });
  t.after(() => Promise.all([target.close(), service.close()]));
  return { workspace, target, service, args: `--variables baseUrl=${target.origin} \\\n--secrets apiKey=${API_KEY}` };
}

function zipEntries(service: ArtifactService): Map<string, string> {
  assert.equal(service.uploads.length, 1, 'exactly one artifact uploaded');
  return new Map([...readZip(service.uploads[0].zip)].map(([name, data]) => [name, data.toString('utf8')]));
}

/** Log lines that mention a value, other than the command that tells the runner to mask it. */
function unmaskedLines(log: string, value: string): string[] {
  return log.split('\n').filter((line) => line.includes(value) && line !== `::add-mask::${value}`);
}

describe('the action', { concurrency: true }, () => {
  test('a passing run sets the outputs, uploads the reports, writes the summary and passes', async (t) => {
    const { workspace, target, service, args } = await setup(t);
    const result = await runAction({ workspace, service, inputs: { input_dir: 'passing', args } });

    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.deepEqual(
      { ...result.outputs },
      {
        total: '2',
        passed: '2',
        failed: '0',
        errored: '0',
        skipped: '0',
        not_run: '0',
        results: 'output/results.json',
        artifact_name: 'assay-results-api-tests',
        artifact_id: '1000',
        artifact_url: 'https://github.com/octo-org/api/actions/runs/4242/artifacts/1000',
      },
    );
    assert.equal(service.uploads[0].name, 'assay-results-api-tests');
    const entries = zipEntries(service);
    assert.deepEqual([...entries.keys()].sort(), ['junit.xml', 'results.json']);
    const results = JSON.parse(entries.get('results.json')!) as { totals: { passed: number } };
    assert.equal(results.totals.passed, 2);
    assert.match(result.summary, /Passing/);
    assert.match(
      result.summary,
      /Reports: \[assay-results-api-tests\]\(https:\/\/github\.com\/octo-org\/api\/actions\/runs\/4242\/artifacts\/1000\)/,
    );
    assert.doesNotMatch(result.stdout, /^::error/m);
    assert.equal(target.requests.length, 2);
  });

  test('secrets are masked in the log as soon as known and kept out of the summary and the artifact', async (t) => {
    const { workspace, target, service, args } = await setup(t);
    const result = await runAction({
      workspace,
      service,
      inputs: { input_dir: 'passing', args: `${args} --license lic-0042-secret -f html,ctrf` },
    });

    assert.equal(result.code, 0, result.stdout + result.stderr);
    const login = target.requests.find((r) => r.url === '/login');
    assert.ok(
      login?.headers.some(([name, value]) => name.toLowerCase() === 'authorization' && value === `Bearer ${API_KEY}`),
      'the API got the real key',
    );
    for (const secret of [API_KEY, CAPTURED_TOKEN, 'lic-0042-secret']) {
      assert.ok(result.stdout.includes(`::add-mask::${secret}\n`), `::add-mask:: for ${secret}`);
      assert.deepEqual(unmaskedLines(result.stdout + result.stderr, secret), [], `${secret} in the log`);
      assert.ok(!result.summary.includes(secret), `${secret} in the summary`);
      for (const [name, text] of zipEntries(service)) assert.ok(!text.includes(secret), `${secret} in ${name}`);
    }
    assert.deepEqual(
      [...zipEntries(service).keys()].sort(),
      ['ctrf.json', 'junit.xml', 'report.html', 'results.json'].sort(),
    );
  });

  test('a secret echoed back escaped stays out of the annotations, summary, outputs and artifact; a short one is not add-masked', async (t) => {
    const workspace = tempDir('assay-action-workspace-');
    mkdirSync(join(workspace, 'echo'));
    writeFileSync(
      join(workspace, 'echo', 'echo.yaml'),
      `baseUrl: \${{ vars.baseUrl }}
tests:
  - name: "echo \${{ secrets.pw }}"
    url: /echo?pw=\${{ secrets.pw }}&u=\${{ secrets.user }}
    validators: [{ body-contains: "\${{ secrets.pw }}!" }]
`,
    );
    // Echoes the query as Go's JSON encoder writes it: non-ASCII as \u escapes.
    const target = await startTargetServer((request, response) => {
      const query = Object.fromEntries(new URL(request.url, 'http://x').searchParams);
      const body = JSON.stringify(query).replace(
        /[^\x20-\x7e]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      response.setHeader('content-type', 'application/json');
      response.end(body);
    });
    const service = await startArtifactService();
    t.after(() => Promise.all([target.close(), service.close()]));
    const pw = 'wörd-123';
    const result = await runAction({
      workspace,
      service,
      inputs: {
        input_dir: 'echo',
        args: `--variables baseUrl=${target.origin} --secrets pw=${pw} user=ab -f html,ctrf,xray,markdown,testlemon`,
      },
    });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.ok(result.stdout.includes(`::add-mask::${pw}\n`));
    assert.ok(!result.stdout.includes('::add-mask::ab\n'), 'a short secret is not handed to the log masker');
    assert.match(result.stderr + result.stdout, /warning: secrets\.user is shorter than 6 characters/);
    assert.match(result.stdout, /^::error/m);
    const log = (result.stdout + result.stderr).replace(/^::add-mask::.*$/gm, '');
    const texts = [log, result.summary, JSON.stringify(result.outputs), ...zipEntries(service).values()];
    for (const form of [pw, 'w\\u00f6rd-123', encodeURIComponent(pw)]) {
      for (const text of texts) assert.ok(!text.includes(form), `${form} leaked: ${text.slice(0, 300)}`);
    }
  });

  test('a failing test fails the step, is annotated at its failing validator’s line, and the reports are still uploaded', async (t) => {
    const { workspace, service, args } = await setup(t);
    const result = await runAction({ workspace, service, inputs: { input_dir: 'failing', args } });

    assert.equal(result.code, 1);
    assert.match(
      result.stdout,
      /^::error title=Failed%3A Missing item,file=failing\/failing\.yaml,line=9::status-code: expected 200, got 404/m,
    );
    assert.match(result.stdout, /^::error::1 of 2 tests failed$/m);
    assert.equal(result.outputs.failed, '1');
    assert.equal(result.outputs.passed, '1');
    const results = JSON.parse(zipEntries(service).get('results.json')!) as { totals: { failed: number } };
    assert.equal(results.totals.failed, 1);
    assert.match(result.summary, /Missing item/);
  });

  test('with fail_on_failure: false a failing test is reported but the step passes', async (t) => {
    const { workspace, service, args } = await setup(t);
    const result = await runAction({
      workspace,
      service,
      inputs: { input_dir: 'failing', args, fail_on_failure: 'false' },
    });

    assert.equal(result.code, 0);
    assert.match(result.stdout, /^::error title=Failed%3A Missing item,file=failing\/failing\.yaml,line=9::/m);
    assert.doesNotMatch(result.stdout, /^::error::/m);
    assert.match(result.stdout, /1 of 2 tests failed; the step passes because fail_on_failure is false/);
    assert.equal(result.outputs.failed, '1');
    assert.ok(zipEntries(service).has('junit.xml'));
  });

  test('an invalid collection fails the step, is annotated, summarised, and diagnostics.txt is uploaded', async (t) => {
    const { workspace, target, service } = await setup(t);
    const result = await runAction({ workspace, service, inputs: { input_dir: 'bad', fail_on_failure: 'false' } });

    assert.equal(result.code, 1);
    assert.match(
      result.stdout,
      /^::error title=Collection error \([a-z-]+\),file=bad\/broken\.yaml,line=6,endLine=6,col=9,endColumn=\d+::.*status-kode/m,
    );
    assert.match(result.stdout, /^::error::1 collection error$/m);
    const diagnostics = zipEntries(service).get('diagnostics.txt');
    assert.match(diagnostics ?? '', /status-kode/);
    assert.match(result.summary, /### assay: 1 collection error, no tests were run/);
    assert.match(result.summary, /```text\n[\s\S]*status-kode[\s\S]*\n```/);
    assert.equal(result.outputs.total, undefined);
    assert.equal(target.requests.length, 0);
  });

  test('a duplicate artifact name is a warning with the fix, and the test outcome stands', async (t) => {
    const { workspace, service, args } = await setup(t, { existingArtifacts: ['assay-results-api-tests'] });
    const result = await runAction({ workspace, service, inputs: { input_dir: 'failing', args } });

    assert.equal(result.code, 1);
    assert.match(
      result.stdout,
      /^::warning title=assay%3A reports not uploaded::The reports were not uploaded: an artifact named "assay-results-api-tests" already exists .*Set a unique `artifact_name` input/m,
    );
    assert.match(result.stdout, /^::error::1 of 2 tests failed$/m);
    assert.equal(result.outputs.failed, '1');
    assert.equal(result.outputs.artifact_id, undefined);
    assert.equal(service.uploads.length, 0);
  });

  test('without the artifact service the run still reports, with a warning about the upload', async (t) => {
    const { workspace, args } = await setup(t);
    const result = await runAction({ workspace, inputs: { input_dir: 'passing', args } });

    assert.equal(result.code, 0);
    assert.match(
      result.stdout,
      /^::warning title=assay%3A reports not uploaded::.*ACTIONS_RUNTIME_TOKEN .*set `upload: false`/m,
    );
    assert.equal(result.outputs.passed, '2');
  });

  test('upload: false skips the artifact', async (t) => {
    const { workspace, service, args } = await setup(t);
    const result = await runAction({ workspace, service, inputs: { input_dir: 'passing', args, upload: 'false' } });

    assert.equal(result.code, 0);
    assert.equal(service.requests.length, 0);
    assert.doesNotMatch(result.stdout, /::warning/);
  });

  test('--collections and --output in args win over input_dir and output_dir; retention_days is passed on', async (t) => {
    const { workspace, service, args } = await setup(t);
    const result = await runAction({
      workspace,
      service,
      inputs: {
        input_dir: 'bad',
        output_dir: 'unused',
        args: `--collections ./passing/passing.yaml\n-o reports/run1\n${args}`,
        retention_days: '3',
      },
    });

    assert.equal(result.code, 0, result.stdout);
    assert.equal(result.outputs.results, 'reports/run1/results.json');
    assert.ok(zipEntries(service).has('results.json'));
    const expiresAt = Date.parse(service.uploads[0].expiresAt ?? '');
    assert.ok(
      Math.abs(expiresAt - Date.now() - 3 * 86_400_000) < 3_600_000,
      `expires_at ${service.uploads[0].expiresAt}`,
    );
  });

  test('an --output that holds the workspace uploads only the report files, not the repository', async (t) => {
    const { workspace, service, args } = await setup(t);
    const result = await runAction({ workspace, service, inputs: { input_dir: 'passing', args: `${args} -o .` } });

    assert.equal(result.code, 0, result.stdout);
    assert.deepEqual([...zipEntries(service).keys()].sort(), ['junit.xml', 'results.json']);
    assert.equal(result.outputs.results, 'results.json');
  });

  test('in a matrix job the default artifact name holds the matrix values and the job index', async (t) => {
    const { workspace, service, args } = await setup(t);
    const result = await runAction({
      workspace,
      service,
      inputs: {
        input_dir: 'passing',
        args,
        matrix: '{"os":"ubuntu-latest","api":{"version":"v2/beta"}}',
        job_index: '2',
      },
    });

    assert.equal(result.code, 0);
    assert.equal(service.uploads[0].name, 'assay-results-api-tests-ubuntu-latest-v2-beta-3');
    assert.equal(result.outputs.artifact_name, 'assay-results-api-tests-ubuntu-latest-v2-beta-3');
  });

  test('an artifact name the service would refuse stops the step before anything runs', async (t) => {
    const { workspace, target, service, args } = await setup(t);
    const result = await runAction({
      workspace,
      service,
      inputs: { input_dir: 'passing', args, artifact_name: 'results/api:v2' },
    });

    assert.equal(result.code, 1);
    assert.match(
      result.stdout,
      /^::error::Input artifact_name "results\/api:v2" contains a character artifact names cannot hold: colon :, forward slash \//m,
    );
    assert.equal(target.requests.length, 0);
    assert.equal(service.requests.length, 0);
  });

  test('mistakes in args are one clear line naming the problem', async (t) => {
    const { workspace, target } = await setup(t);
    const unknown = await runAction({ workspace, inputs: { args: '--colections passing' } });
    assert.equal(unknown.code, 1);
    assert.match(unknown.stdout, /^::error::args: .*--colections/m);

    const unterminated = await runAction({ workspace, inputs: { args: `-v 'name=x` } });
    assert.equal(unterminated.code, 1);
    assert.match(unterminated.stdout, /^::error::args: unterminated single quote \('\) at line 1, column 4$/m);
    assert.equal(target.requests.length, 0);
  });
});

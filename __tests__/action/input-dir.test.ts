// The default input_dir is the whole checked-out repository: only its collections run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readZip, startArtifactService } from '../helpers/artifact-service.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { runAction } from './run-action.ts';

test('with the default input_dir the action runs the collections of the repository and nothing else', async (t) => {
  const target = await startTargetServer((_request, response) => response.end('ok'));
  const service = await startArtifactService();
  t.after(() => Promise.all([target.close(), service.close()]));
  const workspace = tempDir('assay-action-repository-');
  const files: Record<string, string> = {
    '.github/workflows/api.yml': 'on: push\njobs:\n  api-tests:\n    runs-on: ubuntu-latest\n    steps: []\n',
    'package.json': '{"name": "api", "private": true}',
    'compose.yaml': 'services:\n  api:\n    image: example/api\n',
    'node_modules/dep/fixture.yaml': `tests:\n  - url: ${target.url('/from-node-modules')}\n`,
    // An earlier run's reports, and a collection someone copied there.
    'output/results.json': '{"tool": {"name": "assay"}, "schemaVersion": 1}',
    'output/old.yaml': `tests:\n  - url: ${target.url('/from-output')}\n`,
    'api-tests/smoke.yaml': `baseUrl: \${{ vars.baseUrl }}\ntests:\n  - url: /health\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(workspace, file)), { recursive: true });
    writeFileSync(join(workspace, file), text);
  }

  const result = await runAction({ workspace, service, inputs: { args: `--variables baseUrl=${target.origin}` } });

  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(
    target.requests.map((request) => request.url),
    ['/health'],
  );
  assert.match(
    result.stderr,
    /^notice: skipped 2 YAML\/JSON files that are not a collection .*: compose\.yaml, package\.json\./m,
  );
  assert.equal(result.outputs.total, '1');
  assert.ok(readZip(service.uploads[0].zip).has('results.json'));
});

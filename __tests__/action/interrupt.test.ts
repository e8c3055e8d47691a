// When the workflow is cancelled the runner sends SIGINT/SIGTERM to the action. The run stops, and
// the reports of what ran are still written and uploaded before the step ends as failed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readZip, startArtifactService } from '../helpers/artifact-service.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { runAction } from './run-action.ts';
import { tempDir } from '../helpers/temp-dir.ts';

test('SIGTERM during the run stops it, and the partial reports are uploaded before the step fails', async (t) => {
  const workspace = tempDir('assay-action-interrupt-');
  mkdirSync(join(workspace, 'tests'));
  writeFileSync(
    join(workspace, 'tests', 'slow.yaml'),
    `name: Slow
baseUrl: \${{ vars.baseUrl }}
tests:
  - name: Hangs until cancelled
    id: hang
    url: /hang
  - name: Never reached
    dependsOn: hang
    url: /after
`,
  );
  let resolveChild: (child: ChildProcess) => void = () => {};
  const child = new Promise<ChildProcess>((resolve) => (resolveChild = resolve));
  // The API never answers /hang; it cancels the step the moment the request arrives.
  const target = await startTargetServer(async (request, response) => {
    if (request.url === '/hang') return void (await child).kill('SIGTERM');
    response.end('ok');
  });
  const service = await startArtifactService();
  t.after(() => Promise.all([target.close(), service.close()]));

  const result = await runAction({
    workspace,
    service,
    inputs: { input_dir: 'tests', args: `--variables baseUrl=${target.origin}` },
    // The request in flight is cut off at once instead of after the default 2 s grace.
    env: { ASSAY_INTERRUPT_GRACE_MS: '0' },
    onSpawn: resolveChild,
  });

  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /^::error::The run was interrupted \(SIGTERM\)/m);
  assert.deepEqual(
    target.requests.map((r) => r.url),
    ['/hang'],
  );
  assert.equal(service.uploads.length, 1);
  const results = JSON.parse(readZip(service.uploads[0].zip).get('results.json')!.toString('utf8')) as {
    run: { interrupted?: string };
  };
  assert.equal(results.run.interrupted, 'SIGTERM');
  assert.equal(result.outputs.artifact_id, '1000');
});

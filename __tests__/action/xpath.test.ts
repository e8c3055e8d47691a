// XPath through the action's bundle: dist/index.js starts the worker beside it, dist/query-thread.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { runAction } from './run-action.ts';

test('the action answers XPath validators and captures', async (t) => {
  const target = await startTargetServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      request.url === '/status' ? '<status><id>42</id><state>up</state></status>' : `<echo>${request.url}</echo>`,
    );
  });
  t.after(() => target.close());
  const workspace = tempDir('assay-action-xpath-');
  mkdirSync(join(workspace, 'tests'));
  writeFileSync(
    join(workspace, 'tests/status.yaml'),
    `baseUrl: ${target.origin}
tests:
  - id: status
    url: /status
    validators:
      - xpath: { path: "string(//state)", equals: up }
    context:
      - { name: id, xpath: "string(//id)" }
  - name: item
    url: /items/\${{ context.id }}
    dependsOn: [status]
    validators:
      - xpath: { path: "string(/echo)", equals: /items/42 }
`,
  );
  const result = await runAction({ workspace, inputs: { input_dir: 'tests', upload: 'false' } });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.equal(result.outputs.passed, '2', result.stdout);
  assert.equal(target.requests.at(-1)?.url, '/items/42');
});

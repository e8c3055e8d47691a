// A directory given to -c (or the action's input_dir, `.` by default) is walked the way a repository
// is laid out: only the collections load, everything else is skipped with one notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCli } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { load } from './helpers.ts';

/** Files of a small repository; each collection-looking file outside tests/ calls a path of its own. */
const REPOSITORY: Record<string, string> = {
  '.git/config.json': '{"tests": [{"url": "/from-git"}]}',
  '.github/workflows/ci.yml':
    'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
  '.vscode/settings.json': '{"editor.tabSize": 2}',
  'package.json': '{"name": "api", "scripts": {"test": "node --test"}, "devDependencies": {}}',
  'package-lock.json': '{"name": "api", "lockfileVersion": 3, "packages": {}}',
  'tsconfig.json': '{"compilerOptions": {"strict": true}}',
  'docker-compose.yml': 'services:\n  api:\n    image: example/api\n    ports: ["8080:8080"]\n',
  'deploy/manifests.yaml': 'kind: Service\nmetadata: {name: api}\n---\nkind: Deployment\nmetadata: {name: api}\n',
  'deploy/empty.yml': '',
  'node_modules/some-lib/package.json': '{"name": "some-lib"}',
  'node_modules/some-lib/tests.yaml': 'tests:\n  - url: http://127.0.0.1:9/from-node-modules\n',
  'output/results.json': '{"tool": {"name": "assay"}, "schemaVersion": 1, "collections": [{"tests": []}]}',
  'output/copied.yaml': 'tests:\n  - url: http://127.0.0.1:9/from-output\n',
  'tests/api/users.yaml': 'name: Users\nbaseUrl: ${{ vars.baseUrl }}\ntests:\n  - url: /users\n',
  'tests/api/orders.json': '{"baseUrl": "${{ vars.baseUrl }}", "tests": [{"url": "/orders"}]}',
};

function repository(): string {
  const root = tempDir('assay-walk-');
  for (const [file, text] of Object.entries(REPOSITORY)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

test('walking a repository runs only its collections and says how many files it skipped', async (t) => {
  const root = repository();
  const target = await startTargetServer((_request, response) => response.end('ok'));
  t.after(() => target.close());

  const result = await runCli(['-c', '.', '-o', 'output', '-v', `baseUrl=${target.origin}`], { cwd: root });

  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(target.requests.map((request) => request.url).sort(), ['/orders', '/users']);
  const notices = result.stderr.split('\n').filter((line) => line.startsWith('notice:'));
  assert.equal(notices.length, 1, result.stderr);
  assert.match(notices[0], /^notice: skipped 6 YAML\/JSON files that are not a collection/);
  assert.match(
    notices[0],
    /deploy\/empty\.yml, deploy\/manifests\.yaml, docker-compose\.yml, package-lock\.json, package\.json and 1 more/,
  );
  assert.doesNotMatch(result.stderr, /error/);
});

test('a file named explicitly is always checked, also when it is no collection', async () => {
  const root = repository();
  const result = await load(['package.json', 'node_modules/some-lib/tests.yaml'], { cwd: root });
  assert.deepEqual(result.skipped, []);
  assert.equal(result.collections.length, 1);
  assert.equal(result.collections[0].file, 'node_modules/some-lib/tests.yaml');
  assert.ok(result.diagnostics.some((d) => d.file === 'package.json' && d.code === 'unknown-key'));
});

test('a walked file that is meant as a collection is reported, not skipped', async () => {
  const root = tempDir('assay-walk-broken-');
  writeFileSync(join(root, 'typo.yaml'), 'tests:\n  - url: https://example.com\n    metod: POST\n');
  writeFileSync(join(root, 'unparsable.yaml'), 'tests:\n  - url: [https://example.com\n');
  writeFileSync(join(root, 'old.json'), '{"baseAddress": "https://example.com", "requests": []}');
  const result = await load(['.'], { cwd: root });
  assert.deepEqual(result.skipped, []);
  assert.deepEqual([...new Set(result.diagnostics.map((d) => d.file))].sort(), [
    'old.json',
    'typo.yaml',
    'unparsable.yaml',
  ]);
});

test('a directory walk does not enter the output directory, dot-directories or node_modules', async () => {
  const root = repository();
  const variables = { baseUrl: 'http://127.0.0.1:9' };
  const result = await load(['.'], { cwd: root, excludeDirectories: ['output'], variables });
  assert.deepEqual(
    result.collections.map((collection) => collection.file),
    ['tests/api/orders.json', 'tests/api/users.yaml'],
  );
  assert.deepEqual(result.diagnostics, []);
  // Without the exclusion the output directory is walked like any other (its copied collection loads).
  const withOutput = await load(['.'], { cwd: root, variables });
  assert.ok(withOutput.collections.some((collection) => collection.file === 'output/copied.yaml'));
});

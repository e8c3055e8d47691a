// The package as a user gets it: `npm pack`, then `npm install -g` and `npx` from the tarball in a
// clean directory, offline, with a throwaway npm cache and user config (the package has no runtime
// dependencies: dist/ is self-contained). And the entry's sentence on a Node older than it needs.
// Needs dist/ built (npm test builds it first).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { accessSync, constants, copyFileSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REQUIRED_NODE_MAJOR } from '../../src/cli/required-node.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const run = promisify(execFile);

let home: string;
let tarball: string;
let packedFiles: string[];
let api: TargetServer;

/** An environment where npm and `#!/usr/bin/env node` find this Node (24) first, and npm sees no settings of ours. */
function isolatedEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  writeFileSync(join(home, 'npmrc'), '');
  return {
    ...env,
    PATH: [dirname(process.execPath), env.PATH].join(delimiter),
    npm_config_cache: join(home, 'npm-cache'),
    npm_config_userconfig: join(home, 'npmrc'),
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    NO_COLOR: '1',
  };
}

before(async () => {
  home = tempDir('assay-install-');
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', home], {
    cwd: ROOT,
    env: isolatedEnv(),
  });
  const [packed] = JSON.parse(stdout);
  tarball = join(home, packed.filename);
  packedFiles = packed.files.map((file: { path: string }) => file.path).sort();
  api = await startTargetServer((request, response) =>
    response.end(request.url === '/health.xml' ? '<health status="ok"/>' : '{"status":"ok"}'),
  );
});

after(() => api?.close());

test('the tarball holds the command line and nothing else of the repository', () => {
  const chunks = packedFiles.filter((path) => /^dist\/\d+\.index\.js$/.test(path));
  assert.deepEqual(
    packedFiles,
    [
      'LICENSE',
      'README.md',
      'dist/cli.js',
      'dist/package.json',
      'dist/query-thread.js',
      'package.json',
      ...chunks,
    ].sort(),
  );
  // Every chunk the entry loads is in it (ncc's chunk loader: __nccwpck_require__.e(<id>)).
  const entry = readFileSync(join(ROOT, 'dist/cli.js'), 'utf8');
  for (const [, id] of entry.matchAll(/__nccwpck_require__\.e\((\d+)\)/g)) {
    assert.ok(chunks.includes(`dist/${id}.index.js`), `dist/${id}.index.js is loaded by dist/cli.js but not packed`);
  }
  assert.equal(pkg.dependencies, undefined, 'dist/ is bundled: the package needs no runtime dependencies');
  assert.equal(pkg.private, undefined);
  assert.equal(pkg.bin.assay, 'dist/cli.js');
});

test('npm install -g from the tarball gives a working assay command', async () => {
  const prefix = join(home, 'prefix');
  await run('npm', ['install', '--global', '--offline', '--prefix', prefix, tarball], {
    cwd: tempDir('assay-clean-'),
    env: isolatedEnv(),
  });
  const assay = process.platform === 'win32' ? join(prefix, 'assay.cmd') : join(prefix, 'bin', 'assay');
  const version = await run(assay, ['--version'], { env: isolatedEnv() });
  assert.equal(version.stdout.trim(), `assay ${pkg.version}`);

  const work = tempDir('assay-work-');
  writeFileSync(
    join(work, 'smoke.yaml'),
    `name: Smoke\nbaseUrl: ${api.url('')}\ntests:\n  - url: /health\n    validators: [{ status-code: 200 }, { body-contains: '"ok"' }]\n` +
      // XPath runs in dist/query-thread.js, beside the entry.
      `  - url: /health.xml\n    validators: [{ xpath: { path: "string(/health/@status)", equals: ok } }]\n`,
  );
  const result = await run(assay, ['-c', 'smoke.yaml', '-o', 'out'], { cwd: work, env: isolatedEnv() });
  assert.match(result.stdout, /2 passed/);
  assert.deepEqual(
    api.requests.map((request) => request.url),
    ['/health', '/health.xml'],
  );
  assert.ok(JSON.parse(readFileSync(join(work, 'out/results.json'), 'utf8')).totals.passed === 2);
});

test('npx runs assay from the tarball in a clean directory', async () => {
  const clean = tempDir('assay-npx-');
  copyFileSync(tarball, join(clean, 'assay.tgz'));
  // A path with ./ makes npx read it as a package; a bare absolute path would be run as a command.
  const { stdout } = await run('npx', ['--yes', '--offline', './assay.tgz', '--version'], {
    cwd: clean,
    env: isolatedEnv(),
  });
  assert.equal(stdout.trim(), `assay ${pkg.version}`);
});

test("the supported Node is package.json's engines.node", () => {
  assert.equal(pkg.engines.node, `>=${REQUIRED_NODE_MAJOR}`);
});

/** The first executable of this name on PATH. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** A `node` on PATH (or /usr/bin/node) older than the one assay needs, if this machine has one. */
async function olderNode(): Promise<{ path: string; version: string } | undefined> {
  const candidates = [...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')), '/usr/bin/node'];
  for (const path of new Set(candidates)) {
    try {
      accessSync(path, constants.X_OK);
      const { stdout } = await run(path, ['-p', 'process.versions.node']);
      const version = stdout.trim();
      if (Number(version.split('.')[0]) < REQUIRED_NODE_MAJOR) return { path, version };
    } catch {
      // not there, or not a Node that runs
    }
  }
  return undefined;
}

const older = await olderNode();

test(
  'on an older Node, assay says which Node it needs and which it found, and exits 2',
  { skip: older ? false : `no Node older than ${REQUIRED_NODE_MAJOR} on this machine to try` },
  async () => {
    const { path, version } = older!;
    const failure = await run(path, [join(ROOT, 'dist/cli.js'), '--version']).then(
      () => assert.fail('assay ran on an unsupported Node'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    assert.equal(failure.code, 2);
    assert.equal(failure.stdout, '');
    assert.match(
      failure.stderr,
      new RegExp(
        `^assay needs Node\\.js ${REQUIRED_NODE_MAJOR} or newer, but this is Node\\.js ${version.replaceAll('.', '\\.')} \\(`,
      ),
    );
    assert.doesNotMatch(failure.stderr, /\n\s+at |Error|enableCompileCache/);
  },
);

test('npm ci does not warn that assay itself needs a newer Node (devEngines covers the development install)', async () => {
  // npm on the oldest Node at hand, as on a fresh machine; a dry run reads only package-lock.json.
  const npmCli = process.env.npm_execpath ?? realpathSync(onPath('npm') ?? assert.fail('npm is not on PATH'));
  const node = older?.path ?? process.execPath;
  const project = tempDir('assay-ci-');
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(project, file));
  const { stderr } = await run(node, [npmCli, 'ci', '--dry-run', '--offline', '--ignore-scripts'], {
    cwd: project,
    env: isolatedEnv(),
  });
  assert.doesNotMatch(stderr, /package: 'assay@/);
  const nodeVersion = older?.version ?? process.versions.node;
  const [major, minor] = nodeVersion.split('.').map(Number);
  // Two dependencies (undici 8, content-type 3 via @actions/artifact) declare Node >=22 / >=22.19.
  if (major > 22 || (major === 22 && minor >= 19)) assert.doesNotMatch(stderr, /EBADENGINE/);
});

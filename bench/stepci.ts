// Step CI in the bench: the same workload as a Step CI workflow, the pinned install that runs it,
// and what its output must say for a run to count. Step CI is a bench-only comparison, so it is
// not in package.json: it is installed on demand into node_modules/.cache/assay-bench/stepci.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { capturesToken, expectedText, TOKEN_PATTERN, usesToken, writeLines, type Workload } from './collections.ts';

/**
 * The command line users run (`npx stepci run workflow.yml`), with its console reporter, as assay
 * is measured with its own. It asks for `@stepci/runner@^2.0.0`; the runner is pinned beside it so
 * the engine measured does not move when a new 2.x is published.
 */
export const STEPCI_PACKAGES = { stepci: '2.8.2', '@stepci/runner': '2.0.7' } as const;

/**
 * The environment of a Step CI run: no proxy (Step CI's `ProxyAgent` honours `*_PROXY`), its usage
 * analytics off (`STEPCI_DISABLE_ANALYTICS`, docs/legal/privacy.md of Step CI) and a home of its
 * own for the id its analytics module writes at start even when off. loopback-only.mjs, preloaded,
 * refuses any connection beyond 127.0.0.1 on top of that.
 */
export function stepciEnvironment(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    STEPCI_DISABLE_ANALYTICS: '1',
    NO_PROXY: '*',
  };
}

/** Installs the pinned Step CI once (npm, into a fresh directory renamed into place); returns its cli.js. */
export async function installStepci(cacheDir: string): Promise<string> {
  const dir = join(cacheDir, 'stepci');
  const cli = join(dir, 'node_modules', 'stepci', 'dist', 'index.js');
  if ((await installedVersions(dir)) === JSON.stringify(STEPCI_PACKAGES) && existsSync(cli)) return cli;
  const staging = `${dir}.installing-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await writeFile(
    join(staging, 'package.json'),
    JSON.stringify({ name: 'assay-bench-stepci', private: true, dependencies: STEPCI_PACKAGES }, null, 2) + '\n',
  );
  console.error(
    `Installing Step CI ${STEPCI_PACKAGES.stepci} (runner ${STEPCI_PACKAGES['@stepci/runner']}) for the bench…`,
  );
  // --ignore-scripts: nothing of Step CI's dependency tree needs to build, and none of it should run here.
  const npm = spawnSync('npm', ['install', '--prefix', staging, '--no-audit', '--no-fund', '--ignore-scripts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (npm.status !== 0)
    throw new Error(`npm install of Step CI failed (${npm.error?.message ?? `exit ${npm.status ?? npm.signal}`})`);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  if ((await installedVersions(dir)) !== JSON.stringify(STEPCI_PACKAGES))
    throw new Error(`${dir} does not hold Step CI ${JSON.stringify(STEPCI_PACKAGES)}`);
  return cli;
}

async function installedVersions(dir: string): Promise<string | undefined> {
  try {
    const versions: Record<string, string> = {};
    for (const name of Object.keys(STEPCI_PACKAGES)) {
      const manifest = JSON.parse(await readFile(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      versions[name] = manifest.version;
    }
    return JSON.stringify(versions);
  } catch {
    return undefined;
  }
}

export async function writeStepciWorkflow(
  file: string,
  total: number,
  baseUrl: string,
  workload: Workload = 'plain',
): Promise<void> {
  await writeLines(file, stepciWorkflowLines(total, baseUrl, workload));
}

/**
 * The bench's N tests as one Step CI workflow. Step CI's captures live within one of its tests (a
 * test's steps run in order; each test starts from the workflow's `before` captures), so the pair
 * "test i captures the token, test i+1 sends it" is one Step CI test of two steps, as it is one unit
 * of the raw loop and one dependency chain for assay. N requests are N steps in N − N/10 tests;
 * `config.concurrency` / `--concurrency` bounds the tests in flight.
 */
export function* stepciWorkflowLines(total: number, baseUrl: string, workload: Workload = 'plain'): Generator<string> {
  yield* ['version: "1.1"', 'name: bench', 'config:', '  http:', `    baseURL: ${baseUrl}`, 'tests:'];
  for (let i = 0; i < total; i++) {
    if (usesToken(i)) continue;
    yield `  t${i}:`;
    yield '    steps:';
    yield* stepLines(i, workload);
    if (capturesToken(i) && i + 1 < total) yield* stepLines(i + 1, workload);
  }
}

function stepLines(i: number, workload: Workload): string[] {
  const lines = ['      - http:', `          url: /items/${i}`, '          method: GET'];
  if (usesToken(i)) lines.push('          headers:', `            x-token: '\${{ captures.tok${i - 1} }}'`);
  if (capturesToken(i) || workload === 'json') lines.push('          captures:');
  if (capturesToken(i)) lines.push(`            tok${i}:`, `              regex: '${TOKEN_PATTERN}'`);
  if (workload === 'json') lines.push(`            json${i}:`, '              jsonpath: $.token');
  lines.push(
    '          check:',
    '            status: 200',
    '            body:',
    `              - in: '${expectedText(i)}'`,
  );
  if (workload === 'json') lines.push('            jsonpath:', `              $.n: ${i}`);
  return lines;
}

/** Step CI's closing summary: `Steps: 0 failed, 0 skipped, 10000 passed, 10000 total`. */
export function stepciSteps(
  stdout: string,
): { failed: number; skipped: number; passed: number; total: number } | undefined {
  const match = /^Steps: (\d+) failed, (\d+) skipped, (\d+) passed, (\d+) total$/m.exec(stdout);
  if (!match) return undefined;
  const [failed, skipped, passed, total] = match.slice(1).map(Number);
  return { failed, skipped, passed, total };
}

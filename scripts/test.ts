// `npm test` and its lanes. A test file's lanes come from what it needs, found by following its
// local imports (the test file and every helper it reaches), not from how its own text looks:
//   unit      needs nothing but Node: no build, no system program (loopback stand-ins written in Node)
//   e2e       drives the bundled dist/ as a child process (run-cli.ts, run-action.ts, serve-process.ts)
//   services  starts a system server: PostgreSQL (postgres-server.ts), dnsmasq (dns-server.ts) or nginx
//             (the bench's target)
//   browser   drives Chromium (playwright-core)
// A file that needs several things is in each of their lanes; `all` runs every file once, after a
// build. While the unit lane runs, ASSAY_TEST_LANE=unit makes the dist/ helpers refuse to start, so a
// file that reaches dist/ some other way fails loudly instead of testing a stale bundle.
//   node scripts/test.ts [unit|e2e|services|browser|all|lanes] [extra node --test arguments]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

type Need = 'e2e' | 'services' | 'browser';
const LANES = ['unit', 'e2e', 'services', 'browser', 'all', 'lanes'] as const;

/** What a file's own text shows it needs; imports are followed separately. */
const NEEDS: [Need, RegExp][] = [
  ['e2e', /dist\/(cli|index|query-thread)\.js/],
  ['services', /\b(initdb|pg_ctl|dnsmasq)\b|bench\/nginx\.ts/],
  ['browser', /from 'playwright-core'/],
];
const LOCAL_IMPORT = /(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+\.ts)'|import\(\s*'(\.{1,2}\/[^']+\.ts)'\s*\)/g;

const [which = 'all', ...extra] = process.argv.slice(2);
if (!(LANES as readonly string[]).includes(which)) {
  console.error(`usage: node scripts/test.ts [${LANES.join('|')}]; got ${which}`);
  process.exit(2);
}

const ownNeeds = new Map<string, Set<Need>>();
function needsOf(file: string, seen = new Set<string>()): Set<Need> {
  const known = ownNeeds.get(file);
  if (known) return known;
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const needs = new Set<Need>(NEEDS.filter(([, pattern]) => pattern.test(text)).map(([need]) => need));
  for (const match of text.matchAll(LOCAL_IMPORT)) {
    const imported = resolve(dirname(file), match[1] ?? match[2]!);
    // Tests import the sources too; only the test tree's helpers can reach dist/ or a system server.
    if (!imported.startsWith(resolve('__tests__')) || !existsSync(imported)) continue;
    for (const need of needsOf(imported, seen)) needs.add(need);
  }
  ownNeeds.set(file, needs);
  return needs;
}

const files = readdirSync('__tests__', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();
const needsByFile = new Map(files.map((file) => [file, needsOf(resolve(file))]));

if (which === 'lanes') {
  for (const [file, needs] of needsByFile) console.log(`${[...needs].join(',') || 'unit'}\t${file}`);
  process.exit(0);
}

const selected = files.filter((file) => {
  const needs = needsByFile.get(file)!;
  if (which === 'all') return true;
  if (which === 'unit') return needs.size === 0;
  return needs.has(which as Need);
});

if (selected.some((file) => needsByFile.get(file)!.has('e2e'))) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
const run = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=2', '--test-timeout=120000', ...extra, ...selected],
  { stdio: 'inherit', env: which === 'unit' ? { ...process.env, ASSAY_TEST_LANE: 'unit' } : process.env },
);
process.exit(run.status ?? 1);

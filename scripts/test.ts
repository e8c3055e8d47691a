// `npm test` and its two halves. Unit tests run from the sources (no build, a few seconds): the
// inner loop while writing code. End-to-end tests drive the bundled dist/ as a child process, so
// `e2e` builds first. A test file is end-to-end when it uses the helpers that spawn dist/
// (run-cli.ts, run-action.ts) or names dist/cli.js or dist/index.js itself.
//   node scripts/test.ts [unit|e2e|all] [extra node --test arguments]
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const E2E = /(run-cli|run-action)\.ts|dist\/(cli|index)\.js/;

const [which = 'all', ...extra] = process.argv.slice(2);
if (!['unit', 'e2e', 'all'].includes(which)) {
  console.error(`usage: node scripts/test.ts [unit|e2e|all]; got ${which}`);
  process.exit(2);
}

const files = readdirSync('__tests__', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();
const isE2e = (file: string) => E2E.test(readFileSync(file, 'utf8'));
const selected = which === 'all' ? files : files.filter((file) => isE2e(file) === (which === 'e2e'));

if (which !== 'unit') execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const run = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=2', '--test-timeout=120000', ...extra, ...selected],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);

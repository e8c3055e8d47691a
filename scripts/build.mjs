// Bundles the two entry points with ncc into dist/cli.js (the command line) and dist/index.js
// (the GitHub Action). Each ncc build must produce exactly one index.js: anything more (a chunk,
// a native module, an asset) would be missing at run time, so it fails the build instead.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

const entries = [
  { source: 'src/cli.ts', target: 'cli.js', executable: true },
  { source: 'src/index.ts', target: 'index.js', executable: false },
];

rmSync('build', { recursive: true, force: true });
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
for (const entry of entries) {
  const out = join('build', entry.target);
  execFileSync('node_modules/.bin/ncc', ['build', entry.source, '-o', out, '--quiet'], { stdio: 'inherit' });
  const files = readdirSync(out).filter((f) => f !== 'package.json');
  if (files.length !== 1 || files[0] !== 'index.js') {
    throw new Error(`ncc produced unexpected files for ${entry.source}: ${files.join(', ')}`);
  }
  renameSync(join(out, 'index.js'), join('dist', entry.target));
  if (entry.executable) chmodSync(join('dist', entry.target), 0o755);
}
writeFileSync('dist/package.json', '{\n  "type": "module"\n}\n');
rmSync('build', { recursive: true, force: true });

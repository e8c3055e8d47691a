// One Node version pin: .node-version. CI, the container image and the dev dependency that runs
// the scripts read it or must equal it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const pinned = read('.node-version').trim();

test('.node-version is a full version', () => {
  assert.match(pinned, /^\d+\.\d+\.\d+$/);
});

test('the node dev dependency, the Dockerfile and the action runtime follow .node-version', () => {
  const pkg = JSON.parse(read('package.json'));
  assert.equal(pkg.devDependencies.node, pinned, 'package.json devDependencies.node');
  const major = pinned.split('.')[0];
  assert.equal(pkg.engines.node, `>=${major}`, 'package.json engines.node');
  assert.match(read('Dockerfile'), new RegExp(`^ARG NODE_VERSION=${pinned.replace(/\./g, '\\.')}$`, 'm'));
  assert.match(read('Dockerfile'), /^FROM node:\$\{NODE_VERSION\}-slim$/m);
  assert.match(read('action.yml'), new RegExp(`^\\s+using: node${major}$`, 'm'));
});

test('every workflow that sets up Node reads .node-version', () => {
  for (const name of readdirSync(new URL('../.github/workflows/', import.meta.url))) {
    const workflow = read(`.github/workflows/${name}`);
    assert.doesNotMatch(workflow, /node-version:/, `${name} names a Node version instead of reading .node-version`);
    const setups = workflow.match(/uses: actions\/setup-node@/g)?.length ?? 0;
    const files = workflow.match(/node-version-file: \.node-version$/gm)?.length ?? 0;
    assert.equal(files, setups, `${name}: each setup-node reads .node-version`);
  }
});

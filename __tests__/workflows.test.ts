// The workflows cannot run here; this reads them as GitHub would (YAML) and checks what the release
// promises: the npm package with provenance, and the image for two platforms, before the release.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const WORKFLOWS = resolve(import.meta.dirname, '../.github/workflows');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}

function workflow(name: string): { jobs: Record<string, Job> } {
  return parse(readFileSync(join(WORKFLOWS, name), 'utf8'), { prettyErrors: true });
}

test('every workflow is valid YAML with jobs made of steps', () => {
  for (const name of readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file))) {
    const { jobs } = workflow(name);
    assert.ok(Object.keys(jobs).length > 0, `${name} has no jobs`);
    for (const [id, job] of Object.entries(jobs)) assert.ok(Array.isArray(job.steps), `${name}: ${id} has no steps`);
  }
});

test('a release publishes the npm package with provenance and the image for amd64 and arm64 first', () => {
  const { jobs } = workflow('release.yml');
  assert.equal(jobs.npm.permissions?.['id-token'], 'write');
  assert.ok(jobs.npm.steps.some((step) => step.run?.includes('npm publish --provenance')));

  assert.equal(jobs.image.permissions?.packages, 'write');
  const build = jobs.image.steps.find((step) => step.uses?.startsWith('docker/build-push-action@'));
  assert.equal(build?.with?.platforms, 'linux/amd64,linux/arm64');
  assert.equal(build?.with?.push, true);
  const meta = jobs.image.steps.find((step) => step.uses?.startsWith('docker/metadata-action@'));
  assert.equal(meta?.with?.images, 'ghcr.io/${{ github.repository }}');
  assert.match(meta?.with?.tags ?? '', /value=latest/);
  for (const action of ['setup-qemu-action', 'setup-buildx-action', 'login-action']) {
    assert.ok(
      jobs.image.steps.some((step) => step.uses?.startsWith(`docker/${action}@`)),
      action,
    );
  }

  assert.deepEqual(jobs.release.needs, ['verify', 'npm', 'image']);
});

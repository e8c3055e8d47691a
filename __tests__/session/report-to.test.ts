// What `--report-to` accepts, and the provenance a run in GitHub Actions records (results.json `run.ci`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { projectAddress, sendResults } from '../../src/session/send-results.ts';
import { ciProvenance } from '../../src/session/ci-provenance.ts';

const ID = '0b9c6a52-6f0e-4a55-9d7c-2f1c8e0d4b11';

test('--report-to takes a project page or its API address, under a path prefix too', () => {
  for (const url of [
    `https://assay.example.com/projects/${ID}`,
    `https://assay.example.com/projects/${ID}/`,
    `https://assay.example.com/api/projects/${ID}`,
    `https://assay.example.com/api/projects/${ID}/results`,
  ])
    assert.deepEqual(projectAddress(url), { server: 'https://assay.example.com', projectId: ID }, url);
  assert.deepEqual(projectAddress(`http://127.0.0.1:8080/monitor/projects/${ID}`), {
    server: 'http://127.0.0.1:8080/monitor',
    projectId: ID,
  });
});

test('--report-to refuses what names no project, and credentials in the URL', () => {
  for (const url of [
    'assay.example.com/projects/x',
    'https://assay.example.com/',
    `https://assay.example.com/projects/${ID}/runs`,
    `ftp://assay.example.com/projects/${ID}`,
    `https://ci:secret@assay.example.com/projects/${ID}`,
    `https://assay.example.com/projects/${ID}?token=secret`,
  ])
    assert.equal(projectAddress(url), undefined, url);
});

test('a run in GitHub Actions records its repository, commit, branch and workflow run', () => {
  assert.equal(ciProvenance({ GITHUB_SHA: 'abc1234' }), undefined);
  assert.deepEqual(
    ciProvenance({
      GITHUB_ACTIONS: 'true',
      GITHUB_SHA: 'abc1234def',
      GITHUB_REF_NAME: 'main',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_RUN_ID: '99',
      GITHUB_WORKFLOW: 'CI',
    }),
    {
      provider: 'github-actions',
      repository: 'acme/shop',
      commit: 'abc1234def',
      branch: 'main',
      workflow: 'CI',
      runUrl: 'https://github.com/acme/shop/actions/runs/99',
    },
  );
  // A pull request's ref name is `17/merge`: its branch is the head ref. Odd values are left out.
  assert.deepEqual(
    ciProvenance({
      GITHUB_ACTIONS: 'true',
      GITHUB_REF_NAME: '17/merge',
      GITHUB_HEAD_REF: 'fix-login',
      GITHUB_SHA: 'not a sha',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_RUN_ID: '1; rm -rf',
    }),
    { provider: 'github-actions', repository: 'acme/shop', branch: 'fix-login' },
  );
});

test('a hostile server answering a send cannot fill memory, print escapes or name a run that is not one', async () => {
  const { createServer } = await import('node:http');
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const answers = [
    { status: 201, body: JSON.stringify({ id: 'x'.repeat(5_000_000) }) },
    { status: 400, body: JSON.stringify({ error: 'refused \u001b]8;;http://evil\u0007click\u001b[2J' }) },
  ];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = answers.shift()!;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as { port: number }).port;
    const address = projectAddress(`http://127.0.0.1:${port}/projects/${ID}`)!;
    const dir = mkdtempSync(join(tmpdir(), 'assay-send-'));
    const file = join(dir, 'results.json');
    writeFileSync(file, '{}');
    await assert.rejects(sendResults(address, 'token', file), /answered 201 without a run$/);
    await assert.rejects(sendResults(address, 'token', file), (error: Error) => {
      assert.match(error.message, /answered 400: refused/);
      assert.ok(![...error.message].some((c) => c < ' ' || c === '\u007f'), JSON.stringify(error.message));
      return true;
    });
    await assert.rejects(sendResults(address, 'token', dir), /not a regular file/);
  } finally {
    server.close();
  }
});

// A run that would test nothing, or less than asked, does not pass: through the real dist/cli.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

const tagged = `baseUrl: \${{ vars.base }}
tests:
  - url: /a
    tags: [smoke]
  - url: /b
    tags: [regression, api]
  - url: /c
`;

test('a tag no test has is an error with a did-you-mean, and nothing is sent', async () => {
  const server = await startTargetServer();
  try {
    const dir = workspace({ 'api.yaml': tagged });
    const base = `base=${server.origin}`;
    const typo = await runCli(['-c', 'api.yaml', '-v', base, '-t', 'smok', '-o', 'out'], { cwd: dir });
    assert.equal(typo.code, 2);
    assert.equal(typo.stderr, 'assay: no test has the tag "smok" given to --tags (did you mean "smoke"?)\n');
    assert.equal(typo.stdout, '');
    assert.equal(server.requests.length, 0);
    assert.equal(existsSync(join(dir, 'out', 'results.json')), false);

    // One good tag does not hide a mistyped one; a far-off tag lists the tags there are.
    const mixed = await runCli(['-c', 'api.yaml', '-v', base, '-t', 'smoke,nightly'], { cwd: dir });
    assert.equal(mixed.code, 2);
    assert.equal(
      mixed.stderr,
      'assay: no test has the tag "nightly" given to --tags (the tags are: api, regression, smoke)\n',
    );
    const dry = await runCli(['-c', 'api.yaml', '-v', base, '-t', 'smok', '--dry-run'], { cwd: dir });
    assert.equal(dry.code, 2);
    assert.equal(server.requests.length, 0);

    const good = await runCli(['-c', 'api.yaml', '-v', base, '-t', 'smoke', 'api'], { cwd: dir });
    assert.equal(good.code, 0, good.stderr);
    assert.deepEqual(
      server.requests.map((r) => r.url),
      ['/a', '/b'],
    );
  } finally {
    await server.close();
  }
});

test('--concurrency without -p runs tests in parallel, that many at once', async () => {
  const waiting: (() => void)[] = [];
  // Each request is answered once three are in flight together: only a parallel run can pass.
  const server = await startTargetServer((_request, response) => {
    waiting.push(() => response.end('ok'));
    if (waiting.length === 3) for (const answer of waiting.splice(0)) answer();
  });
  try {
    const dir = workspace({
      'api.yaml': `baseUrl: \${{ vars.base }}\ntests:\n${Array.from({ length: 6 }, (_, i) => `  - url: /t${i}`).join('\n')}\n`,
    });
    const result = await runCli(
      ['-c', 'api.yaml', '-v', `base=${server.origin}`, '--concurrency', '3', '--timeout', '5000'],
      {
        cwd: dir,
      },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(server.maxInFlight, 3);
    assert.match(result.stdout, /6 passed/);
  } finally {
    await server.close();
  }
});

test('-f html without -o writes the reports to ./output and says so', async () => {
  const server = await startTargetServer();
  try {
    const dir = workspace({ 'api.yaml': tagged });
    const result = await runCli(['-c', 'api.yaml', '-v', `base=${server.origin}`, '-f', 'html'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(readdirSync(join(dir, 'output')).sort(), ['junit.xml', 'report.html', 'results.json']);
    assert.match(result.stdout, /Reports: .*output[/\\]report\.html/);
    // Without -f and -o, nothing is written.
    const plain = workspace({ 'api.yaml': tagged });
    assert.equal((await runCli(['-c', 'api.yaml', '-v', `base=${server.origin}`], { cwd: plain })).code, 0);
    assert.deepEqual(readdirSync(plain), ['api.yaml']);
  } finally {
    await server.close();
  }
});

test('collections without tests are an error (exit 2); an empty shard still runs, with a warning', async () => {
  const dir = workspace({
    'empty.yaml': 'baseUrl: http://127.0.0.1:9\ntests: []\n',
    'one.yaml': 'baseUrl: http://127.0.0.1:9\ntests:\n  - url: /a\n',
  });
  const empty = await runCli(['-c', 'empty.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(empty.code, 2, empty.stdout + empty.stderr);
  assert.match(empty.stderr, /warning: the collection has no tests/);
  assert.match(
    empty.stderr,
    /^assay: no tests to run: the collections have no tests, and a run that tests nothing does not pass$/m,
  );
  assert.equal(existsSync(join(dir, 'out', 'results.json')), false);

  // One test, two shards: the second shard is empty, which is how sharding goes, not a mistake.
  const shard = await runCli(['-c', 'one.yaml', '--shard', '2/2', '-o', 'shard'], { cwd: dir });
  assert.equal(shard.code, 0, shard.stdout + shard.stderr);
  assert.equal(shard.stderr, 'warning: no tests to run\n');
  assert.deepEqual(readdirSync(join(dir, 'shard')).sort(), ['junit.xml', 'results.json']);
});

// A baseUrl or url that cannot be sent is found before sending when its value is known (written
// as is, or made of --variables and environment values): a diagnostic at its place, exit 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

test('a literal baseUrl without a scheme is a diagnostic with the URL meant', async () => {
  const dir = workspace({ 'api.yaml': 'name: API\nbaseUrl: api.example.com\ntests:\n  - url: /users\n' });
  const result = await runCli(['-c', 'api.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.match(
    result.stderr,
    /^error: `baseUrl` must be an absolute http\(s\) URL: `api\.example\.com` has no `http:\/\/` or `https:\/\/`\n --> api\.yaml:2:10\n/,
  );
  assert.match(result.stderr, /\^+ did you mean `https:\/\/api\.example\.com`\?/);
  assert.match(readFileSync(join(dir, 'out', 'diagnostics.txt'), 'utf8'), /api\.yaml:2:10/);
});

test('a baseUrl or url rendered from --variables or the environment is checked before anything is sent', async () => {
  const server = await startTargetServer();
  try {
    const dir = workspace({
      'api.yaml': [
        'baseUrl: ${{ vars.host }}',
        'tests:',
        '  - url: /users',
        '  - url: /orders',
        '  - url: "${{ env.OTHER_API }}/health"',
        '  - url: "${{ vars.host }}/x?token=${{ secrets.token }}"',
        '',
      ].join('\n'),
    });
    const args = ['-c', 'api.yaml', '-v', 'host=api.example.com', '-s', 'token=s3cr3t-value'];
    const result = await runCli(args, { cwd: dir, env: { OTHER_API: 'localhost:8080' } });
    assert.equal(result.code, 2);
    assert.equal(server.requests.length, 0);
    // One diagnostic for baseUrl (not one per test), at its position, with the value to pass.
    assert.match(
      result.stderr,
      /error: `baseUrl: \$\{\{ vars\.host \}\}` gives an unusable URL: `api\.example\.com` has no `http:\/\/` or `https:\/\/`\n --> api\.yaml:1:10\n/,
    );
    assert.match(
      result.stderr,
      /did you mean `https:\/\/api\.example\.com`\? \(pass `--variables host=https:\/\/api\.example\.com`\)/,
    );
    assert.match(
      result.stderr,
      /error: `url: \$\{\{ env\.OTHER_API \}\}\/health` gives an unusable URL: .*\n --> api\.yaml:5:10\n/,
    );
    assert.match(result.stderr, /did you mean `http:\/\/localhost:8080\/health`\?/);
    // A URL holding a secret is left to the run: its value is never shown.
    assert.doesNotMatch(result.stderr, /api\.yaml:6/);
    assert.doesNotMatch(result.stderr, /s3cr3t-value/);
    assert.match(result.stderr, /2 errors in 1 collection/);

    const good = await runCli(['-c', 'api.yaml', '-v', `host=${server.origin}`, '-s', 'token=t'], {
      cwd: dir,
      env: { OTHER_API: server.origin },
    });
    assert.equal(good.code, 0, good.stderr);
    assert.equal(server.requests.length, 4);
  } finally {
    await server.close();
  }
});

test('a password in a URL written without its scheme is masked in the diagnostic (--variables or env)', async () => {
  const dir = workspace({
    'api.yaml': 'baseUrl: ${{ vars.host }}\ntests:\n  - url: /users\n',
    'env.yaml': 'baseUrl: ${{ env.API_HOST }}\ntests:\n  - url: /users\n',
  });
  const fromVariables = await runCli(['-c', 'api.yaml', '-v', 'host=bob:s3cret-pw@api.example.com', '-o', 'out'], {
    cwd: dir,
  });
  const fromEnv = await runCli(['-c', 'env.yaml', '-o', 'out-env'], {
    cwd: dir,
    env: { API_HOST: 'bob:s3cret-pw@api.example.com' },
  });
  for (const [result, out] of [
    [fromVariables, 'out'],
    [fromEnv, 'out-env'],
  ] as const) {
    assert.equal(result.code, 2);
    assert.match(result.stderr, /`bob:\*\*\*@api\.example\.com` has no `http:\/\/` or `https:\/\/`/);
    const written = result.stdout + result.stderr + readFileSync(join(dir, out, 'diagnostics.txt'), 'utf8');
    assert.doesNotMatch(written, /s3cret/);
  }
  // An address of another kind is not taken for credentials.
  const mail = workspace({ 'api.yaml': 'baseUrl: http://127.0.0.1:9\ntests:\n  - url: /users\n' });
  const other = await runCli(['-c', 'api.yaml', '-v', 'contact=mailto:ann@example.com', '--dry-run'], { cwd: mail });
  assert.equal(other.code, 0, other.stderr);
  assert.equal(other.stderr, '');
});

test('a test url that looks absolute but cannot be sent is a diagnostic with a hint', async () => {
  const dir = workspace({
    'api.yaml':
      'tests:\n  - url: api.example.com/users\n  - url: htps://api.example.com/x\n  - url: ftp://files.example.com/\n',
  });
  const result = await runCli(['-c', 'api.yaml'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.match(result.stderr, /--> api\.yaml:2:10\n[^]*?did you mean `https:\/\/api\.example\.com\/users`\?/);
  assert.match(
    result.stderr,
    /`htps` URLs cannot be tested, only http and https\n --> api\.yaml:3:10\n[^]*?did you mean `https:\/\/api\.example\.com\/x`\?/,
  );
  assert.match(result.stderr, /`ftp` URLs cannot be tested, only http and https\n --> api\.yaml:4:10\n/);
  assert.match(result.stderr, /3 errors in 1 collection/);
});

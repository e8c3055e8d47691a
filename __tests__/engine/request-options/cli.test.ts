// The bundled command line with the request options: bad input ends in one message and exit 2
// before anything is sent; a run with them sends and writes what it says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { runCli, workspace } from '../../helpers/run-cli.ts';

let api: TargetServer;

before(async () => {
  api = await startTargetServer((request, response) => {
    if (request.url === '/login') response.setHeader('set-cookie', 'sid=cli-session-value-0123; Path=/');
    response.end('{}');
  });
});
after(() => api.close());

test('a wrong option value and a missing netrc file: one message each, exit 2, nothing sent', async () => {
  const dir = workspace({
    'bad.yaml': `tests:\n  - url: ${api.url('/x')}\n    http-version: "3"\n`,
    'good.yaml': `tests:\n  - url: ${api.url('/x')}\n`,
  });
  const from = api.requests.length;
  const bad = await runCli(['-c', 'bad.yaml'], { cwd: dir });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr + bad.stdout, /bad\.yaml:3:19/);
  assert.match(bad.stderr + bad.stdout, /`http-version` must be "1.0", "1.1" or "2"/);
  const netrc = await runCli(['-c', 'good.yaml', '--netrc-file', 'nowhere'], { cwd: dir });
  assert.equal(netrc.code, 2);
  assert.match(netrc.stderr, /^assay: --netrc-file: /m);
  assert.doesNotMatch(netrc.stderr, /\n\s+at /);
  const version = await runCli(['-c', 'good.yaml', '--http-version', '3'], { cwd: dir });
  assert.equal(version.code, 2);
  assert.match(version.stderr, /--http-version takes 1.0, 1.1 or 2, got "3"/);
  assert.equal(api.requests.length, from);
});

test('--cookie-jar after a login: the jar sends the session (over HTTP/1.0 too), and the file names it without its value', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: ${api.origin}\ntests:\n  - url: /login\n  - url: /after\n    max-redirects: 3\n    http-version: "1.0"\n`,
  });
  const { code, stderr } = await runCli(['-c', 'c.yaml', '--cookie-jar', 'jar.txt', '-o', 'out'], { cwd: dir });
  assert.equal(code, 0, stderr);
  const jar = readFileSync(join(dir, 'jar.txt'), 'utf8');
  assert.match(jar, /^# secret cookie left out: sid /m);
  assert.ok(!jar.includes('cli-session-value-0123'));
  const results = readFileSync(join(dir, 'out', 'results.json'), 'utf8');
  assert.ok(!results.includes('cli-session-value-0123'));
  // --cookie-jar turns the jar on: the HTTP/1.0 request after the login sent the session back.
  const after = api.requests.findLast((request) => request.url === '/after')!;
  assert.ok(after.headers.some(([name, value]) => name === 'Cookie' && value === 'sid=cli-session-value-0123'));
});

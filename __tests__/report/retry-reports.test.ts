// Every attempt of a retried test in every report (issue 12): the bundled CLI runs against a loopback
// server whose endpoints fail a number of times before they pass (or never pass), and each report file
// is read as its readers read it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

const servers: TargetServer[] = [];
after(() => Promise.all(servers.map((s) => s.close())));

/** Answers 503 to the first `failures` requests of each path in every `cycle`, then 200. */
async function failingServer(failures: Record<string, number>, cycle = Infinity): Promise<TargetServer> {
  const seen = new Map<string, number>();
  const server = await startTargetServer((request, response) => {
    const count = (seen.get(request.url) ?? 0) + 1;
    seen.set(request.url, count);
    const fails = failures[request.url] ?? 0;
    const position = cycle === Infinity ? count : ((count - 1) % cycle) + 1;
    response.writeHead(position <= fails ? 503 : 200, { 'content-type': 'application/json' });
    response.end(position <= fails ? '{"state":"starting"}' : '{"state":"ready"}');
  });
  servers.push(server);
  return server;
}

async function run(collection: string, args: string[] = []) {
  const dir = workspace({ 'collection.yaml': collection });
  const result = await runCli(['-c', 'collection.yaml', '-o', 'out', '-f', 'xray,markdown,testlemon,ctrf', ...args], {
    cwd: dir,
  });
  const read = (name: string) => readFileSync(join(dir, 'out', name), 'utf8');
  return { ...result, read };
}

const ATTEMPT = /^attempt (\d+): (passed|failed|errored) (\d+) in \d+ ms(, retried: .*)?$/;

test('a flaky test and a test that never passes: their attempts in Xray, Markdown and testlemon.json', async () => {
  const api = await failingServer({ '/flaky': 2, '/broken': Infinity });
  const { code, stdout, read } = await run(`
name: Jobs
baseUrl: ${api.origin}
tests:
  - name: flaky job
    url: /flaky
    retry: { count: 3, interval: 10 }
  - name: broken job
    url: /broken
    retry: { count: 1, interval: 10 }
  - name: plain
    url: /plain
`);
  assert.equal(code, 1, stdout);
  // Three requests to /flaky (503, 503, 200), two to /broken, one to /plain.
  assert.equal(api.requests.length, 6);

  // Xray: the attempts are in the test run's comment, one line each, after the reasons.
  const xray = JSON.parse(read('xray.json')).tests;
  assert.deepEqual(
    xray.map((t: { status: string }) => t.status),
    ['PASSED', 'FAILED', 'PASSED'],
  );
  const flakyComment: string[] = xray[0].comment.split('\n');
  assert.equal(flakyComment[0], 'Attempts:');
  assert.deepEqual(
    flakyComment.slice(1).map((line) => ATTEMPT.exec(line)?.slice(1, 4)),
    [
      ['1', 'failed', '503'],
      ['2', 'failed', '503'],
      ['3', 'passed', '200'],
    ],
  );
  assert.match(flakyComment[1]!, /, retried: failed: status-code: expected 200, got 503/);
  assert.doesNotMatch(flakyComment[3]!, /retried/);
  const brokenComment: string[] = xray[1].comment.split('\n');
  assert.match(brokenComment[0]!, /^status-code: expected 200, got 503/);
  assert.equal(brokenComment[1], 'Attempts:');
  assert.equal(brokenComment.length, 4);
  assert.equal(xray[2].comment, undefined, 'a test that was not retried has no attempts');
  assert.equal(xray[0].iterations, undefined, 'attempts are not Xray iterations');

  // Markdown: a line per attempt under the failing test, and a section for the flaky one.
  const markdown = read('summary.md');
  const failures = markdown.slice(markdown.indexOf('### Failures'), markdown.indexOf('### Flaky tests'));
  assert.match(failures, /<b>broken job<\/b>/);
  assert.match(failures, /^- attempt 1: failed 503 in \d+ ms, retried: failed: status-code: expected 200, got 503/m);
  assert.match(failures, /^- attempt 2: failed 503 in \d+ ms$/m);
  const flaky = markdown.slice(
    markdown.indexOf('### Flaky tests (passed after retrying)'),
    markdown.indexOf('### Slowest'),
  );
  assert.match(
    flaky,
    /✅ <b>flaky job<\/b> · Jobs · <code>GET http:\/\/127\.0\.0\.1:\d+\/flaky<\/code> — passed on attempt 3/,
  );
  assert.deepEqual(
    flaky
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => ATTEMPT.exec(line.slice(2))?.slice(1, 4)),
    [
      ['1', 'failed', '503'],
      ['2', 'failed', '503'],
      ['3', 'passed', '200'],
    ],
  );
  assert.doesNotMatch(flaky, /plain/);

  // testlemon.json: the original's shape plus `attempts`, in its terms.
  const testlemon = JSON.parse(read('testlemon.json')).testsResults;
  assert.deepEqual(
    testlemon[0].attempts.map((a: Record<string, unknown>) => [a.attempt, a.isValid, a.outcome, a.statusCode]),
    [
      [1, false, 'failed', 503],
      [2, false, 'failed', 503],
      [3, true, 'passed', 200],
    ],
  );
  assert.match(testlemon[0].attempts[0].retriedBecause, /^failed: status-code: expected 200, got 503/);
  assert.equal(testlemon[0].attempts[2].retriedBecause, null);
  assert.match(testlemon[0].attempts[0].totalDuration, /^00:00:00\.\d{7}$/);
  assert.ok(!Number.isNaN(Date.parse(testlemon[0].attempts[0].createdDate)));
  assert.equal(testlemon[0].isValid, true);
  assert.equal(testlemon[1].attempts.length, 2);
  assert.deepEqual(testlemon[2].attempts, []);

  // CTRF, for comparison: the same counts.
  const ctrf = JSON.parse(read('ctrf.json')).results.tests;
  assert.deepEqual(
    ctrf.map((t: { retries: number; flaky: boolean }) => [t.retries, t.flaky]),
    [
      [2, true],
      [1, false],
      [0, false],
    ],
  );
});

test('with --repeats, each Xray iteration logs its own attempts', async () => {
  // Every second request fails: each iteration's first attempt gets 503, its retry 200.
  const api = await failingServer({ '/warming': 1 }, 2);
  const { code, stdout, read } = await run(
    `
baseUrl: ${api.origin}
tests:
  - name: warming up
    url: /warming
    retry: { count: 2, interval: 10 }
`,
    ['--repeats', '2'],
  );
  assert.equal(code, 0, stdout);
  const [xray] = JSON.parse(read('xray.json')).tests;
  assert.equal(xray.status, 'PASSED');
  assert.equal(xray.iterations.length, 2);
  for (const iteration of xray.iterations) {
    assert.equal(iteration.status, 'PASSED');
    const lines: string[] = iteration.log.split('\n');
    assert.equal(lines[0], 'Attempts:');
    assert.deepEqual(
      lines.slice(1).map((line) => ATTEMPT.exec(line)?.slice(1, 4)),
      [
        ['1', 'failed', '503'],
        ['2', 'passed', '200'],
      ],
    );
  }
  assert.match(xray.comment, /^Iteration 1: Attempts:\nattempt 1: failed 503/);
  assert.match(xray.comment, /\nIteration 2: Attempts:\nattempt 1: failed 503/);
});

// --interval and --watch through the real CLI against a loopback server: iterations re-read the
// collections, a collection that became invalid is reported and the last valid one runs again,
// iterations.jsonl gets a line per iteration, and SIGINT/SIGTERM end the loop with the last code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let server: TargetServer;
before(async () => {
  server = await startTargetServer((request, response) => {
    response.writeHead(request.url === '/missing' ? 404 : 200).end('ok');
  });
});
after(() => server.close());

const collection = (path: string) => `tests:\n  - name: probe\n    url: ${server.origin}${path}\n`;
const journal = (dir: string) =>
  readFileSync(join(dir, 'out/iterations.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
const iterationsSeen = (stdout: string) => (stdout.match(/^Iteration \d+: exit code \d+\.$/gm) ?? []).length;

test('--interval: runs again until SIGINT, one journal line per iteration, reports of the last one', async () => {
  const dir = workspace({ 'c.yaml': collection('/') });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '10ms'], {
    cwd: dir,
    onStdout: (stdout, child) => {
      if (iterationsSeen(stdout) === 3) child.kill('SIGINT');
    },
  });
  // The signal lands in a wait (exit code of the last iteration, 0) or during a 4th iteration (130).
  assert.ok(result.code === 0 || result.code === 130, `${result.code}\n${result.stdout}${result.stderr}`);
  const lines = journal(dir);
  assert.ok(lines.length >= 3);
  lines.forEach((line, i) => {
    assert.equal(line.iteration, i + 1);
    assert.equal(typeof line.startedAt, 'string');
    assert.equal(line.collectionsValid, true);
    assert.deepEqual(line.failing, []);
  });
  assert.equal(lines[0].totals.passed, 1);
  assert.equal(lines[0].exitCode, 0);
  assert.ok(existsSync(join(dir, 'out/results.json')));
  assert.ok(existsSync(join(dir, 'out/junit.xml')));
});

test('--interval: SIGTERM during the wait ends the loop at once with the last iteration exit code', async () => {
  const dir = workspace({ 'c.yaml': collection('/missing') });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '1h'], {
    cwd: dir,
    onStdout: (stdout, child) => {
      if (iterationsSeen(stdout) === 1) setImmediate(() => child.kill('SIGTERM'));
    },
  });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.deepEqual(
    journal(dir).map((line) => [line.exitCode, line.failing]),
    [[1, ['probe']]],
  );
});

test('--watch: re-runs when the collection changes; an invalid collection is reported and the last valid one runs', async () => {
  const dir = workspace({ 'c.yaml': collection('/') });
  const file = join(dir, 'c.yaml');
  const edits = [collection('/missing'), 'tests:\n  - url: [unclosed\n'];
  let touching: NodeJS.Timeout | undefined;
  let seen = 0;
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--watch'], {
    cwd: dir,
    onStdout: (stdout, child) => {
      const count = iterationsSeen(stdout);
      if (count === seen) return;
      seen = count;
      clearInterval(touching);
      const edit = edits[count - 1];
      if (edit === undefined) return void child.kill('SIGTERM');
      // Written until the next iteration starts: the watcher is set up right after this line is printed.
      touching = setInterval(() => writeFileSync(file, edit), 100);
    },
  });
  clearInterval(touching);
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stderr, /iteration 3: the collections are invalid; running the last valid ones/);
  assert.deepEqual(
    journal(dir).map((line) => [line.iteration, line.collectionsValid, line.exitCode, line.failing]),
    [
      [1, true, 0, []],
      [2, true, 1, ['probe']],
      [3, false, 1, ['probe']],
    ],
  );
});

// --interval and --watch through the real CLI against a loopback server: iterations re-read the
// collections, a collection that became invalid is reported and the last valid one runs again,
// iterations.jsonl gets a line per iteration, and SIGINT/SIGTERM end the loop with the last code.
import { test, before, after, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
/** The loop's child process, killed when the test ends however it ends: a failed test never leaves it running. */
function killedAfter(t: TestContext): (child: ChildProcess) => void {
  return (child) =>
    t.after(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
}
/** Replaces the file in one step (a rename), so the loop never reads it half written. */
function replaceFile(file: string, content: string): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}
const iterationsSeen = (stdout: string) => (stdout.match(/^Iteration \d+: exit code \d+\.$/gm) ?? []).length;

test('--interval: runs again until SIGINT, one journal line per iteration, reports of the last one', async (t) => {
  const dir = workspace({ 'c.yaml': collection('/') });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '10ms'], {
    cwd: dir,
    onSpawn: killedAfter(t),
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

test('--interval: SIGTERM during the wait ends the loop at once with the last iteration exit code', async (t) => {
  const dir = workspace({ 'c.yaml': collection('/missing') });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '1h'], {
    cwd: dir,
    onSpawn: killedAfter(t),
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

test('--watch: re-runs when the collection changes; an invalid collection is reported and the last valid one runs', async (t) => {
  const dir = workspace({ 'c.yaml': collection('/') });
  const file = join(dir, 'c.yaml');
  const edits = [collection('/missing'), 'tests:\n  - url: [unclosed\n'];
  let touching: NodeJS.Timeout | undefined;
  t.after(() => clearInterval(touching));
  let seen = 0;
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--watch'], {
    cwd: dir,
    onSpawn: killedAfter(t),
    onStdout: (stdout, child) => {
      const count = iterationsSeen(stdout);
      if (count === seen) return;
      seen = count;
      clearInterval(touching);
      const edit = edits[count - 1];
      if (edit === undefined) return void child.kill('SIGTERM');
      // Written until the next iteration starts: the watcher is set up right after this line is printed.
      touching = setInterval(() => replaceFile(file, edit), 100);
    },
  });
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

test(
  '--watch: re-runs when a file the collection reads changes (a data file, a JSON Schema and its $ref)',
  // Without a re-run the loop would wait for ever.
  { timeout: 60_000 },
  async (t) => {
    const dir = workspace({
      'c.yaml': `tests:\n  - name: "row \${{ data.path }}"\n    url: ${server.origin}/\${{ data.path }}\n    data: rows.csv\n    validators:\n      - json-schema: schemas/s.json\n`,
      'rows.csv': 'path\na\n',
    });
    mkdirSync(join(dir, 'schemas'));
    writeFileSync(join(dir, 'schemas/s.json'), '{ "$ref": "defs.json" }');
    writeFileSync(join(dir, 'schemas/defs.json'), '{}');
    // Each edit is rewritten until the next iteration starts; the collection file itself never changes.
    const edits: [string, string][] = [
      ['rows.csv', 'path\na\nb\n'],
      ['schemas/defs.json', '{ "type": "object" }'],
      ['schemas/s.json', '{ "$ref": "defs.json", "title": "edited" }'],
    ];
    let touching: NodeJS.Timeout | undefined;
    t.after(() => clearInterval(touching));
    let seen = 0;
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--watch'], {
      cwd: dir,
      onSpawn: killedAfter(t),
      onStdout: (stdout, child) => {
        const count = iterationsSeen(stdout);
        if (count === seen) return;
        seen = count;
        clearInterval(touching);
        const edit = edits[count - 1];
        if (edit === undefined) return void child.kill('SIGTERM');
        touching = setInterval(() => replaceFile(join(dir, edit[0]), edit[1]), 100);
      },
    });
    // The server answers `ok`, which is not JSON, so the tests fail: what counts is that every edit re-ran.
    assert.equal(iterationsSeen(result.stdout), 4, result.stdout + result.stderr);
    assert.deepEqual(
      journal(dir).map((line) => line.totals.total),
      [1, 2, 2, 2],
    );
  },
);

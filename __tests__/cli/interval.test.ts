// --interval and --watch through the real CLI against a loopback server: iterations re-read the
// collections, a collection that became invalid is reported and the last valid one runs again,
// iterations.jsonl gets a line per iteration, the reports in -o are always the complete ones of the last
// finished iteration, and SIGINT/SIGTERM end the loop with the last finished iteration's code.
import { test, before, after, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let server: TargetServer;
before(async () => {
  server = await startTargetServer((request, response) => {
    if (request.url === '/status.xml') response.writeHead(200, { 'content-type': 'application/xml' }).end('<s>up</s>');
    else response.writeHead(request.url === '/missing' ? 404 : 200).end('ok');
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
      if (iterationsSeen(stdout) >= 3 && !child.killed) child.kill('SIGINT'); // once: a second SIGINT ends assay at once
    },
  });
  // The signal lands in a wait or during a 4th iteration, which is discarded: the code is the 3rd's.
  assert.equal(result.code, 0, result.stdout + result.stderr);
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
  // The reports are the last journal line's iteration, and the staging directory is gone.
  assert.equal(JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')).run.startedAt, lines.at(-1).startedAt);
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), ['iterations.jsonl', 'junit.xml', 'results.json']);
});

test('--interval: the iterations share one query worker, each iteration answered', async (t) => {
  const dir = workspace({
    'c.yaml': `tests:\n  - url: ${server.origin}/status.xml\n    validators:\n      - xpath: { path: "string(/s)", equals: up }\n`,
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '10ms'], {
    cwd: dir,
    onSpawn: killedAfter(t),
    onStdout: (stdout, child) => {
      if (iterationsSeen(stdout) >= 3 && !child.killed) child.kill('SIGINT');
    },
  });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  const lines = journal(dir);
  assert.ok(lines.length >= 3);
  for (const line of lines) assert.deepEqual([line.totals.passed, line.failing], [1, []]);
});

test('--interval: a reader polling -o always finds complete reports of one finished iteration', async (t) => {
  // 20 tests of ~5 ms each: results.json grows test by test for ~100 ms per iteration.
  const slow = await startTargetServer((_request, response) => void setTimeout(() => response.end('ok'), 5));
  t.after(() => slow.close());
  const tests = Array.from({ length: 20 }, (_, i) => `  - name: t${i}\n    url: ${slow.origin}/${i}\n`).join('');
  const dir = workspace({ 'c.yaml': `tests:\n${tests}` });
  const results = join(dir, 'out/results.json');
  const junit = join(dir, 'out/junit.xml');
  const iterationsRead = new Set<string>();
  const problems: string[] = [];
  let reads = 0;
  const poll = setInterval(() => {
    let text: string;
    try {
      text = readFileSync(results, 'utf8');
    } catch {
      // Missing only until the first iteration has finished.
      if (iterationsRead.size > 0) problems.push('results.json disappeared');
      return;
    }
    reads++;
    try {
      const doc = JSON.parse(text);
      assert.equal(doc.totals.total, 20);
      assert.equal(doc.collections[0].tests.length, 20);
      iterationsRead.add(doc.run.startedAt);
    } catch (error) {
      problems.push(`results.json: ${(error as Error).message.slice(0, 200)}`);
    }
    const xml = existsSync(junit) ? readFileSync(junit, 'utf8') : '';
    if (!xml.trimEnd().endsWith('</testsuites>')) problems.push('junit.xml is missing or incomplete');
  }, 2);
  t.after(() => clearInterval(poll));
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '1ms'], {
    cwd: dir,
    onSpawn: killedAfter(t),
    onStdout: (stdout, child) => {
      if (iterationsSeen(stdout) >= 5 && !child.killed) child.kill('SIGINT'); // once: a second SIGINT ends assay at once
    },
  });
  clearInterval(poll);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(problems, []);
  // The reader saw several iterations' reports, each whole.
  assert.ok(iterationsRead.size >= 2, `${iterationsRead.size} iterations in ${reads} reads`);
});

test('--interval: SIGTERM during an iteration keeps the previous iteration’s reports and exit code', async (t) => {
  // /hang answers from the second iteration on only when the server closes: the loop is stopped inside it.
  let hangs = 0;
  let arrived: (() => void) | undefined;
  const server = await startTargetServer((request, response) => {
    if (request.url !== '/hang' || ++hangs === 1) return void response.writeHead(404).end();
    arrived?.();
  });
  t.after(() => server.close());
  const dir = workspace({
    'c.yaml': `tests:\n  - name: first\n    url: ${server.origin}/ok\n  - name: hang\n    url: ${server.origin}/hang\n`,
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '-f', 'html,ctrf', '--interval', '1ms'], {
    cwd: dir,
    env: { ASSAY_INTERRUPT_GRACE_MS: '50' },
    onSpawn: (child) => {
      killedAfter(t)(child);
      arrived = () => child.kill('SIGTERM');
    },
  });
  // Iteration 1 failed (404s): its code, not 143, and its reports, not the interrupted iteration's.
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(
    result.stdout,
    /^Iteration 2: interrupted by SIGTERM; its reports were discarded, those of iteration 1 stay\.$/m,
  );
  const lines = journal(dir);
  assert.deepEqual(
    lines.map((line) => [line.iteration, line.exitCode, line.failing]),
    [[1, 1, ['first', 'hang']]],
  );
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  assert.equal(doc.run.startedAt, lines[0].startedAt);
  assert.equal(doc.run.interrupted, undefined);
  assert.equal(doc.totals.failed, 2);
  assert.equal(JSON.parse(readFileSync(join(dir, 'out/ctrf.json'), 'utf8')).results.summary.failed, 2);
  assert.match(readFileSync(join(dir, 'out/junit.xml'), 'utf8'), /<\/testsuites>\s*$/);
  assert.match(readFileSync(join(dir, 'out/report.html'), 'utf8'), /<\/html>\s*$/);
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), [
    'ctrf.json',
    'iterations.jsonl',
    'junit.xml',
    'report.html',
    'results.json',
  ]);
});

test('--interval: SIGTERM during the first iteration keeps its reports, marked interrupted, with 143', async (t) => {
  let child: ChildProcess | undefined;
  const server = await startTargetServer((request) => {
    if (request.url === '/hang') child?.kill('SIGTERM');
  });
  t.after(() => server.close());
  const dir = workspace({ 'c.yaml': `tests:\n  - name: hang\n    url: ${server.origin}/hang\n` });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '1ms'], {
    cwd: dir,
    env: { ASSAY_INTERRUPT_GRACE_MS: '50' },
    onSpawn: (spawned) => {
      killedAfter(t)(spawned);
      child = spawned;
    },
  });
  assert.equal(result.code, 143, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  assert.equal(doc.run.interrupted, 'SIGTERM');
  assert.deepEqual(
    journal(dir).map((line) => [line.iteration, line.exitCode]),
    [[1, 143]],
  );
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), ['iterations.jsonl', 'junit.xml', 'results.json']);
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

test('--interval: leaves files it does not own; removes staging directories of loops that are gone', async (t) => {
  const dir = workspace({ 'c.yaml': collection('/') });
  mkdirSync(join(dir, 'out/.assay-iteration-4194305'), { recursive: true }); // above Linux's pid_max: gone
  writeFileSync(join(dir, 'out/.assay-iteration-4194305/results.json'), '{');
  mkdirSync(join(dir, 'out/.assay-iteration-' + process.pid)); // a running process's: not touched
  writeFileSync(join(dir, 'out/notes.txt'), 'mine');
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--interval', '10ms'], {
    cwd: dir,
    onSpawn: killedAfter(t),
    onStdout: (stdout, child) => {
      if (iterationsSeen(stdout) >= 2 && !child.killed) child.kill('SIGINT'); // once: a second SIGINT ends assay at once
    },
  });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), [
    `.assay-iteration-${process.pid}`,
    'iterations.jsonl',
    'junit.xml',
    'notes.txt',
    'results.json',
  ]);
  assert.equal(readFileSync(join(dir, 'out/notes.txt'), 'utf8'), 'mine');
});

test('--interval with -o a file path: that file is replaced whole, nothing else is written beside it', async (t) => {
  const dir = workspace({ 'c.yaml': collection('/') });
  mkdirSync(join(dir, 'out'));
  writeFileSync(join(dir, 'out/summary.md'), 'the user’s own');
  const result = await runCli(['-c', 'c.yaml', '-o', 'out/checks.json', '-f', 'ctrf', '--interval', '10ms'], {
    cwd: dir,
    onSpawn: killedAfter(t),
    onStdout: (stdout, child) => {
      if (iterationsSeen(stdout) >= 2 && !child.killed) child.kill('SIGINT');
    },
  });
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /^Reports: out\/checks\.json$/m);
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), ['checks.json', 'iterations.jsonl', 'summary.md']);
  assert.equal(JSON.parse(readFileSync(join(dir, 'out/checks.json'), 'utf8')).reportFormat, 'CTRF');
  assert.equal(readFileSync(join(dir, 'out/summary.md'), 'utf8'), 'the user’s own');
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

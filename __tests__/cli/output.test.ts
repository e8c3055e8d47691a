// The report directory (-o) through the real command line: results.json is written while the run
// goes, a directory that cannot hold reports stops the run before anything is sent, and report
// files of an earlier run never survive into a new one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { CLI, runCli, workspace } from '../helpers/run-cli.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { openStoredResults } from '../../src/report/results/stored-results.ts';
import { junitXml } from '../../src/report/formats/junit.ts';

let api: TargetServer;
let releaseSlow: () => void = () => {};
let slowArrived: () => void = () => {};

before(async () => {
  api = await startTargetServer((request, response) => {
    if (request.url === '/slow') {
      releaseSlow = () => response.end('finally');
      slowArrived();
      return;
    }
    response.end('ok');
  });
});
after(() => api.close());

const collection = (tests: string) => `name: Output\nbaseUrl: ${api.origin}\ntests:\n${tests}`;

test('results.json holds the finished tests while a slow test is still waiting for its response', async () => {
  const dir = workspace({
    'c.yaml': collection(
      '  - name: one\n    url: /one\n  - name: two\n    url: /two\n  - name: slow\n    url: /slow\n',
    ),
  });
  const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
  const run = runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  await arrived;
  // The slow test is held by the server until the file shows both tests before it.
  const results = join(dir, 'out', 'results.json');
  let written = '';
  for (let tries = 0; tries < 600 && !(written.includes('"name":"one"') && written.includes('"name":"two"')); tries++) {
    await sleep(50);
    written = existsSync(results) ? readFileSync(results, 'utf8') : '';
  }
  assert.match(written, /"name":"one".*\n.*"name":"two"/);
  assert.doesNotMatch(written, /"name":"slow"/);
  releaseSlow();
  const result = await run;
  assert.equal(result.code, 0, result.stderr);
  const doc = JSON.parse(readFileSync(results, 'utf8')) as {
    totals: { passed: number };
    collections: { tests: { name: string }[]; totals: { total: number } }[];
  };
  assert.equal(doc.totals.passed, 3);
  assert.deepEqual(
    doc.collections[0].tests.map((t) => t.name),
    ['one', 'two', 'slow'],
  );
  assert.equal(doc.collections[0].totals.total, 3);
});

test('an -o under /proc ends in one message and exit 2, and nothing is sent', async () => {
  const dir = workspace({ 'c.yaml': collection('  - url: /one\n') });
  const sent = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-o', '/proc/nope'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.equal(api.requests.length, sent);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, /^assay: cannot write reports to \/proc\/nope: .+\n$/);
});

test('an -o that is an existing file ends in one message and exit 2, and nothing is sent', async () => {
  const dir = workspace({ 'c.yaml': collection('  - url: /one\n'), notes: 'mine' });
  const sent = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-o', 'notes'], { cwd: dir });
  assert.equal(result.code, 2);
  assert.equal(api.requests.length, sent);
  assert.match(result.stderr, /^assay: cannot write reports to notes: .*not a directory\n$/);
  assert.equal(readFileSync(join(dir, 'notes'), 'utf8'), 'mine');
});

/** An output directory as an earlier, green run left it, plus a file of the user's own. */
function earlierRun(dir: string): string {
  const out = join(dir, 'out');
  mkdirSync(out);
  for (const name of [
    'results.json',
    'junit.xml',
    'report.html',
    'ctrf.json',
    'xray.json',
    'summary.md',
    'testlemon.json',
    'diagnostics.txt',
  ])
    writeFileSync(join(out, name), 'from the earlier, green run');
  writeFileSync(join(out, 'notes.txt'), 'mine');
  mkdirSync(join(out, 'screenshots'));
  return out;
}

test('a run with invalid collections removes the reports of an earlier run and keeps everything else', async () => {
  const dir = workspace({ 'c.yaml': 'name: Broken\ntests:\n  - url: not-absolute\n' });
  const out = earlierRun(dir);
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 2);
  for (const name of [
    'results.json',
    'junit.xml',
    'report.html',
    'ctrf.json',
    'xray.json',
    'summary.md',
    'testlemon.json',
  ])
    assert.equal(existsSync(join(out, name)), false, name);
  assert.match(readFileSync(join(out, 'diagnostics.txt'), 'utf8'), /not-absolute/);
  assert.equal(readFileSync(join(out, 'notes.txt'), 'utf8'), 'mine');
  assert.ok(existsSync(join(out, 'screenshots')));
});

test('a run writes its own reports and leaves no report of an earlier run beside them', async () => {
  const dir = workspace({ 'c.yaml': collection('  - url: /one\n') });
  const out = earlierRun(dir);
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '-f', 'ctrf'], { cwd: dir });
  assert.equal(result.code, 0, result.stderr);
  for (const name of ['report.html', 'xray.json', 'summary.md', 'testlemon.json', 'diagnostics.txt'])
    assert.equal(existsSync(join(out, name)), false, name);
  for (const name of ['results.json', 'junit.xml', 'ctrf.json'])
    assert.doesNotMatch(readFileSync(join(out, name), 'utf8'), /earlier/, name);
  assert.equal(readFileSync(join(out, 'notes.txt'), 'utf8'), 'mine');
});

test("beside an -o file path only the files this run writes are replaced; the directory's other files stay", async () => {
  // `-o junit-out.xml` in a repository's root: its own summary.md and report.html are not reports of assay.
  const dir = workspace({ 'c.yaml': collection('  - url: /one\n') });
  writeFileSync(join(dir, 'summary.md'), '# my notes');
  writeFileSync(join(dir, 'report.html'), '<h1>mine</h1>');
  writeFileSync(join(dir, 'junit-out.xml'), 'earlier');
  const result = await runCli(['-c', 'c.yaml', '-o', 'junit-out.xml', '-f', 'ctrf'], { cwd: dir });
  assert.equal(result.code, 0, result.stderr);
  assert.equal(readFileSync(join(dir, 'summary.md'), 'utf8'), '# my notes');
  assert.equal(readFileSync(join(dir, 'report.html'), 'utf8'), '<h1>mine</h1>');
  assert.match(readFileSync(join(dir, 'junit-out.xml'), 'utf8'), /^<\?xml/);
  for (const name of ['results.json', 'ctrf.json']) assert.ok(existsSync(join(dir, name)), name);
});

test('junit.xml written as tests finish is the JUnit rendering of results.json, also in parallel and repeated', async () => {
  const tests = Array.from({ length: 30 }, (_, i) =>
    i % 7 === 3
      ? `  - name: "fails <${i}> & more"\n    url: /n${i}\n    validators:\n      - body-contains: absent\n`
      : `  - name: t${i}\n    url: /n${i}\n`,
  ).join('');
  const dir = workspace({
    'a.yaml': collection(tests),
    'b.yaml': collection('  - url: /b\n').replace('Output', 'Second'),
  });
  const result = await runCli(
    ['-c', 'a.yaml', '-c', 'b.yaml', '-o', 'out', '-p', '--concurrency', '5', '--repeats', '2'],
    {
      cwd: dir,
    },
  );
  assert.equal(result.code, 1, result.stderr);
  const doc = await openStoredResults(join(dir, 'out', 'results.json'));
  assert.equal(doc.totals.total, 62);
  let expected = '';
  for (const piece of junitXml(doc)) expected += piece;
  assert.equal(readFileSync(join(dir, 'out', 'junit.xml'), 'utf8'), expected);
  assert.match(expected, /<testcase classname="Output" name="fails &lt;3&gt; &amp; more \(iteration 2\)"/);
});

test('-o file.json with -f ctrf,html writes just those two reports, the results going through a temporary file', async () => {
  const dir = workspace({ 'c.yaml': collection('  - name: one\n    url: /one\n') });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out/ctrf-report.json', '-f', 'ctrf,html'], { cwd: dir });
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(readdirSync(join(dir, 'out')).sort(), ['ctrf-report.json', 'report.html']);
  assert.match(readFileSync(join(dir, 'out', 'report.html'), 'utf8'), /one/);
  const ctrf = JSON.parse(readFileSync(join(dir, 'out', 'ctrf-report.json'), 'utf8')) as {
    results: { tests: { name: string }[] };
  };
  assert.deepEqual(
    ctrf.results.tests.map((t) => t.name),
    ['one'],
  );
});

test('a reader that closes the pipe early (`assay … | head -1`) ends no run: reports written, the run’s own exit code', async () => {
  const tests = Array.from({ length: 300 }, (_, i) => `  - name: test ${i}\n    url: /t${i}\n`).join('');
  const dir = workspace({ 'c.yaml': collection(tests) });
  const child = spawn(process.execPath, [CLI, '-c', 'c.yaml', '-o', 'out'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Like `head -1`: read the first chunk, then close the pipe.
  child.stdout.once('data', () => child.stdout.destroy());
  const [code] = (await once(child, 'close')) as [number];
  assert.equal(code, 0, stderr);
  assert.doesNotMatch(stderr, /EPIPE|Error/);
  const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
  assert.equal(results.totals.passed, 300);
});

// Green means green: a run or a merge that says it passed tested every test it was asked to, and
// its reports list each of them; through the real dist/cli.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';

/**
 * A raw HTTP/1.1 server: `CONNECT` is answered `200` and `/switch` `101 Switching Protocols`, each
 * with the connection closed right after; anything else `200 ok`. Returns its origin.
 */
async function startTunnelingServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (data) => {
      const [method, path] = data.toString('latin1').split(' ');
      if (method === 'CONNECT') socket.end('HTTP/1.1 200 Connection Established\r\n\r\n');
      else if (path === '/switch')
        socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

test('a CONNECT or a 101 in the middle of a collection does not end the run: every test runs and is reported', async () => {
  const server = await startTunnelingServer();
  try {
    const dir = workspace({
      'api.yaml': [
        'name: Tunnels',
        `baseUrl: ${server.origin}`,
        'tests:',
        '  - name: before',
        '    url: /a',
        '    validators: [{ status-code: 200 }]',
        '  - name: tunnel',
        '    method: CONNECT',
        '    url: /b',
        '    validators: [{ status-code: 200 }]',
        '  - name: switch',
        '    url: /switch',
        '  - name: after',
        '    url: /c',
        '    validators: [{ status-code: 200 }]',
        '',
      ].join('\n'),
    });
    const result = await runCli(['-c', 'api.yaml', '-o', 'out', '-f', 'ctrf'], { cwd: dir });
    // The 101 answers a request that did not ask to switch: that test errors, the others pass.
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stdout, /^PASS +CONNECT .*\/b +200 .* tunnel$/m);
    assert.match(result.stdout, /^PASS +GET .*\/c +200 .* after$/m);
    assert.match(result.stdout, /^3 passed, 0 failed, 1 errored, 0 skipped in /m);
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as {
      collections: { tests: { name: string; outcome: string }[] }[];
    };
    assert.deepEqual(
      results.collections[0]!.tests.map((t) => [t.name, t.outcome]),
      [
        ['before', 'passed'],
        ['tunnel', 'passed'],
        ['switch', 'errored'],
        ['after', 'passed'],
      ],
    );
    const junit = readFileSync(join(dir, 'out', 'junit.xml'), 'utf8');
    assert.equal(junit.match(/<testcase /g)?.length, 4);
    const ctrf = JSON.parse(readFileSync(join(dir, 'out', 'ctrf.json'), 'utf8')) as { results: { tests: unknown[] } };
    assert.equal(ctrf.results.tests.length, 4);
  } finally {
    await server.close();
  }
});

const XRAY_EXAMPLE = resolve(import.meta.dirname, '../fixtures/testlemon/testlemon-docker-tests/collection-xray.yaml');

test("the original's collection-xray.yaml (list metadata) is written in every format", async () => {
  const server = await startTargetServer();
  try {
    const original = readFileSync(XRAY_EXAMPLE, 'utf8');
    assert.match(original, /^metadata:\n {2}- execution-description:/m);
    const dir = workspace({ 'collection-xray.yaml': original.replace('https://dummyjson.com', server.origin) });
    const formats = 'html,ctrf,xray,markdown,testlemon';
    const result = await runCli(['-c', 'collection-xray.yaml', '-o', 'out', '-f', formats], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr, '');
    const out = join(dir, 'out');
    assert.deepEqual(readdirSync(out).sort(), [
      'ctrf.json',
      'junit.xml',
      'report.html',
      'results.json',
      'summary.md',
      'testlemon.json',
      'xray.json',
    ]);
    const xray = JSON.parse(readFileSync(join(out, 'xray.json'), 'utf8')) as {
      info: Record<string, unknown>;
      tests: { testInfo: Record<string, unknown>; status: string }[];
    };
    assert.equal(xray.info.description, 'Testlemon CLI pipeline execution');
    assert.equal(xray.info.testPlanKey, 'XSP-88');
    assert.deepEqual(xray.info.testEnvironments, ['DesktopChrome']);
    assert.deepEqual(
      xray.tests.map((t) => [t.testInfo.projectKey, t.testInfo.requirementKeys, t.status]),
      [['XSP', ['XSP-84'], 'PASSED']],
    );
    const ctrf = JSON.parse(readFileSync(join(out, 'ctrf.json'), 'utf8')) as {
      results: { tests: { name: string }[] };
    };
    assert.deepEqual(
      ctrf.results.tests.map((t) => t.name),
      ['Get all products'],
    );
    assert.match(readFileSync(join(out, 'report.html'), 'utf8'), /Get all products/);
    assert.match(readFileSync(join(out, 'summary.md'), 'utf8'), /Get all products/);
    const testlemon = JSON.parse(readFileSync(join(out, 'testlemon.json'), 'utf8')) as { testsResults: unknown[] };
    assert.equal(testlemon.testsResults.length, 1);
  } finally {
    await server.close();
  }
});

test("a later collection's list metadata is never read as tests of the one before it", async () => {
  const server = await startTargetServer();
  try {
    const dir = workspace({
      'a.yaml': `name: A\nbaseUrl: ${server.origin}\ntests:\n  - name: a1\n    url: /a1\n`,
      'b.yaml': [
        'name: B',
        `baseUrl: ${server.origin}`,
        'metadata:',
        '  - version: 1.0.0',
        '  - revision: 2',
        'tests:',
        '  - name: b1',
        '    url: /b1',
        '',
      ].join('\n'),
    });
    const result = await runCli(['-c', 'a.yaml', '-c', 'b.yaml', '-o', 'out', '-f', 'ctrf,markdown'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const ctrf = JSON.parse(readFileSync(join(dir, 'out', 'ctrf.json'), 'utf8')) as {
      results: { summary: { tests: number }; tests: { name: string; suite?: string }[] };
    };
    assert.equal(ctrf.results.summary.tests, 2);
    assert.deepEqual(
      ctrf.results.tests.map((t) => t.name),
      ['a1', 'b1'],
    );
  } finally {
    await server.close();
  }
});

test('a report format that cannot be written does not keep the other formats from being written', async () => {
  const server = await startTargetServer();
  try {
    const dir = workspace({
      'api.yaml': `name: API\nbaseUrl: ${server.origin}\ntests:\n  - name: one\n    url: /one\n`,
    });
    // A directory where report.html would go: that one format cannot be written.
    mkdirSync(join(dir, 'out', 'report.html'), { recursive: true });
    const result = await runCli(['-c', 'api.yaml', '-o', 'out', '-f', 'html,ctrf,markdown'], { cwd: dir });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^assay: could not write the reports: EISDIR: .*report\.html'\n$/);
    const ctrf = JSON.parse(readFileSync(join(dir, 'out', 'ctrf.json'), 'utf8')) as { results: { tests: unknown[] } };
    assert.equal(ctrf.results.tests.length, 1);
    assert.match(readFileSync(join(dir, 'out', 'summary.md'), 'utf8'), /one/);
  } finally {
    await server.close();
  }
});

test('-o naming a file after an earlier -o of its directory leaves none of the earlier reports beside it', async () => {
  const server = await startTargetServer();
  try {
    const many = Array.from({ length: 5 }, (_, i) => `  - name: t${i}\n    url: /t${i}\n`).join('');
    const dir = workspace({
      'many.yaml': `name: Many\nbaseUrl: ${server.origin}\ntests:\n${many}`,
      'few.yaml': `name: Few\nbaseUrl: ${server.origin}\ntests:\n  - name: only\n    url: /only\n`,
    });
    const all = 'html,ctrf,xray,markdown,testlemon';
    const first = await runCli(['-c', 'many.yaml', '-o', 'out', '-f', all], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    assert.equal(readdirSync(join(dir, 'out')).length, 7);
    // The user's own files under assay's names, not written by assay, stay.
    writeFileSync(join(dir, 'notes.md'), '# notes\n');
    writeFileSync(join(dir, 'summary.md'), '# Our release summary\n');

    const second = await runCli(['-c', 'few.yaml', '-o', 'out/results.json'], { cwd: dir });
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(readdirSync(join(dir, 'out')), ['results.json']);
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as { totals: { total: number } };
    assert.equal(results.totals.total, 1);

    // Beside a file path in a directory that is not assay's, only assay's own reports go.
    const third = await runCli(['-c', 'few.yaml', '-o', 'junit-out.xml', '-f', 'markdown'], { cwd: dir });
    assert.equal(third.code, 0, third.stderr);
    const fourth = await runCli(['-c', 'many.yaml', '-o', 'junit-out.xml'], { cwd: dir });
    assert.equal(fourth.code, 0, fourth.stderr);
    assert.equal(existsSync(join(dir, 'notes.md')), true);
    assert.equal(existsSync(join(dir, 'summary.md')), false, "the third run's summary.md was assay's");
    assert.equal(readFileSync(join(dir, 'junit-out.xml'), 'utf8').match(/<testcase /g)?.length, 5);
  } finally {
    await server.close();
  }
});

test("a user's summary.md beside an -o file path is kept", async () => {
  const server = await startTargetServer();
  try {
    const dir = workspace({
      'few.yaml': `name: Few\nbaseUrl: ${server.origin}\ntests:\n  - name: only\n    url: /only\n`,
      'summary.md': '## Release notes: assay: not ours\n',
      'report.html': '<!doctype html><title>Our report</title>\n',
    });
    const result = await runCli(['-c', 'few.yaml', '-o', 'junit-out.xml'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(readFileSync(join(dir, 'summary.md'), 'utf8'), '## Release notes: assay: not ours\n');
    assert.equal(readFileSync(join(dir, 'report.html'), 'utf8'), '<!doctype html><title>Our report</title>\n');
  } finally {
    await server.close();
  }
});

test('assay merge refuses shards of another run or given twice, and a partial merge is never green', async () => {
  const server = await startTargetServer();
  try {
    const tests = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `  - name: ${prefix}${i}\n    url: /${prefix}${i}\n`).join('');
    const dir = workspace({
      'suite.yaml': `name: Suite\nbaseUrl: ${server.origin}\ntests:\n${tests('s', 9)}`,
      'other.yaml': `name: Other\nbaseUrl: ${server.origin}\ntests:\n${tests('o', 3)}`,
    });
    for (const [file, label] of [
      ['suite.yaml', 'suite'],
      ['other.yaml', 'other'],
    ]) {
      for (let i = 1; i <= 3; i++) {
        const shard = await runCli(['-c', file!, '--shard', `${i}/3`, '-o', `${label}-${i}`], { cwd: dir });
        assert.equal(shard.code, 0, shard.stderr);
      }
    }
    const suite = [1, 2, 3].map((i) => `suite-${i}/results.json`);
    const shardRecord = JSON.parse(readFileSync(join(dir, suite[0]!), 'utf8')) as {
      run: { shard: { index: number; total: number; plan: string; plannedTests: number } };
    };
    assert.match(shardRecord.run.shard.plan, /^sha256:[0-9a-f]{64}$/);
    assert.equal(shardRecord.run.shard.plannedTests, 9);

    const foreign = await runCli(['merge', suite[0]!, 'other-2/results.json', suite[2]!, '-o', 'm1'], { cwd: dir });
    assert.equal(foreign.code, 2);
    assert.equal(
      foreign.stderr,
      `assay merge: other-2/results.json is a shard of another run than ${suite[0]}: they were run with different collections, tests, filters or repeats\n`,
    );
    assert.equal(existsSync(join(dir, 'm1')), false);

    const twice = await runCli(['merge', suite[0]!, suite[1]!, suite[1]!, suite[2]!, '-o', 'm2'], { cwd: dir });
    assert.equal(twice.code, 2);
    assert.equal(twice.stderr, `assay merge: ${suite[1]} and ${suite[1]} are both shard 2/3\n`);

    const partial = await runCli(['merge', suite[0]!, suite[2]!, '--allow-partial', '-o', 'm3'], { cwd: dir });
    assert.equal(partial.code, 1, 'a partial merge is not green');
    assert.match(partial.stderr, /warning: the results of shard 2\/3 are missing/);

    const whole = await runCli(['merge', ...suite, '-o', 'm4'], { cwd: dir });
    assert.equal(whole.code, 0, whole.stderr);
    assert.match(whole.stdout, /^Merged 3 results files: 9 tests, 9 passed,/);

    // A shard whose results fall short of its plan (cut off by hand here) is not merged as whole.
    const cut = JSON.parse(readFileSync(join(dir, suite[1]!), 'utf8')) as {
      collections: { tests: unknown[]; totals: { total: number; passed: number } }[];
      totals: { total: number; passed: number };
    };
    cut.collections[0]!.tests.pop();
    cut.collections[0]!.totals.total--;
    cut.collections[0]!.totals.passed--;
    cut.totals.total--;
    cut.totals.passed--;
    writeFileSync(join(dir, 'cut.json'), JSON.stringify(cut));
    const short = await runCli(['merge', suite[0]!, 'cut.json', suite[2]!, '-o', 'm5'], { cwd: dir });
    assert.equal(short.code, 2);
    assert.match(short.stderr, /^assay merge: the shards hold 8 test results, but their run planned 9 \(/);
  } finally {
    await server.close();
  }
});

// User regular expressions cannot hang a run (issue 9): catastrophic patterns either run on V8's
// linear-time engine or, when they need backtracking (backreferences, lookarounds), in a worker that
// ends at the test's time budget. Through the real CLI, against a loopback server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { runCli, workspace } from '../../helpers/run-cli.ts';
import { PatternMatcher, runsInLinearTime } from '../../../src/engine/queries/patterns.ts';

const EVIL_BODY = 'a'.repeat(30) + 'b';
let server: TargetServer;
let onEvilAnswered: (() => void) | undefined;

before(async () => {
  server = await startTargetServer((request, response) => {
    if (request.url === '/evil') response.end(EVIL_BODY, () => onEvilAnswered?.());
    else if (request.url === '/evil.json') response.end(JSON.stringify([{ email: EVIL_BODY }, { email: 'ab' }]));
    else if (request.url === '/evil-long.json') response.end(JSON.stringify([{ email: `${'a'.repeat(40)}!` }]));
    else if (request.url === '/names.json') response.end(JSON.stringify([{ name: 'x1' }, { name: 'café' }]));
    else response.end('{"id":42}');
  });
});
after(() => server.close());

function collection(tests: string): string {
  return `baseUrl: ${server.origin}\ntests:\n${tests}`;
}

test('a pattern with catastrophic backtracking that the linear engine takes answers at once: no match', async () => {
  const dir = workspace({
    'c.yaml': collection("  - url: /evil\n    context:\n      - { name: run, pattern: '(a+)+$' }\n"),
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /context run: pattern "\(a\+\)\+\$" found no match in the 200 OK response body/);
});

test('a JSONPath match() or search() pattern that backtracks catastrophically answers at once', async () => {
  // jsonpath-rfc9535 compiles these in unicode mode, where V8 has no linear-time fallback: 30 s and
  // more for `(a+)+` on this body before (json-path.ts).
  const dir = workspace({
    'c.yaml': collection(
      '  - url: /evil.json\n    validators:\n' +
        '      - json-path: { path: "$[?match(@.email, \'(a+)+\')]", exists: true }\n' +
        '      - json-path: { path: "$[?search(@.email, \'(a+)+c\')]", exists: true }\n' +
        '      - json-path: { path: "$[?search(@.email, \'^(a+)+b\')].email", count: 2 }\n',
    ),
  });
  const started = performance.now();
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.ok(performance.now() - started < 20_000, 'the run ends in seconds, not minutes');
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const [match, search, both] = doc.collections[0].tests[0].validators;
  assert.equal(match.pass, false, 'no email is all a');
  assert.match(match.message, /expected exists, got selected nothing/);
  assert.equal(search.pass, false, 'no email holds a c');
  assert.equal(both.pass, true, JSON.stringify(both));
});

test('a JSONPath pattern that needs unicode mode runs in the worker: answers as unicode mode, ends at the time budget', async () => {
  // `\p{L}` is read as written only in unicode mode, where V8 has no linear-time engine: this pattern
  // on 40 letters and a `!` would backtrack for hours on the main thread (26 letters: 2.4 s).
  const dir = workspace({
    'c.yaml': collection(
      '  - url: /evil-long.json\n    timeout: 1000\n    validators:\n' +
        `      - json-path: { path: '$[?match(@.email, "(\\\\p{L}+)+")]', exists: true }\n` +
        '  - url: /names.json\n    context:\n' +
        `      - { name: letters, json-path: '$[?search(@.name, "^\\\\p{L}+$")].name' }\n` +
        '    validators:\n' +
        `      - json-path: { path: '$[?match(@.name, "\\\\p{L}+")].name', equals: café }\n` +
        `      - json-path: { path: '$[?match(@.name, "\\\\p{Ll}\\\\p{N}")]', count: 1 }\n`,
    ),
  });
  const started = performance.now();
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.ok(performance.now() - started < 20_000, 'the run ends in seconds, not hours');
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const [evil, names] = doc.collections[0].tests;
  assert.equal(evil.outcome, 'failed');
  assert.equal(
    evil.validators[0].message,
    'json-path $[?match(@.email, "(\\\\p{L}+)+")]: the pattern "^(\\\\p{L}+)+$" took too long (stopped at the test\'s time budget)',
  );
  assert.equal(names.outcome, 'passed', JSON.stringify(names));
  assert.equal(names.captures[0].value, 'café');
});

test('a backtracking pattern past the test time budget fails the test saying the pattern took too long', async () => {
  const dir = workspace({
    'c.yaml': collection(
      "  - url: /evil\n    timeout: 1000\n    context:\n      - { name: run, pattern: '(a+)+\\1$' }\n" +
        '  - url: /ok\n    context:\n      - { name: id, pattern: \'"id":(\\d+)\' }\n',
    ),
  });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  assert.match(
    result.stdout,
    /context run: pattern "\(a\+\)\+\\\\1\$" took too long \(stopped after the test's remaining time budget of \d+ ms\)/,
  );
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const [evil, ok] = doc.collections[0].tests;
  assert.equal(evil.outcome, 'failed');
  assert.match(evil.captures[0].problem, /^took too long/);
  assert.equal(ok.outcome, 'passed', 'the run goes on after a pattern that took too long');
  assert.match(
    readFileSync(join(dir, 'out/junit.xml'), 'utf8'),
    /context run: pattern "\(a\+\)\+\\\\1\$" took too long/,
  );
});

test('SIGTERM while a backtracking pattern runs is honoured: partial reports, exit 143', async () => {
  const dir = workspace({
    'c.yaml': collection(
      "  - url: /ok\n  - url: /evil\n    timeout: 600000\n    context:\n      - { name: run, pattern: '(a+)+\\1$' }\n",
    ),
  });
  // Sent once the first test's line is out and the server has answered the second test.
  let child: ChildProcess | undefined;
  let answered = false;
  const interrupt = (): void => {
    if (child !== undefined && answered) child.kill('SIGTERM');
  };
  onEvilAnswered = () => {
    answered = true;
    interrupt();
  };
  try {
    const result = await runCli(['-c', 'c.yaml', '-o', 'out'], {
      cwd: dir,
      onStdout: (text, started) => {
        if (child === undefined && text.includes('PASS')) {
          child = started;
          interrupt();
        }
      },
    });
    assert.equal(result.code, 143, result.stdout + result.stderr);
    assert.match(result.stdout, /Interrupted by SIGTERM/);
    const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
    assert.equal(doc.run.interrupted, 'SIGTERM');
    // Cut off by the end of the grace, the pattern's test did not finish: not run, as docs/cli.md says,
    // never "failed: took too long" (its budget was ten minutes).
    const evil = doc.collections[0].tests[1];
    assert.equal(evil.outcome, 'notRun', JSON.stringify(evil));
    assert.match(
      evil.reason,
      /^not run: the run was interrupted \(SIGTERM\) before (the response arrived|its response was checked)$/,
    );
    assert.doesNotMatch(result.stdout, /took too long/);
  } finally {
    onEvilAnswered = undefined;
  }
});

test('many matches sent before the worker is up all answer, without a listener warning', async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  const matcher = new PatternMatcher();
  const run = new AbortController();
  try {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => matcher.match('(a)\\1', i % 2 === 0 ? 'xaa' : 'xa', 5000, run.signal)),
    );
    assert.deepEqual(
      answers,
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? { kind: 'match', group: 'a' } : { kind: 'none' })),
    );
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      warnings.map((w) => w.message),
      [],
    );
  } finally {
    process.off('warning', onWarning);
    await matcher.close();
  }
});

test('ordinary patterns run on the main thread; patterns that need backtracking go to the worker', async () => {
  assert.equal(runsInLinearTime('"id":\\s*(\\d+)'), true);
  assert.equal(runsInLinearTime('(a+)+$'), true);
  assert.equal(runsInLinearTime('(a)\\1'), false);
  assert.equal(runsInLinearTime('(?=a)(a)'), false);
  const matcher = new PatternMatcher();
  try {
    assert.deepEqual(matcher.match('"id":(\\d+)', '{"id":7}', 0), { kind: 'match', group: '7' });
    assert.deepEqual(await matcher.match('(a)\\1', 'xaay', 1000), { kind: 'match', group: 'a' });
    assert.deepEqual(await matcher.match('(b)\\1', 'xaay', 1000), { kind: 'none' });
    assert.deepEqual(await matcher.match('(a+)+\\1$', EVIL_BODY, 200), { kind: 'timeout' });
    // A new worker takes over after one was ended at a deadline.
    assert.deepEqual(await matcher.match('(?=(x))', 'x', 1000), { kind: 'match', group: 'x' });
    // The run's interrupt ends a match in progress, and one asked for after it, as interrupted.
    const interrupt = new AbortController();
    const pending = matcher.match('(a+)+\\1$', EVIL_BODY, 600_000, interrupt.signal);
    interrupt.abort('SIGTERM');
    assert.deepEqual(await pending, { kind: 'interrupted' });
    assert.deepEqual(matcher.match('(a)\\1', 'aa', 1000, interrupt.signal), { kind: 'interrupted' });
    assert.deepEqual(await matcher.match('(a)\\1', 'aa', 1000), { kind: 'match', group: 'a' });
  } finally {
    await matcher.close();
  }
});

// `assay fuzz` end to end: the bundled command line against a buggy API of our own with one planted
// bug of each check's kind (every one reported), against the same API without the bugs (nothing
// reported), and the saved collection reproducing each failure, then passing once the API is fixed.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { FUZZ_API_SPEC, FUZZ_API_TOKEN, PLANTED_BUGS, startFuzzApi, type FuzzApi } from '../helpers/fuzz-api.ts';

const started: FuzzApi[] = [];
after(() => Promise.all(started.map((api) => api.close())));

async function api(bugs: boolean): Promise<FuzzApi> {
  const server = await startFuzzApi({ bugs });
  started.push(server);
  return server;
}

function fuzzArgs(url: string, ...more: string[]): string[] {
  return ['fuzz', 'spec.yaml', '--base-url', url, '--stateful', '-s', `bearerAuth=${FUZZ_API_TOKEN}`, ...more];
}

/** The checks of the numbered failures the console lists. */
function reported(stdout: string): string[] {
  return [...stdout.matchAll(/^\d+\. (\w+) — /gm)].map((m) => m[1]).sort();
}

function everyFile(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

test('every planted bug is reported once, and the saved collection reproduces each until the API is fixed', async () => {
  const dir = workspace({ 'spec.yaml': FUZZ_API_SPEC });
  const buggy = await api(true);
  const fuzz = await runCli(
    fuzzArgs(buggy.url, '--seed', '7', '--save-failures', 'found/failures.yaml', '-o', 'out', '-f', 'html'),
    { cwd: dir },
  );
  assert.equal(fuzz.code, 1, fuzz.stderr);
  const checks = reported(fuzz.stdout);
  for (const bug of PLANTED_BUGS) assert.ok(checks.includes(bug), `${bug} not reported:\n${fuzz.stdout}`);
  // One report per check and operation.
  const pairs = [...fuzz.stdout.matchAll(/^\d+\. (\w+ — .+)$/gm)].map((m) => m[1]);
  assert.equal(new Set(pairs).size, pairs.length, fuzz.stdout);
  assert.match(fuzz.stdout, /^1\. \w+ — (GET|POST|DELETE) \/\S+ \(\w+\)\n {3}.+\n(.*\n)*? {3}curl /m);
  assert.match(fuzz.stdout, /seed 7: pass --seed 7 to draw the same cases again/);
  // The credential is sent (DELETE needs it) but shown nowhere.
  assert.ok(buggy.count('DELETE /items/{id}') > 0);
  assert.match(fuzz.stdout, /Authorization: Bearer \*\*\*/);
  for (const text of [fuzz.stdout, fuzz.stderr, everyFile(join(dir, 'out')), everyFile(join(dir, 'found'))])
    assert.ok(!text.includes(FUZZ_API_TOKEN));

  const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as {
    collections: { metadata: { seed: number }; tests: unknown[] }[];
  };
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../docs/results-schema.json'), 'utf8'));
  const validate = ajv.compile(schema);
  assert.ok(validate(results) as boolean, JSON.stringify(validate.errors, null, 2));
  const tests = results.collections[0].tests as {
    outcome: string;
    metadata: { check?: string; seed: number };
    validators: { name: string }[];
    request?: { method: string };
    response?: { status: number };
  }[];
  const failed = tests.filter((t) => t.outcome === 'failed');
  assert.deepEqual(failed.map((t) => t.validators[0].name).sort(), checks);
  assert.ok(failed.every((t) => t.metadata.seed === 7 && t.request && t.response));
  assert.equal(results.collections[0].metadata.seed, 7);
  assert.match(readFileSync(join(dir, 'out', 'junit.xml'), 'utf8'), /<testsuites[^>]* failures="\d+"/);
  assert.match(readFileSync(join(dir, 'out', 'report.html'), 'utf8'), /not_a_server_error/);

  // The saved collection fails for each finding against the buggy API (a fresh one: the same bugs)…
  const saved = readFileSync(join(dir, 'found', 'failures.yaml'), 'utf8');
  const replay = (url: string, out: string) =>
    runCli(['-c', 'found/failures.yaml', '-v', `baseUrl=${url}`, '-s', `bearerAuth=${FUZZ_API_TOKEN}`, '-o', out], {
      cwd: dir,
    });
  const again = await replay((await api(true)).url, 'replay-buggy');
  assert.equal(again.code, 1, again.stdout + again.stderr);
  const replayed = JSON.parse(readFileSync(join(dir, 'replay-buggy', 'results.json'), 'utf8')).collections[0].tests as {
    name: string;
    outcome: string;
  }[];
  const findings = replayed.filter((t) => /^\w+: /.test(t.name));
  assert.equal(findings.length, checks.length, saved);
  for (const finding of findings) assert.equal(finding.outcome, 'failed', `${finding.name} passed on the buggy API`);
  // …and passes against the API without the bugs.
  const fixed = await replay((await api(false)).url, 'replay-fixed');
  assert.equal(fixed.code, 0, fixed.stdout + fixed.stderr);
});

test('the API without the bugs gives no failure and exit 0', async () => {
  const dir = workspace({ 'spec.yaml': FUZZ_API_SPEC });
  const clean = await api(false);
  const fuzz = await runCli(fuzzArgs(clean.url, '--seed', '7'), { cwd: dir });
  assert.equal(fuzz.code, 0, fuzz.stdout + fuzz.stderr);
  assert.match(fuzz.stdout, /cases against 5 operations in [\d.]+ s: no failures\n/);
  assert.ok(clean.count('POST /items') > 50 && clean.count('GET /items/{id}') > 0 && clean.count('GET /me') > 0);
});

test('the same seed draws the same cases and finds the same minimal requests', async () => {
  const dir = workspace({ 'spec.yaml': FUZZ_API_SPEC });
  const runs = [];
  for (let i = 0; i < 2; i++) {
    const server = await api(true);
    const fuzz = await runCli(fuzzArgs(server.url, '--seed', '1234', '--max-examples', '20'), { cwd: dir });
    assert.equal(fuzz.code, 1);
    runs.push({
      failures: fuzz.stdout
        .slice(fuzz.stdout.indexOf('Failures'))
        .split(server.url)
        .join('URL')
        .replace(/ in [\d.]+ s/, ''),
      requests: server.count('POST /items'),
    });
  }
  assert.deepEqual(runs[0], runs[1]);
  const random = await runCli(fuzzArgs((await api(true)).url, '--max-examples', '5'), { cwd: dir });
  assert.match(random.stdout, /, seed -?\d+, /);
});

test('bad input ends in one message and exit 2', async () => {
  const dir = workspace({
    'spec.yaml': FUZZ_API_SPEC,
    'broken.yaml':
      "openapi: 3.0.3\ninfo: { title: x, version: '1' }\npaths:\n  /a:\n    get:\n      parameters:\n        - $ref: '#/components/parameters/Nope'\n",
  });
  const unknownCheck = await runCli(['fuzz', 'spec.yaml', '--checks', 'not_a_server_eror'], { cwd: dir });
  assert.equal(unknownCheck.code, 2);
  assert.match(unknownCheck.stderr, /unknown check "not_a_server_eror" \(did you mean not_a_server_error\?\)/);
  const broken = await runCli(['fuzz', 'broken.yaml', '--base-url', 'http://127.0.0.1:9'], { cwd: dir });
  assert.equal(broken.code, 2);
  assert.match(broken.stderr, /broken\.yaml:7:\d+/);
  assert.doesNotMatch(broken.stderr, /at .*\.js:\d+/);
  const noServer = await runCli(['fuzz', 'spec.yaml', '--operation', 'listItem', '--base-url', 'http://127.0.0.1:9'], {
    cwd: dir,
  });
  assert.equal(noServer.code, 2);
  assert.match(
    noServer.stderr,
    /no operation has the operationId "listItem" given to --operation \(did you mean listItems\?\)/,
  );
  const help = await runCli(['fuzz', '--help'], { cwd: dir });
  assert.equal(help.code, 0);
  assert.match(help.stdout, /--save-failures <file\.yaml>/);
});

test('--checks picks the checks and --budget ends the search', async () => {
  const dir = workspace({ 'spec.yaml': FUZZ_API_SPEC });
  const buggy = await api(true);
  const picked = await runCli(
    fuzzArgs(buggy.url, '--seed', '3', '--checks', 'ignored_auth,use_after_free', '--max-examples', '30'),
    { cwd: dir },
  );
  assert.equal(picked.code, 1);
  assert.deepEqual(reported(picked.stdout), ['ignored_auth', 'use_after_free']);
  const spent = await runCli(fuzzArgs(buggy.url, '--budget', '1ms', '--max-examples', '10000'), { cwd: dir });
  assert.match(spent.stdout, /the budget was spent before every case was tried/);
});

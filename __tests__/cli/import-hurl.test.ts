// `assay import hurl` end to end: Hurl's own integration files (__tests__/fixtures/hurl) converted
// by dist/cli.js, run against a loopback server that answers as Hurl's test server does (its
// Flask handlers check the same query and form values), and against a broken one: the run fails
// the asserts Hurl would fail, at the same entry, and skips the entries after it as Hurl stops.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer, type ReceivedRequest, type TargetServer } from '../helpers/target-server.ts';
import type { ServerResponse } from 'node:http';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/hurl');
const RUN = ['hello.hurl', 'querystring_params.hurl', 'form_params.hurl'];

interface ResultTest {
  name: string;
  outcome: string;
  validators: { name: string; pass: boolean; message: string }[];
}

/** What Hurl's test server (integration/hurl/server.py and tests_ok/*.py) answers, or a broken variant. */
function hurlServer(broken: boolean) {
  return (request: ReceivedRequest, response: ServerResponse) => {
    const url = new URL(request.url, 'http://x');
    const args = Object.fromEntries(url.searchParams);
    const answer = (ok: boolean, body = '') => {
      // Flask answers with a Content-Length, which hello.hurl checks.
      response.writeHead(ok ? 200 : 500, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      response.end(body);
    };
    switch (url.pathname) {
      case '/hello':
        return answer(true, broken ? 'Hello World?' : 'Hello World!');
      case '/querystring-params':
        return answer(
          sameFields(args, {
            param1: 'value1',
            param2: '',
            param3: 'a=b',
            param4: '1,2,3',
            param5: '{bar}',
            $top: '5',
          }),
        );
      case '/querystring-params-encoded':
        return answer(args.value1 === '/' && args.value2 === '/' && args.value3 === '/');
      case '/form-params': {
        const form = Object.fromEntries(new URLSearchParams(request.body));
        // The broken server reads param4 decoded twice.
        const param4 = broken ? decodeURIComponent(form.param4 ?? '') : form.param4;
        return answer(
          request.method === 'POST' &&
            sameFields(
              { ...form, param4 },
              { param1: 'value1', param2: '', param3: 'a=b', param4: 'a%3db', 'values[0]': '0', 'values[1]': '1' },
            ),
        );
      }
      default:
        response.writeHead(404);
        response.end();
    }
  };
}

/** The same names and values, in any order (as Flask's request.args and request.form compare). */
function sameFields(actual: Record<string, string>, expected: Record<string, string>): boolean {
  const names = Object.keys(expected);
  return Object.keys(actual).length === names.length && names.every((name) => actual[name] === expected[name]);
}

/** A workspace with the fixtures pointed at the server (Hurl's suite runs its server on localhost:8000). */
function hurlWorkspace(server: TargetServer): string {
  const files: Record<string, string> = { 'data.txt': readFileSync(path.join(fixtures, 'data.txt'), 'utf8') };
  for (const name of RUN)
    files[name] = readFileSync(path.join(fixtures, name), 'utf8').replaceAll('http://localhost:8000', server.origin);
  return workspace(files);
}

async function runImported(dir: string, collection: string): Promise<{ code: number | null; tests: ResultTest[] }> {
  const out = `out-${collection}`;
  const run = await runCli(['-c', `tests/${collection}.yaml`, '-o', out], { cwd: dir });
  const results = JSON.parse(readFileSync(path.join(dir, out, 'results.json'), 'utf8')) as {
    collections: { tests: ResultTest[] }[];
  };
  return { code: run.code, tests: results.collections[0]!.tests };
}

describe('assay import hurl (dist/cli.js)', () => {
  let good: TargetServer;
  let broken: TargetServer;
  before(async () => {
    good = await startTargetServer(hurlServer(false));
    broken = await startTargetServer(hurlServer(true));
  });
  after(async () => {
    await good.close();
    await broken.close();
  });

  it('converts Hurl files, and the collections pass where Hurl passes', async () => {
    const dir = hurlWorkspace(good);
    const result = await runCli(['import', 'hurl', ...RUN, '-o', 'tests'], { cwd: dir });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.equal(
      result.stdout,
      [
        'wrote tests/hello.yaml',
        'wrote tests/querystring_params.yaml',
        'wrote tests/form_params.yaml',
        '16 tests; 0 notes on what was not carried over',
        'converted without a note: 16/16 entries, 23/23 asserts, 0/0 captures',
        '',
      ].join('\n'),
    );
    for (const collection of ['hello', 'querystring_params', 'form_params']) {
      const { code, tests } = await runImported(dir, collection);
      assert.equal(code, 0, collection);
      assert.ok(tests.every((test) => test.outcome === 'passed'));
    }
  });

  it('fails the assert Hurl fails against a broken server, and skips the entries after it', async () => {
    const dir = hurlWorkspace(broken);
    const result = await runCli(['import', 'hurl', ...RUN, '-o', 'tests'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);

    // Hurl: hello.hurl fails its first entry on the body `Hello World!` (line 7) and runs no other.
    const hello = await runImported(dir, 'hello');
    assert.equal(hello.code, 1);
    assert.deepEqual(
      hello.tests.map((test) => [test.name, test.outcome]),
      [
        ['GET /hello (hello.hurl:1)', 'failed'],
        ['GET / (hello.hurl:10)', 'skipped'],
        ['GET / (hello.hurl:14)', 'skipped'],
        ['GET /hello (hello.hurl:18)', 'skipped'],
        ['GET /hello (hello.hurl:23)', 'skipped'],
        ['GET /hello (hello.hurl:28)', 'skipped'],
      ],
    );
    assert.deepEqual(
      hello.tests[0]!.validators.filter((v) => !v.pass).map((v) => v.name),
      ['body-equals'],
    );

    // Hurl: form_params.hurl fails `HTTP 200` of its first entry (the server answers 500).
    const form = await runImported(dir, 'form_params');
    assert.equal(form.code, 1);
    assert.deepEqual(
      form.tests.map((test) => [test.outcome, test.validators.filter((v) => !v.pass).map((v) => v.name)]),
      [
        ['failed', ['status-code']],
        ['skipped', []],
        ['skipped', []],
      ],
    );

    // The query strings are read right by both servers: Hurl passes, and so does assay.
    assert.equal((await runImported(dir, 'querystring_params')).code, 0);
  });

  it('ends bad input in file:line:col and exit 2, writing nothing', async () => {
    const dir = workspace({ 'bad.hurl': 'GET http://h/\nHTTP 200\n[Asserts]\njsonpath "$.a" equal 1\n' });
    const result = await runCli(['import', 'hurl', 'bad.hurl', '-o', 'tests'], { cwd: dir });
    assert.equal(result.code, 2);
    assert.equal(
      result.stderr,
      'bad.hurl:4:16: unknown predicate `equal`; did you mean `equals`?\n  jsonpath "$.a" equal 1\n                 ^\n',
    );
    assert.equal(result.stdout, '');
    const misuse = await runCli(['import', 'har', 'a.har', '--secret', 'x'], { cwd: dir });
    assert.equal(misuse.code, 2);
    assert.equal(misuse.stderr, 'assay import: --secret applies to `assay import hurl`\n');
  });

  it('writes --secret names as secrets, never their values', async () => {
    const dir = workspace({
      'login.hurl': 'POST http://h/login\nX-Pin: {{pin}}\n[Form]\nuser: bob\npassword: hunter22\nHTTP 200\n',
    });
    const result = await runCli(['import', 'hurl', 'login.hurl', '--secret', 'pin'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const yaml = readFileSync(path.join(dir, 'login.yaml'), 'utf8');
    assert.match(yaml, /X-Pin: \$\{\{ secrets\.pin \}\}/);
    assert.match(yaml, /password: \$\{\{ secrets\.password \}\}/);
    assert.doesNotMatch(yaml + result.stdout, /hunter22/);
    assert.match(
      result.stdout,
      /login\.hurl:5: the form field password is not copied: pass it with --secrets password=…/,
    );
  });
});

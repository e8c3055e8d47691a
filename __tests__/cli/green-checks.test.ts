// "Green means green" through the real dist/cli.js against a loopback server: `count` on an empty
// selection, `each`/`any` over nothing, cookie attributes compared as HTTP does, the 201 of a test
// without validators, and what `--dry-run` shows of the values a run would use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

interface Result {
  pass: boolean;
  message: string;
}
interface Test {
  name: string;
  outcome: string;
  validators: Result[];
}

let server: TargetServer;
before(async () => {
  server = await startTargetServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/json') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ items: [], tags: ['a'] }));
    } else if (path === '/xml') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end('<?xml version="1.0"?><list><item>apple</item></list>');
    } else if (path === '/cookie') {
      response.writeHead(200, [
        ['Set-Cookie', 'session=s1; Path=/Admin; SameSite=lax; Domain=Example.COM'],
        ['Content-Type', 'text/plain'],
      ]);
      response.end('ok');
    } else if (path === '/created') {
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end('{"id":1}');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
});
after(() => server.close());

async function run(yaml: string, args: string[] = []) {
  const dir = workspace({ 'c.yaml': `baseUrl: ${server.origin}\n${yaml}` });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...args], { cwd: dir });
  const tests: Test[] = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')).collections[0].tests;
  return { ...result, tests };
}

function messages(t: Test): string[] {
  return t.validators.map((v) => `${v.pass ? 'pass' : 'FAIL'} ${v.message}`);
}

test('count: 0 holds on an empty selection, as the docs say; other counts and each/any over nothing fail', async () => {
  const { tests, code } = await run(`tests:
  - name: empty
    url: /json
    validators:
      - json-path: { path: $.missing, count: 0 }
      - json-path: { path: "$.items[*]", count: 0 }
      - json-path: { path: $.items, count: 0 }
      - json-path: { path: $.missing, count: { le: 0 } }
      - header: { name: X-Absent, count: 0 }
      - cookie: { name: absent, count: 0 }
  - name: not empty
    url: /json
    validators:
      - json-path: { path: $.missing, count: 1 }
      - json-path: { path: $.missing, count: { ge: 1 } }
      - json-path: { path: $.tags, count: 0 }
      - json-path: { path: $.items, each: { type: string } }
      - json-path: { path: $.items, any: { type: string } }
      - json-path: { path: "$.items[*]", each: { type: string } }
  - name: xml
    url: /xml
    validators:
      - xpath: { path: "//nothing", count: 0 }
      - xpath: { path: "//item", count: 0 }
`);
  assert.equal(code, 1);
  assert.deepEqual(messages(tests[0]!), [
    'pass json-path $.missing: count 0',
    'pass json-path $.items[*]: count 0',
    'pass json-path $.items: count 0',
    'pass json-path $.missing: count { le 0 }',
    'pass header X-Absent: count 0',
    'pass cookie absent: count 0',
  ]);
  assert.equal(tests[0]!.outcome, 'passed');
  assert.deepEqual(messages(tests[1]!), [
    'FAIL json-path $.missing: expected count 1, got 0',
    'FAIL json-path $.missing: expected count ge 1, got 0',
    'FAIL json-path $.tags: expected count 0, got 1',
    'FAIL json-path $.items: expected each { type string }, got [] (no items to check)',
    'FAIL json-path $.items: expected any { type string }, got [] (no items to check)',
    'FAIL json-path $.items[*]: expected each { type string }, got selected nothing',
  ]);
  assert.deepEqual(messages(tests[2]!), [
    'pass xpath //nothing: count 0',
    'FAIL xpath //item: expected count 0, got 1',
  ]);
});

test('cookie same-site and domain compare without regard to case; path keeps its case', async () => {
  const { tests, code } = await run(`tests:
  - name: cookie
    url: /cookie
    validators:
      - cookie: { name: session, same-site: Lax }
      - cookie: { name: session, same-site: LAX }
      - cookie: { name: session, same-site: { one-of: [Strict, Lax] } }
      - cookie: { name: session, domain: example.com }
      - cookie: { name: session, same-site: Strict }
      - cookie: { name: session, path: /admin }
`);
  assert.equal(code, 1);
  assert.deepEqual(messages(tests[0]!), [
    'pass cookie session: set (samesite)',
    'pass cookie session: set (samesite)',
    'pass cookie session: set (samesite)',
    'pass cookie session: set (domain)',
    'FAIL cookie session.samesite: expected equals "Strict", got "lax"',
    'FAIL cookie session.path: expected equals "/admin", got "/Admin"',
  ]);
});

test('a test without validators that gets 201 fails, saying why and how to migrate from the original', async () => {
  const { tests, code, stdout } = await run(`tests:
  - name: create
    url: /created
    method: POST
  - name: missing
    url: /nope
`);
  assert.equal(code, 1);
  const migrate =
    'status-code: expected 200, got 201 Created (a test without validators must answer 200; the original runner ' +
    'accepted any 2xx: add `- status-code: 201` or `- is-successful: true` (docs/compatibility.md))';
  assert.deepEqual(messages(tests[0]!), [`FAIL ${migrate}`]);
  assert.ok(stdout.includes(migrate), stdout);
  assert.deepEqual(messages(tests[1]!), [
    'FAIL status-code: expected 200, got 404 Not Found (a test without validators must answer 200)',
  ]);
});

test('--dry-run shows the URL with the values a run would use, secrets masked', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: \${{ vars.host }}/v1
tests:
  - id: login
    url: /users/\${{ vars.id }}?key=\${{ secrets.key }}&region=\${{ env.REGION }}
    context: [{ name: token, json-path: $.token }]
  - dependsOn: login
    url: https://other.example/\${{ vars.id }}/\${{ context.token }}/\${{ func.guid() }}
`,
  });
  const sent = server.requests.length;
  const result = await runCli(
    ['-c', 'c.yaml', '-v', `host=${server.origin}`, 'id=42', '-s', 'key=s3cr3t-value', '--dry-run'],
    { cwd: dir, env: { REGION: 'eu-west' } },
  );
  assert.equal(result.code, 0, result.stderr);
  const lines = result.stdout.split('\n');
  assert.ok(lines[1]!.startsWith(`    1. GET     ${server.origin}/v1/users/42?key=***&region=eu-west  `), lines[1]);
  assert.ok(
    lines[2]!.startsWith('    2. GET     https://other.example/42/${{ context.token }}/${{ func.guid() }}  '),
    lines[2],
  );
  assert.ok(!result.stdout.includes('s3cr3t-value'));
  assert.equal(server.requests.length, sent);
});

test('a check that tests nothing stops the run before anything is sent; a warning is shown and the run goes on', async () => {
  const sent = server.requests.length;
  const dir = workspace({
    'nothing.yaml': `baseUrl: ${server.origin}\ntests:\n  - url: /json\n    validators:\n      - body-contains: ""\n`,
    'c.json': `{\n  "baseUrl": "${server.origin}",\n  "tests": [\n    { "url": "/json" },\n  ]\n}\n`,
    'warned.yaml': `baseUrl: ${server.origin}
tests:
  - url: /json
    headers: { Authorization: Bearer from-header }
    auth: { bearer: from-auth }
    validators: [{ status-code: 200 }]
`,
    'rendered.yaml': `baseUrl: ${server.origin}
tests:
  - url: /json
    validators:
      - body-contains: \${{ vars.word }}
      - json-path: { path: "$.tags[0]", starts-with: "\${{ vars.word }}" }
      - json-path: { path: "$.tags[0]", contains: "\${{ vars.word }}" }
      - json-path: { path: "$.tags[0]", contains: "\${{ vars.letter }}" }
`,
  });
  const nothing = await runCli(['-c', 'nothing.yaml', '-o', 'out'], { cwd: dir });
  assert.equal(nothing.code, 2);
  assert.match(
    nothing.stderr,
    /error: `body-contains: ""` holds for every body: an empty text is in every body\n +--> nothing\.yaml:5:24\n/,
  );
  const json = await runCli(['-c', 'c.json'], { cwd: dir });
  assert.equal(json.code, 2);
  assert.match(json.stderr, /error: invalid JSON: a trailing comma before `\]`\n +--> c\.json:4:23\n/);
  assert.equal(server.requests.length, sent);

  const warned = await runCli(['-c', 'warned.yaml'], { cwd: dir });
  assert.equal(warned.code, 0, warned.stderr);
  assert.match(
    warned.stderr,
    /warning: `auth` is not sent: the test’s `headers` set `Authorization`, which wins\n +--> warned\.yaml:5:5\n/,
  );
  const received = server.requests.at(-1)!.headers.filter(([name]) => name.toLowerCase() === 'authorization');
  assert.deepEqual(received, [['Authorization', 'Bearer from-header']]);

  const rendered = await runCli(['-c', 'rendered.yaml', '-v', 'word=', 'letter=a', '-o', 'out'], { cwd: dir });
  assert.equal(rendered.code, 1);
  const tests: Test[] = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')).collections[0].tests;
  assert.deepEqual(messages(tests[0]!), [
    'FAIL body-contains: argument "" is unusable: expected text that is not empty (an empty text is in every body)',
    'FAIL json-path $.tags[0]: expected starts-with ${{ vars.word }}, got "a" (the template renders to "", which is in every text: nothing to check)',
    'FAIL json-path $.tags[0]: expected contains ${{ vars.word }}, got "a" (the template renders to "", which is in every text: nothing to check)',
    'pass json-path $.tags[0]: contains ${{ vars.letter }}',
  ]);
});

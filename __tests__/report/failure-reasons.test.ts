// Every report says why a test did not pass, for each kind of failure: a validator, a capture
// that found no match (alone enough to fail a test), an error (with its code) and a skip. One run
// of the real CLI against a real server writes every format; each is read back the way its tools
// read it, and the reason must sit at the right test.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { createServer } from 'node:net';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace, type CliResult } from '../helpers/run-cli.ts';
import { renderSummary } from '../../src/action/summary.ts';
import { testAnnotations } from '../../src/action/annotations.ts';
import type { ResultsDocument } from '../../src/report/results/document.ts';

const SCHEMA = resolve(import.meta.dirname, '../../docs/results-schema.json');
let api: TargetServer;
let closedPort: number;
let dir: string;
let run: CliResult;

/** The name of each test and the words its reason must carry in every report. */
const CASES = {
  'bad status': /status-code: expected 201, got 200 OK/,
  'no token': /context token/,
  unreachable: /refused/,
  'after login': /dependency no token \(line \d+\) failed/,
} as const;

before(async () => {
  api = await startTargetServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"user":{"name":"ada","roles":["admin","dev"]}}');
  });
  closedPort = await freePort();
  dir = workspace({
    'c.yaml': [
      'name: Reasons',
      `baseUrl: ${api.origin}`,
      'tests:',
      '  - name: bad status',
      '    url: /status',
      '    validators:',
      '      - body-contains: ada',
      '      - status-code: 201',
      '  - name: no token',
      '    id: login',
      '    url: /login',
      '    context:',
      '      - name: token',
      '        pattern: \'"token":"([^"]+)"\'',
      '  - name: unreachable',
      `    url: http://127.0.0.1:${closedPort}/down`,
      '  - name: after login',
      '    dependsOn: login',
      '    url: /me',
      '',
    ].join('\n'),
  });
  run = await runCli(['-c', 'c.yaml', '-f', 'junit,html,ctrf,xray,markdown,testlemon', '-o', 'out'], { cwd: dir });
});
after(() => api.close());

function read(name: string): string {
  return readFileSync(join(dir, 'out', name), 'utf8');
}

function results(): ResultsDocument {
  return JSON.parse(read('results.json')) as ResultsDocument;
}

/** The one piece of `pieces` that names `name`. */
function pieceNaming(pieces: string[], name: string): string {
  const found = pieces.filter((piece) => piece.includes(name));
  assert.equal(found.length, 1, `exactly one piece names ${name}`);
  return found[0]!;
}

function assertEveryReason(pieceOf: (name: string) => string, format: string): void {
  for (const [name, reason] of Object.entries(CASES)) assert.match(pieceOf(name), reason, `${format}: ${name}`);
}

test('the run fails with one test of each kind', () => {
  assert.equal(run.code, 1, run.stderr);
  const outcomes = results().collections[0]!.tests.map((t) => [t.name, t.outcome]);
  assert.deepEqual(outcomes, [
    ['bad status', 'failed'],
    ['no token', 'failed'],
    ['unreachable', 'errored'],
    ['after login', 'skipped'],
  ]);
});

test('console: each test that did not pass is followed by its reasons and its file:line', () => {
  const tests = run.stdout.slice(0, run.stdout.indexOf('\nFailures:\n'));
  const blocks = tests.split(/\n(?=PASS |FAIL |ERROR|SKIP |NORUN)/);
  const blockOf = (name: string): string => pieceNaming(blocks, `  ${name}\n`);
  assertEveryReason(blockOf, 'console');
  assert.match(blockOf('bad status'), /at c\.yaml:8\n/, 'the failing validator’s line');
  assert.match(blockOf('no token'), /at c\.yaml:13\n/, 'the unmatched capture’s line');
  assert.match(blockOf('unreachable'), /at c\.yaml:15\n/, 'the errored test’s line');
});

test('console: a failed test shows its response body pretty-printed, not JSON-escaped', () => {
  const block = run.stdout.split('\nFAIL ').find((b) => b.includes('bad status'))!;
  assert.match(block, /response body \(200 OK, 47 bytes\):\n {10}\{\n {12}"user": \{\n {14}"name": "ada",/);
  assert.doesNotMatch(block.slice(block.indexOf('response body')), /\\"/);
});

test('console: the run ends with a recap of every failure: name, file:line, first reason', () => {
  const recap = run.stdout.slice(run.stdout.indexOf('\nFailures:\n'));
  assert.match(recap, /FAIL {2}bad status {2}c\.yaml:8 {2}status-code: expected 201, got 200 OK\n/);
  assert.match(
    recap,
    /FAIL {2}no token {2}c\.yaml:13 {2}context token: pattern .* found no match in the 200 OK response body\n/,
  );
  assert.match(recap, /ERROR unreachable {2}c\.yaml:15 {2}refused: connection refused/);
  assert.doesNotMatch(recap, /after login/, 'skipped tests are not failures');
});

test('results.json keeps the error code and the positions of validators and captures, as its schema says', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
  assert.ok(validate(results()), JSON.stringify(validate.errors, null, 2));
  const [bad, noToken, unreachable] = results().collections[0]!.tests;
  assert.equal(unreachable!.errorCode, 'refused');
  assert.deepEqual(
    bad!.validators.map((v) => [v.name, v.position?.line]),
    [
      ['body-contains', 7],
      ['status-code', 8],
    ],
  );
  assert.equal(noToken!.captures[0]!.position?.line, 13);
});

test('junit.xml: each test case carries its reason and points at the failing line', () => {
  const cases = read('junit.xml').split('<testcase ').slice(1);
  assertEveryReason((name) => pieceNaming(cases, `name="${name}"`), 'junit');
  assert.match(pieceNaming(cases, 'name="bad status"'), /line="8"/);
  assert.match(
    pieceNaming(cases, 'name="no token"'),
    /line="13"[^]*<failure message="context token: [^"]*" type="context">/,
  );
  assert.match(pieceNaming(cases, 'name="unreachable"'), /<error message="refused: [^"]*" type="refused">/);
});

test('report.html: each test row carries its reason', () => {
  const rows = read('report.html').split('<details class="test"').slice(1);
  assertEveryReason((name) => pieceNaming(rows, `<span class="name">${name}`), 'html');
});

test('ctrf.json: each test has a message', () => {
  const tests = (JSON.parse(read('ctrf.json')) as { results: { tests: { name: string; message?: string }[] } }).results
    .tests;
  assertEveryReason((name) => tests.find((t) => t.name === name)?.message ?? '', 'ctrf');
  const unreachable = tests.find((t) => t.name === 'unreachable') as unknown as { extra: { errorCode?: string } };
  assert.equal(unreachable.extra.errorCode, 'refused');
});

test('xray.json: each test has a comment', () => {
  const tests = (JSON.parse(read('xray.json')) as { tests: { testInfo: { summary: string }; comment?: string }[] })
    .tests;
  assertEveryReason((name) => tests.find((t) => t.testInfo.summary === name)?.comment ?? '', 'xray');
});

test('testlemon.json: each test result lists its reasons', () => {
  const collection = JSON.parse(read('testlemon.json')) as {
    testsResults: { test: { name: string }; reasons: string[] }[];
  };
  assertEveryReason(
    (name) => collection.testsResults.find((t) => t.test.name === name)?.reasons.join('\n') ?? '',
    'testlemon',
  );
});

test('summary.md and the action’s job summary: each test that did not pass is listed with its reason', () => {
  const jobSummary = renderSummary({ kind: 'results', document: results() });
  for (const [format, markdown] of [
    ['summary.md', read('summary.md')],
    ['job summary', jobSummary],
  ] as const) {
    const lines = markdown.split('\n');
    assertEveryReason(
      (name) =>
        pieceNaming(
          failureBlocks(markdown).concat(lines.filter((line) => line.startsWith('| ⏭️ skipped'))),
          name === 'after login' ? ` ${name} |` : `<b>${name}</b>`,
        ),
      format,
    );
  }
});

test('annotations: each failure at its failing line with its reasons', () => {
  const annotations = testAnnotations(results(), dir);
  const byTitle = new Map(annotations.map((a) => [a.properties.title, a]));
  assert.equal(annotations.length, 3);
  assert.match(byTitle.get('Failed: no token')!.message, /context token/);
  assert.equal(byTitle.get('Failed: no token')!.properties.startLine, 13);
  assert.equal(byTitle.get('Failed: bad status')!.properties.startLine, 8);
  assert.match(byTitle.get('Errored: unreachable')!.message, /^refused: /);
});

/** The Markdown's foldable failure blocks, each up to its closing tag. */
function failureBlocks(markdown: string): string[] {
  return markdown
    .split('<details><summary>')
    .slice(1)
    .map((block) => block.slice(0, block.indexOf('</details>')));
}

/** A port nothing listens on: taken from the system, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

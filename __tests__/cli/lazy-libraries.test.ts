// The query libraries are chunks of their own in dist/, loaded only by a run that needs them: a plain
// collection never evaluates jsonpath-rfc9535, the `xpath` package, fast-xml-parser, fast-check (`assay fuzz`'s) or undici whole
// (its fetch, mocks and caches; a run uses its Agent alone; start-up CPU, see docs/performance.md),
// nor Node's http2, tls and crypto modules (undici's HTTP/2 client loads node:http2 only when a
// session is opened, see scripts/build.mjs; tls comes with the first https request, crypto with the
// first `func.guid()`, multipart body or CTRF report), and a collection that
// names `json-path` or `xpath` loads that one before it is checked. Which modules the bundled
// command line loads is recorded by a module hook, and Node's own by `process.moduleLoadList`.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

const server = await startTargetServer((request, response) => {
  if (request.url === '/doc.xml') response.writeHead(200, { 'content-type': 'application/xml' }).end('<a><b>1</b></a>');
  else response.writeHead(200, { 'content-type': 'application/json' }).end('{"n":1,"token":"k1"}');
});
after(() => server.close());

/** A marker of each library's own code, which no other chunk contains. */
const LIBRARIES = {
  'jsonpath-rfc9535': /function peg\$SyntaxError/,
  xpath: /XPathParser\.prototype/,
  'fast-xml-parser': /OrderedObjParser/,
  'undici (whole)': /class MockAgent/,
  'fast-check': /PreconditionFailure = class extends Error/,
};

/** Runs the collection with a hook recording every file module loaded; the libraries found in them. */
async function librariesLoaded(
  collection: string,
): Promise<{ code: number | null; stderr: string; loaded: string[]; builtins: string[] }> {
  const dir = workspace({
    'api.yaml': collection,
    'record.mjs': [
      "import { registerHooks } from 'node:module';",
      "import { appendFileSync } from 'node:fs';",
      'registerHooks({ load(url, context, next) {',
      "  if (url.startsWith('file:')) appendFileSync(process.env.LOADED_LOG, url + '\\n');",
      '  return next(url, context);',
      '} });',
      "process.on('exit', () => appendFileSync(process.env.BUILTINS_LOG, process.moduleLoadList.join('\\n')));",
      '',
    ].join('\n'),
  });
  const log = join(dir, 'loaded.txt');
  const builtinsLog = join(dir, 'builtins.txt');
  writeFileSync(log, '');
  writeFileSync(builtinsLog, '');
  const result = await runCli(['-c', 'api.yaml', '-o', 'out'], {
    cwd: dir,
    env: { NODE_OPTIONS: `--import ${join(dir, 'record.mjs')}`, LOADED_LOG: log, BUILTINS_LOG: builtinsLog },
  });
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((url) => readFileSync(fileURLToPath(url), 'utf8'));
  const loaded = Object.entries(LIBRARIES)
    .filter(([, marker]) => files.some((text) => marker.test(text)))
    .map(([name]) => name);
  const builtins = readFileSync(builtinsLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('NativeModule '))
    .map((line) => line.slice('NativeModule '.length));
  return { code: result.code, stderr: result.stderr, loaded, builtins };
}

test('a plain collection loads none of the query libraries', async () => {
  const run = await librariesLoaded(
    `baseUrl: ${server.origin}\ntests:\n  - url: /items/1\n    validators:\n      - status-code: 200\n      - body-contains: '"n":1'\n`,
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.loaded, []);
  assert.ok(run.builtins.includes('http'), 'the recorded list holds what a run loads');
  assert.deepEqual(
    run.builtins.filter((name) => name === 'http2' || name === 'tls' || name === 'crypto'),
    [],
  );
});

test('a json-path capture loads jsonpath-rfc9535 before the check, and an xpath validator the xpath package', async () => {
  const run = await librariesLoaded(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /items/1',
      '    context:',
      '      - { name: token, json-path: $.token }',
      '  - url: /doc.xml',
      '    validators:',
      '      - xpath: { path: "string(//b)", equals: "1" }',
      '',
    ].join('\n'),
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.loaded, ['jsonpath-rfc9535', 'xpath']);
});

test('an invalid JSONPath is still a diagnostic at its place, before anything is sent', async () => {
  const run = await librariesLoaded(
    `baseUrl: ${server.origin}\ntests:\n  - url: /never\n    validators:\n      - json-path: $.[\n`,
  );
  assert.equal(run.code, 2);
  assert.match(run.stderr, /invalid JSONPath at character 3/);
  assert.match(run.stderr, /api\.yaml:5:/);
  assert.equal(server.requests.filter((r) => r.url === '/never').length, 0);
});

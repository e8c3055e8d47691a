// The query libraries are chunks of their own in dist/, loaded only by a run that needs them: a plain
// collection never evaluates jsonpath-rfc9535, the `xpath` package, fast-xml-parser, fast-check (`assay fuzz`'s) or undici whole
// (its fetch, mocks and caches; a run uses its Agent alone; start-up CPU, see docs/performance.md),
// nor Node's http2, tls and crypto modules (undici's HTTP/2 client loads node:http2 only when a
// session is opened, see scripts/build.mjs; tls comes with the first https request, crypto with the
// first `func.guid()`, multipart body or CTRF report), and a collection that
// names `json-path` or `xpath` loads that one before it is checked. assay's own parts that a run
// does not use are chunks of their own too: the other commands (`import`'s readers, `merge`, the
// `--interval` loop), the report formats written after a run until `-f` asks for them, and Node's
// zlib, worker_threads and dns modules until a body is decoded, a thread started or a name looked up
// (start-up time, docs/performance.md). Which modules the bundled command line loads is recorded by a
// module hook, and Node's own by `process.moduleLoadList`.
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
  "import's readers": /function parseHurl\(/,
  merge: /function mergeResults\(/,
  'the --interval loop': /function monitorCommand\(/,
  'html report': /function\*? ?htmlWriter\(/,
  'ctrf report': /function\*? ?ctrfWriter\(/,
  'xray report': /function\*? ?xrayWriter\(/,
  'markdown report': /function\*? ?markdownWriter\(/,
  'testlemon report': /function\*? ?testlemonWriter\(/,
  'a run': /function executeInvocation\(/,
};

/** Node's modules a plain run over http does not need. */
const UNUSED_BUILTINS = ['http2', 'tls', 'crypto', 'zlib', 'worker_threads', 'dns/promises'];

/** Runs the collection with a hook recording every file module loaded; the libraries found in them. */
async function librariesLoaded(
  collection: string,
  args = ['-c', 'api.yaml', '-o', 'out'],
): Promise<{
  code: number | null;
  stdout: string;
  stderr: string;
  loaded: string[];
  files: number;
  builtins: string[];
}> {
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
  const result = await runCli(args, {
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
  return { code: result.code, stdout: result.stdout, stderr: result.stderr, loaded, files: files.length, builtins };
}

test('a plain collection loads none of the query libraries', async () => {
  const run = await librariesLoaded(
    `baseUrl: ${server.origin}\ntests:\n  - url: /items/1\n    validators:\n      - status-code: 200\n      - body-contains: '"n":1'\n`,
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.loaded, ['a run']);
  assert.ok(run.builtins.includes('http'), 'the recorded list holds what a run loads');
  assert.deepEqual(
    run.builtins.filter((name) => UNUSED_BUILTINS.includes(name)),
    [],
  );
});

test('the report formats asked for with -f are loaded, and only those', async () => {
  const collection = `baseUrl: ${server.origin}\ntests:\n  - url: /items/1\n    validators:\n      - status-code: 200\n`;
  const some = await librariesLoaded(collection, ['-c', 'api.yaml', '-o', 'out', '-f', 'html,markdown']);
  assert.equal(some.code, 0, some.stderr);
  assert.deepEqual(some.loaded, ['html report', 'markdown report', 'a run']);
  const all = await librariesLoaded(collection, [
    '-c',
    'api.yaml',
    '-o',
    'out',
    '-f',
    'html,ctrf,xray,markdown,testlemon',
  ]);
  assert.equal(all.code, 0, all.stderr);
  assert.deepEqual(all.loaded, [
    'html report',
    'ctrf report',
    'xray report',
    'markdown report',
    'testlemon report',
    'a run',
  ]);
});

test('--version and --help load the option table alone: no run, no other command, no HTTP client', async () => {
  for (const flag of ['--version', '--help']) {
    const run = await librariesLoaded('', [flag]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, flag === '--version' ? /^assay \d/ : /Usage:/);
    assert.deepEqual(run.loaded, []);
    assert.equal(run.files, 2, 'dist/cli.js and the option table');
    // (node:net comes with process.stdout when it is a pipe.)
    assert.deepEqual(
      run.builtins.filter((name) => name === 'http' || UNUSED_BUILTINS.includes(name)),
      [],
    );
  }
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
  assert.deepEqual(run.loaded, ['jsonpath-rfc9535', 'xpath', 'a run']);
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

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
// (start-up time, docs/performance.md). Nor does it load the `yaml` package (the fast reader takes a
// plain collection; an anchor sends the file to the full parser), the OpenAPI reader and generator
// (a spec given with `-c`, an `openapi` validator), tough-cookie (a collection keeping cookies) or
// tldts (the domain probe). Which modules the bundled command line loads is recorded by a
// module hook, and Node's own by `process.moduleLoadList`.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTargetServer } from '../helpers/target-server.ts';
import { CLI, runCli, workspace } from '../helpers/run-cli.ts';

const RDAP_ANSWER = readFileSync(
  join(import.meta.dirname, '../fixtures/monitoring/rdap-verisign-google.com.json'),
  'utf8',
);

const server = await startTargetServer((request, response) => {
  if (request.url === '/doc.xml') response.writeHead(200, { 'content-type': 'application/xml' }).end('<a><b>1</b></a>');
  else if (request.url === '/login')
    response.writeHead(200, { 'set-cookie': 'session=s1; Path=/', 'content-type': 'text/plain' }).end('in');
  else if (request.url?.startsWith('/rdap/'))
    response.writeHead(200, { 'content-type': 'application/rdap+json' }).end(RDAP_ANSWER);
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
  yaml: /class Composer\b/,
  'OpenAPI generator': /function generateTests\(/,
  'OpenAPI contract': /function openContract\(/,
  'tough-cookie': /allowSpecialUseDomain/,
  tldts: /function getDomainWithoutSuffix\(/,
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
  /** The loaded files holding a character past Latin-1 (V8 keeps such a source two bytes a character). */
  wide: string[];
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
  const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const files = urls.map((url) => readFileSync(fileURLToPath(url), 'utf8'));
  const wide = urls.filter((_, index) => /[\u0100-\u{10ffff}]/u.test(files[index]));
  const loaded = Object.entries(LIBRARIES)
    .filter(([, marker]) => files.some((text) => marker.test(text)))
    .map(([name]) => name);
  const builtins = readFileSync(builtinsLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('NativeModule '))
    .map((line) => line.slice('NativeModule '.length));
  return {
    code: result.code,
    stdout: result.stdout,
    stderr: result.stderr,
    loaded,
    files: files.length,
    builtins,
    wide,
  };
}

test('a plain collection loads none of the query libraries', async () => {
  const run = await librariesLoaded(
    `baseUrl: ${server.origin}\ntests:\n  - url: /items/1\n    validators:\n      - status-code: 200\n      - body-contains: '"n":1'\n`,
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.loaded, ['a run']);
  assert.deepEqual(run.wide, [], 'every file a run loads is Latin-1 (scripts/latin1-only.ts)');
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

/** A one-test collection against the target server, with the lines given added to its test. */
function oneTest(...lines: string[]): string {
  return [`baseUrl: ${server.origin}`, 'tests:', '  - url: /items/1', ...lines, ''].join('\n');
}

test('a YAML anchor sends the file to the full parser, which loads the yaml package and nothing else', async () => {
  const run = await librariesLoaded(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /items/1',
      '    validators: &ok',
      '      - status-code: 200',
      '  - url: /items/2',
      '    validators: *ok',
      '',
    ].join('\n'),
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.loaded, ['yaml', 'a run']);
});

test('a collection with CRLF line ends (a Windows checkout) is read by the fast reader, not the yaml package', async () => {
  const run = await librariesLoaded(
    [
      `baseUrl: ${server.origin}`,
      'tests:',
      '  - url: /items/1 # a comment',
      '    validators:',
      '      - status-code: 200',
      '      - body-contains: \'"n":1\'',
      '  - url: /items/2',
      '',
    ].join('\r\n'),
  );
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /2 passed, 0 failed/);
  assert.deepEqual(run.loaded, ['a run']);
});

test('a collection keeping cookies loads tough-cookie (with tldts) and still sends what it was set', async () => {
  const before = server.requests.length;
  const run = await librariesLoaded(
    [`baseUrl: ${server.origin}`, 'cookies: true', 'tests:', '  - url: /login', '  - url: /items/1', ''].join('\n'),
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.loaded, ['tough-cookie', 'tldts', 'a run']);
  const sent = server.requests.slice(before).find((request) => request.url === '/items/1');
  assert.deepEqual(
    sent?.headers.filter(([name]) => name.toLowerCase() === 'cookie').map(([, value]) => value),
    ['session=s1'],
  );
});

test('the domain probe loads tldts, and not tough-cookie', async () => {
  const run = await librariesLoaded(
    'tests:\n  - url: https://www.google.com/\n    validators:\n      - domain-expiration-after: 2020-01-01\n',
    ['-c', 'api.yaml', '-o', 'out', '--rdap-url', `${server.origin}/rdap/`, '--whois-server', '127.0.0.1:9'],
  );
  assert.equal(run.code, 0, run.stderr + run.stdout);
  assert.deepEqual(run.loaded, ['tldts', 'a run']);
});

test('an OpenAPI spec given with -c loads the generator and the contract; an openapi validator the contract alone', async () => {
  const spec = [
    'openapi: 3.0.3',
    'info: { title: Items, version: "1" }',
    `servers: [{ url: "${server.origin}" }]`,
    'paths:',
    '  /items/1:',
    '    get:',
    '      responses:',
    "        '200':",
    '          description: an item',
    '          content: { application/json: { schema: { type: object, required: [n] } } }',
    '',
  ].join('\n');
  const fromSpec = await librariesLoaded(spec);
  assert.equal(fromSpec.code, 0, fromSpec.stderr + fromSpec.stdout);
  assert.match(fromSpec.stdout, /1 passed/);
  assert.deepEqual(fromSpec.loaded, ['yaml', 'OpenAPI generator', 'OpenAPI contract', 'a run']);

  const dir = workspace({ 'spec.yaml': spec });
  const checked = await librariesLoaded(oneTest('    validators:', `      - openapi: ${join(dir, 'spec.yaml')}`));
  assert.equal(checked.code, 0, checked.stderr + checked.stdout);
  assert.deepEqual(checked.loaded, ['yaml', 'OpenAPI contract', 'a run']);
});

test('a part of assay missing from the installation is one message naming it, exit 2, no stack trace', async () => {
  const copy = workspace();
  cpSync(dirname(CLI), copy, { recursive: true });
  // Every chunk holding the full YAML parser (the action's copy, the OpenAPI reader's) goes.
  const parsers = readdirSync(copy).filter((file) =>
    /function parseYaml\(/.test(readFileSync(join(copy, file), 'utf8')),
  );
  assert.ok(parsers.length > 0, 'dist/ has a chunk holding the full YAML parser');
  for (const file of parsers) rmSync(join(copy, file));
  writeFileSync(join(copy, 'api.yaml'), oneTest('    validators: &ok', '      - status-code: 200'));
  const child = spawn(process.execPath, [join(copy, 'cli.js'), '-c', 'api.yaml'], {
    cwd: copy,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 2);
  assert.match(stderr, /could not load the YAML parser: .*\(is this installation of assay complete\?\)/);
  assert.doesNotMatch(stderr, /^\s+at /m);
});

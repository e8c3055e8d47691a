// An editor is not the host: through `assay serve` (the bundle, on SQLite) a project stored through
// the API may name no file, a project from --projects only files under its own folder. Refusals
// come when the project is saved (400 naming the field and the rule, the same words whether the
// path exists or not, never a byte of it) and again when it runs; a receiver gets none of the bytes
// and the stored results hold none of them.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { login, startServe, type Client, type ServeProcess } from '../helpers/serve-process.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { runProject } from '../../src/server/runner.ts';
import { defaultOptions } from '../../src/session/options/args.ts';
import { prepare } from '../../src/session/prepare.ts';
import { execute } from '../../src/session/execute.ts';
import type { TestResult } from '../../src/model/index.ts';

const MARKER = 'host-secret-5d1e';
const SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

async function finishedRun(client: Client, runId: string) {
  for (let i = 0; i < 600; i++) {
    const { body } = await client.json(`/api/runs/${runId}`);
    if (body.status !== 'queued' && body.status !== 'running') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}

describe('files a project may name in assay serve', () => {
  let target: TargetServer;
  let serve: ServeProcess;
  let admin: Client;
  let editorToken: string;
  let data: string;
  let projects: string;
  let secretFile: string;

  before(async () => {
    target = await startTargetServer();
    const outside = tempDir('assay-outside-');
    secretFile = join(outside, 'secret.json');
    writeFileSync(secretFile, JSON.stringify({ type: 'object', description: MARKER }));
    data = tempDir('assay-data-');
    projects = tempDir('assay-projects-');
    mkdirSync(join(projects, 'fixtures'));
    writeFileSync(join(projects, 'fixtures', 'payload.txt'), 'fixture-bytes-ok');
    writeFileSync(join(projects, 'fixtures', 'swap.txt'), 'swap-bytes-ok');
    symlinkSync(secretFile, join(projects, 'link-out.json'));
    symlinkSync(join(outside, 'no-such-file.json'), join(projects, 'ghost.json'));
    symlinkSync('/dev/zero', join(projects, 'zero.json'));
    execFileSync('mkfifo', [join(projects, 'pipe.json')]);
    const head = `openapi: 3.1.0\ninfo: { title: big, version: '1' }\npaths: { /x: { get: { responses: { '200': { description: ok } } } } }\nx-padding: "`;
    writeFileSync(join(projects, 'big-spec.txt'), `${head}${'a'.repeat(51 * 1024 * 1024)}"\n`);
    const post = (name: string, file: string) =>
      `name: ${name}\ntests:\n  - url: ${target.url(`/${name}`)}\n    method: POST\n    body: { file: ${file} }\n`;
    writeFileSync(join(projects, 'beside.yaml'), post('beside', 'fixtures/payload.txt'));
    writeFileSync(join(projects, 'swap.yaml'), post('swap', 'fixtures/swap.txt'));
    writeFileSync(join(projects, 'via-symlink.yaml'), post('via-symlink', 'link-out.json'));
    writeFileSync(join(projects, 'via-ghost.yaml'), post('via-ghost', 'ghost.json'));
    writeFileSync(join(projects, 'via-dotdot.yaml'), post('via-dotdot', relative(projects, secretFile)));
    writeFileSync(join(projects, 'via-proc.yaml'), post('via-proc', '/proc/self/environ'));
    writeFileSync(
      join(projects, 'devices.yaml'),
      `name: devices\ntests:\n  - url: ${target.url('/devices')}\n    validators: [{ json-schema: zero.json }, { json-schema: pipe.json }, { openapi: big-spec.txt }]\n`,
    );
    serve = await startServe(['--data', data, '--projects', projects], {
      ASSAY_SECRET_KEY: SECRET_KEY,
      ASSAY_ADMIN_PASSWORD: undefined,
    });
    admin = await serve.login('admin', serve.adminPassword!);
    const created = await admin.json('/api/users', 'POST', {
      name: 'eddie',
      role: 'editor',
      password: 'eddie-password-long',
    });
    assert.equal(created.status, 201);
    const editor = await login(serve.origin, 'eddie', 'eddie-password-long');
    const token = await editor.json('/api/tokens', 'POST', { name: 'ci', scopes: ['read', 'run', 'write'] });
    assert.equal(token.status, 201, JSON.stringify(token.body));
    editorToken = token.body.token;
  });
  after(async () => {
    await serve?.stop();
    await target?.close();
  });

  const asEditor = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(serve.url(path), {
      method,
      headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  };

  test('an editor names no file through the API: every field, every kind of path, refused at save', async () => {
    const missing = '/no/such/folder/x.json';
    const paths = [
      secretFile,
      `../../../../../../..${secretFile}`,
      '/proc/self/environ',
      '/proc/self/cmdline',
      join(data, 'assay.db'),
      join(data, 'assay.db-wal'),
      join(projects, 'link-out.json'),
      '/dev/zero',
      'fixtures/payload.txt',
      missing,
    ];
    const fields: [string, (path: string) => string, RegExp][] = [
      ['body.file', (p) => `    method: POST\n    body: { file: "${p}" }\n`, /`body\.file`/],
      [
        'multipart',
        (p) => `    method: POST\n    multipart: { upload: { file: "${p}" } }\n`,
        /multipart part `upload`/,
      ],
      ['data', (p) => `    data: "${p.endsWith('.json') ? p : `${p}.json`}"\n`, /`data`/],
      ['json-schema', (p) => `    validators: [{ json-schema: "${p}" }]\n`, /`json-schema`/],
      ['openapi', (p) => `    validators: [{ openapi: "${p}" }]\n`, /`openapi`/],
      [
        'json-schema $ref',
        (p) => `    validators: [{ json-schema: { $ref: "${p.startsWith('/') ? `file://${p}` : p}" } }]\n`,
        /`json-schema`: .*\$ref/,
      ],
      [
        'openapi $ref',
        (p) =>
          `    validators: [{ openapi: { openapi: 3.1.0, info: { title: t, version: '1' }, paths: { /x: { $ref: "${p}" } } } }]\n`,
        /`openapi`: .*\$ref/,
      ],
    ];
    const before = target.requests.length;
    for (const [field, shape, names] of fields) {
      const messages = new Map<string, string>();
      for (const path of paths) {
        const yaml = `name: probe\ntests:\n  - url: ${target.url('/probe')}\n${shape(path)}`;
        const saved = await asEditor('POST', '/api/projects', { yaml });
        assert.equal(saved.status, 400, `${field} ${path}: ${saved.text}`);
        const { error } = JSON.parse(saved.text) as { error: string };
        assert.match(error, names, `${field} ${path}`);
        assert.match(error, /a project stored through the API may name no files/, `${field} ${path}: ${error}`);
        assert.doesNotMatch(error, new RegExp(`${MARKER}|ASSAY_|SQLite format|paths are relative`), error);
        messages.set(path, error.replaceAll(path, '<path>').replace(/\^+/, '^'));
      }
      // A path that exists reads the same as one that does not.
      assert.equal(messages.get(secretFile), messages.get(missing), field);
    }
    // The collection-level `openapi:` too.
    const collectionLevel = await asEditor('POST', '/api/projects', {
      yaml: `name: probe\nopenapi: /proc/self/environ\ntests:\n  - url: ${target.url('/probe')}\n`,
    });
    assert.equal(collectionLevel.status, 400);
    assert.match(collectionLevel.text, /`openapi`: `\/proc\/self\/environ`: a project stored through the API/);
    const listed = await admin.json('/api/projects');
    assert.ok(!listed.body.projects.some((p: { name: string }) => p.name === 'probe'));
    assert.equal(target.requests.length, before);
    // The server is still up and answering.
    assert.equal((await asEditor('GET', '/api/projects')).status, 200);
  });

  test('a project from --projects names a fixture beside it by a relative path', async () => {
    const project = (await admin.json('/api/projects')).body.projects.find(
      (p: { name: string }) => p.name === 'beside',
    );
    assert.ok(project, serve.output().stderr);
    const run = await finishedRun(admin, (await admin.json(`/api/projects/${project.id}/runs`, 'POST')).body.id);
    assert.equal(run.status, 'passed', JSON.stringify(run));
    assert.equal(target.requests.find((r) => r.url === '/beside')?.body, 'fixture-bytes-ok');
  });

  test('a project from --projects naming files outside its folder, devices or an oversized spec is not loaded: stderr names the field and the rule', async () => {
    const { stderr } = serve.output();
    const names = (await admin.json('/api/projects')).body.projects.map((p: { name: string }) => p.name);
    for (const refused of ['via-symlink', 'via-ghost', 'via-dotdot', 'via-proc', 'devices'])
      assert.ok(!names.includes(refused), refused);
    const outsideRule =
      "is outside the project's folder: a project from --projects may name files under its own folder only";
    assert.match(stderr, new RegExp(`via-symlink\\.yaml: [^]*?\`body\\.file\`: \`link-out\\.json\` ${outsideRule}`));
    // A symlink to a file that does not exist reads like one to a file that does.
    assert.match(stderr, new RegExp(`via-ghost\\.yaml: [^]*?\`body\\.file\`: \`ghost\\.json\` ${outsideRule}`));
    assert.match(stderr, new RegExp(`via-dotdot\\.yaml: [^]*?\`body\\.file\`: \`\\.\\./[^\`]+\` ${outsideRule}`));
    assert.match(stderr, new RegExp(`via-proc\\.yaml: [^]*?\`/proc/self/environ\` ${outsideRule}`));
    assert.match(stderr, new RegExp(`\`json-schema\`: \`zero\\.json\` ${outsideRule}`));
    assert.match(stderr, /`json-schema`: `pipe\.json` is not a regular file/);
    assert.match(stderr, /`openapi`: `big-spec\.txt` is larger than 50 MB \(the limit of a collection file\)/);
    assert.doesNotMatch(stderr, new RegExp(`${MARKER}|aaaaaaaa|\\n\\s+at `));
    assert.equal(target.requests.filter((r) => /via-|devices/.test(r.url)).length, 0);
    assert.equal((await admin.json('/api/projects')).status, 200);
  });

  test('a fixture swapped for a symlink out of the folder after the save is refused when the project runs', async () => {
    const project = (await admin.json('/api/projects')).body.projects.find((p: { name: string }) => p.name === 'swap');
    assert.ok(project, serve.output().stderr);
    const swapped = join(projects, 'fixtures', 'swap.txt');
    renameSync(swapped, `${swapped}.old`);
    symlinkSync(secretFile, swapped);
    const run = await finishedRun(admin, (await admin.json(`/api/projects/${project.id}/runs`, 'POST')).body.id);
    assert.equal(run.status, 'error', JSON.stringify(run));
    assert.match(run.error, /`body\.file`: `fixtures\/swap\.txt` is outside the project's folder/);
    const results = await admin.request(`/api/runs/${run.id}/results`);
    assert.doesNotMatch((await results.text()) + JSON.stringify(run), new RegExp(MARKER));
    assert.equal(target.requests.filter((r) => r.url === '/swap').length, 0);
  });
});

describe('the data directory inside the --projects directory', () => {
  test('no file project names the database, though it lies under its folder', async () => {
    const projects = tempDir('assay-projects-');
    const data = join(projects, 'assay-data');
    const target = await startTargetServer();
    writeFileSync(
      join(projects, 'steal.yaml'),
      `name: steal\ntests:\n  - url: ${target.url('/steal')}\n    method: POST\n    body: { file: assay-data/assay.db }\n`,
    );
    symlinkSync('assay-data', join(projects, 'innocent'));
    writeFileSync(
      join(projects, 'via-link.yaml'),
      `name: via-link\ntests:\n  - url: ${target.url('/via-link')}\n    validators: [{ json-schema: innocent/assay.db }]\n`,
    );
    const serve = await startServe(['--data', data, '--projects', projects], { ASSAY_ADMIN_PASSWORD: undefined });
    try {
      const admin = await serve.login('admin', serve.adminPassword!);
      const names = (await admin.json('/api/projects')).body.projects.map((p: { name: string }) => p.name);
      assert.deepEqual(names, []);
      const { stderr } = serve.output();
      assert.match(stderr, /steal\.yaml: [^]*?`body\.file`: `assay-data\/assay\.db` is outside the project's folder/);
      assert.match(stderr, /via-link\.yaml: [^]*?`json-schema`: `innocent\/assay\.db` is outside the project's folder/);
      assert.doesNotMatch(stderr, /SQLite format/);
      assert.equal(target.requests.length, 0);
    } finally {
      await serve.stop();
      await target.close();
    }
  });
});

describe('a body file is checked again on its descriptor when it is sent', () => {
  test('swapped for a symlink out of the folder between the check and the run: the test errors, nothing sent', async () => {
    const target = await startTargetServer();
    try {
      const outside = tempDir('assay-outside-');
      writeFileSync(join(outside, 'secret.txt'), MARKER);
      const folder = tempDir('assay-project-');
      writeFileSync(join(folder, 'payload.txt'), 'payload-ok');
      const yaml = `tests:\n  - url: ${target.url('/sent')}\n    method: POST\n    body: { file: payload.txt }\n`;
      const preparation = await prepare(
        { ...defaultOptions(), collections: [yaml] },
        { cwd: folder, env: {}, filePolicy: { kind: 'within', directory: folder } },
      );
      assert.ok(preparation.run, preparation.diagnosticsText(false));
      renameSync(join(folder, 'payload.txt'), join(folder, 'payload.old'));
      symlinkSync(join(outside, 'secret.txt'), join(folder, 'payload.txt'));
      const results: TestResult[] = [];
      await execute(preparation.run, [{ testFinished: (test) => void results.push(test) }]);
      assert.equal(results.length, 1);
      assert.equal(results[0]!.outcome, 'errored');
      assert.match(results[0]!.error!, /`payload\.txt` is outside the project's folder/);
      assert.doesNotMatch(JSON.stringify(results), new RegExp(MARKER));
      assert.equal(target.requests.length, 0);
    } finally {
      await target.close();
    }
  });
});

describe('a project stored through the API before files were refused', () => {
  test('names a file: its run is refused before anything is sent', async () => {
    const target = await startTargetServer();
    try {
      const outside = tempDir('assay-outside-');
      writeFileSync(join(outside, 'secret.txt'), MARKER);
      const yaml = `tests:\n  - url: ${target.url('/old')}\n    method: POST\n    body: { file: ${join(outside, 'secret.txt')} }\n`;
      const result = await runProject({ yaml, name: 'old', variables: {}, secrets: {} });
      assert.equal(result.status, 'error');
      assert.match(result.error!, /`body\.file`: .* a project stored through the API may name no files/);
      assert.doesNotMatch(JSON.stringify(result), new RegExp(MARKER));
      assert.equal(target.requests.length, 0);
    } finally {
      await target.close();
    }
  });
});

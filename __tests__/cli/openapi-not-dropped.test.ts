// OpenAPI specs that are partly malformed, split over several documents on a server, or built to
// make a recursive walk run away — run with the bundled CLI as `-c` and `assay import openapi`:
// no operation is dropped or invented silently, and what cannot be read is said with where it is.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer } from '../helpers/target-server.ts';

const MALFORMED = `openapi: 3.0.3
info: {title: Malformed, version: "1"}
paths:
  /ok:
    get:
      operationId: ok
      responses: {"200": {description: ok}}
  /broken: oops
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
        - {name: petId, in: path, required: true}
      responses: {"200": {description: ok}}
  /things:
    get:
      operationId: listThings
      parameters:
        - name: filter
          in: query
          required: true
          content:
            application/json: {}
      responses: {"200": {description: ok}}
  /search:
    get:
      operationId: search
      parameters:
        - name: q
          in: query
          required: true
          content:
            application/json:
              schema: {type: object, required: [a], properties: {a: {type: integer, minimum: 3}}}
      responses: {"200": {description: ok}}
  /parts:
    get: null
    GET:
      operationId: shouting
      responses: {"200": {description: ok}}
  /items/{id}:
    get:
      operationId: getItem
      parameters:
        - {in: path}
      responses: {"200": {description: ok}}
`;

const SWAGGER = `swagger: "2.0"
info: {title: Untyped, version: "1"}
host: 127.0.0.1:1
paths:
  /pets/{petId}:
    get:
      operationId: getPetUntyped
      parameters: [{name: petId, in: path, required: true}]
      responses: {"200": {description: ok}}
`;

/** `file:line:col` of the first line holding `text` (column of its first character). */
function at(file: string, spec: string, text: string): string {
  const lines = spec.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return `${file}:${line + 1}:${lines[line].indexOf(text) + 1}`;
}

describe('a malformed spec: every operation is run or listed as not run, every other entry named', () => {
  it('-c runs what it can, lists the rest as not run with the reason, and warns where entries give no operation', async () => {
    const dir = workspace({ 'malformed.yaml': MALFORMED, 'untyped.yaml': SWAGGER });
    const server = await startTargetServer((_request, response) => response.end('ok'));
    try {
      const result = await runCli(['-c', 'malformed.yaml', '-c', 'untyped.yaml', '-v', `baseUrl=${server.origin}`], {
        cwd: dir,
      });
      const output = result.stdout + result.stderr;
      // Nothing invented: only the operations with every required value were sent.
      assert.deepEqual(
        server.requests.map((r) => decodeURIComponent(r.url)),
        ['/ok', '/search?q={"a":3}'],
        output,
      );
      assert.equal(result.code, 0, output);
      for (const reason of [
        /GET \/pets\/\{petId\}[\s\S]*?required path parameter `petId` has no value: it has no schema or example/,
        /listThings|GET \/things[\s\S]*?required query parameter `filter` has no value: it has no schema or example/,
        /GET \/parts[\s\S]*?the operation is empty, not a mapping/,
        /GET \/items\/\{id\}[\s\S]*?parameter 1 is not a parameter[^\n]*the path's `\{id\}` is not a path parameter/,
        /getPetUntyped|GET \/pets\/\{petId\}[\s\S]*?required path parameter `petId` has no value/,
      ])
        assert.match(result.stdout, reason);
      assert.match(result.stdout, /2 passed, 0 failed, 0 errored, 0 skipped, 5 not run/);
      assert.match(
        result.stderr,
        new RegExp(
          `warning: the path item /broken is a string, not a mapping of operations[^\\n]*\\n\\s*--> ${at('malformed.yaml', MALFORMED, '/broken')}`,
        ),
      );
      assert.match(
        result.stderr,
        new RegExp(
          `warning: \`GET\` under /parts is not an HTTP method OpenAPI knows[^\\n]*\\n\\s*--> ${at('malformed.yaml', MALFORMED, 'GET:')}`,
        ),
      );
    } finally {
      await server.close();
    }
  });

  it('assay import openapi names each operation it did not import, and each entry that gave none', async () => {
    const dir = workspace({ 'malformed.yaml': MALFORMED });
    const result = await runCli(['import', 'openapi', 'malformed.yaml', '-o', 'out'], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /2 tests; 6 notes/);
    const notes = result.stdout.split('\n').filter((line) => line.startsWith('  - not generated: '));
    assert.equal(notes.length, 6, result.stdout);
    for (const expected of [
      /required path parameter `petId` has no value/,
      /required query parameter `filter` has no value/,
      /the operation is empty, not a mapping/,
      /the path's `\{id\}` is not a path parameter/,
      /the path item \/broken is a string/,
      /`GET` under \/parts is not an HTTP method/,
    ])
      assert.ok(
        notes.some((note) => expected.test(note)),
        `${expected} in\n${result.stdout}`,
      );
    const written = readFileSync(path.join(dir, 'out', 'malformed.yaml'), 'utf8');
    assert.match(written, / {2}# not generated: the path item \/broken is a string/);
    const dryRun = await runCli(
      ['-c', path.join(dir, 'out', 'malformed.yaml'), '-v', 'baseUrl=http://127.0.0.1:1', '--dry-run'],
      { cwd: dir },
    );
    assert.equal(dryRun.code, 0, dryRun.stderr);
    assert.match(dryRun.stdout, /2 tests in 1 collection/);
  });
});

describe('a spec read from a URL', () => {
  const SPLIT = `openapi: 3.1.0
info: {title: Split, version: "1"}
servers: [{url: /v1}]
paths:
  /pets:
    post:
      operationId: addPet
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: "./common.yaml#/components/schemas/Pet"}
      responses:
        "201":
          description: created
          content:
            application/json:
              schema: {$ref: "../shared/pet.yaml"}
`;
  const documents: Record<string, string> = {
    '/specs/api.yaml': SPLIT,
    '/specs/common.yaml': 'components: {schemas: {Pet: {$ref: "../shared/pet.yaml"}}}\n',
    '/shared/pet.yaml': '{type: object, required: [name], properties: {name: {type: string, example: Rex}}}\n',
  };

  it('follows relative $refs against its URL, on its server', async () => {
    const server = await startTargetServer((request, response) => {
      const document = documents[request.url];
      if (request.method === 'GET' && document !== undefined) return response.end(document);
      if (request.method === 'POST' && request.url === '/v1/pets') {
        response.writeHead(201, { 'content-type': 'application/json' });
        return response.end(request.body);
      }
      response.writeHead(404);
      response.end();
    });
    try {
      const result = await runCli(['-c', server.url('/specs/api.yaml')]);
      assert.equal(result.code, 0, result.stdout + result.stderr);
      assert.deepEqual(
        server.requests.map((r) => `${r.method} ${r.url}`),
        ['GET /specs/api.yaml', 'GET /specs/common.yaml', 'GET /shared/pet.yaml', 'POST /v1/pets'],
      );
      assert.deepEqual(JSON.parse(server.requests[3].body), { name: 'Rex' });
    } finally {
      await server.close();
    }
  });

  it('never reads a local file for a reference, nor fetches from another server', async () => {
    const local = workspace({ 'secret.yaml': 'Pet: {type: string, example: local-file-content}\n' });
    const hostile = `openapi: 3.0.3
info: {title: Hostile, version: "1"}
servers: [{url: /v1}]
paths:
  /a:
    post:
      requestBody:
        content:
          application/json:
            schema: {$ref: "${path.join(local, 'secret.yaml')}#/Pet"}
      responses: {"200": {description: ok}}
  /b:
    post:
      requestBody:
        content:
          application/json:
            schema: {$ref: "file://${path.join(local, 'secret.yaml')}#/Pet"}
      responses: {"200": {description: ok}}
  /c:
    post:
      requestBody:
        content:
          application/json:
            schema: {$ref: "//127.0.0.1:1/secret.yaml#/Pet"}
      responses: {"200": {description: ok}}
`;
    const server = await startTargetServer((request, response) => {
      if (request.url === '/specs/hostile.yaml') return response.end(hostile);
      response.writeHead(404);
      response.end();
    });
    try {
      const url = server.url('/specs/hostile.yaml');
      const result = await runCli(['-c', url], { cwd: local });
      assert.equal(result.code, 2, result.stdout + result.stderr);
      assert.doesNotMatch(result.stdout + result.stderr, /local-file-content/);
      // The absolute path is a path on the spec's server.
      assert.deepEqual(
        server.requests.map((r) => r.url),
        ['/specs/hostile.yaml', `${path.join(local, 'secret.yaml')}`],
      );
      assert.match(
        result.stderr,
        /cannot follow \$ref "[^"]*secret\.yaml#\/Pet": cannot read [^\n]*: the server answered 404/,
      );
      assert.match(result.stderr, new RegExp(`--> ${at(url, hostile, '$ref: "/').replace(/[.?]/g, '\\$&')}`));
      assert.match(result.stderr, /cannot follow \$ref "file:[^"]*": references of the scheme file: are not followed/);
      assert.match(
        result.stderr,
        /cannot follow \$ref "\/\/127\.0\.0\.1:1\/secret\.yaml#\/Pet": a spec read from http:\/\/127\.0\.0\.1:\d+ may refer only to documents on that server/,
      );
      assert.equal(server.requests.length, 2);
    } finally {
      await server.close();
    }
  });
});

describe('recursion a document can make run away: refused with where, exit 2', () => {
  it('a $ref loop, also through allOf/anyOf, is reported at its reference before anything is sent', async () => {
    const spec = (a: string, b: string) => `openapi: 3.0.3
info: {title: Loop, version: "1"}
servers: [{url: "http://127.0.0.1:1"}]
paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/A"}
components:
  schemas:
    A: ${a}
    B: ${b}
`;
    const dir = workspace({
      'loop.yaml': spec('{$ref: "#/components/schemas/B"}', '{$ref: "#/components/schemas/A"}'),
      'applicators.yaml': spec(
        '{allOf: [{$ref: "#/components/schemas/B"}]}',
        '{anyOf: [{$ref: "#/components/schemas/A"}]}',
      ),
    });
    const cases = [
      ['loop.yaml', 'loop.yaml:15:9'],
      ['applicators.yaml', 'applicators.yaml:15:18'],
    ];
    for (const [file, position] of cases)
      for (const args of [
        ['-c', file],
        ['import', 'openapi', file],
      ]) {
        const result = await runCli(args, { cwd: dir });
        assert.equal(result.code, 2, result.stdout + result.stderr);
        assert.match(
          result.stderr,
          /cannot follow \$ref "#\/components\/schemas\/B": it loops back to itself without descending into the value \(#\/components\/schemas\/B → #\/components\/schemas\/A → #\/components\/schemas\/B\)/,
        );
        assert.match(result.stderr, new RegExp(`--> ${position.replace('.', '\\.')}\n`));
        assert.doesNotMatch(result.stderr, /Maximum call stack|\n\s+at /);
      }
  });

  it('a spec nested deeper than 256 levels is refused at the place it goes too deep', async () => {
    const schema = `${'{"type":"array","items":'.repeat(300)}{"type":"string"}${'}'.repeat(300)}`;
    const spec = `{"openapi":"3.0.3","info":{"title":"Deep","version":"1"},"servers":[{"url":"http://127.0.0.1:1"}],
"paths":{"/a":{"post":{"requestBody":{"content":{"application/json":{"schema":${schema}}}},"responses":{"200":{"description":"ok"}}}}}}
`;
    const dir = workspace({ 'deep.json': spec });
    const result = await runCli(['-c', 'deep.json'], { cwd: dir });
    assert.equal(result.code, 2, result.stdout + result.stderr);
    assert.match(result.stderr, /the spec is nested more than 256 levels deep here\n --> deep\.json:2:\d+/);
    assert.doesNotMatch(result.stderr, /Maximum call stack|\n\s+at /);
  });

  it('a collection nested past what the YAML parser can read is refused at the place it goes too deep', async () => {
    const depth = 20000;
    const dir = workspace({
      'deep.json': `{"tests":[{"url":"http://127.0.0.1:1/","method":"POST",\n"body":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}]}\n`,
    });
    const result = await runCli(['-c', 'deep.json'], { cwd: dir });
    assert.equal(result.code, 2, result.stdout + result.stderr);
    // The 65th opening bracket: the collection's own 3, then the body's 62nd.
    assert.match(
      result.stderr,
      new RegExp(`the collection is nested too deeply to read\\n --> deep\\.json:2:${8 + 61 * 5}\\n`),
    );
    assert.doesNotMatch(result.stderr, /Maximum call stack|\n\s+at /);
  });

  it('a Postman collection with 4,000 nested folders is refused with where, not a stack overflow', async () => {
    // Written as text: JSON.stringify itself recurses.
    const leaf = '{"name":"ping","request":{"method":"GET","url":"http://127.0.0.1:1/ping"}}';
    const item = `${'[{"name":"folder","item":'.repeat(4000)}[${leaf}]${'}]'.repeat(4000)}`;
    const info = '{"name":"Deep","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"}';
    const dir = workspace({ 'deep.postman_collection.json': `{"info":${info},"item":${item}}` });
    const result = await runCli(['import', 'postman', 'deep.postman_collection.json'], { cwd: dir });
    assert.equal(result.code, 2, result.stdout + result.stderr);
    assert.match(
      result.stderr,
      /^assay import: deep\.postman_collection\.json is nested more than 256 levels deep, at \$\.item\[0\]\.item\[0\]\.item\[0\]…/,
    );
    assert.doesNotMatch(result.stderr, /Maximum call stack|\n\s+at /);
  });
});

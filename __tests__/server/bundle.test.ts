// The job queue (pg-boss) is the server's alone, and only for PostgreSQL: the action's bundle
// (dist/index.js) and the command line's entry carry none of it, and it sits in a chunk of its own
// that `assay serve` loads only with --database. The dashboard's stylesheet and script are files in
// the sources and text in the bundle: dist/ holds nothing beside its bundles. Needs dist/ built
// (npm test builds it first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServe } from '../helpers/serve-process.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
/** pg-boss's job fetch, which no other code in dist/ writes. */
const PG_BOSS_SQL = 'FOR UPDATE SKIP LOCKED';

test('pg-boss is in none of the entries, and in a chunk apart from the server', () => {
  for (const entry of ['index.js', 'cli.js']) {
    assert.ok(!read(entry).includes(PG_BOSS_SQL), `${entry} contains pg-boss`);
    assert.ok(!read(entry).includes('assay_jobs'), `${entry} contains the job-queue scheduler`);
  }
  const chunks = readdirSync(DIST).filter((f) => /^\d+\.index\.js$/.test(f));
  const withPgBoss = chunks.filter((f) => read(f).includes(PG_BOSS_SQL));
  assert.equal(withPgBoss.length, 1, `pg-boss in ${withPgBoss.join(', ')}`);
  const server = chunks.filter((f) => read(f).includes('assay serve: listening on'));
  assert.equal(server.length, 1);
  assert.notEqual(withPgBoss[0], server[0], 'pg-boss is loaded with the server on SQLite too');
});

test("the dashboard's stylesheet and script are served from the bundle, as their source files are, with no file beside dist/", async () => {
  assert.deepEqual(
    readdirSync(DIST).filter((f) => !f.endsWith('.js') && f !== 'package.json'),
    [],
  );
  const serve = await startServe(['--data', tempDir('assay-serve-assets-')], {
    ASSAY_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
  });
  try {
    const assets = resolve(import.meta.dirname, '../../src/server/http/assets');
    for (const [name, type] of [
      ['app.css', 'text/css'],
      ['app.js', 'text/javascript'],
    ]) {
      const response = await fetch(serve.url(`/assets/${name}`));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), type);
      assert.equal(await response.text(), readFileSync(join(assets, name), 'utf8'), name);
    }
    const page = await fetch(serve.url('/login'));
    assert.equal(
      page.headers.get('content-security-policy'),
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  } finally {
    await serve.stop();
  }
});

// `data`: one request and one reported test per row of a CSV file, a JSON file or an inline list,
// with the row's values in the request; bad data is a diagnostic before anything is sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';

let api: TargetServer;
before(async () => {
  api = await startTargetServer((_request, response) => {
    response.writeHead(201);
    response.end();
  });
});
after(() => api.close());

async function run(files: Record<string, string>) {
  const dir = workspace(files);
  const from = api.requests.length;
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '-f', 'ctrf'], { cwd: dir });
  const received = api.requests.slice(from);
  const read = (name: string) => readFileSync(join(dir, 'out', name), 'utf8');
  return { ...result, received, read };
}

test('data from CSV (RFC 4180 quoting), JSON and an inline list: one request and one reported test per row', async () => {
  const { code, stdout, received, read } = await run({
    'users.csv': 'name,age,note\r\nann,31,"likes ""quotes"", commas"\r\n"bob\nsmith",42,\r\n',
    'items.json': JSON.stringify([{ sku: 'A-1', qty: 2 }, { sku: 'B/2' }]),
    'c.yaml': `
baseUrl: ${api.origin}
tests:
  - name: "create \${{ data.name }}"
    url: /users
    method: POST
    body: { name: "\${{ data.name }}", age: "\${{ data.age }}", note: "\${{ data.note }}" }
    validators: [{ status-code: 201 }]
    data: users.csv
  - url: /items/\${{ data.sku }}
    query: { qty: "\${{ data.qty }}" }
    validators: [{ status-code: 201 }]
    data: items.json
  - name: ping
    url: /ping/\${{ data.n }}
    validators: [{ status-code: 201 }]
    data: [{ n: 1 }, { n: 2 }, { n: 3 }]
`,
  });
  assert.equal(code, 0, stdout);
  assert.deepEqual(JSON.parse(received[0]!.body), { name: 'ann', age: '31', note: 'likes "quotes", commas' });
  assert.deepEqual(JSON.parse(received[1]!.body), { name: 'bob\nsmith', age: '42', note: '' });
  assert.deepEqual(
    received.slice(2).map((r) => r.url),
    ['/items/A-1?qty=2', '/items/B/2?qty=', '/ping/1', '/ping/2', '/ping/3'],
  );
  const tests = JSON.parse(read('results.json')).collections[0].tests;
  assert.deepEqual(
    tests.map((t: { name: string }) => t.name),
    [
      'create ann',
      'create bob\nsmith',
      `GET ${api.origin}/items/A-1 [row 1]`,
      `GET ${api.origin}/items/B/2 [row 2]`,
      'ping [row 1]',
      'ping [row 2]',
      'ping [row 3]',
    ],
  );
  assert.equal(JSON.parse(read('ctrf.json')).results.summary.tests, 7);
  assert.equal((read('junit.xml').match(/<testcase /g) ?? []).length, 7);
});

test('a ragged CSV row, an unknown column, data without a test and data with an id are diagnostics', async () => {
  const { code, stderr, received } = await run({
    'bad.csv': 'a,b\n1,2\n3\n',
    'good.csv': 'a,b\n1,2\n',
    'c.yaml': `
baseUrl: ${api.origin}
tests:
  - url: /x
    data: bad.csv
  - url: /y/\${{ data.c }}
    data: good.csv
  - url: /z/\${{ data.a }}
  - id: seeded
    url: /w
    data: good.csv
  - url: /v
    data: missing.csv
`,
  });
  assert.equal(code, 2);
  assert.equal(received.length, 0);
  const at = (message: string, line: number, column: number) =>
    assert.match(stderr, new RegExp(`${message}.*\\n\\s*--> c\\.yaml:${line}:${column}\\n`));
  at('`bad\\.csv` line 3: the row has 1 field, the header has 2', 5, 11);
  at('`data` has no column `c`', 6, 13);
  at('is used, but the test has no `data`', 8, 13);
  at('a test with `data` cannot have an `id`', 9, 5);
  at('`data`: file `missing\\.csv` does not exist', 13, 11);
});

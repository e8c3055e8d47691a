// Query validators, predicates and capture sources (issue 11) through the real CLI against loopback
// servers answering JSON, XML, HTML, cookies and many (and repeated) headers: what passes, what
// fails and the messages a user reads, the static checks before anything is sent, and hostile bodies.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { runCli, workspace } from '../../helpers/run-cli.ts';

interface Result {
  name: string;
  pass: boolean;
  message: string;
  query?: string;
  predicate?: string;
  expected: string;
  actual: string;
  index?: number;
  position?: { line: number; column: number };
}
interface Test {
  name: string;
  outcome: string;
  validators: Result[];
  captures: { name: string; matched: boolean; value?: string; problem?: string }[];
}

const ITEMS = {
  token: '0123456789abcdef0123456789abcdef',
  id: 7,
  deletedAt: null,
  items: [
    { name: 'apple', price: 5 },
    { name: 'pear', price: 150 },
  ],
};
const BIG_DEPTH = 2000;
const bigJson = (): string => {
  // About 5 MB: a long array, and a deep object at its end.
  const filler = Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item number ${i}`, tags: ['a', 'b', 'c'] }));
  let deep: unknown = { leaf: 'found' };
  for (let i = 0; i < BIG_DEPTH; i++) deep = { d: deep };
  return JSON.stringify({ filler, deep });
};
let big = '';
const NESTED = 10_000;
const BOMB =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
  ']><lolz>&lol9;</lolz>';

const SITEMAP_URLS = 20_000;
const ORDER_XML =
  '<?xml version="1.0"?><r a="1" b="2"><!--c1--><x id="x1"><y id="y1">t1</y><?pi one?><y id="y2">t2</y></x>' +
  '<x id="x2"><y id="y3">t3</y></x><z id="z1"/></r>';

// 20,000 elements, parsed in a few ms, and a question that asks for all of them once per element:
// 400 million steps, over a minute of work (80 s on the main thread before the query worker).
const MANY_XML = `<r>${'<i/>'.repeat(20_000)}</r>`;
const SLOW_XPATH = 'count(//*[count(//*) > 0])';
let onManyAnswered: (() => void) | undefined;

let server: TargetServer;
before(async () => {
  big = bigJson();
  server = await startTargetServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/json') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': 'abc123' });
      response.end(JSON.stringify(ITEMS));
    } else if (path === '/headers') {
      const headers: [string, string][] = [['Content-Type', 'text/plain']];
      for (let i = 0; i < 60; i++) headers.push([`X-Many-${i}`, String(i)]);
      headers.push(['X-Twice', 'first'], ['X-Twice', 'second']);
      headers.push(['Set-Cookie', 'session=s1; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=7200']);
      headers.push(['Set-Cookie', 'theme=dark']);
      response.writeHead(200, headers.flat());
      response.end('plain');
    } else if (path === '/xml') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end('<?xml version="1.0"?><list><item id="1">apple</item><item id="2">pear</item></list>');
    } else if (path === '/html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Example Domain</title><p>one<p>two<img src=x></body>');
    } else if (path === '/bomb') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(BOMB);
    } else if (path === '/nested-json') {
      // 60 KB that JSON.parse reads, but thousands of levels deep.
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`${'{"d":'.repeat(NESTED)}1${'}'.repeat(NESTED)}`);
    } else if (path === '/nested-xml') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(`${'<a>'.repeat(NESTED * 10)}x${'</a>'.repeat(NESTED * 10)}`);
    } else if (path === '/nested-html') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(`${'<div>'.repeat(NESTED * 10)}x`);
    } else if (path === '/sitemap') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      const urls = Array.from({ length: SITEMAP_URLS }, (_, i) => `<url><loc>https://example.test/p${i}</loc></url>`);
      response.end(`<?xml version="1.0"?><urlset>${urls.join('')}</urlset>`);
    } else if (path === '/order') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(ORDER_XML);
    } else if (path === '/deep-json') {
      const depth = Number(new URLSearchParams(request.url.split('?')[1]).get('depth'));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    } else if (path === '/many') {
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(MANY_XML, () => onManyAnswered?.());
    } else if (path === '/big') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(big);
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          echo: request.url,
          header: request.headers.find(([n]) => n.toLowerCase() === 'x-token')?.[1],
        }),
      );
    }
  });
});
after(() => server.close());

async function run(yaml: string, files: Record<string, string> = {}, args: string[] = []) {
  const dir = workspace({ 'c.yaml': `baseUrl: ${server.origin}\n${yaml}`, ...files });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...args], { cwd: dir });
  let tests: Test[] = [];
  try {
    tests = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')).collections[0].tests;
  } catch {
    // No report: the collection did not pass its checks.
  }
  return { ...result, tests, dir };
}

function messages(t: Test): string[] {
  return t.validators.map((v) => `${v.pass ? 'pass' : 'FAIL'} ${v.message}`);
}

test('json-path: typed predicates, each with the failing index, count, null, selected nothing', async () => {
  const { tests, code } = await run(`tests:
  - name: json
    url: /json
    validators:
      - json-path: { path: "$.items[0].name", equals: apple }
      - json-path: { path: "$.items[*].price", each: { lt: 100 } }
      - json-path: { path: $.items, count: 2 }
      - json-path: { path: $.items, count: { ge: 3 } }
      - json-path: { path: $.token, matches: '^[0-9a-f]{32}$' }
      - json-path: { path: $.deletedAt, equals: null }
      - json-path: { path: $.id, equals: "7" }
      - json-path: { path: $.id, equals: 7.0, type: integer, one-of: [1, 7] }
      - json-path: { path: $.nope, equals: 1 }
      - json-path: { path: $.nope, exists: false }
      - json-path: { path: "$.items[*].name", any: { starts-with: pe } }
      - json-path: { path: "$.items[*].name", equals: [apple, pear] }
      - json-path: { path: $.items, contains: { name: apple, price: 5 } }
      - json-path: $.token
`);
  assert.equal(code, 1);
  assert.deepEqual(messages(tests[0]!), [
    'pass json-path $.items[0].name: equals "apple"',
    'FAIL json-path $.items[*].price: expected each lt 100, got node 1: 150',
    'pass json-path $.items: count 2',
    'FAIL json-path $.items: expected count ge 3, got 2',
    'pass json-path $.token: matches "^[0-9a-f]{32}$"',
    'pass json-path $.deletedAt: equals null',
    'FAIL json-path $.id: expected equals "7", got 7 (the types differ: expected a string, got a number)',
    'pass json-path $.id: equals 7, type integer, one of 1, 7',
    'FAIL json-path $.nope: expected equals 1, got selected nothing',
    'pass json-path $.nope: does not exist',
    'pass json-path $.items[*].name: any { starts-with "pe" }',
    'pass json-path $.items[*].name: equals ["apple","pear"]',
    'pass json-path $.items: contains {"name":"apple","price":5}',
    'pass json-path $.token: exists',
  ]);
  const each = tests[0]!.validators[1]!;
  assert.deepEqual(
    {
      query: each.query,
      predicate: each.predicate,
      index: each.index,
      expected: each.expected,
      actual: each.actual,
      line: each.position?.line,
    },
    {
      query: 'json-path $.items[*].price',
      predicate: 'each.lt',
      index: 1,
      expected: 'each lt 100',
      actual: 'node 1: 150',
      line: 7,
    },
  );
});

test('header: case-insensitive names, many headers, a header sent twice; cookie attributes; size; body-matches', async () => {
  const { tests } = await run(`tests:
  - name: headers
    url: /headers
    validators:
      - header: { name: x-many-59, equals: 59 }
      - header: { name: X-MANY-0, equals: "0", lt: 1 }
      - header: { name: X-Twice, equals: second, count: 2 }
      - header: { name: X-Twice, not-equals: second }
      - header: { name: X-Missing, exists: true }
      - cookie: { name: session, secure: true, http-only: true, same-site: Lax, path: /, max-age: { gt: 3600 } }
      - cookie: { name: theme, equals: dark, secure: false }
      - cookie: { name: theme, http-only: true }
      - cookie: { name: nope, exists: false }
      - response-size: { equals: 5 }
      - response-size: { lt: 5 }
      - body-matches: '^pl(a)in$'
      - body-matches: '^\\d+$'
`);
  assert.deepEqual(messages(tests[0]!), [
    'pass header x-many-59: equals 59',
    'pass header X-MANY-0: equals "0", lt 1',
    'pass header X-Twice: equals "second", count 2',
    'FAIL header X-Twice: expected not-equals "second", got "second"',
    'FAIL header X-Missing: expected exists, got selected nothing',
    'pass cookie session: set (secure, httponly, samesite, path, max-age)',
    'pass cookie theme: set (no secure)',
    'FAIL cookie theme: expected it to be httponly, got no httponly attribute',
    'pass cookie nope: does not exist',
    'pass response-size: equals 5',
    'FAIL response-size: expected lt 5, got 5',
    'pass body-matches: /^pl(a)in$/ matched',
    'FAIL body-matches: expected the body to match /^\\d+$/, got "plain"',
  ]);
});

test('xpath over XML and over leniently parsed HTML', async () => {
  const { tests } = await run(`tests:
  - name: xml
    url: /xml
    validators:
      - xpath: { path: "count(//item)", equals: 2 }
      - xpath: { path: "//item/@id", equals: ["1", "2"] }
      - xpath: { path: "string(//item[2])", equals: pear }
      - xpath: { path: "//item", each: { matches: "^a" } }
  - name: html
    url: /html
    validators:
      - xpath: { path: "string(//title)", equals: Example Domain }
      - xpath: { path: "//p", count: 2 }
      - xpath: { path: "string(//title)", equals: Other }
`);
  assert.deepEqual(messages(tests[0]!), [
    'pass xpath count(//item): equals 2',
    'pass xpath //item/@id: equals ["1","2"]',
    'pass xpath string(//item[2]): equals "pear"',
    'FAIL xpath //item: expected each matches "^a", got node 1: "pear"',
  ]);
  assert.deepEqual(messages(tests[1]!), [
    'pass xpath string(//title): equals "Example Domain"',
    'pass xpath //p: count 2',
    'FAIL xpath string(//title): expected equals "Other", got "Example Domain"',
  ]);
});

test('captures from every source reach the tests that depend on them; templates in predicates', async () => {
  const { tests, code } = await run(`tests:
  - id: first
    url: /json
    context:
      - { name: token, json-path: $.token }
      - { name: firstItem, json-path: "$.items[0]" }
      - { name: requestId, header: x-request-id }
      - { name: code, status: true }
      - { name: took, duration: true }
      - { name: short, json-path: $.token, pattern: '^(\\w{4})' }
      - { name: id, pattern: '"id":(\\d+)' }
  - id: cookies
    url: /headers
    context:
      - { name: session, cookie: session, type: secret }
  - id: page
    url: /html
    context:
      - { name: title, xpath: "string(//title)" }
  - name: uses
    url: /echo?t=\${{ context.short }}&c=\${{ context.code }}&i=\${{ context.id }}
    dependsOn: [first, cookies, page]
    headers:
      X-Token: \${{ context.title }}
    validators:
      - json-path: { path: $.echo, equals: "/echo?t=0123&c=200&i=7" }
      - json-path: { path: $.header, equals: "\${{ context.title }}" }
      - json-path: { path: $.echo, ends-with: "\${{ context.id }}" }
  - name: template-number
    url: /json
    dependsOn: first
    validators:
      - json-path: { path: $.id, equals: "\${{ context.id }}", one-of: ["\${{ context.code }}", "\${{ context.id }}"] }
  - name: missing
    url: /json
    context:
      - { name: gone, json-path: $.nothing }
      - { name: noHeader, header: X-Nope }
`);
  assert.equal(code, 1);
  const byName = Object.fromEntries(tests.map((t) => [t.name, t]));
  const first = byName['first'] ?? tests[0]!;
  assert.deepEqual(
    first.captures.map((c) => [c.name, c.value]),
    [
      ['token', ITEMS.token],
      ['firstItem', '{"name":"apple","price":5}'],
      ['requestId', 'abc123'],
      ['code', '200'],
      ['took', first.captures[4]!.value],
      ['short', '0123'],
      ['id', '7'],
    ],
  );
  // Milliseconds to the microsecond, as every report gives timings.
  assert.match(first.captures[4]!.value!, /^\d+(\.\d{1,3})?$/);
  assert.equal(tests[3]!.outcome, 'passed', messages(tests[3]!).join('\n'));
  assert.equal(
    server.requests.find((r) => r.url.startsWith('/echo'))?.headers.find(([n]) => n.toLowerCase() === 'x-token')?.[1],
    'Example Domain',
  );
  assert.equal(tests[4]!.outcome, 'passed', messages(tests[4]!).join('\n'));
  const missing = tests[5]!;
  assert.equal(missing.outcome, 'failed');
  assert.deepEqual(
    missing.captures.map((c) => c.matched),
    [false, false],
  );
});

test('mistakes are diagnostics with file:line:col before anything is sent, all at once, exit 2', async () => {
  const before = server.requests.length;
  const { code, stderr } = await run(
    `tests:
  - url: /json
    validators:
      - json-path: { path: $.id, equal: 1 }
      - json-path: { path: "$.items[?@.x ==", exists: true }
      - xpath: { path: "//a[", exists: true }
      - json-schema: missing.schema.json
      - json-schema: bad.schema.json
      - json-path: { path: $.id, matches: "(" }
      - json-path: { path: $.id, gt: ten }
      - header: { name: X-Id }
      - json-path: { path: "$[?match(@.a, @.b)]", exists: true }
    context:
      - { name: a }
      - { name: b, json-path: $.a, header: X-B }
      - { name: c, xpath: "string(//" }
`,
    { 'bad.schema.json': '{"type": "not-a-type"}' },
  );
  assert.equal(code, 2, stderr);
  assert.equal(server.requests.length, before, 'nothing is sent');
  const expected = [
    ['c.yaml:5:34', 'unknown predicate `equal` in `json-path`'],
    ['c.yaml:6:28', 'invalid JSONPath at character 16: the path ends too early'],
    ['c.yaml:7:24', 'invalid XPath at character 5'],
    ['c.yaml:8:22', '`json-schema`: file `missing.schema.json` does not exist'],
    ['c.yaml:9:22', '`json-schema`: bad.schema.json is not a valid schema'],
    ['c.yaml:10:43', '`matches` is not a valid regular expression'],
    ['c.yaml:11:38', '`gt` expects a number, got `ten`'],
    ['c.yaml:12:17', '`header` needs at least one predicate'],
    ['c.yaml:13:28', '`match()` needs its pattern written in the path as a string literal'],
    ['c.yaml:15:9', 'the `context` entry has no source'],
    ['c.yaml:16:9', 'a `context` entry takes one source, this one has `json-path`, `header`'],
    ['c.yaml:17:27', 'invalid XPath at character 10'],
  ];
  for (const [where, message] of expected) {
    const at = stderr.indexOf(message!);
    assert.ok(at !== -1, `missing ${message}\n${stderr}`);
    assert.ok(
      stderr.slice(at, at + 600).includes(`--> ${where}`),
      `${message} should be at ${where}\n${stderr.slice(at, at + 600)}`,
    );
  }
  assert.match(stderr, /did you mean `equals`\?/);
});

test('json-schema: draft 2020-12 with a $ref to a file beside it, draft-07, inline; errors with instance paths', async () => {
  const { tests } = await run(
    `tests:
  - url: /json
    validators:
      - json-schema: user.schema.json
      - json-schema: draft7.schema.json
      - json-schema: { type: object, required: [id], properties: { id: { type: string } } }
`,
    {
      'user.schema.json': JSON.stringify({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        required: ['id', 'token'],
        properties: { id: { type: 'integer' }, token: { $ref: 'token.schema.json' } },
      }),
      'token.schema.json': JSON.stringify({ type: 'string', minLength: 40 }),
      'draft7.schema.json': JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { items: { type: 'array', items: { required: ['name'] } }, token: { format: 'uuid' } },
      }),
    },
  );
  assert.deepEqual(messages(tests[0]!), [
    'FAIL json-schema: not valid against user.schema.json: /token must NOT have fewer than 40 characters',
    'FAIL json-schema: not valid against draft7.schema.json: /token must match format "uuid"',
    'FAIL json-schema: not valid against inline schema: /id must be string',
  ]);
});

test('xpath over large XML answers at once, in document order: a 20,000-URL sitemap, 100,000 nested elements', async () => {
  // Positional predicates sort node sets by document order: each comparison scanned the siblings
  // (163 s for this sitemap before), and adding a node to a set scanned the set (count(//a) over
  // this nesting took seconds; 24 s at 400,000 levels). See src/engine/queries/xpath-speed.ts.
  const started = performance.now();
  const { tests, code, stderr } = await run(`tests:
  - name: sitemap
    url: /sitemap
    validators:
      - xpath: { path: "string(/urlset/url[1]/loc)", equals: "https://example.test/p0" }
      - xpath: { path: "string(//url[last()]/loc)", equals: "https://example.test/p${SITEMAP_URLS - 1}" }
      - xpath: { path: "//url[position() > ${SITEMAP_URLS - 2}]/loc", equals: ["https://example.test/p${SITEMAP_URLS - 2}", "https://example.test/p${SITEMAP_URLS - 1}"] }
      - xpath: { path: "count(//loc)", equals: ${SITEMAP_URLS} }
  - name: nested
    url: /nested-xml
    validators:
      - xpath: { path: "count(//a)", equals: ${NESTED * 10} }
      - xpath: { path: "count(//a[1])", equals: ${NESTED * 10} }
  - name: order
    url: /order
    validators:
      - xpath: { path: "//@id", equals: [x1, y1, y2, x2, y3, z1] }
      - xpath: { path: "//y[@id='y3']/ancestor::*[1]/@id", equals: x2 }
      - xpath: { path: "//z/preceding-sibling::*/@id", equals: [x1, x2] }
      - xpath: { path: "(//z | //y | //x)[1]/@id", equals: x1 }
      - xpath: { path: "(//y)[last()]/ancestor-or-self::*/@id", equals: [x2, y3] }
      - xpath: { path: "//processing-instruction()/following-sibling::*/@id", equals: y2 }
      - xpath: { path: "string(//comment()/following::*[2]/@id)", equals: y1 }
      - xpath: { path: "count(/r/@* | /r/x)", equals: 4 }
`);
  assert.equal(code, 0, `${stderr}\n${tests.map((t) => messages(t).join('\n')).join('\n')}`);
  assert.ok(performance.now() - started < 60_000, 'seconds, not minutes');
});

test('hostile bodies: a 5 MB JSON with a deep path, $..* over it, an XML entity bomb: bounded, clear, no crash', async () => {
  const deepPath = `$.deep${'.d'.repeat(BIG_DEPTH)}.leaf`;
  const { tests, code, stderr } = await run(
    `tests:
  - name: deep
    url: /big
    validators:
      - json-path: { path: "${deepPath}", equals: found }
      - json-path: { path: "$..*", count: { gt: 100000 } }
      - json-path: { path: "$.filler[*].id", each: { ge: 0 } }
`,
    {},
    ['--max-body', '20MiB', '--timeout', '60000'],
  );
  assert.equal(code, 0, stderr);
  assert.deepEqual(
    tests[0]!.validators.map((v) => v.pass),
    [true, true, true],
    messages(tests[0]!).join('\n'),
  );
  const bomb = await run(`tests:
  - name: bomb
    url: /bomb
    validators:
      - xpath: { path: "string(/lolz)", empty: false }
    context:
      - { name: lol, xpath: "string(/lolz)" }
`);
  assert.equal(bomb.code, 1, bomb.stderr);
  assert.deepEqual(messages(bomb.tests[0]!), [
    'FAIL xpath string(/lolz): the XML declares entities in its DOCTYPE; assay does not expand them (entity-expansion attacks)',
  ]);
  assert.match(bomb.tests[0]!.captures[0]!.problem ?? '', /does not expand them/);
});

test("xpath cannot hold up a run: a query past its test's budget fails that test, and the run goes on", async () => {
  const started = performance.now();
  const { tests, code, stderr } = await run(`tests:
  - name: slow
    url: /many
    timeout: 1500
    validators:
      - xpath: { path: "${SLOW_XPATH}", gt: 0 }
    context:
      - { name: n, xpath: "${SLOW_XPATH}" }
  - name: next
    url: /xml
    validators:
      - xpath: { path: "string(//item[2])", equals: pear }
`);
  assert.equal(code, 1, stderr);
  const [slow, next] = tests;
  assert.match(
    slow!.captures[0]!.problem ?? '',
    /^the XPath query took too long \(stopped after the test's remaining time budget of \d+ ms\)$/,
  );
  assert.match(
    slow!.validators[0]!.message,
    /^xpath count\(\/\/\*\[count\(\/\/\*\) > 0\]\): the XPath query took too long \(/,
  );
  assert.deepEqual(messages(next!), ['pass xpath string(//item[2]): equals "pear"']);
  assert.ok(performance.now() - started < 20_000, 'the budget, not the query, decides');
});

test('a JSONPath whose filters walk more than children runs in the query worker: right answers, bounded by the budget', async () => {
  // `$..[?@..a]` tests every node for an `a` anywhere below it: over a body nested 30,000 levels deep
  // (180 KB), 25 s on the run's thread before.
  const started = performance.now();
  const { tests, code, stderr } = await run(`tests:
  - name: shallow
    url: /deep-json?depth=300
    validators:
      - json-path: { path: "$..[?@..a]", count: 299 }
      - json-path: { path: "$[?count($..a) > 1]", count: 1 }
    context:
      - { name: found, json-path: "$..[?@..a]" }
  - name: deep
    url: /deep-json?depth=30000
    timeout: 1500
    validators:
      - json-path: { path: "$..[?@..a]", count: 29999 }
      - json-path: { path: $.a.a.a, exists: true }
  - name: deep answer
    url: /deep-json?depth=30000
    validators:
      - json-path: { path: "$[?count($..a) > 0]", count: 1 }
  - name: not json
    url: /xml
    validators:
      - json-path: { path: "$..[?@..a]", count: 0 }
`);
  assert.equal(code, 1, stderr);
  const [shallow, deep, deepAnswer, notJson] = tests;
  assert.deepEqual(messages(shallow!), [
    'pass json-path $..[?@..a]: count 299',
    'pass json-path $[?count($..a) > 1]: count 1',
  ]);
  assert.match(shallow!.captures[0]!.value ?? '', /^\{"a":\{"a":/);
  assert.match(deep!.validators[0]!.message, /^json-path \$\.\.\[\?@\.\.a\]: the JSONPath query took too long \(/);
  assert.equal(deep!.validators[1]!.pass, true, deep!.validators[1]!.message);
  // The selected node is 29,999 levels deep: it cannot be copied back from the worker.
  assert.deepEqual(messages(deepAnswer!), [
    'FAIL json-path $[?count($..a) > 0]: the response is too large or too deeply nested to check (Maximum call stack size exceeded)',
  ]);
  assert.match(
    notJson!.validators[0]!.message,
    /^json-path \$\.\.\[\?@\.\.a\]: the body is not JSON: Unexpected token '<'/,
  );
  assert.ok(performance.now() - started < 20_000, 'the budget, not the query, decides');
});

test('SIGTERM while an XPath query runs is honoured at once: partial reports, exit 143', async () => {
  const dir = workspace({
    'c.yaml': `baseUrl: ${server.origin}
tests:
  - url: /xml
  - url: /many
    timeout: 600000
    validators:
      - xpath: { path: "${SLOW_XPATH}", gt: 0 }
`,
  });
  let child: ChildProcess | undefined;
  onManyAnswered = () => setTimeout(() => child?.kill('SIGTERM'), 600);
  try {
    const started = performance.now();
    const result = await runCli(['-c', 'c.yaml', '-o', 'out'], { cwd: dir, onSpawn: (spawned) => (child = spawned) });
    assert.equal(result.code, 143, result.stdout + result.stderr);
    assert.ok(performance.now() - started < 40_000, 'the grace (2 s), not the query (over a minute)');
    const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
    const slow = doc.collections[0].tests[1];
    assert.equal(slow.outcome, 'notRun', JSON.stringify(slow.validators));
    assert.equal(slow.reason, 'not run: the run was interrupted (SIGTERM) before its response was checked');
  } finally {
    onManyAnswered = undefined;
  }
});

test('deeply nested bodies fail the check that cannot read them, never the run; excerpts stay short', async () => {
  const { tests, code, stderr } = await run(
    `tests:
  - name: nested json
    url: /nested-json
    validators:
      - json-path: { path: $.d.d.d, exists: true }
      - json-path: { path: $.d, equals: 1 }
      - json-path: { path: "$..*", equals: "\${{ vars.x }}" }
      - json-path: { path: "$..d", count: ${NESTED} }
    context:
      - { name: whole, json-path: $.d }
  - name: nested xml
    url: /nested-xml
    validators:
      - xpath: { path: "string(/)", equals: x }
  - name: nested html
    url: /nested-html
    validators:
      - xpath: { path: "/html/body/div", exists: true }
`,
    {},
    ['-v', 'x=1'],
  );
  assert.equal(code, 1, stderr);
  assert.doesNotMatch(stderr, /internal error/);
  const [json, xml, html] = tests;
  assert.deepEqual(
    json!.validators.map((v) => v.pass),
    [true, false, false, true],
  );
  // The selected object is shown by its start and its size, not stringified whole.
  assert.match(json!.validators[1]!.actual, /^\{"d":\{"d":.*… \(an object of 1 member\) \(the types differ/);
  assert.match(json!.validators[2]!.actual, /… \(an array of 10000 items\)$/);
  assert.equal(json!.validators[2]!.actual.length < 200, true);
  assert.deepEqual(json!.captures[0], {
    ...json!.captures[0],
    matched: false,
    problem: 'the response is too large or too deeply nested to check (Maximum call stack size exceeded)',
  });
  assert.deepEqual(messages(xml!), [
    'FAIL xpath string(/): the response is too large or too deeply nested to check (Maximum call stack size exceeded)',
  ]);
  assert.deepEqual(messages(html!), ['pass xpath /html/body/div: exists']);
});

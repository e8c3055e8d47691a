import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderHtmlReport } from '../../src/report/formats/html.ts';
import { HOSTILE_NAME, buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';

const html = renderHtmlReport(buildResultsDocument());

function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

test('the page loads nothing from elsewhere and forbids it with a Content-Security-Policy', () => {
  assert.ok(
    html.includes(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    ),
  );
  assert.doesNotMatch(html, /\ssrc=|<link|@import|url\(|<iframe|<object/i);
  assert.deepEqual(html.match(/href="[^"]*"/g)?.filter((href) => !href.startsWith('href="#')) ?? [], []);
});

test('user-provided text is escaped everywhere: names, URLs, bodies, validator values', () => {
  assert.equal(count(html, /<script>/), 1, 'only the report script itself');
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt; | pipe'));
  assert.ok(
    html.includes(
      '&lt;h1&gt;Not &lt;b&gt;found&lt;/b&gt;&lt;/h1&gt;&lt;script&gt;alert(&quot;body&quot;)&lt;/script&gt;',
    ),
  );
  assert.ok(html.includes('<code>&lt;b&gt;ada&lt;/b&gt; | &quot;quoted&quot;</code>'));
  assert.ok(html.includes('http://127.0.0.1:8080/users?q=a|b&amp;x=&lt;y&gt;'));
  assert.ok(!html.includes(HOSTILE_NAME));
});

test('the summary has the totals, a bar, the collections and the options (secret names only)', () => {
  assert.ok(html.includes('<b id="total-tests">15</b>'));
  assert.ok(html.includes('<b id="total-failed">1</b>'));
  assert.ok(html.includes('<b id="total-notRun">2</b>'));
  assert.match(
    html,
    /<div class="bar" role="img" aria-label="15 tests: 1 failed, 2 errored, 8 passed, 2 skipped, 2 not run">/,
  );
  assert.match(html, /<a href="#c0">Users API<\/a><\/td><td><code>collections\/users.yaml<\/code>/);
  assert.ok(html.includes('<dt>secrets</dt><dd>token, password (values not recorded)</dd>'));
  assert.ok(html.includes('<dt>parallel</dt><dd>yes, up to 3 at once</dd>'));
  assert.match(html, /started <time datetime="2026-03-01T10:00:00.000Z">2026-03-01 10:00:00 UTC<\/time> · took 1.30 s/);
});

test('every test is a row that expands (without scripts) to request, response, validators and captures', () => {
  assert.equal(count(html, /<details class="test" /), 15);
  const login = html.slice(html.indexOf('id="t0-0"'), html.indexOf('id="t0-1"'));
  assert.match(
    login,
    /<pre class="http">POST http:\/\/127.0.0.1:8080\/login\ncontent-type: application\/json; charset=utf-8\nauthorization: Basic \*\*\*\n\n\{\n {2}&quot;user&quot;: &quot;ada&quot;,\n {2}&quot;password&quot;: &quot;\*\*\*&quot;\n\}<\/pre>/,
  );
  assert.match(
    login,
    /<tr><td>token<\/td><td>secret<\/td><td><code>&quot;token&quot;:&quot;\(\[\^&quot;\]\+\)&quot;<\/code><\/td><td><code>\*\*\*<\/code><\/td><\/tr>/,
  );
  assert.match(
    login,
    /<pre class="http">200 OK\ncontent-type: application\/json; charset=utf-8\n\n\{\n {2}&quot;token&quot;: &quot;\*\*\*&quot;,/,
  );
  const skipped = html.slice(html.indexOf('id="t0-4"'), html.indexOf('id="t0-5"'));
  assert.match(skipped, /<p class="problem skipped"><b>Skipped:<\/b> dependency create user \(line 28\) errored<\/p>/);
  const errored = html.slice(html.indexOf('id="t0-3"'), html.indexOf('id="t0-4"'));
  assert.match(
    errored,
    /<p class="problem errored"><b>Error:<\/b> connection refused: connect ECONNREFUSED 127.0.0.1:9<\/p>/,
  );
});

test('a body truncated for the report says so, and is shown as recorded', () => {
  const list = html.slice(html.indexOf('id="t0-1"'), html.indexOf('id="t0-2"'));
  assert.ok(list.includes('250000 bytes of body. Only the first '));
  assert.ok(list.includes('bytes were kept for the report.'));
});

test('very long bodies are cut in the page with a note pointing to results.json', () => {
  const doc = buildResultsDocument();
  const test0 = doc.collections[0]!.tests[5]!;
  test0.response = { ...test0.response!, body: 'x'.repeat(150_000), bodyBytes: 150_000 };
  const page = renderHtmlReport(doc);
  assert.ok(page.includes(`${'x'.repeat(100_000)}\n…</pre>`));
  assert.ok(!page.includes('x'.repeat(100_001)));
  assert.ok(page.includes('This page shows its first 100000 characters; results.json holds the recorded body.'));
});

test('the timeline has one bar per request, a row per lane and lines from dependencies to dependents', () => {
  const svg = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
  assert.equal(count(svg, /<rect /), 11, '15 tests, 4 of which sent no request');
  assert.deepEqual(svg.match(/lane \d/g), ['lane 1', 'lane 2', 'lane 3']);
  // log in → list users, log in → search, log in → create, in each of the two iterations
  assert.equal(count(svg, /<line class="dep"/), 6);
  assert.match(
    svg,
    /<a href="#t0-2"><rect class="o-failed" [^>]+><title>&lt;script&gt;alert\(1\)&lt;\/script&gt; \| pipe \(iteration 1\) — failed — 31 ms from \+43 ms — after login<\/title>/,
  );
  assert.ok(html.includes('4 tests sent no request and are not drawn.'));
});

test('10,000 tests: the timeline is aggregated and the page stays light', () => {
  const page = renderHtmlReport(buildLargeResultsDocument(10_000));
  assert.equal(count(page, /<details class="test" /), 10_000);
  const svg = page.slice(page.indexOf('<svg'), page.indexOf('</svg>'));
  assert.ok(count(svg, /<rect /) <= 8 * 400, 'one rect per lane and time slice at most');
  assert.equal(count(svg, /<line class="dep"/), 0);
  assert.ok(page.includes('8000 requests, grouped into time slices'));
  assert.ok(page.length < 1200 * 10_000, `${page.length} characters`);
});

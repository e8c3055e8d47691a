import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderMarkdownSummary } from '../../src/report/formats/markdown.ts';
import { buildLargeResultsDocument, buildResultsDocument } from '../helpers/results-fixture.ts';

/** The cells of a GFM table row, split on pipes that are not backslash-escaped. */
function cells(row: string): string[] {
  return row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function tableRows(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| :-:'));
}

test('starts with the verdict, the totals and the run facts', () => {
  const markdown = renderMarkdownSummary(buildResultsDocument());
  const [heading, , facts] = markdown.split('\n');
  assert.equal(heading, '## ❌ assay: 1 failed, 2 errored, 8 passed, 2 skipped, 2 not run (15 tests)');
  assert.equal(facts, 'started 2026-03-01 10:00:00 UTC · took 1.30 s · 2 collections');
});

test('a table per collection lists every test with marker, name, method, URL, status and time', () => {
  const markdown = renderMarkdownSummary(buildResultsDocument());
  assert.match(markdown, /^### Users API$/m);
  assert.match(markdown, /^### Health checks$/m);
  assert.ok(markdown.includes('| ✅ | log in (iteration 1) | POST | http://127.0.0.1:8080/login | 200 | 42 ms |\n'));
  assert.ok(
    markdown.includes('| ⏹️ | the app&#39;s version (iteration 1) | GET | http://127.0.0.1:8081/version | — | — |\n'),
  );
  const rows = tableRows(markdown).filter((row) => cells(row).length === 6 && cells(row)[1] !== 'Test');
  assert.equal(rows.length, 15);
});

test('user text cannot break out of a table cell or inject HTML or Markdown', () => {
  const markdown = renderMarkdownSummary(buildResultsDocument());
  assert.doesNotMatch(markdown, /<script>/);
  assert.doesNotMatch(markdown, /<b>ada/);
  const hostile = tableRows(markdown).find(
    (row) => row.includes('alert(1)') && row.includes('(iteration 1)') && row.includes('GET'),
  )!;
  assert.deepEqual(cells(hostile), [
    '❌',
    '&lt;script&gt;alert(1)&lt;/script&gt; \\| pipe (iteration 1)',
    'GET',
    'http://127.0.0.1:8080/users?q=a\\|b&amp;x=&lt;y&gt;',
    '404',
    '31 ms',
  ]);
  assert.ok(markdown.includes('\\${{ vars.baseUrl }}'), 'dollar signs cannot start math');
  assert.ok(markdown.includes('| ⏹️ | the app&#39;s version (iteration 1) |'), 'entities are not broken by escaping');
});

test('failed and errored tests show the expected and actual values of their failing validators', () => {
  const markdown = renderMarkdownSummary(buildResultsDocument());
  const failures = markdown.slice(markdown.indexOf('### Failures'), markdown.indexOf('### Slowest'));
  assert.equal(failures.match(/<details>/g)?.length, 3);
  assert.ok(failures.includes('| status-code | <code>200</code> | <code>404 Not Found</code> |'));
  assert.ok(
    failures.includes(
      '| body-contains | <code>&lt;b&gt;ada&lt;/b&gt; \\| &quot;quoted&quot;</code> | <code>not found in the body</code> |',
    ),
  );
  assert.doesNotMatch(failures, /response-time/, 'passing validators are left out');
  assert.ok(failures.includes('**Error:** connection refused: connect ECONNREFUSED 127.0.0.1:9'));
  assert.match(
    failures,
    /<summary>❌ <b>&lt;script&gt;alert\(1\)&lt;\/script&gt; \| pipe \(iteration 1\)<\/b> · Users API · <code>GET http:\/\/127.0.0.1:8080\/users\?q=a\|b&amp;x=&lt;y&gt; → 404<\/code> — status-code: expected 200, got 404 Not Found<\/summary>/,
  );
});

test('the five slowest tests and the skip reasons are summarized', () => {
  const markdown = renderMarkdownSummary(buildResultsDocument());
  const slowest = markdown.slice(markdown.indexOf('### Slowest tests'), markdown.indexOf('### Skipped'));
  assert.deepEqual(
    tableRows(slowest)
      .slice(1)
      .map((row) => cells(row)[2]),
    ['513 ms', '513 ms', '120 ms', '120 ms', '42 ms'],
  );
  const skipped = markdown.slice(markdown.indexOf('### Skipped and not run'), markdown.indexOf('### Users API'));
  assert.ok(
    skipped.includes(
      '| ⏭️ skipped | dependency create user (line 28) errored | 2 | delete user (iteration 1), delete user (iteration 2) |',
    ),
  );
  assert.ok(
    skipped.includes(
      '| ⏹️ not run | the run was interrupted (SIGINT) | 2 | the app&#39;s version (iteration 1), ready (iteration 1) |',
    ),
  );
});

test('a passing run says so and has no failure section', () => {
  const doc = buildLargeResultsDocument(6);
  const passing = { ...doc, totals: { ...doc.totals, failed: 0, errored: 0, skipped: 0, notRun: 0, passed: 6 } };
  passing.collections = [
    {
      ...doc.collections[0]!,
      tests: doc.collections[0]!.tests.map((t) => ({
        ...t,
        outcome: 'passed' as const,
        error: undefined,
        reason: undefined,
      })),
    },
  ];
  const markdown = renderMarkdownSummary(passing);
  assert.match(markdown, /^## ✅ assay: 6 passed \(6 tests\)$/m);
  assert.doesNotMatch(markdown, /### Failures|### Skipped/);
});

test('large runs stay under maxBytes, fold long tables and end lists with a "more" line, never cutting a row', () => {
  const doc = buildLargeResultsDocument(10_000);
  for (const maxBytes of [20_000, 100_000, 1_000_000]) {
    const markdown = renderMarkdownSummary(doc, { maxBytes });
    assert.ok(Buffer.byteLength(markdown) <= maxBytes, `${Buffer.byteLength(markdown)} > ${maxBytes}`);
    assert.ok(Buffer.byteLength(markdown) > maxBytes * 0.8, 'the budget is used, not wasted');
    assert.match(markdown, /^… \d+ more failed tests not shown \(see report\.html or results\.json\)\.$/m);
    const more = /^… (\d+) more tests not shown/m.exec(markdown);
    assert.ok(more, 'the table ends with a "more" line');
    const rows = tableRows(markdown.slice(markdown.indexOf('### Items'))).filter((row) => /^\| \S+ \| item /.test(row));
    assert.equal(rows.length + Number(more[1]), 10_000, 'shown rows and the "more" count add up');
    for (const row of rows) assert.equal(cells(row).length, 6, row);
    assert.match(markdown, /<details><summary>All 10000 tests<\/summary>\n\n\| \| Test/);
    assert.ok(markdown.trimEnd().endsWith('</details>'));
  }
});

test("the default limit is GitHub's job summary size", () => {
  const markdown = renderMarkdownSummary(buildLargeResultsDocument(20_000));
  const size = Buffer.byteLength(markdown);
  assert.ok(size <= 1_000_000 && size > 900_000, String(size));
});

test('retried tests: a line per attempt under a failure, flaky tests in their own section within the budget', () => {
  const doc = buildLargeResultsDocument(2_000);
  const attempts = (outcome: 'passed' | 'failed') => [
    {
      attempt: 1,
      outcome: 'failed' as const,
      status: 503,
      startMs: 0,
      totalMs: 4,
      retriedBecause: 'failed: *busy* | <b>',
    },
    { attempt: 2, outcome, status: outcome === 'passed' ? 200 : 503, startMs: 10, totalMs: 3 },
  ];
  const collection = doc.collections[0]!;
  const retried = {
    ...doc,
    collections: [
      {
        ...collection,
        tests: collection.tests.map((t) =>
          t.outcome === 'passed' || t.outcome === 'failed' ? { ...t, attempts: attempts(t.outcome) } : t,
        ),
      },
    ],
  };
  const full = renderMarkdownSummary(retried, { maxBytes: 10_000_000 });
  const flaky = full.slice(full.indexOf('### Flaky tests (passed after retrying)'), full.indexOf('### Slowest'));
  assert.equal((flaky.match(/ — passed on attempt 2$/gm) ?? []).length, 1_200);
  assert.match(flaky, /^- attempt 1: failed 503 in 4 ms, retried: failed: \\\*busy\\\* \\\| &lt;b&gt;$/m);
  assert.match(flaky, /^- attempt 2: passed 200 in 3 ms$/m);
  const failures = full.slice(full.indexOf('### Failures'), full.indexOf('### Flaky'));
  assert.match(
    failures,
    /\n\n- attempt 1: failed 503 in 4 ms, retried: [^\n]+\n- attempt 2: failed 503 in 3 ms\n\n<\/details>/,
  );

  const small = renderMarkdownSummary(retried, { maxBytes: 100_000 });
  assert.ok(Buffer.byteLength(small) <= 100_000);
  const shown = (small.match(/ — passed on attempt 2$/gm) ?? []).length;
  const more = /^… (\d+) more flaky tests not shown \(see report\.html or results\.json\)\.$/m.exec(small);
  assert.ok(more, 'the flaky list ends with a "more" line');
  assert.equal(shown + Number(more[1]), 1_200);
});

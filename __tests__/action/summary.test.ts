import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderSummary, SUMMARY_MAX_BYTES } from '../../src/action/summary.ts';

test('collection errors are shown literally in a fence longer than any backtick run inside', () => {
  const text = 'error: unknown key `urll`\n --> t.yaml:3:5\n  | body: "```<script>"\n';
  const markdown = renderSummary({ kind: 'diagnostics', errorCount: 2, text });
  assert.equal(
    markdown,
    '### assay: 2 collection errors, no tests were run\n\n````text\n' + text.trimEnd() + '\n````\n',
  );
});

test('the artifact link is appended, with the name escaped', () => {
  const markdown = renderSummary(
    { kind: 'diagnostics', errorCount: 1, text: 'x' },
    { name: 'results_[a]', url: 'https://github.com/o/r/actions/runs/1/artifacts/2' },
  );
  assert.match(markdown, /1 collection error,/);
  assert.ok(markdown.endsWith('\n\nReports: [results\\_\\[a\\]](https://github.com/o/r/actions/runs/1/artifacts/2)\n'));
});

test('diagnostics too large for a job summary are cut under the limit, with a note', () => {
  const text = 'é'.repeat(SUMMARY_MAX_BYTES);
  const markdown = renderSummary({ kind: 'diagnostics', errorCount: 1, text }, { name: 'n' });
  assert.ok(Buffer.byteLength(markdown) <= SUMMARY_MAX_BYTES, `${Buffer.byteLength(markdown)} bytes`);
  assert.match(markdown, /… \(cut to fit the job summary; the reports in the artifact have the full text\)\n```\n/);
  assert.ok(!markdown.includes('\uFFFD'));
});

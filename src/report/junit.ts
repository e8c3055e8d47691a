// JUnit XML, the de facto shape CI tools read (dorny/test-reporter, mikepenz/action-junit-report,
// GitLab, Jenkins): one <testsuite> per collection, one <testcase> per test and iteration, with
// the test's file and line so failures can be pinned to the collection source.
import type { TestReport, ResultsDocument } from './results-document.ts';

export function renderJunit(doc: ResultsDocument): string {
  const repeated = doc.run.options.repeats > 1;
  const t = doc.totals;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="assay" tests="${t.total}" failures="${t.failed}" errors="${t.errored}" skipped="${t.skipped + t.notRun}" time="${seconds(doc.run.durationMs)}" timestamp="${doc.run.startedAt}">`,
  ];
  for (const collection of doc.collections) {
    const c = collection.totals;
    out.push(
      `  <testsuite name="${attr(collection.name)}" tests="${c.total}" failures="${c.failed}" errors="${c.errored}" skipped="${c.skipped + c.notRun}" time="${seconds(collection.durationMs)}" timestamp="${doc.run.startedAt}" file="${attr(collection.file)}">`,
    );
    for (const test of collection.tests) out.push(testcase(test, collection.name, collection.file, repeated));
    out.push('  </testsuite>');
  }
  out.push('</testsuites>', '');
  return out.join('\n');
}

function testcase(test: TestReport, suite: string, file: string, repeated: boolean): string {
  const name = repeated ? `${test.name} (iteration ${test.iteration})` : test.name;
  const open = `    <testcase classname="${attr(suite)}" name="${attr(name)}" time="${seconds(test.timings?.totalMs ?? 0)}" file="${attr(file)}" line="${test.line}"`;
  const inner: string[] = [];
  if (test.outcome === 'failed') {
    const failing = test.validators.filter((v) => !v.pass);
    const captures = test.captures.filter((c) => !c.matched);
    const message = [...failing.map((v) => v.message), ...captures.map((c) => `context ${c.name}: pattern found no match`)].join('; ');
    const details = [
      ...failing.map((v) => `${v.message}\n  expected: ${v.expected}\n  actual:   ${v.actual}`),
      ...captures.map((c) => `context ${c.name}: pattern ${JSON.stringify(c.pattern)} found no match in the response body`),
    ].join('\n');
    inner.push(`      <failure message="${attr(message)}" type="${attr(failing[0]?.name ?? 'context')}">${text(details)}</failure>`);
  } else if (test.outcome === 'errored') {
    inner.push(`      <error message="${attr(test.error ?? 'request failed')}" type="request">${text(test.error ?? '')}</error>`);
  } else if (test.outcome === 'skipped' || test.outcome === 'notRun') {
    inner.push(`      <skipped message="${attr(test.reason ?? 'not run')}"/>`);
  }
  if (test.request) {
    const status = test.response ? `${test.response.status} ${test.response.statusText}` : 'no response';
    inner.push(`      <system-out>${text(`${test.request.method} ${test.request.url} → ${status}`)}</system-out>`);
  }
  return inner.length === 0 ? `${open}/>` : `${open}>\n${inner.join('\n')}\n    </testcase>`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** XML 1.0 cannot carry most control characters even escaped: drop them. */
function clean(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g, '').replace(/[\uD800-\uDFFF]/g, (c, i, s: string) => (isPaired(s, i) ? c : '\uFFFD'));
}

function isPaired(s: string, i: number): boolean {
  const code = s.charCodeAt(i);
  return code < 0xdc00 ? (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 : (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}

function text(value: string): string {
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

// JUnit XML, the de facto shape CI tools read (dorny/test-reporter, mikepenz/action-junit-report,
// GitLab, Jenkins): one <testsuite> per collection, one <testcase> per test and iteration, with
// the test's file and line so failures can be pinned to the collection source.
import type { CollectionReport, TestReport, ResultsDocument } from '../results/document.ts';
import { eachTest } from '../results/stored-results.ts';
import { failureDetails, failureKind, failurePosition, failureReasons } from '../wording/failure-reasons.ts';
import { testLabel } from '../wording/labels.ts';
import { attemptLines } from '../wording/attempts.ts';

/** The report as a sequence of text pieces (a test case each), to be written as a stream. */
export function* junitXml(doc: ResultsDocument): Generator<string> {
  const repeated = doc.run.options.repeats > 1;
  yield junitHead(doc);
  for (const collection of doc.collections) {
    yield suiteHead(collection, doc.run.startedAt);
    const suite = attr(collection.name);
    const file = attr(collection.file);
    for (const test of eachTest(collection)) yield testcaseLine(test, suite, file, repeated);
    yield SUITE_TAIL;
  }
  yield JUNIT_TAIL;
}

export const SUITE_TAIL = '  </testsuite>\n';
export const JUNIT_TAIL = '</testsuites>\n';

export function junitHead(doc: Pick<ResultsDocument, 'totals' | 'run'>): string {
  const t = doc.totals;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="assay" tests="${t.total}" failures="${t.failed}" errors="${t.errored}" skipped="${t.skipped + t.notRun}" time="${seconds(doc.run.durationMs)}" timestamp="${doc.run.startedAt}">\n`
  );
}

export function suiteHead(collection: Omit<CollectionReport, 'tests'>, startedAt: string): string {
  const c = collection.totals;
  return `  <testsuite name="${attr(collection.name)}" tests="${c.total}" failures="${c.failed}" errors="${c.errored}" skipped="${c.skipped + c.notRun}" time="${seconds(collection.durationMs)}" timestamp="${startedAt}" file="${attr(collection.file)}">\n`;
}

/** A test case and its line break, for a suite of this name and file (as written in the collection). */
export function testcaseLine(test: TestReport, suite: string, file: string, repeated: boolean): string {
  return `${testcase(test, suite, file, repeated)}\n`;
}

/** Escapes a value for an attribute once, so a suite's name and file are escaped once per suite. */
export function junitAttribute(value: string): string {
  return attr(value);
}

/** `suite` and `file` come already escaped: they are the same for every test of a suite. */
function testcase(test: TestReport, suite: string, file: string, repeated: boolean): string {
  // A failed test points at its failing validator (or capture), so CI annotations land on that line.
  const { line } = failurePosition(test, test);
  const open = `    <testcase classname="${suite}" name="${attr(testLabel(test, repeated))}" time="${seconds(test.timings?.totalMs ?? 0)}" file="${file}" line="${line}"`;
  const inner: string[] = [];
  if (test.outcome === 'failed') {
    const message = failureReasons(test).join('; ');
    const details = failureDetails(test).join('\n');
    inner.push(
      `      <failure message="${attr(message)}" type="${attr(failureKind(test)!)}">${text(details)}</failure>`,
    );
  } else if (test.outcome === 'errored') {
    const message = failureReasons(test).join('; ');
    inner.push(`      <error message="${attr(message)}" type="${attr(failureKind(test)!)}">${text(message)}</error>`);
  } else if (test.outcome === 'skipped' || test.outcome === 'notRun') {
    inner.push(`      <skipped message="${attr(failureReasons(test).join('; '))}"/>`);
  }
  if (test.request) {
    const status = test.response ? `${test.response.status} ${test.response.statusText}` : 'no response';
    const out = [`${test.request.method} ${test.request.url} → ${status}`, ...attemptLines(test.attempts)].join('\n');
    inner.push(`      <system-out>${text(out)}</system-out>`);
  }
  return inner.length === 0 ? `${open}/>` : `${open}>\n${inner.join('\n')}\n    </testcase>`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** XML 1.0 cannot carry most control characters even escaped: drop them. */
function clean(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDFFF]/g, (c, i, s: string) => (isPaired(s, i) ? c : '\uFFFD'))
  );
}

function isPaired(s: string, i: number): boolean {
  const code = s.charCodeAt(i);
  return code < 0xdc00 ? (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 : (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}

/** Any character `text` or `attr` would change; most values have none, and skip the replacing. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[\x00-\x1F&<>"\uD800-\uDFFF\uFFFE\uFFFF]/;

function text(value: string): string {
  if (!NEEDS_ESCAPING.test(value)) return value;
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  if (!NEEDS_ESCAPING.test(value)) return value;
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

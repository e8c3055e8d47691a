// summary.md: the run in GitHub-flavoured Markdown, also written to the GitHub job summary and
// usable as a PR comment or in other CI systems. Only the HTML subset GitHub keeps (details,
// summary, b, code, br) is used; every user-provided string is escaped. The text stays under
// `maxBytes` (GitHub's job summary allows 1 MiB): long lists end with a "… N more" line and rows
// are never cut.
import { isFlaky, type CollectionReport, type ResultsDocument, type TestReport } from '../results/document.ts';
import { FAILING, eachTest } from '../results/stored-results.ts';
import type { Outcome, RunTotals } from '../../model/index.ts';
import { plural } from '../../model/values.ts';
import { escapeHtml } from './html/escape.ts';
import { formatDuration, readableTime } from './html/format.ts';
import { OUTCOME_LABELS, OUTCOME_ORDER, reasonText, testLabel } from '../wording/labels.ts';
import { isFailedRun } from '../../model/run-outcome.ts';
import { captureFailures, firstFailureReason } from '../wording/failure-reasons.ts';
import { clip } from '../wording/text.ts';
import { attemptLines } from '../wording/attempts.ts';
import { joined } from './json-pieces.ts';
import { NOTHING, formatPieces, type FormatWriter } from './format-writer.ts';

export const DEFAULT_MARKDOWN_MAX_BYTES = 1_000_000;

const MARKERS: Record<Outcome, string> = { passed: '✅', failed: '❌', errored: '⚠️', skipped: '⏭️', notRun: '⏹️' };
/** Room kept for the "… N more" lines that close a truncated list. */
const RESERVE = 300;
/** What the failures leave to the flaky tests at least: a heading, a "… N more" line and RESERVE. */
const FLAKY_ROOM = 2 * RESERVE;
/** Longest expected/actual value shown in a cell; the HTML report and results.json have all of it. */
const VALUE_LIMIT = 300;
/** Collections with more tests than this get their table folded into a <details>. */
const OPEN_TABLE_LIMIT = 50;

export function renderMarkdownSummary(doc: ResultsDocument, options: { maxBytes?: number } = {}): string {
  return joined(formatPieces(markdownWriter(doc, options), doc));
}

/**
 * The summary, one piece at the end: the slowest tests and the skip reasons are gathered from the
 * shared pass over the records; the failures, flaky tests and tables, each cut at its budget, then
 * read only the records they show (and the failures and flaky tests only the lines that can be).
 */
export function markdownWriter(doc: ResultsDocument, options: { maxBytes?: number } = {}): FormatWriter {
  const maxBytes = options.maxBytes ?? DEFAULT_MARKDOWN_MAX_BYTES;
  const repeated = doc.run.options.repeats > 1;
  const label = (test: TestReport): string => clip(testLabel(test, repeated), VALUE_LIMIT).text;
  const slowest = new Slowest();
  const skipped = new SkipReasons(label);
  let collection: CollectionReport;
  let hasSkips = false;
  return {
    start: () => NOTHING,
    collectionStart(current) {
      collection = current;
      hasSkips = current.totals.skipped + current.totals.notRun > 0;
      return NOTHING;
    },
    wantsTests: true,
    test(test) {
      slowest.add(test, collection);
      if (hasSkips) skipped.add(test);
      return '';
    },
    collectionEnd: () => NOTHING,
    end: () => [summary(doc, maxBytes, repeated, label, slowest.render(label), skipped.render())],
  };
}

function summary(
  doc: ResultsDocument,
  maxBytes: number,
  repeated: boolean,
  label: (test: TestReport) => string,
  slowest: string,
  skipped: string,
): string {
  const head = renderHead(doc);
  const fixed = bytes(head) + bytes(slowest) + bytes(skipped);
  // The five parts are joined with newlines, which the budgets do not see.
  const available = Math.max(0, maxBytes - fixed - 10);
  // Failures, then the flaky tests, get half of what is left; the flaky tests keep room for at least
  // their heading and a "… N more" line. The tables get the rest.
  const half = Math.floor(available / 2);
  const failures = renderFailures(doc, label, new Budget(Math.max(0, half - FLAKY_ROOM)));
  const flaky = renderFlaky(doc, label, new Budget(half - bytes(failures)));
  const tables = renderTables(doc, repeated, new Budget(available - bytes(failures) - bytes(flaky)));
  return [head, failures, flaky, slowest, skipped, tables].filter((part) => part !== '').join('\n');
}

/** Tracks the bytes left for a section; every list keeps RESERVE bytes for its closing line. */
class Budget {
  #left: number;
  constructor(limit: number) {
    this.#left = limit;
  }
  /** Takes `text` when it fits with RESERVE bytes to spare. */
  take(text: string): boolean {
    const size = bytes(text);
    if (size + RESERVE > this.#left) return false;
    this.#left -= size;
    return true;
  }
  /** Takes a closing line, which the reserve was kept for. */
  close(text: string): string {
    this.#left -= bytes(text);
    return text;
  }
}

function renderHead(doc: ResultsDocument): string {
  const { totals, run } = doc;
  const failedRun = isFailedRun(totals, run.interrupted);
  const facts = [
    `started ${readableTime(run.startedAt)}`,
    `took ${formatDuration(run.durationMs)}`,
    plural(doc.collections.length, 'collection'),
  ];
  if (run.shard) facts.push(`shard ${run.shard.index} of ${run.shard.total}`);
  if (run.mergedFrom !== undefined) facts.push(`merged from ${run.mergedFrom} results files`);
  if (run.interrupted) facts.push(`**interrupted by ${run.interrupted}**`);
  return `## ${failedRun ? '❌' : '✅'} assay: ${totalsLine(totals)}\n\n${facts.join(' · ')}\n`;
}

function renderFailures(doc: ResultsDocument, label: (test: TestReport) => string, budget: Budget): string {
  const failing = doc.collections.reduce((sum, c) => sum + c.totals.failed + c.totals.errored, 0);
  if (failing === 0) return '';
  const heading = '### Failures\n\n';
  if (!budget.take(heading)) return '';
  const blocks: string[] = [heading];
  let shown = 0;
  // Collection by collection, and no further than the budget goes: the tests are not all held.
  collections: for (const collection of doc.collections) {
    if (collection.totals.failed + collection.totals.errored === 0) continue;
    for (const test of eachTest(collection, FAILING)) {
      if (test.outcome !== 'failed' && test.outcome !== 'errored') continue;
      const block = renderFailure(test, collection, label);
      if (!budget.take(block)) break collections;
      blocks.push(block);
      shown += 1;
    }
  }
  if (shown < failing)
    blocks.push(budget.close(`… ${failing - shown} more failed tests not shown (see report.html or results.json).\n`));
  return blocks.join('');
}

function renderFailure(test: TestReport, collection: CollectionReport, label: (test: TestReport) => string): string {
  const failed = test.validators.filter((validator) => !validator.pass);
  const where = `${test.request?.method ?? test.method} ${test.request?.url ?? test.urlTemplate}${test.response ? ` → ${test.response.status}` : ''}`;
  const summary =
    `${MARKERS[test.outcome]} <b>${escapeHtml(label(test))}</b> · ${escapeHtml(collection.name)} · <code>${escapeHtml(oneLine(where))}</code>` +
    ` — ${escapeHtml(clip(oneLine(firstFailureReason(test)), VALUE_LIMIT).text)}`;
  const table =
    failed.length === 0
      ? []
      : [
          '| Validator | Expected | Actual |',
          '| --- | --- | --- |',
          ...failed.map(
            (validator) =>
              `| ${mdCell(validator.name)} | <code>${mdValue(validator.expected)}</code> | <code>${mdValue(validator.actual)}</code> |`,
          ),
        ];
  const body =
    test.outcome === 'errored'
      ? `**Error:** ${mdText(firstFailureReason(test))}`
      : [table.join('\n'), ...captureFailures(test).map(mdText)].filter((part) => part !== '').join('\n\n');
  const attempts = renderAttempts(test);
  return `<details><summary>${summary}</summary>\n\n${body}${attempts ? `\n\n${attempts}` : ''}\n\n</details>\n\n`;
}

/** A retried test's attempts, a list item each (nothing for a test that was not retried). */
function renderAttempts(test: TestReport): string {
  return attemptLines(test.attempts)
    .map((line) => `- ${mdText(clip(line, VALUE_LIMIT).text)}`)
    .join('\n');
}

/** Tests that passed after a failed or errored attempt, with their attempts (CTRF calls them flaky). */
function renderFlaky(doc: ResultsDocument, label: (test: TestReport) => string, budget: Budget): string {
  const heading = '### Flaky tests (passed after retrying)\n\n';
  const parts: string[] = [];
  let found = 0;
  let shown = 0;
  for (const collection of doc.collections) {
    if (collection.totals.passed === 0) continue;
    // Only a test that was retried has attempts: the others are not even parsed.
    for (const test of eachTest(collection, '"attempts"')) {
      if (!isFlaky(test)) continue;
      found += 1;
      // Once one did not fit, the rest are only counted.
      if (shown < found - 1) continue;
      const block = (shown === 0 ? heading : '') + flakyBlock(test, collection, label);
      if (!budget.take(block)) continue;
      parts.push(block);
      shown += 1;
    }
  }
  if (found === 0) return '';
  // Not even one fitted: the heading still says how many there are.
  if (shown === 0 && !budget.take(heading)) return '';
  if (shown === 0) parts.push(heading);
  if (found > shown)
    parts.push(budget.close(`… ${found - shown} more flaky tests not shown (see report.html or results.json).\n`));
  return parts.join('');
}

function flakyBlock(test: TestReport, collection: CollectionReport, label: (test: TestReport) => string): string {
  const where = `${test.request?.method ?? test.method} ${test.request?.url ?? test.urlTemplate}`;
  return (
    `${MARKERS.passed} <b>${escapeHtml(label(test))}</b> · ${escapeHtml(collection.name)} · <code>${escapeHtml(oneLine(where))}</code>` +
    ` — passed on attempt ${test.attempts!.length}\n\n${renderAttempts(test)}\n\n`
  );
}

/** The five slowest, kept while the tests go by rather than sorting them all. */
class Slowest {
  #timed: { test: TestReport; collection: CollectionReport }[] = [];

  add(test: TestReport, collection: CollectionReport): void {
    const timed = this.#timed;
    if (!test.timings) return;
    if (timed.length === 5 && timed[4].test.timings!.totalMs >= test.timings.totalMs) return;
    timed.splice(5 - 1, timed.length === 5 ? 1 : 0, { test, collection });
    timed.sort((a, b) => b.test.timings!.totalMs - a.test.timings!.totalMs);
  }

  render(label: (test: TestReport) => string): string {
    if (this.#timed.length === 0) return '';
    const rows = this.#timed.map(
      ({ test, collection }) =>
        `| ${MARKERS[test.outcome]} ${mdCell(label(test))} | ${mdCell(collection.name)} | ${formatDuration(test.timings!.totalMs)} |`,
    );
    return ['### Slowest tests\n', '| Test | Collection | Time |', '| --- | --- | --: |', ...rows, ''].join('\n');
  }
}

/** Skipped and not-run tests grouped by their reason, most frequent first. */
class SkipReasons {
  // Per reason, how many tests and the first few names (a large interrupted run has many).
  #groups = new Map<string, { outcome: Outcome; reason: string; count: number; names: string[] }>();
  #label: (test: TestReport) => string;

  constructor(label: (test: TestReport) => string) {
    this.#label = label;
  }

  add(test: TestReport): void {
    if (test.outcome !== 'skipped' && test.outcome !== 'notRun') return;
    const reason = reasonText(test.reason);
    const key = `${test.outcome}\n${reason}`;
    const group = this.#groups.get(key) ?? { outcome: test.outcome, reason, count: 0, names: [] };
    group.count += 1;
    if (group.names.length < 3) group.names.push(this.#label(test));
    this.#groups.set(key, group);
  }

  render(): string {
    if (this.#groups.size === 0) return '';
    const sorted = [...this.#groups.values()].sort((a, b) => b.count - a.count);
    const rows = sorted.slice(0, 10).map(({ outcome, reason, count, names }) => {
      const examples = names.map(mdCell).join(', ') + (count > 3 ? `, and ${count - 3} more` : '');
      return `| ${MARKERS[outcome]} ${OUTCOME_LABELS[outcome]} | ${mdCell(clip(reason, VALUE_LIMIT).text)} | ${count} | ${examples} |`;
    });
    const more = sorted.length > 10 ? [`\n… ${sorted.length - 10} more reasons not shown.`] : [];
    return [
      '### Skipped and not run\n',
      '| | Reason | Tests | Which |',
      '| --- | --- | --: | --- |',
      ...rows,
      ...more,
      '',
    ].join('\n');
  }
}

function renderTables(doc: ResultsDocument, repeated: boolean, budget: Budget): string {
  const parts: string[] = [];
  let omittedCollections = 0;
  let omittedTests = 0;
  for (const collection of doc.collections) {
    const count = collection.totals.total;
    const folded = count > OPEN_TABLE_LIMIT;
    const intro =
      (parts.length > 0 ? '\n' : '') +
      `### ${mdText(collection.name)}\n\n${mdText(collection.file)} · ${totalsLine(collection.totals)} · ${formatDuration(collection.durationMs)}\n\n` +
      (folded ? `<details><summary>All ${count} tests</summary>\n\n` : '') +
      '| | Test | Method | URL | Status | Time |\n| :-: | --- | --- | --- | --: | --: |\n';
    if (omittedCollections > 0 || !budget.take(intro)) {
      omittedCollections += 1;
      omittedTests += count;
      continue;
    }
    const lines = [intro];
    let shown = 0;
    for (const test of eachTest(collection)) {
      const row = renderRow(test, repeated);
      if (!budget.take(row)) break;
      lines.push(row);
      shown += 1;
    }
    if (shown < count)
      lines.push(budget.close(`\n… ${count - shown} more tests not shown (see report.html or results.json).\n`));
    if (folded) lines.push(budget.close('\n</details>\n'));
    parts.push(lines.join(''));
  }
  if (omittedCollections > 0) {
    parts.push(
      budget.close(
        `\n… ${plural(omittedCollections, 'more collection')} (${omittedTests} tests) not shown (see report.html or results.json).\n`,
      ),
    );
  }
  return parts.join('');
}

function renderRow(test: TestReport, repeated: boolean): string {
  const name = testLabel(test, repeated);
  const status = test.response ? String(test.response.status) : '—';
  const time = test.timings ? formatDuration(test.timings.totalMs) : '—';
  const url = test.request?.url ?? test.urlTemplate;
  return `| ${MARKERS[test.outcome]} | ${mdCell(name)} | ${mdCell(test.request?.method ?? test.method)} | ${mdCell(url)} | ${status} | ${time} |\n`;
}

function totalsLine(totals: RunTotals): string {
  const counts = OUTCOME_ORDER.filter((outcome) => totals[outcome] > 0).map(
    (outcome) => `${totals[outcome]} ${OUTCOME_LABELS[outcome]}`,
  );
  return `${counts.length > 0 ? `${counts.join(', ')} ` : ''}(${plural(totals.total, 'test')})`;
}

/**
 * Text for a Markdown paragraph or table cell: HTML-escaped (so no tag survives), Markdown
 * punctuation backslash-escaped (no emphasis, links, code, strikethrough, math or cell breaks),
 * and on one line.
 */
function mdText(text: string): string {
  return oneLine(escapeHtml(escapeMarkdown(text)));
}

/** Backslash-escapes the punctuation Markdown would act on (before HTML escaping adds entities). */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]|~$!#]/g, '\\$&');
}

function mdCell(text: string): string {
  return mdText(text) || ' ';
}

/** A validator's expected/actual value: cut to VALUE_LIMIT, line breaks kept as <br>. */
function mdValue(text: string): string {
  const shown = clip(text, VALUE_LIMIT);
  return escapeHtml(escapeMarkdown(shown.text)).replace(/\r\n|\r|\n/g, '<br>') + (shown.clipped ? ' …' : '');
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

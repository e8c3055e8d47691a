// report.html: one self-contained page (no network: a Content-Security-Policy forbids it) with the
// run's summary, a timeline, and a table per collection whose rows expand to the full request,
// response, validators and captures. Summary and tables are plain HTML (<details> expands rows),
// so the page works with scripts off; the inline script adds filtering and search.
import type { CollectionReport, ResultsDocument, RunOptionsRecord, TestReport } from '../results/document.ts';
import type { Outcome, RunTotals } from '../../model/index.ts';
import { escapeHtml } from './html/escape.ts';
import { formatDuration, readableTime } from './html/format.ts';
import { OUTCOME_LABELS, OUTCOME_ORDER } from '../wording/labels.ts';
import { isFailedRun } from '../../model/run-outcome.ts';
import { plural } from '../../model/values.ts';
import { REPORT_SCRIPT } from './html/script.ts';
import { REPORT_CSS } from './html/style.ts';
import { renderTestRow } from './html/test-details.ts';
import { TimedTests, renderTimeline } from './html/timeline.ts';
import { MemoryRowStore, type RowStore } from './html/row-store.ts';
import { storedTestLines, storedTestsAt } from '../results/stored-results.ts';
import { joined } from './json-pieces.ts';
import { NOTHING, formatPieces, type FormatWriter } from './format-writer.ts';

const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";
/** Characters of bodies the page may hold in all; split evenly between bodies, within BODY_LIMITS. */
const BODY_BUDGET = 8_000_000;
const BODY_LIMITS = { min: 2_000, max: 100_000 };

export function renderHtmlReport(doc: ResultsDocument): string {
  return joined(formatPieces(htmlWriter(doc, new MemoryRowStore()), doc));
}

/**
 * The page, from one pass over the records: each row is rendered when its record comes and kept in
 * `rows` while the timeline and the body count, which go before the rows, are gathered. A row is
 * rendered with the smallest body limit; one whose body that cut is rendered again at the end with
 * the limit the body count gives, its record read once more.
 */
export function htmlWriter(doc: ResultsDocument, rows: RowStore): FormatWriter {
  const anchorOf = (collection: number, position: number): string => `t${collection}-${position}`;
  const repeated = doc.run.options.repeats > 1;
  const timed = new TimedTests();
  let bodies = 0;
  /** The rows a body was cut in: where they are in `rows`, and which test they show. */
  const recut: RecutRow[] = [];
  let current: { collection: CollectionReport; c: number; k: number };
  let cut = false;
  const onCut = () => void (cut = true);
  return {
    start: () => NOTHING,
    collectionStart(collection, c) {
      current = { collection, c, k: 0 };
      rows.append(
        `\n<section class="collection" id="c${c}"><h2>${escapeHtml(collection.name)}</h2>` +
          `<p class="muted"><code>${escapeHtml(collection.file)}</code> · ${totalsSentence(collection.totals)} · ${formatDuration(collection.durationMs)}</p>` +
          '<div class="tests"><div class="cols"><span>Outcome</span><span>Name</span><span>Method</span><span>URL</span><span class="status">Status</span><span class="time">Time</span></div>',
      );
      return NOTHING;
    },
    wantsTests: true,
    test(test) {
      const { collection, c, k } = current;
      current.k++;
      timed.add(test, c, k);
      bodies += (test.request?.body ? 1 : 0) + (test.response?.body ? 1 : 0);
      if (k > 0) rows.append('\n');
      cut = false;
      const from = rows.position;
      rows.append(
        renderTestRow(test, { anchor: anchorOf(c, k), collection, repeated, bodyLimit: BODY_LIMITS.min, onCut }),
      );
      if (cut) recut.push({ from, to: rows.position, c, k });
      return '';
    },
    collectionEnd() {
      rows.append(`<p class="empty muted"${current.k > 0 ? ' hidden' : ''}>No tests to show.</p></div></section>`);
      return NOTHING;
    },
    *end() {
      // Every body's share of the page.
      const bodyLimit = Math.max(
        BODY_LIMITS.min,
        Math.min(BODY_LIMITS.max, Math.floor(BODY_BUDGET / Math.max(1, bodies))),
      );
      yield pageHead(doc, renderTimeline(doc, anchorOf, timed));
      let from = 0;
      if (bodyLimit > BODY_LIMITS.min) {
        let i = 0;
        for (const test of testsAt(doc, recut)) {
          const { c, k } = recut[i];
          yield* rows.read(from, recut[i].from);
          yield renderTestRow(test, { anchor: anchorOf(c, k), collection: doc.collections[c], repeated, bodyLimit });
          from = recut[i++].to;
        }
      }
      yield* rows.read(from, rows.position);
      yield `\n<script>${REPORT_SCRIPT}</script></body></html>`;
    },
    dispose: () => rows.dispose(),
  };
}

interface RecutRow {
  from: number;
  to: number;
  c: number;
  k: number;
}

/** The tests at these places, read again: a stored collection's from results.json by offset. */
function* testsAt(doc: ResultsDocument, places: RecutRow[]): Generator<TestReport> {
  for (let i = 0; i < places.length;) {
    const c = places[i].c;
    let j = i;
    while (j < places.length && places[j].c === c) j++;
    const collection = doc.collections[c];
    const positions = places.slice(i, j).map((place) => place.k);
    const lines = storedTestLines(collection);
    if (lines === undefined) for (const k of positions) yield collection.tests[k];
    else yield* storedTestsAt(collection, lines, positions);
    i = j;
  }
}

function pageHead(doc: ResultsDocument, timeline: string): string {
  const failedRun = isFailedRun(doc.totals, doc.run.interrupted);
  const title = `assay: ${failedRun ? 'failed' : 'passed'} — ${totalsSentence(doc.totals)}`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${REPORT_CSS}</style></head><body>`,
    renderHeader(doc, failedRun),
    '<section id="summary">',
    renderTotals(doc.totals),
    renderOverview(doc.collections),
    renderOptions(doc.run.options),
    '</section>',
    `<section id="timeline"><h2>Timeline</h2>${timeline}${renderLegend()}</section>`,
    renderToolbar(doc.totals),
  ].join('\n');
}

function renderHeader(doc: ResultsDocument, failedRun: boolean): string {
  const { run } = doc;
  const facts = [
    `started <time datetime="${escapeHtml(run.startedAt)}">${escapeHtml(readableTime(run.startedAt))}</time>`,
    `took ${formatDuration(run.durationMs)}`,
    plural(doc.collections.length, 'collection'),
    `${escapeHtml(doc.tool.name)} ${escapeHtml(doc.tool.version)}`,
  ];
  if (run.shard) facts.push(`shard ${run.shard.index} of ${run.shard.total}`);
  if (run.mergedFrom !== undefined) facts.push(`merged from ${run.mergedFrom} results files`);
  if (run.interrupted) facts.push(`<b>interrupted by ${run.interrupted}</b>`);
  return (
    `<header><h1>assay report</h1><span class="verdict ${failedRun ? 'failed' : 'passed'}">${failedRun ? 'Failed' : 'Passed'}</span>` +
    `<span class="muted">${facts.join(' · ')}</span></header>`
  );
}

function renderTotals(totals: RunTotals): string {
  const cards = [`<div class="total"><b id="total-tests">${totals.total}</b>tests</div>`];
  for (const outcome of ['passed', 'failed', 'errored', 'skipped', 'notRun'] as Outcome[]) {
    cards.push(
      `<div class="total o-${outcome}"><b id="total-${outcome}">${totals[outcome]}</b>${OUTCOME_LABELS[outcome]}</div>`,
    );
  }
  const segments = OUTCOME_ORDER.filter((outcome) => totals[outcome] > 0).map((outcome) => {
    const percent = Math.round((totals[outcome] / totals.total) * 10_000) / 100;
    return `<span class="o-${outcome}" style="width:${percent}%" title="${totals[outcome]} ${OUTCOME_LABELS[outcome]}"></span>`;
  });
  return `<div class="totals">${cards.join('')}</div><div class="bar" role="img" aria-label="${escapeHtml(totalsSentence(totals))}">${segments.join('')}</div>`;
}

function renderOverview(collections: CollectionReport[]): string {
  const rows = collections.map((collection, c) => {
    const counts = (['passed', 'failed', 'errored', 'skipped', 'notRun'] as Outcome[]).map(
      (outcome) => `<td class="num">${collection.totals[outcome]}</td>`,
    );
    return (
      `<tr><td><a href="#c${c}">${escapeHtml(collection.name)}</a></td><td><code>${escapeHtml(collection.file)}</code></td>` +
      `<td class="num">${collection.totals.total}</td>${counts.join('')}<td class="num">${formatDuration(collection.durationMs)}</td></tr>`
    );
  });
  const outcomeHeads = (['passed', 'failed', 'errored', 'skipped', 'notRun'] as Outcome[]).map(
    (outcome) => `<th class="num">${OUTCOME_LABELS[outcome]}</th>`,
  );
  return (
    `<table class="overview"><thead><tr><th>Collection</th><th>File</th><th class="num">Tests</th>${outcomeHeads.join('')}<th class="num">Duration</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

function renderOptions(options: RunOptionsRecord): string {
  const entries: [string, string][] = [
    ['collections', options.collections.join(', ')],
    [
      'variables',
      Object.keys(options.variables).length === 0
        ? '—'
        : Object.entries(options.variables)
            .map(([name, value]) => `${name}=${value}`)
            .join(', '),
    ],
    ['secrets', options.secrets.length === 0 ? '—' : `${options.secrets.join(', ')} (values not recorded)`],
    ['tags', options.tags.length === 0 ? 'all' : options.tags.join(', ')],
    ['parallel', options.parallel ? `yes, up to ${options.concurrency} at once` : 'no'],
    ['repeats', String(options.repeats)],
    ['delay', formatDuration(options.delayMs)],
    ['timeout', formatDuration(options.timeoutMs)],
    ['max body bytes', String(options.maxBodyBytes)],
    ['insecure TLS', options.insecure ? 'yes' : 'no'],
    ['follow redirects', options.followRedirects ? 'yes' : 'no'],
    ['bail', options.bail ? 'yes' : 'no'],
    ['formats', options.formats.length === 0 ? '—' : options.formats.join(', ')],
  ];
  const items = entries.map(([name, value]) => `<div><dt>${name}</dt><dd>${escapeHtml(value)}</dd></div>`);
  return `<details class="options" open><summary>Options</summary><dl>${items.join('')}</dl></details>`;
}

function renderLegend(): string {
  const items = OUTCOME_ORDER.map((outcome) => `<span><i class="o-${outcome}"></i>${OUTCOME_LABELS[outcome]}</span>`);
  return `<div class="legend">${items.join('')}<span class="muted">dashed line: runs after</span></div>`;
}

/** Filter and search controls; hidden until the script shows them, since they need it. */
function renderToolbar(totals: RunTotals): string {
  const boxes = OUTCOME_ORDER.map(
    (outcome) =>
      `<label><input type="checkbox" value="${outcome}" checked> ${OUTCOME_LABELS[outcome]} (${totals[outcome]})</label>`,
  );
  return (
    `<div id="toolbar" hidden>${boxes.join('')}` +
    '<input id="search" type="search" placeholder="Search name, method, URL, status" aria-label="Search tests">' +
    '<span id="shown" class="muted"></span></div>'
  );
}

function totalsSentence(totals: RunTotals): string {
  const counts = OUTCOME_ORDER.filter((outcome) => totals[outcome] > 0).map(
    (outcome) => `${totals[outcome]} ${OUTCOME_LABELS[outcome]}`,
  );
  return `${plural(totals.total, 'test')}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
}

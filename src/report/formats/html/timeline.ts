// The run's timeline as inline SVG: one bar per test on a shared time axis, one row per
// concurrency lane, coloured by outcome, with a thin line from each dependency's end to its
// dependent's start. Beyond DETAILED_LIMIT bars the tests are aggregated into time buckets so
// the file stays light with tens of thousands of tests.
import type { ResultsDocument, TestReport } from '../../results/document.ts';
import type { Outcome } from '../../../model/index.ts';
import { escapeHtml } from './escape.ts';
import { formatDuration } from './format.ts';
import { OUTCOME_LABELS, testLabel } from '../../wording/labels.ts';
import { plural } from '../../../model/values.ts';

const DETAILED_LIMIT = 2000;
const WIDTH = 1000;
const LABEL_WIDTH = 56;
const PLOT_WIDTH = WIDTH - LABEL_WIDTH - 8;
const AXIS_HEIGHT = 22;
const ROW_HEIGHT = 16;
const BAR_HEIGHT = 11;
/** Outcomes by how much they matter when several share one aggregated bucket. */
const SEVERITY: Outcome[] = ['errored', 'failed', 'passed', 'skipped', 'notRun'];

type DrawnTest = Pick<TestReport, 'id' | 'name' | 'iteration' | 'outcome' | 'dependsOn' | 'lane'>;

function drawn({ id, name, iteration, outcome, dependsOn, lane }: TestReport): DrawnTest {
  return { id, name, iteration, outcome, dependsOn, lane };
}

interface Bar {
  anchor: string;
  test: DrawnTest;
  collection: number;
  row: number;
  start: number;
  end: number;
}

/** `visit` sees every test as the timeline reads it, so the page needs no other pass for its counts. */
export function renderTimeline(
  doc: ResultsDocument,
  anchorOf: (collection: number, position: number) => string,
  visit: (test: TestReport) => void = () => {},
): string {
  // Each collection's tests are read once (a stored results.json reads them on demand), and a bar
  // keeps only what it draws, so the timeline of a large run does not hold its tests.
  let tests = 0;
  const timed = doc.collections.flatMap((collection, c) => {
    const all = collection.tests;
    tests += all.length;
    return all.flatMap((test, k) => {
      visit(test);
      return test.timings ? [{ test: drawn(test), c, k, timings: test.timings }] : [];
    });
  });
  if (timed.length === 0) return '<p class="muted">No test sent a request, so there is no timeline.</p>';

  const lanes = [...new Set(timed.map(({ test }) => test.lane ?? 0))].sort((a, b) => a - b);
  const rowOfLane = new Map(lanes.map((lane, row) => [lane, row]));
  const bars: Bar[] = timed.map(({ test, c, k, timings }) => ({
    anchor: anchorOf(c, k),
    test,
    collection: c,
    row: rowOfLane.get(test.lane ?? 0)!,
    start: timings.startMs,
    end: timings.startMs + timings.totalMs,
  }));
  const span = Math.max(1, doc.run.durationMs, ...bars.map((bar) => bar.end));
  const x = (ms: number): number => round(LABEL_WIDTH + (ms / span) * PLOT_WIDTH);
  const height = AXIS_HEIGHT + lanes.length * ROW_HEIGHT + 4;

  const parts = [
    `<svg class="timeline" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-label="Timeline of ${bars.length} requests over ${escapeHtml(formatDuration(span))}" xmlns="http://www.w3.org/2000/svg">`,
    axis(span, height, x),
    ...lanes.map(
      (lane, row) =>
        `<text class="lane" x="2" y="${AXIS_HEIGHT + row * ROW_HEIGHT + BAR_HEIGHT}">${lanes.length > 1 ? `lane ${lane + 1}` : 'requests'}</text>`,
    ),
    ...(bars.length > DETAILED_LIMIT
      ? aggregatedBars(bars, lanes.length, span, x)
      : [...dependencyLines(bars, x), ...detailedBars(bars, x, doc.run.options.repeats > 1)]),
    '</svg>',
  ];
  const notDrawn = tests - bars.length;
  const note =
    (bars.length > DETAILED_LIMIT
      ? `${bars.length} requests, grouped into time slices (hover a slice for its counts). `
      : '') +
    (notDrawn > 0 ? `${plural(notDrawn, 'test')} sent no request and ${notDrawn === 1 ? 'is' : 'are'} not drawn.` : '');
  return parts.join('') + (note ? `<p class="muted">${note}</p>` : '');
}

function axis(span: number, height: number, x: (ms: number) => number): string {
  const step = niceStep(span / 8);
  const ticks: string[] = [];
  for (let ms = 0; ms <= span; ms += step) {
    ticks.push(`<line class="grid" x1="${x(ms)}" x2="${x(ms)}" y1="${AXIS_HEIGHT - 6}" y2="${height}"/>`);
    ticks.push(`<text class="tick" x="${x(ms)}" y="${AXIS_HEIGHT - 9}">${escapeHtml(formatDuration(ms))}</text>`);
  }
  return ticks.join('');
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-3)));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw)!;
}

function detailedBars(bars: Bar[], x: (ms: number) => number, repeated: boolean): string[] {
  return bars.map((bar) => {
    const { test } = bar;
    const after = test.dependsOn.length > 0 ? ` — after ${test.dependsOn.join(', ')}` : '';
    const title = `${testLabel(test, repeated)} — ${OUTCOME_LABELS[test.outcome]} — ${formatDuration(bar.end - bar.start)} from +${formatDuration(bar.start)}${after}`;
    const y = AXIS_HEIGHT + bar.row * ROW_HEIGHT;
    const width = Math.max(1, round(x(bar.end) - x(bar.start)));
    return `<a href="#${bar.anchor}"><rect class="o-${test.outcome}" x="${x(bar.start)}" y="${y}" width="${width}" height="${BAR_HEIGHT}"><title>${escapeHtml(title)}</title></rect></a>`;
  });
}

/** A line from the end of each dependency (same collection and iteration) to the start of its dependent. */
function dependencyLines(bars: Bar[], x: (ms: number) => number): string[] {
  const byId = new Map<string, Bar>();
  for (const bar of bars)
    if (bar.test.id !== undefined) byId.set(`${bar.collection}\n${bar.test.iteration}\n${bar.test.id}`, bar);
  const lines: string[] = [];
  const middle = (bar: Bar): number => AXIS_HEIGHT + bar.row * ROW_HEIGHT + BAR_HEIGHT / 2;
  for (const bar of bars) {
    for (const id of bar.test.dependsOn) {
      const dependency = byId.get(`${bar.collection}\n${bar.test.iteration}\n${id}`);
      if (dependency === undefined) continue;
      lines.push(
        `<line class="dep" x1="${x(dependency.end)}" y1="${middle(dependency)}" x2="${x(bar.start)}" y2="${middle(bar)}"/>`,
      );
    }
  }
  return lines;
}

function aggregatedBars(bars: Bar[], rows: number, span: number, x: (ms: number) => number): string[] {
  const buckets = Math.max(50, Math.min(400, Math.floor(20_000 / rows)));
  const size = span / buckets;
  const counts = new Map<number, Record<Outcome, number>>();
  for (const bar of bars) {
    const key = bar.row * buckets + Math.min(buckets - 1, Math.floor(bar.start / size));
    let count = counts.get(key);
    if (count === undefined) {
      count = { passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
      counts.set(key, count);
    }
    count[bar.test.outcome] += 1;
  }
  return [...counts].map(([key, count]) => {
    const row = Math.floor(key / buckets);
    const bucket = key % buckets;
    const worst = SEVERITY.find((outcome) => count[outcome] > 0)!;
    const total = SEVERITY.reduce((sum, outcome) => sum + count[outcome], 0);
    const detail = SEVERITY.filter((outcome) => count[outcome] > 0)
      .map((outcome) => `${count[outcome]} ${OUTCOME_LABELS[outcome]}`)
      .join(', ');
    const title = `${plural(total, 'request')} starting +${formatDuration(bucket * size)} to +${formatDuration((bucket + 1) * size)}: ${detail}`;
    const x1 = x(bucket * size);
    return `<rect class="o-${worst}" x="${x1}" y="${AXIS_HEIGHT + row * ROW_HEIGHT}" width="${Math.max(1, round(x((bucket + 1) * size) - x1 - 0.5))}" height="${BAR_HEIGHT}"><title>${escapeHtml(title)}</title></rect>`;
  });
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

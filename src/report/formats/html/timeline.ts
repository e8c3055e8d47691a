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

/**
 * What the timeline keeps of each test that sent a request: numbers in one array per field, and the
 * test's details only while there are few enough bars to draw one each (a large run's timeline is
 * aggregated and needs only its times, lane and outcome). Fed test by test as the page's pass over
 * the records goes, so the timeline of a large run does not hold its tests.
 */
export class TimedTests {
  /** Every test seen, timed or not. */
  tests = 0;
  collections: number[] = [];
  positions: number[] = [];
  starts: number[] = [];
  ends: number[] = [];
  lanes: number[] = [];
  outcomes: number[] = [];
  details: DrawnTest[] | undefined = [];

  /** The `position`th test of collection `collection`. */
  add(test: TestReport, collection: number, position: number): void {
    this.tests++;
    const timings = test.timings;
    if (!timings) return;
    this.collections.push(collection);
    this.positions.push(position);
    this.starts.push(timings.startMs);
    this.ends.push(timings.startMs + timings.totalMs);
    this.lanes.push(test.lane ?? 0);
    this.outcomes.push(SEVERITY.indexOf(test.outcome));
    if (this.starts.length > DETAILED_LIMIT) this.details = undefined;
    else this.details?.push(drawn(test));
  }

  get length(): number {
    return this.starts.length;
  }
}

/** The timeline of the tests `timed` was given. */
export function renderTimeline(
  doc: ResultsDocument,
  anchorOf: (collection: number, position: number) => string,
  timed: TimedTests,
): string {
  const tests = timed.tests;
  if (timed.length === 0) return '<p class="muted">No test sent a request, so there is no timeline.</p>';

  const lanes = [...new Set(timed.lanes)].sort((a, b) => a - b);
  const rowOfLane = new Map(lanes.map((lane, row) => [lane, row]));
  let span = Math.max(1, doc.run.durationMs);
  for (const end of timed.ends) if (end > span) span = end;
  const x = (ms: number): number => round(LABEL_WIDTH + (ms / span) * PLOT_WIDTH);
  const height = AXIS_HEIGHT + lanes.length * ROW_HEIGHT + 4;
  const detailed = (details: DrawnTest[]): Bar[] =>
    details.map((test, i) => ({
      anchor: anchorOf(timed.collections[i], timed.positions[i]),
      test,
      collection: timed.collections[i],
      row: rowOfLane.get(timed.lanes[i])!,
      start: timed.starts[i],
      end: timed.ends[i],
    }));

  const parts = [
    `<svg class="timeline" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-label="Timeline of ${timed.length} requests over ${escapeHtml(formatDuration(span))}" xmlns="http://www.w3.org/2000/svg">`,
    axis(span, height, x),
    ...lanes.map(
      (lane, row) =>
        `<text class="lane" x="2" y="${AXIS_HEIGHT + row * ROW_HEIGHT + BAR_HEIGHT}">${lanes.length > 1 ? `lane ${lane + 1}` : 'requests'}</text>`,
    ),
    ...(timed.details === undefined
      ? aggregatedBars(timed, rowOfLane, span, x)
      : withDependencies(detailed(timed.details), x, doc.run.options.repeats > 1)),
    '</svg>',
  ];
  const notDrawn = tests - timed.length;
  const note =
    (timed.details === undefined
      ? `${timed.length} requests, grouped into time slices (hover a slice for its counts). `
      : '') +
    (notDrawn > 0 ? `${plural(notDrawn, 'test')} sent no request and ${notDrawn === 1 ? 'is' : 'are'} not drawn.` : '');
  return parts.join('') + (note ? `<p class="muted">${note}</p>` : '');
}

function withDependencies(bars: Bar[], x: (ms: number) => number, repeated: boolean): string[] {
  return [...dependencyLines(bars, x), ...detailedBars(bars, x, repeated)];
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

function aggregatedBars(
  timed: TimedTests,
  rowOfLane: Map<number, number>,
  span: number,
  x: (ms: number) => number,
): string[] {
  const buckets = Math.max(50, Math.min(400, Math.floor(20_000 / rowOfLane.size)));
  const size = span / buckets;
  const counts = new Map<number, Record<Outcome, number>>();
  for (let i = 0; i < timed.length; i++) {
    const key = rowOfLane.get(timed.lanes[i])! * buckets + Math.min(buckets - 1, Math.floor(timed.starts[i] / size));
    let count = counts.get(key);
    if (count === undefined) {
      count = { passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
      counts.set(key, count);
    }
    count[SEVERITY[timed.outcomes[i]]] += 1;
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

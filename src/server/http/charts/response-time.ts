// Response time drawn on the server as SVG (no script, no library): a line of the mean run duration
// per bucket with labelled axes, gaps where no run was; and the dashboard's sparkline. Colours come
// from assets/app.css classes, so dark mode restyles them (the CSP allows no inline style).
import { html, type Html } from '../basics.ts';

export interface Point {
  at: number;
  /** Mean duration in the bucket; undefined: no runs. */
  ms?: number;
}

const W = 640;
const H = 180;
const LEFT = 56;
const BOTTOM = 34;
const TOP = 10;
const RIGHT = 10;

/**
 * Commands through the points with values (relative `l` steps: shorter), a new `M` after each gap;
 * each `M` draws `l0 0` too, which the round line cap shows as a dot (a lone bucket between gaps).
 */
function linePath(points: readonly Point[], x: (i: number) => number, y: (ms: number) => number): string {
  let d = '';
  let last: [number, number] | undefined;
  points.forEach((point, i) => {
    if (point.ms === undefined) {
      last = undefined;
      return;
    }
    const here: [number, number] = [Math.round(x(i)), Math.round(y(point.ms))];
    d += last ? `l${here[0] - last[0]} ${here[1] - last[1]}` : `M${here[0]} ${here[1]}l0 0`;
    last = here;
  });
  return d;
}

function rounded(ms: number): string {
  return ms >= 100 ? `${Math.round(ms)}` : ms >= 10 ? ms.toFixed(0) : ms.toFixed(1);
}

/**
 * A chart named `${name}: response time, …` with its y axis in ms (0 to the highest mean) and its x
 * axis from the first bucket's label to the last's.
 */
export function responseTimeChart(
  name: string,
  points: readonly Point[],
  axis: { span: string; first: string; last: string },
): Html {
  const values = points.flatMap((p) => (p.ms === undefined ? [] : [p.ms]));
  const top = Math.max(1, ...values);
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const x = (i: number) => LEFT + (points.length <= 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  const y = (ms: number) => TOP + plotH - (ms / top) * plotH;
  const summary =
    values.length === 0
      ? 'no runs'
      : `mean per ${axis.span}, lowest ${rounded(Math.min(...values))} ms, highest ${rounded(top)} ms`;
  const label = `${name}: response time, ${summary}`;
  const d = linePath(points, x, y);
  // One line per element without indentation: the status page draws one per service.
  // prettier-ignore
  return html`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">
<path class="axis" d="M${LEFT} ${TOP}V${TOP + plotH}H${W - RIGHT}"/>
<text x="${LEFT - 6}" y="${TOP + 10}" text-anchor="end">${rounded(top)}</text>
<text x="${LEFT - 6}" y="${TOP + plotH}" text-anchor="end">0</text>
<text class="axis-title" x="14" y="${TOP + plotH / 2}" transform="rotate(-90 14 ${TOP + plotH / 2})" text-anchor="middle">ms</text>
<text x="${LEFT}" y="${H - 18}">${axis.first}</text>
<text x="${W - RIGHT}" y="${H - 18}" text-anchor="end">${axis.last}</text>
<text class="axis-title" x="${LEFT + plotW / 2}" y="${H - 4}" text-anchor="middle">${axis.span} (UTC)</text>
${d ? html`<path class="line" d="${d}"/>` : ''}
</svg>`;
}

/** A small line without axes, for a row of the dashboard. */
export function sparkline(name: string, points: readonly Point[], span: string): Html {
  const values = points.flatMap((p) => (p.ms === undefined ? [] : [p.ms]));
  const top = Math.max(1, ...values);
  const w = 120;
  const h = 28;
  const x = (i: number) => (points.length <= 1 ? w / 2 : (i / (points.length - 1)) * (w - 2) + 1);
  const y = (ms: number) => h - 2 - (ms / top) * (h - 4);
  const label =
    values.length === 0
      ? `${name}: response time, no runs in the last ${span}`
      : `${name}: response time over the last ${span}, mean ${rounded(values.reduce((a, b) => a + b, 0) / values.length)} ms, highest ${rounded(top)} ms`;
  const d = linePath(points, x, y);
  return html`<svg class="spark" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">
    <title>${label}</title>
    ${d ? html`<path class="line" d="${d}" />` : ''}
  </svg>`;
}

/** The mean per bucket of `count` buckets of `bucketMs` ending with the one holding `now`. */
export function bucketPoints(
  rollups: readonly { bucketStart: number; runs: number; latencyTotalMs: number }[],
  bucketMs: number,
  now: number,
  count: number,
): Point[] {
  const byStart = new Map(rollups.map((r) => [r.bucketStart, r]));
  const last = Math.floor(now / bucketMs) * bucketMs;
  const points: Point[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const at = last - i * bucketMs;
    const r = byStart.get(at);
    points.push({ at, ...(r && r.runs > 0 ? { ms: r.latencyTotalMs / r.runs } : {}) });
  }
  return points;
}

// Small server-rendered SVG charts from rollups (no script, no library): one bar per bucket, its
// height the mean run duration and its colour the share of passing runs.
import type { Rollup } from '../store/store.ts';
import { escapeHtml } from './basics.ts';
import { percent } from './percent.ts';

const WIDTH = 720;
const HEIGHT = 80;

export function latencyChart(rollups: Rollup[], bucketMs: number, since: number, buckets: number): string {
  const byStart = new Map(rollups.map((r) => [r.bucketStart, r]));
  const first = Math.floor(since / bucketMs) * bucketMs;
  const means = rollups.map((r) => r.latencyTotalMs / r.runs);
  const top = Math.max(1, ...means);
  const slot = WIDTH / buckets;
  let bars = '';
  for (let i = 0; i < buckets; i++) {
    const rollup = byStart.get(first + i * bucketMs);
    if (!rollup) continue;
    const mean = rollup.latencyTotalMs / rollup.runs;
    const height = Math.max(2, Math.round((mean / top) * (HEIGHT - 14)));
    const share = rollup.passedRuns / rollup.runs;
    const colour = share === 1 ? '#4c1' : share >= 0.5 ? '#dfb317' : '#e05d44';
    const label = `${new Date(rollup.bucketStart).toISOString().slice(0, 16).replace('T', ' ')}Z: ${rollup.runs} runs, ${percent(share)} passed, mean ${Math.round(mean)} ms, max ${Math.round(rollup.latencyMaxMs)} ms`;
    bars += `<rect x="${(i * slot).toFixed(1)}" y="${HEIGHT - height}" width="${Math.max(1, slot - 1).toFixed(1)}" height="${height}" fill="${colour}"><title>${escapeHtml(label)}</title></rect>`;
  }
  const caption = `mean run duration per ${bucketMs === 3_600_000 ? 'hour' : 'day'} (highest ${Math.round(top)} ms); colour: share of passing runs`;
  return `<figure><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeHtml(caption)}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f6f8fa"/>${bars}</svg><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

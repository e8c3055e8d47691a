// The bench's command line (`npm run bench -- …`), parsed apart from running it so that a mistyped
// option ends in one usage line before anything is built, started or installed.
import { parseArgs } from 'node:util';
import { canonicalFormat, FORMAT_FILES } from '../src/report/formats.ts';
import type { Shape, Workload } from './collections.ts';
import type { TargetKind } from './harness.ts';

export type Kind = 'raw' | 'assay' | 'stepci';

export interface BenchOptions {
  sizes: number[];
  /** Runs per size; undefined: 3 below N = 100,000 and 1 from there. */
  runs: number | undefined;
  kinds: Kind[];
  shapes: Shape[];
  concurrency: number;
  workload: Workload;
  cli: string;
  action: string;
  /** The `-f` list of every assay run, or '' for none. */
  formats: string;
  /** The files that list makes assay write besides results.json and junit.xml. */
  formatFiles: string[];
  /** Step CI runs only at sizes up to this: it holds every result until its run ends. */
  stepciMax: number;
  /** The server the runners test; undefined: nginx when one is installed, else node. */
  target: TargetKind | undefined;
}

/** What `--formats all` and the default mean: every after-run format, as the issue measures. */
export const ALL_FORMATS = 'html,ctrf,xray,markdown';

export const USAGE =
  'usage: node bench/run.ts [--sizes 1,1000,10000,100000] [--runs 3] [--only raw,assay,stepci] [--shapes one,many] [--concurrency 16] [--workload plain|json] [--formats all|none|<-f list>] [--stepci-max 10000] [--target node|nginx] [--cli dist/cli.js] [--action dist/index.js]';

/** Parses the bench's arguments; returns a message naming the first bad one instead of throwing. */
export function parseBenchOptions(
  argv: string[],
  defaults: { cli: string; action: string },
): BenchOptions | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        sizes: { type: 'string', default: '1,1000,10000,100000' },
        runs: { type: 'string' },
        only: { type: 'string', default: 'raw,assay,stepci' },
        shapes: { type: 'string', default: 'one,many' },
        concurrency: { type: 'string', default: '16' },
        workload: { type: 'string', default: 'plain' },
        cli: { type: 'string', default: defaults.cli },
        action: { type: 'string', default: defaults.action },
        formats: { type: 'string', default: 'all' },
        'stepci-max': { type: 'string', default: '10000' },
        target: { type: 'string' },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const sizes = values.sizes.split(',').map(count);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    return { error: `--sizes: whole numbers ≥ 1, got ${values.sizes}` };
  const runs = values.runs === undefined ? undefined : count(values.runs);
  if (runs !== undefined && (!Number.isInteger(runs) || runs < 1)) return { error: `--runs: ≥ 1, got ${values.runs}` };
  const kinds = listOf(values.only, ['raw', 'assay', 'stepci'] as const);
  if (!kinds) return { error: `--only: raw, assay and/or stepci, got ${values.only}` };
  const shapes = listOf(values.shapes, ['one', 'many'] as const);
  if (!shapes) return { error: `--shapes: one and/or many, got ${values.shapes}` };
  const concurrency = count(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    return { error: `--concurrency: ≥ 1, got ${values.concurrency}` };
  if (values.workload !== 'plain' && values.workload !== 'json')
    return { error: `--workload: plain or json, got ${values.workload}` };
  const formats = values.formats === 'all' ? ALL_FORMATS : values.formats === 'none' ? '' : values.formats;
  if (formats !== '' && !formats.split(',').every((name) => canonicalFormat(name) !== undefined))
    return {
      error: `--formats: all, none or a -f list (${Object.keys(FORMAT_FILES).join(', ')}), got ${values.formats}`,
    };
  const stepciMax = count(values['stepci-max']);
  if (!Number.isInteger(stepciMax) || stepciMax < 0)
    return { error: `--stepci-max: a whole number, got ${values['stepci-max']}` };
  const target = values.target;
  if (target !== undefined && target !== 'node' && target !== 'nginx')
    return { error: `--target: node or nginx, got ${target}` };
  return {
    sizes,
    runs,
    kinds,
    shapes,
    concurrency,
    workload: values.workload,
    cli: values.cli,
    action: values.action,
    formats,
    formatFiles: formats === '' ? [] : formats.split(',').map((name) => FORMAT_FILES[canonicalFormat(name)!]),
    stepciMax,
    target,
  };
}

/** A whole number; underscores may group its digits (`10_000`). */
function count(text: string): number {
  return /^\d[\d_]*$/.test(text) ? Number(text.replace(/_/g, '')) : NaN;
}

/** A comma list of known names, each at most once, in the order given; undefined if any is unknown. */
function listOf<T extends string>(text: string, known: readonly T[]): T[] | undefined {
  const names = text.split(',');
  if (names.some((name) => !(known as readonly string[]).includes(name))) return undefined;
  return [...new Set(names as T[])];
}

// `node bench/formats.ts`: what writing the after-run formats from results.json costs (issue 33),
// for the report code of several commits in one go. It writes a results.json of --tests tests in
// --collections collections (__tests__/helpers/results-fixture.ts: every outcome, 8 lanes), takes
// each commit's src/ with `git archive` (src/report and src/model import nothing but Node), and
// for each commit and each case runs a fresh process that reads results.json back as a run does
// and writes the case's formats, the commits' runs alternating. Prints a Markdown table: CPU (median,
// and min), wall, the child's peak RSS, and the peak RSS above what it held once results.json was
// opened. Options:
//   --tests 100000  --collections 1  --runs 3 (median)  --revs <commit>,WORKTREE (WORKTREE: this tree)
//   --cases xray,testlemon,html,ctrf,markdown,html+ctrf+xray+markdown
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    tests: { type: 'string', default: '100000' },
    collections: { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
    revs: { type: 'string', default: 'HEAD,WORKTREE' },
    cases: { type: 'string', default: 'xray,testlemon,html,ctrf,markdown,html+ctrf+xray+markdown' },
    child: { type: 'string' },
    results: { type: 'string' },
    formats: { type: 'string' },
  },
});

const PIECES: Record<string, [module: string, name: string]> = {
  html: ['report/formats/html.ts', 'htmlPieces'],
  ctrf: ['report/formats/ctrf.ts', 'ctrfPieces'],
  xray: ['report/formats/xray.ts', 'xrayPieces'],
  testlemon: ['report/formats/testlemon.ts', 'testlemonPieces'],
  markdown: ['report/formats/markdown.ts', 'renderMarkdownSummary'],
};
const FILES: Record<string, string> = {
  html: 'report.html',
  ctrf: 'ctrf.json',
  xray: 'xray.json',
  testlemon: 'testlemon.json',
  markdown: 'summary.md',
};

if (values.child !== undefined) await child(values.child, values.results!, values.formats!.split('+'));
else await main();

/** Writes the formats as that commit's `ReportFiles` does after a run; prints one JSON line. */
async function child(source: string, results: string, formats: string[]): Promise<void> {
  const load = (path: string) => import(pathToFileURL(join(source, path)).href) as Promise<Record<string, unknown>>;
  const stored = await load('report/results/stored-results.ts');
  const write = await load('report/write.ts');
  const doc = await (stored.openStoredResults as (path: string) => Promise<unknown>)(results);
  const out = mkdtempSync(join(tmpdir(), 'assay-bench-formats-'));
  // Loaded before the measure, as write.ts loads the formats after the shared pass.
  const renderers = new Map<string, (doc: unknown) => Iterable<string> | string>();
  for (const format of formats) {
    const [module, name] = PIECES[format];
    renderers.set(format, (await load(module))[name] as (doc: unknown) => Iterable<string> | string);
  }
  const baseline = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const paths = formats.map((format) => [format, join(out, FILES[format])] as [string, string]);
  if (typeof write.writeFormats === 'function') {
    await (write.writeFormats as (doc: unknown, paths: [string, string][]) => Promise<unknown>)(doc, paths);
  } else {
    // Before the formats shared one pass: each on its own, one after another.
    for (const [format, path] of paths) {
      const pieces = renderers.get(format)!(doc);
      await (write.writePieces as (path: string, pieces: Iterable<string>) => Promise<void>)(
        path,
        typeof pieces === 'string' ? [pieces] : pieces,
      );
    }
  }
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  const peak = process.resourceUsage().maxRSS * 1024;
  rmSync(out, { recursive: true, force: true });
  console.log(
    JSON.stringify({ cpuMs: (used.user + used.system) / 1000, wallMs: wall, peak, overBaseline: peak - baseline }),
  );
}

async function main(): Promise<void> {
  const tests = Number(values.tests);
  const collections = Number(values.collections);
  const work = mkdtempSync(join(tmpdir(), 'assay-bench-formats-'));
  try {
    const results = join(work, 'results.json');
    await writeResults(results, tests, collections);
    const revs = values.revs.split(',');
    const sources = new Map(revs.map((rev) => [rev, sourceOf(rev, work)]));
    console.log(`${tests.toLocaleString('en')} tests in ${collections} collection(s), median of ${values.runs} runs\n`);
    console.log('| formats | code | CPU median (min) | wall | peak RSS | peak RSS over results.json opened |');
    console.log('|---|---|--:|--:|--:|--:|');
    for (const formats of values.cases.split(',')) {
      // The commits' runs alternate, so a machine busy with something else weighs on each alike.
      const runs = new Map<string, Measured[]>(revs.map((rev) => [rev, []]));
      for (let run = 0; run < Number(values.runs); run++)
        for (const rev of revs) runs.get(rev)!.push(measure(sources.get(rev)!, results, formats));
      for (const rev of revs) {
        const measured = runs.get(rev)!;
        const sorted = (pick: (m: Measured) => number) => measured.map(pick).sort((a, b) => a - b);
        const median = (pick: (m: Measured) => number) => sorted(pick)[measured.length >> 1];
        const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
        console.log(
          `| ${formats.replaceAll('+', ', ')} | ${rev} | ${Math.round(median((m) => m.cpuMs))} (${Math.round(sorted((m) => m.cpuMs)[0])}) ms | ${Math.round(median((m) => m.wallMs))} ms | ${mb(median((m) => m.peak))} | ${mb(median((m) => m.overBaseline))} |`,
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

interface Measured {
  cpuMs: number;
  wallMs: number;
  peak: number;
  overBaseline: number;
}

function measure(source: string, results: string, formats: string): Measured {
  const run = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--child', source, '--results', results, '--formats', formats],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`the child for ${formats} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Measured;
}

/** `src/` of a commit, or of this working tree. */
function sourceOf(rev: string, work: string): string {
  if (rev === 'WORKTREE') return join(root, 'src');
  const into = mkdtempSync(join(work, 'src-'));
  const archive = execFileSync('git', ['archive', rev, 'src'], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  return join(into, 'src');
}

async function writeResults(path: string, tests: number, collections: number): Promise<void> {
  const { buildLargeResultsDocument } = await import('../__tests__/helpers/results-fixture.ts');
  const { resultsJson } = await import('../src/report/results/results-json.ts');
  const { writePieces } = await import('../src/report/write.ts');
  const doc = buildLargeResultsDocument(Math.ceil(tests / collections));
  const [one] = doc.collections;
  doc.collections = Array.from({ length: collections }, (_, c) => ({
    ...one,
    name: `Items ${c + 1}`,
    file: `items-${c + 1}.yaml`,
  }));
  const { total, passed, failed, errored, skipped, notRun } = one.totals;
  doc.totals = {
    total: total * collections,
    passed: passed * collections,
    failed: failed * collections,
    errored: errored * collections,
    skipped: skipped * collections,
    notRun: notRun * collections,
  };
  await writePieces(path, resultsJson(doc));
}

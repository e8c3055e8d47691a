// `npm run bench:soak`: memory of `assay --interval` over many iterations (issue 13). Runs the bundled
// CLI with `--interval 1ms` against a loopback server (10 tests, report files in -o), reads the child's
// resident set size from /proc and, after a full collection (bench/heap-probe.mjs), its RSS, the part of it
// outside V8's heap (RSS minus heap total), its live JS heap, external memory and live handles at chosen
// iterations, and stops it with SIGINT. Prints a Markdown table for docs/performance.md.
// Options: --iterations 1000  --cli dist/cli.js  --max-old-space 48 (0: no cap)  --interval 1ms
//          --node-flag <flag> (repeatable, e.g. --node-flag=--max-semi-space-size=1)
//          --env NAME=value (repeatable, e.g. --env MALLOC_ARENA_MAX=2)
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '1000' },
    cli: { type: 'string', default: join(root, 'dist', 'cli.js') },
    // A cap on the V8 old generation: a leak ends the soak with an out-of-memory crash instead of
    // hiding behind a lazy garbage collector.
    'max-old-space': { type: 'string', default: '48' },
    interval: { type: 'string', default: '1ms' },
    'node-flag': { type: 'string', multiple: true, default: [] },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const total = Number(values.iterations);
const heapFlags = [
  ...(values['max-old-space'] === '0' ? [] : [`--max-old-space-size=${values['max-old-space']}`]),
  ...values['node-flag'],
];
const extraEnv = Object.fromEntries(
  values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const checkpoints = [10, 100, 250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, total].filter(
  (n, i, all) => n <= total && all.indexOf(n) === i,
);

const server = createServer((_, response) => response.end('{"ok":true}'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const dir = mkdtempSync(join(tmpdir(), 'assay-soak-'));
const tests = Array.from(
  { length: 10 },
  (_, i) =>
    `  - name: t${i}\n    url: ${origin}/items/${i}\n    validators:\n      - status-code: 200\n      - body-contains: ok\n`,
);
writeFileSync(join(dir, 'c.yaml'), `tests:\n${tests.join('')}`);

const rssMiB = (pid: number): number => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
};

const started = performance.now();
const probe = join(root, 'bench', 'heap-probe.mjs');
const child = spawn(
  process.execPath,
  [
    '--expose-gc',
    '--import',
    probe,
    ...heapFlags,
    values.cli,
    '-c',
    'c.yaml',
    '-o',
    'out',
    '--interval',
    values.interval,
  ],
  {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
const rows: string[] = [];
const heaps: string[] = [];
child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
  for (const match of chunk.matchAll(/^HEAP (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)$/gm)) {
    const [rss, used, total, external, buffers] = match.slice(1, 6).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    // What the process holds outside V8's heap: the allocator's memory, code, stacks, native objects.
    heaps.push([mib(rss), mib(rss - total), mib(used), mib(total), mib(external), mib(buffers), match[6]].join(' | '));
  }
});
const mib = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;
let seen = 0;
let buffered = '';
child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop()!;
  for (const line of lines) {
    if (!/^Iteration \d+: exit code \d+\.$/.test(line)) continue;
    seen++;
    if (checkpoints.includes(seen)) {
      rows.push(`| ${seen} | ${rssMiB(child.pid!)} | ${Math.round((performance.now() - started) / 100) / 10} |`);
      child.kill('SIGUSR2');
      if (seen === total) setTimeout(() => child.kill('SIGINT'), 200);
    }
  }
});
const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
server.close();
const journal = readFileSync(join(dir, 'out/iterations.jsonl'), 'utf8').trim().split('\n').length;
rmSync(dir, { recursive: true, force: true });

const settings = [...heapFlags, ...values.env].join(' ') || 'no heap cap';
console.log(
  `assay --interval ${values.interval}, 10 tests per iteration, -o reports, ${settings}; exit code ${code}, ${journal} journal lines\n`,
);
console.log(
  '| iterations | RSS (MiB) | elapsed (s) | RSS after GC (MiB) | outside the JS heap (MiB) | JS heap after GC (MiB) | heap total (MiB) | external (MiB) | array buffers (MiB) | handles |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(rows.map((row, i) => `${row} ${heaps[i] ?? '?'} |`).join('\n'));

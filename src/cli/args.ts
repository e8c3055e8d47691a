// Command line → RunOptions. Hand-written rather than node:util's parseArgs because the original
// runner's list options take several values after one flag (`-c a.json b.yaml`, `-t smoke api`),
// and every mistake must end in one clear sentence (with a "did you mean" where it helps).
import { readFileSync } from 'node:fs';
import type { RunOptions } from '../model/index.ts';
import { closest } from '../collection/suggest.ts';
import { FORMAT_ALIASES, FORMAT_FILES, canonicalFormat } from '../report/formats.ts';
import { VERSION } from '../version.ts';
import { HELP } from './help.ts';

export type ParsedArgs =
  | { kind: 'run'; options: RunOptions }
  | { kind: 'help'; text: string }
  | { kind: 'version'; text: string }
  | { kind: 'merge'; argv: string[] }
  | { kind: 'import'; argv: string[] }
  | { kind: 'error'; message: string };

export const DEFAULTS = {
  concurrency: 16,
  repeats: 1,
  delayMs: 0,
  timeoutMs: 30_000,
  maxBodyBytes: 10 * 1024 * 1024,
};

type Kind = 'list' | 'value' | 'flag';
interface OptionSpec {
  names: string[];
  kind: Kind;
  apply(options: RunOptions, value: string): string | void;
}

const OPTIONS: OptionSpec[] = [
  { names: ['-c', '--collections'], kind: 'list', apply: (o, v) => void o.collections.push(v) },
  { names: ['-v', '--variables'], kind: 'list', apply: (o, v) => assign(o.variables, v, '--variables') },
  { names: ['-s', '--secrets'], kind: 'list', apply: (o, v) => assign(o.secrets, v, '--secrets') },
  { names: ['--env-file'], kind: 'value', apply: (o, v) => readEnvFile(o, v) },
  { names: ['-o', '--output'], kind: 'value', apply: (o, v) => void (o.output = v) },
  { names: ['-f', '--format', '--output-format'], kind: 'list', apply: (o, v) => addFormats(o, v) },
  { names: ['-l', '--license'], kind: 'value', apply: (o, v) => void (o.license = v) },
  {
    names: ['-t', '--tags'],
    kind: 'list',
    apply: (o, v) =>
      void o.tags.push(
        ...v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
  },
  { names: ['--operation'], kind: 'list', apply: (o, v) => void o.operations.push(v) },
  { names: ['-p', '--parallel'], kind: 'flag', apply: (o) => void (o.parallel = true) },
  {
    names: ['--concurrency'],
    kind: 'value',
    apply: (o, v) => integer(v, '--concurrency', 1, 1024, (n) => (o.concurrency = n)),
  },
  {
    names: ['-r', '--repeats'],
    kind: 'value',
    apply: (o, v) => integer(v, '--repeats', 1, 1_000_000, (n) => (o.repeats = n)),
  },
  {
    names: ['-d', '--delay'],
    kind: 'value',
    apply: (o, v) => integer(v, '--delay', 0, 3_600_000, (n) => (o.delayMs = n)),
  },
  {
    names: ['--timeout'],
    kind: 'value',
    apply: (o, v) => integer(v, '--timeout', 1, 3_600_000, (n) => (o.timeoutMs = n)),
  },
  { names: ['--max-body'], kind: 'value', apply: (o, v) => byteSize(v, (n) => (o.maxBodyBytes = n)) },
  { names: ['--insecure'], kind: 'flag', apply: (o) => void (o.insecure = true) },
  { names: ['--no-follow-redirects'], kind: 'flag', apply: (o) => void (o.followRedirects = false) },
  { names: ['--follow-redirects', '--followRedirect'], kind: 'flag', apply: (o) => void (o.followRedirects = true) },
  { names: ['--bail'], kind: 'flag', apply: (o) => void (o.bail = true) },
  { names: ['--dry-run'], kind: 'flag', apply: (o) => void (o.dryRun = true) },
  { names: ['--debug'], kind: 'flag', apply: (o) => void (o.debug = true) },
  { names: ['--shard'], kind: 'value', apply: (o, v) => shard(o, v) },
  { names: ['--shard-timings'], kind: 'value', apply: (o, v) => void (o.shardTimings = v) },
];

/** Options of the original runner that assay does not take, with what to do instead. */
const RETIRED: Record<string, string> = {
  '--interval': 'assay runs once; schedule repeated runs with your CI scheduler (e.g. `on: schedule`).',
  '-i': 'assay runs once; schedule repeated runs with your CI scheduler (e.g. `on: schedule`).',
  '--verbose': 'every detail is in the reports: use -o <dir> (results.json, junit.xml) and -f html.',
  '--headers': 'fetching collections from URLs with custom headers is not supported; download the file first.',
  '--openai-apikey': 'LLM validators and text generation are not supported.',
  '--openai-endpoint': 'LLM validators and text generation are not supported.',
  '--ollama-endpoint': 'LLM validators and text generation are not supported.',
  '--ollama-timeout': 'LLM validators and text generation are not supported.',
  '--files': 'use -c/--collections.',
};

export function defaultOptions(): RunOptions {
  return {
    collections: [],
    variables: {},
    secrets: {},
    formats: [],
    tags: [],
    operations: [],
    parallel: false,
    concurrency: DEFAULTS.concurrency,
    repeats: DEFAULTS.repeats,
    delayMs: DEFAULTS.delayMs,
    timeoutMs: DEFAULTS.timeoutMs,
    maxBodyBytes: DEFAULTS.maxBodyBytes,
    insecure: false,
    followRedirects: true,
    bail: false,
    dryRun: false,
    debug: false,
  };
}

export function parseArgs(argv: string[]): ParsedArgs {
  if (argv[0] === 'merge') return { kind: 'merge', argv: argv.slice(1) };
  if (argv[0] === 'import') return { kind: 'import', argv: argv.slice(1) };
  const options = defaultOptions();
  const byName = new Map(OPTIONS.flatMap((spec) => spec.names.map((name) => [name, spec] as const)));
  let i = 0;
  while (i < argv.length) {
    const arg = argv[i++];
    if (arg === '-h' || arg === '--help') return { kind: 'help', text: HELP };
    if (arg === '--version' || arg === '-V') return { kind: 'version', text: `assay ${VERSION}` };
    if (!arg.startsWith('-') || arg === '-') {
      const shown = withoutValue(arg);
      return {
        kind: 'error',
        message: `unexpected argument ${JSON.stringify(shown)}: collections are given with -c/--collections (e.g. -c ${quote(shown)})`,
      };
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const spec = byName.get(name);
    if (!spec) return { kind: 'error', message: unknownOption(withoutValue(name), [...byName.keys()]) };
    if (spec.kind === 'flag') {
      if (equals > 0) return { kind: 'error', message: `${name} takes no value` };
      spec.apply(options, '');
      continue;
    }
    const values: string[] = [];
    if (equals > 0) values.push(arg.slice(equals + 1));
    else if (i < argv.length && !isOptionLike(argv[i])) values.push(argv[i++]);
    if (values.length === 0) return { kind: 'error', message: `${name} needs a value` };
    // List options take every following value up to the next option, as the original did.
    if (spec.kind === 'list' && equals < 0) while (i < argv.length && !isOptionLike(argv[i])) values.push(argv[i++]);
    for (const value of values) {
      const problem = spec.apply(options, value);
      if (problem) return { kind: 'error', message: problem };
    }
  }
  if (options.collections.length === 0) {
    return {
      kind: 'error',
      message: 'no collections given: pass one with -c/--collections <file|directory|glob|URL|text> (see --help)',
    };
  }
  return { kind: 'run', options };
}

function isOptionLike(arg: string): boolean {
  return arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg);
}

function unknownOption(name: string, known: string[]): string {
  if (Object.hasOwn(RETIRED, name))
    return `${name} is an option of the original Testlemon runner that assay does not take: ${RETIRED[name]}`;
  const suggestion = closest(name, known);
  return `unknown option ${name}${suggestion ? ` (did you mean ${suggestion}?)` : ''}; see --help`;
}

function assign(target: Record<string, string>, item: string, option: string): string | void {
  const at = item.indexOf('=');
  const name = at > 0 ? item.slice(0, at).trim() : '';
  if (!/^[A-Za-z_][\w.-]*$/.test(name))
    return `${option} takes name=value, got ${JSON.stringify(option === '--secrets' ? item.slice(0, Math.max(at, 0)) + (at >= 0 ? '=…' : '') : item)}`;
  target[name] = item.slice(at + 1);
}

/**
 * `--env-file`: one `name=value` per line (`#` comments, blank lines, optional `export ` and
 * quotes). Names are variables; `secrets.name=value` lines are secrets, `vars.name=value` explicit.
 */
function readEnvFile(options: RunOptions, path: string): string | void {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return `--env-file ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message}`;
  }
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?(?:(vars|secrets)\.)?([A-Za-z_][\w.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) return `--env-file ${path}:${n + 1}: expected name=value`;
    const [, namespace, name, raw] = match;
    const value = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
    (namespace === 'secrets' ? options.secrets : options.variables)[name] = value;
  }
}

function addFormats(options: RunOptions, value: string): string | void {
  for (const name of value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    const canonical = canonicalFormat(name);
    if (!canonical)
      return `unknown report format ${JSON.stringify(name)}; known: ${[...Object.keys(FORMAT_FILES), ...Object.keys(FORMAT_ALIASES)].join(', ')}`;
    if (!options.formats.includes(canonical)) options.formats.push(canonical);
  }
}

function integer(value: string, option: string, min: number, max: number, set: (n: number) => void): string | void {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max)
    return `${option} takes a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`;
  set(Number(value));
}

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1000,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1000 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1000 ** 3,
  gib: 1024 ** 3,
};

function byteSize(value: string, set: (n: number) => void): string | void {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(value.trim());
  const unit = match ? UNITS[match[2].toLowerCase()] : undefined;
  if (!match || unit === undefined || Number(match[1]) * unit < 1)
    return `--max-body takes a size like 10485760, 512KiB or 10MiB, got ${JSON.stringify(value)}`;
  set(Math.floor(Number(match[1]) * unit));
}

function shard(options: RunOptions, value: string): string | void {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2]))
    return `--shard takes i/n with 1 ≤ i ≤ n (e.g. --shard 2/4), got ${JSON.stringify(value)}`;
  options.shard = { index: Number(match[1]), total: Number(match[2]) };
}

/** An argument as messages may show it: `name=value` could be a secret, so only `name=…`. */
function withoutValue(arg: string): string {
  const equals = arg.indexOf('=');
  return equals === -1 ? arg : `${arg.slice(0, equals + 1)}…`;
}

function quote(text: string): string {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

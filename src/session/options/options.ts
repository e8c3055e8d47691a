// The options of `assay`, each declared once: names, value, default, parser and help text. The
// parser (args.ts), `--help` (help.ts) and the tables of docs/cli.md all come from this list.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import type { LlmSettings, RunOptions } from '../../model/index.ts';
import { FORMAT_ALIASES, FORMAT_FILES, canonicalFormat } from '../../report/formats.ts';
import type { OptionSpec } from './option-table.ts';
import { projectAddress, REPORT_TO_EXPECTS, TOKEN_VARIABLE } from '../send-results.ts';
import { parseDnsServer } from '../../engine/probes/dns.ts';
import { parseWhoisServer } from '../../engine/probes/whois.ts';

/** Where `assay -f html` without `-o` writes its reports. */
export const DEFAULT_OUTPUT = 'output';

export const SECTIONS = ['Collections', 'Running', 'Reports', 'Language model', 'Other'] as const;

export const OPTIONS: readonly OptionSpec<RunOptions>[] = [
  {
    names: ['-c', '--collections'],
    value: 'source…',
    list: true,
    section: 'Collections',
    help: 'A URL (fetched), a directory (every *.yaml, *.yml, *.json below it), a glob, a file, or the collection text itself. Repeatable; several values may follow one -c.',
    details: 'Classified in the order described below the table.',
    apply: (o, v) => void o.collections.push(v),
  },
  {
    names: ['-v', '--variables'],
    value: 'name=value…',
    list: true,
    section: 'Collections',
    help: 'Values for ${{ vars.name }}. Split at the first "=".',
    details: 'Values may contain `=` and `,` (base64, query strings).',
    apply: (o, v) => assign(o.variables, v, '--variables'),
  },
  {
    names: ['-s', '--secrets'],
    value: 'name=value…',
    list: true,
    section: 'Collections',
    help: 'Values for ${{ secrets.name }}; masked in every output.',
    details:
      'Masked (`***`) in the console and in every report file, in every form a server may echo them back in (JSON escapes, percent-encoding, HTML entities, base64). Values shorter than 6 characters are masked only as whole tokens, with a warning: see [secrets.md](secrets.md).',
    apply: (o, v) => assign(o.secrets, v, '--secrets'),
  },
  {
    names: ['--env-file'],
    value: 'path',
    section: 'Collections',
    help: 'A dotenv file of name=value lines (variables; "secrets.name=value" lines are secrets).',
    details:
      "Read as dotenv reads it (Node's `util.parseEnv`): `#` starts a comment, also after a value (`A=1 # note` is `1`; quote a value that holds `#`), `export ` prefixes are allowed, `\"…\"`, `'…'` and `` `…` `` quote a value (double quotes expand `\\n` and may span lines). `vars.name=value` is explicit for variables. A line that is not `name=value` is an error. Node itself reads an `--env-file` anywhere on its command line before a `--`, so when you start the bundle with node yourself, put `--` first: `node -- dist/cli.js --env-file .env` (the `assay` command and the container image do).",
    apply: (o, v) => readEnvFile(o, v),
  },
  {
    names: ['-t', '--tags'],
    value: 'tag,…',
    list: true,
    section: 'Collections',
    help: 'Run only tests with any of the tags (plus the tests they depend on).',
    details:
      'Comma-separated and/or several values. A tag that no test of the collections has is an error (exit 2, with a did-you-mean), so a typo cannot run nothing and pass.',
    apply: (o, v) =>
      void o.tags.push(
        ...v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
  },
  {
    names: ['--operation'],
    value: 'operationId…',
    list: true,
    section: 'Collections',
    help: 'Run only the tests generated from these OpenAPI operationIds.',
    details:
      'For sources that are OpenAPI documents ([openapi.md](openapi.md)). An operationId that no generated test has is an error (exit 2, with a did-you-mean).',
    apply: (o, v) => void o.operations.push(v),
  },
  {
    names: ['-p', '--parallel'],
    default: 'off',
    section: 'Running',
    help: 'Run independent tests concurrently (after their dependencies).',
    apply: (o) => void (o.parallel = true),
  },
  {
    names: ['--concurrency'],
    value: 'n',
    default: '16',
    section: 'Running',
    help: 'Tests in flight at once (1–1024); implies --parallel.',
    apply: (o, v) => integer(v, '--concurrency', 1, 1024, (n) => (o.concurrency = n)),
  },
  {
    names: ['-r', '--repeats'],
    value: 'n',
    default: '1',
    section: 'Running',
    help: 'Run each collection n times, each with fresh context values.',
    apply: (o, v) => integer(v, '--repeats', 1, 1_000_000, (n) => (o.repeats = n)),
  },
  {
    names: ['--retries'],
    value: 'n',
    default: '0',
    section: 'Running',
    help: 'Retry a failed or errored test up to n times, 1 s apart, unless the test sets its own "retry".',
    apply: (o, v) => integer(v, '--retries', 0, 1000, (n) => (o.retries = n)),
  },
  {
    names: ['-d', '--delay'],
    value: 'ms',
    default: '0',
    section: 'Running',
    help: 'Milliseconds to wait between repetitions.',
    apply: (o, v) => integer(v, '--delay', 0, 3_600_000, (n) => (o.delayMs = n)),
  },
  {
    names: ['--timeout'],
    value: 'ms',
    default: '30000',
    section: 'Running',
    help: 'Per-request time limit (connect, headers and body) unless a test sets "timeout".',
    details:
      'There is no separate connect limit: connecting (TCP and TLS), the headers and the whole body, redirects included, share it. A timeout message names what set the limit (`… within 15000 ms, the limit set by --timeout (timed out connecting)`).',
    apply: (o, v) => integer(v, '--timeout', 1, 3_600_000, (n) => (o.timeoutMs = n)),
  },
  {
    names: ['--max-body'],
    value: 'size',
    default: '10MiB',
    section: 'Running',
    help: 'Largest response body kept, e.g. 512KiB, 10MiB, 1MB or bytes.',
    details: 'A larger response body errors the test and is not kept.',
    apply: (o, v) => byteSize(v, (n) => (o.maxBodyBytes = n)),
  },
  {
    names: ['--insecure'],
    default: 'off',
    section: 'Running',
    help: 'Do not verify TLS certificates.',
    apply: (o) => void (o.insecure = true),
  },
  {
    names: ['--no-follow-redirects'],
    default: 'follow',
    section: 'Running',
    help: 'Report 3xx responses as they are instead of following them (at most 10 hops otherwise).',
    apply: (o) => void (o.followRedirects = false),
  },
  {
    names: ['--follow-redirects', '--followRedirect'],
    default: 'follow',
    section: 'Running',
    help: 'Follow redirects (the default; for pipelines that pass it).',
    apply: (o) => void (o.followRedirects = true),
  },
  {
    names: ['-i', '--interval'],
    value: 'duration',
    section: 'Running',
    help: 'Run again and again, waiting this long after each run: 30s, 5m, 1h, 250ms, or milliseconds (as the original).',
    details:
      'Each run re-reads the collections (invalid ones: the diagnostics, then the last valid ones run again), prints its summary and replaces the reports of `-o` when it ends (they are always the complete reports of the last finished run), plus a line in `iterations.jsonl`. Ctrl-C / SIGTERM end the loop with the exit code of the last finished run. See [monitoring.md](monitoring.md#repeating-runs---interval-and---watch).',
    apply: (o, v) => {
      const ms = parseDuration(v);
      if (ms === undefined)
        return `--interval takes a duration such as 30s, 5m, 1h or milliseconds, got ${JSON.stringify(v)}`;
      o.intervalMs = ms;
    },
  },
  {
    names: ['--watch'],
    section: 'Running',
    help: 'Run again whenever a collection file, a file it reads (`data` files, `body`/`multipart` files, JSON Schemas and the files their `$ref` names) or a directory given with -c changes, until interrupted.',
    apply: (o) => void (o.watch = true),
  },
  {
    names: ['--dns-server'],
    value: 'host[:port]',
    section: 'Running',
    help: 'The DNS server the dns-* validators ask (e.g. 1.1.1.1, 127.0.0.1:5353, [::1]:53); default: the system resolver.',
    details: 'See [monitoring.md](monitoring.md).',
    apply: (o, v) => {
      const parsed = parseDnsServer(v);
      if (!parsed.ok) return parsed.message;
      o.dnsServer = parsed.server;
    },
  },
  {
    names: ['--rdap-bootstrap'],
    value: 'file|URL',
    section: 'Running',
    help: 'An RDAP bootstrap file (RFC 9224) choosing the RDAP server of each top-level domain for domain-expiration-*; default: the IANA copy shipped with assay.',
    apply: (o, v) => void (o.rdapBootstrap = v),
  },
  {
    names: ['--rdap-url'],
    value: 'URL',
    section: 'Running',
    help: 'One RDAP base URL asked for every domain by domain-expiration-* (skips the bootstrap).',
    apply: (o, v) =>
      /^https?:\/\//i.test(v) ? void (o.rdapUrl = v) : `--rdap-url takes an http(s) URL, got ${JSON.stringify(v)}`,
  },
  {
    names: ['--whois-server'],
    value: 'host[:port]',
    section: 'Running',
    help: 'The first WHOIS server asked (its referral is followed) when RDAP has no expiration date; default: whois.iana.org:43.',
    apply: (o, v) =>
      parseWhoisServer(v) ? void (o.whoisServer = v) : `--whois-server takes host[:port], got ${JSON.stringify(v)}`,
  },
  {
    names: ['--max-pages'],
    value: 'n',
    default: '500',
    section: 'Running',
    help: 'Pages of a site the sitemap-* validators fetch at most; the rest are reported as not checked.',
    apply: (o, v) => integer(v, '--max-pages', 1, 1_000_000, (n) => (o.maxPages = n)),
  },
  {
    names: ['--bail'],
    default: 'off',
    section: 'Running',
    help: 'Stop starting tests after the first failed or errored test; the rest are reported as skipped.',
    apply: (o) => void (o.bail = true),
  },
  {
    names: ['--shard'],
    value: 'i/n',
    section: 'Running',
    help: 'Run the i-th of n parts (tests that depend on each other stay together).',
    details: 'See [ci.md](ci.md).',
    apply: (o, v) => shard(o, v),
  },
  {
    names: ['--shard-timings'],
    value: 'file',
    section: 'Running',
    help: 'Balance shards by the durations in an earlier results.json instead of test counts.',
    apply: (o, v) => void (o.shardTimings = v),
  },
  {
    names: ['--dry-run'],
    default: 'off',
    section: 'Running',
    help: 'Check the collections, print the plan (order, dependencies, URLs with the --variables and environment values they would use, secrets as ***), send nothing.',
    apply: (o) => void (o.dryRun = true),
  },
  {
    names: ['-o', '--output'],
    value: 'path',
    section: 'Reports',
    help: `A directory for results.json and junit.xml (and any -f formats), or a file path ending in .json or .xml. Without -o, -f writes to ./${DEFAULT_OUTPUT}.`,
    details:
      "A `.json` file gets the results.json content, or the one JSON format named with `-f` (as the original's `-o out.json -f xray` did); other formats go beside it.",
    apply: (o, v) => void (o.output = v),
  },
  {
    names: ['--report-to'],
    value: 'url',
    section: 'Reports',
    help: `Send the results to a project of an assay server (its page's URL), with the token in ${TOKEN_VARIABLE}.`,
    details:
      "The run appears on the project's page beside its scheduled runs, marked `ci` and linked to its commit, branch and workflow run in GitHub Actions. A token with the `run` scope, from the environment only. A failed send fails the run (exit 1). See docs/serve.md#runs-from-ci.",
    apply: (o, v) => {
      if (projectAddress(v) === undefined) return `--report-to takes ${REPORT_TO_EXPECTS}, got ${JSON.stringify(v)}`;
      o.reportTo = v;
    },
  },
  {
    names: ['-f', '--format', '--output-format'],
    value: 'name,…',
    list: true,
    section: 'Reports',
    help: 'Extra formats: html, ctrf, xray, markdown, testlemon (alias json).',
    details:
      "Comma-separated or repeated: `html` (report.html), `ctrf` (ctrf.json), `xray` (xray.json), `markdown` (summary.md), `testlemon` (testlemon.json, the original runner's result shape).",
    apply: (o, v) => addFormats(o, v),
  },
  {
    names: ['--llm-url'],
    value: 'url',
    section: 'Language model',
    help: 'The model provider for prompt, sentiment and ${{ model.text(N) }}: an OpenAI-compatible base URL (…/v1), or Ollama with --llm-api ollama.',
    details:
      'Default: `OPENAI_BASE_URL`, else `https://api.openai.com/v1` when a key is given. See [llm.md](llm.md) for every provider.',
    apply: (o, v) => llm(o, 'llmUrl', v),
  },
  {
    names: ['--llm-key'],
    value: 'key',
    section: 'Language model',
    help: "The provider's API key (default OPENAI_API_KEY); a secret, masked in every output.",
    apply: (o, v) => llm(o, 'llmKey', v),
  },
  {
    names: ['--llm-model'],
    value: 'model',
    section: 'Language model',
    help: 'The model sentiment uses (default gpt-4o), and any prompt that names none.',
    apply: (o, v) => llm(o, 'llmModel', v),
  },
  {
    names: ['--llm-api'],
    value: 'api',
    section: 'Language model',
    help: "The protocol: openai (the default; any OpenAI-compatible chat completions) or ollama (Ollama's native /api/chat).",
    apply: (o, v) => llm(o, 'llmApi', v),
  },
  {
    names: ['--llm-cache'],
    value: 'dir',
    section: 'Language model',
    help: 'Store model answers in this directory and replay them: reruns are reproducible, offline and free.',
    details: 'Plain JSON files, one per question, meant to be reviewed and committed. Enough on its own to replay.',
    apply: (o, v) => llm(o, 'llmCache', v),
  },
  {
    names: ['--llm-cache-mode'],
    value: 'mode',
    section: 'Language model',
    help: 'read (replay only, never call a model), write (always ask, store) or readwrite (the default).',
    apply: (o, v) => llm(o, 'llmCacheMode', v),
  },
  {
    names: ['--llm-concurrency'],
    value: 'n',
    section: 'Language model',
    help: 'Model calls in flight at once for the whole run (1–64, default 2).',
    apply: (o, v) => llm(o, 'llmConcurrency', v),
  },
  {
    names: ['--llm-max-body'],
    value: 'chars',
    section: 'Language model',
    help: 'The judged body is cut to this many characters, and the prompt says so (default 8000).',
    apply: (o, v) => llm(o, 'llmMaxBody', v),
  },
  {
    names: ['--llm-timeout'],
    value: 'ms',
    section: 'Language model',
    help: 'Time allowed for each model call (default: --timeout).',
    apply: (o, v) => llm(o, 'llmTimeout', v),
  },
  {
    names: ['--openai-endpoint'],
    value: 'host',
    section: 'Language model',
    help: "The original runner's flag: --llm-url <host>/v1.",
    apply: (o, v) => llm(o, 'openaiEndpoint', v),
  },
  {
    names: ['--openai-apikey'],
    value: 'key',
    section: 'Language model',
    help: "The original runner's flag: --llm-key.",
    apply: (o, v) => llm(o, 'openaiApikey', v),
  },
  {
    names: ['--ollama-endpoint'],
    value: 'url',
    section: 'Language model',
    help: "The original runner's flag: --llm-api ollama --llm-url <url>.",
    apply: (o, v) => llm(o, 'ollamaEndpoint', v),
  },
  {
    names: ['--ollama-timeout'],
    value: 'seconds',
    section: 'Language model',
    help: "The original runner's flag: --llm-timeout in seconds.",
    apply: (o, v) => llm(o, 'ollamaTimeout', v),
  },
  {
    names: ['-l', '--license'],
    value: 'key',
    section: 'Other',
    help: 'Accepted for pipelines that pass one; assay needs none. Never printed.',
    details: 'The value is treated as a secret and never printed or written.',
    apply: (o, v) => void (o.license = v),
  },
  {
    names: ['--debug'],
    default: 'off',
    section: 'Other',
    help: 'Show stack traces of internal errors, and what is sent to and received from a language model (secrets masked).',
    apply: (o) => void (o.debug = true),
  },
  { names: ['-V', '--version'], section: 'Other', help: 'Print the version.', apply: () => {}, stops: 'version' },
  { names: ['-h', '--help'], section: 'Other', help: 'Print this help.', apply: () => {}, stops: 'help' },
];

/** Values are read (and checked) when the run is prepared, where the environment is known too. */
function llm(options: RunOptions, name: keyof LlmSettings, value: string): void {
  (options.llm ??= {})[name] = value;
}

function assign(target: Record<string, string>, item: string, option: string): string | void {
  const at = item.indexOf('=');
  const name = at > 0 ? item.slice(0, at).trim() : '';
  if (!/^[A-Za-z_][\w.-]*$/.test(name))
    return `${option} takes name=value, got ${JSON.stringify(option === '--secrets' ? item.slice(0, Math.max(at, 0)) + (at >= 0 ? '=…' : '') : item)}`;
  target[name] = item.slice(at + 1);
}

/** Why a file named on the command line could not be read, in words rather than Node's error text. */
function unreadableFile(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'file not found';
  if (code === 'EISDIR') return 'a directory, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return message;
}

const ENV_NAME = /^(?:(vars|secrets)\.)?([A-Za-z_][\w.-]*)$/;

/**
 * `--env-file`, read by Node's dotenv parser. Plain names are variables, `secrets.name` are
 * secrets, `vars.name` explicit variables. parseEnv skips lines it cannot read; those are errors
 * here (a line of a quoted value spanning lines is not one).
 */
function readEnvFile(options: RunOptions, path: string): string | void {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return `--env-file ${path}: ${unreadableFile(error)}`;
  }
  const entries = parseEnv(text) as Record<string, string>;
  const valueLines = new Set(
    Object.values(entries)
      .filter((value) => value.includes('\n'))
      .flatMap((value) => value.split('\n').map((line) => line.trim())),
  );
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '' || line.startsWith('#') || line.includes('=') || valueLines.has(line.replace(/["'`]$/, '')))
      continue;
    return `--env-file ${path}:${n + 1}: expected name=value`;
  }
  for (const [key, value] of Object.entries(entries)) {
    const match = ENV_NAME.exec(key);
    if (!match) return `--env-file ${path}: ${JSON.stringify(key)} is not a valid name (letters, digits, _ . -)`;
    const [, namespace, name] = match;
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

const DURATION_UNITS: Record<string, number> = { '': 1, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `30s`, `5m`, `1h`, `250ms` or bare milliseconds; undefined when not one of them (or beyond a day). */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|)\s*$/i.exec(text);
  if (!match) return undefined;
  const ms = Math.round(Number(match[1]) * DURATION_UNITS[match[2]!.toLowerCase()]!);
  return ms >= 1 && ms <= 86_400_000 ? ms : undefined;
}

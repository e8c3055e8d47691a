// `assay serve` options: flags, each with an environment variable for containers (flags win).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { closest } from '../model/suggest.ts';
import { helpSection, parseOptions, type OptionSpec } from '../session/options/option-table.ts';
import { proxyProblem } from './auth/client-address.ts';

export interface ServeOptions {
  data: string;
  database?: string;
  port: number;
  host: string;
  projects?: string;
  publicGroups: string[];
  runSlots: number;
  retentionDays: number;
  retentionRuns: number;
  sessionHours: number;
  insecureCookies: boolean;
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client. */
  trustProxies: string[];
}

const count = (name: string, min: number, max: number) => (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max
    ? n
    : `${name} must be a whole number from ${min} to ${max}, got ${value}`;
};

function number(
  o: ServeOptions,
  key: 'port' | 'runSlots' | 'retentionDays' | 'retentionRuns' | 'sessionHours',
  read: (v: string) => number | string,
  value: string,
) {
  const n = read(value);
  if (typeof n === 'string') return n;
  o[key] = n;
}

export const SERVE_OPTIONS: readonly OptionSpec<ServeOptions>[] = [
  {
    names: ['--data'],
    value: 'dir',
    default: './assay-data',
    section: 'serve',
    help: 'Directory of the embedded SQLite database (ASSAY_DATA).',
    apply: (o, v) => void (o.data = v),
  },
  {
    names: ['--database'],
    value: 'url',
    section: 'serve',
    help: 'postgres://user:password@host:port/db: use PostgreSQL instead of SQLite, and allow several instances (ASSAY_DATABASE_URL).',
    apply: (o, v) =>
      /^postgres(ql)?:\/\//.test(v)
        ? void (o.database = v)
        : '--database takes a postgres:// URL (SQLite is the default, in --data)',
  },
  {
    names: ['--port'],
    value: 'n',
    default: '8080',
    section: 'serve',
    help: 'HTTP port (ASSAY_PORT).',
    apply: (o, v) => number(o, 'port', count('--port', 0, 65535), v),
  },
  {
    names: ['--host'],
    value: 'address',
    default: '0.0.0.0',
    section: 'serve',
    help: 'Address to listen on; 127.0.0.1 to accept local connections only (ASSAY_HOST).',
    apply: (o, v) => void (o.host = v),
  },
  {
    names: ['--projects'],
    value: 'dir',
    section: 'serve',
    help: 'Directory of collection files, each a project (read again every 30 s); such projects are read-only in the UI and API (ASSAY_PROJECTS).',
    apply: (o, v) => void (o.projects = v),
  },
  {
    names: ['--public-status'],
    value: 'group',
    section: 'serve',
    help: "A project group whose status page and badges anyone may see ('default' for projects without a group); repeatable.",
    apply: (o, v) => void o.publicGroups.push(v === 'default' ? '' : v),
  },
  {
    names: ['--runs'],
    value: 'n',
    default: '4',
    section: 'serve',
    help: 'Runs this instance executes at once; more wait in the queue.',
    apply: (o, v) => number(o, 'runSlots', count('--runs', 1, 256), v),
  },
  {
    names: ['--retention-days'],
    value: 'n',
    default: '90',
    section: 'serve',
    help: 'Runs (and their results.json) older than this are deleted; rollups stay.',
    apply: (o, v) => number(o, 'retentionDays', count('--retention-days', 1, 3650), v),
  },
  {
    names: ['--retention-runs'],
    value: 'n',
    default: '1000',
    section: 'serve',
    help: 'At most this many runs are kept per project, the newest.',
    apply: (o, v) => number(o, 'retentionRuns', count('--retention-runs', 1, 1_000_000), v),
  },
  {
    names: ['--session-hours'],
    value: 'n',
    default: '12',
    section: 'serve',
    help: 'How long a sign-in lasts.',
    apply: (o, v) => number(o, 'sessionHours', count('--session-hours', 1, 24 * 30), v),
  },
  {
    names: ['--insecure-cookies'],
    default: 'off',
    section: 'serve',
    help: 'Send the session cookie without Secure, for plain HTTP on a host other than localhost (not behind TLS).',
    apply: (o) => void (o.insecureCookies = true),
  },
  {
    names: ['--trust-proxy'],
    value: 'address',
    section: 'serve',
    help: 'A reverse proxy (IP address or CIDR range) whose X-Forwarded-For header names the client, for the sign-in limit per address; repeatable. Off by default: the header is ignored.',
    apply: (o, v) => proxyProblem(v) ?? void o.trustProxies.push(v),
  },
  {
    names: ['--config'],
    value: 'file',
    section: 'serve',
    help: 'A YAML or JSON file of these options by their long names (`port: 8080`, `public-status: [shop]`); the environment and flags override it (ASSAY_CONFIG).',
    apply: () => {}, // read before the other options, see configArgs
  },
  { names: ['-h', '--help'], section: 'serve', help: 'Print this help.', apply: () => {}, stops: 'help' },
];

export const SERVE_USAGE = `Usage: assay serve [--data <dir> | --database postgres://…] [--port <n>] [--projects <dir>]

Runs collections on a schedule with history, a dashboard, status pages, badges and an API
(docs/serve.md). On first start it creates the user admin and prints its password once, unless
ASSAY_ADMIN_PASSWORD gives it. Project secrets are encrypted with ASSAY_SECRET_KEY (32 bytes,
base64 or hex: openssl rand -base64 32); without it, projects cannot store secrets.

${helpSection(SERVE_OPTIONS, 'serve')}`;

const ENVIRONMENT: [string, string][] = [
  ['ASSAY_DATA', '--data'],
  ['ASSAY_DATABASE_URL', '--database'],
  ['ASSAY_PORT', '--port'],
  ['ASSAY_HOST', '--host'],
  ['ASSAY_PROJECTS', '--projects'],
];

export type ParsedServe =
  { kind: 'options'; options: ServeOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseServeArgs(argv: string[], env: Record<string, string | undefined>): ParsedServe {
  const options: ServeOptions = {
    data: './assay-data',
    port: 8080,
    host: '0.0.0.0',
    publicGroups: [],
    runSlots: 4,
    retentionDays: 90,
    retentionRuns: 1000,
    sessionHours: 12,
    insecureCookies: false,
    trustProxies: [],
  };
  let fromConfig: string[];
  try {
    fromConfig = configArgs(configPath(argv) ?? env.ASSAY_CONFIG);
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  // The config file first, then the environment, so that flags override both.
  const fromEnv = ENVIRONMENT.flatMap(([name, flag]) => (env[name] ? [`${flag}=${env[name]}`] : []));
  const parsed = parseOptions([...fromConfig, ...fromEnv, ...argv], SERVE_OPTIONS, options, {
    unknown: (name, known) => {
      const near = closest(name, known);
      return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay serve --help)`;
    },
    positional: (arg) => `unexpected argument ${JSON.stringify(arg)} (see assay serve --help)`,
  });
  if (parsed.kind === 'error') return parsed;
  if (parsed.kind !== 'parsed') return { kind: 'help' };
  return { kind: 'options', options };
}

function configPath(argv: string[]): string | undefined {
  let path: string | undefined;
  argv.forEach((arg, i) => {
    if (arg === '--config') path = argv[i + 1];
    else if (arg.startsWith('--config=')) path = arg.slice('--config='.length);
  });
  return path;
}

/** The config file as arguments (`port: 8080` → `--port=8080`), checked against the option names. */
function configArgs(path: string | undefined): string[] {
  if (path === undefined) return [];
  let config: unknown;
  try {
    config = parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the config file ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (config === null || config === undefined) return [];
  if (typeof config !== 'object' || Array.isArray(config))
    throw new Error(`the config file ${path} must be a mapping of option names to values`);
  const known = SERVE_OPTIONS.flatMap((o) => o.names.filter((n) => n.startsWith('--')).map((n) => n.slice(2))).filter(
    (n) => n !== 'help' && n !== 'config',
  );
  const args: string[] = [];
  for (const [key, value] of Object.entries(config)) {
    if (!known.includes(key)) {
      const near = closest(key, known);
      throw new Error(`${path}: unknown option \`${key}\`${near ? ` (did you mean ${near}?)` : ''}`);
    }
    const flag = SERVE_OPTIONS.find((o) => o.names.includes(`--${key}`))!;
    if (flag.value === undefined) {
      if (typeof value !== 'boolean') throw new Error(`${path}: \`${key}\` is true or false`);
      if (value) args.push(`--${key}`);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'string' && typeof item !== 'number')
        throw new Error(
          `${path}: \`${key}\` takes text or a number${key === 'public-status' || key === 'trust-proxy' ? ', or a list of them' : ''}`,
        );
      args.push(`--${key}=${item}`);
    }
  }
  return args;
}

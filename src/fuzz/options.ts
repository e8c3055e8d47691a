// `assay fuzz`'s options, declared once in the option table (argv parsing, --help, docs/cli.md).
import { canonicalFormat, FORMAT_FILES } from '../report/formats.ts';
import { closest } from '../model/suggest.ts';
import { parseOptions, helpSection, applyDefaults, type OptionSpec } from '../session/options/option-table.ts';
import { CHECKS, type CheckName } from './checks.ts';

export interface FuzzOptions {
  spec?: string;
  baseUrl?: string;
  seed?: number;
  maxExamples: number;
  budgetMs: number;
  checks: CheckName[];
  stateful: boolean;
  parallel: boolean;
  secrets: Record<string, string>;
  output?: string;
  formats: string[];
  saveFailures?: string;
  operations: string[];
  tags: string[];
  timeoutMs: number;
}

/** Operations fuzzed at once with -p. */
export const PARALLEL_OPERATIONS = 4;

export const FUZZ_OPTIONS: readonly OptionSpec<FuzzOptions>[] = [
  {
    names: ['--base-url'],
    value: 'url',
    section: 'fuzz',
    help: "Where to send requests (default: the spec's first server).",
    apply: (o, v) => {
      if (!/^https?:\/\/[^/]/i.test(v)) return `--base-url takes an http(s) URL, got ${JSON.stringify(v)}`;
      o.baseUrl = v.replace(/\/+$/, '');
    },
  },
  {
    names: ['--seed'],
    value: 'n',
    section: 'fuzz',
    help: 'The seed of the generator: the same seed draws the same cases (default: a random one, always printed and stored).',
    apply: (o, v) => {
      if (!/^-?\d+$/.test(v) || Math.abs(Number(v)) > 2 ** 31 - 1)
        return `--seed takes an integer between -2147483647 and 2147483647, got ${JSON.stringify(v)}`;
      o.seed = Number(v);
    },
  },
  {
    names: ['--max-examples'],
    value: 'n',
    default: '50',
    section: 'fuzz',
    help: 'Cases drawn per operation and kind (valid, invalid), before shrinking.',
    apply: (o, v) => positive(v, '--max-examples', 10_000, (n) => (o.maxExamples = n)),
  },
  {
    names: ['--budget'],
    value: 'duration',
    default: '2m',
    section: 'fuzz',
    help: 'Time the whole search may take, e.g. 90s, 2m, 1h; cases left when it is spent are not sent.',
    apply: (o, v) => {
      const ms = duration(v);
      if (ms === undefined) return `--budget takes a duration such as 30s, 2m or 1h, got ${JSON.stringify(v)}`;
      o.budgetMs = ms;
    },
  },
  {
    names: ['--checks'],
    value: 'name,…',
    section: 'fuzz',
    help: `The checks to run (default: all): ${CHECKS.join(', ')}.`,
    apply: (o, v) => {
      const names = v
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      for (const name of names) {
        if (!(CHECKS as readonly string[]).includes(name)) {
          const near = closest(name, [...CHECKS]);
          return `unknown check ${JSON.stringify(name)}${near ? ` (did you mean ${near}?)` : ''}; known: ${CHECKS.join(', ')}`;
        }
        if (!o.checks.includes(name as CheckName)) o.checks.push(name as CheckName);
      }
    },
  },
  {
    names: ['--stateful'],
    default: 'off',
    section: 'fuzz',
    help: 'Also run sequences through OpenAPI links, or inferred from paths (POST /items, then GET and DELETE /items/{id}).',
    apply: (o) => void (o.stateful = true),
  },
  {
    names: ['-p', '--parallel'],
    default: 'off',
    section: 'fuzz',
    help: `Fuzz ${PARALLEL_OPERATIONS} operations at once.`,
    apply: (o) => void (o.parallel = true),
  },
  {
    names: ['-s', '--secrets'],
    value: 'name=value…',
    list: true,
    section: 'fuzz',
    help: "Credentials, named by the spec's security schemes (--secrets bearerAuth=…); masked in every output.",
    apply: (o, v) => {
      const at = v.indexOf('=');
      const name = at > 0 ? v.slice(0, at).trim() : '';
      if (!/^[A-Za-z_][\w.-]*$/.test(name))
        return `--secrets takes name=value, got ${JSON.stringify(at >= 0 ? `${v.slice(0, at)}=…` : '…')}`;
      o.secrets[name] = v.slice(at + 1);
    },
  },
  {
    names: ['-o', '--output'],
    value: 'dir',
    section: 'fuzz',
    help: 'A directory for results.json and junit.xml (and any -f formats).',
    apply: (o, v) => void (o.output = v),
  },
  {
    names: ['-f', '--format'],
    value: 'name,…',
    section: 'fuzz',
    help: 'Extra report formats: html, ctrf, xray, markdown (with -o).',
    apply: (o, v) => {
      for (const name of v
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)) {
        const format = canonicalFormat(name);
        if (format === undefined) return `unknown format ${name} (known: ${Object.keys(FORMAT_FILES).join(', ')})`;
        if (!o.formats.includes(format)) o.formats.push(format);
      }
    },
  },
  {
    names: ['--save-failures'],
    value: 'file.yaml',
    section: 'fuzz',
    help: 'Write an assay collection with one test per distinct failure: `assay -c file.yaml -v baseUrl=…` reproduces them.',
    apply: (o, v) => void (o.saveFailures = v),
  },
  {
    names: ['--operation'],
    value: 'operationId,…',
    list: true,
    section: 'fuzz',
    help: 'Fuzz only these operations (by operationId).',
    apply: (o, v) =>
      void o.operations.push(
        ...v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
  },
  {
    names: ['-t', '--tags'],
    value: 'tag,…',
    list: true,
    section: 'fuzz',
    help: 'Fuzz only operations with any of these tags.',
    apply: (o, v) =>
      void o.tags.push(
        ...v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
  },
  {
    names: ['--timeout'],
    value: 'ms',
    default: '10000',
    section: 'fuzz',
    help: 'Timeout of each request in milliseconds.',
    apply: (o, v) => positive(v, '--timeout', 3_600_000, (n) => (o.timeoutMs = n)),
  },
  { names: ['-h', '--help'], section: 'fuzz', help: 'Print this help.', apply: () => {}, stops: 'help' },
];

export const FUZZ_USAGE = `Usage: assay fuzz <spec file or URL> [options]

Generates many valid and invalid requests from an OpenAPI 3.0/3.1 or Swagger 2.0 spec, sends them,
and reports each distinct failure once, shrunk to a minimal request (docs/fuzz.md).

${helpSection(FUZZ_OPTIONS, 'fuzz')}
Exit codes: 0 no check failed, 1 a check failed, 2 bad input (a broken spec, an unknown option or check).
`;

export type ParsedFuzz = { kind: 'fuzz'; options: FuzzOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseFuzzArgs(argv: readonly string[]): ParsedFuzz {
  const options = applyDefaults(FUZZ_OPTIONS, {
    checks: [],
    stateful: false,
    parallel: false,
    secrets: {},
    formats: [],
    operations: [],
    tags: [],
  } as unknown as FuzzOptions);
  const parsed = parseOptions(argv, FUZZ_OPTIONS, options, {
    unknown: (name, known) => {
      const near = closest(name, known);
      return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay fuzz --help)`;
    },
  });
  if (parsed.kind === 'error') return parsed;
  if (parsed.kind !== 'parsed') return { kind: 'help' };
  if (parsed.positionals.length !== 1)
    return {
      kind: 'error',
      message:
        parsed.positionals.length === 0
          ? 'no spec given (usage: assay fuzz <spec file or URL> [options])'
          : `one spec at a time, got ${parsed.positionals.length} arguments`,
    };
  options.spec = parsed.positionals[0];
  if (options.checks.length === 0) options.checks = [...CHECKS];
  if (options.formats.length > 0 && options.output === undefined)
    return { kind: 'error', message: '-f needs -o <dir> for the report files' };
  return { kind: 'fuzz', options };
}

function positive(value: string, option: string, max: number, set: (n: number) => void): string | void {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    return `${option} takes a whole number from 1 to ${max}, got ${JSON.stringify(value)}`;
  set(Number(value));
}

/** `90s`, `2m`, `1h`, `1500ms` or plain milliseconds. */
function duration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) return undefined;
  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 'ms']!;
  const ms = Math.round(Number(match[1]) * factor);
  return ms > 0 ? ms : undefined;
}

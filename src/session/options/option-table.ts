// The option table mechanism: each option is declared once (names, value name, default, parser,
// help text) and the same declaration parses argv, prints `--help` and writes the docs/cli.md
// table, so the three cannot drift apart. Used by `assay`, `assay merge` and `assay serve`.

export interface OptionSpec<T> {
  /** Short name first (if any), then long names; the first long name is the one shown. */
  names: readonly string[];
  /** The value's name in help (`<n>`, `<name=value…>`); absent for a flag. */
  value?: string;
  /** Several values may follow one flag (`-c a.yaml b.yaml`), as in the original runner. */
  list?: boolean;
  /** The default as shown; for an option with a value, also parsed to give the initial value. */
  default?: string;
  /** The heading in `--help` and the table in the docs it belongs to. */
  section: string;
  /** One sentence for `--help` (the docs show it too). */
  help: string;
  /** More for the docs table, after `help`. */
  details?: string;
  /** Applies a value (or '' for a flag); returns a message when the value is wrong. */
  apply(target: T, value: string): string | void;
  /** Parsing stops here with this answer (`--help`, `--version`). */
  stops?: 'help' | 'version';
}

export type Parsed =
  | { kind: 'parsed'; positionals: string[]; seen: Set<string> }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'error'; message: string };

export interface ParseRules {
  /** The message for an option no spec has (did-you-mean, retired options). */
  unknown(name: string, known: string[]): string;
  /** The message for a plain argument, when the command takes none. */
  positional?(arg: string): string;
}

/** Parses argv into `target`, applying the specs; `seen` holds the first name of each spec used. */
export function parseOptions<T>(
  argv: readonly string[],
  specs: readonly OptionSpec<T>[],
  target: T,
  rules: ParseRules,
): Parsed {
  const byName = new Map(specs.flatMap((spec) => spec.names.map((name) => [name, spec] as const)));
  const positionals: string[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < argv.length) {
    const arg = argv[i++];
    if (!isOptionLike(arg)) {
      if (rules.positional) return { kind: 'error', message: rules.positional(arg) };
      positionals.push(arg);
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const spec = byName.get(name);
    if (!spec) return { kind: 'error', message: rules.unknown(name, [...byName.keys()]) };
    if (spec.stops) return { kind: spec.stops };
    seen.add(spec.names[0]);
    if (spec.value === undefined) {
      if (equals > 0) return { kind: 'error', message: `${name} takes no value` };
      const problem = spec.apply(target, '');
      if (problem) return { kind: 'error', message: problem };
      continue;
    }
    const values: string[] = [];
    if (equals > 0) values.push(arg.slice(equals + 1));
    else if (i < argv.length && !isOptionLike(argv[i])) values.push(argv[i++]);
    if (values.length === 0) return { kind: 'error', message: `${name} needs a value` };
    if (spec.list && equals < 0) while (i < argv.length && !isOptionLike(argv[i])) values.push(argv[i++]);
    for (const value of values) {
      const problem = spec.apply(target, value);
      if (problem) return { kind: 'error', message: problem };
    }
  }
  return { kind: 'parsed', positionals, seen };
}

/** Sets every option with a value and a default to that default, parsed like a user's value. */
export function applyDefaults<T>(specs: readonly OptionSpec<T>[], target: T): T {
  for (const spec of specs) {
    if (spec.value === undefined || spec.default === undefined) continue;
    const problem = spec.apply(target, spec.default);
    if (problem) throw new Error(`the default of ${spec.names.join('/')} is invalid: ${problem}`);
  }
  return target;
}

function isOptionLike(arg: string): boolean {
  return arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg);
}

const HELP_WIDTH = 100;
const HELP_COLUMN = 33;

/** The `--help` lines of one section. */
export function helpSection<T>(specs: readonly OptionSpec<T>[], section: string): string {
  let text = '';
  for (const spec of specs.filter((s) => s.section === section)) {
    const short = spec.names.find((n) => !n.startsWith('--'));
    const long = spec.names.find((n) => n.startsWith('--'));
    const left = `  ${short ? `${short}, ` : '    '}${long ?? ''}${spec.value ? ` <${spec.value}>` : ''}`;
    const help = spec.value && spec.default ? `${spec.help.replace(/\.$/, '')} (default ${spec.default}).` : spec.help;
    const words = help.split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      if (line && HELP_COLUMN + line.length + 1 + word.length > HELP_WIDTH) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
    const first =
      left.length + 2 <= HELP_COLUMN
        ? `${left.padEnd(HELP_COLUMN)}${lines[0]}`
        : `${left}\n${' '.repeat(HELP_COLUMN)}${lines[0]}`;
    text += [first, ...lines.slice(1).map((rest) => `${' '.repeat(HELP_COLUMN)}${rest}`)].join('\n') + '\n';
  }
  return text;
}

/** The docs/cli.md table of one section (a test keeps the docs equal to it). */
export function markdownTable<T>(specs: readonly OptionSpec<T>[], section: string): string {
  const rows = specs
    .filter((s) => s.section === section)
    .map((spec) => {
      const names = spec.names.map((n) => `\`${n}\``).join(', ');
      const value = spec.value ? `\`<${spec.value}>\`` : '';
      // `help` is plain text (for --help): its `*` (globs) must not turn into emphasis.
      const meaning = [spec.help.replace(/\*/g, '\\*'), spec.details].filter(Boolean).join(' ');
      return `| ${names} | ${value} | ${spec.default ?? ''} | ${meaning.replace(/\|/g, '\\|')} |`;
    });
  return ['| option | value | default | meaning |', '|---|---|---|---|', ...rows].join('\n') + '\n';
}

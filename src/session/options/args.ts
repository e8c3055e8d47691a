// Command line (or the action's `args` input) → RunOptions, driven by the option table in options.ts (which also gives
// `--help` and the docs/cli.md tables). Hand-written rather than node:util's parseArgs because the
// original runner's list options take several values after one flag (`-c a.json b.yaml`,
// `-t smoke api`), and every mistake must end in one clear sentence (with a "did you mean" where
// it helps).
import type { RunOptions } from '../../model/index.ts';
import { closest } from '../../model/suggest.ts';
import { VERSION } from '../../version.ts';
import { applyDefaults, parseOptions } from './option-table.ts';
import { OPTIONS } from './options.ts';
import { helpText } from './help.ts';

export type ParsedArgs =
  | { kind: 'run'; options: RunOptions }
  | { kind: 'help'; text: string }
  | { kind: 'version'; text: string }
  | { kind: 'merge'; argv: string[] }
  | { kind: 'import'; argv: string[] }
  | { kind: 'upload'; argv: string[] }
  | { kind: 'serve'; argv: string[] }
  | { kind: 'fuzz'; argv: string[] }
  | { kind: 'error'; message: string };

export interface ParseContext {
  /** Where reports go when `-f` names formats and `-o` is not given (the command line: ./output). */
  defaultOutput?: string;
}

/** Options of the original runner that assay does not take, with what to do instead. */
const RETIRED: Record<string, string> = {
  '--verbose': 'every detail is in the reports: use -o <dir> (results.json, junit.xml) and -f html.',
  '--headers': 'fetching collections from URLs with custom headers is not supported; download the file first.',
  '--files': 'use -c/--collections.',
};

/** The options before any argument: empty lists, flags off, and the table's defaults. */
export function defaultOptions(): RunOptions {
  const empty = {
    collections: [],
    variables: {},
    secrets: {},
    formats: [],
    tags: [],
    operations: [],
    parallel: false,
    insecure: false,
    followRedirects: true,
    bail: false,
    dryRun: false,
    debug: false,
  };
  // The numbers come from the table's defaults; applyDefaults sets every one of them.
  return applyDefaults(OPTIONS, empty as unknown as RunOptions);
}

export function parseArgs(argv: string[], context: ParseContext = {}): ParsedArgs {
  if (argv[0] === 'merge') return { kind: 'merge', argv: argv.slice(1) };
  if (argv[0] === 'import') return { kind: 'import', argv: argv.slice(1) };
  if (argv[0] === 'upload') return { kind: 'upload', argv: argv.slice(1) };
  if (argv[0] === 'serve') return { kind: 'serve', argv: argv.slice(1) };
  if (argv[0] === 'fuzz') return { kind: 'fuzz', argv: argv.slice(1) };
  const options = defaultOptions();
  const parsed = parseOptions(argv, OPTIONS, options, {
    unknown: (name, known) => unknownOption(withoutValue(name), known),
    positional: (arg) => {
      const shown = withoutValue(arg);
      return `unexpected argument ${JSON.stringify(shown)}: collections are given with -c/--collections (e.g. -c ${quote(shown)})`;
    },
  });
  if (parsed.kind === 'help') return { kind: 'help', text: helpText() };
  if (parsed.kind === 'version') return { kind: 'version', text: `assay ${VERSION}` };
  if (parsed.kind === 'error') return parsed;
  if (options.collections.length === 0) {
    return {
      kind: 'error',
      message: 'no collections given: pass one with -c/--collections <file|directory|glob|URL|text> (see --help)',
    };
  }
  // Asking for a number of tests in flight is asking for them to run in parallel.
  if (parsed.seen.has('--concurrency')) options.parallel = true;
  if (options.formats.length > 0 && options.output === undefined && context.defaultOutput !== undefined)
    options.output = context.defaultOutput;
  return { kind: 'run', options };
}

function unknownOption(name: string, known: string[]): string {
  if (Object.hasOwn(RETIRED, name))
    return `${name} is an option of the original Testlemon runner that assay does not take: ${RETIRED[name]}`;
  const suggestion = closest(name, known);
  return `unknown option ${name}${suggestion ? ` (did you mean ${suggestion}?)` : ''}; see --help`;
}

/** An argument as messages may show it: `name=value` could be a secret, so only `name=…`. */
function withoutValue(arg: string): string {
  const equals = arg.indexOf('=');
  return equals === -1 ? arg : `${arg.slice(0, equals + 1)}…`;
}

function quote(text: string): string {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

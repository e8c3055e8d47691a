export const id = 827;
export const ids = [827];
export const modules = {

/***/ 2752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

;// CONCATENATED MODULE: ./src/collection/suggest.ts
// "Did you mean …?" suggestions: the closest known word by edit distance.
/** Levenshtein distance with adjacent transpositions (`bdoy` is one edit from `body`). */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}
/**
 * The candidate closest to `word`, compared case-insensitively, if it is close enough to be a
 * plausible typo (about one edit per three characters).
 */
function closest(word, candidates) {
    if (word.length > 100)
        return undefined;
    const lower = word.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(lower, candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    const allowed = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
    // A word that shares nothing with the candidate (`z` and `x`) is not a typo of it.
    return best !== undefined && bestDistance <= allowed && bestDistance < word.length ? best : undefined;
}
/** `did you mean `body`?` when a candidate is close, else `expected one of: a, b, c`. */
function suggestion(word, candidates, listWhenFar = true) {
    const near = closest(word, candidates);
    if (near !== undefined)
        return `did you mean \`${near}\`?`;
    return listWhenFar ? `expected one of: ${candidates.map((c) => `\`${c}\``).join(', ')}` : undefined;
}

;// CONCATENATED MODULE: ./src/version.ts
// Kept in step with package.json by __tests__/version.test.ts.
const VERSION = '0.2.0';

;// CONCATENATED MODULE: ./src/cli/option-table.ts
// The option table mechanism: each option is declared once (names, value name, default, parser,
// help text) and the same declaration parses argv, prints `--help` and writes the docs/cli.md
// table, so the three cannot drift apart. Used by `assay` and `assay merge`.
/** Parses argv into `target`, applying the specs; `seen` holds the first name of each spec used. */
function parseOptions(argv, specs, target, rules) {
    const byName = new Map(specs.flatMap((spec) => spec.names.map((name) => [name, spec])));
    const positionals = [];
    const seen = new Set();
    let i = 0;
    while (i < argv.length) {
        const arg = argv[i++];
        if (!isOptionLike(arg)) {
            if (rules.positional)
                return { kind: 'error', message: rules.positional(arg) };
            positionals.push(arg);
            continue;
        }
        const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
        const name = equals > 0 ? arg.slice(0, equals) : arg;
        const spec = byName.get(name);
        if (!spec)
            return { kind: 'error', message: rules.unknown(name, [...byName.keys()]) };
        if (spec.stops)
            return { kind: spec.stops };
        seen.add(spec.names[0]);
        if (spec.value === undefined) {
            if (equals > 0)
                return { kind: 'error', message: `${name} takes no value` };
            const problem = spec.apply(target, '');
            if (problem)
                return { kind: 'error', message: problem };
            continue;
        }
        const values = [];
        if (equals > 0)
            values.push(arg.slice(equals + 1));
        else if (i < argv.length && !isOptionLike(argv[i]))
            values.push(argv[i++]);
        if (values.length === 0)
            return { kind: 'error', message: `${name} needs a value` };
        if (spec.list && equals < 0)
            while (i < argv.length && !isOptionLike(argv[i]))
                values.push(argv[i++]);
        for (const value of values) {
            const problem = spec.apply(target, value);
            if (problem)
                return { kind: 'error', message: problem };
        }
    }
    return { kind: 'parsed', positionals, seen };
}
/** Sets every option with a value and a default to that default, parsed like a user's value. */
function applyDefaults(specs, target) {
    for (const spec of specs) {
        if (spec.value === undefined || spec.default === undefined)
            continue;
        const problem = spec.apply(target, spec.default);
        if (problem)
            throw new Error(`the default of ${spec.names.join('/')} is invalid: ${problem}`);
    }
    return target;
}
function isOptionLike(arg) {
    return arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg);
}
const HELP_WIDTH = 100;
const HELP_COLUMN = 33;
/** The `--help` lines of one section. */
function helpSection(specs, section) {
    let text = '';
    for (const spec of specs.filter((s) => s.section === section)) {
        const short = spec.names.find((n) => !n.startsWith('--'));
        const long = spec.names.find((n) => n.startsWith('--'));
        const left = `  ${short ? `${short}, ` : '    '}${long ?? ''}${spec.value ? ` <${spec.value}>` : ''}`;
        const help = spec.value && spec.default ? `${spec.help.replace(/\.$/, '')} (default ${spec.default}).` : spec.help;
        const words = help.split(' ');
        const lines = [];
        let line = '';
        for (const word of words) {
            if (line && HELP_COLUMN + line.length + 1 + word.length > HELP_WIDTH) {
                lines.push(line);
                line = word;
            }
            else
                line = line ? `${line} ${word}` : word;
        }
        lines.push(line);
        const first = left.length + 2 <= HELP_COLUMN
            ? `${left.padEnd(HELP_COLUMN)}${lines[0]}`
            : `${left}\n${' '.repeat(HELP_COLUMN)}${lines[0]}`;
        text += [first, ...lines.slice(1).map((rest) => `${' '.repeat(HELP_COLUMN)}${rest}`)].join('\n') + '\n';
    }
    return text;
}
/** The docs/cli.md table of one section (a test keeps the docs equal to it). */
function markdownTable(specs, section) {
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/report/formats.ts
// The report formats by the names `-f` takes, and the files they are written to. Kept apart
// from the renderers so the command line can check names without loading them.
const FORMAT_FILES = {
    results: 'results.json',
    junit: 'junit.xml',
    testlemon: 'testlemon.json',
    html: 'report.html',
    ctrf: 'ctrf.json',
    xray: 'xray.json',
    markdown: 'summary.md',
};
/** Other names `-f` accepts: `json` is what the original runner called its own JSON shape. */
const FORMAT_ALIASES = { json: 'testlemon', md: 'markdown', xml: 'junit' };
function canonicalFormat(name) {
    const lower = name.toLowerCase();
    const canonical = FORMAT_ALIASES[lower] ?? lower;
    return Object.hasOwn(FORMAT_FILES, canonical) ? canonical : undefined;
}

;// CONCATENATED MODULE: ./src/cli/options.ts
// The options of `assay`, each declared once: names, value, default, parser and help text. The
// parser (args.ts), `--help` (help.ts) and the tables of docs/cli.md all come from this list.



/** Where `assay -f html` without `-o` writes its reports. */
const DEFAULT_OUTPUT = 'output';
const SECTIONS = ['Collections', 'Running', 'Reports', 'Other'];
const OPTIONS = [
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
        apply: (o, v) => options_assign(o.variables, v, '--variables'),
    },
    {
        names: ['-s', '--secrets'],
        value: 'name=value…',
        list: true,
        section: 'Collections',
        help: 'Values for ${{ secrets.name }}; masked in every output.',
        details: 'Masked (`***`) in the console and in every report file, in every form a server may echo them back in (JSON escapes, percent-encoding, HTML entities, base64). Values shorter than 6 characters are masked only as whole tokens, with a warning: see [secrets.md](secrets.md).',
        apply: (o, v) => options_assign(o.secrets, v, '--secrets'),
    },
    {
        names: ['--env-file'],
        value: 'path',
        section: 'Collections',
        help: 'A dotenv file of name=value lines (variables; "secrets.name=value" lines are secrets).',
        details: "Read as dotenv reads it (Node's `util.parseEnv`): `#` starts a comment, also after a value (`A=1 # note` is `1`; quote a value that holds `#`), `export ` prefixes are allowed, `\"…\"`, `'…'` and `` `…` `` quote a value (double quotes expand `\\n` and may span lines). `vars.name=value` is explicit for variables. A line that is not `name=value` is an error.",
        apply: (o, v) => readEnvFile(o, v),
    },
    {
        names: ['-t', '--tags'],
        value: 'tag,…',
        list: true,
        section: 'Collections',
        help: 'Run only tests with any of the tags (plus the tests they depend on).',
        details: 'Comma-separated and/or several values. A tag that no test of the collections has is an error (exit 2, with a did-you-mean), so a typo cannot run nothing and pass.',
        apply: (o, v) => void o.tags.push(...v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)),
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
        details: 'There is no separate connect limit: connecting (TCP and TLS), the headers and the whole body, redirects included, share it. A timeout message names what set the limit (`… within 15000 ms, the limit set by --timeout (timed out connecting)`).',
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
        help: 'Check the collections, print the plan (order, dependencies), send nothing.',
        apply: (o) => void (o.dryRun = true),
    },
    {
        names: ['-o', '--output'],
        value: 'path',
        section: 'Reports',
        help: `A directory for results.json and junit.xml (and any -f formats), or a file path ending in .json or .xml. Without -o, -f writes to ./${DEFAULT_OUTPUT}.`,
        details: "A `.json` file gets the results.json content, or the one JSON format named with `-f` (as the original's `-o out.json -f xray` did); other formats go beside it.",
        apply: (o, v) => void (o.output = v),
    },
    {
        names: ['-f', '--format', '--output-format'],
        value: 'name,…',
        list: true,
        section: 'Reports',
        help: 'Extra formats: html, ctrf, xray, markdown, testlemon (alias json).',
        details: "Comma-separated or repeated: `html` (report.html), `ctrf` (ctrf.json), `xray` (xray.json), `markdown` (summary.md), `testlemon` (testlemon.json, the original runner's result shape).",
        apply: (o, v) => addFormats(o, v),
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
        help: 'Show stack traces of internal errors.',
        apply: (o) => void (o.debug = true),
    },
    { names: ['-V', '--version'], section: 'Other', help: 'Print the version.', apply: () => { }, stops: 'version' },
    { names: ['-h', '--help'], section: 'Other', help: 'Print this help.', apply: () => { }, stops: 'help' },
];
function options_assign(target, item, option) {
    const at = item.indexOf('=');
    const name = at > 0 ? item.slice(0, at).trim() : '';
    if (!/^[A-Za-z_][\w.-]*$/.test(name))
        return `${option} takes name=value, got ${JSON.stringify(option === '--secrets' ? item.slice(0, Math.max(at, 0)) + (at >= 0 ? '=…' : '') : item)}`;
    target[name] = item.slice(at + 1);
}
const ENV_NAME = /^(?:(vars|secrets)\.)?([A-Za-z_][\w.-]*)$/;
/**
 * `--env-file`, read by Node's dotenv parser. Plain names are variables, `secrets.name` are
 * secrets, `vars.name` explicit variables. parseEnv skips lines it cannot read; those are errors
 * here (a line of a quoted value spanning lines is not one).
 */
function readEnvFile(options, path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        return `--env-file ${path}: ${error.code === 'ENOENT' ? 'file not found' : error.message}`;
    }
    const entries = (0,external_node_util_.parseEnv)(text);
    const valueLines = new Set(Object.values(entries)
        .filter((value) => value.includes('\n'))
        .flatMap((value) => value.split('\n').map((line) => line.trim())));
    const lines = text.split(/\r?\n/);
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n].trim();
        if (line === '' || line.startsWith('#') || line.includes('=') || valueLines.has(line.replace(/["'`]$/, '')))
            continue;
        return `--env-file ${path}:${n + 1}: expected name=value`;
    }
    for (const [key, value] of Object.entries(entries)) {
        const match = ENV_NAME.exec(key);
        if (!match)
            return `--env-file ${path}: ${JSON.stringify(key)} is not a valid name (letters, digits, _ . -)`;
        const [, namespace, name] = match;
        (namespace === 'secrets' ? options.secrets : options.variables)[name] = value;
    }
}
function addFormats(options, value) {
    for (const name of value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)) {
        const canonical = canonicalFormat(name);
        if (!canonical)
            return `unknown report format ${JSON.stringify(name)}; known: ${[...Object.keys(FORMAT_FILES), ...Object.keys(FORMAT_ALIASES)].join(', ')}`;
        if (!options.formats.includes(canonical))
            options.formats.push(canonical);
    }
}
function integer(value, option, min, max, set) {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max)
        return `${option} takes a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`;
    set(Number(value));
}
const UNITS = {
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
function byteSize(value, set) {
    const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(value.trim());
    const unit = match ? UNITS[match[2].toLowerCase()] : undefined;
    if (!match || unit === undefined || Number(match[1]) * unit < 1)
        return `--max-body takes a size like 10485760, 512KiB or 10MiB, got ${JSON.stringify(value)}`;
    set(Math.floor(Number(match[1]) * unit));
}
function shard(options, value) {
    const match = /^(\d+)\/(\d+)$/.exec(value.trim());
    if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2]))
        return `--shard takes i/n with 1 ≤ i ≤ n (e.g. --shard 2/4), got ${JSON.stringify(value)}`;
    options.shard = { index: Number(match[1]), total: Number(match[2]) };
}

;// CONCATENATED MODULE: ./src/cli/help.ts
// The text of `assay --help`: usage, then the option table of options.ts section by section.


const HELP = `assay — run API test collections (YAML or JSON) and report the results.

Usage:
  assay -c <collection> [-c <collection> …] [options]
  assay merge <results.json …> -o <dir> [-f <formats>]   (see assay merge --help)

${SECTIONS.map((section) => `${section}:\n${helpSection(OPTIONS, section)}`).join('\n')}
Exit codes:
  0  every test passed
  1  at least one test failed or errored (tests depending on it are skipped),
     or the reports could not be written
  2  invalid invocation or invalid collection (also a --tags filter that matches
     no test): nothing was sent
  130, 143  interrupted by SIGINT / SIGTERM (reports hold what finished)

Examples:
  assay -c tests/ -o output
  assay -c api.yaml -v baseUrl=http://localhost:8080 -s token=$API_TOKEN -p -f html
      (report.html, results.json and junit.xml in ./${DEFAULT_OUTPUT})
  assay -c "$(cat collection.json)" -o output/results.json
  assay -c 'tests/**/*.yaml' -t smoke --bail
  assay -c tests/ --shard 2/4 -o output/shard-2
  assay merge output/shard-*/results.json -o output/all -f html,markdown
`;

;// CONCATENATED MODULE: ./src/cli/args.ts





/** Options of the original runner that assay does not take, with what to do instead. */
const RETIRED = {
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
/** The options before any argument: empty lists, flags off, and the table's defaults. */
function defaultOptions() {
    const empty = {
        collections: [],
        variables: {},
        secrets: {},
        formats: [],
        tags: [],
        parallel: false,
        insecure: false,
        followRedirects: true,
        bail: false,
        dryRun: false,
        debug: false,
    };
    // The numbers come from the table's defaults; applyDefaults sets every one of them.
    return applyDefaults(OPTIONS, empty);
}
function parseArgs(argv, context = {}) {
    if (argv[0] === 'merge')
        return { kind: 'merge', argv: argv.slice(1) };
    const options = defaultOptions();
    const parsed = parseOptions(argv, OPTIONS, options, {
        unknown: (name, known) => unknownOption(withoutValue(name), known),
        positional: (arg) => {
            const shown = withoutValue(arg);
            return `unexpected argument ${JSON.stringify(shown)}: collections are given with -c/--collections (e.g. -c ${quote(shown)})`;
        },
    });
    if (parsed.kind === 'help')
        return { kind: 'help', text: HELP };
    if (parsed.kind === 'version')
        return { kind: 'version', text: `assay ${VERSION}` };
    if (parsed.kind === 'error')
        return parsed;
    if (options.collections.length === 0) {
        return {
            kind: 'error',
            message: 'no collections given: pass one with -c/--collections <file|directory|glob|URL|text> (see --help)',
        };
    }
    // Asking for a number of tests in flight is asking for them to run in parallel.
    if (parsed.seen.has('--concurrency'))
        options.parallel = true;
    if (options.formats.length > 0 && options.output === undefined && context.defaultOutput !== undefined)
        options.output = context.defaultOutput;
    return { kind: 'run', options };
}
function unknownOption(name, known) {
    if (Object.hasOwn(RETIRED, name))
        return `${name} is an option of the original Testlemon runner that assay does not take: ${RETIRED[name]}`;
    const suggestion = closest(name, known);
    return `unknown option ${name}${suggestion ? ` (did you mean ${suggestion}?)` : ''}; see --help`;
}
/** An argument as messages may show it: `name=value` could be a secret, so only `name=…`. */
function withoutValue(arg) {
    const equals = arg.indexOf('=');
    return equals === -1 ? arg : `${arg.slice(0, equals + 1)}…`;
}
function quote(text) {
    return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/report/output-directory.ts
// The report directory (`-o`): made ready before anything is sent, so a path that cannot hold
// reports ends the run with one message instead of after it. Report files of an earlier run are
// removed first, so a run that breaks cannot leave a green report behind; only the files assay
// owns there (the fixed names of the formats, diagnostics.txt, and an `-o` file path) are removed.



const DIAGNOSTICS_FILE = 'diagnostics.txt';
/** The directory reports go to: `output` itself, or the directory of a `.json`/`.xml` file path. */
function reportDirectory(output) {
    const extension = (0,external_node_path_.extname)(output).toLowerCase();
    return extension === '.json' || extension === '.xml' ? (0,external_node_path_.dirname)(output) : output;
}
/** Makes the report directory ready to write to; a message for the user when it cannot be. */
async function prepareOutputDirectory(output) {
    const directory = reportDirectory(output);
    try {
        await makeDirectory((0,external_node_path_.resolve)(directory));
        const owned = [...Object.values(FORMAT_FILES), DIAGNOSTICS_FILE].map((name) => (0,external_node_path_.join)(directory, name));
        if (directory !== output)
            owned.push(output);
        for (const file of owned)
            await removeFile(file);
        await checkWritable(directory);
        return undefined;
    }
    catch (error) {
        return `assay: cannot write reports to ${directory}: ${plainReason(error)}\n`;
    }
}
/**
 * `mkdir -p` one level at a time: Node's recursive mkdir loops forever on some paths of special
 * file systems (`/proc/nope`), so the nearest existing ancestor is found first.
 */
async function makeDirectory(path) {
    const missing = [];
    for (let at = path;; at = (0,external_node_path_.dirname)(at)) {
        const found = await (0,promises_.stat)(at).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (found !== undefined) {
            if (!found.isDirectory())
                throw Object.assign(new Error(`${at} is not a directory`), { code: 'ENOTDIR' });
            break;
        }
        missing.unshift(at);
        if ((0,external_node_path_.dirname)(at) === at)
            break;
    }
    for (const directory of missing) {
        await (0,promises_.mkdir)(directory).catch((error) => {
            if (error.code !== 'EEXIST')
                throw error;
        });
    }
}
async function removeFile(path) {
    const found = await (0,promises_.stat)(path).catch(() => undefined);
    // Only files: a directory of the same name is the user's, and writing there will say so.
    if (found?.isFile())
        await (0,promises_.unlink)(path);
}
/** Creates and removes a probe file: a directory may exist and still refuse files (permissions, a read-only mount). */
async function checkWritable(directory) {
    const probe = (0,external_node_path_.join)(directory, `.assay-write-check-${process.pid}`);
    const file = await (0,promises_.open)(probe, 'wx');
    await file.close();
    await (0,promises_.rm)(probe, { force: true });
}
function plainReason(error) {
    const { code, message } = error;
    switch (code) {
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EROFS':
            return 'the file system is read-only';
        case 'ENOTDIR':
            return message.includes(' is not a directory') ? message : 'a part of the path is a file, not a directory';
        case 'ENOENT':
            return 'the path cannot be created there';
        case 'ENOSPC':
            return 'no space left on the device';
        default:
            return message;
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/model/values.ts
// How shared values are written, the same in the engine, the reports and every adapter.

/** Milliseconds to the microsecond, as every report gives timings. */
function roundMs(ms) {
    return Math.round(ms * 1000) / 1000;
}
/** `404 Not Found`: the code with its standard reason phrase, as people read it. */
function describeStatus(status, statusText) {
    const reason = statusText || external_node_http_.STATUS_CODES[status];
    return reason ? `${status} ${reason}` : String(status);
}
/** `1 error`, `2 errors`. */
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
/** The key `--shard-timings` durations are stored under: stable across runs of the same files. */
function testKey(collection, test) {
    return `${collection.file}::${test.id ?? '#' + test.index}`;
}
/** How a test is named in messages and reports: its name, else its id, else `METHOD url`. */
function describeTest(test) {
    return test.name ?? test.id ?? `${test.method} ${test.url.source}`;
}

;// CONCATENATED MODULE: ./src/report/results/document.ts
const RESULTS_SCHEMA_VERSION = 1;

;// CONCATENATED MODULE: ./src/report/secret-forms.ts
// The forms a secret takes once a server sends it back: escaped in JSON, percent-encoded, written as
// HTML entities or base64-encoded. Escapes are undone by decodeEscapes (keeping where each character
// came from), so a secret is then found as plain text, with any mix of escaped and unescaped
// characters; base64 and `+` for a space are extra literal forms of the secret.
/** Below this many characters a secret is masked only where it stands alone (see docs/secrets.md). */
const MIN_SECRET_LENGTH = 6;
/** Whether a text may hold an escape decodeEscapes undoes; most texts do not, and are searched as they are. */
const MAY_HOLD_ESCAPES = /[%\\&]/;
/** The literal forms a secret is searched for in decoded text. */
function secretForms(secret) {
    const forms = new Set([secret]);
    // Form encoding writes a space as `+`, which decoding keeps.
    if (secret.includes(' '))
        forms.add(secret.replaceAll(' ', '+'));
    if ([...secret].length >= MIN_SECRET_LENGTH)
        for (const form of base64Forms(secret))
            forms.add(form);
    return [...forms];
}
/** A regular expression source for one literal form; a short secret only as a whole token. */
function formPattern(form, short) {
    const literal = escapeRegExp(form);
    // The lookbehind comes after the literal so that it runs only where the literal matched.
    return short ? `${literal}(?<![A-Za-z0-9_]${literal})(?![A-Za-z0-9_])` : literal;
}
/** Matches `://` and the userinfo of a URL (`://bob:s3cret@` in `https://bob:s3cret@host/`). */
const URL_USERINFO = /:\/\/[^\s/?#@"'<>\\]+@/g;
const ESCAPE = /((?:%[0-9A-Fa-f]{2})+)|\\u([0-9A-Fa-f]{4})|\\(["\\/bfnrt])|&#[xX]0*([0-9A-Fa-f]{1,6});?|&#0*([0-9]{1,7});?|&([A-Za-z][A-Za-z0-9]{1,7});?/g;
const JSON_SHORT = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The text with percent-encoding (UTF-8, else Latin-1), JSON escapes and HTML entities undone, and
 * where each decoded character came from. Never longer than the original: every escape is longer
 * than what it stands for.
 */
function decodeEscapes(original) {
    const origins = new Int32Array(original.length + 1);
    const parts = [];
    let length = 0;
    let copied = 0;
    const push = (units, origin) => {
        parts.push(units);
        for (let i = 0; i < units.length; i++)
            origins[length++] = origin;
    };
    ESCAPE.lastIndex = 0;
    for (let match = ESCAPE.exec(original); match !== null; match = ESCAPE.exec(original)) {
        const at = match.index;
        const decoded = decodeOne(match);
        if (decoded === undefined)
            continue;
        parts.push(original.slice(copied, at));
        for (let i = copied; i < at; i++)
            origins[length++] = i;
        if (typeof decoded === 'string')
            push(decoded, at);
        else
            for (const [units, offset] of decoded)
                push(units, at + offset);
        copied = at + match[0].length;
    }
    if (copied === 0)
        return { text: original, origins: identity(origins) };
    parts.push(original.slice(copied));
    for (let i = copied; i < original.length; i++)
        origins[length++] = i;
    origins[length] = original.length;
    return { text: parts.join(''), origins };
}
/** One escape's characters, or for a run of percent-escapes each character with its offset in the run. */
function decodeOne(match) {
    const [, percent, unicode, short, hexEntity, decimalEntity, named] = match;
    if (percent !== undefined)
        return decodePercentRun(percent);
    if (unicode !== undefined)
        return String.fromCharCode(parseInt(unicode, 16));
    if (short !== undefined)
        return JSON_SHORT[short];
    const codePoint = hexEntity !== undefined ? parseInt(hexEntity, 16) : decimalEntity !== undefined ? Number(decimalEntity) : undefined;
    if (codePoint !== undefined)
        return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
    const character = NAMED_ENTITIES.get(named);
    return character === undefined ? undefined : character;
}
function decodePercentRun(run) {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++)
        bytes[i] = parseInt(run.slice(3 * i + 1, 3 * i + 3), 16);
    const characters = [];
    if (bytes.every((byte) => byte < 0x80)) {
        // ASCII, as most escapes in URLs are (`%20`, `%26`): no UTF-8 decoder needed.
        bytes.forEach((byte, i) => characters.push([String.fromCharCode(byte), 3 * i]));
        return characters;
    }
    let text;
    try {
        text = utf8.decode(bytes);
    }
    catch {
        // Not UTF-8: one character per byte, as Latin-1.
        bytes.forEach((byte, i) => characters.push([String.fromCharCode(byte), 3 * i]));
        return characters;
    }
    let byte = 0;
    for (const character of text) {
        characters.push([character, 3 * byte]);
        const codePoint = character.codePointAt(0);
        byte += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    }
    return characters;
}
function identity(origins) {
    for (let i = 0; i < origins.length; i++)
        origins[i] = i;
    return origins;
}
/**
 * The base64 (standard and URL-safe alphabet) of the secret at the three alignments it can have
 * inside a longer encoded text, cut to the characters that depend on the secret alone.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const forms = new Set();
    for (let shift = 0; shift < 3; shift++) {
        const total = shift + bytes.length;
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = [0, 2, 3][shift];
        const rest = total % 3;
        const end = Math.floor(total / 3) * 4 + (rest === 0 ? 0 : rest === 1 ? 1 : 2);
        const stable = encoded.slice(start, end);
        if (stable.length < MIN_SECRET_LENGTH)
            continue;
        forms.add(stable);
        forms.add(stable.replaceAll('+', '-').replaceAll('/', '_'));
    }
    return [...forms];
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** HTML's named entities for ASCII punctuation and Latin-1 (the ones servers and escapers write). */
const NAMED_ENTITIES = new Map([
    ['quot', '"'],
    ['amp', '&'],
    ['apos', "'"],
    ['lt', '<'],
    ['gt', '>'],
    ...'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
        .split(' ')
        .map((name, index) => [name, String.fromCharCode(0xa0 + index)]),
]);

;// CONCATENATED MODULE: ./src/report/redact.ts
// The one place where secrets are masked. Every reporter and the console go through it, so a
// secret (a --secrets value, the license, a `type: secret` capture) never reaches any output.

const MASK = '***';
/** Header values masked in every report whatever they hold, keeping an auth scheme visible. */
const SENSITIVE_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
/** New secrets are searched with a pattern of their own until they are this many, or as many as the older ones. */
const RECENT_LIMIT = 32;
class Redactor {
    #secrets = new Set();
    /**
     * The secrets' forms in two patterns: the settled ones and those added since. A run that learns a
     * new secret per test (a fresh Set-Cookie on every response) recompiles only the small recent
     * pattern each time, and merges it into the settled one when it has grown as large (amortised).
     */
    #settled = [];
    #recent = [];
    #settledPattern;
    #recentPattern;
    /** The recent pattern is built on the first `redact` after a change. */
    #stale = false;
    #maskUserinfo = false;
    /**
     * Registers a secret; returns false when it was already known or is empty. It is masked as itself
     * and in every encoding secret-forms.ts knows (JSON escapes, percent-encoding, HTML entities,
     * base64); one shorter than MIN_SECRET_LENGTH only where it stands alone.
     */
    add(secret) {
        if (secret === '' || this.#secrets.has(secret))
            return false;
        this.#secrets.add(secret);
        const short = [...secret].length < MIN_SECRET_LENGTH;
        // A secret that itself holds an escape (`p%41ss`) is found in text whose escapes were undone too.
        const decoded = decodeEscapes(secret).text;
        for (const value of new Set([secret, decoded, ...queryForms(secret)])) {
            for (const form of secretForms(value))
                this.#recent.push({ length: form.length, source: formPattern(form, short) });
        }
        if (this.#recent.length >= Math.max(RECENT_LIMIT, this.#settled.length)) {
            this.#settled.push(...this.#recent);
            this.#recent = [];
            this.#settledPattern = compile(this.#settled);
        }
        this.#stale = true;
        return true;
    }
    /** Masks the userinfo of every URL (`https://***@host/`), once a URL with credentials is known. */
    maskUrlUserinfo() {
        this.#maskUserinfo = true;
    }
    /** Whether any secret is known, i.e. whether `redact` can change anything. */
    get active() {
        return this.#secrets.size > 0 || this.#maskUserinfo;
    }
    /** The text with every secret masked; the same string when there is none in it. */
    redact(text) {
        if (this.#stale) {
            this.#stale = false;
            this.#recentPattern = this.#recent.length === 0 ? undefined : compile(this.#recent);
        }
        const patterns = [];
        if (this.#settledPattern !== undefined)
            patterns.push(this.#settledPattern);
        if (this.#recentPattern !== undefined)
            patterns.push(this.#recentPattern);
        let masked = patterns.length === 0 ? text : maskSecrets(text, patterns);
        if (this.#maskUserinfo && masked.includes('@'))
            masked = masked.replace(URL_USERINFO, `://${MASK}@`);
        return masked;
    }
    /** The headers with secrets and credentials masked; the same array when nothing needed masking. */
    redactHeaders(headers) {
        let masked;
        for (let i = 0; i < headers.length; i++) {
            const [name, value] = headers[i];
            const safe = SENSITIVE_HEADERS.has(name.toLowerCase()) ? maskCredential(value) : this.redact(value);
            if (safe !== value)
                (masked ??= headers.slice())[i] = [name, safe];
        }
        return masked ?? headers;
    }
}
/**
 * What a server that parses a query string makes of a secret placed in one unencoded
 * (`?p=Tr0ub4dor&3`): the pieces between `&`, `;` and `#`, and `+` read as a space. Pieces too short
 * to mask safely are left out.
 */
function queryForms(secret) {
    const forms = new Set();
    if (secret.includes('+'))
        forms.add(secret.replaceAll('+', ' '));
    for (const piece of secret.split(/[&;#]/)) {
        if (piece !== secret && piece.length >= MIN_SECRET_LENGTH)
            forms.add(piece).add(piece.replaceAll('+', ' '));
    }
    forms.delete(secret);
    return [...forms];
}
/** One pattern for the forms, longest first so a secret inside another is not masked only in part. */
function compile(sources) {
    sources.sort((a, b) => b.length - a.length);
    return new RegExp(sources.map((s) => s.source).join('|'), 'g');
}
/**
 * Masks every match of the patterns (the secrets' literal forms) in the text, or, when it may hold
 * escapes, in the text with its escapes undone: a match there masks the stretch of the original it
 * was decoded from. Matches of different patterns that overlap are masked as one.
 */
function maskSecrets(text, patterns) {
    const decoded = MAY_HOLD_ESCAPES.test(text) ? decodeEscapes(text) : undefined;
    const searched = decoded?.text ?? text;
    const ranges = [];
    for (const pattern of patterns) {
        pattern.lastIndex = 0;
        for (let match = pattern.exec(searched); match !== null; match = pattern.exec(searched)) {
            const end = match.index + match[0].length;
            ranges.push(decoded === undefined ? [match.index, end] : [decoded.origins[match.index], decoded.origins[end]]);
        }
    }
    if (ranges.length === 0)
        return text;
    if (patterns.length > 1)
        ranges.sort((a, b) => a[0] - b[0]);
    let result = '';
    let copied = 0;
    for (let i = 0; i < ranges.length; i++) {
        const start = ranges[i][0];
        let end = ranges[i][1];
        while (i + 1 < ranges.length && ranges[i + 1][0] < end)
            end = Math.max(end, ranges[++i][1]);
        if (start < copied)
            continue;
        result += text.slice(copied, start) + MASK;
        copied = end;
    }
    return result + text.slice(copied);
}
function maskCredential(value) {
    const scheme = /^(Bearer|Basic|Digest|Token|ApiKey)\s+/i.exec(value);
    return scheme ? `${scheme[0]}${MASK}` : MASK;
}

;// CONCATENATED MODULE: ./src/report/results/records.ts

/** A collection's entry in results.json without its tests, totals and duration. */
function collectionHead(collection, redactor) {
    return {
        // A collection fetched from a URL may carry a token in its address.
        name: redactor.redact(collection.name),
        file: redactor.redact(collection.file),
        ...(collection.metadata === undefined ? {} : { metadata: collection.metadata }),
    };
}
/**
 * A test's record in results.json. It shares what it can with the result and the definition
 * rather than copying it; only what redaction changes is copied.
 */
function testRecord(definition, result, redactor) {
    // One shape for every record (absent values are undefined, which JSON leaves out).
    return {
        index: definition.index,
        iteration: result.iteration,
        id: definition.id,
        // A URL may be written with its credentials (`https://bob:s3cret@host/`).
        urlTemplate: redactor.active ? redactor.redact(definition.url.source) : definition.url.source,
        method: definition.method,
        tags: definition.tags,
        dependsOn: definition.dependsOn,
        metadata: definition.metadata,
        line: definition.position.line,
        column: definition.position.column,
        name: redactor.redact(result.name),
        outcome: result.outcome,
        validators: redactValidators(result.validators, redactor),
        captures: redactCaptures(result.captures, redactor),
        request: result.request && redactRequest(result.request, redactor),
        response: result.response && redactResponse(result.response, redactor),
        timings: result.timings,
        error: result.error === undefined ? undefined : redactor.redact(result.error),
        errorCode: result.errorCode,
        reason: result.reason === undefined ? undefined : redactor.redact(result.reason),
        lane: result.lane,
    };
}
function redactValidators(validators, redactor) {
    if (!redactor.active)
        return validators;
    return validators.map((v) => {
        const expected = redactor.redact(v.expected), actual = redactor.redact(v.actual), message = redactor.redact(v.message);
        return expected === v.expected && actual === v.actual && message === v.message
            ? v
            : { ...v, expected, actual, message };
    });
}
function redactCaptures(captures, redactor) {
    if (captures.length === 0)
        return captures;
    return captures.map((c) => {
        if (c.value === undefined)
            return c;
        const value = c.type === 'secret' ? MASK : redactor.redact(c.value);
        return value === c.value ? c : { ...c, value };
    });
}
function redactRequest(request, redactor) {
    const url = redactor.redact(request.url);
    const headers = redactor.redactHeaders(request.headers);
    const body = request.body === undefined ? undefined : redactor.redact(request.body);
    if (url === request.url && headers === request.headers && body === request.body)
        return request;
    return { method: request.method, url, headers, body };
}
function redactResponse(response, redactor) {
    const headers = redactor.redactHeaders(response.headers);
    const body = response.body === undefined ? undefined : redactor.redact(response.body);
    if (headers === response.headers && body === response.body)
        return response;
    return { ...response, headers, body };
}
function optionsRecord(o, redactor) {
    return {
        collections: o.collections.map((c) => (c.includes('\n') ? '<inline>' : redactor.redact(c))),
        variables: Object.fromEntries(Object.entries(o.variables).map(([k, v]) => [k, redactor.redact(v)])),
        secrets: Object.keys(o.secrets),
        tags: o.tags,
        parallel: o.parallel,
        concurrency: o.concurrency,
        repeats: o.repeats,
        delayMs: o.delayMs,
        timeoutMs: o.timeoutMs,
        maxBodyBytes: o.maxBodyBytes,
        insecure: o.insecure,
        followRedirects: o.followRedirects,
        bail: o.bail,
        formats: o.formats,
    };
}

;// CONCATENATED MODULE: ./src/report/results/totals.ts

function emptyTotals() {
    return { total: 0, passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
}
function countOutcome(totals, outcome) {
    totals.total++;
    totals[outcome]++;
}
function addTotals(into, from) {
    for (const key of Object.keys(into))
        into[key] += from[key];
}
function totalsOf(tests) {
    const totals = emptyTotals();
    for (const test of tests)
        countOutcome(totals, test.outcome);
    return totals;
}
/** Wall time the tests spanned, first start to last end; 0 when none has timings. */
function spanOf(tests) {
    let first = Infinity;
    let last = 0;
    for (const { timings } of tests) {
        if (!timings)
            continue;
        first = Math.min(first, timings.startMs);
        last = Math.max(last, timings.startMs + timings.totalMs);
    }
    return first === Infinity ? 0 : roundMs(last - first);
}

;// CONCATENATED MODULE: ./src/report/results/results-writer.ts
// Writes results.json while the run goes: each test's record is masked, put in its place (a
// collection's tests in declared order, iteration by iteration) and written as soon as every test
// before it is written. What stays in memory is a collection's running totals and the records of
// tests that finished ahead of an earlier one (at most about the number in flight, more only when
// dependencies reorder a collection). Since a collection's totals and the run's end are known only
// afterwards, they follow the tests: the members are in another order than `JSON.stringify` of the
// document would give, with the same content (see docs/reports.md).







/** Text is gathered into writes of about this many characters, */
const WRITE_CHUNK = 64 * 1024;
/** but held back no longer than this, so the file shows a slow run's progress. */
const FLUSH_AFTER_MS = 100;
class ResultsJsonWriter {
    #path;
    #redactor;
    #sink;
    #file;
    #failure;
    #chunk = '';
    #timer;
    #start;
    #collections = [];
    /** The collection being written; those before it are complete. */
    #current = -1;
    constructor(path, redactor, sink) {
        this.#path = path;
        this.#redactor = redactor;
        this.#sink = sink;
    }
    async start(start) {
        this.#start = start;
        this.#file = (0,external_node_fs_.createWriteStream)(this.#path);
        this.#file.on('error', (error) => (this.#failure ??= error));
        await (0,external_node_events_.once)(this.#file, 'open');
        this.#collections = start.collections.map((collection, c) => ({
            head: collectionHead(collection, this.#redactor),
            durationMs: 0,
            totals: emptyTotals(),
            first: Infinity,
            last: 0,
            planned: start.plannedTests[c] ?? [],
            iteration: 1,
            at: 0,
            waiting: new Map(),
            written: 0,
        }));
        const head = { schemaVersion: RESULTS_SCHEMA_VERSION, tool: { name: 'assay', version: VERSION } };
        this.#write(`${withoutClosingBrace(JSON.stringify(head, null, 2), 0)},\n  "collections": [`);
        this.#flush();
    }
    add(result) {
        const start = this.#start;
        const progress = this.#collections[result.collection];
        countOutcome(progress.totals, result.outcome);
        if (result.timings) {
            progress.first = Math.min(progress.first, result.timings.startMs);
            progress.last = Math.max(progress.last, result.timings.startMs + result.timings.totalMs);
        }
        while (this.#current < result.collection)
            this.#openCollection(this.#current + 1);
        const record = testRecord(start.collections[result.collection].tests[result.test], result, this.#redactor);
        const written = [JSON.stringify(record), this.#sink?.piece(result.collection, record) ?? ''];
        if (result.iteration === progress.iteration && result.test === progress.planned[progress.at]) {
            this.#writeTest(progress, written);
            this.#advance(progress);
            for (let next = this.#nextKey(progress); progress.waiting.has(next); next = this.#nextKey(progress)) {
                this.#writeTest(progress, progress.waiting.get(next));
                progress.waiting.delete(next);
                this.#advance(progress);
            }
        }
        else {
            progress.waiting.set(`${result.iteration}:${result.test}`, written);
        }
        if (this.#chunk.length >= WRITE_CHUNK)
            this.#flush();
        else
            this.#timer ??= setTimeout(() => this.#flush(), FLUSH_AFTER_MS).unref();
    }
    /** Completes the file and returns what it holds besides the tests; rejects with the first write error. */
    async finish(summary) {
        const start = this.#start;
        while (this.#current < this.#collections.length - 1)
            this.#openCollection(this.#current + 1);
        this.#closeCollection();
        const totals = emptyTotals();
        for (const progress of this.#collections)
            addTotals(totals, progress.totals);
        const run = {
            startedAt: summary.startedAt,
            finishedAt: new Date(Date.parse(summary.startedAt) + summary.durationMs).toISOString(),
            durationMs: roundMs(summary.durationMs),
            options: optionsRecord(start.options, this.#redactor),
            ...(summary.interrupted ? { interrupted: summary.interrupted } : {}),
            ...(start.options.shard ? { shard: start.options.shard } : {}),
        };
        const tail = JSON.stringify({ run, totals }, null, 2).slice(1);
        this.#write(`${this.#collections.length === 0 ? ']' : '\n  ]'},${tail}\n`);
        this.#flush();
        this.#file.end();
        await (0,external_node_events_.once)(this.#file, 'close').catch(() => undefined);
        if (this.#failure)
            throw this.#failure;
        return {
            schemaVersion: RESULTS_SCHEMA_VERSION,
            tool: { name: 'assay', version: VERSION },
            run,
            totals,
            collections: this.#collections.map((p) => ({ ...p.head, totals: p.totals, durationMs: p.durationMs })),
        };
    }
    #nextKey(progress) {
        return `${progress.iteration}:${progress.planned[progress.at]}`;
    }
    #advance(progress) {
        if (++progress.at < progress.planned.length)
            return;
        progress.at = 0;
        progress.iteration++;
    }
    #openCollection(c) {
        this.#closeCollection();
        this.#current = c;
        const head = this.#collections[c].head;
        const text = withoutClosingBrace(JSON.stringify(head, null, 2).replaceAll('\n', '\n    '), 4);
        this.#write(`${c === 0 ? '' : ','}\n    ${text},\n      "tests": [`);
    }
    /** Writes what is left of the current collection (tests an interrupt left waiting) and its totals. */
    #closeCollection() {
        if (this.#current < 0)
            return;
        const progress = this.#collections[this.#current];
        const left = [...progress.waiting].sort(([a], [b]) => compareKeys(a, b));
        for (const [, written] of left)
            this.#writeTest(progress, written);
        progress.waiting.clear();
        const durationMs = progress.first === Infinity ? 0 : roundMs(progress.last - progress.first);
        progress.durationMs = durationMs;
        const tail = JSON.stringify({ totals: progress.totals, durationMs }, null, 2).replaceAll('\n', '\n    ').slice(1);
        this.#write(`${progress.written === 0 ? ']' : '\n      ]'},${tail}`);
    }
    #writeTest(progress, [line, piece]) {
        this.#write(`${progress.written++ === 0 ? '' : ','}\n        ${line}`);
        this.#sink?.write(this.#current, piece);
    }
    #write(text) {
        this.#chunk += text;
    }
    /** Writes are not awaited (events are synchronous); a disk slower than the API is the only way they queue. */
    #flush() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        if (this.#chunk === '' || this.#failure)
            return;
        this.#file.write(this.#chunk);
        this.#chunk = '';
    }
    get path() {
        return this.#path;
    }
}
function compareKeys(a, b) {
    const [ai, at] = a.split(':').map(Number);
    const [bi, bt] = b.split(':').map(Number);
    return ai - bi || at - bt;
}
/** `{ … \n}` without its closing line, so more members can follow. */
function withoutClosingBrace(json, indentation) {
    return json.slice(0, json.length - indentation - 2);
}

;// CONCATENATED MODULE: ./src/report/results/stored-results.ts
// A results.json that assay wrote, read back without holding its tests: everything but the tests
// is read at once, and each collection's `tests` are read from the file when asked for, and not
// kept. The formats built after a run (HTML, CTRF, Xray, Markdown, Testlemon) read it this way, so
// a run's memory does not grow with its number of tests. It relies on the layout both writers of
// results.json use: one test per line, indented by eight spaces.


const READ_CHUNK = 1024 * 1024;
const NEWLINE = 0x0a;
/** A test line starts with eight spaces and `{`. */
const TEST_LINE = Buffer.from('        {');
const TESTS_KEY = /^ {6}"tests": \[/;
async function openStoredResults(path) {
    const ranges = [];
    let skeleton = '';
    const file = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.allocUnsafe(READ_CHUNK);
        let carry = Buffer.alloc(0);
        let offset = 0; // file offset of carry[0]
        for (;;) {
            const { bytesRead } = await file.read(buffer, 0, READ_CHUNK, null);
            const data = bytesRead === 0 ? carry : Buffer.concat([carry, buffer.subarray(0, bytesRead)]);
            let lineStart = 0;
            for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, lineStart)) {
                const line = data.subarray(lineStart, newline);
                const at = offset + lineStart;
                if (line.subarray(0, TEST_LINE.length).equals(TEST_LINE)) {
                    const range = ranges.at(-1);
                    if (range === undefined)
                        throw new Error(`${path}: a test line outside a collection`);
                    if (range.start === range.end)
                        range.start = at;
                    range.end = at + line.length + 1;
                }
                else {
                    const text = line.toString('utf8');
                    if (TESTS_KEY.test(text))
                        ranges.push({ start: at, end: at });
                    skeleton += `${text}\n`;
                }
                lineStart = newline + 1;
            }
            if (bytesRead === 0) {
                skeleton += data.subarray(lineStart).toString('utf8');
                break;
            }
            offset += lineStart;
            carry = data.subarray(lineStart);
        }
    }
    finally {
        await file.close();
    }
    const doc = JSON.parse(skeleton);
    // Read again on each access and not kept (a cache of parsed collections was measured: it saved
    // little time, as the formats spend most of theirs rendering, and cost memory).
    doc.collections = doc.collections.map((collection, c) => lazyTests(collection, () => readTests(path, ranges[c])));
    return doc;
}
function lazyTests(collection, read) {
    const { tests: _, ...rest } = collection;
    return Object.defineProperty(rest, 'tests', { enumerable: true, get: read });
}
function readTests(path, { start, end }) {
    if (end === start)
        return [];
    const bytes = Buffer.allocUnsafe(end - start);
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        let read = 0;
        while (read < bytes.length) {
            const n = (0,external_node_fs_.readSync)(fd, bytes, read, bytes.length - read, start + read);
            if (n === 0)
                throw new Error(`${path} changed while it was read`);
            read += n;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    // The lines are the array's items as written, commas included.
    return JSON.parse(`[${bytes.toString('utf8')}]`);
}

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
;// CONCATENATED MODULE: ./src/report/wording/labels.ts
const OUTCOME_LABELS = {
    passed: 'passed',
    failed: 'failed',
    errored: 'errored',
    skipped: 'skipped',
    notRun: 'not run',
};
/** The order outcomes are listed in summaries: the ones needing attention first. */
const OUTCOME_ORDER = ['failed', 'errored', 'passed', 'skipped', 'notRun'];
/** Why a test did not run, without the `skipped:` / `not run:` lead-in the reports label themselves. */
function reasonText(reason) {
    return (reason ?? 'no reason given').replace(/^(skipped|not run):\s*/i, '');
}
/** A test's name, with its iteration when the run repeated its tests: `Create user (iteration 2)`. */
function testLabel(test, repeated) {
    return repeated ? `${test.name} (iteration ${test.iteration})` : test.name;
}
/** A run fails when a test failed or errored, or when it was interrupted. */
function isFailedRun(totals, interrupted) {
    return totals.failed + totals.errored > 0 || Boolean(interrupted);
}

;// CONCATENATED MODULE: ./src/report/wording/failure-reasons.ts


/** One line per reason the test did not pass; empty for a passing test. */
function failureReasons(test) {
    switch (test.outcome) {
        case 'passed':
            return [];
        case 'errored':
            return [errorReason(test)];
        case 'skipped':
        case 'notRun':
            return [reasonText(test.reason)];
        case 'failed': {
            const reasons = [...failedValidators(test).map((validator) => validator.message), ...captureFailures(test)];
            return reasons.length > 0 ? reasons : ['failed'];
        }
    }
}
/** The first reason, for one-line listings (the console recap, the summary's failure headings). */
function firstFailureReason(test) {
    return failureReasons(test)[0] ?? '';
}
/**
 * The reasons with their evidence, for reports that show a detail block (JUnit's failure text,
 * CTRF's trace): a failed validator's expected and actual values below its message.
 */
function failureDetails(test) {
    if (test.outcome !== 'failed')
        return failureReasons(test);
    return [
        ...failedValidators(test).map((validator) => `${validator.message}\n  expected: ${validator.expected}\n  actual:   ${validator.actual}`),
        ...captureFailures(test),
    ];
}
/**
 * A short name for the kind of failure, for fields that classify (JUnit's `type`): the first failed
 * validator's name, `context` for a capture, the error code, or `skipped` / `not run`.
 */
function failureKind(test) {
    switch (test.outcome) {
        case 'passed':
            return undefined;
        case 'errored':
            return test.errorCode ?? 'error';
        case 'skipped':
            return 'skipped';
        case 'notRun':
            return 'not run';
        case 'failed':
            return failedValidators(test)[0]?.name ?? (unmatchedCaptures(test).length > 0 ? 'context' : 'failed');
    }
}
/**
 * Where to point a person at in the collection: the first failed validator or unmatched capture
 * that has a position, else the test itself (`testPosition`).
 */
function failurePosition(test, testPosition) {
    if (test.outcome !== 'failed')
        return testPosition;
    const first = [...failedValidators(test), ...unmatchedCaptures(test)].find((item) => item.position !== undefined);
    return first?.position ?? testPosition;
}
/** The reasons of a failed test that are unmatched captures (reports that tabulate validators list these apart). */
function captureFailures(test) {
    return test.outcome === 'failed' ? unmatchedCaptures(test).map((capture) => captureReason(capture, test)) : [];
}
function errorReason(test) {
    const error = test.error ?? 'the request could not be completed';
    return test.errorCode ? `${test.errorCode}: ${error}` : error;
}
function captureReason(capture, test) {
    const response = test.response ? `${describeStatus(test.response.status, test.response.statusText)} ` : '';
    const where = capture.source ? `response's ${capture.source}` : 'response body';
    const why = capture.problem ?? `found no match in the ${response}${where}`;
    return `context ${capture.name}: pattern ${JSON.stringify(capture.pattern)} ${why}`;
}
function failedValidators(test) {
    return test.validators.filter((validator) => !validator.pass);
}
function unmatchedCaptures(test) {
    return test.captures.filter((capture) => !capture.matched);
}

;// CONCATENATED MODULE: ./src/report/formats/junit.ts


/** The report as a sequence of text pieces (a test case each), to be written as a stream. */
function* junitXml(doc) {
    const repeated = doc.run.options.repeats > 1;
    yield junitHead(doc);
    for (const collection of doc.collections) {
        yield suiteHead(collection, doc.run.startedAt);
        const suite = attr(collection.name);
        const file = attr(collection.file);
        for (const test of collection.tests)
            yield testcaseLine(test, suite, file, repeated);
        yield SUITE_TAIL;
    }
    yield JUNIT_TAIL;
}
const SUITE_TAIL = '  </testsuite>\n';
const JUNIT_TAIL = '</testsuites>\n';
function junitHead(doc) {
    const t = doc.totals;
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="assay" tests="${t.total}" failures="${t.failed}" errors="${t.errored}" skipped="${t.skipped + t.notRun}" time="${seconds(doc.run.durationMs)}" timestamp="${doc.run.startedAt}">\n`);
}
function suiteHead(collection, startedAt) {
    const c = collection.totals;
    return `  <testsuite name="${attr(collection.name)}" tests="${c.total}" failures="${c.failed}" errors="${c.errored}" skipped="${c.skipped + c.notRun}" time="${seconds(collection.durationMs)}" timestamp="${startedAt}" file="${attr(collection.file)}">\n`;
}
/** A test case and its line break, for a suite of this name and file (as written in the collection). */
function testcaseLine(test, suite, file, repeated) {
    return `${testcase(test, suite, file, repeated)}\n`;
}
/** Escapes a value for an attribute once, so a suite's name and file are escaped once per suite. */
function junitAttribute(value) {
    return attr(value);
}
/** `suite` and `file` come already escaped: they are the same for every test of a suite. */
function testcase(test, suite, file, repeated) {
    // A failed test points at its failing validator (or capture), so CI annotations land on that line.
    const { line } = failurePosition(test, test);
    const open = `    <testcase classname="${suite}" name="${attr(testLabel(test, repeated))}" time="${seconds(test.timings?.totalMs ?? 0)}" file="${file}" line="${line}"`;
    const inner = [];
    if (test.outcome === 'failed') {
        const message = failureReasons(test).join('; ');
        const details = failureDetails(test).join('\n');
        inner.push(`      <failure message="${attr(message)}" type="${attr(failureKind(test))}">${junit_text(details)}</failure>`);
    }
    else if (test.outcome === 'errored') {
        const message = failureReasons(test).join('; ');
        inner.push(`      <error message="${attr(message)}" type="${attr(failureKind(test))}">${junit_text(message)}</error>`);
    }
    else if (test.outcome === 'skipped' || test.outcome === 'notRun') {
        inner.push(`      <skipped message="${attr(failureReasons(test).join('; '))}"/>`);
    }
    if (test.request) {
        const status = test.response ? `${test.response.status} ${test.response.statusText}` : 'no response';
        inner.push(`      <system-out>${junit_text(`${test.request.method} ${test.request.url} → ${status}`)}</system-out>`);
    }
    return inner.length === 0 ? `${open}/>` : `${open}>\n${inner.join('\n')}\n    </testcase>`;
}
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}
/** XML 1.0 cannot carry most control characters even escaped: drop them. */
function clean(value) {
    return (value
        // eslint-disable-next-line no-control-regex
        .replace(/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g, '')
        .replace(/[\uD800-\uDFFF]/g, (c, i, s) => (isPaired(s, i) ? c : '\uFFFD')));
}
function isPaired(s, i) {
    const code = s.charCodeAt(i);
    return code < 0xdc00 ? (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 : (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}
/** Any character `text` or `attr` would change; most values have none, and skip the replacing. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[\x00-\x1F&<>"\uD800-\uDFFF\uFFFE\uFFFF]/;
function junit_text(value) {
    if (!NEEDS_ESCAPING.test(value))
        return value;
    return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function attr(value) {
    if (!NEEDS_ESCAPING.test(value))
        return value;
    return junit_text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

;// CONCATENATED MODULE: ./src/report/formats/junit-writer.ts
// junit.xml of a run, written while tests finish: each test case goes to a spool file as its record
// is written to results.json; when the run ends, junit.xml is the head (whose totals are known only
// then), and each suite's head followed by its test cases copied from the spool.







const junit_writer_WRITE_CHUNK = 64 * 1024;
class JunitWriter {
    #path;
    #spoolPath;
    #spool;
    #failure;
    #chunk = '';
    #bytes = 0;
    /** Per collection: its escaped name and file, and the spool's bytes holding its test cases. */
    #suites = [];
    #repeated = false;
    constructor(path) {
        this.#path = path;
        this.#spoolPath = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `assay-junit-${process.pid}-${Date.now()}.part`);
    }
    async start(start, heads) {
        this.#repeated = start.options.repeats > 1;
        this.#suites = heads.map((head) => ({
            name: junitAttribute(head.name),
            file: junitAttribute(head.file),
            start: -1,
            end: -1,
        }));
        this.#spool = (0,external_node_fs_.createWriteStream)(this.#spoolPath);
        this.#spool.on('error', (error) => (this.#failure ??= error));
        await (0,external_node_events_.once)(this.#spool, 'open');
    }
    piece(collection, record) {
        const suite = this.#suites[collection];
        return testcaseLine(record, suite.name, suite.file, this.#repeated);
    }
    write(collection, piece) {
        const suite = this.#suites[collection];
        if (suite.start === -1)
            suite.start = this.#bytes;
        this.#bytes += Buffer.byteLength(piece);
        suite.end = this.#bytes;
        this.#chunk += piece;
        if (this.#chunk.length >= junit_writer_WRITE_CHUNK)
            this.#flush();
    }
    async finish(envelope) {
        try {
            this.#flush();
            this.#spool.end();
            await (0,external_node_events_.once)(this.#spool, 'close');
            if (this.#failure)
                throw this.#failure;
            const out = (0,external_node_fs_.createWriteStream)(this.#path);
            const write = async (text) => {
                if (!out.write(text))
                    await (0,external_node_events_.once)(out, 'drain');
            };
            await (0,external_node_events_.once)(out, 'open');
            await write(junitHead(envelope));
            for (const [c, collection] of envelope.collections.entries()) {
                await write(suiteHead(collection, envelope.run.startedAt));
                const { start, end } = this.#suites[c];
                if (start !== -1 && end > start)
                    await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(this.#spoolPath, { start, end: end - 1 }), out, { end: false });
                await write(SUITE_TAIL);
            }
            out.end(JUNIT_TAIL);
            await (0,external_node_events_.once)(out, 'close');
        }
        finally {
            await (0,promises_.rm)(this.#spoolPath, { force: true });
        }
    }
    /** Removes the spool when the run ends without `finish`. */
    async discard() {
        this.#spool?.destroy();
        await (0,promises_.rm)(this.#spoolPath, { force: true });
    }
    #flush() {
        if (this.#chunk === '' || this.#failure)
            return;
        this.#spool.write(this.#chunk);
        this.#chunk = '';
    }
}

;// CONCATENATED MODULE: ./src/report/results/results-json.ts
function* resultsJson(doc) {
    const { collections, ...envelope } = doc;
    yield `${results_json_withoutClosingBrace(JSON.stringify(envelope, null, 2), 0)},\n  "collections": [`;
    for (let c = 0; c < collections.length; c++) {
        const { tests, ...collection } = collections[c];
        const head = results_json_withoutClosingBrace(indent(JSON.stringify(collection, null, 2), '    '), 4);
        yield `${c === 0 ? '' : ','}\n    ${head},\n      "tests": [`;
        for (let t = 0; t < tests.length; t++)
            yield `${t === 0 ? '' : ','}\n        ${JSON.stringify(tests[t])}`;
        yield tests.length === 0 ? ']\n    }' : '\n      ]\n    }';
    }
    yield collections.length === 0 ? ']\n}\n' : '\n  ]\n}\n';
}
/** Indents every line after the first (JSON text has line breaks only between its tokens). */
function indent(json, by) {
    return json.replaceAll('\n', `\n${by}`);
}
/** `{ … \n}` without its closing line, so more members can follow. */
function results_json_withoutClosingBrace(json, indentation) {
    return json.slice(0, json.length - indentation - 2);
}

;// CONCATENATED MODULE: ./src/report/formats/json-pieces.ts
// A pretty-printed JSON document (as `JSON.stringify(value, null, 2)` writes it) whose one large
// array is given as an iterable and written item by item, so the whole document is never held.
// `value` holds STREAMED where the array goes.
const STREAMED = '\u0000assay-streamed-items\u0000';
/** `after` is appended (a final newline, say). */
function* prettyJsonPieces(value, items, after = '') {
    const text = JSON.stringify(value, null, 2);
    const marker = JSON.stringify(STREAMED);
    const at = text.indexOf(marker);
    if (at === -1)
        throw new Error('prettyJsonPieces: the value has no STREAMED placeholder');
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const indent = /^ */.exec(text.slice(lineStart))[0];
    const itemIndent = `${indent}  `;
    yield `${text.slice(0, at)}[`;
    let first = true;
    for (const item of items) {
        const json = JSON.stringify(item, null, 2).replaceAll('\n', `\n${itemIndent}`);
        yield `${first ? '' : ','}\n${itemIndent}${json}`;
        first = false;
    }
    yield `${first ? ']' : `\n${indent}]`}${text.slice(at + marker.length)}${after}`;
}
/** The pieces as one string, for callers that want the whole text (tests, small documents). */
function json_pieces_joined(pieces) {
    let text = '';
    for (const piece of pieces)
        text += piece;
    return text;
}

;// CONCATENATED MODULE: ./src/report/formats/testlemon.ts


function renderTestlemon(doc) {
    return joined(testlemonPieces(doc));
}
/** The result as text pieces, a collection each: a large run is never held as one document. */
function* testlemonPieces(doc) {
    if (doc.collections.length === 1) {
        yield `${JSON.stringify(collectionResult(doc.collections[0], doc.run.startedAt), null, 2)}\n`;
        return;
    }
    yield* prettyJsonPieces(STREAMED, doc.collections.map((c) => ({ toJSON: () => collectionResult(c, doc.run.startedAt) })), '\n');
}
function collectionResult(collection, startedAt) {
    const all = collection.tests;
    const tests = all.map((t) => testResult(t, startedAt));
    const average = (pick) => timeSpan(all.reduce((sum, t) => sum + pick(t), 0) / Math.max(1, all.length));
    return {
        name: collection.name,
        isValid: tests.every((t) => t.isValid),
        testsResults: tests,
        metadata: collection.metadata ?? null,
        averageTtfb: average((t) => t.timings?.ttfbMs ?? 0),
        averageContentDownloadTime: average((t) => (t.timings ? t.timings.totalMs - t.timings.ttfbMs : 0)),
        averageTotalDuration: average((t) => t.timings?.totalMs ?? 0),
        totalDuration: timeSpan(collection.durationMs),
    };
}
function testResult(test, startedAt) {
    const headers = (test.request?.headers ?? []).map(([k, v]) => `${k}: ${v}`);
    const body = test.request?.body ?? null;
    const response = test.response;
    const timings = test.timings;
    return {
        test: {
            id: test.id ?? null,
            name: test.name,
            dependsOn: test.dependsOn[0] ?? null,
            url: test.request?.url ?? test.urlTemplate,
            method: test.method.charAt(0) + test.method.slice(1).toLowerCase(),
            body,
            bodySize: body === null ? 0 : Buffer.byteLength(body),
            tags: test.tags,
            headers,
            headersSize: headers.reduce((sum, h) => sum + Buffer.byteLength(h), 0),
            validators: test.validators.map((v) => ({ [v.name]: v.expected })),
            context: test.captures.map((c) => ({
                name: c.name,
                type: c.type === 'secret' ? 'Secret' : 'Variable',
                pattern: c.pattern,
            })),
            metadata: test.metadata ?? null,
        },
        response: {
            isSuccessStatusCode: response !== undefined && response.status >= 200 && response.status <= 299,
            statusCode: response?.status ?? -1,
            createdDate: timings
                ? new Date(Date.parse(startedAt) + timings.startMs + timings.totalMs).toISOString()
                : '0001-01-01T00:00:00+00:00',
            ttfb: timeSpan(timings?.ttfbMs ?? 0),
            contentDownloadTime: timeSpan(timings ? timings.totalMs - timings.ttfbMs : 0),
            totalDuration: timeSpan(timings?.totalMs ?? 0),
            headers: (response?.headers ?? []).map(([key, value]) => ({ key, values: [value] })),
            headersSize: (response?.headers ?? []).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(v), 0),
            body: response?.body ?? null,
            bodySize: response?.bodyBytes ?? 0,
        },
        isValid: test.outcome === 'passed',
        // Not in the original's shape (it had no capture failures, errors or skips to explain): added so
        // this report also says why a test did not pass.
        reasons: failureReasons(test),
        validators: test.validators.map((v) => ({
            validator: { name: v.name, value: v.expected },
            result: { isSuccessful: v.pass, value: v.actual, message: v.pass ? '' : v.message, items: [] },
        })),
    };
}
/** .NET TimeSpan "c" format: hh:mm:ss.fffffff. */
function timeSpan(ms) {
    const ticks = Math.max(0, Math.round(ms * 10_000));
    const totalSeconds = Math.floor(ticks / 10_000_000);
    const fraction = String(ticks % 10_000_000).padStart(7, '0');
    const h = String(Math.floor(totalSeconds / 3600)).padStart(2, '0');
    const m = String(Math.floor((totalSeconds % 3600) / 60)).padStart(2, '0');
    const s = String(totalSeconds % 60).padStart(2, '0');
    return `${h}:${m}:${s}.${fraction}`;
}

;// CONCATENATED MODULE: ./src/report/formats/html/escape.ts
// Escaping for text placed in HTML (also used by the Markdown summary, which may hold HTML).
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);
}

;// CONCATENATED MODULE: ./src/report/formats/html/format.ts
// Small formatting helpers shared by the human-readable reports (HTML and Markdown).
/** `0.4 ms`, `12 ms`, `1.25 s`, `2 min 5 s`. */
function formatDuration(ms) {
    if (ms < 10)
        return `${Math.round(ms * 10) / 10} ms`;
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
    const minutes = Math.floor(ms / 60_000);
    return `${minutes} min ${Math.round((ms - minutes * 60_000) / 1000)} s`;
}
/** `2026-03-01 10:00:00 UTC` from an ISO timestamp (kept as is when it does not parse). */
function readableTime(iso) {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

;// CONCATENATED MODULE: ./src/report/formats/html/script.ts
// The HTML report's inline script: outcome filters, text search, and opening the test a link
// (e.g. a timeline bar) points to. The page is complete without it; the controls it drives
// stay hidden when scripts are off.
const REPORT_SCRIPT = `
(() => {
  const toolbar = document.getElementById('toolbar');
  const search = document.getElementById('search');
  const shown = document.getElementById('shown');
  const boxes = Array.from(toolbar.querySelectorAll('input[type=checkbox]'));
  const tests = Array.from(document.querySelectorAll('details.test'));
  const texts = tests.map((test) => test.querySelector('summary').textContent.toLowerCase());
  const sections = Array.from(document.querySelectorAll('section.collection')).map((section) => ({
    tests: Array.from(section.querySelectorAll('details.test')),
    empty: section.querySelector('.empty'),
  }));
  toolbar.hidden = false;

  function apply() {
    const outcomes = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    const query = search.value.trim().toLowerCase();
    let count = 0;
    tests.forEach((test, i) => {
      const visible = outcomes.has(test.dataset.outcome) && (query === '' || texts[i].includes(query));
      if (test.hidden === visible) test.hidden = !visible;
      if (visible) count += 1;
    });
    for (const section of sections) section.empty.hidden = section.tests.some((test) => !test.hidden);
    shown.textContent = count === tests.length ? 'showing all ' + count + ' tests' : 'showing ' + count + ' of ' + tests.length + ' tests';
  }

  function openTarget() {
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target || !target.matches('details.test')) return;
    target.hidden = false;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  }

  for (const box of boxes) box.addEventListener('change', apply);
  search.addEventListener('input', apply);
  window.addEventListener('hashchange', openTarget);
  apply();
  openTarget();
})();
`;

;// CONCATENATED MODULE: ./src/report/formats/html/style.ts
// The HTML report's inline stylesheet (the page loads nothing from elsewhere).
const REPORT_CSS = `
:root{--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;--passed:#1a7f37;--failed:#cf222e;--errored:#bc4c00;--skipped:#8c959f;--notRun:#b7bfc7;--link:#0969da}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#151b23;--line:#3d444d;--passed:#3fb950;--failed:#f85149;--errored:#db6d28;--skipped:#9198a1;--notRun:#656c76;--link:#4493f8}}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0 auto;max-width:1400px;padding:16px 24px 48px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}
code,pre,.url,.method{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
h1{font-size:22px;margin:0}
h2{font-size:18px;margin:28px 0 4px}
h4{margin:14px 0 4px;font-size:13px}
.muted{color:var(--muted)}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px 14px;border-bottom:1px solid var(--line);padding-bottom:10px}
.verdict{font-weight:600;padding:2px 10px;border-radius:12px;color:#fff}
.verdict.passed{background:var(--passed)}.verdict.failed{background:var(--failed)}
.totals{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0 8px}
.total{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:6px 14px;min-width:90px}
.total b{display:block;font-size:22px}
.total.o-failed b{color:var(--failed)}.total.o-errored b{color:var(--errored)}.total.o-passed b{color:var(--passed)}
.bar{display:flex;height:12px;border-radius:6px;overflow:hidden;background:var(--panel);border:1px solid var(--line)}
.bar span{display:block;height:100%}
.o-passed{background:var(--passed);fill:var(--passed)}.o-failed{background:var(--failed);fill:var(--failed)}.o-errored{background:var(--errored);fill:var(--errored)}
.o-skipped{background:var(--skipped);fill:var(--skipped)}.o-notRun{background:var(--notRun);fill:var(--notRun)}
.total.o-passed,.total.o-failed,.total.o-errored,.total.o-skipped,.total.o-notRun{background:var(--panel)}
table{border-collapse:collapse}
th,td{text-align:left;vertical-align:top;padding:3px 10px 3px 0}
table.overview{margin-top:12px}
table.overview td,table.overview th{border-bottom:1px solid var(--line);padding:4px 14px 4px 0}
td.num,th.num{text-align:right}
details.options{margin-top:10px}
details.options dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:2px 24px;margin:6px 0 0}
details.options dl div{display:flex;gap:10px;align-items:baseline}
details.options dt{color:var(--muted);white-space:nowrap}
details.options dd{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px;overflow-wrap:anywhere}
.timeline{display:block;margin-top:6px;background:var(--panel);border:1px solid var(--line);border-radius:6px}
.timeline text{font-size:10px;fill:var(--muted)}
.timeline .tick{text-anchor:middle}
.timeline .grid{stroke:var(--line);stroke-width:.5}
.timeline .dep{stroke:var(--muted);stroke-width:.8;stroke-dasharray:2 2}
.timeline rect:hover{opacity:.7}
.legend{display:flex;gap:14px;font-size:12px;margin-top:4px}
.legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:-1px}
#toolbar{position:sticky;top:0;z-index:1;background:var(--bg);display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;padding:10px 0;border-bottom:1px solid var(--line)}
#toolbar label{white-space:nowrap}
#search{font:inherit;padding:4px 8px;min-width:320px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
.cols,details.test>summary{display:grid;grid-template-columns:78px minmax(160px,2fr) 64px minmax(200px,3fr) 52px 72px;gap:10px;align-items:baseline;padding:4px 6px}
.cols{font-weight:600;border-bottom:2px solid var(--line)}
details.test{border-bottom:1px solid var(--line);scroll-margin-top:64px;content-visibility:auto;contain-intrinsic-size:auto 30px}
details.test>summary{cursor:pointer;list-style:none}
details.test>summary::-webkit-details-marker{display:none}
details.test>summary:hover{background:var(--panel)}
details.test[open]>summary{background:var(--panel);font-weight:600}
.name,.url{overflow-wrap:anywhere}
.status,.time{text-align:right}
.badge{display:inline-block;text-align:center;color:#fff;border-radius:4px;font-size:11.5px;padding:0 6px;font-weight:600}
.badge.o-skipped,.badge.o-notRun{color:#1f2328}
.detail{padding:4px 12px 14px 88px;font-weight:400}
.facts{color:var(--muted);margin:8px 0;overflow-wrap:anywhere}
.problem{margin:8px 0;padding:6px 10px;border-left:4px solid var(--skipped);background:var(--panel)}
.problem.errored{border-color:var(--errored)}
.problem.failed{border-color:var(--failed)}
table.validators td,table.captures td{border-bottom:1px solid var(--line);overflow-wrap:anywhere}
tr.fail td{color:var(--failed)}tr.fail td:first-child,tr.pass td:first-child{font-weight:700}
tr.pass td:first-child{color:var(--passed)}
pre.http{margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px;max-height:420px;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere}
.note{font-size:12px;color:var(--muted);margin:2px 0}
.empty{padding:8px 6px}
`;

;// CONCATENATED MODULE: ./src/report/wording/text.ts
// Text cut and laid out for people: bodies re-indented, long values cut without breaking a character.
/** A body re-indented when it is JSON, else as it is. */
function prettyBody(body) {
    const trimmed = body.trimStart();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
        return body;
    try {
        return JSON.stringify(JSON.parse(body), null, 2);
    }
    catch {
        return body;
    }
}
/** Cuts `text` to at most `max` characters, never inside a surrogate pair; reports whether it cut. */
function clip(text, max) {
    if (text.length <= max)
        return { text, clipped: false };
    const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
    return { text: text.slice(0, end), clipped: true };
}

;// CONCATENATED MODULE: ./src/report/formats/html/test-details.ts





function renderTestRow(test, context) {
    const url = test.request?.url ?? test.urlTemplate;
    const status = test.response ? String(test.response.status) : '—';
    const time = test.timings ? formatDuration(test.timings.totalMs) : '—';
    const iteration = context.repeated ? ` <span class="muted">iteration ${test.iteration}</span>` : '';
    return (`<details class="test" id="${context.anchor}" data-outcome="${test.outcome}">` +
        `<summary><span class="badge o-${test.outcome}">${OUTCOME_LABELS[test.outcome]}</span>` +
        `<span class="name">${escapeHtml(test.name)}${iteration}</span>` +
        `<span class="method">${escapeHtml(test.request?.method ?? test.method)}</span>` +
        `<span class="url">${escapeHtml(url)}</span>` +
        `<span class="status">${status}</span>` +
        `<span class="time">${time}</span></summary>` +
        `<div class="detail">${renderDetail(test, context)}</div></details>`);
}
function renderDetail(test, context) {
    const parts = [];
    const reasons = failureReasons(test);
    if (reasons.length > 0) {
        parts.push(`<p class="problem ${test.outcome}"><b>${PROBLEM_LEADS[test.outcome]}:</b> ${reasons.map(escapeHtml).join('<br>')}</p>`);
    }
    parts.push(renderFacts(test, context.collection));
    if (test.validators.length > 0)
        parts.push(renderValidators(test.validators));
    if (test.captures.length > 0)
        parts.push(renderCaptures(test.captures));
    if (test.request)
        parts.push(renderRequest(test.request, context.bodyLimit));
    if (test.response)
        parts.push(renderResponse(test.response, context.bodyLimit));
    return parts.join('');
}
const PROBLEM_LEADS = {
    passed: '',
    failed: 'Failed',
    errored: 'Error',
    skipped: 'Skipped',
    notRun: 'Not run',
};
function renderFacts(test, collection) {
    const facts = [`${collection.file}:${test.line}:${test.column}`];
    if (test.id !== undefined)
        facts.push(`id ${test.id}`);
    if (test.dependsOn.length > 0)
        facts.push(`runs after ${test.dependsOn.join(', ')}`);
    if (test.tags.length > 0)
        facts.push(`tags ${test.tags.join(', ')}`);
    if (test.lane !== undefined)
        facts.push(`lane ${test.lane + 1}`);
    if (test.timings) {
        const { startMs, ttfbMs, totalMs } = test.timings;
        facts.push(`started +${formatDuration(startMs)}`, `first byte after ${formatDuration(ttfbMs)}`, `total ${formatDuration(totalMs)}`);
    }
    const written = test.request && test.request.url !== test.urlTemplate
        ? `<br>URL as written: <code>${escapeHtml(test.urlTemplate)}</code>`
        : '';
    return `<p class="facts">${facts.map(escapeHtml).join(' · ')}${written}</p>`;
}
function renderValidators(validators) {
    const rows = validators.map((validator) => `<tr class="${validator.pass ? 'pass' : 'fail'}"><td>${validator.pass ? '✓' : '✗'}</td><td>${escapeHtml(validator.name)}</td>` +
        `<td><code>${escapeHtml(validator.expected)}</code></td><td><code>${escapeHtml(validator.actual)}</code></td>` +
        `<td>${escapeHtml(validator.message)}</td></tr>`);
    return `<h4>Validators</h4><table class="validators"><thead><tr><th></th><th>Validator</th><th>Expected</th><th>Actual</th><th>Message</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
function renderCaptures(captures) {
    const rows = captures.map((capture) => {
        const value = capture.matched
            ? `<code>${escapeHtml(capture.value ?? '')}</code>`
            : '<span class="muted">no match</span>';
        return `<tr><td>${escapeHtml(capture.name)}</td><td>${capture.type}</td><td><code>${escapeHtml(capture.pattern)}</code></td><td>${value}</td></tr>`;
    });
    return `<h4>Captured context</h4><table class="captures"><thead><tr><th>Name</th><th>Type</th><th>Pattern</th><th>Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
/** The request as an HTTP message: request line, headers, blank line, body. */
function renderRequest(request, bodyLimit) {
    const head = [`${request.method} ${request.url}`, ...headerLines(request.headers)].join('\n');
    return `<h4>Request</h4>${renderMessage(head, request.body, bodyLimit, [])}`;
}
function renderResponse(response, bodyLimit) {
    const head = [`${response.status} ${response.statusText}`, ...headerLines(response.headers)].join('\n');
    const notes = [`${response.bodyBytes} bytes of body.`];
    if (response.bodyTruncated && response.body !== undefined) {
        notes.push(`Only the first ${Buffer.byteLength(response.body)} bytes were kept for the report.`);
    }
    else if (response.body === undefined && response.bodyBytes > 0) {
        notes.push('Passing tests keep no response body or headers.');
    }
    return `<h4>Response</h4>${renderMessage(head, response.body, bodyLimit, notes)}`;
}
function headerLines(headers) {
    return headers.map(([name, value]) => `${name}: ${value}`);
}
function renderMessage(head, body, bodyLimit, notes) {
    let text = head;
    const allNotes = [...notes];
    if (body !== undefined && body !== '') {
        const shown = clip(prettyBody(body), bodyLimit);
        text += `\n\n${shown.text}${shown.clipped ? '\n…' : ''}`;
        if (shown.clipped)
            allNotes.push(`This page shows its first ${shown.text.length} characters; results.json holds the recorded body.`);
    }
    const noteText = allNotes.length > 0 ? `<p class="note">${allNotes.join(' ')}</p>` : '';
    return `<pre class="http">${escapeHtml(text)}</pre>${noteText}`;
}

;// CONCATENATED MODULE: ./src/report/formats/html/timeline.ts




const DETAILED_LIMIT = 2000;
const WIDTH = 1000;
const LABEL_WIDTH = 56;
const PLOT_WIDTH = WIDTH - LABEL_WIDTH - 8;
const AXIS_HEIGHT = 22;
const ROW_HEIGHT = 16;
const BAR_HEIGHT = 11;
/** Outcomes by how much they matter when several share one aggregated bucket. */
const SEVERITY = ['errored', 'failed', 'passed', 'skipped', 'notRun'];
function drawn({ id, name, iteration, outcome, dependsOn, lane }) {
    return { id, name, iteration, outcome, dependsOn, lane };
}
/** `visit` sees every test as the timeline reads it, so the page needs no other pass for its counts. */
function renderTimeline(doc, anchorOf, visit = () => { }) {
    // Each collection's tests are read once (a stored results.json reads them on demand), and a bar
    // keeps only what it draws, so the timeline of a large run does not hold its tests.
    let tests = 0;
    const timed = doc.collections.flatMap((collection, c) => {
        const all = collection.tests;
        tests += all.length;
        return all.flatMap((test, k) => {
            visit(test);
            return test.timings ? [{ test: drawn(test), c, k, timings: test.timings }] : [];
        });
    });
    if (timed.length === 0)
        return '<p class="muted">No test sent a request, so there is no timeline.</p>';
    const lanes = [...new Set(timed.map(({ test }) => test.lane ?? 0))].sort((a, b) => a - b);
    const rowOfLane = new Map(lanes.map((lane, row) => [lane, row]));
    const bars = timed.map(({ test, c, k, timings }) => ({
        anchor: anchorOf(c, k),
        test,
        collection: c,
        row: rowOfLane.get(test.lane ?? 0),
        start: timings.startMs,
        end: timings.startMs + timings.totalMs,
    }));
    const span = Math.max(1, doc.run.durationMs, ...bars.map((bar) => bar.end));
    const x = (ms) => round(LABEL_WIDTH + (ms / span) * PLOT_WIDTH);
    const height = AXIS_HEIGHT + lanes.length * ROW_HEIGHT + 4;
    const parts = [
        `<svg class="timeline" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-label="Timeline of ${bars.length} requests over ${escapeHtml(formatDuration(span))}" xmlns="http://www.w3.org/2000/svg">`,
        axis(span, height, x),
        ...lanes.map((lane, row) => `<text class="lane" x="2" y="${AXIS_HEIGHT + row * ROW_HEIGHT + BAR_HEIGHT}">${lanes.length > 1 ? `lane ${lane + 1}` : 'requests'}</text>`),
        ...(bars.length > DETAILED_LIMIT
            ? aggregatedBars(bars, lanes.length, span, x)
            : [...dependencyLines(bars, x), ...detailedBars(bars, x, doc.run.options.repeats > 1)]),
        '</svg>',
    ];
    const notDrawn = tests - bars.length;
    const note = (bars.length > DETAILED_LIMIT
        ? `${bars.length} requests, grouped into time slices (hover a slice for its counts). `
        : '') +
        (notDrawn > 0 ? `${plural(notDrawn, 'test')} sent no request and ${notDrawn === 1 ? 'is' : 'are'} not drawn.` : '');
    return parts.join('') + (note ? `<p class="muted">${note}</p>` : '');
}
function axis(span, height, x) {
    const step = niceStep(span / 8);
    const ticks = [];
    for (let ms = 0; ms <= span; ms += step) {
        ticks.push(`<line class="grid" x1="${x(ms)}" x2="${x(ms)}" y1="${AXIS_HEIGHT - 6}" y2="${height}"/>`);
        ticks.push(`<text class="tick" x="${x(ms)}" y="${AXIS_HEIGHT - 9}">${escapeHtml(formatDuration(ms))}</text>`);
    }
    return ticks.join('');
}
/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw) {
    const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-3)));
    return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw);
}
function detailedBars(bars, x, repeated) {
    return bars.map((bar) => {
        const { test } = bar;
        const after = test.dependsOn.length > 0 ? ` — after ${test.dependsOn.join(', ')}` : '';
        const title = `${testLabel(test, repeated)} — ${OUTCOME_LABELS[test.outcome]} — ${formatDuration(bar.end - bar.start)} from +${formatDuration(bar.start)}${after}`;
        const y = AXIS_HEIGHT + bar.row * ROW_HEIGHT;
        const width = Math.max(1, round(x(bar.end) - x(bar.start)));
        return `<a href="#${bar.anchor}"><rect class="o-${test.outcome}" x="${x(bar.start)}" y="${y}" width="${width}" height="${BAR_HEIGHT}"><title>${escapeHtml(title)}</title></rect></a>`;
    });
}
/** A line from the end of each dependency (same collection and iteration) to the start of its dependent. */
function dependencyLines(bars, x) {
    const byId = new Map();
    for (const bar of bars)
        if (bar.test.id !== undefined)
            byId.set(`${bar.collection}\n${bar.test.iteration}\n${bar.test.id}`, bar);
    const lines = [];
    const middle = (bar) => AXIS_HEIGHT + bar.row * ROW_HEIGHT + BAR_HEIGHT / 2;
    for (const bar of bars) {
        for (const id of bar.test.dependsOn) {
            const dependency = byId.get(`${bar.collection}\n${bar.test.iteration}\n${id}`);
            if (dependency === undefined)
                continue;
            lines.push(`<line class="dep" x1="${x(dependency.end)}" y1="${middle(dependency)}" x2="${x(bar.start)}" y2="${middle(bar)}"/>`);
        }
    }
    return lines;
}
function aggregatedBars(bars, rows, span, x) {
    const buckets = Math.max(50, Math.min(400, Math.floor(20_000 / rows)));
    const size = span / buckets;
    const counts = new Map();
    for (const bar of bars) {
        const key = bar.row * buckets + Math.min(buckets - 1, Math.floor(bar.start / size));
        let count = counts.get(key);
        if (count === undefined) {
            count = { passed: 0, failed: 0, errored: 0, skipped: 0, notRun: 0 };
            counts.set(key, count);
        }
        count[bar.test.outcome] += 1;
    }
    return [...counts].map(([key, count]) => {
        const row = Math.floor(key / buckets);
        const bucket = key % buckets;
        const worst = SEVERITY.find((outcome) => count[outcome] > 0);
        const total = SEVERITY.reduce((sum, outcome) => sum + count[outcome], 0);
        const detail = SEVERITY.filter((outcome) => count[outcome] > 0)
            .map((outcome) => `${count[outcome]} ${OUTCOME_LABELS[outcome]}`)
            .join(', ');
        const title = `${plural(total, 'request')} starting +${formatDuration(bucket * size)} to +${formatDuration((bucket + 1) * size)}: ${detail}`;
        const x1 = x(bucket * size);
        return `<rect class="o-${worst}" x="${x1}" y="${AXIS_HEIGHT + row * ROW_HEIGHT}" width="${Math.max(1, round(x((bucket + 1) * size) - x1 - 0.5))}" height="${BAR_HEIGHT}"><title>${escapeHtml(title)}</title></rect>`;
    });
}
function round(value) {
    return Math.round(value * 10) / 10;
}

;// CONCATENATED MODULE: ./src/report/formats/html.ts









const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";
/** Characters of bodies the page may hold in all; split evenly between bodies, within BODY_LIMITS. */
const BODY_BUDGET = 8_000_000;
const BODY_LIMITS = { min: 2_000, max: 100_000 };
function renderHtmlReport(doc) {
    return joined(htmlPieces(doc));
}
/** The page as text pieces, a collection's table each: a large run is never held as one page. */
function* htmlPieces(doc) {
    const anchorOf = (collection, position) => `t${collection}-${position}`;
    const failedRun = isFailedRun(doc.totals, doc.run.interrupted);
    const title = `assay: ${failedRun ? 'failed' : 'passed'} — ${totalsSentence(doc.totals)}`;
    // Bodies are counted while the timeline reads the tests, for the share of the page each may take.
    let bodies = 0;
    const countBodies = (test) => (bodies += (test.request?.body ? 1 : 0) + (test.response?.body ? 1 : 0));
    yield [
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)}</title><style>${REPORT_CSS}</style></head><body>`,
        renderHeader(doc, failedRun),
        '<section id="summary">',
        renderTotals(doc.totals),
        renderOverview(doc.collections),
        renderOptions(doc.run.options),
        '</section>',
        `<section id="timeline"><h2>Timeline</h2>${renderTimeline(doc, anchorOf, countBodies)}${renderLegend()}</section>`,
        renderToolbar(doc.totals),
    ].join('\n');
    yield* renderCollections(doc, anchorOf, bodies);
    yield `\n<script>${REPORT_SCRIPT}</script></body></html>`;
}
function renderHeader(doc, failedRun) {
    const { run } = doc;
    const facts = [
        `started <time datetime="${escapeHtml(run.startedAt)}">${escapeHtml(readableTime(run.startedAt))}</time>`,
        `took ${formatDuration(run.durationMs)}`,
        plural(doc.collections.length, 'collection'),
        `${escapeHtml(doc.tool.name)} ${escapeHtml(doc.tool.version)}`,
    ];
    if (run.shard)
        facts.push(`shard ${run.shard.index} of ${run.shard.total}`);
    if (run.mergedFrom !== undefined)
        facts.push(`merged from ${run.mergedFrom} results files`);
    if (run.interrupted)
        facts.push(`<b>interrupted by ${run.interrupted}</b>`);
    return (`<header><h1>assay report</h1><span class="verdict ${failedRun ? 'failed' : 'passed'}">${failedRun ? 'Failed' : 'Passed'}</span>` +
        `<span class="muted">${facts.join(' · ')}</span></header>`);
}
function renderTotals(totals) {
    const cards = [`<div class="total"><b id="total-tests">${totals.total}</b>tests</div>`];
    for (const outcome of ['passed', 'failed', 'errored', 'skipped', 'notRun']) {
        cards.push(`<div class="total o-${outcome}"><b id="total-${outcome}">${totals[outcome]}</b>${OUTCOME_LABELS[outcome]}</div>`);
    }
    const segments = OUTCOME_ORDER.filter((outcome) => totals[outcome] > 0).map((outcome) => {
        const percent = Math.round((totals[outcome] / totals.total) * 10_000) / 100;
        return `<span class="o-${outcome}" style="width:${percent}%" title="${totals[outcome]} ${OUTCOME_LABELS[outcome]}"></span>`;
    });
    return `<div class="totals">${cards.join('')}</div><div class="bar" role="img" aria-label="${escapeHtml(totalsSentence(totals))}">${segments.join('')}</div>`;
}
function renderOverview(collections) {
    const rows = collections.map((collection, c) => {
        const counts = ['passed', 'failed', 'errored', 'skipped', 'notRun'].map((outcome) => `<td class="num">${collection.totals[outcome]}</td>`);
        return (`<tr><td><a href="#c${c}">${escapeHtml(collection.name)}</a></td><td><code>${escapeHtml(collection.file)}</code></td>` +
            `<td class="num">${collection.totals.total}</td>${counts.join('')}<td class="num">${formatDuration(collection.durationMs)}</td></tr>`);
    });
    const outcomeHeads = ['passed', 'failed', 'errored', 'skipped', 'notRun'].map((outcome) => `<th class="num">${OUTCOME_LABELS[outcome]}</th>`);
    return (`<table class="overview"><thead><tr><th>Collection</th><th>File</th><th class="num">Tests</th>${outcomeHeads.join('')}<th class="num">Duration</th></tr></thead>` +
        `<tbody>${rows.join('')}</tbody></table>`);
}
function renderOptions(options) {
    const entries = [
        ['collections', options.collections.join(', ')],
        [
            'variables',
            Object.keys(options.variables).length === 0
                ? '—'
                : Object.entries(options.variables)
                    .map(([name, value]) => `${name}=${value}`)
                    .join(', '),
        ],
        ['secrets', options.secrets.length === 0 ? '—' : `${options.secrets.join(', ')} (values not recorded)`],
        ['tags', options.tags.length === 0 ? 'all' : options.tags.join(', ')],
        ['parallel', options.parallel ? `yes, up to ${options.concurrency} at once` : 'no'],
        ['repeats', String(options.repeats)],
        ['delay', formatDuration(options.delayMs)],
        ['timeout', formatDuration(options.timeoutMs)],
        ['max body bytes', String(options.maxBodyBytes)],
        ['insecure TLS', options.insecure ? 'yes' : 'no'],
        ['follow redirects', options.followRedirects ? 'yes' : 'no'],
        ['bail', options.bail ? 'yes' : 'no'],
        ['formats', options.formats.length === 0 ? '—' : options.formats.join(', ')],
    ];
    const items = entries.map(([name, value]) => `<div><dt>${name}</dt><dd>${escapeHtml(value)}</dd></div>`);
    return `<details class="options" open><summary>Options</summary><dl>${items.join('')}</dl></details>`;
}
function renderLegend() {
    const items = OUTCOME_ORDER.map((outcome) => `<span><i class="o-${outcome}"></i>${OUTCOME_LABELS[outcome]}</span>`);
    return `<div class="legend">${items.join('')}<span class="muted">dashed line: runs after</span></div>`;
}
/** Filter and search controls; hidden until the script shows them, since they need it. */
function renderToolbar(totals) {
    const boxes = OUTCOME_ORDER.map((outcome) => `<label><input type="checkbox" value="${outcome}" checked> ${OUTCOME_LABELS[outcome]} (${totals[outcome]})</label>`);
    return (`<div id="toolbar" hidden>${boxes.join('')}` +
        '<input id="search" type="search" placeholder="Search name, method, URL, status" aria-label="Search tests">' +
        '<span id="shown" class="muted"></span></div>');
}
function* renderCollections(doc, anchorOf, bodies) {
    const bodyLimit = Math.max(BODY_LIMITS.min, Math.min(BODY_LIMITS.max, Math.floor(BODY_BUDGET / Math.max(1, bodies))));
    const repeated = doc.run.options.repeats > 1;
    for (const [c, collection] of doc.collections.entries()) {
        const tests = collection.tests;
        yield (`\n<section class="collection" id="c${c}"><h2>${escapeHtml(collection.name)}</h2>` +
            `<p class="muted"><code>${escapeHtml(collection.file)}</code> · ${totalsSentence(collection.totals)} · ${formatDuration(collection.durationMs)}</p>` +
            '<div class="tests"><div class="cols"><span>Outcome</span><span>Name</span><span>Method</span><span>URL</span><span class="status">Status</span><span class="time">Time</span></div>');
        for (const [k, test] of tests.entries()) {
            yield `${k === 0 ? '' : '\n'}${renderTestRow(test, { anchor: anchorOf(c, k), collection, repeated, bodyLimit })}`;
        }
        yield `<p class="empty muted"${tests.length > 0 ? ' hidden' : ''}>No tests to show.</p></div></section>`;
    }
}
function totalsSentence(totals) {
    const counts = OUTCOME_ORDER.filter((outcome) => totals[outcome] > 0).map((outcome) => `${totals[outcome]} ${OUTCOME_LABELS[outcome]}`);
    return `${plural(totals.total, 'test')}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/report/formats/ctrf.ts
// ctrf.json: the Common Test Report Format (ctrf-io/ctrf, schema/ctrf.schema.json), read by
// ctrf-io/github-test-reporter and the other CTRF tools. One CTRF test per test run (iteration);
// errored maps to `failed` and skipped / not run to `skipped`, with assay's own outcome kept in
// `rawStatus`.




const CTRF_SPEC_VERSION = '0.0.0';
const STATUS = {
    passed: 'passed',
    failed: 'failed',
    errored: 'failed',
    skipped: 'skipped',
    notRun: 'skipped',
};
function renderCtrf(doc) {
    return joined(ctrfPieces(doc));
}
/** The report as text pieces, test by test: a large run is never held as one document. */
function ctrfPieces(doc) {
    const start = Date.parse(doc.run.startedAt);
    const stop = Date.parse(doc.run.finishedAt);
    const repeated = doc.run.options.repeats > 1;
    const report = {
        reportFormat: 'CTRF',
        specVersion: CTRF_SPEC_VERSION,
        reportId: (0,external_node_crypto_.randomUUID)(),
        timestamp: doc.run.finishedAt,
        generatedBy: 'assay',
        results: {
            tool: { name: 'assay', version: doc.tool.version },
            summary: {
                tests: doc.totals.total,
                passed: doc.totals.passed,
                failed: doc.totals.failed + doc.totals.errored,
                skipped: doc.totals.skipped + doc.totals.notRun,
                pending: 0,
                other: 0,
                suites: doc.collections.length,
                start,
                stop,
                duration: Math.round(doc.run.durationMs),
                extra: {
                    errored: doc.totals.errored,
                    notRun: doc.totals.notRun,
                    ...(doc.run.interrupted ? { interrupted: doc.run.interrupted } : {}),
                },
            },
            tests: STREAMED,
        },
    };
    return prettyJsonPieces(report, testsOf(doc, start, repeated), '\n');
}
function* testsOf(doc, start, repeated) {
    for (const collection of doc.collections) {
        for (const test of collection.tests)
            yield ctrfTest(test, collection, start, repeated);
    }
}
function ctrfTest(test, collection, runStart, repeated) {
    const message = failureReasons(test).join('\n');
    const trace = test.outcome === 'failed' ? failureDetails(test).join('\n') : '';
    return {
        name: testLabel(test, repeated),
        status: STATUS[test.outcome],
        rawStatus: test.outcome,
        duration: Math.round(test.timings?.totalMs ?? 0),
        ...(test.timings
            ? {
                start: Math.round(runStart + test.timings.startMs),
                stop: Math.round(runStart + test.timings.startMs + test.timings.totalMs),
            }
            : {}),
        ...(message ? { message } : {}),
        ...(trace ? { trace } : {}),
        suite: [collection.name || collection.file],
        filePath: collection.file,
        line: test.line,
        tags: test.tags,
        type: 'api',
        retries: 0,
        flaky: false,
        ...(test.lane !== undefined ? { threadId: `lane ${test.lane + 1}` } : {}),
        ...(repeated ? { parameters: { iteration: test.iteration } } : {}),
        extra: {
            ...(test.id !== undefined ? { id: test.id } : {}),
            method: test.request?.method ?? test.method,
            url: test.request?.url ?? test.urlTemplate,
            ...(test.response ? { status: test.response.status, statusText: test.response.statusText } : {}),
            ...(test.dependsOn.length > 0 ? { dependsOn: test.dependsOn } : {}),
            ...(test.timings ? { ttfbMs: test.timings.ttfbMs } : {}),
            ...(test.errorCode ? { errorCode: test.errorCode } : {}),
            iteration: test.iteration,
        },
    };
}

;// CONCATENATED MODULE: ./src/report/formats/xray.ts


/** Tests that did not run (skipped, not run) are `TODO`: Xray's status for "not executed yet". */
const xray_STATUS = {
    passed: 'PASSED',
    failed: 'FAILED',
    errored: 'FAILED',
    skipped: 'TODO',
    notRun: 'TODO',
};
function renderXray(doc) {
    return joined(xrayPieces(doc));
}
/** The document as text pieces, collection by collection: a large run is never held as one document. */
function xrayPieces(doc) {
    const runStart = Date.parse(doc.run.startedAt);
    return prettyJsonPieces({ info: executionInfo(doc), tests: STREAMED }, xray_testsOf(doc, runStart), '\n');
}
function* xray_testsOf(doc, runStart) {
    for (const collection of doc.collections) {
        for (const runs of groupByTest(collection))
            yield xrayTest(runs, runStart);
    }
}
function executionInfo(doc) {
    const lookup = (key) => {
        for (const collection of doc.collections) {
            const value = metadataValue(collection.metadata, key);
            if (value !== undefined)
                return value;
        }
        return undefined;
    };
    const names = doc.collections.map((collection) => collection.name).join(', ');
    const environments = splitList(lookup('environments'));
    const info = {
        summary: lookup('execution-summary') ?? names,
        description: lookup('execution-description') ?? `${names} (assay ${doc.tool.version})`,
    };
    const version = lookup('version');
    const revision = lookup('revision');
    const testPlanKey = lookup('test-plan-key');
    if (version !== undefined)
        info.version = version;
    if (revision !== undefined)
        info.revision = revision;
    if (testPlanKey !== undefined)
        info.testPlanKey = testPlanKey;
    if (environments.length > 0)
        info.testEnvironments = environments;
    info.startDate = xrayDate(Date.parse(doc.run.startedAt));
    info.finishDate = xrayDate(Date.parse(doc.run.finishedAt));
    return info;
}
/** The runs (iterations) of each declared test, in declared order. */
function groupByTest(collection) {
    const byIndex = new Map();
    for (const test of collection.tests) {
        const runs = byIndex.get(test.index);
        if (runs)
            runs.push(test);
        else
            byIndex.set(test.index, [test]);
    }
    return [...byIndex.values()];
}
function xrayTest(runs, runStart) {
    const first = runs[0];
    const metadata = first.metadata;
    const summary = metadataValue(metadata, 'summary') ?? first.name;
    const requirementKeys = splitList(metadataValue(metadata, 'requirement-keys'));
    const projectKey = metadataValue(metadata, 'project-key');
    const testKey = metadataValue(metadata, 'test-key');
    const timed = runs.filter((run) => run.timings);
    const repeated = runs.length > 1;
    const comment = runs
        .map((run) => commentOf(run))
        .map((text, i) => (text && repeated ? `Iteration ${runs[i].iteration}: ${text}` : text))
        .filter((text) => text !== '')
        .join('\n');
    const test = {};
    if (testKey !== undefined)
        test.testKey = testKey;
    test.testInfo = {
        ...(projectKey !== undefined ? { projectKey } : {}),
        type: 'Generic',
        summary,
        definition: metadataValue(metadata, 'definition') ?? first.name,
        ...(requirementKeys.length > 0 ? { requirementKeys } : {}),
    };
    if (timed.length > 0) {
        test.start = xrayDate(runStart + Math.min(...timed.map((run) => run.timings.startMs)));
        test.finish = xrayDate(runStart + Math.max(...timed.map((run) => run.timings.startMs + run.timings.totalMs)));
    }
    if (comment !== '')
        test.comment = comment;
    test.status = overallStatus(runs);
    if (repeated) {
        test.iterations = runs.map((run) => ({
            name: `Iteration ${run.iteration}`,
            parameters: [{ name: 'iteration', value: String(run.iteration) }],
            ...(commentOf(run) !== '' ? { log: commentOf(run) } : {}),
            status: xray_STATUS[run.outcome],
        }));
    }
    return test;
}
function overallStatus(runs) {
    const statuses = new Set(runs.map((run) => xray_STATUS[run.outcome]));
    if (statuses.has('FAILED'))
        return 'FAILED';
    return statuses.has('PASSED') ? 'PASSED' : 'TODO';
}
const COMMENT_LEAD = {
    passed: '',
    failed: '',
    errored: 'Error: ',
    skipped: 'Skipped: ',
    notRun: 'Not run: ',
};
function commentOf(test) {
    const reasons = failureReasons(test);
    return reasons.length === 0 ? '' : COMMENT_LEAD[test.outcome] + reasons.join('\n');
}
/**
 * A metadata value: `metadata` is a list of maps (the first map holding the key wins, so keys may
 * be spread over several items) or a single map. Numbers and booleans are read as text.
 */
function metadataValue(metadata, key) {
    const maps = Array.isArray(metadata) ? metadata : [metadata];
    for (const map of maps) {
        if (map === null || typeof map !== 'object' || Array.isArray(map) || !Object.hasOwn(map, key))
            continue;
        const value = map[key];
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
            return String(value).trim();
    }
    return undefined;
}
/** `A, B ,` → `['A', 'B']`. */
function splitList(value) {
    if (value === undefined)
        return [];
    return value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/** ISO 8601 in UTC with an explicit offset and whole seconds, e.g. `2026-03-01T10:00:00+00:00`. */
function xrayDate(epochMs) {
    return `${new Date(Math.floor(epochMs)).toISOString().slice(0, 19)}+00:00`;
}

;// CONCATENATED MODULE: ./src/report/formats/markdown.ts






const DEFAULT_MARKDOWN_MAX_BYTES = 1_000_000;
const MARKERS = { passed: '✅', failed: '❌', errored: '⚠️', skipped: '⏭️', notRun: '⏹️' };
/** Room kept for the "… N more" lines that close a truncated list. */
const RESERVE = 300;
/** Longest expected/actual value shown in a cell; the HTML report and results.json have all of it. */
const VALUE_LIMIT = 300;
/** Collections with more tests than this get their table folded into a <details>. */
const OPEN_TABLE_LIMIT = 50;
function renderMarkdownSummary(doc, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MARKDOWN_MAX_BYTES;
    const repeated = doc.run.options.repeats > 1;
    const label = (test) => clip(testLabel(test, repeated), VALUE_LIMIT).text;
    const head = renderHead(doc);
    const slowest = renderSlowest(doc, label);
    const skipped = renderSkipReasons(doc, label);
    const fixed = bytes(head) + bytes(slowest) + bytes(skipped);
    // The five parts are joined with newlines, which the budgets do not see.
    const available = Math.max(0, maxBytes - fixed - 8);
    const failures = renderFailures(doc, label, new Budget(Math.floor(available / 2)));
    const tables = renderTables(doc, repeated, new Budget(available - bytes(failures)));
    return [head, failures, slowest, skipped, tables].filter((part) => part !== '').join('\n');
}
/** Tracks the bytes left for a section; every list keeps RESERVE bytes for its closing line. */
class Budget {
    #left;
    constructor(limit) {
        this.#left = limit;
    }
    /** Takes `text` when it fits with RESERVE bytes to spare. */
    take(text) {
        const size = bytes(text);
        if (size + RESERVE > this.#left)
            return false;
        this.#left -= size;
        return true;
    }
    /** Takes a closing line, which the reserve was kept for. */
    close(text) {
        this.#left -= bytes(text);
        return text;
    }
}
function renderHead(doc) {
    const { totals, run } = doc;
    const failedRun = isFailedRun(totals, run.interrupted);
    const facts = [
        `started ${readableTime(run.startedAt)}`,
        `took ${formatDuration(run.durationMs)}`,
        plural(doc.collections.length, 'collection'),
    ];
    if (run.shard)
        facts.push(`shard ${run.shard.index} of ${run.shard.total}`);
    if (run.mergedFrom !== undefined)
        facts.push(`merged from ${run.mergedFrom} results files`);
    if (run.interrupted)
        facts.push(`**interrupted by ${run.interrupted}**`);
    return `## ${failedRun ? '❌' : '✅'} assay: ${totalsLine(totals)}\n\n${facts.join(' · ')}\n`;
}
function renderFailures(doc, label, budget) {
    const failing = doc.collections.reduce((sum, c) => sum + c.totals.failed + c.totals.errored, 0);
    if (failing === 0)
        return '';
    const heading = '### Failures\n\n';
    if (!budget.take(heading))
        return '';
    const blocks = [heading];
    let shown = 0;
    // Collection by collection, and no further than the budget goes: the tests are not all held.
    collections: for (const collection of doc.collections) {
        if (collection.totals.failed + collection.totals.errored === 0)
            continue;
        for (const test of collection.tests) {
            if (test.outcome !== 'failed' && test.outcome !== 'errored')
                continue;
            const block = renderFailure(test, collection, label);
            if (!budget.take(block))
                break collections;
            blocks.push(block);
            shown += 1;
        }
    }
    if (shown < failing)
        blocks.push(budget.close(`… ${failing - shown} more failed tests not shown (see report.html or results.json).\n`));
    return blocks.join('');
}
function renderFailure(test, collection, label) {
    const failed = test.validators.filter((validator) => !validator.pass);
    const where = `${test.request?.method ?? test.method} ${test.request?.url ?? test.urlTemplate}${test.response ? ` → ${test.response.status}` : ''}`;
    const summary = `${MARKERS[test.outcome]} <b>${escapeHtml(label(test))}</b> · ${escapeHtml(collection.name)} · <code>${escapeHtml(oneLine(where))}</code>` +
        ` — ${escapeHtml(clip(oneLine(firstFailureReason(test)), VALUE_LIMIT).text)}`;
    const table = failed.length === 0
        ? []
        : [
            '| Validator | Expected | Actual |',
            '| --- | --- | --- |',
            ...failed.map((validator) => `| ${mdCell(validator.name)} | <code>${mdValue(validator.expected)}</code> | <code>${mdValue(validator.actual)}</code> |`),
        ];
    const body = test.outcome === 'errored'
        ? `**Error:** ${mdText(firstFailureReason(test))}`
        : [table.join('\n'), ...captureFailures(test).map(mdText)].filter((part) => part !== '').join('\n\n');
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>\n\n`;
}
function renderSlowest(doc, label) {
    // The five slowest, kept while the tests go by rather than sorting them all.
    const timed = [];
    for (const collection of doc.collections) {
        for (const test of collection.tests) {
            if (!test.timings)
                continue;
            if (timed.length === 5 && timed[4].test.timings.totalMs >= test.timings.totalMs)
                continue;
            timed.splice(5 - 1, timed.length === 5 ? 1 : 0, { test, collection });
            timed.sort((a, b) => b.test.timings.totalMs - a.test.timings.totalMs);
        }
    }
    if (timed.length === 0)
        return '';
    const rows = timed.map(({ test, collection }) => `| ${MARKERS[test.outcome]} ${mdCell(label(test))} | ${mdCell(collection.name)} | ${formatDuration(test.timings.totalMs)} |`);
    return ['### Slowest tests\n', '| Test | Collection | Time |', '| --- | --- | --: |', ...rows, ''].join('\n');
}
/** Skipped and not-run tests grouped by their reason, most frequent first. */
function renderSkipReasons(doc, label) {
    // Per reason, how many tests and the first few names (a large interrupted run has many).
    const groups = new Map();
    for (const collection of doc.collections) {
        if (collection.totals.skipped + collection.totals.notRun === 0)
            continue;
        for (const test of collection.tests) {
            if (test.outcome !== 'skipped' && test.outcome !== 'notRun')
                continue;
            const reason = reasonText(test.reason);
            const key = `${test.outcome}\n${reason}`;
            const group = groups.get(key) ?? { outcome: test.outcome, reason, count: 0, names: [] };
            group.count += 1;
            if (group.names.length < 3)
                group.names.push(label(test));
            groups.set(key, group);
        }
    }
    if (groups.size === 0)
        return '';
    const sorted = [...groups.values()].sort((a, b) => b.count - a.count);
    const rows = sorted.slice(0, 10).map(({ outcome, reason, count, names }) => {
        const examples = names.map(mdCell).join(', ') + (count > 3 ? `, and ${count - 3} more` : '');
        return `| ${MARKERS[outcome]} ${OUTCOME_LABELS[outcome]} | ${mdCell(clip(reason, VALUE_LIMIT).text)} | ${count} | ${examples} |`;
    });
    const more = sorted.length > 10 ? [`\n… ${sorted.length - 10} more reasons not shown.`] : [];
    return [
        '### Skipped and not run\n',
        '| | Reason | Tests | Which |',
        '| --- | --- | --: | --- |',
        ...rows,
        ...more,
        '',
    ].join('\n');
}
function renderTables(doc, repeated, budget) {
    const parts = [];
    let omittedCollections = 0;
    let omittedTests = 0;
    for (const collection of doc.collections) {
        const count = collection.totals.total;
        const folded = count > OPEN_TABLE_LIMIT;
        const intro = (parts.length > 0 ? '\n' : '') +
            `### ${mdText(collection.name)}\n\n${mdText(collection.file)} · ${totalsLine(collection.totals)} · ${formatDuration(collection.durationMs)}\n\n` +
            (folded ? `<details><summary>All ${count} tests</summary>\n\n` : '') +
            '| | Test | Method | URL | Status | Time |\n| :-: | --- | --- | --- | --: | --: |\n';
        if (omittedCollections > 0 || !budget.take(intro)) {
            omittedCollections += 1;
            omittedTests += count;
            continue;
        }
        const lines = [intro];
        let shown = 0;
        for (const test of collection.tests) {
            const row = renderRow(test, repeated);
            if (!budget.take(row))
                break;
            lines.push(row);
            shown += 1;
        }
        if (shown < count)
            lines.push(budget.close(`\n… ${count - shown} more tests not shown (see report.html or results.json).\n`));
        if (folded)
            lines.push(budget.close('\n</details>\n'));
        parts.push(lines.join(''));
    }
    if (omittedCollections > 0) {
        parts.push(budget.close(`\n… ${plural(omittedCollections, 'more collection')} (${omittedTests} tests) not shown (see report.html or results.json).\n`));
    }
    return parts.join('');
}
function renderRow(test, repeated) {
    const name = testLabel(test, repeated);
    const status = test.response ? String(test.response.status) : '—';
    const time = test.timings ? formatDuration(test.timings.totalMs) : '—';
    const url = test.request?.url ?? test.urlTemplate;
    return `| ${MARKERS[test.outcome]} | ${mdCell(name)} | ${mdCell(test.request?.method ?? test.method)} | ${mdCell(url)} | ${status} | ${time} |\n`;
}
function totalsLine(totals) {
    const counts = OUTCOME_ORDER.filter((outcome) => totals[outcome] > 0).map((outcome) => `${totals[outcome]} ${OUTCOME_LABELS[outcome]}`);
    return `${counts.length > 0 ? `${counts.join(', ')} ` : ''}(${plural(totals.total, 'test')})`;
}
/**
 * Text for a Markdown paragraph or table cell: HTML-escaped (so no tag survives), Markdown
 * punctuation backslash-escaped (no emphasis, links, code, strikethrough, math or cell breaks),
 * and on one line.
 */
function mdText(text) {
    return oneLine(escapeHtml(escapeMarkdown(text)));
}
/** Backslash-escapes the punctuation Markdown would act on (before HTML escaping adds entities). */
function escapeMarkdown(text) {
    return text.replace(/[\\`*_[\]|~$!#]/g, '\\$&');
}
function mdCell(text) {
    return mdText(text) || ' ';
}
/** A validator's expected/actual value: cut to VALUE_LIMIT, line breaks kept as <br>. */
function mdValue(text) {
    const shown = clip(text, VALUE_LIMIT);
    return escapeHtml(escapeMarkdown(shown.text)).replace(/\r\n|\r|\n/g, '<br>') + (shown.clipped ? ' …' : '');
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}

;// CONCATENATED MODULE: ./src/report/write.ts
// Writes the report files of a merge from its results document, and of a run as it goes
// (`ReportFiles`): results.json as tests finish, the other formats after the run from results.json
// read back collection by collection, so memory does not grow with the number of tests.
















/**
 * Each format as text pieces, test by test or collection by collection, so that with a document
 * read back from results.json (its tests read per collection, on demand) no format holds the run.
 * Markdown is one piece: it is at most 1 MB by design.
 */
const RENDERERS = {
    results: resultsJson,
    junit: junitXml,
    testlemon: testlemonPieces,
    html: htmlPieces,
    ctrf: ctrfPieces,
    xray: xrayPieces,
    markdown: (doc) => [renderMarkdownSummary(doc)],
};
/** Pieces are gathered into writes of about this many characters. */
const write_WRITE_CHUNK = 256 * 1024;
async function writeReports(doc, output, formats) {
    const written = [];
    await (0,promises_.mkdir)(reportDirectory(output), { recursive: true });
    for (const [format, path] of reportPaths(output, formats)) {
        await writePieces(path, RENDERERS[format](doc));
        written.push(path);
    }
    return written;
}
/**
 * `output` is a directory (every report under its default name), or a file path ending in
 * `.json` or `.xml`: then that file holds the main report — JUnit for `.xml`; for `.json` the
 * one JSON format named with `-f` (testlemon, ctrf, xray) as the original runner's `-o file -f
 * xray` did, else results.json — and any other formats go beside it under their default names.
 */
function reportPaths(output, formats) {
    const wanted = new Set([
        'results',
        'junit',
        ...formats.map((f) => canonicalFormat(f)).filter((f) => f !== undefined),
    ]);
    const files = new Map();
    const extension = (0,external_node_path_.extname)(output).toLowerCase();
    const directory = reportDirectory(output);
    if (extension === '.xml') {
        files.set('junit', output);
    }
    else if (extension === '.json') {
        const jsonFormats = formats
            .map((f) => canonicalFormat(f))
            .filter((f) => f === 'testlemon' || f === 'ctrf' || f === 'xray');
        files.set(jsonFormats.length === 1 ? jsonFormats[0] : 'results', output);
        if (jsonFormats.length === 1)
            wanted.delete('results');
        wanted.delete('junit');
    }
    for (const format of wanted) {
        if (!files.has(format))
            files.set(format, (0,external_node_path_.join)(directory, FORMAT_FILES[format]));
    }
    return files;
}
/**
 * The report files of one execution, as an observer: results.json and JUnit's test cases are
 * written while tests finish (results.json to a temporary file when only other formats are
 * wanted), the other formats when the run ends.
 * The directory must have been made ready (`prepareOutputDirectory`). `files` and `problem` tell
 * what happened once `runFinished` has resolved; it never rejects.
 */
class ReportFiles {
    #paths;
    #results;
    #junit;
    #redactor;
    #temporary;
    #keepTemporary;
    files = [];
    /** Why the reports could not be written, for the user. */
    problem;
    /** `keepResults`: a temporary results file stays for `results()` until `dispose()`. */
    constructor(output, formats, redactor, keepResults = false) {
        this.#paths = reportPaths(output, formats);
        const results = this.#paths.get('results');
        this.#temporary = results === undefined;
        this.#keepTemporary = keepResults;
        this.#redactor = redactor;
        const junit = this.#paths.get('junit');
        this.#junit = junit === undefined ? undefined : new JunitWriter(junit);
        this.#results = new ResultsJsonWriter(results ?? (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `assay-results-${process.pid}-${Date.now()}.json`), redactor, this.#junit);
    }
    async runStarted(start) {
        try {
            await this.#results.start(start);
            await this.#junit?.start(start, start.collections.map((c) => collectionHead(c, this.#redactor)));
        }
        catch (error) {
            this.problem ??= error.message;
        }
    }
    testFinished(result) {
        if (this.problem === undefined)
            this.#results.add(result);
    }
    async runFinished(summary) {
        if (this.problem !== undefined) {
            await this.#junit?.discard();
            return;
        }
        try {
            const envelope = await this.#results.finish(summary);
            if (!this.#temporary)
                this.files.push(this.#results.path);
            if (this.#junit) {
                await this.#junit.finish(envelope);
                this.files.push(this.#paths.get('junit'));
            }
            const others = [...this.#paths].filter(([format]) => format !== 'results' && format !== 'junit');
            const stored = others.length > 0 ? await openStoredResults(this.#results.path) : undefined;
            for (const [format, path] of others) {
                await writePieces(path, RENDERERS[format](stored));
                this.files.push(path);
            }
        }
        catch (error) {
            this.problem = error.message;
        }
        finally {
            if (!this.#keepTemporary)
                await this.dispose();
        }
    }
    /** The file results.json's content went to, once written (not a temporary one). */
    get resultsFile() {
        return this.#temporary ? undefined : this.files.find((file) => file === this.#results.path);
    }
    /** The results of the run as written (tests read from the file when asked for); after `runFinished`. */
    async results() {
        return this.problem !== undefined ? undefined : openStoredResults(this.#results.path);
    }
    /** Removes the temporary results file, if one was written. */
    async dispose() {
        if (this.#temporary)
            await (0,promises_.rm)(this.#results.path, { force: true });
    }
}
/** Writes the pieces in chunks, each write awaited before the next chunk is built. */
async function writePieces(path, pieces) {
    const file = await (0,promises_.open)(path, 'w');
    try {
        let chunk = '';
        for (const piece of pieces) {
            chunk += piece;
            if (chunk.length >= write_WRITE_CHUNK) {
                await file.writeFile(chunk);
                chunk = '';
            }
        }
        if (chunk !== '')
            await file.writeFile(chunk);
    }
    finally {
        await file.close();
    }
}

;// CONCATENATED MODULE: ./src/report/results/read.ts
// Reads results.json files written by an earlier run: for `assay merge` and for `--shard-timings`.



/**
 * Reads `results.json` of an earlier run (whole or one shard) for `--shard-timings`: the mean
 * `timings.totalMs` per test over its iterations, keyed by `testKey`. Throws an Error whose message
 * is meant for the user when the file is unreadable or not a results document.
 */
async function loadShardTimings(path) {
    const doc = await readResultsDocument(path);
    const sums = new Map();
    for (const collection of doc.collections) {
        for (const test of collection.tests) {
            const ms = test.timings?.totalMs;
            if (typeof ms !== 'number' || !Number.isFinite(ms))
                continue;
            const key = testKey(collection, test);
            const entry = sums.get(key) ?? { total: 0, count: 0 };
            entry.total += ms;
            entry.count += 1;
            sums.set(key, entry);
        }
    }
    return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}
/**
 * Reads and shape-checks an assay `results.json`. Throws an Error with a one-line message naming
 * the file when it cannot be read, is not JSON, is not a results document or has another schema version.
 */
async function readResultsDocument(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
                ? 'it is a directory'
                : code === 'EACCES'
                    ? 'permission denied'
                    : String(error.message);
        throw new Error(`cannot read ${path}: ${why}`, { cause: error });
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not an assay results.json: it is not valid JSON`);
    }
    if (!isObject(value) || !('schemaVersion' in value)) {
        throw new Error(`${path} is not an assay results.json: it has no schemaVersion`);
    }
    if (value.schemaVersion !== RESULTS_SCHEMA_VERSION) {
        throw new Error(`${path} has results schemaVersion ${JSON.stringify(value.schemaVersion)}; this assay reads version ${RESULTS_SCHEMA_VERSION}`);
    }
    const problem = resultsShapeProblem(value);
    if (problem)
        throw new Error(`${path} is not an assay results.json: ${problem}`);
    return value;
}
function resultsShapeProblem(value) {
    if (!isObject(value.run) || typeof value.run.startedAt !== 'string' || typeof value.run.finishedAt !== 'string') {
        return 'it has no run with startedAt and finishedAt';
    }
    if (!Array.isArray(value.collections))
        return 'it has no collections list';
    for (const [c, collection] of value.collections.entries()) {
        if (!isObject(collection) ||
            typeof collection.file !== 'string' ||
            typeof collection.name !== 'string' ||
            !Array.isArray(collection.tests)) {
            return `collection ${c + 1} has no file, name and tests`;
        }
        for (const test of collection.tests) {
            if (!isObject(test) ||
                typeof test.index !== 'number' ||
                typeof test.iteration !== 'number' ||
                typeof test.outcome !== 'string') {
                return `a test of ${collection.file} has no index, iteration and outcome`;
            }
        }
    }
    return undefined;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/report/results/merge.ts
// Joins several results documents (the shards of one run) into one.



/**
 * One results document from several: collections with the same file and name are joined (in the
 * order they first appear), their tests sorted by iteration then declared index, and every total
 * recounted from the tests. The run spans the earliest start to the latest finish. Test start
 * times are shifted onto that common clock so timelines line up.
 */
function mergeResults(docs) {
    if (docs.length === 0)
        throw new Error('no results to merge');
    for (const doc of docs) {
        if (doc.schemaVersion !== RESULTS_SCHEMA_VERSION) {
            throw new Error(`cannot merge results with schemaVersion ${JSON.stringify(doc.schemaVersion)}; this assay merges version ${RESULTS_SCHEMA_VERSION}`);
        }
    }
    const startedAt = Math.min(...docs.map((d) => Date.parse(d.run.startedAt)));
    const finishedAt = Math.max(...docs.map((d) => Date.parse(d.run.finishedAt)));
    const collections = new Map();
    const seen = new Set();
    for (const doc of docs) {
        const offset = Date.parse(doc.run.startedAt) - startedAt;
        for (const part of doc.collections) {
            const key = JSON.stringify([part.file, part.name]);
            const target = collections.get(key) ?? { ...part, totals: emptyTotals(), tests: [] };
            collections.set(key, target);
            for (const test of part.tests) {
                const id = `${key}#${test.iteration}#${test.index}`;
                if (seen.has(id)) {
                    throw new Error(`test ${test.index + 1} (${test.name}) of ${part.file}, iteration ${test.iteration}, is in more than one results file`);
                }
                seen.add(id);
                target.tests.push(test.timings && offset !== 0
                    ? { ...test, timings: { ...test.timings, startMs: roundMs(test.timings.startMs + offset) } }
                    : test);
            }
        }
    }
    const merged = [...collections.values()].map((c) => {
        const tests = c.tests.sort((a, b) => a.iteration - b.iteration || a.index - b.index);
        return {
            ...c,
            tests,
            totals: totalsOf(tests),
            durationMs: tests.some((t) => t.timings) ? spanOf(tests) : c.durationMs,
        };
    });
    const first = docs[0];
    const run = {
        startedAt: new Date(startedAt).toISOString(),
        finishedAt: new Date(finishedAt).toISOString(),
        durationMs: finishedAt - startedAt,
        options: first.run.options,
        mergedFrom: docs.length,
    };
    const interrupted = docs.find((d) => d.run.interrupted)?.run.interrupted;
    if (interrupted)
        run.interrupted = interrupted;
    return {
        schemaVersion: RESULTS_SCHEMA_VERSION,
        tool: first.tool,
        run,
        totals: totalsOf(merged.flatMap((c) => c.tests)),
        collections: merged,
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/merge.ts






const MERGE_OPTIONS = [
    {
        names: ['-o', '--output'],
        value: 'dir',
        section: 'merge',
        help: 'Directory for the merged reports (required).',
        apply: (o, v) => void (o.output = v),
    },
    {
        names: ['-f', '--format'],
        value: 'name,…',
        section: 'merge',
        help: 'Formats beside results.json and junit.xml: testlemon, html, ctrf, xray, markdown (repeatable or comma-separated; default: the formats the shards were run with).',
        apply: (o, v) => merge_addFormats(o, v),
    },
    {
        names: ['--allow-partial'],
        default: 'off',
        section: 'merge',
        help: 'Merge even when shards are missing (a warning names them); without it a missing shard is an error.',
        apply: (o) => void (o.allowPartial = true),
    },
    { names: ['-h', '--help'], section: 'merge', help: 'Print this help.', apply: () => { }, stops: 'help' },
];
const USAGE = `Usage: assay merge <results.json> [<results.json> …] -o <dir> [-f <format>[,<format>]]

Combines the results.json files of several shards (\`--shard i/n\`) into one report set. Every
shard of the run must be given, unless --allow-partial.

${helpSection(MERGE_OPTIONS, 'merge')}
Exit codes: 0 all merged tests passed, 1 some failed or errored, 2 bad input or a missing shard.
`;
async function mergeCommand(argv, io) {
    const values = { allowPartial: false };
    const parsed = parseOptions(argv, MERGE_OPTIONS, values, {
        unknown: (name, known) => {
            const near = closest(name, known);
            return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay merge --help)`;
        },
    });
    if (parsed.kind === 'error')
        return fail(io, parsed.message);
    if (parsed.kind !== 'parsed') {
        io.stdout.write(USAGE);
        return 0;
    }
    const { positionals } = parsed;
    if (positionals.length === 0)
        return fail(io, 'no results files given (usage: assay merge <results.json …> -o <dir>)');
    if (!values.output)
        return fail(io, 'missing -o/--output <dir> for the merged reports');
    let docs;
    let merged;
    try {
        docs = [];
        for (const path of positionals)
            docs.push(await readResultsDocument(path));
        merged = mergeResults(docs);
    }
    catch (error) {
        return fail(io, error.message);
    }
    const problems = shardProblems(docs);
    if (problems.length > 0 && !values.allowPartial)
        return fail(io, `${problems.join('; ')} (pass every shard's results.json, or --allow-partial to merge what is there)`);
    for (const problem of problems)
        io.stderr.write(`assay merge: warning: ${problem}; the merged totals cover only the shards given\n`);
    const formats = values.formats ?? merged.run.options.formats;
    let written;
    try {
        written = await writeReports(merged, values.output, formats);
    }
    catch (error) {
        return fail(io, `cannot write the reports to ${values.output}: ${error.message}`);
    }
    const t = merged.totals;
    io.stdout.write(`Merged ${positionals.length} results files: ${t.total} tests, ${t.passed} passed, ${t.failed} failed, ${t.errored} errored, ${t.skipped} skipped, ${t.notRun} not run\n`);
    for (const file of written)
        io.stdout.write(`  wrote ${file}\n`);
    return t.failed + t.errored > 0 || merged.run.interrupted ? 1 : 0;
}
function fail(io, message) {
    io.stderr.write(`assay merge: ${message}\n`);
    return 2;
}
function merge_addFormats(options, value) {
    for (const name of value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)) {
        if (canonicalFormat(name) === undefined)
            return `unknown format ${name} (known: ${Object.keys(FORMAT_FILES).join(', ')})`;
        (options.formats ??= []).push(name);
    }
}
/** Shards that are evidently missing, or files of different shard counts: a merge that is not the whole run. */
function shardProblems(docs) {
    const shards = docs.map((d) => d.run.shard).filter((s) => s !== undefined);
    if (shards.length === 0)
        return [];
    const totals = new Set(shards.map((s) => s.total));
    if (totals.size > 1)
        return [`the files come from different shard counts (${[...totals].join(', ')})`];
    const total = shards[0].total;
    const present = new Set(shards.map((s) => s.index));
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !present.has(i));
    return missing.length > 0
        ? [`the results of shard ${missing.map((i) => `${i}/${total}`).join(', ')} are missing`]
        : [];
}

;// CONCATENATED MODULE: ./src/report/console/console.ts




const console_FLUSH_AFTER_MS = 50;
const FLUSH_AT_BYTES = 64 * 1024;
/** A failed test's response body is shown up to this many lines of this many characters. */
const BODY_LINES = 20;
const BODY_LINE_CHARS = 200;
/** The closing recap lists this many failures, then counts the rest (their lines are above). */
const RECAP_LIMIT = 100;
const INDENT = '        ';
const LABELS = {
    passed: 'PASS ',
    failed: 'FAIL ',
    errored: 'ERROR',
    skipped: 'SKIP ',
    notRun: 'NORUN',
};
const COLOURS = { passed: '32', failed: '31', errored: '35', skipped: '33', notRun: '90' };
class ConsoleReporter {
    #out;
    #colour;
    #redactor;
    #buffer = '';
    #timer;
    #start;
    #announced = -1;
    #beforeFlush;
    /** One line per failed or errored test, for the recap; only the first RECAP_LIMIT are kept. */
    #recap = [];
    #failures = 0;
    /** `beforeFlush` lets a live progress line on the same terminal clear itself first. */
    constructor(out, colour, redactor, beforeFlush) {
        this.#out = out;
        this.#colour = colour;
        this.#redactor = redactor;
        this.#beforeFlush = beforeFlush;
    }
    runStarted(start) {
        this.#start = start;
    }
    testFinished(result) {
        const start = this.#start;
        if (result.collection !== this.#announced) {
            this.#announced = result.collection;
            const c = start.collections[result.collection];
            this.#write(this.#redactor.redact(`${this.#paint('1', c.name)} ${this.#paint('90', `(${c.file})`)}\n`));
        }
        const iteration = start.options.repeats > 1 ? `[${result.iteration}/${start.options.repeats}] ` : '';
        const method = (result.request?.method ?? start.collections[result.collection].tests[result.test].method).padEnd(7);
        const url = result.request?.url ?? start.collections[result.collection].tests[result.test].url.source;
        const status = result.response ? String(result.response.status) : '---';
        const time = result.timings && result.outcome !== 'skipped' ? `${formatMs(result.timings.totalMs)}` : '';
        let line = `${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${iteration}${method} ${url}  ${status}  ${time}  ${result.name}\n`;
        if (result.outcome !== 'passed')
            line += this.#explain(result, start);
        this.#write(this.#redactor.redact(line));
    }
    /** The lines below a test that did not pass: where it is written, why, and the body it got. */
    #explain(result, start) {
        const collection = start.collections[result.collection];
        const definition = collection.tests[result.test];
        const where = `${collection.file}:${failurePosition(result, definition.position).line}`;
        const reasons = failureReasons(result);
        const judged = result.outcome === 'failed' || result.outcome === 'errored';
        let text = judged ? `${INDENT}${this.#paint('90', `at ${where}`)}\n` : '';
        for (const reason of reasons)
            text += console_indent(reason, INDENT);
        if (result.outcome === 'failed' && result.response?.body)
            text += this.#body(result.response);
        if (judged) {
            this.#failures++;
            if (this.#recap.length < RECAP_LIMIT) {
                const label = testLabel(result, start.options.repeats > 1);
                this.#recap.push(`  ${this.#paint(COLOURS[result.outcome], LABELS[result.outcome])} ${label}  ${this.#paint('90', where)}  ${console_oneLine(reasons[0] ?? '')}\n`);
            }
        }
        return text;
    }
    /**
     * The response body as a person reads it: re-indented when it is JSON, at most BODY_LINES lines.
     * Secrets are masked before anything is cut, so a cut cannot leave part of one visible.
     */
    #body(response) {
        const lines = this.#redactor.redact(prettyBody(response.body)).split(/\r?\n/);
        const shown = lines
            .slice(0, BODY_LINES)
            .map((line) => (line.length > BODY_LINE_CHARS ? `${line.slice(0, BODY_LINE_CHARS)}…` : line));
        const cut = lines.length - shown.length;
        const kept = response.bodyTruncated ? `, first ${Buffer.byteLength(response.body)} kept` : '';
        let text = `${INDENT}${this.#paint('90', `response body (${describeStatus(response.status, response.statusText)}, ${response.bodyBytes} bytes${kept}):`)}\n`;
        for (const line of shown)
            text += `${INDENT}  ${line}\n`;
        if (cut > 0)
            text += `${INDENT}  ${this.#paint('90', `… ${cut} more lines (results.json and report.html keep the body)`)}\n`;
        return text;
    }
    runFinished(summary, reportFiles) {
        const t = summary.totals;
        let text = '\n';
        if (this.#failures > 0)
            text += this.#recapText();
        if (summary.interrupted)
            text += this.#paint('33', `Interrupted by ${summary.interrupted}: ${t.notRun} tests not run.\n`);
        const parts = [`${t.passed} passed`, `${t.failed} failed`, `${t.errored} errored`, `${t.skipped} skipped`];
        if (t.notRun > 0)
            parts.push(`${t.notRun} not run`);
        const colour = isFailedRun(t, summary.interrupted) ? '31' : '32';
        text += `${this.#paint(colour, parts.join(', '))} in ${(summary.durationMs / 1000).toFixed(2)} s\n`;
        if (reportFiles.length > 0)
            text += `Reports: ${reportFiles.join(', ')}\n`;
        this.#write(text);
        this.flush();
    }
    #recapText() {
        const rest = this.#failures - this.#recap.length;
        const more = rest > 0 ? `  … and ${rest} more (listed above)\n` : '';
        return `${this.#paint('1', 'Failures:')}\n${this.#redactor.redact(this.#recap.join(''))}${more}\n`;
    }
    flush() {
        if (this.#timer)
            clearTimeout(this.#timer);
        this.#timer = undefined;
        if (this.#buffer === '')
            return;
        this.#beforeFlush?.();
        this.#out.write(this.#buffer);
        this.#buffer = '';
    }
    #write(text) {
        this.#buffer += text;
        if (this.#buffer.length >= FLUSH_AT_BYTES)
            this.flush();
        else
            this.#timer ??= setTimeout(() => this.flush(), console_FLUSH_AFTER_MS);
    }
    #paint(code, text) {
        return this.#colour ? `\x1b[${code}m${text}\x1b[0m` : text;
    }
}
/** Each line of `text` indented, so a reason over several lines stays under its test. */
function console_indent(text, prefix) {
    return text
        .split(/\r?\n/)
        .map((line) => `${prefix}${line}\n`)
        .join('');
}
function console_oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
function formatMs(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}
/** A single live line on stderr (only when it is a terminal): tests done of planned. */
class ProgressLine {
    #err;
    #done = 0;
    #planned = 0;
    #failed = 0;
    #timer;
    constructor(err) {
        this.#err = err;
    }
    runStarted(start) {
        this.#planned = start.planned * start.options.repeats;
        this.#timer = setInterval(() => this.#draw(), 100);
        this.#timer.unref();
    }
    testFinished(result) {
        this.#done++;
        if (result.outcome === 'failed' || result.outcome === 'errored')
            this.#failed++;
    }
    runFinished() {
        clearInterval(this.#timer);
        this.clear();
    }
    clear() {
        this.#err.write('\r\x1b[2K');
    }
    #draw() {
        this.#err.write(`\r\x1b[2K${this.#done}/${this.#planned} tests, ${this.#failed} failing`);
    }
}

;// CONCATENATED MODULE: ./src/report/plan-text.ts

function describePlan(plans, options) {
    let text = '';
    let total = 0;
    for (const plan of plans) {
        text += `${plan.collection.name} (${plan.collection.file}): ${plan.tests.length} test${plan.tests.length === 1 ? '' : 's'}\n`;
        plan.order.forEach((position, step) => {
            const test = plan.tests[position];
            const after = plan.dependencies[position].map((d) => describeTest(plan.tests[d]));
            text += `  ${String(step + 1).padStart(3)}. ${test.method.padEnd(7)} ${test.url.source}  ${describeTest(test)}${after.length > 0 ? `  (after ${after.join(', ')})` : ''}\n`;
        });
        total += plan.tests.length;
    }
    const mode = options.parallel ? `in parallel, up to ${options.concurrency} at once` : 'one at a time';
    const repeats = options.repeats > 1 ? `, ${options.repeats} times` : '';
    text += `\n${total} test${total === 1 ? '' : 's'} in ${plans.length} collection${plans.length === 1 ? '' : 's'} would run ${mode}${repeats}. Nothing was sent (--dry-run).\n`;
    return text;
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(3053);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/engine/http/connection.ts
// What the engine knows about the connection a response came over: how long connecting and the TLS
// handshake took (zero on a reused keep-alive connection), the TLS protocol and the peer certificate.
// The connector records this once per socket; undici's `undici:client:sendHeaders` diagnostics
// channel tells each exchange which socket carries its request.


const sockets = new WeakMap();
/**
 * Called by the connector when it opens a socket; the returned function is called when the
 * connection is ready (TCP connected and, for https, the handshake done), before undici uses it.
 */
function watchNewSocket(socket) {
    const started = performance.now();
    let connectedAt;
    socket.once('connect', () => (connectedAt = performance.now()));
    return () => {
        const ready = performance.now();
        const record = { connectMs: (connectedAt ?? ready) - started, tlsMs: 0, used: false };
        if (socket instanceof external_node_tls_.TLSSocket) {
            record.tlsMs = ready - (connectedAt ?? started);
            record.tlsProtocol = socket.getProtocol() ?? undefined;
            const certificate = socket.getPeerCertificate(false);
            if (certificate && Object.keys(certificate).length > 0)
                record.certificate = certificate;
        }
        sockets.set(socket, record);
    };
}
/** The connection a request is about to be written to; the first request on a socket paid for connecting. */
function connectionOf(socket) {
    const record = sockets.get(socket);
    if (record === undefined)
        return undefined;
    const reused = record.used;
    record.used = true;
    return {
        connectMs: reused ? 0 : record.connectMs,
        tlsMs: reused ? 0 : record.tlsMs,
        reused,
        tlsProtocol: record.tlsProtocol,
        certificate: record.certificate,
    };
}
let listening = false;
/** undici's symbol for a request's handler, found on the first request. */
let handlerKey;
/**
 * Routes undici's send-headers notification to the request's handler. undici keeps the handler
 * under a symbol named `handler`; a handler wrapped by a proxy agent is not found and simply gets
 * no connection details.
 */
function listenForSockets(isListener) {
    if (listening)
        return;
    listening = true;
    (0,external_node_diagnostics_channel_.subscribe)('undici:client:sendHeaders', (message) => {
        const { request, socket } = message;
        const key = (handlerKey ??= Object.getOwnPropertySymbols(request).find((symbol) => symbol.description === 'handler'));
        const handler = key === undefined ? undefined : request[key];
        if (isListener(handler))
            handler.onSocket(socket);
    });
}

;// CONCATENATED MODULE: ./src/engine/http/charset.ts
// Response bodies as text, in the charset the response declares (`Content-Type: text/plain;
// charset=iso-8859-1`), so checks and captures see `café` and not `caf�`. Without a charset, or with
// one the WHATWG Encoding Standard does not know, the body is read as UTF-8.

/**
 * Decoders by charset label, made once: a run usually meets one or two. Only labels the Encoding
 * Standard knows are kept (a fixed list of about 220), so a server that declares a new made-up
 * charset in every response cannot grow this across the runs of a long-lived process; decoders hold
 * no state between `decode` calls, so sharing them across runs is safe.
 */
const decoders = new Map();
function decodeBody(bytes, contentType) {
    const charset = declaredCharset(Array.isArray(contentType) ? contentType[0] : contentType);
    if (charset === undefined || charset === 'utf-8' || charset === 'utf8')
        return bytes.toString('utf8');
    let decoder = decoders.get(charset);
    if (decoder === undefined) {
        try {
            decoder = new external_node_util_.TextDecoder(charset);
        }
        catch {
            return bytes.toString('utf8');
        }
        decoders.set(charset, decoder);
    }
    return decoder.decode(bytes);
}
/** How many decoders are kept (for the test that made-up charsets are not). */
function cachedDecoderCount() {
    return decoders.size;
}
/** The `charset` parameter of a Content-Type value, lower-cased and unquoted. */
function declaredCharset(contentType) {
    if (contentType === undefined || !contentType.includes('charset'))
        return undefined;
    const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(contentType);
    const charset = match?.[1] ?? match?.[2];
    return charset === undefined || charset === '' ? undefined : charset.toLowerCase();
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/engine/http/decode.ts
var _a;

/** Lenient like browsers: a truncated stream yields what was decoded instead of failing. */
const zlibOptions = { flush: external_node_zlib_.constants.Z_SYNC_FLUSH, finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH };
const brotliOptions = { flush: external_node_zlib_.constants.BROTLI_OPERATION_FLUSH, finishFlush: external_node_zlib_.constants.BROTLI_OPERATION_FLUSH };
/**
 * A decoder for the codings listed in a Content-Encoding header, or `null` when there is nothing to
 * decode (`identity`) or a coding is unknown (the body is then kept as received).
 */
function createBodyDecoder(contentEncoding, sink) {
    if (contentEncoding === undefined)
        return null;
    const codings = [];
    for (const part of (Array.isArray(contentEncoding) ? contentEncoding.join(',') : contentEncoding).split(',')) {
        const coding = part.trim().toLowerCase();
        if (coding === '' || coding === 'identity')
            continue;
        if (!isKnownCoding(coding))
            return null;
        codings.push(coding);
    }
    if (codings.length === 0)
        return null;
    // Codings are listed in the order they were applied; decode in reverse.
    let output = sink;
    let stage = null;
    for (let i = 0; i < codings.length; i++) {
        stage = new ZlibStage(codings[i], output, sink);
        output = stage;
    }
    return stage;
}
function isKnownCoding(coding) {
    return coding === 'gzip' || coding === 'x-gzip' || coding === 'deflate' || coding === 'br';
}
class ZlibStage {
    #coding;
    #output;
    #sink;
    #stream = null;
    /** The previous stage's stream, paused while this stage is full. */
    #upstreamStream = null;
    #ended = false;
    constructor(coding, output, sink) {
        this.#coding = coding;
        this.#output = output;
        this.#sink = sink;
    }
    write(chunk) {
        if (chunk.length === 0)
            return true;
        return (this.#stream ?? this.#open(chunk)).write(chunk);
    }
    onDrain(callback) {
        this.#stream?.once('drain', callback);
    }
    end() {
        if (this.#ended)
            return;
        this.#ended = true;
        if (this.#stream === null)
            this.#output.onDecodedEnd();
        else
            this.#stream.end();
    }
    destroy() {
        this.#ended = true;
        this.#stream?.destroy();
        if (this.#output instanceof _a)
            this.#output.destroy();
    }
    // As the output of the previous stage in a chain (`Content-Encoding: gzip, br`).
    onDecodedData(chunk) {
        if (!this.write(chunk)) {
            const upstream = this.#upstreamStream;
            upstream?.pause();
            this.onDrain(() => upstream?.resume());
        }
    }
    onDecodedEnd() {
        this.end();
    }
    #open(firstChunk) {
        const stream = this.#create(firstChunk);
        this.#stream = stream;
        if (this.#output instanceof _a)
            this.#output.#upstreamStream = stream;
        stream.on('data', (chunk) => this.#output.onDecodedData(chunk));
        stream.on('end', () => this.#output.onDecodedEnd());
        stream.on('error', (error) => this.#sink.onDecodeError(this.#coding, error));
        return stream;
    }
    #create(firstChunk) {
        switch (this.#coding) {
            case 'br':
                return (0,external_node_zlib_.createBrotliDecompress)(brotliOptions);
            case 'deflate':
                // "deflate" should be zlib-wrapped, but some servers send raw deflate; the zlib header's
                // low nibble is always 8 (the deflate method).
                return (firstChunk[0] & 0x0f) === 0x08 ? (0,external_node_zlib_.createInflate)(zlibOptions) : (0,external_node_zlib_.createInflateRaw)(zlibOptions);
            default:
                return (0,external_node_zlib_.createGunzip)(zlibOptions);
        }
    }
}
_a = ZlibStage;

;// CONCATENATED MODULE: ./src/engine/http/failure.ts
/** Marks the error `destroy()` passes to undici, so the requests it cuts off read as aborted. */
const clientShutdown = new Error('the HTTP client was shut down');
const dnsCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME', 'EAI_FAIL']);
function timeoutFailure(context) {
    return {
        code: 'timeout',
        message: `no complete response within ${context.timeoutMs} ms${context.timeoutSource === undefined ? '' : `, the limit set by ${context.timeoutSource}`} (timed out ${context.phase})`,
    };
}
function describeError(error, context) {
    if (error === clientShutdown)
        return { code: 'aborted', message: clientShutdown.message };
    const err = error instanceof Error ? error : undefined;
    const code = err?.code ?? '';
    const message = err?.message ?? String(error);
    const target = context.url.host;
    if (code === 'ECONNREFUSED')
        return { code: 'refused', message: `connection refused by ${peer(err) ?? target}` };
    if (code === 'ECONNRESET' || code === 'EPIPE')
        return { code: 'reset', message: `connection reset by ${target}` };
    if (code === 'UND_ERR_SOCKET')
        return { code: 'reset', message: `connection closed by ${target} before the response was complete` };
    if (dnsCodes.has(code)) {
        const hostname = context.url.hostname;
        return {
            code: 'dns',
            message: code === 'ENOTFOUND'
                ? `host not found: ${hostname}`
                : `host not found: ${hostname} (DNS lookup failed: ${code})`,
        };
    }
    const tls = describeTlsError(code, err, target);
    if (tls !== undefined)
        return { code: 'tls', message: tls };
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
        return { code: 'timeout', message: `connecting to ${target} timed out` };
    }
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
        return timeoutFailure(context);
    if (code === 'UND_ERR_INVALID_ARG' || code === 'UND_ERR_NOT_SUPPORTED') {
        return {
            code: 'network',
            message: describeInvalidRequest(context.sentHeaders) ?? `cannot send the request: ${message}`,
        };
    }
    if (code === 'UND_ERR_HEADERS_OVERFLOW')
        return { code: 'network', message: `the response headers from ${target} are too large` };
    if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') {
        return { code: 'network', message: `the response body from ${target} does not match its Content-Length` };
    }
    if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') {
        return { code: 'network', message: 'the Content-Length header does not match the request body' };
    }
    if (code === 'UND_ERR_CLOSED' || code === 'UND_ERR_DESTROYED')
        return { code: 'network', message: 'the HTTP client is closed' };
    if (code.startsWith('HPE_'))
        return { code: 'network', message: `invalid HTTP response from ${target}: ${message}` };
    return { code: 'network', message };
}
const SKIP_VERIFICATION = '--insecure skips verification';
/** Certificate problems, as Node names them, in plain words. */
const certificateProblems = {
    DEPTH_ZERO_SELF_SIGNED_CERT: 'is self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'is signed by a self-signed certificate authority that is not trusted',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'is signed by an unknown certificate authority',
    UNABLE_TO_GET_ISSUER_CERT: 'is signed by an unknown certificate authority',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'is signed by an unknown certificate authority',
    CERT_HAS_EXPIRED: 'has expired',
    CERT_NOT_YET_VALID: 'is not valid yet',
    CERT_UNTRUSTED: 'is not trusted',
    CERT_REVOKED: 'has been revoked',
    CERT_REJECTED: 'was rejected',
    CERT_SIGNATURE_FAILURE: 'has an invalid signature',
    INVALID_CA: 'has an invalid certificate authority',
};
/** OpenSSL's answer to a server that replied to the TLS handshake with something else (plain HTTP). */
const notTlsCodes = new Set([
    'ERR_SSL_WRONG_VERSION_NUMBER',
    'ERR_SSL_PACKET_LENGTH_TOO_LONG',
    'ERR_SSL_HTTP_REQUEST',
    'ERR_SSL_RECORD_LAYER_FAILURE',
    'ERR_SSL_UNKNOWN_PROTOCOL',
]);
const noCommonProtocolCodes = new Set([
    'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
    'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION',
    'ERR_SSL_UNSUPPORTED_PROTOCOL',
    'ERR_SSL_NO_PROTOCOLS_AVAILABLE',
    'ERR_SSL_NO_SHARED_CIPHER',
    'ERR_SSL_TLSV1_ALERT_INSUFFICIENT_SECURITY',
]);
const clientCertificateCodes = new Set([
    'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED',
    'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE',
    'ERR_SSL_PEER_DID_NOT_RETURN_A_CERTIFICATE',
]);
/** A TLS failure in plain words with what to try, or undefined when the error is not about TLS. */
function describeTlsError(code, err, target) {
    const problem = certificateProblems[code];
    if (problem !== undefined)
        return `the TLS certificate of ${target} ${problem} (${SKIP_VERIFICATION})`;
    if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
        const names = err?.cert?.subjectaltname;
        return `the TLS certificate of ${target} is not for this host name${names ? ` (it is for ${names})` : ''} (${SKIP_VERIFICATION})`;
    }
    if (notTlsCodes.has(code)) {
        return `${target} did not answer with TLS: is it an http:// address rather than https://?`;
    }
    if (noCommonProtocolCodes.has(code)) {
        return `TLS handshake with ${target} failed: the server and assay share no TLS version or cipher`;
    }
    if (clientCertificateCodes.has(code))
        return `TLS handshake with ${target} failed: the server wants a client certificate`;
    if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || (err !== undefined && 'library' in err)) {
        return `TLS handshake with ${target} failed: ${err?.reason ?? err?.message ?? code}`;
    }
    return undefined;
}
function describeDecodeError(coding, error) {
    return { code: 'network', message: `could not decode the ${coding} response body: ${error.message}` };
}
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const invalidValuePattern = /[^\t\x20-\x7e\x80-\xff]/;
const managedHeaders = new Set(['transfer-encoding', 'keep-alive', 'upgrade', 'expect']);
/** Names the header undici refused; only runs once a request has already failed. */
function describeInvalidRequest(headers) {
    const seen = new Set();
    for (const [name, value] of headers) {
        if (!tokenPattern.test(name))
            return `invalid header name ${JSON.stringify(name)}`;
        const invalid = invalidValuePattern.exec(value);
        if (invalid !== null) {
            // The value itself may be a secret: name only the offending character.
            const character = `U+${invalid[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
            return `invalid value for header ${name}: it contains ${character} (line breaks, control characters and characters beyond Latin-1 are not allowed)`;
        }
        const lower = name.toLowerCase();
        if (managedHeaders.has(lower))
            return `the ${name} header cannot be set: the HTTP client manages it`;
        if ((lower === 'host' || lower === 'content-length') && seen.has(lower))
            return `the ${name} header is given more than once`;
        if (lower === 'content-length' && !/^\d+$/.test(value))
            return `invalid Content-Length header ${JSON.stringify(value)}`;
        seen.add(lower);
    }
    return undefined;
}
function peer(err) {
    // With several addresses (`localhost` → ::1 and 127.0.0.1), net raises an AggregateError.
    const source = err?.address === undefined && Array.isArray(err?.errors) ? err.errors[0] : err;
    if (source?.address === undefined || source.port === undefined)
        return undefined;
    return source.address.includes(':') ? `[${source.address}]:${source.port}` : `${source.address}:${source.port}`;
}

;// CONCATENATED MODULE: ./src/engine/http/exchange.ts
// One request/response exchange, redirects included. The exchange is itself the undici dispatch
// handler (no per-request stream objects), has one deadline for its whole duration, collects the
// body as Buffer chunks and settles exactly once with a response or a failure value.





const maxRedirects = 10;
/** Counts unsettled exchanges so the client can tell when it has nothing left to wait for. */
class InFlightExchanges {
    #count = 0;
    #waiters = [];
    started() {
        this.#count++;
    }
    settled() {
        if (--this.#count > 0 || this.#waiters.length === 0)
            return;
        const waiters = this.#waiters;
        this.#waiters = [];
        for (const wake of waiters)
            wake();
    }
    idle() {
        if (this.#count === 0)
            return Promise.resolve();
        return new Promise((resolve) => this.#waiters.push(resolve));
    }
}
const EMPTY_BODY = Buffer.alloc(0);
const NO_REDIRECTS = [];
/** Passed to undici when the exchange gives up on a request it no longer waits for. */
const abandoned = new Error('request abandoned');
class Exchange {
    #settings;
    #resolve;
    #start = performance.now();
    #timeoutMs;
    #timeoutSource;
    #signal;
    #sentHeaders;
    #url;
    #method;
    #headers;
    #body;
    #settled = false;
    #phase = 'connecting';
    #controller = null;
    #redirects = 0;
    /** Set while the body of a redirect response is drained (so the connection stays reusable). */
    #redirectLocation;
    #status = 0;
    #rawHeaders = null;
    #parsedHeaders = {};
    #ttfbMs = 0;
    #chunks = [];
    #bodyBytes = 0;
    #decoder = null;
    #redirectChain;
    #connection;
    constructor(settings, request, resolve) {
        this.#settings = settings;
        this.#resolve = resolve;
        this.#url = request.url;
        this.#method = request.method;
        this.#headers = request.headers;
        this.#body = request.body;
        this.#sentHeaders = request.sentHeaders;
        this.#timeoutMs = request.timeoutMs;
        this.#timeoutSource = request.timeoutSource;
        this.#signal = request.signal;
    }
    start() {
        listenForSockets((handler) => handler instanceof Exchange);
        this.#settings.inFlight.started();
        const signal = this.#signal;
        if (signal !== undefined) {
            if (signal.aborted)
                return this.onAbort();
            this.#settings.abortWatch.add(signal, this);
        }
        if (this.#timeoutMs > 0)
            this.#settings.deadlines.add(this, this.#timeoutMs);
        this.#dispatch();
    }
    /** The caller's signal fired. */
    onAbort() {
        const reason = this.#signal?.reason;
        const detail = reason instanceof Error && reason.name !== 'AbortError'
            ? `: ${reason.message}`
            : typeof reason === 'string'
                ? `: ${reason}`
                : '';
        this.#fail('aborted', `request aborted${detail}`);
    }
    get done() {
        return this.#settled;
    }
    /** The exchange's deadline passed. */
    expire() {
        const { code, message } = timeoutFailure(this.#failureContext());
        this.#fail(code, message);
    }
    onRequestStart(controller) {
        if (this.#settled)
            return controller.abort(abandoned);
        this.#controller = controller;
        this.#phase = 'waiting for the response headers';
    }
    /** The socket this exchange's request (or its latest redirect hop) is written to. */
    onSocket(socket) {
        if (!this.#settled)
            this.#connection = connectionOf(socket);
    }
    onResponseStart(controller, statusCode, headers) {
        if (this.#settled || statusCode < 200)
            return;
        this.#status = statusCode;
        if (this.#settings.followRedirects && isRedirect(statusCode)) {
            const location = first(headers['location']);
            if (location !== undefined) {
                this.#redirectLocation = location;
                return;
            }
        }
        this.#ttfbMs = performance.now() - this.#start;
        this.#phase = 'reading the response body';
        this.#rawHeaders = controller.rawHeaders ?? null;
        this.#parsedHeaders = headers;
        this.#decoder = createBodyDecoder(headers['content-encoding'], this);
        if (this.#decoder === null && this.#method !== 'HEAD') {
            const declaredLength = Number(first(headers['content-length']));
            if (declaredLength > this.#settings.maxBodyBytes)
                this.#failTooLarge();
        }
    }
    onResponseData(controller, chunk) {
        if (this.#settled || this.#redirectLocation !== undefined)
            return;
        const decoder = this.#decoder;
        if (decoder === null)
            return this.onDecodedData(chunk);
        if (!decoder.write(chunk)) {
            controller.pause();
            decoder.onDrain(() => controller.resume());
        }
    }
    onResponseEnd() {
        this.#controller = null;
        if (this.#settled)
            return;
        const location = this.#redirectLocation;
        if (location !== undefined) {
            this.#redirectLocation = undefined;
            // undici makes the connection reusable in a setImmediate it queues after this callback
            // returns; following from a later one lets the next hop reuse it instead of opening another.
            setImmediate(() => setImmediate(() => this.#follow(location)));
            return;
        }
        if (this.#decoder === null)
            this.#succeed();
        else
            this.#decoder.end();
    }
    onResponseError(_controller, error) {
        this.#controller = null;
        if (this.#settled)
            return;
        const { code, message } = describeError(error, this.#failureContext());
        this.#fail(code, message);
    }
    onDecodedData(chunk) {
        if (this.#settled)
            return;
        this.#bodyBytes += chunk.length;
        if (this.#bodyBytes > this.#settings.maxBodyBytes)
            return this.#failTooLarge();
        this.#chunks.push(chunk);
    }
    onDecodedEnd() {
        if (!this.#settled)
            this.#succeed();
    }
    onDecodeError(coding, error) {
        if (this.#settled)
            return;
        const { code, message } = describeDecodeError(coding, error);
        this.#fail(code, message);
    }
    #dispatch() {
        const url = this.#url;
        this.#phase = 'connecting';
        const timeout = this.#timeoutMs > 0 ? this.#timeoutMs : undefined;
        this.#settings.dispatcher.dispatch({
            origin: url.origin,
            path: url.pathname + url.search,
            method: this.#method,
            headers: this.#headers,
            body: this.#body,
            headersTimeout: timeout,
            bodyTimeout: timeout,
        }, this);
    }
    #follow(location) {
        if (this.#settled)
            return;
        const from = this.#url;
        (this.#redirectChain ??= []).push({ url: from.href, status: this.#status });
        if (++this.#redirects > maxRedirects) {
            return this.#fail('too-many-redirects', `more than ${maxRedirects} redirects (the last one from ${from.href} to ${location})`);
        }
        let next;
        try {
            next = new URL(location, from);
        }
        catch {
            return this.#fail('network', `invalid redirect location ${JSON.stringify(location)} from ${from.href}`);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
            return this.#fail('invalid-url', `redirect from ${from.href} to an unsupported URL: ${JSON.stringify(next.href)}`);
        }
        const status = this.#status;
        if ((status === 303 && this.#method !== 'HEAD') ||
            ((status === 301 || status === 302) && this.#method === 'POST')) {
            this.#method = 'GET';
            this.#body = undefined;
            this.#headers = withoutHeaders(this.#headers, bodyHeaders);
        }
        this.#headers = withoutHeaders(this.#headers, next.origin === from.origin ? hostHeader : crossOriginHeaders);
        this.#url = next;
        this.#dispatch();
    }
    #succeed() {
        const chunks = this.#chunks;
        const bytes = chunks.length === 0
            ? EMPTY_BODY
            : chunks.length === 1
                ? ownBytes(chunks[0])
                : Buffer.concat(chunks, this.#bodyBytes);
        const body = bytes.length === 0 ? '' : decodeBody(bytes, this.#parsedHeaders['content-type']);
        this.#settle();
        this.#resolve(new Received(this.#status, this.#rawHeaders, this.#parsedHeaders, body, bytes, this.#url, this.#sentHeaders, this.#ttfbMs, performance.now() - this.#start, this.#redirectChain ?? NO_REDIRECTS, this.#connection));
    }
    #failTooLarge() {
        this.#fail('body-too-large', `response body exceeds the ${formatBytes(this.#settings.maxBodyBytes)} limit (--max-body)`);
    }
    #fail(code, message) {
        if (this.#settled)
            return;
        this.#settle();
        this.#resolve({
            ok: false,
            code,
            message,
            sentHeaders: this.#sentHeaders,
            totalMs: performance.now() - this.#start,
        });
    }
    /** Stops watching the signal, decoding and, if still running, the request itself. */
    #settle() {
        this.#settled = true;
        if (this.#signal !== undefined)
            this.#settings.abortWatch.remove(this.#signal, this);
        this.#decoder?.destroy();
        this.#decoder = null;
        this.#chunks.length = 0;
        const controller = this.#controller;
        this.#controller = null;
        controller?.abort(abandoned);
        this.#settings.inFlight.settled();
    }
    #failureContext() {
        return {
            url: this.#url,
            phase: this.#phase,
            timeoutMs: this.#timeoutMs,
            timeoutSource: this.#timeoutSource,
            sentHeaders: this.#sentHeaders,
        };
    }
}
/**
 * A response. Its headers are turned into name/value pairs only when someone reads them (most
 * callers keep them only for tests that fail); the raw ones are views into the socket's read
 * buffer, so they are dropped as soon as the pairs exist.
 */
class Received {
    ok = true;
    status;
    body;
    bodyBuffer;
    sentHeaders;
    ttfbMs;
    totalMs;
    redirects;
    connection;
    #url;
    #raw;
    #parsed;
    #headers;
    constructor(status, raw, parsed, body, bodyBuffer, url, sentHeaders, ttfbMs, totalMs, redirects, connection) {
        this.status = status;
        this.#raw = raw;
        this.#parsed = parsed;
        this.body = body;
        this.bodyBuffer = bodyBuffer;
        this.#url = url;
        this.sentHeaders = sentHeaders;
        this.ttfbMs = ttfbMs;
        this.totalMs = totalMs;
        this.redirects = redirects;
        this.connection = connection;
    }
    get bodyBytes() {
        return this.bodyBuffer.length;
    }
    /** The dispatcher is created with `allowH2: false`: every exchange is HTTP/1.1. */
    get httpVersion() {
        return '1.1';
    }
    get statusText() {
        return external_node_http_.STATUS_CODES[this.status] ?? '';
    }
    get finalUrl() {
        return this.#url.href;
    }
    headerValues(name) {
        if (this.#parsed !== null) {
            const value = this.#parsed[name];
            return value === undefined ? [] : Array.isArray(value) ? value : [value];
        }
        return this.headers.filter(([each]) => each === name).map(([, value]) => value);
    }
    get headers() {
        if (this.#headers === undefined) {
            this.#headers = headerPairs(this.#raw, this.#parsed);
            this.#raw = null;
            this.#parsed = null;
        }
        return this.#headers;
    }
}
/**
 * The chunk's bytes in memory of their own: a chunk is often a view into the socket's much larger
 * read buffer, which a kept view would hold on to for as long as the response lives.
 */
function ownBytes(chunk) {
    return chunk.byteLength === chunk.buffer.byteLength ? chunk : Buffer.from(chunk);
}
function isRedirect(status) {
    return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** Response headers in the order received, names lower-cased, values as latin1 like undici's own parsing. */
function headerPairs(raw, parsed) {
    const pairs = [];
    if (Array.isArray(raw)) {
        for (let i = 0; i + 1 < raw.length; i += 2) {
            pairs.push([latin1(raw[i]).toLowerCase(), latin1(raw[i + 1])]);
        }
        return pairs;
    }
    for (const [name, value] of Object.entries(parsed)) {
        if (Array.isArray(value))
            for (const item of value)
                pairs.push([name, item]);
        else if (value !== undefined)
            pairs.push([name, value]);
    }
    return pairs;
}
function latin1(value) {
    return typeof value === 'string' ? value : value.toString('latin1');
}
const bodyHeaders = new Set([
    'content-type',
    'content-length',
    'content-encoding',
    'content-language',
    'content-location',
]);
const hostHeader = new Set(['host']);
const crossOriginHeaders = new Set(['host', 'authorization', 'cookie', 'proxy-authorization']);
function withoutHeaders(flat, names) {
    const kept = [];
    for (let i = 0; i < flat.length; i += 2) {
        if (!names.has(flat[i].toLowerCase()))
            kept.push(flat[i], flat[i + 1]);
    }
    return kept;
}
function formatBytes(bytes) {
    const mebibyte = 1024 * 1024;
    if (bytes >= mebibyte && bytes % mebibyte === 0)
        return `${bytes / mebibyte} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/engine/http/connector.ts
// undici's own connector, with two changes. It has no connect timeout of its own (undici's is a fixed
// 10 s): every request has a deadline covering connect, headers and body, so `--timeout 15000` covers
// a 12 s connect, and a request waiting for a slow connection attempt ends at its own deadline. And
// connection attempts still under way can be cut off: undici cannot cancel a connect, so an attempt
// left by a request that timed out would otherwise keep `close()` (and process exit) waiting.



function createConnector(rejectUnauthorized) {
    // Timeout 0: undici sets no connect timer.
    const connectSocket = (0,undici/* buildConnector */.gU)({ rejectUnauthorized, timeout: 0 });
    const pending = new Set();
    return {
        connect(options, callback) {
            let ready;
            // buildConnector's connect returns the socket it opens (its typings say void).
            const socket = connectSocket(options, (...result) => {
                if (socket instanceof external_node_net_.Socket)
                    pending.delete(socket);
                if (result[0] === null)
                    ready?.();
                callback(...result);
            });
            if (socket instanceof external_node_net_.Socket) {
                pending.add(socket);
                ready = watchNewSocket(socket);
            }
        },
        cancelPending() {
            for (const socket of pending)
                socket.destroy(new Error('connection attempt cancelled'));
            pending.clear();
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/http/abort-watch.ts
// Abort signals watched with one listener per signal rather than one per request: a run passes the
// same signal to every request, and an EventTarget listener added and removed per request costs
// more than the rest of the request's bookkeeping.
class AbortWatch {
    /** Weak, so a signal a caller made for a single request is not kept alive by the client. */
    #watching = new WeakMap();
    add(signal, target) {
        let targets = this.#watching.get(signal);
        if (targets === undefined) {
            const watched = new Set();
            targets = watched;
            this.#watching.set(signal, watched);
            signal.addEventListener('abort', () => {
                const aborted = [...watched];
                watched.clear();
                for (const each of aborted)
                    each.onAbort();
            }, { once: true });
        }
        targets.add(target);
    }
    remove(signal, target) {
        this.#watching.get(signal)?.delete(target);
    }
}

;// CONCATENATED MODULE: ./src/engine/http/deadlines.ts
// Request deadlines on one timer. A Node timer per request costs a timer-list insert and removal
// (and, when requests run one at a time, creating the list and re-arming libuv's timer) on every
// request; here a request adds an entry to a queue and cancelling is free. Most requests share the
// run's timeout, so each queue, one per timeout value, is in deadline order.
/** Below this many entries a queue is not worth compacting. */
const COMPACT_FROM = 64;
class Deadlines {
    #queues = new Map();
    #timer;
    /** When the timer fires (Infinity when it is not armed). */
    #armedFor = Infinity;
    /** Calls `target.expire()` after `timeoutMs`, unless it is done by then. */
    add(target, timeoutMs) {
        const deadline = performance.now() + timeoutMs;
        let queue = this.#queues.get(timeoutMs);
        if (queue === undefined)
            this.#queues.set(timeoutMs, (queue = { entries: [], compactAt: COMPACT_FROM }));
        else if (queue.entries.length >= queue.compactAt)
            compact(queue);
        queue.entries.push({ deadline, target });
        if (deadline < this.#armedFor)
            this.#arm(deadline);
    }
    /** Stops the timer; pending deadlines are dropped (the client is shutting down). */
    clear() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        this.#armedFor = Infinity;
        this.#queues.clear();
    }
    #arm(deadline) {
        this.#armedFor = deadline;
        clearTimeout(this.#timer);
        this.#timer = setTimeout(() => this.#fire(), Math.max(0, Math.ceil(deadline - performance.now())));
        // A request under way keeps the process alive through its socket; the timer must not keep a
        // client that was never closed alive once its requests have ended.
        this.#timer.unref();
    }
    #fire() {
        this.#armedFor = Infinity;
        const now = performance.now();
        const due = [];
        let next = Infinity;
        for (const [timeoutMs, { entries }] of this.#queues) {
            let head = 0;
            while (head < entries.length && (entries[head].target.done || entries[head].deadline <= now)) {
                if (!entries[head].target.done)
                    due.push(entries[head].target);
                head++;
            }
            if (head === entries.length)
                this.#queues.delete(timeoutMs);
            else {
                entries.splice(0, head);
                next = Math.min(next, entries[0].deadline);
            }
        }
        if (next !== Infinity)
            this.#arm(next);
        for (const target of due)
            target.expire();
    }
}
/** Drops the entries of requests that already ended, keeping the order of the others. */
function compact(queue) {
    const entries = queue.entries;
    let kept = 0;
    for (const entry of entries)
        if (!entry.target.done)
            entries[kept++] = entry;
    entries.length = kept;
    queue.compactAt = Math.max(COMPACT_FROM, 2 * kept);
}

;// CONCATENATED MODULE: ./src/engine/http/client.ts
// The engine's HTTP client: one undici dispatcher (keep-alive, HTTP/1.1, bounded connections per
// origin, proxy from the environment) shared by every request of a run. Failures are values.






function createHttpClient(options) {
    const connector = createConnector(!options.insecure);
    const dispatcher = createDispatcher(options, connector.connect);
    const deadlines = new Deadlines();
    const shutDown = async () => {
        deadlines.clear();
        const destroyed = dispatcher.destroy(clientShutdown);
        connector.cancelPending();
        await destroyed;
    };
    const inFlight = new InFlightExchanges();
    const settings = {
        dispatcher,
        maxBodyBytes: options.maxBodyBytes,
        followRedirects: options.followRedirects,
        inFlight,
        abortWatch: new AbortWatch(),
        deadlines,
    };
    const userAgent = defaultHeaders(options.userAgent);
    return {
        send(request) {
            const start = performance.now();
            const prepared = prepareHeaders(request, userAgent);
            const url = parseTargetUrl(request.url);
            if (typeof url === 'string') {
                return Promise.resolve({
                    ok: false,
                    code: 'invalid-url',
                    message: url,
                    sentHeaders: prepared.sentHeaders,
                    totalMs: performance.now() - start,
                });
            }
            const { promise, resolve } = Promise.withResolvers();
            const body = request.body === '' ? undefined : request.body;
            new Exchange(settings, {
                url,
                method: request.method,
                body,
                timeoutMs: request.timeoutMs,
                timeoutSource: request.timeoutSource,
                signal: request.signal,
                ...prepared,
            }, resolve).start();
            return promise;
        },
        // Once every send has settled, whatever undici still has under way was abandoned (like a
        // connection attempt left by a request that timed out), so there is nothing left to drain.
        close: async () => {
            await inFlight.idle();
            await shutDown();
        },
        destroy: shutDown,
    };
}
const proxyVariables = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'];
function createDispatcher(options, connect) {
    const agentOptions = { connections: options.connections, allowH2: false, connect };
    // EnvHttpProxyAgent reads the variables (and NO_PROXY) when it is constructed.
    if (proxyVariables.some((name) => process.env[name])) {
        const tls = { rejectUnauthorized: !options.insecure };
        return new undici/* EnvHttpProxyAgent */.J2({ ...agentOptions, requestTls: tls, proxyTls: tls });
    }
    return new undici/* Agent */.g6(agentOptions);
}
/** A URL the client can send to, or the reason it can't. */
function parseTargetUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return `not a valid URL: ${JSON.stringify(text)}`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return `not a valid URL: ${JSON.stringify(text)} (only http and https are supported)`;
    }
    return url;
}
function defaultHeaders(userAgent) {
    const pair = ['User-Agent', userAgent];
    const accept = ['Accept', '*/*'];
    return { userAgent: pair, accept, alone: { headers: [...pair, ...accept], sentHeaders: [pair, accept] } };
}
function prepareHeaders(request, defaults) {
    const given = request.headers;
    if (given.length === 0 && (request.body === undefined || request.body === ''))
        return defaults.alone;
    const headers = [];
    let hasUserAgent = false;
    let hasAccept = false;
    let hasContentType = false;
    for (const [name, value] of given) {
        headers.push(name, value);
        if (name.length === 10 && name.toLowerCase() === 'user-agent')
            hasUserAgent = true;
        else if (name.length === 6 && name.toLowerCase() === 'accept')
            hasAccept = true;
        else if (name.length === 12 && name.toLowerCase() === 'content-type')
            hasContentType = true;
    }
    const needsContentType = !hasContentType && request.body !== undefined && request.body !== '';
    if (hasUserAgent && hasAccept && !needsContentType)
        return { headers, sentHeaders: given };
    const sentHeaders = given.slice();
    // The default pairs are shared by every request: the records only read them.
    for (const [present, pair] of [
        [hasUserAgent, defaults.userAgent],
        [hasAccept, defaults.accept],
    ]) {
        if (present)
            continue;
        headers.push(pair[0], pair[1]);
        sentHeaders.push(pair);
    }
    if (needsContentType) {
        const contentType = looksLikeJson(request.body) ? 'application/json' : 'text/plain; charset=utf-8';
        headers.push('Content-Type', contentType);
        sentHeaders.push(['Content-Type', contentType]);
    }
    return { headers, sentHeaders };
}
function looksLikeJson(body) {
    try {
        JSON.parse(body);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/engine/queries/patterns.ts
// User regular expressions that cannot hang a run (issue 9, "A run cannot hang").
//
// Measured on Node 24 (V8 13): `(a+)+$` against 30 `a` and a `b` backtracks for minutes. V8 can
// switch a pattern to its linear-time engine once it has backtracked too often
// (`--enable-experimental-regexp-engine-on-excessive-backtracks`): the same match then answers in
// about 1 ms, and ordinary patterns run on the usual backtracking engine at full speed. The linear
// engine does not take every pattern: backreferences and lookarounds (`\1`, `(?=…)`) cannot run
// in linear time, and V8 keeps backtracking for those. Such patterns run in a worker thread
// instead, with a deadline (the test's remaining time budget): the main thread stays free for
// signals and other tests, and a pattern past its deadline ends the worker and fails the test with
// "took too long".


// Once per process, before any user pattern is compiled (the flags are read at compile time).
(0,external_node_v8_.setFlagsFromString)('--enable-experimental-regexp-engine-on-excessive-backtracks');
(0,external_node_v8_.setFlagsFromString)('--enable-experimental-regexp-engine');
/** Can this pattern run on V8's linear-time engine (`l` flag)? Such patterns cannot backtrack for long. */
function runsInLinearTime(source) {
    try {
        // eslint-disable-next-line no-invalid-regexp -- `l` (linear) is V8's, enabled above
        new RegExp(source, 'l');
        return true;
    }
    catch {
        return false;
    }
}
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', ({ id, source, text }) => {
  let pattern = compiled.get(source);
  if (pattern === undefined) compiled.set(source, (pattern = new RegExp(source)));
  const match = pattern.exec(text);
  const group = match === null ? undefined : match.slice(1).find((g) => g !== undefined);
  parentPort.postMessage({ id, group: group === undefined ? null : group });
});
`;
/**
 * Matches user patterns for one run: compiled patterns are cached for the run, and the worker for
 * patterns outside the linear engine is started on first need and ended with the run (`close`).
 */
class PatternMatcher {
    #compiled = new Map();
    #worker;
    #nextId = 0;
    #pending = new Map();
    /** Which worker each pending match was sent to. */
    #owner = new Map();
    /** The first capture group of the first match of `source` in `text`, within `budgetMs` (0: no limit). */
    match(source, text, budgetMs, signal) {
        let pattern = this.#compiled.get(source);
        if (pattern === undefined) {
            pattern = runsInLinearTime(source) ? new RegExp(source) : 'worker';
            this.#compiled.set(source, pattern);
        }
        if (pattern !== 'worker')
            return firstGroup(pattern.exec(text));
        if (signal?.aborted)
            return { kind: 'interrupted' };
        return this.#inWorker(source, text, budgetMs, signal);
    }
    /** Ends the worker, if one was started; pending matches end as timeouts. */
    async close() {
        const worker = this.#worker;
        this.#worker = undefined;
        this.#settleAll({ kind: 'timeout' });
        await worker?.terminate();
    }
    #inWorker(source, text, budgetMs, signal) {
        const worker = (this.#worker ??= this.#startWorker());
        const id = this.#nextId++;
        return new Promise((resolve) => {
            const expire = (result) => {
                // A worker stuck in a match cannot be interrupted: end it; the next match starts another.
                if (this.#worker === worker)
                    this.#worker = undefined;
                this.#settleAll(result, worker);
                void worker.terminate();
            };
            const timer = setTimeout(() => expire({ kind: 'timeout' }), budgetMs > 0 ? budgetMs : 2 ** 31 - 1);
            const onAbort = () => expire({ kind: 'interrupted' });
            signal?.addEventListener('abort', onAbort, { once: true });
            this.#pending.set(id, {
                resolve: (result) => {
                    signal?.removeEventListener('abort', onAbort);
                    resolve(result);
                },
                timer,
            });
            this.#owner.set(id, worker);
            worker.postMessage({ id, source, text });
        });
    }
    #startWorker() {
        const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true });
        worker.unref();
        worker.on('message', ({ id, group }) => {
            this.#settle(id, group === null ? { kind: 'none' } : { kind: 'match', group });
        });
        worker.on('error', () => this.#settleAll({ kind: 'timeout' }, worker));
        return worker;
    }
    #settle(id, result) {
        const pending = this.#pending.get(id);
        if (pending === undefined)
            return;
        this.#pending.delete(id);
        this.#owner.delete(id);
        clearTimeout(pending.timer);
        pending.resolve(result);
    }
    #settleAll(result, worker) {
        for (const id of [...this.#pending.keys()]) {
            if (worker === undefined || this.#owner.get(id) === worker)
                this.#settle(id, result);
        }
    }
}
function firstGroup(match) {
    // The first capture group that took part in the match (an optional group may not have).
    const group = match?.slice(1).find((value) => value !== undefined);
    return group === undefined ? { kind: 'none' } : { kind: 'match', group };
}

;// CONCATENATED MODULE: ./src/engine/probes/probes.ts
// What a validator may ask of the world beyond the response (DNS, RDAP, HTTP fetches, an LLM), given
// to it by the run. Answers are cached per run: a hundred tests checking the same domain ask once.
// Each probe joins this interface as a field; tests construct `RunProbes` with loopback stand-ins.
class RunProbes {
    #answers = new Map();
    cached(key, ask) {
        let answer = this.#answers.get(key);
        if (answer === undefined)
            this.#answers.set(key, (answer = ask()));
        return answer;
    }
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/engine/run/render.ts
// Turns a parsed template into text for one test execution. Values are inserted as plain text
// (the original JSON-escaped them, which corrupted URLs and headers; see docs/compatibility.md).

class MissingValueError extends Error {
}
/** Lazily computed `func.*` values for one test execution. */
class FunctionValues {
    #guid;
    #random;
    #utcnow;
    get(name) {
        switch (name) {
            case 'guid':
                return (this.#guid ??= (0,external_node_crypto_.randomUUID)());
            case 'random':
                return (this.#random ??= String((0,external_node_crypto_.randomInt)(0, 2 ** 31 - 1)));
            case 'utcnow':
                return (this.#utcnow ??= new Date().toISOString());
        }
    }
}
/**
 * `escape` transforms each inserted value: a JSON body (written as a YAML/JSON object) has its
 * references inside JSON string literals, so values there are JSON-escaped to keep it valid.
 */
function renderTemplate(template, values, escape) {
    const parts = template.parts;
    if (parts.length === 1 && parts[0].kind === 'text')
        return parts[0].text;
    let out = '';
    for (const part of parts) {
        if (part.kind === 'text')
            out += part.text;
        else {
            const value = part.kind === 'func' ? values.functions.get(part.name) : lookup(part.namespace, part.name, values);
            out += escape ? escape(value) : value;
        }
    }
    return out;
}
/** The text of a JSON string literal holding `value`, without the quotes. */
function jsonStringContent(value) {
    return JSON.stringify(value).slice(1, -1);
}
function lookup(namespace, name, values) {
    const value = namespace === 'context'
        ? values.context.get(name)
        : namespace === 'env'
            ? values.env[name]
            : Object.hasOwn(values[namespace], name)
                ? values[namespace][name]
                : undefined;
    if (value === undefined)
        throw new MissingValueError(`\${{ ${namespace}.${name} }} has no value`);
    return value;
}

;// CONCATENATED MODULE: ./src/engine/validators/argument.ts
const TEMPLATE_STRING = { type: 'string', pattern: '\\$\\{\\{' };
/** Any text; numbers and booleans are read as their text. Templates are rendered when the test runs. */
const textArgument = {
    expects: 'text',
    example: 'e.g. `body-contains: "id"`',
    docs: 'text',
    jsonSchema: { type: ['string', 'number', 'boolean'] },
    read: (node, reject) => (node.text === undefined ? reject(node.describe()) : node.template()),
    fromText: (text) => text,
    renderedExpects: 'text',
};
const booleanArgument = {
    expects: '`true` or `false`',
    example: 'e.g. `is-successful: true`',
    docs: '`true` / `false` (also `"True"`, `"false"`, any case)',
    jsonSchema: {
        anyOf: [
            { type: 'boolean' },
            { type: 'string', pattern: '^\\s*([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])\\s*$' },
            TEMPLATE_STRING,
        ],
    },
    read(node, reject) {
        const scalar = readScalar(node, reject);
        if (scalar === undefined || typeof scalar !== 'string')
            return scalar;
        return booleanArgument.fromText(scalar) ?? reject(`\`${scalar}\``);
    },
    fromText(text) {
        const lower = text.trim().toLowerCase();
        return lower === 'true' ? true : lower === 'false' ? false : undefined;
    },
    renderedExpects: 'true or false',
};
const millisecondsArgument = {
    expects: 'a number of milliseconds (a non-negative integer)',
    example: 'e.g. `response-time: 500`',
    docs: 'milliseconds (non-negative integer)',
    jsonSchema: {
        anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\s*\\d+\\s*$' }, TEMPLATE_STRING],
    },
    read(node, reject) {
        const scalar = readScalar(node, reject);
        if (scalar === undefined || typeof scalar !== 'string')
            return scalar;
        return argument_integer(scalar) ?? reject(`\`${scalar}\``);
    },
    fromText: (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined),
    renderedExpects: 'a whole number of milliseconds',
};
/** One status code, or a list of them; a template renders to one code or a comma-separated list. */
const statusCodesArgument = {
    expects: 'a status code (an integer 100–599) or a list of them',
    example: 'e.g. `status-code: 201` or `status-code: [200, 204]`',
    docs: 'a status code (integer 100–599), or a list of them',
    jsonSchema: {
        anyOf: [
            { $ref: '#/$defs/statusCode' },
            { type: 'array', minItems: 1, items: { $ref: '#/$defs/statusCode' } },
            TEMPLATE_STRING,
        ],
    },
    read(node, reject) {
        const items = node.items;
        if (items === undefined) {
            const scalar = readScalar(node, reject);
            if (scalar === undefined || typeof scalar !== 'string')
                return scalar;
            return statusCode(scalar) ?? reject(`\`${scalar}\``);
        }
        if (items.length === 0)
            return reject('an empty list');
        const codes = [];
        for (const item of items) {
            const code = statusCode(item.text);
            if (code === undefined)
                return reject(item.describe(), item);
            codes.push(code);
        }
        return codes;
    },
    fromText(text) {
        const codes = text
            .trim()
            .split(/\s*,\s*/)
            .map(Number);
        if (!codes.every((c) => Number.isInteger(c) && c >= 100 && c <= 599))
            return undefined;
        return codes.length === 1 ? codes[0] : codes;
    },
    renderedExpects: 'an HTTP status code (100–599)',
};
/** A scalar's text, or its template when it holds a reference (converted when the test runs). */
function readScalar(node, reject) {
    if (node.text === undefined)
        return reject(node.describe());
    return node.templated ? node.template() : node.text;
}
function argument_integer(text) {
    return text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}
function statusCode(text) {
    const value = argument_integer(text);
    return value !== undefined && value >= 100 && value <= 599 ? value : undefined;
}

;// CONCATENATED MODULE: ./src/engine/validators/spec.ts
/** Declares a validator with its argument type checked against its schema. */
function defineValidator(spec) {
    return spec;
}

;// CONCATENATED MODULE: ./src/engine/validators/status.ts



const status_statusCode = defineValidator({
    name: 'status-code',
    summary: 'the status equals the integer, or one of a list of them',
    argument: statusCodesArgument,
    needs: ['status'],
    examples: [
        { argument: '201', response: { status: 201 }, passes: true },
        { argument: '[200, 204]', response: { status: 404 }, passes: false },
    ],
    evaluate: judgeStatus,
});
/** `status-code`'s judgement, also the rule for a test without validators (status 200). */
function judgeStatus(response, argument) {
    const allowed = Array.isArray(argument) ? argument : [Number(argument)];
    const expected = allowed.length === 1 ? String(allowed[0]) : `one of ${allowed.join(', ')}`;
    const actual = describeStatus(response.status, response.statusText);
    const pass = allowed.includes(response.status);
    return {
        name: 'status-code',
        pass,
        expected,
        actual,
        message: pass ? `status-code: ${actual}` : `status-code: expected ${expected}, got ${actual}`,
    };
}
const isSuccessful = defineValidator({
    name: 'is-successful',
    summary: 'true: the status is 2xx; false: the status is not 2xx',
    argument: booleanArgument,
    needs: ['status'],
    examples: [
        { argument: 'true', response: { status: 204 }, passes: true },
        { argument: 'true', response: { status: 500 }, passes: false },
    ],
    evaluate(response, argument) {
        const wanted = argument === true;
        const successful = response.status >= 200 && response.status <= 299;
        const expected = wanted ? 'a 2xx status' : 'a status other than 2xx';
        const actual = describeStatus(response.status, response.statusText);
        const pass = successful === wanted;
        return {
            name: 'is-successful',
            pass,
            expected,
            actual,
            message: pass ? `is-successful: ${actual}` : `is-successful: expected ${expected}, got ${actual}`,
        };
    },
});

;// CONCATENATED MODULE: ./src/engine/validators/body.ts
// Validators on the response body text. All comparisons are exact and case-sensitive
// (the original compares body-equals case-insensitively; see docs/compatibility.md).


/** Longest excerpt of a body quoted in a message. */
const EXCERPT = 120;
function excerpt(text, limit = EXCERPT) {
    const flat = JSON.stringify(text.length > limit ? text.slice(0, limit) : text);
    return text.length > limit ? `${flat.slice(0, -1)}…" (${text.length} chars)` : flat;
}
const bodyContains = defineValidator({
    name: 'body-contains',
    summary: 'the body contains the text',
    argument: textArgument,
    needs: ['body'],
    examples: [
        { argument: '"id"', response: { body: '{"id":1}' }, passes: true },
        { argument: 'apple', response: { body: 'pear' }, passes: false },
    ],
    evaluate(response, argument) {
        const needle = String(argument);
        const at = response.text.indexOf(needle);
        const pass = at !== -1;
        // A passing result keeps a short `actual`: it is held for every test of a run.
        const actual = pass ? `found at character ${at}` : excerpt(response.redact(response.text));
        return {
            name: 'body-contains',
            pass,
            expected: `contains ${JSON.stringify(needle)}`,
            actual,
            message: pass
                ? `body-contains: found ${JSON.stringify(needle)}`
                : `body-contains: expected the body to contain ${JSON.stringify(needle)}, got ${actual}`,
        };
    },
});
const bodyNotContains = defineValidator({
    name: 'body-not-contains',
    summary: 'the body does not contain the text',
    argument: textArgument,
    needs: ['body'],
    examples: [
        { argument: 'error', response: { body: 'all good' }, passes: true },
        { argument: 'error', response: { body: 'an error happened' }, passes: false },
    ],
    evaluate(response, argument) {
        const needle = String(argument);
        const at = response.text.indexOf(needle);
        const pass = at === -1;
        const actual = pass
            ? `absent from ${response.text.length} chars`
            : `found at character ${at}: ${excerpt(response.redact(response.text.slice(Math.max(0, at - 20), at + needle.length + 20)))}`;
        return {
            name: 'body-not-contains',
            pass,
            expected: `does not contain ${JSON.stringify(needle)}`,
            actual,
            message: pass
                ? `body-not-contains: ${JSON.stringify(needle)} absent`
                : `body-not-contains: expected no ${JSON.stringify(needle)}, ${actual}`,
        };
    },
});
const bodyEquals = defineValidator({
    name: 'body-equals',
    summary: 'the whole body equals the text exactly',
    argument: textArgument,
    needs: ['body'],
    examples: [
        { argument: 'pong', response: { body: 'pong' }, passes: true },
        { argument: 'pong', response: { body: 'Pong' }, passes: false },
    ],
    evaluate(response, argument) {
        const wanted = String(argument);
        const pass = response.text === wanted;
        const actual = pass ? 'equal' : excerpt(response.redact(response.text));
        return {
            name: 'body-equals',
            pass,
            expected: excerpt(response.redact(wanted)),
            actual,
            message: pass
                ? 'body-equals: body matches'
                : `body-equals: expected ${excerpt(response.redact(wanted))}, got ${actual}${firstDifference(wanted, response.text)}`,
        };
    },
});
const bodyNotEquals = defineValidator({
    name: 'body-not-equals',
    summary: 'the whole body differs from the text',
    argument: textArgument,
    needs: ['body'],
    examples: [
        { argument: '""', response: { body: 'something' }, passes: true },
        { argument: 'pong', response: { body: 'pong' }, passes: false },
    ],
    evaluate(response, argument) {
        const unwanted = String(argument);
        const pass = response.text !== unwanted;
        const actual = pass ? `differs (${response.text.length} chars)` : excerpt(response.redact(response.text));
        return {
            name: 'body-not-equals',
            pass,
            expected: `not ${excerpt(response.redact(unwanted))}`,
            actual,
            message: pass
                ? 'body-not-equals: body differs'
                : `body-not-equals: expected a body other than ${excerpt(response.redact(unwanted))}, got exactly that`,
        };
    },
});
function firstDifference(a, b) {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i++;
    return ` (first difference at character ${i})`;
}

;// CONCATENATED MODULE: ./src/engine/validators/timing.ts
// Validators on how long the response took.


const responseTime = defineValidator({
    name: 'response-time',
    summary: 'the whole response (headers and body) took strictly less than the milliseconds',
    argument: millisecondsArgument,
    needs: ['timings'],
    examples: [
        { argument: '60000', response: {}, passes: true },
        { argument: '0', response: {}, passes: false },
    ],
    evaluate(response, argument) {
        const limit = Number(argument);
        const totalMs = response.timings.totalMs;
        const took = Math.round(totalMs * 10) / 10;
        const pass = totalMs < limit;
        return {
            name: 'response-time',
            pass,
            expected: `< ${limit} ms`,
            actual: `${took} ms`,
            message: pass ? `response-time: ${took} ms` : `response-time: expected under ${limit} ms, took ${took} ms`,
        };
    },
});

;// CONCATENATED MODULE: ./src/engine/validators/capture-sources.ts
class CaptureSourceRegistry {
    #specs = new Map();
    register(spec) {
        if (this.#specs.has(spec.key))
            throw new Error(`capture source \`${spec.key}\` is registered twice`);
        this.#specs.set(spec.key, spec);
    }
    unregister(key) {
        this.#specs.delete(key);
    }
    get(key) {
        return this.#specs.get(key);
    }
    get keys() {
        return [...this.#specs.keys()];
    }
    get all() {
        return [...this.#specs.values()];
    }
}
/** The body source is the default and takes no key; keyed sources arrive with issue 11. */
const captureSources = new CaptureSourceRegistry();

;// CONCATENATED MODULE: ./src/engine/validators/index.ts
// The validator registry: every validator the checker accepts and the engine runs. It is open: a
// validator is a `ValidatorSpec` (spec.ts) in its own file, listed once in `builtInValidators`;
// names for did-you-mean, the docs table check, the `ValidatorName` type and the JSON Schema of the
// collection format all come from here.





const builtInValidators = [
    status_statusCode,
    isSuccessful,
    bodyContains,
    bodyNotContains,
    bodyEquals,
    bodyNotEquals,
    responseTime,
];
class ValidatorRegistry {
    #specs = new Map();
    constructor(specs) {
        for (const spec of specs)
            this.register(spec);
    }
    /** Adds a validator; a name already taken is a programming error. */
    register(spec) {
        if (this.#specs.has(spec.name))
            throw new Error(`validator \`${spec.name}\` is registered twice`);
        this.#specs.set(spec.name, spec);
    }
    /** Removes a validator (tests that register a throwaway one clean up with this). */
    unregister(name) {
        this.#specs.delete(name);
    }
    get(name) {
        return this.#specs.get(name);
    }
    get names() {
        return [...this.#specs.keys()];
    }
    get all() {
        return [...this.#specs.values()];
    }
}
const validators = new ValidatorRegistry(builtInValidators);
/**
 * Validators the original Testlemon runner has that assay does not run (they need DNS, WHOIS,
 * raw TLS handshakes, sitemap crawling or an LLM). A collection using one gets a diagnostic
 * saying so, rather than the generic "unknown validator".
 */
const unsupportedTestlemonValidators = {
    'ssl-expiration-after': 'certificate expiry checks',
    'ssl-expiration-before': 'certificate expiry checks',
    'domain-expiration-after': 'domain registration (RDAP/WHOIS) checks',
    'domain-expiration-before': 'domain registration (RDAP/WHOIS) checks',
    'tls-version-equals': 'TLS protocol version checks',
    'tls-version-not-equals': 'TLS protocol version checks',
    'dns-record-exists': 'DNS record checks',
    'dns-spf-exists': 'DNS record checks',
    'dns-dkim-exists': 'DNS record checks',
    'dns-dmarc-exists': 'DNS record checks',
    'dns-dmarc-single-record': 'DNS record checks',
    'dns-dmarc-strict-policy': 'DNS record checks',
    'sitemap-each-body-contains': 'sitemap crawling',
    'sitemap-each-body-not-contains': 'sitemap crawling',
    'sitemap-any-body-contains': 'sitemap crawling',
    'sitemap-any-body-not-contains': 'sitemap crawling',
    prompt: 'LLM (OpenAI) judgements',
    sentiment: 'LLM (OpenAI) judgements',
};

;// CONCATENATED MODULE: ./src/engine/queries/cookies.ts
// `Set-Cookie` response headers read with their attributes (RFC 6265 §5.2, leniently: an
// attribute that does not parse is kept as written, never an error).
function parseSetCookie(header) {
    const [pair = '', ...rest] = header.split(';');
    const equals = pair.indexOf('=');
    if (equals <= 0)
        return undefined;
    const attributes = {};
    for (const part of rest) {
        const at = part.indexOf('=');
        const name = (at === -1 ? part : part.slice(0, at)).trim().toLowerCase();
        if (name !== '')
            attributes[name] = at === -1 ? true : part.slice(at + 1).trim();
    }
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim(), attributes };
}

;// CONCATENATED MODULE: ./src/engine/queries/observation.ts

const NOT_YET = Symbol('not computed');
class Observation {
    #response;
    /** Masks secrets; text quoted in a message is masked before it is cut to an excerpt. */
    redact;
    #headers;
    #cookies;
    #json = NOT_YET;
    #document = NOT_YET;
    constructor(response, redact) {
        this.#response = response;
        this.redact = redact;
    }
    get status() {
        return this.#response.status;
    }
    get statusText() {
        return this.#response.statusText;
    }
    /** Every value of a header, in the order received; names are case-insensitive. */
    header(name) {
        return this.headers.get(name.toLowerCase()) ?? [];
    }
    /** Header names (lower-case) to all their values. */
    get headers() {
        if (this.#headers === undefined) {
            this.#headers = new Map();
            for (const [name, value] of this.#response.headers) {
                const key = name.toLowerCase();
                const values = this.#headers.get(key);
                if (values === undefined)
                    this.#headers.set(key, [value]);
                else
                    values.push(value);
            }
        }
        return this.#headers;
    }
    /** Cookies set by the response (`Set-Cookie`), with their attributes. */
    get cookies() {
        return (this.#cookies ??= this.header('set-cookie')
            .map(parseSetCookie)
            .filter((cookie) => cookie !== undefined));
    }
    /** The decoded body as text. */
    get text() {
        return this.#response.body;
    }
    /** The decoded body's bytes (after Content-Encoding). */
    get bytes() {
        return this.#response.bodyBuffer;
    }
    get json() {
        if (this.#json === NOT_YET) {
            try {
                this.#json = { ok: true, value: JSON.parse(this.text) };
            }
            catch (error) {
                this.#json = { ok: false, error: `the body is not JSON: ${error.message}` };
            }
        }
        return this.#json;
    }
    /** The body as an XML/HTML document, parsed once with the given parser. */
    document(parse) {
        if (this.#document === NOT_YET)
            this.#document = parse(this.text, this.header('content-type')[0]);
        return this.#document;
    }
    get timings() {
        const connection = this.#response.connection;
        return {
            connectMs: connection?.connectMs ?? 0,
            tlsMs: connection?.tlsMs ?? 0,
            firstByteMs: this.#response.ttfbMs,
            totalMs: this.#response.totalMs,
        };
    }
    get finalUrl() {
        return this.#response.finalUrl;
    }
    get redirects() {
        return this.#response.redirects;
    }
    get httpVersion() {
        return this.#response.httpVersion;
    }
    /** For https: the negotiated protocol (`TLSv1.3`…); undefined for http or when unknown. */
    get tlsProtocol() {
        return this.#response.connection?.tlsProtocol;
    }
    /** For https: the peer's certificate; undefined for http or when unknown. */
    get certificate() {
        return this.#response.connection?.certificate;
    }
}

;// CONCATENATED MODULE: ./src/engine/queries/query.ts
function query_select(query, observation) {
    switch (query.source) {
        case 'status':
            return found([observation.status]);
        case 'header':
            return found([...observation.header(query.name)]);
        case 'cookie': {
            const cookies = observation.cookies.filter((cookie) => cookie.name === query.name);
            if (query.attribute === undefined)
                return found(cookies.map((cookie) => cookie.value));
            const attribute = query.attribute.toLowerCase();
            return found(cookies.map((cookie) => cookie.attributes[attribute]).filter((value) => value !== undefined));
        }
        case 'body':
            return found([observation.text]);
        case 'duration':
            return found([observation.timings.totalMs]);
        case 'url':
            return found([observation.finalUrl]);
        case 'certificate':
            return certificateField(observation, query.field);
    }
}
/** How a query reads in messages: `header X-Id`, `cookie session.path`, `body`. */
function describeQuery(query) {
    switch (query.source) {
        case 'header':
            return `header ${query.name}`;
        case 'cookie':
            return `cookie ${query.name}${query.attribute ? `.${query.attribute}` : ''}`;
        case 'certificate':
            return `certificate ${query.field}`;
        default:
            return query.source;
    }
}
function found(values) {
    return { ok: true, values };
}
function certificateField(observation, field) {
    const certificate = observation.certificate;
    if (certificate === undefined) {
        return { ok: false, error: 'the response did not come over TLS with a peer certificate' };
    }
    switch (field) {
        case 'subject':
            return found([distinguishedName(certificate.subject)]);
        case 'issuer':
            return found([distinguishedName(certificate.issuer)]);
        case 'valid-from':
            return found([new Date(certificate.valid_from).toISOString()]);
        case 'valid-to':
            return found([new Date(certificate.valid_to).toISOString()]);
        case 'expires-in-days':
            return found([Math.floor((Date.parse(certificate.valid_to) - Date.now()) / 86_400_000)]);
        case 'serial':
            return found([certificate.serialNumber]);
    }
}
function distinguishedName(name) {
    return Object.entries(name ?? {})
        .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : String(value)}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/engine/http/credentials.ts
// Credentials a request carries: the userinfo of its URL, which becomes Basic auth as curl does, and
// the values of the headers that hold credentials, which are secrets wherever a server echoes them.
/** The userinfo of `text` (percent-decoded, as curl does) and the URL without it; undefined when there is none. */
function splitUrlCredentials(text) {
    if (!text.includes('@'))
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if (url.username === '' && url.password === '')
        return undefined;
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    url.username = '';
    url.password = '';
    return { url: url.href, user, password };
}
function basicAuthorization(user, password) {
    return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}
/** The secret parts of a credential header's value (`Authorization`, `Cookie`, `Set-Cookie`, …). */
function credentialValues(name, value) {
    switch (name.toLowerCase()) {
        case 'authorization':
        case 'proxy-authorization': {
            const scheme = /^(\S+)\s+(.+)$/.exec(value.trim());
            if (scheme === null)
                return [value];
            const token = scheme[2];
            if (scheme[1].toLowerCase() !== 'basic')
                return [token];
            const decoded = Buffer.from(token, 'base64').toString('utf8');
            const colon = decoded.indexOf(':');
            return colon < 0 ? [token] : [token, decoded, decoded.slice(colon + 1)];
        }
        case 'cookie':
            return value.split(';').map(cookieValue);
        case 'set-cookie':
            return [cookieValue(value.split(';')[0])];
        default:
            return [];
    }
}
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
function isCredentialHeader(name) {
    return credentialHeaders.has(name.toLowerCase());
}
function cookieValue(pair) {
    const equals = pair.indexOf('=');
    return (equals < 0 ? pair : pair.slice(equals + 1)).trim().replace(/^"(.*)"$/, '$1');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./src/engine/run/execute-test.ts
// Runs one test once: renders its templates, sends the request, and asks the response's
// observation for context values and validator results. Everything a user can get wrong ends as an outcome, never a throw.








/** What a test without captures captured (most tests): shared, never written to. */
const NOTHING_CAPTURED = new Map();
/** The response headers of a passing test, which reports do not keep. */
const HEADERS_NOT_KEPT = [];
async function executeTest(test, context, environment) {
    const startedAt = external_node_perf_hooks_.performance.now();
    const startMs = startedAt - environment.runStartedAt;
    const values = {
        vars: environment.vars,
        secrets: environment.secrets,
        env: environment.env,
        context,
        functions: new FunctionValues(),
    };
    const captured = test.captures.length === 0 ? NOTHING_CAPTURED : new Map();
    let url, headers, body;
    try {
        url = renderTemplate(test.url, values);
        headers = test.headers.length === 0 ? [] : test.headers.map((h) => [h.name, renderTemplate(h.value, values)]);
        body = test.body
            ? renderTemplate(test.body.template, values, test.body.kind === 'json' ? jsonStringContent : undefined)
            : undefined;
    }
    catch (error) {
        if (!(error instanceof MissingValueError))
            throw error;
        return errored(test.method, test.url.source, [], undefined, startMs, 0, 'missing-value', error.message, captured);
    }
    ({ url, headers } = withCredentials(url, headers, environment));
    const timeoutMs = test.timeoutMs ?? environment.timeoutMs;
    const response = await environment.http.send({
        method: test.method,
        url,
        headers,
        body,
        timeoutMs,
        timeoutSource: test.timeoutMs === undefined ? '--timeout' : "the test's timeout",
        signal: environment.signal,
    });
    if (!response.ok) {
        return errored(test.method, url, response.sentHeaders, body, startMs, response.totalMs, response.code, response.message, captured);
    }
    for (const cookie of response.headerValues('set-cookie'))
        registerCredentials('Set-Cookie', cookie, environment);
    const observation = new Observation(response, environment.redact);
    const evaluation = {
        probes: environment.probes,
        patterns: environment.patterns,
        // The test's time budget covers its request and every pattern run on the response.
        remainingMs: () => (timeoutMs > 0 ? Math.max(1, timeoutMs - (external_node_perf_hooks_.performance.now() - startedAt)) : 0),
        signal: environment.signal,
    };
    // Most checks answer synchronously; awaiting only real promises keeps the common path fast.
    const captures = [];
    for (const capture of test.captures) {
        let result = captureValue(capture, observation, values, captured, environment, evaluation);
        if (result instanceof Promise)
            result = await result;
        captures.push({ ...result, position: capture.position });
    }
    const results = [];
    if (test.validators.length === 0)
        results.push(defaultRule(observation));
    for (const validator of test.validators) {
        let result = evaluate(validator, observation, values, evaluation);
        if (result instanceof Promise)
            result = await result;
        results.push({ ...result, position: validator.position });
    }
    if (captures.some((c) => c.problem === INTERRUPTED)) {
        // The end of an interrupt's grace stopped a pattern: the test did not get to finish (the
        // scheduler reports it as not run), so no capture or validator verdict is kept.
        return {
            ...errored(test.method, url, response.sentHeaders, body, startMs, response.totalMs, 'aborted', INTERRUPTED, captured),
            response: recordResponse(response, environment.keptBodyBytes, environment.redact),
        };
    }
    const passed = results.every((r) => r.pass) && captures.every((c) => c.matched);
    return {
        outcome: passed ? 'passed' : 'failed',
        request: { method: test.method, url, headers: response.sentHeaders, body },
        response: passed
            ? recordPassingResponse(response)
            : recordResponse(response, environment.keptBodyBytes, environment.redact),
        timings: { startMs: roundMs(startMs), totalMs: roundMs(response.totalMs), ttfbMs: roundMs(response.ttfbMs) },
        validators: results,
        captures,
        captured,
    };
}
function errored(method, url, headers, body, startMs, totalMs, errorCode, error, captured) {
    return {
        outcome: 'errored',
        request: { method, url, headers, body },
        timings: { startMs: roundMs(startMs), totalMs: roundMs(totalMs), ttfbMs: 0 },
        validators: [],
        captures: [],
        error,
        errorCode,
        captured,
    };
}
function captureValue(capture, observation, values, captured, environment, context) {
    const query = captureQuery(capture, values);
    const result = {
        name: capture.name,
        type: capture.type,
        pattern: capture.pattern,
        ...(typeof query === 'object' && query.source !== 'body' ? { source: describeQuery(query) } : {}),
    };
    if (typeof query === 'string')
        return { ...result, matched: false, problem: query };
    const selection = query_select(query, observation);
    if (!selection.ok)
        return { ...result, matched: false, problem: selection.error };
    const finish = ({ match, budgetMs }) => {
        if (match.kind === 'interrupted')
            return { ...result, matched: false, problem: INTERRUPTED };
        if (match.kind === 'timeout') {
            const problem = `took too long (stopped after the test's remaining time budget of ${Math.round(budgetMs)} ms)`;
            return { ...result, matched: false, problem };
        }
        if (match.kind === 'none')
            return { ...result, matched: false };
        if (capture.type === 'secret')
            environment.onSecret(match.group, `capture ${capture.name}`);
        captured.set(capture.name, match.group);
        return { ...result, matched: true, value: match.group };
    };
    const refined = refine(capture.pattern, selection.values, 0, context);
    return refined instanceof Promise ? refined.then(finish) : finish(refined);
}
/** The pattern refines the selected values: the first value it matches, from `from` on, gives the capture. */
function refine(pattern, selected, from, context) {
    for (let i = from; i < selected.length; i++) {
        const budgetMs = context.remainingMs();
        const match = context.patterns.match(pattern, String(selected[i]), budgetMs, context.signal);
        if (match instanceof Promise) {
            return match.then((m) => m.kind === 'none' ? refine(pattern, selected, i + 1, context) : { match: m, budgetMs });
        }
        if (match.kind !== 'none')
            return { match, budgetMs };
    }
    return NO_MATCH;
}
const INTERRUPTED = 'the run was interrupted while the response was being checked';
const NO_MATCH = { match: { kind: 'none' }, budgetMs: 0 };
const BODY = { source: 'body' };
/** The capture's query, or why its templated argument is unusable. */
function captureQuery(capture, values) {
    if (capture.source === undefined)
        return BODY;
    const spec = captureSources.get(capture.source.key);
    if (spec === undefined)
        return `no capture source \`${capture.source.key}\` is registered`;
    const argument = resolveArgument(capture.source.argument, spec.argument, values);
    return argument.ok ? spec.query(argument.value) : `\`${capture.source.key}\` ${argument.why}`;
}
/**
 * The URL's userinfo becomes `Authorization: Basic …` (unless the test sets Authorization) and leaves
 * the URL, as curl does; its password and every credential header's value become secrets.
 */
function withCredentials(url, headers, environment) {
    const credentials = splitUrlCredentials(url);
    if (credentials !== undefined) {
        if (credentials.password !== '')
            environment.onSecret(credentials.password, 'the password in the URL');
        url = credentials.url;
        if (!headers.some(([name]) => name.toLowerCase() === 'authorization')) {
            headers = [...headers, ['Authorization', basicAuthorization(credentials.user, credentials.password)]];
        }
    }
    for (const [name, value] of headers) {
        if (isCredentialHeader(name))
            registerCredentials(name, value, environment);
    }
    return { url, headers };
}
function registerCredentials(header, value, environment) {
    for (const secret of credentialValues(header, value))
        environment.onSecret(secret, `the ${header} header`, true);
}
function defaultRule(observation) {
    const result = judgeStatus(observation, 200);
    return result.pass ? result : { ...result, message: `${result.message} (a test without validators must answer 200)` };
}
function evaluate(validator, observation, values, context) {
    const spec = validators.get(validator.name);
    // The checker accepts only registered names; a model built by hand may still name another.
    if (spec === undefined)
        return unusable(validator.name, '', 'no such validator is registered');
    const argument = resolveArgument(validator.argument, spec.argument, values);
    if (!argument.ok)
        return unusable(validator.name, argument.text, argument.why);
    return spec.evaluate(observation, argument.value, context);
}
/** A checked argument as is; a templated one rendered and converted by its schema. */
function resolveArgument(argument, schema, values) {
    if (!isTemplate(argument))
        return { ok: true, value: argument };
    let text;
    try {
        text = renderTemplate(argument, values);
    }
    catch (error) {
        if (!(error instanceof MissingValueError))
            throw error;
        return { ok: false, text: argument.source, why: error.message };
    }
    const value = schema.fromText(text);
    return value === undefined ? { ok: false, text, why: `expected ${schema.renderedExpects}` } : { ok: true, value };
}
function isTemplate(argument) {
    return typeof argument === 'object' && argument !== null && !Array.isArray(argument) && 'parts' in argument;
}
function unusable(name, argument, why) {
    return {
        name,
        pass: false,
        expected: why,
        actual: JSON.stringify(argument),
        message: `${name}: argument ${JSON.stringify(argument)} is unusable: ${why}`,
    };
}
/** A passing test's response without its body and headers, which would cost memory at every test of a large run. */
function recordPassingResponse(response) {
    return {
        status: response.status,
        statusText: response.statusText,
        headers: HEADERS_NOT_KEPT,
        bodyBytes: response.bodyBytes,
        bodyTruncated: response.bodyBytes > 0,
    };
}
function recordResponse(response, keepBytes, redact) {
    const truncated = response.body.length > keepBytes;
    return {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: truncated ? redact(response.body).slice(0, keepBytes) : response.body,
        bodyBytes: response.bodyBytes,
        bodyTruncated: truncated,
    };
}

;// CONCATENATED MODULE: ./src/engine/run/scheduler.ts
// Runs a plan: collection by collection, iteration by iteration, tests sequentially or with a
// bounded number in flight, always after their dependencies. Observers hear `testStarted` when a
// test is sent and `testFinished` with its result; tests that cannot run (a dependency did not
// pass, --bail, an interrupt) are reported too, so every planned test has exactly one result per
// iteration.



const EMPTY_SCOPE = new Map();
async function runPlan(plans, environment, options, observers) {
    const testStarted = observers.filter((o) => o.testStarted !== undefined);
    const testFinished = observers.filter((o) => o.testFinished !== undefined);
    const shared = {
        environment,
        options,
        started: (test) => {
            for (const observer of testStarted)
                observer.testStarted(test);
        },
        finished: (result) => {
            for (const observer of testFinished)
                observer.testFinished(result);
        },
        stop: new StopState(options.stopSignal),
    };
    for (const plan of plans) {
        for (let iteration = 1; iteration <= options.repeats; iteration++) {
            const run = new IterationRun(plan, iteration, shared);
            await (options.parallel ? run.parallel() : run.sequential());
            if (options.delayMs > 0 && iteration < options.repeats && shared.stop.current() === undefined) {
                await (0,external_node_timers_promises_.setTimeout)(options.delayMs, undefined, { signal: options.stopSignal }).catch(() => undefined);
            }
        }
    }
}
/** Why tests stop being started: an interrupt (they are "not run") or --bail (they are skipped). */
class StopState {
    #signal;
    #bailReason;
    constructor(signal) {
        this.#signal = signal;
    }
    bail(reason) {
        this.#bailReason ??= reason;
    }
    current() {
        if (this.#signal.aborted)
            return { outcome: 'notRun', reason: `not run: the run was interrupted (${String(this.#signal.reason)})` };
        if (this.#bailReason !== undefined)
            return { outcome: 'skipped', reason: this.#bailReason };
        return undefined;
    }
}
/** The state of one iteration of one collection. */
class IterationRun {
    plan;
    iteration;
    shared;
    outcomes;
    /** Per test: the context values it read, and the ones it captured. */
    inputs = [];
    captured = [];
    constructor(plan, iteration, shared) {
        this.plan = plan;
        this.iteration = iteration;
        this.shared = shared;
        this.outcomes = new Array(plan.tests.length);
    }
    async sequential() {
        for (const position of this.plan.order) {
            if (this.settleWithoutRunning(position))
                continue;
            await this.execute(position, 0);
        }
    }
    async parallel() {
        const { tests, dependencies } = this.plan;
        const waitingOn = dependencies.map((deps) => deps.length);
        const dependents = tests.map(() => []);
        dependencies.forEach((deps, position) => deps.forEach((d) => dependents[d].push(position)));
        const ready = tests.map((_, p) => p).filter((p) => waitingOn[p] === 0);
        const freeLanes = [];
        let lanes = 0;
        let inFlight = 0;
        let readyAt = 0;
        await new Promise((resolve, reject) => {
            const finish = (position) => {
                for (const dependent of dependents[position]) {
                    if (--waitingOn[dependent] === 0)
                        ready.push(dependent);
                }
            };
            const pump = () => {
                while (readyAt < ready.length && inFlight < this.shared.options.concurrency) {
                    const position = ready[readyAt++];
                    if (this.settleWithoutRunning(position)) {
                        finish(position);
                        continue;
                    }
                    const lane = freeLanes.length > 0 ? freeLanes.pop() : lanes++;
                    inFlight++;
                    // An internal error must end the run (main reports it), not hang it or go unhandled.
                    this.execute(position, lane).then(() => {
                        inFlight--;
                        freeLanes.push(lane);
                        finish(position);
                        pump();
                    }, reject);
                }
                if (inFlight === 0 && readyAt === ready.length)
                    resolve();
            };
            pump();
        });
    }
    /** Reports a test that must not run (stopped, or a dependency did not pass); true if it did. */
    settleWithoutRunning(position) {
        const stopped = this.shared.stop.current();
        if (stopped !== undefined) {
            this.settle(position, stopped.outcome, stopped.reason);
            return true;
        }
        for (const dependency of this.plan.dependencies[position]) {
            const outcome = this.outcomes[dependency];
            if (outcome !== 'passed') {
                const test = this.plan.tests[dependency];
                const what = outcome === 'failed' ? 'failed' : outcome === 'errored' ? 'errored' : 'did not run';
                this.settle(position, 'skipped', `skipped: dependency ${describeTest(test)} (line ${test.position.line}) ${what}`);
                return true;
            }
        }
        return false;
    }
    settle(position, outcome, reason) {
        this.outcomes[position] = outcome;
        this.captured[position] = EMPTY_SCOPE;
        this.inputs[position] = EMPTY_SCOPE;
        const test = this.plan.tests[position];
        this.shared.finished({
            collection: this.plan.collectionIndex,
            test: test.index,
            iteration: this.iteration,
            name: describeTest(test),
            outcome,
            validators: [],
            captures: [],
            reason,
        });
    }
    async execute(position, lane) {
        const test = this.plan.tests[position];
        const input = this.scopeFor(position);
        this.inputs[position] = input;
        const name = describeTest(test);
        const ref = { collection: this.plan.collectionIndex, test: test.index, iteration: this.iteration };
        this.shared.started({ ...ref, name, lane });
        const execution = await executeTest(test, input, this.shared.environment);
        // Cut off by the end of an interrupt's grace: the test did not get to finish, so it did not run.
        const cutOff = execution.outcome === 'errored' && this.shared.environment.signal?.aborted === true;
        this.outcomes[position] = cutOff ? 'notRun' : execution.outcome;
        this.captured[position] = execution.captured;
        this.shared.finished({
            ...ref,
            name,
            outcome: cutOff ? 'notRun' : execution.outcome,
            request: execution.request,
            response: execution.response,
            timings: execution.timings,
            validators: execution.validators,
            captures: execution.captures,
            ...(cutOff
                ? {
                    reason: `not run: the run was interrupted (${String(this.shared.environment.signal.reason)}) ${execution.response === undefined ? 'before the response arrived' : 'before its response was checked'}`,
                }
                : { error: execution.error, errorCode: execution.errorCode }),
            lane,
        });
        if (this.shared.options.bail && (execution.outcome === 'failed' || execution.outcome === 'errored')) {
            this.shared.stop.bail(`skipped: --bail stopped the run after ${describeTest(test)} ${execution.outcome}`);
        }
    }
    /** The context values a test may read: those its dependencies (and theirs) captured. */
    scopeFor(position) {
        const deps = this.plan.dependencies[position];
        if (deps.length === 0)
            return EMPTY_SCOPE;
        if (deps.length === 1) {
            const [d] = deps;
            if (this.captured[d].size === 0)
                return this.inputs[d];
            if (this.inputs[d].size === 0)
                return this.captured[d];
        }
        const scope = new Map();
        for (const d of deps) {
            for (const [k, v] of this.inputs[d])
                scope.set(k, v);
            for (const [k, v] of this.captured[d])
                scope.set(k, v);
        }
        return scope;
    }
}

;// CONCATENATED MODULE: ./src/session/execute.ts
// Executing a prepared run: the engine sends the tests and every observer hears the run's events
// (runStarted, testStarted, testFinished, runFinished). The HTTP client and the interrupt
// handling belong to this one execution; a prepared run can be executed again.







/** In-flight requests get this long to finish after an interrupt before they are aborted. */
const DEFAULT_INTERRUPT_GRACE_MS = 2000;
/** Response body kept for the reports of a test that did not pass (passing tests keep none). */
const KEPT_BODY_BYTES = 64 * 1024;
async function execute(run, observers, io = {}) {
    const { options } = run;
    const stop = new AbortController();
    const abortRequests = new AbortController();
    let graceTimer;
    const onInterrupt = () => {
        stop.abort(io.signal.reason);
        graceTimer = setTimeout(() => abortRequests.abort(io.signal.reason), io.interruptGraceMs ?? DEFAULT_INTERRUPT_GRACE_MS);
    };
    if (io.signal?.aborted)
        onInterrupt();
    else
        io.signal?.addEventListener('abort', onInterrupt, { once: true });
    const totals = emptyTotals();
    const counter = { testFinished: (result) => countOutcome(totals, result.outcome) };
    const startedAt = new Date().toISOString();
    const start = {
        startedAt,
        collections: run.collections,
        options,
        planned: run.planned,
        plannedTests: plannedTests(run),
    };
    for (const observer of observers)
        await observer.runStarted?.(start);
    const http = createHttpClient({
        insecure: options.insecure,
        followRedirects: options.followRedirects,
        maxBodyBytes: options.maxBodyBytes,
        connections: options.parallel ? options.concurrency : 1,
        userAgent: `assay/${VERSION}`,
    });
    // The matcher of user regular expressions (its cache and worker) and the probes' answers belong to this execution.
    const patterns = new PatternMatcher();
    const runStartedAt = external_node_perf_hooks_.performance.now();
    try {
        await runPlan(run.plans, {
            http,
            timeoutMs: options.timeoutMs,
            vars: options.variables,
            secrets: options.secrets,
            env: run.env,
            onSecret: run.addSecret,
            signal: abortRequests.signal,
            runStartedAt,
            keptBodyBytes: KEPT_BODY_BYTES,
            redact: (text) => run.redactor.redact(text),
            patterns,
            probes: new RunProbes(),
        }, {
            parallel: options.parallel,
            concurrency: options.concurrency,
            repeats: options.repeats,
            delayMs: options.delayMs,
            bail: options.bail,
            stopSignal: stop.signal,
        }, [counter, ...observers]);
    }
    finally {
        clearTimeout(graceTimer);
        io.signal?.removeEventListener('abort', onInterrupt);
        await Promise.all([stop.signal.aborted ? http.destroy() : http.close(), patterns.close()]);
    }
    const interrupted = stop.signal.aborted ? String(stop.signal.reason) : undefined;
    const summary = {
        startedAt,
        durationMs: external_node_perf_hooks_.performance.now() - runStartedAt,
        totals,
        ...(interrupted ? { interrupted } : {}),
    };
    for (const observer of observers)
        await observer.runFinished?.(summary);
    return summary;
}
/** Per collection, the declared indices of its planned tests (none for a collection without a plan). */
function plannedTests(run) {
    const tests = run.collections.map(() => []);
    for (const plan of run.plans)
        tests[plan.collectionIndex] = plan.tests.map((t) => t.index);
    return tests;
}
/**
 * ASSAY_INTERRUPT_GRACE_MS from an environment: the adapters' way to set `interruptGraceMs`
 * (tests keep interrupt tests short with it; a slow API may want longer). Undefined when unset or not a number.
 */
function interruptGraceFrom(env) {
    const value = env.ASSAY_INTERRUPT_GRACE_MS?.trim();
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

;// CONCATENATED MODULE: ./src/collection/formats/assay/url.ts
// Whether a URL can be sent, and what the user most likely meant when it cannot
// (`api.example.com` → `https://api.example.com`).
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A host (name with a dot, localhost or an IPv4 address) and optional port, then a path or nothing. */
const HOST_FIRST = /^(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:[/?#]|$)/i;
/** A mistyped scheme: `htp://`, `https//`, `http:/`, `http:host`. */
const NEAR_SCHEME = /^(h?t?t?p?s?)(:\/?\/?|\/\/)(?=[^/])/i;
function isAbsolute(text) {
    return ABSOLUTE.test(text);
}
/** Why a URL (that is not just a template) cannot be sent; undefined when it is fine. */
function absoluteUrlProblem(text) {
    if (text.startsWith('${{'))
        return undefined;
    if (!ABSOLUTE.test(text))
        return `\`${text}\` has no \`http://\` or \`https://\``;
    if (!/^https?:\/\//i.test(text))
        return `\`${text.slice(0, text.indexOf(':'))}\` URLs cannot be tested, only http and https`;
    if (!text.includes('${{') && !URL.canParse(text))
        return `\`${text}\` is not a valid URL`;
    return undefined;
}
/** The URL the user probably meant, when a bad one is close to one; undefined otherwise. */
function likelyUrl(text) {
    const trimmed = text.trim();
    const candidate = HOST_FIRST.test(trimmed)
        ? `${/^(localhost|127\.)/i.test(trimmed) ? 'http' : 'https'}://${trimmed}`
        : nearScheme(trimmed);
    return candidate !== undefined && candidate !== text && URL.canParse(candidate) ? candidate : undefined;
}
function nearScheme(text) {
    const match = NEAR_SCHEME.exec(text);
    if (!match || match[1].length < 3 || !/^h/i.test(match[1]))
        return undefined;
    const rest = text.slice(match[0].length);
    if (!HOST_FIRST.test(rest))
        return undefined;
    return `${/s$/i.test(match[1]) ? 'https' : 'http'}://${rest}`;
}

;// CONCATENATED MODULE: ./src/collection/checks/check.ts


function checkCollection(parsed, inputs) {
    const diagnostics = [];
    const report = (span, code, message, hint) => {
        diagnostics.push({
            severity: 'error',
            code,
            message,
            file: parsed.collection.file,
            line: span.line,
            column: span.column,
            length: span.length,
            ...(hint ? { hint } : {}),
        });
    };
    const byId = indexIds(parsed.tests, report);
    const edges = parsed.tests.map((test) => dependencies(test, byId, report));
    reportCycles(parsed.tests, edges, report);
    for (const token of parsed.baseUrlTokens) {
        if (token.part.kind === 'ref' && token.part.namespace === 'context')
            report(token.span, 'context-in-base-url', '`baseUrl` cannot use `context` values: no test has run when it is needed');
    }
    checkInputs(parsed.baseUrlTokens, inputs, report);
    if (parsed.baseUrl)
        checkRenderedUrl('baseUrl', parsed.baseUrl, inputs, report);
    for (const [index, test] of parsed.tests.entries()) {
        checkContext(parsed.tests, edges, index, report);
        checkInputs(test.tokens, inputs, report);
        if (test.ownUrl)
            checkRenderedUrl('url', test.ownUrl, inputs, report);
    }
    return diagnostics;
}
function indexIds(tests, report) {
    const byId = new Map();
    for (const [index, test] of tests.entries()) {
        const id = test.definition.id;
        if (id === undefined || !test.idSpan)
            continue;
        const first = byId.get(id);
        if (first === undefined)
            byId.set(id, index);
        else
            report(test.idSpan, 'duplicate-id', `duplicate id \`${id}\``, `the test at line ${tests[first].definition.position.line} already has this id; ids are unique within a collection`);
    }
    return byId;
}
/** Indexes of the tests `test` depends on directly. */
function dependencies(test, byId, report) {
    const edges = [];
    for (const [position, id] of test.definition.dependsOn.entries()) {
        const target = byId.get(id);
        if (target !== undefined) {
            edges.push(target);
            continue;
        }
        const near = closest(id, [...byId.keys()]);
        const hint = near
            ? `did you mean \`${near}\`?`
            : byId.size === 0
                ? 'no test in this collection has an `id`'
                : `the ids in this collection are ${[...byId.keys()].map((known) => `\`${known}\``).join(', ')}`;
        report(test.dependsOnSpans[position], 'unknown-dependency', `\`dependsOn\` names an unknown id \`${id}\``, hint);
    }
    return edges;
}
/** Every dependency cycle once, reported at the `dependsOn` of its first test, as `a → b → a`. */
function reportCycles(tests, edges, report) {
    const state = new Array(tests.length).fill('new');
    for (let root = 0; root < tests.length; root++) {
        if (state[root] !== 'new')
            continue;
        // Iterative depth-first search: collections may hold long dependency chains.
        const stack = [{ node: root, next: 0 }];
        state[root] = 'active';
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            if (frame.next >= edges[frame.node].length) {
                state[frame.node] = 'done';
                stack.pop();
                continue;
            }
            const target = edges[frame.node][frame.next++];
            if (state[target] === 'new') {
                state[target] = 'active';
                stack.push({ node: target, next: 0 });
            }
            else if (state[target] === 'active') {
                const cycle = stack.slice(stack.findIndex((entry) => entry.node === target)).map((entry) => entry.node);
                const first = Math.min(...cycle);
                const start = cycle.indexOf(first);
                const ordered = [...cycle.slice(start), ...cycle.slice(0, start), first];
                const names = ordered.map((index) => tests[index].definition.id ?? `#${index + 1}`);
                const from = tests[first];
                const next = ordered[1];
                const span = from.dependsOnSpans[from.definition.dependsOn.indexOf(tests[next].definition.id ?? '')] ??
                    from.dependsOnSpans[0];
                const message = cycle.length === 1 ? `test \`${names[0]}\` depends on itself` : `dependency cycle: ${names.join(' → ')}`;
                report(span, 'dependency-cycle', message, cycle.length === 1 ? 'remove this `dependsOn` entry' : 'remove one of these `dependsOn` entries');
            }
        }
    }
}
/** `${{ context.x }}` needs a test this one depends on (directly or transitively) to capture `x`. */
function checkContext(tests, edges, index, report) {
    const uses = tests[index].tokens.filter((token) => token.part.kind === 'ref' && token.part.namespace === 'context');
    if (uses.length === 0)
        return;
    const nameOf = (use) => (use.part.kind === 'ref' ? use.part.name : '');
    // Walk the ancestors nearest first and stop once every name is found: a long chain of tests
    // that each read what their parent captured costs one step per test, not the whole chain.
    const missing = new Set(uses.map(nameOf));
    const seen = new Set();
    const queue = [...edges[index]];
    for (let head = 0; head < queue.length && missing.size > 0; head++) {
        const next = queue[head];
        if (seen.has(next))
            continue;
        seen.add(next);
        for (const capture of tests[next].definition.captures)
            missing.delete(capture.name);
        for (const ancestor of edges[next])
            queue.push(ancestor);
    }
    for (const use of uses) {
        const name = nameOf(use);
        if (!missing.has(name))
            continue;
        report(use.span, 'context-not-captured', `\`context.${name}\` is not captured by any test this test depends on`, contextHint(tests, index, name));
    }
}
function contextHint(tests, index, name) {
    const capturer = tests.findIndex((test, position) => position !== index && test.definition.captures.some((capture) => capture.name === name));
    if (capturer !== -1) {
        const test = tests[capturer].definition;
        return test.id !== undefined
            ? `the test \`${test.id}\` (line ${test.position.line}) captures \`${name}\`: add \`dependsOn: ${test.id}\``
            : `the test at line ${test.position.line} captures \`${name}\`: give it an \`id\` and name that id in \`dependsOn\``;
    }
    if (tests[index].definition.captures.some((capture) => capture.name === name)) {
        return 'this test captures it from its own response, which is not known yet when its request is sent';
    }
    const near = closest(name, [
        ...new Set(tests.flatMap((test) => test.definition.captures.map((capture) => capture.name))),
    ]);
    return near
        ? `did you mean \`${near}\`?`
        : `no test in this collection captures \`${name}\`; add a \`context\` entry with \`name: ${name}\` to the test that returns it`;
}
function checkInputs(tokens, inputs, report) {
    for (const { part, span } of tokens) {
        if (part.kind !== 'ref')
            continue;
        if (part.namespace === 'vars' && !Object.hasOwn(inputs.variables, part.name)) {
            report(span, 'undefined-variable', `variable \`${part.name}\` is not given`, givenHint(part.name, inputs.variables, `--variables ${part.name}=…`));
        }
        else if (part.namespace === 'secrets' && !Object.hasOwn(inputs.secrets, part.name)) {
            report(span, 'undefined-secret', `secret \`${part.name}\` is not given`, givenHint(part.name, inputs.secrets, `--secrets ${part.name}=…`));
        }
        else if (part.namespace === 'env' && inputs.env[part.name] === undefined) {
            report(span, 'undefined-env', `environment variable \`${part.name}\` is not set`, `set \`${part.name}\` in the environment of the run`);
        }
    }
}
/**
 * A URL made of text, variables and environment values is known before anything is sent: render
 * it and check it, so `--variables host=api.example.com` is one diagnostic, not every test
 * erroring at run time. URLs with secrets (never shown), context values or functions wait for
 * the run.
 */
function checkRenderedUrl(key, url, inputs, report) {
    const rendered = renderKnown(url.template, inputs);
    if (rendered === undefined || rendered === url.template.source)
        return;
    const problem = absoluteUrlProblem(rendered);
    if (problem === undefined)
        return;
    const likely = likelyUrl(rendered);
    const only = url.template.parts.length === 1 ? url.template.parts[0] : undefined;
    const fix = only?.kind === 'ref'
        ? only.namespace === 'vars'
            ? ` (pass \`--variables ${only.name}=${likely}\`)`
            : ` (set \`${only.name}=${likely}\` in the environment)`
        : '';
    report(url.span, key === 'baseUrl' ? 'invalid-base-url' : 'invalid-url', `\`${key}: ${url.template.source}\` gives an unusable URL: ${problem}`, likely ? `did you mean \`${likely}\`?${fix}` : undefined);
}
/** The template's text when every part is known before the run (text, variables, environment). */
function renderKnown(template, inputs) {
    let text = '';
    for (const part of template.parts) {
        if (part.kind === 'text')
            text += part.text;
        else if (part.kind === 'ref' && part.namespace === 'vars' && Object.hasOwn(inputs.variables, part.name))
            text += inputs.variables[part.name];
        else if (part.kind === 'ref' && part.namespace === 'env' && inputs.env[part.name] !== undefined)
            text += inputs.env[part.name];
        else
            return undefined;
    }
    return text;
}
/** Only names are ever mentioned, never values: secrets must not leak into messages. */
function givenHint(name, given, option) {
    const near = closest(name, Object.keys(given));
    return near ? `did you mean \`${near}\`? (or pass \`${option}\`)` : `pass \`${option}\``;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/collection/yaml/document.ts
// YAML 1.2 (and so JSON) text → a YAML document with source positions, or diagnostics.

const TOO_DEEP = {
    severity: 'error',
    code: 'nested-too-deeply',
    message: 'the collection is nested too deeply to read',
    file: '',
    line: 0,
    column: 0,
    hint: 'collections need only a few levels; bodies and metadata may nest up to 64',
};
/** A mapping key as written: quoted, or plain up to the `:`. */
const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:#,[\]{}]*[^\s:#,[\]{}])/;
/** YAML syntax errors after the first few are mostly echoes of the first. */
const MAX_SYNTAX_ERRORS = 5;
function parseYaml(file, text) {
    const lineCounter = new dist/* LineCounter */.HN();
    let document;
    try {
        document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: true, prettyErrors: false, version: '1.2' });
    }
    catch (error) {
        // The parser recurses on nesting; a stack overflow it does not catch itself ends here.
        if (!(error instanceof RangeError))
            throw error;
        return { lineCounter, diagnostics: [{ ...TOO_DEEP, file }] };
    }
    const errors = document.errors;
    if (errors.length === 0)
        return { document, lineCounter, diagnostics: [] };
    const exhausted = errors.find((error) => error.code === 'RESOURCE_EXHAUSTION');
    const shown = exhausted ? [exhausted] : errors.slice(0, MAX_SYNTAX_ERRORS);
    const diagnostics = shown.map((error) => syntaxDiagnostic(file, text, lineCounter, error));
    // After duplicate keys the document is still whole (the first occurrence wins): check the rest too.
    const whole = errors.every((error) => error.code === 'DUPLICATE_KEY');
    return { ...(whole ? { document } : {}), lineCounter, diagnostics };
}
function syntaxDiagnostic(file, text, lineCounter, error) {
    const [start, end] = error.pos;
    const { line, col } = lineCounter.linePos(start);
    const at = {
        severity: 'error',
        file,
        line,
        column: col,
        length: Math.max(1, Math.min(end, lineEnd(text, start)) - start),
    };
    switch (error.code) {
        case 'DUPLICATE_KEY': {
            const key = KEY.exec(text.slice(start, lineEnd(text, start)))?.[0] ?? text.slice(start, end);
            return {
                ...at,
                length: Math.max(1, key.length),
                code: 'duplicate-key',
                message: `duplicate key \`${key.replace(/^["']|["']$/g, '')}\``,
                hint: 'each key may appear once in a mapping',
            };
        }
        case 'MULTIPLE_DOCS':
            return {
                ...at,
                code: 'multiple-documents',
                message: 'a collection file holds one YAML document, this one has several',
                hint: 'put each collection in its own file, or remove the `---` separator',
            };
        case 'RESOURCE_EXHAUSTION':
            // Where the parser gave up depends on the stack size, so no position is given.
            return { ...TOO_DEEP, file };
        default:
            return { ...at, code: 'yaml-syntax', message: `invalid YAML: ${firstLine(error.message)}` };
    }
}
function lineEnd(text, offset) {
    const newline = text.indexOf('\n', offset);
    return newline === -1 ? text.length : newline;
}
function firstLine(message) {
    return message.split('\n')[0].replace(/[.:]$/, '');
}

;// CONCATENATED MODULE: ./src/collection/yaml/line-index.ts
// Offsets → lines, for a text whose positions are asked for mostly in order.
class LineIndex {
    /** Offset where each line starts; lines end at `\n`, as in `yaml`'s LineCounter. */
    starts = [0];
    length;
    /** The line of the last lookup: the next one is usually on it or just after it. */
    last = 0;
    constructor(text) {
        this.length = text.length;
        for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1))
            this.starts.push(newline + 1);
    }
    /** Where 0-based `line` starts. */
    start(line) {
        return this.starts[line];
    }
    /** Where 0-based `line` ends (its `\n`, or the end of the text). */
    end(line) {
        return line + 1 < this.starts.length ? this.starts[line + 1] - 1 : this.length;
    }
    /** The 0-based line holding `offset`. */
    lineOf(offset) {
        const starts = this.starts;
        let line = this.last;
        if (offset >= starts[line]) {
            // A few steps forward, then a binary search.
            for (let step = 0; step < 4 && line + 1 < starts.length && starts[line + 1] <= offset; step++)
                line++;
            if (line + 1 >= starts.length || starts[line + 1] > offset)
                return (this.last = line);
        }
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return (this.last = low);
    }
}

;// CONCATENATED MODULE: ./src/collection/yaml/tree.ts
// The document tree a collection is read from: what reading needs of `yaml`'s nodes, as plain
// objects of a few fixed shapes (cheap to build and to inspect). The fast reader builds it
// directly; documents that need the full parser are converted from `yaml`'s nodes.

function isMap(node) {
    return node?.kind === 'map';
}
function isSeq(node) {
    return node?.kind === 'seq';
}
function isScalar(node) {
    return node?.kind === 'scalar';
}
function scalarNode(value, type, source, range) {
    return { kind: 'scalar', range, value, type, source };
}
/** The tree of a node of a `yaml` document; aliases are converted when they are resolved. */
function fromYaml(node, document) {
    const converted = new Map();
    const convert = (from) => {
        if ((0,dist/* isScalar */.jn)(from))
            return scalarNode(from.value, from.type, from.source, range(from.range));
        if ((0,dist/* isMap */.jh)(from))
            return {
                kind: 'map',
                range: range(from.range),
                items: from.items.map((pair) => ({ key: convert(pair.key), value: convert(pair.value) })),
            };
        if ((0,dist/* isSeq */.oP)(from))
            return { kind: 'seq', range: range(from.range), items: from.items.map(convert) };
        if ((0,dist/* isAlias */.Vj)(from)) {
            const target = () => {
                const anchored = from.resolve(document);
                if (!converted.has(anchored))
                    converted.set(anchored, convert(anchored));
                return converted.get(anchored) ?? null;
            };
            return { kind: 'alias', range: range(from.range), target };
        }
        return null;
    };
    return convert(node);
}
function range(from) {
    return from ? [from[0], from[1]] : undefined;
}

;// CONCATENATED MODULE: ./src/collection/yaml/parse-context.ts


const MAX_ALIAS_EXPANSIONS = 100;
class AliasLimitError extends Error {
}
class Reader {
    file;
    text;
    diagnostics = [];
    lines;
    aliasExpansions = 0;
    constructor(file, text) {
        this.file = file;
        this.text = text;
        this.lines = new LineIndex(text);
    }
    /** The span of `length` characters from `offset`, cut at the end of the line. */
    span(offset, length = 1) {
        const line = this.lines.lineOf(offset);
        return {
            line: line + 1,
            column: offset - this.lines.start(line) + 1,
            length: Math.max(1, Math.min(length, this.lines.end(line) - offset)),
        };
    }
    spanOf(node, fallback) {
        if (!node?.range)
            return fallback ?? { line: 1, column: 1, length: 1 };
        return this.span(node.range[0], node.range[1] - node.range[0]);
    }
    error(at, code, message, hint) {
        this.diagnostics.push({
            severity: 'error',
            code,
            message,
            file: this.file,
            line: at.line,
            column: at.column,
            length: at.length,
            ...(hint ? { hint } : {}),
        });
    }
    warning(at, code, message, hint) {
        this.diagnostics.push({
            severity: 'warning',
            code,
            message,
            file: this.file,
            line: at.line,
            column: at.column,
            length: at.length,
            ...(hint ? { hint } : {}),
        });
    }
    /** The node itself, or the node an alias (`*name`) points to; throws past the alias budget. */
    resolve(node) {
        if (node?.kind !== 'alias')
            return node;
        this.aliasExpansions++;
        if (this.aliasExpansions > MAX_ALIAS_EXPANSIONS)
            throw new AliasLimitError();
        return node.target();
    }
}
/** The text of a scalar: strings as they are, numbers and booleans as written. Undefined for null/non-scalars. */
function scalarText(node) {
    if (!isScalar(node) || node.value === null || node.value === undefined)
        return undefined;
    if (typeof node.value === 'string')
        return node.value;
    if (typeof node.value === 'number' || typeof node.value === 'boolean' || typeof node.value === 'bigint') {
        return node.source ?? String(node.value);
    }
    return undefined;
}
/** How a value reads in a "must be … , got …" message. */
function describeNode(node) {
    if (isMap(node))
        return 'a mapping';
    if (isSeq(node))
        return 'a list';
    if (!isScalar(node) || node.value === null || node.value === undefined)
        return 'nothing';
    if (typeof node.value === 'string')
        return 'text';
    if (typeof node.value === 'boolean')
        return 'a boolean';
    return 'a number';
}

;// CONCATENATED MODULE: ./src/collection/yaml/scalar-offsets.ts
function scalarOffsets(node, source, value) {
    const start = node.range?.[0] ?? 0;
    const end = node.range?.[1] ?? start;
    const fallback = () => start;
    const raw = source.slice(start, end);
    if (raw.includes('\n'))
        return fallback;
    switch (node.type) {
        case 'PLAIN':
            return raw === value ? (index) => start + index : fallback;
        case 'QUOTE_SINGLE':
            return mapEscapes(raw, value, start, /''/y, () => 1) ?? fallback;
        case 'QUOTE_DOUBLE':
            return (mapEscapes(raw, value, start, /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/y, doubleQuotedUnits) ??
                fallback);
        default:
            return fallback;
    }
}
/** Walks a one-line quoted scalar, where each escape stands for `units(escape)` UTF-16 units of the value. */
function mapEscapes(raw, value, start, escape, units) {
    const offsets = [];
    let index = 1;
    const last = raw.length - 1;
    while (index < last) {
        escape.lastIndex = index;
        const match = escape.exec(raw);
        const length = match ? match[0].length : 1;
        const count = match ? units(match[0]) : 1;
        for (let unit = 0; unit < count; unit++)
            offsets.push(start + index);
        index += length;
    }
    if (offsets.length !== value.length)
        return undefined;
    return (position) => offsets[position] ?? start + raw.length - 1;
}
function doubleQuotedUnits(escape) {
    const codePoint = escape[1] === 'U' ? Number.parseInt(escape.slice(2), 16) : 0;
    return codePoint > 0xffff && codePoint <= 0x10ffff ? 2 : 1;
}

;// CONCATENATED MODULE: ./src/collection/formats/assay/template.ts

const namespaces = ['context', 'vars', 'secrets', 'env'];
const functions = ['guid', 'random', 'utcnow'];
const OPEN = '${{';
const CLOSE = '}}';
const NAME = /^[A-Za-z0-9_][\w.-]*$/;
// The original's LLM text generator: `${{ gpt-4o.text(100) }}`, `${{ ai.text() }}`.
const LLM = /^[\w:.-]+\.text\(\s*\d*\s*\)$/;
function parseTemplate(source) {
    // Most texts have no reference: one text part, in an array of its size (the model keeps many).
    if (!source.includes(OPEN))
        return { template: { source, parts: source ? [{ kind: 'text', text: source }] : [] }, tokens: [], problems: [] };
    const parts = [];
    const tokens = [];
    const problems = [];
    let text = '';
    let position = 0;
    while (position < source.length) {
        const open = source.indexOf(OPEN, position);
        if (open === -1)
            break;
        const close = source.indexOf(CLOSE, open + OPEN.length);
        const nextOpen = source.indexOf(OPEN, open + OPEN.length);
        if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
            problems.push({
                code: 'template-syntax',
                message: 'unterminated `${{` in template',
                hint: 'close the reference with `}}`, e.g. `${{ vars.host }}`',
                offset: open,
                length: OPEN.length,
            });
            text += source.slice(position, open + OPEN.length);
            position = open + OPEN.length;
            continue;
        }
        text += source.slice(position, open);
        const length = close + CLOSE.length - open;
        const result = parseReference(source.slice(open + OPEN.length, close).trim());
        if ('part' in result) {
            if (text)
                parts.push({ kind: 'text', text });
            text = '';
            parts.push(result.part);
            tokens.push({ part: result.part, offset: open, length });
        }
        else {
            problems.push({ ...result, offset: open, length });
            text += source.slice(open, open + length);
        }
        position = open + length;
    }
    text += source.slice(position);
    if (text)
        parts.push({ kind: 'text', text });
    return { template: { source, parts }, tokens, problems };
}
function parseReference(content) {
    if (content === '') {
        return {
            code: 'template-syntax',
            message: 'empty `${{ }}` reference',
            hint: 'write e.g. `${{ vars.host }}` or `${{ context.token }}`',
        };
    }
    if (LLM.test(content) && !content.startsWith('func.')) {
        return {
            code: 'llm-template',
            message: `LLM text generation \`\${{ ${content} }}\` is not supported by assay`,
            hint: 'write the text into the collection, or pass it with `--variables name=…` and use `${{ vars.name }}`',
        };
    }
    const dot = content.indexOf('.');
    if (dot === -1) {
        return {
            code: 'template-syntax',
            message: `\`\${{ ${content} }}\` is not a reference`,
            hint: 'a reference is `namespace.name` with namespace one of `context`, `vars`, `secrets`, `env`, or a function `func.guid()`, `func.random()`, `func.utcnow()`',
        };
    }
    const namespace = content.slice(0, dot);
    const name = content.slice(dot + 1);
    if (namespace === 'func')
        return parseFunction(name);
    if (!isNamespace(namespace)) {
        return {
            code: 'unknown-namespace',
            message: `unknown template namespace \`${namespace}\``,
            hint: suggestion(namespace, [...namespaces, 'func']),
        };
    }
    if (!NAME.test(name)) {
        return {
            code: 'template-syntax',
            message: `\`${name}\` is not a valid name in \`\${{ ${content} }}\``,
            hint: 'names are letters, digits, `_`, `-` and `.`',
        };
    }
    return { part: { kind: 'ref', namespace, name } };
}
function parseFunction(call) {
    const match = /^(\w+)\s*\(\s*\)$/.exec(call);
    const name = match ? match[1] : call.replace(/\(.*$/s, '');
    if (isFunction(name)) {
        if (match)
            return { part: { kind: 'func', name } };
        return {
            code: 'template-syntax',
            message: `\`func.${call}\` is not a function call`,
            hint: `write \`\${{ func.${name}() }}\``,
        };
    }
    const near = closest(name, functions);
    return {
        code: 'unknown-function',
        message: `unknown template function \`func.${name}\``,
        hint: near
            ? `did you mean \`func.${near}()\`?`
            : `the functions are ${functions.map((f) => `\`func.${f}()\``).join(', ')}`,
    };
}
function isNamespace(value) {
    return namespaces.includes(value);
}
function isFunction(value) {
    return functions.includes(value);
}
/** Whether a text contains a `${{` reference (complete or not). */
function hasTemplate(text) {
    return text.includes(OPEN);
}
/** `baseUrl` + `/` + `url`, with exactly one slash at the join. */
function joinUrl(base, path) {
    const source = `${base.source.replace(/\/+$/, '')}/${path.source.replace(/^\/+/, '')}`;
    const baseText = onlyText(base);
    const pathText = onlyText(path);
    if (baseText !== undefined && pathText !== undefined) {
        // The usual case, plain text on both sides: one text part, the same string as the source.
        const text = `${baseText.replace(/\/+$/, '')}/${pathText.replace(/^\/+/, '')}`;
        return { source, parts: [{ kind: 'text', text: text === source ? source : text }] };
    }
    const baseParts = [...base.parts];
    const last = baseParts.at(-1);
    if (last?.kind === 'text') {
        const trimmed = last.text.replace(/\/+$/, '');
        if (trimmed)
            baseParts[baseParts.length - 1] = { kind: 'text', text: trimmed };
        else
            baseParts.pop();
    }
    const pathParts = [...path.parts];
    const first = pathParts[0];
    if (first?.kind === 'text') {
        const trimmed = first.text.replace(/^\/+/, '');
        if (trimmed)
            pathParts[0] = { kind: 'text', text: trimmed };
        else
            pathParts.shift();
    }
    const parts = [];
    for (const part of [...baseParts, { kind: 'text', text: '/' }, ...pathParts]) {
        const previous = parts.at(-1);
        if (part.kind === 'text' && previous?.kind === 'text')
            parts[parts.length - 1] = { kind: 'text', text: previous.text + part.text };
        else
            parts.push(part);
    }
    return { source, parts };
}
function onlyText(template) {
    const first = template.parts[0];
    return template.parts.length === 1 && first.kind === 'text' ? first.text : undefined;
}

;// CONCATENATED MODULE: ./src/collection/formats/assay/fields.ts





/** A key of a mapping and its value. */
class Field {
    name;
    /** The value, aliases resolved; null when the key has no value. */
    value;
    reader;
    /** The node whose position is the key's. */
    keyNode;
    constructor(reader, name, keyNode, value) {
        this.reader = reader;
        this.name = name;
        this.keyNode = keyNode;
        this.value = value;
    }
    /** Where the key is written: worked out when asked for, mostly it is not. */
    get keySpan() {
        return this.reader.spanOf(this.keyNode);
    }
}
/**
 * The known keys of a mapping. Unknown keys are reported with a "did you mean" hint, old names
 * with their new name; the first occurrence of a key wins (duplicates are reported by the parser).
 */
function readFields(reader, map, allowed, where, renamed = {}) {
    const fields = new Map();
    for (const pair of map.items) {
        const key = reader.resolve(pair.key);
        const keyNode = key?.range ? key : map;
        const name = scalarText(key);
        if (name === undefined) {
            reader.error(reader.spanOf(keyNode), 'invalid-key', `a key in ${where} must be text, not ${describeNode(key)}`);
            continue;
        }
        if (Object.hasOwn(renamed, name)) {
            reader.error(reader.spanOf(keyNode), 'old-format', `\`${name}\` is from the old collection format; it is now \`${renamed[name]}\``, `rename \`${name}\` to \`${renamed[name]}\``);
            continue;
        }
        if (!allowed.includes(name)) {
            reader.error(reader.spanOf(keyNode), 'unknown-key', `unknown key \`${name}\` in ${where}`, suggestion(name, allowed));
            continue;
        }
        if (!fields.has(name))
            fields.set(name, new Field(reader, name, keyNode, reader.resolve(pair.value)));
    }
    return fields;
}
/** A text field: strings, and numbers/booleans as written. Reports anything else. */
function readText(reader, field, what = `\`${field.name}\``) {
    const text = scalarText(field.value);
    if (text === undefined)
        reader.error(valueSpan(reader, field), 'wrong-type', `${what} must be text, got ${describeNode(field.value)}`);
    return text;
}
/** Where a field's value is, or its key when it has none. */
function valueSpan(reader, field) {
    return field.value?.range ? reader.spanOf(field.value) : field.keySpan;
}
/**
 * Parses `text` (the scalar's value from index `start`) as a template; problems become
 * diagnostics at the exact spot and references are added to `tokens` with their positions.
 */
function readTemplate(reader, node, text, tokens, start = 0) {
    const parsed = parseTemplate(text);
    if (parsed.problems.length === 0 && parsed.tokens.length === 0)
        return parsed.template;
    const full = scalarText(node);
    const offsetOf = isScalar(node) && full !== undefined ? scalarOffsets(node, reader.text, full) : () => node?.range?.[0] ?? 0;
    const spanAt = (offset, length) => {
        const from = offsetOf(start + offset);
        const last = offsetOf(start + offset + length - 1);
        // Without a character-exact map every index falls on the scalar's start: underline it all.
        if (length > 1 && last === from)
            return reader.spanOf(node);
        return reader.span(from, last + 1 - from);
    };
    for (const problem of parsed.problems)
        reader.error(spanAt(problem.offset, problem.length), problem.code, problem.message, problem.hint);
    for (const token of parsed.tokens)
        tokens.push({ part: token.part, span: spanAt(token.offset, token.length) });
    return parsed.template;
}
/** A list field's items (aliases resolved); a single value counts as a list of one when `single` allows it. */
function readList(reader, field, what, single = false) {
    if (isSeq(field.value))
        return field.value.items.map((item) => reader.resolve(item));
    if (single && isScalar(field.value) && scalarText(field.value) !== undefined)
        return [field.value];
    reader.error(valueSpan(reader, field), 'wrong-type', `\`${field.name}\` must be ${what}, got ${describeNode(field.value)}`);
    return undefined;
}
function asMap(node) {
    return isMap(node) ? node : undefined;
}

;// CONCATENATED MODULE: ./src/collection/formats/assay/argument-node.ts
var argument_node_a;




class TreeArgumentNode {
    text;
    #reader;
    #node;
    /** Where a node without a position of its own (e.g. an empty value) reports. */
    #fallback;
    #tokens;
    #code;
    constructor(reader, node, fallback, tokens, code) {
        this.#reader = reader;
        this.#node = node;
        this.#fallback = fallback;
        this.#tokens = tokens;
        this.#code = code;
        this.text = scalarText(node);
    }
    get templated() {
        const node = this.#node;
        return isScalar(node) && typeof node.value === 'string' && hasTemplate(node.value);
    }
    get items() {
        const node = this.#node;
        return isSeq(node) ? node.items.map((item) => this.#child(this.#reader.resolve(item))) : undefined;
    }
    get fields() {
        const node = this.#node;
        if (!isMap(node))
            return undefined;
        const fields = new Map();
        for (const pair of node.items) {
            const key = this.#reader.resolve(pair.key);
            const name = scalarText(key);
            const value = this.#reader.resolve(pair.value);
            if (name !== undefined)
                fields.set(name, this.#child(value, key));
        }
        return fields;
    }
    describe() {
        return this.text === undefined ? describeNode(this.#node) : `\`${this.text}\``;
    }
    template() {
        return readTemplate(this.#reader, this.#node, this.text ?? '', this.#tokens);
    }
    error(message, hint) {
        this.#reader.error(this.#span(), this.#code, message, hint);
    }
    #span() {
        return this.#node?.range ? this.#reader.spanOf(this.#node) : this.#fallback();
    }
    /** A child reports at its own position, else at `near` (a mapping key), else where this node does. */
    #child(node, near) {
        const fallback = () => (near?.range ? this.#reader.spanOf(near) : this.#span());
        return new argument_node_a(this.#reader, node, fallback, this.#tokens, this.#code);
    }
}
argument_node_a = TreeArgumentNode;

;// CONCATENATED MODULE: ./src/collection/formats/assay/validator-entries.ts





const OLD_STRING_VALIDATOR = /^\s*([\w-]+)\s*:\s*(.*)$/s;
function readValidator(reader, node, tokens) {
    const span = reader.spanOf(node);
    const position = { line: span.line, column: span.column };
    if (isScalar(node) && typeof node.value === 'string' && OLD_STRING_VALIDATOR.test(node.value)) {
        const [, name, value] = OLD_STRING_VALIDATOR.exec(node.value) ?? [];
        reader.error(span, 'old-format', 'validators written as `"name:value"` text are from the old collection format', `write it as a mapping: \`- ${name}: ${value.trim()}\``);
        return undefined;
    }
    if (!isMap(node)) {
        reader.error(span, 'invalid-validator', `a validator must be a single-key mapping such as \`- status-code: 200\`, got ${describeNode(node)}`);
        return undefined;
    }
    const pairs = node.items;
    if (pairs.length !== 1) {
        const keys = pairs.map((pair) => scalarText(reader.resolve(pair.key)) ?? '?');
        if (pairs.length === 0)
            reader.error(span, 'invalid-validator', 'empty validator `{}`', 'write e.g. `- status-code: 200`');
        else if (keys.includes('type') && keys.includes('value')) {
            reader.error(span, 'old-format', 'validators written as `{type, value}` are from the old collection format', 'write e.g. `- status-code: 403`');
        }
        else {
            reader.error(span, 'invalid-validator', `a validator has exactly one key, this one has ${keys.map((key) => `\`${key}\``).join(', ')}`, 'write each validator as its own list item');
        }
        return undefined;
    }
    const key = reader.resolve(pairs[0].key);
    const keySpan = () => reader.spanOf(key, span);
    const written = scalarText(key);
    if (written === undefined) {
        reader.error(keySpan(), 'invalid-validator', `a validator name must be text, not ${describeNode(key)}`);
        return undefined;
    }
    const name = written.toLowerCase();
    if (Object.hasOwn(unsupportedTestlemonValidators, name)) {
        reader.error(keySpan(), 'unsupported-validator', `\`${written}\` is a Testlemon validator that assay does not run (${unsupportedTestlemonValidators[name]})`, 'remove it from the collection; assay runs only validators that judge the HTTP response');
        return undefined;
    }
    const spec = validators.get(name);
    if (spec === undefined) {
        reader.error(keySpan(), 'unknown-validator', `unknown validator \`${written}\``, suggestion(written, validators.names));
        return undefined;
    }
    const valueNode = reader.resolve(pairs[0].value);
    const schema = spec.argument;
    const at = new TreeArgumentNode(reader, valueNode, keySpan, tokens, 'invalid-validator-argument');
    const argument = schema.read(at, (got, item = at) => {
        item.error(`\`${name}\` expects ${schema.expects}, got ${got}`, schema.example);
        return undefined;
    });
    return argument === undefined ? undefined : { name, argument, position };
}

;// CONCATENATED MODULE: ./src/collection/formats/assay/values.ts



/** Deeper structures are refused: nothing that walks a collection may recurse without bound. */
const MAX_VALUE_DEPTH = 64;
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
class JsonTemplateBuilder {
    source = '';
    parts = [];
    text(text) {
        this.source += text;
        this.appendText(text);
    }
    string(template) {
        this.source += JSON.stringify(template.source);
        this.appendText('"');
        for (const part of template.parts) {
            if (part.kind === 'text')
                this.appendText(JSON.stringify(part.text).slice(1, -1));
            else
                this.parts.push(part);
        }
        this.appendText('"');
    }
    appendText(text) {
        const last = this.parts.at(-1);
        if (last?.kind === 'text')
            this.parts[this.parts.length - 1] = { kind: 'text', text: last.text + text };
        else
            this.parts.push({ kind: 'text', text });
    }
}
/**
 * A body written as a mapping or list: the `JSON.stringify` text of its value, as one template
 * whose references sit inside the JSON strings. Undefined when the value cannot be JSON.
 */
function readJsonBody(reader, node, tokens) {
    const builder = new JsonTemplateBuilder();
    return writeJson(reader, node, tokens, builder, 0) ? { source: builder.source, parts: builder.parts } : undefined;
}
function writeJson(reader, node, tokens, out, depth) {
    if (depth > MAX_VALUE_DEPTH) {
        reader.error(reader.spanOf(node), 'nested-too-deeply', `the body is nested more than ${MAX_VALUE_DEPTH} levels deep`);
        return false;
    }
    if (isMap(node)) {
        out.text('{');
        let first = true;
        for (const pair of node.items) {
            const key = reader.resolve(pair.key);
            const name = scalarText(key);
            if (name === undefined) {
                reader.error(reader.spanOf(key, reader.spanOf(node)), 'invalid-body', `a key in a JSON body must be text, not ${describeNode(key)}`);
                return false;
            }
            if (!first)
                out.text(',');
            first = false;
            out.string(readTemplate(reader, key, name, tokens));
            out.text(':');
            if (!writeJson(reader, reader.resolve(pair.value), tokens, out, depth + 1))
                return false;
        }
        out.text('}');
        return true;
    }
    if (isSeq(node)) {
        out.text('[');
        for (const [index, item] of node.items.entries()) {
            if (index > 0)
                out.text(',');
            if (!writeJson(reader, reader.resolve(item), tokens, out, depth + 1))
                return false;
        }
        out.text(']');
        return true;
    }
    if (!isScalar(node) || node.value === null || node.value === undefined) {
        out.text('null');
        return true;
    }
    const value = node.value;
    if (typeof value === 'string')
        out.string(readTemplate(reader, node, value, tokens));
    else if (typeof value === 'boolean')
        out.text(String(value));
    else if (typeof value === 'number' || typeof value === 'bigint') {
        // Keep numbers as written when they are JSON numbers, so large integers keep every digit.
        const written = node.source;
        if (written !== undefined && JSON_NUMBER.test(written))
            out.text(written);
        else if (typeof value === 'number' && Number.isFinite(value))
            out.text(JSON.stringify(value));
        else {
            reader.error(reader.spanOf(node), 'invalid-body', `\`${written ?? String(value)}\` is not a number JSON can represent`);
            return false;
        }
    }
    else {
        reader.error(reader.spanOf(node), 'invalid-body', 'this value cannot be written as JSON');
        return false;
    }
    return true;
}
/** A plain JavaScript copy of a value (metadata), depth-limited; undefined after reporting a problem. */
function readPlain(reader, node, depth = 0) {
    if (depth > MAX_VALUE_DEPTH) {
        reader.error(reader.spanOf(node), 'nested-too-deeply', `the value is nested more than ${MAX_VALUE_DEPTH} levels deep`);
        return undefined;
    }
    if (isMap(node)) {
        const result = {};
        for (const pair of node.items) {
            const key = reader.resolve(pair.key);
            const name = scalarText(key);
            if (name === undefined) {
                reader.error(reader.spanOf(key, reader.spanOf(node)), 'invalid-key', `a key must be text, not ${describeNode(key)}`);
                return undefined;
            }
            const value = readPlain(reader, reader.resolve(pair.value), depth + 1);
            if (value === undefined)
                return undefined;
            Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
        }
        return result;
    }
    if (isSeq(node)) {
        const result = [];
        for (const item of node.items) {
            const value = readPlain(reader, reader.resolve(item), depth + 1);
            if (value === undefined)
                return undefined;
            result.push(value);
        }
        return result;
    }
    if (!isScalar(node) || node.value === undefined)
        return null;
    return typeof node.value === 'bigint' ? String(node.value) : node.value;
}

;// CONCATENATED MODULE: ./src/collection/formats/assay/parse.ts











const COLLECTION_KEYS = ['name', 'baseUrl', 'tests', 'metadata'];
const TEST_KEYS = [
    'id',
    'name',
    'url',
    'method',
    'headers',
    'body',
    'tags',
    'validators',
    'context',
    'dependsOn',
    'metadata',
    'timeout',
];
const CONTEXT_KEYS = ['name', 'type', 'pattern'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const CAPTURE_NAME = /^[A-Za-z_][\w-]*$/;
function parseCollection(reader, root, defaults) {
    const node = reader.resolve(root);
    if (!isMap(node)) {
        const hint = isSeq(node)
            ? 'a list of tests goes under `tests:`'
            : 'a collection starts with `tests:`, e.g. `tests: [{url: https://example.com}]`';
        reader.error(reader.spanOf(node), 'not-a-collection', `a collection must be a mapping with \`tests\`, got ${describeNode(node)}`, hint);
        return undefined;
    }
    const fields = readFields(reader, node, COLLECTION_KEYS, 'the collection', {
        baseAddress: 'baseUrl',
        requests: 'tests',
    });
    const nameField = fields.get('name');
    const name = nameField ? readText(reader, nameField) : defaults.name;
    const baseUrlTokens = [];
    const baseUrl = readBaseUrl(reader, fields.get('baseUrl'), baseUrlTokens);
    const metadataField = fields.get('metadata');
    const metadata = metadataField ? readMetadata(reader, metadataField) : undefined;
    const tests = [];
    // An old-format collection's `requests` (already reported) are still read, to report all that changed.
    const testsField = fields.get('tests') ?? oldRequests(reader, node);
    if (!testsField) {
        reader.error(reader.span(node.range?.[0] ?? 0), 'missing-key', 'the collection has no `tests`', 'add `tests:` with a list of tests, e.g. `- url: https://example.com`');
    }
    else {
        const items = readList(reader, testsField, 'a list of tests') ?? [];
        if (isSeq(testsField.value) && items.length === 0)
            reader.warning(testsField.keySpan, 'no-tests', 'the collection has no tests');
        for (const [index, item] of items.entries()) {
            const test = readTest(reader, item, index, baseUrl);
            if (test)
                tests.push(test);
        }
    }
    const collection = {
        file: defaults.file,
        ...(defaults.absolutePath ? { absolutePath: defaults.absolutePath } : {}),
        name: name ?? defaults.name,
        ...(metadata !== undefined ? { metadata } : {}),
        tests: tests.map((test) => test.definition),
    };
    const written = baseUrl.template && baseUrl.span ? { template: baseUrl.template, span: baseUrl.span } : undefined;
    return { collection, tests, baseUrlTokens, ...(written ? { baseUrl: written } : {}) };
}
function oldRequests(reader, map) {
    const pair = map.items.find((item) => scalarText(reader.resolve(item.key)) === 'requests');
    return pair ? new Field(reader, 'requests', reader.resolve(pair.key), reader.resolve(pair.value)) : undefined;
}
function readBaseUrl(reader, field, tokens) {
    if (!field)
        return { written: false };
    const text = readText(reader, field);
    if (text === undefined)
        return { written: true };
    const template = readTemplate(reader, field.value, text, tokens);
    const problem = absoluteUrlProblem(text);
    const span = valueSpan(reader, field);
    if (problem !== undefined) {
        const likely = likelyUrl(text);
        reader.error(span, 'invalid-base-url', `\`baseUrl\` must be an absolute http(s) URL: ${problem}`, likely ? `did you mean \`${likely}\`?` : 'e.g. `baseUrl: https://api.example.com` or `baseUrl: ${{ vars.host }}`');
        return { written: true };
    }
    return { template, written: true, span };
}
function readTest(reader, item, index, baseUrl) {
    const span = reader.spanOf(item);
    const map = asMap(item);
    if (!map) {
        const text = scalarText(item);
        const hint = text?.startsWith('/') || text?.includes('://') ? `write \`- url: ${text}\`` : 'write e.g. `- url: /users`';
        reader.error(span, 'invalid-test', `a test must be a mapping with at least \`url\`, got ${describeNode(item)}`, hint);
        return undefined;
    }
    const fields = readFields(reader, map, TEST_KEYS, 'test', { path: 'url', uri: 'url' });
    const tokens = [];
    const get = (name) => fields.get(name);
    const idField = get('id');
    const id = idField ? readId(reader, idField) : undefined;
    const nameField = get('name');
    const name = nameField ? readText(reader, nameField) : undefined;
    const dependsOnSpans = [];
    const dependsOnField = get('dependsOn');
    const dependsOn = dependsOnField ? readDependsOn(reader, dependsOnField, dependsOnSpans) : [];
    const methodField = get('method');
    const written = {};
    const url = readUrl(reader, get('url'), baseUrl, tokens, span, map, written);
    const headersField = get('headers');
    const bodyField = get('body');
    const tagsField = get('tags');
    const validatorsField = get('validators');
    const contextField = get('context');
    const metadataField = get('metadata');
    const timeoutField = get('timeout');
    const timeoutMs = timeoutField ? readTimeout(reader, timeoutField) : undefined;
    const body = bodyField ? readBody(reader, bodyField, tokens) : undefined;
    const metadata = metadataField ? readMetadata(reader, metadataField) : undefined;
    const definition = {
        index,
        ...(id !== undefined ? { id } : {}),
        ...(name !== undefined ? { name } : {}),
        dependsOn,
        method: methodField ? readMethod(reader, methodField) : 'GET',
        url,
        headers: headersField ? readHeaders(reader, headersField, tokens) : [],
        ...(body ? { body } : {}),
        tags: tagsField ? readTags(reader, tagsField) : [],
        validators: validatorsField ? readValidators(reader, validatorsField, tokens) : [],
        captures: contextField ? readCaptures(reader, contextField, tokens) : [],
        ...(metadata !== undefined ? { metadata } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        position: { line: span.line, column: span.column },
    };
    return {
        definition,
        ...(idField && id !== undefined ? { idSpan: valueSpan(reader, idField) } : {}),
        dependsOnSpans,
        tokens,
        ...(written.url ? { ownUrl: written.url } : {}),
    };
}
function readId(reader, field) {
    const id = readText(reader, field);
    if (id !== undefined && id.trim() === '') {
        reader.error(valueSpan(reader, field), 'invalid-id', '`id` is empty');
        return undefined;
    }
    return id;
}
function readDependsOn(reader, field, spans) {
    const ids = [];
    for (const item of readList(reader, field, 'an id or a list of ids', true) ?? []) {
        const id = scalarText(item);
        const span = reader.spanOf(item, field.keySpan);
        if (id === undefined || id.trim() === '') {
            reader.error(span, 'wrong-type', `\`dependsOn\` must name test ids, got ${id === undefined ? describeNode(item) : 'an empty id'}`);
            continue;
        }
        ids.push(id);
        spans.push(span);
    }
    return fitted(ids);
}
function readMethod(reader, field) {
    const text = readText(reader, field);
    const upper = text?.trim().toUpperCase();
    const method = METHODS.find((candidate) => candidate === upper);
    if (text !== undefined && !method) {
        reader.error(valueSpan(reader, field), 'invalid-method', `unknown HTTP method \`${text}\``, suggestion(upper ?? '', METHODS));
    }
    return method ?? 'GET';
}
function readUrl(reader, field, baseUrl, tokens, testSpan, map, written) {
    const empty = { source: '', parts: [] };
    if (!field) {
        const renamed = isMap(map) && map.items.some((pair) => ['path', 'uri'].includes(scalarText(reader.resolve(pair.key)) ?? ''));
        if (!renamed)
            reader.error(testSpan, 'missing-key', 'the test has no `url`', 'add e.g. `url: /users` (joined to `baseUrl`) or an absolute `url: https://…`');
        return empty;
    }
    const text = readText(reader, field);
    if (text === undefined)
        return empty;
    const template = readTemplate(reader, field.value, text, tokens);
    const span = valueSpan(reader, field);
    if (text.startsWith('/')) {
        if (baseUrl.template)
            return joinUrl(baseUrl.template, template);
        if (!baseUrl.written)
            reader.error(span, 'relative-url', `\`url: ${text}\` is a path, but the collection has no \`baseUrl\``, 'add `baseUrl: https://…` to the collection, or write an absolute URL');
        return template;
    }
    if (!isAbsolute(text) && !text.startsWith('${{')) {
        const likely = likelyUrl(text);
        const hint = baseUrl.written
            ? `start it with \`/\` to join it to \`baseUrl\`: \`/${text}\`${likely ? `, or write \`${likely}\`` : ''}`
            : likely
                ? `did you mean \`${likely}\`?`
                : `write an absolute URL such as \`https://example.com/${text}\``;
        reader.error(span, 'invalid-url', `\`url: ${text}\` is neither a path starting with \`/\` nor an absolute URL`, hint);
        return template;
    }
    const problem = absoluteUrlProblem(text);
    if (problem !== undefined) {
        const likely = likelyUrl(text);
        reader.error(span, 'invalid-url', `\`url\` cannot be sent: ${problem}`, likely ? `did you mean \`${likely}\`?` : undefined);
    }
    else
        written.url = { template, span };
    return template;
}
function readHeaders(reader, field, tokens) {
    const headers = [];
    const add = (name, nameSpan, valueNode, value, valueStart) => {
        if (!TOKEN.test(name)) {
            reader.error(nameSpan, 'invalid-header', name === '' ? 'a header has no name' : `\`${name}\` is not a valid header name`, "header names are letters, digits and !#$%&'*+-.^_`|~");
            return;
        }
        if (/[\r\n\0]/.test(value)) {
            reader.error(reader.spanOf(valueNode, nameSpan), 'invalid-header', `the value of header \`${name}\` contains a line break`);
            return;
        }
        headers.push({ name, value: readTemplate(reader, valueNode, value, tokens, valueStart) });
    };
    if (isMap(field.value)) {
        for (const pair of field.value.items)
            readHeaderPair(reader, pair, add);
        return fitted(headers);
    }
    for (const item of readList(reader, field, 'a list of `Name: value` texts or a mapping of names to values') ?? []) {
        if (isMap(item)) {
            // `- Content-Type: application/json` unquoted is a one-key mapping in YAML.
            for (const pair of item.items)
                readHeaderPair(reader, pair, add);
            continue;
        }
        const text = isScalar(item) && typeof item.value === 'string' ? item.value : undefined;
        const span = reader.spanOf(item, field.keySpan);
        if (text === undefined) {
            reader.error(span, 'invalid-header', `a header must be \`Name: value\` text, got ${describeNode(item)}`);
            continue;
        }
        const colon = text.indexOf(':');
        if (colon === -1) {
            reader.error(span, 'invalid-header', `header \`${text}\` has no \`:\``, 'write `Name: value`');
            continue;
        }
        const name = text.slice(0, colon).trim();
        const rawValue = text.slice(colon + 1);
        const leading = rawValue.length - rawValue.trimStart().length;
        const offsetOf = scalarOffsets(item, reader.text, text);
        const nameStart = offsetOf(text.length - text.trimStart().length);
        add(name, reader.span(nameStart, Math.max(1, offsetOf(colon) - nameStart)), item, rawValue.trim(), colon + 1 + leading);
    }
    return fitted(headers);
}
function readHeaderPair(reader, pair, add) {
    const key = reader.resolve(pair.key);
    const value = reader.resolve(pair.value);
    const name = scalarText(key);
    const text = scalarText(value);
    const span = reader.spanOf(key);
    if (name === undefined) {
        reader.error(span, 'invalid-header', `a header name must be text, not ${describeNode(key)}`);
        return;
    }
    if (text === undefined) {
        reader.error(reader.spanOf(value, span), 'invalid-header', `header \`${name}\` must have a text value, got ${describeNode(value)}`);
        return;
    }
    add(name.trim(), span, value, text.trim(), text.length - text.trimStart().length);
}
function readBody(reader, field, tokens) {
    if (isMap(field.value) || isSeq(field.value)) {
        const template = readJsonBody(reader, field.value, tokens);
        return template ? { kind: 'json', template } : undefined;
    }
    const text = readText(reader, field);
    return text === undefined ? undefined : { kind: 'text', template: readTemplate(reader, field.value, text, tokens) };
}
function readTags(reader, field) {
    const tags = [];
    for (const item of readList(reader, field, 'a tag or a list of tags', true) ?? []) {
        const tag = scalarText(item);
        if (tag === undefined)
            reader.error(reader.spanOf(item, field.keySpan), 'wrong-type', `a tag must be text, got ${describeNode(item)}`);
        else
            tags.push(tag);
    }
    return fitted(tags);
}
function readValidators(reader, field, tokens) {
    const definitions = [];
    for (const item of readList(reader, field, 'a list of validators such as `- status-code: 200`') ?? []) {
        const definition = readValidator(reader, item, tokens);
        if (definition)
            definitions.push(definition);
    }
    return fitted(definitions);
}
function readCaptures(reader, field, tokens) {
    const captures = [];
    for (const item of readList(reader, field, 'a list of `{name, type, pattern}` entries') ?? []) {
        const span = reader.spanOf(item, field.keySpan);
        const map = asMap(item);
        if (!map) {
            reader.error(span, 'invalid-capture', `a \`context\` entry must be a mapping with \`name\` and \`pattern\`, got ${describeNode(item)}`);
            continue;
        }
        const fields = readFields(reader, map, [...CONTEXT_KEYS, ...captureSources.keys], 'context entry');
        const nameField = fields.get('name');
        const patternField = fields.get('pattern');
        const typeField = fields.get('type');
        if (!nameField)
            reader.error(span, 'missing-key', 'the `context` entry has no `name`');
        if (!patternField)
            reader.error(span, 'missing-key', 'the `context` entry has no `pattern`', 'add a regular expression with one capture group, e.g. `pattern: \'"id":\\s*(\\d+)\'`');
        const name = nameField ? readText(reader, nameField) : undefined;
        if (nameField && name !== undefined && !CAPTURE_NAME.test(name)) {
            reader.error(valueSpan(reader, nameField), 'invalid-capture', `\`${name}\` is not a valid context name`, 'use letters, digits, `_` and `-`, starting with a letter or `_`');
        }
        let type = 'variable';
        if (typeField) {
            const text = readText(reader, typeField)?.trim().toLowerCase();
            type = text === 'variable' || text === 'secret' ? text : undefined;
            if (type === undefined)
                reader.error(valueSpan(reader, typeField), 'invalid-capture', `\`type\` must be \`variable\` or \`secret\`, got ${describeNode(typeField.value) === 'text' ? `\`${scalarText(typeField.value)}\`` : describeNode(typeField.value)}`);
        }
        const pattern = patternField ? readPattern(reader, patternField) : undefined;
        const source = readCaptureSource(reader, fields, span, tokens);
        if (name !== undefined && CAPTURE_NAME.test(name) && type !== undefined && pattern !== undefined && source) {
            const position = { line: span.line, column: span.column };
            captures.push({ name, type, pattern, ...(source === 'body' ? {} : { source }), position });
        }
    }
    return fitted(captures);
}
/** The registered source a context entry names (at most one), `body` when it names none, undefined after a diagnostic. */
function readCaptureSource(reader, fields, span, tokens) {
    const named = captureSources.keys.filter((key) => fields.has(key));
    if (named.length === 0)
        return 'body';
    if (named.length > 1) {
        reader.error(span, 'invalid-capture', `a \`context\` entry takes one source, this one has ${named.map((key) => `\`${key}\``).join(', ')}`);
        return undefined;
    }
    const key = named[0];
    const field = fields.get(key);
    const schema = captureSources.get(key).argument;
    const node = reader.resolve(field.value);
    const at = new TreeArgumentNode(reader, node, () => valueSpan(reader, field), tokens, 'invalid-capture');
    const argument = schema.read(at, (got, item = at) => {
        item.error(`\`${key}\` expects ${schema.expects}, got ${got}`, schema.example);
        return undefined;
    });
    return argument === undefined ? undefined : { key, argument };
}
function readPattern(reader, field) {
    const pattern = readText(reader, field);
    if (pattern === undefined)
        return undefined;
    const span = valueSpan(reader, field);
    try {
        new RegExp(pattern);
    }
    catch (error) {
        reader.error(span, 'invalid-regex', `\`pattern\` is not a valid regular expression: ${error.message.replace(/^Invalid regular expression: /, '')}`, 'patterns use JavaScript regular expression syntax');
        return undefined;
    }
    // An empty alternative always matches, and the match has one slot per group.
    const groups = (new RegExp(`${pattern}|`).exec('')?.length ?? 1) - 1;
    if (groups === 0) {
        reader.error(span, 'invalid-regex', '`pattern` has no capture group', 'put the part to keep in parentheses, e.g. `"id":\\s*(\\d+)`');
        return undefined;
    }
    return pattern;
}
/** The array without the spare room `push` leaves: the model keeps a few per test, so it adds up. */
function fitted(items) {
    return items.slice();
}
function readTimeout(reader, field) {
    const text = scalarText(field.value);
    if (text !== undefined && /^\s*\d+\s*$/.test(text) && Number(text) > 0)
        return Number(text);
    reader.error(valueSpan(reader, field), 'invalid-timeout', `\`timeout\` must be a positive number of milliseconds, got ${text === undefined ? describeNode(field.value) : `\`${text}\``}`);
    return undefined;
}
function readMetadata(reader, field) {
    const value = readPlain(reader, field.value);
    if (value !== undefined &&
        !(Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item)))) {
        reader.error(valueSpan(reader, field), 'wrong-type', `\`metadata\` must be a list of mappings, got ${describeNode(field.value)}`, 'e.g. `metadata: [{test-key: XSP-85}]`');
        return undefined;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/collection/yaml/fast-reader.ts
// A fast reader for the YAML most collections are written in, and for JSON: block mappings and
// sequences, one-line scalars, flow values as JSON writes them (plain words allowed). It builds
// the tree `yaml`'s nodes give for the same text (values, scalar types, and the ranges positions
// come from), many times faster. Anything else — anchors, tags, tabs, CRLF, comments inside JSON,
// multi-line or empty values, and anything invalid — gives undefined, and the file goes through
// `yaml` itself, which also reports every problem: this never decides what a diagnostic says.

/** Tabs, carriage returns, other control characters, BOMs and the YAML 1.1 line breaks; document markers. */
// eslint-disable-next-line no-control-regex
const UNSUPPORTED = /[\x00-\x09\x0b-\x1f\x7f-\x9f\ufeff\u2028\u2029]|^(?:---|\.\.\.)(?:[ \n]|$)/m;
/** Characters that cannot start a plain scalar (or start something this reader leaves to `yaml`). */
const INDICATORS = new Set(['?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '%', '@', '`', '\\']);
/** Where a plain scalar in flow style stops (or, for `#`, `:` and quotes, becomes something this reader leaves to `yaml`). */
const FLOW_PLAIN_STOP = new Set([',', '[', ']', '{', '}', '#', ':', '"', "'", '\n']);
/** Deeper nesting is left to `yaml`, which reports what is too deep. */
const MAX_DEPTH = 64;
/** `yaml` refuses implicit keys longer than 1024 characters. */
const MAX_KEY_LENGTH = 1000;
const ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
};
const HEX_DIGITS = { x: 2, u: 4, U: 8 };
class Unsupported extends Error {
}
/** The document's root node, or undefined when the text needs the full YAML parser. */
function parseSimpleYaml(text) {
    if (UNSUPPORTED.test(text))
        return undefined;
    try {
        return new SimpleReader(text).document();
    }
    catch (error) {
        if (error instanceof Unsupported)
            return undefined;
        throw error;
    }
}
function unsupported() {
    throw new Unsupported();
}
/**
 * Reads block YAML line by line. The cursor is always on a content line (not blank, not only a
 * comment): `lineStart`, its indentation `indent` and `lineEnd` (its `\n` or the end of the text).
 */
class SimpleReader {
    text;
    lineStart = 0;
    indent = 0;
    /** -1 before the first line. */
    lineEnd = -1;
    atEnd = false;
    /** Just past the last content line left behind (its `\n` included): where a block collection ends. */
    consumed = 0;
    depth = 0;
    constructor(text) {
        this.text = text;
        this.nextLine();
    }
    document() {
        if (this.atEnd)
            unsupported();
        const start = this.lineStart + this.indent;
        const first = this.text[start];
        if ((first === '{' || first === '[') && this.indent === 0)
            return this.flowDocument(start);
        const root = this.node(start, -1);
        if (!this.atEnd)
            unsupported();
        return root;
    }
    /** Moves to the next content line, or to the end. */
    nextLine() {
        const text = this.text;
        if (this.lineEnd >= 0)
            this.consumed = Math.min(this.lineEnd + 1, text.length);
        let start = this.lineEnd + 1;
        while (start < text.length) {
            let end = text.indexOf('\n', start);
            if (end === -1)
                end = text.length;
            let column = start;
            while (column < end && text.charCodeAt(column) === 32)
                column++;
            if (column < end && text[column] !== '#') {
                this.lineStart = start;
                this.indent = column - start;
                this.lineEnd = end;
                return;
            }
            start = end + 1;
        }
        this.atEnd = true;
        this.lineStart = this.lineEnd = text.length;
        this.indent = -1;
    }
    /** Whether the current line holds `- ` (or a lone `-`) at `at`. */
    isSequenceEntry(at) {
        return this.text[at] === '-' && (at + 1 === this.lineEnd || this.text[at + 1] === ' ');
    }
    /** The node written from `at` on the current line; its lines must be indented deeper than `parentIndent`. */
    node(at, parentIndent) {
        if (++this.depth > MAX_DEPTH)
            unsupported();
        let node;
        if (this.isSequenceEntry(at))
            node = this.sequence(at);
        else {
            const key = this.keyAt(at);
            if (key)
                node = this.mapping(at, key);
            else {
                node = this.inlineValue(at);
                // A deeper line after a scalar continues it (or is a mistake): left to `yaml`.
                if (!this.atEnd && this.indent > parentIndent)
                    unsupported();
            }
        }
        this.depth--;
        return node;
    }
    sequence(start) {
        const column = start - this.lineStart;
        const items = [];
        let at = start;
        for (;;) {
            const item = this.skipSpaces(at + 1);
            if (this.isLineDone(item)) {
                this.nextLine();
                if (this.atEnd || this.indent <= column)
                    unsupported(); // an empty item
                items.push(this.node(this.lineStart + this.indent, column));
            }
            else {
                items.push(this.node(item, column));
            }
            if (this.atEnd || this.indent < column)
                break;
            if (this.indent > column)
                unsupported();
            at = this.lineStart + column;
            // A sequence written at its key's indentation ends where the mapping goes on.
            if (!this.isSequenceEntry(at))
                break;
        }
        return { kind: 'seq', range: [start, this.consumed], items };
    }
    mapping(start, firstKey) {
        const column = start - this.lineStart;
        const items = [];
        let seen;
        let key = firstKey;
        for (;;) {
            const value = this.skipSpaces(key.after);
            let node;
            if (this.isLineDone(value)) {
                this.nextLine();
                if (!this.atEnd && this.indent > column)
                    node = this.node(this.lineStart + this.indent, column);
                else if (!this.atEnd && this.indent === column && this.isSequenceEntry(this.lineStart + column))
                    node = this.sequence(this.lineStart + column);
                else
                    unsupported(); // an empty value
            }
            else {
                if (this.isSequenceEntry(value))
                    unsupported();
                node = this.inlineValue(value);
            }
            // Duplicate keys are reported by `yaml`.
            if (items.length < 16) {
                if (items.some((pair) => pair.key.value === key.key.value))
                    unsupported();
            }
            else {
                seen ??= new Set(items.map((pair) => pair.key.value));
                if (seen.has(key.key.value))
                    unsupported();
                seen.add(key.key.value);
            }
            items.push({ key: key.key, value: node });
            if (this.atEnd || this.indent < column)
                break;
            if (this.indent > column)
                unsupported();
            key = this.keyAt(this.lineStart + column) ?? unsupported();
        }
        return { kind: 'map', range: [start, this.consumed], items };
    }
    /** A `key:` at `at` (followed by a space or the end of the line): the key and where its value may start. */
    keyAt(at) {
        const text = this.text;
        const first = text[at];
        if (first === '"' || first === "'") {
            const key = this.quoted(at, this.lineEnd);
            const colon = this.skipSpaces(key.range?.[1] ?? at);
            if (text[colon] !== ':' || (colon + 1 < this.lineEnd && text[colon + 1] !== ' '))
                return undefined;
            return { key, after: colon + 1 };
        }
        if (INDICATORS.has(first) || (first === '-' && this.isSequenceEntry(at)))
            return undefined;
        const end = this.plainEnd(at);
        if (text[end] !== ':')
            return undefined;
        let valueEnd = end;
        while (text.charCodeAt(valueEnd - 1) === 32)
            valueEnd--;
        if (valueEnd - at > MAX_KEY_LENGTH)
            unsupported();
        return { key: plain(text.slice(at, valueEnd), at), after: end + 1 };
    }
    /** A value that ends on its line: a quoted or plain scalar, or JSON. Moves to the next line. */
    inlineValue(at) {
        const text = this.text;
        const first = text[at];
        let node;
        let end;
        if (first === '"' || first === "'") {
            node = this.quoted(at, this.lineEnd);
            end = node.range?.[1] ?? at;
        }
        else if (first === '[' || first === '{') {
            const flow = new FlowReader(text, at, this.lineEnd, this.depth);
            node = flow.value();
            end = flow.position;
        }
        else {
            if (INDICATORS.has(first))
                unsupported();
            end = this.plainEnd(at);
            // `a: b: c` is a mistake `yaml` reports.
            if (text[end] === ':')
                unsupported();
            let valueEnd = end;
            while (text.charCodeAt(valueEnd - 1) === 32)
                valueEnd--;
            node = plain(text.slice(at, valueEnd), at);
        }
        if (!this.isLineDone(end))
            unsupported();
        this.nextLine();
        return node;
    }
    /** Where a plain scalar from `at` stops: at `: `, `:` ending the line, ` #`, or the end of the line. */
    plainEnd(at) {
        const text = this.text;
        const end = this.lineEnd;
        for (let index = at; index < end; index++) {
            const code = text.charCodeAt(index);
            if (code === 58 /* : */ && (index + 1 === end || text.charCodeAt(index + 1) === 32))
                return index;
            if (code === 35 /* # */ && text.charCodeAt(index - 1) === 32)
                return index;
        }
        return end;
    }
    /** A one-line quoted scalar at `at`. */
    quoted(at, limit) {
        return this.text[at] === "'" ? singleQuoted(this.text, at, limit) : doubleQuoted(this.text, at, limit);
    }
    skipSpaces(at) {
        while (at < this.lineEnd && this.text.charCodeAt(at) === 32)
            at++;
        return at;
    }
    /** Whether only spaces, perhaps then a comment, follow `at` on the line (a comment's `#` needs a space before it). */
    isLineDone(at) {
        const next = this.skipSpaces(at);
        return next >= this.lineEnd || (this.text[next] === '#' && this.text[next - 1] === ' ');
    }
    flowDocument(start) {
        const flow = new FlowReader(this.text, start, this.text.length, 0);
        const root = flow.value();
        flow.skipWhitespace();
        if (flow.position !== this.text.length)
            unsupported();
        return root;
    }
}
/** Flow style as JSON writes it, and with plain words (`[smoke, fast]`, `{a: 1}`), within `limit`. */
class FlowReader {
    position;
    text;
    limit;
    depth;
    constructor(text, start, limit, depth) {
        this.text = text;
        this.position = start;
        this.limit = limit;
        this.depth = depth;
    }
    value() {
        this.skipWhitespace();
        const text = this.text;
        const start = this.position;
        const first = text[start];
        let node;
        if (first === '{' || first === '[')
            return this.collection(first === '{');
        if (first === '"')
            node = doubleQuoted(text, start, this.limit);
        else if (first === "'")
            node = singleQuoted(text, start, this.limit);
        else
            node = this.plainWord(start);
        this.position = node.range?.[1] ?? start;
        return node;
    }
    skipWhitespace() {
        while (this.position < this.limit && (this.text[this.position] === ' ' || this.text[this.position] === '\n'))
            this.position++;
    }
    /** A plain scalar on one line; numbers, `true`, `null` are plain scalars too. */
    plainWord(start) {
        const text = this.text;
        let end = start;
        while (end < this.limit && !FLOW_PLAIN_STOP.has(text[end]))
            end++;
        while (end > start && text[end - 1] === ' ')
            end--;
        if (end === start ||
            INDICATORS.has(text[start]) ||
            (text[start] === '-' && (end === start + 1 || text[start + 1] === ' ')))
            unsupported();
        return plain(text.slice(start, end), start);
    }
    collection(isMap) {
        if (++this.depth > MAX_DEPTH)
            unsupported();
        const start = this.position++;
        const close = isMap ? '}' : ']';
        const pairs = [];
        const items = [];
        this.skipWhitespace();
        if (this.text[this.position] === close)
            this.position++;
        else {
            for (;;) {
                if (isMap)
                    this.entry(pairs);
                else
                    items.push(this.value());
                this.skipWhitespace();
                const next = this.text[this.position++];
                if (this.position > this.limit)
                    unsupported();
                if (next === close)
                    break;
                if (next !== ',')
                    unsupported();
            }
        }
        this.depth--;
        const range = [start, this.position];
        return isMap ? { kind: 'map', range, items: pairs } : { kind: 'seq', range, items };
    }
    entry(pairs) {
        const key = this.value();
        if (key.kind !== 'scalar')
            unsupported();
        this.skipWhitespace();
        if (this.text[this.position++] !== ':' || this.position > this.limit)
            unsupported();
        // After a plain key, `a:b` would be one scalar: the `:` needs a space.
        if (key.type === 'PLAIN' && this.text[this.position] !== ' ' && this.text[this.position] !== '\n')
            unsupported();
        const value = this.value();
        // Duplicate keys are reported by `yaml`; a JSON body with many keys is rare enough to scan.
        if (pairs.length > 256 || pairs.some((pair) => pair.key.value === key.value))
            unsupported();
        pairs.push({ key, value });
    }
}
/** A one-line single-quoted scalar at `at`, ending before `limit`. */
function singleQuoted(text, at, limit) {
    let index = at + 1;
    for (;;) {
        const close = text.indexOf("'", index);
        if (close === -1 || close >= limit)
            unsupported();
        if (text[close + 1] !== "'") {
            const value = text.slice(at + 1, close).replaceAll("''", "'");
            return scalarNode(value, 'QUOTE_SINGLE', value, [at, close + 1]);
        }
        index = close + 2;
    }
}
/** A one-line double-quoted scalar at `at`, ending before `limit`. */
function doubleQuoted(text, at, limit) {
    let value = '';
    let from = at + 1;
    for (let index = at + 1;; index++) {
        if (index >= limit || text[index] === '\n')
            unsupported();
        const character = text[index];
        if (character === '"') {
            value += text.slice(from, index);
            return scalarNode(value, 'QUOTE_DOUBLE', value, [at, index + 1]);
        }
        if (character !== '\\')
            continue;
        value += text.slice(from, index);
        const escape = text[index + 1];
        const digits = HEX_DIGITS[escape];
        if (digits !== undefined) {
            const hex = text.slice(index + 2, index + 2 + digits);
            const code = /^[0-9a-fA-F]+$/.test(hex) && hex.length === digits ? Number.parseInt(hex, 16) : NaN;
            if (!(code <= 0x10ffff))
                unsupported();
            value += String.fromCodePoint(code);
            index += 1 + digits;
        }
        else if (Object.hasOwn(ESCAPES, escape)) {
            value += ESCAPES[escape];
            index += 1;
        }
        else
            unsupported();
        from = index + 1;
    }
}
/** A plain scalar, typed by YAML 1.2's core schema as `yaml` types it. */
function plain(source, start) {
    return scalarNode(coreValue(source), 'PLAIN', source, [start, start + source.length]);
}
function coreValue(source) {
    // Only these characters start a null, a boolean or a number.
    if (!/^[~nNtTfF0-9+\-.]/.test(source))
        return source;
    if (/^(?:~|[Nn]ull|NULL)$/.test(source))
        return null;
    if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source))
        return source[0] === 't' || source[0] === 'T';
    if (/^0o[0-7]+$/.test(source))
        return Number.parseInt(source.slice(2), 8);
    if (/^[-+]?[0-9]+$/.test(source))
        return Number.parseInt(source, 10);
    if (/^0x[0-9a-fA-F]+$/.test(source))
        return Number.parseInt(source.slice(2), 16);
    if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(source)) {
        return source.slice(-3).toLowerCase() === 'nan'
            ? NaN
            : source[0] === '-'
                ? Number.NEGATIVE_INFINITY
                : Number.POSITIVE_INFINITY;
    }
    if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(source) ||
        /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(source))
        return Number.parseFloat(source);
    return source;
}

;// CONCATENATED MODULE: ./src/collection/sources.ts
// Turns `-c` values into collection texts: a URL, a directory, a file, a glob, or inline text.



/** The code of the diagnostic for a fetch cut off by an interrupt. */
const sources_INTERRUPTED = 'fetch-interrupted';
const MAX_COLLECTION_BYTES = 50 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;
const COLLECTION_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** Loads every source, one result per value in order; a failing source never stops the others. */
async function loadSources(values, cwd, options = {}) {
    const results = [];
    let inlineCount = 0;
    for (const value of values) {
        const kind = await classify(value, cwd);
        if (kind.type === 'inline')
            inlineCount++;
        try {
            results.push(await load(kind, value, cwd, inlineCount, options));
        }
        catch (error) {
            // e.g. a directory that cannot be listed
            results.push(failure(sourceError('unreadable-file', value, `cannot read the collection source: ${error.message}`)));
        }
    }
    return results;
}
/**
 * The classification rule: a single-line value is a URL (`http(s)://`), an existing directory or
 * file, or a glob (`*`, `?`, `[`). Text is inline collection text when it spans several lines,
 * starts with `{` or `[`, or has a `key:` followed by a space or the end. Any other single-line
 * value looks like a path, so a value naming nothing that exists is reported as a missing file
 * rather than parsed as a collection.
 */
async function classify(value, cwd) {
    if (value.trim() === '')
        return { type: 'blank' };
    const singleLine = !/[\r\n]/.test(value);
    if (singleLine && /^https?:\/\//i.test(value.trim()))
        return { type: 'url' };
    if (singleLine) {
        const absolute = external_node_path_default().resolve(cwd, value);
        const stats = await external_node_fs_.promises.stat(absolute).catch(() => undefined);
        if (stats?.isDirectory())
            return { type: 'directory', absolute };
        if (stats?.isFile())
            return { type: 'file', absolute, stats };
    }
    if (looksInline(value))
        return { type: 'inline' };
    if (/[*?[]/.test(value))
        return { type: 'glob' };
    return { type: 'missing' };
}
function looksInline(value) {
    return /[\r\n]/.test(value) || /^\s*[{[]/.test(value) || /:(\s|$)/.test(value);
}
async function load(kind, value, cwd, inlineNumber, options) {
    switch (kind.type) {
        case 'blank':
            return failure(sourceError('empty-source', '', 'a collection source is empty', 'pass a file, a directory, a glob, a URL or collection text to `-c`'));
        case 'url':
            return fetchSource(value.trim(), options.signal);
        case 'directory':
            return readDirectory(kind.absolute, value, cwd, options);
        case 'file':
            return readFileSource(kind.absolute, cwd, kind.stats);
        case 'glob':
            return readGlob(value, cwd);
        case 'inline': {
            const file = `<inline #${inlineNumber}>`;
            return fromText({ file, text: value, defaultName: `inline #${inlineNumber}` });
        }
        case 'missing':
            return failure(sourceError('file-not-found', value, `collection file not found: ${value}`, `looked in ${external_node_path_default().resolve(cwd, value)}; inline collection text must be YAML or JSON such as \`tests: [{url: https://example.com}]\``));
    }
}
async function readDirectory(absolute, value, cwd, options) {
    const excluded = new Set((options.excludeDirectories ?? []).map((directory) => external_node_path_default().resolve(cwd, directory)));
    const files = (await walkDirectory(absolute, excluded)).sort(comparePaths);
    if (files.length === 0) {
        return failure(sourceError('empty-directory', displayPath(absolute, cwd) || value, 'no collection files (*.yaml, *.yml, *.json) in this directory', 'dot-directories (.git, .github, …), node_modules and the report directory are not searched'));
    }
    return readFiles(files, cwd, true);
}
/**
 * Every *.yaml, *.yml and *.json file under `root`, without entering what a repository keeps
 * besides its collections: version control and tool folders (any name starting with a dot),
 * node_modules, and the report directory of the run (earlier reports). Symbolic links are not
 * followed, so a link cannot make the walk loop.
 */
async function walkDirectory(root, excluded) {
    const files = [];
    const pending = [root];
    for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
        for (const entry of await external_node_fs_.promises.readdir(directory, { withFileTypes: true })) {
            const full = external_node_path_default().join(directory, entry.name);
            if (entry.isDirectory()) {
                if (!isSkippedDirectory(entry.name) && !excluded.has(full))
                    pending.push(full);
            }
            else if (entry.isFile() && COLLECTION_EXTENSIONS.has(external_node_path_default().extname(entry.name).toLowerCase())) {
                files.push(full);
            }
        }
    }
    return files;
}
function isSkippedDirectory(name) {
    return name.startsWith('.') || name === 'node_modules';
}
async function readGlob(pattern, cwd) {
    const matches = [];
    for await (const match of external_node_fs_.promises.glob(pattern, { cwd })) {
        const absolute = external_node_path_default().resolve(cwd, match);
        const stats = await external_node_fs_.promises.stat(absolute).catch(() => undefined);
        if (stats?.isFile())
            matches.push(absolute);
    }
    if (matches.length === 0)
        return failure(sourceError('no-glob-match', pattern, `no files match \`${pattern}\``, `the pattern is matched relative to ${cwd}`));
    return readFiles(matches.sort(comparePaths), cwd);
}
async function readFiles(files, cwd, walked = false) {
    const all = { sources: [], diagnostics: [] };
    for (const file of files) {
        const result = await readFileSource(file, cwd, undefined, walked);
        all.sources.push(...result.sources);
        all.diagnostics.push(...result.diagnostics);
    }
    return all;
}
async function readFileSource(absolute, cwd, known, walked = false) {
    const file = displayPath(absolute, cwd);
    try {
        const stats = known ?? (await external_node_fs_.promises.stat(absolute));
        if (stats.size > MAX_COLLECTION_BYTES)
            return failure(tooLarge(file, stats.size));
        const bytes = await external_node_fs_.promises.readFile(absolute);
        return fromBytes(bytes, {
            file,
            absolutePath: absolute,
            defaultName: baseName(absolute),
            ...(walked && { walked }),
        });
    }
    catch (error) {
        return failure(sourceError('unreadable-file', file, `cannot read the collection file: ${error.message}`));
    }
}
async function fetchSource(url, interrupt) {
    const defaultName = nameFromUrl(url);
    try {
        const dispatcher = (0,undici/* getGlobalDispatcher */.xo)().compose(undici/* interceptors */.dY.redirect({ maxRedirections: 5 }));
        const response = await (0,undici/* request */.Em)(url, {
            dispatcher,
            headersTimeout: FETCH_TIMEOUT_MS,
            bodyTimeout: FETCH_TIMEOUT_MS,
            signal: interrupt
                ? AbortSignal.any([AbortSignal.timeout(FETCH_TIMEOUT_MS), interrupt])
                : AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (response.statusCode < 200 || response.statusCode > 299) {
            await response.body.dump();
            return failure(sourceError('fetch-failed', url, `fetching the collection failed: the server answered ${response.statusCode}`, 'check the URL and that it is reachable without credentials'));
        }
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
            size += chunk.length;
            if (size > MAX_COLLECTION_BYTES) {
                response.body.destroy();
                return failure(tooLarge(url, size));
            }
            chunks.push(chunk);
        }
        return fromBytes(Buffer.concat(chunks), { file: url, defaultName });
    }
    catch (error) {
        if (interrupt?.aborted) {
            return failure(sourceError(sources_INTERRUPTED, url, `fetching the collection was interrupted (${String(interrupt.reason)})`));
        }
        const reason = error.name === 'TimeoutError'
            ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
            : error.message;
        return failure(sourceError('fetch-failed', url, `fetching the collection failed: ${reason}`));
    }
}
function fromBytes(bytes, source) {
    if (bytes.includes(0))
        return failure(binary(source.file));
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        return failure(binary(source.file));
    }
    return fromText({ ...source, text });
}
function fromText(source) {
    const text = source.text.replace(/^\uFEFF/, '');
    // An empty file found by a walk is left to the collection stage, which skips it as no collection.
    if (text.trim() === '' && !source.walked)
        return failure(sourceError('empty-file', source.file, 'empty collection file', 'a collection needs at least `tests:` with one test'));
    return { sources: [{ ...source, text }], diagnostics: [] };
}
function binary(file) {
    return sourceError('binary-file', file, 'not a text file: the collection contains NUL bytes or is not valid UTF-8', 'collections are YAML or JSON text in UTF-8');
}
function tooLarge(file, size) {
    const megabytes = (size / 1024 / 1024).toFixed(1);
    return sourceError('file-too-large', file, `collection is too large (${megabytes} MB; the limit is ${MAX_COLLECTION_BYTES / 1024 / 1024} MB)`, 'split it into several collections');
}
function sourceError(code, file, message, hint) {
    return { severity: 'error', code, message, file, line: 0, column: 0, ...(hint ? { hint } : {}) };
}
function failure(diagnostic) {
    return { sources: [], diagnostics: [diagnostic] };
}
function displayPath(absolute, cwd) {
    const relative = external_node_path_default().relative(cwd, absolute);
    return relative === '' || external_node_path_default().isAbsolute(relative) ? absolute : relative;
}
function baseName(file) {
    return external_node_path_default().basename(file, external_node_path_default().extname(file));
}
function nameFromUrl(url) {
    try {
        const parsed = new URL(url);
        const last = parsed.pathname.split('/').filter(Boolean).at(-1);
        return last ? decodeURIComponent(baseName(last)) : parsed.host;
    }
    catch {
        return url;
    }
}
function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/collection/looks-like-collection.ts
// Whether a YAML/JSON file found by walking a directory is meant as a collection. A repository holds
// many YAML and JSON files that are not (workflows, package.json, tsconfig.json, earlier reports);
// reporting each of them as a broken collection would bury the real problems, so a walk skips the
// files that are plainly something else and names them in one notice.


/** Top-level keys that mark a collection, today's and the original's first format's. */
const COLLECTION_MARKERS = ['tests', 'baseUrl', 'requests', 'baseAddress'];
/** `tests:`, `"baseUrl":`, `'requests' :` … anywhere in the text, for files that do not parse. */
const MARKER_KEY = new RegExp(`(?:^|[\\s{,])["']?(?:${COLLECTION_MARKERS.join('|')})["']?\\s*:`, 'm');
/**
 * A parsed document is a collection candidate when its top level is a mapping with one of the
 * marker keys. An empty document is not. Everything else (a list, a scalar, a mapping of other
 * keys) is plainly not a collection.
 */
function hasCollectionShape(contents) {
    // Aliases are not followed: a collection never writes its top level or its keys as one.
    if (!isMap(contents))
        return false;
    return contents.items.some((pair) => COLLECTION_MARKERS.includes(scalarText(pair.key) ?? ''));
}
/**
 * For a file that is not valid YAML (a Helm template, several documents): it is checked, and its
 * errors reported, when a marker key is written anywhere in it; otherwise it is not a collection.
 */
function mentionsCollectionKeys(text) {
    return MARKER_KEY.test(text);
}
/** How many skipped files the notice names; the rest are counted. */
const NAMED_SKIPS = 5;
/** The one notice of a run that skipped files, naming the first few. */
function skippedNotice(skipped) {
    const count = skipped.length;
    const named = skipped.slice(0, NAMED_SKIPS).join(', ');
    const rest = count > NAMED_SKIPS ? ` and ${count - NAMED_SKIPS} more` : '';
    return (`notice: skipped ${count} YAML/JSON ${count === 1 ? 'file that is' : 'files that are'} not a collection ` +
        `(no top-level \`tests\` or \`baseUrl\`): ${named}${rest}. Name a file with -c to check it anyway.\n`);
}

;// CONCATENATED MODULE: ./src/collection/diagnostics.ts

const WINDOW = 100;
const diagnostics_plain = {
    severity: (_, text) => text,
    bold: (text) => text,
    gutter: (text) => text,
    caret: (_, text) => text,
};
const ansi = {
    severity: (severity, text) => `\x1b[1;${severity === 'error' ? 31 : 33}m${text}\x1b[0m`,
    bold: (text) => `\x1b[1m${text}\x1b[0m`,
    gutter: (text) => `\x1b[1;34m${text}\x1b[0m`,
    caret: (severity, text) => `\x1b[1;${severity === 'error' ? 31 : 33}m${text}\x1b[0m`,
};
function formatDiagnostics(diagnostics, texts, color) {
    if (diagnostics.length === 0)
        return '';
    const palette = color ? ansi : diagnostics_plain;
    const lineCache = new Map();
    const linesOf = (file) => {
        const text = texts.get(file);
        if (text === undefined)
            return undefined;
        let lines = lineCache.get(file);
        if (!lines)
            lineCache.set(file, (lines = text.split(/\r?\n/)));
        return lines;
    };
    const blocks = diagnostics.map((diagnostic) => formatOne(diagnostic, linesOf(diagnostic.file), palette));
    return `${blocks.join('\n\n')}\n\n${palette.bold(summary(diagnostics))}\n`;
}
function formatOne(diagnostic, lines, palette) {
    const heading = `${palette.severity(diagnostic.severity, diagnostic.severity)}${palette.bold(`: ${printable(diagnostic.message)}`)}`;
    const line = diagnostic.line > 0 ? lines?.[diagnostic.line - 1] : undefined;
    const source = line === undefined ? undefined : printable(line);
    const hint = diagnostic.hint === undefined ? undefined : printable(diagnostic.hint);
    const gutterWidth = String(diagnostic.line).length + 1;
    const pad = ' '.repeat(gutterWidth);
    const out = [heading];
    if (diagnostic.file) {
        const location = diagnostic.line > 0 ? `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}` : diagnostic.file;
        out.push(`${' '.repeat(gutterWidth - 1)}${palette.gutter('-->')} ${location}`);
    }
    if (source === undefined) {
        if (hint)
            out.push(`${pad}${palette.gutter('=')} hint: ${hint}`);
        return out.join('\n');
    }
    const { text, column, length } = diagnostics_excerpt(source, diagnostic.column, diagnostic.length ?? 1);
    const indent = [...text.slice(0, column - 1)].map((character) => (character === '\t' ? '\t' : ' ')).join('');
    const carets = palette.caret(diagnostic.severity, '^'.repeat(length));
    out.push(`${pad}${palette.gutter('|')}`);
    out.push(`${palette.gutter(`${String(diagnostic.line).padEnd(gutterWidth - 1)} |`)} ${text}`);
    out.push(`${pad}${palette.gutter('|')} ${indent}${carets}${hint ? ` ${palette.caret(diagnostic.severity, hint)}` : ''}`);
    return out.join('\n');
}
/** Control characters (a collection could hold terminal escapes) shown as one replacement character each. */
function printable(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\x00-\x08\x0b-\x1f\x7f\x9b]/g, '\ufffd');
}
/** The part of a (possibly very long, e.g. minified JSON) line around the column. */
function diagnostics_excerpt(line, column, length) {
    const safeColumn = Math.min(Math.max(1, column), line.length + 1);
    const safeLength = Math.max(1, Math.min(length, line.length + 1 - safeColumn));
    if (line.length <= WINDOW * 2)
        return { text: line, column: safeColumn, length: safeLength };
    const start = Math.max(0, safeColumn - 1 - WINDOW / 2);
    const end = Math.min(line.length, start + WINDOW);
    const prefix = start > 0 ? '…' : '';
    return {
        text: `${prefix}${line.slice(start, end)}${end < line.length ? '…' : ''}`,
        column: safeColumn - start + prefix.length,
        length: Math.max(1, Math.min(safeLength, end - (safeColumn - 1))),
    };
}
function summary(diagnostics) {
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    const warnings = diagnostics.length - errors.length;
    const files = new Set(diagnostics.filter((diagnostic) => diagnostic.file).map((diagnostic) => diagnostic.file)).size;
    const counts = [
        errors.length > 0 || warnings === 0 ? plural(errors.length, 'error') : '',
        warnings > 0 ? plural(warnings, 'warning') : '',
    ]
        .filter(Boolean)
        .join(', ');
    return files > 0 ? `${counts} in ${plural(files, 'collection')}` : counts;
}

;// CONCATENATED MODULE: ./src/collection/checks/tags.ts

/** One sentence (with a did-you-mean) per tag given to `--tags` that no test of the collections has. */
function unknownTags(collections, tags) {
    const known = [...new Set(collections.flatMap((c) => c.tests.flatMap((t) => t.tags)))].sort();
    return [...new Set(tags)]
        .filter((tag) => !known.includes(tag))
        .map((tag) => {
        const near = closest(tag, known);
        const hint = near
            ? `did you mean "${near}"?`
            : known.length === 0
                ? 'no test has any tag'
                : `the tags are: ${known.join(', ')}`;
        return `no test has the tag "${tag}" given to --tags (${hint})`;
    });
}

;// CONCATENATED MODULE: ./src/collection/index.ts












/** Past this many, one file's diagnostics are cut (a hostile file could otherwise print millions). */
const MAX_DIAGNOSTICS_PER_FILE = 100;
async function loadCollections(sources, context) {
    const result = { collections: [], diagnostics: [], texts: new Map(), skipped: [] };
    const loadedSources = await loadSources(sources, context.cwd, {
        excludeDirectories: context.excludeDirectories,
        signal: context.signal,
    });
    for (const loaded of loadedSources) {
        result.diagnostics.push(...loaded.diagnostics);
        for (const source of loaded.sources) {
            const checked = checkSource(source, context);
            if (checked === 'not-a-collection') {
                result.skipped.push(source.file);
                continue;
            }
            const { collection, diagnostics } = checked;
            result.texts.set(source.file, source.text);
            result.diagnostics.push(...limit(diagnostics, source.file));
            if (collection && !diagnostics.some((diagnostic) => diagnostic.severity === 'error'))
                result.collections.push(collection);
        }
    }
    return result;
}
/** The checked collection, or 'not-a-collection' for a walked file that plainly is something else. */
function checkSource(source, context) {
    // Most collections are plain YAML or JSON that the fast reader takes; the rest, and every file
    // with a syntax problem, goes through the full YAML parser.
    const simple = parseSimpleYaml(source.text);
    if (simple !== undefined) {
        if (source.walked && !hasCollectionShape(simple))
            return 'not-a-collection';
        return checkContents(source, context, new Reader(source.file, source.text), simple, []);
    }
    const parsedYaml = parseYaml(source.file, source.text);
    if (!parsedYaml.document) {
        if (source.walked && !mentionsCollectionKeys(source.text))
            return 'not-a-collection';
        return { diagnostics: parsedYaml.diagnostics };
    }
    const { document } = parsedYaml;
    const contents = fromYaml(document.contents, document);
    if (source.walked && !hasCollectionShape(contents))
        return 'not-a-collection';
    return checkContents(source, context, new Reader(source.file, source.text), contents, parsedYaml.diagnostics);
}
function checkContents(source, context, reader, contents, syntax) {
    try {
        if (contents === null) {
            reader.error({ line: 1, column: 1, length: 1 }, 'empty-file', 'empty collection file', 'a collection needs at least `tests:` with one test');
            return { diagnostics: [...syntax, ...reader.diagnostics] };
        }
        const parsed = parseCollection(reader, contents, {
            file: source.file,
            absolutePath: source.absolutePath,
            name: source.defaultName,
        });
        const checks = parsed ? checkCollection(parsed, context) : [];
        const diagnostics = [...syntax, ...reader.diagnostics, ...checks].sort(byPosition);
        return { collection: parsed?.collection, diagnostics };
    }
    catch (error) {
        if (!(error instanceof AliasLimitError))
            throw error;
        return {
            diagnostics: [
                {
                    severity: 'error',
                    code: 'too-many-aliases',
                    message: 'the collection expands YAML aliases (`*name`) too many times',
                    file: source.file,
                    line: 0,
                    column: 0,
                    hint: 'use fewer aliases; this limit stops documents that expand exponentially',
                },
            ],
        };
    }
}
function byPosition(a, b) {
    return a.line - b.line || a.column - b.column;
}
function limit(diagnostics, file) {
    if (diagnostics.length <= MAX_DIAGNOSTICS_PER_FILE)
        return diagnostics;
    const rest = diagnostics.length - MAX_DIAGNOSTICS_PER_FILE;
    return [
        ...diagnostics.slice(0, MAX_DIAGNOSTICS_PER_FILE),
        {
            severity: 'error',
            code: 'too-many-diagnostics',
            message: `${rest} more problem${rest === 1 ? '' : 's'} in this collection not shown`,
            file,
            line: 0,
            column: 0,
        },
    ];
}

;// CONCATENATED MODULE: ./src/engine/plan/shard.ts

/**
 * Returns the collections with only the tests of part `shard.index` of `shard.total` (same order,
 * same declared `index` on each test; a collection with no test in this part keeps its place with
 * an empty list). Every test is in exactly one part. Pure and deterministic.
 */
function selectShard(collections, shard, durations) {
    if (!Number.isInteger(shard.total) ||
        shard.total < 1 ||
        !Number.isInteger(shard.index) ||
        shard.index < 1 ||
        shard.index > shard.total) {
        throw new RangeError(`invalid shard ${shard.index}/${shard.total}: expected i/n with 1 <= i <= n`);
    }
    const units = collections.flatMap((collection, c) => dependencyGroups(collection.tests).map((tests) => ({ collection: c, tests, weight: 0 })));
    weigh(units, collections, durations);
    const selected = assignParts(units, shard.total).get(shard.index - 1) ?? [];
    const keep = collections.map(() => new Set());
    for (const unit of selected)
        for (const index of unit.tests)
            keep[unit.collection].add(index);
    return collections.map((collection, c) => ({
        ...collection,
        tests: collection.tests.filter((t) => keep[c].has(t.index)),
    }));
}
/** Connected components of the `dependsOn` graph (ids are per collection), in declared order. */
function dependencyGroups(tests) {
    const parent = tests.map((_, i) => i);
    const find = (i) => {
        while (parent[i] !== i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    const positionById = new Map();
    tests.forEach((test, i) => {
        if (test.id !== undefined && !positionById.has(test.id))
            positionById.set(test.id, i);
    });
    tests.forEach((test, i) => {
        for (const id of test.dependsOn) {
            const other = positionById.get(id);
            if (other === undefined)
                continue; // the checker reports unknown ids; nothing to keep together
            const [a, b] = [find(i), find(other)];
            // The root is always the earliest member, so groups come out in declared order.
            if (a !== b)
                parent[Math.max(a, b)] = Math.min(a, b);
        }
    });
    const groups = new Map();
    tests.forEach((test, i) => {
        const root = find(i);
        const group = groups.get(root) ?? [];
        group.push(test.index);
        groups.set(root, group);
    });
    return [...groups.values()];
}
/** Weight = test count, or the sum of known durations with the median standing in for unknown tests. */
function weigh(units, collections, durations) {
    const known = durations && durations.size > 0 ? durations : undefined;
    if (!known) {
        for (const unit of units)
            unit.weight = unit.tests.length;
        return;
    }
    const byIndex = collections.map((c) => new Map(c.tests.map((t) => [t.index, t])));
    const durationOf = (unit, index) => {
        const test = byIndex[unit.collection].get(index);
        return test ? known.get(testKey(collections[unit.collection], test)) : undefined;
    };
    const found = [];
    for (const unit of units)
        for (const index of unit.tests) {
            const d = durationOf(unit, index);
            if (d !== undefined && Number.isFinite(d) && d >= 0)
                found.push(d);
        }
    const fallback = found.length > 0 ? median(found) : 1;
    for (const unit of units) {
        unit.weight = unit.tests.reduce((sum, index) => {
            const d = durationOf(unit, index);
            return sum + (d !== undefined && Number.isFinite(d) && d >= 0 ? d : fallback);
        }, 0);
    }
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/**
 * Longest-processing-time-first: heaviest unit first into the lightest part. Ties break on
 * declaration order (unit) and on the lower part number (part), so every job computes the same split.
 */
function assignParts(units, total) {
    const order = units.map((unit, position) => ({ unit, position }));
    order.sort((a, b) => b.unit.weight - a.unit.weight || a.position - b.position);
    const loads = new Array(total).fill(0);
    const counts = new Array(total).fill(0);
    const parts = new Map();
    for (const { unit } of order) {
        let best = 0;
        for (let p = 1; p < total; p++) {
            if (loads[p] < loads[best] || (loads[p] === loads[best] && counts[p] < counts[best]))
                best = p;
        }
        loads[best] += unit.weight;
        counts[best] += unit.tests.length;
        const part = parts.get(best) ?? [];
        part.push(unit);
        parts.set(best, part);
    }
    return parts;
}

;// CONCATENATED MODULE: ./src/engine/plan/plan.ts

function buildPlan(collections, options) {
    let selected = collections.map((collection) => ({
        ...collection,
        tests: filterByTags(collection.tests, options.tags),
    }));
    if (options.shard)
        selected = selectShard(selected, options.shard, options.shardDurations);
    return selected.map((collection, collectionIndex) => planCollection(collection, collectionIndex));
}
/** Tests having any of the tags, plus every test they depend on (transitively). */
function filterByTags(tests, tags) {
    if (tags.length === 0)
        return tests;
    const byId = new Map(tests.filter((t) => t.id !== undefined).map((t) => [t.id, t]));
    const keep = new Set();
    const pending = tests.filter((t) => t.tags.some((tag) => tags.includes(tag)));
    while (pending.length > 0) {
        const test = pending.pop();
        if (keep.has(test))
            continue;
        keep.add(test);
        for (const id of test.dependsOn) {
            const dependency = byId.get(id);
            if (dependency)
                pending.push(dependency);
        }
    }
    return tests.filter((t) => keep.has(t));
}
function planCollection(collection, collectionIndex) {
    const tests = collection.tests;
    const positionById = new Map();
    tests.forEach((test, position) => {
        if (test.id !== undefined)
            positionById.set(test.id, position);
    });
    const dependencies = tests.map((test) => test.dependsOn.map((id) => positionById.get(id)).filter((p) => p !== undefined));
    return { collection, collectionIndex, tests, dependencies, order: executionOrder(dependencies) };
}
/** Declared order, except that a test's dependencies run first. (The checker rejects cycles; a
 *  dependency already on the walk is skipped so this can never loop.) */
function executionOrder(dependencies) {
    const order = [];
    const placed = new Uint8Array(dependencies.length);
    const onWalk = new Uint8Array(dependencies.length);
    for (let start = 0; start < dependencies.length; start++) {
        // Iterative depth-first walk so a 100,000-long chain cannot overflow the stack.
        const stack = [[start, 0]];
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const [position, next] = frame;
            if (placed[position]) {
                stack.pop();
                continue;
            }
            const deps = dependencies[position];
            onWalk[position] = 1;
            if (next < deps.length) {
                frame[1]++;
                if (!placed[deps[next]] && !onWalk[deps[next]])
                    stack.push([deps[next], 0]);
                continue;
            }
            placed[position] = 1;
            order.push(position);
            stack.pop();
        }
    }
    return order;
}

;// CONCATENATED MODULE: ./src/session/prepare.ts






async function prepare(options, where) {
    const redactor = new Redactor();
    const addSecret = (value, name, derived = false) => {
        const short = [...value].length < MIN_SECRET_LENGTH;
        // A short value taken from a header (a cookie such as `lang=en`) is not a credential worth masking.
        if ((short && derived) || !redactor.add(value))
            return;
        if (short)
            where.onWarning?.(shortSecretWarning(name));
        // The action's log masks every occurrence, even inside words: short secrets stay ours to mask.
        else
            where.onSecret?.(value);
    };
    if (options.license !== undefined)
        addSecret(options.license, 'the license');
    for (const [name, value] of Object.entries(options.secrets))
        addSecret(value, `secrets.${name}`);
    if (Object.values(options.variables).some(hasUrlUserinfo))
        redactor.maskUrlUserinfo();
    const loaded = await loadCollections(options.collections, {
        cwd: where.cwd,
        variables: options.variables,
        secrets: options.secrets,
        env: where.env,
        // Walking a directory never reads the reports of an earlier run as collections.
        excludeDirectories: options.output === undefined ? [] : [reportDirectory(options.output)],
        signal: where.signal,
    });
    // Only a fetch the interrupt cut off stops here: collections read in full run, and an interrupted
    // run reports their tests as not run (the action, cancelled while it waited for the API, does so).
    if (where.signal?.aborted && loaded.diagnostics.some((d) => d.code === sources_INTERRUPTED)) {
        const interrupted = String(where.signal.reason) === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
        return { diagnostics: [], diagnosticsText: () => '', redactor, problems: [], interrupted };
    }
    if (loaded.skipped.length > 0)
        where.onWarning?.(redactor.redact(skippedNotice(loaded.skipped)));
    const diagnostics = [...loaded.diagnostics];
    if (loaded.collections.some((c) => c.tests.some((t) => hasUrlUserinfo(t.url.source))))
        redactor.maskUrlUserinfo();
    let shardDurations;
    if (options.shardTimings !== undefined) {
        try {
            shardDurations = await loadShardTimings(options.shardTimings);
        }
        catch (error) {
            diagnostics.push({
                severity: 'error',
                code: 'shard-timings',
                message: error.message,
                file: options.shardTimings,
                line: 0,
                column: 0,
            });
        }
    }
    // A message may quote what a user wrote (a URL with its credentials); the action annotates with them.
    if (redactor.active)
        for (const d of diagnostics)
            d.message = redactor.redact(d.message);
    const diagnosticsText = (colour) => redactor.redact(formatDiagnostics(diagnostics, loaded.texts, colour));
    if (diagnostics.some((d) => d.severity === 'error'))
        return { diagnostics, diagnosticsText, redactor, problems: [] };
    const problems = unknownTags(loaded.collections, options.tags);
    if (problems.length > 0)
        return { diagnostics, diagnosticsText, redactor, problems };
    const plans = buildPlan(loaded.collections, { tags: options.tags, shard: options.shard, shardDurations });
    const run = {
        options,
        env: where.env,
        collections: loaded.collections,
        plans,
        planned: plans.reduce((sum, p) => sum + p.tests.length, 0),
        redactor,
        addSecret,
    };
    return { run, diagnostics, diagnosticsText, redactor, problems: [] };
}
function shortSecretWarning(name) {
    return `warning: ${name} is shorter than ${MIN_SECRET_LENGTH} characters: it is masked only where it stands alone, not inside longer words\n`;
}
/** Whether the text holds a URL with a userinfo part (`https://bob:s3cret@host/`). */
function hasUrlUserinfo(text) {
    return /:\/\/[^/?#\s]*@/.test(text);
}

;// CONCATENATED MODULE: ./src/session/reports.ts
// The report directory of an invocation: made ready before anything is sent, and what goes there
// when the collections are invalid (diagnostics.txt) or when the run goes (the report files).





/** Writes diagnostics.txt into a ready report directory; returns its path. */
async function writeDiagnosticsFile(output, text) {
    const path = (0,external_node_path_.join)(reportDirectory(output), DIAGNOSTICS_FILE);
    await (0,promises_.writeFile)(path, text);
    return path;
}
/** The observer that writes the report files of one execution into a ready directory. */
function reportFiles(output, formats, redactor, keepResults = false) {
    return new ReportFiles(output, formats, redactor, keepResults);
}

;// CONCATENATED MODULE: ./src/cli/commands/run.ts





async function runCommand(options, io) {
    const preparation = await prepare(options, {
        cwd: io.cwd,
        env: io.env,
        onWarning: (message) => io.stderr.write(message),
        signal: io.signal,
    });
    if (preparation.interrupted !== undefined) {
        // Nothing ran, so no report is written; an earlier run's reports must not stand in for this one.
        if (options.output !== undefined)
            await prepareOutputDirectory(options.output);
        io.stderr.write(`assay: interrupted by ${preparation.interrupted} while loading the collections: nothing was sent\n`);
        return preparation.interrupted === 'SIGINT' ? 130 : 143;
    }
    if (preparation.diagnostics.length > 0)
        io.stderr.write(preparation.diagnosticsText(io.errorColor ?? io.color));
    if (preparation.problems.length > 0) {
        io.stderr.write(preparation.problems.map((problem) => `assay: ${problem}\n`).join(''));
        return 2;
    }
    const run = preparation.run;
    if (run === undefined) {
        if (options.output !== undefined) {
            const problem = await prepareOutputDirectory(options.output);
            if (problem)
                io.stderr.write(problem);
            else
                await writeDiagnosticsFile(options.output, preparation.diagnosticsText(false));
        }
        return 2;
    }
    if (options.dryRun) {
        io.stdout.write(run.redactor.redact(describePlan(run.plans, options)));
        return 0;
    }
    // A report directory that cannot be used is found before anything is sent.
    const outputProblem = options.output === undefined ? undefined : await prepareOutputDirectory(options.output);
    if (outputProblem) {
        io.stderr.write(outputProblem);
        return 2;
    }
    if (run.planned === 0)
        io.stderr.write('warning: no tests to run\n');
    const stderrIsTerminal = io.stderr.isTTY === true;
    const progress = stderrIsTerminal ? new ProgressLine(io.stderr) : undefined;
    const consoleReporter = new ConsoleReporter(io.stdout, io.color, run.redactor, progress && (() => progress.clear()));
    const reports = options.output === undefined ? undefined : reportFiles(options.output, options.formats, run.redactor);
    const observers = [
        { runStarted: (start) => consoleReporter.runStarted(start), testFinished: (r) => consoleReporter.testFinished(r) },
        ...(progress
            ? [
                {
                    runStarted: (start) => progress.runStarted(start),
                    testFinished: (result) => progress.testFinished(result),
                    runFinished: () => progress.runFinished(),
                },
            ]
            : []),
        ...(reports ? [reports] : []),
        {
            // Last: the summary line names the report files, or says why they are missing.
            runFinished(summary) {
                if (reports?.problem !== undefined)
                    io.stderr.write(`assay: could not write the reports: ${reports.problem}\n`);
                consoleReporter.runFinished(summary, reports?.files ?? []);
            },
        },
        ...(io.observers ?? []),
    ];
    const summary = await execute(run, observers, { signal: io.signal, interruptGraceMs: io.interruptGraceMs });
    return exitCode(summary, reports?.problem !== undefined);
}
function exitCode(summary, reportsFailed) {
    if (summary.interrupted === 'SIGINT')
        return 130;
    if (summary.interrupted === 'SIGTERM')
        return 143;
    return summary.totals.failed + summary.totals.errored > 0 || reportsFailed ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line adapter: argv → options → run → exit code. Every mistake a user can make ends
// in one message on stderr and exit 2; stack traces only with --debug.





async function main(argv) {
    const debug = argv.includes('--debug');
    try {
        process.exitCode = await dispatch(argv);
    }
    catch (error) {
        process.stderr.write(debug
            ? `${error.stack}\n`
            : `assay: internal error: ${error.message} (run with --debug for details)\n`);
        process.exitCode = 2;
    }
}
async function dispatch(argv) {
    const parsed = parseArgs(argv, { defaultOutput: DEFAULT_OUTPUT });
    switch (parsed.kind) {
        case 'help':
        case 'version':
            process.stdout.write(`${parsed.text}\n`);
            return 0;
        case 'error':
            process.stderr.write(`assay: ${parsed.message}\n`);
            return 2;
        case 'merge':
            return mergeCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
        case 'run': {
            const interrupt = new AbortController();
            const onSignal = (signal) => () => interrupt.abort(signal);
            const onInt = onSignal('SIGINT');
            const onTerm = onSignal('SIGTERM');
            process.once('SIGINT', onInt);
            process.once('SIGTERM', onTerm);
            try {
                const colour = (stream) => stream.isTTY === true && !process.env.NO_COLOR;
                return await runCommand(parsed.options, {
                    stdout: process.stdout,
                    stderr: process.stderr,
                    color: colour(process.stdout),
                    errorColor: colour(process.stderr),
                    signal: interrupt.signal,
                    interruptGraceMs: interruptGraceFrom(process.env),
                    cwd: process.cwd(),
                    env: process.env,
                });
            }
            finally {
                process.off('SIGINT', onInt);
                process.off('SIGTERM', onTerm);
            }
        }
    }
}


/***/ })

};

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyDefaults, markdownTable, parseOptions, type OptionSpec } from '../../src/session/options/option-table.ts';
import { OPTIONS, SECTIONS } from '../../src/session/options/options.ts';
import { MERGE_OPTIONS } from '../../src/cli/commands/merge.ts';
import { FUZZ_OPTIONS } from '../../src/fuzz/options.ts';
import { SERVE_OPTIONS } from '../../src/server/options.ts';
import { helpText } from '../../src/session/options/help.ts';
import { defaultOptions } from '../../src/session/options/args.ts';
import { FORMAT_ALIASES, FORMAT_FILES } from '../../src/report/formats.ts';

const docs = readFileSync(resolve(import.meta.dirname, '../../docs/cli.md'), 'utf8');

test('docs/cli.md holds the option table of every section, as generated from the declarations', () => {
  for (const section of SECTIONS) {
    const table = markdownTable(OPTIONS, section);
    assert.ok(docs.includes(table), `docs/cli.md lacks the ${section} table, or it differs; it must be:\n${table}`);
  }
  const merge = markdownTable(MERGE_OPTIONS, 'merge');
  assert.ok(docs.includes(merge), `docs/cli.md lacks the assay merge table, or it differs; it must be:\n${merge}`);
  const fuzz = markdownTable(FUZZ_OPTIONS, 'fuzz');
  assert.ok(docs.includes(fuzz), `docs/cli.md lacks the assay fuzz table, or it differs; it must be:\n${fuzz}`);
  const serve = markdownTable(SERVE_OPTIONS, 'serve');
  assert.ok(docs.includes(serve), `docs/cli.md lacks the assay serve table, or it differs; it must be:\n${serve}`);
  // No hand-written option row beside the generated ones.
  const rows = docs.split('\n').filter((line) => /^\| `-/.test(line));
  assert.equal(rows.length, OPTIONS.length + MERGE_OPTIONS.length + FUZZ_OPTIONS.length + SERVE_OPTIONS.length);
});

test('--help lists every option with its value and default, from the same declarations', () => {
  const HELP = helpText();
  for (const spec of OPTIONS) {
    const long = spec.names.find((n) => n.startsWith('--'))!;
    const line = HELP.split('\n').find((l) => l.includes(` ${long}`) && /^\s+-/.test(l));
    assert.ok(line, `--help has no line for ${long}`);
    if (spec.value) assert.ok(line.includes(`${long} <${spec.value}>`), line);
  }
  assert.match(HELP, /--concurrency <n> +Tests in flight at once \(1–1024\); implies --parallel \(default 16\)\./);
  for (const section of SECTIONS) assert.match(HELP, new RegExp(`^${section}:$`, 'm'));
});

test('the defaults are the declared ones, parsed like a user value', () => {
  const o = defaultOptions();
  for (const spec of OPTIONS.filter((s) => s.value !== undefined && s.default !== undefined)) {
    const fromUser = defaultOptions();
    assert.equal(spec.apply(fromUser, spec.default!), undefined);
    assert.deepEqual(fromUser, o, `${spec.names.join('/')} default ${spec.default}`);
  }
  assert.equal(o.maxBodyBytes, 10 * 1024 * 1024);
  assert.equal(o.concurrency, 16);
});

test('the mechanism: lists, values, flags, =, stops and positionals', () => {
  interface T {
    list: string[];
    one?: string;
    flag: boolean;
    n: number;
  }
  const specs: OptionSpec<T>[] = [
    { names: ['-l', '--list'], value: 'x…', list: true, section: 's', help: 'h', apply: (t, v) => void t.list.push(v) },
    { names: ['--one'], value: 'x', section: 's', help: 'h', apply: (t, v) => void (t.one = v) },
    { names: ['--flag'], section: 's', help: 'h', apply: (t) => void (t.flag = true) },
    {
      names: ['--n'],
      value: 'n',
      default: '7',
      section: 's',
      help: 'h',
      apply: (t, v) => (/^\d+$/.test(v) ? void (t.n = Number(v)) : `--n takes a number, got ${v}`),
    },
    { names: ['-h'], section: 's', help: 'h', apply: () => {}, stops: 'help' },
  ];
  const rules = { unknown: (name: string) => `unknown ${name}` };
  const target = applyDefaults(specs, { list: [], flag: false, n: 0 });
  assert.equal(target.n, 7);
  const parsed = parseOptions(
    ['a', '-l', 'b', 'c', '--one', 'd', 'e', '--flag', '--n=3', '--list=f'],
    specs,
    target,
    rules,
  );
  assert.equal(parsed.kind, 'parsed');
  assert.deepEqual(parsed.kind === 'parsed' && parsed.positionals, ['a', 'e']);
  assert.deepEqual(parsed.kind === 'parsed' && [...parsed.seen], ['-l', '--one', '--flag', '--n']);
  assert.deepEqual(target, { list: ['b', 'c', 'f'], one: 'd', flag: true, n: 3 });
  assert.deepEqual(parseOptions(['--n', 'x'], specs, target, rules), {
    kind: 'error',
    message: '--n takes a number, got x',
  });
  assert.deepEqual(parseOptions(['--flag=1'], specs, target, rules), {
    kind: 'error',
    message: '--flag takes no value',
  });
  assert.deepEqual(parseOptions(['--one'], specs, target, rules), { kind: 'error', message: '--one needs a value' });
  assert.deepEqual(parseOptions(['--nope'], specs, target, rules), { kind: 'error', message: 'unknown --nope' });
  assert.deepEqual(parseOptions(['-h', '--nope'], specs, target, rules), { kind: 'help' });
  assert.deepEqual(parseOptions(['x'], specs, target, { ...rules, positional: (a) => `no ${a}` }), {
    kind: 'error',
    message: 'no x',
  });
});

test('-f names every report format and alias of report/formats.ts, in --help and the merge help', () => {
  const line = OPTIONS.find((spec) => spec.names.includes('-f'))!.help;
  assert.ok(helpText().replace(/\s+/g, ' ').includes(line), '--help shows the -f help');
  assert.match(line, /Extra formats: testlemon \(alias json\), html, ctrf, xray, markdown \(alias md\)\./);
  for (const name of [...Object.keys(FORMAT_FILES), ...Object.keys(FORMAT_ALIASES)])
    if (name !== 'results' && name !== 'junit' && FORMAT_ALIASES[name] !== 'junit')
      assert.ok(line.includes(name), name);
  const merge = MERGE_OPTIONS.find((spec) => spec.names.includes('-f'))!;
  for (const name of Object.keys(FORMAT_FILES).filter((n) => n !== 'results' && n !== 'junit'))
    assert.ok(merge.help.includes(name), `merge -f: ${name}`);
});

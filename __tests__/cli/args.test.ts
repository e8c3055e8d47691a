import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from '../../src/session/options/args.ts';

function run(...argv: string[]) {
  const parsed = parseArgs(argv);
  assert.equal(parsed.kind, 'run', parsed.kind === 'error' ? parsed.message : parsed.kind);
  return (parsed as Extract<typeof parsed, { kind: 'run' }>).options;
}

function error(...argv: string[]): string {
  const parsed = parseArgs(argv);
  assert.equal(parsed.kind, 'error');
  return (parsed as Extract<typeof parsed, { kind: 'error' }>).message;
}

test('defaults match the documented ones', () => {
  const o = run('-c', 'a.yaml');
  assert.deepEqual(o.collections, ['a.yaml']);
  assert.equal(o.parallel, false);
  assert.equal(o.concurrency, 16);
  assert.equal(o.repeats, 1);
  assert.equal(o.timeoutMs, 30000);
  assert.equal(o.maxBodyBytes, 10 * 1024 * 1024);
  assert.equal(o.followRedirects, true);
  assert.equal(o.output, undefined);
});

test('list options take several values after one flag, and repeat', () => {
  const o = run('-c', 'a.yaml', 'b.json', '--collections', 'dir', '-t', 'smoke,api', 'slow', '--collections=c.yaml');
  assert.deepEqual(o.collections, ['a.yaml', 'b.json', 'dir', 'c.yaml']);
  assert.deepEqual(o.tags, ['smoke', 'api', 'slow']);
});

test('variables and secrets split at the first = and keep = and , in values', () => {
  const o = run('-c', 'x', '-v', 'q=a=b,c', 'host=http://h:1/?x=1', '-s', 'token=abc==', '--secrets=k=v');
  assert.deepEqual(o.variables, { q: 'a=b,c', host: 'http://h:1/?x=1' });
  assert.deepEqual(o.secrets, { token: 'abc==', k: 'v' });
});

test('a malformed secret is refused without echoing its value', () => {
  const message = error('-c', 'x', '-s', 'supersecretvalue');
  assert.match(message, /--secrets takes name=value/);
  assert.doesNotMatch(message, /supersecretvalue/);
});

test('--env-file reads variables and secrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assay-env-'));
  const file = join(dir, '.env');
  writeFileSync(file, '# comment\nexport host=http://x\nsecrets.token="t=1"\n\nvars.mode=fast\n');
  const o = run('-c', 'x', '--env-file', file);
  assert.deepEqual(o.variables, { host: 'http://x', mode: 'fast' });
  assert.deepEqual(o.secrets, { token: 't=1' });
  assert.match(error('-c', 'x', '--env-file', join(dir, 'missing')), /file not found/);
  writeFileSync(file, 'not a pair\n');
  assert.match(error('-c', 'x', '--env-file', file), /\.env:1: expected name=value/);
});

test('numbers, sizes, shards and formats are checked', () => {
  const o = run(
    '-c',
    'x',
    '-p',
    '--concurrency',
    '4',
    '-r',
    '3',
    '-d',
    '10',
    '--timeout',
    '500',
    '--max-body',
    '512KiB',
    '--shard',
    '2/4',
    '-f',
    'html,ctrf',
    '-f',
    'json',
    '--no-follow-redirects',
    '--insecure',
    '--bail',
    '--dry-run',
  );
  assert.equal(o.parallel, true);
  assert.equal(o.concurrency, 4);
  assert.equal(o.repeats, 3);
  assert.equal(o.delayMs, 10);
  assert.equal(o.timeoutMs, 500);
  assert.equal(o.maxBodyBytes, 512 * 1024);
  assert.deepEqual(o.shard, { index: 2, total: 4 });
  assert.deepEqual(o.formats, ['html', 'ctrf', 'testlemon']);
  assert.equal(o.followRedirects, false);
  assert.equal(o.insecure && o.bail && o.dryRun, true);
  assert.match(error('-c', 'x', '--concurrency', '0'), /--concurrency takes a whole number from 1/);
  assert.match(error('-c', 'x', '-r', '-1'), /--repeats takes a whole number/);
  assert.match(error('-c', 'x', '--max-body', 'lots'), /--max-body takes a size/);
  assert.match(error('-c', 'x', '--shard', '5/4'), /--shard takes i\/n/);
  assert.match(error('-c', 'x', '-f', 'pdf'), /unknown report format "pdf"; known: /);
});

test('mistakes end in one clear sentence', () => {
  assert.match(error('-c', 'x', '--paralel'), /unknown option --paralel \(did you mean --parallel\?\)/);
  assert.match(error('-c', 'x', '--interval', '5x'), /--interval takes a duration such as 30s, 5m, 1h/);
  assert.match(error('-c', 'x', '--verbose'), /original Testlemon runner/);
  assert.match(error('-c'), /-c needs a value/);
  assert.match(error('collection.yaml'), /unexpected argument "collection.yaml".*-c collection.yaml/);
  assert.match(error('-p'), /no collections given/);
  assert.match(error('-c', 'x', '--bail=yes'), /--bail takes no value/);
});

test('--interval reads 30s, 5m, 1h, 250ms and bare milliseconds as the original', () => {
  assert.equal(run('-c', 'x', '--interval', '30s').intervalMs, 30_000);
  assert.equal(run('-c', 'x', '-i', '5m').intervalMs, 300_000);
  assert.equal(run('-c', 'x', '--interval', '1h').intervalMs, 3_600_000);
  assert.equal(run('-c', 'x', '--interval', '250ms').intervalMs, 250);
  assert.equal(run('-c', 'x', '--interval', '60000').intervalMs, 60_000);
  assert.equal(run('-c', 'x', '--watch').watch, true);
  assert.match(error('-c', 'x', '--interval', '0'), /--interval takes a duration/);
});

test('the license is accepted; help, version and merge are recognised', () => {
  assert.equal(run('-c', 'x', '-l', 'KEY').license, 'KEY');
  assert.equal(parseArgs(['--help']).kind, 'help');
  assert.equal(parseArgs(['-h']).kind, 'help');
  assert.equal(parseArgs(['--version']).kind, 'version');
  assert.deepEqual(parseArgs(['merge', 'a.json', '-o', 'x']), { kind: 'merge', argv: ['a.json', '-o', 'x'] });
});

test('messages about stray arguments do not echo what follows an =', () => {
  const stray = error('-c', 'x', '--secrets=a=S1', 'b=S2-secret');
  assert.match(stray, /unexpected argument "b=…"/);
  assert.doesNotMatch(stray, /S2-secret/);
  assert.doesNotMatch(error('-c', 'x', '-sS=topsecret'), /topsecret/);
});

test('--env-file is read as dotenv reads it: comments after values, quotes, export, multi-line values', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assay-env-'));
  const file = join(dir, '.env');
  writeFileSync(
    file,
    [
      'host=http://x:8080 # the local server',
      'export  mode = fast',
      "quoted='a # not a comment'",
      'double="line1\\nline2"',
      'secrets.token="t=1" # a comment',
      'multi="first',
      'second"',
      'empty=',
      '   # indented comment',
      '',
    ].join('\n'),
  );
  const o = run('-c', 'x', '--env-file', file);
  assert.deepEqual(o.variables, {
    host: 'http://x:8080',
    mode: 'fast',
    quoted: 'a # not a comment',
    double: 'line1\nline2',
    multi: 'first\nsecond',
    empty: '',
  });
  assert.deepEqual(o.secrets, { token: 't=1' });
  writeFileSync(file, 'a=1\njust words\n');
  assert.match(error('-c', 'x', '--env-file', file), /\.env:2: expected name=value/);
  writeFileSync(file, 'a b=1\n');
  assert.match(error('-c', 'x', '--env-file', file), /"a b" is not a valid name/);
});

test('--concurrency asks for parallel runs; -f without -o writes to the default output of the command line', () => {
  const o = run('-c', 'x', '--concurrency', '3');
  assert.equal(o.parallel, true);
  assert.equal(o.concurrency, 3);
  assert.equal(run('-c', 'x').parallel, false);
  // The action passes no default: its own output_dir applies.
  assert.equal(run('-c', 'x', '-f', 'html').output, undefined);
  const parsed = parseArgs(['-c', 'x', '-f', 'html'], { defaultOutput: 'output' });
  assert.equal(parsed.kind === 'run' && parsed.options.output, 'output');
  const explicit = parseArgs(['-c', 'x', '-f', 'html', '-o', 'elsewhere'], { defaultOutput: 'output' });
  assert.equal(explicit.kind === 'run' && explicit.options.output, 'elsewhere');
  const none = parseArgs(['-c', 'x'], { defaultOutput: 'output' });
  assert.equal(none.kind === 'run' && none.options.output, undefined);
});

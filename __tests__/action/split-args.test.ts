import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitArgs } from '../../src/action/split-args.ts';

function words(input: string): string[] {
  const result = splitArgs(input);
  assert.ok(result.ok, result.ok ? '' : result.message);
  return result.args;
}

function failure(input: string): string {
  const result = splitArgs(input);
  assert.ok(!result.ok, `expected an error for ${JSON.stringify(input)}`);
  return result.message;
}

test('splits on spaces, tabs and line breaks, ignoring runs of them', () => {
  assert.deepEqual(words('  -c  tests\t-o output\n\n--parallel  '), ['-c', 'tests', '-o', 'output', '--parallel']);
  assert.deepEqual(words(''), []);
  assert.deepEqual(words(' \n\t '), []);
});

test('treats CRLF and lone CR as separators', () => {
  assert.deepEqual(words('-c a.json\r\n-o out\r\n'), ['-c', 'a.json', '-o', 'out']);
  assert.deepEqual(words('-c\ra.json'), ['-c', 'a.json']);
});

test('single quotes keep everything literally, including backslashes, $ and line breaks', () => {
  assert.deepEqual(words(`-v 'greeting=hello world' '\\n$HOME "x"'`), ['-v', 'greeting=hello world', '\\n$HOME "x"']);
  assert.deepEqual(words("'line one\nline two'"), ['line one\nline two']);
  assert.deepEqual(words("'$(not run)'"), ['$(not run)']);
});

test('double quotes keep spaces and honour only the shell escapes', () => {
  assert.deepEqual(words('"a b" "say \\"hi\\"" "back\\\\slash" "\\$HOME" "\\`x\\`"'), [
    'a b',
    'say "hi"',
    'back\\slash',
    '$HOME',
    '`x`',
  ]);
  assert.deepEqual(words('"c:\\temp\\new"'), ['c:\\temp\\new']);
  assert.deepEqual(words('"it\'s"'), ["it's"]);
});

test('quoted parts join the surrounding word, and empty quotes make an empty argument', () => {
  assert.deepEqual(words(`--variables=base"Url=http://x"'/y'`), ['--variables=baseUrl=http://x/y']);
  assert.deepEqual(words(`-v a= "" ''`), ['-v', 'a=', '', '']);
});

test('a backslash outside quotes escapes the next character', () => {
  assert.deepEqual(words('hello\\ world \\"q\\" \\\\ \\#not-a-comment'), [
    'hello world',
    '"q"',
    '\\',
    '#not-a-comment',
  ]);
});

test('backslash-newline continues the line, also with CRLF and trailing spaces after the backslash', () => {
  const args =
    '--collections ./tests/collection.json \\\n  --variables baseUrl=http://127.0.0.1:8080 \\\r\n  --parallel \\   \n  -o output';
  assert.deepEqual(words(args), [
    '--collections',
    './tests/collection.json',
    '--variables',
    'baseUrl=http://127.0.0.1:8080',
    '--parallel',
    '-o',
    'output',
  ]);
  assert.deepEqual(words('-c a\\\nb'), ['-c', 'ab']);
  assert.deepEqual(words('"multi\\\nline"'), ['multiline']);
  assert.deepEqual(words('--parallel \\'), ['--parallel']);
});

test('# starts a comment only at the start of a word', () => {
  assert.deepEqual(words('# run the smoke tests\n-t smoke # only these\n-v color=#fff'), [
    '-t',
    'smoke',
    '-v',
    'color=#fff',
  ]);
  assert.deepEqual(words('"#quoted" #'), ['#quoted']);
});

test('an unterminated quote is an error that names the quote and where it starts', () => {
  assert.equal(failure(`-c tests\n-v 'name=x`), `args: unterminated single quote (') at line 2, column 4`);
  assert.equal(failure('-v "a=b\n-o out'), 'args: unterminated double quote (") at line 1, column 4');
  assert.equal(failure('"ends with escaped quote\\"'), 'args: unterminated double quote (") at line 1, column 1');
});

test('command substitution from the old bash-based action is refused with the replacement', () => {
  const message = failure('-c "$(<./tests/collection.json)"');
  assert.match(message, /command substitution \$\(…\) at line 1, column 5 is not run by the action/);
  assert.match(message, /--collections \.\/tests\/collection\.json/);
  assert.match(failure('-c $(cat x.json)'), /line 1, column 4/);
  assert.deepEqual(words('"\\$(literal)"'), ['$(literal)']);
});

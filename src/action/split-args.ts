// Splits the action's multi-line `args` input into argv words the way a POSIX shell does, without
// running anything: no variable expansion, no command substitution, no globbing.
//
// - Spaces, tabs and line breaks separate words; CRLF counts as one line break.
// - 'single quotes' keep everything literally; "double quotes" keep everything except `\"`, `\\`,
//   `\$`, `` \` `` and backslash-newline, which behave as in a shell.
// - Outside quotes a backslash escapes the next character; a backslash at the end of a line joins
//   the lines (`--collections a.json \`). Unlike a shell, spaces after that backslash are ignored:
//   they are invisible in a workflow file and would otherwise become a stray argument.
// - `#` at the start of a word starts a comment that runs to the end of the line.

export type SplitArgsResult = { ok: true; args: string[] } | { ok: false; message: string };

const DOUBLE_QUOTE_ESCAPABLE = new Set(['"', '\\', '$', '`']);
const CONTINUATION = /\\[ \t]*(?:\n|$)/y;

export function splitArgs(input: string): SplitArgsResult {
  const text = input.replace(/\r\n/g, '\n');
  const args: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;

  const position = (index: number): string => {
    const before = text.slice(0, index);
    const line = before.split('\n').length;
    const column = index - before.lastIndexOf('\n');
    return `line ${line}, column ${column}`;
  };
  const endWord = (): void => {
    if (inWord) args.push(word);
    word = '';
    inWord = false;
  };

  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      endWord();
      i++;
    } else if (ch === '#' && !inWord) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (ch === '\\') {
      CONTINUATION.lastIndex = i;
      if (CONTINUATION.test(text)) {
        i = CONTINUATION.lastIndex;
      } else {
        word += text[i + 1];
        inWord = true;
        i += 2;
      }
    } else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) return { ok: false, message: `args: unterminated single quote (') at ${position(i)}` };
      word += text.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (ch === '"') {
      const start = i;
      i++;
      inWord = true;
      for (;;) {
        if (i >= text.length)
          return { ok: false, message: `args: unterminated double quote (") at ${position(start)}` };
        const c = text[i];
        if (c === '"') break;
        if (c === '\\' && text[i + 1] === '\n') {
          i += 2;
        } else if (c === '\\' && DOUBLE_QUOTE_ESCAPABLE.has(text[i + 1] ?? '')) {
          word += text[i + 1];
          i += 2;
        } else {
          if (c === '$' && text[i + 1] === '(') return commandSubstitution(position(i));
          word += c;
          i++;
        }
      }
      i++;
    } else {
      if (ch === '$' && text[i + 1] === '(') return commandSubstitution(position(i));
      word += ch;
      inWord = true;
      i++;
    }
  }
  endWord();
  return { ok: true, args };
}

// The original action ran its args through bash, so `-c "$(<tests/collection.json)"` read a file.
// Passing such text on would fail later with a confusing parse error, so say what to do instead.
function commandSubstitution(where: string): SplitArgsResult {
  return {
    ok: false,
    message:
      `args: command substitution $(…) at ${where} is not run by the action. ` +
      'Pass the file or directory instead, e.g. --collections ./tests/collection.json',
  };
}

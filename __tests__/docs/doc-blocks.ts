/**
 * Reads the fenced blocks of the docs (README.md and docs/**.md) and what the doc tests need from
 * them: the role of a YAML/JSON block (its info string's second word) and the `assay` command lines
 * of a shell block. The convention is described in docs/architecture.md, "Docs are tested".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

export interface Block {
  /** Relative to the repository, e.g. `docs/cli.md`. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The info string's first word, lower case (`yaml`, `sh`, …); '' for a bare fence. */
  language: string;
  /** The info string's other words (`collection`, `exits`, `1`). */
  words: string[];
  /** The content, with the fence's indentation removed. */
  text: string;
}

/** README.md and every Markdown file under docs/, in a stable order. */
export function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
  return ['README.md', ...docs];
}

const OPENING = /^( {0,3})(`{3,}|~{3,})\s*(.*)$/;

/** The fenced code blocks of a CommonMark document. An unclosed block runs to the end, as in CommonMark. */
export function fencedBlocks(file: string, markdown = readFileSync(join(ROOT, file), 'utf8')): Block[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING.exec(lines[index]);
    if (!opening || (opening[2][0] === '`' && opening[3].includes('`'))) continue;
    const [, indent, fence, info] = opening;
    const closing = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`);
    const content: string[] = [];
    let end = index + 1;
    for (; end < lines.length && !closing.test(lines[end]); end++) {
      content.push(lines[end].replace(new RegExp(`^ {0,${indent.length}}`), ''));
    }
    const [language = '', ...words] = info.trim().split(/\s+/).filter(Boolean);
    blocks.push({ file, line: index + 1, language: language.toLowerCase(), words, text: content.join('\n') });
    index = end;
  }
  return blocks;
}

/** Where a block is, for messages: `docs/cli.md:172`. */
export function where(block: Block): string {
  return `${block.file}:${block.line}`;
}

export interface CommandLine {
  /** 1-based line in the doc where the command starts. */
  line: number;
  /** The command as written, continuation lines joined. */
  text: string;
  /** The exit code a `# exits N` comment promises, else 0. */
  exits: number;
}

const SHELLS = new Set(['sh', 'bash', 'shell', 'zsh', 'console', 'powershell', 'pwsh']);

export function isShellBlock(block: Block): boolean {
  return SHELLS.has(block.language);
}

/** `assay` as a command word, `npx assay`, the bundled CLI run by node, or assay's container image. */
const RUNS_ASSAY = [
  /(^|[\s;&|(`])(npx\s+)?assay(?=\s|$)/,
  /\bnode\s+\S*dist\/cli\.js\b/,
  /\bdocker\s+run\b.*(assay|\$\{?ASSAY_IMAGE|\$env:ASSAY_IMAGE)/,
];

/**
 * The command lines of a shell block that run assay (continuations joined, `$ ` prompts of console
 * blocks read as commands and their other lines as output). Other commands (npm, curl, git) are not
 * the docs' promises about assay and are left out.
 */
export function assayCommands(block: Block): CommandLine[] {
  const powershell = block.language === 'powershell' || block.language === 'pwsh';
  const continuation = powershell ? /`\s*$/ : /\\\s*$/;
  const lines = block.text.split('\n');
  const commands: CommandLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    let text = lines[index];
    const line = block.line + 1 + index;
    if (block.language === 'console') {
      if (!text.startsWith('$ ')) continue;
      text = text.slice(2);
    }
    while (continuation.test(text) && index + 1 < lines.length) {
      text = text.replace(continuation, ' ') + lines[++index].trim();
    }
    const code = withoutComment(text);
    if (!RUNS_ASSAY.some((pattern) => pattern.test(code))) continue;
    const exits = /(?:^|\s)#.*\bexits\s+(\d+)\b/.exec(text);
    commands.push({ line, text: text.trim(), exits: exits ? Number(exits[1]) : 0 });
  }
  return commands;
}

/** The values a command passes to `-c`/`--collections` (words up to the next option), unquoted. */
export function collectionArguments(command: string): string[] {
  const words = withoutComment(command).split(/\s+/);
  const values: string[] = [];
  for (let index = 0; index < words.length; index++) {
    if (words[index] !== '-c' && words[index] !== '--collections') continue;
    while (index + 1 < words.length && !words[index + 1].startsWith('-')) {
      values.push(words[++index].replace(/^(["'])(.*)\1$/, '$2'));
    }
  }
  return values;
}

/** The command without a trailing `# comment` (a `#` that starts a word outside quotes). */
export function withoutComment(text: string): string {
  let quote = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (index === 0 || /\s/.test(text[index - 1]))) {
      return text.slice(0, index).trimEnd();
    }
  }
  return text;
}

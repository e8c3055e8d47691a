// Compiler-style rendering of diagnostics (like rustc and Hurl): the message, `--> file:line:col`,
// the source line with a caret underline and the hint, then a count.
import type { Diagnostic } from '../model/index.ts';
import { plural } from '../model/values.ts';

const WINDOW = 100;

interface Palette {
  severity(severity: Diagnostic['severity'], text: string): string;
  bold(text: string): string;
  gutter(text: string): string;
  caret(severity: Diagnostic['severity'], text: string): string;
}

const plain: Palette = {
  severity: (_, text) => text,
  bold: (text) => text,
  gutter: (text) => text,
  caret: (_, text) => text,
};
const ansi: Palette = {
  severity: (severity, text) => `\x1b[1;${severity === 'error' ? 31 : 33}m${text}\x1b[0m`,
  bold: (text) => `\x1b[1m${text}\x1b[0m`,
  gutter: (text) => `\x1b[1;34m${text}\x1b[0m`,
  caret: (severity, text) => `\x1b[1;${severity === 'error' ? 31 : 33}m${text}\x1b[0m`,
};

export function formatDiagnostics(diagnostics: Diagnostic[], texts: Map<string, string>, color: boolean): string {
  if (diagnostics.length === 0) return '';
  const palette = color ? ansi : plain;
  const lineCache = new Map<string, string[]>();
  const linesOf = (file: string): string[] | undefined => {
    const text = texts.get(file);
    if (text === undefined) return undefined;
    let lines = lineCache.get(file);
    if (!lines) lineCache.set(file, (lines = text.split(/\r?\n/)));
    return lines;
  };
  const blocks = diagnostics.map((diagnostic) => formatOne(diagnostic, linesOf(diagnostic.file), palette));
  return `${blocks.join('\n\n')}\n\n${palette.bold(summary(diagnostics))}\n`;
}

function formatOne(diagnostic: Diagnostic, lines: string[] | undefined, palette: Palette): string {
  const heading = `${palette.severity(diagnostic.severity, diagnostic.severity)}${palette.bold(`: ${printable(diagnostic.message)}`)}`;
  const line = diagnostic.line > 0 ? lines?.[diagnostic.line - 1] : undefined;
  const source = line === undefined ? undefined : printable(line);
  const hint = diagnostic.hint === undefined ? undefined : printable(diagnostic.hint);
  const gutterWidth = String(diagnostic.line).length + 1;
  const pad = ' '.repeat(gutterWidth);
  const out = [heading];
  if (diagnostic.file) {
    const location =
      diagnostic.line > 0 ? `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}` : diagnostic.file;
    out.push(`${' '.repeat(gutterWidth - 1)}${palette.gutter('-->')} ${location}`);
  }
  if (source === undefined) {
    if (hint) out.push(`${pad}${palette.gutter('=')} hint: ${hint}`);
    return out.join('\n');
  }
  const { text, column, length } = excerpt(source, diagnostic.column, diagnostic.length ?? 1);
  const indent = [...text.slice(0, column - 1)].map((character) => (character === '\t' ? '\t' : ' ')).join('');
  const carets = palette.caret(diagnostic.severity, '^'.repeat(length));
  out.push(`${pad}${palette.gutter('|')}`);
  out.push(`${palette.gutter(`${String(diagnostic.line).padEnd(gutterWidth - 1)} |`)} ${text}`);
  out.push(
    `${pad}${palette.gutter('|')} ${indent}${carets}${hint ? ` ${palette.caret(diagnostic.severity, hint)}` : ''}`,
  );
  return out.join('\n');
}

/** Control characters (a collection could hold terminal escapes) shown as one replacement character each. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '\ufffd');
}

/** The part of a (possibly very long, e.g. minified JSON) line around the column. */
function excerpt(line: string, column: number, length: number): { text: string; column: number; length: number } {
  const safeColumn = Math.min(Math.max(1, column), line.length + 1);
  const safeLength = Math.max(1, Math.min(length, line.length + 1 - safeColumn));
  if (line.length <= WINDOW * 2) return { text: line, column: safeColumn, length: safeLength };
  const start = Math.max(0, safeColumn - 1 - WINDOW / 2);
  const end = Math.min(line.length, start + WINDOW);
  const prefix = start > 0 ? '…' : '';
  return {
    text: `${prefix}${line.slice(start, end)}${end < line.length ? '…' : ''}`,
    column: safeColumn - start + prefix.length,
    length: Math.max(1, Math.min(safeLength, end - (safeColumn - 1))),
  };
}

function summary(diagnostics: Diagnostic[]): string {
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

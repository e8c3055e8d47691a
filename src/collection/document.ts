// YAML 1.2 (and so JSON) text → a YAML document with source positions, or diagnostics.
import { LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import type { Diagnostic } from '../model.ts';

export interface ParsedDocument {
  document?: Document.Parsed;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
}

const MAX_ALIAS_COUNT = 100;
/** YAML syntax errors after the first few are mostly echoes of the first. */
const MAX_SYNTAX_ERRORS = 5;

export function parseYaml(file: string, text: string): ParsedDocument {
  const lineCounter = new LineCounter();
  let document: Document.Parsed;
  try {
    document = parseDocument(text, { lineCounter, maxAliasCount: MAX_ALIAS_COUNT, uniqueKeys: true, prettyErrors: false, version: '1.2' });
  } catch (error) {
    // The parser recurses on nesting; a stack overflow it does not catch itself ends here.
    const message = error instanceof RangeError ? 'the collection is nested too deeply to read' : `the collection cannot be read: ${(error as Error).message}`;
    return { lineCounter, diagnostics: [{ severity: 'error', code: 'nested-too-deeply', message, file, line: 0, column: 0 }] };
  }
  const errors = document.errors;
  if (errors.length === 0) return { document, lineCounter, diagnostics: [] };
  const exhausted = errors.find((error) => error.code === 'RESOURCE_EXHAUSTION');
  const shown = exhausted ? [exhausted] : errors.slice(0, MAX_SYNTAX_ERRORS);
  return { lineCounter, diagnostics: shown.map((error) => syntaxDiagnostic(file, text, lineCounter, error)) };
}

function syntaxDiagnostic(file: string, text: string, lineCounter: LineCounter, error: YAMLError): Diagnostic {
  const [start, end] = error.pos;
  const { line, col } = lineCounter.linePos(start);
  const at = { severity: 'error' as const, file, line, column: col, length: Math.max(1, Math.min(end, lineEnd(text, start)) - start) };
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return { ...at, code: 'duplicate-key', message: `duplicate key \`${text.slice(start, end).trim()}\``, hint: 'each key may appear once in a mapping' };
    case 'MULTIPLE_DOCS':
      return { ...at, code: 'multiple-documents', message: 'a collection file holds one YAML document, this one has several', hint: 'put each collection in its own file, or remove the `---` separator' };
    case 'RESOURCE_EXHAUSTION':
      return { ...at, code: 'nested-too-deeply', message: 'the collection is nested too deeply to read' };
    default:
      return { ...at, code: 'yaml-syntax', message: `invalid YAML: ${firstLine(error.message)}` };
  }
}

export function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline;
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/[.:]$/, '');
}

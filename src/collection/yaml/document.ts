// YAML 1.2 (and so JSON) text → a YAML document with source positions, or diagnostics.
import { LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import type { Diagnostic } from '../../model/index.ts';

export interface ParsedDocument {
  document?: Document.Parsed;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
}

const TOO_DEEP: Diagnostic = {
  severity: 'error',
  code: 'nested-too-deeply',
  message: 'the collection is nested too deeply to read',
  file: '',
  line: 0,
  column: 0,
  hint: 'collections need only a few levels; bodies and metadata may nest up to 64',
};
/** The nesting TOO_DEEP's hint promises (as `formats/assay/values.ts` reads values). */
const MAX_VALUE_DEPTH = 64;
/** A mapping key as written: quoted, or plain up to the `:`. */
const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:#,[\]{}]*[^\s:#,[\]{}])/;
/** YAML syntax errors after the first few are mostly echoes of the first. */
const MAX_SYNTAX_ERRORS = 5;

export function parseYaml(file: string, text: string): ParsedDocument {
  const lineCounter = new LineCounter();
  let document: Document.Parsed;
  try {
    document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, version: '1.2' });
  } catch (error) {
    // The parser recurses on nesting; a stack overflow it does not catch itself ends here.
    if (!(error instanceof RangeError)) throw error;
    return { lineCounter, diagnostics: [{ ...TOO_DEEP, file, ...tooDeepAt(text) }] };
  }
  const errors = document.errors;
  if (errors.length === 0) return { document, lineCounter, diagnostics: [] };
  const exhausted = errors.find((error) => error.code === 'RESOURCE_EXHAUSTION');
  const shown = exhausted ? [exhausted] : errors.slice(0, MAX_SYNTAX_ERRORS);
  const diagnostics = shown.map((error) => syntaxDiagnostic(file, text, lineCounter, error));
  // After duplicate keys the document is still whole (the first occurrence wins): check the rest too.
  const whole = errors.every((error) => error.code === 'DUPLICATE_KEY');
  return { ...(whole ? { document } : {}), lineCounter, diagnostics };
}

/**
 * Where flow nesting (`[`, `{`, as in JSON) first goes deeper than bodies may: the parser gives no
 * position when it overflows, so the text is scanned for one. Block nesting is not located.
 */
function tooDeepAt(text: string): { line: number; column: number } | Record<string, never> {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n') {
      line++;
      lineStart = i + 1;
    } else if (char === '"' || char === "'") {
      // Skip a quoted scalar (JSON strings and YAML double quotes escape with `\`, single quotes with `''`).
      for (i++; i < text.length && text[i] !== char; i++) if (char === '"' && text[i] === '\\') i++;
    } else if (char === '[' || char === '{') {
      if (++depth > MAX_VALUE_DEPTH) return { line, column: i - lineStart + 1 };
    } else if (char === ']' || char === '}') depth = Math.max(0, depth - 1);
  }
  return {};
}

function syntaxDiagnostic(file: string, text: string, lineCounter: LineCounter, error: YAMLError): Diagnostic {
  const [start, end] = error.pos;
  const { line, col } = lineCounter.linePos(start);
  const at = {
    severity: 'error' as const,
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
      // Where the parser gave up depends on the stack size: the position is where flow nesting passes 64.
      return { ...TOO_DEEP, file, ...tooDeepAt(text) };
    default:
      return { ...at, code: 'yaml-syntax', message: `invalid YAML: ${firstLine(error.message)}` };
  }
}

function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline;
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/[.:]$/, '');
}

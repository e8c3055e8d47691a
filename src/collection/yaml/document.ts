// YAML 1.2 (and so JSON) text → a YAML document with source positions, or diagnostics, and its
// tree (`fromYaml`). The full parser: the `yaml` package is loaded with this module, which the
// collection loader imports only for a text the fast reader hands over (`loadFullParser`).
import {
  isAlias,
  isMap as isYamlMap,
  isScalar as isYamlScalar,
  isSeq as isYamlSeq,
  LineCounter,
  parseDocument,
  type Document,
  type YAMLError,
} from 'yaml';
import type { Diagnostic } from '../../model/index.ts';
import { scalarNode, type Range, type TreeNode } from './tree.ts';

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
  const diagnostics = exhausted
    ? [syntaxDiagnostic(file, text, lineCounter, exhausted)]
    : withUnquotedFlowValues(file, text, lineCounter, errors).slice(0, MAX_SYNTAX_ERRORS);
  // After duplicate keys the document is still whole (the first occurrence wins): check the rest too.
  const whole = errors.every((error) => error.code === 'DUPLICATE_KEY');
  return { ...(whole ? { document } : {}), lineCounter, diagnostics };
}

/** The tree of a node of a `yaml` document; aliases are converted when they are resolved. */
export function fromYaml(node: unknown, document: Document.Parsed): TreeNode | null {
  const converted = new Map<unknown, TreeNode | null>();
  const convert = (from: unknown): TreeNode | null => {
    if (isYamlScalar(from)) return scalarNode(from.value, from.type, from.source, range(from.range));
    if (isYamlMap(from))
      return {
        kind: 'map',
        range: range(from.range),
        items: from.items.map((pair) => ({ key: convert(pair.key), value: convert(pair.value) })),
      };
    if (isYamlSeq(from)) return { kind: 'seq', range: range(from.range), items: from.items.map(convert) };
    if (isAlias(from)) {
      const target = (): TreeNode | null => {
        const anchored = from.resolve(document);
        if (!converted.has(anchored)) converted.set(anchored, convert(anchored));
        return converted.get(anchored) ?? null;
      };
      return { kind: 'alias', range: range(from.range), target };
    }
    return null;
  };
  return convert(node);
}

function range(from: readonly number[] | null | undefined): Range | undefined {
  return from ? [from[0], from[1]] : undefined;
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

/**
 * The syntax errors, with those on a line holding an unquoted flow value that YAML cut apart
 * (`{ path: $.items[0].name }`: a cascade of five) as one error at that value, saying to quote it.
 */
function withUnquotedFlowValues(
  file: string,
  text: string,
  lineCounter: LineCounter,
  errors: YAMLError[],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const explained = new Set<number>();
  for (const error of errors) {
    const start = lineStart(text, error.pos[0]);
    if (explained.has(start)) continue;
    const value =
      error.code === 'DUPLICATE_KEY' ? undefined : unquotedFlowValue(text.slice(start, lineEnd(text, start)));
    if (value === undefined) {
      diagnostics.push(syntaxDiagnostic(file, text, lineCounter, error));
      continue;
    }
    explained.add(start);
    const { line, col } = lineCounter.linePos(start + value.offset);
    diagnostics.push({
      severity: 'error',
      code: 'yaml-syntax',
      message: `\`${value.text}\` needs quotes: inside \`{ … }\` YAML reads \`[\`, \`]\`, \`{\`, \`}\` and \`,\` as its own`,
      file,
      line,
      column: col,
      length: value.text.length,
      hint: `write ${quoted(value.text)}`,
    });
  }
  return diagnostics;
}

/** The first plain (unquoted) value of a flow mapping on the line that holds `[`, `]`, `{` or `}`. */
function unquotedFlowValue(line: string): { offset: number; text: string } | undefined {
  const open = line.indexOf('{');
  if (open === -1) return undefined;
  const separator = /:[ \t]+/g;
  separator.lastIndex = open;
  for (let match = separator.exec(line); match !== null; match = separator.exec(line)) {
    const start = match.index + match[0].length;
    if (`"'{[`.includes(line[start] ?? '"')) continue;
    // The value ends before the next `, key:` or at the mapping's closing brace.
    const next = /,\s*[^\s,:{}[\]]+\s*:(?:\s|$)/g;
    next.lastIndex = start;
    const end = next.exec(line)?.index ?? Math.max(line.lastIndexOf('}'), start);
    const text = line.slice(start, end).trim();
    if (/[[\]{}]/.test(text)) return { offset: start, text };
  }
  return undefined;
}

/** The value as a YAML quoted scalar: single quotes unless it has one (backslashes stay as written). */
function quoted(value: string): string {
  return value.includes("'") ? JSON.stringify(value) : `'${value}'`;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline;
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/[.:]$/, '');
}

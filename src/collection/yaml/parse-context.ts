// Shared state while one collection document is turned into the model: positions, diagnostics
// and the alias budget that keeps anchor/alias "bombs" from expanding.
import { dirname } from 'node:path';
import type { Diagnostic } from '../../model/index.ts';
import {
  ANYWHERE,
  checkNamedFileSync,
  locateFile,
  readNamedFileSync,
  type FilePolicy,
  type Located,
  type NamedFile,
} from '../../model/file-access.ts';
import { LineIndex } from './line-index.ts';
import { isMap, isScalar, isSeq, type TreeNode } from './tree.ts';

/** Where something was written: 1-based line and column, and how many characters it covers. */
export interface Span {
  line: number;
  column: number;
  length: number;
}

const MAX_ALIAS_EXPANSIONS = 100;

export class AliasLimitError extends Error {}

export class ParseContext {
  readonly file: string;
  readonly text: string;
  readonly diagnostics: Diagnostic[] = [];
  /** Absolute paths of the files the collection reads besides itself (data, bodies, schemas), for --watch. */
  readonly files = new Set<string>();
  private readonly lines: LineIndex;
  private aliasExpansions = 0;
  /** Values the arguments of this file share (see `ArgumentNode.shared`). */
  private readonly sharedValues: Map<string, unknown> = new Map();

  /** The file on disk, when the text came from one (files it names are found beside it). */
  readonly absolutePath: string | undefined;
  /** Which files the collection may name (docs/serve.md, "Files a collection may name"). */
  readonly filePolicy: FilePolicy;
  /** Where relative file names start: the collection file's folder, else the working directory. */
  readonly baseDirectory: string;

  /** Set on a context that reads parts of an already checked text again: it keeps no diagnostics. */
  private readonly quiet: boolean;

  constructor(
    file: string,
    text: string,
    where: { absolutePath?: string; cwd: string; filePolicy?: FilePolicy },
    /** A context of the same text to share positions and shared values with, keeping no diagnostics. */
    rereading?: ParseContext,
  ) {
    this.file = file;
    this.text = text;
    this.absolutePath = where.absolutePath;
    this.filePolicy = where.filePolicy ?? ANYWHERE;
    this.baseDirectory = where.absolutePath ? dirname(where.absolutePath) : where.cwd;
    this.lines = rereading?.lines ?? new LineIndex(text);
    if (rereading) this.sharedValues = rereading.sharedValues;
    this.quiet = rereading !== undefined;
  }

  /** A context for reading parts of this text again once it has been checked (a test about to run). */
  forRereading(): ParseContext {
    return new ParseContext(
      this.file,
      this.text,
      { absolutePath: this.absolutePath, cwd: this.baseDirectory, filePolicy: this.filePolicy },
      this,
    );
  }

  /** How many times a file the collection names was read or checked (a test that did is kept whole, not read again). */
  get fileAccesses(): number {
    return this.#fileAccesses;
  }

  #fileAccesses = 0;

  /** A file the collection names (relative to its folder, or absolute), read under its policy. */
  readNamedFile(path: string, shown = path): NamedFile {
    this.#fileAccesses++;
    const located = locateFile(path, this.baseDirectory, this.filePolicy, shown);
    if ('problem' in located) return located;
    this.files.add(located.path);
    return readNamedFileSync(located.path, shown, this.filePolicy);
  }

  /** The hint under a file's diagnostic; none where no file may be named (it would tell the server's folder). */
  get fileHint(): string | undefined {
    return this.filePolicy.kind === 'none' ? undefined : `paths are relative to ${this.baseDirectory}`;
  }

  /** The same, checked as it would be read but not read (a body file, read when the test runs). */
  checkNamedFile(written: string): Located {
    this.#fileAccesses++;
    const located = locateFile(written, this.baseDirectory, this.filePolicy);
    if ('problem' in located) return located;
    this.files.add(located.path);
    return checkNamedFileSync(located.path, written, this.filePolicy);
  }

  /** The value made for `key` in this file, made by `make` the first time. */
  shared<T>(key: string, make: () => T): T {
    if (!this.sharedValues.has(key)) this.sharedValues.set(key, make());
    return this.sharedValues.get(key) as T;
  }

  /** The span of `length` characters from `offset`, cut at the end of the line. */
  span(offset: number, length = 1): Span {
    const line = this.lines.lineOf(offset);
    return {
      line: line + 1,
      column: offset - this.lines.start(line) + 1,
      length: Math.max(1, Math.min(length, this.lines.end(line) - offset)),
    };
  }

  spanOf(node: TreeNode | null | undefined, fallback?: Span): Span {
    if (!node?.range) return fallback ?? { line: 1, column: 1, length: 1 };
    return this.span(node.range[0], node.range[1] - node.range[0]);
  }

  error(at: Span, code: string, message: string, hint?: string): void {
    if (this.quiet) return;
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

  warning(at: Span, code: string, message: string, hint?: string): void {
    if (this.quiet) return;
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
  resolve(node: TreeNode | null): TreeNode | null {
    if (node?.kind !== 'alias') return node;
    this.aliasExpansions++;
    if (this.aliasExpansions > MAX_ALIAS_EXPANSIONS) throw new AliasLimitError();
    return node.target();
  }
}

/** The text of a scalar: strings as they are, numbers and booleans as written. Undefined for null/non-scalars. */
export function scalarText(node: TreeNode | null): string | undefined {
  if (!isScalar(node) || node.value === null || node.value === undefined) return undefined;
  if (typeof node.value === 'string') return node.value;
  if (typeof node.value === 'number' || typeof node.value === 'boolean' || typeof node.value === 'bigint') {
    return node.source ?? String(node.value);
  }
  return undefined;
}

/** How a value reads in a "must be … , got …" message. */
export function describeNode(node: TreeNode | null): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (!isScalar(node) || node.value === null || node.value === undefined) return 'nothing';
  if (typeof node.value === 'string') return 'text';
  if (typeof node.value === 'boolean') return 'a boolean';
  return 'a number';
}

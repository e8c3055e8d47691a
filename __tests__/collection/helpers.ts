// Shared helpers for the collection tests: load sources the way the CLI does and pick diagnostics.
import path from 'node:path';
import assert from 'node:assert/strict';
import { loadCollections, type LoadContext, type LoadResult } from '../../src/collection/index.ts';
import type { Diagnostic } from '../../src/model/index.ts';

export const fixtures = path.resolve(import.meta.dirname, '../fixtures/collections');

export function context(overrides: Partial<LoadContext> = {}): LoadContext {
  return { cwd: fixtures, variables: {}, secrets: {}, env: {}, ...overrides };
}

export function load(sources: string[], overrides: Partial<LoadContext> = {}): Promise<LoadResult> {
  return loadCollections(sources, context(overrides));
}

/** The one diagnostic whose message contains `text`. */
export function diagnostic(result: LoadResult, text: string): Diagnostic {
  const found = result.diagnostics.filter((item) => item.message.includes(text));
  assert.equal(
    found.length,
    1,
    `expected one diagnostic containing ${JSON.stringify(text)}, got:\n${result.diagnostics.map((item) => item.message).join('\n')}`,
  );
  return found[0];
}

/** `file:line:col` of a diagnostic, as a compact thing to compare. */
export function where(item: Diagnostic): string {
  return `${item.file}:${item.line}:${item.column}`;
}

// The collection stage: `-c` sources → checked collections plus every diagnostic, all at once.
import { expandDataRows } from './data-rows.ts';
import type { Collection, Diagnostic } from '../model/index.ts';
import { checkCollection } from './checks/check.ts';
import { parseYaml } from './yaml/document.ts';
import { parseCollection } from './formats/assay/parse.ts';
import { AliasLimitError, Reader } from './yaml/parse-context.ts';
import { parseSimpleYaml } from './yaml/fast-reader.ts';
import { fromYaml, type TreeNode } from './yaml/tree.ts';
import { loadSources, type SourceText } from './sources.ts';

export { formatDiagnostics } from './diagnostics.ts';
export { unknownTags } from './checks/tags.ts';

export interface LoadContext {
  cwd: string;
  variables: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
}

export interface LoadResult {
  /** The collections without errors, in source order (a collection with errors never runs). */
  collections: Collection[];
  diagnostics: Diagnostic[];
  /** Source text per collection display path, for rendering diagnostics. */
  texts: Map<string, string>;
}

/** Past this many, one file's diagnostics are cut (a hostile file could otherwise print millions). */
const MAX_DIAGNOSTICS_PER_FILE = 100;

export async function loadCollections(sources: string[], context: LoadContext): Promise<LoadResult> {
  const result: LoadResult = { collections: [], diagnostics: [], texts: new Map() };
  for (const loaded of await loadSources(sources, context.cwd)) {
    result.diagnostics.push(...loaded.diagnostics);
    for (const source of loaded.sources) {
      result.texts.set(source.file, source.text);
      const { collection, diagnostics } = checkSource(source, context);
      result.diagnostics.push(...limit(diagnostics, source.file));
      if (collection && !diagnostics.some((diagnostic) => diagnostic.severity === 'error'))
        result.collections.push(collection);
    }
  }
  return result;
}

function checkSource(source: SourceText, context: LoadContext): { collection?: Collection; diagnostics: Diagnostic[] } {
  // Most collections are plain YAML or JSON that the fast reader takes; the rest, and every file
  // with a syntax problem, goes through the full YAML parser.
  const simple = parseSimpleYaml(source.text);
  if (simple) return checkContents(source, context, new Reader(source.file, source.text), simple, []);
  const parsedYaml = parseYaml(source.file, source.text);
  if (!parsedYaml.document) return { diagnostics: parsedYaml.diagnostics };
  const { document } = parsedYaml;
  return checkContents(
    source,
    context,
    new Reader(source.file, source.text),
    fromYaml(document.contents, document),
    parsedYaml.diagnostics,
  );
}

function checkContents(
  source: SourceText,
  context: LoadContext,
  reader: Reader,
  contents: TreeNode | null,
  syntax: Diagnostic[],
): { collection?: Collection; diagnostics: Diagnostic[] } {
  try {
    if (contents === null) {
      reader.error(
        { line: 1, column: 1, length: 1 },
        'empty-file',
        'empty collection file',
        'a collection needs at least `tests:` with one test',
      );
      return { diagnostics: [...syntax, ...reader.diagnostics] };
    }
    const parsed = parseCollection(reader, contents, {
      file: source.file,
      absolutePath: source.absolutePath,
      name: source.defaultName,
    });
    const checks = parsed ? checkCollection(parsed, context) : [];
    const diagnostics = [...syntax, ...reader.diagnostics, ...checks].sort(byPosition);
    return { collection: parsed && expandDataRows(parsed.collection), diagnostics };
  } catch (error) {
    if (!(error instanceof AliasLimitError)) throw error;
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'too-many-aliases',
          message: 'the collection expands YAML aliases (`*name`) too many times',
          file: source.file,
          line: 0,
          column: 0,
          hint: 'use fewer aliases; this limit stops documents that expand exponentially',
        },
      ],
    };
  }
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}

function limit(diagnostics: Diagnostic[], file: string): Diagnostic[] {
  if (diagnostics.length <= MAX_DIAGNOSTICS_PER_FILE) return diagnostics;
  const rest = diagnostics.length - MAX_DIAGNOSTICS_PER_FILE;
  return [
    ...diagnostics.slice(0, MAX_DIAGNOSTICS_PER_FILE),
    {
      severity: 'error',
      code: 'too-many-diagnostics',
      message: `${rest} more problem${rest === 1 ? '' : 's'} in this collection not shown`,
      file,
      line: 0,
      column: 0,
    },
  ];
}

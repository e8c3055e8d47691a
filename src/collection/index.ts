// The collection stage: `-c` sources → checked collections plus every diagnostic, all at once.
import { expandDataRows } from './data-rows.ts';
import type { Collection, Diagnostic, TestDefinition } from '../model/index.ts';
import type { FilePolicy } from '../model/file-access.ts';
import { checkAcrossTests, checkHead, checkTest, factsOf, reporter, type TestFacts } from './checks/check.ts';
import { TextTest, type TestText } from '../model/indexed-test.ts';
import { asksLanguageModel } from '../model/test-templates.ts';
import { holdYoungGeneration } from '../model/young-generation.ts';
import { parseCollection, type CollectionHead } from './formats/assay/parse.ts';
import { AliasLimitError, ParseContext } from './yaml/parse-context.ts';
import { parseSimpleYaml } from './yaml/fast-reader.ts';
import { jsonSyntaxError } from './yaml/json-syntax.ts';
import type { TreeNode } from './yaml/tree.ts';
import { loadSources, type SourceText } from './sources.ts';
import { documentText } from './yaml/document-text.ts';
export { INTERRUPTED as FETCH_INTERRUPTED } from './sources.ts';
import { hasCollectionShape, mentionsCollectionKeys } from './looks-like-collection.ts';
import { looksLikeOpenApi } from './formats/openapi/detect.ts';
import { validators } from '../engine/validators/index.ts';
import { loadPart } from '../model/load-part.ts';

export { formatDiagnostics } from './diagnostics.ts';
export { unknownOperations, unknownTags } from './checks/tags.ts';
export { skippedNotice } from './looks-like-collection.ts';

export interface LoadContext {
  cwd: string;
  variables: Record<string, string>;
  secrets: Record<string, string>;
  env: Record<string, string | undefined>;
  /** Directories a directory walk never enters (the report directory). */
  excludeDirectories?: readonly string[];
  /** An interrupt: a collection being fetched is abandoned (a `fetch-interrupted` diagnostic). */
  signal?: AbortSignal;
  /** Which files a collection may name; any (the command line and the action) when not given. */
  filePolicy?: FilePolicy;
}

export interface LoadResult {
  /** The collections without errors, in source order (a collection with errors never runs). */
  collections: Collection[];
  diagnostics: Diagnostic[];
  /** Source text per collection display path, for rendering diagnostics. */
  texts: Map<string, string>;
  /** Files found by walking a directory that are plainly not collections, by display path. */
  skipped: string[];
}

/** Past this many, one file's diagnostics are cut (a hostile file could otherwise print millions). */
const MAX_DIAGNOSTICS_PER_FILE = 100;

export async function loadCollections(sources: string[], context: LoadContext): Promise<LoadResult> {
  const result: LoadResult = { collections: [], diagnostics: [], texts: new Map(), skipped: [] };
  const loadedSources = await loadSources(sources, context.cwd, {
    excludeDirectories: context.excludeDirectories,
    signal: context.signal,
  });
  for (const loaded of loadedSources) {
    result.diagnostics.push(...loaded.diagnostics);
    for (const written of loaded.sources) {
      // As every reader reads it: LF line ends, no markers around its one document. The text as
      // written is let go: diagnostics are rendered from this one, with the same lines and columns.
      const text = documentText(written.text);
      const source = text === written.text ? written : { ...written, text };
      // Validators whose checker needs a library (ajv for json-schema) load it before the check.
      await validators.load(source.text);
      const checked =
        (!source.walked && looksLikeOpenApi(source.text) ? await checkOpenApiSource(source, context) : undefined) ??
        (await checkSource(source, context));
      if (checked === 'not-a-collection') {
        result.skipped.push(source.file);
        continue;
      }
      const { collection, diagnostics } = checked;
      result.texts.set(source.file, source.text);
      result.diagnostics.push(...limit(diagnostics, source.file));
      if (collection && !diagnostics.some((diagnostic) => diagnostic.severity === 'error'))
        result.collections.push(collection);
    }
  }
  return result;
}

type Checked = { collection?: Collection; diagnostics: Diagnostic[] };

/**
 * An OpenAPI/Swagger spec named as a source (never one met while walking a directory, which may be
 * documentation) becomes a generated collection; undefined when the text is not one after all. */
async function checkOpenApiSource(source: SourceText, context: LoadContext): Promise<Checked | undefined> {
  // The generator (with the `yaml` package) is loaded only for a text that looks like a spec.
  const { convertOpenApi } = await loadPart(
    'the OpenAPI reader',
    () => import(/* webpackChunkName: "openapi-collection" */ './formats/openapi/index.ts'),
  );
  const conversion = await convertOpenApi(
    { ...source, filePolicy: context.filePolicy },
    {
      mode: 'run',
      variables: context.variables,
      secrets: context.secrets,
    },
  );
  if (!conversion) return undefined;
  if (!conversion.collection) return { diagnostics: conversion.diagnostics };
  const generated = conversion.collection;
  await validators.load(generated.yaml);
  const checked = await checkSource({ ...source, text: generated.yaml }, context, false);
  if (checked === 'not-a-collection') return undefined;
  // Problems in the generated text are assay's, not the user's: keep them, but point at the spec.
  const diagnostics = [...conversion.diagnostics, ...checked.diagnostics.map((d) => ({ ...d, line: 0, column: 0 }))];
  if (!checked.collection) return { diagnostics };
  const tests = checked.collection.tests.map((test, index) => {
    const info = generated.tests[index];
    return {
      ...test,
      position: info.position,
      validators: [
        ...test.validators.map((validator) => ({ ...validator, position: info.position })),
        { name: 'openapi', argument: info.check, position: info.position },
      ],
      captures: [],
      operation: info.operation,
      ...(info.notRun !== undefined ? { notRun: info.notRun } : {}),
    };
  });
  return { collection: { ...checked.collection, tests }, diagnostics };
}

/**
 * The checked collection, or 'not-a-collection' for a walked file that plainly is something else.
 * `written`: the text is the file's own, not one generated from it (an OpenAPI spec's collection).
 */
async function checkSource(
  source: SourceText,
  context: LoadContext,
  written = true,
): Promise<Checked | 'not-a-collection'> {
  // Most collections are plain YAML or JSON that the fast reader takes; the rest, and every file
  // with a syntax problem, goes through the full YAML parser.
  // The tests of a file written by hand (not generated from a spec) are read one at a time, and
  // each is read again when it runs (model/indexed-test.ts).
  const simple = parseSimpleYaml(source.text, written ? 'tests' : undefined);
  if (simple !== undefined) {
    if (source.walked && !hasCollectionShape(simple)) return 'not-a-collection';
    const reader = readerOf(source, context);
    const checked = checkContents(source, context, reader, simple, written ? notJson(source, reader) : []);
    // A test the fast reader cannot read after all: the whole file goes through the full parser.
    if (checked !== 'needs-full-parser') return checked;
  }
  const { parseYaml, fromYaml } = await loadFullParser();
  const parsedYaml = parseYaml(source.file, source.text);
  if (!parsedYaml.document) {
    if (source.walked && !mentionsCollectionKeys(source.text)) return 'not-a-collection';
    // A `.json` file is read as JSON first: JSON's own words say best what is wrong with it.
    const json = written ? notJson(source, readerOf(source, context)) : [];
    return { diagnostics: json.length > 0 ? json : parsedYaml.diagnostics };
  }
  const { document } = parsedYaml;
  const contents = fromYaml(document.contents, document);
  if (source.walked && !hasCollectionShape(contents)) return 'not-a-collection';
  const reader = readerOf(source, context);
  const json = written ? notJson(source, reader) : [];
  const checked = checkContents(source, context, reader, contents, [...parsedYaml.diagnostics, ...json]);
  // Only the fast reader locates tests to read later: the full parser has read them all.
  if (checked === 'needs-full-parser') throw new Error('assay bug: a fully parsed collection needs the full parser');
  return checked;
}

/** The full YAML parser (the `yaml` package), loaded for the first text the fast reader does not take. */
function loadFullParser(): Promise<typeof import('./yaml/document.ts')> {
  return loadPart('the YAML parser', () => import(/* webpackChunkName: "yaml-parser" */ './yaml/document.ts'));
}

/**
 * A collection named `.json` must be JSON, not only YAML (which reads it): where it stops being
 * JSON is an error. Asked only of collections, so a walked `tsconfig.json` with comments is skipped as before.
 */
function notJson(source: SourceText, reader: ParseContext): Diagnostic[] {
  const name = /^https?:\/\//i.test(source.file) ? source.file.replace(/[?#].*$/s, '') : source.file;
  if (!/\.json$/i.test(name)) return [];
  const problem = jsonSyntaxError(source.text);
  if (problem === undefined) return [];
  const at = reader.span(Math.min(problem.offset, source.text.length));
  return [
    {
      severity: 'error',
      code: 'json-syntax',
      message: `invalid JSON: ${problem.message}`,
      file: source.file,
      line: at.line,
      column: at.column,
      length: 1,
      ...(problem.hint ? { hint: problem.hint } : {}),
    },
  ];
}

function readerOf(source: SourceText, context: LoadContext): ParseContext {
  return new ParseContext(source.file, source.text, {
    absolutePath: source.absolutePath,
    cwd: context.cwd,
    filePolicy: context.filePolicy,
  });
}

function checkContents(
  source: SourceText,
  context: LoadContext,
  reader: ParseContext,
  contents: TreeNode | null,
  syntax: Diagnostic[],
): Checked | 'needs-full-parser' {
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
    const head = parseCollection(reader, contents, {
      file: source.file,
      absolutePath: source.absolutePath,
      name: source.defaultName,
    });
    const checks: Diagnostic[] = [];
    const report = reporter(source.file, checks);
    if (head) checkHead(head, context, report);
    const tests = head ? readTests(head, reader, context, report) : { definitions: [], asksLanguageModel: false };
    if (tests === 'needs-full-parser') return tests;
    const diagnostics = [...syntax, ...reader.diagnostics, ...checks].sort(byPosition);
    if (!head) return { diagnostics };
    const collection: Collection = {
      ...head.collection,
      ...(reader.files.size > 0 ? { files: [...reader.files] } : {}),
      ...(tests.asksLanguageModel ? { asksLanguageModel: true } : {}),
      tests: expandDataRows(tests.definitions),
    };
    return { collection, diagnostics };
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

/**
 * Reads and checks every test, one at a time. What the checks across tests need is kept of each
 * (`TestFacts`); of a test located by the fast reader, the run keeps an entry and reads the rest
 * again when it runs (`TextTest`), unless reading it read a file (a data file, a JSON Schema: read
 * once, at the check) or it has `data` (its rows are made from it). Every other test is kept whole.
 */
function readTests(
  head: CollectionHead,
  reader: ParseContext,
  context: LoadContext,
  report: ReturnType<typeof reporter>,
): { definitions: TestDefinition[]; asksLanguageModel: boolean } | 'needs-full-parser' {
  const { items } = head;
  if (!items) return { definitions: [], asksLanguageModel: false };
  const facts: (TestFacts | undefined)[] = [];
  const tests: TestDefinition[] = [];
  let asksModel = false;
  const text: TestText | undefined = items.deferred && testText(head, reader);
  for (let index = 0; index < items.count; index++) {
    holdYoungGeneration();
    const item = items.item(index);
    if (item === undefined) return 'needs-full-parser';
    const fileAccesses = reader.fileAccesses;
    const test = head.readTest(reader, item, index);
    if (!test) continue;
    checkTest(test, context, report);
    facts.push(factsOf(test));
    const { definition } = test;
    asksModel ||= asksLanguageModel(definition);
    const rereadable = text !== undefined && reader.fileAccesses === fileAccesses && !definition.data;
    tests.push(rereadable ? new TextTest(definition, index, text, index) : definition);
  }
  checkAcrossTests(facts, report);
  return { definitions: tests, asksLanguageModel: asksModel };
}

/** Reads the tests of a checked text again, in a context that keeps no diagnostics. */
function testText(head: CollectionHead, reader: ParseContext): TestText {
  const again = reader.forRereading();
  const { file } = reader;
  const items = head.items!;
  return {
    read(item) {
      const node = items.item(item);
      const test = node === undefined ? undefined : head.readTest(again, node, item);
      if (!test) throw new Error(`assay bug: test ${item + 1} of ${file} no longer reads as it was checked`);
      return test.definition;
    },
  };
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

// OpenAPI 3.0/3.1 and Swagger 2.0 documents as collections: recognised by content, references
// resolved, operations turned into assay test entries. The result is the collection's YAML text
// (what `assay import openapi` writes) plus, per test, what the run needs beyond it: where the
// operation is written in the spec, its not-run reason and the spec operation it checks.
// The collection loader imports it only for a text that looks like a spec (a chunk both bundles
// load, named in scripts/build.mjs's `sharedByEngine`): it brings the full YAML parser with it.
import { isMap, isScalar, type Document } from 'yaml';
import type { Diagnostic, OperationReference, SourcePosition } from '../../../model/index.ts';
import { ANYWHERE, readNamedFileSync, type FilePolicy } from '../../../model/file-access.ts';
import { parseYaml } from '../../yaml/document.ts';
import { readSpec, specVersion, type SpecSummary } from '../../../engine/validators/openapi/operations.ts';
import { generateTests, type GeneratedTest } from './generate.ts';
import { isObject, RefResolver, refsIn } from '../../../engine/validators/openapi/resolve.ts';
import { renderCollection } from './render.ts';
import { loadSources, MAX_COLLECTION_BYTES } from '../../sources.ts';
import { MAX_NESTING, tooDeep } from '../../../model/nesting.ts';
import { generatedCheck, type OpenApiCheck } from '../../../engine/validators/openapi.ts';

export interface OpenApiInput {
  /** Display path (or URL). */
  file: string;
  absolutePath?: string;
  text: string;
  /** Which files its `$ref`s may name; any (the command line, `assay import`) when not given. */
  filePolicy?: FilePolicy;
}

export interface OpenApiConversion {
  diagnostics: Diagnostic[];
  /** Absent when the spec is unusable (see the diagnostics). */
  collection?: {
    /** The collection as assay YAML: for `-c`, every operation; for import, not-run ones commented out. */
    yaml: string;
    tests: { position: SourcePosition; notRun?: string; operation: OperationReference; check: OpenApiCheck }[];
  };
}

export interface ConvertOptions {
  mode: 'run' | 'import';
  /** `import`: the spec's path as the written collection names it (its `openapi:` contract check). */
  specPath?: string;
  variables: Record<string, string>;
  secrets: Record<string, string>;
}

export interface OpenedSpec {
  spec: SpecSummary;
  resolver: RefResolver;
  root: Record<string, unknown>;
  /** Position of a pointer in the main spec file. */
  at(pointer: string[]): SourcePosition;
  error(pointer: string[], code: string, message: string, hint?: string): Diagnostic;
}

/**
 * Reads a spec with its referenced files: the operations in one shape, or the diagnostics that make it
 * unusable (positioned in the spec file); undefined when the text is not an OpenAPI/Swagger document.
 */
export async function openSpec(input: OpenApiInput): Promise<OpenedSpec | { diagnostics: Diagnostic[] } | undefined> {
  const parsed = parseYaml(input.file, input.text);
  if (!parsed.document) return { diagnostics: parsed.diagnostics };
  const document = parsed.document;
  const contents = document.contents;
  // A collection may have `openapi:` too (the spec it is checked against), never `paths`.
  if (
    !isMap(contents) ||
    !(contents.has('openapi') || contents.has('swagger')) ||
    (contents.has('tests') && !contents.has('paths'))
  )
    return parsed.diagnostics.length > 0 ? { diagnostics: parsed.diagnostics } : undefined;
  if (parsed.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: parsed.diagnostics };
  const at = (pointer: string[]): SourcePosition => positionOf(document, parsed.lineCounter.linePos, pointer);
  const error = (pointer: string[], code: string, message: string, hint?: string): Diagnostic => ({
    severity: 'error',
    code,
    message,
    file: input.file,
    ...at(pointer),
    ...(hint ? { hint } : {}),
  });

  const root = document.toJS({ maxAliasCount: 1000 }) as Record<string, unknown>;
  const deep = tooDeep(root);
  if (deep)
    return {
      diagnostics: [error(deep, 'nested-too-deeply', `the spec is nested more than ${MAX_NESTING} levels deep here`)],
    };
  const version = specVersion(root);
  if (!version)
    return {
      diagnostics: [
        error(
          [root.openapi !== undefined ? 'openapi' : 'swagger'],
          'openapi-version',
          `unsupported spec version ${JSON.stringify(root.openapi ?? root.swagger)}`,
          'assay reads Swagger 2.0 (`swagger: "2.0"`) and OpenAPI 3.0 and 3.1 (`openapi: 3.0.3`, `openapi: 3.1.0`)',
        ),
      ],
    };
  if (!isObject(root.paths) || Object.keys(root.paths).length === 0)
    return {
      diagnostics: [
        error(
          isObject(root.paths) ? ['paths'] : [],
          'openapi-no-paths',
          'the spec has no operations under `paths`, so there is nothing to test',
        ),
      ],
    };

  const location = input.absolutePath ?? input.file;
  const policy = input.filePolicy ?? ANYWHERE;
  const resolver = new RefResolver({ location, root }, (path, shown) => readNamedFileSync(path, shown, policy));
  if (/^https?:\/\//i.test(location)) await resolver.loadReferencedUrls(fetchReferenced());
  else resolver.loadReferencedFiles();
  const diagnostics: Diagnostic[] = resolver.broken.map((broken) =>
    broken.file === location
      ? error(
          [...broken.pointer, '$ref'],
          'openapi-ref',
          `cannot follow $ref ${JSON.stringify(broken.ref)}: ${broken.reason}`,
        )
      : error(
          [],
          'openapi-ref',
          `in ${broken.file}: cannot follow $ref ${JSON.stringify(broken.ref)}: ${broken.reason}`,
        ),
  );
  for (const file of resolver.files.values())
    for (const { ref, pointer } of refsIn(file.root)) {
      const reported = resolver.broken.some((b) => b.ref === ref && b.file === file.location);
      if (reported || resolver.target(ref, file.location) !== undefined) continue;
      const message = `$ref ${JSON.stringify(ref)} points to nothing`;
      diagnostics.push(
        file.location === location
          ? error([...pointer, '$ref'], 'openapi-ref', message, 'check the spelling of the path after `#`')
          : error([], 'openapi-ref', `in ${file.location}: ${message}`),
      );
    }
  if (diagnostics.length > 0) return { diagnostics };
  return { spec: readSpec(root, version, resolver), resolver, root, at, error };
}

/**
 * Fetches the documents a spec read from a URL refers to, as `-c <url>` fetches (time limit, size
 * limit, redirects), and no more than one collection's size together.
 */
function fetchReferenced(): (url: string) => Promise<string> {
  let total = 0;
  return async (url) => {
    const [loaded] = await loadSources([url], process.cwd());
    const problem = loaded.diagnostics.find((d) => d.severity === 'error');
    if (problem || loaded.sources.length !== 1)
      throw new Error((problem?.message ?? 'nothing was read').replace(/^fetching the collection failed: /, ''));
    total += loaded.sources[0].text.length;
    if (total > MAX_COLLECTION_BYTES)
      throw new Error(`the documents the spec refers to are larger than ${MAX_COLLECTION_BYTES} bytes together`);
    return loaded.sources[0].text;
  };
}

/** Converts the spec, or returns undefined when the document is not an OpenAPI/Swagger document after all. */
export async function convertOpenApi(
  input: OpenApiInput,
  options: ConvertOptions,
): Promise<OpenApiConversion | undefined> {
  const opened = await openSpec(input);
  if (!opened || !('spec' in opened)) return opened;
  const { spec, resolver, root, at, error } = opened;
  const location = input.absolutePath ?? input.file;
  // An imported collection without a usable server asks for the address at run time instead.
  const found = baseUrlFor(spec, input, options.variables);
  const baseUrl = 'problem' in found && options.mode === 'import' ? { value: '${{ vars.baseUrl }}' } : found;
  if ('problem' in baseUrl)
    return {
      diagnostics: [
        error(
          root.servers !== undefined ? ['servers'] : root.host !== undefined ? ['host'] : [],
          'openapi-base-url',
          baseUrl.problem,
          'pass the address of the API with --variables baseUrl=http://host:port',
        ),
      ],
    };
  const tests = generateTests(spec, resolver, {
    hasCredential: (scheme) => options.mode === 'import' || Object.hasOwn(options.secrets, scheme),
  });
  // Each test checks its response against its operation: the spec already read is the contract.
  const checkOf = await generatedCheck(input.file, spec, resolver);
  // Path entries that give no operation are named, never dropped silently (import: comments in the file).
  const unread = spec.unread.map(({ pointer, reason }) => ({
    ...error(pointer, 'openapi-not-read', reason),
    severity: 'warning' as const,
  }));
  return {
    diagnostics: options.mode === 'run' ? unread : [],
    collection: {
      yaml: renderCollection(spec, tests, {
        source: input.file,
        baseUrl: baseUrl.value,
        mode: options.mode,
        ...(options.specPath !== undefined ? { specPath: options.specPath } : {}),
      }),
      tests: tests
        .filter((test) => options.mode === 'run' || test.notRun === undefined)
        .map((test) => ({
          position: at(test.operation.pointer),
          ...(test.notRun !== undefined ? { notRun: test.notRun } : {}),
          operation: referenceOf(test, location),
          check: checkOf(test.operation),
        })),
    },
  };
}

/**
 * `--variables baseUrl=` wins (written as a reference so it stays a variable); else the first server,
 * a relative one resolved against the URL the spec was fetched from (keeping its port).
 */
function baseUrlFor(
  spec: SpecSummary,
  input: OpenApiInput,
  variables: Record<string, string>,
): { value: string } | { problem: string } {
  if (Object.hasOwn(variables, 'baseUrl')) return { value: '${{ vars.baseUrl }}' };
  const server = spec.server;
  if (server !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(server)) {
    if (/\{[^}]*\}/.test(server)) return { problem: `the server URL ${server} has a variable without a default` };
    return { value: server.replace(/\/+$/, '') };
  }
  if (/^https?:\/\//i.test(input.file)) return { value: new URL(server ?? '/', input.file).href.replace(/\/+$/, '') };
  return {
    problem:
      server === undefined
        ? 'the spec names no server, so assay does not know where to send requests'
        : `the spec's server URL ${server} is relative and the spec was not read from a URL`,
  };
}

function referenceOf(test: GeneratedTest, spec: string): OperationReference {
  const { operation } = test;
  return {
    spec,
    pointer: `#/${operation.pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
    method: operation.method,
    path: operation.path,
    ...(operation.operationId ? { operationId: operation.operationId } : {}),
    successStatuses: test.successStatuses,
  };
}

/** Line and column of the node at `pointer`, or of its nearest ancestor that exists. */
function positionOf(
  document: Document.Parsed,
  linePos: (offset: number) => { line: number; col: number },
  pointer: string[],
): SourcePosition {
  for (let length = pointer.length; length >= 0; length--) {
    const path = pointer.slice(0, length);
    const parent = length === 0 ? undefined : document.getIn(path.slice(0, -1), true);
    // Point at the key (`get:`, `$ref:`) rather than the value below it.
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === path[length - 1]);
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) {
        const { line, col } = linePos(range[0]);
        return { line, column: col };
      }
    }
    if (length === 0) return { line: 1, column: 1 };
  }
  return { line: 1, column: 1 };
}

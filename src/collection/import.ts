// `assay import`: other tools' files → editable assay collections (YAML text), plus what could not be
// carried over. Reading the input and converting happen here; the command writes the files.
import path from 'node:path';
import { formatDiagnostics } from './diagnostics.ts';
import { jsonPathOf, MAX_NESTING, tooDeep } from '../model/nesting.ts';
import { ANYWHERE, namedText, readNamedFile } from '../model/file-access.ts';
import { convertHar } from './formats/har/convert.ts';
import { importHurl } from './formats/hurl/import.ts';
import { convertOpenApi } from './formats/openapi/index.ts';
import { convertPostman } from './formats/postman/convert.ts';

export const IMPORT_KINDS = ['openapi', 'postman', 'har', 'hurl'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportRequest {
  kind: ImportKind;
  /** The input file, relative to `cwd`. */
  file: string;
  cwd: string;
  /** `har`: only entries to this host. */
  host?: string;
  /** `postman`: an exported Postman environment whose values go to the variables file. */
  environment?: string;
  /** The absolute directory the files are written to (an imported spec's collection names the spec from there). */
  outputDirectory?: string;
  /** `hurl`: names of Hurl variables that are secrets (`--secret`). */
  secrets?: readonly string[];
}

export interface ImportedFile {
  /** File name to write (no directory). */
  name: string;
  text: string;
}

export interface ImportResult {
  files: ImportedFile[];
  /** What was not carried over, one line each. */
  notes: string[];
  /** `hurl`: of each kind of construct, how many there were and how many converted without a note. */
  counts?: ImportCounts;
  /** Names of the variables and secrets a run of the written collection must give (besides the `${{ }}` in its text). */
  given?: { variables: string[]; secrets: string[] };
}

export type ImportCounts = Record<'entries' | 'asserts' | 'captures', { total: number; clean: number }>;

export { PositionedInputError } from './formats/positioned-error.ts';

/** Converts the input; a problem the user can fix is thrown as an Error with a one-line message. */
export async function importCollection(request: ImportRequest): Promise<ImportResult> {
  const absolute = path.resolve(request.cwd, request.file);
  const text = await readInput(absolute, request.file);
  const base = path.basename(absolute, path.extname(absolute)).replace(/\.(postman_collection|har)$/i, '');
  switch (request.kind) {
    case 'openapi': {
      const conversion = await convertOpenApi(
        { file: request.file, absolutePath: absolute, text },
        {
          mode: 'import',
          variables: {},
          secrets: {},
          specPath: specPathFrom(request.outputDirectory ?? request.cwd, absolute, request.cwd),
        },
      );
      if (!conversion) throw new Error(`${request.file} is not an OpenAPI 3.x or Swagger 2.0 document`);
      if (!conversion.collection)
        throw new Error(formatDiagnostics(conversion.diagnostics, new Map([[request.file, text]]), false).trimEnd());
      const notes = [...conversion.collection.yaml.matchAll(/^ {2}# (not generated: .*)$/gm)].map((m) => m[1]);
      return { files: [{ name: `${base}.yaml`, text: conversion.collection.yaml }], notes };
    }
    case 'postman': {
      const environment =
        request.environment === undefined
          ? undefined
          : parseJson(
              await readInput(path.resolve(request.cwd, request.environment), request.environment),
              request.environment,
            );
      const result = convertPostman(parseJson(text, request.file), environment);
      const files = [{ name: `${base}.yaml`, text: result.yaml }];
      if (result.envFile !== '') files.push({ name: `${base}.env`, text: result.envFile });
      return { files, notes: result.notes };
    }
    case 'har': {
      const result = convertHar(parseJson(text, request.file), { host: request.host, name: base });
      if (result.converted === 0)
        throw new Error(
          request.host !== undefined && result.filtered > 0
            ? `no entry of ${request.file} is a request to ${request.host}`
            : `${request.file} has no requests`,
        );
      return { files: [{ name: `${base}.yaml`, text: result.yaml }], notes: result.notes };
    }
    case 'hurl':
      return importHurl({
        file: request.file,
        absolutePath: absolute,
        text,
        name: base,
        outputDirectory: request.outputDirectory ?? request.cwd,
        secrets: new Set(request.secrets ?? []),
      });
  }
}

/**
 * The spec as the written collection names it: relative to the output directory when both are in
 * the working directory (a repository keeps working when it moves), else absolute.
 */
function specPathFrom(directory: string, spec: string, cwd: string): string {
  const inside = (file: string) => !path.relative(cwd, file).startsWith('..');
  if (!inside(directory) || !inside(spec)) return spec;
  return path.relative(directory, spec).split(path.sep).join('/');
}

async function readInput(absolute: string, shown: string): Promise<string> {
  const file = await readNamedFile(absolute, shown, ANYWHERE);
  if ('problem' in file) throw new Error(file.problem);
  return namedText(file);
}

function parseJson(text: string, shown: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
  // The converters walk folders and values recursively: a document deeper than any export is refused first.
  const deep = tooDeep(value);
  if (deep) throw new Error(`${shown} is nested more than ${MAX_NESTING} levels deep, at ${jsonPathOf(deep)}`);
  return value;
}

// `assay import hurl`: one Hurl file → one assay collection. Files the Hurl file names (bodies,
// multipart files) are relative to it; the written collection names them from where it is written,
// and an expected body file is read now through the one resolver of named files.
import path from 'node:path';
import { isCredentialName } from '../../../model/credentials.ts';
import { ANYWHERE, readNamedFileSync } from '../../../model/file-access.ts';
import { PositionedInputError } from '../positioned-error.ts';
import { convertHurl, type ConversionCounts } from './convert.ts';
import { parseHurl } from './parse.ts';
import { HurlSyntaxError } from './reader.ts';

export interface HurlImportRequest {
  /** As the user wrote it (shown in messages). */
  file: string;
  absolutePath: string;
  text: string;
  /** The collection's name (the file name without `.hurl`). */
  name: string;
  outputDirectory: string;
  secrets: ReadonlySet<string>;
}

export interface HurlImportResult {
  files: { name: string; text: string }[];
  notes: string[];
  counts: ConversionCounts;
  given: { variables: string[]; secrets: string[] };
}

export function importHurl(request: HurlImportRequest): HurlImportResult {
  let file;
  try {
    file = parseHurl(request.text);
  } catch (error) {
    if (!(error instanceof HurlSyntaxError)) throw error;
    throw new PositionedInputError(positioned(request, error));
  }
  const directory = path.dirname(request.absolutePath);
  const fileName = path.basename(request.absolutePath);
  const conversion = convertHurl(file, {
    fileName,
    name: request.name,
    secrets: request.secrets,
    collectionPath: (name) =>
      path.isAbsolute(name)
        ? name
        : path.relative(request.outputDirectory, path.resolve(directory, name)).split(path.sep).join('/'),
    readFile: (name) => {
      const read = readNamedFileSync(path.resolve(directory, name), name, ANYWHERE);
      return 'problem' in read ? read : read.bytes;
    },
  });
  return {
    files: [{ name: `${request.name}.yaml`, text: conversion.yaml }],
    notes: conversion.notes.map((note) => `${fileName}:${note.line}: ${note.text}`),
    counts: conversion.counts,
    given: conversion.given,
  };
}

/** `file.hurl:3:7: message`, the line, and a caret under the column (a line that may hold a credential is not shown). */
function positioned(request: HurlImportRequest, error: HurlSyntaxError): string {
  const { line, column } = error.position;
  const where = `${request.file}:${line}:${column}: ${error.message}`;
  const lines = request.text.replace(/^\uFEFF/, '').split('\n', line);
  const source = (lines[line - 1] ?? '').replace(/\r$/, '');
  if (mayHoldCredential(source, lines.slice(0, line - 1)))
    return `${where}\n  (the line is not shown: it may hold a credential)`;
  const shown = source.length > 200 ? `${source.slice(0, 200)}…` : source;
  const caret = `${' '.repeat(Math.min(column - 1, 200))}^`;
  return `${where}\n  ${shown.replace(/\t/g, ' ')}\n  ${caret}`;
}

/** A `Name: value` line whose name says it holds a credential, a `user` option, or any line of [BasicAuth]. */
function mayHoldCredential(source: string, before: string[]): boolean {
  const key = /^\s*([^\s:]+)\s*:/.exec(source)?.[1];
  if (key !== undefined && (isCredentialName(key) || key === 'user')) return true;
  const section = before.findLast((text) => /^\s*\[[A-Za-z]+\]/.test(text) || /^\s*(HTTP|[A-Z]+\s)/.test(text));
  return section !== undefined && /^\s*\[BasicAuth\]/.test(section);
}

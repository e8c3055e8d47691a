// Writes the report files of a run (or of a merge) from its results document.
import { mkdir, open } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { ResultsDocument } from './results/document.ts';
import { resultsJson } from './results/results-json.ts';
import { junitXml } from './formats/junit.ts';
import { renderTestlemon } from './formats/testlemon.ts';
import { renderHtmlReport } from './formats/html.ts';
import { renderCtrf } from './formats/ctrf.ts';
import { renderXray } from './formats/xray.ts';
import { renderMarkdownSummary } from './formats/markdown.ts';
import { FORMAT_FILES, canonicalFormat, type FormatName } from './formats.ts';

/** Each format as text pieces: the two written on every run are streamed test by test. */
const RENDERERS: Record<FormatName, (doc: ResultsDocument) => Iterable<string>> = {
  results: resultsJson,
  junit: junitXml,
  testlemon: (doc) => [renderTestlemon(doc)],
  html: (doc) => [renderHtmlReport(doc)],
  ctrf: (doc) => [renderCtrf(doc)],
  xray: (doc) => [renderXray(doc)],
  markdown: (doc) => [renderMarkdownSummary(doc)],
};

/** Pieces are gathered into writes of about this many characters. */
const WRITE_CHUNK = 256 * 1024;

/**
 * `output` is a directory (every report under its default name), or a file path ending in
 * `.json` or `.xml`: then that file holds the main report — JUnit for `.xml`; for `.json` the
 * one JSON format named with `-f` (testlemon, ctrf, xray) as the original runner's `-o file -f
 * xray` did, else results.json — and any other formats go beside it under their default names.
 */
/** The directory reports go to: `output` itself, or the directory of a `.json`/`.xml` file path. */
export function reportDirectory(output: string): string {
  const extension = extname(output).toLowerCase();
  return extension === '.json' || extension === '.xml' ? dirname(output) : output;
}

export async function writeReports(doc: ResultsDocument, output: string, formats: string[]): Promise<string[]> {
  const wanted = new Set<FormatName>([
    'results',
    'junit',
    ...formats.map((f) => canonicalFormat(f)).filter((f) => f !== undefined),
  ]);
  const files = new Map<FormatName, string>();
  const extension = extname(output).toLowerCase();
  const directory = reportDirectory(output);
  if (extension === '.xml') {
    files.set('junit', output);
  } else if (extension === '.json') {
    const jsonFormats = formats
      .map((f) => canonicalFormat(f))
      .filter((f) => f === 'testlemon' || f === 'ctrf' || f === 'xray');
    files.set(jsonFormats.length === 1 ? jsonFormats[0] : 'results', output);
    if (jsonFormats.length === 1) wanted.delete('results');
    wanted.delete('junit');
  }
  for (const format of wanted) {
    if (!files.has(format)) files.set(format, join(directory, FORMAT_FILES[format]));
  }
  await mkdir(directory, { recursive: true });
  const written: string[] = [];
  for (const [format, path] of files) {
    await writePieces(path, RENDERERS[format](doc));
    written.push(path);
  }
  return written;
}

/** Writes the pieces in chunks, each write awaited before the next chunk is built. */
async function writePieces(path: string, pieces: Iterable<string>): Promise<void> {
  const file = await open(path, 'w');
  try {
    let chunk = '';
    for (const piece of pieces) {
      chunk += piece;
      if (chunk.length >= WRITE_CHUNK) {
        await file.writeFile(chunk);
        chunk = '';
      }
    }
    if (chunk !== '') await file.writeFile(chunk);
  } finally {
    await file.close();
  }
}

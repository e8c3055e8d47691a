// The report directory (`-o`): made ready before anything is sent, so a path that cannot hold
// reports ends the run with one message instead of after it. Report files of an earlier run are
// removed first, so a run that breaks cannot leave a green report behind; only the files assay
// owns there (the fixed names of the formats, diagnostics.txt, and an `-o` file path) are removed,
// and beside an `-o` file path only the default-named ones assay wrote.
import { mkdir, open, rm, stat, unlink } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { FORMAT_FILES, canonicalFormat, type FormatName } from './formats.ts';

export const DIAGNOSTICS_FILE = 'diagnostics.txt';

/** The directory reports go to: `output` itself, or the directory of a `.json`/`.xml` file path. */
export function reportDirectory(output: string): string {
  const extension = extname(output).toLowerCase();
  return extension === '.json' || extension === '.xml' ? dirname(output) : output;
}

/**
 * Makes the report directory ready to write to; a message for the user when it cannot be. A `-o`
 * directory is assay's: every report name in it is removed. Beside an `-o` file path (often a
 * repository's root) only the files this run writes (`formats`, as `-f` gives them) are removed,
 * never a `summary.md` or `report.html` that may be the user's.
 */
export async function prepareOutputDirectory(output: string, formats: string[] = []): Promise<string | undefined> {
  const directory = reportDirectory(output);
  try {
    await makeDirectory(resolve(directory));
    const owned =
      directory === output
        ? [...Object.values(FORMAT_FILES), DIAGNOSTICS_FILE].map((name) => join(directory, name))
        : [...reportPaths(output, formats).values(), join(directory, DIAGNOSTICS_FILE)];
    for (const file of owned) await removeFile(file);
    // An earlier run's reports under the default names (an earlier `-o` of this directory) would be
    // read beside this run's as if they were its own: those assay wrote go too.
    if (directory !== output) {
      for (const [format, name] of Object.entries(FORMAT_FILES) as [FormatName, string][]) {
        const file = join(directory, name);
        if (await writtenByAssay(file, format)) await removeFile(file);
      }
    }
    await checkWritable(directory);
    return undefined;
  } catch (error) {
    return `assay: cannot write reports to ${directory}: ${plainReason(error)}\n`;
  }
}

/**
 * `mkdir -p` one level at a time: Node's recursive mkdir loops forever on some paths of special
 * file systems (`/proc/nope`), so the nearest existing ancestor is found first.
 */
async function makeDirectory(path: string): Promise<void> {
  const missing: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    const found = await stat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (found !== undefined) {
      if (!found.isDirectory()) throw Object.assign(new Error(`${at} is not a directory`), { code: 'ENOTDIR' });
      break;
    }
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const directory of missing) {
    await mkdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

async function removeFile(path: string): Promise<void> {
  const found = await stat(path).catch(() => undefined);
  // Only files: a directory of the same name is the user's, and writing there will say so.
  if (found?.isFile()) await unlink(path);
}

/**
 * How each format's file starts when assay wrote it, so a user's own `summary.md` or
 * `report.html` beside an `-o` file path is never taken for an earlier run's report.
 */
const WRITTEN_BY_ASSAY: Record<FormatName, RegExp> = {
  results: /^\{\s*"schemaVersion": \d+,\s*"tool": \{\s*"name": "assay"/,
  junit: /^<\?xml[^>]*>\s*<testsuites name="assay"/,
  ctrf: /^\{\s*"reportFormat": "CTRF"[^]*"generatedBy": "assay"/,
  html: /^<!doctype html>[^]*<title>assay: /,
  markdown: /^## \S+ assay: /,
  xray: /^\{\s*"info": \{\s*"summary": [^]*"tests": \[/,
  testlemon: /^\{\s*"name": [^\n]*,\s*"isValid": (true|false),\s*"testsResults": \[/,
};
/** Bytes of a file's start read to tell whether assay wrote it. */
const SIGNATURE_BYTES = 4096;

async function writtenByAssay(path: string, format: FormatName): Promise<boolean> {
  const file = await open(path, 'r').catch(() => undefined);
  if (file === undefined) return false;
  try {
    if (!(await file.stat()).isFile()) return false;
    const start = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await file.read(start, 0, SIGNATURE_BYTES, 0);
    return WRITTEN_BY_ASSAY[format].test(start.toString('utf8', 0, bytesRead));
  } finally {
    await file.close();
  }
}

/** Creates and removes a probe file: a directory may exist and still refuse files (permissions, a read-only mount). */
async function checkWritable(directory: string): Promise<void> {
  const probe = join(directory, `.assay-write-check-${process.pid}`);
  const file = await open(probe, 'wx');
  await file.close();
  await rm(probe, { force: true });
}

function plainReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOTDIR':
      return message.includes(' is not a directory') ? message : 'a part of the path is a file, not a directory';
    case 'ENOENT':
      return 'the path cannot be created there';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return message;
  }
}

/**
 * `output` is a directory (every report under its default name), or a file path ending in
 * `.json` or `.xml`: then that file holds the main report — JUnit for `.xml`; for `.json` the
 * one JSON format named with `-f` (testlemon, ctrf, xray) as the original runner's `-o file -f
 * xray` did, else results.json — and any other formats go beside it under their default names.
 */
export function reportPaths(output: string, formats: string[]): Map<FormatName, string> {
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
  return files;
}

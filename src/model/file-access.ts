// The one way to the files a collection names (bodies, multipart parts, data rows, JSON Schemas,
// OpenAPI specs and the files their `$ref`s name): found relative to the collection and read under
// its file policy. On the command line and in the action a collection may name any file; in
// `assay serve` a project from a file only files under its own folder, a project stored through the
// API none (docs/serve.md, "Files a collection may name"). A file is opened first and its descriptor
// checked (a regular file, its real path under the folder, at most MAX_NAMED_FILE_BYTES), so what is
// read is what was checked. A refusal never quotes the file nor tells whether a refused path exists.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

export type FilePolicy =
  /** The command line and the action: any file the process can read. */
  | { kind: 'anywhere' }
  /**
   * A file project of `assay serve`: files under `directory` only, `..` and symlinks resolved, and
   * none under `except` (the server's data directory, should it lie inside).
   */
  | { kind: 'within'; directory: string; except?: string }
  /** A project stored through the API of `assay serve`: no file at all. */
  | { kind: 'none' };

export const ANYWHERE: FilePolicy = { kind: 'anywhere' };

/** The largest file a collection may name: the limit of a collection file itself (`-c`). */
export const MAX_NAMED_FILE_BYTES = 50 * 1024 * 1024;

export type Located = { path: string } | { problem: string };
export type NamedFile = { path: string; bytes: Buffer } | { problem: string };

/**
 * Where `written` points (relative to `base`), or the rule that refuses it (naming it `shown`),
 * without touching the disk.
 */
export function locateFile(written: string, base: string, policy: FilePolicy, shown = written): Located {
  if (policy.kind === 'none') return { problem: refusal(shown, policy) };
  const path = isAbsolute(written) ? resolve(written) : resolve(base, written);
  if (
    policy.kind === 'within' &&
    !allowedWithin(path, resolve(policy.directory), policy.except && resolve(policy.except))
  )
    return { problem: refusal(shown, policy) };
  return { path };
}

/** The rule a refused name breaks; the same words whether or not the path exists. */
function refusal(written: string, policy: FilePolicy): string {
  return policy.kind === 'none'
    ? `\`${written}\`: a project stored through the API may name no files (write the content into the collection)`
    : `\`${written}\` is outside the project's folder: a project from --projects may name files under its own folder only (never the server's data)`;
}

/** A located file checked as it would be read (it opens, is a regular file, not too large), unread. */
export function checkNamedFileSync(path: string, written: string, policy: FilePolicy): Located {
  const opened = openChecked(path, written, policy);
  if ('problem' in opened) return opened;
  closeSync(opened.fd);
  return { path };
}

/** The bytes of a located file, read synchronously (the collection checker is synchronous). */
export function readNamedFileSync(path: string, written: string, policy: FilePolicy): NamedFile {
  const opened = openChecked(path, written, policy);
  if ('problem' in opened) return opened;
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, MAX_NAMED_FILE_BYTES + 1 - total));
      const read = readSync(opened.fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > MAX_NAMED_FILE_BYTES) return { problem: tooLarge(written) };
    }
    return { path, bytes: Buffer.concat(chunks, total) };
  } catch (error) {
    return {
      problem: `cannot read \`${written}\`: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    };
  } finally {
    closeSync(opened.fd);
  }
}

function openChecked(path: string, written: string, policy: FilePolicy): { fd: number } | { problem: string } {
  const located = relocated(path, written, policy);
  if ('problem' in located) return located;
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    return { problem: openProblem(error, path, written, policy) };
  }
  const problem = descriptorProblem(fstatSync(fd), path, written, policy);
  if (problem === undefined) return { fd };
  closeSync(fd);
  return { problem };
}

/** The same, without holding up the thread while the bytes are read (a request body at run time). */
export async function readNamedFile(path: string, written: string, policy: FilePolicy): Promise<NamedFile> {
  const located = relocated(path, written, policy);
  if ('problem' in located) return located;
  let handle;
  try {
    handle = await open(path, OPEN_FLAGS);
  } catch (error) {
    return { problem: openProblem(error, path, written, policy) };
  }
  try {
    const problem = descriptorProblem(await handle.stat(), path, written, policy);
    if (problem) return { problem };
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, MAX_NAMED_FILE_BYTES + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > MAX_NAMED_FILE_BYTES) return { problem: tooLarge(written) };
    }
    return { path, bytes: Buffer.concat(chunks, total) };
  } finally {
    await handle.close();
  }
}

/** Text of a named file (UTF-8, a leading byte order mark dropped). */
export function namedText(file: { bytes: Buffer }): string {
  return file.bytes.toString('utf8').replace(/^\uFEFF/, '');
}

// Non-blocking, so opening a FIFO never waits for a writer; it is refused as not a regular file.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const CHUNK_BYTES = 1024 * 1024;

/** A path handed back from locateFile, checked again (a definition checked earlier, run now). */
function relocated(path: string, written: string, policy: FilePolicy): Located {
  if (!isAbsolute(path)) return { problem: refusal(written, policy) };
  return locateFile(path, '/', policy, written);
}

/** What is wrong with the opened file, checking the folder rule first so a refusal tells nothing. */
function descriptorProblem(stats: Stats, path: string, written: string, policy: FilePolicy): string | undefined {
  if (policy.kind === 'within' && !sameFileUnder(path, stats, policy)) return refusal(written, policy);
  if (!stats.isFile()) return `\`${written}\` is not a regular file`;
  if (stats.size > MAX_NAMED_FILE_BYTES) return tooLarge(written);
  return undefined;
}

function tooLarge(written: string): string {
  return `\`${written}\` is larger than ${MAX_NAMED_FILE_BYTES / 1024 / 1024} MB (the limit of a collection file)`;
}

function openProblem(error: unknown, path: string, written: string, policy: FilePolicy): string {
  if (policy.kind === 'within' && escapes(path, realDirectory(policy.directory))) return refusal(written, policy);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return `file \`${written}\` does not exist`;
  return `cannot read \`${written}\`: ${code ?? (error as Error).message}`;
}

/** Whether the opened file is the file the path really names, and that real path is under the folder. */
function sameFileUnder(path: string, opened: Stats, policy: { directory: string; except?: string }): boolean {
  try {
    const real = realpathSync(path);
    const named = statSync(real);
    return (
      named.dev === opened.dev &&
      named.ino === opened.ino &&
      allowedWithin(real, realDirectory(policy.directory), policy.except && realDirectory(policy.except))
    );
  } catch {
    return false;
  }
}

/**
 * Whether a path that could not be opened leads out of the folder (a dangling symlink to outside,
 * or a symlinked folder on the way), so its absence is not told.
 */
function escapes(path: string, root: string, hops = 0): boolean {
  if (hops > 40) return true;
  let existing = path;
  for (;;) {
    let stats: Stats;
    try {
      stats = lstatSync(existing);
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return true;
      existing = parent;
      continue;
    }
    try {
      return !isAtOrUnder(realpathSync(existing), root);
    } catch {
      if (!stats.isSymbolicLink()) return true;
    }
    // A dangling symlink: where it points decides.
    try {
      const parent = realpathSync(dirname(existing));
      return !isAtOrUnder(parent, root) || escapes(resolve(parent, readlinkSync(existing)), root, hops + 1);
    } catch {
      return true;
    }
  }
}

function realDirectory(directory: string): string {
  try {
    return realpathSync(directory);
  } catch {
    return resolve(directory);
  }
}

function isUnder(path: string, directory: string): boolean {
  const inside = relative(directory, path);
  return inside !== '' && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside);
}

/** Under the folder, and not in the folder excepted from it. */
function allowedWithin(path: string, directory: string, except: string | undefined): boolean {
  return isUnder(path, directory) && !(except !== undefined && isAtOrUnder(path, except));
}

function isAtOrUnder(path: string, directory: string): boolean {
  return path === directory || isUnder(path, directory);
}

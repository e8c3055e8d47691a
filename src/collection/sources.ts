// Turns `-c` values into collection texts: a URL, a directory, a file, a glob, or inline text.
import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../model/index.ts';
import { basicAuthorization, displayUrl, splitUrlCredentials } from '../model/credentials.ts';
import { ANYWHERE, MAX_NAMED_FILE_BYTES, readNamedFile } from '../model/file-access.ts';

export interface SourceText {
  /** Display path: relative to the working directory, the URL, or `<inline #N>`. */
  file: string;
  absolutePath?: string;
  text: string;
  /** The collection's name when it has no `name:` key. */
  defaultName: string;
  /**
   * Found by walking a directory rather than named: a file that is plainly not a collection is
   * skipped instead of reported (see looksLikeCollection).
   */
  walked?: boolean;
}

export interface LoadedSources {
  sources: SourceText[];
  diagnostics: Diagnostic[];
}

export interface SourceOptions {
  /** Directories a directory walk never enters (absolute paths; the report directory). */
  excludeDirectories?: readonly string[];
  /** An interrupt: a fetch it cuts off ends in a `fetch-interrupted` diagnostic. */
  signal?: AbortSignal;
}

/** The code of the diagnostic for a fetch cut off by an interrupt. */
export const INTERRUPTED = 'fetch-interrupted';

/** The same limit as every file a collection names (model/file-access.ts). */
export const MAX_COLLECTION_BYTES = MAX_NAMED_FILE_BYTES;
const FETCH_TIMEOUT_MS = 30_000;
const COLLECTION_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

/** Loads every source, one result per value in order; a failing source never stops the others. */
export async function loadSources(
  values: readonly string[],
  cwd: string,
  options: SourceOptions = {},
): Promise<LoadedSources[]> {
  const results: LoadedSources[] = [];
  let inlineCount = 0;
  for (const value of values) {
    const kind = await classify(value, cwd);
    if (kind.type === 'inline') inlineCount++;
    try {
      results.push(await load(kind, value, cwd, inlineCount, options));
    } catch (error) {
      // e.g. a directory that cannot be listed
      results.push(
        failure(
          sourceError('unreadable-file', value, `cannot read the collection source: ${(error as Error).message}`),
        ),
      );
    }
  }
  return results;
}

type SourceKind =
  | { type: 'url' }
  | { type: 'directory'; absolute: string }
  | { type: 'file'; absolute: string; stats: Stats }
  | { type: 'glob' }
  | { type: 'inline' }
  | { type: 'missing' }
  | { type: 'not-a-file'; absolute: string }
  | { type: 'blank' };

/**
 * The classification rule: a single-line value is a URL (`http(s)://`), an existing directory or
 * file, or a glob (`*`, `?`, `[`). Text is inline collection text when it spans several lines,
 * starts with `{` or `[`, or has a `key:` followed by a space or the end. Any other single-line
 * value looks like a path, so a value naming nothing that exists is reported as a missing file
 * rather than parsed as a collection.
 */
async function classify(value: string, cwd: string): Promise<SourceKind> {
  if (value.trim() === '') return { type: 'blank' };
  const singleLine = !/[\r\n]/.test(value);
  if (singleLine && /^https?:\/\//i.test(value.trim())) return { type: 'url' };
  if (singleLine) {
    const absolute = path.resolve(cwd, value);
    const stats = await fs.stat(absolute).catch(() => undefined);
    if (stats?.isDirectory()) return { type: 'directory', absolute };
    if (stats?.isFile()) return { type: 'file', absolute, stats };
    // A device, a FIFO or a socket: reading one could block or never end (`-c /dev/zero`).
    if (stats) return { type: 'not-a-file', absolute };
  }
  if (looksInline(value)) return { type: 'inline' };
  if (/[*?[]/.test(value)) return { type: 'glob' };
  return { type: 'missing' };
}

function looksInline(value: string): boolean {
  return /[\r\n]/.test(value) || /^\s*[{[]/.test(value) || /:(\s|$)/.test(value);
}

async function load(
  kind: SourceKind,
  value: string,
  cwd: string,
  inlineNumber: number,
  options: SourceOptions,
): Promise<LoadedSources> {
  switch (kind.type) {
    case 'blank':
      return failure(
        sourceError(
          'empty-source',
          '',
          'a collection source is empty',
          'pass a file, a directory, a glob, a URL or collection text to `-c`',
        ),
      );
    case 'url':
      return fetchSource(value.trim(), options.signal);
    case 'directory':
      return readDirectory(kind.absolute, value, cwd, options);
    case 'file':
      return readFileSource(kind.absolute, cwd, kind.stats);
    case 'glob':
      return readGlob(value, cwd);
    case 'inline': {
      const file = `<inline #${inlineNumber}>`;
      return fromText({ file, text: value, defaultName: `inline #${inlineNumber}` });
    }
    case 'not-a-file':
      return failure(
        sourceError(
          'unreadable-file',
          value,
          `\`${value}\` is not a regular file`,
          'a collection source is a file, a directory, a glob, a URL or collection text',
        ),
      );
    case 'missing':
      return failure(
        sourceError(
          'file-not-found',
          value,
          `collection file not found: ${value}`,
          `looked in ${path.resolve(cwd, value)}; inline collection text must be YAML or JSON such as \`tests: [{url: https://example.com}]\``,
        ),
      );
  }
}

async function readDirectory(
  absolute: string,
  value: string,
  cwd: string,
  options: SourceOptions,
): Promise<LoadedSources> {
  const excluded = new Set((options.excludeDirectories ?? []).map((directory) => path.resolve(cwd, directory)));
  const files = (await walkDirectory(absolute, excluded)).sort(comparePaths);
  if (files.length === 0) {
    return failure(
      sourceError(
        'empty-directory',
        displayPath(absolute, cwd) || value,
        'no collection files (*.yaml, *.yml, *.json) in this directory',
        'dot-directories (.git, .github, …), node_modules and the report directory are not searched',
      ),
    );
  }
  return readFiles(files, cwd, true);
}

/**
 * Every *.yaml, *.yml and *.json file under `root`, without entering what a repository keeps
 * besides its collections: version control and tool folders (any name starting with a dot),
 * node_modules, and the report directory of the run (earlier reports). Symbolic links are not
 * followed, so a link cannot make the walk loop.
 */
async function walkDirectory(root: string, excluded: ReadonlySet<string>): Promise<string[]> {
  const files: string[] = [];
  const pending = [root];
  for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
    for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!isSkippedDirectory(entry.name) && !excluded.has(full)) pending.push(full);
      } else if (entry.isFile() && COLLECTION_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
        files.push(full);
      }
    }
  }
  return files;
}

function isSkippedDirectory(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

async function readGlob(pattern: string, cwd: string): Promise<LoadedSources> {
  const matches: string[] = [];
  for await (const match of fs.glob(pattern, { cwd })) {
    const absolute = path.resolve(cwd, match);
    const stats = await fs.stat(absolute).catch(() => undefined);
    if (stats?.isFile()) matches.push(absolute);
  }
  if (matches.length === 0)
    return failure(
      sourceError(
        'no-glob-match',
        pattern,
        `no files match \`${pattern}\``,
        `the pattern is matched relative to ${cwd}`,
      ),
    );
  return readFiles(matches.sort(comparePaths), cwd);
}

async function readFiles(files: string[], cwd: string, walked = false): Promise<LoadedSources> {
  const all: LoadedSources = { sources: [], diagnostics: [] };
  for (const file of files) {
    const result = await readFileSource(file, cwd, undefined, walked);
    all.sources.push(...result.sources);
    all.diagnostics.push(...result.diagnostics);
  }
  return all;
}

async function readFileSource(absolute: string, cwd: string, known?: Stats, walked = false): Promise<LoadedSources> {
  const file = displayPath(absolute, cwd);
  try {
    const stats = known ?? (await fs.stat(absolute));
    if (stats.size > MAX_COLLECTION_BYTES) return failure(tooLarge(file, stats.size));
    // Opened, then checked on the descriptor and read with a cap: the file may change after stat.
    const read = await readNamedFile(absolute, file, ANYWHERE);
    if ('problem' in read) return failure(sourceError('unreadable-file', file, read.problem));
    return fromBytes(read.bytes, {
      file,
      absolutePath: absolute,
      defaultName: baseName(absolute),
      ...(walked && { walked }),
    });
  } catch (error) {
    return failure(
      sourceError('unreadable-file', file, `cannot read the collection file: ${(error as Error).message}`),
    );
  }
}

/**
 * Fetches a collection. Credentials in the URL are sent as Basic auth (as for a test's URL), and the
 * URL is shown without them (diagnostics, reports): `https://***@host/tests.yaml?token=***`.
 */
async function fetchSource(written: string, interrupt: AbortSignal | undefined): Promise<LoadedSources> {
  const credentials = splitUrlCredentials(written);
  const url = displayUrl(written);
  const defaultName = nameFromUrl(url);
  try {
    // undici whole is loaded only when a collection is fetched, not at every start-up.
    const { getGlobalDispatcher, interceptors, request } = await import(/* webpackChunkName: "undici" */ 'undici');
    const dispatcher = getGlobalDispatcher().compose(interceptors.redirect({ maxRedirections: 5 }));
    const response = await request(credentials?.url ?? written, {
      dispatcher,
      ...(credentials && { headers: { authorization: basicAuthorization(credentials.user, credentials.password) } }),
      headersTimeout: FETCH_TIMEOUT_MS,
      bodyTimeout: FETCH_TIMEOUT_MS,
      signal: interrupt
        ? AbortSignal.any([AbortSignal.timeout(FETCH_TIMEOUT_MS), interrupt])
        : AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.statusCode < 200 || response.statusCode > 299) {
      await response.body.dump();
      return failure(
        sourceError(
          'fetch-failed',
          url,
          `fetching the collection failed: the server answered ${response.statusCode}`,
          'check the URL, and its credentials if it needs them (`https://user:password@host/…`, `?token=…`)',
        ),
      );
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_COLLECTION_BYTES) {
        response.body.destroy();
        return failure(tooLarge(url, size));
      }
      chunks.push(chunk as Buffer);
    }
    return fromBytes(Buffer.concat(chunks), { file: url, defaultName });
  } catch (error) {
    if (interrupt?.aborted) {
      return failure(
        sourceError(INTERRUPTED, url, `fetching the collection was interrupted (${String(interrupt.reason)})`),
      );
    }
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
        : (error as Error).message.replaceAll(written, url);
    return failure(sourceError('fetch-failed', url, `fetching the collection failed: ${reason}`));
  }
}

function fromBytes(bytes: Buffer, source: Omit<SourceText, 'text'>): LoadedSources {
  if (bytes.includes(0)) return failure(binary(source.file));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return failure(binary(source.file));
  }
  return fromText({ ...source, text });
}

function fromText(source: SourceText): LoadedSources {
  const text = source.text.replace(/^\uFEFF/, '');
  // An empty file found by a walk is left to the collection stage, which skips it as no collection.
  if (text.trim() === '' && !source.walked)
    return failure(
      sourceError(
        'empty-file',
        source.file,
        'empty collection file',
        'a collection needs at least `tests:` with one test',
      ),
    );
  return { sources: [{ ...source, text }], diagnostics: [] };
}

function binary(file: string): Diagnostic {
  return sourceError(
    'binary-file',
    file,
    'not a text file: the collection contains NUL bytes or is not valid UTF-8',
    'collections are YAML or JSON text in UTF-8',
  );
}

function tooLarge(file: string, size: number): Diagnostic {
  const megabytes = (size / 1024 / 1024).toFixed(1);
  return sourceError(
    'file-too-large',
    file,
    `collection is too large (${megabytes} MB; the limit is ${MAX_COLLECTION_BYTES / 1024 / 1024} MB)`,
    'split it into several collections',
  );
}

function sourceError(code: string, file: string, message: string, hint?: string): Diagnostic {
  return { severity: 'error', code, message, file, line: 0, column: 0, ...(hint ? { hint } : {}) };
}

function failure(diagnostic: Diagnostic): LoadedSources {
  return { sources: [], diagnostics: [diagnostic] };
}

function displayPath(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  return relative === '' || path.isAbsolute(relative) ? absolute : relative;
}

function baseName(file: string): string {
  return path.basename(file, path.extname(file));
}

function nameFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(baseName(last)) : parsed.host;
  } catch {
    return url;
  }
}

function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

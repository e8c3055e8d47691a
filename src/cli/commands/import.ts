// `assay import <openapi|postman|har> <file> [-o dir]` (and `hurl <files…>`): writes editable assay
// collections, then loads what it wrote as a run would, so a file that would not load is never left
// behind silently.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT_OK, EXIT_USAGE, type ExitCode } from '../../model/run-outcome.ts';
import { formatDiagnostics, loadCollections } from '../../collection/index.ts';
import {
  IMPORT_KINDS,
  importCollection,
  PositionedInputError,
  type ImportCounts,
  type ImportKind,
  type ImportResult,
} from '../../collection/import.ts';

const USAGE = `Usage: assay import <openapi|postman|har> <file> [-o <dir>] [options]
       assay import hurl <files…> [-o <dir>] [--secret <name>…]

Writes an editable assay collection (YAML) from another tool's file, with comments where
something could not be carried over.

  openapi   an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON): one test per operation
  postman   a Postman collection v2.0/v2.1 (JSON); variables go to <name>.env for --env-file
  har       an HTTP Archive (JSON): one test per recorded request
  hurl      Hurl files: a collection per file, one test per entry, run in order

  -o, --output <dir>       directory to write to (default: the current directory)
      --host <host>        har: only requests to this host (e.g. api.example.com)
      --environment <file> postman: an exported environment whose values go to <name>.env
      --secret <name>      hurl: a {{name}} that is a secret, written \${{ secrets.name }} (repeatable;
                           names that say they hold a credential, such as token, are secrets anyway)
      --force              overwrite files that exist
  -h, --help               show this help

Exit codes: 0 written and loaded cleanly, 2 bad input.
`;

export interface ImportIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  cwd?: string;
}

export async function importCommand(argv: string[], io: ImportIo): Promise<ExitCode> {
  const cwd = io.cwd ?? process.cwd();
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        output: { type: 'string', short: 'o' },
        host: { type: 'string' },
        environment: { type: 'string' },
        secret: { type: 'string', multiple: true },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr.write(`assay import: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help) {
    io.stdout.write(USAGE);
    return EXIT_OK;
  }
  const [kind, ...files] = parsed.positionals;
  if (kind === undefined || files.length === 0 || (kind !== 'hurl' && files.length > 1)) {
    io.stderr.write(`assay import: expected a kind and one file${kind === 'hurl' ? ' or more' : ''}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    io.stderr.write(`assay import: unknown kind ${JSON.stringify(kind)}; known: ${IMPORT_KINDS.join(', ')}\n`);
    return EXIT_USAGE;
  }
  if (parsed.values.host !== undefined && kind !== 'har') return usage(io, '--host applies to `assay import har`');
  if (parsed.values.environment !== undefined && kind !== 'postman')
    return usage(io, '--environment applies to `assay import postman`');
  if (parsed.values.secret !== undefined && kind !== 'hurl')
    return usage(io, '--secret applies to `assay import hurl`');

  const directory = path.resolve(cwd, parsed.values.output ?? '.');
  const results: ImportResult[] = [];
  for (const file of files)
    try {
      results.push(
        await importCollection({
          kind: kind as ImportKind,
          file,
          cwd,
          outputDirectory: directory,
          ...(parsed.values.host !== undefined ? { host: parsed.values.host } : {}),
          ...(parsed.values.environment !== undefined ? { environment: parsed.values.environment } : {}),
          ...(parsed.values.secret !== undefined ? { secrets: parsed.values.secret } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof PositionedInputError) io.stderr.write(`${error.message}\n`);
      else io.stderr.write(`assay import: ${(error as Error).message}\n`);
      return EXIT_USAGE;
    }

  const targets = results.flatMap((result) =>
    result.files.map((f) => ({ ...f, absolute: path.join(directory, f.name) })),
  );
  const twice = targets.find((target, i) => targets.findIndex((t) => t.absolute === target.absolute) !== i);
  if (twice !== undefined) return usage(io, `two inputs would both be written to ${shown(twice.absolute, cwd)}`);
  if (!parsed.values.force)
    for (const target of targets)
      if (await stat(target.absolute).catch(() => undefined)) {
        io.stderr.write(`assay import: ${shown(target.absolute, cwd)} exists; pass --force to overwrite it\n`);
        return EXIT_USAGE;
      }
  try {
    await mkdir(directory, { recursive: true });
    for (const target of targets) await writeFile(target.absolute, target.text);
  } catch (error) {
    io.stderr.write(`assay import: cannot write to ${shown(directory, cwd)}: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }

  // The first file of each input is its collection (a Postman import's second is its .env).
  const collections = results.map((result) => path.join(directory, result.files[0]!.name));
  const collectionTexts = results.map((result) => result.files[0]!.text).join('\n');
  // Checked as a run would with every variable and secret it names given (their values come at run time).
  const given = (kind: 'variables' | 'secrets') =>
    Object.fromEntries(results.flatMap((r) => r.given?.[kind] ?? []).map((name) => [name, STAND_IN]));
  const loaded = await loadCollections(collections, {
    cwd,
    variables: { ...given('variables'), ...namesIn(collectionTexts, 'vars') },
    secrets: { ...given('secrets'), ...namesIn(collectionTexts, 'secrets') },
    env: {},
  });
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  for (const target of targets) io.stdout.write(`wrote ${shown(target.absolute, cwd)}\n`);
  const tests = loaded.collections.reduce((sum, collection) => sum + collection.tests.length, 0);
  const notes = results.flatMap((result) => result.notes);
  io.stdout.write(
    `${tests} test${tests === 1 ? '' : 's'}; ${notes.length} note${notes.length === 1 ? '' : 's'} on what was not carried over${notes.length > 0 ? ' (comments in the file):' : ''}\n`,
  );
  for (const note of notes) io.stdout.write(`  - ${note}\n`);
  const counts = results.map((result) => result.counts).filter((c): c is ImportCounts => c !== undefined);
  if (counts.length > 0) io.stdout.write(`${countsLine(counts)}\n`);
  if (errors.length > 0) {
    io.stderr.write(formatDiagnostics(errors, loaded.texts, false));
    io.stderr.write('assay import: the written collection does not load cleanly (an assay bug: please report it)\n');
    return EXIT_USAGE;
  }
  return EXIT_OK;
}

/** `converted without a note: 12/12 entries, 40/41 asserts, 3/3 captures`. */
function countsLine(counts: ImportCounts[]): string {
  const kinds = ['entries', 'asserts', 'captures'] as const;
  const parts = kinds.map((kind) => {
    const clean = counts.reduce((sum, c) => sum + c[kind].clean, 0);
    const total = counts.reduce((sum, c) => sum + c[kind].total, 0);
    return `${clean}/${total} ${kind}`;
  });
  return `converted without a note: ${parts.join(', ')}`;
}

/**
 * A stand-in value for every name the text uses. It is an absolute URL, since the checker renders a
 * `baseUrl` or `url` made of variables to see that it is one (`${{ vars.baseUrl }}/items`).
 */
function namesIn(text: string, namespace: string): Record<string, string> {
  const pattern = new RegExp(`\\$\\{\\{\\s*${namespace}\\.([\\w.-]+)\\s*\\}\\}`, 'g');
  return Object.fromEntries([...text.matchAll(pattern)].map((m) => [m[1], STAND_IN]));
}

const STAND_IN = 'https://stand-in.invalid';

function usage(io: ImportIo, message: string): ExitCode {
  io.stderr.write(`assay import: ${message}\n`);
  return EXIT_USAGE;
}

function shown(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  return relative === '' || relative.startsWith('..') ? absolute : relative;
}

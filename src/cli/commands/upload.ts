// `assay upload <results.json …> --to <project URL>`: sends the results of earlier runs to an assay
// server (docs/serve.md#runs-from-ci), so that a new server shows real history from day one. Each
// file is sent as written (the server checks it against the results schema and records it once).
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type ExitCode } from '../../model/run-outcome.ts';
import { closest } from '../../collection/suggest.ts';
import { helpSection, parseOptions, type OptionSpec } from '../../session/options/option-table.ts';
import {
  projectAddress,
  REPORT_TO_EXPECTS,
  sendResults,
  TOKEN_VARIABLE,
  type ProjectAddress,
} from '../../session/send-results.ts';

interface UploadOptions {
  to?: ProjectAddress;
}

const UPLOAD_OPTIONS: readonly OptionSpec<UploadOptions>[] = [
  {
    names: ['--to'],
    value: 'url',
    section: 'upload',
    help: "The project's page on the assay server (required).",
    apply: (o, v) => {
      const address = projectAddress(v);
      if (address === undefined) return `--to takes ${REPORT_TO_EXPECTS}, got ${JSON.stringify(v)}`;
      o.to = address;
    },
  },
  { names: ['-h', '--help'], section: 'upload', help: 'Print this help.', apply: () => {}, stops: 'help' },
];

const USAGE = `Usage: assay upload <results.json> [<results.json> …] --to <project URL>

Sends the results.json files of earlier runs to a project of an assay server, with the API token in
${TOKEN_VARIABLE} (a token with the run scope). Each becomes a run of the project with its own times
(marked ci); a file sent before is recorded once.

${helpSection(UPLOAD_OPTIONS, 'upload')}
Exit codes: 0 every file was recorded, 1 the server refused or could not be reached for some, 2 bad input.
`;

export interface UploadIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

export async function uploadCommand(argv: string[], io: UploadIo): Promise<ExitCode> {
  const values: UploadOptions = {};
  const parsed = parseOptions(argv, UPLOAD_OPTIONS, values, {
    unknown: (name, known) => {
      const near = closest(name, known);
      return `unknown option ${name}${near ? ` (did you mean ${near}?)` : ''} (see assay upload --help)`;
    },
  });
  if (parsed.kind === 'error') return fail(io, parsed.message);
  if (parsed.kind !== 'parsed') {
    io.stdout.write(USAGE);
    return EXIT_OK;
  }
  const files = parsed.positionals;
  if (files.length === 0) return fail(io, 'no results files given (usage: assay upload <results.json …> --to <url>)');
  if (values.to === undefined) return fail(io, "missing --to <url>: the project's page on the assay server");
  const token = io.env[TOKEN_VARIABLE];
  if (!token) return fail(io, `the server's API token (a token with the run scope) goes in ${TOKEN_VARIABLE}`);
  let refused = 0;
  for (const file of files) {
    try {
      const sent = await sendResults(values.to, token, file);
      io.stdout.write(`${file}: ${sent.existing ? 'already recorded as' : 'recorded as'} ${sent.page}\n`);
    } catch (error) {
      refused++;
      const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
      io.stderr.write(`assay upload: ${file}: ${message}\n`);
    }
  }
  return refused > 0 ? EXIT_FAILED : EXIT_OK;
}

function fail(io: UploadIo, message: string): ExitCode {
  io.stderr.write(`assay upload: ${message}\n`);
  return EXIT_USAGE;
}

// The command line adapter: argv → options → run → exit code. Every mistake a user can make ends
// in one message on stderr and exit 2; stack traces only with --debug.
import { parseArgs } from '../session/options/args.ts';
import { DEFAULT_OUTPUT } from '../session/options/options.ts';
import { importCommand } from './commands/import.ts';
import { mergeCommand } from './commands/merge.ts';
import { runCommand } from './commands/run.ts';
import { uploadCommand } from './commands/upload.ts';
import type { InvocationIo } from '../session/invocation.ts';
import { monitorCommand } from './commands/monitor.ts';
import { interruptGraceFrom } from '../session/execute.ts';
import { EXIT_OK, EXIT_USAGE, type ExitCode } from '../model/run-outcome.ts';

export async function main(argv: string[]): Promise<void> {
  const debug = argv.includes('--debug');
  ignoreClosedReaders();
  try {
    process.exitCode = await dispatch(argv);
  } catch (error) {
    process.stderr.write(
      debug
        ? `${(error as Error).stack}\n`
        : `assay: internal error: ${(error as Error).message} (run with --debug for details)\n`,
    );
    process.exitCode = EXIT_USAGE;
  }
}

/**
 * A reader that stopped reading (`assay … | head -1`) wants no more of that stream: the run goes on,
 * writes its reports and exits with its own code, instead of dying on an unhandled EPIPE.
 */
function ignoreClosedReaders(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    });
  }
}

async function dispatch(argv: string[]): Promise<ExitCode> {
  const parsed = parseArgs(argv, { defaultOutput: DEFAULT_OUTPUT });
  switch (parsed.kind) {
    case 'help':
    case 'version':
      process.stdout.write(`${parsed.text}\n`);
      return EXIT_OK;
    case 'error':
      process.stderr.write(`assay: ${parsed.message}\n`);
      return EXIT_USAGE;
    case 'merge':
      return mergeCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
    case 'import':
      return importCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
    case 'upload':
      return uploadCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr, env: process.env });
    case 'serve': {
      // Loaded only for `assay serve`: the server and its database clients are a chunk of their own.
      const { serveCommand } = await import(/* webpackChunkName: "server" */ '../server/serve.ts');
      const stop = new AbortController();
      const onSignal = () => stop.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      return serveCommand(parsed.argv, {
        stdout: process.stdout,
        stderr: process.stderr,
        env: process.env,
        signal: stop.signal,
      });
    }
    case 'run': {
      const interrupt = new AbortController();
      const onSignal = (signal: 'SIGINT' | 'SIGTERM') => () => interrupt.abort(signal);
      const onInt = onSignal('SIGINT');
      const onTerm = onSignal('SIGTERM');
      process.once('SIGINT', onInt);
      process.once('SIGTERM', onTerm);
      try {
        const colour = (stream: NodeJS.WriteStream) => stream.isTTY === true && !process.env.NO_COLOR;
        const io: InvocationIo = {
          stdout: process.stdout,
          stderr: process.stderr,
          color: colour(process.stdout),
          errorColor: colour(process.stderr),
          signal: interrupt.signal,
          interruptGraceMs: interruptGraceFrom(process.env),
          debugLines: true,
          cwd: process.cwd(),
          env: process.env,
        };
        const { intervalMs, watch } = parsed.options;
        const repeating = (intervalMs !== undefined || watch === true) && !parsed.options.dryRun;
        return repeating
          ? await monitorCommand(parsed.options, { intervalMs, watch: watch === true }, io)
          : await runCommand(parsed.options, io);
      } finally {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
      }
    }
  }
}

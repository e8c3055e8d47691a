// The command line adapter: argv → options → run → exit code. Every mistake a user can make ends
// in one message on stderr and exit 2; stack traces only with --debug.
//
// Each command is a chunk of its own, loaded once argv names it (the dynamic imports below): `--help`
// and `--version` load only the option table, and a run does not compile or evaluate `import`'s
// readers, `merge` or the `--interval` loop (start-up time, docs/performance.md).
import { parseArgs } from '../session/options/args.ts';
import { DEFAULT_OUTPUT } from '../session/options/options.ts';
import type { InvocationIo } from '../session/invocation.ts';
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
    case 'merge': {
      const { mergeCommand } = await import(/* webpackChunkName: "cli-merge" */ './commands/merge.ts');
      return mergeCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
    }
    case 'import': {
      const { importCommand } = await import(/* webpackChunkName: "cli-import" */ './commands/import.ts');
      return importCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr });
    }
    case 'fuzz': {
      // Loaded only for `assay fuzz`: the fuzzer and fast-check are a chunk of their own.
      const { fuzzCommand } = await import(/* webpackChunkName: "fuzz" */ '../fuzz/command.ts');
      const interrupt = new AbortController();
      const onSignal = () => interrupt.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      try {
        return await fuzzCommand(parsed.argv, {
          stdout: process.stdout,
          stderr: process.stderr,
          cwd: process.cwd(),
          signal: interrupt.signal,
        });
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    }
    case 'upload': {
      const { uploadCommand } = await import(/* webpackChunkName: "cli-upload" */ './commands/upload.ts');
      return uploadCommand(parsed.argv, { stdout: process.stdout, stderr: process.stderr, env: process.env });
    }
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
      const { interruptGraceFrom } = await import(/* webpackChunkName: "cli-run" */ '../session/execute.ts');
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
        if (repeating) {
          const { monitorCommand } = await import(/* webpackChunkName: "cli-monitor" */ './commands/monitor.ts');
          return await monitorCommand(parsed.options, { intervalMs, watch: watch === true }, io);
        }
        const { runCommand } = await import(/* webpackChunkName: "cli-run" */ './commands/run.ts');
        return await runCommand(parsed.options, io);
      } finally {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
      }
    }
  }
}

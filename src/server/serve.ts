// `assay serve`: opens the store, loads file projects, starts the HTTP server and the scheduler,
// makes sure there is an admin, and runs until SIGINT/SIGTERM. Loaded by the command line with a dynamic
// import, so that the database clients stay out of `assay run` and out of the action.
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { EXIT_OK, EXIT_USAGE, type ExitCode } from '../model/run-outcome.ts';
import { ClientAddress } from './auth/client-address.ts';
import { resolve as resolvePath } from 'node:path';
import { Sessions } from './auth/sessions.ts';
import { LoginLimit } from './auth/login-limit.ts';
import { generatePassword, hashPassword, passwordProblem } from './auth/passwords.ts';
import { Alerts } from './alerts.ts';
import { Executor } from './executor.ts';
import { createHandler } from './http/app.ts';
import { syncProjectFiles } from './project-files.ts';
import { LiveEvents } from './live.ts';
import { Projects } from './projects.ts';
import { LocalScheduler } from './local-scheduler.ts';
import { DEFAULT_TIMING, type Scheduler, type SchedulerTiming } from './scheduler.ts';
import { SecretBox, SECRET_KEY_VARIABLE } from './secret-box.ts';
import { openPostgres } from './store/postgres.ts';
import { openSqlite } from './store/sqlite.ts';
import { Store } from './store/store.ts';
import { parseServeArgs, SERVE_USAGE, type ServeOptions } from './options.ts';

export const PROJECT_RESCAN_MS = 30_000;

export interface ServeIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
  /** Aborted to stop the server. */
  signal: AbortSignal;
}

export interface RunningServer {
  server: Server;
  store: Store;
  scheduler: Scheduler;
  executor: Executor;
  stop(): Promise<void>;
}

export async function serveCommand(argv: string[], io: ServeIo): Promise<ExitCode> {
  const parsed = parseServeArgs(argv, io.env);
  if (parsed.kind === 'help') {
    io.stdout.write(SERVE_USAGE);
    return EXIT_OK;
  }
  if (parsed.kind === 'error') {
    io.stderr.write(`assay serve: ${parsed.message}\n`);
    return EXIT_USAGE;
  }
  let running: RunningServer;
  try {
    running = await startServer(parsed.options, io);
  } catch (error) {
    io.stderr.write(`assay serve: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  await new Promise<void>((resolve) => {
    if (io.signal.aborted) resolve();
    else io.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  io.stderr.write('assay serve: stopping\n');
  await running.stop();
  return EXIT_OK;
}

export async function startServer(
  options: ServeOptions,
  io: Pick<ServeIo, 'stdout' | 'stderr' | 'env'>,
  timing: SchedulerTiming = DEFAULT_TIMING,
): Promise<RunningServer> {
  const adminPassword = io.env.ASSAY_ADMIN_PASSWORD;
  if (adminPassword !== undefined && passwordProblem(adminPassword))
    throw new Error(`ASSAY_ADMIN_PASSWORD: ${passwordProblem(adminPassword)}`);
  const box = new SecretBox(io.env[SECRET_KEY_VARIABLE]);
  const database = options.database ? await openPostgres(options.database) : openSqlite(options.data);
  const store = await Store.open(database);
  const instanceId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  if (!box.available)
    io.stderr.write(`assay serve: ${SECRET_KEY_VARIABLE} is not set: projects cannot store secrets (docs/serve.md)\n`);
  // A project from a file may name files under its folder, never the SQLite database beside it.
  const projects = new Projects(store, box, options.database ? undefined : resolvePath(options.data));
  const live = new LiveEvents();
  const executor = new Executor(store, projects, instanceId, options.runSlots, live);
  const alerts = new Alerts(store, box);
  executor.onFinished = ({ project, run }) => alerts.runFinished(project, run);
  const retention = { days: options.retentionDays, runsPerProject: options.retentionRuns };
  // On PostgreSQL the instances share pg-boss's job queue (loaded only then); on SQLite one instance schedules itself.
  const scheduler: Scheduler = options.database
    ? new (await import('./pg-boss-scheduler.ts')).PgBossScheduler(
        options.database,
        store,
        executor,
        instanceId,
        options.runSlots,
        timing,
        retention,
      )
    : new LocalScheduler(store, executor, instanceId, timing, retention);
  projects.onScheduled = (project) => scheduler.scheduled(project);

  let rescan: NodeJS.Timeout | undefined;
  if (options.projects !== undefined) {
    const directory = options.projects;
    const sync = async () => {
      const report = await syncProjectFiles(directory, store, projects);
      for (const [file, problem] of report.problems) io.stderr.write(`assay serve: ${file}: ${problem}\n`);
      const changes = [
        ...report.created.map((n) => `+${n}`),
        ...report.updated.map((n) => `~${n}`),
        ...report.removed.map((n) => `-${n}`),
      ];
      if (changes.length > 0) io.stderr.write(`assay serve: projects from ${directory}: ${changes.join(' ')}\n`);
    };
    try {
      await sync();
    } catch (error) {
      await store.close();
      throw new Error(`cannot read --projects ${directory}: ${(error as Error).message}`);
    }
    rescan = setInterval(
      () => void sync().catch((e: Error) => io.stderr.write(`assay serve: ${e.message}\n`)),
      PROJECT_RESCAN_MS,
    );
  }

  const server = createServer(
    createHandler({
      store,
      projects,
      scheduler,
      alerts,
      live,
      box,
      sessions: new Sessions(store, new LoginLimit(store), {
        hours: options.sessionHours,
        secureCookies: !options.insecureCookies,
      }),
      clientAddress: new ClientAddress(options.trustProxies),
      publicGroups: new Set(options.publicGroups),
      instanceId,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`cannot listen on ${options.host}:${options.port}: ${error.code ?? error.message}`)),
    );
    server.listen(options.port, options.host, () => resolve());
  }).catch(async (error: Error) => {
    clearInterval(rescan);
    await store.close();
    throw error;
  });
  try {
    await scheduler.start();
  } catch (error) {
    clearInterval(rescan);
    server.close();
    await scheduler.stop().catch(() => undefined);
    await store.close();
    throw new Error(`cannot start the scheduler: ${(error as Error).message}`);
  }
  // On PostgreSQL the pages of every instance see the runs of all (LISTEN/NOTIFY; loaded only then).
  const relay = options.database
    ? new (await import('./live-postgres.ts')).PostgresLiveRelay(options.database, live, instanceId)
    : undefined;
  try {
    await relay?.start();
  } catch (error) {
    await relay?.stop();
    // Live updates of other instances' runs are a nicety: the pages still work, and reload to see them.
    io.stderr.write(`assay serve: live updates from other instances are off: ${(error as Error).message}\n`);
  }
  const stop = async () => {
    clearInterval(rescan);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await scheduler.stop();
    await relay?.stop();
    await alerts.idle();
    await store.close();
  };
  // Last, once nothing can fail any more: a start that fails (a port in use) must not have used up
  // the one showing of the admin's password.
  try {
    await ensureAdmin(store, adminPassword, io.stdout);
  } catch (error) {
    await stop();
    throw error;
  }
  const { port } = server.address() as { port: number };
  const where = options.database ? 'PostgreSQL' : `SQLite in ${options.data}`;
  io.stdout.write(
    `assay serve: listening on http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port} (${where}, instance ${instanceId})\n`,
  );

  return {
    server,
    store,
    scheduler,
    executor,
    stop,
  };
}

/** On the first start (no users): the user `admin`, with ASSAY_ADMIN_PASSWORD or a password printed this once. */
async function ensureAdmin(store: Store, password: string | undefined, stdout: NodeJS.WritableStream): Promise<void> {
  if ((await store.countUsers()) > 0) return;
  const chosen = password ?? generatePassword();
  try {
    await store.createUser('admin', 'admin', await hashPassword(chosen));
  } catch (error) {
    if ((await store.countUsers()) > 0) return; // another instance created it at the same moment
    throw error;
  }
  if (password === undefined)
    stdout.write(
      `assay serve: created the user admin with the password ${chosen}\n  (shown this once; change it by creating another admin, or set ASSAY_ADMIN_PASSWORD before the first start)\n`,
    );
  else stdout.write('assay serve: created the user admin with the password from ASSAY_ADMIN_PASSWORD\n');
}

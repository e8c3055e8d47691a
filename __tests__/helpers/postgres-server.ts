/**
 * A throwaway PostgreSQL cluster for a test file: initdb in a temp directory, the server on a free
 * loopback port, stopped and removed when the test is done. As root it runs as the `postgres`
 * user (initdb refuses root). Undefined, with the reason, when the server binaries are absent.
 *
 *   const pg = await startPostgres();  if (!pg.url) t.skip(pg.reason);  …  await pg.stop();
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Postgres {
  url?: string;
  reason?: string;
  stop(): Promise<void>;
}

function findBinary(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name} 2>/dev/null`], {
    encoding: 'utf8',
  });
  const path = found.stdout.split('\n')[0]?.trim();
  return path && existsSync(path) ? path : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<Postgres> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl)
    return { reason: 'PostgreSQL server binaries (initdb, pg_ctl) are not installed', stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'assay-pg-'));
  chmodSync(dir, 0o700);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  as(initdb, ['-D', data, '-U', 'assay', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  as(pgCtl, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://assay@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `assay serve` from the bundle (dist/cli.js) as a child process, driven over HTTP the way a user
 * or a deploy hook drives it. Waits for the "listening on" line; `--port 0` picks a free port.
 *
 *   const serve = await startServe(['--data', dir]);   serve.url('/api/projects')   serve.adminPassword
 *   const client = await serve.login('admin', serve.adminPassword!);   await client.post('/api/…', {…})
 *   await serve.stop()    (SIGTERM, waits for the exit)     serve.kill()   (SIGKILL, a crash)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { CLI } from './run-cli.ts';

export interface ServeProcess {
  child: ChildProcess;
  origin: string;
  adminPassword?: string;
  output(): { stdout: string; stderr: string };
  url(path: string): string;
  login(name: string, password: string): Promise<Client>;
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}

export interface Client {
  csrf: string;
  cookie: string;
  /** fetch with the session cookie (and the CSRF header, unless `csrf: false`). */
  request(path: string, init?: RequestInit & { csrf?: boolean }): Promise<Response>;
  json(path: string, method?: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function startServe(args: string[], env: Record<string, string | undefined> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--host', '127.0.0.1', ...args], {
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`assay serve exited with ${code}:\n${stdout}${stderr}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(stdout);
      if (!listening) return;
      const origin = listening[1];
      const url = (path: string) => origin + path;
      resolve({
        child,
        origin,
        adminPassword: /the user admin with the password (\S+)\n/.exec(stdout)?.[1],
        output: () => ({ stdout, stderr }),
        url,
        login: (name, password) => login(origin, name, password),
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}

export async function login(origin: string, name: string, password: string): Promise<Client> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, password, next: '/' }),
  });
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 303 || !setCookie)
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = setCookie.split(';')[0];
  const page = await (await fetch(`${origin}/`, { headers: { cookie } })).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1];
  const request = (path: string, init: RequestInit & { csrf?: boolean } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    if (init.csrf !== false) headers.set('x-csrf-token', csrf);
    return fetch(origin + path, { ...init, headers, redirect: 'manual' });
  };
  return {
    csrf,
    cookie,
    request,
    json: async (path, method = 'GET', body) => {
      const response = await request(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

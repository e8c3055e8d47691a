// Waits until what the `start` commands started answers: an http(s) URL answers with any HTTP
// response (a 404 or 500 still means the server is up), a tcp:host:port target accepts a connection.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';

export type WaitTarget =
  { kind: 'http'; url: URL; text: string } | { kind: 'tcp'; host: string; port: number; text: string };

/** Between two attempts on a target that did not answer. */
const POLL_INTERVAL_MS = 500;
/** One attempt's limit: a server that accepts connections but never answers is not ready. */
const ATTEMPT_TIMEOUT_MS = 5_000;

export function parseWaitTarget(text: string): WaitTarget | string {
  const tcp = /^tcp:(?:\/\/)?(\[[^\]]+\]|[^:/]+):(\d+)$/i.exec(text);
  if (tcp) {
    const port = Number(tcp[2]);
    if (port < 1 || port > 65535) return `the port of "${text}" must be from 1 to 65535`;
    return { kind: 'tcp', host: tcp[1].replace(/^\[|\]$/g, ''), port, text };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is neither an http(s) URL nor tcp:host:port (e.g. http://localhost:8080/health or tcp:localhost:5432)`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `"${text}" must be an http(s) URL or tcp:host:port, not ${url.protocol}`;
  return { kind: 'http', url, text };
}

export type WaitResult = { ok: true } | { ok: false; waiting: WaitTarget[]; lastProblem: Map<WaitTarget, string> };

/**
 * Polls every target until all have answered once, the deadline passes, or `stop` is aborted (a
 * started process exited, or the step is cancelled).
 */
export async function waitOn(
  targets: readonly WaitTarget[],
  timeoutMs: number,
  stop: AbortSignal,
): Promise<WaitResult> {
  const deadline = Date.now() + timeoutMs;
  const lastProblem = new Map<WaitTarget, string>();
  let waiting = [...targets];
  while (waiting.length > 0) {
    const answers = await Promise.all(
      waiting.map((target) => probe(target, Math.min(ATTEMPT_TIMEOUT_MS, Math.max(1, deadline - Date.now())))),
    );
    waiting = waiting.filter((target, index) => {
      const problem = answers[index];
      if (problem !== undefined) lastProblem.set(target, problem);
      return problem !== undefined;
    });
    if (waiting.length === 0) break;
    if (stop.aborted || Date.now() >= deadline) return { ok: false, waiting, lastProblem };
    await pause(Math.min(POLL_INTERVAL_MS, deadline - Date.now()), stop);
  }
  return { ok: true };
}

/** Undefined when the target answered, else what went wrong. */
function probe(target: WaitTarget, timeoutMs: number): Promise<string | undefined> {
  return target.kind === 'tcp' ? probeTcp(target.host, target.port, timeoutMs) : probeHttp(target.url, timeoutMs);
}

function probeHttp(url: URL, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    // Readiness, not trust: a local server with a self-signed certificate is up when it answers.
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'GET', timeout: timeoutMs, rejectUnauthorized: false, agent: false },
      (response) => {
        response.resume();
        resolve(undefined);
        request.destroy();
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end();
  });
}

function probeTcp(host: string, port: number, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('timeout', () => socket.destroy(new Error(`no connection within ${timeoutMs / 1000} s`)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve();
    const timer = setTimeout(done, Math.max(0, ms));
    stop.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
  });
}

// One model call over HTTP: bounded by a timeout and the run's AbortSignal, retried on 429, 5xx and
// dropped connections (honouring Retry-After, within a bound). Failures are values, never throws.
import type { Dispatcher } from 'undici';
import { readCompletion, readErrorMessage, type Completion, type WireRequest } from './protocol.ts';
import type { LlmApi } from './options.ts';

export type LlmFailureCode = 'llm-http' | 'llm-timeout' | 'llm-network' | 'llm-answer' | 'aborted';

export interface LlmFailure {
  code: LlmFailureCode;
  /** The provider's HTTP status, when it answered. */
  status?: number;
  /** Plain words, secrets masked. */
  message: string;
}

/** An answer bigger than this is refused (a chat answer is a few kB; this guards against a wrong endpoint). */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export type CallResult = { ok: true; completion: Completion } | { ok: false; failure: LlmFailure };

export interface TransportOptions {
  api: LlmApi;
  dispatcher: Dispatcher;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  maxRetryWaitMs: number;
  signal?: AbortSignal;
  /** Applied to every message and debug line: masks the key and the run's secrets. */
  mask(text: string): string;
  debug?: (line: string) => void;
}

export async function call(request: WireRequest, options: TransportOptions): Promise<CallResult> {
  const payload = options.mask(JSON.stringify(request.body));
  for (let attempt = 0; ; attempt++) {
    options.debug?.(`llm → POST ${options.mask(request.url)} ${payload}`);
    const outcome = await attemptOnce(request.url, request.headers, payload, options);
    if (outcome.kind === 'done') return outcome.result;
    const failure = outcome.failure;
    if (attempt >= options.retries)
      return { ok: false, failure: { ...failure, message: `${failure.message} (after ${attempt + 1} attempts)` } };
    const wait = outcome.retryAfterMs ?? options.retryBaseMs * 2 ** attempt;
    if (wait > options.maxRetryWaitMs)
      return {
        ok: false,
        failure: { ...failure, message: `${failure.message} (the provider asks to wait ${Math.ceil(wait / 1000)} s)` },
      };
    options.debug?.(`llm retry in ${wait} ms: ${failure.message}`);
    if (!(await sleep(wait, options.signal))) return { ok: false, failure: aborted() };
  }
}

type Attempt =
  { kind: 'done'; result: CallResult } | { kind: 'retry'; failure: LlmFailure; retryAfterMs: number | undefined };

async function attemptOnce(
  url: string,
  headers: Record<string, string>,
  payload: string,
  options: TransportOptions,
): Promise<Attempt> {
  if (options.signal?.aborted) return { kind: 'done', result: { ok: false, failure: aborted() } };
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  let status: number;
  let text: string;
  let retryAfterMs: number | undefined;
  try {
    const { fetch } = await import(/* webpackChunkName: "undici" */ 'undici');
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: payload,
      signal,
      dispatcher: options.dispatcher,
    });
    status = response.status;
    retryAfterMs = readRetryAfter(response.headers);
    const read = await readBounded(response.body, MAX_ANSWER_BYTES);
    if (read === undefined) {
      const message = `the provider's answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`;
      return { kind: 'done', result: { ok: false, failure: { code: 'llm-answer', status, message } } };
    }
    text = read;
  } catch (error) {
    if (options.signal?.aborted) return { kind: 'done', result: { ok: false, failure: aborted() } };
    if (timeout.aborted) {
      const message = `the model did not answer within ${options.timeoutMs} ms`;
      return { kind: 'done', result: { ok: false, failure: { code: 'llm-timeout', message } } };
    }
    const message = options.mask(`could not reach ${url}: ${describe(error)}`);
    return { kind: 'retry', failure: { code: 'llm-network', message }, retryAfterMs: undefined };
  }
  options.debug?.(`llm ← ${status} ${options.mask(text)}`);

  if (status < 200 || status > 299) {
    const failure: LlmFailure = {
      code: 'llm-http',
      status,
      message: options.mask(`the model's provider answered ${status}: ${readErrorMessage(text)}`),
    };
    const retryable = status === 429 || status >= 500;
    return retryable ? { kind: 'retry', failure, retryAfterMs } : { kind: 'done', result: { ok: false, failure } };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const message = options.mask(`the provider's answer is not JSON: ${text.slice(0, 300)}`);
    return { kind: 'done', result: { ok: false, failure: { code: 'llm-answer', status, message } } };
  }
  const completion = readCompletion(options.api, body);
  if ('error' in completion)
    return {
      kind: 'done',
      result: { ok: false, failure: { code: 'llm-answer', status, message: options.mask(completion.error) } },
    };
  return { kind: 'done', result: { ok: true, completion } };
}

/** OpenAI sends `retry-after-ms` and `retry-after` (seconds); HTTP also allows a date. */
export function readRetryAfter(headers: { get(name: string): string | null }, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return Math.ceil(ms);
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The body as UTF-8 text, or undefined (and the stream cancelled) once it passes `limit` bytes. */
async function readBounded(body: AsyncIterable<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function aborted(): LlmFailure {
  return { code: 'aborted', message: 'the run was stopped before the model answered' };
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code !== undefined) return cause.code;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

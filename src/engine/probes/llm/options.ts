// The LLM probe's configuration, and how command-line flags and the environment map onto it.
// Both assay's flags (--llm-url, --llm-key, --llm-model, --llm-api) and the original runner's
// (--openai-endpoint, --openai-apikey, --ollama-endpoint) are read here, so the adapters only collect strings.
import type { LlmSettings } from '../../../model/index.ts';

/** `openai`: any OpenAI-compatible chat-completions endpoint; `ollama`: Ollama's native /api/chat. */
export type LlmApi = 'openai' | 'ollama';
export type LlmCacheMode = 'read' | 'write' | 'readwrite';

export interface LlmOptions {
  api: LlmApi;
  /** Base URL: `https://api.openai.com/v1` style for `openai` (`/chat/completions` is appended), `http://host:11434` for `ollama`. */
  url: string;
  /** A secret: sent only as a header, masked in every message. */
  key?: string;
  /** The model `sentiment` uses (and any check that names none). */
  model?: string;
  /** Whole time allowed for one model call (each attempt). */
  timeoutMs: number;
  /** Model calls in flight at once for the whole run. */
  concurrency: number;
  /** Further attempts after a 429, a 5xx or a dropped connection. */
  retries: number;
  /** A Retry-After longer than this is not waited for: the check errors instead. */
  maxRetryWaitMs: number;
  /** First backoff when the provider names no Retry-After; doubled on each retry. */
  retryBaseMs: number;
  /** The judged body is cut to this many characters, and the prompt says so. */
  maxBodyChars: number;
  /** Words asked for by `${{ model.text() }}` without a number. */
  defaultTextWords: number;
  cache?: { dir: string; mode: LlmCacheMode };
}

export const LLM_DEFAULTS = {
  openaiUrl: 'https://api.openai.com/v1',
  ollamaUrl: 'http://localhost:11434',
  timeoutMs: 60_000,
  concurrency: 2,
  retries: 3,
  maxRetryWaitMs: 60_000,
  retryBaseMs: 1_000,
  maxBodyChars: 8_000,
  defaultTextWords: 50,
} as const;

/** The flags as strings, exactly as given (undefined when absent), and the run's timeout. */
export interface LlmFlags extends LlmSettings {
  /** The run's --timeout in milliseconds, which also bounds each model call. */
  timeoutMs?: number;
}

export type LlmOptionsResult =
  | { ok: true; /** undefined: no provider configured. */ options: LlmOptions | undefined }
  | { ok: false; error: string };

/**
 * Reads the flags and `OPENAI_API_KEY` / `OPENAI_BASE_URL`. None of a URL, a key, `--llm-api`, `--llm-model`
 * or `--llm-cache` means no provider: the caller refuses a collection with LLM checks before anything is sent.
 * A cache alone is enough (a CI run replaying with `--llm-cache-mode read` needs no URL or key).
 */
export function resolveLlmOptions(flags: LlmFlags, env: Record<string, string | undefined> = {}): LlmOptionsResult {
  const given = (name: string, value: string | undefined) => (value === undefined ? [] : [[name, value] as const]);
  const urls = [
    ...given('--llm-url', flags.llmUrl),
    ...given('--openai-endpoint', flags.openaiEndpoint),
    ...given('--ollama-endpoint', flags.ollamaEndpoint),
  ];
  if (urls.length > 1) return fail(`${urls.map(([n]) => n).join(' and ')} both name the model's endpoint: give one`);
  const keys = [...given('--llm-key', flags.llmKey), ...given('--openai-apikey', flags.openaiApikey)];
  if (keys.length > 1) return fail('--llm-key and --openai-apikey both give the key: give one');

  const api = readApi(flags);
  if (typeof api === 'object') return api;
  const cacheMode = flags.llmCacheMode;
  if (cacheMode !== undefined && !['read', 'write', 'readwrite'].includes(cacheMode))
    return fail(`--llm-cache-mode must be read, write or readwrite, not '${cacheMode}'`);
  if (cacheMode !== undefined && flags.llmCache === undefined) return fail('--llm-cache-mode needs --llm-cache <dir>');

  const key = keys[0]?.[1] ?? nonEmpty(env.OPENAI_API_KEY);
  const rawUrl = urls[0]?.[1] ?? (api === 'openai' ? nonEmpty(env.OPENAI_BASE_URL) : undefined);
  const configured = [rawUrl, key, flags.llmApi, flags.llmModel, flags.llmCache].some((v) => v !== undefined);
  if (!configured) return { ok: true, options: undefined };

  const url = readUrl(rawUrl, urls[0]?.[0] ?? 'OPENAI_BASE_URL', api, urls[0]?.[0] === '--openai-endpoint');
  if (typeof url === 'object') return url;
  const concurrency = readCount(flags.llmConcurrency, '--llm-concurrency', LLM_DEFAULTS.concurrency, 64);
  if (typeof concurrency === 'object') return concurrency;
  const maxBodyChars = readCount(flags.llmMaxBody, '--llm-max-body', LLM_DEFAULTS.maxBodyChars, 1_000_000);
  if (typeof maxBodyChars === 'object') return maxBodyChars;
  if (flags.llmModel !== undefined && flags.llmModel.trim() === '') return fail('--llm-model is empty');
  const timeoutMs = readTimeout(flags);
  if (typeof timeoutMs === 'object') return timeoutMs;

  return {
    ok: true,
    options: {
      api,
      url,
      ...(key === undefined ? {} : { key }),
      ...(flags.llmModel === undefined ? {} : { model: flags.llmModel.trim() }),
      timeoutMs,
      concurrency,
      retries: LLM_DEFAULTS.retries,
      maxRetryWaitMs: LLM_DEFAULTS.maxRetryWaitMs,
      retryBaseMs: LLM_DEFAULTS.retryBaseMs,
      maxBodyChars,
      defaultTextWords: LLM_DEFAULTS.defaultTextWords,
      ...(flags.llmCache === undefined
        ? {}
        : { cache: { dir: flags.llmCache, mode: (cacheMode ?? 'readwrite') as LlmCacheMode } }),
    },
  };
}

function readTimeout(flags: LlmFlags): number | { ok: false; error: string } {
  if (flags.llmTimeout !== undefined && flags.ollamaTimeout !== undefined)
    return fail('--llm-timeout and --ollama-timeout both give the time limit: give one');
  if (flags.ollamaTimeout !== undefined) {
    const seconds = readCount(flags.ollamaTimeout, '--ollama-timeout', 0, 86_400);
    return typeof seconds === 'object' ? seconds : seconds * 1000;
  }
  return readCount(flags.llmTimeout, '--llm-timeout', flags.timeoutMs ?? LLM_DEFAULTS.timeoutMs, 86_400_000);
}

function readApi(flags: LlmFlags): LlmApi | { ok: false; error: string } {
  if (flags.llmApi === undefined) return flags.ollamaEndpoint === undefined ? 'openai' : 'ollama';
  if (flags.llmApi !== 'openai' && flags.llmApi !== 'ollama')
    return fail(`--llm-api must be openai or ollama, not '${flags.llmApi}'`);
  if (flags.ollamaEndpoint !== undefined && flags.llmApi !== 'ollama')
    return fail("--ollama-endpoint speaks Ollama's native API: drop --llm-api openai, or use --llm-url");
  if (flags.openaiEndpoint !== undefined && flags.llmApi !== 'openai')
    return fail('--openai-endpoint speaks the OpenAI API: drop --llm-api ollama, or use --llm-url');
  return flags.llmApi;
}

/** The original's --openai-endpoint is a host without /v1 (it appended /v1/chat/completions itself). */
function readUrl(
  raw: string | undefined,
  flag: string,
  api: LlmApi,
  originalOpenAi: boolean,
): string | { ok: false; error: string } {
  if (raw === undefined) return api === 'openai' ? LLM_DEFAULTS.openaiUrl : LLM_DEFAULTS.ollamaUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`${flag} is not a URL: '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(`${flag} must be an http:// or https:// URL`);
  if (url.username !== '' || url.password !== '')
    return fail(`${flag} must not carry credentials in the URL: give the key with --llm-key`);
  const base = url.href.replace(/\/+$/, '');
  return originalOpenAi && !/\/v1$/.test(base) ? `${base}/v1` : base;
}

function readCount(
  raw: string | undefined,
  flag: string,
  fallback: number,
  max: number,
): number | { ok: false; error: string } {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    return fail(`${flag} must be a whole number from 1 to ${max}, not '${raw}'`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

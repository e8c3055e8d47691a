// The LLM probe of one run: judges `prompt` and `sentiment` checks and writes `${{ model.text(N) }}`
// texts. It masks secrets in everything it sends, bounds and retries calls, replays and records the
// answer cache, and sums token usage. Every failure is a value for the check that asked; nothing throws.
import type { Dispatcher } from 'undici';
import { EnvHttpProxyAgent } from '../../http/undici-parts.ts';
import { LlmCache, questionHash, type CacheKey } from './cache.ts';
import {
  cutBody,
  parsePromptArgument,
  parseSentiment,
  readSentiment,
  readVerdict,
  sentimentRequest,
  verdictRequest,
  type JudgedResponse,
} from './judge.ts';
import { Limiter } from './limiter.ts';
import type { LlmOptions } from './options.ts';
import {
  refusesAnswerFormat,
  withAnswerFormat,
  wireRequest,
  type ChatRequest,
  type Completion,
  type TokenUsage,
  type WireRequest,
} from './protocol.ts';
import { textRequest, type TextResult } from './text.ts';
import { call, type LlmFailure, type TransportOptions } from './transport.ts';

/** The model `sentiment` uses when neither the check nor --llm-model names one: the original's. */
export const ORIGINAL_SENTIMENT_MODEL = 'gpt-4o';

const MASK = '***';

export interface LlmProbeEnvironment {
  /** Masks the run's known secret values. */
  redact(text: string): string;
  /** Receives what is sent and received (masked), when the run is in --debug. */
  debug?: (line: string) => void;
  /** Stops every call and wait when the run is stopped. */
  signal?: AbortSignal;
  /** Defaults to a proxy-aware agent of the probe's own (HTTPS_PROXY, NO_PROXY). */
  dispatcher?: Dispatcher;
}

/**
 * A judged check: `pass`/`fail` with the model's reason as the actual value, or `error` when no verdict
 * could be had (the provider failed, the cache has no answer in read mode, the argument is wrong).
 */
export type LlmCheck =
  | { outcome: 'pass' | 'fail'; model: string; expected: string; actual: string; message: string }
  | { outcome: 'error'; model?: string; message: string; failure?: LlmFailure };

export interface LlmUsage extends TokenUsage {
  /** Answers received from the provider (retries and refused answer formats not counted). */
  calls: number;
  /** Answers replayed from --llm-cache (they cost no tokens, and are not in the sums). */
  cacheHits: number;
}

export interface LlmProbe {
  /** `prompt: "<model>: <condition>"` against one response. */
  prompt(argument: string, response: JudgedResponse, signal?: AbortSignal): Promise<LlmCheck>;
  /** `sentiment: positive|negative|neutral` against one response. */
  sentiment(argument: string, response: JudgedResponse, signal?: AbortSignal): Promise<LlmCheck>;
  /** About `words` words of text (the default count when undefined). */
  text(model: string, words: number | undefined, signal?: AbortSignal): Promise<TextResult>;
  usage(): LlmUsage;
  close(): Promise<void>;
}

type Answer = { ok: true; text: string } | { ok: false; failure: LlmFailure };

export function createLlmProbe(options: LlmOptions, environment: LlmProbeEnvironment): LlmProbe {
  const ownDispatcher =
    environment.dispatcher === undefined ? new EnvHttpProxyAgent({ proxyTunnel: false }) : undefined;
  const dispatcher = environment.dispatcher ?? ownDispatcher!;
  const limiter = new Limiter(options.concurrency);
  const cache = options.cache === undefined ? undefined : new LlmCache(options.cache.dir, options.cache.mode);
  const totals: LlmUsage = { prompt: 0, completion: 0, total: 0, calls: 0, cacheHits: 0 };
  // Identical questions asked while one is in flight (or asked before in this run) share its answer.
  const answers = new Map<string, Promise<Answer>>();
  const formatLevels = new Map<string, number>();

  const key = options.key;
  const mask = (text: string): string => {
    const redacted = environment.redact(text);
    return key === undefined || key === '' ? redacted : redacted.split(key).join(MASK);
  };

  async function ask(chat: ChatRequest, signal: AbortSignal | undefined): Promise<Answer> {
    const masked: ChatRequest = { ...chat, system: mask(chat.system), user: mask(chat.user) };
    const wire = wireRequest(options.api, options.url, key, masked);
    const cacheKey = cache?.key(options.api, chat.model, wire.body);
    const memoKey = cacheKey?.hash ?? questionHash(options.api, wire.body);
    let answer = answers.get(memoKey);
    if (answer === undefined) {
      answer = replayOrAsk(chat.model, wire, cacheKey, signal);
      answers.set(memoKey, answer);
      // A failure is not remembered: a later check asks again.
      void answer.then((a) => {
        if (!a.ok) answers.delete(memoKey);
      });
    }
    return answer;
  }

  async function replayOrAsk(
    model: string,
    wire: WireRequest,
    cacheKey: CacheKey | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    if (cache !== undefined && cacheKey !== undefined) {
      const cached = await cache.read(cacheKey);
      if ('error' in cached) return { ok: false, failure: { code: 'llm-answer', message: mask(cached.error) } };
      if (cached.found) {
        totals.cacheHits++;
        environment.debug?.(`llm cache hit ${cacheKey.file}`);
        return { ok: true, text: cached.answer.text };
      }
      if (cache.mode === 'read') {
        const message = `no answer in the LLM cache for this question (${cacheKey.file}) and --llm-cache-mode is read`;
        return { ok: false, failure: { code: 'llm-answer', message } };
      }
    }
    const asked = await askProvider(model, wire, signal);
    if (!asked.ok) return asked;
    const { usage, text } = asked.completion;
    totals.calls++;
    totals.prompt += usage.prompt;
    totals.completion += usage.completion;
    totals.total += usage.total;
    if (cache !== undefined && cacheKey !== undefined) {
      // An answer may quote a secret (the key, a value from the prompt): the file keeps it masked.
      const stored = { ...asked.completion, text: mask(text) };
      const problem = await cache.write(cacheKey, options.api, asked.sent, stored);
      if (problem !== undefined) return { ok: false, failure: { code: 'llm-answer', message: mask(problem) } };
    }
    return { ok: true, text };
  }

  /** One question to the provider; a model that refused an answer format is asked in a weaker one from then on. */
  async function askProvider(
    model: string,
    wire: WireRequest,
    signal: AbortSignal | undefined,
  ): Promise<{ ok: true; completion: Completion; sent: Record<string, unknown> } | { ok: false; failure: LlmFailure }> {
    const combined = signal === undefined ? environment.signal : anySignal(signal, environment.signal);
    const transport: TransportOptions = {
      api: options.api,
      dispatcher,
      timeoutMs: options.timeoutMs,
      retries: options.retries,
      retryBaseMs: options.retryBaseMs,
      maxRetryWaitMs: options.maxRetryWaitMs,
      ...(combined === undefined ? {} : { signal: combined }),
      mask,
      ...(environment.debug === undefined ? {} : { debug: environment.debug }),
    };
    let level = formatLevels.get(model) ?? 0;
    for (;;) {
      const sent = withAnswerFormat(wire.body, level);
      const result = await limiter.run(() => call({ ...wire, body: sent }, transport));
      if (result.ok) return { ...result, sent };
      const refused =
        sent.response_format !== undefined && refusesAnswerFormat(result.failure.status, result.failure.message);
      if (!refused) return result;
      formatLevels.set(model, ++level);
      environment.debug?.(`llm ${model} refused the answer format; asking again with a weaker one`);
    }
  }

  function judgedBody(response: JudgedResponse): string {
    return cutBody(mask(response.body), options.maxBodyChars);
  }

  return {
    async prompt(argument, response, signal) {
      const parsed = parsePromptArgument(argument);
      if ('error' in parsed) return { outcome: 'error', message: parsed.error };
      const model = parsed.model ?? options.model;
      if (model === undefined)
        return {
          outcome: 'error',
          message: `prompt: no model named: write '<model>: ${parsed.condition}' or give --llm-model`,
        };
      const answer = await ask(verdictRequest(model, parsed.condition, judgedBody(response), response.status), signal);
      if (!answer.ok) return errored('prompt', model, answer.failure);
      const verdict = readVerdict(answer.text);
      if ('unreadable' in verdict)
        return unreadable(
          { check: 'prompt', model, expected: mask(parsed.condition) },
          verdict.unreadable,
          mask(answer.text),
        );
      return {
        outcome: verdict.pass ? 'pass' : 'fail',
        model,
        expected: mask(parsed.condition),
        actual: mask(verdict.reason),
        message: `prompt (${model}): ${verdict.pass ? 'holds' : 'does not hold'}: ${mask(verdict.reason)}`,
      };
    },

    async sentiment(argument, response, signal) {
      const wanted = parseSentiment(argument);
      if (typeof wanted === 'object') return { outcome: 'error', message: wanted.error };
      const model = options.model ?? ORIGINAL_SENTIMENT_MODEL;
      const answer = await ask(sentimentRequest(model, judgedBody(response), response.status), signal);
      if (!answer.ok) return errored('sentiment', model, answer.failure);
      const found = readSentiment(answer.text);
      if ('unreadable' in found)
        return unreadable({ check: 'sentiment', model, expected: wanted }, found.unreadable, mask(answer.text));
      const pass = found.sentiment === wanted;
      const actual = `${found.sentiment}: ${mask(found.reason)}`;
      return {
        outcome: pass ? 'pass' : 'fail',
        model,
        expected: wanted,
        actual,
        message: pass ? `sentiment (${model}): ${actual}` : `sentiment (${model}): expected ${wanted}, got ${actual}`,
      };
    },

    async text(model, words, signal) {
      const answer = await ask(textRequest(model, words ?? options.defaultTextWords), signal);
      if (!answer.ok) return { ok: false, message: `${model}.text(): ${answer.failure.message}` };
      const text = answer.text.trim();
      if (text === '') return { ok: false, message: `${model}.text(): the model answered with no text` };
      return { ok: true, text };
    },

    usage: () => ({ ...totals }),

    async close() {
      await ownDispatcher?.close();
    },
  };
}

function errored(check: string, model: string, failure: LlmFailure): LlmCheck {
  return { outcome: 'error', model, message: `${check} (${model}): ${failure.message}`, failure };
}

/** An answer without a verdict fails the check, showing what the model said. */
function unreadable(asked: { check: string; model: string; expected: string }, why: string, raw: string): LlmCheck {
  const shown = raw.trim().slice(0, 500) || '(empty)';
  return {
    outcome: 'fail',
    model: asked.model,
    expected: asked.expected,
    actual: `no verdict: ${shown}`,
    message: `${asked.check} (${asked.model}): no verdict, ${why}: ${shown}`,
  };
}

function anySignal(a: AbortSignal, b: AbortSignal | undefined): AbortSignal {
  return b === undefined ? a : AbortSignal.any([a, b]);
}

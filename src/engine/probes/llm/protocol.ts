// The two wire protocols a model is reached by: OpenAI-compatible chat completions and Ollama's
// native /api/chat. Pure functions: what to send for a chat, and what an answer or an error body says.
import type { LlmApi } from './options.ts';

/** One question to a model: always deterministic (temperature 0, fixed seed). */
export interface ChatRequest {
  model: string;
  system: string;
  user: string;
  /** Ask the provider to constrain the answer to this JSON schema (structured output). */
  schema?: { name: string; schema: Record<string, unknown> };
}

export interface TokenUsage {
  prompt: number;
  completion: number;
  total: number;
}

export interface Completion {
  text: string;
  usage: TokenUsage;
}

export interface WireRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export const SEED = 0;

export function wireRequest(api: LlmApi, baseUrl: string, key: string | undefined, chat: ChatRequest): WireRequest {
  const messages = [
    { role: 'system', content: chat.system },
    { role: 'user', content: chat.user },
  ];
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (key !== undefined) {
    headers.authorization = `Bearer ${key}`;
    // Azure OpenAI's v1 endpoint takes a resource key in `api-key` (a bearer token is for Entra ID).
    if (/\.openai\.azure\.com$/i.test(new URL(baseUrl).hostname)) headers['api-key'] = key;
  }
  if (api === 'ollama') {
    return {
      url: /\/api\/chat$/.test(baseUrl) ? baseUrl : `${baseUrl.replace(/\/api$/, '')}/api/chat`,
      headers,
      body: {
        model: chat.model,
        messages,
        stream: false,
        ...(chat.schema === undefined ? {} : { format: chat.schema.schema }),
        options: { temperature: 0, seed: SEED },
      },
    };
  }
  return {
    url: /\/chat\/completions$/.test(baseUrl) ? baseUrl : `${baseUrl}/chat/completions`,
    headers,
    body: {
      model: chat.model,
      messages,
      temperature: 0,
      seed: SEED,
      ...(chat.schema === undefined
        ? {}
        : { response_format: { type: 'json_schema', json_schema: { ...chat.schema, strict: true } } }),
    },
  };
}

/**
 * Older models and some servers refuse `json_schema` structured output with a 400 naming the parameter
 * (OpenAI: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.").
 * Levels of answer format to fall back through: 0 the schema, 1 JSON mode, 2 the prompt's instructions alone.
 */
export function withAnswerFormat(body: Record<string, unknown>, level: number): Record<string, unknown> {
  if (level === 0 || body.response_format === undefined) return body;
  const { response_format: _, ...rest } = body;
  return level === 1 ? { ...rest, response_format: { type: 'json_object' } } : rest;
}

export function refusesAnswerFormat(status: number | undefined, message: string): boolean {
  return status === 400 && /response_format|json_schema|json_object/i.test(message);
}

/** The answer text and token counts of a 2xx body, or why it is not an answer. */
export function readCompletion(api: LlmApi, body: unknown): Completion | { error: string } {
  if (api === 'ollama') {
    const content = field(field(body, 'message'), 'content');
    if (typeof content !== 'string') return { error: 'the answer has no message.content' };
    const prompt = count(field(body, 'prompt_eval_count'));
    const completion = count(field(body, 'eval_count'));
    return { text: content, usage: { prompt, completion, total: prompt + completion } };
  }
  const choice = (field(body, 'choices') as unknown[] | undefined)?.[0];
  const message = field(choice, 'message');
  const refusal = field(message, 'refusal');
  if (typeof refusal === 'string' && refusal !== '') return { error: `the model refused: ${refusal}` };
  const content = field(message, 'content');
  if (typeof content !== 'string') return { error: 'the answer has no choices[0].message.content' };
  const usage = field(body, 'usage');
  const prompt = count(field(usage, 'prompt_tokens'));
  const completion = count(field(usage, 'completion_tokens'));
  const total = count(field(usage, 'total_tokens')) || prompt + completion;
  return { text: content, usage: { prompt, completion, total } };
}

/**
 * The provider's own words from an error body: OpenAI's `{"error":{"message","type","code"}}`,
 * Ollama's `{"error":"..."}`, or the start of whatever text came back.
 */
export function readErrorMessage(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.trim().replace(/\s+/g, ' ').slice(0, 300) || '(empty body)';
  }
  const error = field(body, 'error');
  if (typeof error === 'string') return error;
  const message = field(error, 'message') ?? field(body, 'message');
  const code = field(error, 'code') ?? field(error, 'type');
  if (typeof message === 'string') return typeof code === 'string' ? `${message} (${code})` : message;
  return text.trim().slice(0, 300);
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

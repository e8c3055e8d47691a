/**
 * A loopback server that speaks OpenAI's chat-completions protocol (POST /v1/chat/completions) and
 * Ollama's native chat API (POST /api/chat) as the real services do: their success bodies with `usage`
 * (OpenAI) or `prompt_eval_count`/`eval_count` (Ollama), their error bodies, status codes and rate-limit
 * headers. Each request is answered by the test's script:
 *
 *   const llm = await startFakeLlm({ key: 'sk-test', script: [{ answer: '{"pass":true,"reason":"ok"}' }] });
 *   llm.baseUrl                 'http://127.0.0.1:PORT/v1' (OpenAI) — llm.origin for Ollama
 *   llm.calls                   the parsed JSON bodies received, in order (llm.server.requests: raw)
 *
 * A script is a list (one reply per request, the last one repeated) or a function of the request.
 * Replies: `{ answer, usage? }`; `{ status, message?, headers? }` for an error as the API words it;
 * `{ rateLimited: retryAfterSeconds }` for OpenAI's 429; `{ hang: true }` never answers.
 * `olderModels` refuse `json_schema` structured output with OpenAI's 400 (JSON mode is accepted), before the script.
 */
import type { ServerResponse } from 'node:http';
import { startTargetServer, type ReceivedRequest, type TargetServer } from './target-server.ts';

export type FakeReply =
  | { answer: string; usage?: { prompt: number; completion: number }; delayMs?: number }
  | { status: number; message?: string; headers?: Record<string, string> }
  | { rateLimited: number }
  | { hang: true };

export interface FakeCall {
  api: 'openai' | 'ollama';
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface FakeLlm {
  server: TargetServer;
  origin: string;
  baseUrl: string;
  calls: FakeCall[];
  close(): Promise<void>;
}

export async function startFakeLlm(
  options: { key?: string; olderModels?: string[]; script: FakeReply[] | ((call: FakeCall) => FakeReply) } = {
    script: [],
  },
): Promise<FakeLlm> {
  const calls: FakeCall[] = [];
  const server = await startTargetServer(async (request, response) => {
    const api = request.url === '/v1/chat/completions' ? 'openai' : request.url === '/api/chat' ? 'ollama' : undefined;
    if (api === undefined || request.method !== 'POST') return notFound(request, response);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return api === 'openai'
        ? openAiError(response, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null)
        : ollamaError(response, 400, 'invalid character in request body');
    }
    const headers = Object.fromEntries(request.headers.map(([k, v]) => [k.toLowerCase(), v]));
    const call: FakeCall = { api, path: request.url, headers, body };
    calls.push(call);

    if (api === 'openai' && options.key !== undefined && headers.authorization !== `Bearer ${options.key}`) {
      const given = (headers.authorization ?? '').replace(/^Bearer /, '');
      // OpenAI quotes the key it got, partly hidden; a careless proxy quotes it whole, as here.
      return openAiError(
        response,
        401,
        `Incorrect API key provided: ${given}.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    const model = body.model;
    if (typeof model !== 'string' || !Array.isArray(body.messages))
      return api === 'openai'
        ? openAiError(
            response,
            400,
            "Missing required parameter: 'model'.",
            'invalid_request_error',
            'missing_required_parameter',
          )
        : ollamaError(response, 400, 'model is required');

    const format = body.response_format as { type?: string } | undefined;
    if (api === 'openai' && format?.type === 'json_schema' && options.olderModels?.includes(model))
      return openAiError(
        response,
        400,
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model. Learn more about supported models at the Structured Outputs guide: https://platform.openai.com/docs/guides/structured-outputs",
        'invalid_request_error',
        null,
      );
    const script = options.script;
    const reply = typeof script === 'function' ? script(call) : (script[calls.length - 1] ?? script.at(-1));
    if (reply === undefined) throw new Error('the fake LLM has no scripted reply');
    if ('hang' in reply) return;
    if ('rateLimited' in reply) {
      return openAiError(
        response,
        429,
        `Rate limit reached for ${model} in organization org-test on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${reply.rateLimited}s.`,
        'requests',
        'rate_limit_exceeded',
        {
          'retry-after': String(reply.rateLimited),
          'x-ratelimit-limit-requests': '3',
          'x-ratelimit-remaining-requests': '0',
          'x-ratelimit-reset-requests': `${reply.rateLimited}s`,
        },
      );
    }
    if ('status' in reply) {
      if (api === 'ollama')
        return ollamaError(response, reply.status, reply.message ?? 'internal error', reply.headers);
      const [message, type] =
        reply.status >= 500
          ? ['The server had an error while processing your request. Sorry about that!', 'server_error']
          : ['Invalid request.', 'invalid_request_error'];
      return openAiError(response, reply.status, reply.message ?? message, type, null, reply.headers);
    }
    if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const usage = reply.usage ?? { prompt: words(body.messages), completion: words(reply.answer) };
    if (api === 'ollama') {
      return json(response, 200, {
        model,
        created_at: '2026-11-23T10:11:12.123456Z',
        message: { role: 'assistant', content: reply.answer },
        done_reason: 'stop',
        done: true,
        total_duration: 4883583458,
        load_duration: 1334875,
        prompt_eval_count: usage.prompt,
        prompt_eval_duration: 342546000,
        eval_count: usage.completion,
        eval_duration: 4535599000,
      });
    }
    return json(
      response,
      200,
      {
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: 1763892672,
        model: `${model}-2024-07-18`,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.answer, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: usage.completion,
          total_tokens: usage.prompt + usage.completion,
          prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
          completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
        },
        service_tier: 'default',
        system_fingerprint: 'fp_test',
      },
      { 'x-ratelimit-limit-requests': '10000', 'x-ratelimit-remaining-requests': '9999', 'openai-processing-ms': '42' },
    );
  });
  return {
    server,
    origin: server.origin,
    baseUrl: `${server.origin}/v1`,
    calls,
    close: () => server.close(),
  };
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req_test', ...headers });
  response.end(JSON.stringify(body));
}

function openAiError(
  response: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
): void {
  json(response, status, { error: { message, type, param: null, code } }, headers);
}

function ollamaError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  json(response, status, { error: message }, headers);
}

function notFound(request: ReceivedRequest, response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end(`404 page not found: ${request.method} ${request.url}`);
}

function words(value: unknown): number {
  return JSON.stringify(value).split(/\s+/).length;
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  resolveLlmOptions,
  parsePromptArgument,
  parseSentiment,
  parseModelTextToken,
} from '../../src/engine/probes/llm/index.ts';
import { readVerdict, readSentiment, cutBody } from '../../src/engine/probes/llm/judge.ts';
import { readRetryAfter } from '../../src/engine/probes/llm/transport.ts';
import { wireRequest } from '../../src/engine/probes/llm/protocol.ts';

describe('LLM options', () => {
  test('nothing given: no provider', () => {
    assert.deepEqual(resolveLlmOptions({}, {}), { ok: true, options: undefined });
  });

  test("assay's flags", () => {
    const result = resolveLlmOptions(
      { llmUrl: 'http://localhost:8000/v1/', llmKey: 'k', llmModel: 'qwen', llmConcurrency: '4', timeoutMs: 5000 },
      {},
    );
    assert.ok(result.ok && result.options);
    assert.equal(result.options.api, 'openai');
    assert.equal(result.options.url, 'http://localhost:8000/v1');
    assert.equal(result.options.key, 'k');
    assert.equal(result.options.model, 'qwen');
    assert.equal(result.options.concurrency, 4);
    assert.equal(result.options.timeoutMs, 5000);
    assert.equal(result.options.cache, undefined);
  });

  test("the original's --openai-endpoint is a host: /v1 is added; --openai-apikey is the key", () => {
    const result = resolveLlmOptions({ openaiEndpoint: 'https://example.openai.azure.com', openaiApikey: 'sk-1' });
    assert.ok(result.ok && result.options);
    assert.equal(result.options.url, 'https://example.openai.azure.com/v1');
    assert.equal(result.options.key, 'sk-1');
  });

  test("the original's --ollama-endpoint selects Ollama's native API", () => {
    const result = resolveLlmOptions({ ollamaEndpoint: 'http://gpu-box:11434' });
    assert.ok(result.ok && result.options);
    assert.equal(result.options.api, 'ollama');
    assert.equal(result.options.url, 'http://gpu-box:11434');
  });

  test('model calls obey --timeout, or --llm-timeout (ms), or the original --ollama-timeout (s)', () => {
    const timeout = (flags: Parameters<typeof resolveLlmOptions>[0]) => {
      const result = resolveLlmOptions({ llmKey: 'k', ...flags });
      return result.ok ? result.options?.timeoutMs : result.error;
    };
    assert.equal(timeout({}), 60_000);
    assert.equal(timeout({ timeoutMs: 30_000 }), 30_000);
    assert.equal(timeout({ timeoutMs: 30_000, llmTimeout: '120000' }), 120_000);
    assert.equal(timeout({ ollamaTimeout: '300' }), 300_000);
    assert.equal(
      timeout({ llmTimeout: '1', ollamaTimeout: '1' }),
      '--llm-timeout and --ollama-timeout both give the time limit: give one',
    );
  });

  test('OPENAI_API_KEY alone means OpenAI; OPENAI_BASE_URL is read too', () => {
    const result = resolveLlmOptions({}, { OPENAI_API_KEY: 'sk-env' });
    assert.ok(result.ok && result.options);
    assert.equal(result.options.url, 'https://api.openai.com/v1');
    assert.equal(result.options.key, 'sk-env');
    const based = resolveLlmOptions({}, { OPENAI_BASE_URL: 'http://127.0.0.1:1234/v1' });
    assert.ok(based.ok && based.options);
    assert.equal(based.options.url, 'http://127.0.0.1:1234/v1');
  });

  test('--llm-api ollama without a URL uses the local Ollama', () => {
    const result = resolveLlmOptions({ llmApi: 'ollama', llmModel: 'llama3.2' });
    assert.ok(result.ok && result.options);
    assert.equal(result.options.url, 'http://localhost:11434');
  });

  test('a cache alone configures the provider: CI replays without a URL or a key', () => {
    const result = resolveLlmOptions({ llmCache: 'llm-cache', llmCacheMode: 'read' }, {});
    assert.ok(result.ok && result.options);
    assert.equal(result.options.api, 'openai');
    assert.equal(result.options.key, undefined);
    assert.deepEqual(result.options.cache, { dir: 'llm-cache', mode: 'read' });
  });

  test('cache: readwrite by default, a mode needs a directory', () => {
    const result = resolveLlmOptions({ llmKey: 'k', llmCache: 'llm-cache' });
    assert.ok(result.ok && result.options);
    assert.deepEqual(result.options.cache, { dir: 'llm-cache', mode: 'readwrite' });
    assert.deepEqual(resolveLlmOptions({ llmKey: 'k', llmCacheMode: 'read' }), {
      ok: false,
      error: '--llm-cache-mode needs --llm-cache <dir>',
    });
  });

  for (const [flags, error] of [
    [{ llmUrl: 'http://a/v1', openaiEndpoint: 'http://b' }, '--llm-url and --openai-endpoint both name'],
    [{ llmKey: 'a', openaiApikey: 'b' }, '--llm-key and --openai-apikey both give the key'],
    [{ llmUrl: 'localhost:8080' }, '--llm-url must be an http:// or https:// URL'],
    [{ llmUrl: 'not a url' }, '--llm-url is not a URL'],
    [{ llmUrl: 'http://user:pw@host/v1' }, 'must not carry credentials'],
    [{ llmApi: 'anthropic' }, '--llm-api must be openai or ollama'],
    [{ llmApi: 'openai', ollamaEndpoint: 'http://h' }, "--ollama-endpoint speaks Ollama's native API"],
    [{ llmKey: 'k', llmConcurrency: '0' }, '--llm-concurrency must be a whole number from 1 to 64'],
    [{ llmKey: 'k', llmMaxBody: '12k' }, '--llm-max-body must be a whole number'],
    [{ llmKey: 'k', llmCache: 'd', llmCacheMode: 'replay' }, '--llm-cache-mode must be read, write or readwrite'],
  ] as const) {
    test(`refused: ${error}`, () => {
      const result = resolveLlmOptions(flags, {});
      assert.equal(result.ok, false);
      assert.ok(!result.ok && result.error.includes(error), !result.ok ? result.error : '');
    });
  }
});

describe('LLM endpoints', () => {
  const chat = { model: 'm', system: 's', user: 'u' };
  test('a base URL, or the full endpoint pasted as is', () => {
    assert.equal(wireRequest('openai', 'http://h/v1', undefined, chat).url, 'http://h/v1/chat/completions');
    assert.equal(
      wireRequest('openai', 'http://h/v1/chat/completions', undefined, chat).url,
      'http://h/v1/chat/completions',
    );
    assert.equal(wireRequest('ollama', 'http://h:11434', undefined, chat).url, 'http://h:11434/api/chat');
    assert.equal(wireRequest('ollama', 'http://h:11434/api', undefined, chat).url, 'http://h:11434/api/chat');
    assert.equal(wireRequest('ollama', 'http://h:11434/api/chat', undefined, chat).url, 'http://h:11434/api/chat');
  });

  test('the key: a bearer token, and api-key for Azure OpenAI; no key, no header', () => {
    assert.equal(wireRequest('openai', 'http://h/v1', undefined, chat).headers.authorization, undefined);
    const azure = wireRequest('openai', 'https://res.openai.azure.com/openai/v1', 'k', chat).headers;
    assert.equal(azure.authorization, 'Bearer k');
    assert.equal(azure['api-key'], 'k');
    assert.equal(wireRequest('openai', 'https://api.openai.com/v1', 'k', chat).headers['api-key'], undefined);
  });
});

describe('LLM check arguments', () => {
  test('prompt splits at the first colon, as the original', () => {
    assert.deepEqual(parsePromptArgument('gpt-4o-mini: The response is a list of comments.'), {
      model: 'gpt-4o-mini',
      condition: 'The response is a list of comments.',
    });
    assert.deepEqual(parsePromptArgument('gpt-4o:the body has key: value'), {
      model: 'gpt-4o',
      condition: 'the body has key: value',
    });
  });

  test('an Ollama tag stays in the model; an empty model means the default', () => {
    assert.deepEqual(parsePromptArgument('gemma:2b: it is JSON'), { model: 'gemma:2b', condition: 'it is JSON' });
    assert.deepEqual(parsePromptArgument(': it is JSON'), { condition: 'it is JSON' });
  });

  test('prompt without a model or a condition is refused', () => {
    for (const bad of ['The body is a list', 'gpt-4o:', 'the body says: hello']) {
      const parsed = parsePromptArgument(bad);
      assert.ok('error' in parsed, bad);
      assert.match(parsed.error, /expected '<model>: <condition>'/);
    }
  });

  test('sentiment', () => {
    assert.equal(parseSentiment(' Positive '), 'positive');
    assert.deepEqual(parseSentiment('happy'), {
      error: "sentiment: expected positive, negative or neutral, got 'happy'",
    });
  });

  test('text tokens: model names with dots, dashes and tags; N optional and bounded', () => {
    assert.deepEqual(parseModelTextToken(' gpt-4o.text(50) '), { model: 'gpt-4o', words: 50 });
    assert.deepEqual(parseModelTextToken('gpt-4-turbo.text()'), { model: 'gpt-4-turbo' });
    assert.deepEqual(parseModelTextToken('gpt-3.5-turbo.text( 20 )'), { model: 'gpt-3.5-turbo', words: 20 });
    assert.deepEqual(parseModelTextToken('gemma:2b.text(10)'), { model: 'gemma:2b', words: 10 });
    assert.equal(parseModelTextToken('func.guid()'), undefined);
    assert.equal(parseModelTextToken('vars.text'), undefined);
    assert.ok('error' in (parseModelTextToken('gpt-4o.text(0)') ?? {}));
    assert.ok('error' in (parseModelTextToken('gpt-4o.text(5000)') ?? {}));
  });
});

describe('LLM answers', () => {
  test('a verdict is one JSON object with a boolean pass and a reason', () => {
    assert.deepEqual(readVerdict('{"pass": true, "reason": "It lists 3 comments."}'), {
      pass: true,
      reason: 'It lists 3 comments.',
    });
    assert.deepEqual(readVerdict('```json\n{"pass": false, "reason": "empty"}\n```'), { pass: false, reason: 'empty' });
  });

  test('anything else has no verdict (never a pass by default)', () => {
    for (const answer of [
      'True',
      '{"reason": "looks fine"}',
      '{"pass": "true", "reason": "x"}',
      '{"pass": true}',
      '{"pass": true, "reason": "x"} and more',
      '[{"pass": true, "reason": "x"}]',
      '',
    ]) {
      assert.ok('unreadable' in readVerdict(answer), answer);
    }
  });

  test('sentiment answers', () => {
    assert.deepEqual(readSentiment('{"sentiment":"Negative","reason":"angry"}'), {
      sentiment: 'negative',
      reason: 'angry',
    });
    assert.ok('unreadable' in readSentiment('{"sentiment":"mixed","reason":"both"}'));
  });

  test('the judged body is cut and the cut is said', () => {
    assert.equal(cutBody('abc', 3), 'abc');
    assert.equal(
      cutBody('abcdef', 3),
      'abc\n[the body is cut here: these are the first 3 of its 6 characters; judge only what is shown]',
    );
  });

  test('Retry-After: milliseconds (OpenAI), seconds, or an HTTP date', () => {
    const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });
    assert.equal(readRetryAfter(headers({ 'retry-after-ms': '250', 'retry-after': '1' })), 250);
    assert.equal(readRetryAfter(headers({ 'retry-after': '2' })), 2000);
    assert.equal(
      readRetryAfter(
        headers({ 'retry-after': 'Mon, 23 Nov 2026 10:00:05 GMT' }),
        Date.parse('Mon, 23 Nov 2026 10:00:00 GMT'),
      ),
      5000,
    );
    assert.equal(readRetryAfter(headers({})), undefined);
    assert.equal(readRetryAfter(headers({ 'retry-after': 'soon' })), undefined);
  });
});

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import {
  createLlmProbe,
  ModelTexts,
  type LlmOptions,
  type LlmProbe,
  type LlmProbeEnvironment,
} from '../../src/engine/probes/llm/index.ts';
import { startFakeLlm, type FakeLlm, type FakeReply } from '../helpers/fake-llm-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const cleanups: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const KEY = 'sk-test-0123456789abcdef';
const SECRET = 'tok_live_s3cr3t';
const verdict = (pass: boolean, reason: string) => ({ answer: JSON.stringify({ pass, reason }) });
const comments = { status: 200, body: '[{"id":1,"body":"Nice post"},{"id":2,"body":"Thanks"}]' };

async function fake(
  script: FakeReply[] | ((call: never) => FakeReply),
  key: string | undefined = KEY,
): Promise<FakeLlm> {
  const llm = await startFakeLlm({ ...(key === undefined ? {} : { key }), script: script as FakeReply[] });
  cleanups.push(() => llm.close());
  return llm;
}

function probe(
  llm: { baseUrl: string } | string,
  options: Partial<LlmOptions> = {},
  environment: Partial<LlmProbeEnvironment> = {},
): LlmProbe {
  const created = createLlmProbe(
    {
      api: 'openai',
      url: typeof llm === 'string' ? llm : llm.baseUrl,
      key: KEY,
      timeoutMs: 10_000,
      concurrency: 2,
      retries: 2,
      retryBaseMs: 10,
      maxRetryWaitMs: 5_000,
      maxBodyChars: 8_000,
      defaultTextWords: 50,
      ...options,
    },
    { redact: (text) => text.split(SECRET).join('***'), ...environment },
  );
  cleanups.push(() => created.close());
  return created;
}

describe('LLM probe: prompt verdicts (OpenAI-compatible)', () => {
  test('a pass: the reason is the actual value; the request is deterministic and asks for the verdict schema', async () => {
    const llm = await fake([verdict(true, 'The body is an array of two comment objects.')]);
    const check = await probe(llm).prompt('gpt-4o-mini: The response is a list of comments.', comments);
    assert.deepEqual(check, {
      outcome: 'pass',
      model: 'gpt-4o-mini',
      expected: 'The response is a list of comments.',
      actual: 'The body is an array of two comment objects.',
      message: 'prompt (gpt-4o-mini): holds: The body is an array of two comment objects.',
    });
    assert.equal(llm.calls.length, 1);
    const [call] = llm.calls;
    assert.equal(call.path, '/v1/chat/completions');
    assert.equal(call.headers.authorization, `Bearer ${KEY}`);
    assert.equal(call.body.model, 'gpt-4o-mini');
    assert.equal(call.body.temperature, 0);
    assert.equal(call.body.seed, 0);
    const format = call.body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { required: string[] } };
    };
    assert.equal(format.type, 'json_schema');
    assert.equal(format.json_schema.strict, true);
    assert.deepEqual(format.json_schema.schema.required, ['pass', 'reason']);
    const user = (call.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    assert.match(user, /^Condition: The response is a list of comments\.\n/);
    assert.ok(user.includes(comments.body));
    assert.ok(user.includes('HTTP status: 200'));
  });

  test('a fail carries the reason', async () => {
    const llm = await fake([verdict(false, 'The body is an object, not a list.')]);
    const check = await probe(llm).prompt('gpt-4o-mini: The response is a list of comments.', { body: '{}' });
    assert.equal(check.outcome, 'fail');
    assert.ok(check.outcome === 'fail' && check.actual === 'The body is an object, not a list.');
  });

  test('an unparsable or incomplete verdict fails with the raw answer shown', async () => {
    const llm = await fake([{ answer: 'True' }, { answer: '{"reason":"looks right"}' }]);
    const p = probe(llm);
    const first = await p.prompt('m: it is JSON', { body: '{}' });
    assert.equal(first.outcome, 'fail');
    assert.ok(first.outcome === 'fail');
    assert.equal(first.actual, 'no verdict: True');
    assert.equal(first.message, 'prompt (m): no verdict, the answer is not one JSON object: True');
    const second = await p.prompt('m: it is an object', { body: '{}' });
    assert.equal(second.outcome, 'fail');
    assert.ok(second.outcome === 'fail' && second.actual === 'no verdict: {"reason":"looks right"}');
  });

  test('the model defaults to --llm-model; without one the check errors before anything is sent', async () => {
    const llm = await fake([verdict(true, 'yes')]);
    const withDefault = await probe(llm, { model: 'local-qwen' }).prompt(': it is JSON', { body: '{}' });
    assert.equal(withDefault.outcome, 'pass');
    assert.equal(llm.calls[0].body.model, 'local-qwen');
    const without = await probe(llm).prompt(': it is JSON', { body: '{}' });
    assert.deepEqual(without, {
      outcome: 'error',
      message: "prompt: no model named: write '<model>: it is JSON' or give --llm-model",
    });
    assert.equal(llm.calls.length, 1);
  });

  test('the judged body is cut, and the prompt says so', async () => {
    const llm = await fake([verdict(true, 'ok')]);
    await probe(llm, { maxBodyChars: 10 }).prompt('m: fine', { body: 'abcdefghijKLMNOP' });
    const user = (llm.calls[0].body.messages as { content: string }[])[1].content;
    assert.ok(user.includes('abcdefghij\n[the body is cut here: these are the first 10 of its 16 characters'));
    assert.ok(!user.includes('KLMNOP'));
  });
});

describe('LLM probe: answer format fallback', () => {
  test('a model refusing json_schema is asked in JSON mode, from then on; the cache stores what was sent', async () => {
    const dir = tempDir('assay-llm-cache-');
    const llm = await startFakeLlm({ key: KEY, olderModels: ['gpt-3.5-turbo-0125'], script: [verdict(true, 'JSON.')] });
    cleanups.push(() => llm.close());
    const p = probe(llm, { cache: { dir, mode: 'readwrite' } });
    assert.equal((await p.prompt('gpt-3.5-turbo-0125: The response is in JSON format.', comments)).outcome, 'pass');
    assert.equal((await p.prompt('gpt-3.5-turbo-0125: It is a list.', comments)).outcome, 'pass');
    const formats = llm.calls.map((c) => (c.body.response_format as { type: string }).type);
    assert.deepEqual(formats, ['json_schema', 'json_object', 'json_object']);
    assert.deepEqual(p.usage().calls, 2);
    const entries = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
    assert.ok(entries.every((e) => e.request.response_format.type === 'json_object'));
    await llm.close();
    const replayed = await probe(llm, { cache: { dir, mode: 'read' } }).prompt(
      'gpt-3.5-turbo-0125: The response is in JSON format.',
      comments,
    );
    assert.equal(replayed.outcome, 'pass');
  });

  test('a server refusing JSON mode too is asked with the prompt alone', async () => {
    const llm = await fake((call: { body: Record<string, unknown> }) =>
      call.body.response_format === undefined
        ? verdict(false, 'No.')
        : { status: 400, message: "'response_format' is not supported by this server" },
    );
    const check = await probe(llm).prompt('m: fine', { body: '{}' });
    assert.equal(check.outcome, 'fail');
    assert.equal(llm.calls.length, 3);
  });
});

describe('LLM probe: sentiment', () => {
  test('pass and fail against the expected sentiment; the default model is the original one', async () => {
    const llm = await fake([
      { answer: '{"sentiment":"positive","reason":"Praise for the post."}' },
      { answer: '{"sentiment":"neutral","reason":"Plain facts."}' },
    ]);
    const p = probe(llm);
    const pass = await p.sentiment('positive', { body: 'I love this post!' });
    assert.deepEqual(pass, {
      outcome: 'pass',
      model: 'gpt-4o',
      expected: 'positive',
      actual: 'positive: Praise for the post.',
      message: 'sentiment (gpt-4o): positive: Praise for the post.',
    });
    const fail = await p.sentiment('Negative', { body: 'The post has 3 lines.' });
    assert.equal(fail.outcome, 'fail');
    assert.equal(fail.message, 'sentiment (gpt-4o): expected negative, got neutral: Plain facts.');
    const schema = llm.calls[0].body.response_format as {
      json_schema: { schema: { properties: { sentiment: { enum: string[] } } } };
    };
    assert.deepEqual(schema.json_schema.schema.properties.sentiment.enum, ['positive', 'negative', 'neutral']);
  });

  test('a bad argument errors without a call', async () => {
    const llm = await fake([verdict(true, 'x')]);
    const check = await probe(llm, { model: 'm' }).sentiment('happy', { body: 'x' });
    assert.equal(check.outcome, 'error');
    assert.equal(llm.calls.length, 0);
  });
});

describe('LLM probe: failures are errored checks, never throws', () => {
  test('429 with Retry-After, then success', async () => {
    const llm = await fake([{ rateLimited: 1 }, verdict(true, 'fine')]);
    const started = Date.now();
    const check = await probe(llm).prompt('m: fine', { body: '{}' });
    assert.equal(check.outcome, 'pass');
    assert.equal(llm.calls.length, 2);
    // Retry-After: 1 was honoured (the fallback backoff is 10 ms here).
    assert.ok(Date.now() - started >= 950, `retried after ${Date.now() - started} ms`);
  });

  test('a Retry-After beyond the bound is not waited for', async () => {
    const llm = await fake([{ rateLimited: 120 }]);
    const check = await probe(llm).prompt('m: fine', { body: '{}' });
    assert.equal(check.outcome, 'error');
    assert.ok(check.outcome === 'error');
    assert.equal(check.failure?.status, 429);
    assert.match(
      check.message,
      /^prompt \(m\): the model's provider answered 429: Rate limit reached for m .* \(rate_limit_exceeded\) \(the provider asks to wait 120 s\)$/,
    );
    assert.equal(llm.calls.length, 1);
  });

  test('500 on every attempt: the retries are exhausted and the status and message shown', async () => {
    const llm = await fake([{ status: 500 }]);
    const check = await probe(llm).prompt('m: fine', { body: '{}' });
    assert.deepEqual(check.outcome === 'error' && check.failure, {
      code: 'llm-http',
      status: 500,
      message:
        "the model's provider answered 500: The server had an error while processing your request. Sorry about that! (server_error) (after 3 attempts)",
    });
    assert.equal(llm.calls.length, 3);
  });

  test('a 4xx other than 429 is not retried', async () => {
    const llm = await fake([
      { status: 404, message: 'The model `nope` does not exist or you do not have access to it.' },
    ]);
    const check = await probe(llm).prompt('nope: fine', { body: '{}' });
    assert.equal(check.outcome, 'error');
    assert.match(check.message, /answered 404: The model `nope` does not exist/);
    assert.equal(llm.calls.length, 1);
  });

  test('a timeout errors the check and is not retried', async () => {
    const llm = await fake([{ hang: true }]);
    const check = await probe(llm, { timeoutMs: 300 }).prompt('m: fine', { body: '{}' });
    assert.deepEqual(check.outcome === 'error' && check.failure, {
      code: 'llm-timeout',
      message: 'the model did not answer within 300 ms',
    });
    assert.equal(llm.calls.length, 1);
  });

  test("the run's AbortSignal stops a call in flight", async () => {
    const llm = await fake([{ hang: true }]);
    const controller = new AbortController();
    const pending = probe(llm, {}, { signal: controller.signal }).prompt('m: fine', { body: '{}' });
    while (llm.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const check = await pending;
    assert.equal(check.outcome === 'error' && check.failure?.code, 'aborted');
  });

  test('an unreachable provider errors the check after the retries', async () => {
    const llm = await fake([verdict(true, 'x')]);
    const url = llm.baseUrl;
    await llm.close();
    const check = await probe(url).prompt('m: fine', { body: '{}' });
    assert.equal(check.outcome, 'error');
    assert.match(
      check.message,
      /^prompt \(m\): could not reach http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: ECONNREFUSED \(after 3 attempts\)$/,
    );
  });

  test('an answer too large to be a chat answer is refused', async () => {
    const llm = await fake([{ answer: 'x'.repeat(5 * 1024 * 1024) }]);
    const check = await probe(llm).prompt('m: fine', { body: '{}' });
    assert.equal(check.message, "prompt (m): the provider's answer is larger than 4 MB");
  });

  test('the key is masked in an error message that quotes it', async () => {
    const llm = await fake([verdict(true, 'x')], 'sk-the-right-one');
    const check = await probe(llm).prompt('m: fine', { body: '{}' });
    assert.equal(check.outcome, 'error');
    assert.equal(
      check.message,
      "prompt (m): the model's provider answered 401: Incorrect API key provided: ***. (invalid_api_key)",
    );
    assert.ok(!JSON.stringify(check).includes(KEY));
  });
});

describe('LLM probe: secrets', () => {
  test('known secret values and the key never reach the model; debug lines are masked too', async () => {
    const llm = await fake([verdict(false, `It leaks ${SECRET}.`)]);
    const lines: string[] = [];
    const check = await probe(llm, {}, { debug: (line) => lines.push(line) }).prompt(
      `m: the token ${SECRET} is not in the body`,
      { body: `{"token":"${SECRET}","key":"${KEY}"}` },
    );
    const received = llm.server.requests[0].body;
    assert.ok(!received.includes(SECRET));
    assert.ok(!received.includes(KEY));
    assert.ok(received.includes('the token *** is not in the body'));
    assert.ok(received.includes('{\\"token\\":\\"***\\",\\"key\\":\\"***\\"}'));
    assert.ok(!JSON.stringify(check).includes(SECRET));
    assert.ok(check.outcome === 'fail' && check.actual === 'It leaks ***.');
    assert.ok(lines.length >= 2);
    assert.ok(lines.every((line) => !line.includes(SECRET) && !line.includes(KEY)));
  });

  test('a secret cut at the body limit is masked before the cut', async () => {
    const llm = await fake([verdict(true, 'ok')]);
    await probe(llm, { maxBodyChars: 12 }).prompt('m: fine', { body: `0123456789${SECRET}` });
    const user = (llm.calls[0].body.messages as { content: string }[])[1].content;
    assert.ok(user.includes('<response>\n0123456789**\n[the body is cut here'), user);
    assert.ok(!llm.server.requests[0].body.includes(SECRET.slice(0, 6)));
  });
});

describe('LLM probe: cache', () => {
  test('record, then replay with the server stopped; files are plain, deterministic JSON', async () => {
    const dir = join(tempDir('assay-llm-cache-'), 'llm-cache');
    const llm = await fake([
      { answer: '{"pass":true,"reason":"A list of comments."}', usage: { prompt: 120, completion: 9 } },
      { answer: '{"sentiment":"positive","reason":"Praise."}', usage: { prompt: 80, completion: 7 } },
      { answer: 'Lorem text of the model.', usage: { prompt: 30, completion: 5 } },
    ]);
    const recorder = probe(llm, { cache: { dir, mode: 'readwrite' } });
    assert.equal((await recorder.prompt('gpt-4o-mini: a list of comments', comments)).outcome, 'pass');
    assert.equal((await recorder.sentiment('positive', comments)).outcome, 'pass');
    assert.deepEqual(await recorder.text('gpt-4o', 20), { ok: true, text: 'Lorem text of the model.' });
    assert.deepEqual(recorder.usage(), { prompt: 230, completion: 21, total: 251, calls: 3, cacheHits: 0 });
    const files = readdirSync(dir).sort();
    assert.equal(files.length, 3);
    assert.ok(files.some((f) => /^gpt-4o-mini-[0-9a-f]{20}\.json$/.test(f)));
    const entry = JSON.parse(
      readFileSync(
        join(
          dir,
          files.find((f) => f.startsWith('gpt-4o-mini'))!,
        ),
        'utf8',
      ),
    );
    assert.deepEqual(Object.keys(entry), ['answer', 'api', 'format', 'key', 'request', 'usage']);
    assert.equal(entry.answer, '{"pass":true,"reason":"A list of comments."}');
    assert.equal(entry.request.model, 'gpt-4o-mini');
    assert.deepEqual(entry.usage, { completion: 9, prompt: 120, total: 129 });
    const recorded = files.map((f) => readFileSync(join(dir, f), 'utf8'));

    await llm.close();
    const replayer = probe(llm, { cache: { dir, mode: 'read' } });
    const replayed = await replayer.prompt('gpt-4o-mini: a list of comments', comments);
    assert.deepEqual(replayed, {
      outcome: 'pass',
      model: 'gpt-4o-mini',
      expected: 'a list of comments',
      actual: 'A list of comments.',
      message: 'prompt (gpt-4o-mini): holds: A list of comments.',
    });
    assert.equal((await replayer.sentiment('positive', comments)).outcome, 'pass');
    assert.deepEqual(await replayer.text('gpt-4o', 20), { ok: true, text: 'Lorem text of the model.' });
    assert.deepEqual(replayer.usage(), { prompt: 0, completion: 0, total: 0, calls: 0, cacheHits: 3 });

    // A question not in the cache is an error in read mode, and nothing is sent.
    const miss = await replayer.prompt('gpt-4o-mini: something else', comments);
    assert.equal(miss.outcome, 'error');
    assert.match(
      miss.message,
      /no answer in the LLM cache for this question \(.*gpt-4o-mini-[0-9a-f]{20}\.json\) and --llm-cache-mode is read/,
    );

    // Recording the same questions again writes the same bytes.
    const again = await fake([
      { answer: '{"pass":true,"reason":"A list of comments."}', usage: { prompt: 120, completion: 9 } },
      { answer: '{"sentiment":"positive","reason":"Praise."}', usage: { prompt: 80, completion: 7 } },
      { answer: 'Lorem text of the model.', usage: { prompt: 30, completion: 5 } },
    ]);
    const rewriter = probe(again, { cache: { dir, mode: 'write' } });
    await rewriter.prompt('gpt-4o-mini: a list of comments', comments);
    await rewriter.sentiment('positive', comments);
    await rewriter.text('gpt-4o', 20);
    assert.equal(again.calls.length, 3);
    assert.deepEqual(
      readdirSync(dir)
        .sort()
        .map((f) => readFileSync(join(dir, f), 'utf8')),
      recorded,
    );
  });

  test('secret values do not change the cache key: a CI run with other secrets replays', async () => {
    const dir = tempDir('assay-llm-cache-');
    const llm = await fake([verdict(true, 'ok')]);
    await probe(llm, { cache: { dir, mode: 'readwrite' } }).prompt('m: fine', { body: `{"t":"${SECRET}"}` });
    await llm.close();
    const other = probe(llm, { cache: { dir, mode: 'read' } }, { redact: (t) => t.split('other-secret').join('***') });
    assert.equal((await other.prompt('m: fine', { body: '{"t":"other-secret"}' })).outcome, 'pass');
  });

  test('errors are not cached; a damaged entry is an error naming its file', async () => {
    const dir = tempDir('assay-llm-cache-');
    const llm = await fake([{ status: 503 }, { status: 503 }, { status: 503 }, verdict(true, 'ok')]);
    const p = probe(llm, { cache: { dir, mode: 'readwrite' }, retries: 2 });
    assert.equal((await p.prompt('m: fine', { body: '{}' })).outcome, 'error');
    assert.equal(readdirSync(dir).length, 0);
    assert.equal((await p.prompt('m: fine', { body: '{}' })).outcome, 'pass');
    const [file] = readdirSync(dir);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, file), '{"answer": 1}');
    const damaged = await probe(llm, { cache: { dir, mode: 'read' } }).prompt('m: fine', { body: '{}' });
    assert.equal(damaged.outcome, 'error');
    assert.match(damaged.message, /is not a valid entry .*: delete it to ask again/);
  });
});

describe('LLM probe: calls', () => {
  test('calls are bounded by the concurrency; identical questions share one call', async () => {
    const llm = await fake(() => ({ ...verdict(true, 'ok'), delayMs: 100 }));
    const p = probe(llm, { concurrency: 2 });
    const checks = await Promise.all([1, 2, 3, 4, 5, 5, 5].map((n) => p.prompt(`m: condition ${n}`, { body: '{}' })));
    assert.ok(checks.every((c) => c.outcome === 'pass'));
    assert.equal(llm.calls.length, 5);
    assert.ok(llm.server.maxInFlight <= 2, `max in flight ${llm.server.maxInFlight}`);
  });

  test("Ollama's native API: /api/chat, format schema, options, token counts, its error body", async () => {
    const llm = await fake(
      [
        { answer: '{"pass":true,"reason":"It is JSON."}', usage: { prompt: 26, completion: 12 } },
        { status: 404, message: 'model "nope" not found, try pulling it first' },
      ],
      undefined,
    );
    const p = probe(llm.origin, { api: 'ollama', model: 'llama3.2' });
    const check = await p.prompt('gemma:2b: it is JSON', { body: '{}' });
    assert.equal(check.outcome, 'pass');
    const [call] = llm.calls;
    assert.equal(call.path, '/api/chat');
    assert.equal(call.body.model, 'gemma:2b');
    assert.equal(call.body.stream, false);
    assert.deepEqual(call.body.options, { temperature: 0, seed: 0 });
    assert.deepEqual((call.body.format as { required: string[] }).required, ['pass', 'reason']);
    assert.deepEqual(p.usage(), { prompt: 26, completion: 12, total: 38, calls: 1, cacheHits: 0 });
    const missing = await p.prompt('nope: it is JSON', { body: '{}' });
    assert.equal(
      missing.message,
      `prompt (nope): the model's provider answered 404: model "nope" not found, try pulling it first`,
    );
  });
});

describe('LLM probe: generated text', () => {
  test('about N words (50 by default), once per distinct token of a test execution', async () => {
    const llm = await fake([{ answer: '  Fifty words of prose.\n' }, { answer: 'Twenty words.' }]);
    const p = probe(llm);
    const texts = new ModelTexts((model, words) => p.text(model, words));
    const resolved = await texts.resolve([{ model: 'gpt-4o' }, { model: 'gpt-4o', words: 20 }, { model: 'gpt-4o' }]);
    assert.deepEqual(resolved, { ok: true });
    assert.equal(texts.get({ model: 'gpt-4o' }), 'Fifty words of prose.');
    assert.equal(texts.get({ model: 'gpt-4o', words: 20 }), 'Twenty words.');
    assert.equal(llm.calls.length, 2);
    const prompts = llm.calls.map((c) => (c.body.messages as { content: string }[])[1].content).sort();
    assert.deepEqual(prompts, [
      'Write meaningful, human-readable English text of about 20 words.',
      'Write meaningful, human-readable English text of about 50 words.',
    ]);
    assert.equal(llm.calls[0].body.response_format, undefined);
    assert.equal(llm.calls[0].body.temperature, 0);
  });

  test('a failure is a message for the test, not a throw', async () => {
    const llm = await fake([{ status: 400, message: "Invalid value for 'model'." }]);
    const p = probe(llm);
    const texts = new ModelTexts((model, words) => p.text(model, words));
    assert.deepEqual(await texts.resolve([{ model: 'bad', words: 5 }]), {
      ok: false,
      message: "bad.text(): the model's provider answered 400: Invalid value for 'model'. (invalid_request_error)",
    });
  });
});

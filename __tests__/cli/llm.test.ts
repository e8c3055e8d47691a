// `prompt`, `sentiment` and `${{ model.text(N) }}` through the real command line, against a loopback API
// and a loopback server speaking OpenAI's chat completions (docs/llm.md): verdicts, failures, retries,
// masking of the key and of secrets, the provider required before anything is sent, the cache replayed offline.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startFakeLlm, type FakeLlm, type FakeReply } from '../helpers/fake-llm-server.ts';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';

const KEY = 'sk-test-0123456789abcdef';
const SECRET = 'tok_live_s3cr3t_value';
const COMMENTS = '[{"id":1,"body":"This is some awesome thinking!"},{"id":2,"body":"What terrific math skills!"}]';

let api: TargetServer;
const servers: { close(): Promise<unknown> }[] = [];

before(async () => {
  api = await startTargetServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    // /echo answers with the request body, so a generated text or a secret comes back to be judged.
    response.end(request.url === '/echo' ? request.body : COMMENTS);
  });
});
after(async () => {
  await Promise.all([api.close(), ...servers.map((s) => s.close())]);
});

async function fakeLlm(script: FakeReply[] | ((call: never) => FakeReply)): Promise<FakeLlm> {
  const llm = await startFakeLlm({ key: KEY, script: script as FakeReply[] });
  servers.push(llm);
  return llm;
}

const verdict = (pass: boolean, reason: string): FakeReply => ({ answer: JSON.stringify({ pass, reason }) });

function collection(tests: string): string {
  return `baseUrl: ${api.origin}\ntests:\n${tests}`;
}

const PROMPT_TEST = `  - name: comments
    url: /comments
    validators:
      - prompt: "gpt-4o-mini: The response is a list of comments."
`;

interface ResultsTest {
  outcome: string;
  error?: string;
  errorCode?: string;
  request?: { body?: string };
  validators: { name: string; pass: boolean; expected: string; actual: string; message: string; errorCode?: string }[];
}

function results(dir: string): { run: { llm?: unknown }; tests: ResultsTest[] } {
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  return { run: doc.run, tests: doc.collections.flatMap((c: { tests: ResultsTest[] }) => c.tests) };
}

function llmArgs(llm: FakeLlm): string[] {
  return ['--llm-url', llm.baseUrl, '--llm-key', KEY];
}

describe('prompt and sentiment through the CLI', () => {
  test('a verdict that holds passes and one that does not fails; the reason is the actual value; usage is reported', async () => {
    const llm = await fakeLlm([
      verdict(true, 'The body is a JSON array of two comments.'),
      verdict(false, 'There are 2 comments, not 31.'),
    ]);
    const dir = workspace({
      'c.yaml': collection(
        PROMPT_TEST +
          `  - name: thirty-one
    url: /comments
    validators:
      - prompt: "gpt-4o: The response contains 31 comments."
`,
      ),
    });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm)], { cwd: dir });
    assert.equal(result.code, 1, result.stderr);
    const { run, tests } = results(dir);
    assert.deepEqual(
      tests.map((t) => [t.outcome, t.validators[0].pass, t.validators[0].expected, t.validators[0].actual]),
      [
        ['passed', true, 'The response is a list of comments.', 'The body is a JSON array of two comments.'],
        ['failed', false, 'The response contains 31 comments.', 'There are 2 comments, not 31.'],
      ],
    );
    assert.match(result.stdout, /prompt \(gpt-4o\): does not hold: There are 2 comments, not 31\./);
    // The fake counts words as tokens; what matters is that the sums are the provider's `usage`.
    assert.deepEqual(Object.keys(run.llm as object), ['calls', 'cacheHits', 'tokens']);
    const usage = run.llm as {
      calls: number;
      cacheHits: number;
      tokens: { prompt: number; completion: number; total: number };
    };
    assert.equal(usage.calls, 2);
    assert.equal(usage.cacheHits, 0);
    assert.equal(usage.tokens.total, usage.tokens.prompt + usage.tokens.completion);
    assert.ok(usage.tokens.prompt > 0 && usage.tokens.completion > 0);
    assert.match(
      result.stdout,
      new RegExp(`Language model: 2 calls, 0 answers from the cache, ${usage.tokens.total} tokens \\(`),
    );
    // The model was asked deterministically, with the response's body to judge.
    assert.equal(llm.calls.length, 2);
    assert.equal(llm.calls[0].body.temperature, 0);
    assert.equal(llm.calls[0].body.model, 'gpt-4o-mini');
    assert.ok(JSON.stringify(llm.calls[0].body.messages).includes('This is some awesome thinking!'));
  });

  test('sentiment: the model named by --llm-model classifies; a different sentiment fails', async () => {
    const llm = await fakeLlm([{ answer: '{"sentiment":"neutral","reason":"Plain facts about comments."}' }]);
    const dir = workspace({
      'c.yaml': collection(`  - url: /comments
    validators:
      - sentiment: Neutral
  - url: /comments
    validators:
      - sentiment: positive
`),
    });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm), '--llm-model', 'gpt-4o-mini'], {
      cwd: dir,
    });
    assert.equal(result.code, 1, result.stderr);
    const { tests } = results(dir);
    assert.deepEqual(
      tests.map((t) => [t.outcome, t.validators[0].actual]),
      [
        ['passed', 'neutral: Plain facts about comments.'],
        ['failed', 'neutral: Plain facts about comments.'],
      ],
    );
    // The same question (same body, same model) is asked once in a run.
    assert.equal(llm.calls.length, 1);
    assert.equal(llm.calls[0].body.model, 'gpt-4o-mini');
  });

  test('an answer without a verdict fails the check and shows what the model said', async () => {
    const llm = await fakeLlm([{ answer: 'True' }]);
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm)], { cwd: dir });
    assert.equal(result.code, 1);
    const [only] = results(dir).tests;
    assert.equal(only.outcome, 'failed');
    assert.equal(only.validators[0].actual, 'no verdict: True');
    assert.match(result.stdout, /no verdict, the answer is not one JSON object: True/);
  });

  test('a 429 is retried after the Retry-After the provider names, then the check is judged', async () => {
    const llm = await fakeLlm([{ rateLimited: 0 }, verdict(true, 'A list of comments.')]);
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm)], { cwd: dir });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.equal(llm.calls.length, 2);
    assert.equal(results(dir).tests[0].validators[0].actual, 'A list of comments.');
    assert.deepEqual((results(dir).run.llm as { calls: number }).calls, 1);
  });

  test('a provider failure errors the test with its status and message, the key masked everywhere', async () => {
    const llm = await fakeLlm([verdict(true, 'unused')]);
    const wrongKey = 'sk-wrong-9876543210fedcba';
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const result = await runCli(
      ['-c', 'c.yaml', '-o', 'out', '-f', 'html,ctrf', '--llm-url', llm.baseUrl, '--llm-key', wrongKey],
      { cwd: dir },
    );
    assert.equal(result.code, 1);
    const [only] = results(dir).tests;
    assert.equal(only.outcome, 'errored');
    assert.equal(only.errorCode, 'llm');
    assert.equal(only.validators[0].errorCode, 'llm');
    // The console points at the check that could not be judged.
    assert.match(result.stdout, /^\s+at c\.yaml:6$/m);
    assert.match(
      only.error!,
      /the model's provider answered 401: Incorrect API key provided: \*\*\*\. \(invalid_api_key\)/,
    );
    // The fake quoted the key in its answer; it is in no output and no report.
    for (const file of readdirSync(join(dir, 'out')))
      assert.ok(!readFileSync(join(dir, 'out', file), 'utf8').includes(wrongKey), file);
    assert.ok(!(result.stdout + result.stderr).includes(wrongKey));
    // The key went only in its header.
    assert.equal(llm.calls[0].headers.authorization, `Bearer ${wrongKey}`);
    assert.ok(!JSON.stringify(llm.calls[0].body).includes(wrongKey));
  });

  test('secrets in the judged body are masked before it is sent to the model', async () => {
    const llm = await fakeLlm([verdict(true, 'It has a token.')]);
    const dir = workspace({
      'c.yaml': collection(`  - url: /echo
    method: POST
    body: '{"token":"\${{ secrets.token }}"}'
    validators:
      - prompt: "gpt-4o-mini: The response holds a token."
`),
    });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm), '-s', `token=${SECRET}`], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.ok(
      api.requests.some((r) => r.body.includes(SECRET)),
      'the API under test got the secret',
    );
    const sent = JSON.stringify(llm.calls[0].body);
    assert.ok(!sent.includes(SECRET), 'the model got the secret');
    const user = (llm.calls[0].body.messages as { content: string }[])[1].content;
    assert.ok(user.includes('{"token":"***"}'), user);
  });

  test('--debug shows the exchange with the model, masked; without it nothing sent or received is printed', async () => {
    // A C1 control (CSI) survives JSON: the debug lines show it escaped, as the console does.
    const llm = await fakeLlm([verdict(true, 'It has a token.\x9b2J')]);
    const dir = workspace({
      'c.yaml': collection(`  - url: /echo
    method: POST
    body: 'token \${{ secrets.token }}'
    validators:
      - prompt: "gpt-4o-mini: The response holds a token."
`),
    });
    const args = ['-c', 'c.yaml', ...llmArgs(llm), '-s', `token=${SECRET}`];
    const quiet = await runCli(args, { cwd: dir });
    assert.equal(quiet.code, 0, quiet.stderr);
    assert.ok(!(quiet.stdout + quiet.stderr).includes('The response holds a token'));
    assert.ok(!(quiet.stdout + quiet.stderr).includes('It has a token'));
    const loud = await runCli([...args, '--debug'], { cwd: dir });
    assert.equal(loud.code, 0, loud.stderr);
    assert.match(loud.stderr, /^debug: llm → POST http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions .*token \*\*\*/m);
    assert.match(loud.stderr, /^debug: llm ← 200 .*It has a token\.\\x9b2J/m);
    assert.ok(!(loud.stdout + loud.stderr).includes(SECRET));
    assert.ok(!(loud.stdout + loud.stderr).includes(KEY));
  });

  test('no provider configured: exit 2 before anything is sent, naming --llm-url', async () => {
    const before = api.requests.length;
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const result = await runCli(['-c', 'c.yaml'], { cwd: dir, env: { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /`prompt` in c\.yaml:6 needs a language model, and none is configured: give --llm-url/);
    assert.equal(api.requests.length, before);
  });

  test('no provider configured: tests left out by --tags need none, and the others run', async () => {
    const before = api.requests.length;
    const dir = workspace({
      'c.yaml': collection(`${PROMPT_TEST}    tags: [llm]
  - name: plain
    url: /comments
    tags: [smoke]
    validators:
      - status-code: 200
`),
    });
    const env = { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' };
    const smoke = await runCli(['-c', 'c.yaml', '-t', 'smoke', '-o', 'out'], { cwd: dir, env });
    assert.equal(smoke.code, 0, smoke.stderr);
    assert.equal(api.requests.length, before + 1);
    assert.deepEqual(
      results(dir).tests.map((t) => t.outcome),
      ['passed'],
    );
    const all = await runCli(['-c', 'c.yaml'], { cwd: dir, env });
    assert.equal(all.code, 2);
    assert.match(all.stderr, /`prompt` in c\.yaml:6 needs a language model/);
  });

  test('OPENAI_API_KEY and OPENAI_BASE_URL configure the provider; the key from the environment is masked too', async () => {
    // A 5xx is retried (at once: the provider says so), and still failing after 4 attempts errors the check.
    const llm = await fakeLlm([{ status: 500, message: `upstream rejected ${KEY}`, headers: { 'retry-after': '0' } }]);
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out'], {
      cwd: dir,
      env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: llm.baseUrl },
    });
    assert.equal(result.code, 1);
    assert.equal(llm.calls[0].headers.authorization, `Bearer ${KEY}`);
    assert.equal(llm.calls.length, 4);
    const [only] = results(dir).tests;
    assert.equal(only.errorCode, 'llm');
    assert.match(only.error!, /answered 500: upstream rejected \*\*\* \(server_error\) \(after 4 attempts\)/);
    assert.ok(!readFileSync(join(dir, 'out/results.json'), 'utf8').includes(KEY));
    assert.ok(!(result.stdout + result.stderr).includes(KEY));
  });
});

describe("the original runner's flags and forms", () => {
  test("--ollama-endpoint speaks Ollama's native /api/chat; --openai-endpoint takes a host without /v1", async () => {
    const llm = await fakeLlm([verdict(true, 'A list of comments.')]);
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST.replace('gpt-4o-mini', 'gemma:2b')) });
    const ollama = await runCli(['-c', 'c.yaml', '-o', 'out', '--ollama-endpoint', llm.origin], { cwd: dir });
    assert.equal(ollama.code, 0, ollama.stdout + ollama.stderr);
    assert.equal(llm.calls[0].api, 'ollama');
    // The original swapped model and prompt on this path; assay sends the model named in the check.
    assert.equal(llm.calls[0].body.model, 'gemma:2b');
    assert.equal(results(dir).tests[0].validators[0].actual, 'A list of comments.');
    const openai = await runCli(
      ['-c', 'c.yaml', '-o', 'out', '--openai-endpoint', llm.origin, '--openai-apikey', KEY, '--llm-cache', 'cache'],
      { cwd: dir },
    );
    assert.equal(openai.code, 0, openai.stdout + openai.stderr);
    assert.equal(llm.calls[1].api, 'openai');
    assert.equal(llm.calls[1].path, '/v1/chat/completions');
  });

  test('wrong flags and arguments are refused before anything is sent (exit 2)', async () => {
    const before = api.requests.length;
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const both = await runCli(['-c', 'c.yaml', '--llm-url', 'http://127.0.0.1:9/v1', '--openai-endpoint', 'http://x'], {
      cwd: dir,
    });
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--llm-url and --openai-endpoint both name the model's endpoint: give one/);
    const mode = await runCli(['-c', 'c.yaml', '--llm-cache', 'cache', '--llm-cache-mode', 'replay'], { cwd: dir });
    assert.equal(mode.code, 2);
    assert.match(mode.stderr, /--llm-cache-mode must be read, write or readwrite, not 'replay'/);
    const bad = workspace({
      'c.yaml': collection(`  - url: /comments
    validators:
      - prompt: "The response is a list of comments."
      - sentiment: happy
`),
    });
    const args = await runCli(['-c', 'c.yaml', '--llm-url', 'http://127.0.0.1:9/v1'], { cwd: bad });
    assert.equal(args.code, 2);
    assert.match(args.stderr, /`prompt` expects '<model>: <condition>'/);
    assert.match(args.stderr, /`sentiment` expects `positive`, `negative` or `neutral`, got `happy`/);
    assert.equal(api.requests.length, before);
  });
});

describe('${{ model.text(N) }} through the CLI', () => {
  test('generated once per test execution, sent, and shown in the report as what was sent', async () => {
    const llm = await fakeLlm([{ answer: '  A short and friendly comment about math.  ' }]);
    const dir = workspace({
      'c.yaml': collection(`  - url: /echo
    method: POST
    body:
      body: \${{ gpt-4o.text(8) }}
      again: \${{ gpt-4o.text(8) }}
`),
    });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm)], { cwd: dir });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.equal(llm.calls.length, 1);
    assert.match(JSON.stringify(llm.calls[0].body.messages), /about 8 words/);
    const sent =
      '{"body":"A short and friendly comment about math.","again":"A short and friendly comment about math."}';
    assert.equal(api.requests.at(-1)!.body, sent);
    assert.equal(results(dir).tests[0].request?.body, sent);
  });

  test('a text that cannot be generated errors its test before the request is sent', async () => {
    const llm = await fakeLlm([{ status: 400, message: 'The model `gpt-5-nope` does not exist.' }]);
    const before = api.requests.length;
    const dir = workspace({
      'c.yaml': collection(`  - url: /echo
    method: POST
    body: 'text: \${{ gpt-5-nope.text() }}'
`),
    });
    const result = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm)], { cwd: dir });
    assert.equal(result.code, 1);
    const [only] = results(dir).tests;
    assert.equal(only.outcome, 'errored');
    assert.equal(only.errorCode, 'llm');
    assert.match(
      only.error!,
      /gpt-5-nope\.text\(\): the model's provider answered 400: The model `gpt-5-nope` does not exist\./,
    );
    assert.equal(api.requests.length, before);
    assert.match(JSON.stringify(llm.calls[0].body.messages), /about 50 words/);
  });
});

describe('the answer cache', () => {
  test('recorded once, then replayed with --llm-cache-mode read and no model server at all', async () => {
    const llm = await fakeLlm([verdict(true, 'The body is a JSON array of two comments.')]);
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const recorded = await runCli(['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm), '--llm-cache', 'cache'], {
      cwd: dir,
    });
    assert.equal(recorded.code, 0, recorded.stdout + recorded.stderr);
    const files = readdirSync(join(dir, 'cache'));
    assert.equal(files.length, 1);
    assert.match(files[0], /^gpt-4o-mini-[0-9a-f]{20}\.json$/);
    assert.ok(!readFileSync(join(dir, 'cache', files[0]), 'utf8').includes(KEY));
    await llm.close();

    const replayed = await runCli(['-c', 'c.yaml', '-o', 'out', '--llm-cache', 'cache', '--llm-cache-mode', 'read'], {
      cwd: dir,
      env: { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
    });
    assert.equal(replayed.code, 0, replayed.stdout + replayed.stderr);
    const { run, tests } = results(dir);
    assert.equal(tests[0].validators[0].actual, 'The body is a JSON array of two comments.');
    assert.deepEqual(run.llm, { calls: 0, cacheHits: 1, tokens: { prompt: 0, completion: 0, total: 0 } });
    assert.match(replayed.stdout, /Language model: 0 calls, 1 answer from the cache, 0 tokens/);
  });

  test('an answer that quotes the key or a secret is cached masked, in every encoding', async () => {
    const quoted = [KEY, SECRET, encodeURIComponent(`${SECRET}/x`), Buffer.from(KEY).toString('base64')];
    const llm = await fakeLlm([verdict(true, `It was called with ${quoted.join(' and ')}.`)]);
    const dir = workspace({ 'c.yaml': collection(PROMPT_TEST) });
    const result = await runCli(
      ['-c', 'c.yaml', '-o', 'out', ...llmArgs(llm), '-s', `token=${SECRET}`, '--llm-cache', 'cache'],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const [file] = readdirSync(join(dir, 'cache'));
    const cached = readFileSync(join(dir, 'cache', file!), 'utf8');
    for (const form of [KEY, SECRET, encodeURIComponent(SECRET), Buffer.from(KEY).toString('base64').slice(0, 20)])
      assert.ok(!cached.includes(form), `${form} is in the cache file:\n${cached}`);
    assert.match(cached, /It was called with \*\*\* and \*\*\*/);
  });
});

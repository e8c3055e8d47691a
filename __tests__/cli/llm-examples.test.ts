// The original runner's three LLM example collections run offline: their model answers were recorded
// once (__tests__/fixtures/llm-cache/record.ts, against the fake LLM server) and are replayed here with
// `--llm-cache-mode read` and no model server at all; only a stand-in for dummyjson.com answers.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { runCli, workspace } from '../helpers/run-cli.ts';
import { copyExamples, EXAMPLE_CACHE, startDummyJson } from '../helpers/testlemon-llm-examples.ts';

test('collection-llm.json, collection-prompt.yaml and collection-sentiment.yaml replay from the committed cache', async () => {
  const api = await startDummyJson();
  try {
    const dir = workspace();
    const files = copyExamples(dir, api.origin);
    const result = await runCli(
      ['-c', ...files, '-o', 'out', '--llm-cache', EXAMPLE_CACHE, '--llm-cache-mode', 'read'],
      {
        cwd: dir,
        env: { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
      },
    );
    assert.equal(result.code, 1, result.stdout + result.stderr);
    const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
    const outcomes = doc.collections.map((c: { file: string; tests: { outcome: string }[] }) => [
      c.file,
      c.tests.map((t) => t.outcome),
    ]);
    assert.deepEqual(outcomes, [
      ['collection-llm.json', ['passed', 'passed', 'passed']],
      ['collection-prompt.yaml', ['failed']],
      ['collection-sentiment.yaml', ['passed']],
    ]);
    // Generated texts were sent in the bodies (three distinct tokens: 50 words, the default 50, 20 words).
    const added = api.requests.filter((r) => r.url === '/comments/add').map((r) => JSON.parse(r.body).body as string);
    assert.equal(added.length, 3);
    assert.deepEqual(
      added.map((text) => text.split(/\s+/).length),
      [53, 53, 21],
    );
    const prompt = doc.collections[1].tests[0].validators;
    assert.deepEqual(
      prompt.map((v: { pass: boolean; actual: string }) => [v.pass, v.actual]),
      [
        [true, 'The body is a well-formed JSON object.'],
        [true, 'The body holds a "comments" array of comment objects.'],
        [false, 'The "comments" array holds 3 comments, not 31.'],
        [true, 'Every comment has an "id", a "user" object and a "likes" count.'],
      ],
    );
    assert.equal(
      doc.collections[2].tests[0].validators[0].actual,
      'neutral: The body lists plain facts about a user: name, age, email and role.',
    );
    assert.deepEqual(doc.run.llm, { calls: 0, cacheHits: 8, tokens: { prompt: 0, completion: 0, total: 0 } });
  } finally {
    await api.close();
  }
});

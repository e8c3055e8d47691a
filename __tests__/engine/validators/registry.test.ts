// Every registered validator is documented and proves itself: its row in docs/collection-format.md
// comes from the registry, and its passing and failing examples run through the real CLI against a
// loopback server that answers each example's response.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startTargetServer, type TargetServer } from '../../helpers/target-server.ts';
import { startFakeLlm, type FakeLlm } from '../../helpers/fake-llm-server.ts';
import { runCli, workspace } from '../../helpers/run-cli.ts';
import { validators, type ValidatorExample } from '../../../src/engine/validators/index.ts';

const DOCS = readFileSync(resolve(import.meta.dirname, '../../../docs/collection-format.md'), 'utf8');

const examples: { name: string; example: ValidatorExample }[] = validators.all.flatMap((spec) =>
  spec.examples.map((example) => ({ name: spec.name, example })),
);
let server: TargetServer;
// Checks judged by a language model get the answer their example scripts, found by the judged body.
let llm: FakeLlm;

before(async () => {
  server = await startTargetServer((request, response) => {
    const { example } = examples[Number(/\/example\/(\d+)/.exec(request.url)?.[1])]!;
    response.writeHead(example.response.status ?? 200, example.response.headers ?? {});
    response.end(example.response.body ?? '');
  });
  llm = await startFakeLlm({
    script: (call) => {
      const asked = JSON.stringify(call.body.messages);
      const judged = examples.find(
        ({ example }) => example.model && asked.includes(JSON.stringify(example.response.body ?? '').slice(1, -1)),
      );
      return { answer: judged?.example.model ?? 'no example judges this body' };
    },
  });
});
after(() => Promise.all([server.close(), llm.close()]));

for (const spec of validators.all) {
  test(`${spec.name}: documented in docs/collection-format.md, with a passing and a failing example`, () => {
    const row = `| \`${spec.name}\` | ${spec.argument.docs} | ${spec.summary} |`;
    assert.ok(DOCS.includes(row), `docs/collection-format.md lacks the row:\n${row}`);
    assert.ok(
      spec.examples.some((e) => e.passes),
      'needs a passing example',
    );
    assert.ok(
      spec.examples.some((e) => !e.passes),
      'needs a failing example',
    );
  });
}

test('the validators table in the docs lists exactly the registered validators', () => {
  const table = DOCS.slice(DOCS.indexOf('| Validator | Argument | Passes when |'));
  const documented = [...table.slice(0, table.indexOf('\n\n')).matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(documented, validators.names);
});

test('every example passes or fails as it says, through the CLI', async () => {
  const tests = examples
    .map(
      ({ name, example }, i) =>
        `  - name: "${name} #${i}"\n    url: /example/${i}\n    validators:\n      - ${name}: ${example.argument}\n`,
    )
    .join('');
  const dir = workspace({ 'c.yaml': `baseUrl: ${server.origin}\ntests:\n${tests}` });
  const result = await runCli(['-c', 'c.yaml', '-o', 'out', '--llm-url', llm.baseUrl], { cwd: dir });
  assert.equal(result.code, 1, result.stdout + result.stderr);
  const doc = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8'));
  const outcomes = doc.collections[0].tests.map((t: { name: string; outcome: string }) => `${t.name}: ${t.outcome}`);
  assert.deepEqual(
    outcomes,
    examples.map(({ name, example }, i) => `${name} #${i}: ${example.passes ? 'passed' : 'failed'}`),
  );
});

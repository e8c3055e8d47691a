// `args: fuzz …` in the bundled action: the fuzzer's findings fail the step like failed tests, with
// the summary, annotations at the operations in the spec and the reports uploaded; the credential
// stays out of all of them.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction } from './run-action.ts';
import { readZip, startArtifactService } from '../helpers/artifact-service.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { FUZZ_API_SPEC, FUZZ_API_TOKEN, startFuzzApi } from '../helpers/fuzz-api.ts';

async function fuzzStep(t: TestContext, bugs: boolean) {
  const workspace = tempDir('assay-action-fuzz-');
  writeFileSync(join(workspace, 'api.yaml'), FUZZ_API_SPEC);
  const api = await startFuzzApi({ bugs });
  const service = await startArtifactService();
  t.after(() => Promise.all([api.close(), service.close()]));
  const result = await runAction({
    workspace,
    service,
    inputs: {
      args: `fuzz api.yaml --base-url ${api.url} --seed 5 --max-examples 20 --secrets bearerAuth=${FUZZ_API_TOKEN}`,
    },
  });
  return { result, service };
}

test('args: fuzz fails the step on findings, with the summary, annotations and artifact of a run', async (t) => {
  const { result, service } = await fuzzStep(t, true);
  assert.equal(result.code, 1, result.stdout + result.stderr);
  // Annotated at the operation in the spec.
  assert.match(
    result.stdout,
    /^::error title=Failed%3A content_type_conformance%3A GET \/items\/\{id\} \(getItem\),file=api\.yaml,line=92::/m,
  );
  assert.ok(Number(result.outputs.failed) >= 5, JSON.stringify(result.outputs));
  assert.match(result.summary, /ignored_auth: GET \/me/);
  assert.equal(service.uploads.length, 1);
  const files = readZip(service.uploads[0].zip);
  assert.ok(files.has('results.json') && files.has('junit.xml'), [...files.keys()].join(', '));
  // The log has it only in the command that tells the runner to mask it.
  const log = result.stdout
    .split('\n')
    .filter((line) => line !== `::add-mask::${FUZZ_API_TOKEN}`)
    .join('\n');
  const everything = [log, result.stderr, result.summary, ...[...files.values()].map((b) => b.toString())];
  for (const text of everything) assert.ok(!text.includes(FUZZ_API_TOKEN));
});

test('args: fuzz passes the step when nothing fails', async (t) => {
  const { result } = await fuzzStep(t, false);
  assert.equal(result.code, 0, result.stdout + result.stderr);
  assert.equal(result.outputs.failed, '0');
});

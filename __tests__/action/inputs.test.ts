import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactNameProblem, defaultArtifactName, readInputs, startCommands } from '../../src/action/inputs.ts';
import { actionDefaults } from './run-action.ts';

test('the default artifact name is per job, and per matrix entry in a matrix job', () => {
  assert.equal(defaultArtifactName('api-tests', 'null', '0'), 'assay-results-api-tests');
  assert.equal(defaultArtifactName('api-tests', '', ''), 'assay-results-api-tests');
  assert.equal(defaultArtifactName(undefined, 'null', '0'), 'assay-results');
  assert.equal(
    defaultArtifactName('test', '{"os":"ubuntu-latest","node":24}', '0'),
    'assay-results-test-ubuntu-latest-24-1',
  );
  assert.equal(
    defaultArtifactName('test', '{"os":"windows-latest","node":24}', '3'),
    'assay-results-test-windows-latest-24-4',
  );
});

test('matrix values lose the characters names cannot hold, and long labels are shortened', () => {
  const name = defaultArtifactName(
    'e2e',
    JSON.stringify({ target: 'https://api.example.com/v2', flags: ['a|b', 'c*'], region: 'eu:west' }),
    '1',
  );
  assert.equal(name, 'assay-results-e2e-https-api.example.com-v2-a-b-c-eu-west-2');
  assert.equal(artifactNameProblem(name), undefined);
  const long = defaultArtifactName('e2e', JSON.stringify({ description: 'x'.repeat(200) }), '0');
  assert.equal(long, `assay-results-e2e-${'x'.repeat(60)}-1`);
});

test('two matrix entries with the same label still get different names', () => {
  const a = defaultArtifactName('t', '{"url":"a/b"}', '0');
  const b = defaultArtifactName('t', '{"url":"a:b"}', '1');
  assert.notEqual(a, b);
});

test('an unexpanded or unparsable matrix input (e.g. under local-action) means no matrix', () => {
  assert.equal(defaultArtifactName('t', '${{ toJSON(matrix) }}', '${{ strategy.job-index }}'), 'assay-results-t');
  assert.equal(defaultArtifactName('t', '{}', '0'), 'assay-results-t');
});

test('a matrix without a job index falls back to a stable hash of the matrix', () => {
  const name = defaultArtifactName('t', '{"os":"ubuntu"}', '');
  assert.match(name, /^assay-results-t-ubuntu-[0-9a-f]{8}$/);
  assert.equal(defaultArtifactName('t', '{"os":"ubuntu"}', ''), name);
});

test('artifact names with forbidden characters are refused with all of them named', () => {
  assert.equal(artifactNameProblem('api-results'), undefined);
  assert.match(
    artifactNameProblem('a/b\\c')!,
    /contains a character artifact names cannot hold: backslash \\, forward slash \//,
  );
  assert.match(artifactNameProblem('what?')!, /question mark \?/);
  assert.equal(artifactNameProblem('  '), 'Input artifact_name is empty');
});

function withInputs<T>(inputs: Record<string, string>, body: () => T): T {
  const saved = { ...process.env };
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name];
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  try {
    return body();
  } finally {
    process.env = saved;
  }
}

test('the defaults of action.yml and inputs left empty read the same', () => {
  const fromYaml = withInputs(actionDefaults(), () => readInputs());
  const result = withInputs({}, () => readInputs());
  assert.ok(result.ok && fromYaml.ok);
  assert.deepEqual(fromYaml.inputs, result.inputs);
  assert.deepEqual(
    { ...result.inputs, artifactName: undefined },
    {
      inputDir: '.',
      outputDir: 'output',
      args: '',
      artifactName: undefined,
      upload: true,
      retentionDays: undefined,
      failOnFailure: true,
      start: [],
      waitOn: [],
      waitOnTimeoutMs: 60_000,
    },
  );
});

test('start takes one command per line, with backslash continuations, blank lines and # comments left out', () => {
  assert.deepEqual(
    startCommands('# the API\nnode server.js --port 8080\n\ndocker run --rm \\\n  -p 5432:5432 postgres\n'),
    ['node server.js --port 8080', 'docker run --rm -p 5432:5432 postgres'],
  );
});

test('wait-on takes URLs and tcp:host:port, and refuses anything else naming the input', () => {
  const result = withInputs(
    { 'wait-on': 'http://localhost:8080/health,\n tcp:127.0.0.1:5432 https://[::1]:8443', 'wait-on-timeout': '2.5' },
    () => readInputs(),
  );
  assert.ok(result.ok);
  assert.deepEqual(
    result.inputs.waitOn.map((target) => target.text),
    ['http://localhost:8080/health', 'tcp:127.0.0.1:5432', 'https://[::1]:8443'],
  );
  assert.equal(result.inputs.waitOnTimeoutMs, 2500);
  assert.match(
    (withInputs({ 'wait-on': 'localhost:8080' }, () => readInputs()) as { message: string }).message,
    /^Input wait-on: "localhost:8080" must be an http\(s\) URL or tcp:host:port/,
  );
  assert.match(
    (withInputs({ 'wait-on': 'tcp:db:99999' }, () => readInputs()) as { message: string }).message,
    /port of "tcp:db:99999" must be from 1 to 65535/,
  );
  assert.deepEqual(
    withInputs({ 'wait-on-timeout': '0' }, () => readInputs()),
    {
      ok: false,
      message: 'Input wait-on-timeout must be a positive number of seconds, got "0"',
    },
  );
});

test('booleans and retention days are checked, naming the input', () => {
  assert.deepEqual(
    withInputs({ upload: 'yes' }, () => readInputs()),
    { ok: false, message: 'Input upload must be true or false, got "yes"' },
  );
  assert.deepEqual(
    withInputs({ retention_days: '120' }, () => readInputs()),
    {
      ok: false,
      message: 'Input retention_days must be a whole number of days from 1 to 90, got "120"',
    },
  );
  const result = withInputs(
    { retention_days: '7', fail_on_failure: 'False', upload: 'FALSE', artifact_name: 'bad/name' },
    () => readInputs(),
  );
  assert.ok(result.ok, 'a name is not checked when nothing is uploaded');
  assert.equal(result.inputs.retentionDays, 7);
  assert.equal(result.inputs.failOnFailure, false);
});

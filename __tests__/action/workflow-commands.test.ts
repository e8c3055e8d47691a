// The runner's protocol as the action speaks it (src/action/workflow-commands.ts): the bytes it
// writes to stdout and to the files the runner names, checked against GitHub's documented format.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as workflow from '../../src/action/workflow-commands.ts';

/** What `work` writes to stdout. */
function stdoutOf(work: () => void): string {
  const written: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stdout.write;
  try {
    work();
  } finally {
    process.stdout.write = write;
  }
  return written.join('');
}

/** Runs `work` with the variables set, then restores them. */
function withEnvironment(variables: Record<string, string | undefined>, work: () => void): void {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(variables);
  try {
    work();
  } finally {
    apply(saved);
  }
}

test('annotations escape their message and properties, and leave out empty properties', () => {
  const out = stdoutOf(() => {
    workflow.error('100% failed\r\nsecond line', {
      title: 'Failed: GET /a, b: c',
      file: 'tests/api.yaml',
      startLine: 12,
      startColumn: 0,
    });
    workflow.warning('plain');
    workflow.notice('noted', { title: '' });
    workflow.debug('a\nb');
  });
  assert.equal(
    out,
    [
      '::error title=Failed%3A GET /a%2C b%3A c,file=tests/api.yaml,line=12::100%25 failed%0D%0Asecond line',
      '::warning::plain',
      '::notice::noted',
      '::debug::a%0Ab',
      '',
    ].join('\n'),
  );
});

test('setFailed fails the step with an error annotation; setSecret masks; group wraps its work', async () => {
  const exitCode = process.exitCode;
  try {
    assert.equal(
      stdoutOf(() => workflow.setFailed('no collections')),
      '::error::no collections\n',
    );
    assert.equal(process.exitCode, 1);
  } finally {
    process.exitCode = exitCode;
  }
  assert.equal(
    stdoutOf(() => workflow.setSecret('s3cret,value')),
    '::add-mask::s3cret,value\n',
  );
  const lines: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string) => lines.push(chunk) > 0) as typeof process.stdout.write;
  try {
    assert.equal(
      await workflow.group('Upload', async () => {
        workflow.info('inside');
        return 7;
      }),
      7,
    );
    await assert.rejects(
      workflow.group('Broken', () => Promise.reject(new Error('boom'))),
      /boom/,
    );
  } finally {
    process.stdout.write = write;
  }
  assert.deepEqual(lines, ['::group::Upload\n', 'inside\n', '::endgroup::\n', '::group::Broken\n', '::endgroup::\n']);
});

test('outputs and state go to the runner files with a delimiter found in neither name nor value', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assay-workflow-'));
  try {
    const output = join(dir, 'output');
    const state = join(dir, 'state');
    writeFileSync(output, '');
    writeFileSync(state, '');
    withEnvironment({ GITHUB_OUTPUT: output, GITHUB_STATE: state }, () => {
      workflow.setOutput('results', 'line 1\nline 2');
      workflow.saveState('pending_upload', '{"name":"x"}');
    });
    const entry = /^(\w+)<<(ghadelimiter_\w+)\n([\s\S]*?)\n\2\n$/;
    const [, name, delimiter, value] = entry.exec(readFileSync(output, 'utf8')) ?? [];
    assert.deepEqual([name, value], ['results', 'line 1\nline 2']);
    assert.ok(delimiter.length > 'ghadelimiter_'.length + 10, delimiter);
    assert.deepEqual(entry.exec(readFileSync(state, 'utf8'))?.slice(1).toSpliced(1, 1), [
      'pending_upload',
      '{"name":"x"}',
    ]);
    withEnvironment({ GITHUB_OUTPUT: join(dir, 'missing') }, () => {
      assert.throws(() => workflow.setOutput('total', '1'), /Missing file at path/);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without the runner files, outputs and state fall back to the stdout commands', () => {
  withEnvironment({ GITHUB_OUTPUT: undefined, GITHUB_STATE: undefined }, () => {
    assert.equal(
      stdoutOf(() => workflow.setOutput('total', '3')),
      '\n::set-output name=total::3\n',
    );
    assert.equal(
      stdoutOf(() => workflow.saveState('is_post', 'true')),
      '\n::save-state name=is_post::true\n',
    );
  });
});

test('inputs are read as the runner passes them, trimmed unless asked otherwise; state as STATE_<name>', () => {
  withEnvironment(
    { 'INPUT_WAIT-ON': '  http://127.0.0.1:8080/ \n', INPUT_OUTPUT_DIR: undefined, STATE_uploaded: 'true' },
    () => {
      assert.equal(workflow.getInput('wait-on'), 'http://127.0.0.1:8080/');
      assert.equal(workflow.getInput('wait-on', { trimWhitespace: false }), '  http://127.0.0.1:8080/ \n');
      assert.equal(workflow.getInput('output_dir'), '');
      assert.throws(
        () => workflow.getInput('output_dir', { required: true }),
        /Input required and not supplied: output_dir/,
      );
      assert.equal(workflow.getState('uploaded'), 'true');
      assert.equal(workflow.getState('pending_upload'), '');
    },
  );
});

test('the job summary is appended to GITHUB_STEP_SUMMARY, and refused without it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'assay-workflow-'));
  const saved = process.env.GITHUB_STEP_SUMMARY;
  try {
    const summary = join(dir, 'summary.md');
    writeFileSync(summary, '# earlier step\n');
    process.env.GITHUB_STEP_SUMMARY = summary;
    await workflow.appendSummary('## assay\n');
    assert.equal(readFileSync(summary, 'utf8'), '# earlier step\n## assay\n');
    delete process.env.GITHUB_STEP_SUMMARY;
    await assert.rejects(workflow.appendSummary('x'), /GITHUB_STEP_SUMMARY is not set/);
  } finally {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = saved;
    rmSync(dir, { recursive: true, force: true });
  }
});

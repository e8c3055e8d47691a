/**
 * Runs the bundled action (`dist/index.js`) as a child process on this Node (24), the way the
 * runner does: inputs as `INPUT_<NAME>` variables, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files,
 * the workspace as working directory, and the artifact service variables pointing at the emulator.
 * The environment is built from scratch, so a test run inside GitHub Actions does not leak the real
 * runner's variables into the action under test.
 *
 *   const result = await runAction({ workspace, inputs: { input_dir: 'tests' }, service })
 *   result.code, result.stdout, result.outputs.total, result.summary
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ArtifactService } from '../helpers/artifact-service.ts';
import { tempDir } from '../helpers/temp-dir.ts';

export const ACTION = resolve(import.meta.dirname, '../../dist/index.js');

export interface ActionRun {
  workspace: string;
  /** Input names as in action.yml (`input_dir`, `args`, …). */
  inputs?: Record<string, string>;
  /** The artifact service; without it ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set. */
  service?: ArtifactService;
  env?: Record<string, string>;
  /** Called with the action's process once it is started (to send it signals). */
  onSpawn?(child: ChildProcess): void;
}

export interface ActionResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** What the action wrote to GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** What the action wrote to GITHUB_STEP_SUMMARY. */
  summary: string;
}

/** The defaults the runner would pass from action.yml for a job without a matrix. */
const DEFAULT_INPUTS: Record<string, string> = {
  input_dir: '.',
  output_dir: 'output',
  args: '',
  artifact_name: '',
  upload: 'true',
  retention_days: '',
  fail_on_failure: 'true',
  matrix: 'null',
  job_index: '0',
};

export function runAction(run: ActionRun): Promise<ActionResult> {
  const files = tempDir('assay-action-files-');
  const outputFile = join(files, 'output.txt');
  const summaryFile = join(files, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? files,
    TMPDIR: tmpdir(),
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'octo-org/api',
    GITHUB_RUN_ID: '4242',
    GITHUB_JOB: 'api-tests',
    NO_PROXY: '127.0.0.1,localhost',
    NO_COLOR: '1',
  };
  if (run.service) {
    env.ACTIONS_RUNTIME_TOKEN = run.service.token;
    env.ACTIONS_RESULTS_URL = run.service.url;
  }
  for (const [name, value] of Object.entries({ ...DEFAULT_INPUTS, ...run.inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  Object.assign(env, run.env);

  const child = spawn(process.execPath, [ACTION], { cwd: run.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  run.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      resolvePromise({
        code,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
      });
    });
  });
}

/** `name<<delimiter\nvalue\ndelimiter\n`, as @actions/core writes GITHUB_OUTPUT. */
function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]] = match[3];
  return outputs;
}

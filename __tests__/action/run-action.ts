/**
 * Runs the bundled action (`dist/index.js`) as a child process on this Node (24), the way the
 * runner does: inputs as `INPUT_<NAME>` variables, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files,
 * the workspace as working directory, and the artifact service variables pointing at the emulator.
 * The environment is built from scratch, so a test run inside GitHub Actions does not leak the real
 * runner's variables into the action under test.
 *
 *   const result = await runAction({ workspace, inputs: { input_dir: 'tests' }, service })
 *   result.code, result.stdout, result.outputs.total, result.summary, result.state
 *   await runAction({ workspace, service, state: result.state })   // the post step, as the runner runs it
 *
 * Inputs not given take their defaults from action.yml, evaluated as the runner would for a job
 * without a matrix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ArtifactService } from '../helpers/artifact-service.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { bundled } from '../helpers/lane.ts';

export const ACTION = bundled(resolve(import.meta.dirname, '../../dist/index.js'));

export interface ActionRun {
  workspace: string;
  /** Input names as in action.yml (`input_dir`, `args`, …). */
  inputs?: Record<string, string>;
  /** The artifact service; without it ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set. */
  service?: ArtifactService;
  env?: Record<string, string>;
  /** Called with the action's process once it is started (to send it signals). */
  onSpawn?(child: ChildProcess): void;
  /** The state an earlier step saved (as STATE_<name>): with the main step's state, this run is its post step. */
  state?: Record<string, string>;
}

export interface ActionResult {
  code: number | null;
  /** The signal that ended the action, if one did. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** What the action wrote to GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** What the action wrote to GITHUB_STEP_SUMMARY. */
  summary: string;
  /** What the action saved with saveState (GITHUB_STATE), the last value of each name. */
  state: Record<string, string>;
}

export const ACTION_YML = resolve(import.meta.dirname, '../../action.yml');

/** What the runner makes of the expressions in action.yml's defaults, for a job without a matrix. */
const EXPRESSION_VALUES: Record<string, string> = {
  '${{ toJSON(matrix) }}': 'null',
  '${{ strategy.job-index }}': '0',
};

/** The inputs the runner passes when a workflow sets none: action.yml's defaults. */
export function actionDefaults(): Record<string, string> {
  const metadata = parse(readFileSync(ACTION_YML, 'utf8')) as { inputs: Record<string, { default?: string }> };
  const defaults: Record<string, string> = {};
  for (const [name, input] of Object.entries(metadata.inputs)) {
    const value = String(input.default ?? '');
    if (value.includes('${{') && !(value in EXPRESSION_VALUES))
      throw new Error(`run-action.ts does not know what the runner makes of the default of ${name}: ${value}`);
    defaults[name] = EXPRESSION_VALUES[value] ?? value;
  }
  return defaults;
}

export function runAction(run: ActionRun): Promise<ActionResult> {
  const files = tempDir('assay-action-files-');
  const outputFile = join(files, 'output.txt');
  const summaryFile = join(files, 'summary.md');
  const stateFile = join(files, 'state.txt');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(stateFile, '');

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? files,
    TMPDIR: tmpdir(),
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_STATE: stateFile,
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
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...run.inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  for (const [name, value] of Object.entries(run.state ?? {})) env[`STATE_${name}`] = value;
  Object.assign(env, run.env);

  const child = spawn(process.execPath, [ACTION], { cwd: run.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  run.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolvePromise({
        code,
        signal,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
        state: parseOutputFile(readFileSync(stateFile, 'utf8')),
      });
    });
  });
}

/** `name<<delimiter\nvalue\ndelimiter\n`, as @actions/core writes GITHUB_OUTPUT and GITHUB_STATE; the last value wins. */
function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]] = match[3];
  return outputs;
}

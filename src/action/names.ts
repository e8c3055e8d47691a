// The action's input, output and state names, declared once. action.yml must declare exactly these
// inputs and outputs (a test keeps them equal), and the action reads and writes them only through
// the functions here, so a name cannot be misspelled in one place.
import * as workflow from './workflow-commands.ts';

export const INPUT_NAMES = [
  'input_dir',
  'output_dir',
  'args',
  'artifact_name',
  'upload',
  'retention_days',
  'fail_on_failure',
  'start',
  'wait-on',
  'wait-on-timeout',
  'report_to',
  'report_token',
  'matrix',
  'job_index',
] as const;
export type InputName = (typeof INPUT_NAMES)[number];

export const OUTPUT_NAMES = [
  'total',
  'passed',
  'failed',
  'errored',
  'skipped',
  'not_run',
  'results',
  'artifact_name',
  'artifact_id',
  'artifact_url',
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];

/** What the main step leaves for the post step (the runner passes it back as STATE_<name>). */
export const STATE_NAMES = ['is_post', 'pending_upload', 'uploaded', 'started_processes'] as const;
export type StateName = (typeof STATE_NAMES)[number];

export function getInput(name: InputName, options?: workflow.InputOptions): string {
  return workflow.getInput(name, options);
}

export function setOutput(name: OutputName, value: string): void {
  workflow.setOutput(name, value);
}

export function saveState(name: StateName, value: string): void {
  workflow.saveState(name, value);
}

export function getState(name: StateName): string {
  return workflow.getState(name);
}

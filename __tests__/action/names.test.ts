// The action's input and output names are declared once (src/action/names.ts): action.yml declares
// exactly those, and nothing in the action reads or writes a name past that module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { INPUT_NAMES, OUTPUT_NAMES } from '../../src/action/names.ts';
import { ACTION_YML } from './run-action.ts';

interface ActionMetadata {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string; post?: string };
}

const metadata = parse(readFileSync(ACTION_YML, 'utf8')) as ActionMetadata;

test('action.yml declares exactly the inputs and outputs of names.ts', () => {
  assert.deepEqual(Object.keys(metadata.inputs).sort(), [...INPUT_NAMES].sort());
  assert.deepEqual(Object.keys(metadata.outputs).sort(), [...OUTPUT_NAMES].sort());
});

test('the post step runs the same bundle as the main step', () => {
  assert.equal(metadata.runs.post, metadata.runs.main);
});

test('the action reads inputs, writes outputs and keeps state only through names.ts', () => {
  const folder = resolve(import.meta.dirname, '../../src/action');
  const direct = /\bcore\.(getInput|getBooleanInput|getMultilineInput|setOutput|saveState|getState)\(/;
  const offenders = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'names.ts')
    .filter((file) => direct.test(readFileSync(join(folder, file), 'utf8')));
  assert.deepEqual(offenders, []);
});

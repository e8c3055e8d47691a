// The runner's side of a step, as GitHub documents it ("Workflow commands for GitHub Actions"):
// inputs from INPUT_* variables, outputs and state appended to the files GITHUB_OUTPUT and
// GITHUB_STATE name, the job summary to GITHUB_STEP_SUMMARY, and `::command props::message` lines
// on stdout for annotations, masks, groups and debug output. The same protocol @actions/core
// writes, here because importing @actions/core loads its OIDC client, and with it
// @actions/http-client, the whole of undici and node:crypto: ~20 ms of every action start, for a
// token this action never asks for.
import { appendFileSync, existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import { Writable } from 'node:stream';
import { terminalText } from '../report/console/terminal-text.ts';

/** Where an annotation points, as the runner reads it. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface InputOptions {
  required?: boolean;
  trimWhitespace?: boolean;
}

export function getInput(name: string, options: InputOptions = {}): string {
  const value = process.env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] ?? '';
  if (options.required && value === '') throw new Error(`Input required and not supplied: ${name}`);
  return options.trimWhitespace === false ? value : value.trim();
}

export function setOutput(name: string, value: string): void {
  setFileValue('GITHUB_OUTPUT', 'set-output', name, value);
}

export function saveState(name: string, value: string): void {
  setFileValue('GITHUB_STATE', 'save-state', name, value);
}

/** What the main step saved under `name`; the runner gives it to the post step as STATE_<name>. */
export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function debug(message: string): void {
  issue('debug', {}, message);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issue('notice', commandProperties(properties), annotationText(message));
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issue('warning', commandProperties(properties), annotationText(message));
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  issue('error', commandProperties(properties), annotationText(message));
}

/** An error annotation, and the step fails when the process ends. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** Masks the value in the rest of the job's log. */
export function setSecret(value: string): void {
  issue('add-mask', {}, value);
}

/** Runs `work` inside a collapsible group of the log. */
export async function group<T>(name: string, work: () => Promise<T>): Promise<T> {
  issue('group', {}, name);
  try {
    return await work();
  } finally {
    issue('endgroup', {}, '');
  }
}

/** Appends Markdown to the job summary; rejects when GITHUB_STEP_SUMMARY is unset or not writable. */
export async function appendSummary(markdown: string): Promise<void> {
  const path = process.env.GITHUB_STEP_SUMMARY;
  if (!path) throw new Error('GITHUB_STEP_SUMMARY is not set');
  await appendFile(path, markdown, 'utf8');
}

/**
 * A stream for text that is not the action's own commands (the console's lines, which quote what
 * servers sent): the runner obeys any line that starts with `::` once trimmed, and any `##[`, so
 * such a line is written with a zero-width space after its first `:` (and `##[` as `##\u200b[`).
 * People read the same text; the runner reads no command in it.
 */
export function withoutCommands(target: NodeJS.WritableStream): NodeJS.WritableStream {
  let lineBlank = true;
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      const safe = commandFreeText(String(chunk), lineBlank);
      lineBlank = safe.lineBlank;
      target.write(safe.text);
      done();
    },
  });
}

/** The text with no line the runner reads as a command; `lineBlank`: the line it continues holds only whitespace so far. */
export function commandFreeText(text: string, lineBlank: boolean): { text: string; lineBlank: boolean } {
  const lines = text.split('\n');
  const safe = lines.map((line, i) => {
    const inert = line.replaceAll('##[', '##\u200b[');
    return i > 0 || lineBlank ? inert.replace(/^(\s*):(?=:)/, '$1:\u200b') : inert;
  });
  const last = lines.at(-1)!;
  return { text: safe.join('\n'), lineBlank: (lines.length > 1 || lineBlank) && !/\S/.test(last) };
}

/**
 * Annotations quote what servers sent: their control characters are shown as escapes, as on the
 * console, but for line breaks, which the runner's protocol escapes itself.
 */
function annotationText(message: string): string {
  return message.split('\r').map(terminalText).join('\r');
}

/** `name<<delimiter` lines in the file the variable names, or the older stdout command without one. */
function setFileValue(variable: 'GITHUB_OUTPUT' | 'GITHUB_STATE', command: string, name: string, value: string): void {
  const path = process.env[variable];
  if (!path) {
    process.stdout.write(EOL);
    issue(command, { name }, value);
    return;
  }
  if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
  const delimiter = delimiterFor(name, value);
  appendFileSync(path, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

/**
 * A delimiter that occurs in neither the name nor the value, so a value cannot end its own entry and
 * write others: chosen at random and checked, as @actions/core does with a random UUID.
 */
function delimiterFor(name: string, value: string): string {
  for (;;) {
    const delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    if (!name.includes(delimiter) && !value.includes(delimiter)) return delimiter;
  }
}

function issue(command: string, properties: Record<string, string | number | undefined>, message: string): void {
  const pairs = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '' && value !== 0)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  process.stdout.write(`::${command}${pairs.length > 0 ? ` ${pairs.join(',')}` : ''}::${escapeData(message)}${EOL}`);
}

/** The runner's names for an annotation's place. */
function commandProperties(properties: AnnotationProperties): Record<string, string | number | undefined> {
  return {
    title: properties.title,
    file: properties.file,
    line: properties.startLine,
    endLine: properties.endLine,
    col: properties.startColumn,
    endColumn: properties.endColumn,
  };
}

function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

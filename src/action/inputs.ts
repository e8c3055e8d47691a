// Reads the action's inputs (`INPUT_*` variables, set by the runner from `with:` and the defaults in
// action.yml) into one checked value. Problems are returned as messages that name the input.
import { createHash } from 'node:crypto';
import { getInput, type InputName } from './names.ts';
import { parseWaitTarget, type WaitTarget } from './wait-on.ts';
import { projectAddress, REPORT_TO_EXPECTS } from '../session/send-results.ts';

export interface ActionInputs {
  inputDir: string;
  outputDir: string;
  /** The `args` input as written; split by `splitArgs`. */
  args: string;
  artifactName: string;
  upload: boolean;
  /** 1–90; undefined means the repository's default retention. */
  retentionDays?: number;
  failOnFailure: boolean;
  /** Shell commands started in the background before the run, one per line of `start`. */
  start: string[];
  /** What must answer before the run starts. */
  waitOn: WaitTarget[];
  waitOnTimeoutMs: number;
  /** `report_to`: the project page results are sent to; validated with the run's options. */
  reportTo?: string;
  /** `report_token`: a secret. */
  reportToken?: string;
}

/** Default of `wait-on-timeout`, in seconds. */
export const DEFAULT_WAIT_ON_TIMEOUT_S = 60;

export type InputsResult = { ok: true; inputs: ActionInputs } | { ok: false; message: string };

/** Characters the artifact service rejects in a name (NTFS portability), with how to say them. */
const FORBIDDEN_NAME_CHARACTERS: [string, string][] = [
  ['"', 'double quote "'],
  [':', 'colon :'],
  ['<', 'less than <'],
  ['>', 'greater than >'],
  ['|', 'vertical bar |'],
  ['*', 'asterisk *'],
  ['?', 'question mark ?'],
  ['\r', 'carriage return'],
  ['\n', 'line feed'],
  ['\\', 'backslash \\'],
  ['/', 'forward slash /'],
];

export function readInputs(): InputsResult {
  try {
    const retention = getInput('retention_days');
    const retentionDays = retention === '' ? undefined : Number(retention);
    if (
      retentionDays !== undefined &&
      !(Number.isInteger(retentionDays) && retentionDays >= 1 && retentionDays <= 90)
    ) {
      return {
        ok: false,
        message: `Input retention_days must be a whole number of days from 1 to 90, got "${retention}"`,
      };
    }
    const artifactName =
      getInput('artifact_name') ||
      defaultArtifactName(process.env.GITHUB_JOB, getInput('matrix'), getInput('job_index'));
    const upload = booleanInput('upload', true);
    if (upload) {
      const problem = artifactNameProblem(artifactName);
      if (problem) return { ok: false, message: problem };
    }
    const waitOn = readWaitOn();
    if (typeof waitOn === 'string') return { ok: false, message: waitOn };
    const reportTo = getInput('report_to');
    if (reportTo !== '' && projectAddress(reportTo) === undefined)
      return { ok: false, message: `Input report_to takes ${REPORT_TO_EXPECTS}, got "${reportTo}"` };
    const timeoutText = getInput('wait-on-timeout');
    const timeout = timeoutText === '' ? DEFAULT_WAIT_ON_TIMEOUT_S : Number(timeoutText);
    if (!(Number.isFinite(timeout) && timeout > 0)) {
      return {
        ok: false,
        message: `Input wait-on-timeout must be a positive number of seconds, got "${timeoutText}"`,
      };
    }
    return {
      ok: true,
      inputs: {
        inputDir: getInput('input_dir') || '.',
        outputDir: getInput('output_dir') || 'output',
        args: getInput('args', { trimWhitespace: false }),
        artifactName,
        upload,
        retentionDays,
        failOnFailure: booleanInput('fail_on_failure', true),
        start: startCommands(getInput('start')),
        waitOn,
        waitOnTimeoutMs: timeout * 1000,
        ...(reportTo ? { reportTo } : {}),
        ...(getInput('report_token') ? { reportToken: getInput('report_token') } : {}),
      },
    };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/**
 * One command per line; a line ending in a backslash continues on the next, as in a shell script.
 * Blank lines and lines starting with `#` are left out.
 */
export function startCommands(text: string): string[] {
  return text
    .replace(/[ \t]*\\[ \t]*\r?\n[ \t]*/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** URLs and tcp:host:port targets, separated by line breaks, spaces or commas. */
function readWaitOn(): WaitTarget[] | string {
  const targets: WaitTarget[] = [];
  for (const word of getInput('wait-on')
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const target = parseWaitTarget(word);
    if (typeof target === 'string') return `Input wait-on: ${target}`;
    targets.push(target);
  }
  return targets;
}

function booleanInput(name: InputName, fallback: boolean): boolean {
  const value = getInput(name);
  if (value === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new Error(`Input ${name} must be true or false, got "${value}"`);
}

export function artifactNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'Input artifact_name is empty';
  const found = FORBIDDEN_NAME_CHARACTERS.filter(([ch]) => name.includes(ch)).map(([, said]) => said);
  if (found.length === 0) return undefined;
  return (
    `Input artifact_name "${name}" contains a character artifact names cannot hold: ${found.join(', ')}. ` +
    `Not allowed: ${FORBIDDEN_NAME_CHARACTERS.map(([, said]) => said).join(', ')}.`
  );
}

/**
 * `assay-results-<job>` for a job without a matrix. In a matrix job, the matrix values are appended
 * for people to read, and the 1-based `strategy.job-index` for uniqueness (two entries can share the
 * same readable label once it is shortened or stripped of characters names cannot hold).
 * `matrixJson` and `jobIndex` come from the `matrix` and `job_index` inputs, whose defaults in
 * action.yml are `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}`.
 */
export function defaultArtifactName(job: string | undefined, matrixJson: string, jobIndex: string): string {
  const base = `assay-results${job ? `-${sanitize(job)}` : ''}`;
  const matrix = parseMatrix(matrixJson);
  if (matrix === undefined) return base;
  const label = sanitize(flattenValues(matrix).join('-')).slice(0, 60).replace(/-+$/, '');
  const index = /^\d+$/.test(jobIndex) ? String(Number(jobIndex) + 1) : shortHash(matrixJson);
  return [base, label, index].filter((part) => part !== '').join('-');
}

function parseMatrix(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0)
      return undefined;
    return value as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function flattenValues(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value).flatMap(flattenValues);
  return [String(value)];
}

function sanitize(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

// Uploads the report files as one workflow artifact. Every way the upload can fail becomes a
// warning that says how to fix it: an upload problem must never hide the test outcome.
import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

export interface UploadRequest {
  name: string;
  /** Files to put in the artifact; their paths inside it are relative to `rootDirectory`. */
  files: string[];
  rootDirectory: string;
  retentionDays?: number;
}

export type UploadResult = { ok: true; id: number; size: number; url?: string } | { ok: false; warning: string };

/** Every file under `dir`, recursively, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export async function uploadReports(
  request: UploadRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<UploadResult> {
  if (request.files.length === 0) {
    return {
      ok: false,
      warning: `No report files in ${displayPath(request.rootDirectory)}: nothing to upload as artifact "${request.name}".`,
    };
  }
  try {
    // Loaded here, not at start-up: the artifact client and its Azure and protobuf modules are most of
    // the action's code, and a run with `upload: false` never needs them (a chunk of its own in dist/).
    const { DefaultArtifactClient } = await import(/* webpackChunkName: "upload" */ '@actions/artifact');
    const client = new DefaultArtifactClient();
    const response = await client.uploadArtifact(request.name, request.files, request.rootDirectory, {
      retentionDays: request.retentionDays,
    });
    if (response.id === undefined) {
      return { ok: false, warning: `The artifact service accepted "${request.name}" but returned no artifact id.` };
    }
    return { ok: true, id: response.id, size: response.size ?? 0, url: artifactUrl(response.id, env) };
  } catch (error) {
    return { ok: false, warning: explainUploadError(error, request) };
  }
}

function artifactUrl(id: number, env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  if (!server || !repository || !runId) return undefined;
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}

function explainUploadError(error: unknown, request: UploadRequest): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const where = `The reports are still in ${displayPath(request.rootDirectory)}.`;
  if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
    return (
      'The reports were not uploaded: the artifact service is not available here (ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL is not set). ' +
      'The runner gives them only to actions run on GitHub Actions; set `upload: false` when running elsewhere. ' +
      where
    );
  }
  if (/\(409\)|already exists/i.test(message)) {
    return (
      `The reports were not uploaded: an artifact named "${request.name}" already exists in this workflow run ` +
      '(another step or job uploaded one with the same name). Set a unique `artifact_name` input for this step, ' +
      'e.g. `artifact_name: api-results-${{ github.job }}-${{ strategy.job-index }}`. ' +
      where
    );
  }
  if (name === 'UsageError') {
    return (
      'The reports were not uploaded: the artifact storage quota of this account is used up. ' +
      'Delete old artifacts or lower `retention_days`, or set `upload: false`. ' +
      where
    );
  }
  if (name === 'GHESNotSupportedError') {
    return (
      'The reports were not uploaded: this artifact service is not available on GitHub Enterprise Server. ' +
      'Set `upload: false` and upload the output directory with the artifact action your server supports. ' +
      where
    );
  }
  return `The reports were not uploaded: ${firstLine(message)} ${where}`;
}

/** Relative to the workspace (the working directory) when inside it. */
function displayPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside === '' ? '.' : inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]?.trim() ?? '';
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

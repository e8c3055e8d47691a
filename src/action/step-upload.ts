// What the step uploads (decided before the run, so that the post step can upload it too when the
// main step is killed first), the upload itself and what the step says about it.
import * as workflow from './workflow-commands.ts';
import { existsSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { RunOptions } from '../model/index.ts';
import { FORMAT_FILES } from '../report/formats.ts';
import { reportDirectory } from '../report/output-directory.ts';
import type { RunOutcome } from './run.ts';
import type { ActionInputs } from './inputs.ts';
import { setOutput } from './names.ts';
import { rememberUploaded, type PendingUpload } from './post.ts';
import { filesUnder, uploadReports, type UploadResult } from './upload.ts';

/**
 * A directory output is uploaded whole (it may hold earlier steps' files on purpose). A single
 * report file (`--output out/results.json`), or an output directory that holds the workspace
 * (`--output .`), uploads just the report files beside it and the start logs.
 */
export function planUpload(
  options: RunOptions,
  outputDir: string,
  name: string,
  retentionDays: number | undefined,
  workspace: string,
  logFiles: readonly string[],
): PendingUpload {
  const output = resolve(options.output ?? outputDir);
  const wholeDirectory = !['.json', '.xml'].includes(extname(output).toLowerCase()) && !holds(output, workspace);
  if (wholeDirectory) return { name, rootDirectory: output, retentionDays };
  const directory = resolve(reportDirectory(output));
  const reports = [
    output,
    join(directory, 'diagnostics.txt'),
    ...Object.values(FORMAT_FILES).map((file) => join(directory, file)),
  ];
  return { name, rootDirectory: directory, files: [...new Set([...reports, ...logFiles])], retentionDays };
}

export function holds(directory: string, path: string): boolean {
  const inside = relative(directory, path);
  return inside === '' || (!/^\.\.([\\/]|$)/.test(inside) && !isAbsolute(inside));
}

/** The planned files: a whole directory, or this run's report files and the start logs. */
export function uploadPlanned(outcome: RunOutcome | undefined, plan: PendingUpload): Promise<UploadResult> {
  const files = plan.files
    ? [...new Set([...(outcome?.reportFiles ?? []).map((file) => resolve(file)), ...plan.files])].filter(
        (file) => existsSync(file) && statSync(file).isFile(),
      )
    : existsSync(plan.rootDirectory)
      ? filesUnder(plan.rootDirectory)
      : [];
  return uploadReports({
    name: plan.name,
    files,
    rootDirectory: plan.rootDirectory,
    retentionDays: plan.retentionDays,
  });
}

export function reportUpload(upload: UploadResult, inputs: ActionInputs): void {
  if (upload.ok) {
    rememberUploaded();
    setOutput('artifact_name', inputs.artifactName);
    setOutput('artifact_id', String(upload.id));
    if (upload.url) setOutput('artifact_url', upload.url);
    workflow.info(
      `Uploaded the reports as artifact "${inputs.artifactName}" (${upload.size} bytes)${upload.url ? `: ${upload.url}` : ''}`,
    );
  } else {
    workflow.warning(upload.warning, { title: 'assay: reports not uploaded' });
  }
}

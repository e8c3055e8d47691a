// The action's post step (action.yml `post:`, the same bundle): when the job is cancelled, the runner
// may kill the main step before its upload finished. The main step leaves what it meant to upload in
// the step's state; the post step uploads whatever of it exists when the main step did not say it
// uploaded, and stops processes `start` left running.
import * as workflow from './workflow-commands.ts';
import { existsSync, statSync } from 'node:fs';
import { getState, saveState } from './names.ts';
import { stopProcessGroups } from './services.ts';
import { filesUnder, uploadReports } from './upload.ts';

/** What the main step will upload: a whole directory, or the named files that exist then. */
export interface PendingUpload {
  name: string;
  rootDirectory: string;
  /** Absolute paths; absent means every file under rootDirectory. */
  files?: string[];
  retentionDays?: number;
}

export function isPostStep(): boolean {
  return getState('is_post') === 'true';
}

/** Called first in the main step: from now on the runner runs the bundle's post step as the post step. */
export function markMainStep(): void {
  saveState('is_post', 'true');
}

export function rememberPendingUpload(pending: PendingUpload): void {
  saveState('pending_upload', JSON.stringify(pending));
}

export function rememberUploaded(): void {
  saveState('uploaded', 'true');
}

export async function runPost(): Promise<void> {
  try {
    await stopLeftovers();
    if (getState('uploaded') === 'true') return;
    const state = getState('pending_upload');
    if (state === '') return;
    const pending = JSON.parse(state) as PendingUpload;
    const files = pendingFiles(pending);
    workflow.info(
      `The main step ended before it uploaded the reports (the job was cancelled or the step was killed); uploading the ${files.length} files it left.`,
    );
    const result = await uploadReports({
      name: pending.name,
      files,
      rootDirectory: pending.rootDirectory,
      retentionDays: pending.retentionDays,
    });
    if (result.ok)
      workflow.info(
        `Uploaded the reports as artifact "${pending.name}" (${result.size} bytes)${result.url ? `: ${result.url}` : ''}`,
      );
    else workflow.warning(result.warning, { title: 'assay: reports not uploaded' });
  } catch (error) {
    workflow.warning(`The post step could not upload the reports: ${(error as Error).message}`);
  }
}

async function stopLeftovers(): Promise<void> {
  const groups = JSON.parse(getState('started_processes') || '[]') as unknown;
  if (!Array.isArray(groups) || groups.length === 0) return;
  const pids = groups.filter((pid): pid is number => Number.isInteger(pid) && pid > 0);
  workflow.info(`Stopping the processes \`start\` left running (process groups ${pids.join(', ')}).`);
  await stopProcessGroups(pids);
}

function pendingFiles(pending: PendingUpload): string[] {
  if (pending.files) return pending.files.filter((file) => existsSync(file) && statSync(file).isFile());
  return existsSync(pending.rootDirectory) ? filesUnder(pending.rootDirectory) : [];
}

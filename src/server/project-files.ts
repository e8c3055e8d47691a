// Projects from collection files (`--projects <dir>`): every .yaml/.yml/.json file below the
// directory is a project, its group the sub-directory it is in. Files win: such a project is
// read-only through the API and UI (its variables and secrets excepted), follows its file when
// the file changes, and is deleted with its history when the file goes away.
import { readdir } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { ProjectError, type Projects } from './projects.ts';
import type { Store } from './store/store.ts';
import { ANYWHERE, namedText, readNamedFile } from '../model/file-access.ts';

const COLLECTION_FILE = /\.(ya?ml|json)$/i;

export interface SyncReport {
  created: string[];
  updated: string[];
  removed: string[];
  /** File → what is wrong with it; the project (if any) keeps its last good version. */
  problems: Map<string, string>;
}

export async function syncProjectFiles(directory: string, store: Store, projects: Projects): Promise<SyncReport> {
  const root = resolve(directory);
  const report: SyncReport = { created: [], updated: [], removed: [], problems: new Map() };
  const files = await collectionFiles(root);
  const byPath = new Map(
    (await store.listProjects()).filter((p) => p.origin === 'file').map((p) => [p.originPath!, p] as const),
  );
  for (const file of files) {
    const existing = byPath.get(file);
    byPath.delete(file);
    try {
      const read = await readNamedFile(file, relative(root, file), ANYWHERE);
      if ('problem' in read) throw new Error(read.problem);
      const yaml = namedText(read);
      if (existing && existing.sourceYaml === yaml) continue;
      const folder = relative(root, dirname(file));
      const group = folder === '' ? '' : folder.split(sep).join('/');
      const saved = await projects.save(
        { yaml, group, defaultName: basename(file).replace(COLLECTION_FILE, '') },
        'file',
        existing,
        file,
      );
      (existing ? report.updated : report.created).push(saved.name);
    } catch (error) {
      report.problems.set(
        relative(root, file),
        error instanceof ProjectError ? error.message : (error as Error).message,
      );
    }
  }
  for (const [, gone] of byPath) {
    if (!gone.originPath!.startsWith(root + sep)) continue; // another instance's --projects directory
    await store.deleteProject(gone.id);
    report.removed.push(gone.name);
  }
  return report;
}

async function collectionFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COLLECTION_FILE.test(e.name) && !e.name.startsWith('.'))
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (path) =>
        !relative(root, path)
          .split(sep)
          .some((part) => part.startsWith('.')),
    )
    .sort();
}

// What the step uploads, decided before the run so that the post step can upload it too when the
// main step is killed first.
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { RunOptions } from '../model/index.ts';
import { FORMAT_FILES } from '../report/formats.ts';
import { reportDirectory } from '../report/write.ts';
import type { PendingUpload } from './post.ts';

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

// The report directory of an invocation: made ready before anything is sent, and what goes there
// when the collections are invalid (diagnostics.txt) or when the run goes (the report files).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIAGNOSTICS_FILE, prepareOutputDirectory, reportDirectory, reportPaths } from '../report/output-directory.ts';
import type { Redactor } from '../report/redact.ts';
import { ReportFiles } from '../report/write.ts';

export { prepareOutputDirectory, reportDirectory, reportPaths };

/** Writes diagnostics.txt into a ready report directory; returns its path. */
export async function writeDiagnosticsFile(output: string, text: string): Promise<string> {
  const path = join(reportDirectory(output), DIAGNOSTICS_FILE);
  await writeFile(path, text);
  return path;
}

/** The observer that writes the report files of one execution into a ready directory. */
export function reportFiles(output: string, formats: string[], redactor: Redactor, keepResults = false): ReportFiles {
  return new ReportFiles(output, formats, redactor, keepResults);
}

export type { ReportFiles };

// A run's results.json as the server stored it, to show or use: read a record at a time when it is
// in the layout assay writes (scheduled runs, and uploads from `assay -c`/`assay upload` as sent),
// so a page, an alert or a status line holds one test's record at a time, not the run's; in any
// other layout (runs stored on one line before the layout was kept), parsed whole.
import type { ResultsDocument } from '../report/results/document.ts';
import { storedResultsOf } from '../report/results/stored-results.ts';

export function readStoredRun(stored: string | Uint8Array): ResultsDocument {
  const bytes =
    typeof stored === 'string' ? Buffer.from(stored) : Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  try {
    return storedResultsOf(bytes, 'the stored results');
  } catch {
    return JSON.parse(bytes.toString('utf8')) as ResultsDocument;
  }
}

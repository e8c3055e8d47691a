/**
 * History for the hosted pages' tests, loaded the way a team loads it: real results.json files written
 * by the bundled CLI against a test's target server, sent to `POST /api/projects/{id}/results` with
 * their times moved to the days the test asks for (each lands on its own day).
 *
 *   const docs = await resultsDocuments(target, dir);  // { passed, failed }
 *   await sendHistory(serve, projectId, token, 90, (day) => (day < 3 ? 'failed' : 'passed'));
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from './run-cli.ts';
import type { ServeProcess } from './serve-process.ts';
import type { TargetServer } from './target-server.ts';

export const DAY_MS = 86_400_000;

export interface ResultsDocuments {
  passed: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  failed: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A passing and a failing results.json of the same collection (`/ok` answers 200, `/broken` 500). */
export async function resultsDocuments(target: TargetServer, dir: string): Promise<ResultsDocuments> {
  const documents: Partial<ResultsDocuments> = {};
  for (const outcome of ['passed', 'failed'] as const) {
    const file = join(dir, `${outcome}.yaml`);
    writeFileSync(
      file,
      `name: health\ntests:\n  - name: health\n    url: ${target.url(outcome === 'passed' ? '/ok' : '/broken')}\n`,
    );
    const out = join(dir, `${outcome}-out`);
    const run = await runCli(['-c', file, '-o', out]);
    assert.equal(run.code, outcome === 'passed' ? 0 : 1, run.stderr);
    documents[outcome] = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
  }
  return documents as ResultsDocuments;
}

/** The document moved to finish at `finishedAt` after `durationMs`. */
export function movedDocument(document: ResultsDocuments['passed'], finishedAt: number, durationMs: number): string {
  const copy = structuredClone(document);
  copy.run.startedAt = new Date(finishedAt - durationMs).toISOString();
  copy.run.finishedAt = new Date(finishedAt).toISOString();
  copy.run.durationMs = durationMs;
  return JSON.stringify(copy);
}

export async function sendResults(serve: ServeProcess, projectId: string, token: string, body: string): Promise<void> {
  const response = await fetch(serve.url(`/api/projects/${projectId}/results`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  assert.equal(response.status, 201, await response.text());
}

/**
 * One run a day for `days` days, started at 12:00 UTC (today: an hour ago, or just after midnight), oldest first, each
 * `outcome(day)` (`undefined`: no run that day), lasting `durationMs(day)`.
 */
export async function sendHistory(
  serve: ServeProcess,
  projectId: string,
  token: string,
  documents: ResultsDocuments,
  days: number,
  outcome: (day: number) => 'passed' | 'failed' | undefined,
  durationMs: (day: number) => number = (day) => 20 + (day % 7) * 5,
): Promise<void> {
  const now = Date.now();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  for (let day = days - 1; day >= 0; day--) {
    const kind = outcome(day);
    if (kind === undefined) continue;
    const startedAt = day === 0 ? Math.max(today + 1000, now - 3_600_000) : today - day * DAY_MS + 12 * 3_600_000;
    const ms = durationMs(day);
    await sendResults(serve, projectId, token, movedDocument(documents[kind], startedAt + ms, ms));
  }
}

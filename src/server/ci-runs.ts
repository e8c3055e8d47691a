// Runs sent to the server (POST /api/projects/{id}/results): a results.json written by `assay -c`
// in CI (`--report-to`) or earlier (`assay upload`), recorded beside the project's scheduled runs
// with its own times and where it came from. The sender masked its secrets; the server only checks
// that the document is a results.json, within the size limit, and records it once however often it
// is sent. Such runs count toward the status, uptime and alerts only when the project says so.
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import type { CiProvenance } from '../model/index.ts';
import { isFailedRun } from '../model/run-outcome.ts';
import type { ResultsDocument } from '../report/results/document.ts';
import resultsSchema from '../../docs/results-schema.json' with { type: 'json' };
import type { Alerts } from './alerts.ts';
import { liveRun, type LiveEvents } from './live.ts';
import type { Project, Run, Store } from './store/store.ts';

/** The largest results.json the server takes (tens of thousands of tests, bodies kept for the failed ones). */
export const MAX_RESULTS_BYTES = 32 * 1024 * 1024;

/** A run may say it finished this far in the future (clocks differ); past it the document is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

export class SentResultsError extends Error {}

let validator: ValidateFunction | undefined;

async function validate(document: unknown): Promise<string | undefined> {
  if (validator === undefined) {
    const { newAjv } = await import(
      /* webpackChunkName: "json-schema" */ '../engine/validators/json-schema-compiler.ts'
    );
    validator = newAjv(true).compile(resultsSchema);
  }
  if (validator(document)) return undefined;
  return (validator.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

export interface SentRun {
  run: Run;
  /** The same document was recorded before: this is that run. */
  existing: boolean;
}

/** Records the results.json `bytes` as a run of the project; a document that is not one is a SentResultsError. */
export async function recordSentResults(
  services: { store: Store; alerts: Alerts; live: LiveEvents },
  project: Project,
  bytes: Buffer,
): Promise<SentRun> {
  let document: ResultsDocument;
  try {
    document = JSON.parse(bytes.toString('utf8')) as ResultsDocument;
  } catch (error) {
    throw new SentResultsError(`the body is not JSON: ${(error as Error).message}`);
  }
  const problem = await validate(document);
  if (problem !== undefined) throw new SentResultsError(`the body is not an assay results.json: ${problem}`);
  const startedAt = Date.parse(document.run.startedAt);
  const finishedAt = Date.parse(document.run.finishedAt);
  if (finishedAt < startedAt) throw new SentResultsError('the run finished before it started (run.finishedAt)');
  if (finishedAt > Date.now() + CLOCK_SKEW_MS)
    throw new SentResultsError(`the run finished in the future (run.finishedAt ${document.run.finishedAt})`);
  const { passed, failed, errored, skipped } = document.totals;
  const { run, existing } = await services.store.recordSentRun(project.id, {
    digest: createHash('sha256').update(bytes).digest('hex'),
    ...(document.run.ci ? { ci: document.run.ci satisfies CiProvenance } : {}),
    startedAt,
    finishedAt,
    status: isFailedRun(document.totals, document.run.interrupted) ? 'failed' : 'passed',
    durationMs: document.run.durationMs,
    totals: { passed, failed, errored, skipped },
    resultsJson: bytes.toString('utf8'),
  });
  if (existing) return { run, existing };
  if (project.ciRunsCount) await countRun(services, project, run);
  services.live.publish({ type: 'run', projectId: project.id, run: liveRun(run) });
  return { run, existing };
}

/**
 * Adds a counted run to the rollups at its own time (history sent late lands on its days), and, when
 * it is the project's latest run, sets the project's status and tells the alerts.
 */
async function countRun(services: { store: Store; alerts: Alerts }, project: Project, run: Run): Promise<void> {
  const passed = run.status === 'passed';
  await services.store.addToRollups(project.id, run.finishedAt!, passed, run.durationMs ?? 0);
  const [latest] = await services.store.listRuns(project.id, 1);
  if (latest?.id !== run.id) return;
  await services.store.setProjectStatus(project.id, passed ? 'passing' : 'failing');
  await services.alerts.runFinished(project, run).catch(() => undefined);
}

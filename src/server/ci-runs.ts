// Runs sent to the server (POST /api/projects/{id}/results): a results.json written by `assay -c`
// in CI (`--report-to`) or earlier (`assay upload`), recorded beside the project's scheduled runs
// with its own times and where it came from. The sender masked its secrets; the server only checks
// that the document is a results.json, within the size limit, and records it once however often it
// is sent, in the layout assay writes (one test per line), which the pages read a record at a time.
// Such runs count toward the status, uptime and alerts only when the project says so.
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import type { CiProvenance } from '../model/index.ts';
import { isFailedRun } from '../model/run-outcome.ts';
import type { CollectionReport, ResultsDocument, TestReport } from '../report/results/document.ts';
import { eachTest, storedResultsOf } from '../report/results/stored-results.ts';
import { resultsJson, withoutTests } from '../report/results/results-json.ts';
import { joined } from '../report/formats/json-pieces.ts';
import resultsSchema from '../../docs/results-schema.json' with { type: 'json' };
import type { Alerts } from './alerts.ts';
import { liveRun, type LiveEvents } from './live.ts';
import type { Project, Run, Store } from './store/store.ts';

/** The largest results.json the server takes (tens of thousands of tests, bodies kept for the failed ones). */
export const MAX_RESULTS_BYTES = 32 * 1024 * 1024;

/** A run may say it finished this far in the future (clocks differ); past it the document is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

export class SentResultsError extends Error {}

let validators: { document: ValidateFunction; test: ValidateFunction } | undefined;

async function loadValidators(): Promise<{ document: ValidateFunction; test: ValidateFunction }> {
  if (validators === undefined) {
    const { newAjv } = await import(
      /* webpackChunkName: "json-schema" */ '../engine/validators/json-schema-compiler.ts'
    );
    const ajv = newAjv(true);
    const document = ajv.compile(resultsSchema);
    validators = { document, test: ajv.getSchema(`${resultsSchema.$id}#/definitions/test`)! };
  }
  return validators;
}

/** What is wrong with a value by `validate`, its paths under `at`; undefined when it is valid. */
function problemOf(validate: ValidateFunction, value: unknown, at = ''): string | undefined {
  if (validate(value)) return undefined;
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${at + error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

/**
 * The sent results.json, checked against its schema. In the layout assay writes (one test per
 * line), the document without its tests is checked, then each test's record on its own as it is
 * read, so a large upload costs one record at a time beside its bytes; in any other layout
 * (reformatted), it is parsed and checked whole.
 */
async function checkedDocument(bytes: Buffer): Promise<{ document: ResultsDocument; laidOut: boolean }> {
  const { document: validateDocument, test: validateTest } = await loadValidators();
  let stored: ResultsDocument | undefined;
  try {
    stored = storedResultsOf(bytes, 'the body');
  } catch {
    stored = undefined;
  }
  if (stored === undefined) {
    let document: ResultsDocument;
    try {
      document = JSON.parse(bytes.toString('utf8')) as ResultsDocument;
    } catch (error) {
      throw new SentResultsError(`the body is not JSON: ${(error as Error).message}`);
    }
    const problem = problemOf(validateDocument, document);
    if (problem !== undefined) throw new SentResultsError(`the body is not an assay results.json: ${problem}`);
    return { document, laidOut: false };
  }
  const skeleton = { ...stored, collections: stored.collections.map((c) => ({ ...withoutTests(c), tests: [] })) };
  let problem = problemOf(validateDocument, skeleton);
  for (const [c, collection] of stored.collections.entries()) {
    if (problem !== undefined) break;
    let t = 0;
    for (const test of recordsOf(collection, c)) {
      problem = problemOf(validateTest, test, `/collections/${c}/tests/${t++}`);
      if (problem !== undefined) break;
    }
  }
  if (problem !== undefined) throw new SentResultsError(`the body is not an assay results.json: ${problem}`);
  return { document: stored, laidOut: true };
}

/** A stored collection's records, a record that is not JSON a SentResultsError naming it. */
function* recordsOf(collection: CollectionReport, c: number): Generator<TestReport> {
  const tests = eachTest(collection)[Symbol.iterator]();
  for (let t = 0; ; t++) {
    let next: IteratorResult<TestReport>;
    try {
      next = tests.next();
    } catch (error) {
      throw new SentResultsError(`the body is not JSON: /collections/${c}/tests/${t}: ${(error as Error).message}`);
    }
    if (next.done) return;
    yield next.value;
  }
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
  const sent = await checkedDocument(bytes);
  const { document } = sent;
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
    // A document sent in another layout (reformatted) is stored in assay's, the same JSON.
    resultsJson: sent.laidOut ? bytes.toString('utf8') : joined(resultsJson(sent.document)),
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
